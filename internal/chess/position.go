package chess

import (
	"errors"
	"slices"

	"github.com/awechec/awechec/internal/movegen"
)

// Move flags.
const (
	flagCapture uint8 = 1 << iota
	flagEnPassant
	flagCastleKing
	flagCastleQueen
	flagCheck

	flagCastle = flagCastleKing | flagCastleQueen
)

// Move is a legal move in a given position: its squares, the piece moved,
// the promotion piece and what the move does (capture, en passant,
// castling, check). The zero Move is not a legal move anywhere.
//
// A Move is a small value; compare moves with Equal (same squares and
// promotion), not with ==.
type Move struct {
	from, to Square
	piece    Piece
	promo    Piece
	flags    uint8
	raw      uint32 // the movegen.Move; 0 for a move built elsewhere (tests)
}

// From returns the square the piece leaves (for castling: the king's
// square).
func (m Move) From() Square { return m.from }

// To returns the square the piece reaches (for castling: the king's
// destination, g- or c-file).
func (m Move) To() Square { return m.to }

// Promo returns the promotion piece, or NoPiece.
func (m Move) Promo() Piece { return m.promo }

// Piece returns the type of the piece moved (Pawn for a promotion).
func (m Move) Piece() Piece { return m.piece }

// IsCapture reports whether the move captures, en passant included.
func (m Move) IsCapture() bool { return m.flags&(flagCapture|flagEnPassant) != 0 }

// IsEnPassant reports whether the move is an en-passant capture.
func (m Move) IsEnPassant() bool { return m.flags&flagEnPassant != 0 }

// IsCastle reports whether the move is a castling.
func (m Move) IsCastle() bool { return m.flags&flagCastle != 0 }

// Castle returns 0 for a move that is not a castling, 1 for king-side and
// 2 for queen-side castling (the same coding as MoveSpec.Castle).
func (m Move) Castle() int8 {
	switch {
	case m.flags&flagCastleKing != 0:
		return 1
	case m.flags&flagCastleQueen != 0:
		return 2
	}
	return 0
}

// GivesCheck reports whether the move puts the opponent in check.
func (m Move) GivesCheck() bool { return m.flags&flagCheck != 0 }

// Equal reports whether m and o are the same move: same squares and same
// promotion piece.
func (m Move) Equal(o Move) bool {
	return m.from == o.from && m.to == o.to && m.promo == o.promo
}

// uciNames holds the UCI form of every move without promotion, 4 bytes
// per (from, to) pair, so that String does not allocate for them.
var uciNames = func() string {
	b := make([]byte, 0, 64*64*4)
	for from := range Square(64) {
		for to := range Square(64) {
			b = append(b, 'a'+byte(from&7), '1'+byte(from>>3), 'a'+byte(to&7), '1'+byte(to>>3))
		}
	}
	return string(b)
}()

// String returns the move in UCI form: "e2e4", "e7e8q", "e1g1".
func (m Move) String() string {
	if !m.from.Valid() || !m.to.Valid() {
		return "0000"
	}
	if m.promo == NoPiece {
		i := (int(m.from)*64 + int(m.to)) * 4
		return uciNames[i : i+4]
	}
	b := make([]byte, 0, 5)
	b = append(b, m.from.String()...)
	b = append(b, m.to.String()...)
	if m.promo != NoPiece && m.promo <= Pawn {
		b = append(b, "?kqrbnp"[m.promo])
	}
	return string(b)
}

// compareMoves orders moves canonically: by origin, destination, then
// promotion piece (queen first), the order of [Position.LegalMoves], so
// that a caller picking the i-th move does not depend on the order in
// which movegen generates them.
func compareMoves(a, b Move) int {
	if c := int(a.from) - int(b.from); c != 0 {
		return c
	}
	if c := int(a.to) - int(b.to); c != 0 {
		return c
	}
	return int(a.promo) - int(b.promo)
}

// sortMoves sorts moves in the canonical order of compareMoves.
func sortMoves(moves []Move) { slices.SortFunc(moves, compareMoves) }

// Position is a chess position: placement, side to move, castling rights,
// en-passant square and clocks. It is immutable: Play and Null return new
// positions, and a Position is safe for concurrent use.
type Position struct {
	mg      movegen.Position // the position itself (a ~160-byte value)
	inCheck bool             // the side to move is in check
	// status is Status()+1 when known (set by ResolvePlay and NullInto,
	// which compute it with the check), 0 when not computed yet.
	status uint8
}

// Start returns the initial position of chess.
func Start() *Position { return &Position{mg: movegen.Start()} }

// ErrNullInCheck is returned by [Position.Null] when the side to move is in
// check: a null move is then illegal.
var ErrNullInCheck = errors.New("chess: null move while in check")

// LegalMoves returns the legal moves of the position (a fresh slice the
// caller may keep or modify), ordered by origin square, destination square
// and promotion piece (queen, rook, bishop, knight).
func (p *Position) LegalMoves() []Move {
	var buf [256]movegen.Move
	fms := p.mg.LegalMoves(buf[:0])
	moves := make([]Move, len(fms))
	for i, fm := range fms {
		moves[i] = p.moveOf(fm)
	}
	sortMoves(moves)
	return moves
}

// NumLegalMoves returns the number of legal moves.
func (p *Position) NumLegalMoves() int {
	var buf [256]movegen.Move
	return len(p.mg.LegalMoves(buf[:0]))
}

