package chess

import (
	"sync"

	"github.com/awechec/awechec/internal/movegen"
	lib "github.com/corentings/chess/v2"
)

// oracle is a chess position of github.com/corentings/chess/v2, a rules
// library written independently of movegen. It is the reference the
// differential tests (diff_test.go, san_test.go) check Position against:
// it answers the same questions with the same types (Move, MoveError,
// Status...), by its own move generation. It is about two orders of
// magnitude slower than Position and lives in the tests only.
//
// Its legal moves are computed once, on first need. The FEN it starts
// from is read and checked by movegen (FromFEN) and given to the library
// as movegen writes it back, so that both start from the same position;
// after that, every answer is the library's.
type oracle struct {
	lp      *lib.Position
	inCheck bool // the side to move is in check

	once   sync.Once
	moves  []Move     // legal moves, in library order
	lmoves []lib.Move // the same moves as the library knows them
}

// oracleFENMu serialises the library's FEN decoding, which writes a
// package-level buffer.
var oracleFENMu sync.Mutex

// oracleStart returns the initial position.
func oracleStart() *oracle {
	oracleFENMu.Lock()
	lp := lib.StartingPosition()
	oracleFENMu.Unlock()
	return &oracle{lp: lp}
}

// oracleFromFEN returns the oracle position of fen, with the errors of
// FromFEN.
func oracleFromFEN(fen string) (*oracle, error) {
	p, err := FromFEN(fen)
	if err != nil {
		return nil, err
	}
	lp := new(lib.Position)
	oracleFENMu.Lock()
	err = lp.UnmarshalText([]byte(p.FEN()))
	oracleFENMu.Unlock()
	if err != nil {
		return nil, &SyntaxError{Text: fen, Reason: err.Error()}
	}
	return &oracle{lp: lp, inCheck: p.InCheck()}, nil
}

