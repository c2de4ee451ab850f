package convert

import (
	"io"
	"sort"
	"strconv"
	"strings"

	awengine "github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// OGNReader reads the records of an OGN file (Aualé's files, or
// WriteOGN's) as games, one standalone Awélé record (Variant "Awele") per
// OGN record, built from the OGN text itself: each element, tag and
// diagnostic stands at its line and column in the OGN file.
//
// South and North become White and Black; FEN becomes AweleFEN; the rule
// set is the AweleRules tag, else the Awele default, abapa, the rules of
// Aualé's "Oware Abapa"; moves `F+3` are `F(3)` in the record's letter
// case, each numbered; comments stay after their move; the Comment tag
// goes back before the first move and the Captures tag (AGN text) back
// into a captures-only section; a final score closes the section and the
// Result tag becomes 1-0, 0-1 or 1/2-1/2. Text that is no move is
// reported at its place.
type OGNReader struct {
	src   string
	lines sourceLines
	i     int
	index int
	file  string
	utf16 string // the file was decoded from this UTF-16 ("": it was not)
	limits
}

// NewOGNReader reads all of r (up to DefaultMaxFileSize bytes, or the
// MaxFileSize option's) and returns a reader of its records. file names
// the source in diagnostics; a record over DefaultMaxGame bytes (or the
// MaxGame option's) comes back as a game-too-large diagnostic.
func NewOGNReader(r io.Reader, file string, opts ...ReadOption) (*OGNReader, error) {
	l := readLimits(opts)
	// Read as the AGN reader reads: UTF-16 decoded, said by a note on
	// the first game; a word processor's document refused at once.
	sn := grammar.NewSniffer(r)
	src, err := readWhole(sn, file, l.maxFile)
	if err != nil {
		return nil, err
	}
	if sn.Zip() {
		return nil, i18n.Errorf(i18n.GWordProcessor)
	}
	o := &OGNReader{src: string(src), file: file, utf16: sn.UTF16(), limits: l}
	o.lines = sourceLines(lineStarts(nil, o.src))
	if strings.HasPrefix(o.src, "\ufeff") {
		o.i = 3
	}
	return o, nil
}

// readWhole reads all of an OGN file r, up to maxFile bytes.
func readWhole(r io.Reader, file string, maxFile int) ([]byte, error) {
	src, err := io.ReadAll(io.LimitReader(r, int64(maxFile)+1))
	if err != nil {
		return nil, err
	}
	if len(src) > maxFile {
		name := file
		if name == "" {
			name = "<stdin>"
		}
		return nil, i18n.Errorf(i18n.ConvTooLarge, name, maxFile>>20)
	}
	return src, nil
}

// Next returns the game of the next record, or io.EOF.
func (o *OGNReader) Next() (*notation.Game, error) {
	if strings.TrimSpace(o.src[o.i:]) == "" {
		return nil, io.EOF
	}
	start := o.i
	rec, next := readOGN(o.src, o.i, o.lines, o.maxGame)
	rec.endDiags()
	o.i = next
	o.index++
	if next-start > o.maxGame {
		return o.tooLarge(start, next), nil
	}
	b := ognBuilder{r: &rec, lines: o.lines, file: o.file}
	g := b.game(o.index)
	from := o.lines[g.Start.Line-1]
	g.Source, g.SourceLine, g.SourceCol = []byte(o.src[from:next]), g.Start.Line, 1
	for _, d := range rec.diags {
		d.File, d.Game = o.file, g.Index
		g.Diags.Add(d)
	}
	if o.utf16 != "" && o.index == 1 {
		d := grammar.CharsetNote(o.file, o.utf16)
		d.Game = g.Index
		g.Diags.Add(d)
	}
	g.Diags.Sort()
	return g, nil
}

// tooLarge is the game that stands for a record longer than maxGame: no
// tags, no moves, one game-too-large error at its start, as the AGN
// reader reports a game too large.
func (o *OGNReader) tooLarge(start, end int) *notation.Game {
	p := o.lines.pos(start)
	from := o.lines[p.Line-1]
	line, _, _ := strings.Cut(o.src[from:end], "\n")
	if len(line) > 1024 {
		line = line[:1024]
	}
	g := &notation.Game{Index: o.index, Start: p, Source: []byte(line), SourceLine: p.Line, SourceCol: 1}
	g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.GameTooLarge, File: o.file, Line: p.Line, Col: p.Col, Game: o.index,
		Msg: i18n.M(i18n.GGameTooLarge, o.index, i18n.Size(o.maxGame))})
	return g
}

// sourceLines are the offsets at which the lines of a source start.
type sourceLines []int

