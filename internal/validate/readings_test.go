package validate

import (
	"os"
	"strings"
	"testing"

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
