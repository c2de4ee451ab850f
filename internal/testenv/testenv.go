// Package testenv finds what a test needs from the machine: a tool
// (Chromium, pgn-extract, Stockfish) or a kind of file (a FIFO, /dev/full).
// On a developer's machine a test whose need is missing is skipped with the
// command that installs it; in CI (the CI variable set, as .ci/run runs)
// .ci/run has installed everything, so a missing need fails the test: CI
// never passes by skipping.
package testenv

import (
	"os"
	"os/exec"
	"runtime/debug"
	"testing"
)

// InCI reports whether the tests run in CI, where nothing may be missing.
func InCI() bool { return os.Getenv("CI") != "" }

// Tool returns the path of the first of names found (a name on PATH or a
// path); when none is, it skips the test (fails it in CI), saying how to
// install it.
func Tool(t testing.TB, install string, names ...string) string {
	t.Helper()
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	missing(t, names[0]+" is not installed ("+install+")")
	return ""
}

// Need skips the test (fails it in CI) when err says that what it needs
// from the machine is missing.
func Need(t testing.TB, what string, err error) {
	t.Helper()
	if err != nil {
		missing(t, what+": "+err.Error())
	}
}

func missing(t testing.TB, why string) {
	t.Helper()
	if InCI() {
		t.Fatal(why + " — CI must have it (.ci/run installs it)")
	}
	t.Skip(why)
}

// Long skips the test under -short: a test that takes a minute or more (an
// engine on real games, a node program), which CI runs in full (.ci/run
// runs go test without -short).
func Long(t testing.TB, what string) {
	t.Helper()
	if testing.Short() {
		t.Skip(what + ": a long test, left out by -short")
	}
}

// Measure skips the test unless AWECHEC_MEASURE is set: a measurement
// whose figures the docs give (minutes of an engine on games a figure
// needs, no guard the suite needs), run as the docs say, as a benchmark
// is. Its bounds still fail it when it runs.
func Measure(t testing.TB, what string) {
	t.Helper()
	if !Measuring() {
		t.Skip(what + ": a measurement, run with AWECHEC_MEASURE=1")
	}
}

// Measuring reports whether AWECHEC_MEASURE is set: a test then also
// takes the figures it only logs, for the docs (Measure).
func Measuring() bool { return os.Getenv("AWECHEC_MEASURE") != "" }

// Race skips the test (fails it in CI) when what it must catch in the
// middle never happened in its tries: an interrupt that came after the
// command had already ended. In CI the retries must manage.
func Race(t testing.TB, what string) {
	t.Helper()
	missing(t, what)
}

// FewerCollections sets the garbage collector of a test binary to run at
// 400% heap growth rather than Go's 100%, unless GOGC is set: for the
// packages whose tests allocate fast (participle's parser as the oracle
// of generated archives, corentings/chess's move lists), where collecting,
// and giving memory back to the system to fault it in again, took up to
// two fifths of the CPU (internal/grammar's tests: 8.9 s at 100%, 5.4 s
// at 400%). Tests of memory count bytes allocated (TotalAlloc) or the
// heap after runtime.GC(), which this does not change. Main calls it.
func FewerCollections() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}

// Main runs the tests of a package with FewerCollections: a package's
// TestMain when its tests allocate fast.
func Main(m *testing.M) {
	FewerCollections()
	os.Exit(m.Run())
}
