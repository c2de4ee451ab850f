package awele

import (
	"os"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

// TestPresetNamesAsWritten: a preset is found by the names people write
// for it, accents, case, spaces, hyphens and apostrophes included
// ([AweleRules "Côte d'Ivoire"] was refused); an unknown name is refused
// in both languages with the list of presets.
func TestPresetNamesAsWritten(t *testing.T) {
	for spec, want := range map[string]string{
		"Côte d'Ivoire":                     "cote-divoire",
		"Côte d’Ivoire":                     "cote-divoire",
		"COTE D IVOIRE":                     "cote-divoire",
		"cote-d'ivoire":                     "cote-divoire",
		"Ivory Coast":                       "cote-divoire",
		"Mbekh ô kôla":                      "mbekh",
		"Awélé 001":                         "awele-001",
		"Awele-001":                         "awele-001",
		"Oware abapa, grand-slam=forbidden": "abapa,grand-slam=forbidden",
		"Awéchec":                           "awechec",
	} {
		r, err := ParseRules(spec)
		if err != nil || r.String() != want {
			t.Errorf("%q: %q, %v; want %q", spec, r.String(), err, want)
		}
	}
	_, err := ParseRules("Sénégal")
	if err == nil {
		t.Fatal("an unknown preset was read")
	}
	m := i18n.ErrorMsg(err)
	if en, fr := m.In(i18n.English), m.In(i18n.French); !strings.Contains(en, `unknown preset "Sénégal"`) || !strings.Contains(fr, "jeu de règles «\u00a0Sénégal\u00a0» inconnu") || !strings.Contains(fr, "cote-divoire") {
		t.Errorf("messages %q, %q", en, fr)
	}
}

// TestPresetNamesDocumented: docs/RULES.md lists every name a preset is
// found by.
func TestPresetNamesDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Presets() {
		for _, a := range PresetAliases(r.Name) {
			if !strings.Contains(string(doc), a) {
				t.Errorf("docs/RULES.md does not list %q, a name of %s", a, r.Name)
			}
		}
	}
}

// TestFrenchRuleWords: the parameters and values are read in French words
// too, as French outputs show them, whatever the case, accents and
// spaces; the canonical spec stays English.
func TestFrenchRuleWords(t *testing.T) {
	for spec, want := range map[string]string{
		"abapa, Grand chelem = interdit, reste-convenu=Moitié": "abapa,grand-slam=forbidden,agreed-rest=halved",
		"awechec,nourrir=aucun,famine=arret":                   "awechec,feeding=none,famine=stop",
		"awechec,casse=nord-majuscules,majorité=25":            "awechec,majority=25,case=north-upper",
		"abapa,grand-slam=sans-prise":                          "abapa",
	} {
		r, err := ParseRules(spec)
		if err != nil || r.String() != want {
			t.Errorf("%q: %q, %v; want %q", spec, r.String(), err, want)
		}
	}
	if c, err := ParseCase("nord-majuscules"); err != nil || c != NorthUpper {
		t.Errorf("AweleCase nord-majuscules: %v, %v", c, err)
	}
	for _, p := range Presets()[0].Params() {
		if French(p.Name) == p.Name && p.Name != "famine" {
			t.Errorf("parameter %s has no French word", p.Name)
		}
		for _, v := range p.Values {
			if French(v) == v && v != "strict" && !strings.Contains(v, "..") {
				t.Errorf("value %s of %s has no French word", v, p.Name)
			}
		}
	}
}
