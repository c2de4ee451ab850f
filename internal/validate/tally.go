package validate

import "github.com/awechec/awechec/internal/i18n"

// Tally counts checked games as awechec check's summary line does: every
// game, the valid ones, those with errors, and those with warnings only.
// awechec check, the web page and the root package's Tally all count with
// it.
type Tally struct {
	Games, Valid, WithErrors, WarningsOnly int
}

// Add counts the game of report r.
func (t *Tally) Add(r *Report) {
	t.Count(r.Valid, r.Diags.Errors() > 0, r.Diags.Warnings() > 0)
}

// Count counts a game from what its report found: valid, with errors,
// with warnings (a game with both counts as one with errors).
func (t *Tally) Count(valid, errors, warnings bool) {
	t.Games++
	switch {
	case errors:
		t.WithErrors++
	case warnings:
		t.WarningsOnly++
	}
	if valid {
		t.Valid++
	}
}

// Summary is check's last line for the counts.
func (t Tally) Summary() i18n.Msg {
	return i18n.Summary(t.Games, t.Valid, t.WithErrors, t.WarningsOnly)
}
