package notation

import (
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
)

// OtherPiece returns the piece that an upper-case letter names in every
// known language but skip that has it as a piece letter: NoPiece when
// none has it, Pawn when they disagree (no guess can be made).
func OtherPiece(letter byte, skip Language) movegen.Piece {
	piece := movegen.NoPiece
	for _, t := range tables {
		if t.Lang == skip {
			continue
		}
		p, ok := t.Piece(letter)
		switch {
		case !ok:
		case piece == movegen.NoPiece:
			piece = p
		case p != piece:
			return movegen.Pawn
		}
	}
	return piece
}

// ThePiece names a piece with its article, as a message names a piece
// alone: la dame, le fou.
func ThePiece(p movegen.Piece) i18n.Key {
	switch p {
	case movegen.King:
		return i18n.PieceTheKing
	case movegen.Queen:
		return i18n.PieceTheQueen
	case movegen.Rook:
		return i18n.PieceTheRook
	case movegen.Bishop:
		return i18n.PieceTheBishop
	case movegen.Knight:
		return i18n.PieceTheKnight
	}
	return i18n.PieceThePawn
}

// FENLetterHint says which English letter FEN writes for a piece letter
// of another language ("T": in FEN the rook is R, r for Black), or
// nothing when the letter names no piece, or different pieces, in the
// other languages.
func FENLetterHint(letter rune) i18n.Msg {
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a' - 'A'
	}
	if letter < 'A' || letter > 'Z' {
		return i18n.Msg{}
	}
	p := OtherPiece(byte(letter), English)
	if p == movegen.NoPiece || p == movegen.Pawn {
		return i18n.Msg{}
	}
	en, _ := Table(English)
	w := en.Letter(p)
	return i18n.M(i18n.FENLetterIs, ThePiece(p), rune(w), rune(w+'a'-'A'))
}
