//go:build !race

// The tests of this file tell linear work by the bytes allocated, which
// the race detector makes unrepeatable (it drops pooled values at random
// and allocates for itself: WriteOGN's bytes over WriteGame's swung from
// -1,048 to +1,856 under it, against 880 without it), so they are built
// without it.

package convert_test

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/validate"
)

// allocated returns the bytes f allocates, the least of five runs. The
// tests that call it are not parallel: Go runs the package's parallel
// tests after them. What else the runtime allocates now and then, as a
// collection empties the pools, is left out by taking the least.
func allocated(f func()) int64 {
	least := int64(-1)
	for range 5 {
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		f()
		runtime.ReadMemStats(&m1)
		if n := int64(m1.TotalAlloc - m0.TotalAlloc); least < 0 || n < least {
			least = n
		}
	}
	return least
}

// Writing every Awélé game of a record as OGN reads the record's comments
// once, not once per Awélé game (200,000 null moves took 25 s). Told by
// what is allocated, which needs no counter in the package: gathering
// the comments (NewOGNGames) allocates s; WriteOGN gathers them once and
// writes every game, so what it allocates is s more than writing every
// game through OGNGames.WriteGame. A WriteGame that gathered them again
// would allocate k·s more, a WriteOGN that gathered them per game (k-1)·s
// more.
func TestOGNExportLinear(t *testing.T) {
	for i := 1; i <= 40; i++ {
		g := generate.Game(generate.Options{Seed: 3}, i)
		r := validate.Game(g, validate.Options{})
		k := len(r.Awele)
		if k < 4 {
			continue
		}
		var games *convert.OGNGames
		s := allocated(func() { games = convert.NewOGNGames(r) })
		whole := allocated(func() {
			if err := convert.WriteOGN(io.Discard, r); err != nil {
				t.Fatal(err)
			}
		})
		each := allocated(func() {
			for j := range k {
				if err := games.WriteGame(io.Discard, j); err != nil {
					t.Fatal(err)
				}
			}
		})
		if s < 256 {
			t.Fatalf("game %d: gathering the comments allocates %d bytes, too few to tell a second gathering", i, s)
		}
		if whole-each < s/2 || whole-each > 3*s/2 {
			t.Errorf("game %d, %d Awélé games: WriteOGN allocates %d bytes more than WriteGame for every game (%d), want about %d, what gathering the comments once allocates", i, k, whole-each, each, s)
		}
		return
	}
	t.Fatal("no generated game with 4 Awélé games")
}

// A run of move numbers (`1. 1. 1. ...`) is written in linear time by the
// AGN and PGN writers: the printer looked forward from every move number
// for the game of the next move (128 KB took 2.5 s in fmt, export --to
// pgn and annotate); it looks at each element ahead once at most now
// (lookahead, whose own test counts the elements it looks at). Told here
// by the bytes allocated, which double with the record: a look-ahead that
// allocated at every move number would allocate four times as much for
// twice the move numbers.
func TestMoveNumberRunLinear(t *testing.T) {
	work := func(n int) int64 {
		src := "[Event \"n\"]\n[Result \"*\"]\n\nÉchecs 1. e4 " + strings.Repeat("1. ", n) + "*\n"
		r := validate.Game(grammar.ParseGame([]byte(src), "n.agn", 1), validate.Options{})
		pgn := convert.FillColours(r)
		return allocated(func() {
			if err := convert.WriteAGN(io.Discard, r.Game, convert.Options{}); err != nil {
				t.Fatal(err)
			}
			if err := convert.WritePGN(io.Discard, pgn, convert.PGNOptions{}); err != nil {
				t.Fatal(err)
			}
		})
	}
	a, b := work(5000), work(10000)
	if b > 5*a/2 {
		t.Errorf("5,000 move numbers: %d bytes allocated writing them, 10,000: %d", a, b)
	}
}

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
