package search

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// The words of the comments analyse writes into a record, in the record's
// language (French for a French record, English otherwise). They are part
// of the output format, like the section keywords; their texts are in the
// i18n catalogue (keys i18n.Record*), read as written.
//
// Every comment analyse writes starts with the marker (Words.Marker):
// "analyse :" in French, "analysis:" in English. analyse removes the
// comments that start with either marker (and the $2, $4 or $6 just
// before one) before it writes its own, so analysing an analysed record
// replaces its analysis.
type Words struct {
	Marker                 string
	Header                 string // evaluator, depth: what produced the figures
	HeaderChess            string // the same for a plain chess game
	BuiltIn                string
	Engine                 string // %s: the engine's name, %d its depth
	Power                  string // %d: number, %s: owner
	WhiteOwner, BlackOwner string
	Chose                  string // %s: choice, %s: value
	Other                  string // %s: other choice, %s: value
	Null, Play             string
	Best                   string // %s: move, %s: value
	Played                 string // %s: value
	Depth                  string // %d
	Horizon                string
	AweleBest              string // %s hole, %s value, %s hole played, %s value
	SeedUnit, PowerUnit    string
	SeedOne, PowerOne      string // the singulars, for a value the language counts as one
	MoveTime               string // %s: seconds
	// Let is "play" when the power\'s owner decides for the other side
	// (index: the side to move, 0 White); LetWith adds its best move.
	Let, LetWith    [2]string
	WhiteEngineMate string
	BlackEngineMate string
	AweleHeader     string // %d depth, %s unit
	DecimalComma    bool
	Sep             string // between the parts of a comment
	PlayWith        string // %s: best move
	// MateWhite and MateBlack name a mate ("mat en %s pour les Blancs"),
	// its length as players count it (MateLength).
	MateWhite, MateBlack  string
	MovesOne, MovesOther  string // %d
	HalfOne, HalfOther    string // %d
	MissedLine            string // %s: length, %s: line
	Decision              [2]string
	Judgement             map[int]string // by NAG
	OnlyMove              string
	MateLost, MateLostAll string
	MateCreated           string
	MateDelayed           string
	Withheld              string
	Decided               string
	JudgeBuiltIn          string
	EngineEstimate        string
	Summary, SummarySide  string
	SummaryMoves          string
	SummaryPowers         string
	SummaryCounts         string
	Side                  [2]string
	tag                   language.Tag
}

var wordsFR = recordWords(i18n.French, true)

var wordsEN = recordWords(i18n.English, false)

// recordWords reads the words of language l from the catalogue, as
// written there (i18n.Source: the record keeps its ordinary spaces and
// digits).
func recordWords(l i18n.Lang, decimalComma bool) Words {
	w := func(k i18n.Key) string {
		text, _, ok := i18n.Source(l, k)
		if !ok {
			panic("search: no " + l.String() + " text for " + k.ID())
		}
		return text
	}
	return Words{
		Marker:          w(i18n.RecordMarker),
		Header:          w(i18n.RecordHeader),
		HeaderChess:     w(i18n.RecordHeaderChess),
		BuiltIn:         w(i18n.RecordBuiltIn),
		Engine:          w(i18n.RecordEngine),
		Power:           w(i18n.RecordPower),
		WhiteOwner:      w(i18n.RecordWhiteOwner),
		BlackOwner:      w(i18n.RecordBlackOwner),
		Chose:           w(i18n.RecordChose),
		Other:           w(i18n.RecordOther),
		Null:            w(i18n.RecordNull),
		Play:            w(i18n.RecordPlay),
		PlayWith:        w(i18n.RecordPlayWith),
		Best:            w(i18n.RecordBest),
		Played:          w(i18n.RecordPlayed),
		Depth:           w(i18n.RecordDepth),
		Horizon:         w(i18n.RecordHorizon),
		AweleBest:       w(i18n.RecordAweleBest),
		SeedUnit:        w(i18n.RecordSeedUnit),
		PowerUnit:       w(i18n.RecordPowerUnit),
		SeedOne:         w(i18n.RecordSeedOne),
		MoveTime:        w(i18n.RecordMoveTime),
		Let:             [2]string{w(i18n.RecordLetWhite), w(i18n.RecordLetBlack)},
		LetWith:         [2]string{w(i18n.RecordLetWhiteWith), w(i18n.RecordLetBlackWith)},
		WhiteEngineMate: w(i18n.RecordWhiteEngineMate),
		BlackEngineMate: w(i18n.RecordBlackEngineMate),
		PowerOne:        w(i18n.RecordPowerOne),
		tag:             l.Tag(),
		AweleHeader:     w(i18n.RecordAweleHeader),
		Sep:             w(i18n.RecordSep),
		DecimalComma:    decimalComma,
		MateWhite:       w(i18n.RecordMateWhite),
		MateBlack:       w(i18n.RecordMateBlack),
		MovesOne:        w(i18n.RecordMovesOne),
		MovesOther:      w(i18n.RecordMovesOther),
		HalfOne:         w(i18n.RecordHalfOne),
		HalfOther:       w(i18n.RecordHalfOther),
		MissedLine:      w(i18n.RecordMissedLine),
		Decision:        [2]string{w(i18n.RecordDecisionWhite), w(i18n.RecordDecisionBlack)},
		Judgement:       map[int]string{NAGInaccuracy: w(i18n.RecordInaccuracy), NAGMistake: w(i18n.RecordMistake), NAGBlunder: w(i18n.RecordBlunder), NAGOnly: w(i18n.RecordOnlyMove)},
		OnlyMove:        w(i18n.RecordOnlyMove),
		MateLost:        w(i18n.RecordMateLost),
		MateLostAll:     w(i18n.RecordMateLostAll),
		MateCreated:     w(i18n.RecordMateCreated),
		MateDelayed:     w(i18n.RecordMateDelayed),
		Withheld:        w(i18n.RecordWithheld),
		Decided:         w(i18n.RecordDecided),
		JudgeBuiltIn:    w(i18n.RecordJudgeBuiltIn),
		EngineEstimate:  w(i18n.RecordEngineEst),
		Summary:         w(i18n.RecordSummary),
		SummarySide:     w(i18n.RecordSummarySide),
		SummaryMoves:    w(i18n.RecordSummaryMoves),
		SummaryPowers:   w(i18n.RecordSummaryPowers),
		SummaryCounts:   w(i18n.RecordSummaryCounts),
		Side:            [2]string{w(i18n.RecordWhite), w(i18n.RecordBlack)},
	}
}

