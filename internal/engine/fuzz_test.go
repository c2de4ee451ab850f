package engine_test

import (
	"math/rand/v2"
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/power"
)

// FuzzPlayUndo plays random legal moves of every kind (Awélé moves and
// stops, capture events, new Awélé games, chess and null moves) from the
// start, checking after each that the incremental hash is the full one,
// that the null move is legal exactly when a power is consumed, and that
// undoing every move gives the start back.
func FuzzPlayUndo(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 42, 1000} {
		f.Add(s, uint8(0))
	}
	f.Add(uint64(7), uint8(1))
	f.Fuzz(func(t *testing.T, seed uint64, hc uint8) {
		rng := rand.New(rand.NewPCG(seed, 99))
		var h power.Handicap
		if hc%2 == 1 {
			h = power.Handicap{Side: movegen.Color(hc / 2 % 2), P: 3, Q: 2}
		}
		g := engine.New(engine.Options{Handicap: h})
		start := g.Hash()
		var buf [300]engine.Move
		for i := 0; i < 400; i++ {
			moves := g.Legal(buf[:0])
			if g.AweleOpen() && rng.IntN(8) == 0 {
				moves = append(moves, engine.CaptureEvent(movegen.Color(rng.IntN(2)), 1+rng.IntN(6)))
			}
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			// Keep the Awélé games short: stop one now and then.
			if g.AweleOpen() && rng.IntN(20) == 0 {
				m = engine.AweleStop
			}
			_, _, powered := g.Power()
			hasNull := false
			for _, x := range moves {
				hasNull = hasNull || x == engine.Null
			}
			if !g.AweleOpen() && hasNull != powered {
				t.Fatalf("move %d: null legal %v, power consumed %v", i, hasNull, powered)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("move %d: Legal gave %v, Play refuses it: %v", i, m, err)
			}
			if g.Hash() != engine.Hash(g.Chess()) {
				t.Fatalf("move %d (%v): incremental hash differs", i, m)
			}
		}
		for g.History() > 0 {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if g.Hash() != start || g.AweleGame() != 1 || !g.AweleOpen() || len(g.Queue()) != 0 || g.Plies() != 0 {
			t.Fatal("undoing every move does not give the start back")
		}
		if err := g.Undo(); err != engine.ErrNoUndo {
			t.Fatalf("undo at the start: %v", err)
		}
	})
}
