package search

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// TestRecordWordsAsWritten: the words analyse writes into a record come
// from the catalogue as written there: ordinary spaces (no French
// no-break space before the colon), the markers analyse looks for.
func TestRecordWordsAsWritten(t *testing.T) {
	fr, en := WordsFor(notation.French), WordsFor(notation.English)
	if fr.Marker != "analyse :" || en.Marker != "analysis:" {
		t.Errorf("markers %q and %q", fr.Marker, en.Marker)
	}
	if fr.Sep != " ; " || en.Sep != "; " || !fr.DecimalComma || en.DecimalComma {
		t.Errorf("separators %q and %q, decimal comma %v and %v", fr.Sep, en.Sep, fr.DecimalComma, en.DecimalComma)
	}
	for _, w := range []*Words{fr, en} {
		v := reflect.ValueOf(*w)
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.Kind() != reflect.String {
				continue
			}
			if s := f.String(); s == "" || strings.ContainsRune(s, '\u00a0') {
				t.Errorf("%s: %q", v.Type().Field(i).Name, s)
			}
		}
	}
	if got := fr.Score(-300, movegen.White); got != "-3,00" {
		t.Errorf("French score %q", got)
	}
}

// TestSeedsAgree: an Awélé value's unit agrees with its number as a
// player writes it: in French 0, 1 and 1,5 take the singular ("-1 graine",
// "0 graine"), in English only one does ("-1 seed", "0 seeds").
func TestSeedsAgree(t *testing.T) {
	fr, en := WordsFor(notation.French), WordsFor(notation.English)
	for _, c := range []struct {
		w      *Words
		v      int
		powers bool
		want   string
	}{
		{fr, 0, false, "0 graine"},
		{fr, AweleUnit, false, "+1 graine"},
		{fr, -AweleUnit, false, "-1 graine"},
		{fr, 3 * AweleUnit / 2, true, "+1,5 pouvoir"},
		{fr, 2 * AweleUnit, false, "+2 graines"},
		{fr, -5 * AweleUnit, true, "-5 pouvoirs"},
		{en, 0, false, "0 seeds"},
		{en, AweleUnit, false, "+1 seed"},
		{en, -AweleUnit, true, "-1 power"},
		{en, 3 * AweleUnit / 2, true, "+1.5 powers"},
		{en, -4 * AweleUnit, false, "-4 seeds"},
	} {
		if got := c.w.Seeds(c.v, c.powers); got != c.want {
			t.Errorf("Seeds(%d, %v) = %q, want %q", c.v, c.powers, got, c.want)
		}
	}
}

// TestAweleHeaderAgrees: the French header of an Awélé analysis reads
// right whether the unit is seeds (feminine) or powers (masculine).
func TestAweleHeaderAgrees(t *testing.T) {
	fr := WordsFor(notation.French)
	for _, unit := range []string{fr.SeedUnit, fr.PowerUnit} {
		got := fmt.Sprintf(fr.AweleHeader, unit, 8)
		if strings.Contains(got, "pouvoirs prises") || strings.Contains(got, "graines pris ") {
			t.Errorf("%q", got)
		}
	}
}

// TestEngineMateWords: a mate the UCI engine announces is written as the
// engine's, an estimate, and counts as 10 pawns (lichess's ceiling).
func TestEngineMateWords(t *testing.T) {
	fr, en := WordsFor(notation.French), WordsFor(notation.English)
	if got := fr.Score(EngineMate-7, movegen.White); got != "mat pour les Blancs selon le moteur, estimation" {
		t.Errorf("French %q", got)
	}
	if got := en.Score(-EngineMate+3+45, movegen.White); got != "Black mates according to the engine, an estimate" {
		t.Errorf("English %q", got)
	}
	if got := fr.Score(1500, movegen.White); got != "+15,00" {
		t.Errorf("an evaluation %q", got)
	}
	if nag, seq := Judge(Mate-3, EngineMate-7); nag != NAGInaccuracy || seq != MateLost {
		t.Errorf("a proved mate given up for an engine's: %d %d", nag, seq)
	}
}

// TestIsAnalysisComment: analyse recognises the comments it wrote (its
// headers, and the comments that end with its [prof. N] tail), never a
// player's own comment that happens to start with "analyse :".
func TestIsAnalysisComment(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"analyse : évaluations (en pions, pour les Blancs) de l'évaluation intégrée (matériel), prof. 4 ; horizon : ...", true},
		{"analysis: evaluations (in pawns, for White) by Stockfish 15.1, depth 1; horizon: ...", true},
		{"analyse : Awélé : valeur d'un coup = ce que le joueur prend ensuite", true},
		{"analysis: Awélé: value of a move = seeds captured", true},
		{"analyse : pouvoir 1 des Blancs, choisi : jouer (+1,92) ; autre choix : coup nul (+1,20) [prof. 4]", true},
		{"analysis: best: a (0 seeds) instead of f (-4 seeds) [depth 8]", true},
		{"analyse : meilleur : Df3 (mat en 3 pour les Blancs), joué : +1,80 [prof. 4, horizon]", true},
		{"analyse : ici Re6 gagnait, voir l'étude", false},
		{"Analyse : les Blancs auraient dû passer", false},
		{"analysis: a fine sacrifice", false},
		{"une bonne analyse : [prof. 4]", false},
	} {
		if got := IsAnalysisComment(c.text); got != c.want {
			t.Errorf("IsAnalysisComment(%q) = %v", c.text, got)
		}
	}
}

// TestMateCountedAsPlayersCount: a mate is counted in moves of the mating
// side (its null moves included), the half-moves said beside (issue 23:
// Dh5, 0, Dxf7# was "mat en 3").
func TestMateCountedAsPlayersCount(t *testing.T) {
	fr, en := WordsFor(notation.French), WordsFor(notation.English)
	for _, c := range []struct {
		score  int32
		turn   movegen.Color
		fr, en string
	}{
		{Mate - 3, movegen.White, "mat en 2 coups (3 demi-coups) pour les Blancs", "White mates in 2 moves (3 half-moves)"},
		{Mate - 1, movegen.White, "mat en 1 coup (1 demi-coup) pour les Blancs", "White mates in 1 move (1 half-move)"},
		{-(Mate - 2), movegen.White, "mat en 1 coup (2 demi-coups) pour les Noirs", "Black mates in 1 move (2 half-moves)"},
		{Mate - 4, movegen.Black, "mat en 2 coups (4 demi-coups) pour les Blancs", "White mates in 2 moves (4 half-moves)"},
		{-(Mate - 5), movegen.Black, "mat en 3 coups (5 demi-coups) pour les Noirs", "Black mates in 3 moves (5 half-moves)"},
	} {
		if got := fr.Score(c.score, c.turn); got != c.fr {
			t.Errorf("%d: French %q, want %q", c.score, got, c.fr)
		}
		if got := en.Score(c.score, c.turn); got != c.en {
			t.Errorf("%d: English %q, want %q", c.score, got, c.en)
		}
	}
}
