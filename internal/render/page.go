package render

import (
	"bufio"
	"github.com/awechec/awechec/internal/i18n"
	"html/template"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/notation"
)

// maxStrings bounds the page's table of texts (labels, notes, status
// lines), which each step names by number: past it, new texts are written
// in full, so that the writer's memory stays bounded whatever the number
// of games.
const maxStrings = 1 << 16

// navEntry is one game of the page's game list.
type navEntry struct {
	Title, Result string
	Valid         bool
}

// PageWriter writes a replayer page one game at a time (see WriteHTML):
// each game's data is written as soon as it is added, so that a page of
// any number of games needs the memory of one game, plus the game list
// and a bounded table of texts. Its methods are not safe for concurrent
// use.
type PageWriter struct {
	lang    i18n.Lang // the language of the page's words
	w       *bufio.Writer
	opt     HTMLOptions
	started bool
	err     error
	nav     []navEntry
	page    *lexicon // the words of the page's language

	// strs numbers the texts already written in the page's table; fresh
	// holds those the game being encoded adds to it.
	strs  map[string]int
	fresh []string
	buf   []byte // the game being encoded
	steps []byte // its steps
}

// NewPageWriter starts a page on w, its words in English; nothing is
// written before the first game is added.
func NewPageWriter(w io.Writer, opt HTMLOptions) *PageWriter {
	return NewPageWriterIn(w, opt, i18n.English)
}

// NewPageWriterIn is NewPageWriter with the page's words in language l.
func NewPageWriterIn(w io.Writer, opt HTMLOptions, l i18n.Lang) *PageWriter {
	return &PageWriter{w: bufio.NewWriterSize(w, 1<<16), opt: opt, strs: map[string]int{}, lang: l}
}

// headData is what the page template's head receives.
type headData struct {
	Title string
	Lang  notation.Language
	T     map[string]string
	CSS   template.CSS
	Data  template.JS
	Board template.HTML
}

// tailData is what the page template's tail receives.
type tailData struct {
	T     map[string]string
	JS    template.JS
	Games []navEntry
	Multi bool
}

// Add writes game g into the page. The first game sets the page's title
// (unless HTMLOptions.Title does), its language and the board shown first.
func (p *PageWriter) Add(g *PageGame) error {
	if p.err != nil {
		return p.err
	}
	if len(g.Steps) == 0 {
		return i18n.Errorf(i18n.RNoStep, len(p.nav)+1)
	}
	if !p.started {
		p.started = true
		p.err = p.head(g)
		if p.err != nil {
			return p.err
		}
	}
	p.nav = append(p.nav, navEntry{g.Title, g.Result, g.Valid})
	p.buf = append(p.buf[:0], "<script>AWECHEC.games.push("...)
	p.buf = p.appendGame(p.buf, g)
	p.buf = append(p.buf, ");</script>\n"...)
	_, p.err = p.w.Write(p.buf)
	if cap(p.buf) > 4<<20 {
		p.buf, p.steps = nil, nil // do not keep one huge game's buffers
	}
	return p.err
}

// Close ends the page: the game list (when there are several games) and
// the replayer script. It fails when no game was added.
func (p *PageWriter) Close() error {
	if p.err != nil {
		return p.err
	}
	if !p.started {
		return i18n.Errorf(i18n.RNoGame)
	}
	js := ReplayerScript()
	err := pageTemplate().ExecuteTemplate(p.w, "tail", tailData{
		T: p.page.chrome(), JS: template.JS(js), Games: p.nav, Multi: len(p.nav) > 1,
	})
	if err != nil {
		return err
	}
	return p.w.Flush()
}

// head writes the page up to the games' data.
func (p *PageWriter) head(first *PageGame) error {
	css, err := assets.ReadFile("assets/style.css")
	if err != nil {
		return err
	}
	p.page = lexiconIn(p.lang)
	layout := DefaultLayout()
	data, err := appendDataHead(nil, &layout)
	if err != nil {
		return err
	}
	data = append(data, `]}`...)
	var board bytesWriter
	s := &first.Steps[0]
	writeSVG(&board, &layout, s, SVGOptions{Caption: s.Label})
	title := p.opt.Title
	if title == "" {
		title = first.Title
	}
	return pageTemplate().ExecuteTemplate(p.w, "head", headData{
		Title: title, Lang: p.page.lang, T: p.page.chrome(), CSS: template.CSS(css),
		// appendString escapes <, > and &, so the data cannot close the
		// script element it is written in.
		Data:  template.JS(data),
		Board: template.HTML(board),
	})
}

