package web

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/validate"
)

// Entering a game on the board (docs/WEB.md, "Entering a game on the
// board"): the page asks EntryAt what may be played at a point of a game
// (the Awélé holes with their captures, the chess moves, the power and who
// decides) and Enter writes a move played there into the text, in
// canonical AGN and the record's letters. The rules are the engine's and
// the validator's: the page draws and asks, it never decides.

// EntryHole is an Awélé hole that may be sown at the point.
type EntryHole struct {
	Hole  int    `json:"hole"`  // 0..11, as package awele numbers them
	Token string `json:"token"` // the move as it is written: "E(3)", "a"
}

// EntryMove is a chess move that may be played at the point.
type EntryMove struct {
	UCI   string `json:"uci"`
	From  string `json:"from"`
	To    string `json:"to"`
	Promo string `json:"promo,omitempty"` // "q", "r", "b" or "n"
	SAN   string `json:"san"`             // in the record's letters, check sign included
}

// EntryPower is the power the next chess half-move consumes.
type EntryPower struct {
	Number int    `json:"n"`
	Owner  string `json:"owner"` // "w" or "b": the power's owner, who decides
	Mover  string `json:"mover"` // the side to move
	Token  string `json:"token"` // "(3=B)"
}

// Entry is what may be entered at a point of a game.
type Entry struct {
	// Holes are the Awélé holes that may be sown; NewAwele says that they
	// open a new Awélé game (every power is consumed).
	Holes    []EntryHole `json:"holes,omitempty"`
	NewAwele bool        `json:"new_awele,omitempty"`
	// Moves are the chess moves; Null says that the null move may be
	// played (a power is consumed: its owner chooses).
	Moves []EntryMove  `json:"moves,omitempty"`
	Null  bool         `json:"null,omitempty"`
	Power *EntryPower  `json:"power,omitempty"`
	Check bool         `json:"check,omitempty"` // the side to move answers a check: no power
	Over  string       `json:"over,omitempty"`  // how the game ended here (checkmate, stalemate...), or "errors", "variant"
	Next  string       `json:"next,omitempty"`  // the kind of the move that follows the point: "chess", "awele", "" for none
	InVar bool         `json:"in_variation,omitempty"`
	Step  *render.Step `json:"step,omitempty"` // the position at the point, as the replayer draws it
	Lang  string       `json:"lang"`           // the record's letters
}

// Entered is what Enter wrote.
type Entered struct {
	// Text is the whole text with the move written.
	Text string `json:"text"`
	// Caret is where the move written ends (UTF-16 index, as the page
	// counts): the next point of entry.
	Caret int `json:"caret"`
	// Written is what was written ("(3=B) Fc4").
	Written string `json:"written"`
}

// entryPoint is a game of a text cut at a point: the line (main line or
// variation) holding it, before and after.
type entryPoint struct {
	src  []byte
	g    *notation.Game
	pre  []notation.Element // the line up to the point (what the position comes from)
	rest []notation.Element // the line after it
	// ins is where a move played at the point is written (byte offset);
	// restEnd where the line ends (its result, its closing bracket).
	ins, restEnd int
	inVar        bool
	rep          *validate.Report // the replay of pre
	lang         notation.Language
	letters      notation.Letters
	powers       notation.Letters
}

// entryGame finds game index (from 1) of src, parsed with file offsets;
// the games before it are only split off, not parsed.
func entryGame(src []byte, index int, name string) (*notation.Game, error) {
	c, err := nth(grammar.NewReader(bytes.NewReader(src), name).NextChunk, index)
	if err != nil {
		return nil, err
	}
	return c.Parse(), nil
}

// nth returns the index-th (from 1) of the games next reads.
func nth[T any](next func() (T, error), index int) (T, error) {
	for n := 1; ; n++ {
		v, err := next()
		if err == io.EOF {
			err = i18n.Errorf(i18n.WebNoGameN, index)
		}
		if err != nil || n == index {
			return v, err
		}
	}
}

// end returns where element e ends in the text (its suffix included).
func end(e *notation.Element) int { return e.Pos.Offset + e.Len + len(e.Suffix) }

