package search

import (
	"math/bits"

	"github.com/awechec/awechec/internal/movegen"
)

// The evaluation of plain chess: Ronald Friederich's PeSTO tables (public
// domain, published on the Chess Programming Wiki, "PeSTO's Evaluation
// Function"), tuned on real games, with a middle-game and an end-game
// value for every piece on every square, blended by the material left
// (the phase: 1 for a knight or a bishop, 2 for a rook, 4 for a queen, 24
// at the start). It stands for Michniewski's tables (Material) in the
// search of plain chess with the built-in evaluation, where the judge is
// compared with Stockfish; an Awechec game keeps Material, its figures
// unchanged.

// pestoMG and pestoEG are the pieces' values, middle game and end game.
var (
	pestoMG = [8]int32{movegen.Pawn: 82, movegen.Knight: 337, movegen.Bishop: 365, movegen.Rook: 477, movegen.Queen: 1025}
	pestoEG = [8]int32{movegen.Pawn: 94, movegen.Knight: 281, movegen.Bishop: 297, movegen.Rook: 512, movegen.Queen: 936}
)

// pestoPhase is what each piece adds to the phase.
var pestoPhase = [8]int32{movegen.Knight: 1, movegen.Bishop: 1, movegen.Rook: 2, movegen.Queen: 4}

// pestoTables are the tables from White's side, a8 first (as printed), as
// pst: [0] middle game, [1] end game.
var pestoTables = [2][8][64]int32{{
	movegen.Pawn: {
		0, 0, 0, 0, 0, 0, 0, 0,
		98, 134, 61, 95, 68, 126, 34, -11,
		-6, 7, 26, 31, 65, 56, 25, -20,
		-14, 13, 6, 21, 23, 12, 17, -23,
		-27, -2, -5, 12, 17, 6, 10, -25,
		-26, -4, -4, -10, 3, 3, 33, -12,
		-35, -1, -20, -23, -15, 24, 38, -22,
		0, 0, 0, 0, 0, 0, 0, 0},
	movegen.Knight: {
		-167, -89, -34, -49, 61, -97, -15, -107,
		-73, -41, 72, 36, 23, 62, 7, -17,
		-47, 60, 37, 65, 84, 129, 73, 44,
		-9, 17, 19, 53, 37, 69, 18, 22,
		-13, 4, 16, 13, 28, 19, 21, -8,
		-23, -9, 12, 10, 19, 17, 25, -16,
		-29, -53, -12, -3, -1, 18, -14, -19,
		-105, -21, -58, -33, -17, -28, -19, -23},
	movegen.Bishop: {
		-29, 4, -82, -37, -25, -42, 7, -8,
		-26, 16, -18, -13, 30, 59, 18, -47,
		-16, 37, 43, 40, 35, 50, 37, -2,
		-4, 5, 19, 50, 37, 37, 7, -2,
		-6, 13, 13, 26, 34, 12, 10, 4,
		0, 15, 15, 15, 14, 27, 18, 10,
		4, 15, 16, 0, 7, 21, 33, 1,
		-33, -3, -14, -21, -13, -12, -39, -21},
	movegen.Rook: {
		32, 42, 32, 51, 63, 9, 31, 43,
		27, 32, 58, 62, 80, 67, 26, 44,
		-5, 19, 26, 36, 17, 45, 61, 16,
		-24, -11, 7, 26, 24, 35, -8, -20,
		-36, -26, -12, -1, 9, -7, 6, -23,
		-45, -25, -16, -17, 3, 0, -5, -33,
		-44, -16, -20, -9, -1, 11, -6, -71,
		-19, -13, 1, 17, 16, 7, -37, -26},
	movegen.Queen: {
		-28, 0, 29, 12, 59, 44, 43, 45,
		-24, -39, -5, 1, -16, 57, 28, 54,
		-13, -17, 7, 8, 29, 56, 47, 57,
		-27, -27, -16, -16, -1, 17, -2, 1,
		-9, -26, -9, -10, -2, -4, 3, -3,
		-14, 2, -11, -2, -5, 2, 14, 5,
		-35, -8, 11, 2, 8, 15, -3, 1,
		-1, -18, -9, 10, -15, -25, -31, -50},
	movegen.King: {
		-65, 23, 16, -15, -56, -34, 2, 13,
		29, -1, -20, -7, -8, -4, -38, -29,
		-9, 24, 2, -16, -20, 6, 22, -22,
		-17, -20, -12, -27, -30, -25, -14, -36,
		-49, -1, -27, -39, -46, -44, -33, -51,
		-14, -14, -22, -46, -44, -30, -15, -27,
		1, 7, -8, -64, -43, -16, 9, 8,
		-15, 36, 12, -54, 8, -28, 24, 14},
}, {
	movegen.Pawn: {
		0, 0, 0, 0, 0, 0, 0, 0,
		178, 173, 158, 134, 147, 132, 165, 187,
		94, 100, 85, 67, 56, 53, 82, 84,
		32, 24, 13, 5, -2, 4, 17, 17,
		13, 9, -3, -7, -7, -8, 3, -1,
		4, 7, -6, 1, 0, -5, -1, -8,
		13, 8, 8, 10, 13, 0, 2, -7,
		0, 0, 0, 0, 0, 0, 0, 0},
	movegen.Knight: {
		-58, -38, -13, -28, -31, -27, -63, -99,
		-25, -8, -25, -2, -9, -25, -24, -52,
		-24, -20, 10, 9, -1, -9, -19, -41,
		-17, 3, 22, 22, 22, 11, 8, -18,
		-18, -6, 16, 25, 16, 17, 4, -18,
		-23, -3, -1, 15, 10, -3, -20, -22,
		-42, -20, -10, -5, -2, -20, -23, -44,
		-29, -51, -23, -15, -22, -18, -50, -64},
	movegen.Bishop: {
		-14, -21, -11, -8, -7, -9, -17, -24,
		-8, -4, 7, -12, -3, -13, -4, -14,
		2, -8, 0, -1, -2, 6, 0, 4,
		-3, 9, 12, 9, 14, 10, 3, 2,
		-6, 3, 13, 19, 7, 10, -3, -9,
		-12, -3, 8, 10, 13, 3, -7, -15,
		-14, -18, -7, -1, 4, -9, -15, -27,
		-23, -9, -23, -5, -9, -16, -5, -17},
	movegen.Rook: {
		13, 10, 18, 15, 12, 12, 8, 5,
		11, 13, 13, 11, -3, 3, 8, 3,
		7, 7, 7, 5, 4, -3, -5, -3,
		4, 3, 13, 1, 2, 1, -1, 2,
		3, 5, 8, 4, -5, -6, -8, -11,
		-4, 0, -5, -1, -7, -12, -8, -16,
		-6, -6, 0, 2, -9, -9, -11, -3,
		-9, 2, 3, -1, -5, -13, 4, -20},
	movegen.Queen: {
		-9, 22, 22, 27, 27, 19, 10, 20,
		-17, 20, 32, 41, 58, 25, 30, 0,
		-20, 6, 9, 49, 47, 35, 19, 9,
		3, 22, 24, 45, 57, 40, 57, 36,
		-18, 28, 19, 47, 31, 34, 39, 23,
		-16, -27, 15, 6, 9, 17, 10, 5,
		-22, -23, -30, -16, -16, -23, -36, -32,
		-33, -28, -22, -43, -5, -32, -20, -41},
	movegen.King: {
		-74, -35, -18, -18, -11, 15, 4, -17,
		-12, 17, 14, 17, 17, 38, 23, 11,
		10, 17, 23, 15, 20, 45, 44, 13,
		-8, 22, 24, 27, 26, 33, 26, 3,
		-18, -4, 21, 24, 27, 23, 9, -11,
		-19, -3, 11, 21, 23, 16, 7, -9,
		-27, -11, 4, 13, 14, 4, -5, -17,
		-53, -34, -21, -11, -28, -14, -24, -43},
}}