// legal returns the legal moves, computing them on first use. The slice is
// shared: callers must not modify it.
func (p *oracle) legal() []Move {
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
func fromLibType(t lib.PieceType) movegen.Piece {
	if t < lib.King || t > lib.Pawn {
		return movegen.NoPiece
	}
	return movegen.Piece(t)
}

// find returns the index of m among the legal moves, or -1.
func (p *oracle) find(m Move) int {
	moves := p.legal()
	for i := range moves {
		if moves[i].Equal(m) {
			return i
		}
	}
	return -1
}

// LegalMoves returns the legal moves in the order of Position.LegalMoves.
func (p *oracle) LegalMoves() []Move {
	moves := append([]Move(nil), p.legal()...)
	sortMoves(moves)
	return moves
}

// NumLegalMoves returns the number of legal moves.
func (p *oracle) NumLegalMoves() int { return len(p.legal()) }

// HasLegalMove reports whether the side to move has a legal move.
func (p *oracle) HasLegalMove() bool { return len(p.legal()) > 0 }

// IsLegal reports whether m (same squares and promotion) is legal.
func (p *oracle) IsLegal(m Move) bool { return p.find(m) >= 0 }

// Play returns the position after m, or nil if m is not legal.
func (p *oracle) Play(m Move) *oracle {
	i := p.find(m)
	if i < 0 {
		return nil
	}
	return &oracle{lp: p.lp.Update(&p.lmoves[i]), inCheck: p.moves[i].flags&flagCheck != 0}
}

// Null returns the position after a null move, or ErrNullInCheck.
func (p *oracle) Null() (*oracle, error) {
	if p.inCheck {
		return nil, ErrNullInCheck
	}
	return &oracle{lp: p.lp.Update(nil)}, nil
}

// InCheck reports whether the side to move is in check.
func (p *oracle) InCheck() bool { return p.inCheck }

// HalfMoveClock returns the half-move clock.
func (p *oracle) HalfMoveClock() int { return p.lp.HalfMoveClock() }

// FEN returns the library's FEN of the position.
func (p *oracle) FEN() string { return p.lp.String() }

// Turn returns the side to move.
func (p *oracle) Turn() movegen.Color {
	if p.lp.Turn() == lib.Black {
		return movegen.Black
	}
	return movegen.White
}

// FullMoveNumber returns the full-move number, derived from the ply.
func (p *oracle) FullMoveNumber() int {
	ply := p.lp.Ply() // (n-1)*2+1 with White to move, n*2 with Black
	if p.lp.Turn() == lib.Black {
		return ply / 2
	}
	return (ply-1)/2 + 1
}

// EnPassant returns the en-passant square, or NoSquare.
func (p *oracle) EnPassant() Square {
	sq := p.lp.EnPassantSquare()
	if sq == lib.NoSquare {
		return NoSquare
	}
	return Square(sq)
}

// CanCastle reports a castling right.
func (p *oracle) CanCastle(c movegen.Color, kingSide bool) bool {
	lc, side := lib.White, lib.KingSide
	if c == movegen.Black {
		lc = lib.Black
	}
	if !kingSide {
		side = lib.QueenSide
	}
	return p.lp.CastleRights().CanCastle(lc, side)
}

// At returns the content of square sq (empty for an invalid square).
func (p *oracle) At(sq Square) movegen.ColoredPiece {
	if !sq.Valid() {
		return movegen.ColoredPiece{}
	}
	lpc := p.lp.Board().Piece(lib.Square(sq))
	if lpc == lib.NoPiece {
		return movegen.ColoredPiece{}
	}
	c := movegen.White
	if lpc.Color() == lib.Black {
		c = movegen.Black
	}
	return movegen.ColoredPiece{Piece: fromLibType(lpc.Type()), Color: c}
}

// Board returns the content of the 64 squares.
func (p *oracle) Board() [64]movegen.ColoredPiece {
	var b [64]movegen.ColoredPiece
	for sq := range Square(64) {
		b[sq] = p.At(sq)
	}
	return b
}

// Status tells whether the game is over, by the rules of Position.Status,
// from the library's legal moves, board and clock.
func (p *oracle) Status() Status {
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
func insufficientMaterial(b *[64]movegen.ColoredPiece) bool {
	knights := 0
	var bishopSquares [2]int // [0] dark squares, [1] light squares
	for sq, cp := range b {
		switch cp.Piece {
		case movegen.Pawn, movegen.Rook, movegen.Queen:
			return false
		case movegen.Knight:
			knights++
		case movegen.Bishop:
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

// Resolve is Position.Resolve, by matching s against the whole list of
// legal moves.
func (p *oracle) Resolve(s MoveSpec) (Move, error) {
	moves := p.legal()
	fail := func(kind ErrorKind, m Move, cands []Move) (Move, error) {
		sortMoves(cands)
		return Move{}, &MoveError{Kind: kind, Spec: s, Move: m, Candidates: cands, Position: p.FEN()}
	}
	if s.Castle != 0 {
		want := flagCastleKing
		switch s.Castle {
		case 1:
		case 2:
			want = flagCastleQueen
		default:
			return fail(Illegal, Move{}, nil)
		}
		for _, m := range moves {
			if m.flags&want != 0 {
				return m, nil
			}
		}
		return fail(Illegal, Move{}, nil)
	}
	piece := s.Piece
	if piece == movegen.NoPiece {
		piece = movegen.Pawn
	}
	fromFile, fromRank := int(s.FromFile), int(s.FromRank)
	if piece == movegen.Pawn && fromFile < 0 {
		fromFile = s.To.File()
	}
	match := func(m *Move) bool {
		return m.to == s.To && m.piece == piece && m.flags&flagCastle == 0 &&
			(fromFile < 0 || m.from.File() == fromFile) &&
			(fromRank < 0 || m.from.Rank() == fromRank) &&
			(s.Promo == movegen.NoPiece || m.promo == s.Promo)
	}
	found, n := -1, 0
	for i := range moves {
		if match(&moves[i]) {
			found = i
			n++
		}
	}
	switch {
	case n == 0:
		return fail(Illegal, Move{}, nil)
	case n > 1:
		cands := make([]Move, 0, n)
		for i := range moves {
			if match(&moves[i]) {
				cands = append(cands, moves[i])
			}
		}
		return fail(Ambiguous, Move{}, cands)
	}
	m := moves[found]
	if s.Capture && !m.IsCapture() {
		return fail(CaptureClaim, m, nil)
	}
	return m, nil
}

// SAN is Position.SAN, written here from the library's move list (its
// own encoder is encode).
func (p *oracle) SAN(m Move) string {
	i := p.find(m)
	if i < 0 {
		return ""
	}
	moves := p.legal()
	m = moves[i]
	var b []byte
	switch {
	case m.flags&flagCastleKing != 0:
		b = append(b, "O-O"...)
	case m.flags&flagCastleQueen != 0:
		b = append(b, "O-O-O"...)
	case m.piece == movegen.Pawn:
		if m.IsCapture() {
			b = append(b, 'a'+byte(m.from.File()), 'x')
		}
		b = append(b, m.to.String()...)
		if m.promo != movegen.NoPiece {
			b = append(b, '=')
			b = append(b, m.promo.String()...)
		}
	default:
		b = append(b, m.piece.String()...)
		var others, sameFile, sameRank bool
		for _, o := range moves {
			if o.to == m.to && o.piece == m.piece && o.from != m.from {
				others = true
				sameFile = sameFile || o.from.File() == m.from.File()
				sameRank = sameRank || o.from.Rank() == m.from.Rank()
			}
		}
		if others && (!sameFile || sameRank) {
			b = append(b, 'a'+byte(m.from.File()))
		}
		if sameFile {
			b = append(b, '1'+byte(m.from.Rank()))
		}
		if m.IsCapture() {
			b = append(b, 'x')
		}
		b = append(b, m.to.String()...)
	}
	if m.GivesCheck() {
		if p.Play(m).HasLegalMove() {
			b = append(b, '+')
		} else {
			b = append(b, '#')
		}
	}
	return string(b)
}

// encode returns the SAN of the legal move m as the library's own encoder
// writes it, or "" if m is not legal.
func (p *oracle) encode(m Move) string {
	i := p.find(m)
	if i < 0 {
		return ""
	}
	return (lib.AlgebraicNotation{}).Encode(p.lp, &p.lmoves[i])
}
