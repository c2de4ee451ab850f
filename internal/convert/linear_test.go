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

// Writing every Awélé game of a record as OGN reads the record once, not
// once per Awélé game (200,000 null moves took 25 s): the elements read
// stay within twice the record's, whatever its number of Awélé games.
func TestOGNExportLinear(t *testing.T) {
	for i := 1; i <= 40; i++ {
		g := generate.Game(generate.Options{Seed: 3}, i)
		r := validate.Game(g, validate.Options{})
		if len(r.Awele) < 4 {
			continue
		}
		before := convert.CommentScans.Load()
		if err := convert.WriteOGN(io.Discard, r); err != nil {
			t.Fatal(err)
		}
		games := convert.NewOGNGames(r)
		for k := range r.Awele {
			if err := games.WriteGame(io.Discard, k); err != nil {
				t.Fatal(err)
			}
		}
		if n := convert.CommentScans.Load() - before; n > 2*int64(len(g.Body)) {
			t.Errorf("game %d: %d Awélé games, %d elements: %d read", i, len(r.Awele), len(g.Body), n)
		}
		return
	}
	t.Fatal("no generated game with 4 Awélé games")
}

// A run of move numbers (`1. 1. 1. ...`) is written in linear time by the
// AGN and PGN writers: the printer looked forward from every move number
// for the game of the next move (128 KB took 2.5 s in fmt, export --to
// pgn and annotate); it reads each element ahead once per line now.
func TestMoveNumberRunLinear(t *testing.T) {
	work := func(n int) int64 {
		src := "[Event \"n\"]\n[Result \"*\"]\n\nÉchecs 1. e4 " + strings.Repeat("1. ", n) + "*\n"
		r := validate.Game(grammar.ParseGame([]byte(src), "n.agn", 1), validate.Options{})
		before := convert.LookAheads.Load()
		if err := convert.WriteAGN(io.Discard, r.Game, convert.Options{}); err != nil {
			t.Fatal(err)
		}
		if err := convert.WritePGN(io.Discard, convert.FillColours(r), convert.PGNOptions{}); err != nil {
			t.Fatal(err)
		}
		return convert.LookAheads.Load() - before
	}
	a, b := work(5000), work(10000)
	if b > 5*a/2 || b > 4*10000 {
		t.Errorf("5,000 move numbers: %d elements read ahead, 10,000: %d", a, b)
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
