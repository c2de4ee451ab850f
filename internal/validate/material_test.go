package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
)

// A set-up whose material no game reaches is warned of with a code of its
// own (it checked valid); possible ones, promotions included, are not.
func TestImpossibleMaterial(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want string // "" when possible
	}{
		{"NNNNNNNN/NNNNNNNN/NNNN4/8/8/8/8/K6k w - - 0 1", "18 pieces past those of the start for White"},
		{"QQQQQQQQ/QQQQQQQQ/PPPPPPPP/PPPPPPPP/8/8/8/K6k w - - 0 1", "16 pawns for White"},
		{"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "9 pawns for White"},
		{"4k3/pppppppp/8/8/8/8/8/qqq1K3 w - - 0 1", "2 pieces past those of the start for Black"},
		{"4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
		{"NNNN4/8/8/8/8/8/PPPPPP2/4K2k w - - 0 1", ""},
	} {
		r := check(t, "[Event \"m\"]\n[FEN \""+c.fen+"\"]\n[Result \"*\"]\n\nÉchecs *\n", Options{})
		var got []diag.Diagnostic
		for _, d := range r.Diags {
			if d.Code == diag.ImpossibleMaterial {
				got = append(got, d)
			}
		}
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("%s: %v", c.fen, got)
		case c.want != "" && (len(got) != 1 || got[0].Severity != diag.Warning || got[0].Line != 2 || !strings.Contains(got[0].Message(), c.want)):
			t.Errorf("%s: %v, want a warning saying %q", c.fen, got, c.want)
		}
	}
}
