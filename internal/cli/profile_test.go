package cli

import (
	"io"
	"path/filepath"
	"runtime/pprof"
	"testing"
)

// TestExecuteKeepsCallersProfile: a run without --cpuprofile leaves a
// CPU profile its caller started running (a test binary's
// -test.cpuprofile, a program that embeds the CLI). Execute used to stop
// every profile on its way out, so `go test -cpuprofile` of a package
// that runs the CLI profiled only up to the first command.
// Not parallel: the CPU profile is one per process.
func TestExecuteKeepsCallersProfile(t *testing.T) {
	ours := pprof.StartCPUProfile(io.Discard) == nil // else -test.cpuprofile's
	if code, _, errs := run(t, "", "version"); code != ExitOK {
		t.Fatalf("version: exit %d\n%s", code, errs)
	}
	if pprof.StartCPUProfile(io.Discard) == nil {
		pprof.StopCPUProfile()
		t.Fatal("after a run without --cpuprofile, the caller's CPU profile is stopped")
	}
	// A --cpuprofile that cannot start (the caller's runs) fails the run
	// and leaves the caller's profile running too.
	prof := filepath.Join(t.TempDir(), "cpu.prof")
	if code, _, _ := run(t, "", "--cpuprofile", prof, "version"); code == ExitOK {
		t.Error("--cpuprofile under a running profile: exit 0")
	}
	if pprof.StartCPUProfile(io.Discard) == nil {
		pprof.StopCPUProfile()
		t.Fatal("after a --cpuprofile that could not start, the caller's CPU profile is stopped")
	}
	if ours {
		pprof.StopCPUProfile()
	}
}
