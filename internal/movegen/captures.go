package movegen

import "math/bits"

// Captures appends to buf the legal moves of the side to move that
// capture or promote, in the order LegalMoves gives them (its moves less
// the others), and returns the extended slice and the number of all the
// legal moves (LegalCount). A quiescence search, which tries the captures
// and promotions alone but counts every move for the mobility, so writes
// neither the quiet moves nor works out the attacks of a piece twice.
func (p *Position) Captures(buf []Move) ([]Move, int) {
	var g genState
	p.state(&g)
	kt := p.safeSteps(&g)
	n := bits.OnesCount64(kt)
	buf = p.addAll(buf, g.ksq, King, kt&g.opp)
	if g.doubleCheck {
		return buf, n
	}
	us, target := g.us, g.target
	if g.checkers == 0 && p.castle&((CastleWK|CastleWQ)<<(2*us)) != 0 {
		var cb [2]Move
		for _, m := range p.castles(&g, cb[:0]) {
			n++
			if m.IsCapture() || m.Promo() != NoPiece {
				buf = append(buf, m)
			}
		}
	}
	for b := p.pieces[Knight] & g.own &^ g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		t := knightAtt[from] & target
		n += bits.OnesCount64(t)
		buf = p.addAll(buf, from, Knight, t&g.opp)
	}
	for b := p.pieces[Bishop] & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := g.legalTo(from, bishopAttacks(from, g.occ))
		n += bits.OnesCount64(t)
		buf = p.addAll(buf, from, Bishop, t&g.opp)
	}
	for b := p.pieces[Rook] & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := g.legalTo(from, rookAttacks(from, g.occ))
		n += bits.OnesCount64(t)
		buf = p.addAll(buf, from, Rook, t&g.opp)
	}
	for b := p.pieces[Queen] & g.own; b != 0; b &= b - 1 {
		from := lsb(b)
		t := g.legalTo(from, rookAttacks(from, g.occ)|bishopAttacks(from, g.occ))
		n += bits.OnesCount64(t)
		buf = p.addAll(buf, from, Queen, t&g.opp)
	}
	pawns := p.pieces[Pawn] & g.own
	pp := pawns &^ g.pinned
	single, double, capL, capR, up := pawnSets(pp, ^g.occ, g.opp, target, us)
	n += promoCount(single) + bits.OnesCount64(double) + promoCount(capL) + promoCount(capR)
	buf = p.addPawns(buf, single&(rank1|rank8), up, 0)
	buf = p.addPawns(buf, capL, up-1, mvCapture)
	buf = p.addPawns(buf, capR, up+1, mvCapture)
	for b := pawns & g.pinned; b != 0; b &= b - 1 {
		from := lsb(b)
		step, double, caps := g.pinnedPawn(from, up)
		n += promoCount(step) + bits.OnesCount64(double)
		buf = p.addPawns(buf, step&(rank1|rank8), up, 0)
		for ; caps != 0; caps &= caps - 1 {
			t := lsb(caps)
			n += promoCount(1 << t)
			buf = p.addPawns(buf, 1<<t, t-from, mvCapture)
		}
	}
	if p.ep != NoSquare {
		for b := pawnAtt[g.them][p.ep] & pawns; b != 0; b &= b - 1 {
			from := lsb(b)
			if p.epLegal(&g, from) {
				n++
				buf = append(buf, newMove(from, int(p.ep), Pawn, NoPiece, mvCapture|mvEnPassant))
			}
		}
	}
	return buf, n
}
