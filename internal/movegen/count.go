package movegen

import "math/bits"

// LegalCount returns the number of legal moves of the side to move,
// len(p.LegalMoves(buf)), without writing them: the sets LegalMoves goes
// through are counted whole (a promotion counts four moves), and only the
// king's steps, castling and en passant are tested one by one. A search
// that evaluates mobility at a leaf, and cuts there more often than it
// goes on, needs the count and seldom the moves.
func (p *Position) LegalCount() int {
	var g genState
	p.state(&g)
	n := bits.OnesCount64(p.safeSteps(&g))
	if g.doubleCheck {
		return n
	}
	target := g.target
	if g.checkers == 0 && p.castle&((CastleWK|CastleWQ)<<(2*g.us)) != 0 {
		var buf [2]Move
		n += len(p.castles(&g, buf[:0]))
	}
	for b := p.pieces[Knight] & g.own &^ g.pinned; b != 0; b &= b - 1 {
		n += bits.OnesCount64(knightAtt[lsb(b)] & target)
	}
	// A queen's diagonal and straight moves are counted apart.
	for b := (p.pieces[Bishop] | p.pieces[Queen]) & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		n += bits.OnesCount64(g.legalTo(from, bishopAttacks(from, g.occ)))
	}
	for b := (p.pieces[Rook] | p.pieces[Queen]) & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		n += bits.OnesCount64(g.legalTo(from, rookAttacks(from, g.occ)))
	}
	return n + p.pawnCount(&g)
}

// legalTo keeps of the squares t a piece on from attacks those it may go
// to: the target, and the line of its king when it is pinned.
func (g *genState) legalTo(from int, t uint64) uint64 {
	t &= g.target
	if g.pinned&(1<<from) != 0 {
		t &= line[g.ksq][from]
	}
	return t
}

// pawnCount is LegalCount's count of the pawn moves, en passant included.
func (p *Position) pawnCount(g *genState) int {
	us, target := g.us, g.target
	pawns := p.pieces[Pawn] & g.own
	pp := pawns &^ g.pinned
	single, double, capL, capR, up := pawnSets(pp, ^g.occ, g.opp, target, us)
	n := promoCount(single) + bits.OnesCount64(double) + promoCount(capL) + promoCount(capR)
	for b := pawns & g.pinned; b != 0; b &= b - 1 {
		step, double, caps := g.pinnedPawn(lsb(b), up)
		n += promoCount(step | double | caps)
	}
	if p.ep != NoSquare {
		for b := pawnAtt[g.them][p.ep] & pawns; b != 0; b &= b - 1 {
			if p.epLegal(g, lsb(b)) {
				n++
			}
		}
	}
	return n
}

// pinnedPawn returns where the pinned pawn on from (moving up) may go:
// its step, its double step and its captures, each kept to the target and
// to the line of its king. LegalMoves, CheckMoves, Captures and
// LegalCount go through it.
func (g *genState) pinnedPawn(from, up int) (step, double, caps uint64) {
	mask := g.target & line[g.ksq][from]
	to := from + up
	if g.occ&(1<<to) == 0 {
		step = (1 << to) & mask
		r := from >> 3
		if (r == 1 && g.us == White || r == 6 && g.us == Black) && g.occ&(1<<(to+up)) == 0 {
			double = (1 << (to + up)) & mask
		}
	}
	return step, double, pawnAtt[g.us][from] & g.opp & mask
}

// promoCount counts the pawn moves to the squares of t: four on the last
// rank (the promotions), one elsewhere.
func promoCount(t uint64) int {
	return bits.OnesCount64(t&^(rank1|rank8)) + 4*bits.OnesCount64(t&(rank1|rank8))
}
