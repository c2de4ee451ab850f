package movegen

import (
	"math/bits"
	"slices"
)

// attacked reports whether square sq is attacked by colour c, with
// occupancy occ used for sliding pieces.
func (p *Position) attacked(sq int, c Color, occ uint64) bool {
	by := p.colors[c]
	if knightAtt[sq]&p.pieces[Knight]&by != 0 ||
		pawnAtt[c^1][sq]&p.pieces[Pawn]&by != 0 ||
		kingAtt[sq]&p.pieces[King]&by != 0 {
		return true
	}
	if rq := (p.pieces[Rook] | p.pieces[Queen]) & by; rookPseudo[sq]&rq != 0 && rookAttacks(sq, occ)&rq != 0 {
		return true
	}
	if bq := (p.pieces[Bishop] | p.pieces[Queen]) & by; bishPseudo[sq]&bq != 0 && bishopAttacks(sq, occ)&bq != 0 {
		return true
	}
	return false
}

// attackersTo returns all pieces (both colours) attacking sq under
// occupancy occ.
func (p *Position) attackersTo(sq int, occ uint64) uint64 {
	return p.stepAttackersTo(sq) | p.sliderAttackersTo(sq, occ)
}

// stepAttackersTo returns the pawns, knights and kings (both colours)
// attacking sq: they do not depend on the occupancy.
func (p *Position) stepAttackersTo(sq int) uint64 {
	return knightAtt[sq]&p.pieces[Knight] |
		kingAtt[sq]&p.pieces[King] |
		pawnAtt[White][sq]&p.pieces[Pawn]&p.colors[Black] |
		pawnAtt[Black][sq]&p.pieces[Pawn]&p.colors[White]
}

