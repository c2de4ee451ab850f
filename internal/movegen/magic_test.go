package movegen

import (
	"math/rand/v2"
	"testing"
)

// slowSlide is the attacks of a slider on sq along the directions dirs
// under occupancy occ, walked square by square.
func slowSlide(sq int, occ uint64, dirs [4][2]int) uint64 {
	var a uint64
	for _, d := range dirs {
		f, r := sq&7, sq>>3
		for {
			f, r = f+d[0], r+d[1]
			t, ok := sqAt(f, r)
			if !ok {
				break
			}
			a |= 1 << t
			if occ&(1<<t) != 0 {
				break
			}
		}
	}
	return a
}

// TestMagicAttacks checks the attacks read from the magic tables against
// a walk of the board, on every square, under 4000 random occupancies of
// each (sparse and dense ones) and every occupancy of the square's lines.
func TestMagicAttacks(t *testing.T) {
	rook := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishop := [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	rng := rand.New(rand.NewPCG(1, 2))
	check := func(sq int, occ uint64) {
		if got, want := rookAttacks(sq, occ), slowSlide(sq, occ, rook); got != want {
			t.Fatalf("rook on %d, occupancy %#x: %#x, want %#x", sq, occ, got, want)
		}
		if got, want := bishopAttacks(sq, occ), slowSlide(sq, occ, bishop); got != want {
			t.Fatalf("bishop on %d, occupancy %#x: %#x, want %#x", sq, occ, got, want)
		}
	}
	for sq := 0; sq < 64; sq++ {
		for i := 0; i < 1000; i++ {
			check(sq, rng.Uint64())
			check(sq, rng.Uint64()&rng.Uint64())
			check(sq, rng.Uint64()&rng.Uint64()&rng.Uint64())
			check(sq, rng.Uint64()|rng.Uint64())
		}
		for _, lines := range []uint64{rookPseudo[sq], bishPseudo[sq]} {
			for sub := uint64(0); ; {
				check(sq, sub|1<<sq)
				sub = (sub - lines) & lines
				if sub == 0 {
					break
				}
			}
		}
	}
}
