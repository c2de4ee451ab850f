package chess

import (
	"errors"
	"sync"

	lib "github.com/corentings/chess/v2"
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
	idx      uint8 // index in the legal move list of its position
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

// String returns the move in UCI form: "e2e4", "e7e8q", "e1g1".
func (m Move) String() string {
	if !m.from.Valid() || !m.to.Valid() {
		return "0000"
	}
	b := make([]byte, 0, 5)
	b = append(b, m.from.String()...)
	b = append(b, m.to.String()...)
	if m.promo != NoPiece && m.promo <= Pawn {
		b = append(b, "?kqrbnp"[m.promo])
	}
	return string(b)
}

// Position is a chess position: placement, side to move, castling rights,
// en-passant square and clocks. It is immutable: Play and Null return new
// positions. Its legal moves are computed once, on first need, and a
// Position is safe for concurrent use.
type Position struct {
	lp      *lib.Position
	inCheck bool

	once   sync.Once
	moves  []Move     // legal moves, in library order
	lmoves []lib.Move // the same moves as the library knows them
}

// libFENMu serialises the library's FEN decoding, which writes a
// package-level buffer.
var libFENMu sync.Mutex

// Start returns the initial position of chess.
func Start() *Position {
	libFENMu.Lock()
	lp := lib.StartingPosition()
	libFENMu.Unlock()
	return &Position{lp: lp}
}

// ErrNullInCheck is returned by [Position.Null] when the side to move is in
// check: a null move is then illegal.
var ErrNullInCheck = errors.New("chess: null move while in check")

// legal returns the legal moves, computing them on first use. The slice is
// shared: callers must not modify it.
func (p *Position) legal() []Move {
	p.once.Do(func() {
		// ValidMoves copies the library's cached slice: call it once.
		lm := p.lp.ValidMoves()
		board := p.lp.Board()
		moves := make([]Move, len(lm))
		for i := range lm {
			l := &lm[i]
			if l.Promo() != lib.NoPieceType {
				fixPromotionTags(p.lp, l)
			}
			var f uint8
			if l.HasTag(lib.Capture) {
				f |= flagCapture
			}
			if l.HasTag(lib.EnPassant) {
				f |= flagEnPassant
			}
			if l.HasTag(lib.KingSideCastle) {
				f |= flagCastleKing
			}
			if l.HasTag(lib.QueenSideCastle) {
				f |= flagCastleQueen
			}
			if l.HasTag(lib.Check) {
				f |= flagCheck
			}
			moves[i] = Move{
				from:  Square(l.S1()),
				to:    Square(l.S2()),
				piece: fromLibType(board.Piece(l.S1()).Type()),
				promo: fromLibType(l.Promo()),
				flags: f,
				idx:   uint8(i), // at most 218 legal moves
			}
		}
		p.moves, p.lmoves = moves, lm
	})
	return p.moves
}

// fixPromotionTags replaces a promotion move of the library's move list by
// a freshly tagged copy. The library (v2.3.2, standardMoves) reuses one
// Move for the four promotion pieces without clearing its tags, so an
// under-promotion inherits the Check tag of the queen promotion before it
// (e.g. "a1=N+" that gives no check); Position.Update then believes the
// opponent is in check, which forbids its castling. UCINotation.Decode
// tags a fresh Move correctly.
func fixPromotionTags(lp *lib.Position, l *lib.Move) {
	uci := l.S1().String() + l.S2().String() + l.Promo().String()
	if fresh, err := (lib.UCINotation{}).Decode(lp, uci); err == nil {
		*l = *fresh
	}
}

// fromLibType converts a library piece type (same numbering as Piece).
func fromLibType(t lib.PieceType) Piece {
	if t < lib.King || t > lib.Pawn {
		return NoPiece
	}
	return Piece(t)
}

// find returns the index of m among the legal moves, or -1.
func (p *Position) find(m Move) int {
	moves := p.legal()
	if i := int(m.idx); i < len(moves) && moves[i].Equal(m) {
		return i
	}
	for i := range moves {
		if moves[i].Equal(m) {
			return i
		}
	}
	return -1
}

// LegalMoves returns the legal moves of the position (a fresh slice the
// caller may keep or modify).
func (p *Position) LegalMoves() []Move {
	return append([]Move(nil), p.legal()...)
}

// NumLegalMoves returns the number of legal moves.
func (p *Position) NumLegalMoves() int { return len(p.legal()) }

// HasLegalMove reports whether the side to move has a legal move.
func (p *Position) HasLegalMove() bool { return len(p.legal()) > 0 }

// IsLegal reports whether m (same squares and promotion) is a legal move in
// p.
func (p *Position) IsLegal(m Move) bool { return p.find(m) >= 0 }

// Play returns the position after the legal move m. m should come from
// this position (LegalMoves or Resolve); a move of another position is
// accepted when a move with the same squares and promotion is legal here.
// Play returns nil when m is not legal in p.
func (p *Position) Play(m Move) *Position {
	i := p.find(m)
	if i < 0 {
		return nil
	}
	return &Position{
		lp:      p.lp.Update(&p.lmoves[i]),
		inCheck: p.moves[i].flags&flagCheck != 0,
	}
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
	return &Position{lp: p.lp.Update(nil)}, nil
}

// Turn returns the side to move.
func (p *Position) Turn() Color {
	if p.lp.Turn() == lib.Black {
		return Black
	}
	return White
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.inCheck }

// HalfMoveClock returns the number of half-moves since the last capture or
// pawn move (null moves count).
func (p *Position) HalfMoveClock() int { return p.lp.HalfMoveClock() }

// FullMoveNumber returns the number of the current full move; it starts at
// 1 and grows after each half-move of Black.
func (p *Position) FullMoveNumber() int {
	ply := p.lp.Ply() // (n-1)*2+1 with White to move, n*2 with Black
	if p.lp.Turn() == lib.Black {
		return ply / 2
	}
	return (ply-1)/2 + 1
}

// EnPassant returns the en-passant target square (set after any double
// pawn step), or NoSquare.
func (p *Position) EnPassant() Square {
	sq := p.lp.EnPassantSquare()
	if sq == lib.NoSquare {
		return NoSquare
	}
	return Square(sq)
}

// CanCastle reports whether side c still has the castling right on the
// king side (kingSide true) or the queen side. It says nothing of whether
// castling is legal now.
func (p *Position) CanCastle(c Color, kingSide bool) bool {
	lc, side := lib.White, lib.KingSide
	if c == Black {
		lc = lib.Black
	}
	if !kingSide {
		side = lib.QueenSide
	}
	return p.lp.CastleRights().CanCastle(lc, side)
}

// FEN returns the position in Forsyth-Edwards Notation.
func (p *Position) FEN() string { return p.lp.String() }

// String returns the FEN of the position.
func (p *Position) String() string { return p.FEN() }

// At returns the content of square sq (empty for an invalid square).
func (p *Position) At(sq Square) ColoredPiece {
	if !sq.Valid() {
		return ColoredPiece{}
	}
	lpc := p.lp.Board().Piece(lib.Square(sq))
	if lpc == lib.NoPiece {
		return ColoredPiece{}
	}
	c := White
	if lpc.Color() == lib.Black {
		c = Black
	}
	return ColoredPiece{Piece: fromLibType(lpc.Type()), Color: c}
}

// Board returns the content of the 64 squares, indexed by Square (a1 = 0).
func (p *Position) Board() [64]ColoredPiece {
	var b [64]ColoredPiece
	for sq := range Square(64) {
		b[sq] = p.At(sq)
	}
	return b
}

// Status tells whether the game is over in this position. The checks are
// made in this order, the first that applies wins: Checkmate, Stalemate
// (no legal move), InsufficientMaterial (dead position), FiftyMoves
// (half-move clock >= 100). Repetitions are never considered.
func (p *Position) Status() Status {
	if !p.HasLegalMove() {
		if p.inCheck {
			return Checkmate
		}
		return Stalemate
	}
	b := p.Board()
	if insufficientMaterial(&b) {
		return InsufficientMaterial
	}
	if p.HalfMoveClock() >= 100 {
		return FiftyMoves
	}
	return Ongoing
}

// insufficientMaterial reports a dead position by lack of material: no
// pawn, rook or queen, and either a single knight and no bishop, or no
// knight and all bishops on squares of one colour (this covers K v K and
// K+B v K).
func insufficientMaterial(b *[64]ColoredPiece) bool {
	knights := 0
	var bishopSquares [2]int // [0] dark squares, [1] light squares
	for sq, cp := range b {
		switch cp.Piece {
		case Pawn, Rook, Queen:
			return false
		case Knight:
			knights++
		case Bishop:
			bishopSquares[(sq>>3+sq)&1]++ // a1 is dark
		}
	}
	bishops := bishopSquares[0] + bishopSquares[1]
	switch {
	case knights == 0:
		return bishopSquares[0] == 0 || bishopSquares[1] == 0
	case knights == 1:
		return bishops == 0
	}
	return false
}
