// Package movegen is a fast, allocation-free legal chess move generator
// with SAN matching and null moves, built for replaying Awechec game
// records (chess where any half-move may be a null move, a "pass").
//
// A [Position] is a small value type (about 150 bytes): bitboards per piece
// type and colour, a mailbox for square lookups, side to move, castling
// rights, en-passant square and clocks. [Position.Play] and
// [Position.Null] modify the position in place; copy the value first
// (q := p) to keep the old one. Positions hold no pointers, so copies are
// independent and may be used from different goroutines.
//
// Moves are generated into a caller-provided buffer ([Position.LegalMoves]),
// SAN moves are matched directly against the pieces that can reach the
// target square ([Position.Resolve]), and [Position.SAN] writes SAN exactly
// like github.com/corentings/chess/v2's AlgebraicNotation encoder. FEN
// output equals that library's FEN for the same position (the en-passant
// square is written after every double pawn push). No repetition logic
// exists in this package.
package movegen

// Color is the colour of a side or a piece.
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

// Piece is a piece type without colour: the one piece type of the
// project (the engine, the notation's letters and the generator use it).
type Piece uint8

// The piece types; NoPiece marks an empty square or "no piece given".
const (
	NoPiece Piece = iota
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
)

// String returns the English letter of the piece ("K", "Q", "R", "B", "N",
// "P"), "" for NoPiece and "?" for an invalid value.
func (p Piece) String() string {
	if p > Pawn {
		return "?"
	}
	return [...]string{"", "K", "Q", "R", "B", "N", "P"}[p]
}

// ColoredPiece is the content of a square. The square is empty when Piece
// is NoPiece (Color is then White and meaningless).
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

// Square is a board square: a1 = 0, b1 = 1, ..., h8 = 63. NoSquare = -1.
type Square int8

// NoSquare is the absence of a square.
const NoSquare Square = -1

// NewSquare returns the square on file (0 = a) and rank (0 = first rank),
// or NoSquare if either is out of range.
func NewSquare(file, rank int) Square {
	if file < 0 || file > 7 || rank < 0 || rank > 7 {
		return NoSquare
	}
	return Square(rank*8 + file)
}

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s >= 0 && s < 64 }

// File returns 0 (a) to 7 (h), or -1 for an invalid square.
func (s Square) File() int {
	if !s.Valid() {
		return -1
	}
	return int(s) & 7
}

// Rank returns 0 (first rank) to 7, or -1 for an invalid square.
func (s Square) Rank() int {
	if !s.Valid() {
		return -1
	}
	return int(s) >> 3
}

// String returns the square name such as "e4", or "-" for an invalid one.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{'a' + byte(s&7), '1' + byte(s>>3)})
}

// ParseSquare parses a square name such as "e4".
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, &FENError{Text: s, Reason: "bad square"}
	}
	return Square((s[1]-'1')*8 + s[0] - 'a'), nil
}

// Move is a legal move in a given position, packed in 32 bits: origin,
// destination, moving piece, promotion piece and flags. The zero Move is
// "no move". A Move is only meaningful for the position that produced it.
type Move uint32

const (
	mvCapture   = 1 << 18
	mvEnPassant = 1 << 19
	mvCastle    = 1 << 20
	mvDouble    = 1 << 21
)

func newMove(from, to int, pc, promo Piece, flags uint32) Move {
	return Move(uint32(from) | uint32(to)<<6 | uint32(pc)<<12 | uint32(promo)<<15 | flags)
}

// From returns the origin square (the king's square for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (the king's destination for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Piece returns the moving piece type.
func (m Move) Piece() Piece { return Piece(m >> 12 & 7) }

// Promo returns the promotion piece, or NoPiece.
func (m Move) Promo() Piece { return Piece(m >> 15 & 7) }

// IsCapture reports whether the move captures, en passant included.
func (m Move) IsCapture() bool { return m&mvCapture != 0 }

// IsEnPassant reports whether the move is an en-passant capture.
func (m Move) IsEnPassant() bool { return m&mvEnPassant != 0 }

// IsDoublePush reports whether the move is a pawn's two-square step.
func (m Move) IsDoublePush() bool { return m&mvDouble != 0 }

// Castle returns 0 for a move that is not castling, 1 for king-side and 2
// for queen-side castling.
func (m Move) Castle() int {
	if m&mvCastle == 0 {
		return 0
	}
	if m.To()&7 == 6 {
		return 1
	}
	return 2
}

// UCI returns the move in UCI form ("e2e4", "e7e8q", castling "e1g1"), or
// "0000" for the zero move.
func (m Move) UCI() string {
	if m == 0 {
		return "0000"
	}
	if m.Promo() == NoPiece {
		i := (int(m.From())*64 + int(m.To())) * 4
		return uciNames[i : i+4]
	}
	b := make([]byte, 0, 5)
	b = append(b, 'a'+byte(m.From()&7), '1'+byte(m.From()>>3), 'a'+byte(m.To()&7), '1'+byte(m.To()>>3))
	if p := m.Promo(); p != NoPiece {
		b = append(b, "?kqrbnp"[p])
	}
	return string(b)
}

// uciNames holds the UCI form of every move without promotion, 4 bytes
// per (from, to) pair, so that UCI does not allocate for them.
var uciNames = func() string {
	b := make([]byte, 0, 64*64*4)
	for from := range 64 {
		for to := range 64 {
			b = append(b, 'a'+byte(from&7), '1'+byte(from>>3), 'a'+byte(to&7), '1'+byte(to>>3))
		}
	}
	return string(b)
}()

// String returns the UCI form of the move.
func (m Move) String() string { return m.UCI() }

// Status says whether a game is over in a position.
type Status uint8

// The statuses, in the order [Position.Status] checks them.
const (
	// Ongoing: the game may go on.
	Ongoing Status = iota
	// Checkmate: the side to move is in check and has no legal move.
	Checkmate
	// Stalemate: the side to move is not in check and has no legal move.
	Stalemate
	// InsufficientMaterial is a dead position by lack of material (K v K,
	// K+minor v K, or only bishops all on squares of one colour), see
	// [Position.InsufficientMaterial].
	InsufficientMaterial
	// FiftyMoves is a half-move clock of at least 100 (null moves count).
	FiftyMoves
)

// String returns a lower-case description of the status.
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

// CompareMoves orders moves canonically: by origin square, destination
// square, then promotion piece (queen, rook, bishop, knight), so that a
// caller picking the i-th legal move does not depend on the order in
// which LegalMoves generates them.
func CompareMoves(a, b Move) int {
	if c := int(a.From()) - int(b.From()); c != 0 {
		return c
	}
	if c := int(a.To()) - int(b.To()); c != 0 {
		return c
	}
	return int(a.Promo()) - int(b.Promo())
}