// pestoScale is the share (per cent) of PeSTO's values the judge uses,
// to put them on Stockfish's scale.
const pestoScale = 100

// Pesto returns the PeSTO value of p for White, in centipawns: material
// and placement, tapered between the middle game and the end game.
func Pesto(p *movegen.Position) int32 { return pestoOf(p).value() }

// pestoSums are PeSTO's two sums of a position, for White, and its phase
// (not yet capped at 24).
type pestoSums struct{ mg, eg, phase int32 }

// pestoOf adds up the sums of p, piece by piece.
func pestoOf(p *movegen.Position) pestoSums {
	var s pestoSums
	for c := movegen.White; c <= movegen.Black; c++ {
		for pc := movegen.King; pc <= movegen.Pawn; pc++ {
			b := p.Pieces(pc, c)
			s.phase += pestoPhase[pc] * int32(bits.OnesCount64(b))
			sq := &pestoSquare[c][pc]
			for ; b != 0; b &= b - 1 {
				e := &sq[bits.TrailingZeros64(b)&63]
				s.mg += e.mg
				s.eg += e.eg
			}
		}
	}
	return s
}

// value is PeSTO's value for White: the two sums tapered by the phase.
func (s pestoSums) value() int32 {
	phase := min(s.phase, 24)
	return (phase*s.mg + (24-phase)*s.eg) / 24 * pestoScale / 100
}

// after returns the sums of the position after m, played in p (whose sums
// are s), from what m moves, captures and promotes: the same integers
// pestoOf would add up after it. Castling moves a rook too: ok is false
// for it (the caller adds up the position after it).
func (s pestoSums) after(p *movegen.Position, m movegen.Move) (pestoSums, bool) {
	if m.Castle() != 0 {
		return s, false
	}
	us := p.Turn()
	from, to := m.From()&63, m.To()&63
	mine := &pestoSquare[us]
	pc := m.Piece()
	s.mg -= mine[pc][from].mg
	s.eg -= mine[pc][from].eg
	if promo := m.Promo(); promo != movegen.NoPiece {
		s.phase += pestoPhase[promo] - pestoPhase[pc]
		pc = promo
	}
	s.mg += mine[pc][to].mg
	s.eg += mine[pc][to].eg
	if m.IsCapture() {
		sq, victim := to, p.At(movegen.Square(to)).Piece
		if m.IsEnPassant() {
			sq, victim = to^8, movegen.Pawn
		}
		e := &pestoSquare[us.Other()][victim][sq]
		s.mg -= e.mg
		s.eg -= e.eg
		s.phase -= pestoPhase[victim]
	}
	return s, true
}

// material is the material and placement of the position at ply for the
// side to move: PeSTO's in the search of plain chess with the built-in
// evaluation (Searcher.prunes: its sums are kept along the line, see
// worker.make), Michniewski's (Material) elsewhere.
func (w *worker) material(p *movegen.Position, ply int) int32 {
	if !w.s.prunes() {
		return materialFor(p)
	}
	if p.Turn() == movegen.Black {
		return -w.pesto[ply].value()
	}
	return w.pesto[ply].value()
}
