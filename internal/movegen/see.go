package movegen

// seeOrder is the order in which an exchange brings in its attackers:
// the least valuable first.
var seeOrder = [6]Piece{Pawn, Knight, Bishop, Rook, Queen, King}

// SEE is the static exchange evaluation of the move m of p: the material
// the side to move wins on m's target square when, after m, both sides
// take back there in turn with their least valuable piece for as long as
// it pays, each piece worth values[piece] (a promotion counts the promoted
// piece). Sliders behind a capturer join in (x-rays); pins, checks and the
// promotions of later captures are not looked at, as usual. A quiet move
// gives 0 or the loss of the moved piece.
func (p *Position) SEE(m Move, values *[8]int32) int32 {
	from, to := int(m.From()), int(m.To())
	var gain [32]int32
	occ := p.occ() &^ (1 << from)
	if m.IsEnPassant() {
		gain[0] = values[Pawn]
		occ &^= 1 << (to ^ 8)
	} else if v := Piece(p.board[to] & 7); v != NoPiece {
		gain[0] = values[v]
	}
	onSquare := values[m.Piece()]
	if pr := m.Promo(); pr != NoPiece {
		gain[0] += values[pr] - values[Pawn]
		onSquare = values[pr]
	}
	// The pieces that attack to by a step (pawns, knights, kings) do not
	// change as the exchange empties squares: only the sliders are looked
	// for again after each capture.
	steps := p.stepAttackersTo(to)
	attackers := (steps | p.sliderAttackersTo(to, occ)) & occ
	side := p.turn ^ 1
	d := 0
	for d+1 < len(gain) {
		mine := attackers & p.colors[side]
		if mine == 0 {
			break
		}
		var pc Piece
		var bb uint64
		for _, pc = range seeOrder {
			if bb = mine & p.pieces[pc]; bb != 0 {
				break
			}
		}
		if pc == King && attackers&p.colors[side^1] != 0 {
			break // the king may not take a defended piece
		}
		d++
		gain[d] = onSquare - gain[d-1]
		onSquare = values[pc]
		occ &^= bb & -bb
		attackers = (steps | p.sliderAttackersTo(to, occ)) & occ
		side ^= 1
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}