// lineAt cuts body at byte offset at (-1: the start): the line holding
// it, a variation's when at falls inside one (the moves before the move
// it replaces, then its own). stop is where body's line ends.
func lineAt(body []notation.Element, at, stop int) (pre, rest []notation.Element, restEnd int, inVar bool) {
	for i := range body {
		v := &body[i]
		if v.Kind != notation.Variation || at <= v.Pos.Offset || at >= v.Pos.Offset+v.Len {
			continue
		}
		// the variation replaces the move before it, its power token and
		// its number
		j := i
		for j > 0 && !render.IsMove(body[j].Kind) {
			j--
		}
		for j > 0 && (body[j-1].Kind == notation.Power || body[j-1].Kind == notation.MoveNumber) {
			j--
		}
		p, r, e, _ := lineAt(v.Children, at, v.Pos.Offset+v.Len-1)
		return append(append([]notation.Element(nil), body[:j]...), p...), r, e, true
	}
	k := 0
	for k < len(body) && body[k].Pos.Offset < at {
		k++
	}
	// what follows a move belongs to it: its NAGs, comments and
	// variations; the end of its Awélé section; at the start, the
	// section keyword
	for k < len(body) {
		switch body[k].Kind {
		case notation.NAG, notation.Comment, notation.Variation, notation.Unrecorded, notation.AweleScore:
			k++
			continue
		case notation.SectionMark:
			if k == 0 || at < 0 {
				k++
				continue
			}
		}
		break
	}
	return body[:k], body[k:], stop, false
}

// gameEnd is where a game's movetext ends: its result token, else its
// last element.
func gameEnd(g *notation.Game) int {
	if g.Result.Text != "" {
		return g.Result.Pos.Offset
	}
	e := g.Start.Offset
	for i := range g.Body {
		e = max(e, end(&g.Body[i]))
	}
	return e
}

// newPoint parses game index of src and cuts it at UTF-16 index at (-1:
// the start of the game), replaying the line up to there.
func newPoint(src []byte, index, at int, name string) (*entryPoint, error) {
	g, err := entryGame(src, index, name)
	if err != nil {
		return nil, err
	}
	off := -1
	if at >= 0 {
		off = byteOffset(src, at)
	}
	p := &entryPoint{src: src, g: g}
	p.pre, p.rest, p.restEnd, p.inVar = lineAt(g.Body, off, gameEnd(g))
	p.ins = p.restEnd
	switch {
	case len(p.pre) > 0:
		p.ins = end(&p.pre[len(p.pre)-1])
	case len(g.Body) > 0:
		p.ins = g.Body[0].Pos.Offset
	}
	if p.inVar && len(p.rest) == 0 {
		// the end of a variation: before its closing bracket
		p.ins = p.restEnd
		if len(p.pre) > 0 {
			p.ins = min(p.ins, end(&p.pre[len(p.pre)-1]))
		}
	}
	// the line up to the point, unfinished: its result and termination
	// tags are the whole game's
	line := *g
	line.Body = p.pre
	line.Result = notation.Element{Kind: notation.ResultToken, Text: "*"}
	line.Trailing = nil
	line.Tags = nil
	for _, t := range g.Tags {
		switch t.Name {
		case "Result":
			t.Value = "*"
		case "Termination":
			continue
		}
		line.Tags = append(line.Tags, t)
	}
	p.rep = validate.Game(&line, validate.Options{File: name})
	p.lang = p.rep.Lang
	if p.lang == "" {
		p.lang = notation.English
	}
	p.letters, _ = notation.Table(p.lang)
	p.powers = notation.PowerTable(g, p.lang)
	return p, nil
}

// section is the section the point stands in.
func (p *entryPoint) section() notation.Section {
	s := notation.NoSection
	for i := range p.pre {
		e := &p.pre[i]
		switch {
		case e.Kind == notation.SectionMark:
			s = e.Section
		case e.Kind == notation.AweleMove || e.Kind == notation.CaptureEvent:
			s = notation.AweleSection
		case e.Kind == notation.ChessMove || e.Kind == notation.NullMove || e.Kind == notation.Power:
			s = notation.ChessSection
		}
	}
	return s
}

// next is the kind of the first move after the point.
func (p *entryPoint) next() (string, int) {
	for i := range p.rest {
		switch p.rest[i].Kind {
		case notation.ChessMove, notation.NullMove:
			return "chess", i
		case notation.AweleMove, notation.CaptureEvent:
			return "awele", i
		}
	}
	return "", -1
}

// openAwele returns the position of the Awélé game open at the point and
// its rules and case, ok false when none is open there (chess has begun,
// the section was closed, the game ended by its rules, a captures-only
// record).
func (p *entryPoint) openAwele() (pos awele.Position, t *validate.AweleGameTrace, ok bool) {
	if p.section() != notation.AweleSection || len(p.pre) > 0 && (p.pre[len(p.pre)-1].Kind == notation.Unrecorded || p.pre[len(p.pre)-1].Kind == notation.AweleScore) {
		return pos, nil, false
	}
	r := p.rep
	if len(r.Awele) == 0 {
		return pos, nil, false
	}
	t = &r.Awele[len(r.Awele)-1]
	switch {
	case t.CapturesOnly:
		return pos, nil, false
	case len(t.Moves) > 0:
		pos = t.Moves[len(t.Moves)-1].After
	case t.Start != nil:
		pos = *t.Start
	default:
		return pos, nil, false
	}
	return pos, t, pos.GoesOn(&t.Rules)
}

