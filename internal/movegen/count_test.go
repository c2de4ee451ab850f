package movegen

import "testing"

// TestLegalCount checks LegalCount against LegalMoves on every position
// of the perft trees to depth 3 (castling both ways, en passant, pins,
// checks, double checks and promotions, Chess960's castling among them)
// and on two positions with a pinned pawn, which may take its pinner in
// the second.
func TestLegalCount(t *testing.T) {
	var starts []Position
	for _, fen := range []string{"4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", "4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1"} {
		p, err := FromFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, p)
	}
	for _, c := range perftCases {
		p, err := FromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, p)
	}
	for _, c := range perft960Cases {
		p, err := FromFEN960(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, p)
	}
	positions := 0
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		var buf [256]Move
		moves := p.LegalMoves(buf[:0])
		positions++
		if got := p.LegalCount(); got != len(moves) {
			t.Fatalf("%s: LegalCount %d, LegalMoves %d", p.FEN(), got, len(moves))
		}
		if depth == 0 {
			return
		}
		for _, m := range moves {
			q := *p
			q.Play(m)
			walk(&q, depth-1)
		}
	}
	for _, p := range starts {
		walk(&p, 3)
	}
	if positions < 100000 {
		t.Errorf("%d positions, want 100000 or more", positions)
	}
}
