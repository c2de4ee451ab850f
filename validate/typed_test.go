package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/diag"
)

// Records as people type them, and the bugs found in that trial (issue
// 10): each case failed before its fix.

// A result written after a mate in words (`Dxf7 mat 1-0`), or after a
// syntax error the reader reported, is read: no "no result written".
func TestResultAfterTypedMate(t *testing.T) {
	for _, mate := range []string{"Dxf7 mat", "Dxf7 ≠", "Dxf7 mat!", "Dxf7 Mat!!"} {
		for _, tag := range []string{"[Result \"1-0\"]\n", ""} {
			t.Run(mate+" "+tag, func(t *testing.T) {
				src := strings.Replace(strings.Replace(seed000French, "Dxf7#", mate, 1), "[Result \"1-0\"]\n", tag, 1)
				r := check(t, src, Options{})
				for _, d := range r.Diags {
					if d.Code == diag.ResultMismatch {
						t.Errorf("result-mismatch although 1-0 is written: %v%s", d, dump(r))
					}
				}
				if r.Result != "1-0" {
					t.Errorf("result %q, want 1-0%s", r.Result, dump(r))
				}
				if !strings.Contains(mate, "!") && !r.Valid {
					t.Errorf("not valid%s", dump(r))
				}
			})
		}
	}
}

// ½-½, ½:½ and ½–½ in the movetext agree with any Result tag that says a
// draw (issue 11: the token kept ½-½ while the tag was read 1/2-1/2).
func TestHalfResultAgainstTag(t *testing.T) {
	for _, tok := range []string{"½-½", "½:½", "½–½", "1/2-1/2"} {
		for _, tag := range []string{"½-½", "1/2-1/2", "½–½"} {
			src := "[Result \"" + tag + "\"]\n[Variant \"Standard\"]\n\n1. e4 e5 " + tok + "\n"
			r := check(t, src, Options{})
			if !r.Valid || r.Result != "1/2-1/2" {
				t.Errorf("%s against [Result %q]: valid %v result %q%s", tok, tag, r.Valid, r.Result, dump(r))
			}
		}
	}
}
