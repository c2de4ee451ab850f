package convert

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
)

// Tags of the PGN export that carry what PGN cannot say, so that ReadPGN
// gives back the record exactly (docs/EXPORT.md).
const (
	// TagAGNLanguage holds the value of the record's Language tag, in its
	// place: the PGN itself is always English.
	TagAGNLanguage = "AGNLanguage"
	// TagAGNLetters names the language of the record's letters when it has
	// no Language tag and its letters are not English.
	TagAGNLetters = "AGNLetters"
	// TagAGNVariant is "-" when the export added the Variant tag.
	TagAGNVariant = "AGNVariant"
	// TagAGNPowerLetters holds the value of the record's PowerLetters tag,
	// in its place: the PGN's power colour letters are always English.
	TagAGNPowerLetters = "AGNPowerLetters"
	// TagAGNColourLetters names the power letters ("en" or "fr") of a
	// record whose language has none of its own and which writes colour
	// letters without a PowerLetters tag (notation.PowerTable).
	TagAGNColourLetters = "AGNColourLetters"
)

// PGNOptions says how WritePGN writes a game.
type PGNOptions struct {
	// Lang is the language of the game's letters when the game itself
	// leaves it undecided (the replay's choice, validate.Report.Lang).
	Lang notation.Language
	// Variant is the variant the replay used (validate.Report.Variant);
	// Awechec and Synchronous add a Variant tag when the game has none.
	// nil (not known) adds nothing.
	Variant *notation.Variant
	// Width is the longest line; 0 means DefaultWidth.
	Width int
}

// WritePGN writes g as standard PGN, the form chess programs and
// pgn-extract read: the tags (the Seven Tag Roster first), English SAN,
// null moves as `--`, each power token as a comment command
// `{[%power 4 B]}` (`{[%power 7]}` without a colour), and everything only
// AGN can say (section keywords, Awélé moves, capture events, scores, with
// their numbers, NAGs and variations; NAGs above 255) as `{[%awele ...]}`
// comment commands holding the canonical English AGN text, in which `%`,
// spaces inside comments, braces, square brackets and line breaks are
// written as %XX. Comments, NAGs (0 to 255) and variations of the chess
// game stay PGN's own, a comment {c} written { c } as PGN tools write it.
//
// ReadPGN reads the result back into the same game: the canonical AGN text
// of both is the same. It reads the comment commands as pgn-extract and
// the like rewrap them (PGNReader).
func WritePGN(w io.Writer, g *notation.Game, opt PGNOptions) error {
	c := *g
	undecided := c.Lang == ""
	if undecided {
		c.Lang = opt.Lang
	}
	c.Tags = append([]notation.Tag(nil), g.Tags...)
	// The power letters the record writes, English in the PGN: the reader
	// needs the record's PowerLetters tags, or which letters it writes
	// without one, to write them back.
	colours := notation.PowerTable(&c, c.Lang)
	_, tagged := notation.PowerLettersTag(&c)
	hasLang := false
	for i := range c.Tags {
		if c.Tags[i].Name == "Language" && !hasLang {
			c.Tags[i].Name, hasLang = TagAGNLanguage, true
		}
		if c.Tags[i].Name == TagPowerLetters {
			c.Tags[i].Name = TagAGNPowerLetters
		}
	}
	if _, ok := c.Tag("Variant"); !ok && opt.Variant != nil && (*opt.Variant == notation.Awechec || *opt.Variant == notation.Synchronous) {
		c.Tags = append(c.Tags, notation.Tag{Name: "Variant", Value: opt.Variant.String()}, notation.Tag{Name: TagAGNVariant, Value: "-"})
	}
	switch {
	case !hasLang && undecided && c.Lang != "":
		// The letters leave the language open: the replay's choice, marked
		// so that the reader keeps the keywords as written.
		c.Tags = append(c.Tags, notation.Tag{Name: TagAGNLetters, Value: string(c.Lang) + "?"})
	case !hasLang && c.Lang != "" && c.Lang != notation.English:
		c.Tags = append(c.Tags, notation.Tag{Name: TagAGNLetters, Value: string(c.Lang)})
	}
	if t, ok := notation.Table(c.Lang); ok && t.White == 0 && !tagged && hasColourLetters(c.Body) {
		c.Tags = append(c.Tags, notation.Tag{Name: TagAGNColourLetters, Value: string(colours.Lang)})
	}
	lang := notation.English
	if c.Lang == "" {
		// Undecided letters stay as written: the reader will have to decide.
		lang = ""
	}
	p, err := newPrinter(&c, Options{Lang: lang, Width: opt.Width, KeepLanguageTag: true})
	if err != nil {
		return err
	}
	if undecided {
		// Keywords as written, as fmt writes them.
		p.keywordsOK = false
	}
	switch en, _ := notation.Table(notation.English); {
	case p.translate:
		// The colours as read before the PowerLetters tags were renamed.
		p.fromWhite, p.fromBlack = colours.White, colours.Black
	case lang == notation.English && colours.White != en.White:
		// An English record writing French power letters: the PGN's are
		// English all the same.
		p.translate, p.from, p.to = true, en, en
		p.fromWhite, p.fromBlack = colours.White, colours.Black
		p.toWhite, p.toBlack = en.White, en.Black
	}
	p.tags()
	tags := len(p.out)
	p.build()
	p.resolve()
	// The two word lists swap, so that the recycled printer keeps both.
	p.words, p.spare = pgnWords(p.words, p.spare[:0]), p.words
	p.lines = p.layout(append(p.lines[:0], p.out[:tags]...))
	_, err = w.Write(p.lines)
	p.release()
	return err
}

