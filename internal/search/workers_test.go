package search

import (
	"runtime"
	"testing"

	"github.com/awechec/awechec/internal/engine"
)

// TestSearcherReusesWorkers checks that a Searcher keeps its workers from
// one search to the next (a search of a few nodes allocates no worker of
// about 280 kB) and that nothing of a search but the table carries over
// to the next: after a search of another position and the table cleared,
// a search gives what a new Searcher gives, nodes included.
func TestSearcherReusesWorkers(t *testing.T) {
	g := study(t, studies[0].fen, studies[0].queue)
	s := NewMateSearcher(Limits{Threads: 1})
	l := Limits{Depth: 2, Threads: 1}
	s.Search(g, RootFull, l)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	const searches = 50
	for range searches {
		s.Search(g, RootFull, l)
	}
	runtime.ReadMemStats(&after)
	if per := (after.TotalAlloc - before.TotalAlloc) / searches; per > 16<<10 {
		t.Errorf("a search of %v allocates %d bytes", g.Chess().FEN(), per)
	}
	// Two middle-game positions of a generated game.
	var mid []*engine.Game
	if _, err := ReplayWith(generated(t, 26, 1)[0], func(i int, g *engine.Game) {
		if i == 20 || i == 30 {
			mid = append(mid, g.Clone())
		}
	}); err != nil || len(mid) != 2 {
		t.Fatalf("%d positions, %v", len(mid), err)
	}
	for _, eval := range []bool{false, true} {
		l := Limits{Depth: 4, Threads: 1}
		var s, fresh *Searcher
		if eval {
			s, fresh = NewSearcher(nil, l), NewSearcher(nil, l)
		} else {
			s, fresh = NewMateSearcher(l), NewMateSearcher(l)
		}
		s.Search(mid[0], RootFull, l)
		s.tt.clear()
		got, want := s.Search(mid[1], RootFull, l), fresh.Search(mid[1], RootFull, l)
		got.Time, want.Time = 0, 0
		if got != want {
			t.Errorf("eval %v: after another search %+v, a new searcher %+v", eval, got, want)
		}
	}
}
