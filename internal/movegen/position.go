package movegen

import (
	"github.com/awechec/awechec/internal/i18n"
	"math/bits"
	"strconv"
	"strings"
	"sync"
)

// Castling right bits, see [Position.CastleRights].
const (
	CastleWK uint8 = 1 << iota // White king side (K)
	CastleWQ                   // White queen side (Q)
	CastleBK                   // Black king side (k)
	CastleBQ                   // Black queen side (q)
)

// Position is a chess position. The zero value is not a valid position;
// use [FromFEN] or [Start]. It is a plain value without pointers: copying
// it copies the whole position, and == compares positions (clocks
// included).
type Position struct {
	pieces [8]uint64 // by Piece (index 0 and 7 unused)
	colors [2]uint64 // by Color
	board  [64]uint8 // mailbox: Piece | Color<<3, 0 if empty
	turn   Color     // side to move
	castle uint8     // CastleWK | CastleWQ | CastleBK | CastleBQ
	ep     Square    // en-passant target square or NoSquare
	half   int32     // half-move clock
	full   int32     // full-move number
	// frc: the position is of Chess960 (FromFEN960): castling moves the
	// king to the g or c file and the rook of the right, whose square
	// rooks holds (by right bit index), to the f or d file.
	frc   bool
	rooks [4]int8
}

// StartFEN is the FEN of the initial position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// startPos is the initial position, made the first time it is asked.
var startPos = sync.OnceValue(func() Position {
	p, err := FromFEN(StartFEN)
	if err != nil {
		panic(err) // unreachable: StartFEN is a valid constant
	}
	return p
})

// Start returns the initial position.
func Start() Position { return startPos() }

// castleMask[sq] is and-ed to the castling rights when a move leaves from
// or arrives on sq.
var castleMask = func() (m [64]uint8) {
	for i := range m {
		m[i] = 15
	}
	m[4] &^= CastleWK | CastleWQ
	m[7] &^= CastleWK
	m[0] &^= CastleWQ
	m[60] &^= CastleBK | CastleBQ
	m[63] &^= CastleBK
	m[56] &^= CastleBQ
	return m
}()

// FromFEN parses a position in Forsyth-Edwards Notation; the four-field
// form (without clocks) is accepted and gets clocks "0 1". It never
// panics. The position must be sound: one king per side, no pawn on the
// first or eighth rank, the side not to move not in check, each castling
// right backed by king and rook on their initial squares, an en-passant
// square only behind an enemy pawn that may just have made a double step
// (the square and the one behind it empty), a half-move clock in
// 0..1048576 and a full-move number in 1..1048576. Errors are *FENError
// values.
func FromFEN(fen string) (Position, error) { return fromFEN(fen, false) }

// FromFEN960 parses a Chess960 position: as FromFEN, but the castling
// rights may name their rook's file (Shredder-FEN "HAha", X-FEN "Kq" for
// the outermost rook or "Gkq" for another), the king standing anywhere
// between its two rooks on the first or eighth rank; castling then
// follows the rules of Chess960 (the king to the g or c file, the rook to
// the f or d file). A standard position read so plays as in chess.
func FromFEN960(fen string) (Position, error) { return fromFEN(fen, true) }

// Chess960 reports whether the position plays castling by the rules of
// Chess960 (FromFEN960, Start960).
func (p *Position) Chess960() bool { return p.frc }

// Start960 returns the initial position of chess played by the rules of
// Chess960: the standard array, castling as in Chess960 (which moves king
// and rook as chess does).
func Start960() Position {
	p := startPos()
	p.frc, p.rooks = true, [4]int8{7, 0, 63, 56}
	return p
}

