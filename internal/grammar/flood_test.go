package grammar

import (
	"bytes"
	"runtime"
	"testing"

	"github.com/awechec/awechec/internal/diag"
)

// A game of stray tokens of one kind keeps 100 diagnostics and a note of
// how many more there are, with memory that does not grow with their
// number: the builder counts, without keeping, those past the 100th of a
// code (a 1 MB game of `!` held a million diagnostics, 450 MB).
func TestDiagnosticFloodBounded(t *testing.T) {
	held := func(n int) (uint64, diag.List) {
		src := []byte("[Event \"h\"]\n\nÉchecs 1. e4 " + string(bytes.Repeat([]byte("! "), n)) + "*\n")
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		g := ParseGame(src, "f.agn", 1)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc, g.Diags
	}
	a, da := held(20000)
	b, db := held(40000)
	for _, d := range []diag.List{da, db} {
		if len(d) != 101 || d[100].Severity != diag.Note {
			t.Fatalf("%d diagnostics, the last %+v; want 100 and a note", len(d), d[len(d)-1])
		}
	}
	if got := db[100].Message(); got != "39899 more diagnostics in this game are not shown" {
		t.Errorf("note: %q", got)
	}
	t.Logf("%d, %d bytes per token", a/20000, b/40000)
	// 499 bytes per token, where a diagnostic kept for each took 1,213.
	if b/40000 > 700 {
		t.Errorf("%d bytes allocated per token", b/40000)
	}
	if b > 5*a/2 {
		t.Errorf("allocated %d bytes for 20,000 tokens, %d for 40,000: more than twice", a, b)
	}
}