// HasLegalMove reports whether the side to move has a legal move.
func (p *Position) HasLegalMove() bool {
	if p.status != 0 {
		s := Status(p.status - 1)
		return s != Checkmate && s != Stalemate
	}
	return p.mg.HasLegalMove()
}

// IsLegal reports whether m (same squares and promotion) is a legal move in
// p.
func (p *Position) IsLegal(m Move) bool {
	_, ok := p.mgMove(m)
	return ok
}

// Play returns the position after the legal move m. m should come from
// this position (LegalMoves or Resolve); a move of another position is
// accepted when a move with the same squares and promotion is legal here. Play returns nil when m is not legal in p.
func (p *Position) Play(m Move) *Position {
	fm, ok := p.mgMove(m)
	if !ok {
		return nil
	}
	n := &Position{mg: p.mg}
	n.mg.Play(fm)
	n.inCheck = n.mg.InCheck()
	return n
}

// Null returns the position after a null move ("pass"): the other side is
// to move, the en-passant square is cleared, castling rights and placement
// are unchanged, the half-move clock grows by one and the full-move number
// grows after Black's half-move. It returns ErrNullInCheck if the side to
// move is in check.
func (p *Position) Null() (*Position, error) {
	if p.inCheck {
		return nil, ErrNullInCheck
	}
	// The side that passed cannot be in check in a legal position, and
	// FromFEN rejects positions where the side not to move is in check, so
	// the new side to move is not in check either.
	n := &Position{mg: p.mg}
	if err := n.mg.Null(); err != nil {
		return nil, ErrNullInCheck
	}
	return n, nil
}

// ResolvePlay resolves s as [Position.Resolve] does and writes the position
// after the move into next, as [Position.Play] would return it; for a
// *MoveError of kind CaptureClaim the move it carries is played. next is
// left unchanged on any other error. It does the work of Resolve, Play and
// Status at once, without allocating when it succeeds: next must not be
// shared (it is written to), and p and next may not be the same Position.
func (p *Position) ResolvePlay(s MoveSpec, next *Position) (Move, error) {
	fm, err := p.mg.Resolve(s)
	claim := false
	if err != nil {
		var fe *movegen.MoveError
		if !errors.As(err, &fe) || fe.Kind != movegen.CaptureClaim {
			return p.resolveError(s, err)
		}
		fm, claim = fe.Move, true
	}
	next.mg = p.mg
	next.mg.Play(fm)
	st, check := next.mg.StatusCheck()
	next.inCheck = check
	next.status = uint8(st) + 1
	m := p.moveWithCheck(fm, check)
	if claim {
		return Move{}, &MoveError{Kind: CaptureClaim, Spec: s, Position: p.FEN(), Move: m}
	}
	return m, nil
}

// NullInto writes the position after a null move into next, as
// [Position.Null] would return it, with its status computed. next must not
// be shared, and p and next may not be the same Position.
func (p *Position) NullInto(next *Position) error {
	if p.inCheck {
		return ErrNullInCheck
	}
	next.mg = p.mg
	if err := next.mg.Null(); err != nil {
		return ErrNullInCheck
	}
	st, check := next.mg.StatusCheck()
	next.inCheck = check
	next.status = uint8(st) + 1
	return nil
}

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.mg.Turn() }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.inCheck }

// HalfMoveClock returns the number of half-moves since the last capture or
// pawn move (null moves count).
func (p *Position) HalfMoveClock() int { return p.mg.HalfMoveClock() }

// FullMoveNumber returns the number of the current full move; it starts at
// 1 and grows after each half-move of Black.
func (p *Position) FullMoveNumber() int { return p.mg.FullMoveNumber() }

// EnPassant returns the en-passant target square (set after any double
// pawn step), or NoSquare.
func (p *Position) EnPassant() Square { return Square(p.mg.EnPassant()) }

// CanCastle reports whether side c still has the castling right on the
// king side (kingSide true) or the queen side. It says nothing of whether
// castling is legal now.
func (p *Position) CanCastle(c Color, kingSide bool) bool {
	bit := movegen.CastleWK // the bits are K, Q, k, q from the lowest
	if !kingSide {
		bit <<= 1
	}
	if c == Black {
		bit <<= 2
	}
	return p.mg.CastleRights()&bit != 0
}

// FEN returns the position in Forsyth-Edwards Notation.
func (p *Position) FEN() string { return p.mg.FEN() }

// String returns the FEN of the position.
func (p *Position) String() string { return p.FEN() }

// At returns the content of square sq (empty for an invalid square).
func (p *Position) At(sq Square) ColoredPiece { return p.mg.At(sq) }

// Board returns the content of the 64 squares, indexed by Square (a1 = 0).
func (p *Position) Board() [64]ColoredPiece { return p.mg.Board() }

// Status tells whether the game is over in this position. The checks are
// made in this order, the first that applies wins: Checkmate, Stalemate
// (no legal move), InsufficientMaterial (dead position), FiftyMoves
// (half-move clock >= 100). Repetitions are never considered.
func (p *Position) Status() Status {
	if p.status != 0 {
		return Status(p.status - 1)
	}
	return p.mg.Status()
}

// Movegen returns the position as package movegen holds it.
func (p *Position) Movegen() movegen.Position { return p.mg }