func fromFEN(fen string, frc bool) (Position, error) {
	magicsOnce.Do(fillMagics)
	var p Position
	bad := func(m i18n.Msg) (Position, error) {
		return Position{}, &FENError{Text: fen, Reason: m.In(i18n.English), Msg: m}
	}
	fields := strings.Fields(fen)
	switch len(fields) {
	case 4:
		fields = append(fields, "0", "1")
	case 6:
	default:
		return bad(i18n.M(i18n.FENFields))
	}
	if m, ok := p.fenPlacement(fields[0]); !ok {
		return bad(m)
	}
	switch fields[1] {
	case "w":
		p.turn = White
	case "b":
		p.turn = Black
	default:
		return bad(i18n.M(i18n.FENSide))
	}
	if p.attackersTo(p.kingSq(p.turn.Other()), p.occ())&p.colors[p.turn] != 0 {
		return bad(i18n.M(i18n.FENNotMoverInCheck))
	}
	if cs := fields[2]; frc {
		p.frc = true
		if !p.castling960(cs) {
			return bad(i18n.M(i18n.FENCastlingQ, cs))
		}
	} else if m, ok := p.fenCastling(cs); !ok {
		return bad(m)
	}
	if m, ok := p.fenEnPassant(fields[3]); !ok {
		return bad(m)
	}
	half, err := strconv.Atoi(fields[4])
	if err != nil || half < 0 || half > 1<<20 {
		return bad(i18n.M(i18n.FENHalfMove))
	}
	full, err := strconv.Atoi(fields[5])
	if err != nil || full < 0 || full > 1<<20 {
		return bad(i18n.M(i18n.FENFullMove))
	}
	// Puzzle collections write "1 0" (pychess's mate_in_N.pgn, 909
	// games): a move number 0 is read as 1, as python-chess and
	// pgn-extract read it.
	full = max(full, 1)
	p.half, p.full = int32(half), int32(full)
	return p, nil
}

// fenPlacement puts the pieces of a FEN's first field on the board; it
// reports false, with the message, when the field is wrong.
func (p *Position) fenPlacement(field string) (i18n.Msg, bool) {
	rank, file := 7, 0
	for i := 0; i < len(field); i++ {
		c := field[i]
		switch {
		case c == '/':
			if file != 8 {
				return i18n.M(i18n.FENRankSquares, rank+1), false
			}
			if rank == 0 {
				return i18n.M(i18n.FENRanks), false
			}
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return i18n.M(i18n.FENRankLong, rank+1), false
			}
		default:
			idx := strings.IndexByte("KQRBNPkqrbnp", c)
			if idx < 0 {
				return i18n.M(i18n.FENPieceLetter, rune(c)), false
			}
			if file >= 8 {
				return i18n.M(i18n.FENRankLong, rank+1), false
			}
			pc, col := Piece(idx%6+1), Color(idx/6)
			sq := rank*8 + file
			if pc == Pawn && (rank == 0 || rank == 7) {
				return i18n.M(i18n.FENPawn, Square(sq).String()), false
			}
			p.put(sq, pc, col)
			file++
		}
	}
	if rank != 0 {
		return i18n.M(i18n.FENRanks), false
	}
	if file != 8 {
		return i18n.M(i18n.FENRankSquares, 1), false
	}
	if bits.OnesCount64(p.pieces[King]&p.colors[White]) != 1 || bits.OnesCount64(p.pieces[King]&p.colors[Black]) != 1 {
		return i18n.M(i18n.FENKings), false
	}
	return i18n.Msg{}, true
}

// fenCastling reads the castling field of a standard FEN (KQkq or -); it
// reports false, with the message, when a right is unreadable, repeated
// or has no king and rook on their squares.
func (p *Position) fenCastling(cs string) (i18n.Msg, bool) {
	if cs == "-" {
		return i18n.Msg{}, true
	}
	if cs == "" {
		return i18n.M(i18n.FENCastling), false
	}
	for i := 0; i < len(cs); i++ {
		k := strings.IndexByte("KQkq", cs[i])
		if k < 0 || p.castle&(1<<k) != 0 {
			return i18n.M(i18n.FENCastlingQ, cs), false
		}
		p.castle |= 1 << k
	}
	for k, r := range [4]struct {
		king, rook int
		col        Color
	}{{4, 7, White}, {4, 0, White}, {60, 63, Black}, {60, 56, Black}} {
		if p.castle&(1<<k) == 0 {
			continue
		}
		if p.board[r.king] != uint8(King)|uint8(r.col)<<3 || p.board[r.rook] != uint8(Rook)|uint8(r.col)<<3 {
			return i18n.M(i18n.FENCastlingQ, cs), false
		}
	}
	return i18n.Msg{}, true
}

// fenEnPassant reads the en-passant field (a square or -), the side to
// move being set; it reports false, with the message, when the square
// is unreadable or no double push can have made it.
func (p *Position) fenEnPassant(ep string) (i18n.Msg, bool) {
	p.ep = NoSquare
	if ep == "-" {
		return i18n.Msg{}, true
	}
	sq, err := ParseSquare(ep)
	if err != nil {
		return i18n.M(i18n.FENEnPassant), false
	}
	wantRank, dir := 5, -8
	if p.turn == Black {
		wantRank, dir = 2, 8
	}
	if sq.Rank() != wantRank {
		return i18n.M(i18n.FENEnPassantImp, ep), false
	}
	s := int(sq)
	if p.board[s] != 0 || p.board[s-dir] != 0 || p.board[s+dir] != uint8(Pawn)|uint8(p.turn.Other())<<3 {
		return i18n.M(i18n.FENEnPassantImp, ep), false
	}
	p.ep = sq
	return i18n.Msg{}, true
}

