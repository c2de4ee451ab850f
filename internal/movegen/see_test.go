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
