package movegen

// Castling by the rules of Chess960 (FromFEN960): whatever the squares of
// king and rook on the first rank, O-O puts the king on g1 and the rook on
// f1, O-O-O the king on c1 and the rook on d1 (g8, f8, c8, d8 for Black);
// every square between the king and its target and between the rook and
// its target is empty but for those two, the king's squares from its own
// to its target are not attacked, nor is its target once the rook has
// moved. The move is the king's, from its square to its target (the same
// square when it stands there), flagged mvCastle, as in chess.

// rightIndex is the index (0..3: WK, WQ, BK, BQ) of the castling right of
// colour c on side (1 king side, 2 queen side).
func rightIndex(c Color, side int) int { return 2*int(c) + side - 1 }

// castling960 reads the castling field of a Chess960 FEN into p.castle
// and p.rooks: "-", or for each right K/Q (k/q) for the outermost rook on
// that side of the king or its file's letter A-H (a-h), as Shredder-FEN
// and X-FEN write them. It reports false for a right without its king and
// rook on their first rank, or given twice.
func (p *Position) castling960(cs string) bool {
	if cs == "-" {
		return true
	}
	if cs == "" {
		return false
	}
	for i := 0; i < len(cs); i++ {
		c := cs[i]
		col, lower := White, c
		if c >= 'a' && c <= 'z' {
			col = Black
		} else {
			lower = c + 'a' - 'A'
		}
		base := 56 * int(col)
		ksq := p.kingSq(col)
		if ksq < base || ksq >= base+8 {
			return false
		}
		rook := uint8(Rook) | uint8(col)<<3
		rsq := -1
		switch {
		case lower == 'k':
			for f := 7; f > ksq-base; f-- {
				if p.board[base+f] == rook {
					rsq = base + f
					break
				}
			}
		case lower == 'q':
			for f := 0; f < ksq-base; f++ {
				if p.board[base+f] == rook {
					rsq = base + f
					break
				}
			}
		case lower >= 'a' && lower <= 'h':
			if sq := base + int(lower-'a'); p.board[sq] == rook && sq != ksq {
				rsq = sq
			}
		}
		if rsq < 0 {
			return false
		}
		side := 2
		if rsq > ksq {
			side = 1
		}
		k := rightIndex(col, side)
		if p.castle&(1<<k) != 0 {
			return false
		}
		p.castle |= 1 << k
		p.rooks[k] = int8(rsq)
	}
	return true
}

// castleLetter writes castling right k in a FEN: KQkq in chess; in
// Chess960 as X-FEN does, K or Q for the outermost rook on its side, else
// its file's letter (upper case for White).
func (p *Position) castleLetter(k int) byte {
	if !p.frc {
		return "KQkq"[k]
	}
	col := Color(k / 2)
	base, rsq := 56*int(col), int(p.rooks[k])
	rook := uint8(Rook) | uint8(col)<<3
	letter, outer := byte('K'), true
	if k%2 == 0 {
		for sq := rsq + 1; sq < base+8; sq++ {
			outer = outer && p.board[sq] != rook
		}
	} else {
		letter = 'Q'
		for sq := base; sq < rsq; sq++ {
			outer = outer && p.board[sq] != rook
		}
	}
	if !outer {
		letter = 'A' + byte(rsq-base)
	}
	if col == Black {
		letter += 'a' - 'A'
	}
	return letter
}

// castleMask960 is the castling rights kept when a move leaves from or
// arrives on sq: a right whose rook stood there is lost (the king's own
// move drops both of its side's, in Play).
func (p *Position) castleMask960(sq int) uint8 {
	m := uint8(15)
	for k := 0; k < 4; k++ {
		if int(p.rooks[k]) == sq {
			m &^= 1 << k
		}
	}
	return m
}

// span is the squares of one rank from a to b, both included.
func span(a, b int) uint64 {
	if a > b {
		a, b = b, a
	}
	return (uint64(1)<<(b-a+1) - 1) << a
}

// castleMove960 is castleMove in Chess960: the castling of side (1 king
// side, 2 queen side) whose right is right, base the first rank's first
// square.
func (p *Position) castleMove960(g *genState, side, base int, right uint8) (Move, bool) {
	if p.castle&right == 0 {
		return 0, false
	}
	k := rightIndex(g.us, side)
	ksq, rsq := g.ksq, int(p.rooks[k])
	if p.board[rsq] != uint8(Rook)|uint8(g.us)<<3 || ksq < base || ksq >= base+8 {
		return 0, false
	}
	kto, rto := base+6, base+5
	if side == 2 {
		kto, rto = base+2, base+3
	}
	others := g.occ &^ (uint64(1)<<ksq | uint64(1)<<rsq)
	if others&(span(ksq, kto)|span(rsq, rto)) != 0 {
		return 0, false
	}
	for b := span(ksq, kto); b != 0; b &= b - 1 {
		if p.attacked(lsb(b), g.them, g.occ) {
			return 0, false
		}
	}
	// The rook gone from its square may open a line onto the king.
	if after := others | uint64(1)<<kto | uint64(1)<<rto; p.attacked(kto, g.them, after) {
		return 0, false
	}
	return newMove(ksq, kto, King, NoPiece, mvCastle), true
}

// playCastle960 makes the Chess960 castling m in place.
func (p *Position) playCastle960(m Move) {
	us := p.turn
	from, to := int(m.From()), int(m.To())
	k := rightIndex(us, m.Castle())
	rf, rt := int(p.rooks[k]), 56*int(us)+5
	if m.Castle() == 2 {
		rt -= 2
	}
	for _, sq := range [2]int{from, rf} {
		b := uint64(1) << sq
		p.pieces[King] &^= b
		p.pieces[Rook] &^= b
		p.colors[us] &^= b
		p.board[sq] = 0
	}
	p.put(to, King, us)
	p.put(rt, Rook, us)
	p.castle &^= (CastleWK | CastleWQ) << (2 * us)
	p.ep = NoSquare
	p.half++
	if us == Black {
		p.full++
	}
	p.turn = us.Other()
}
