package movegen

import "testing"

func TestSEE(t *testing.T) {
	values := [8]int32{King: 20000, Queen: 900, Rook: 500, Bishop: 330, Knight: 320, Pawn: 100}
	for _, c := range []struct {
		fen, uci string
		want     int32
	}{
		// A pawn taken by a rook, undefended.
		{"1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5", 100},
		// Nxe5: the pawn is defended by a knight, a bishop and a queen
		// behind it, attacked by a rook and a queen behind it: the
		// knight for a pawn.
		{"1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5", -220},
		// A queen takes a defended pawn.
		{"4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", "e1e5", -800},
		// A rook takes a rook defended by a rook: even.
		{"3rk3/8/8/3r4/8/8/3R4/4K3 w - - 0 1", "d2d5", 0},
		// The same with a white rook behind (an x-ray): a rook won.
		{"3rk3/8/8/3r4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 500},
		// The same, the black rook undefended.
		{"4k3/8/8/3r4/8/8/3R4/4K3 w - - 0 1", "d2d5", 500},
		// En passant, undefended.
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100},
		// A quiet move to a square a pawn attacks loses the knight.
		{"4k3/8/2p5/8/8/2N5/8/4K3 w - - 0 1", "c3d5", -320},
		// A promotion, undefended: a queen for a pawn.
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", 800},
		// A queen takes a pawn the king defends.
		{"8/8/2k5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2d5", -800},
		// The king may not take back a defended piece (a rook behind).
		{"8/8/2k5/3p4/8/8/3Q4/3RK3 w - - 0 1", "d2d5", 100},
	} {
		p, err := FromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUCI(c.uci)
		if err != nil {
			t.Fatalf("%s %s: %v", c.fen, c.uci, err)
		}
		if got := p.SEE(m, &values); got != c.want {
			t.Errorf("%s %s: SEE %d, want %d", c.fen, c.uci, got, c.want)
		}
	}
}

// seeByAttackersTo is SEE as it was first written, looking for every
// attacker of the square again after each capture: TestSEEAttackers
// checks SEE against it.
func (p *Position) seeByAttackersTo(m Move, values *[8]int32) int32 {
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
	attackers := p.attackersTo(to, occ) & occ
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
			break
		}
		d++
		gain[d] = onSquare - gain[d-1]
		onSquare = values[pc]
		occ &^= bb & -bb
		attackers = p.attackersTo(to, occ) & occ
		side ^= 1
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// TestSEEAttackers checks SEE, which looks only for the sliders again
// after each capture, against seeByAttackersTo on every capture and
// promotion of the positions of TestLegalCount.
func TestSEEAttackers(t *testing.T) {
	values := [8]int32{King: 20000, Queen: 900, Rook: 500, Bishop: 330, Knight: 320, Pawn: 100}
	moves, exchanges := 0, 0
	walkCountStarts(t, func(p *Position, legal []Move) {
		for _, m := range legal {
			if !m.IsCapture() && m.Promo() == NoPiece {
				continue // a quiet move's exchange is the same code
			}
			moves++
			got, want := p.SEE(m, &values), p.seeByAttackersTo(m, &values)
			if got != want {
				t.Fatalf("%s %s: SEE %d, want %d", p.FEN(), m.UCI(), got, want)
			}
			if got != 0 && m.IsCapture() {
				exchanges++
			}
		}
	})
	if moves < 100000 || exchanges < 50000 {
		t.Errorf("%d captures, %d that win or lose, want 100000 and 50000 or more", moves, exchanges)
	}
}
