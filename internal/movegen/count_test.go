package movegen

import (
	"slices"
	"testing"
)

// TestLegalCount checks LegalCount against LegalMoves on every position
// of the perft trees to depth 3 (castling both ways, en passant, pins,
// checks, double checks and promotions, Chess960's castling among them)
// and on two positions with a pinned pawn, which may take its pinner in
// the second.
func TestLegalCount(t *testing.T) {
	positions := 0
	walkCountStarts(t, func(p *Position, moves []Move) {
		positions++
		if got := p.LegalCount(); got != len(moves) {
			t.Fatalf("%s: LegalCount %d, LegalMoves %d", p.FEN(), got, len(moves))
		}
	})
	if positions < 100000 {
		t.Errorf("%d positions, want 100000 or more", positions)
	}
}

// TestCaptures checks Captures against LegalMoves on the positions of
// TestLegalCount: the captures and promotions of LegalMoves, in its order,
// and the number of all its moves.
func TestCaptures(t *testing.T) {
	positions, captures := 0, 0
	walkCountStarts(t, func(p *Position, moves []Move) {
		positions++
		var want []Move
		for _, m := range moves {
			if m.IsCapture() || m.Promo() != NoPiece {
				want = append(want, m)
			}
		}
		var buf [256]Move
		got, n := p.Captures(buf[:0])
		if n != len(moves) || !slices.Equal(got, want) {
			t.Fatalf("%s: Captures %v and %d moves, want %v and %d", p.FEN(), got, n, want, len(moves))
		}
		captures += len(got)
	})
	if positions < 100000 || captures < 100000 {
		t.Errorf("%d positions, %d captures, want 100000 or more of each", positions, captures)
	}
}

// walkCountStarts calls f on every position of the perft trees to depth 3
// and of two positions with a pinned pawn, with its legal moves.
func walkCountStarts(t *testing.T, f func(p *Position, moves []Move)) {
	t.Helper()
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
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		var buf [256]Move
		moves := p.LegalMoves(buf[:0])
		f(p, moves)
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
}
