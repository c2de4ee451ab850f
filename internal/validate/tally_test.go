package validate

import (
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
)

// TestTally counts reports of each kind as check's summary counts them: a
// game with errors and warnings counts once, with errors; a valid game
// with warnings counts as valid and warned.
func TestTally(t *testing.T) {
	warn := diag.Diagnostic{Severity: diag.Warning, Code: diag.CaptureClaim}
	bad := diag.Diagnostic{Severity: diag.Error, Code: diag.IllegalMove}
	reports := []*Report{
		{Valid: true},
		{Valid: true, Diags: diag.List{warn}},
		{Diags: diag.List{bad, warn}},
		{Diags: diag.List{bad}},
		{Diags: diag.List{warn}}, // --strict: warnings make it invalid
	}
	var got Tally
	for _, r := range reports {
		got.Add(r)
	}
	want := Tally{Games: 5, Valid: 2, WithErrors: 2, WarningsOnly: 2}
	if got != want {
		t.Errorf("Tally = %+v, want %+v", got, want)
	}
	if s, w := got.Summary().In(i18n.English), i18n.Summary(5, 2, 2, 2).In(i18n.English); s != w {
		t.Errorf("Summary = %q, want %q", s, w)
	}
}