// appendDataHead appends the start of the page's data object, up to its
// games: {"layout":...,"text":{...},"games":[
func appendDataHead(data []byte, layout *Layout) ([]byte, error) {
	data = append(data, `{"layout":`...)
	lj, err := jsonMarshal(layout)
	if err != nil {
		return nil, err
	}
	data = append(data, lj...)
	data = append(data, `,"text":{`...)
	for i, x := range []*lexicon{english(), french()} {
		if i > 0 {
			data = append(data, ',')
		}
		data = appendString(data, string(x.lang))
		data = append(data, ':')
		tj, err := jsonMarshal(x.pageText())
		if err != nil {
			return nil, err
		}
		data = append(data, tj...)
	}
	return append(data, `},"games":[`...), nil
}

// PageData returns the data of a replayer page holding games, as JSON: the
// object the page's script (ReplayerScript) reads, which WriteHTML writes
// as the script's AWECHEC. A page that builds its games as it goes (the
// web page of package web) hands it to the script's AwechecReplayer.load.
func PageData(games []PageGame) ([]byte, error) {
	layout := DefaultLayout()
	data, err := appendDataHead(nil, &layout)
	if err != nil {
		return nil, err
	}
	p := &PageWriter{strs: map[string]int{}}
	for i := range games {
		if len(games[i].Steps) == 0 {
			return nil, i18n.Errorf(i18n.RNoStep, i+1)
		}
		if i > 0 {
			data = append(data, ',')
		}
		data = p.appendGame(data, &games[i])
	}
	return append(data, `]}`...), nil
}

// ReplayerStyle returns the replayer's style sheet (the CSS of WriteHTML's
// page), for a page that embeds the replayer (WriteReplayer).
func ReplayerStyle() string {
	css, _ := assets.ReadFile("assets/style.css")
	return string(css)
}

// ReplayerScript returns the replayer's script (the JavaScript of
// WriteHTML's page). Loaded in a page without AWECHEC data it draws
// nothing until AwechecReplayer.load(data, game) is called with the
// object of PageData.
func ReplayerScript() string {
	tree, _ := assets.ReadFile("assets/movetree.js")
	js, _ := assets.ReadFile("assets/replay.js")
	return string(tree) + "\n" + string(js)
}

// WriteReplayer writes the replayer's markup (the board showing step first
// and the panel with its controls, labels in lang), the part of
// WriteHTML's page that ReplayerScript drives, for a page of its own.
func WriteReplayer(w io.Writer, lang i18n.Lang, first *Step) error {
	layout := DefaultLayout()
	var board bytesWriter
	writeSVG(&board, &layout, first, SVGOptions{Caption: first.Label})
	return pageTemplate().ExecuteTemplate(w, "replayer", headData{
		Lang: lexiconIn(lang).lang, T: lexiconIn(lang).chrome(), Board: template.HTML(board),
	})
}

// WritePageBoard writes the board of a replayer page showing step s: the
// picture WriteSVG draws, but in the page's layout (DefaultLayout) whatever
// the game, with every part the page's script shows or hides for a game
// (the chessboard of a standalone Awélé record, the Awélé board of a game
// of standard chess). A page that swaps boards in (package web) writes
// them with it, so that they match the layout of PageData.
func WritePageBoard(w io.Writer, s *Step, opt SVGOptions) error {
	layout := DefaultLayout()
	var board bytesWriter
	writeSVG(&board, &layout, s, opt)
	_, err := w.Write(board)
	return err
}

// ReplayerWords returns the words of the replayer's controls and headings
// in lang (the names WriteReplayer writes: PageStart, PageStartKey,
// PageMoves...), for a page that switches its language.
func ReplayerWords(lang i18n.Lang) map[string]string {
	return lexiconIn(lang).chrome()
}

// bytesWriter collects what is written to it.
type bytesWriter []byte

func (b *bytesWriter) Write(p []byte) (int, error) { *b = append(*b, p...); return len(p), nil }

// appendGame appends game g as the page's script reads it.
func (p *PageWriter) appendGame(b []byte, g *PageGame) []byte {
	p.fresh = p.fresh[:0]
	p.steps = p.appendSteps(p.steps[:0], g.Steps)
	b = append(b, `{"title":`...)
	b = appendString(b, g.Title)
	b = append(b, `,"tags":[`...)
	for i, t := range g.Tags {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = appendString(b, t[0])
		b = append(b, ',')
		b = appendString(b, t[1])
		b = append(b, ']')
	}
	b = append(b, `],"variant":`...)
	b = appendString(b, g.Variant)
	b = append(b, `,"result":`...)
	b = appendString(b, g.Result)
	b = append(b, `,"lang":`...)
	b = appendString(b, string(lexiconNamed(g.Lang).lang))
	if len(g.Diags) > 0 {
		b = append(b, `,"diags":`...)
		b = appendStrings(b, g.Diags)
	}
	b = append(b, `,"strs":`...)
	b = appendStrings(b, p.fresh)
	b = append(b, `,"steps":[`...)
	b = append(b, p.steps...)
	return append(b, "]}"...)
}

