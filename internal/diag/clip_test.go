package diag

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

// A long text a message quotes (a 900 KB FEN tag) is shortened around
// "…", at any depth of the message, as the source line is; short texts
// are quoted whole (the message was 900,000 characters long).
func TestLongQuotedValueShortened(t *testing.T) {
	long := "é" + strings.Repeat("x", 900000) + "z"
	d := Diagnostic{Severity: Error, Code: TagValue, File: "f.agn", Line: 2, Col: 1,
		Msg: i18n.M(i18n.FENSyntax, long, i18n.M(i18n.FENFields)).Then(i18n.M(i18n.Verbatim, long))}
	for _, l := range []i18n.Lang{i18n.English, i18n.French} {
		got := d.StringIn(l)
		if len(got) > 400 || !strings.Contains(got, "éxxx") || !strings.Contains(got, "xxz") || strings.Count(got, "…") != 2 {
			t.Errorf("%v: %d bytes: %.300s", l, len(got), got)
		}
	}
	short := Diagnostic{Msg: i18n.M(i18n.FENSyntax, "8/8/8 w", i18n.M(i18n.FENFields))}
	if got := short.MessageIn(i18n.English); !strings.Contains(got, `"8/8/8 w"`) {
		t.Errorf("short value: %q", got)
	}
}
