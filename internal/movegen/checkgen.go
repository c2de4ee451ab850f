package movegen

import "math/bits"

// A mate search one half-move from its depth limit needs, of the legal
// moves, only those that give check (no other can mate on the last
// half-move), how many there are in all, and one move that gives no
// check. CheckMoves and FirstQuiet give them without writing every legal
// move and asking GivesCheckWith of each.

// to returns the squares from which a piece pc on from gives check or
// uncovers one (c.squares, or every square off its line to the enemy king
// for a blocker): the targets where a plain move of it checks.
func (c *Checks) to(pc Piece, from int) uint64 {
	t := c.squares[pc&7]
	if c.blockers&(1<<from) != 0 {
		t |= ^line[c.ksq&63][from&63]
	}
	return t
}

// pawnTo is to for the pawns of pawns moving by off: a pawn checks from
// c.squares[Pawn], or may uncover a check when it is a blocker (the
// filter of CheckMoves tells which).
func (c *Checks) pawnTo(pawns uint64, off int) uint64 {
	b := pawns & c.blockers
	if off > 0 {
		b <<= off
	} else {
		b >>= -off
	}
	return c.squares[Pawn] | b
}

// CheckMoves appends to buf the legal moves of the side to move that give
// check, c being p.Checks(), in the order LegalMoves gives them, and
// returns the extended slice and the number of legal moves (LegalCount).
// The moves of the king, castling, en passant, promotions and pinned pawns
// are written as LegalMoves writes them, the others only where the piece
// lands on a checking square or leaves its line to the enemy king; every
// move written is then kept only when GivesCheckWith says it checks.
func (p *Position) CheckMoves(buf []Move, c *Checks) ([]Move, int) {
	var g genState
	p.state(&g)
	start := len(buf)
	n := 0
	for kt := p.safeSteps(&g); kt != 0; kt &= kt - 1 {
		n++
		buf = append(buf, p.mk(g.ksq, lsb(kt), King, NoPiece, 0))
	}
	if g.doubleCheck {
		return p.keepChecks(buf, start, c), n
	}
	target := g.target
	if g.checkers == 0 && p.castle&((CastleWK|CastleWQ)<<(2*g.us)) != 0 {
		k := len(buf)
		buf = p.castles(&g, buf)
		n += len(buf) - k
	}
	for b := p.pieces[Knight] & g.own &^ g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		t := knightAtt[from] & target
		n += bits.OnesCount64(t)
		buf = p.addAll(buf, from, Knight, t&c.to(Knight, from))
	}
	for _, pc := range [...]Piece{Bishop, Rook, Queen} {
		for b := p.pieces[pc] & g.own; b != 0; b &= b - 1 {
			from := lsb(b)
			t := g.legalTo(from, p.slides(pc, from, g.occ))
			n += bits.OnesCount64(t)
			buf = p.addAll(buf, from, pc, t&c.to(pc, from))
		}
	}
	buf, n = p.pawnChecks(&g, buf, n, c)
	return p.keepChecks(buf, start, c), n
}

// pawnChecks is CheckMoves for the pawns: the moves of the unpinned pawns
// set-wise (the promotions all written), the pinned ones and en passant
// one by one, n counting them all.
func (p *Position) pawnChecks(g *genState, buf []Move, n int, c *Checks) ([]Move, int) {
	us, target := g.us, g.target
	pawns := p.pieces[Pawn] & g.own
	pp := pawns &^ g.pinned
	single, double, capL, capR, up := pawnSets(pp, ^g.occ, g.opp, target, us)
	n += promoCount(single) + bits.OnesCount64(double) + promoCount(capL) + promoCount(capR)
	promo := rank1 | rank8
	buf = p.addPawns(buf, single&(c.pawnTo(pp, up)|promo), up, 0)
	for d := double & c.pawnTo(pp, 2*up); d != 0; d &= d - 1 {
		to := lsb(d)
		buf = append(buf, newMove(to-2*up, to, Pawn, NoPiece, mvDouble))
	}
	buf = p.addPawns(buf, capL&(c.pawnTo(pp, up-1)|promo), up-1, mvCapture)
	buf = p.addPawns(buf, capR&(c.pawnTo(pp, up+1)|promo), up+1, mvCapture)
	for b := pawns & g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		step, double, caps := g.pinnedPawn(from, up)
		n += promoCount(step)
		buf = p.addPawns(buf, step, up, 0)
		if double != 0 {
			n++
			buf = append(buf, newMove(from, from+2*up, Pawn, NoPiece, mvDouble))
		}
		for ; caps != 0; caps &= caps - 1 {
			to := lsb(caps)
			n += promoCount(1 << to)
			buf = p.addPawns(buf, 1<<to, to-from, mvCapture)
		}
	}
	if p.ep != NoSquare {
		for b := pawnAtt[g.them][p.ep] & pawns; b != 0; b &= b - 1 {
			if from := lsb(b); p.epLegal(g, from) {
				n++
				buf = append(buf, newMove(from, int(p.ep), Pawn, NoPiece, mvCapture|mvEnPassant))
			}
		}
	}
	return buf, n
}

