package convert_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
)

// An OGN record longer than the game limit is only gone through to its
// end, its moves not held (a 38 MB record took 568 MB in check, now 94):
// reading one of 1 MB under a 16 KB limit allocated 78 MB, its moves held
// whole; 25 MB now, what reading its words costs.
func TestOGNRecordTooLargeNotHeld(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Variant \"Awele\"]\n\n")
	for i := 1; b.Len() < 1<<20; i++ {
		fmt.Fprintf(&b, "%d. C e ", i)
	}
	b.WriteString("*\n")
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	r, err := convert.NewOGNReader(strings.NewReader(b.String()), "big.ogn", convert.MaxGame(16<<10))
	if err != nil {
		t.Fatal(err)
	}
	g, err := r.Next()
	runtime.ReadMemStats(&m1)
	if err != nil || len(g.Diags) != 1 || g.Diags[0].Code != "game-too-large" {
		t.Fatalf("%v %v", err, g.Diags)
	}
	if got := m1.TotalAlloc - m0.TotalAlloc; got > 40<<20 {
		t.Errorf("%d KB allocated reading a record of 1 MB", got>>10)
	}
}
