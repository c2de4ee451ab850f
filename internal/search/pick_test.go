package search

import (
	"math/rand/v2"
	"testing"

	"github.com/awechec/awechec/internal/engine"
)

// TestPickOrder checks that pick takes the moves in the order of the
// straightforward selection (the first of the best-scored moves from i
// on, swapped into i), ties included: the order the search's node counts
// and results depend on.
func TestPickOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 99))
	w := &worker{}
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.IntN(60)
		moves := make([]engine.Move, n)
		ref := make([]engine.Move, n)
		refSc := make([]int32, n)
		for i := range moves {
			moves[i] = engine.Move(i + 1)
			w.scores[3][i] = int32(rng.IntN(5)) // many ties
		}
		copy(ref, moves)
		copy(refSc, w.scores[3][:n])
		for i := range moves {
			best := i
			for j := i + 1; j < n; j++ {
				if refSc[j] > refSc[best] {
					best = j
				}
			}
			ref[i], ref[best] = ref[best], ref[i]
			refSc[i], refSc[best] = refSc[best], refSc[i]
			if got := w.pick(moves, 3, i); got != ref[i] {
				t.Fatalf("trial %d, pick %d of %d: move %d, want %d", trial, i, n, got, ref[i])
			}
		}
	}
}
