package search

import (
	"math"
)

// Judging a decision as lichess judges a chess move: by the drop of the
// decider's winning chances (lichess's published formula, Advice.scala
// and AccuracyPercent.scala of lila), mates apart. Written here because
// it is a few lines of arithmetic; the constants are lichess's.

// NAGs of the judgements.
const (
	NAGOnly       = 1 // !: the only choice that keeps a win or a mate
	NAGMistake    = 2 // ?
	NAGBlunder    = 4 // ??
	NAGInaccuracy = 6 // ?!
)

// cpCeiling bounds centipawns before they become winning chances, and
// stands for a mate (lichess's Cp.CEILING).
const cpCeiling = 1000

// winFactor is lichess's slope of the winning chances.
const winFactor = -0.00368208

// MateSeq says how a decision changed a forced mate (lichess's
// MateSequence).
type MateSeq uint8

// Mate sequences.
const (
	MateNone    MateSeq = iota
	MateLost            // the decider had a forced mate and gave it up
	MateCreated         // the decider walked into a forced mate
	MateDelayed         // the decider keeps a forced mate, a longer one
)

// ceiled is a score as centipawns within ±cpCeiling: a proved mate or a
// mate the engine announces counts as the ceiling.
func ceiled(sc int32) int32 {
	if n, ok := IsMate(sc); ok {
		if n > 0 {
			return cpCeiling
		}
		return -cpCeiling
	}
	if sign, ok := IsEngineMate(sc); ok {
		return int32(sign) * cpCeiling
	}
	return max(-cpCeiling, min(cpCeiling, sc))
}

// WinningChances is lichess's winning chances, from -1 to 1, of the side
// a score is for: 2/(1+e^(-0.00368208·cp))-1, cp ceiled at ±1000.
func WinningChances(sc int32) float64 {
	return 2/(1+math.Exp(winFactor*float64(ceiled(sc)))) - 1
}

// WinPercent is WinningChances as a percentage: 50+50·chances.
func WinPercent(sc int32) float64 { return 50 + 50*WinningChances(sc) }

// Judge classifies a decision from the value of the best choice to the
// value of the choice made, both for the decider: the drop of the winning
// chances of 0.1, 0.2, 0.3 (5, 10, 15 points of Win%) makes an
// inaccuracy, a mistake, a blunder; a forced mate given up is graded by
// what is left (over 999 centipawns an inaccuracy, over 700 a mistake,
// else a blunder); walking into a forced mate by what there was (under
// -999 an inaccuracy, under -700 a mistake, else a blunder); a mate kept,
// even a longer one, is no error.
func Judge(best, chosen int32) (nag int, seq MateSeq) {
	pb, mb := IsMate(best)
	pc, mc := IsMate(chosen)
	cpOr0 := func(sc int32, mate bool) int32 {
		if mate {
			return 0
		}
		return ceiled(sc)
	}
	switch {
	case mb && pb > 0 && mc && pc > 0:
		if pc > pb {
			return 0, MateDelayed
		}
		return 0, MateNone
	case mb && pb > 0:
		next := cpOr0(chosen, mc)
		switch {
		case next > 999:
			return NAGInaccuracy, MateLost
		case next > 700:
			return NAGMistake, MateLost
		}
		return NAGBlunder, MateLost
	case mc && pc < 0 && !(mb && pb < 0):
		prev := cpOr0(best, mb)
		switch {
		case prev < -999:
			return NAGInaccuracy, MateCreated
		case prev < -700:
			return NAGMistake, MateCreated
		}
		return NAGBlunder, MateCreated
	case mb || mc:
		return 0, MateNone
	}
	delta := WinningChances(best) - WinningChances(chosen)
	switch {
	case delta >= 0.3:
		return NAGBlunder, MateNone
	case delta >= 0.2:
		return NAGMistake, MateNone
	case delta >= 0.1:
		return NAGInaccuracy, MateNone
	}
	return 0, MateNone
}

// MoveAccuracy is lichess's accuracy of one decision from the Win% of
// the best choice to the Win% of the choice made (both for the decider):
// 103.1668·e^(-0.04354·drop) - 3.1669, plus 1, within 0 and 100.
func MoveAccuracy(before, after float64) float64 {
	if after >= before {
		return 100
	}
	raw := 103.1668100711649*math.Exp(-0.04354415386753951*(before-after)) - 3.166924740191411
	return max(0, min(100, raw+1))
}

// weighted is one decision's accuracy and its weight.
type weighted struct{ acc, weight float64 }

// volatilityWeights are lichess's weights of the half-moves of a game:
// the standard deviation of the Win% (for White) in a window around each
// half-move, within 0.5 and 12; wins holds the Win% before the first
// half-move then after each one.
func volatilityWeights(wins []float64) []float64 {
	n := len(wins) - 1
	if n <= 0 {
		return nil
	}
	size := max(2, min(8, n/10))
	if size > len(wins) {
		size = len(wins)
	}
	var windows [][]float64
	for range size - 2 {
		windows = append(windows, wins[:size])
	}
	for i := 0; i+size <= len(wins); i++ {
		windows = append(windows, wins[i:i+size])
	}
	out := make([]float64, n)
	for i := range out {
		w := windows[min(i, len(windows)-1)]
		out[i] = max(0.5, min(12, stddev(w)))
	}
	return out
}

func stddev(xs []float64) float64 {
	var sum float64
	for _, x := range xs {
		sum += x
	}
	mean := sum / float64(len(xs))
	var v float64
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	return math.Sqrt(v / float64(len(xs)))
}

// gameAccuracy is lichess's accuracy of one side over a game: the mean
// of the volatility-weighted mean and of the harmonic mean of its
// decisions' accuracies; ok is false without a decision.
func gameAccuracy(ws []weighted) (float64, bool) {
	if len(ws) == 0 {
		return 0, false
	}
	var num, den, inv float64
	for _, w := range ws {
		num += w.acc * w.weight
		den += w.weight
		inv += 1 / max(w.acc, 1e-9)
	}
	harmonic := float64(len(ws)) / inv
	return (num/den + harmonic) / 2, true
}
