package search

import (
	"math/rand/v2"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

// TestSeeLoses checks seeLoses against the static exchange it may skip
// (SEE < 0) on every capture and promotion of the positions of random
// games from a few starts, where pieces of every kind take one another.
func TestSeeLoses(t *testing.T) {
	starts := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	}
	rng := rand.New(rand.NewPCG(26, 9))
	var buf [256]movegen.Move
	checked, skipped := 0, 0
	for _, fen := range starts {
		for game := 0; game < 60; game++ {
			p, err := movegen.FromFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < 120; ply++ {
				moves := p.LegalMoves(buf[:0])
				if len(moves) == 0 {
					break
				}
				for _, m := range moves {
					if !m.IsCapture() && m.Promo() == movegen.NoPiece {
						continue
					}
					want := p.SEE(m, &seeValue) < 0
					if got := seeLoses(&p, m); got != want {
						t.Fatalf("%s %v: seeLoses %v, SEE %d", p.FEN(), m, got, p.SEE(m, &seeValue))
					}
					checked++
					if gain, on := seeValue[victim(&p, m)], seeValue[m.Piece()]; m.Promo() == movegen.NoPiece && gain >= on {
						skipped++
					}
				}
				p.Play(moves[rng.IntN(len(moves))])
			}
		}
	}
	if skipped == 0 || skipped == checked {
		t.Fatalf("%d of %d captures skip the exchange: the test does not tell", skipped, checked)
	}
	t.Logf("%d captures and promotions, %d without the exchange", checked, skipped)
}
