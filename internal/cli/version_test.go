package cli

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersionOf checks where awechec version takes its version and
// commit from: the release's ldflags first, then what the go command
// recorded (the module's version for go install, the VCS settings for a
// go build in a checkout), and how the line shows them.
func TestVersionOf(t *testing.T) {
	t.Parallel()
	vcs := func(rev, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: modified}}
	}
	const rev = "ead30c7f00112233445566778899aabbccddeeff"
	for _, c := range []struct {
		name                string
		ldVersion, ldCommit string
		info                *debug.BuildInfo
		want                string
	}{
		{"release", "v1.2.0", rev, &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "awechec v1.2.0 (commit ead30c7f0011, "},
		{"release, the ldflags before the checkout", "v1.2.0", rev, &debug.BuildInfo{Main: debug.Module{Version: "v1.1.0"}, Settings: vcs("0000000000000000", "true")}, "awechec v1.2.0 (commit ead30c7f0011, "},
		{"go install module@v1.2.0", "", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, "awechec v1.2.0 (go"},
		{"go build in a checkout", "", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.1-0.20261126210000-ead30c7f0011+dirty"}, Settings: vcs(rev, "true")}, "awechec v1.2.1-0.20261126210000-ead30c7f0011+dirty (commit ead30c7f0011+dirty, "},
		{"go build, clean checkout", "", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs(rev, "false")}, "awechec (devel) (commit ead30c7f0011, "},
		{"go run", "", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "awechec (devel) (go"},
		{"no build information", "", "", nil, "awechec (devel) (go"},
		{"a short commit", "v1.2.0", "ead30c7", nil, "awechec v1.2.0 (commit ead30c7, "},
	} {
		got := versionLine(versionOf(c.ldVersion, c.ldCommit, c.info))
		if !strings.HasPrefix(got, c.want) || !strings.HasSuffix(got, runtime.Version()+" "+runtime.GOOS+"/"+runtime.GOARCH+")") {
			t.Errorf("%s: %q, want it to begin %q", c.name, got, c.want)
		}
	}
}