// sliderAttackersTo returns the rooks, bishops and queens (both colours)
// attacking sq under occupancy occ.
func (p *Position) sliderAttackersTo(sq int, occ uint64) uint64 {
	return rookAttacks(sq, occ)&(p.pieces[Rook]|p.pieces[Queen]) |
		bishopAttacks(sq, occ)&(p.pieces[Bishop]|p.pieces[Queen])
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool {
	return p.attacked(p.kingSq(p.turn), p.turn.Other(), p.occ())
}

// genState holds what legality tests need: the king, the pieces giving
// check and the pieces pinned to the king.
type genState struct {
	us, them       Color
	own, opp, occ  uint64
	ksq            int
	checkers       uint64
	pinned         uint64
	target         uint64 // where a non-king move may go (evasion mask)
	doubleCheck    bool
	themRQ, themBQ uint64
	// lazyPins: pinned was not worked out (quickState); isPinned looks
	// at the one square it is asked about.
	lazyPins bool
}

// pawnUp is a pawn's step forward as a shift of the board, by colour.
var pawnUp = [2]int{8, -8}

// pawnThird is the rank a pawn's first single step reaches, by colour.
var pawnThird = [2]uint64{rank1 << 16, rank1 << 40}

// pawnSets is where the unpinned pawns pp of us go, set-wise: one step,
// two steps, captures towards the a-file and towards the h-file, each
// within target (the double step's first square need only be empty), and
// up, their step. The shifts are rotations: FromFEN refuses a pawn on the
// first or last rank and the files a capture would wrap from are masked,
// so no rotation wraps round the board. One line serves both colours, and
// the function is small enough for Go to inline it in the three move
// generators (LegalMoves, LegalCount, CheckMoves), the search's hottest code.
func pawnSets(pp, free, opp, target uint64, us Color) (single, double, capL, capR uint64, up int) {
	up = pawnUp[us&1]
	single = bits.RotateLeft64(pp, up) & free
	double = bits.RotateLeft64(single&pawnThird[us&1], up) & free & target
	capL = bits.RotateLeft64(pp&^fileA, up-1) & opp & target
	capR = bits.RotateLeft64(pp&^fileH, up+1) & opp & target
	return single & target, double, capL, capR, up
}

// state fills g, which must be zero, for the position: it is filled
// through a pointer, not returned, as the struct is large enough for
// its copy to show in the search's profile.
func (p *Position) state(g *genState) {
	p.sides(g)
	g.checkers = (knightAtt[g.ksq]&p.pieces[Knight] | pawnAtt[g.us][g.ksq]&p.pieces[Pawn]) & g.opp
	snipers := rookPseudo[g.ksq]&g.themRQ | bishPseudo[g.ksq]&g.themBQ
	for snipers != 0 {
		s := lsb(snipers)
		snipers &= snipers - 1
		b := between[g.ksq][s] & g.occ
		if b == 0 {
			g.checkers |= 1 << s
		} else if b&(b-1) == 0 && b&g.own != 0 {
			g.pinned |= b
		}
	}
	g.evasions()
}

// sides sets what state and quickState share: the sides, their squares,
// the king's square and the enemy sliders.
func (p *Position) sides(g *genState) {
	g.us, g.them = p.turn, p.turn.Other()
	g.own, g.opp = p.colors[g.us], p.colors[g.them]
	g.occ = g.own | g.opp
	g.ksq = lsb(p.pieces[King] & g.own)
	g.themRQ = (p.pieces[Rook] | p.pieces[Queen]) & g.opp
	g.themBQ = (p.pieces[Bishop] | p.pieces[Queen]) & g.opp
}

// evasions sets where a non-king move may go from the checkers: anywhere
// but the own pieces, onto the one checker or between it and the king, or
// nowhere in a double check.
func (g *genState) evasions() {
	switch {
	case g.checkers == 0:
		g.target = ^g.own
	case g.checkers&(g.checkers-1) == 0:
		g.target = g.checkers | between[g.ksq][lsb(g.checkers)]
	default:
		g.doubleCheck = true
	}
}

// quickState is state without the pins, for a caller that looks at a few
// origin squares only (Resolve): isPinned finds whether one is pinned.
// The checkers come from the attacks on the king (no loop over the
// sliders that line up with it), or are known to be none when notInCheck.
func (p *Position) quickState(g *genState, notInCheck bool) {
	p.sides(g)
	g.lazyPins = true
	if notInCheck {
		g.target = ^g.own
		return
	}
	g.checkers = (knightAtt[g.ksq]&p.pieces[Knight] | pawnAtt[g.us][g.ksq]&p.pieces[Pawn]) & g.opp
	if rookPseudo[g.ksq]&g.themRQ != 0 {
		g.checkers |= rookAttacks(g.ksq, g.occ) & g.themRQ
	}
	if bishPseudo[g.ksq]&g.themBQ != 0 {
		g.checkers |= bishopAttacks(g.ksq, g.occ) & g.themBQ
	}
	g.evasions()
}

// isPinned reports whether the piece of the side to move on from (not the
// king) is pinned to its king: alone between the king and an enemy slider
// of the line they share.
func (p *Position) isPinned(g *genState, from int) bool {
	if !g.lazyPins {
		return g.pinned&(1<<from) != 0
	}
	return line[g.ksq&63][from&63] != 0 && p.pinnedOnLine(g, from)
}

// pinnedOnLine is isPinned for a square on a line through the king.
func (p *Position) pinnedOnLine(g *genState, from int) bool {
	ln := line[g.ksq][from]
	if between[g.ksq][from]&g.occ != 0 {
		return false
	}
	if rookPseudo[g.ksq]&(1<<from) != 0 {
		return rookAttacks(from, g.occ)&ln&g.themRQ != 0
	}
	return bishopAttacks(from, g.occ)&ln&g.themBQ != 0
}

// epLegal tests the en-passant capture from -> p.ep by playing it on the
// occupancy and looking at the attackers of the king (this covers the
// horizontal pin of both pawns and captures of a checking pawn).
func (p *Position) epLegal(g *genState, from int) bool {
	to := int(p.ep)
	cs := to ^ 8
	occ := g.occ ^ 1<<from ^ 1<<cs | 1<<to
	if (knightAtt[g.ksq]&p.pieces[Knight]|pawnAtt[g.us][g.ksq]&p.pieces[Pawn])&g.opp&^(1<<cs) != 0 {
		return false
	}
	return rookAttacks(g.ksq, occ)&g.themRQ == 0 && bishopAttacks(g.ksq, occ)&g.themBQ == 0
}

// kingSafe reports whether the king of the side to move may stand on to.
func (p *Position) kingSafe(g *genState, to int) bool {
	return !p.attacked(to, g.them, g.occ&^(1<<g.ksq))
}

// safeSteps returns the squares the king of the side to move may step to:
// those of kingAtt less its own pieces that kingSafe accepts. With two
// steps or more, the squares the enemy pawns, knights and king attack are
// worked out once, as sets, and only the sliders are looked at square by
// square.
func (p *Position) safeSteps(g *genState) uint64 {
	kt := kingAtt[g.ksq] &^ g.own
	if kt&(kt-1) == 0 {
		if kt != 0 && !p.kingSafe(g, lsb(kt)) {
			return 0
		}
		return kt
	}
	pw := p.pieces[Pawn] & g.opp
	var att uint64
	if g.them == White {
		att = (pw&^fileA)<<7 | (pw&^fileH)<<9
	} else {
		att = (pw&^fileA)>>9 | (pw&^fileH)>>7
	}
	att |= kingAtt[lsb(p.pieces[King]&g.opp)&63]
	for b := p.pieces[Knight] & g.opp; b != 0; b &= b - 1 {
		att |= knightAtt[lsb(b)]
	}
	occ := g.occ &^ (1 << g.ksq)
	safe := kt &^ att
	for b := safe; b != 0; b &= b - 1 {
		sq := lsb(b)
		if rookPseudo[sq]&g.themRQ != 0 && rookAttacks(sq, occ)&g.themRQ != 0 ||
			bishPseudo[sq]&g.themBQ != 0 && bishopAttacks(sq, occ)&g.themBQ != 0 {
			safe &^= 1 << sq
		}
	}
	return safe
}

// LegalMoves appends all legal moves of the side to move to buf and
// returns the extended slice. It does not allocate when buf has room for
// them: 218 moves are always enough, so a [256]Move array on the stack
// works (LegalMoves(arr[:0])). The order is unspecified.
func (p *Position) LegalMoves(buf []Move) []Move {
	var g genState
	p.state(&g)
	us := g.us
	// King moves.
	for kt := p.safeSteps(&g); kt != 0; kt &= kt - 1 {
		buf = append(buf, p.mk(g.ksq, lsb(kt), King, NoPiece, 0))
	}
	if g.doubleCheck {
		return buf
	}
	target := g.target
	// Castling (only the rights of the side to move matter).
	if g.checkers == 0 && p.castle&((CastleWK|CastleWQ)<<(2*us)) != 0 {
		buf = p.castles(&g, buf)
	}
	// Knights (a pinned knight never moves).
	for b := p.pieces[Knight] & g.own &^ g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		buf = p.addAll(buf, from, Knight, knightAtt[from]&target)
	}
	for b := p.pieces[Bishop] & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := bishopAttacks(from, g.occ) & target
		if g.pinned&(1<<from) != 0 {
			t &= line[g.ksq][from]
		}
		buf = p.addAll(buf, from, Bishop, t)
	}
	for b := p.pieces[Rook] & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := rookAttacks(from, g.occ) & target
		if g.pinned&(1<<from) != 0 {
			t &= line[g.ksq][from]
		}
		buf = p.addAll(buf, from, Rook, t)
	}
	for b := p.pieces[Queen] & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := (rookAttacks(from, g.occ) | bishopAttacks(from, g.occ)) & target
		if g.pinned&(1<<from) != 0 {
			t &= line[g.ksq][from]
		}
		buf = p.addAll(buf, from, Queen, t)
	}
	// Pawns: unpinned ones set-wise, pinned ones one by one.
	pawns := p.pieces[Pawn] & g.own
	pp := pawns &^ g.pinned
	single, double, capL, capR, up := pawnSets(pp, ^g.occ, g.opp, target, us)
	buf = p.addPawns(buf, single, up, 0)
	for ; double != 0; double &= double - 1 {
		to := lsb(double)
		buf = append(buf, newMove(to-2*up, to, Pawn, NoPiece, mvDouble))
	}
	buf = p.addPawns(buf, capL, up-1, mvCapture)
	buf = p.addPawns(buf, capR, up+1, mvCapture)
	for b := pawns & g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		step, double, caps := g.pinnedPawn(from, up)
		buf = p.addPawns(buf, step, up, 0)
		if double != 0 {
			buf = append(buf, newMove(from, from+2*up, Pawn, NoPiece, mvDouble))
		}
		for ; caps != 0; caps &= caps - 1 {
			t := lsb(caps)
			buf = p.addPawns(buf, 1<<t, t-from, mvCapture)
		}
	}
	// En passant.
	if p.ep != NoSquare {
		for b := pawnAtt[g.them][p.ep] & pawns; b != 0; b &= b - 1 {
			from := lsb(b)
			if p.epLegal(&g, from) {
				buf = append(buf, newMove(from, int(p.ep), Pawn, NoPiece, mvCapture|mvEnPassant))
			}
		}
	}
	return buf
}

