package search

import (
	"math/bits"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
)

// The built-in evaluation of a chess position, in centipawns for the side
// to move: material, piece-square tables (Tomasz Michniewski's "Simplified
// Evaluation Function", with his end-game king table once the queens are
// off or little material is left), mobility (legal moves of each side, 4
// each; inside the search the opponent's are counted one half-move earlier,
// where the parent node generated them) and, at a leaf of a depth-limited search that is not the end of
// the queue, a small value for each power still queued to its owner (a
// power is a tempo: the right to move or to make the other side pass).
// Written here rather than borrowed because no Go library evaluates
// positions; it is a plain, classic evaluation and says so in the output
// ("built-in").

var pieceValue = [8]int32{movegen.King: 0, movegen.Queen: 900, movegen.Rook: 500, movegen.Bishop: 330, movegen.Knight: 320, movegen.Pawn: 100}

// powerValue is the value of one queued power to its owner.
const powerValue = 15

// mobilityValue is the value of one legal move.
const mobilityValue = 4

// Tables from White's side, a8 first (as printed), a1 last.
var pst = [8][64]int32{
	movegen.Pawn: {
		0, 0, 0, 0, 0, 0, 0, 0,
		50, 50, 50, 50, 50, 50, 50, 50,
		10, 10, 20, 30, 30, 20, 10, 10,
		5, 5, 10, 25, 25, 10, 5, 5,
		0, 0, 0, 20, 20, 0, 0, 0,
		5, -5, -10, 0, 0, -10, -5, 5,
		5, 10, 10, -20, -20, 10, 10, 5,
		0, 0, 0, 0, 0, 0, 0, 0},
	movegen.Knight: {
		-50, -40, -30, -30, -30, -30, -40, -50,
		-40, -20, 0, 0, 0, 0, -20, -40,
		-30, 0, 10, 15, 15, 10, 0, -30,
		-30, 5, 15, 20, 20, 15, 5, -30,
		-30, 0, 15, 20, 20, 15, 0, -30,
		-30, 5, 10, 15, 15, 10, 5, -30,
		-40, -20, 0, 5, 5, 0, -20, -40,
		-50, -40, -30, -30, -30, -30, -40, -50},
	movegen.Bishop: {
		-20, -10, -10, -10, -10, -10, -10, -20,
		-10, 0, 0, 0, 0, 0, 0, -10,
		-10, 0, 5, 10, 10, 5, 0, -10,
		-10, 5, 5, 10, 10, 5, 5, -10,
		-10, 0, 10, 10, 10, 10, 0, -10,
		-10, 10, 10, 10, 10, 10, 10, -10,
		-10, 5, 0, 0, 0, 0, 5, -10,
		-20, -10, -10, -10, -10, -10, -10, -20},
	movegen.Rook: {
		0, 0, 0, 0, 0, 0, 0, 0,
		5, 10, 10, 10, 10, 10, 10, 5,
		-5, 0, 0, 0, 0, 0, 0, -5,
		-5, 0, 0, 0, 0, 0, 0, -5,
		-5, 0, 0, 0, 0, 0, 0, -5,
		-5, 0, 0, 0, 0, 0, 0, -5,
		-5, 0, 0, 0, 0, 0, 0, -5,
		0, 0, 0, 5, 5, 0, 0, 0},
	movegen.Queen: {
		-20, -10, -10, -5, -5, -10, -10, -20,
		-10, 0, 0, 0, 0, 0, 0, -10,
		-10, 0, 5, 5, 5, 5, 0, -10,
		-5, 0, 5, 5, 5, 5, 0, -5,
		0, 0, 5, 5, 5, 5, 0, -5,
		-10, 5, 5, 5, 5, 5, 0, -10,
		-10, 0, 5, 0, 0, 0, 0, -10,
		-20, -10, -10, -5, -5, -10, -10, -20},
	movegen.King: {
		-30, -40, -40, -50, -50, -40, -40, -30,
		-30, -40, -40, -50, -50, -40, -40, -30,
		-30, -40, -40, -50, -50, -40, -40, -30,
		-30, -40, -40, -50, -50, -40, -40, -30,
		-20, -30, -30, -40, -40, -30, -30, -20,
		-10, -20, -20, -20, -20, -20, -20, -10,
		20, 20, 0, 0, 0, 0, 20, 20,
		20, 30, 10, 0, 0, 10, 30, 20},
}

var kingEnd = [64]int32{
	-50, -40, -30, -20, -20, -30, -40, -50,
	-30, -20, -10, 0, 0, -10, -20, -30,
	-30, -10, 20, 30, 30, 20, -10, -30,
	-30, -10, 30, 40, 40, 30, -10, -30,
	-30, -10, 30, 40, 40, 30, -10, -30,
	-30, -10, 20, 30, 30, 20, -10, -30,
	-30, -30, 0, 0, 0, 0, -30, -30,
	-50, -30, -30, -30, -30, -30, -30, -50}

// pstIndex maps a square of colour c to the row of the tables.
func pstIndex(sq int, c movegen.Color) int {
	if c == movegen.White {
		return (7-sq>>3)*8 + sq&7
	}
	return sq
}

// Material returns the material and placement score of p for White, in
// centipawns (no mobility, no powers).
func Material(p *movegen.Position) int32 {
	var s [2]int32
	var nonPawn int32
	queens := false
	for c := movegen.White; c <= movegen.Black; c++ {
		for pc := movegen.Queen; pc <= movegen.Pawn; pc++ {
			for b := p.Pieces(pc, c); b != 0; b &= b - 1 {
				sq := bits.TrailingZeros64(b)
				s[c] += pieceValue[pc] + pst[pc][pstIndex(sq, c)]
				if pc != movegen.Pawn {
					nonPawn += pieceValue[pc]
				}
				if pc == movegen.Queen {
					queens = true
				}
			}
		}
	}
	end := !queens || nonPawn <= 1300
	for c := movegen.White; c <= movegen.Black; c++ {
		sq := bits.TrailingZeros64(p.Pieces(movegen.King, c))
		if end {
			s[c] += kingEnd[pstIndex(sq, c)]
		} else {
			s[c] += pst[movegen.King][pstIndex(sq, c)]
		}
	}
	return s[0] - s[1]
}

// Evaluate returns the built-in evaluation of the chess position of g for
// the side to move, powers left out (see evalLeaf).
func Evaluate(g *engine.Game) int32 {
	p := g.Chess()
	v := Material(p)
	if p.Turn() == movegen.Black {
		v = -v
	}
	var buf [256]movegen.Move
	mine := int32(len(p.LegalMoves(buf[:0])))
	if !g.InCheck() {
		q := *p
		if q.Null() == nil {
			theirs := int32(len(q.LegalMoves(buf[:0])))
			v += mobilityValue * (mine - theirs)
		}
	}
	return v
}

// materialFor is Material for the side to move.
func materialFor(p *movegen.Position) int32 {
	if p.Turn() == movegen.Black {
		return -Material(p)
	}
	return Material(p)
}

// powersTerm is the value of the powers still queued for the side to move.
func powersTerm(g *engine.Game) int32 {
	us := int(g.Chess().Turn())
	var v int32
	q := g.Queue()
	if g.Next() >= len(q) {
		return 0
	}
	for _, c := range q[g.Next():] {
		if int(c) == us {
			v += powerValue
		} else {
			v -= powerValue
		}
	}
	return v
}
