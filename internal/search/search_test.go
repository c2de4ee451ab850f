package search

import (
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/power"
)

// TestThreads solves the studies with several threads (Lazy SMP on the
// shared table) and must find what one thread finds.
func TestThreads(t *testing.T) {
	for _, tc := range studies {
		g := study(t, tc.fen, tc.queue)
		one := Solve(g, Limits{Threads: 1})
		four := Solve(g, Limits{Threads: 4})
		if one.Found != four.Found || one.Plies != four.Plies || one.Winner != four.Winner || one.Proved != four.Proved {
			t.Errorf("%s: 1 thread %+v, 4 threads %+v", tc.name, one, four)
		}
	}
}

// TestLimitStops: a position with much material and a long queue is
// stopped by the time limit and says that nothing is proved.
func TestLimitStops(t *testing.T) {
	g := study(t, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1", "WBWBWBWBWBWBWBWBWBWBWBWBWBWBWBWB")
	start := time.Now()
	r := Solve(g, Limits{Time: 200 * time.Millisecond, Threads: 1})
	if r.Proved || r.Found {
		t.Fatalf("the search claims a verdict: %+v", r)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the search took %v for a limit of 200ms", d)
	}
	ev := NewSearcher(nil, Limits{}).Search(g, RootFull, Limits{Time: 200 * time.Millisecond, Threads: 2})
	if !ev.Stopped || ev.Depth == 0 || ev.Complete {
		t.Errorf("evaluation search: %+v", ev)
	}
}

// TestEvalWinsMaterial: the evaluation search takes a hanging queen with
// its own power, and makes the opponent pass when it holds his power.
func TestEvalWinsMaterial(t *testing.T) {
	g := study(t, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "WW")
	r := NewSearcher(nil, Limits{}).Search(g, RootFull, Limits{Depth: 3, Threads: 1})
	if r.Move.Kind() != engine.KindChess || r.Move.Chess().UCI() != "d2d5" || r.Score < 400 {
		t.Errorf("best %v score %d, want d2d5 winning the queen", r.Move, r.Score)
	}
	// Black to move with White's power: White makes Black pass (the
	// queen would escape), then takes it.
	g = study(t, "4k3/8/8/3q4/8/8/3R4/4K3 b - - 0 1", "WW")
	r = NewSearcher(nil, Limits{}).Search(g, RootFull, Limits{Depth: 3, Threads: 1})
	if r.Move != engine.Null || r.Score > -400 {
		t.Errorf("best %v score %d, want the null move imposed and the queen lost", r.Move, r.Score)
	}
	if !r.Complete || !r.Horizon {
		t.Errorf("the queue of 2 powers ends every line: %+v", r)
	}
}

// TestAweleSearch compares the alpha-beta Awélé search with a plain
// minimax written here, on random positions of every preset.
func TestAweleSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	for _, r := range awele.Presets() {
		for n := 0; n < 40; n++ {
			p := awele.Start()
			for k := rng.IntN(30); k > 0; k-- {
				mask := p.LegalMask(&r)
				if mask == 0 {
					break
				}
				var holes []int
				for m := mask; m != 0; m &= m - 1 {
					holes = append(holes, bits.TrailingZeros16(m))
				}
				if _, err := p.Play(&r, holes[rng.IntN(len(holes))]); err != nil {
					t.Fatal(err)
				}
			}
			val := SeedValuer()
			if n%2 == 1 {
				val = PowerValuer(power.Handicap{Side: movegen.White, P: 3, Q: 2})
			}
			values, mask, _ := AweleMoveValues(p, &r, 4, val)
			for m := mask; m != 0; m &= m - 1 {
				h := bits.TrailingZeros16(m)
				q := p
				res, _ := q.Play(&r, h)
				want := res.Captured*val.weight[p.ToMove] - plainAwele(q, &r, 3, val)
				if values[h] != want {
					t.Fatalf("%s %v hole %d: %d, plain minimax %d", r.Name, p, h, values[h], want)
				}
			}
		}
	}
}

func plainAwele(p awele.Position, r *awele.Rules, depth int, val AweleValuer) int {
	if e, ended := p.Ended(r); ended {
		us, them := p.ToMove, p.ToMove.Other()
		v := e.Shared[us]*val.weight[us] - e.Shared[them]*val.weight[them]
		if e.Collected > 0 {
			if e.Collector == us {
				v += e.Collected * val.weight[us]
			} else {
				v -= e.Collected * val.weight[them]
			}
		}
		return v
	}
	if depth == 0 {
		return 0
	}
	best := -1 << 30
	for h := 0; h < 12; h++ {
		q := p
		res, err := q.Play(r, h)
		if err != nil {
			continue
		}
		best = max(best, res.Captured*val.weight[p.ToMove]-plainAwele(q, r, depth-1, val))
	}
	return best
}
