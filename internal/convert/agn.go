// Package convert writes games of the notation model back out as text: the
// canonical AGN form that `awechec fmt` prints, in the game's own language
// or translated into another, PGN, OGN and JSON; and reads PGN and OGN
// files into games, each element at its place in the file. Readers and
// writers work on the tree: no format is read by rewriting it into another
// text first, and a translation prints the tree's letters in the target
// language.
package convert

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/unsafeview"
)

// DefaultWidth is the longest movetext line the writer produces, in
// columns (characters), when Options.Width is zero: under 80, as PGN's
// export format asks.
const DefaultWidth = 79

// Options says how WriteAGN writes a game.
type Options struct {
	// Lang is the language of the output's letters: piece and promotion
	// letters, power and capture colour letters, section keywords and the
	// Language tag (set, or added, whenever Lang is); a translation also
	// writes the side of the Handicap tag in Lang's words (Blancs and
	// Noirs in French, White and Black in every other language). "" keeps
	// the game's own language, its letters as written and its tags.
	Lang notation.Language
	// Width is the longest movetext line in columns; 0 means DefaultWidth.
	// A token longer than Width stands alone on its line.
	Width int
	// KeepLanguageTag translates the letters into Lang but leaves the tags
	// as they are: the PGN export and its reader keep the original Language
	// tag elsewhere and put it back themselves.
	KeepLanguageTag bool
}

// ErrLanguageUnknown is returned when a translation is asked for a game
// whose language the reader could not decide.
var ErrLanguageUnknown = i18n.Errorf(i18n.ConvLangUnknown)

// sevenTagRoster lists the PGN Seven Tag Roster in export order, with the
// value written when the tag is missing. The Result default is refined from
// the result token in WriteAGN.
var sevenTagRoster = [...]struct{ name, missing string }{
	{"Event", "?"},
	{"Site", "?"},
	{"Date", "????.??.??"},
	{"Round", "-"},
	{"White", "?"},
	{"Black", "?"},
	{"Result", "*"},
}

