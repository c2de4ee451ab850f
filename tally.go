package awechec

import (
	"github.com/awechec/awechec/internal/validate"
)

// Tally counts checked games as the last line of awechec check does: every
// game, the valid ones, those with errors, and those with warnings only (a
// game with both counts with errors). awechec check and the web page
// count with the same code.
type Tally struct {
	Games, Valid, WithErrors, WarningsOnly int
}

// Add counts the game of report r.
func (t *Tally) Add(r *Report) {
	var errors, warnings bool
	for _, d := range r.Diagnostics {
		errors = errors || d.Severity == Error
		warnings = warnings || d.Severity == Warning
	}
	v := validate.Tally(*t)
	v.Count(r.Valid, errors, warnings)
	*t = Tally(v)
}

// Summary is check's last line for the counts, worded in l ("3 games: 2
// valid, 1 with errors").
func (t Tally) Summary(l Lang) string {
	return validate.Tally(t).Summary().In(l)
}