func (p *Position) put(sq int, pc Piece, c Color) {
	b := uint64(1) << sq
	p.pieces[pc] |= b
	p.colors[c] |= b
	p.board[sq] = uint8(pc) | uint8(c)<<3
}

// FEN returns the position in Forsyth-Edwards Notation, castling rights in
// KQkq order, the en-passant square as stored (it is set after every
// double pawn push, whether or not a capture is possible), like
// corentings/chess v2.
func (p *Position) FEN() string {
	b := make([]byte, 0, 90)
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			v := p.board[r*8+f]
			if v == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, '0'+byte(empty))
				empty = 0
			}
			b = append(b, ColoredPiece{Piece(v & 7), Color(v >> 3)}.FENChar())
		}
		if empty > 0 {
			b = append(b, '0'+byte(empty))
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ', "wb"[p.turn], ' ')
	if p.castle == 0 {
		b = append(b, '-')
	}
	for k := 0; k < 4; k++ {
		if p.castle&(1<<k) != 0 {
			b = append(b, p.castleLetter(k))
		}
	}
	b = append(b, ' ')
	if p.ep == NoSquare {
		b = append(b, '-')
	} else {
		b = append(b, 'a'+byte(p.ep&7), '1'+byte(p.ep>>3))
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.half), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.full), 10)
	return string(b)
}

// String returns the FEN of the position.
func (p *Position) String() string { return p.FEN() }

// At returns the content of square sq (empty for an invalid square).
func (p *Position) At(sq Square) ColoredPiece {
	if !sq.Valid() {
		return ColoredPiece{}
	}
	v := p.board[sq]
	return ColoredPiece{Piece(v & 7), Color(v >> 3)}
}

// Board returns the content of the 64 squares, indexed by Square.
func (p *Position) Board() [64]ColoredPiece {
	var b [64]ColoredPiece
	for sq, v := range p.board {
		b[sq] = ColoredPiece{Piece(v & 7), Color(v >> 3)}
	}
	return b
}

// Pieces returns the bitboard (bit i = square i) of the pieces of type pc
// and colour c.
func (p *Position) Pieces(pc Piece, c Color) uint64 {
	return p.pieces[pc&7] & p.colors[c&1]
}

// Turn returns the side to move.
func (p *Position) Turn() Color { return p.turn }

// CastleRights returns the castling rights as a combination of CastleWK,
// CastleWQ, CastleBK and CastleBQ.
func (p *Position) CastleRights() uint8 { return p.castle }

// EnPassant returns the en-passant target square, or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// HalfMoveClock returns the half-move clock (null moves count).
func (p *Position) HalfMoveClock() int { return int(p.half) }

// FullMoveNumber returns the full-move number (1 at the start, +1 after
// each Black half-move, null moves included).
func (p *Position) FullMoveNumber() int { return int(p.full) }

func (p *Position) occ() uint64 { return p.colors[0] | p.colors[1] }

func (p *Position) kingSq(c Color) int { return lsb(p.pieces[King] & p.colors[c]) }

