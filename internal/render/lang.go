package render

import (
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"sync"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// lexicon holds the words of the pictures and of the replayer page in one
// language, taken from the i18n catalogues. Step texts (labels, notes,
// status lines), SVG captions and the page's controls all come from here.
type lexicon struct {
	lang notation.Language // "fr" or "en", for the page's lang attribute
	ui   i18n.Lang

	start, end         string // first step's label; label of an Awélé game's end
	south, north       string // Awélé sides
	white, black       string // colours, as nouns ("White", "les Blancs" reads "Blancs")
	northBlack         string // frame caption above the board
	southWhite         string // frame caption below the board
	game               string // "Game %d"
	sows               string // "%s sows %s" (who, hole)
	captureEvent       string // "%s capture event"
	captures           string // ", captures %d (%s)"
	power, powers      string // plural forms
	seed, seeds        string // plural forms, for standalone Awélé records
	aweleEnds          string // "The Awélé game ends: %s; score %d-%d" (standalone record)
	aweleGame          string // "Awélé game %d"
	aweleToMove        string // "Awélé game %d: %s to move"
	toMove             string // "%s to move"
	nextPower          string // "next power: %s"
	gameEnds           string // "Awélé game %d ends: %s; score %d-%d, queue %s"
	shared             string // "shared %d-%d"
	endings            map[awele.EndReason]string
	powerDecided       string // "Power %d (%s): %s made %s play %s"
	powerChose         string // "Power %d (%s): %s chose to play %s"
	answersCheck       string // "%s answers the check: no power consumed"
	normalMove         string
	nullMove           string
	checkmate          string // appended to the note
	terminations       map[validate.Termination]string
	sideColour         string // "%s (%s)": side and colour
	pageGames          string // page: game list heading
	pageInvalid        string // page: said after an invalid game's name in the list
	pageMoves          string // page: move list heading
	pageDiags          string // page: diagnostics heading
	pageChess          string // page: move list section of the chess game
	pageStart, pageEnd string // page: buttons' names
	pageBack, pageFwd  string
	pageStartKey       string // page: buttons' titles, with their keys
	pageEndKey         string
	pageBackKey        string
	pageFwdKey         string
	tagNames           map[string]string // tag name → its label ("Event" → "Événement")
	tagLine            string            // "%s: %s": a tag's label and value
}

// tagKeys are the catalogue keys of the tags the page labels.
var tagKeys = map[string]i18n.Key{
	"Event":       i18n.RTagEvent,
	"Site":        i18n.RTagSite,
	"Date":        i18n.RTagDate,
	"Round":       i18n.RTagRound,
	"White":       i18n.RTagWhite,
	"Black":       i18n.RTagBlack,
	"Result":      i18n.RTagResult,
	"Annotator":   i18n.RTagAnnotator,
	"WhiteElo":    i18n.RTagWhiteElo,
	"BlackElo":    i18n.RTagBlackElo,
	"Variant":     i18n.RTagVariant,
	"Language":    i18n.RTagLanguage,
	"Handicap":    i18n.RTagHandicap,
	"AweleRules":  i18n.RTagAweleRules,
	"AweleCase":   i18n.RTagAweleCase,
	"Termination": i18n.RTagTermination,
	"TimeControl": i18n.RTagTimeControl,
	"EventDate":   i18n.RTagEventDate,
	"Source":      i18n.RTagSource,
	"PlyCount":    i18n.RTagPlyCount,
}

// english and french return the words of each language, from the i18n
// catalogues, filled the first time they are asked for: a program that
// draws nothing (the web page's check worker, most commands) does not
// word the hundred labels of both languages at start.
var (
	english = sync.OnceValue(func() *lexicon { return newLexicon(i18n.English) })
	french  = sync.OnceValue(func() *lexicon { return newLexicon(i18n.French) })
)

// newLexicon fills a lexicon from the catalogue of language l.
func newLexicon(l i18n.Lang) *lexicon {
	f := func(k i18n.Key) string { return i18n.Format(l, k) }
	x := &lexicon{
		lang: notation.English, ui: l,
		start: f(i18n.RStart), end: f(i18n.REnd),
		south: f(i18n.RSouth), north: f(i18n.RNorth), white: f(i18n.RWhite), black: f(i18n.RBlack),
		northBlack: f(i18n.RNorthBlack), southWhite: f(i18n.RSouthWhite),
		game: f(i18n.RGame), sows: f(i18n.RSows), captureEvent: f(i18n.RCaptureEvent), captures: f(i18n.RCaptures),
		power: f(i18n.RPower), powers: f(i18n.RPowers),
		seed: f(i18n.RSeed), seeds: f(i18n.RSeeds), aweleEnds: f(i18n.RAweleEnds),
		aweleGame: f(i18n.RAweleGame), aweleToMove: f(i18n.RAweleToMove), toMove: f(i18n.RToMove),
		nextPower: f(i18n.RNextPower), gameEnds: f(i18n.RGameEnds),
		shared: f(i18n.RShared),
		endings: map[awele.EndReason]string{
			awele.EndFamine: f(i18n.REndingFamine), awele.EndNoMove: f(i18n.REndingNoMove), awele.EndMajority: f(i18n.REndingMajority),
			awele.EndFewSeeds: f(i18n.REndingFewSeeds), awele.EndAgreement: f(i18n.REndingAgreement),
			awele.EndUnrecorded: f(i18n.REndingUnrecorded), awele.EndIllegal: f(i18n.REndingIllegalMove),
			awele.EndCaptures: f(i18n.REndingCaptures), awele.EndInterrupted: f(i18n.REndingInterrupted),
		},
		powerDecided: f(i18n.RPowerDecided), powerChose: f(i18n.RPowerChose), answersCheck: f(i18n.RAnswersCheck),
		normalMove: f(i18n.RNormalMove), nullMove: f(i18n.RNullMove), checkmate: f(i18n.RCheckmate),
		terminations: map[validate.Termination]string{
			validate.TermCheckmate: f(i18n.RTermCheckmate), validate.TermStalemate: f(i18n.RTermStalemate), validate.TermDeadPosition: f(i18n.RTermDeadPosition),
			validate.TermFiftyMoves: f(i18n.RTermFiftyMoves), validate.TermAgreement: f(i18n.RTermAgreement), validate.TermResignation: f(i18n.RTermResignation),
			validate.EndingTermination(awele.EndFamine): f(i18n.RTermFamine), validate.EndingTermination(awele.EndNoMove): f(i18n.RTermNoMove),
			validate.EndingTermination(awele.EndMajority): f(i18n.RTermMajority), validate.EndingTermination(awele.EndFewSeeds): f(i18n.RTermFewSeeds),
			validate.EndingTermination(awele.EndUnrecorded): f(i18n.RTermUnrecorded), validate.EndingTermination(awele.EndIllegal): f(i18n.RTermIllegalMove),
			validate.EndingTermination(awele.EndCaptures): f(i18n.RTermCaptures), validate.EndingTermination(awele.EndInterrupted): f(i18n.RTermInterrupted),
			validate.TermTimeForfeit: f(i18n.RTermTimeForfeit), validate.TermAbandoned: f(i18n.RTermAbandoned),
			validate.TermAdjudication: f(i18n.RTermAdjudication), validate.TermRulesInfraction: f(i18n.RTermRulesInfraction),
			validate.TermDeath: f(i18n.RTermDeath), validate.TermEmergency: f(i18n.RTermEmergency),
		},
		sideColour: f(i18n.RSideColour), pageInvalid: f(i18n.RPageInvalid),
		pageGames: f(i18n.RPageGames), pageMoves: f(i18n.RPageMoves), pageDiags: f(i18n.RPageDiags), pageChess: f(i18n.RPageChess),
		pageStart: f(i18n.RPageStart), pageEnd: f(i18n.RPageEnd), pageBack: f(i18n.RPageBack), pageFwd: f(i18n.RPageFwd),
		pageStartKey: f(i18n.RPageStartKey), pageEndKey: f(i18n.RPageEndKey), pageBackKey: f(i18n.RPageBackKey), pageFwdKey: f(i18n.RPageFwdKey),
	}
	x.tagNames = map[string]string{}
	for name, k := range tagKeys {
		x.tagNames[name] = f(k)
	}
	x.tagLine = f(i18n.RTagColon)
	if l == i18n.French {
		x.lang = notation.French
	}
	return x
}

// lexiconIn returns the words of the pictures and pages in language l:
// the user's (--lang, else LC_ALL, LC_MESSAGES, LANG), whatever the
// record's language, so that a French reader sees French labels on an
// English record and the reverse. The moves keep the letters the record
// writes.
func lexiconIn(l i18n.Lang) *lexicon {
	if l == i18n.French {
		return french()
	}
	return english()
}

// lexiconNamed returns the words of the language a step or a page game
// was built in (its Lang), for what is drawn or written of it later: a
// picture's frame, the page's words for the game, in the language of its
// labels.
func lexiconNamed(lang notation.Language) *lexicon {
	if lang == notation.French {
		return french()
	}
	return english()
}

// count writes n and the noun, singular or plural.
func (x *lexicon) count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// termination words a Report.Termination.
func (x *lexicon) termination(t validate.Termination) string {
	if w, ok := x.terminations[t]; ok {
		return w
	}
	return string(t)
}

// ending words an Awélé game's ending.
func (x *lexicon) ending(e awele.EndReason) string {
	if w, ok := x.endings[e]; ok {
		return w
	}
	return e.String()
}

// pageText is what the page's script needs of a lexicon.
func (x *lexicon) pageText() map[string]string {
	m := map[string]string{
		"games": x.pageGames, "moves": x.pageMoves, "diags": x.pageDiags, "chess": x.pageChess,
		"awele": x.aweleGame,
		// a tag's label and value: "%s: %s" (the script replaces the %s)
		"tagLine": x.tagLine,
	}
	for name, label := range x.tagNames {
		m["tag."+name] = label
	}
	for k, w := range x.boardWords() {
		m[k] = w
	}
	return m
}

// chrome is what the page template needs of a lexicon: the controls' and
// headings' words.
func (x *lexicon) chrome() map[string]string {
	m := map[string]string{
		"PageStart": x.pageStart, "PageEnd": x.pageEnd, "PageBack": x.pageBack, "PageFwd": x.pageFwd,
		"PageStartKey": x.pageStartKey, "PageEndKey": x.pageEndKey, "PageBackKey": x.pageBackKey, "PageFwdKey": x.pageFwdKey,
		"PageMoves": x.pageMoves, "PageGames": x.pageGames, "PageInvalid": x.pageInvalid,
	}
	for k, v := range x.boardWords() {
		m[k] = v // the move tree's controls (the template's T.tree.flip...)
	}
	return m
}