// pgnWords turns the words of canonical AGN into the words of PGN.
func pgnWords(in, out []word) []word {
	c := pgnConverter{moved: []bool{false}, numbered: []bool{false}, out: out}
	for _, w := range in {
		c.add(w)
	}
	c.flushNumber()
	c.closeRaw()
	return c.out
}

// pgnConverter holds the state of pgnWords.
type pgnConverter struct {
	out []word
	// rawDepth counts the open variations that are AGN only: their every
	// word goes into the [%awele] command.
	rawDepth int
	// inRaw is true while an [%awele] command is open.
	inRaw bool
	// num is a chess move number waiting for its move: PGN readers (and
	// pgn-extract) want nothing between the two, so power commands and
	// comments written between them go before the number.
	// (A word, not a pointer to one: add's word would escape to the
	// heap, one allocation per word.)
	num    word
	hasNum bool
	// led is true once something has been written in the number's place;
	// marked once the number has been written into an [%awele] command
	// too, so that the reader puts it back before the comments.
	led, marked bool
	// moved says, for the main line and each open variation of the chess
	// game, whether a move has been written in it.
	moved []bool
	// lead, when set, is the separator of the next word written.
	lead    sep
	hasLead bool
	// numbered says, for the main line and each open variation, whether
	// a number has been written in it with no move after it yet.
	numbered []bool
}

func (c *pgnConverter) add(w word) {
	raw := w.raw || c.rawDepth > 0
	if w.opens > 0 && w.raw && c.rawDepth == 0 {
		c.rawDepth = int(w.opens)
	} else if c.rawDepth > 0 {
		c.rawDepth += int(w.opens)
	}
	if w.kind == notation.Variation && c.rawDepth > 0 {
		c.rawDepth--
	}
	if !raw {
		if w.opens > 0 {
			c.flushNumber()
		}
		for range w.opens {
			c.moved = append(c.moved, false)
			c.numbered = append(c.numbered, false)
		}
		if c.agnOnly(w) {
			if w.opens > 0 {
				c.plain(word{text: w.text[:w.opens], sep: w.sep})
				c.lead, c.hasLead = glue, true
			}
			w.text, w.opens, raw = w.text[w.opens:], 0, true
		}
	}
	if c.hasNum {
		switch w.kind {
		case notation.Comment, notation.NAG, notation.Escape:
			c.leadNumber()
			if !c.marked {
				c.marked = true
				n := c.num
				n.text = n.text[n.opens:]
				c.rawWord(n)
			}
		case notation.Power:
			if c.numbered[len(c.numbered)-1] && !c.led {
				// After a number with no move yet (`0. 1. (0)`, `0. ()
				// 1. (0)`), a power written before its number would read
				// as that number's: the number goes first.
				c.flushNumber()
			} else {
				c.leadNumber()
			}
		case notation.ChessMove, notation.NullMove:
			c.flushNumber()
			w.sep = nobreak
		default:
			c.flushNumber()
		}
	}
	if raw {
		c.rawWord(w)
		return
	}
	if isNumberWord(w) {
		c.flushNumber()
		c.num, c.hasNum = w, true
		c.led, c.marked = false, false
		return
	}
	// A word of PGN's own is written from its element: the text of the
	// AGN word serves only words PGN writes alike (SAN, NAGs, numbers).
	opens := w.text[:w.opens]
	switch w.kind {
	case notation.Power:
		w.text = opens + powerCommand(w.num, w.colour)
	case notation.Comment:
		// { c }, as PGN tools write it: the reader takes the two spaces
		// off (unpadComment), so that a comment comes back as it was
		// whether or not a tool such as pgn-extract rewrote it.
		w.text = opens + "{ " + w.data + " }"
	case notation.ChessMove:
		c.moved[len(c.moved)-1] = true
		c.numbered[len(c.numbered)-1] = false
	case notation.NullMove:
		w.text = opens + "--" + w.data
		c.moved[len(c.moved)-1] = true
		c.numbered[len(c.numbered)-1] = false
	}
	if w.sep == newline && w.kind != notation.Escape {
		w.sep = space
	}
	c.plain(w)
	if w.kind == notation.Variation && len(c.moved) > 1 {
		c.moved = c.moved[:len(c.moved)-1]
		c.numbered = c.numbered[:len(c.numbered)-1]
	}
}

