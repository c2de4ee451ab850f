package awechec

import (
	"errors"
	"strings"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// The errors of Position.ParseSAN, Play and PlayMove, to be matched with
// errors.Is; the error returned is a *MoveError that says more.
var (
	// ErrIllegalMove: no legal move of the position is the one given.
	ErrIllegalMove = errors.New("awechec: illegal move")
	// ErrAmbiguousMove: several legal moves match the SAN given (two
	// knights reach the square, a promotion without its piece).
	ErrAmbiguousMove = errors.New("awechec: ambiguous move")
	// ErrInvalidMove: the text is not a chess move at all.
	ErrInvalidMove = errors.New("awechec: invalid move")
)

// MoveError is the error of a move that cannot be played in a position.
// errors.Is(err, ErrIllegalMove) (or ErrAmbiguousMove, ErrInvalidMove)
// tells which; Message words it in French or English.
type MoveError struct {
	// Move is the move as given (SAN, UCI or "--").
	Move string
	// FEN is the position it was played in.
	FEN string
	// Candidates are the moves an ambiguous SAN matches.
	Candidates []Move

	kind   error  // ErrIllegalMove, ErrAmbiguousMove or ErrInvalidMove
	reason string // for ErrInvalidMove: what is wrong with the text, in English
}

// Error returns the error in English.
func (e *MoveError) Error() string { return "awechec: " + e.Message(English) }

// Unwrap returns ErrIllegalMove, ErrAmbiguousMove or ErrInvalidMove.
func (e *MoveError) Unwrap() error { return e.kind }

// Message words the error in l: "Nf6 is not a legal move in <FEN>".
func (e *MoveError) Message(l Lang) string {
	switch e.kind {
	case ErrAmbiguousMove:
		ucis := make([]string, len(e.Candidates))
		for i, m := range e.Candidates {
			ucis[i] = m.UCI()
		}
		return i18n.M(i18n.APIAmbiguousMove, e.Move, e.FEN, strings.Join(ucis, ", ")).In(l)
	case ErrInvalidMove:
		return i18n.M(i18n.APIInvalidMove, e.Move, e.reason).In(l)
	}
	return i18n.M(i18n.APIIllegalMove, e.Move, e.FEN).In(l)
}

// FENError is the error of NewPosition for a FEN it cannot accept (match
// it with errors.As); Message words it in French or English.
type FENError struct {
	// FEN is the text given.
	FEN string
	// Reason is what is wrong with it, in English.
	Reason string

	err *movegen.FENError
}

// Error returns the error in English.
func (e *FENError) Error() string { return e.err.Error() }

// Message words the error in l.
func (e *FENError) Message(l Lang) string { return e.err.Message().In(l) }

// Move is a legal chess move of a Position: Position.Legal lists them,
// ParseSAN and ParseUCI find them. Moves are comparable with ==.
type Move struct {
	// From and To are the squares the piece leaves and reaches ("e2",
	// "e4"); for castling, the king's ("e1", "g1").
	From, To string
	// Promotion is the piece a pawn becomes, NoPiece for any other move.
	Promotion Piece

	m    movegen.Move
	spec movegen.Spec // its SAN, as the position writes it
}

// moveOf returns m, legal in p, as a Move.
func moveOf(p *movegen.Position, m movegen.Move) Move {
	spec, _ := p.SANSpec(m)
	return Move{From: m.From().String(), To: m.To().String(), Promotion: m.Promo(), m: m, spec: spec}
}

// UCI returns the move as UCI writes it: "e2e4", "e7e8q", "e1g1".
func (m Move) UCI() string { return m.m.UCI() }

// String returns the UCI form.
func (m Move) String() string { return m.UCI() }

// SAN returns the move in Standard Algebraic Notation in the piece letters
// of a notation language, with its check or mate sign: "Nf3" in EN, "Cf3"
// in FR, "O-O", "e8=D+" in FR. An unknown language writes English.
func (m Move) SAN(l Language) string {
	t, ok := notation.Table(l)
	if !ok {
		t, _ = notation.Table(EN)
	}
	return notation.SpecSAN(m.spec, &t).String()
}

// IsCapture tells whether the move captures (en passant included).
func (m Move) IsCapture() bool { return m.m.IsCapture() }

// Legal returns the legal moves of the side to move, ordered by origin
// square (a1, b1 ... h8), destination square and promotion piece (queen,
// rook, bishop, knight). None when the game is over by mate or stalemate.
func (p Position) Legal() []Move {
	ms := p.p.SortedLegalMoves()
	out := make([]Move, len(ms))
	for i, m := range ms {
		out[i] = moveOf(&p.p, m)
	}
	return out
}

// ParseSAN finds the legal move a SAN names in English letters ("Nf3",
// "exd5", "e8=Q", "O-O"; "0-0", ":" for a capture and "e8Q" are read too).
// A capture sign on a move that captures nothing and a wrong check sign
// are forgiven, as players write them. The error is a *MoveError matching
// ErrIllegalMove, ErrAmbiguousMove or ErrInvalidMove.
func (p Position) ParseSAN(san string) (Move, error) { return p.ParseSANIn(san, EN) }

// ParseSANIn is ParseSAN with the piece letters of a notation language:
// "Cf3" in FR is the knight's move.
func (p Position) ParseSANIn(san string, l Language) (Move, error) {
	t, ok := notation.Table(l)
	if !ok {
		t, _ = notation.Table(EN)
	}
	spec, err := movegen.ParseSANLetters(strings.TrimSpace(san), t.Piece)
	if err != nil {
		e := &MoveError{Move: san, FEN: p.FEN(), kind: ErrInvalidMove, reason: err.Error()}
		var se *movegen.SANError
		if errors.As(err, &se) {
			e.reason = se.Reason
		}
		return Move{}, e
	}
	m, err := p.p.Resolve(spec)
	var me *movegen.MoveError
	switch {
	case err == nil:
	case errors.As(err, &me) && me.Kind == movegen.CaptureClaim:
		m = me.Move
	case errors.As(err, &me) && me.Kind == movegen.Ambiguous:
		e := &MoveError{Move: san, FEN: p.FEN(), kind: ErrAmbiguousMove}
		for _, c := range me.Candidates {
			e.Candidates = append(e.Candidates, moveOf(&p.p, c))
		}
		return Move{}, e
	default:
		return Move{}, &MoveError{Move: san, FEN: p.FEN(), kind: ErrIllegalMove}
	}
	return moveOf(&p.p, m), nil
}

// ParseUCI finds the legal move a UCI text names ("e2e4", "e7e8q",
// "e1g1"). The error is a *MoveError matching ErrIllegalMove (or
// ErrInvalidMove for a text that names no move).
func (p Position) ParseUCI(uci string) (Move, error) {
	m, err := p.p.ParseUCI(uci)
	if err != nil {
		kind := ErrIllegalMove
		if len(uci) < 4 || len(uci) > 5 {
			kind = ErrInvalidMove
		}
		return Move{}, &MoveError{Move: uci, FEN: p.FEN(), kind: kind, reason: err.Error()}
	}
	return moveOf(&p.p, m), nil
}

// Play returns the position after the move a SAN names in English
// letters (see ParseSAN); p itself does not change. The error is a
// *MoveError matching ErrIllegalMove, ErrAmbiguousMove or ErrInvalidMove.
func (p Position) Play(san string) (Position, error) {
	m, err := p.ParseSAN(san)
	if err != nil {
		return p, err
	}
	return p.PlayMove(m)
}

// PlayMove returns the position after m, a legal move of p (a Move of
// another position is played when the move with the same squares and
// promotion is legal here); p itself does not change.
func (p Position) PlayMove(m Move) (Position, error) {
	mm := m.m
	if mm == 0 || !p.p.IsLegal(mm) {
		var err error
		if mm, err = p.p.ParseUCI(m.UCI()); err != nil {
			return p, &MoveError{Move: m.UCI(), FEN: p.FEN(), kind: ErrIllegalMove}
		}
	}
	q := p
	q.p.Play(mm)
	return q, nil
}

// PlayNull returns the position after the null move of Awechec (a pass,
// "--" in SAN): the other side to move, the en-passant square cleared,
// the half-move clock one higher. A side in check cannot pass: that is
// an ErrIllegalMove.
func (p Position) PlayNull() (Position, error) {
	q := p
	if err := q.p.Null(); err != nil {
		return p, &MoveError{Move: "--", FEN: p.FEN(), kind: ErrIllegalMove}
	}
	return q, nil
}
