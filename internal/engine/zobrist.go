package engine

import (
	"math/bits"

	"github.com/awechec/awechec/internal/movegen"
)

func lsb(b uint64) int { return bits.TrailingZeros64(b) }

// Zobrist keys of the chess position: one per piece, colour and square,
// one per castling-rights set, one per en-passant file and one for Black
// to move. They come from a fixed SplitMix64 stream, so hashes are the
// same from run to run.
var (
	zPiece  [2][8][64]uint64
	zCastle [16]uint64
	zEP     [8]uint64
	zBlack  uint64
	zClock  [256]uint64 // a half-move clock near the fifty-move rule
	zNext   [256]uint64 // the index of the next power in the queue
)

func init() {
	s := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for c := range zPiece {
		for p := range zPiece[c] {
			for sq := range zPiece[c][p] {
				zPiece[c][p][sq] = next()
			}
		}
	}
	for i := range zCastle {
		zCastle[i] = next()
	}
	for i := range zEP {
		zEP[i] = next()
	}
	zBlack = next()
	for i := range zNext {
		zNext[i] = next()
	}
	for i := range zClock {
		zClock[i] = next()
	}
}

// Hash returns the Zobrist hash of a chess position: pieces, side to
// move, castling rights and en-passant square (the clocks are left out).
func Hash(p *movegen.Position) uint64 {
	var h uint64
	for c := movegen.White; c <= movegen.Black; c++ {
		for pc := movegen.King; pc <= movegen.Pawn; pc++ {
			for b := p.Pieces(pc, c); b != 0; b &= b - 1 {
				h ^= zPiece[c][pc][lsb(b)]
			}
		}
	}
	h ^= zCastle[p.CastleRights()&15]
	if ep := p.EnPassant(); ep != movegen.NoSquare {
		h ^= zEP[ep&7]
	}
	if p.Turn() == movegen.Black {
		h ^= zBlack
	}
	return h
}

// hashAfter returns the hash of the position p reaches by the legal move
// m, given the hash h of p, without playing the move.
func hashAfter(p *movegen.Position, h uint64, m movegen.Move) uint64 {
	if p.Chess960() {
		// Castling and its rights follow the rooks' squares: the hash
		// of the position made (a Chess960 game is rare; no table of
		// its own).
		q := *p
		q.Play(m)
		return Hash(&q)
	}
	us := p.Turn()
	them := us.Other()
	from, to := int(m.From()), int(m.To())
	pc := m.Piece()
	h ^= zPiece[us][pc][from]
	np := pc
	if pr := m.Promo(); pr != movegen.NoPiece {
		np = pr
	}
	h ^= zPiece[us][np][to]
	if m.IsCapture() {
		if m.IsEnPassant() {
			h ^= zPiece[them][movegen.Pawn][to^8]
		} else {
			h ^= zPiece[them][p.At(m.To()).Piece][to]
		}
	}
	castle := p.CastleRights()
	if c := m.Castle(); c != 0 {
		rf, rt := from+3, from+1
		if c == 2 {
			rf, rt = from-4, from-1
		}
		h ^= zPiece[us][movegen.Rook][rf] ^ zPiece[us][movegen.Rook][rt]
	}
	newCastle := castle & castleMask[from] & castleMask[to]
	h ^= zCastle[castle&15] ^ zCastle[newCastle&15]
	if ep := p.EnPassant(); ep != movegen.NoSquare {
		h ^= zEP[ep&7]
	}
	if m.IsDoublePush() {
		h ^= zEP[to&7]
	}
	return h ^ zBlack
}

// hashAfterNull is hashAfter for the null move.
func hashAfterNull(p *movegen.Position, h uint64) uint64 {
	if ep := p.EnPassant(); ep != movegen.NoSquare {
		h ^= zEP[ep&7]
	}
	return h ^ zBlack
}

// castleMask[sq] is and-ed to the castling rights when a move leaves from
// or arrives on sq (movegen's rule).
var castleMask = func() (m [64]uint8) {
	for i := range m {
		m[i] = 15
	}
	m[4] &^= movegen.CastleWK | movegen.CastleWQ
	m[7] &^= movegen.CastleWK
	m[0] &^= movegen.CastleWQ
	m[60] &^= movegen.CastleBK | movegen.CastleBQ
	m[63] &^= movegen.CastleBK
	m[56] &^= movegen.CastleBQ
	return m
}()

// PositionKey is Hash without the en-passant square: the key of a
// position whatever the move that led to it (the replay sets the square
// after every double push, an opening table's position may not), as an
// opening table compares positions.
func PositionKey(p *movegen.Position) uint64 {
	h := Hash(p)
	if ep := p.EnPassant(); ep != movegen.NoSquare {
		h ^= zEP[ep&7]
	}
	return h
}