// pos is the place of a source offset.
func (l sourceLines) pos(off int) notation.Pos {
	line := max(sort.SearchInts(l, off+1)-1, 0)
	return notation.Pos{Line: line + 1, Col: off - l[line] + 1, Offset: off}
}

// ognBuilder builds the game of one OGN record.
type ognBuilder struct {
	r     *ognRecord
	lines sourceLines
	file  string
	g     *notation.Game
	// seen counts the tags of each name.
	seen map[string]int
}

// readTags are the tags whose value the tools read: given twice, a game
// means two things (an error, as the grammar says it); another tag given
// twice is a warning.
var readTags = map[string]bool{"Result": true, "Language": true, "Variant": true, "AweleRules": true, "AweleCase": true,
	"AweleFEN": true, "Handicap": true, "FEN": true, "SetUp": true}

func (b *ognBuilder) tag(name, value string, at int) {
	g := b.g
	if b.seen == nil {
		b.seen = map[string]int{}
	}
	n := b.seen[name]
	b.seen[name] = n + 1
	p := b.lines.pos(at)
	if n > 0 {
		msg := i18n.M(i18n.GTagTwice, clip(name))
		if n > 1 {
			msg = i18n.M(i18n.GTagTimes, clip(name), n+1)
		}
		d := diag.Diagnostic{Severity: diag.Error, Code: diag.TagValue, File: b.file, Line: p.Line, Col: p.Col, Len: 1 + len(name), Msg: msg}
		if !readTags[name] {
			d.Severity = diag.Warning
		}
		g.Diags.Add(d)
	}
	g.Tags = append(g.Tags, notation.Tag{Name: name, Value: value, Pos: p})
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// game builds the record's game, the index-th of its file.
func (b *ognBuilder) game(index int) *notation.Game {
	r := b.r
	b.g = &notation.Game{Index: index, Start: b.lines.pos(r.start)}
	g := b.g
	score := r.score
	if v, ok := r.tag("Result"); ok && ognScore().MatchString(v) {
		score = v
	}
	result := ognResult(score)
	if v, ok := r.tag(TagAGNResult); ok {
		if res, ok := notation.Result(v); ok {
			result = res
		}
	}
	get := func(name string) string {
		v, ok := r.tag(name)
		if !ok {
			return "?"
		}
		return v
	}
	for _, t := range [][2]string{{"Event", "Event"}, {"Site", "Site"}, {"Date", "Date"}, {"Round", "Round"}, {"White", "South"}, {"Black", "North"}} {
		b.tag(t[0], get(t[1]), r.start)
	}
	b.tag("Result", result, r.start)
	b.tag("Variant", "Awele", r.start)
	if rules, ok := r.tag("AweleRules"); ok {
		b.tag("AweleRules", rules, r.start)
	}
	acase := awengine.SouthUpper
	for _, t := range r.tags {
		switch t.name {
		case "Event", "Site", "Date", "Round", "South", "North", "Result", "Variant", "AweleRules", TagComment, TagCaptures, TagAweleGame, TagAGNResult, TagAweleKeyword:
			continue
		case "FEN":
			b.tag("AweleFEN", t.value, t.at)
			continue
		case "AweleCase":
			if c, err := awengine.ParseCase(t.value); err == nil {
				acase = c
			}
		}
		b.tag(t.name, t.value, t.at)
	}

	sec := notation.NoSection
	keyword := "Awele"
	if v, ok := r.tag(TagAweleKeyword); ok && (v == "-" || isAweleKeyword(v)) {
		keyword = v
	}
	if keyword != "-" {
		sec = notation.AweleSection
		g.Body = append(g.Body, notation.Element{Kind: notation.SectionMark, Section: sec, Text: sectionWord(keyword), Pos: b.lines.pos(r.start), Len: len(keyword)})
	}
	if c, ok := r.tag(TagComment); ok {
		g.Body = append(g.Body, commentElement(c, b.lines.pos(r.start)))
	}
	// The Captures tag holds AGN text: read by the grammar, in the
	// section, its elements at the tag.
	captures := false
	if c, ok := r.tag(TagCaptures); ok {
		els := b.fragment(r.captureLetters(c), sec, r.tagAt(TagCaptures))
		for _, e := range els {
			if e.Kind == notation.CaptureEvent && (e.Colour != 'B' || e.Number > 0) {
				// A bare B then reads as an event, as in an AGN
				// captures-only section.
				captures = true
			}
		}
		g.Body = append(g.Body, els...)
	}
	south, num := true, 1
	if fen, ok := r.tag("FEN"); ok && strings.HasSuffix(strings.TrimSpace(fen), "N") {
		south = false
	}
	first := true
	resultAt := r.start
	for _, mv := range r.moves {
		resultAt = mv.at
		p := b.lines.pos(mv.at)
		if mv.letter == 0 {
			g.Body = append(g.Body, commentElement(mv.comment, p))
			continue
		}
		switch {
		case south:
			g.Body = append(g.Body, notation.Element{Kind: notation.MoveNumber, Number: num, Pos: p, Len: len(strconv.Itoa(num)) + 1})
		case first:
			g.Body = append(g.Body, notation.Element{Kind: notation.MoveNumber, Number: num, Black: true, Pos: p, Len: len(strconv.Itoa(num)) + 3})
		}
		if !south {
			num++
		}
		south, first = !south, false
		hole, _, _ := awengine.ParseHole(mv.letter, awengine.SouthUpper)
		e := notation.Element{Kind: notation.AweleMove, Hole: awengine.HoleLetter(hole, acase), Count: -1, Pos: p, Len: mv.n}
		switch {
		case mv.capture > maxNumber:
			g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.NumberRange, File: b.file, Line: p.Line, Col: p.Col, Len: mv.n,
				Msg: i18n.M(i18n.GNumberTooLarge, clip(strconv.Itoa(mv.capture)), maxNumber)})
			e.Count = 0
		case mv.capture > 0:
			e.Count = mv.capture
		case e.Hole == 'B' && captures:
			e = notation.Element{Kind: notation.CaptureEvent, Colour: 'B', Count: 1, Pos: p, Len: mv.n}
		}
		g.Body = append(g.Body, e)
	}
	if r.score != "" && len(r.moves) > 0 {
		g.Body = append(g.Body, b.fragment(score, sec, r.scoreAt)...)
		resultAt = r.scoreAt
	}
	g.Result = notation.Element{Kind: notation.ResultToken, Text: result, Pos: b.lines.pos(resultAt), Len: len(result)}
	b.language()
	return g
}

