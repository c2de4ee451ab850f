package search

import (
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/validate"
)

// A half-move holds up to two decisions: the power owner's (the null move
// or play) and the mover's (which move). When the owner is the mover they
// are one decision: the null move is one more move. Each is judged for
// its author (Judge), and every mate its judgement mentions is proved by
// the mate search under the queue.

// Decision is one decision of a half-move, judged for its author.
type Decision struct {
	// By made the decision.
	By movegen.Color
	// Best is the value of the best choice, Chosen of the choice made,
	// both for White.
	Best, Chosen int32
	// Mark is the judgement as a NAG (0, NAGInaccuracy, NAGMistake or
	// NAGBlunder, NAGOnly); Mate how the decision changed a forced mate.
	Mark int
	Mate MateSeq
	// Proof is, for MateLost, the depth in half-moves to which the mate
	// search found no mate for the decider any more (0: none to the end
	// of the queue).
	Proof int
	// WinLoss is the drop of the decider's Win% (0 to 100); Accuracy
	// lichess's accuracy of the decision.
	WinLoss  float64
	Accuracy float64
}

// spot is a position a decision leads to or starts from: g itself
// searched from root, or the position after the move m.
type spot struct {
	root  Root
	after bool
	m     engine.Move
}

// proofNodes bounds each proving mate search; proofExtra is how much
// deeper than the mate it checks that a mate is gone.
const (
	// mateNodes bounds each search for a mate the evaluation missed (at
	// every choice of every half-move): in plain chess, with no queue to
	// end the lines, a full-width search 8 half-moves deep is too big.
	mateNodes  = 400_000
	proofNodes = 3_000_000
	proofExtra = 6
)

// mateAt searches spot sp of g for a forced mate, up to depth half-moves,
// and returns the score for by, counted from g (a half-move more after a
// move), and the depth to which the answer holds (-1 when the search
// reached the end of every line: the answer is exact).
func (a *Analysis) mateAt(ms *Searcher, g *engine.Game, sp spot, by movegen.Color, depth int) (int32, int) {
	root := sp.root
	if sp.after {
		play(g, sp.m)
		defer g.UndoChess()
		depth--
		root = RootFull
		if st := g.Status(); st != engine.Ongoing {
			if st == engine.Checkmate {
				return forSide(Mate-1, g.Chess().Turn().Other(), by), -1
			}
			return 0, -1
		}
	}
	r := ms.Search(g, root, Limits{Depth: max(depth, 1), Threads: 1, Nodes: proofNodes})
	sc := r.Score
	if sp.after {
		sc = -sc
		if n, ok := IsMate(sc); ok {
			if n > 0 {
				sc--
			} else {
				sc++
			}
		}
	}
	turn := g.Chess().Turn()
	if sp.after {
		turn = turn.Other()
	}
	reach := r.Depth
	if sp.after {
		reach++
	}
	if r.Complete && !r.Stopped {
		reach = -1
	}
	return forSide(sc, turn, by), reach
}

// forSide turns a score for side from into one for side to.
func forSide(sc int32, from, to movegen.Color) int32 {
	if from != to {
		return -sc
	}
	return sc
}

// decide judges the decision of by at g between choices worth best and
// chosen for the mover of g; before is where the decision is taken,
// after where the choice made leads. A mate the judgement rests on is
// proved: a mate given up is searched for again after the choice (still
// there: a longer mate, no error), a mate walked into is searched for
// before it (already there: no error); when the search cannot tell, the
// mate counts as 10 pawns and is not mentioned.
func (a *Analysis) decide(ms *Searcher, g *engine.Game, by movegen.Color, best, chosen int32, before, after spot) *Decision {
	mover := g.Chess().Turn()
	b, c := forSide(best, mover, by), forSide(chosen, mover, by)
	d := &Decision{By: by}
	_, seq := Judge(b, c)
	switch seq {
	case MateLost:
		n, _ := IsMate(b)
		need := n + proofExtra
		sc, reach := a.mateAt(ms, g, after, by, need)
		switch m, ok := IsMate(sc); {
		case ok && m > 0:
			c = sc
		case reach < 0:
			d.Proof = 0
		case reach >= n+2:
			d.Proof = reach
		default:
			b = cpCeiling
		}
	case MateCreated:
		n, _ := IsMate(c)
		sc, reach := a.mateAt(ms, g, before, by, -n+proofExtra)
		switch m, ok := IsMate(sc); {
		case ok && m < 0:
			b = sc
		case reach < 0 || reach >= -n+2:
		default:
			c = -cpCeiling
		}
	}
	d.Mark, d.Mate = Judge(b, c)
	wb, wc := WinPercent(b), WinPercent(c)
	d.WinLoss = max(0, wb-wc)
	d.Accuracy = MoveAccuracy(wb, wc)
	d.Best, d.Chosen = forSide(b, by, movegen.White), forSide(c, by, movegen.White)
	return d
}

// capEngineMate counts a mate the engine announces, which the mate search
// under the queue did not prove, as cpCeiling for an Awechec game: the
// engine plays ordinary chess, the powers may not let the attacker play
// its line.
func (a *Analysis) capEngineMate(r *Result) {
	if a.standard {
		return
	}
	if sign, ok := IsEngineMate(r.Score); ok {
		r.Score = int32(sign) * cpCeiling
	}
}