// agnOnly tells whether a word of the chess game is one PGN cannot say,
// to be carried in the [%awele] command: a ;-comment (it holds a }, which
// a {} comment cannot hold, and not every PGN reader reads ;-comments), a
// comment that the reader would take for an [%awele] or [%power] command,
// a NAG before the first move of its line (PGN wants a move first), or a
// NAG above 255 (PGN's NAGs are 0 to 255).
func (c *pgnConverter) agnOnly(w word) bool {
	switch w.kind {
	case notation.Comment:
		return w.lineComment || readsAsCommand(w.data)
	case notation.NAG:
		return !c.moved[len(c.moved)-1] || w.num > 255
	}
	return false
}

// leadNumber writes the brackets of the waiting number, if it opens
// variations, and has the next word take the number's place.
func (c *pgnConverter) leadNumber() {
	if c.led {
		return
	}
	c.led = true
	n := &c.num
	if n.opens > 0 {
		c.plain(word{text: n.text[:n.opens], sep: n.sep})
		c.lead, c.hasLead = glue, true
		return
	}
	c.lead, c.hasLead = n.sep, true
}

// flushNumber writes the waiting number, if any.
func (c *pgnConverter) flushNumber() {
	if !c.hasNum {
		return
	}
	n := c.num
	if c.led {
		n.sep = space
	}
	c.leadNumber()
	n.text, n.opens = n.text[n.opens:], 0
	c.num, c.hasNum = word{}, false
	c.plain(n)
	c.numbered[len(c.numbered)-1] = true
}

// plain writes a word of PGN's own.
func (c *pgnConverter) plain(w word) {
	c.closeRaw()
	if c.hasLead {
		w.sep, c.hasLead = c.lead, false
	}
	c.out = append(c.out, w)
}

// rawWord writes a word into the [%awele] command, opening one if needed.
func (c *pgnConverter) rawWord(w word) {
	t := percentEncode(w.text)
	if w.endsLine {
		t += "%0A"
	}
	s := space
	if c.inRaw && w.sep == glue {
		s = glue
	}
	if !c.inRaw {
		t = "{[%awele " + t
		c.inRaw = true
	}
	if c.hasLead {
		s, c.hasLead = c.lead, false
	}
	c.out = append(c.out, word{text: t, sep: s})
}

func (c *pgnConverter) closeRaw() {
	if c.inRaw {
		c.out = append(c.out, word{text: "]}", sep: glue})
		c.inRaw = false
	}
}

// isNumberWord tells whether a word is a chess move number.
func isNumberWord(w word) bool {
	return w.kind == notation.MoveNumber && !w.raw
}

// unpadComment takes off the space that PGN writers put on each side of a
// comment's text, { c } for {c}: one space (or line break) on each side,
// only when both are there.
func unpadComment(body string) string {
	if len(body) >= 2 && isSpace(body[0]) && isSpace(body[len(body)-1]) {
		return body[1 : len(body)-1]
	}
	return body
}

// powerCommand writes the power token (n=C), or (n) when colour is 0, as
// {[%power n C]}.
func powerCommand(num int, colour byte) string {
	if uint(num) < uint(len(powerCommands[0])) {
		for i, c := range powerColours {
			if c == colour {
				return powerCommands[i][num]
			}
		}
	}
	return makePowerCommand(num, colour)
}

// powerColours are the colour letters of the power commands made once,
// for the numbers under 64 (powerCommands): a string per power token
// cost an allocation.
var powerColours = [...]byte{0, 'W', 'B', 'N'}