func (p *Position) mk(from, to int, pc, promo Piece, flags uint32) Move {
	if p.board[to] != 0 {
		flags |= mvCapture
	}
	return newMove(from, to, pc, promo, flags)
}

func (p *Position) addAll(buf []Move, from int, pc Piece, t uint64) []Move {
	for ; t != 0; t &= t - 1 {
		to := lsb(t)
		buf = append(buf, p.mk(from, to, pc, NoPiece, 0))
	}
	return buf
}

// addPawns adds the pawn moves to the squares of t, each coming from
// to - off, with promotions on the last rank.
func (p *Position) addPawns(buf []Move, t uint64, off int, flags uint32) []Move {
	for ; t != 0; t &= t - 1 {
		to := lsb(t)
		from := to - off
		if (1<<to)&(rank1|rank8) != 0 {
			buf = append(buf,
				newMove(from, to, Pawn, Queen, flags),
				newMove(from, to, Pawn, Rook, flags),
				newMove(from, to, Pawn, Bishop, flags),
				newMove(from, to, Pawn, Knight, flags))
		} else {
			buf = append(buf, newMove(from, to, Pawn, NoPiece, flags))
		}
	}
	return buf
}

// castles appends the legal castling moves; the side is not in check.
func (p *Position) castles(g *genState, buf []Move) []Move {
	if m, ok := p.castleMove(g, 1); ok {
		buf = append(buf, m)
	}
	if m, ok := p.castleMove(g, 2); ok {
		buf = append(buf, m)
	}
	return buf
}

