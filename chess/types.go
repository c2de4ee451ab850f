// Package chess is the project's only adapter over a chess rules library.
//
// Every other package of awechec talks to the chess rules through this
// package; none of its exported names mentions a type of the underlying
// library, so the backend can be swapped without touching callers.
//
// Awechec specifics honoured here:
//   - a half-move may be a null move ("pass"), see [Position.Null];
//   - there is no repetition rule: nothing here counts or reports
//     repetitions;
//   - [Position.Status] reports checkmate, stalemate, dead positions by
//     insufficient material and the 50-move rule (half-move clock >= 100,
//     null moves included).
//
// Positions are immutable values: [Position.Play] and [Position.Null]
// return new positions, and a *Position may be shared between goroutines.
package chess

// Color is the colour of a side or of a piece.
type Color uint8

// The two colours.
const (
	White Color = iota
	Black
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Piece is a language-independent piece type, without colour.
type Piece uint8

// The piece types. NoPiece marks an empty square or "no piece given".
const (
	NoPiece Piece = iota
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
)

// String returns the English SAN letter of the piece ("K", "Q", "R", "B",
// "N"), "P" for a pawn and "" for NoPiece.
func (p Piece) String() string {
	if p > Pawn {
		return "?"
	}
	return [...]string{"", "K", "Q", "R", "B", "N", "P"}[p]
}

// EnglishPiece maps an English SAN piece letter (K, Q, R, B, N, P) to its
// piece type. Only upper-case letters are piece letters.
func EnglishPiece(b byte) (Piece, bool) {
	switch b {
	case 'K':
		return King, true
	case 'Q':
		return Queen, true
	case 'R':
		return Rook, true
	case 'B':
		return Bishop, true
	case 'N':
		return Knight, true
	case 'P':
		return Pawn, true
	}
	return NoPiece, false
}

// ColoredPiece is the content of a square: a piece type and its colour.
// A square is empty when Piece is NoPiece (Color is then meaningless).
type ColoredPiece struct {
	Piece Piece
	Color Color
}

// FENChar returns the FEN letter of the piece (upper case for White), or
// '.' for an empty square.
func (cp ColoredPiece) FENChar() byte {
	if cp.Piece == NoPiece || cp.Piece > Pawn {
		return '.'
	}
	c := "?KQRBNP"[cp.Piece]
	if cp.Color == Black {
		c += 'a' - 'A'
	}
	return c
}

// Square is a board square: a1 = 0, b1 = 1, ..., h8 = 63; NoSquare = -1.
type Square int8

// NoSquare is the absence of a square.
const NoSquare Square = -1

// NewSquare returns the square on file (0 = a .. 7 = h) and rank
// (0 = first rank .. 7 = eighth); NoSquare if either is out of range.
func NewSquare(file, rank int) Square {
	if file < 0 || file > 7 || rank < 0 || rank > 7 {
		return NoSquare
	}
	return Square(rank*8 + file)
}

// File returns the file of the square, 0 (a) to 7 (h); -1 for an invalid
// square.
func (s Square) File() int {
	if !s.Valid() {
		return -1
	}
	return int(s) & 7
}

// Rank returns the rank of the square, 0 (rank 1) to 7 (rank 8); -1 for an
// invalid square.
func (s Square) Rank() int {
	if !s.Valid() {
		return -1
	}
	return int(s) >> 3
}

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s >= 0 && s < 64 }

// String returns the square in algebraic form, e.g. "e4"; "-" for an
// invalid square.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{'a' + byte(s&7), '1' + byte(s>>3)})
}

// ParseSquare parses a square in algebraic form ("a1" .. "h8", lower-case
// file).
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, &SyntaxError{Text: s, Reason: "not a square"}
	}
	return Square((s[1]-'1')*8 + (s[0] - 'a')), nil
}

// Status is the state of a position with respect to the end of the game.
type Status uint8

// The statuses reported by [Position.Status].
const (
	// Ongoing: the game may go on.
	Ongoing Status = iota
	// Checkmate: the side to move is in check and has no legal move.
	Checkmate
	// Stalemate: the side to move is not in check and has no legal move.
	Stalemate
	// InsufficientMaterial: a dead position by lack of material (K v K,
	// K+minor v K, or only bishops all on squares of one colour).
	InsufficientMaterial
	// FiftyMoves: the half-move clock has reached 100.
	FiftyMoves
)

// String returns the name of the status.
func (s Status) String() string {
	switch s {
	case Ongoing:
		return "ongoing"
	case Checkmate:
		return "checkmate"
	case Stalemate:
		return "stalemate"
	case InsufficientMaterial:
		return "insufficient material"
	case FiftyMoves:
		return "fifty moves"
	}
	return "unknown status"
}

// IsOver reports whether the status ends the game.
func (s Status) IsOver() bool { return s != Ongoing }
