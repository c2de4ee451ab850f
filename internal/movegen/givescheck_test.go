package movegen

import (
	"math/rand/v2"
	"testing"
)

// checkGivesCheck compares GivesCheck with making each legal move of p
// and asking InCheck; it returns how many moves give check.
func checkGivesCheck(t *testing.T, p *Position) int {
	t.Helper()
	var buf [256]Move
	checks := 0
	c := p.Checks()
	for _, m := range p.LegalMoves(buf[:0]) {
		q := *p
		q.Play(m)
		want := q.InCheck()
		if got := p.GivesCheck(m); got != want {
			t.Fatalf("%s: GivesCheck(%s) = %v, want %v", p.FEN(), p.SAN(m), got, want)
		}
		if got := p.GivesCheckWith(&c, m); got != want {
			t.Fatalf("%s: GivesCheckWith(%s) = %v, want %v", p.FEN(), p.SAN(m), got, want)
		}
		if want {
			checks++
		}
	}
	return checks
}

// checkCases has one position for each kind of check, with the number of
// checking moves.
var checkCases = []struct {
	name, fen string
	checks    int
}{
	{"knight", "8/8/8/4k3/8/8/8/4K1N1 w - - 0 1", 1},
	{"pawn", "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1", 0},
	{"pawn push", "8/4k3/8/3P4/8/8/8/4K3 w - - 0 1", 1},
	{"discovered by a knight", "4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1", 8},
	{"discovered by a king", "7k/8/8/8/8/8/1K6/B7 w - - 0 1", 6},
	{"discovered by a pawn", "4k3/8/8/8/8/8/4P3/4RK2 w - - 0 1", 0},
	{"discovered by a pawn capture", "4k3/8/8/8/8/3p4/4P3/4RK2 w - - 0 1", 1},
	{"promotion", "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1", 2},
	{"promotion capture", "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", 4},
	{"promotion behind the pawn", "3r4/4P3/5k2/8/8/8/8/4K3 w - - 0 1", 3},
	{"slider along its line", "4k3/8/8/8/4p3/8/4Q3/4K3 w - - 0 1", 3},
	{"en passant discovers", "8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 1", 1},
	{"en passant direct", "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1", 1},
	{"castling", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 3},
	{"queen side castling", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 3},
	{"black", "4k3/8/8/8/8/8/r7/6K1 b - - 0 1", 2},
	{"discovered by a pawn push", "8/8/8/8/R2P3k/8/8/4K3 w - - 0 1", 1},
	{"discovered by a double push", "8/8/8/8/8/8/R2P3k/4K3 w - - 0 1", 2},
	{"discovered by a black pawn", "4k3/8/8/8/8/8/r2p3K/8 b - - 0 1", 4},
}

// TestGivesCheck checks GivesCheck against make-and-InCheck on every
// legal move of the perft positions (Chess960 ones included), positions
// built for each kind of check, and every position of random games from
// the differential start positions.
func TestGivesCheck(t *testing.T) {
	checks := 0
	for _, tc := range perftCases {
		p := mustFEN(t, tc.fen)
		checks += checkGivesCheck(t, &p)
	}
	for _, tc := range perft960Cases {
		p, err := FromFEN960(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		checks += checkGivesCheck(t, &p)
	}
	for _, tc := range checkCases {
		p := mustFEN(t, tc.fen)
		if n := checkGivesCheck(t, &p); n != tc.checks {
			t.Errorf("%s: %d checking moves, want %d", tc.name, n, tc.checks)
		}
	}
	rng := rand.New(rand.NewPCG(26, 5))
	for game := range 200 {
		p := mustFEN(t, diffStarts[game%len(diffStarts)])
		for range 150 {
			checks += checkGivesCheck(t, &p)
			var buf [256]Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
	if checks < 1000 {
		t.Fatalf("only %d checking moves seen", checks)
	}
}