// MateLength writes a mate of plies half-moves as players count it: the
// moves of the mating side (its null moves included), then the
// half-moves: "2 coups (3 demi-coups)". winnerFirst is true when the
// mating side makes the first half-move.
func (w *Words) MateLength(plies int, winnerFirst bool) string {
	moves := plies / 2
	if winnerFirst {
		moves = (plies + 1) / 2
	}
	mv, hm := w.MovesOther, w.HalfOther
	if moves == 1 {
		mv = w.MovesOne
	}
	if plies == 1 {
		hm = w.HalfOne
	}
	return fmt.Sprintf(mv, moves) + " (" + fmt.Sprintf(hm, plies) + ")"
}

// NAGText is the symbol of a judgement: "?!", "?", "??" or "!".
func NAGText(nag int) string {
	switch nag {
	case NAGInaccuracy:
		return "?!"
	case NAGMistake:
		return "?"
	case NAGBlunder:
		return "??"
	case NAGOnly:
		return "!"
	}
	return ""
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

// IsAnalysisComment reports whether a comment text is one analyse wrote:
// it starts with a marker and is one of analyse's headers or ends with
// its "[prof. 4]" / "[depth 4]" tail. A player's own comment that starts
// with "analyse :" ("analyse : ici Re6 gagnait") is not one: analyse
// keeps it.
func IsAnalysisComment(text string) bool {
	t := strings.TrimSpace(text)
	for _, w := range []*Words{&wordsFR, &wordsEN} {
		rest, ok := strings.CutPrefix(t, w.Marker+" ")
		if !ok {
			continue
		}
		for _, h := range []string{w.Header, w.AweleHeader, w.Summary} {
			// The headers' opening words (the rest has changed between
			// versions: an older analysis is recognised too).
			prefix, _, _ := strings.Cut(h, "%")
			if strings.HasPrefix(rest, prefix[:min(len(prefix), 24)]) {
				return true
			}
		}
		if open := strings.LastIndex(rest, " ["); open >= 0 && strings.HasSuffix(rest, "]") {
			tail, _, _ := strings.Cut(w.Depth, "%")
			if strings.HasPrefix(rest[open+2:], tail) {
				return true
			}
		}
	}
	return false
}

// Score writes a score for White in a position where turn is to move:
// "+1.20" ("+1,20" in French), or "White mates in 2 moves (3
// half-moves)" ("mat en 2 coups (3 demi-coups) pour les Blancs").
func (w *Words) Score(white int32, turn movegen.Color) string {
	if n, ok := IsMate(white); ok {
		if n < 0 {
			return fmt.Sprintf(w.MateBlack, w.MateLength(-n, turn == movegen.Black))
		}
		return fmt.Sprintf(w.MateWhite, w.MateLength(n, turn == movegen.White))
	}
	if sign, ok := IsEngineMate(white); ok {
		if sign < 0 {
			return w.BlackEngineMate
		}
		return w.WhiteEngineMate
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

// Seeds writes an Awélé value in units of AweleUnit as seeds or powers,
// the unit agreeing with the number by the language's plural rules (x/text,
// as the catalogue's plurals): "-1 graine", "0 graine", "+2 graines";
// "+1 seed", "0 seeds".
func (w *Words) Seeds(v int, powers bool) string {
	one, other := w.SeedOne, w.SeedUnit
	if powers {
		one, other = w.PowerOne, w.PowerUnit
	}
	a := v
	if a < 0 {
		a = -a
	}
	var s string
	var form plural.Form
	if v%AweleUnit == 0 {
		s = strconv.Itoa(v / AweleUnit)
		form = plural.Cardinal.MatchPlural(w.tag, a/AweleUnit, 0, 0, 0, 0)
	} else {
		s = strconv.FormatFloat(float64(v)/AweleUnit, 'f', 1, 64)
		tenth := int(math.Round(float64(a)*10/AweleUnit)) % 10
		form = plural.Cardinal.MatchPlural(w.tag, a/AweleUnit, 1, 1, tenth, tenth)
		if w.DecimalComma {
			s = strings.Replace(s, ".", ",", 1)
		}
	}
	if v > 0 {
		s = "+" + s
	}
	if form == plural.One {
		return s + " " + one
	}
	return s + " " + other
}

// Time writes the time given to each search ("0,02 s par recherche",
// "1.5 s per search"): seconds with the record's decimal mark.
func (w *Words) Time(d time.Duration) string {
	s := strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
	if w.DecimalComma {
		s = strings.Replace(s, ".", ",", 1)
	}
	return fmt.Sprintf(w.MoveTime, s)
}
