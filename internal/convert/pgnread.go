package convert

import (
	"io"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// PGNReader reads the games of a PGN file, WritePGN's or any other, as
// AGN games: the games WritePGN wrote come back in their own letters with
// their own tags, other PGN as English records.
//
// PGN is AGN as far as its syntax goes (tags, SAN, `--`, comments, NAGs,
// variations, results, escapes): the grammar reads each game of the file
// as it is written, so that every element and diagnostic stands at its
// line and column in the file, as go/parser places them. The reader then
// reads the comment commands of the export into the elements they stand
// for (readCommands): `{[%power 4 B]}` is the power token (4=B), and
// `{[%awele ...]}` holds the canonical AGN text of the elements only AGN
// can say, read in the section where the command stands, each element at
// the place of its text inside the command. A record in another language
// than English gets its letters back in the tree (translateLetters).
type PGNReader struct {
	r    *grammar.Reader
	file string
}

// NewPGNReader returns a reader of the games of r, a PGN file of any size:
// it is split into games as an AGN archive is (grammar.Reader, with its
// MaxGame limit set by the MaxGame option), one game held at a time. file
// names the source in diagnostics.
func NewPGNReader(r io.Reader, file string, opts ...ReadOption) *PGNReader {
	rd := grammar.NewReader(r, file)
	rd.MaxGame = readLimits(opts).maxGame
	return &PGNReader{r: rd, file: file}
}

// Next returns the next game, or io.EOF. A game with reader errors comes
// back in English letters; any other game in its own record's letters.
// Either way its elements and diagnostics point into the PGN file,
// quoting it as written. An error other than io.EOF is the file's (an
// I/O error).
func (r *PGNReader) Next() (*notation.Game, error) {
	c, err := r.r.NextChunk()
	if err != nil {
		return nil, err
	}
	return ReadPGNGame(c), nil
}

// NextChunk returns the text of the next game, split from the file but
// not read yet, or io.EOF after the last one: ReadPGNGame reads it, on any
// goroutine (a batch splits on one and reads on its workers).
func (r *PGNReader) NextChunk() (grammar.Chunk, error) {
	return r.r.NextChunk()
}

// ReadPGNGame reads the game of a chunk NextChunk returned, as Next
// returns it: the grammar parses its text, then its comment commands are
// read into their elements and its letters put back in its record's
// language. It is safe to call from several goroutines on different
// chunks.
func ReadPGNGame(c grammar.Chunk) *notation.Game { return ReadPGNGameInto(c, nil) }

// ReadPGNGameInto is ReadPGNGame reading into old, a game no longer in
// use (nil: a new game), whose movetext array it reuses when the game's
// fits; old must not be used afterwards. The slots of the movetext array
// past its length are left zero, as the AGN reader leaves them: the game
// may be parsed into again by either reader (grammar.Chunk.ParseInto).
func ReadPGNGameInto(c grammar.Chunk, old *notation.Game) *notation.Game {
	// The grammar parses into a game of pgnParses, whose movetext and
	// tags arrays it reuses from game to game; the game returned gets its
	// own: its commands are read into old's movetext array or a new one,
	// and RestorePGN gives it new tags.
	parsed := pgnParses.Get().(*notation.Game)
	defer pgnParses.Put(parsed)
	g, into := old, []notation.Element(nil)
	if g == nil {
		g = new(notation.Game)
	} else {
		into = g.Body
	}
	*g = *c.ParseInto(parsed)
	readCommands(g, c.File, into)
	target, undecided, colours := RestorePGN(g)
	if target == "" && colours == "" {
		foreignLetters(g, c.File)
	}
	if target == "" && colours == notation.French {
		// An English record writing French power letters.
		target = notation.English
	}
	if target == "" || g.Diags.Errors() > 0 {
		return g
	}
	translateLetters(g, c.File, target, undecided, colours)
	return g
}

// pgnParses holds the games ReadPGNGame parses into.
var pgnParses = sync.Pool{New: func() any { return new(notation.Game) }}

// readCommands replaces the comments of g that are comment commands of
// the PGN export with the elements they stand for (see PGNReader), main
// line, variations and the comments after the result. The main line is
// copied into into's array when it fits (its slots past the copy's
// length cleared), else into a new one.
func readCommands(g *notation.Game, file string, into []notation.Element) {
	c := commandReaders.Get().(*commandReader)
	defer c.done()
	c.g, c.file = g, file
	g.Body = c.list(g.Body, notation.NoSection, into, true)
	g.Trailing = c.list(g.Trailing, notation.NoSection, nil, false)
}

// splice is a command read into more or fewer elements than one: the
// index of its comment in its line, its elements.
type splice struct {
	at  int
	els []notation.Element
}

// commandReader reads the comment commands of one game. Its buffers are
// reused from command to command and, through commandReaders, from game
// to game.
type commandReader struct {
	g    *notation.Game
	file string
	// args and one: the arguments of the command being read, the element
	// of a power command.
	args []commandArg
	one  [1]notation.Element
	// splices are those of the lines being read, the innermost last.
	splices []splice
	// subs are the games the grammar parses the AGN texts of the game's
	// commands into (fragment), nsub of them used: each command's elements
	// stay in its own until list has spliced them into the movetext.
	subs []*notation.Game
	nsub int
	// src, at, lines and textLines are fragment's buffers: the text it
	// parses, where its bytes stand in the comment, where the lines of the
	// two start.
	src              []byte
	at               []int
	lines, textLines []int
}

// commandReaders holds the command readers of ReadPGNGame.
var commandReaders = sync.Pool{New: func() any { return new(commandReader) }}

// done puts c back in commandReaders, keeping nothing of its game: the
// movetext has its own copy of every element of the subs.
func (c *commandReader) done() {
	c.g = nil
	clear(c.args)
	clear(c.splices[:cap(c.splices)])
	c.splices = c.splices[:0]
	c.nsub = 0
	commandReaders.Put(c)
}

// sub returns a game for the grammar to parse a command's text into, its
// elements kept until the game's commands are all read.
func (c *commandReader) sub() *notation.Game {
	if c.nsub == len(c.subs) {
		c.subs = append(c.subs, new(notation.Game))
	}
	c.nsub++
	return c.subs[c.nsub-1]
}

// list reads the commands of one line of elements, whose section is sec
// where it starts (a variation starts in the section of the line it
// leaves). A command read into one element (a power command) takes its
// comment's place in els; the commands read into more or fewer (an
// [%awele] command) are spliced in once all are read, in one copy. With
// own set the line is copied anyway, into into's array when it fits (see
// readCommands).
func (c *commandReader) list(els []notation.Element, sec notation.Section, into []notation.Element, own bool) []notation.Element {
	base := len(c.splices)
	grown := 0
	for i := range els {
		e := &els[i]
		switch e.Kind {
		case notation.SectionMark:
			sec = e.Section
		case notation.Variation:
			e.Children = c.list(e.Children, sec, nil, false)
		case notation.Comment:
			if e.LineComment {
				continue
			}
			if exportPower(e) {
				continue
			}
			repl, ok := c.command(e, sec)
			if !ok {
				repl, ok = c.merged(e, sec)
			}
			if !ok {
				// PGN writers pad a comment's text, { c } for {c}.
				e.Text = unpadComment(e.Text)
				continue
			}
			for k := range repl {
				if repl[k].Kind == notation.SectionMark {
					sec = repl[k].Section
				}
			}
			if len(repl) == 1 {
				*e = repl[0]
				continue
			}
			c.splices = append(c.splices, splice{at: i, els: repl})
			grown += len(repl) - 1
		}
	}
	splices := c.splices[base:]
	if len(splices) == 0 && !own {
		return els
	}
	defer func() { clear(splices); c.splices = c.splices[:base] }()
	n := len(els) + grown
	var out []notation.Element
	if cap(into) >= n {
		out = into[:0]
		if len(into) > n {
			clear(into[n:])
		}
	} else {
		// Room for an eighth more: the next game parsed into it may fit.
		out = make([]notation.Element, 0, n+n/8)
	}
	from := 0
	for _, s := range splices {
		out = append(append(out, els[from:s.at]...), s.els...)
		from = s.at + 1
	}
	out = append(out, els[from:]...)
	if len(out) == 0 && len(splices) == 0 {
		return els[:0:0] // nil when els is
	}
	return out
}

// command reads the comment e when it is a comment command: the elements
// it stands for, and true.
func (c *commandReader) command(e *notation.Element, sec notation.Section) ([]notation.Element, bool) {
	if args, ok := c.commentArgs(e.Text, "power"); ok {
		if el, ok := powerElement(e, args); ok {
			// list copies it at once: one buffer serves every command.
			c.one[0] = el
			return c.one[:], true
		}
		// Any other power command of a number and a colour letter reads
		// as the token it spells, with what the grammar says of it;
		// another stays a comment.
		if !(len(args) == 1 && isDigits(args[0].text) || len(args) == 2 && isDigits(args[0].text) && len(args[1].text) == 1) {
			return nil, false
		}
		text := append(append(c.src[:0], sectionPrefix(sec)...), '(')
		text = append(text, args[0].text...)
		if len(args) == 2 {
			text = append(append(text, '='), args[1].text...)
		}
		c.src = append(text, ')')
		return c.fragment(e, places{}, sec), true
	}
	body, bodyAt, ok := commentCommand(e.Text, "awele")
	if !ok {
		return nil, false
	}
	// The AGN text of the command, after the keyword of its section: its
	// arguments (commentArgs's) decoded, one space between two; at[i] is
	// the index in e.Text of the text's byte i.
	text := append(c.src[:0], sectionPrefix(sec)...)
	if plain, ok := plainArgs(body); ok {
		// The text as written, its spaces and line breaks made spaces:
		// each byte where it stands.
		k := len(text)
		text = append(text, plain...)
		for i := k; i < len(text); i++ {
			if asciiSpace[text[i]] {
				text[i] = ' '
			}
		}
		c.src = text
		return c.fragment(e, places{from: bodyAt + len(body) - len(plain), n: len(plain)}, sec), true
	}
	at := c.at[:0]
	for start, end := nextField(body, 0); start < len(body); start, end = nextField(body, end) {
		if len(at) > 0 {
			text = append(text, ' ')
			at = append(at, bodyAt+start-1)
		}
		a, aAt := body[start:end], bodyAt+start
		for j := 0; j < len(a); j++ {
			if a[j] == '%' && j+2 < len(a) {
				if v, ok := unhex(a[j+1], a[j+2]); ok {
					text = append(text, v)
					at = append(at, aAt+j)
					j += 2
					continue
				}
			}
			text = append(text, a[j])
			at = append(at, aAt+j)
		}
	}
	c.src, c.at = text, at
	return c.fragment(e, places{at: at}, sec), true
}

// merged reads a comment that holds [%awele] or [%power] commands among
// other text: several commands in one comment, as SCID merges {[%awele
// ...]} {[%power 1 W]} into one, in any order, with text or other
// commands ([%clk], [%eval]) around them. Each command is read as if it
// stood in a comment of its own, at its place in the file; the text
// around them stays a comment, in its place. It returns false when the
// comment holds no such command.
func (c *commandReader) merged(e *notation.Element, sec notation.Section) ([]notation.Element, bool) {
	if !strings.Contains(e.Text, "[%awele") && !strings.Contains(e.Text, "[%power") {
		// The comments of other programs ([%clk], [%eval] on every
		// move of a lichess game) are left at once.
		return nil, false
	}
	pieces := splitCommands(e.Text)
	if pieces == nil {
		return nil, false
	}
	var out []notation.Element
	for _, p := range pieces {
		sub := *e
		sub.Text = e.Text[p.from:p.to]
		sub.Pos = textPos(e, p.from-1)
		sub.Len = p.to - p.from + 2
		if p.power {
			// A power token stands where its command is written.
			sub.Pos, sub.Len = textPos(e, p.at), p.to-p.at
		}
		var repl []notation.Element
		ok := false
		if p.command {
			repl, ok = c.command(&sub, sec)
		}
		if !ok {
			if strings.TrimSpace(sub.Text) == "" {
				continue
			}
			// The text around the commands, as a comment of its own,
			// trimmed of the spaces that stood between them.
			sub.Text = strings.TrimSpace(sub.Text)
			repl = []notation.Element{sub}
		}
		for k := range repl {
			if repl[k].Kind == notation.SectionMark {
				sec = repl[k].Section
			}
		}
		// c.one and the subs' elements are copied: one buffer serves
		// every command.
		out = append(out, repl...)
	}
	return out, true
}

// piece is a part of a comment's text, [from, to): an [%awele] or
// [%power] command (command) and the spaces before it, or the text
// between two.
type piece struct {
	from, to int
	command  bool
	// power: a [%power] command, whose "[%" is at at.
	power bool
	at    int
}

// splitCommands splits a comment's text around its [%awele] and [%power]
// commands (each from its "[%" to its "]", holding no other bracket);
// nil when it holds none.
func splitCommands(text string) []piece {
	var out []piece
	last, found := 0, false
	for i := 0; i < len(text); {
		k := strings.Index(text[i:], "[%")
		if k < 0 {
			break
		}
		start := i + k
		end := strings.IndexAny(text[start+2:], "[]")
		if end < 0 || text[start+2+end] != ']' {
			i = start + 2
			continue
		}
		end += start + 3
		name := text[start+2 : end-1]
		if j := strings.IndexFunc(name, unicode.IsSpace); j >= 0 {
			name = name[:j]
		}
		if name == "awele" || name == "power" {
			// The spaces before the command go with it: its place is
			// counted from a byte that is no line break.
			q := last + len(strings.TrimRightFunc(text[last:start], unicode.IsSpace))
			if q > last {
				out = append(out, piece{from: last, to: q})
			}
			out = append(out, piece{from: q, to: end, command: true, power: name == "power", at: start})
			last, found = end, true
		}
		i = end
	}
	if !found {
		return nil
	}
	if last < len(text) {
		out = append(out, piece{from: last, to: len(text)})
	}
	return out
}

// textPos is the place in the file of the byte i of the comment e's text
// (-1: the brace before it), as placer.pos counts: the text's first byte
// follows the brace at e.Pos.
func textPos(e *notation.Element, i int) notation.Pos {
	if i < 0 {
		return e.Pos
	}
	line := strings.Count(e.Text[:i], "\n")
	pos := notation.Pos{Line: e.Pos.Line + line, Offset: e.Pos.Offset + 1 + i}
	if line == 0 {
		pos.Col = e.Pos.Col + 1 + i
	} else {
		pos.Col = i - strings.LastIndexByte(e.Text[:i], '\n')
	}
	return pos
}

// plainArgs returns the arguments of an [%awele] command's body as they
// stand when the command is written as the export writes it: ASCII, no
// percent-escape, one space or line break before each argument and none
// after the last; false otherwise.
func plainArgs(body string) (string, bool) {
	if len(body) < 2 || !asciiSpace[body[0]] {
		return "", false
	}
	args := body[1:]
	space := true // the byte before is a space
	for i := 0; i < len(args); i++ {
		c := args[i]
		if c >= utf8.RuneSelf || c == '%' || asciiSpace[c] && space {
			return "", false
		}
		space = asciiSpace[c]
	}
	return args, !space
}

// places says where the bytes of a command's AGN text stand in the
// comment's text: byte i at at[i]; with at nil, at from+i for the n bytes
// of a text that stands as written (n > 0); else all on the comment.
type places struct {
	at      []int
	from, n int
}

// commandArg is one argument of a comment command and its index in the
// comment's text.
type commandArg struct {
	text string
	at   int
}

// asciiSpace tells the ASCII bytes unicode.IsSpace (and strings.Fields)
// takes for spaces.
var asciiSpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// commentArgs reads a comment's text that holds nothing but the command
// [%name args...] and returns its arguments (in c.args, valid until the
// next call). A command is read as PGN tools rewrap it (pgn-extract, for
// one): any run of spaces, tabs and line breaks may stand after the
// brace, between the command name and its arguments, between the
// arguments, and before the closing bracket or brace.
func (c *commandReader) commentArgs(text, name string) ([]commandArg, bool) {
	body, at, ok := commentCommand(text, name)
	if !ok {
		return nil, false
	}
	args := c.args[:0]
	for start, end := nextField(body, 0); start < len(body); start, end = nextField(body, end) {
		args = append(args, commandArg{text: body[start:end], at: at + start})
	}
	c.args = args
	return args, true
}

// nextField returns where the first field of body from i on starts and
// ends, the fields as strings.Fields splits them (any Unicode space
// separates two): start is len(body) when there is none.
func nextField(body string, i int) (start, end int) {
	for i < len(body) {
		if c := body[i]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(body[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	start = i
	for i < len(body) {
		if c := body[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(body[i:])
		if unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return start, i
}

// exportPower reads the comment e when it is a power command as the
// export writes it, {[%power n C]} or {[%power n]} with single spaces, as
// powerElement reads it, without splitting its arguments: e becomes the
// token, at the place of the comment, and it reports true. Any other
// comment is left as it is, to command.
func exportPower(e *notation.Element) bool {
	const name = "[%power "
	t := e.Text
	if len(t) < len(name)+2 || t[len(t)-1] != ']' || t[:len(name)] != name {
		return false
	}
	t = t[len(name) : len(t)-1]
	num, i := 0, 0
	for ; i < len(t) && i < 6 && t[i] >= '0' && t[i] <= '9'; i++ {
		num = num*10 + int(t[i]-'0')
	}
	var colour byte
	switch {
	case i == 0:
		return false
	case i == len(t):
	case i+2 == len(t) && t[i] == ' ' && isASCIILetter(t[i+1]):
		colour = t[i+1]
	default:
		return false
	}
	*e = notation.Element{Kind: notation.Power, Pos: e.Pos, Len: e.Len, Number: num, Colour: colour}
	return true
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// powerElement reads the power command {[%power n C]} or {[%power n]}
// whose number and colour letter the grammar reads as a power token:
// the token, at the place of the comment.
func powerElement(e *notation.Element, args []commandArg) (notation.Element, bool) {
	if len(args) < 1 || len(args) > 2 || !isDigits(args[0].text) || len(args[0].text) > 6 {
		return notation.Element{}, false
	}
	el := notation.Element{Kind: notation.Power, Pos: e.Pos, Len: e.Len}
	for i := 0; i < len(args[0].text); i++ {
		el.Number = el.Number*10 + int(args[0].text[i]-'0')
	}
	if len(args) == 2 {
		c := args[1].text
		if len(c) != 1 || !isASCIILetter(c[0]) {
			return notation.Element{}, false
		}
		el.Colour = c[0]
	}
	return el, true
}

func unhex(a, b byte) (byte, bool) {
	h, ok1 := hexDigit(a)
	l, ok2 := hexDigit(b)
	return h<<4 | l, ok1 && ok2
}

func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// sectionPrefix is the keyword that puts the AGN text of a command in
// the section where the command stands.
func sectionPrefix(sec notation.Section) string {
	switch sec {
	case notation.AweleSection:
		return "Awele "
	case notation.ChessSection:
		return "Chess "
	}
	return ""
}

// fragment reads c.src, the AGN text a command of the comment e holds
// after the keyword of the section sec: its elements, each at the place in
// the file of its text inside the comment (at says where in e.Text), and
// its diagnostics added to the game's. The elements are those of a game of
// c.subs, valid until the next game's commands are read.
func (c *commandReader) fragment(e *notation.Element, at places, sec notation.Section) []notation.Element {
	prefix := sectionPrefix(sec)
	src := c.src
	sub := grammar.ParseGameInto(c.sub(), src, c.file, 1)
	c.textLines = lineStarts(c.textLines, e.Text)
	pl := placer{e: e, at: at, skip: len(prefix), textLines: c.textLines}
	els := sub.Body
	if prefix != "" && len(els) > 0 && els[0].Kind == notation.SectionMark && els[0].Pos.Offset == 0 {
		els = els[1:]
	}
	pl.elements(els)
	for _, t := range sub.Tags {
		p := pl.pos(t.Pos.Offset)
		c.g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, File: c.file, Line: p.Line, Col: p.Col, Len: 1,
			Msg: i18n.M(i18n.GTagAfterMoves)})
	}
	if sub.Result.Text != "" {
		// A result inside a command: the game does not end there.
		p := pl.pos(sub.Result.Pos.Offset)
		c.g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, File: c.file, Line: p.Line, Col: p.Col,
			Len: pl.length(sub.Result.Pos.Offset, sub.Result.Len), Msg: i18n.M(i18n.GUnexpected, sub.Result.Text)})
	}
	pl.elements(sub.Trailing)
	if len(sub.Trailing) > 0 {
		// Not in the spare slots of sub's movetext, which stay zero.
		els = append(els[:len(els):len(els)], sub.Trailing...)
	}
	if len(sub.Diags) > 0 {
		c.lines = lineStarts(c.lines, string(src))
		pl.lines = c.lines
	}
	for _, d := range sub.Diags {
		if d.Code == diag.LanguageAmbiguous {
			continue // the letters are English: RestorePGN says so
		}
		off := pl.offset(d.Line, d.Col)
		p := pl.pos(off)
		d.Line, d.Col, d.Len = p.Line, p.Col, pl.length(off, d.Len)
		c.g.Diags.Add(d)
	}
	c.g.Diags.Sort()
	return els
}

// placer maps the offsets of a command's AGN text, read after a prefix of
// skip bytes, to the file.
type placer struct {
	e    *notation.Element
	at   places
	skip int
	// lines and textLines are the offsets at which the lines of the
	// parsed text (set only when it has diagnostics) and of the comment's
	// text start.
	lines, textLines []int
	// line is the index in textLines of the line pos found last: the
	// elements come in order, most on the line of the one before.
	line int
}

// lineStarts returns the offsets at which the lines of b start, in
// starts' array.
func lineStarts(starts []int, b string) []int {
	starts = append(starts[:0], 0)
	for i := 0; ; {
		k := strings.IndexByte(b[i:], '\n')
		if k < 0 {
			return starts
		}
		i += k + 1
		starts = append(starts, i)
	}
}

// index is the index in the comment's text of the parsed text's offset.
func (p *placer) index(off int) int {
	i := off - p.skip
	at := p.at.at
	switch {
	case at == nil && p.at.n == 0:
		return -1
	case at == nil:
		// As at[i] would say it: the first byte's before the text, one
		// past the last byte's after it.
		return p.at.from + min(max(i, 0), p.at.n)
	case i < 0:
		return at[0]
	case i >= len(at):
		if len(at) == 0 {
			return 0
		}
		return at[len(at)-1] + 1
	}
	return at[i]
}

// pos is the place in the file of the parsed text's offset: in the
// comment's text, whose first byte follows the brace at e.Pos.
func (p *placer) pos(off int) notation.Pos {
	i := p.index(off)
	if i < 0 {
		return p.e.Pos
	}
	l := p.line
	if l >= len(p.textLines) || p.textLines[l] > i || l+1 < len(p.textLines) && p.textLines[l+1] <= i {
		l = sort.SearchInts(p.textLines, i+1) - 1
		p.line = l
	}
	pos := notation.Pos{Line: p.e.Pos.Line + l, Col: i - p.textLines[l] + 1, Offset: p.e.Pos.Offset + 1 + i}
	if l == 0 {
		pos.Col += p.e.Pos.Col
	}
	return pos
}

// length is the length in the file of the parsed text's n bytes from off.
func (p *placer) length(off, n int) int {
	if p.at.at == nil && p.at.n == 0 {
		return p.e.Len
	}
	if n <= 0 {
		return n
	}
	if i := off - p.skip; p.at.at == nil && i >= 0 && i+n <= p.at.n {
		return n // bytes as written
	}
	return max(p.index(off+n-1)-p.index(off)+1, 1)
}

// offset is the parsed text's offset of a line and column of it.
func (p *placer) offset(line, col int) int {
	if line < 1 || line > len(p.lines) {
		return 0
	}
	return p.lines[line-1] + max(col, 1) - 1
}

// elements places els, variations included.
func (p *placer) elements(els []notation.Element) {
	for i := range els {
		e := &els[i]
		off := e.Pos.Offset
		e.Pos, e.Len = p.pos(off), p.length(off, e.Len)
		p.elements(e.Children)
	}
}

// translateLetters puts a game read from the PGN export, its letters
// English, back into the letters of its record's language target, in the
// tree: piece and promotion letters, power and capture colour letters
// (those of colours, the record's, when RestorePGN knows them; else
// target's, English W and B for a language without its own, the
// PowerLetters tag then saying "en"), section keywords (as written when
// the record left its language undecided). Its tags come in the order
// canonical AGN writes them, the Seven Tag Roster first. Its language is
// then the Language tag's, else target, else (undecided letters) what its
// letters say.
func translateLetters(g *notation.Game, file string, target notation.Language, undecided bool, colours notation.Language) {
	to, ok := notation.Table(target)
	if !ok {
		return
	}
	en, _ := notation.Table(notation.English)
	lt := letterTranslation{from: en, to: to, fromColours: en, keywords: !undecided}
	lt.toColours = to
	powerTag := false
	if t, ok := notation.Table(colours); ok {
		lt.toColours = t
	} else if to.White == 0 {
		lt.toColours = en
		powerTag = target != notation.English && hasColourLetters(g.Body)
	}
	translate := target != notation.English || lt.toColours.White != en.White
	if translate {
		lt.elements(g.Body)
	} else if !undecided {
		lt.translateKeywords(g.Body)
	}
	g.Tags = rosterTags(g, powerTag)
	g.Lang, g.LangCandidates, g.LangFromTag = "", nil, false
	if v, ok := g.Tag("Language"); ok {
		if l, ok := notation.ParseLanguage(v); ok {
			g.Lang, g.LangFromTag = l, true
			return
		}
	}
	if !undecided {
		g.Lang = target
		return
	}
	var d *diag.Diagnostic
	g.Lang, g.LangCandidates, d = lettersLanguage(g)
	if d != nil {
		d.File, d.Line, d.Col = file, g.Start.Line, g.Start.Col
		g.Diags.Add(*d)
		g.Diags.Sort()
	}
}

// letterTranslation translates the letters of elements.
type letterTranslation struct {
	from, to, fromColours, toColours notation.Letters
	// keywords writes section keywords in to's spelling.
	keywords bool
}

func (t *letterTranslation) elements(els []notation.Element) {
	for i := range els {
		e := &els[i]
		switch e.Kind {
		case notation.ChessMove:
			e.SAN.Piece, e.SAN.Promo = t.piece(e.SAN.Piece), t.piece(e.SAN.Promo)
		case notation.Power, notation.CaptureEvent:
			e.Colour = t.colour(e.Colour)
		case notation.SectionMark:
			t.keyword(e)
		case notation.Comment:
			if isAnalysis(e.Text) {
				e.Text = translateMoves(e.Text, moveLetters{t.from.Pieces, t.piece, t.colour})
			}
		case notation.Variation:
			t.elements(e.Children)
		}
	}
}

// colour maps a power colour letter.
func (t *letterTranslation) colour(c byte) byte {
	switch col, ok := t.fromColours.PowerColour(c); {
	case !ok:
		return c
	case col == movegen.White:
		return t.toColours.White
	}
	return t.toColours.Black
}

// translateKeywords spells the section keywords of els in to's spelling.
func (t *letterTranslation) translateKeywords(els []notation.Element) {
	for i := range els {
		switch e := &els[i]; e.Kind {
		case notation.SectionMark:
			t.keyword(e)
		case notation.Variation:
			t.translateKeywords(e.Children)
		}
	}
}

func (t *letterTranslation) keyword(e *notation.Element) {
	if !t.keywords {
		return
	}
	if e.Section == notation.AweleSection {
		e.Text = t.to.Awele
	} else {
		e.Text = t.to.Chess
	}
}

func (t *letterTranslation) piece(c byte) byte {
	if c == 0 {
		return 0
	}
	if p, ok := t.from.Piece(c); ok {
		return t.to.Letter(p)
	}
	return c
}

// rosterTags returns the tags of g in the order canonical AGN writes them
// (printer.tags): the Seven Tag Roster first, each missing one with the
// value written for it, then the others in order; powerLetters drops the
// PowerLetters tags and writes one, "en", after the Language tag (or
// last).
func rosterTags(g *notation.Game, powerLetters bool) []notation.Tag {
	out := make([]notation.Tag, 0, len(g.Tags)+len(sevenTagRoster)+1)
	used := make([]bool, len(g.Tags))
	for _, str := range sevenTagRoster {
		tag, found := notation.Tag{Name: str.name, Value: str.missing}, false
		for i, t := range g.Tags {
			if t.Name == str.name && !used[i] {
				tag, found, used[i] = t, true, true
				break
			}
		}
		if str.name == "Result" {
			if !found && g.Result.Text != "" {
				tag.Value = g.Result.Text
			}
			tag.Value = resultText(tag.Value)
		}
		out = append(out, tag)
	}
	for i, t := range g.Tags {
		if used[i] || (powerLetters && t.Name == TagPowerLetters) {
			continue
		}
		out = append(out, t)
		if t.Name == "Language" && powerLetters {
			out = append(out, notation.Tag{Name: TagPowerLetters, Value: string(notation.English), Pos: t.Pos})
			powerLetters = false
		}
	}
	if powerLetters {
		out = append(out, notation.Tag{Name: TagPowerLetters, Value: string(notation.English)})
	}
	return out
}

// foreignLetters gives a PGN game that is no export of the toolkit and
// whose piece letters English does not read (Cf3, Fc4: French letters, as
// pgn-extract writes them, or typed by hand) the language decision an AGN
// record gets (notation.DecideLanguage), with a note that says it: read
// as English, every such move was refused.
func foreignLetters(g *notation.Game, file string) {
	var ev letterEvidence
	ev.collect(g.Body)
	for _, l := range notation.Candidates(ev.pieces) {
		if l == notation.English {
			return
		}
	}
	if len(ev.pieces) == 0 {
		return
	}
	lang, cands, d := lettersLanguage(g)
	if lang == notation.English || lang == "" && len(cands) == 0 && d == nil {
		return
	}
	g.Lang, g.LangCandidates, g.LangFromTag = lang, cands, false
	at, n := g.Start, 0
	for i := range g.Body {
		if e := &g.Body[i]; e.Kind == notation.ChessMove && e.SAN.Piece != 0 {
			at, n = e.Pos, e.Len
			break
		}
	}
	if d != nil {
		d.File, d.Line, d.Col = file, at.Line, at.Col
		g.Diags.Add(*d)
	}
	if lang != "" {
		g.Diags.Add(diag.Diagnostic{Severity: diag.Note, Code: diag.LanguageDecided, File: file, Line: at.Line, Col: at.Col, Len: n,
			Msg: i18n.M(i18n.ConvPGNLetters, i18n.LanguageName(string(lang)))})
	}
	g.Diags.Sort()
}

// lettersLanguage says which language the letters of a game with no
// Language tag are written in, as the grammar decides it when it reads
// the game (notation.DecideLanguage; a game read from PGN or OGN is not
// read again).
func lettersLanguage(g *notation.Game) (notation.Language, []notation.Language, *diag.Diagnostic) {
	var ev letterEvidence
	ev.collect(g.Body)
	return notation.DecideLanguage(ev.pieces, ev.nW, ev.nN, func(l notation.Language) int { return ev.words[l] })
}

// letterEvidence is what the letters of a game say of its language.
type letterEvidence struct {
	pieces []byte // piece and promotion letters of the chess moves
	nW, nN int    // W and N power or capture colours
	// words counts the section keywords that tell a language.
	words map[notation.Language]int
}

func (ev *letterEvidence) collect(els []notation.Element) {
	if ev.words == nil {
		ev.words = map[notation.Language]int{}
	}
	for i := range els {
		e := &els[i]
		switch e.Kind {
		case notation.ChessMove:
			for _, c := range [2]byte{e.SAN.Piece, e.SAN.Promo} {
				if notation.LetterEvidence(c) {
					ev.pieces = append(ev.pieces, c)
				}
			}
		case notation.Power, notation.CaptureEvent:
			switch e.Colour {
			case 'W':
				ev.nW++
			case 'N':
				ev.nN++
			}
		case notation.SectionMark:
			lw := strings.ToLower(e.Text)
			if e.Section == notation.AweleSection {
				if strings.Contains(lw, "é") {
					ev.words[notation.French]++
				}
			} else if l, ok := notation.ChessWord(lw); ok {
				ev.words[l]++
			}
		case notation.Variation:
			ev.collect(e.Children)
		}
	}
}
