package search

import (
	"strconv"
	"time"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// MateResult is what Solve found.
type MateResult struct {
	// Found is true when a side can force mate within the queue.
	Found bool
	// Winner is the side that mates (meaningful when Found).
	Winner movegen.Color
	// Plies is the length of the shortest forced mate in half-moves, null
	// moves and check answers counted, against the best defence.
	Plies int
	// Line is one principal line of the mate (or nil).
	Line []Step
	// Proved is true when the search reached a verdict: a mate, or the
	// whole tree up to the end of the queue with no mate in it. False when
	// a limit stopped it first: then no mate was found up to Depth
	// half-moves, and nothing is known beyond.
	Proved bool
	// Depth is the last depth searched in full; Nodes and Time the cost.
	Depth int
	Nodes uint64
	Time  time.Duration
	// Powers is the number of powers left at the start.
	Powers int
}

// Step is one half-move of a line.
type Step struct {
	// Move is a chess move or engine.Null.
	Move engine.Move
	// MoveNumber is the chess move number and Mover the side that moves.
	MoveNumber int
	Mover      movegen.Color
	// Power is the number of the power consumed (0: a check answer) and
	// PowerColour its colour.
	Power       int
	PowerColour movegen.Color
	// SAN is the move in English SAN with its check sign ("" for Null).
	SAN string
}

// Solve looks for a forced mate in g within the powers left: either side
// may be the one that mates; check answers consume no power; the end of
// the queue ends every line. g is left as it was.
func Solve(g *engine.Game, l Limits) MateResult { return solve(g, l, false) }

// solve is Solve, for a plain chess game when standard.
func solve(g *engine.Game, l Limits, standard bool) MateResult {
	s := NewMateSearcher(l)
	s.standard = standard
	r := s.Search(g, RootFull, l)
	res := MateResult{Depth: r.Depth, Nodes: r.Nodes, Time: r.Time, Powers: g.Remaining()}
	plies, ok := IsMate(r.Score)
	switch {
	case r.Depth == 0:
		return res
	case ok:
		res.Found, res.Proved = true, true
		res.Winner = g.Chess().Turn()
		if plies < 0 {
			res.Winner, plies = res.Winner.Other(), -plies
		}
		res.Plies = plies
		start := time.Now()
		res.Line = s.mateLine(g, res.Winner, plies)
		res.Time += time.Since(start)
	case r.Complete:
		res.Proved = true
	}
	return res
}

// WinnerMoves is the mate's length as players count it: the moves of the
// winner (its null moves included), toMove being the side to move at the
// start.
func (m MateResult) WinnerMoves(toMove movegen.Color) int {
	if m.Winner == toMove {
		return (m.Plies + 1) / 2
	}
	return m.Plies / 2
}

// noMate is the distance of a child where the winner does not mate.
const noMate = 1 << 20

// mateIn returns in how many half-moves the winner mates from g within
// depth half-moves, or noMate.
func (s *Searcher) mateIn(g *engine.Game, winner movegen.Color, depth int) int {
	if depth <= 0 {
		if g.Status() == engine.Checkmate && g.Chess().Turn() != winner {
			return 0
		}
		return noMate
	}
	r := s.Search(g, RootFull, Limits{Depth: depth, Threads: 1})
	plies, ok := IsMate(r.Score)
	switch {
	case !ok:
		return noMate
	case g.Chess().Turn() == winner && plies > 0:
		return plies
	case g.Chess().Turn() != winner && plies < 0:
		return -plies
	}
	return noMate
}

// mateLine follows a forced mate of plies half-moves: the winner's choices
// keep the shortest mate, the defender's the longest.
func (s *Searcher) mateLine(g *engine.Game, winner movegen.Color, plies int) []Step {
	g = g.Clone()
	var line []Step
	for remaining := plies; remaining > 0; remaining-- {
		pos := g.Chess()
		if g.Status() != engine.Ongoing {
			break
		}
		var buf [256]movegen.Move
		var moves []engine.Move
		for _, m := range pos.LegalMoves(buf[:0]) {
			moves = append(moves, engine.ChessMove(m))
		}
		mover := pos.Turn()
		n, colour, powered := g.Power()
		if powered && colour == mover {
			moves = append(moves, engine.Null)
		}
		dist := func(m engine.Move) int {
			play(g, m)
			d := s.mateIn(g, winner, remaining-1)
			g.UndoChess()
			return d
		}
		// choose picks among moves for side who: the winner the shortest
		// mate, the defender the longest (or none).
		choose := func(who movegen.Color, ms []engine.Move) (engine.Move, int) {
			var bestM engine.Move
			best := -1
			for _, m := range ms {
				d := dist(m)
				if best < 0 || who == winner && d < best || who != winner && d > best {
					bestM, best = m, d
				}
			}
			return bestM, best
		}
		var pick engine.Move
		if powered && colour != mover {
			owner := colour
			dn := dist(engine.Null)
			mp, dp := choose(mover, moves)
			pick = mp
			if owner == winner && dn <= dp || owner != winner && dn >= dp {
				pick = engine.Null
			}
		} else {
			pick, _ = choose(mover, moves)
		}
		st := Step{Move: pick, MoveNumber: pos.FullMoveNumber(), Mover: mover}
		if powered {
			st.Power, st.PowerColour = n, colour
		}
		if pick != engine.Null {
			st.SAN = pos.SAN(pick.Chess())
		}
		line = append(line, st)
		play(g, pick)
	}
	return line
}

func play(g *engine.Game, m engine.Move) {
	if m == engine.Null {
		g.MakeNull()
	} else {
		g.MakeChess(m.Chess())
	}
}

// LineText writes a line in canonical AGN movetext in the letters of t
// (piece letters) and p (power colour letters): `1. (1=B) Tf6 (2=B) 0 2.
// (3=B) Dg7#`.
func LineText(line []Step, t, p notation.Letters) string {
	var b []byte
	for i, st := range line {
		if i > 0 {
			b = append(b, ' ')
		}
		if st.Mover == movegen.White {
			b = strconv.AppendInt(b, int64(st.MoveNumber), 10)
			b = append(b, ". "...)
		} else if i == 0 {
			b = strconv.AppendInt(b, int64(st.MoveNumber), 10)
			b = append(b, "... "...)
		}
		if st.Power > 0 {
			letter := p.White
			if st.PowerColour == movegen.Black {
				letter = p.Black
			}
			b = append(b, '(')
			b = strconv.AppendInt(b, int64(st.Power), 10)
			b = append(b, '=', letter, ')', ' ')
		}
		if st.Move == engine.Null {
			b = append(b, '0')
		} else {
			b = append(b, Translate(st.SAN, t)...)
		}
	}
	return string(b)
}

// Translate writes an English SAN in the piece letters of t.
func Translate(san string, t notation.Letters) string {
	if len(san) >= 2 && san[:2] == "O-" {
		return san
	}
	b := []byte(san)
	for i, c := range b {
		if p, ok := movegen.EnglishLetter(c); ok && p != movegen.Pawn {
			b[i] = t.Letter(p)
		}
	}
	return string(b)
}
