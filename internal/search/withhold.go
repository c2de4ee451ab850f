package search

import (
	"math/bits"

	"github.com/awechec/awechec/internal/movegen"
)

// The built-in judge of plain chess withholds its verdict where its own
// search cannot be sure (issue 23): rather than contradict a deeper
// judge, it says that it does not judge the move, and why. The one case
// is a queen ending with an advanced passed pawn (queenRace): the
// defender's checks push the promotion past the search's depth, so that
// the judge sees the pawn queen after one move and not after another
// that only delays it with checks, and calls the first a blunder where
// both lose (tuned game 1 of TestBuiltInCalibration: 50. Qb7+, 50...
// Qb4, 51. Qd5+, each −6 to −15 pawns for Stockfish). A mate the mate
// search proves is no estimate and is never withheld; an engine judges
// every move.

// queenRace reports whether p is a queen ending (queens, kings and
// pawns only, a queen at least) with a passed pawn on its fifth rank or
// further.
func queenRace(p *movegen.Position) bool {
	var queens, pieces uint64
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		queens |= p.Pieces(movegen.Queen, c)
		pieces |= p.Pieces(movegen.Rook, c) | p.Pieces(movegen.Bishop, c) | p.Pieces(movegen.Knight, c)
	}
	if queens == 0 || pieces != 0 {
		return false
	}
	return advancedPassed(p, movegen.White) || advancedPassed(p, movegen.Black)
}

// advancedPassed reports whether side c has a passed pawn (no enemy pawn
// ahead of it on its file or the files beside) on its fifth rank or
// further.
func advancedPassed(p *movegen.Position, c movegen.Color) bool {
	theirs := p.Pieces(movegen.Pawn, c.Other())
	for own := p.Pieces(movegen.Pawn, c); own != 0; own &= own - 1 {
		sq := movegen.Square(bits.TrailingZeros64(own))
		file, rank := sq.File(), sq.Rank()
		if c == movegen.Black {
			rank = 7 - rank
		}
		if rank < 4 {
			continue
		}
		passed := true
		for t := theirs; t != 0 && passed; t &= t - 1 {
			s := movegen.Square(bits.TrailingZeros64(t))
			ahead := s.Rank() > sq.Rank()
			if c == movegen.Black {
				ahead = s.Rank() < sq.Rank()
			}
			passed = !(ahead && s.File() >= file-1 && s.File() <= file+1)
		}
		if passed {
			return true
		}
	}
	return false
}

// decidedMargin is the built-in value, in centipawns for the mover,
// from which a position counts as decided for the judge of plain chess
// (decided).
const decidedMargin = 150

// decided reports whether a blunder of the built-in judge of plain chess
// is marked a mistake only: the position was decided by its own values,
// either the move played still leaves the mover decidedMargin or more,
// or the best move already left him decidedMargin or more behind
// (best and chosen for the mover). There the built-in value is least
// sure (its median gap to Stockfish at depth 18 is 29 cp under half a
// pawn, 55 cp up to 1.5 pawns, 142 cp from 1.5 to 3 pawns, 226 cp
// beyond), about as large as a blunder's drop of winning chances there;
// Stockfish itself rarely calls such a move a blunder (4 of its 49 on
// the tuned, held-out and blind games, each from a position already
// lost, none that still leaves the mover ahead), where 11 of the built-in
// judge's 23 were, 6 of them moves Stockfish calls no error (issue 23).
func decided(best, chosen int32) bool {
	if _, ok := IsMate(best); ok {
		return false
	}
	if _, ok := IsMate(chosen); ok {
		return false
	}
	return chosen >= decidedMargin || best <= -decidedMargin
}

// lower marks a mistake the blunder d of the built-in judge of plain
// chess in a decided position (decided): a difference of degree with a
// deeper judge rather than a contradiction. The values stay, and the
// comment says why the mark is not a blunder.
func (a *Analysis) lower(d *Decision) {
	if d == nil || d.Mark != NAGBlunder || d.Mate != MateNone || !a.standard || a.opt.Eval != nil {
		return
	}
	if decided(forSide(d.Best, movegen.White, d.By), forSide(d.Chosen, movegen.White, d.By)) {
		d.Mark, d.Decided = NAGMistake, true
	}
}

// withholds reports whether the built-in judge of plain chess gives no
// verdict on the decisions taken at p.
func (a *Analysis) withholds(p *movegen.Position) bool {
	return a.standard && a.opt.Eval == nil && queenRace(p)
}

// withhold takes back the mark of d when the judge gives no verdict at
// p: the values stay, the comment says why there is no mark.
func (a *Analysis) withhold(d *Decision, p *movegen.Position) {
	if d == nil || d.Mate != MateNone || !a.withholds(p) {
		return
	}
	d.Mark, d.Withheld = 0, true
}
