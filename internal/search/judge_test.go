package search

import (
	"math"
	"testing"
)

// TestJudgeAsLichess: the classification of a decision follows lichess's
// published formula: winning chances 2/(1+e^(-0.00368208·cp))-1 with cp
// ceiled at ±1000, marks from a drop of 0.1, 0.2, 0.3; a lost mate graded
// by what is left, a mate walked into by what there was, a delayed mate
// no error (issue 27).
func TestJudgeAsLichess(t *testing.T) {
	for _, c := range []struct {
		name         string
		best, chosen int32
		nag          int
		seq          MateSeq
	}{
		{"equal", 30, 20, 0, MateNone},
		{"inaccuracy", 50, -50, NAGInaccuracy, MateNone},
		{"mistake", 100, -20, NAGMistake, MateNone},
		{"blunder", 200, -300, NAGBlunder, MateNone},
		{"won either way", 1500, 1100, 0, MateNone},
		{"delayed mate", Mate - 3, Mate - 9, 0, MateDelayed},
		{"shorter mate", Mate - 9, Mate - 3, 0, MateNone},
		{"lost mate, 12 pawns left", Mate - 3, 1200, NAGInaccuracy, MateLost},
		{"lost mate, 8 pawns left", Mate - 3, 800, NAGMistake, MateLost},
		{"lost mate, 3 pawns left", Mate - 3, 300, NAGBlunder, MateLost},
		{"mate walked into", 50, -(Mate - 4), NAGBlunder, MateCreated},
		{"mate walked into, lost anyway", -800, -(Mate - 4), NAGMistake, MateCreated},
		{"mate sooner, mated anyway", -(Mate - 8), -(Mate - 2), 0, MateNone},
	} {
		nag, seq := Judge(c.best, c.chosen)
		if nag != c.nag || seq != c.seq {
			t.Errorf("%s: Judge(%d, %d) = %d, %d; want %d, %d", c.name, c.best, c.chosen, nag, seq, c.nag, c.seq)
		}
	}
	// lichess's figures: 100 cp is 59.1% (winning chances 0.1820).
	if w := WinPercent(100); math.Abs(w-59.10) > 0.01 {
		t.Errorf("WinPercent(100) = %.3f", w)
	}
	if a := MoveAccuracy(60, 60); a != 100 {
		t.Errorf("no loss: accuracy %.1f", a)
	}
	if a := MoveAccuracy(60, 40); math.Abs(a-(103.1668100711649*math.Exp(-0.04354415386753951*20)-3.166924740191411+1)) > 1e-9 {
		t.Errorf("20 points lost: accuracy %.3f", a)
	}
}
