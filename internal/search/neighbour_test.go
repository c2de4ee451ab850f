package search

import (
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

// TestNeighbouringValuesAgree: the value a half-move's comment gives the
// position after it ([%eval], "joué") is the value the next half-move
// starts from (issue 27: a value jumped from −0,64 to −10,50 between
// neighbouring half-moves). The choices of a half-move are searched one
// half-move shallower than its root, so the position after a half-move was
// valued one half-move shallower than the next half-move values it: at
// those two depths the leaves fall on different sides, or on powers of
// different owners (a leaf's quiescence resolves the captures of the
// power's owner only), and the two values could differ by pawns. Pairs
// across a new Awélé game (a new queue) and mates are left out: the
// queue, or the mate search's depth, changed what is known.
func TestNeighbouringValuesAgree(t *testing.T) {
	pairs, apart := 0, 0
	for gi, rep := range generated(t, 27, 3) {
		a := AnalyseGame(rep, AnalyseOptions{Limits: Limits{Depth: 3, Threads: 1}, MateDepth: 4, AweleDepth: 1})
		for i := 0; i+1 < len(a.Plies); i++ {
			pa, next := &a.Plies[i], &a.Plies[i+1]
			if pa.Depth == 0 || next.Depth == 0 || !next.Powered || next.Ply.Power == 1 {
				// Power 1: a new Awélé game gave a new queue.
				continue
			}
			// The value of the position before the next half-move, for
			// White: its power's owner picks the better of the null move
			// and play.
			before := max(next.NullScore, next.PlayScore)
			if next.Owner == movegen.Black {
				before = min(next.NullScore, next.PlayScore)
			}
			if _, ok := IsMate(before); ok {
				continue
			}
			if _, ok := IsMate(pa.Score); ok {
				continue
			}
			pairs++
			if d := pa.Score - before; d > 50 || d < -50 {
				apart++
				t.Errorf("game %d: after half-move %d (%s) %+d, the next half-move (%s) starts from %+d", gi+1, pa.Ply.Index, pa.Ply.SAN, pa.Score, next.Ply.SAN, before)
			}
		}
	}
	if pairs < 100 {
		t.Fatalf("only %d neighbouring pairs", pairs)
	}
	t.Logf("%d neighbouring pairs, %d more than half a pawn apart", pairs, apart)
}
