package search

import (
	"testing"

	"github.com/awechec/awechec/internal/engine"
)

// TestChecksOnly compares the mate search, which tries only the checks
// on the last half-move (lastHalfMove), with the same search trying every
// move there (allLeaves), on the solve studies and every third position
// of three generated games (both roots where a power is due), at depths
// 1 to 4: the scores are the same, and where lastHalfMove completes sooner
// than the reference, the reference finds the same score two half-moves
// deeper.
func TestChecksOnly(t *testing.T) {
	compared, mates, sooner := 0, 0, 0
	compare := func(name string, g *engine.Game, root Root) {
		for depth := 1; depth <= 4; depth++ {
			fast := NewMateSearcher(Limits{Threads: 1}).Search(g, root, Limits{Depth: depth, Threads: 1})
			ref := NewMateSearcher(Limits{Threads: 1})
			ref.allLeaves = true
			all := ref.Search(g, root, Limits{Depth: depth, Threads: 1})
			if fast.Score != all.Score {
				t.Fatalf("%s root %d depth %d: score %d, every move tried: %d", name, root, depth, fast.Score, all.Score)
			}
			// lastHalfMove may know sooner that a line ended (a cut-off on
			// a move whose line the queue ended, where the reference
			// first tried a check): a verdict it gives holds deeper.
			if fast.Complete && !all.Complete {
				deeper := NewMateSearcher(Limits{Threads: 1})
				deeper.allLeaves = true
				if d := deeper.Search(g, root, Limits{Depth: depth + 2, Threads: 1}); d.Score != fast.Score {
					t.Fatalf("%s root %d depth %d: complete at %d, but %d two half-moves deeper", name, root, depth, fast.Score, d.Score)
				}
				sooner++
			}
			compared++
			if _, ok := IsMate(fast.Score); ok {
				mates++
			}
		}
	}
	searchedPositions(t, compare)
	if mates < 20 {
		t.Fatalf("%d searches compared, only %d found a mate", compared, mates)
	}
	t.Logf("%d searches compared, %d mates, %d complete sooner", compared, mates, sooner)
}

// searchedPositions calls compare on the positions the tests of the mate
// search's last half-move compare searches on: the solve studies, and
// every third position of three generated games (every twelfth with
// -short), both roots where a power is due.
func searchedPositions(t *testing.T, compare func(name string, g *engine.Game, root Root)) {
	t.Helper()
	for _, tc := range studies {
		compare(tc.name, study(t, tc.fen, tc.queue), RootFull)
	}
	for gi, rep := range generated(t, 26, 3) {
		_, err := ReplayWith(rep, func(i int, g *engine.Game) {
			if i%3 == 0 && !testing.Short() || i%12 == 0 {
				compare("generated", g, RootFull)
				if _, _, powered := g.Power(); powered && g.Remaining() > 0 {
					compare("generated, play", g, RootPlay)
				}
			}
		})
		if err != nil {
			t.Fatalf("game %d: %v", gi+1, err)
		}
	}
}
