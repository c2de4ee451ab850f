package cli

import (
	"io"
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
	if ours {
		pprof.StopCPUProfile()
	}
}
