package chess

import (
	"strconv"
	"strings"
)

// FromFEN parses a position in Forsyth-Edwards Notation, with the default
// backend (see [DefaultBackend]). The four-field form (without clocks) is
// accepted, with clocks "0 1".
//
// The position must be sound enough for the rules to work: one king per
// side, no pawn on the first or eighth rank, the side not to move not in
// check, each castling right backed by the king and rook on their initial
// squares, and an en-passant square only behind a pawn that may just have
// made a double step. Anything else is a *SyntaxError.
func FromFEN(fen string) (*Position, error) { return FromFENWith(fen, DefaultBackend()) }

// FromFENWith is [FromFEN] with backend b. Both backends accept and reject
// the same FENs, with the same errors: the checks are made here, before
// the backend sees the position. It panics if b is not a Backend constant.
func FromFENWith(fen string, b Backend) (*Position, error) {
	b.mustValid()
	fields := strings.Fields(fen)
	bad := func(reason string) (*Position, error) {
		return nil, &SyntaxError{Text: fen, Reason: reason}
	}
	switch len(fields) {
	case 4:
		fields = append(fields, "0", "1")
	case 6:
	default:
		return bad("a FEN has 6 fields (or 4, without clocks)")
	}

	var board [64]ColoredPiece
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return bad("the board needs 8 ranks")
	}
	kings := [2]int{}
	kingSq := [2]Square{NoSquare, NoSquare}
	for i, r := range ranks {
		rank := 7 - i
		file := 0
		for j := 0; j < len(r); j++ {
			c := r[j]
			if c >= '1' && c <= '8' {
				file += int(c - '0')
				if file > 8 {
					return bad("rank " + strconv.Itoa(rank+1) + " is too long")
				}
				continue
			}
			idx := strings.IndexByte("KQRBNPkqrbnp", c)
			if idx < 0 {
				return bad("bad piece letter " + strconv.QuoteRune(rune(c)))
			}
			if file >= 8 {
				return bad("rank " + strconv.Itoa(rank+1) + " is too long")
			}
			cp := ColoredPiece{Piece: Piece(idx%6 + 1), Color: Color(idx / 6)}
			sq := Square(rank*8 + file)
			if cp.Piece == Pawn && (rank == 0 || rank == 7) {
				return bad("pawn on " + sq.String())
			}
			if cp.Piece == King {
				kings[cp.Color]++
				kingSq[cp.Color] = sq
			}
			board[sq] = cp
			file++
		}
		if file != 8 {
			return bad("rank " + strconv.Itoa(rank+1) + " does not have 8 squares")
		}
	}
	if kings[White] != 1 || kings[Black] != 1 {
		return bad("each side needs exactly one king")
	}

	var turn Color
	switch fields[1] {
	case "w":
		turn = White
	case "b":
		turn = Black
	default:
		return bad("side to move must be w or b")
	}
	if attacked(&board, kingSq[turn.Other()], turn) {
		return bad("the side not to move is in check")
	}

	castling, ok := normalizeCastling(fields[2], &board)
	if !ok {
		return bad("bad or impossible castling rights " + strconv.Quote(fields[2]))
	}

	if ep := fields[3]; ep != "-" {
		sq, err := ParseSquare(ep)
		if err != nil {
			return bad("bad en-passant square")
		}
		// White to move: the target is on rank 6, the black pawn on rank 5.
		wantRank, dir := 5, -8
		if turn == Black {
			wantRank, dir = 2, 8
		}
		if sq.Rank() != wantRank {
			return bad("impossible en-passant square " + ep)
		}
		pawn := board[int(sq)+dir]
		if board[sq].Piece != NoPiece || board[int(sq)-dir].Piece != NoPiece || pawn.Piece != Pawn || pawn.Color == turn {
			return bad("impossible en-passant square " + ep)
		}
	}

	half, err := strconv.Atoi(fields[4])
	if err != nil || half < 0 || half > 1<<20 {
		return bad("bad half-move clock")
	}
	full, err := strconv.Atoi(fields[5])
	if err != nil || full < 1 || full > 1<<20 {
		return bad("bad full-move number")
	}

	norm := strings.Join([]string{fields[0], fields[1], castling, fields[3],
		strconv.Itoa(half), strconv.Itoa(full)}, " ")
	var p *Position
	if b == Library {
		p, err = libFromFEN(norm, attacked(&board, kingSq[turn], turn.Other()))
	} else {
		p, err = fastFromFEN(norm)
	}
	if err != nil {
		return bad(err.Error())
	}
	return p, nil
}

// normalizeCastling checks a FEN castling field against the board and
// returns it in KQkq order.
func normalizeCastling(s string, b *[64]ColoredPiece) (string, bool) {
	if s == "-" {
		return s, true
	}
	if s == "" {
		return "", false
	}
	type right struct {
		c          byte
		king, rook Square
		color      Color
	}
	rights := [4]right{
		{'K', 4, 7, White}, {'Q', 4, 0, White},
		{'k', 60, 63, Black}, {'q', 60, 56, Black},
	}
	var have [4]bool
	for i := 0; i < len(s); i++ {
		k := strings.IndexByte("KQkq", s[i])
		if k < 0 || have[k] {
			return "", false
		}
		have[k] = true
	}
	var out []byte
	for k, r := range rights {
		if !have[k] {
			continue
		}
		if b[r.king] != (ColoredPiece{King, r.color}) || b[r.rook] != (ColoredPiece{Rook, r.color}) {
			return "", false
		}
		out = append(out, r.c)
	}
	return string(out), true
}

// attacked reports whether square sq is attacked by a piece of colour by.
func attacked(b *[64]ColoredPiece, sq Square, by Color) bool {
	f, r := sq.File(), sq.Rank()
	is := func(df, dr int, pieces ...Piece) bool {
		s := NewSquare(f+df, r+dr)
		if s == NoSquare {
			return false
		}
		cp := b[s]
		if cp.Piece == NoPiece || cp.Color != by {
			return false
		}
		for _, p := range pieces {
			if cp.Piece == p {
				return true
			}
		}
		return false
	}
	// Pawns: a white pawn attacks from one rank below.
	pr := -1
	if by == Black {
		pr = 1
	}
	if is(-1, pr, Pawn) || is(1, pr, Pawn) {
		return true
	}
	for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		if is(d[0], d[1], Knight) {
			return true
		}
	}
	for _, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if is(d[0], d[1], King) {
			return true
		}
		slider := Rook
		if d[0] != 0 && d[1] != 0 {
			slider = Bishop
		}
		for k := 1; k < 8; k++ {
			s := NewSquare(f+k*d[0], r+k*d[1])
			if s == NoSquare {
				break
			}
			if b[s].Piece == NoPiece {
				continue
			}
			if b[s].Color == by && (b[s].Piece == slider || b[s].Piece == Queen) {
				return true
			}
			break
		}
	}
	return false
}
