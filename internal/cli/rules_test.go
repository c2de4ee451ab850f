package cli

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/i18n"
)

func TestRulesCommand(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		args    []string
		code    int
		want    []string
		notWant []string
		errHas  string
	}{
		{"list", []string{"rules"}, 0,
			[]string{"awechec ", "abapa ", "awele-001 ", "cote-divoire ", "mbekh ", "(seed 000, annex)", "(seed 003)"}, nil, ""},
		{"one preset", []string{"rules", "abapa"}, 0,
			[]string{"abapa: ", "grand-slam ", "no-capture", "feeding ", "when-empty", "max-capture-holes ", "majority ", "25",
				"few-seeds ", "famine ", "mover-collects", "agreed-rest ", "shared", "case ", "south-upper", "[forbidden|no-capture|allowed|strict]", "[0..6]"}, nil, ""},
		{"override", []string{"rules", "abapa,grand-slam=forbidden"}, 0,
			[]string{"abapa,grand-slam=forbidden: ", "grand-slam         forbidden"}, []string{"no-capture  a move"}, ""},
		{"north-upper preset", []string{"rules", "awele-001"}, 0, []string{"case ", "north-upper", "leave-one"}, nil, ""},
		// French output in French words, which the tag reads too
		// ("no-capture", "when-empty" inside French output before).
		{"in French", []string{"--lang", "fr", "rules", "abapa"}, 0,
			[]string{"grand-chelem ", "sans-prise", "[interdit|sans-prise|permis|strict]", "nourrir ", "si-vide", "famine ", "le-joueur-ramasse", "casse ", "sud-majuscules"},
			[]string{"grand-slam ", "no-capture", "when-empty", "mover-collects", "south-upper"}, ""},
		{"French words read", []string{"rules", "Côte d'Ivoire, grand chelem = sans prise"}, 0,
			[]string{"cote-divoire,grand-slam=no-capture: ", "grand-slam         no-capture"}, nil, ""},
		{"bad name", []string{"rules", "oware"}, 2, nil, nil, "unknown preset \"oware\" (valid: awechec, abapa"},
		{"bad parameter", []string{"rules", "abapa,speed=9"}, 2, nil, nil, "unknown parameter \"speed\""},
		{"too many args", []string{"rules", "abapa", "mbekh"}, 2, nil, nil, "accepts at most 1 arg"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, "", tt.args...)
			if code != tt.code {
				t.Fatalf("exit code %d, want %d (stderr %q)", code, tt.code, errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("stdout does not contain %q:\n%s", w, out)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(out, w) {
					t.Errorf("stdout contains %q:\n%s", w, out)
				}
			}
			if tt.errHas != "" && !strings.Contains(errs, tt.errHas) {
				t.Errorf("stderr %q does not contain %q", errs, tt.errHas)
			}
		})
	}
	// French typography: a no-break space before the colon.
	withEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, func() {
		_, out, _ := run(t, "", "rules", "abapa")
		if first, _, _ := strings.Cut(out, "\n"); !strings.HasPrefix(first, "abapa\u00a0: Abapa") {
			t.Errorf("French rules abapa: %q", first)
		}
	})
	_, out, _ := run(t, "", "rules")
	if n := strings.Count(out, "\n"); n != 5 {
		t.Errorf("list has %d lines, want 5:\n%s", n, out)
	}
}

// Every preset's description is in the catalogue, in English as the awele
// package writes it.
func TestPresetDescriptions(t *testing.T) {
	t.Parallel()
	for _, r := range awele.Presets() {
		k, ok := presetDescriptions[r.Name]
		if !ok {
			t.Errorf("preset %s has no catalogue description", r.Name)
			continue
		}
		if got := i18n.T(i18n.English, k); got != r.Description {
			t.Errorf("preset %s: catalogue %q, awele %q", r.Name, got, r.Description)
		}
		if got := i18n.T(i18n.English, presetSources[r.Name]); got != r.Source {
			t.Errorf("preset %s: catalogue source %q, awele %q", r.Name, got, r.Source)
		}
	}
}