// holes lists the holes that may be sown in pos, each with its capture.
func holes(pos awele.Position, rules *awele.Rules, c awele.Case) []EntryHole {
	var out []EntryHole
	for _, h := range pos.LegalMoves(rules) {
		q := pos
		res, err := q.Play(rules, h)
		if err != nil {
			continue
		}
		out = append(out, EntryHole{Hole: h, Token: holeToken(h, c, res.Captured)})
	}
	return out
}

func holeToken(h int, c awele.Case, captured int) string {
	t := string(awele.HoleLetter(h, c))
	if captured > 0 {
		t += "(" + itoa(captured) + ")"
	}
	return t
}

// chess returns the engine's state for the chess game at the point: the
// Awélé game open there closed, as the record would close it. A game of
// standard chess has no engine state: its position is the replay's.
func (p *entryPoint) chess() (*engine.Game, error) {
	rp, err := search.Replay(p.rep)
	if err != nil {
		return nil, err
	}
	return rp.Game, nil
}

// EntryAt says what may be entered at UTF-16 index at of the text (-1:
// the start of the game): the end of the move after which to play, in
// game index (from 1) of src. The moves are in the record's letters;
// lang, the page's language ("fr", "en"), words the step's note and
// status, which the page's replayer shows.
func EntryAt(src []byte, index, at int, name, lang string) (*Entry, error) {
	p, err := newPoint(src, index, at, name)
	if err != nil {
		return nil, err
	}
	r := p.rep
	out := &Entry{Lang: string(p.lang), InVar: p.inVar}
	out.Next, _ = p.next()
	steps := render.StepsIn(r, Lang(lang))
	if len(steps) > 0 {
		out.Step = &steps[len(steps)-1]
	}
	if r.Diags.Errors() > 0 {
		out.Over = "errors"
		return out, nil
	}
	switch r.Variant {
	case notation.Awechec, notation.Standard, notation.Awele:
	default:
		out.Over = "variant"
		return out, nil
	}
	if pos, t, ok := p.openAwele(); ok {
		out.Holes = holes(pos, &t.Rules, t.Case)
	} else if r.Variant == notation.Awele {
		out.Over = "awele"
		return out, nil
	}
	if r.Variant == notation.Awele {
		return out, nil
	}
	if len(r.Awele) == 0 && r.Variant == notation.Awechec {
		// a game not yet begun: its first Awélé game
		pos := awele.Start()
		if s, ok := r.Game.Tag("AweleFEN"); ok {
			if q, err := awele.ParseSetUp(s); err == nil {
				pos = q
			}
		}
		rules, _ := awele.Preset("awechec")
		out.Holes = holes(pos, &rules, awele.SouthUpper)
		return out, nil
	}
	if r.Variant == notation.Standard {
		if r.Final != nil {
			p.chessMoves(r.Final, out)
		}
		return out, nil
	}
	e, err := p.chess()
	if err != nil {
		return out, nil
	}
	p.chessEntry(e, out, out.Holes == nil)
	return out, nil
}

// chessEntry fills in the chess moves of state e; newAwele: the holes of
// a new Awélé game when every power is consumed.
func (p *entryPoint) chessEntry(e *engine.Game, out *Entry, newAwele bool) {
	if st := e.Status(); st != engine.Ongoing {
		if out.Holes == nil {
			out.Over = st.String()
		}
		return
	}
	if e.NeedsAwele() {
		if newAwele {
			rules := e.Rules()
			out.Holes, out.NewAwele = holes(awele.Start(), &rules, awele.SouthUpper), true
			if out.Step != nil {
				s := *out.Step
				start := awele.Start()
				s.Holes = make([]int, 12)
				for i, n := range start.Holes {
					s.Holes[i] = int(n)
				}
				s.Stores = [2]int{}
				out.Step = &s
			}
		}
		return
	}
	pos := e.Chess()
	out.Check = e.InCheck()
	if n, c, ok := e.Power(); ok {
		out.Power = &EntryPower{Number: n, Owner: colourCode(c), Mover: colourCode(pos.Turn()), Token: p.powerToken(n, c)}
		out.Null = true
	}
	p.chessMoves(pos, out)
}