// FormatAGN returns the canonical AGN text of g, as WriteAGN writes it. It
// returns an error, in the manner of go/format.Source, only when the game
// cannot be written: a translation that the game's letters do not allow.
func FormatAGN(g *notation.Game, opt Options) ([]byte, error) {
	var b bytes.Buffer
	if err := WriteAGN(&b, g, opt); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// WriteAGN writes g to w in canonical AGN, followed by a blank line. The
// canonical form, in the manner of gofmt, is one form for every way of
// writing the same game, so that two records can be compared as text and
// formatting twice changes nothing:
//
//   - Tags: the Seven Tag Roster first, in its order, each missing one
//     written as PGN export does (Event, Site, White, Black "?", Date
//     "????.??.??", Round "-", Result the result token or "*"); then every
//     other tag in input order; values escaped with \" and \\.
//   - A blank line, then the movetext, filled greedily into lines of at
//     most Width columns, never breaking inside a token nor between a move
//     number or power token and the move it belongs to. Comments are kept
//     whole: a comment that does not fit starts a new line. Every section
//     keyword but the first starts a new line, in the output language's
//     spelling (Letters.Awele, Letters.Chess). A %-escape stands alone on
//     its line; a ;-comment ends its line.
//   - Tokens: Awélé moves E(3); captures-only events B3 N2; `...` for an
//     unrecorded rest; the score S-N; power tokens (n=C), or (n) when no
//     colour is written, always apart from the move: (7=B) Cf6; SAN with
//     x for a capture, = before the promotion letter, O-O and O-O-O, the
//     check sign as written; the null move 0; suffixes glued (e4!?); NAGs
//     $n; comments {...} (a ;-comment only when its text holds a `}`;
//     otherwise `; text` is {text}, without the space after the ; nor the
//     spaces that end its line);
//     variations ( ... ); move numbers 12. and 12... .
//   - Move numbers, in the manner of PGN export: the writer does not
//     replay, so it counts half-moves from the numbers it has. A number is
//     written before each White (South) move, and before a Black (North)
//     move only where the reader needs one: first move of the movetext, of
//     a section or of a variation, after a comment, a variation or an
//     escape, and where a synchronous record switches between Awélé and
//     chess. The chess count starts at 1 (or at the FEN tag's move and
//     side) and runs on across sections; an Awélé count is known from the
//     first number written in its section (a new Awélé section is a new
//     Awélé game). A written number always wins and resets the count, so a
//     numbering mistake stays for the validator to report; a written
//     `12...` that the count makes redundant is dropped.
//   - A standard Awechec record written without section keywords as one
//     Awélé game then chess gets them: `Awélé` before its Awélé moves,
//     `Échecs` before its chess (withSectionKeywords). Records that
//     interleave the games without keywords (synchronous ones) stay as
//     they are: there a keyword opens a new section, and a new Awélé
//     section is a new Awélé game, so adding one would change the game.
//   - The result token is the Result tag's value when the movetext has
//     none, and is written as read when both exist and disagree (the
//     validator reports that). Comments after the result follow it.
//
// When opt.Lang is set, the Language tag says it; when it differs from
// the game's language, the letters are translated (see Options.Lang); a game whose
// language is undecided cannot be translated (ErrLanguageUnknown). Power
// colour letters go to the target language's, or to English W and B when
// it has none. A translation also writes the side of the Handicap tag in
// the target's words, and the comments Annotate writes, recognised by
// their exact text, as Annotate writes them for a record in the target
// language.
func WriteAGN(w io.Writer, g *notation.Game, opt Options) error {
	p, err := newPrinter(withSectionKeywords(g), opt)
	if err != nil {
		return err
	}
	p.stream = true
	p.tags()
	p.build()
	p.out = p.line.end(p.out)
	_, err = w.Write(p.out)
	p.release()
	return err
}

// printer holds the state of writing one game.
type printer struct {
	g     *notation.Game
	width int
	// out is the text of the game: the tags, then the text of every
	// token of the movetext. WriteAGN writes the tokens laid out, each
	// with the space or line break before it (stream); WritePGN writes
	// them bare, one word each, for pgnWords to rework and layout to lay
	// out into lines.
	out    []byte
	stream bool
	// line lays the tokens out when they are written straight out.
	line liner

	// from and to are the letter tables of a translation; translate is
	// false when letters are written as read.
	translate bool
	from, to  notation.Letters
	// A translation writes the power colour letters fromWhite and
	// fromBlack (the source language's, or for one that has none of its
	// own the French or English ones the file uses) as toWhite and toBlack
	// (the target language's, or English ones).
	fromWhite, fromBlack, toWhite, toBlack byte
	// keywords spells the section keywords; ok false keeps them as written.
	keywords   notation.Letters
	keywordsOK bool
	lang       notation.Language
	// setLang writes lang in the Language tag.
	setLang bool

	// words are the words of the movetext when they are not written
	// straight out (WritePGN); their text is in out.
	words []word
	// spare is a second word list, kept for the PGN export's words.
	spare []word
	// lines holds the PGN export's text, laid out from its words.
	lines []byte
	// raw is the role given to the words emitted next (see word.raw).
	raw bool
	// held: the last token keeps the next one on its line (a move number
	// or a power token stays with its move).
	held bool
	// opens counts the variations opened whose first token is still to
	// be written: it gets their brackets.
	opens int
	// tokens counts the tokens begun.
	tokens int
	// holeMoves: the Awélé section being written has moves, so that the
	// reader takes `B2` there for the hole B with 2 captured; a capture
	// event of a colour whose letter is a hole letter is then written as
	// its colour group, BB (see element).
	holeMoves bool
	// sec is the section of the line being written (sequence).
	sec notation.Section
}

// maxGroup is the longest colour group element writes (the 48 seeds).
const maxGroup = 48

// isHoleLetter tells whether c names an Awélé hole (A-F, a-f).
func isHoleLetter(c byte) bool { return c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f' }

// sectionHasMoves tells whether els, up to the next section keyword, hold
// an Awélé move.
func sectionHasMoves(els []notation.Element) bool {
	for i := range els {
		switch els[i].Kind {
		case notation.SectionMark:
			return false
		case notation.AweleMove:
			return true
		}
	}
	return false
}

// printers recycles the printers of WriteAGN and WritePGN: their words
// and output buffer are used again by the next game (release).
var printers = sync.Pool{New: func() any { return new(printer) }}

func newPrinter(g *notation.Game, opt Options) (*printer, error) {
	p := printers.Get().(*printer)
	words, spare, out, lines := p.words[:0], p.spare[:0], p.out[:0], p.lines[:0]
	*p = printer{g: g, width: opt.Width, lang: g.Lang, setLang: opt.Lang != "" && !opt.KeepLanguageTag, words: words, spare: spare, out: out, lines: lines}
	if p.width <= 0 {
		p.width = DefaultWidth
	}
	p.line = liner{width: p.width}
	if opt.Lang != "" && opt.Lang != g.Lang {
		if g.Lang == "" {
			p.release()
			return nil, ErrLanguageUnknown
		}
		from, ok := notation.Table(g.Lang)
		if !ok {
			p.release()
			return nil, i18n.Errorf(i18n.ConvSourceLang, string(g.Lang))
		}
		to, ok := notation.Table(opt.Lang)
		if !ok {
			p.release()
			return nil, i18n.Errorf(i18n.ConvTargetLang, string(opt.Lang))
		}
		p.translate, p.from, p.to, p.lang = true, from, to, opt.Lang
		fromColours := notation.PowerTable(g, g.Lang)
		p.fromWhite, p.fromBlack = fromColours.White, fromColours.Black
		if to.White == 0 {
			to, _ = notation.Table(notation.English)
		}
		p.toWhite, p.toBlack = to.White, to.Black
	}
	if t, ok := notation.Table(p.lang); ok {
		p.keywords, p.keywordsOK = t, true
	}
	return p, nil
}

// release gives the printer back for another game; nothing it holds may
// be used after. A printer that held a huge game is let go.
func (p *printer) release() {
	if cap(p.words) > 1<<16 || cap(p.spare) > 1<<16 || cap(p.out) > 1<<20 || cap(p.lines) > 1<<20 {
		return
	}
	clear(p.words)
	clear(p.spare)
	p.g = nil
	printers.Put(p)
}

// TagPowerLetters names the power letters of a game whose language has
// none of its own; convert --to writes it ("en") whenever it writes such a
// language's power letters.
const TagPowerLetters = notation.TagPowerLetters

// hasColourLetters tells whether a movetext writes a power or capture
// colour letter.
func hasColourLetters(els []notation.Element) bool {
	for _, e := range els {
		if (e.Kind == notation.Power || e.Kind == notation.CaptureEvent) && e.Colour != 0 {
			return true
		}
		if hasColourLetters(e.Children) {
			return true
		}
	}
	return false
}

// tags writes the tag section.
func (p *printer) tags() {
	used := make([]bool, len(p.g.Tags))
	for _, str := range sevenTagRoster {
		value, found := str.missing, false
		for i, t := range p.g.Tags {
			if t.Name == str.name && !used[i] {
				value, found, used[i] = t.Value, true, true
				break
			}
		}
		if str.name == "Result" {
			if !found && p.g.Result.Text != "" {
				value = p.g.Result.Text
			}
			value = resultText(value)
		}
		p.tag(str.name, value)
	}
	langSet := false
	// A translation rewrites the power letters: it writes the PowerLetters
	// tag anew after the Language tag, when the target language has no
	// power letters of its own and the game writes some.
	powerTag := p.translate && p.to.White == 0 && hasColourLetters(p.g.Body)
	for i, t := range p.g.Tags {
		if used[i] || (p.translate && t.Name == TagPowerLetters) {
			continue
		}
		if p.setLang && t.Name == "Language" && !langSet {
			t.Value, langSet = string(p.lang), true
		}
		if p.setLang && p.translate && t.Name == "Handicap" {
			t.Value = handicapIn(t.Value, p.lang)
		}
		p.tag(t.Name, t.Value)
		if t.Name == "Language" && powerTag {
			p.tag(TagPowerLetters, string(notation.English))
			powerTag = false
		}
	}
	if p.setLang && !langSet {
		p.tag("Language", string(p.lang))
	}
	if powerTag {
		p.tag(TagPowerLetters, string(notation.English))
	}
	p.out = append(p.out, '\n')
}

// handicapIn writes the side of a Handicap tag value in the words of
// lang: Blancs and Noirs in French, White and Black in every other
// language (power.ParseHandicap reads no other). The ratio and the order
// of the two fields stay as written; a value ParseHandicap refuses is
// left as it is, for the validator to report.
func handicapIn(value string, lang notation.Language) string {
	h, err := power.ParseHandicap(value)
	if err != nil {
		return value
	}
	side := "White"
	switch {
	case lang == notation.French && h.Side == movegen.White:
		side = "Blancs"
	case lang == notation.French:
		side = "Noirs"
	case h.Side == movegen.Black:
		side = "Black"
	}
	f := strings.Fields(value)
	if strings.Contains(f[0], "/") {
		return f[0] + " " + side
	}
	return side + " " + f[1]
}

var tagEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)

func (p *printer) tag(name, value string) {
	p.out = append(p.out, '[')
	p.out = append(p.out, name...)
	p.out = append(p.out, " \""...)
	if strings.ContainsAny(value, `\"`) {
		value = tagEscaper.Replace(value)
	}
	p.out = append(p.out, value...)
	p.out = append(p.out, "\"]\n"...)
}

// sep says what stands between a word and the one before it.
type sep uint8

const (
	space   sep = iota // a space, or a line break when the line is full
	nobreak            // a space, never a line break
	glue               // nothing
	newline            // always a line break
)

// word is one token of the movetext as the PGN export reworks it (see
// pgnWords) before layout writes it.
type word struct {
	text string
	// data is, for the PGN export, a comment's text (kind Comment) or a
	// null move's suffix (kind NullMove).
	data string
	// num is, for the PGN export, a power token's or NAG's number as
	// written.
	num int
	// A word built by build has its text in out[off:end] of the printer
	// until resolve sets text.
	off, end int32
	// opens counts the variations the word opens: its text starts with
	// their brackets.
	opens int32
	sep   sep
	// endsLine forces a line break after the word (;-comment, escape).
	endsLine bool
	// raw marks a word that only AGN can say (section keywords, Awélé
	// moves and their numbers and NAGs, capture events, scores): the PGN
	// export carries it inside a [%awele] comment command.
	raw bool
	// kind is the element the word writes: MoveNumber for a move number,
	// Variation for a variation's closing bracket, 0 for an opening one.
	kind notation.Kind
	// colour is, for the PGN export, a power token's colour letter as
	// written; lineComment marks a comment written after ;.
	colour      byte
	lineComment bool
}

// begin starts a token of kind k, separated from the one before by s
// (space becomes nobreak after a token that holds the next one); its
// text is appended to out next, after the brackets of the variations
// that it opens, and end ends it.
func (p *printer) begin(s sep, k notation.Kind) {
	if s == space && p.held {
		s = nobreak
	}
	p.held = false
	p.tokens++
	if p.stream && p.opens == 0 {
		p.out = p.line.open(p.out, s)
		return
	}
	opens := p.opens
	if opens > 0 {
		p.opens = 0
		if s == newline {
			// An escape must start its line: the brackets stand apart.
			p.word(space, 0, opens, false)
			p.end()
			opens = 0
		}
	}
	p.word(s, k, opens, p.raw)
}

// word starts a word (or, written straight out, its place in the line)
// and writes the brackets of the variations it opens.
func (p *printer) word(s sep, k notation.Kind, opens int, raw bool) {
	if p.stream {
		p.out = p.line.open(p.out, s)
	} else {
		p.words = append(p.words, word{off: int32(len(p.out)), opens: int32(opens), sep: s, raw: raw, kind: k})
	}
	for range opens {
		p.out = append(p.out, '(')
	}
}

// end ends the token begin started, whose text is the end of out; it
// returns its word, or nil when the token is written straight out.
func (p *printer) end() *word {
	if p.stream {
		return nil
	}
	w := &p.words[len(p.words)-1]
	w.end = int32(len(p.out))
	return w
}

// emit writes a token whose text is s.
func (p *printer) emit(text string, s sep, k notation.Kind) *word {
	p.begin(s, k)
	p.text(text)
	return p.end()
}

// text writes text that may hold characters beyond ASCII or line breaks
// (the other tokens are ASCII): the line it is on is measured in
// characters.
func (p *printer) text(text string) {
	if text != "" {
		p.out = append(p.out, text...)
		p.line.wide = true
	}
}

// endLine forces a line break after the token just ended (w, when it is
// a word).
func (p *printer) endLine(w *word) {
	if w == nil {
		p.line.endsLine = true
		return
	}
	w.endsLine = true
}

// resolve gives every word its text, out of one string: the words' text
// is only read before out is written again (the printer is released
// with its words cleared).
func (p *printer) resolve() {
	all := unsafeview.String(p.out)
	for i := range p.words {
		w := &p.words[i]
		w.text = all[w.off:w.end]
	}
}

// hold has the next token stay on the line of the one just written.
func (p *printer) hold() { p.held = true }

// build writes the movetext, or makes its words: the main line, the
// result token and the comments after it.
func (p *printer) build() {
	n := newNumbering(p.g)
	p.sequence(p.g.Body, n, true)
	result := resultText(p.g.Result.Text)
	if result == "" {
		result = "*"
		if v, ok := p.g.Tag("Result"); ok && isResult(resultText(v)) {
			result = resultText(v)
		}
	}
	p.raw = false
	p.emit(result, space, notation.ResultToken)
	for i := range p.g.Trailing {
		p.element(&p.g.Trailing[i], n, 0)
	}
}

// resultText writes a result in canonical form (notation.Result), or s as
// it is when it is no result.
func resultText(s string) string {
	if r, ok := notation.Result(s); ok {
		return r
	}
	return s
}

func isResult(s string) bool {
	switch s {
	case "1-0", "0-1", "1/2-1/2", "*":
		return true
	}
	return false
}

// counter is a move count in one game (chess, or the current Awélé game).
type counter struct {
	known bool
	num   int
	black bool // Black (North) to move next
}

// advance counts one half-move.
func (c *counter) advance() {
	if c.black {
		c.num++
	}
	c.black = !c.black
}

// numbering is the move-number state of one line (main line or variation).
type numbering struct {
	numState
	// before is the state before the last half-move (when hasBefore): a
	// variation replaces that move and starts from it.
	before    numState
	hasBefore bool
}

// numState is the move-number state a numbering saves before a half-move.
type numState struct {
	chess, awele counter
	// cur is the counter of the last half-move or section (true: chess).
	cur bool
	// numbered is true when a number has been written since the last
	// half-move; needed when the next Black move must carry one.
	numbered, needed bool
	// inGroup is true between a power token and the half-move it powers.
	inGroup bool
}

func newNumbering(g *notation.Game) *numbering {
	n := &numbering{numState: numState{chess: counter{known: true, num: 1}, cur: true, needed: true}}
	if fen, ok := g.Tag("FEN"); ok {
		f := strings.Fields(fen)
		if len(f) == 6 {
			if num, err := strconv.Atoi(f[5]); err == nil && num > 0 {
				n.chess = counter{known: true, num: num, black: f[1] == "b"}
			}
		}
	}
	return n
}

func (n *numState) counter(chess bool) *counter {
	if chess {
		return &n.chess
	}
	return &n.awele
}

// copy is a numbering that starts from n's state, with no state before.
func (n *numState) copy() numbering {
	return numbering{numState: *n}
}

// isHalfMove tells whether an element is a counted move, and of which game.
func isHalfMove(e *notation.Element) (move, chess bool) {
	switch e.Kind {
	case notation.AweleMove:
		return true, false
	case notation.ChessMove, notation.NullMove:
		return true, true
	}
	return false, false
}

// lookahead tells, for an element i of a line, which game the next move
// after it belongs to: 1 chess (a chess move or null move, a power, or
// the chess keyword comes first), -1 Awélé (an Awélé move or another
// keyword), 0 when nothing after i decides. sequence asks it at each move
// number, in the line's order. An answer holds for every element before
// the one that decided it, so each element is looked at once at most: a
// line of a hundred thousand move numbers in a row (`1. 1. 1. ...`) is
// read once, not from each of them (quadratic), and a usual line only
// from each number to its move.
type lookahead struct {
	els []notation.Element
	// game is the answer for every element from from to before upTo.
	from, upTo int
	game       int8
}

// at returns the game of the next move after element i.
func (l *lookahead) at(i int) int8 {
	if i >= l.from && i < l.upTo {
		return l.game
	}
	l.from, l.game = i, 0
	j := i + 1
	for ; j < len(l.els); j++ {
		e := &l.els[j]
		move, chess := isHalfMove(e)
		if e.Kind == notation.Power || move && chess || e.Kind == notation.SectionMark && e.Section == notation.ChessSection {
			l.game = 1
			break
		}
		if move || e.Kind == notation.SectionMark {
			l.game = -1
			break
		}
	}
	l.upTo = j
	return l.game
}

// sequence writes a line of elements: the main line (top) or a variation.
func (p *printer) sequence(els []notation.Element, n *numbering, top bool) {
	depth := 1
	if top {
		depth = 0
	}
	skip := -1
	defer func(h bool, s notation.Section) { p.holeMoves, p.sec = h, s }(p.holeMoves, p.sec)
	p.holeMoves = p.holeMoves || sectionHasMoves(els)
	next := lookahead{els: els}
	for i := range els {
		if i == skip {
			continue
		}
		e := &els[i]
		switch e.Kind {
		case notation.SectionMark:
			p.holeMoves = sectionHasMoves(els[i+1:])
			p.sec = e.Section
		case notation.MoveNumber:
			game := next.at(i)
			chess := game > 0 || game == 0 && n.cur
			p.raw = !chess
			p.moveNumber(e, n, chess)
			continue
		case notation.Power:
			p.raw = false
			if !n.inGroup {
				// A number written after the power token belongs before it.
				j := i + 1
				for j < len(els) && els[j].Kind == notation.Power {
					j++
				}
				if j < len(els) && els[j].Kind == notation.MoveNumber && !n.numbered {
					p.moveNumber(&els[j], n, true)
					skip = j
				}
				p.groupStart(n, true)
				n.inGroup = true
			}
		case notation.AweleMove, notation.ChessMove, notation.NullMove:
			_, chess := isHalfMove(e)
			p.raw = !chess
			if !n.inGroup {
				p.groupStart(n, chess)
			}
			n.before, n.hasBefore = n.numState, true
			if c := n.counter(chess); c.known {
				c.advance()
			}
			n.cur, n.numbered, n.needed, n.inGroup = chess, false, false, false
		}
		p.element(e, n, depth)
	}
}

// groupStart writes the move number a half-move needs, if the count knows it.
func (p *printer) groupStart(n *numbering, chess bool) {
	if chess != n.cur {
		// A synchronous record switches games: the reader needs a number.
		n.needed, n.cur = true, chess
	}
	c := n.counter(chess)
	if !n.numbered && c.known && (!c.black || n.needed) {
		p.emitNumber(c.num, c.black)
		p.hold()
		n.numbered = true
	}
	n.needed = false
}

// moveNumber writes a number found in the movetext, unless the count makes
// it redundant, and resets the count to it.
func (p *printer) moveNumber(e *notation.Element, n *numbering, chess bool) {
	if chess != n.cur {
		n.needed, n.cur = true, chess
	}
	c := n.counter(chess)
	same := c.known && c.num == e.Number && c.black == e.Black
	if same && (n.numbered || (e.Black && !n.needed)) {
		return
	}
	*c = counter{known: true, num: e.Number, black: e.Black}
	p.emitNumber(e.Number, e.Black)
	p.hold()
	n.numbered, n.needed = true, false
}

// emitNumber emits a move number, 12. or 12... .
func (p *printer) emitNumber(num int, black bool) {
	p.begin(space, notation.MoveNumber)
	p.out = appendNum(p.out, int(num))
	if black {
		p.out = append(p.out, "..."...)
	} else {
		p.out = append(p.out, '.')
	}
	p.end()
}

// element writes the tokens of one element other than a move number.
// Section keywords, Awélé moves, capture events, unrecorded rests and
// scores are raw (AGN only); powers, chess moves, comments, escapes and
// results are not.
func (p *printer) element(e *notation.Element, n *numbering, depth int) {
	switch e.Kind {
	case notation.SectionMark:
		p.raw = true
		s := newline
		if p.tokens == 0 || depth > 0 {
			s = space
		}
		p.emit(p.keyword(e), s, e.Kind)
		if e.Section == notation.AweleSection {
			n.awele = counter{}
			n.cur = false
		} else {
			n.cur = true
		}
		n.numbered, n.inGroup, n.needed = false, false, true
	case notation.AweleMove:
		p.raw = true
		p.begin(space, e.Kind)
		p.out = append(p.out, e.Hole)
		if e.Count >= 0 {
			p.out = append(p.out, '(')
			p.out = appendNum(p.out, int(e.Count))
			p.out = append(p.out, ')')
		}
		p.text(e.Suffix)
		p.end()
	case notation.CaptureEvent:
		p.captureEvent(e)
	case notation.Unrecorded:
		p.raw = true
		p.emit("...", space, e.Kind)
	case notation.AweleScore:
		p.aweleScore(e)
	case notation.Power:
		p.raw = false
		p.begin(space, e.Kind)
		p.out = append(p.out, '(')
		p.out = appendNum(p.out, int(e.Number))
		c := byte(0)
		if e.Colour != 0 {
			c = p.colour(e.Colour)
			p.out = append(p.out, '=', c)
		}
		p.out = append(p.out, ')')
		if w := p.end(); w != nil {
			w.num, w.colour = e.Number, c
		}
		p.hold()
	case notation.ChessMove:
		p.raw = false
		p.begin(space, e.Kind)
		s := e.SAN
		s.Piece, s.Promo = p.piece(s.Piece), p.piece(s.Promo)
		p.out = s.AppendText(p.out)
		p.text(e.Suffix)
		p.end()
	case notation.NullMove:
		p.raw = false
		p.begin(space, e.Kind)
		p.out = append(p.out, '0')
		p.text(e.Suffix)
		if w := p.end(); w != nil {
			w.data = e.Suffix
		}
	case notation.Comment:
		p.comment(e, n)
	case notation.NAG:
		p.begin(space, e.Kind)
		p.out = append(p.out, '$')
		p.out = appendNum(p.out, int(e.Number))
		if w := p.end(); w != nil {
			w.num = e.Number
		}
	case notation.Variation:
		p.variation(e, n)
	case notation.Escape:
		p.raw = false
		p.begin(newline, e.Kind)
		p.out = append(p.out, '%')
		p.text(e.Text)
		p.endLine(p.end())
		if !n.numbered {
			n.needed = true
		}
	case notation.ResultToken:
		p.raw = false
		p.emit(e.Text, space, e.Kind)
	}
}

// captureEvent writes a capture event (raw: AGN only).
func (p *printer) captureEvent(e *notation.Element) {
	p.raw = true
	// A power list item `3:B` keeps its number; every other event,
	// colour groups `BB NN` included, is a colour and a count.
	p.begin(space, e.Kind)
	if e.Number > 0 {
		p.out = appendNum(p.out, int(e.Number))
		p.out = append(p.out, ':', p.colour(e.Colour))
	} else {
		c := p.colour(e.Colour)
		p.out = append(p.out, c)
		switch {
		case p.holeMoves && isHoleLetter(c) && e.Count >= 2 && e.Count <= maxGroup:
			// `B2` would read back as the hole B with 2 captured
			// (fmt was not idempotent on `Awélé 1. A BB e`).
			for range e.Count - 1 {
				p.out = append(p.out, c)
			}
		case e.Count >= 0:
			p.out = appendNum(p.out, int(e.Count))
		}
	}
	p.text(e.Suffix)
	p.end()
}

// aweleScore writes an Awélé score (raw: AGN only).
func (p *printer) aweleScore(e *notation.Element) {
	p.raw = true
	p.begin(space, e.Kind)
	if s := e.Score; s == [2]int{1, 0} || s == [2]int{0, 1} || s == [2]int{} && p.sec != notation.AweleSection {
		// 1-0 and 0-1 read as a result, and 0-0 as castling out of
		// an Awélé section (a record with no section keyword): a
		// leading zero keeps the score a score (01-0, 00-0).
		p.out = append(p.out, '0')
	}
	p.out = appendNum(p.out, int(e.Score[0]))
	p.out = append(p.out, '-')
	p.out = appendNum(p.out, int(e.Score[1]))
	p.end()
}

// comment writes a comment, {text} or ; text.
func (p *printer) comment(e *notation.Element, n *numbering) {
	p.raw = false
	p.begin(space, e.Kind)
	if e.LineComment && strings.Contains(e.Text, "}") {
		p.out = append(p.out, ';')
		p.text(e.Text)
		w := p.end()
		p.endLine(w)
		if w != nil {
			w.data, w.lineComment = e.Text, true
		}
	} else {
		text := e.Text
		if e.LineComment {
			// `; text` is {text}: the space after the ; separates, and
			// the spaces that end the line are not seen.
			text = strings.TrimRight(strings.TrimPrefix(text, " "), " \t")
		}
		if p.translate && isAnalysis(text) {
			text = translateMoves(text, moveLetters{p.from.Pieces, p.piece, p.colour})
		}
		if p.translate && p.setLang {
			text = translateAnnotation(text, p.lang)
		}
		p.out = append(p.out, '{')
		p.text(text)
		p.out = append(p.out, '}')
		if w := p.end(); w != nil {
			w.data = text
		}
	}
	if !n.numbered {
		n.needed = true
	}
}

// variation writes a variation and its brackets.
func (p *printer) variation(e *notation.Element, n *numbering) {
	start, tokens := len(p.words), p.tokens
	v := n.numState.copy()
	if n.hasBefore {
		v = n.before.copy()
	}
	v.numbered, v.needed, v.inGroup = false, true, false
	// The first token of the variation gets its bracket.
	p.opens++
	p.sequence(e.Children, &v, false)
	if p.tokens == tokens {
		p.opens--
		p.emit("()", space, 0)
	} else {
		if !p.stream {
			p.raw = p.words[start].raw
		}
		p.emit(")", glue, notation.Variation)
	}
	n.needed = true
}

// keyword spells a section keyword.
func (p *printer) keyword(e *notation.Element) string {
	if p.keywordsOK {
		if e.Section == notation.AweleSection {
			return p.keywords.Awele
		}
		return p.keywords.Chess
	}
	if e.Text != "" {
		return e.Text
	}
	en, _ := notation.Table(notation.English)
	if e.Section == notation.AweleSection {
		return en.Awele
	}
	return en.Chess
}

// colour writes a power or capture colour letter in the output language.
func (p *printer) colour(c byte) byte {
	switch {
	case !p.translate:
	case p.fromWhite != 0 && c == p.fromWhite:
		return p.toWhite
	case p.fromBlack != 0 && c == p.fromBlack:
		return p.toBlack
	}
	return c
}

// piece writes a piece letter in the output language.
func (p *printer) piece(c byte) byte {
	if !p.translate || c == 0 {
		return c
	}
	for i, l := range p.from.Pieces {
		if l == c {
			return p.to.Pieces[i]
		}
	}
	return c
}

// appendNum appends n in decimal; numbers under 100 (nearly every move
// number, count and power token) without a call.
func appendNum(b []byte, n int) []byte {
	if uint(n) < 10 {
		return append(b, byte('0'+n))
	}
	return appendNum2(b, n)
}

// appendNum2 is appendNum's call for numbers from 10 on.
func appendNum2(b []byte, n int) []byte {
	if n >= 10 && n < 100 {
		return append(b, byte('0'+n/10), byte('0'+n%10))
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// layout appends the words, laid out into lines of at most p.width
// columns, to b.
func (p *printer) layout(b []byte) []byte {
	l := liner{width: p.width}
	for i := range p.words {
		w := &p.words[i]
		b = l.open(b, w.sep)
		b = append(b, w.text...)
		l.endsLine = w.endsLine
		if !l.wide && !plain(w.text) {
			l.wide = true
		}
	}
	return l.end(b)
}

// plain tells whether s is ASCII without a line break: its width is its
// length.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '\n' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// liner fills tokens into lines of at most width columns as they are
// written, greedily, never breaking inside a token nor between tokens
// that stay together: a token separated by space from the one before
// starts a unit, with the nobreak and glued tokens that follow it; the
// space before the unit becomes a line break when the unit, up to the
// first line break inside it, does not fit on the line. The space is
// written at once and changed into a line break once the whole unit has
// been written (flush). A token longer than width stands alone on its
// line.
type liner struct {
	width int
	// col is the column at the end of the units placed.
	col int
	// started is true once a token has been written.
	started bool
	// at is where the space before the unit being written is, or -1 when
	// nothing before it may break (the first token, a forced line break).
	at int
	// start is where the text of the unit being written starts.
	start int
	// endsLine forces a line break after the token just written
	// (;-comment, escape).
	endsLine bool
	// wide is true when the unit being written may hold characters
	// beyond ASCII or line breaks: it is then measured in characters, not
	// in bytes.
	wide bool
}

// open starts a token separated by s from the one before, appending the
// separator to b; the token's text is appended next.
func (l *liner) open(b []byte, s sep) []byte {
	switch {
	case !l.started:
		l.started, l.at, l.start = true, -1, len(b)
	case l.endsLine || s == newline:
		l.flush(b)
		b = append(b, '\n')
		l.col, l.at, l.start = 0, -1, len(b)
		l.endsLine = false
	case s == space:
		l.flush(b)
		l.at = len(b)
		b = append(b, ' ')
		l.start = len(b)
	case s == nobreak:
		b = append(b, ' ')
	}
	return b
}

// flush places the unit written since start: the space before it becomes
// a line break when it does not fit.
func (l *liner) flush(b []byte) {
	width, last, multi := len(b)-l.start, 0, false
	if l.wide {
		width, last, multi = measure(b[l.start:])
		l.wide = false
	}
	if l.at >= 0 {
		if l.col > 0 && l.col+1+width > l.width {
			b[l.at] = '\n'
			l.col = 0
		} else {
			l.col++
		}
	}
	if multi {
		l.col = last
	} else {
		l.col += width
	}
}

// measure is the width in characters of the first line of u, and, when
// u holds a line break (multi), that of its last line.
func measure(u []byte) (width, last int, multi bool) {
	first, rest, multi := bytes.Cut(u, []byte{'\n'})
	if multi {
		last = utf8.RuneCount(rest[bytes.LastIndexByte(rest, '\n')+1:])
	}
	return utf8.RuneCount(first), last, multi
}

// end places the last unit and ends the movetext with a blank line.
func (l *liner) end(b []byte) []byte {
	l.flush(b)
	return append(b, "\n\n"...)
}
