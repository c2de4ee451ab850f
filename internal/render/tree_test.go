package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

// TestTreeSteps checks the steps of the variations: each after the main
// line, its first move hanging from the position it branches from, with
// its own board, comments and place in the text.
func TestTreeSteps(t *testing.T) {
	tests := []struct {
		file string
		// want lists the variations' steps: "index<parent label board".
		want []string
	}{
		{"testdata/variations.agn", []string{
			"24<6 1. d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR {Plus calme.}",
			"25<6 1. c4 rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR",
			"26<9 2... Cf6 rnbqkb1r/pppppppp/5n2/8/2B1P3/8/PPPP1PPP/RNBQK1NR {Défense des deux cavaliers ?}",
		}},
		{"../../corpus/valid/variations-en.agn", []string{
			"24<6 1. d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR",
			"25<7 1... e5 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
			"26<25 2. Nf3 rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
			"27<8 2. Nf3 rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R",
		}},
	}
	for _, tt := range tests {
		r := readReports(t, tt.file)[0]
		main := StepsIn(r, i18n.French)
		steps := TreeSteps(r, i18n.French)
		var got []string
		for i := range steps {
			s := &steps[i]
			if i < len(main) {
				// the main line is StepsIn's, each step after the one before
				if s.Label != main[i].Label || s.Parent != i-1 {
					t.Errorf("%s: main step %d %q<%d, want %q<%d", tt.file, i, s.Label, s.Parent, main[i].Label, i-1)
				}
				continue
			}
			line := fmt.Sprintf("%d<%d %s %s", i, s.Parent, s.Label, s.Board)
			if len(s.Comments) > 0 {
				line += " {" + strings.Join(s.Comments, " ") + "}"
			}
			got = append(got, line)
			if s.Parent >= i {
				t.Errorf("%s: step %d follows a later step %d", tt.file, i, s.Parent)
			}
			// the move is where the text writes it
			l, c, n, off := s.Written()
			src := string(r.Game.Source)
			at := off - r.Game.Start.Offset
			if l == 0 || at < 0 || at+n > len(src) || !strings.Contains(s.Label, src[at:at+n]) {
				t.Errorf("%s: step %d %q written at %d:%d (%d bytes, offset %d)", tt.file, i, s.Label, l, c, n, off)
			}
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: variations' steps\n%s\nwant\n%s", tt.file, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}
