package convert

import (
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// TestAnnotateAllocates checks that annotating a long movetext allocates
// about its size once, not the many copies of growing it one element at
// a time (a game of 519,000 null moves: 267 MB for a movetext of 75 MB).
func TestAnnotateAllocates(t *testing.T) {
	const n = 50000
	g := grammar.ParseGame([]byte("Échecs "+strings.Repeat("0 ", n)+"*\n"), "t.agn", 1)
	r := validate.Game(g, validate.Options{File: "t.agn"})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	a := Annotate(r, AllAnnotations())
	runtime.ReadMemStats(&after)
	size := uint64(n) * uint64(unsafe.Sizeof(notation.Element{}))
	if got, limit := after.TotalAlloc-before.TotalAlloc, size*3/2+256<<10; got > limit {
		t.Errorf("annotating %d null moves allocated %d bytes, want at most %d", n, got, limit)
	}
	runtime.KeepAlive(a)
}
