package movegen

import (
	"testing"
)

// perftCases are the standard published perft numbers
// (chessprogramming.org "Perft Results").
var perftCases = []struct {
	name  string
	fen   string
	nodes []uint64 // nodes[d-1] is perft(d)
}{
	{"start", StartFEN, []uint64{20, 400, 8902, 197281, 4865609}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []uint64{48, 2039, 97862, 4085603}},
	{"pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []uint64{14, 191, 2812, 43238, 674624}},
	{"pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []uint64{6, 264, 9467, 422333}},
	{"pos4mirror", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", []uint64{6, 264, 9467, 422333}},
	{"pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []uint64{44, 1486, 62379}},
	{"pos6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []uint64{46, 2079, 89890}},
}

func TestPerft(t *testing.T) {
	for _, tc := range perftCases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := FromFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			for d, want := range tc.nodes {
				if got := p.Perft(d + 1); got != want {
					t.Fatalf("perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// perft960Cases are Chess960 positions: the first four of the published
// Chess960 perft table (chessprogramming.org "Chess960 Perft Results",
// Shredder-FEN), and positions where the king stands on its target square
// (g1 with the rook on h1), next to its rook (b1 and a1), or where
// castling rooks stand beyond their king's target; every figure was
// checked against Stockfish 15 (UCI_Chess960, go perft).
var perft960Cases = []struct {
	name  string
	fen   string
	nodes []uint64
}{
	{"960-1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", []uint64{21, 528, 12189, 326672}},
	{"960-2", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", []uint64{21, 807, 18002, 667366}},
	{"960-3", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", []uint64{20, 479, 10471, 273318}},
	{"960-4", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", []uint64{22, 593, 13440, 382958}},
	{"king on its target", "1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", []uint64{24, 479, 10954, 237166}},
	{"king beside its rooks", "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1", []uint64{24, 479, 11099, 242723}},
	{"enemy rooks on the rank", "r3k2r/8/8/8/8/8/8/1rR1K1Rr w GC - 0 1", []uint64{9, 334, 5596, 203377}},
}

func TestPerft960(t *testing.T) {
	for _, tc := range perft960Cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := FromFEN960(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			for d, want := range tc.nodes {
				if testing.Short() && d >= 3 {
					break
				}
				if got := p.Perft(d + 1); got != want {
					t.Fatalf("perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}

// A Chess960 FEN reads back as X-FEN writes it: K and Q for the
// outermost rooks, a file letter for another; castling moves king and
// rook to their files and drops the side's rights.
func TestFEN960(t *testing.T) {
	tests := []struct{ in, out, castle, after string }{
		{"rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1", "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
			"O-O", "rk5r/8/8/8/8/8/8/R4RK1 b kq - 1 1"},
		{"rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1", "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
			"O-O-O", "rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1"},
		{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1",
			"O-O", "1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1"},
		{"rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1", "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1",
			"O-O-O", "rr2k3/8/8/8/8/8/8/R1KR4 b b - 1 1"},
	}
	for _, tt := range tests {
		p, err := FromFEN960(tt.in)
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if got := p.FEN(); got != tt.out {
			t.Errorf("FEN %s, want %s", got, tt.out)
		}
		spec, err := ParseSAN(tt.castle)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.Resolve(spec)
		if err != nil {
			t.Fatalf("%s in %s: %v", tt.castle, tt.in, err)
		}
		if san := p.SAN(m); san != tt.castle {
			t.Errorf("SAN %s, want %s", san, tt.castle)
		}
		p.Play(m)
		if got := p.FEN(); got != tt.after {
			t.Errorf("after %s: %s, want %s", tt.castle, got, tt.after)
		}
	}
	for _, bad := range []string{"4k3/8/8/8/8/8/8/4K2R w A - 0 1", "4k3/8/8/8/8/8/8/R3K3 w KK - 0 1", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"} {
		if _, err := FromFEN960(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
