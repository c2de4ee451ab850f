package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// checkCheckMoves compares CheckMoves and FirstQuiet on p with the legal
// moves of LegalMoves, each made and InCheck asked: the checking ones in
// their order, their number, the first that does not check. It returns
// how many moves give check.
func checkCheckMoves(t *testing.T, p *Position) int {
	t.Helper()
	var buf, cbuf [256]Move
	moves := p.LegalMoves(buf[:0])
	var want []Move
	var quiet Move
	hasQuiet := false
	for _, m := range moves {
		q := *p
		q.Play(m)
		switch {
		case q.InCheck():
			want = append(want, m)
		case !hasQuiet:
			quiet, hasQuiet = m, true
		}
	}
	c := p.Checks()
	got, n := p.CheckMoves(cbuf[:0], &c)
	if !slices.Equal(got, want) {
		t.Fatalf("%s: CheckMoves %v, want %v", p.FEN(), got, want)
	}
	if n != len(moves) {
		t.Fatalf("%s: CheckMoves counts %d legal moves, want %d", p.FEN(), n, len(moves))
	}
	// A buffer already holding moves keeps them.
	pre := append(make([]Move, 0, 300), Move(1), Move(2))
	if got, _ := p.CheckMoves(pre, &c); !slices.Equal(got[:2], pre[:2]) || !slices.Equal(got[2:], want) {
		t.Fatalf("%s: CheckMoves after 2 moves %v, want them then %v", p.FEN(), got, want)
	}
	if m, ok := p.FirstQuiet(&c); ok != hasQuiet || m != quiet {
		t.Fatalf("%s: FirstQuiet %v %v, want %v %v", p.FEN(), m, ok, quiet, hasQuiet)
	}
	return len(want)
}

// TestCheckMoves checks CheckMoves and FirstQuiet against LegalMoves and
// make-and-InCheck on every position of the perft trees to depth 2
// (Chess960's among them), the positions built for each kind of check,
// and every position of random games from the differential start
// positions.
func TestCheckMoves(t *testing.T) {
	var starts []Position
	for _, tc := range perftCases {
		starts = append(starts, mustFEN(t, tc.fen))
	}
	for _, tc := range perft960Cases {
		p, err := FromFEN960(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, p)
	}
	for _, tc := range checkCases {
		p := mustFEN(t, tc.fen)
		if n := checkCheckMoves(t, &p); n != tc.checks {
			t.Errorf("%s: %d checking moves, want %d", tc.name, n, tc.checks)
		}
		starts = append(starts, p)
	}
	positions, checks := 0, 0
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		positions++
		checks += checkCheckMoves(t, p)
		if depth == 0 {
			return
		}
		var buf [256]Move
		for _, m := range p.LegalMoves(buf[:0]) {
			q := *p
			q.Play(m)
			walk(&q, depth-1)
		}
	}
	for _, p := range starts {
		walk(&p, 2)
	}
	rng := rand.New(rand.NewPCG(26, 6))
	for game := range 200 {
		p := mustFEN(t, diffStarts[game%len(diffStarts)])
		for range 150 {
			positions++
			checks += checkCheckMoves(t, &p)
			var buf [256]Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
	if positions < 30000 || checks < 20000 {
		t.Fatalf("%d positions, %d checking moves seen", positions, checks)
	}
	t.Logf("%d positions, %d checking moves", positions, checks)
}
