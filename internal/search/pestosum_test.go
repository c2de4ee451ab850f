package search

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

// pestoFromTables is PeSTO's value worked out from its tables piece by
// piece, as written before pestoSquare: the oracle of TestPestoSquare.
func pestoFromTables(p *movegen.Position) int32 {
	var mg, eg, phase int32
	for c := movegen.White; c <= movegen.Black; c++ {
		sign := int32(1)
		if c == movegen.Black {
			sign = -1
		}
		for pc := movegen.King; pc <= movegen.Pawn; pc++ {
			for b := p.Pieces(pc, c); b != 0; b &= b - 1 {
				i := pstIndex(bits.TrailingZeros64(b), c)
				mg += sign * (pestoMG[pc] + pestoTables[0][pc][i])
				eg += sign * (pestoEG[pc] + pestoTables[1][pc][i])
				phase += pestoPhase[pc]
			}
		}
	}
	phase = min(phase, 24)
	return (phase*mg + (24-phase)*eg) / 24 * pestoScale / 100
}

// TestPestoSquare checks that Pesto, which reads pestoSquare, gives the
// value of the tables on every position of 200 random games (every phase,
// promotions included).
func TestPestoSquare(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 4))
	positions := 0
	for range 200 {
		p := movegen.Start()
		for range 300 {
			if got, want := Pesto(&p), pestoFromTables(&p); got != want {
				t.Fatalf("%s: Pesto %d, the tables %d", p.FEN(), got, want)
			}
			positions++
			var buf [256]movegen.Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.Play(moves[r.IntN(len(moves))])
		}
	}
	if positions < 20000 {
		t.Errorf("%d positions compared, want 20000 or more", positions)
	}
}

// TestPestoSumsAfter checks the sums the search keeps along a line
// (pestoSums.after, from the move alone) against the sums added up piece
// by piece after it, for every legal move of every position of 200
// random games: captures, en-passant captures, promotions (with and
// without a capture) and castling (which after leaves to the caller)
// among them.
func TestPestoSumsAfter(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 5))
	var seen [5]int // capture, en passant, promotion, capturing promotion, castling
	for range 200 {
		p := movegen.Start()
		for range 300 {
			s := pestoOf(&p)
			var buf [256]movegen.Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				got, ok := s.after(&p, m)
				q := p
				q.Play(m)
				switch {
				case m.Castle() != 0:
					seen[4]++
					if ok {
						t.Fatalf("%s %s: castling, ok", p.FEN(), m)
					}
					continue
				case m.IsEnPassant():
					seen[1]++
				case m.Promo() != movegen.NoPiece && m.IsCapture():
					seen[3]++
				case m.Promo() != movegen.NoPiece:
					seen[2]++
				case m.IsCapture():
					seen[0]++
				}
				if want := pestoOf(&q); !ok || got != want {
					t.Fatalf("%s %s: sums %+v (ok %v), after it %+v", p.FEN(), m, got, ok, want)
				}
			}
			p.Play(moves[r.IntN(len(moves))])
		}
	}
	for i, n := range seen {
		if n < 20 {
			t.Errorf("kind %d of move seen %d times, want 20 or more (%v)", i, n, seen)
		}
	}
}
