package validate

import (
	"os"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/power"
)

// Two readings of the rules (docs/RULES.md), found by an engine written
// independently from seed 000.
func TestRuleReadings(t *testing.T) {
	// The famine seeds of a standalone Awélé record give powers, as when
	// the same moves open an Awechec record (seed 000's annex: the seeds
	// left "donne des pouvoirs à l'Awechec"): the standalone queue had 44
	// powers, the Awechec one 48.
	rec, err := os.ReadFile("../../corpus/awele/awechec-rules.agn")
	if err != nil {
		t.Fatal(err)
	}
	text := string(rec)
	moves := strings.TrimSuffix(strings.TrimSpace(text[strings.Index(text, "Awele 1.")+len("Awele "):]), " 35-13 1-0")
	alone := check(t, text, Options{})
	inside := check(t, "[Event \"x\"]\n[AweleRules \"awechec\"]\n[Result \"*\"]\n\nAwélé "+moves+"\nÉchecs *\n", Options{})
	if len(alone.Queues) != 1 || len(inside.Queues) < 1 {
		t.Fatalf("queues: %d and %d%s%s", len(alone.Queues), len(inside.Queues), dump(alone), dump(inside))
	}
	a, b := power.Letters(alone.Queues[0]), power.Letters(inside.Queues[0])
	if a != b || len(a) != 48 {
		t.Errorf("standalone queue %s (%d), in an Awechec record %s (%d): want the same 48", a, len(a), b, len(b))
	}

	// A power list under a handicap counts powers, after the handicap:
	// `1:W 2:W 3:B 4:W` under "White 2/1" is four powers, as the same
	// powers written as captures (W4 B1 W2); it was divided again and
	// refused ("this is power 1 of the list, not 2").
	const game = "[Event \"h\"]\n[Result \"*\"]\n[Handicap \"White 2/1\"]\n\nAwélé %s\nÉchecs 1. (1=W) e4 (2=W) 0 2. (3=B) Cf3 (4=W) Cc6 *\n"
	for _, section := range []string{"1:W 2:W 3:B 4:W", "W4 B1 W2"} {
		r := check(t, strings.Replace(game, "%s", section, 1), Options{})
		if !r.Valid || len(r.Queues) < 1 || power.Letters(r.Queues[0]) != "WWBW" {
			t.Errorf("%s: valid %v, queues %v%s", section, r.Valid, r.Queues, dump(r))
		}
	}
}

// A game of power tokens out of place, one replay error each, shows the
// first 100 and a note of how many more (it showed each: 8 MB for 256
// KB, each placed by rescanning the line); the reader's own note is
// folded into the same one.
func TestReplayDiagnosticsCapped(t *testing.T) {
	for _, tail := range []string{"", strings.Repeat(" !", 300)} {
		r := check(t, "[Event \"p\"]\n[Result \"*\"]\n\nÉchecs 1. e4"+strings.Repeat(" (2=W)", 5000)+tail+" *\n", Options{})
		n := len(r.Diags)
		if n != 101 || r.Diags[n-1].Severity != diag.Note || r.Valid {
			t.Fatalf("%d diagnostics, valid %v; want 100 and a note", n, r.Valid)
		}
		notes := 0
		for _, d := range r.Diags {
			if _, ok := moreNote(d); ok {
				notes++
			}
		}
		if notes != 1 {
			t.Errorf("%d notes of diagnostics not shown, want 1", notes)
		}
	}
}