// chessMoves lists the legal moves of pos.
func (p *entryPoint) chessMoves(pos *movegen.Position, out *Entry) {
	if pos.InCheck() {
		out.Check = true
	}
	var buf [256]movegen.Move
	for _, m := range pos.LegalMoves(buf[:0]) {
		em := EntryMove{UCI: m.UCI(), SAN: search.Translate(pos.SAN(m), p.letters)}
		em.From, em.To = em.UCI[:2], em.UCI[2:4]
		if len(em.UCI) > 4 {
			em.Promo = em.UCI[4:]
		}
		out.Moves = append(out.Moves, em)
	}
}

func colourCode(c movegen.Color) string {
	if c == movegen.Black {
		return "b"
	}
	return "w"
}

func (p *entryPoint) powerToken(n int, c movegen.Color) string {
	l := p.powers.White
	if c == movegen.Black {
		l = p.powers.Black
	}
	return "(" + itoa(n) + "=" + string(l) + ")"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// EntryAtJSON is EntryAt as JSON, for the page.
func EntryAtJSON(src []byte, index, at int, name, lang string) ([]byte, error) {
	e, err := EntryAt(src, index, at, name, lang)
	if err != nil {
		return nil, err
	}
	return json.Marshal(e)
}

// byteOffset returns the byte offset in src of UTF-16 index i.
func byteOffset(src []byte, i int) int {
	n := 0
	for off := 0; off < len(src); {
		if n >= i {
			return off
		}
		r, size := utf8.DecodeRune(src[off:])
		n += utf16.RuneLen(r)
		off += size
	}
	return len(src)
}

// utf16Index returns the UTF-16 index of byte offset off of src.
func utf16Index(src []byte, off int) int {
	n := 0
	for i := 0; i < off && i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		n += utf16.RuneLen(r)
		i += size
	}
	return n
}

// splice replaces src[a:b] with text, a space on each side where the
// text would touch a word; it returns the new text and where the text
// written ends in it.
func splice(src []byte, a, b int, text string) ([]byte, int) {
	left, right := src[:a], src[b:]
	var out bytes.Buffer
	out.Grow(len(src) + len(text) + 2)
	out.Write(left)
	if len(left) > 0 && text != "" && !strings.ContainsRune(" \n\t(", rune(left[len(left)-1])) {
		out.WriteByte(' ')
	}
	out.WriteString(text)
	at := out.Len()
	if len(right) > 0 && text != "" && !strings.ContainsRune(" \n\t)", rune(right[0])) {
		out.WriteByte(' ')
	}
	out.Write(right)
	return out.Bytes(), at
}

// canonical returns the canonical text of game g (fmt's), ok false when
// it cannot be written.
func canonical(g *notation.Game) ([]byte, bool) {
	if g.Diags.Errors() > 0 {
		return nil, false
	}
	if convert.HasColourlessPower(g) {
		g = convert.FillColours(validate.Game(g, validate.Options{}))
	}
	b, err := convert.FormatAGN(g, convert.Options{})
	return b, err == nil
}

// gameSpan is where game g stands in the text: from its first token to
// its result (or last element) and the comments after it.
func gameSpan(g *notation.Game) (int, int) {
	e := gameEnd(g)
	if g.Result.Text != "" {
		e = g.Result.Pos.Offset + g.Result.Len
	}
	for i := range g.Trailing {
		e = max(e, end(&g.Trailing[i]))
	}
	return g.Start.Offset, e
}

// isCanonical tells whether game g is written as fmt writes it.
func isCanonical(src []byte, g *notation.Game) bool {
	c, ok := canonical(g)
	a, b := gameSpan(g)
	return ok && string(bytes.TrimSpace(c)) == string(src[a:b])
}

// movesBefore counts the moves (main line and variations, in the order
// written) that start before byte offset off.
func movesBefore(els []notation.Element, off int) int {
	n := 0
	for i := range els {
		e := &els[i]
		switch {
		case e.Pos.Offset >= off:
			return n
		case render.IsMove(e.Kind):
			n++
		case e.Kind == notation.Variation:
			n += movesBefore(e.Children, off)
		}
	}
	return n
}

// moveEnd returns where the n-th move (counted as movesBefore counts)
// ends, -1 when there are fewer.
func moveEnd(els []notation.Element, n int) (int, int) {
	for i := range els {
		e := &els[i]
		switch {
		case render.IsMove(e.Kind):
			n--
			if n == 0 {
				return end(e), 0
			}
		case e.Kind == notation.Variation:
			var at int
			if at, n = moveEnd(e.Children, n); n == 0 {
				return at, 0
			}
		}
	}
	return -1, n
}
