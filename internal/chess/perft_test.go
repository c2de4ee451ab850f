package chess

import "testing"

// perftPosition is what perft needs of a position: Position or the
// tests' oracle.
type perftPosition[P any] interface {
	NumLegalMoves() int
	LegalMoves() []Move
	Play(Move) P
}

// perft counts the leaf nodes of the legal move tree of depth d.
func perft[P perftPosition[P]](p P, d int) int {
	if d == 1 {
		return p.NumLegalMoves()
	}
	n := 0
	for _, m := range p.LegalMoves() {
		n += perft(p.Play(m), d-1)
	}
	return n
}

// TestPerft checks the move tree of Position, and of the oracle of the
// differential tests, against the published counts.
func TestPerft(t *testing.T) {
	// Known counts, from the Chess Programming Wiki "Perft Results" page.
	tests := []struct {
		name  string
		fen   string
		depth int
		want  int
	}{
		{name: "start d1", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 1, want: 20},
		{name: "start d2", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 2, want: 400},
		{name: "start d3", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 3, want: 8902},
		{name: "start d4", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", depth: 4, want: 197281},
		{name: "kiwipete d1", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 1, want: 48},
		{name: "kiwipete d2", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 2, want: 2039},
		{name: "kiwipete d3", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", depth: 3, want: 97862},
		{name: "position 3 d4", fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", depth: 4, want: 43238},
		{name: "position 3 d5", fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", depth: 5, want: 674624},
		{name: "position 4 d3", fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", depth: 3, want: 9467},
		{name: "position 4 mirrored d3", fen: "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", depth: 3, want: 9467},
		{name: "position 5 d3", fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", depth: 3, want: 62379},
		{name: "position 6 d2", fen: "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", depth: 2, want: 2079},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := perft(mustFEN(t, tt.fen), tt.depth); got != tt.want {
				t.Errorf("perft(%d) = %d, want %d", tt.depth, got, tt.want)
			}
			o, err := oracleFromFEN(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := perft(o, tt.depth); got != tt.want {
				t.Errorf("oracle: perft(%d) = %d, want %d", tt.depth, got, tt.want)
			}
		})
	}
}