// castleMove returns the castling move of the given side (1 king side, 2
// queen side) if it is legal; the side to move must not be in check.
func (p *Position) castleMove(g *genState, side int) (Move, bool) {
	base := 0
	right := CastleWK
	if g.us == Black {
		base, right = 56, CastleBK
	}
	if side == 2 {
		right <<= 1
	}
	if p.frc {
		return p.castleMove960(g, side, base, right)
	}
	if p.castle&right == 0 || g.ksq != base+4 {
		return 0, false
	}
	var empty uint64
	var pass, to int
	if side == 1 {
		empty, pass, to = 0x60<<base, base+5, base+6
		if p.board[base+7] != uint8(Rook)|uint8(g.us)<<3 {
			return 0, false
		}
	} else {
		empty, pass, to = 0x0E<<base, base+3, base+2
		if p.board[base] != uint8(Rook)|uint8(g.us)<<3 {
			return 0, false
		}
	}
	if g.occ&empty != 0 || p.attacked(pass, g.them, g.occ) || p.attacked(to, g.them, g.occ) {
		return 0, false
	}
	return newMove(base+4, to, King, NoPiece, mvCastle), true
}

// HasLegalMove reports whether the side to move has a legal move. It
// stops at the first one found and is cheaper than LegalMoves.
func (p *Position) HasLegalMove() bool {
	var g genState
	p.quickState(&g, false)
	return p.hasLegal(&g)
}

// HasLegalMoveNotInCheck is HasLegalMove for a caller that knows the side
// to move is not in check (it has asked InCheck).
func (p *Position) HasLegalMoveNotInCheck() bool {
	var g genState
	p.quickState(&g, true)
	return p.hasLegal(&g)
}

// hasLegal is HasLegalMove on the state g of p. The king's moves, which
// cost a look at the attacks on each square, come last: most positions
// have another move.
func (p *Position) hasLegal(g *genState) bool {
	if !g.doubleCheck && p.hasLegalNonKing(g) {
		return true
	}
	if p.frc && g.checkers == 0 && p.castle != 0 {
		// A Chess960 castling may leave the king where it stands.
		var buf [2]Move
		if len(p.castles(g, buf[:0])) > 0 {
			return true
		}
	}
	for kt := kingAtt[g.ksq] &^ g.own; kt != 0; kt &= kt - 1 {
		if p.kingSafe(g, lsb(kt)) {
			return true
		}
	}
	return false
}

