package render

import (
	"fmt"

	"github.com/awechec/awechec/notation"
)

// lexicon holds the words of the pictures and of the replayer page in one
// language. Step texts (labels, notes, status lines), SVG captions and the
// page's controls all come from here, so that a French record is shown in
// French.
type lexicon struct {
	lang notation.Language

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
	collects           string // "%s collects %d"
	shared             string // "shared %d-%d"
	removed            string // "%d removed"
	endings            map[string]string
	powerDecided       string // "Power %d (%s): %s decided that %s plays %s"
	powerPlays         string // "Power %d: %s plays %s"
	answersCheck       string // "%s answers the check: no power consumed"
	normalMove         string
	nullMove           string
	checkmate          string // appended to the note
	terminations       map[string]string
	sideColour         string // "%s (%s)": side and colour
	pageGames          string // page: game list heading
	pageInvalid        string // page: said after an invalid game's name in the list
	pageMoves          string // page: move list heading
	pageDiags          string // page: diagnostics heading
	pageChess          string // page: move list section of the chess game
	pageVariations     string // page: heading of a step's variations
	pageStart, pageEnd string // page: buttons' names
	pageBack, pageFwd  string
	pageStartKey       string // page: buttons' titles, with their keys
	pageEndKey         string
	pageBackKey        string
	pageFwdKey         string
}

var english = &lexicon{
	lang:  notation.English,
	start: "Start", end: "end",
	south: "South", north: "North", white: "White", black: "Black",
	northBlack: "North · Black", southWhite: "South · White",
	game:         "Game %d",
	sows:         "%s sows %s",
	captureEvent: "%s capture event",
	captures:     ", captures %d (%s)",
	power:        "power", powers: "powers",
	seed: "seed", seeds: "seeds",
	aweleEnds:   "The Awélé game ends: %s; score %d-%d",
	aweleGame:   "Awélé game %d",
	aweleToMove: "Awélé game %d: %s to move",
	toMove:      "%s to move",
	nextPower:   "next power: %s",
	gameEnds:    "Awélé game %d ends: %s; score %d-%d, queue %s",
	collects:    "%s collects %d",
	shared:      "shared %d-%d",
	removed:     "%d removed",
	endings: map[string]string{
		"famine": "famine", "no-move": "no move left", "majority": "majority reached",
		"few-seeds": "too few seeds left", "agreement": "agreed stop",
		"unrecorded": "rest not recorded", "illegal-move": "stopped at an illegal move",
	},
	powerDecided: "Power %d (%s): %s decided that %s plays %s",
	powerPlays:   "Power %d: %s plays %s",
	answersCheck: "%s answers the check: no power consumed",
	normalMove:   "a normal move",
	nullMove:     "the null move",
	checkmate:    "; checkmate",
	sideColour:   "%s (%s)",
	pageInvalid:  "(invalid)",
	pageGames:    "Games", pageMoves: "Moves", pageDiags: "Diagnostics", pageChess: "Chess",
	pageVariations: "Variations",
	pageStart:      "Start", pageEnd: "End", pageBack: "Back", pageFwd: "Forward",
	pageStartKey: "Start (Home)", pageEndKey: "End (End)", pageBackKey: "Back (←)", pageFwdKey: "Forward (→)",
}

var french = &lexicon{
	lang:  notation.French,
	start: "Départ", end: "fin",
	south: "Sud", north: "Nord", white: "Blancs", black: "Noirs",
	northBlack: "Nord · Noirs", southWhite: "Sud · Blancs",
	game:         "Partie %d",
	sows:         "%s sème %s",
	captureEvent: "%s : prise notée",
	captures:     ", prend %d (%s)",
	power:        "pouvoir", powers: "pouvoirs",
	seed: "graine", seeds: "graines",
	aweleEnds:   "Fin de la partie d’awélé : %s ; score %d-%d",
	aweleGame:   "Partie d’awélé %d",
	aweleToMove: "Partie d’awélé %d : %s joue",
	toMove:      "Trait aux %s",
	nextPower:   "pouvoir suivant : %s",
	gameEnds:    "Fin de la partie d’awélé %d : %s ; score %d-%d, file de %s",
	collects:    "%s ramasse %d",
	shared:      "partage %d-%d",
	removed:     "%d retirées",
	endings: map[string]string{
		"famine": "famine", "no-move": "plus aucun coup", "majority": "majorité atteinte",
		"few-seeds": "trop peu de graines", "agreement": "arrêt convenu",
		"unrecorded": "suite non notée", "illegal-move": "arrêtée sur un coup illégal",
		"captures": "prises seules notées", "interrupted": "interrompue",
	},
	powerDecided: "Pouvoir %d (%s) : les %s ont décidé que les %s jouent %s",
	powerPlays:   "Pouvoir %d : les %s jouent %s",
	answersCheck: "Les %s parent l’échec : aucun pouvoir consommé",
	normalMove:   "un coup normal",
	nullMove:     "le coup nul",
	checkmate:    " ; échec et mat",
	terminations: map[string]string{
		"checkmate": "échec et mat", "stalemate": "pat", "dead-position": "matériel insuffisant",
		"fifty-moves": "règle des cinquante coups", "agreement": "accord", "resignation": "abandon",
		"famine": "famine", "no-move": "plus aucun coup", "majority": "majorité atteinte",
		"few-seeds": "trop peu de graines", "unrecorded": "suite non notée", "illegal-move": "coup illégal",
		"captures": "prises seules notées", "interrupted": "interrompue",
	},
	sideColour:  "%s (%s)",
	pageInvalid: "(invalide)",
	pageGames:   "Parties", pageMoves: "Coups", pageDiags: "Diagnostics", pageChess: "Échecs",
	pageVariations: "Variantes",
	pageStart:      "Début", pageEnd: "Fin", pageBack: "Précédent", pageFwd: "Suivant",
	pageStartKey: "Début (touche Début)", pageEndKey: "Fin (touche Fin)", pageBackKey: "Précédent (←)", pageFwdKey: "Suivant (→)",
}

// lexiconOf returns the words for a record's language: French for French
// records, English for every other.
func lexiconOf(l notation.Language) *lexicon {
	if l == notation.French {
		return french
	}
	return english
}

// count writes n and the noun, singular or plural.
func (x *lexicon) count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// termination words a Report.Termination.
func (x *lexicon) termination(t string) string {
	if w, ok := x.terminations[t]; ok {
		return w
	}
	return t
}

// ending words an Awélé game's ending (validate's Ending constants).
func (x *lexicon) ending(e string) string {
	if w, ok := x.endings[e]; ok {
		return w
	}
	return e
}

// pageText is what the page's script needs of a lexicon.
func (x *lexicon) pageText() map[string]string {
	return map[string]string{
		"games": x.pageGames, "moves": x.pageMoves, "diags": x.pageDiags, "chess": x.pageChess,
		"awele": x.aweleGame, "variations": x.pageVariations,
	}
}

// chrome is what the page template needs of a lexicon: the controls' and
// headings' words.
func (x *lexicon) chrome() map[string]string {
	return map[string]string{
		"PageStart": x.pageStart, "PageEnd": x.pageEnd, "PageBack": x.pageBack, "PageFwd": x.pageFwd,
		"PageStartKey": x.pageStartKey, "PageEndKey": x.pageEndKey, "PageBackKey": x.pageBackKey, "PageFwdKey": x.pageFwdKey,
		"PageMoves": x.pageMoves, "PageGames": x.pageGames, "PageInvalid": x.pageInvalid,
	}
}