var powerCommands = func() (t [len(powerColours)][64]string) {
	for i, c := range powerColours {
		for n := range t[i] {
			t[i][n] = makePowerCommand(n, c)
		}
	}
	return t
}()

// makePowerCommand writes the power command of a power token.
func makePowerCommand(num int, colour byte) string {
	if colour != 0 {
		return "{[%power " + strconv.Itoa(num) + " " + string(colour) + "]}"
	}
	return "{[%power " + strconv.Itoa(num) + "]}"
}

// percentEncoded lists the bytes that cannot stand as such inside an
// [%awele] command (or inside the AGN text it holds, for the space).
const percentEncoded = "% {}[]\n\r\t"

func percentEncode(s string) string {
	if !strings.ContainsAny(s, percentEncoded) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if strings.IndexByte(percentEncoded, c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// readsAsCommand tells whether a comment whose text is body would be
// read back as an [%awele] or [%power] command.
func readsAsCommand(body string) bool {
	_, _, awele := commentCommand(body, "awele")
	_, _, power := commentCommand(body, "power")
	return awele || power
}

// commentCommand reads a comment that holds nothing but the command
// [%name args...]: the text of its arguments, between the name and the
// closing bracket (strings.Fields splits it into the arguments), and the
// index of that text in body.
func commentCommand(body, name string) (args string, at int, ok bool) {
	t := strings.TrimSpace(body)
	if !strings.HasPrefix(t, "[%") || !strings.HasPrefix(t[2:], name) || !strings.HasSuffix(t, "]") {
		return "", 0, false
	}
	rest := t[2+len(name) : len(t)-1] // the name holds no bracket
	if rest != "" && !isSpace(rest[0]) {
		return "", 0, false // another command: [%powers ...]
	}
	if strings.IndexByte(rest, '[') >= 0 || strings.IndexByte(rest, ']') >= 0 {
		return "", 0, false // more than one command
	}
	// Only spaces stand before the command in body.
	return rest, len(body) - len(strings.TrimLeftFunc(body, unicode.IsSpace)) + 2 + len(name), true
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// RestorePGN finishes a game read from a PGN file: its letters are
// English; the AGNLanguage, AGNLetters and AGNVariant tags of the export
// are taken off and say which Language tag, letters and Variant tag the
// record had; the AGNPowerLetters tags are the record's PowerLetters tags
// again, and they or the AGNColourLetters tag (taken off) say which power
// letters the record writes. It returns the language to translate the
// letters into ("" to keep English), whether the record's letters left its
// language undecided (its keywords then stay as written), and the
// language of the record's power letters (English or French; "" when the
// export does not say), and sets g.Lang to English.
func RestorePGN(g *notation.Game) (target notation.Language, undecided bool, colours notation.Language) {
	tags := g.Tags[:0:0]
	dropVariant := false
	for _, t := range g.Tags {
		if t.Name == TagAGNVariant && t.Value == "-" {
			dropVariant = true
		}
	}
	variantDropped, powerTag := false, false
	for _, t := range g.Tags {
		switch t.Name {
		case TagAGNLanguage:
			t.Name = "Language"
			if l, ok := notation.ParseLanguage(t.Value); ok {
				target = l
			}
		case TagAGNLetters:
			v, open := strings.CutSuffix(t.Value, "?")
			if l, ok := notation.ParseLanguage(v); ok {
				target, undecided = l, open
			}
			continue
		case TagAGNVariant:
			if t.Value == "-" {
				continue
			}
		case TagAGNPowerLetters:
			t.Name = TagPowerLetters
			if !powerTag {
				// The first one decides, as notation.PowerTable reads it.
				powerTag = true
				if l, ok := notation.ParsePowerLetters(t.Value); ok {
					colours = l
				}
			}
		case TagAGNColourLetters:
			if l, ok := notation.ParsePowerLetters(t.Value); ok && colours == "" {
				colours = l
			}
			continue
		case "Language":
			// A Language tag of a foreign PGN: its letters are English
			// whatever it says.
		case "Variant":
			if dropVariant && !variantDropped {
				variantDropped = true
				continue
			}
		}
		tags = append(tags, t)
	}
	g.Tags = tags
	g.Lang, g.LangCandidates, g.LangFromTag = notation.English, nil, true
	diags := g.Diags[:0:0]
	for _, d := range g.Diags {
		if d.Code != diag.LanguageAmbiguous {
			diags = append(diags, d)
		}
	}
	g.Diags = diags
	if target == notation.English && !undecided {
		target = ""
	}
	return target, undecided, colours
}