// maxNumber is the largest number the grammar reads in movetext.
const maxNumber = 999999

// sectionWord is the keyword of a section keyword token, without the
// colon or spaces that may follow it.
func sectionWord(v string) string {
	w, _ := strings.CutSuffix(v, ":")
	return strings.TrimRight(w, " \t")
}

// commentElement is the comment of an OGN record with text at p: a {...}
// comment, or, when the text holds a }, a ;-comment.
func commentElement(text string, p notation.Pos) notation.Element {
	if strings.Contains(text, "}") {
		return notation.Element{Kind: notation.Comment, Text: " " + text, LineComment: true, Pos: p, Len: len(text) + 2}
	}
	return notation.Element{Kind: notation.Comment, Text: text, Pos: p, Len: len(text) + 2}
}

// fragment reads text, AGN text of the record found at offset at (a tag's
// value, a final score), in the section sec: its elements and diagnostics,
// placed at at.
func (b *ognBuilder) fragment(text string, sec notation.Section, at int) []notation.Element {
	prefix := sectionPrefix(sec)
	sub := grammar.ParseGame([]byte(prefix+text), b.file, 1)
	p := b.lines.pos(at)
	els := sub.Body
	if prefix != "" && len(els) > 0 && els[0].Kind == notation.SectionMark && els[0].Pos.Offset == 0 {
		els = els[1:]
	}
	placeAll(els, p)
	for _, d := range sub.Diags {
		if d.Code == diag.LanguageAmbiguous {
			continue // the whole game's letters say its language
		}
		d.Line, d.Col = p.Line, p.Col
		b.g.Diags.Add(d)
	}
	if len(sub.Tags) > 0 || sub.Result.Text != "" {
		b.g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, File: b.file, Line: p.Line, Col: p.Col, Len: 1,
			Msg: i18n.M(i18n.GUnexpected, text)})
	}
	return els
}

// placeAll places els, variations included, at p.
func placeAll(els []notation.Element, p notation.Pos) {
	for i := range els {
		els[i].Pos = p
		placeAll(els[i].Children, p)
	}
}

// language sets the game's language: its Language tag's, else what its
// letters say (lettersLanguage), as the grammar decides it.
func (b *ognBuilder) language() {
	g := b.g
	if l, ok, d := g.TagLanguage(); ok {
		g.Lang, g.LangFromTag = l, true
		return
	} else if d != nil {
		d.File = b.file
		g.Diags.Add(*d)
	}
	var d *diag.Diagnostic
	g.Lang, g.LangCandidates, d = lettersLanguage(g)
	if d != nil {
		d.File, d.Line, d.Col = b.file, g.Start.Line, g.Start.Col
		g.Diags.Add(*d)
	}
}