// keepChecks keeps, of the moves buf[start:], in their order, those that
// give check.
func (p *Position) keepChecks(buf []Move, start int, c *Checks) []Move {
	k := start
	for _, m := range buf[start:] {
		if p.GivesCheckWith(c, m) {
			buf[k] = m
			k++
		}
	}
	return buf[:k]
}

// FirstQuiet returns the first legal move of the side to move, in the
// order LegalMoves gives them, that gives no check (c being p.Checks()),
// and false when every legal move checks (or there is none). It stops
// there: most positions have one among the king's first steps.
func (p *Position) FirstQuiet(c *Checks) (Move, bool) {
	var g genState
	p.state(&g)
	for kt := kingAtt[g.ksq] &^ g.own; kt != 0; kt &= kt - 1 {
		to := lsb(kt)
		if !p.kingSafe(&g, to) {
			continue
		}
		if m := p.mk(g.ksq, to, King, NoPiece, 0); !p.GivesCheckWith(c, m) {
			return m, true
		}
	}
	if g.doubleCheck {
		return 0, false
	}
	var buf [256]Move
	moves := buf[:0]
	if g.checkers == 0 && p.castle&((CastleWK|CastleWQ)<<(2*g.us)) != 0 {
		moves = p.castles(&g, moves)
	}
	if m, ok := p.firstQuietOf(moves, c); ok {
		return m, true
	}
	target := g.target
	for b := p.pieces[Knight] & g.own &^ g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		if t := knightAtt[from] & target &^ c.to(Knight, from); t != 0 {
			return p.mk(from, lsb(t), Knight, NoPiece, 0), true
		}
	}
	for _, pc := range [...]Piece{Bishop, Rook, Queen} {
		for b := p.pieces[pc] & g.own; b != 0; b &= b - 1 {
			from := lsb(b)
			if t := g.legalTo(from, p.slides(pc, from, g.occ)) &^ c.to(pc, from); t != 0 {
				return p.mk(from, lsb(t), pc, NoPiece, 0), true
			}
		}
	}
	// The pawns: their moves as LegalMoves writes them, asked one by one.
	moves, _ = p.pawnChecks(&g, buf[:0], 0, &allSquares)
	return p.firstQuietOf(moves, c)
}

// allSquares is a Checks whose every square checks: pawnChecks then
// writes every pawn move.
var allSquares = Checks{squares: [8]uint64{Pawn: ^uint64(0)}}

// firstQuietOf returns the first of moves that gives no check.
func (p *Position) firstQuietOf(moves []Move, c *Checks) (Move, bool) {
	for _, m := range moves {
		if !p.GivesCheckWith(c, m) {
			return m, true
		}
	}
	return 0, false
}

// slides returns the squares a slider pc (a bishop, a rook or a queen) on
// from attacks under the occupancy occ.
func (p *Position) slides(pc Piece, from int, occ uint64) uint64 {
	var t uint64
	if pc != Bishop {
		t = rookAttacks(from, occ)
	}
	if pc != Rook {
		t |= bishopAttacks(from, occ)
	}
	return t
}
