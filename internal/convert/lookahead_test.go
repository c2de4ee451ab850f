package convert

import (
	"math/rand/v2"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// naiveNextGame is lookahead.at written plainly: the game of the first
// deciding element after i, looked for from i.
func naiveNextGame(els []notation.Element, i int) int8 {
	for j := i + 1; j < len(els); j++ {
		switch e := &els[j]; {
		case e.Kind == notation.Power, e.Kind == notation.ChessMove, e.Kind == notation.NullMove,
			e.Kind == notation.SectionMark && e.Section == notation.ChessSection:
			return 1
		case e.Kind == notation.AweleMove, e.Kind == notation.SectionMark:
			return -1
		}
	}
	return 0
}

// TestLookahead: on random lines, asked at move numbers in the line's
// order (some passed over, as sequence's skip does), lookahead answers as
// the plain look forward does, and looks at each element once at most:
// each answer it works out again covers elements no earlier one did.
func TestLookahead(t *testing.T) {
	kinds := []notation.Element{
		{Kind: notation.MoveNumber}, {Kind: notation.MoveNumber}, {Kind: notation.MoveNumber},
		{Kind: notation.ChessMove}, {Kind: notation.NullMove}, {Kind: notation.AweleMove},
		{Kind: notation.Power}, {Kind: notation.Comment}, {Kind: notation.NAG},
		{Kind: notation.SectionMark, Section: notation.ChessSection},
		{Kind: notation.SectionMark, Section: notation.AweleSection},
	}
	rng := rand.New(rand.NewPCG(26, 23))
	lines := [][]notation.Element{
		// a hundred thousand move numbers, then a move: one look, not one
		// from each number (quadratic)
		append(make([]notation.Element, 100000), notation.Element{Kind: notation.AweleMove}),
	}
	for i := range lines[0][:100000] {
		lines[0][i].Kind = notation.MoveNumber
	}
	for range 2000 {
		line := make([]notation.Element, rng.IntN(40))
		for i := range line {
			line[i] = kinds[rng.IntN(len(kinds))]
		}
		lines = append(lines, line)
	}
	for n, line := range lines {
		l := lookahead{els: line}
		looked, from := 0, -1
		for i := range line {
			if line[i].Kind != notation.MoveNumber || n > 0 && rng.IntN(4) == 0 {
				continue
			}
			want := int8(-1) // the long line's Awélé move
			if n > 0 {
				want = naiveNextGame(line, i)
			}
			if got := l.at(i); got != want {
				t.Fatalf("line %d, element %d: game %d, want %d", n, i, got, want)
			}
			if l.from != from {
				from = l.from
				looked += l.upTo - l.from
			}
		}
		if looked > len(line) {
			t.Fatalf("line %d: %d elements looked at, of %d", n, looked, len(line))
		}
	}
}