// Play makes move m in place. m must be a legal move of this position as
// returned by [Position.LegalMoves], [Position.Resolve] or
// [Position.ParseUCI]; any other value gives a meaningless position
// (but never a panic). Castling rights are dropped when the king or a
// rook moves or a rook is captured on its initial square; the en-passant
// square is set after every double push; the half-move clock restarts on
// pawn moves and captures; the full-move number advances after Black.
func (p *Position) Play(m Move) {
	if p.frc && m&mvCastle != 0 {
		p.playCastle960(m)
		return
	}
	from, to := int(m&63), int(m>>6&63)
	us, them := p.turn, p.turn.Other()
	pc := Piece(m >> 12 & 7)
	fb, tb := uint64(1)<<from, uint64(1)<<to
	if m&mvCapture != 0 {
		if m&mvEnPassant != 0 {
			cs := to ^ 8
			cb := uint64(1) << cs
			p.pieces[Pawn] &^= cb
			p.colors[them] &^= cb
			p.board[cs] = 0
		} else {
			p.pieces[p.board[to]&7] &^= tb
			p.colors[them] &^= tb
		}
	}
	p.pieces[pc] &^= fb
	p.colors[us] = p.colors[us]&^fb | tb
	np := pc
	if pr := Piece(m >> 15 & 7); pr != NoPiece {
		np = pr
	}
	p.pieces[np] |= tb
	p.board[from] = 0
	p.board[to] = uint8(np) | uint8(us)<<3
	if m&mvCastle != 0 {
		rf, rt := from+3, from+1
		if to < from {
			rf, rt = from-4, from-1
		}
		rf, rt = rf&63, rt&63 // a no-op for legal moves; no panic on others
		rb := uint64(1)<<rf | uint64(1)<<rt
		p.pieces[Rook] ^= rb
		p.colors[us] ^= rb
		p.board[rf] = 0
		p.board[rt] = uint8(Rook) | uint8(us)<<3
	}
	if p.frc {
		p.castle &= p.castleMask960(from) & p.castleMask960(to)
		if pc == King {
			p.castle &^= (CastleWK | CastleWQ) << (2 * us)
		}
	} else {
		p.castle &= castleMask[from] & castleMask[to]
	}
	p.ep = NoSquare
	if m&mvDouble != 0 {
		p.ep = Square((from + to) / 2)
	}
	if pc == Pawn || m&mvCapture != 0 {
		p.half = 0
	} else {
		p.half++
	}
	if us == Black {
		p.full++
	}
	p.turn = them
}

// Null makes a null move in place: the side to move passes. The en-passant
// square is cleared, castling rights are kept, the half-move clock goes up
// by one and the full-move number advances after Black, like
// corentings/chess v2's Position.Update(nil). It is refused with
// ErrNullInCheck (and p unchanged) when the side to move is in check.
func (p *Position) Null() error {
	if p.InCheck() {
		return ErrNullInCheck
	}
	p.Pass()
	return nil
}

// Pass makes the null move as Null does, without looking whether the side
// to move is in check: for a caller that knows it is not (a pass in check
// gives a position no game reaches).
func (p *Position) Pass() {
	p.ep = NoSquare
	p.half++
	if p.turn == Black {
		p.full++
	}
	p.turn = p.turn.Other()
}

// Status tells whether the game is over. The checks are made in this
// order, the first that applies wins: Checkmate, Stalemate (no legal
// move), InsufficientMaterial, FiftyMoves (half-move clock >= 100).
// Repetitions are never considered.
func (p *Position) Status() Status {
	s, _ := p.StatusCheck()
	return s
}

// StatusCheck returns Status and InCheck together, computing the checks
// and pins of the position once.
func (p *Position) StatusCheck() (s Status, inCheck bool) {
	var g genState
	p.state(&g)
	inCheck = g.checkers != 0
	if !p.hasLegal(&g) {
		if inCheck {
			return Checkmate, true
		}
		return Stalemate, false
	}
	return p.endStatus(), inCheck
}

// endStatus is the Status of a position with a legal move.
func (p *Position) endStatus() Status {
	if p.InsufficientMaterial() {
		return InsufficientMaterial
	}
	if p.half >= 100 {
		return FiftyMoves
	}
	return Ongoing
}

// IsCheckmate reports whether the side to move is checkmated.
func (p *Position) IsCheckmate() bool { return p.InCheck() && !p.HasLegalMove() }

// IsStalemate reports whether the side to move is stalemated.
func (p *Position) IsStalemate() bool { return !p.InCheck() && !p.HasLegalMove() }

// InsufficientMaterial reports a dead position by lack of material, with
// the project's rule: no pawn, rook or queen on the
// board, and either a single knight and no bishop, or no knight and all
// bishops (of both sides) on squares of one colour. This covers K v K,
// K+N v K, K+B v K and K+B v K+B with same-coloured bishops.
func (p *Position) InsufficientMaterial() bool {
	if p.pieces[Pawn]|p.pieces[Rook]|p.pieces[Queen] != 0 {
		return false
	}
	const dark uint64 = 0xAA55AA55AA55AA55
	n, b := p.pieces[Knight], p.pieces[Bishop]
	switch bits.OnesCount64(n) {
	case 0:
		return b&dark == 0 || b&^dark == 0
	case 1:
		return b == 0
	}
	return false
}

// IsFiftyMoves reports a half-move clock of at least 100.
func (p *Position) IsFiftyMoves() bool { return p.half >= 100 }