// holeDigits writes a seed count as one character in the page's holes.
const holeDigits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// appendSteps encodes steps for the page: a step's parent only when it is
// not the step before (the first move of a variation, see TreeSteps); the
// state fields (kind, board, turn, the FEN's other fields, holes, stores,
// Awélé turn, dots, next power, status) only when they
// differ from the previous step's, which the script carries forward; the
// dots without their trailing empty dots; the holes as one character each;
// and the texts (labels, notes, status lines) as numbers in the page's
// table of texts, since the same ones come back in every game. This keeps
// a page several times smaller, since most steps change little.
func (p *PageWriter) appendSteps(b []byte, steps []Step) []byte {
	for i := range steps {
		s := &steps[i]
		var prev *Step
		if i > 0 {
			prev = &steps[i-1]
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"l":`...)
		b = p.appendText(b, s.Label)
		str := func(k, v string, cond bool) {
			if cond {
				b = append(b, `,"`...)
				b = append(b, k...)
				b = append(b, `":`...)
				b = appendString(b, v)
			}
		}
		num := func(k string, v int, cond bool) {
			if cond {
				b = append(b, `,"`...)
				b = append(b, k...)
				b = append(b, `":`...)
				b = strconv.AppendInt(b, int64(v), 10)
			}
		}
		str("k", s.Kind, prev == nil || prev.Kind != s.Kind)
		str("b", s.Board, prev == nil || prev.Board != s.Board)
		str("t", s.Turn, prev == nil || prev.Turn != s.Turn)
		str("fx", s.FENRest, prev == nil || prev.FENRest != s.FENRest)
		if prev == nil || !sameHoles(prev.Holes, s.Holes) {
			b = append(b, `,"h":`...)
			b = appendHoles(b, s.Holes)
		}
		if prev == nil || prev.Stores != s.Stores {
			b = append(b, `,"s":[`...)
			b = strconv.AppendInt(b, int64(s.Stores[0]), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(s.Stores[1]), 10)
			b = append(b, ']')
		}
		str("at", s.AweleTurn, prev == nil || prev.AweleTurn != s.AweleTurn)
		d := trimDots(s.Dots)
		str("d", d, prev == nil || trimDots(prev.Dots) != d)
		num("n", s.Next, prev == nil || prev.Next != s.Next)
		if prev == nil || prev.Status != s.Status {
			b = append(b, `,"st":`...)
			b = p.appendText(b, s.Status)
		}
		if s.Note != "" {
			b = append(b, `,"x":`...)
			b = p.appendText(b, s.Note)
		}
		str("f", s.From, s.From != "")
		str("to", s.To, s.To != "")
		str("mk", s.Mark, s.Mark != "")
		str("z", s.Null, s.Null != "")
		str("c", s.Check, s.Check != "")
		num("o", s.Sown, s.Sown >= 0)
		num("p", s.Ply, s.Ply != 0)
		num("ag", s.AweleGame, s.AweleGame != 0)
		num("am", s.AwelePly, s.AwelePly != 0)
		num("pa", s.Parent, i > 0 && s.Parent != i-1)
		for _, l := range []struct {
			k  string
			vs []string
		}{{"cm", s.Comments}, {"dg", s.Diags}} {
			if len(l.vs) > 0 {
				b = append(b, `,"`...)
				b = append(b, l.k...)
				b = append(b, `":`...)
				b = appendStrings(b, l.vs)
			}
		}
		b = append(b, '}')
	}
	return b
}

// appendText appends a text by its number in the page's table, adding it
// there when it is new; in full once the table is full.
func (p *PageWriter) appendText(b []byte, s string) []byte {
	n, ok := p.strs[s]
	if !ok {
		if len(p.strs) >= maxStrings {
			return appendString(b, s)
		}
		n = len(p.strs)
		p.strs[s] = n
		p.fresh = append(p.fresh, s)
	}
	return strconv.AppendInt(b, int64(n), 10)
}

func trimDots(d string) string {
	i := len(d)
	for i > 0 && d[i-1] == '.' {
		i--
	}
	return d[:i]
}

func sameHoles(a, b []int) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// appendHoles writes the holes as a string of one character per hole
// (holeDigits), null when unknown, or as an array of numbers when a hole
// holds more seeds than one character counts.
func appendHoles(b []byte, h []int) []byte {
	if h == nil {
		return append(b, "null"...)
	}
	short := true
	for _, n := range h {
		short = short && n >= 0 && n < len(holeDigits)
	}
	if short {
		b = append(b, '"')
		for _, n := range h {
			b = append(b, holeDigits[n])
		}
		return append(b, '"')
	}
	b = append(b, '[')
	for i, n := range h {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}

func appendStrings(b []byte, ss []string) []byte {
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendString appends s as a JSON string, escaping as encoding/json does
// for HTML: <, > and & too (so that no "</script>" or "<!--" can appear),
// U+2028 and U+2029, and invalid UTF-8 as U+FFFD.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
