package search

import (
	"strings"
	"testing"
)

// mirrorFEN is fen with the board turned over and the colours swapped:
// the same position for the other side.
func mirrorFEN(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	sw := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			if c >= 'a' && c <= 'z' {
				b[i] = c - 32
			} else if c >= 'A' && c <= 'Z' {
				b[i] = c + 32
			}
		}
		return string(b)
	}
	f[0] = sw(strings.Join(ranks, "/"))
	if f[1] == "w" {
		f[1] = "b"
	} else {
		f[1] = "w"
	}
	f[2] = sw(f[2])
	if f[3] != "-" {
		f[3] = string(f[3][0]) + map[byte]string{'3': "6", '6': "3"}[f[3][1]]
	}
	return strings.Join(f, " ")
}

// TestEvalMirror checks that the built-in evaluation and its search
// favour neither colour: a position and its mirror get the same value for
// the side to move at every depth (a bias of colour would be a constant
// gap to Stockfish's values for one side; TestBuiltInCalibration measures
// those gaps).
func TestEvalMirror(t *testing.T) {
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
		"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8",
		"rnbqkb1r/p2ppppp/5n2/1ppP4/2P5/8/PP2PPPP/RNBQKBNR w KQkq c6 0 4",
		"8/5pk1/6p1/3Q4/8/6P1/q4PK1/8 w - - 0 40",
	} {
		if a, b := Evaluate(study(t, fen, "")), Evaluate(study(t, mirrorFEN(fen), "")); a != b {
			t.Errorf("%s: Evaluate %d, mirrored %d", fen, a, b)
		}
		if a, b := Pesto(study(t, fen, "").Chess()), Pesto(study(t, mirrorFEN(fen), "").Chess()); a != -b {
			t.Errorf("%s: Pesto %d for White, mirrored %d", fen, a, b)
		}
		for d := 1; d <= 4; d++ {
			var sc [2]int32
			for i, f := range []string{fen, mirrorFEN(fen)} {
				s := NewSearcher(nil, Limits{})
				s.standard = true
				sc[i] = s.Search(study(t, f, ""), RootFull, Limits{Depth: d, Threads: 1}).Score
			}
			if sc[0] != sc[1] {
				t.Errorf("%s depth %d: %d, mirrored %d", fen, d, sc[0], sc[1])
			}
		}
	}
}
