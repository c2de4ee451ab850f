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
	// Withheld is true when the built-in judge gives no verdict (Mark 0:
	// see queenRace).
	Withheld bool
	// Decided is true when the built-in judge marked a blunder a mistake
	// only, the position being decided by its values (see decided).
	Decided bool
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
func (a *Analysis) mateAt(ms *Searcher, g *engine.Game, sp spot, by movegen.Color, depth int, nodes uint64) (int32, int) {
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
	r := ms.Search(g, root, Limits{Depth: max(depth, 1), Threads: 1, Nodes: nodes})
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
// mate counts as 10 pawns and is not mentioned. nodes bounds each proving
// search.
func (a *Analysis) decide(ms *Searcher, g *engine.Game, by movegen.Color, best, chosen int32, before, after spot, nodes uint64) *Decision {
	mover := g.Chess().Turn()
	b, c := forSide(best, mover, by), forSide(chosen, mover, by)
	d := &Decision{By: by}
	_, seq := Judge(b, c)
	switch seq {
	case MateLost:
		n, _ := IsMate(b)
		need := n + proofExtra
		sc, reach := a.mateAt(ms, g, after, by, need, nodes)
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
		sc, reach := a.mateAt(ms, g, before, by, -n+proofExtra, nodes)
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

// values are what a half-move's judgements rest on, for the mover: the
// values of the move played, of the best move on play and of the null
// move (when a power is consumed).
type values struct {
	played           engine.Move
	move, best, null Result
	// after is the value of the position after the half-move as the next
	// half-move values it: the value its comment and [%eval] give.
	after Result
	// direct is true when the engine alone evaluates the positions (one
	// half-move deep).
	direct  bool
	powered bool
	owner   movegen.Color
}

func (a *Analysis) ply(s, ms *Searcher, g *engine.Game, p validate.Ply) PlyAnalysis {
	pa := PlyAnalysis{Ply: p}
	if g.Status() != engine.Ongoing {
		return pa
	}
	v, ok := a.values(s, ms, g, p)
	if !ok {
		return pa
	}
	a.describe(&pa, g, &v)
	a.judge(&pa, ms, g, &v)
	a.onlyChoices(&pa, s, ms, g, &v)
	a.missedLine(&pa, g)
	return pa
}

// values searches the choices of the half-move p at g.
func (a *Analysis) values(s, ms *Searcher, g *engine.Game, p validate.Ply) (values, bool) {
	v := values{played: engine.Null}
	if !p.Null {
		m, err := g.Chess().ParseUCI(p.UCI)
		if err != nil {
			return v, false
		}
		v.played = engine.ChessMove(m)
	}
	_, v.owner, v.powered = g.Power()
	l := a.opt.Limits
	v.direct = a.opt.Best != nil && a.opt.Eval != nil && l.Depth == 1 && l.Time == 0
	root := RootFull
	if v.powered {
		root = RootPlay
	}
	if v.direct {
		v.move = a.directChild(g, v.played)
		v.best = a.directBest(g)
	} else {
		v.move = childScore(s, g, v.played, l)
		v.best = s.Search(g, root, l)
	}
	a.proveMate(ms, g, root, 0, &v.best)
	a.proveMate(ms, g, RootFull, v.played, &v.move)
	a.capEngineMate(&v.best)
	a.capEngineMate(&v.move)
	if v.powered {
		v.null = v.move
		if v.played != engine.Null {
			v.null = a.childValue(s, ms, g, engine.Null, v.direct)
		}
	}
	v.after = v.move
	if !v.direct {
		// The position after the half-move valued as the next half-move
		// values the position it starts from (one half-move deeper than
		// the choices compared here).
		deeper := l
		if deeper.Depth > 0 {
			deeper.Depth++
		}
		v.after = childScore(s, g, v.played, deeper)
		a.proveMate(ms, g, RootFull, v.played, &v.after)
		a.capEngineMate(&v.after)
	}
	a.settle(&v)
	return v, true
}

// settle sets the value of the choice made against the best one, both
// searched to the same depth: the search's own choice keeps the search's
// figure. With an engine one half-move deep the two figures are its values
// of the positions before and after, as lichess judges a move: a drop
// between them marks even the engine's own move.
func (a *Analysis) settle(v *values) {
	switch {
	case v.played == engine.Null:
	case v.move.Score > v.best.Score:
		// The move played is better than the best found: it is the best.
		v.best.Score, v.best.Move = v.move.Score, v.played
	case v.played == v.best.Move && !v.direct:
		v.move.Score = v.best.Score
	}
}

// childValue is the value for the mover of g of the move m: searched (or
// evaluated by the engine alone when direct), a mate the mate search
// proves within the queue put in, an engine mate it does not prove capped.
func (a *Analysis) childValue(s, ms *Searcher, g *engine.Game, m engine.Move, direct bool) Result {
	var r Result
	if direct {
		r = a.directChild(g, m)
	} else {
		r = childScore(s, g, m, a.opt.Limits)
	}
	a.proveMate(ms, g, RootFull, m, &r)
	a.capEngineMate(&r)
	return r
}

// describe writes the values of v into pa, for White, with the moves'
// names.
func (a *Analysis) describe(pa *PlyAnalysis, g *engine.Game, v *values) {
	pos := g.Chess()
	mover := pos.Turn()
	pa.Depth = max(v.move.Depth, v.best.Depth, v.null.Depth)
	pa.Horizon = v.move.Horizon || v.best.Horizon || v.null.Horizon
	pa.Score = forWhite(v.after.Score, mover)
	bestSAN := ""
	if v.best.Move != 0 && v.best.Move != engine.Null {
		bestSAN = Translate(pos.SAN(v.best.Move.Chess()), a.letters)
	}
	if v.powered {
		pa.Powered, pa.Owner = true, v.owner
		pa.NullScore = forWhite(v.null.Score, mover)
		pa.PlayScore = forWhite(v.best.Score, mover)
		pa.PlayBest = bestSAN
		pa.Chose = "play"
		if v.played == engine.Null {
			pa.Chose = "null"
		}
	}
	if v.played != engine.Null {
		pa.BestPlayed = v.played == v.best.Move
		pa.Best = bestSAN
		pa.BestScore = forWhite(v.best.Score, mover)
	}
}

// judge judges the decisions of the half-move, each for its author: the
// power owner's when he is not the mover, the mover's.
func (a *Analysis) judge(pa *PlyAnalysis, ms *Searcher, g *engine.Game, v *values) {
	mover := g.Chess().Turn()
	after := spot{after: true, m: v.played}
	switch {
	case v.powered && v.owner != mover:
		chosen, afterPower := v.best.Score, spot{root: RootPlay}
		if v.played == engine.Null {
			chosen, afterPower = v.null.Score, after
		}
		pa.Power = a.decide(ms, g, v.owner, min(v.null.Score, v.best.Score), chosen, spot{root: RootFull}, afterPower, proofNodes)
		if v.played != engine.Null {
			pa.Move = a.decide(ms, g, mover, v.best.Score, v.move.Score, spot{root: RootPlay}, after, proofNodes)
		}
	case v.powered:
		pa.Move = a.decide(ms, g, mover, max(v.null.Score, v.best.Score), v.move.Score, spot{root: RootFull}, after, proofNodes)
	default:
		pa.Move = a.decide(ms, g, mover, v.best.Score, v.move.Score, spot{root: RootFull}, after, proofNodes)
	}
	a.withhold(pa.Move, g.Chess())
	a.lower(pa.Move)
	if pa.Move != nil {
		pa.Mark = pa.Move.Mark
	}
}

// missedLine writes the line of a mate a decision gave up.
func (a *Analysis) missedLine(pa *PlyAnalysis, g *engine.Game) {
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
}

// Loss is what the decision lost in centipawns for its author, a mate
// counted as 10 pawns (lichess's ceiling).
func (d *Decision) Loss() int32 {
	b, c := forSide(d.Best, movegen.White, d.By), forSide(d.Chosen, movegen.White, d.By)
	return max(0, ceiled(b)-ceiled(c))
}

// onlyWin is the value (centipawns for the decider) from which a choice
// wins; onlyNodes bounds each search that proves a mate gone after one of
// the other choices.
const (
	onlyWin   = 300
	onlyNodes = 300_000
)

// onlyChoices marks `!` (NAGOnly) each unmarked decision of the half-move
// that keeps a win or a forced mate when every other choice would have
// lost it: each other choice (the other side of a power decision; every
// other move of the mover, its null move included) judged as if it had
// been made would be a mistake or a blunder, and a mate it gives up is
// proved gone by the mate search (when the search cannot tell, no `!`).
// The null move can be that only choice: a pass the owner imposes, or the
// mover's own.
func (a *Analysis) onlyChoices(pa *PlyAnalysis, s, ms *Searcher, g *engine.Game, v *values) {
	mover := g.Chess().Turn()
	if d := pa.Power; winning(d) {
		alt, altSpot := v.null.Score, spot{after: true, m: engine.Null}
		if v.played == engine.Null {
			alt, altSpot = v.best.Score, spot{root: RootPlay}
		}
		if a.loses(ms, g, d, alt, spot{root: RootFull}, altSpot) {
			d.Mark = NAGOnly
		}
	}
	d := pa.Move
	if !winning(d) {
		return
	}
	if v.played == engine.Null && v.best.Score > v.null.Score || v.played != engine.Null && v.played != v.best.Move {
		return // a better choice was found
	}
	before := spot{root: RootFull}
	if v.powered && v.owner != mover {
		before = spot{root: RootPlay}
	}
	for _, m := range alternatives(g, v) {
		r := a.childValue(s, ms, g, m, v.direct)
		if !a.loses(ms, g, d, r.Score, before, spot{after: true, m: m}) {
			return
		}
	}
	d.Mark, pa.Mark = NAGOnly, NAGOnly
}

// alternatives are the mover's choices at g other than the move played:
// its legal moves, and its null move when the power is its own.
func alternatives(g *engine.Game, v *values) []engine.Move {
	var buf [256]movegen.Move
	var out []engine.Move
	for _, m := range g.Chess().LegalMoves(buf[:0]) {
		if em := engine.ChessMove(m); em != v.played {
			out = append(out, em)
		}
	}
	if v.powered && v.owner == g.Chess().Turn() && v.played != engine.Null {
		out = append(out, engine.Null)
	}
	return out
}

// winning reports whether d is an unmarked decision, not withheld, whose
// choice wins for its author: a forced mate, or onlyWin centipawns or more.
func winning(d *Decision) bool {
	if d == nil || d.Mark != 0 || d.Withheld {
		return false
	}
	c := forSide(d.Chosen, movegen.White, d.By)
	if n, ok := IsMate(c); ok {
		return n > 0
	}
	return ceiled(c) >= onlyWin
}

// loses reports whether the other choice worth alt (for the mover of g),
// leading to after, would have been a mistake or a blunder of d's author
// where d's choice was made; when d's choice is a forced mate, the mate
// must be proved gone after the other choice.
func (a *Analysis) loses(ms *Searcher, g *engine.Game, d *Decision, alt int32, before, after spot) bool {
	chosen := forSide(d.Chosen, movegen.White, g.Chess().Turn())
	e := a.decide(ms, g, d.By, chosen, alt, before, after, onlyNodes)
	if _, mate := IsMate(chosen); mate && e.Mate != MateLost {
		return false
	}
	return e.Mark == NAGMistake || e.Mark == NAGBlunder
}
