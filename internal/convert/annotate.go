package convert

import (
	"fmt"
	"strconv"
	"strings"

	awengine "github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/lazyre"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// AnnotateOptions chooses what Annotate writes into a game.
type AnnotateOptions struct {
	// Powers writes the power token, with its colour, before every
	// half-move that consumed a power, and fills in the colour of tokens
	// written without one.
	Powers bool
	// Captures writes the capture count of every capturing Awélé move.
	Captures bool
	// Checks writes + and # where the position gives them.
	Checks bool
	// Queues draws each Awélé game's power queue in a comment, as seed
	// 000's 7x7 grid of cones (reading order from White's side).
	Queues bool
	// Endings says in a comment how each Awélé game ended.
	Endings bool
	// Deciders says after each null move who decided it.
	Deciders bool
	// FillColours fills in the colour of power tokens written without one
	// (`(7)` becomes `(7=B)`) and adds nothing else; Powers implies it.
	// It is what `awechec fmt` does once the replay knows the colours.
	FillColours bool
}

// AllAnnotations turns every annotation on.
func AllAnnotations() AnnotateOptions {
	return AnnotateOptions{Powers: true, Captures: true, Checks: true, Queues: true, Endings: true, Deciders: true}
}

// Annotate returns a copy of the game of a validation report with what the
// replay knows written in, as opt chooses. Only the main line is
// annotated, but for the colours of power tokens written without one,
// filled in variations too; the game itself is not changed. Annotating an annotated game changes nothing: a comment
// that Annotate would write and finds already written, word for word, in
// its place (after the null move, or among the comments that end the Awélé
// game) is not written again. The comments are French for a French record, English
// otherwise; power letters are the record's language's (English W and B
// for a language without its own). A translation (WriteAGN with
// Options.Lang) rewrites them in the target language.
func Annotate(r *validate.Report, opt AnnotateOptions) *notation.Game {
	g := *r.Game
	if g.Lang == "" {
		g.Lang, g.LangCandidates = r.Lang, nil
	}
	a := annotator{r: r, opt: opt, letters: colourLetters(r.Lang), french: r.Lang == notation.French,
		plies: map[int]validate.Ply{}, moves: map[int]validate.AweleMove{}}
	for _, p := range r.Plies {
		a.plies[p.Pos.Offset] = p
	}
	for _, ag := range r.Awele {
		for _, m := range ag.Moves {
			a.moves[m.Pos.Offset] = m
		}
	}
	a.sections = false
	for _, e := range g.Body {
		if e.Kind == notation.SectionMark {
			a.sections = true
		}
	}
	g.Body = a.body(r.Game.Body)
	return &g
}

// HasColourlessPower reports whether the main line of g holds a power
// token written without its colour, `(7)`.
func HasColourlessPower(g *notation.Game) bool { return colourless(g.Body) }

// colourless tells whether els or a variation in it holds a power token
// written without its colour.
func colourless(els []notation.Element) bool {
	for i := range els {
		switch e := &els[i]; {
		case e.Kind == notation.Power && e.Colour == 0:
			return true
		case e.Kind == notation.Variation && colourless(e.Children):
			return true
		}
	}
	return false
}

// fillVariation returns a copy of the elements of a variation with the
// colour of its colourless power tokens filled in from the replay
// (Report.FilledColours), nested variations too; els itself is unchanged.
func (a *annotator) fillVariation(els []notation.Element) []notation.Element {
	if !colourless(els) {
		return els
	}
	out := make([]notation.Element, len(els))
	copy(out, els)
	for i := range out {
		e := &out[i]
		switch e.Kind {
		case notation.Power:
			if c, ok := a.r.FilledColours[e.Pos.Offset]; ok && e.Colour == 0 {
				e.Colour = a.letters.letter(c)
			}
		case notation.Variation:
			e.Children = a.fillVariation(e.Children)
		}
	}
	return out
}

// FillColours returns the game of a validation report with the colour of
// every power token written without one (main line and variations) filled
// in from the queue the replay rebuilt: `(7)` becomes `(7=B)`, in the letters of
// the language the replay read. It is the one step of canonical form that
// needs the replay; `awechec fmt`, `convert` and `export --to pgn` all
// take it. A token the replay did not reach keeps no colour. A game with
// no colourless token is r.Game itself; otherwise the copy that Annotate
// returns, whose language is the replay's when the game left it open.
// Callers that have no report yet can test HasColourlessPower first and
// replay only the games that need it.
func FillColours(r *validate.Report) *notation.Game {
	if !HasColourlessPower(r.Game) {
		return r.Game
	}
	return Annotate(r, AnnotateOptions{FillColours: true})
}

type annotator struct {
	r        *validate.Report
	opt      AnnotateOptions
	letters  colourSet
	french   bool
	plies    map[int]validate.Ply
	moves    map[int]validate.AweleMove
	sections bool

	out []notation.Element
	// awele is the number of the Awélé game being read; open is true
	// while its section has not been closed by chess.
	awele int
	open  bool
}

// body returns the annotated movetext of els.
//
// The annotated movetext is given room at once for the elements it copies
// and an eighth more for the tokens it adds (powers, deciders): grown one
// append at a time, a game of 519,000 null moves allocated 267 MB for a
// movetext of 75 MB.
func (a *annotator) body(els []notation.Element) []notation.Element {
	if a.out == nil && len(els) > 0 {
		a.out = make([]notation.Element, 0, len(els)+len(els)/8+8)
	}
	for i, e := range els {
		switch e.Kind {
		case notation.SectionMark:
			if e.Section == notation.AweleSection {
				a.close()
				a.awele++
				a.open = true
			} else {
				a.close()
			}
		case notation.AweleMove, notation.CaptureEvent:
			if a.awele == 0 {
				a.awele, a.open = 1, true
			}
			if m, ok := a.moves[e.Pos.Offset]; ok && a.opt.Captures && e.Kind == notation.AweleMove && e.Count < 0 && m.Captured > 0 {
				e.Count = m.Captured
			}
		case notation.Power:
			if a.sections {
				a.close()
			}
		case notation.ChessMove, notation.NullMove:
			if a.sections {
				a.close()
			}
			if p, ok := a.plies[e.Pos.Offset]; ok {
				a.powerFor(p)
				if a.opt.Checks && e.Kind == notation.ChessMove {
					switch {
					case p.Mate:
						e.SAN.Check = '#'
					case p.Check:
						e.SAN.Check = '+'
					}
				}
				a.out = append(a.out, e)
				// A decider comment already written right after the null
				// move (an annotated record annotated again) is kept, not
				// written twice.
				if a.opt.Deciders && e.Kind == notation.NullMove && p.Decider != validate.NoDecider {
					if text := a.decider(p); !isComment(els, i+1, text) {
						a.comment(text)
					}
				}
				continue
			}
		case notation.Variation:
			if a.opt.Powers || a.opt.FillColours {
				e.Children = a.fillVariation(e.Children)
			}
		}
		a.out = append(a.out, e)
	}
	a.close()
	return a.out
}

// powerFor writes or completes the power token before the half-move p.
func (a *annotator) powerFor(p validate.Ply) {
	if (!a.opt.Powers && !a.opt.FillColours) || p.Power == 0 {
		return
	}
	letter := a.letters.letter(p.PowerColour)
	if i := writtenPower(a.out); i >= 0 {
		if a.out[i].Colour == 0 {
			a.out[i].Colour = letter
		}
		return
	}
	if a.opt.Powers {
		a.out = append(a.out, notation.Element{Kind: notation.Power, Number: p.Power, Colour: letter})
	}
}

// writtenPower returns the index of the power token written for the
// half-move that follows els, or -1: the token belongs to the next
// half-move whatever stands between them but another half-move, a section
// keyword or another token (the validator reads it so), so move numbers,
// comments, NAGs, escapes and variations are looked past.
func writtenPower(els []notation.Element) int {
	for i := len(els) - 1; i >= 0; i-- {
		switch els[i].Kind {
		case notation.MoveNumber, notation.Comment, notation.NAG, notation.Escape, notation.Variation:
			continue
		case notation.Power:
			return i
		}
		return -1
	}
	return -1
}

func (a *annotator) comment(text string) {
	a.out = append(a.out, notation.Element{Kind: notation.Comment, Text: text})
}

// isComment reports whether els[i] is a comment reading text.
func isComment(els []notation.Element, i int, text string) bool {
	return i < len(els) && els[i].Kind == notation.Comment && els[i].Text == text
}

// closing reports whether the comments that end the Awélé game just read
// (those written after its last element) include one reading text: annotate
// wrote it on an earlier run and does not write it again.
func (a *annotator) closing(text string) bool {
	for i := len(a.out) - 1; i >= 0 && a.out[i].Kind == notation.Comment; i-- {
		if a.out[i].Text == text {
			return true
		}
	}
	return false
}

// close writes the comments that end the current Awélé game.
func (a *annotator) close() {
	if !a.open {
		return
	}
	a.open = false
	if a.awele < 1 || a.awele > len(a.r.Awele) {
		return
	}
	ag := a.r.Awele[a.awele-1]
	if a.opt.Endings {
		if text := a.ending(ag); !a.closing(text) {
			a.comment(text)
		}
	}
	if a.opt.Queues {
		if text := a.grid(ag); !a.closing(text) {
			a.comment(text)
		}
	}
}

// grid draws a power queue as seed 000's board of 7x7 dots, filled in
// reading order from White's side; a dot stands for an empty place.
func (a *annotator) grid(ag validate.AweleGameTrace) string {
	var b strings.Builder
	if a.french {
		fmt.Fprintf(&b, "Pouvoirs de l'Awélé %d (%d) :", ag.Index, len(ag.Queue))
	} else {
		fmt.Fprintf(&b, "Powers of Awele game %d (%d):", ag.Index, len(ag.Queue))
	}
	cells := len(ag.Queue)
	if cells < 49 {
		cells = 49
	}
	for i := 0; i < cells; i++ {
		if i%7 == 0 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
		c := byte('.')
		if i < len(ag.Queue) {
			c = a.letters.letter(ag.Queue[i])
		}
		b.WriteByte(c)
	}
	return b.String()
}

// ending says how an Awélé game ended.
func (a *annotator) ending(ag validate.AweleGameTrace) string {
	side := func(s awengine.Side) string {
		switch {
		case a.french && s == awengine.South:
			return "Sud"
		case a.french:
			return "Nord"
		case s == awengine.South:
			return "South"
		}
		return "North"
	}
	var b strings.Builder
	if a.french {
		name, ok := frenchEndings[ag.Ending]
		if !ok {
			name = ag.Ending.String()
		}
		fmt.Fprintf(&b, "Fin de l'Awélé %d : %s", ag.Index, name)
	} else {
		fmt.Fprintf(&b, "End of Awele game %d: %s", ag.Index, ag.Ending)
	}
	if ag.Collected > 0 {
		if a.french {
			fmt.Fprintf(&b, ", %s ramasse %s", side(ag.Collector), graines(ag.Collected))
		} else {
			fmt.Fprintf(&b, ", %s collects %d", side(ag.Collector), ag.Collected)
		}
	}
	if ag.Removed > 0 {
		if a.french {
			fmt.Fprintf(&b, ", %s retirée%s", graines(ag.Removed), frenchPlural(ag.Removed))
		} else {
			fmt.Fprintf(&b, ", %d removed", ag.Removed)
		}
	}
	if ag.Shared != [2]int{} {
		if a.french {
			fmt.Fprintf(&b, ", partage %d-%d", ag.Shared[0], ag.Shared[1])
		} else {
			fmt.Fprintf(&b, ", shared %d-%d", ag.Shared[0], ag.Shared[1])
		}
	}
	if a.french {
		// French typography: a space before the semicolon.
		fmt.Fprintf(&b, " ; score %d-%d", ag.Score[0], ag.Score[1])
	} else {
		fmt.Fprintf(&b, "; score %d-%d", ag.Score[0], ag.Score[1])
	}
	return b.String()
}

// decider says who chose the null move.
func (a *annotator) decider(p validate.Ply) string {
	white := p.PowerColour == movegen.White
	switch {
	case a.french && white:
		return "décidé par les Blancs (" + deciderWord(p.Decider, true) + ")"
	case a.french:
		return "décidé par les Noirs (" + deciderWord(p.Decider, true) + ")"
	case white:
		return "decided by White (" + deciderWord(p.Decider, false) + ")"
	}
	return "decided by Black (" + deciderWord(p.Decider, false) + ")"
}

func deciderWord(d validate.Decider, french bool) string {
	switch {
	case french && d == validate.Mover:
		return "le joueur au trait"
	case french:
		return "l'adversaire"
	case d == validate.Mover:
		return "the mover"
	}
	return "the opponent"
}

// graines counts seeds in French: "1 graine", "41 graines".
func graines(n int) string {
	return fmt.Sprintf("%d graine%s", n, frenchPlural(n))
}

// frenchPlural is the plural ending of a French word counting n: none for
// 0 and 1, "s" from 2.
func frenchPlural(n int) string {
	if n < 2 {
		return ""
	}
	return "s"
}

// frenchEndings names the Awélé endings in French.
var frenchEndings = map[awengine.EndReason]string{
	awengine.EndFamine:      "famine",
	awengine.EndNoMove:      "plus de coup possible",
	awengine.EndMajority:    "majorité",
	awengine.EndFewSeeds:    "trop peu de graines",
	awengine.EndAgreement:   "arrêt convenu",
	awengine.EndUnrecorded:  "suite non notée",
	awengine.EndCaptures:    "prises seules",
	awengine.EndInterrupted: "interrompu",
	awengine.EndIllegal:     "coup illégal",
}

// The comments annotate writes are recognised by their exact text, in
// either of the two languages annotate writes (French with the French
// power letters B and N, English with W and B): a comment is one when it
// reads as an ending, a queue grid or a decider and annotate, given what
// it read, would write it word for word. A translation (WriteAGN with
// Options.Lang) writes such comments anew in the target's words and
// letters, French for French and English for every other language, as
// annotate would write them for a record in that language.

var (
	endingFR = lazyre.New(`^Fin de l'Awélé (\d+) : (.+?)(?:, (Sud|Nord) ramasse (\d+) graines?)?(?:, (\d+) graines? retirées?)?(?:, partage (\d+)-(\d+))? ; score (\d+)-(\d+)$`)
	endingEN = lazyre.New(`^End of Awele game (\d+): (.+?)(?:, (South|North) collects (\d+))?(?:, (\d+) removed)?(?:, shared (\d+)-(\d+))?; score (\d+)-(\d+)$`)
	gridFR   = lazyre.New(`^Pouvoirs de l'Awélé (\d+) \((\d+)\) :\n`)
	gridEN   = lazyre.New(`^Powers of Awele game (\d+) \((\d+)\):\n`)
)

// annotation is a comment of annotate's, read back: what it says, to be
// written again in another language.
type annotation struct {
	// kind is 'e' (ending), 'q' (queue grid) or 'd' (decider).
	kind  byte
	awele validate.AweleGameTrace
	ply   validate.Ply
}

// annotators are the writers of annotate's two languages.
var annotators = [...]annotator{
	{french: true, letters: colourSet{'B', 'N'}},
	{letters: colourSet{'W', 'B'}},
}

// readAnnotation recognises a comment annotate writes, in French or
// English.
func readAnnotation(text string) (annotation, bool) {
	for _, a := range annotators {
		if an, ok := a.read(text); ok {
			return an, true
		}
	}
	return annotation{}, false
}

// write writes an annotation as annotate writes it.
func (a *annotator) write(an annotation) string {
	switch an.kind {
	case 'e':
		return a.ending(an.awele)
	case 'q':
		return a.grid(an.awele)
	}
	return a.decider(an.ply)
}

// read reads text as one of a's comments: it must be the very text a
// writes for what it says.
func (a *annotator) read(text string) (annotation, bool) {
	an, ok := a.parse(text)
	if !ok || a.write(an) != text {
		return annotation{}, false
	}
	return an, true
}

func (a *annotator) parse(text string) (annotation, bool) {
	atoi := func(s string) int {
		n, _ := strconv.Atoi(s)
		return n
	}
	ending, grid := endingEN(), gridEN()
	if a.french {
		ending, grid = endingFR(), gridFR()
	}
	if m := ending.FindStringSubmatch(text); m != nil {
		ag := validate.AweleGameTrace{Index: atoi(m[1]), Collected: atoi(m[4]), Removed: atoi(m[5]),
			Shared: [2]int{atoi(m[6]), atoi(m[7])}, Score: [2]int{atoi(m[8]), atoi(m[9])}}
		known := false
		for code, name := range frenchEndings {
			if a.french && name == m[2] || !a.french && code.String() == m[2] {
				ag.Ending, known = code, true
			}
		}
		if !known {
			return annotation{}, false
		}
		if m[3] != "" && m[3] != "Sud" && m[3] != "South" {
			ag.Collector = awengine.North
		}
		return annotation{kind: 'e', awele: ag}, true
	}
	if m := grid.FindStringSubmatch(text); m != nil {
		ag := validate.AweleGameTrace{Index: atoi(m[1])}
		for _, cell := range strings.Fields(text[len(m[0]):]) {
			if len(cell) != 1 {
				return annotation{}, false
			}
			switch cell[0] {
			case '.':
			case a.letters.white:
				ag.Queue = append(ag.Queue, movegen.White)
			case a.letters.black:
				ag.Queue = append(ag.Queue, movegen.Black)
			default:
				return annotation{}, false
			}
		}
		return annotation{kind: 'q', awele: ag}, true
	}
	for _, white := range []bool{true, false} {
		for _, d := range []validate.Decider{validate.Mover, validate.Opponent} {
			p := validate.Ply{PowerColour: movegen.Black, Decider: d}
			if white {
				p.PowerColour = movegen.White
			}
			if a.decider(p) == text {
				return annotation{kind: 'd', ply: p}, true
			}
		}
	}
	return annotation{}, false
}

// translateAnnotation writes a comment annotate wrote in the words and
// power letters annotate writes for a record in lang; any other comment
// is returned as it is.
func translateAnnotation(text string, lang notation.Language) string {
	an, ok := readAnnotation(text)
	if !ok {
		return text
	}
	a := annotator{french: lang == notation.French, letters: colourLetters(lang)}
	return a.write(an)
}