func (a *Analysis) ply(s, ms *Searcher, g *engine.Game, p validate.Ply) PlyAnalysis {
	pa := PlyAnalysis{Ply: p}
	if g.Status() != engine.Ongoing {
		return pa
	}
	pos := g.Chess()
	mover := pos.Turn()
	l := a.opt.Limits
	var played engine.Move = engine.Null
	if !p.Null {
		m, err := pos.ParseUCI(p.UCI)
		if err != nil {
			return pa
		}
		played = engine.ChessMove(m)
	}
	_, owner, powered := g.Power()
	direct := a.opt.Best != nil && a.opt.Eval != nil && l.Depth == 1 && l.Time == 0
	root := RootFull
	if powered {
		root = RootPlay
	}
	// The values, for the mover: of the move played, of the best move on
	// play, of the null move.
	var moveR, bestR, nullR Result
	if direct {
		moveR = a.directChild(g, played)
		bestR = a.directBest(g)
	} else {
		moveR = childScore(s, g, played, l)
		bestR = s.Search(g, root, l)
	}
	a.proveMate(ms, g, root, 0, &bestR)
	a.proveMate(ms, g, RootFull, played, &moveR)
	if powered {
		switch {
		case played == engine.Null:
			nullR = moveR
		case direct:
			nullR = a.directChild(g, engine.Null)
			a.proveMate(ms, g, RootFull, engine.Null, &nullR)
		default:
			nullR = childScore(s, g, engine.Null, l)
			a.proveMate(ms, g, RootFull, engine.Null, &nullR)
		}
	}
	for _, r := range []*Result{&moveR, &bestR, &nullR} {
		a.capEngineMate(r)
	}
	switch {
	case played == engine.Null:
	case moveR.Score > bestR.Score:
		// The move played is better than the best found: it is the best.
		bestR.Score, bestR.Move = moveR.Score, played
	case played == bestR.Move && !direct:
		// The searched best move itself: one figure, the search's. With
		// an engine one half-move deep the two figures are its values
		// of the positions before and after, as lichess judges a move:
		// a drop between them marks even the engine's own move.
		moveR.Score = bestR.Score
	}
	if played == engine.Null {
		nullR.Score = moveR.Score
	}
	pa.Depth = max(moveR.Depth, bestR.Depth, nullR.Depth)
	pa.Horizon = moveR.Horizon || bestR.Horizon || nullR.Horizon
	pa.Score = forWhite(moveR.Score, mover)
	bestSAN := ""
	if bestR.Move != 0 && bestR.Move != engine.Null {
		bestSAN = Translate(pos.SAN(bestR.Move.Chess()), a.letters)
	}
	if powered {
		pa.Powered, pa.Owner = true, owner
		pa.NullScore = forWhite(nullR.Score, mover)
		pa.PlayScore = forWhite(bestR.Score, mover)
		pa.PlayBest = bestSAN
		pa.Chose = "play"
		if played == engine.Null {
			pa.Chose = "null"
		}
	}
	if played != engine.Null {
		pa.BestPlayed = played == bestR.Move
		pa.Best = bestSAN
		pa.BestScore = forWhite(bestR.Score, mover)
	}
	after := spot{after: true, m: played}
	switch {
	case powered && owner != mover:
		chosen, afterPower := bestR.Score, spot{root: RootPlay}
		if played == engine.Null {
			chosen, afterPower = nullR.Score, after
		}
		pa.Power = a.decide(ms, g, owner, min(nullR.Score, bestR.Score), chosen, spot{root: RootFull}, afterPower)
		if played != engine.Null {
			pa.Move = a.decide(ms, g, mover, bestR.Score, moveR.Score, spot{root: RootPlay}, after)
		}
	case powered:
		pa.Move = a.decide(ms, g, mover, max(nullR.Score, bestR.Score), moveR.Score, spot{root: RootFull}, after)
	default:
		pa.Move = a.decide(ms, g, mover, bestR.Score, moveR.Score, spot{root: RootFull}, after)
	}
	if pa.Move != nil {
		pa.Mark = pa.Move.Mark
	}
	// The line of a mate given up.
	for _, d := range []*Decision{pa.Power, pa.Move} {
		if d == nil || d.Mate != MateLost || pa.MissedLine != "" {
			continue
		}
		n, _ := IsMate(forSide(d.Best, movegen.White, d.By))
		m := solve(g, Limits{Depth: n, Threads: 1, Nodes: proofNodes}, a.standard)
		if m.Found && m.Winner == d.By {
			pa.MissedMate = &m
			pa.MissedLine = LineText(m.Line, a.letters, a.powers)
			if d == pa.Move && len(m.Line) > 0 && m.Line[0].Move != engine.Null && pa.Best != "" {
				// The best move named is the line's first.
				pa.Best = Translate(m.Line[0].SAN, a.letters)
				pa.BestPlayed = false
			}
		}
	}
	return pa
}

// Loss is what the decision lost in centipawns for its author, a mate
// counted as 10 pawns (lichess's ceiling).
func (d *Decision) Loss() int32 {
	b, c := forSide(d.Best, movegen.White, d.By), forSide(d.Chosen, movegen.White, d.By)
	return max(0, ceiled(b)-ceiled(c))
}
