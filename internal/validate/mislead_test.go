package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
)

// The French Awechec game the cases below change in one place.
const misleadGame = "[Language \"fr\"]\n\nAwélé B3 N2 B2 B2 N2 B5 ...\n" +
	"Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0 *\n"

// The first Awélé game of corpus/valid/multi-awele-resign-fr.agn, with
// the chess section its queue feeds.
const holeGame = "[Language \"fr\"]\n\nAwélé 1. F a 2. B b 3. A e 4. A c 5. C(2) a 6. F(5) f 7. B(5) d 8. A a 9. D e(2)\n" +
	"Échecs 1. (1=B) e4 (2=B) e5 2. (3=B) Cf3 (4=B) Cc6 3. (5=B) Fc4 (6=B) Fc5 *\n"

// TestMessagesThatMislead covers the messages of issue 23 that led a
// player in a loop or would have made a right record wrong: each case
// failed before its fix. want holds what the messages say in French and
// in English (every one must be found), not what they must not say; n is
// the number of diagnostics of the game that are not notes (0: not
// counted); fix, when given, is the text of the first fix.
func TestMessagesThatMislead(t *testing.T) {
	tests := []struct {
		name, src string
		fr, en    []string
		not       []string
		n         int
		fix       string
	}{
		{
			name: "comment in parentheses said once, whole",
			src:  strings.Replace(misleadGame, "Cc6", "Cc6 (enfin un développement !)", 1),
			fr:   []string{"remplacez ( … ) par { … }\u00a0: {enfin un développement !}"},
			en:   []string{"replace ( … ) by { … }: {enfin un développement !}"},
			not:  []string{"{enfin}", "{un}"},
			n:    1, fix: "{enfin un développement !}",
		},
		{
			// read as the comment it is meant to be, the game is replayed
			// on after it: the wrong power after it is reported with its
			// fix, not hidden until the comment is mended (the trial's
			// player went through three rounds of check for one record)
			name: "what follows a comment in parentheses is checked",
			src:  strings.Replace(strings.Replace(misleadGame, "Cc6", "Cc6 (enfin un développement !)", 1), "(6=B) 0 *", "(6=N) 0 *", 1),
			fr:   []string{"remplacez ( … ) par { … }", "le pouvoir 6 est aux Blancs, pas aux Noirs\u00a0: écrivez (6=B)"},
			en:   []string{"replace ( … ) by { … }", "power 6 is White's, not Black's: write (6=B)"},
			not:  []string{"consequence", "conséquence"},
			n:    2, fix: "{enfin un développement !}",
		},
		{
			name: "a comment without braces is one error, quoted whole",
			src:  strings.Replace(misleadGame, "Cc6", "Cc6 enfin un développement", 1),
			fr:   []string{"un commentaire s’écrit entre accolades\u00a0: {enfin un développement}"},
			en:   []string{"a comment goes in braces: {enfin un développement}"},
			not:  []string{"«\u00a0un\u00a0»", "'un'"},
			n:    1, fix: "{enfin un développement}",
		},
		{
			name: "one wrong hole named, the counts after it are its consequences",
			src:  strings.Replace(holeGame, "4. A c", "4. E c", 1),
			fr: []string{"4. E\u00a0: vouliez-vous dire A\u00a0? avec A, toute la suite est juste",
				"C prend 3 graines, pas 2\u00a0: écrivez C(3) (cela peut venir de l’erreur de la ligne 3, colonne 33"},
			en: []string{"4. E: did you mean A? with A, all that follows is right",
				"(this may come from the error of line 3, column 33"},
			fix: "A",
		},
		{
			name: "a count not written keeps its fix in a record that writes none",
			src:  "[Variant \"Awele\"]\n[Language \"fr\"]\n\nAwélé 1. A a 2. B c 3. B b 4. C d *\n",
			fr:   []string{"b prend 2 graines\u00a0: écrivez b(2)"},
			en:   []string{"b captures 2 seeds: write b(2)"},
			n:    1, fix: "b(2)",
		},
		{
			name: "a broken tag line holds no fix of the movetext back",
			src: strings.Replace(strings.Replace(misleadGame, "[Language \"fr\"]\n", "[Language \"fr\"]\n[Event \"x\n", 1),
				"(4=N) Cc6", "(4=B) Cc6", 1),
			fr:  []string{"écrivez (4=N)"},
			en:  []string{"write (4=N)"},
			not: []string{"cela peut venir", "may come from"},
			n:   2, fix: "(4=N)",
		},
		{
			name: "a result written nowhere is written after the last move",
			src:  "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. e4 e5 2. Dh5 Cc6 3. Fc4 Cf6 4. Dxf7#\n",
			fr:   []string{"écrivez 1-0"},
			en:   []string{"write 1-0"},
			n:    1, fix: " 1-0",
		},
		{
			name: "ambiguous move in the record's letters",
			src:  "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. Cf3 d5 2. Cc3 d4 3. Ce4 e5 4. Cg5 *\n",
			fr:   []string{"(Cfg5, Ceg5)"},
			en:   []string{"(Cfg5, Ceg5)"},
			not:  []string{"Nfg5"},
		},
		{
			name: "power token without number, read as a hole",
			src:  strings.Replace(misleadGame, "(2=B) 0", "(B) 0", 1),
			fr:   []string{"«\u00a0(B)\u00a0»\u00a0: un jeton de pouvoir s’écrit avec son numéro\u00a0: (2=B)"},
			en:   []string{"(B): a power token is written with its number: (2=B)"},
			not:  []string{"terminée", "is over"},
			n:    1, fix: "(2=B)",
		},
		{
			name: "power token without number, =B",
			src:  strings.Replace(misleadGame, "(2=B) 0", "(=B) 0", 1),
			fr:   []string{"«\u00a0(=B)\u00a0»\u00a0: un jeton de pouvoir s’écrit avec son numéro\u00a0: (2=B) pour le pouvoir 2"},
			en:   []string{"(=B): a power token is written with its number: (2=B) for power 2"},
			n:    1,
		},
		{
			name: "power token with spaces",
			src:  strings.Replace(misleadGame, "(2=B) 0", "(2 = B) 0", 1),
			fr:   []string{"«\u00a0(2 = B)\u00a0»\u00a0: un jeton de pouvoir s’écrit (2=B)"},
			en:   []string{"(2 = B): a power token is written (2=B)"},
			n:    1, fix: "(2=B)",
		},
		{
			name: "power token without =",
			src:  strings.Replace(misleadGame, "(2=B) 0", "(2B) 0", 1),
			fr:   []string{"un jeton de pouvoir s’écrit (2=B)"},
			en:   []string{"a power token is written (2=B)"},
			n:    1, fix: "(2=B)",
		},
		{
			name: "power token in square brackets",
			src:  strings.Replace(misleadGame, "(2=B) 0", "[2=B] 0", 1),
			fr:   []string{"«\u00a0[2=B]\u00a0»\u00a0: un jeton de pouvoir s’écrit (2=B)"},
			en:   []string{"[2=B]: a power token is written (2=B)"},
			n:    1, fix: "(2=B)",
		},
		{
			name: "AZERTY G for F",
			src:  strings.Replace(misleadGame, "Fc4", "Gc4", 1),
			fr:   []string{"vouliez-vous dire Fc4\u00a0?"},
			en:   []string{"did you mean Fc4?"},
			n:    1, fix: "Fc4",
		},
		{
			name: "AZERTY V for D",
			src:  "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. e4 e5 2. Vh5 *\n",
			fr:   []string{"vouliez-vous dire Dh5\u00a0?"},
			en:   []string{"did you mean Dh5?"},
			n:    1, fix: "Dh5",
		},
		{
			name: "R for the rook in French",
			src:  "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. h4 e5 2. Rh3 *\n",
			fr:   []string{"vouliez-vous dire Th3\u00a0?"},
			en:   []string{"did you mean Th3?"},
			n:    1, fix: "Th3",
		},
		{
			name: "lowercase piece",
			src:  "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. cf3 e5 *\n",
			fr:   []string{"vouliez-vous dire Cf3\u00a0?"},
			en:   []string{"did you mean Cf3?"},
			n:    1, fix: "Cf3",
		},
		{
			name: "powers exhausted after …",
			src:  "[Language \"fr\"]\n\nAwélé B2 N2 …\nÉchecs 1. (1=B) e4 (2=B) e5 2. (3=N) Cf3 (4=N) Cc6 3. (5=B) Fc4 *\n",
			fr:   []string{"ajoutez la partie d’Awélé suivante"},
			en:   []string{"add the next Awélé game"},
		},
		{
			name: "every independent syntax error, no cascade",
			src:  strings.Replace(strings.Replace(misleadGame, "Cc6", "Cc6 enfin", 1), "(6=B) 0", "(6=B) 0 zut", 1),
			fr:   []string{"«\u00a0enfin\u00a0»", "«\u00a0zut\u00a0»"},
			en:   []string{"'enfin'", "'zut'"},
			n:    2,
		},
		{
			// The stray word glued to an open bracket is left out with
			// it: the * is then no result of the game, and the "!"
			// after it no error of the player's.
			name: "no error made up after a stray bracket",
			src:  "1( *!",
			fr:   []string{"«\u00a01\u00a0»"},
			en:   []string{"'1'"},
			not:  []string{"après son résultat", "after its result"},
			n:    1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src, Options{})
			for _, l := range []struct {
				lang i18n.Lang
				want []string
			}{{i18n.French, tt.fr}, {i18n.English, tt.en}} {
				var got strings.Builder
				for _, d := range r.Diags {
					got.WriteString(d.MessageIn(l.lang) + "\n")
				}
				for _, w := range l.want {
					if !strings.Contains(got.String(), w) {
						t.Errorf("%s messages:\n%s\nwant %q", l.lang, got.String(), w)
					}
				}
				for _, w := range tt.not {
					if strings.Contains(got.String(), w) {
						t.Errorf("%s messages:\n%s\nsay %q", l.lang, got.String(), w)
					}
				}
			}
			n := 0
			var fix *diag.Fix
			for _, d := range r.Diags {
				if d.Severity != diag.Note {
					n++
				}
				if fix == nil && d.Fix != nil {
					fix = d.Fix
				}
			}
			if tt.n > 0 && n != tt.n {
				t.Errorf("%d diagnostics, want %d:%s", n, tt.n, dump(r))
			}
			if tt.fix != "" && (fix == nil || fix.Text != tt.fix) {
				t.Errorf("fix %+v, want %q:%s", fix, tt.fix, dump(r))
			}
		})
	}
}
