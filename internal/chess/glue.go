package chess

import (
	"errors"

	"github.com/awechec/awechec/internal/movegen"
)

// This file holds the glue to package movegen, the rules engine behind
// Position, whose Piece, Color, ColoredPiece, Square, Status and Spec types
// this package uses under its own names (aliases); Move and the errors
// differ.

// moveOf converts a legal move of p.mg, computing whether it gives check.
func (p *Position) moveOf(fm movegen.Move) Move {
	q := p.mg
	q.Play(fm)
	return p.moveWithCheck(fm, q.InCheck())
}

// moveWithCheck converts a legal move of p.mg whose check is known.
func (p *Position) moveWithCheck(fm movegen.Move, check bool) Move {
	var f uint8
	if fm.IsCapture() {
		f |= flagCapture
	}
	if fm.IsEnPassant() {
		f |= flagEnPassant
	}
	switch fm.Castle() {
	case 1:
		f |= flagCastleKing
	case 2:
		f |= flagCastleQueen
	}
	if check {
		f |= flagCheck
	}
	return Move{
		from:  fm.From(),
		to:    fm.To(),
		piece: fm.Piece(),
		promo: fm.Promo(),
		flags: f,
		raw:   uint32(fm),
	}
}

// mgMove returns the legal move of p.mg with the squares and promotion of
// m. A move made by this position carries its movegen.Move, which is only
// checked; any other move (of another position, or built by the tests'
// oracle) is looked up by its squares, without generating the whole move
// list.
func (p *Position) mgMove(m Move) (movegen.Move, bool) {
	if m.raw != 0 {
		fm := movegen.Move(m.raw)
		if fm.From() == m.from && fm.To() == m.to && fm.Promo() == m.promo && p.mg.IsLegal(fm) {
			return fm, true
		}
	}
	if !m.from.Valid() || !m.to.Valid() {
		return 0, false
	}
	cp := p.mg.At(m.from)
	if cp.Piece == movegen.NoPiece || cp.Color != p.mg.Turn() {
		return 0, false
	}
	spec := movegen.Spec{
		Piece:    cp.Piece,
		FromFile: int8(m.from.File()),
		FromRank: int8(m.from.Rank()),
		To:       m.to,
		Promo:    m.promo,
	}
	if d := int(m.to) - int(m.from); cp.Piece == movegen.King && (d == 2 || d == -2) {
		// Castling is only found by a castling spec.
		spec = movegen.Spec{Castle: 1}
		if d < 0 {
			spec.Castle = 2
		}
		if m.promo != movegen.NoPiece {
			return 0, false
		}
	}
	fm, err := p.mg.Resolve(spec)
	if err != nil || fm.From() != m.from || fm.To() != m.to || fm.Promo() != m.promo {
		return 0, false
	}
	return fm, true
}

// resolveError converts an error of movegen's Resolve.
func (p *Position) resolveError(s MoveSpec, err error) (Move, error) {
	var fe *movegen.MoveError
	if !errors.As(err, &fe) {
		return Move{}, err
	}
	e := &MoveError{Spec: s, Position: p.FEN()}
	switch fe.Kind {
	case movegen.Ambiguous:
		e.Kind = Ambiguous
		e.Candidates = make([]Move, len(fe.Candidates))
		for i, c := range fe.Candidates {
			e.Candidates[i] = p.moveOf(c)
		}
		sortMoves(e.Candidates)
	case movegen.CaptureClaim:
		e.Kind = CaptureClaim
		e.Move = p.moveOf(fe.Move)
	default:
		e.Kind = Illegal
	}
	return Move{}, e
}
