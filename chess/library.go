package chess

import (
	"sync"

	lib "github.com/corentings/chess/v2"
)

// libPosition is a position of the Library backend
// (github.com/corentings/chess/v2). Its legal moves are computed once, on
// first need.
type libPosition struct {
	lp *lib.Position

	once   sync.Once
	moves  []Move     // legal moves, in library order
	lmoves []lib.Move // the same moves as the library knows them
}

// libFENMu serialises the library's FEN decoding, which writes a
// package-level buffer.
var libFENMu sync.Mutex

// libStart returns the initial position with the Library backend.
func libStart() *Position {
	libFENMu.Lock()
	lp := lib.StartingPosition()
	libFENMu.Unlock()
	return &Position{lib: &libPosition{lp: lp}}
}

// libFromFEN builds a Library position from a FEN already checked (and
// written back) by movegen; inCheck tells whether the side to move is in
// check.
func libFromFEN(fen string, inCheck bool) (*Position, error) {
	lp := new(lib.Position)
	libFENMu.Lock()
	err := lp.UnmarshalText([]byte(fen))
	libFENMu.Unlock()
	if err != nil {
		return nil, err
	}
	return &Position{lib: &libPosition{lp: lp}, inCheck: inCheck}, nil
}

// legal returns the legal moves, computing them on first use. The slice is
// shared: callers must not modify it.
func (p *libPosition) legal() []Move {
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
func (p *libPosition) find(m Move) int {
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

// play returns the position after m, or nil if m is not legal.
func (p *libPosition) play(m Move) *Position {
	i := p.find(m)
	if i < 0 {
		return nil
	}
	return &Position{
		lib:     &libPosition{lp: p.lp.Update(&p.lmoves[i])},
		inCheck: p.moves[i].flags&flagCheck != 0,
	}
}

// null returns the position after a null move (the caller has checked
// that the side to move is not in check).
func (p *libPosition) null() *Position {
	return &Position{lib: &libPosition{lp: p.lp.Update(nil)}}
}

// turn returns the side to move.
func (p *libPosition) turn() Color {
	if p.lp.Turn() == lib.Black {
		return Black
	}
	return White
}

// fullMoveNumber returns the full-move number, derived from the ply.
func (p *libPosition) fullMoveNumber() int {
	ply := p.lp.Ply() // (n-1)*2+1 with White to move, n*2 with Black
	if p.lp.Turn() == lib.Black {
		return ply / 2
	}
	return (ply-1)/2 + 1
}

// enPassant returns the en-passant square, or NoSquare.
func (p *libPosition) enPassant() Square {
	sq := p.lp.EnPassantSquare()
	if sq == lib.NoSquare {
		return NoSquare
	}
	return Square(sq)
}

// canCastle reports a castling right.
func (p *libPosition) canCastle(c Color, kingSide bool) bool {
	lc, side := lib.White, lib.KingSide
	if c == Black {
		lc = lib.Black
	}
	if !kingSide {
		side = lib.QueenSide
	}
	return p.lp.CastleRights().CanCastle(lc, side)
}

// at returns the content of the valid square sq.
func (p *libPosition) at(sq Square) ColoredPiece {
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

// resolve implements Position.Resolve by matching s against the whole list
// of legal moves.
func (p *libPosition) resolve(pos *Position, s MoveSpec) (Move, error) {
	moves := p.legal()
	fail := func(kind ErrorKind, m Move, cands []Move) (Move, error) {
		sortMoves(cands)
		return Move{}, &MoveError{Kind: kind, Spec: s, Move: m, Candidates: cands, Position: pos.FEN()}
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
	if piece == NoPiece {
		piece = Pawn
	}
	fromFile, fromRank := int(s.FromFile), int(s.FromRank)
	if piece == Pawn && fromFile < 0 {
		fromFile = s.To.File()
	}
	match := func(m *Move) bool {
		return m.to == s.To && m.piece == piece && m.flags&flagCastle == 0 &&
			(fromFile < 0 || m.from.File() == fromFile) &&
			(fromRank < 0 || m.from.Rank() == fromRank) &&
			(s.Promo == NoPiece || m.promo == s.Promo)
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

// appendSAN implements Position.AppendSAN.
func (p *libPosition) appendSAN(pos *Position, dst []byte, m Move) []byte {
	i := p.find(m)
	if i < 0 {
		return dst
	}
	moves := p.legal()
	m = moves[i]
	b := dst
	switch {
	case m.flags&flagCastleKing != 0:
		b = append(b, "O-O"...)
	case m.flags&flagCastleQueen != 0:
		b = append(b, "O-O-O"...)
	case m.piece == Pawn:
		if m.IsCapture() {
			b = append(b, 'a'+byte(m.from.File()), 'x')
		}
		b = append(b, m.to.String()...)
		if m.promo != NoPiece {
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
		if pos.Play(m).HasLegalMove() {
			b = append(b, '+')
		} else {
			b = append(b, '#')
		}
	}
	return b
}
