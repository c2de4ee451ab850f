package search

import (
	"math"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// TestParseSummaryRoundTrip: the summary comment analyse writes is read
// back (stats --players sums them), in French and in English, whatever
// the players' names hold.
func TestParseSummaryRoundTrip(t *testing.T) {
	sum := Summary{}
	sum.Side[0].Moves = Tally{Decisions: 31, Accuracy: 87.34, Inaccuracies: 2, Mistakes: 1}
	sum.Side[0].Powers = Tally{Decisions: 4, Accuracy: 100}
	sum.Side[1].Moves = Tally{Decisions: 30, Accuracy: 55.55, Blunders: 3}
	for _, c := range []struct {
		lang         notation.Language
		white, black string
	}{
		{notation.French, "Dupont (Jr), J.", "Aïcha"},
		{notation.English, "Anderssen, A.", "Kieseritzky ; L."},
		{notation.English, "", "B"},
	} {
		a := &Analysis{Words: WordsFor(c.lang), Summary: sum, White: c.white, Black: c.black}
		text := a.SummaryComment()
		got, names, ok := ParseSummary(text)
		if !ok {
			t.Fatalf("%s: not read: %s", c.lang, text)
		}
		want := [2]string{c.white, c.black}
		if want[0] == "" {
			want[0] = "?"
		}
		if names != want {
			t.Errorf("%s: names %q, want %q", c.lang, names, want)
		}
		for side := range sum.Side {
			for k, pair := range [][2]Tally{{sum.Side[side].Moves, got.Side[side].Moves}, {sum.Side[side].Powers, got.Side[side].Powers}} {
				w, g := pair[0], pair[1]
				if g.Decisions != w.Decisions || g.Inaccuracies != w.Inaccuracies || g.Mistakes != w.Mistakes || g.Blunders != w.Blunders ||
					math.Abs(g.Accuracy-w.Accuracy) > 0.051 {
					t.Errorf("%s: side %d kind %d: %+v, want %+v (%s)", c.lang, side, k, g, w, text)
				}
			}
		}
	}
	for _, text := range []string{"", "analyse : ici Re6 gagnait", "analysis: summary (something else)"} {
		if _, _, ok := ParseSummary(text); ok {
			t.Errorf("%q read as a summary", text)
		}
	}
}
