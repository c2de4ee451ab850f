package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

func init() { register(newVersionCmd) }

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:  "version",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprintln(cmd.OutOrStdout(), versionLine(buildVersion()))
			return err
		},
	}
}

// devVersion is the version of a build that knows none: go build outside
// a git checkout, go run.
const devVersion = "(devel)"

// built is what a program knows of its own making.
type built struct {
	version string // the tag (v1.2.0), a pseudo-version, or devVersion
	commit  string // the commit's hash, "" when unknown
	dirty   bool   // built from a checkout with uncommitted changes
}

// buildVersion returns this program's version and commit: those the
// release's ldflags set (Version, Commit), else those the go command
// recorded (runtime/debug.ReadBuildInfo: the module's version for go
// install module@v1.2.0, the VCS revision for a go build in a checkout).
func buildVersion() built {
	info, _ := debug.ReadBuildInfo()
	return versionOf(Version, Commit, info)
}

// versionOf decides the version from the ldflags' values and the build
// information (nil when there is none).
func versionOf(ldVersion, ldCommit string, info *debug.BuildInfo) built {
	b := built{version: ldVersion, commit: ldCommit}
	if info == nil {
		if b.version == "" {
			b.version = devVersion
		}
		return b
	}
	if b.version == "" {
		b.version = info.Main.Version
	}
	if b.version == "" {
		b.version = devVersion
	}
	if b.commit != "" {
		return b
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.commit = s.Value
		case "vcs.modified":
			b.dirty = s.Value == "true"
		}
	}
	return b
}

// versionLine is what awechec version prints: "awechec v1.2.0 (commit
// 0123456789ab, go1.26.0 linux/amd64)", the commit cut to 12 hex digits
// and followed by "+dirty" for a build with uncommitted changes.
func versionLine(b built) string {
	var paren []string
	if b.commit != "" {
		c := b.commit
		if len(c) > 12 {
			c = c[:12]
		}
		if b.dirty {
			c += "+dirty"
		}
		paren = append(paren, "commit "+c)
	}
	paren = append(paren, runtime.Version()+" "+runtime.GOOS+"/"+runtime.GOARCH)
	return "awechec " + b.version + " (" + strings.Join(paren, ", ") + ")"
}
