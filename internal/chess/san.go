package chess

import (
	"errors"

	"github.com/awechec/awechec/internal/movegen"
)

// MoveSpec is a parsed SAN move, independent of the language of the piece
// letters: movegen's Spec (fields Piece, FromFile, FromRank, Capture, To,
// Promo, Castle, Check, Mate; -1 for an origin file or rank not given,
// Castle 1 for king side and 2 for queen side). The text reader fills it;
// [Position.Resolve] finds the move.
type MoveSpec = movegen.Spec

// ParseSAN parses the body of a SAN move. letters maps a piece letter to a
// piece type (nil means EnglishPiece); lower-case a-h are always files.
//
// Accepted: pawn moves "e4", "exd5", "exd6e.p.", promotions "e8=Q", "e8Q",
// "exf8=N"; piece moves with optional origin "Nf3", "Nbd7", "R1a3",
// "Qh4xe1", "Qh4-e1"; castling "O-O", "O-O-O", "0-0", "0-0-0". A capture is
// "x" or ":". Trailing "+", "#", "++", "!" and "?" are stripped; check and
// mate signs are reported in MoveSpec.Check / MoveSpec.Mate. The parser is
// movegen's: parsing knows no rules.
func ParseSAN(s string, letters func(byte) (movegen.Piece, bool)) (MoveSpec, error) {
	if letters == nil {
		letters = movegen.EnglishLetter
	}
	ms, err := movegen.ParseSANLetters(s, letters)
	if err != nil {
		reason := err.Error()
		var se *movegen.SANError
		if errors.As(err, &se) {
			reason = se.Reason
		}
		return ms, &SyntaxError{Text: s, Reason: reason}
	}
	return ms, nil
}

// Resolve finds the legal move denoted by s. movegen matches s directly
// against the pieces that reach the destination, without listing all legal
// moves.
//
// Rules: a spec without piece (or with Pawn) is a pawn move, and a pawn
// move without origin file stays on its file (so "d5" is never a capture).
// Castling is only matched by Castle specs, never by a king move such as
// "Kg1"; a Castle value other than 0, 1 and 2 matches nothing. A missing
// "x" on a capture is accepted; an "x" on a move that captures nothing
// gives a *MoveError of kind CaptureClaim carrying the move. Errors are
// *MoveError values of kind Illegal, Ambiguous (with the candidates in the
// order of [Position.LegalMoves]; also a promotion without piece) or
// CaptureClaim.
func (p *Position) Resolve(s MoveSpec) (Move, error) {
	fm, err := p.mg.Resolve(s)
	if err == nil {
		return p.moveOf(fm), nil
	}
	return p.resolveError(s, err)
}

// SAN returns the move in English Standard Algebraic Notation with minimal
// disambiguation, "=" before a promotion piece, "+" or "#" suffix, and
// castling as "O-O" / "O-O-O". It returns "" if m is not legal in p.
func (p *Position) SAN(m Move) string {
	var buf [16]byte
	return string(p.AppendSAN(buf[:0], m))
}

// AppendSAN appends the SAN of m (see [Position.SAN]) to dst and returns
// the extended slice; nothing is appended if m is not legal in p. It does
// not allocate when dst has room (8 bytes are always enough).
func (p *Position) AppendSAN(dst []byte, m Move) []byte {
	fm, ok := p.mgMove(m)
	if !ok {
		return dst
	}
	return p.mg.AppendSAN(dst, fm)
}