// hasLegalNonKing reports whether a piece other than the king has a legal
// move; the side to move is not in double check.
func (p *Position) hasLegalNonKing(g *genState) bool {
	target := g.target
	// Castling needs the king's step to the passed square, so it never
	// adds a position with a legal move.
	for b := p.pieces[Knight] & g.own; b != 0; b &= b - 1 {
		if from := lsb(b); knightAtt[from]&target != 0 && !p.isPinned(g, from) {
			// a pinned knight never moves
			return true
		}
	}
	for b := (p.pieces[Bishop] | p.pieces[Rook] | p.pieces[Queen]) & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		var t uint64
		pc := Piece(p.board[from] & 7)
		if pc != Bishop {
			t |= rookAttacks(from, g.occ)
		}
		if pc != Rook {
			t |= bishopAttacks(from, g.occ)
		}
		t &= target
		if t != 0 && t&line[g.ksq][from] != t && p.isPinned(g, from) {
			t &= line[g.ksq][from]
		}
		if t != 0 {
			return true
		}
	}
	pawns := p.pieces[Pawn] & g.own
	up := 8
	if g.us == Black {
		up = -8
	}
	for b := pawns; b != 0; b &= b - 1 {
		from := lsb(b)
		mask := target
		to := from + up
		var moves uint64
		if g.occ&(1<<to) == 0 {
			moves |= 1 << to
			r := from >> 3
			if (r == 1 && g.us == White || r == 6 && g.us == Black) && g.occ&(1<<(to+up)) == 0 {
				moves |= 1 << (to + up)
			}
		}
		moves |= pawnAtt[g.us][from] & g.opp
		moves &= mask
		if moves != 0 && moves&line[g.ksq][from] != moves && p.isPinned(g, from) {
			moves &= line[g.ksq][from]
		}
		if moves != 0 {
			return true
		}
	}
	if p.ep != NoSquare {
		for b := pawnAtt[g.them][p.ep] & pawns; b != 0; b &= b - 1 {
			if p.epLegal(g, lsb(b)) {
				return true
			}
		}
	}
	return false
}

// Perft counts the leaf nodes of the legal move tree of the given depth
// (null moves are not part of it).
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		q := *p
		q.Play(m)
		n += q.Perft(depth - 1)
	}
	return n
}

// SortedLegalMoves returns the legal moves in a fresh slice, in the
// canonical order of CompareMoves.
func (p *Position) SortedLegalMoves() []Move {
	var buf [256]Move
	ms := slices.Clone(p.LegalMoves(buf[:0]))
	slices.SortFunc(ms, CompareMoves)
	return ms
}

// Checks is what GivesCheckWith needs of a position, worked out once for
// all its moves: the squares from which each piece would check the enemy
// king, and the mover's pieces whose departure from their line to it
// uncovers a check by a slider of the mover (the blockers).
type Checks struct {
	ksq      int
	squares  [8]uint64 // by piece (NoPiece, King and 7: none)
	blockers uint64
}

// Checks returns the checks of p for GivesCheckWith.
func (p *Position) Checks() Checks {
	us := p.turn
	ksq := p.kingSq(us.Other())
	occ := p.occ()
	c := Checks{ksq: ksq}
	c.squares[Pawn] = pawnAtt[us.Other()][ksq]
	c.squares[Knight] = knightAtt[ksq]
	c.squares[Bishop] = bishopAttacks(ksq, occ)
	c.squares[Rook] = rookAttacks(ksq, occ)
	c.squares[Queen] = c.squares[Bishop] | c.squares[Rook]
	own := p.colors[us]
	snipers := (rookPseudo[ksq]&(p.pieces[Rook]|p.pieces[Queen]) | bishPseudo[ksq]&(p.pieces[Bishop]|p.pieces[Queen])) & own
	for snipers != 0 {
		s := lsb(snipers)
		snipers &= snipers - 1
		if b := between[ksq][s] & occ; b != 0 && b&(b-1) == 0 && b&own != 0 {
			c.blockers |= b
		}
	}
	return c
}

// GivesCheck reports whether the legal move m of p leaves the opponent in
// check, without making it. To ask it of many moves of one position,
// GivesCheckWith is cheaper.
func (p *Position) GivesCheck(m Move) bool {
	c := p.Checks()
	return p.GivesCheckWith(&c, m)
}

// GivesCheckWith is GivesCheck with c = p.Checks(): the moved piece
// lands on a square from which it checks (the occupancy before the move
// serves: a slider that leaves the line it checks along would have given
// check from where it stood), or a blocker leaves its line to the king.
// Castling, en passant and promotions, which change more than one
// piece's square or the piece, are made on a copy.
func (p *Position) GivesCheckWith(c *Checks, m Move) bool {
	if m&(mvCastle|mvEnPassant|7<<15) != 0 {
		return p.checksAfter(m)
	}
	from, to := m&63, m>>6&63
	return c.squares[m>>12&7]&(1<<to) != 0 || c.blockers&(1<<from) != 0 && line[c.ksq&63][from]&(1<<to) == 0
}

// checksAfter reports whether m gives check by making it on a copy.
func (p *Position) checksAfter(m Move) bool {
	q := *p
	q.Play(m)
	return q.InCheck()
}
