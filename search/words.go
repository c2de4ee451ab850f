package search

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/awechec/awechec/notation"
)

// The words of the comments analyse writes into a record, in the record's
// language (French for a French record, English otherwise). They are part
// of the output format, like the section keywords, and are kept in this
// one table until the message catalogue takes them.
//
// Every comment analyse writes starts with the marker (Words.Marker):
// "analyse :" in French, "analysis:" in English. analyse removes the
// comments that start with either marker (and the $2, $4 or $6 just
// before one) before it writes its own, so analysing an analysed record
// replaces its analysis.
type Words struct {
	Marker                 string
	Header                 string // evaluator, depth: what produced the figures
	BuiltIn                string
	Engine                 string // %s: the engine's name, %d its depth
	Power                  string // %d: number, %s: owner
	WhiteOwner, BlackOwner string
	Chose                  string // %s: choice, %s: value
	Other                  string // %s: other choice, %s: value
	Null, Play             string
	Best                   string // %s: move, %s: value
	Played                 string // %s: value
	MissedMate             string // %d: plies, %s: line
	WhiteMates, BlackMates string // %d: half-moves
	Depth                  string // %d
	Horizon                string
	AweleBest              string // %s hole, %s value, %s hole played, %s value
	SeedUnit, PowerUnit    string
	AweleHeader            string // %d depth, %s unit
	DecimalComma           bool
	Sep                    string // between the parts of a comment
	PlayWith               string // %s: best move
}

var wordsFR = Words{
	Marker:       "analyse :",
	Header:       "évaluations (en pions, pour les Blancs) de %s, %s ; horizon : la fin de la file de pouvoirs (une nouvelle partie d'Awélé déciderait de la suite) ; les évaluations sont des estimations, les mats annoncés sont prouvés avec les pouvoirs restants",
	BuiltIn:      "l'évaluation intégrée (matériel, tables de cases, mobilité)",
	Engine:       "%s (moteur UCI, profondeur %d à chaque feuille)",
	Power:        "pouvoir %d %s",
	WhiteOwner:   "des Blancs",
	BlackOwner:   "des Noirs",
	Chose:        "choisi : %s (%s)",
	Other:        "autre choix : %s (%s)",
	Null:         "coup nul",
	Play:         "jouer",
	PlayWith:     "jouer %s",
	Best:         "meilleur : %s (%s)",
	Played:       "joué : %s",
	MissedMate:   "mat en %d avec les pouvoirs restants : %s",
	WhiteMates:   "mat en %d pour les Blancs",
	BlackMates:   "mat en %d pour les Noirs",
	Depth:        "prof. %d",
	Horizon:      "horizon",
	AweleBest:    "meilleur : %s (%s) au lieu de %s (%s)",
	SeedUnit:     "graines",
	PowerUnit:    "pouvoirs",
	AweleHeader:  "Awélé : valeur d'un coup = %s prises ensuite par le joueur moins celles de l'adversaire, recherche à %d coups",
	DecimalComma: true,
	Sep:          " ; ",
}

var wordsEN = Words{
	Marker:      "analysis:",
	Header:      "evaluations (in pawns, for White) by %s, %s; horizon: the end of the power queue (a new Awélé game would decide what follows); evaluations are estimates, the mates announced are proved with the powers left",
	BuiltIn:     "the built-in evaluation (material, piece-square tables, mobility)",
	Engine:      "%s (UCI engine, depth %d at each leaf)",
	Power:       "power %d %s",
	WhiteOwner:  "White's",
	BlackOwner:  "Black's",
	Chose:       "chosen: %s (%s)",
	Other:       "other choice: %s (%s)",
	Null:        "null move",
	Play:        "play",
	PlayWith:    "play %s",
	Best:        "best: %s (%s)",
	Played:      "played: %s",
	MissedMate:  "mate in %d with the powers left: %s",
	WhiteMates:  "White mates in %d",
	BlackMates:  "Black mates in %d",
	Depth:       "depth %d",
	Horizon:     "horizon",
	AweleBest:   "best: %s (%s) instead of %s (%s)",
	SeedUnit:    "seeds",
	PowerUnit:   "powers",
	Sep:         "; ",
	AweleHeader: "Awélé: value of a move = %s captured from then on by the mover less the opponent's, searched %d moves deep",
}

// WordsFor returns the comment words of a record's language.
func WordsFor(l notation.Language) *Words {
	if l == notation.French {
		return &wordsFR
	}
	return &wordsEN
}

// Markers are the prefixes of every analysis comment, in every language.
var Markers = []string{wordsFR.Marker, wordsEN.Marker}

// IsAnalysisComment reports whether a comment text is one analyse wrote.
func IsAnalysisComment(text string) bool {
	t := strings.TrimSpace(text)
	for _, m := range Markers {
		if strings.HasPrefix(t, m) {
			return true
		}
	}
	return false
}

// Score writes a score for White: "+1.20" ("+1,20" in French), or "White
// mates in 3" ("mat en 3 pour les Blancs"), in half-moves.
func (w *Words) Score(white int32) string {
	if n, ok := IsMate(white); ok {
		if n < 0 {
			return fmt.Sprintf(w.BlackMates, -n)
		}
		return fmt.Sprintf(w.WhiteMates, n)
	}
	s := strconv.FormatFloat(float64(white)/100, 'f', 2, 64)
	if white >= 0 {
		s = "+" + s
	}
	if w.DecimalComma {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Seeds writes an Awélé value in units of AweleUnit as seeds or powers.
func (w *Words) Seeds(v int, powers bool) string {
	unit := w.SeedUnit
	if powers {
		unit = w.PowerUnit
	}
	var s string
	if v%AweleUnit == 0 {
		s = strconv.Itoa(v / AweleUnit)
	} else {
		s = strconv.FormatFloat(float64(v)/AweleUnit, 'f', 1, 64)
		if w.DecimalComma {
			s = strings.Replace(s, ".", ",", 1)
		}
	}
	if v > 0 {
		s = "+" + s
	}
	return s + " " + unit
}
