package web

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/search"
)

// Entry modes of Enter for a move played where the game goes on.
const (
	ModeReplace   = "replace"   // the rest of the line is replaced by the move
	ModeVariation = "variation" // the move is written as a variation of the next one
)

// edit replaces text[a:b] with text; caret marks the edit whose end is
// the caret.
type edit struct {
	a, b  int
	text  string
	caret bool
}

// applyEdits makes disjoint edits on src and returns the new text and
// the caret: where the text of the edit marked caret ends (-1: none).
func applyEdits(src []byte, edits []edit) ([]byte, int) {
	// from the end: at one offset, the edit that replaces text first (a
	// move written before the result it replaces)
	sort.Slice(edits, func(i, j int) bool {
		if edits[i].a != edits[j].a {
			return edits[i].a > edits[j].a
		}
		return edits[i].b > edits[j].b
	})
	out, caret := src, -1
	for _, e := range edits {
		n := len(out)
		var at int
		out, at = splice(out, e.a, e.b, e.text)
		if caret >= 0 {
			caret += len(out) - n // an edit before the caret moves it
		}
		if e.caret {
			caret = at
		}
	}
	return out, caret
}

// written is what a move played at the point writes.
type written struct {
	kind    string // "chess" or "awele"
	keyword string // the section keyword the move needs when it ends the line
	tokens  string // power token and move
	result  string // the result the move gives (a mate), "" for none
}

// keyword spells section s in the record's language.
func (p *entryPoint) keyword(s notation.Section) string {
	if s == notation.AweleSection {
		return p.letters.Awele
	}
	return p.letters.Chess
}

// play works out what move (hole:N, chess:UCI, null) writes at the point.
func (p *entryPoint) play(move string) (*written, error) {
	if p.rep.Diags.Errors() > 0 {
		return nil, i18n.Errorf(i18n.WebEntryErrors)
	}
	if h, ok := strings.CutPrefix(move, "hole:"); ok {
		return p.sow(h)
	}
	return p.chessMove(move)
}

// sow is play for an Awélé hole.
func (p *entryPoint) sow(h string) (*written, error) {
	hole := -1
	for i := 0; i < 12; i++ {
		if h == itoa(i) {
			hole = i
		}
	}
	if hole < 0 {
		return nil, i18n.Errorf(i18n.WebEntryIllegal)
	}
	w := &written{kind: "awele"}
	pos, t, ok := p.openAwele()
	rules, c := awele.Rules{}, awele.SouthUpper
	switch {
	case ok:
		rules, c = t.Rules, t.Case
	case len(p.rep.Awele) == 0 && p.rep.Variant == notation.Awechec:
		pos = awele.Start()
		if s, ok := p.g.Tag("AweleFEN"); ok {
			if q, err := awele.ParseSetUp(s); err == nil {
				pos = q
			}
		}
		rules, _ = awele.Preset("awechec")
		if p.section() != notation.AweleSection {
			w.keyword = p.keyword(notation.AweleSection)
		}
	case p.rep.Variant == notation.Awechec:
		e, err := p.chess()
		if err != nil || !e.NeedsAwele() {
			return nil, i18n.Errorf(i18n.WebEntryIllegal)
		}
		pos, rules = awele.Start(), e.Rules()
		w.keyword = p.keyword(notation.AweleSection)
	default:
		return nil, i18n.Errorf(i18n.WebEntryIllegal)
	}
	res, err := pos.Play(&rules, hole)
	if err != nil {
		return nil, i18n.Errorf(i18n.WebEntryIllegal)
	}
	w.tokens = holeToken(hole, c, res.Captured)
	return w, nil
}

// chessMove is play for a chess move (chess:UCI) or the null move.
func (p *entryPoint) chessMove(move string) (*written, error) {
	uci, isChess := strings.CutPrefix(move, "chess:")
	if !isChess && move != "null" {
		return nil, i18n.Errorf(i18n.WebEntryIllegal)
	}
	w := &written{kind: "chess"}
	var e *engine.Game
	if p.rep.Variant == notation.Standard {
		if p.rep.Final == nil || !isChess {
			return nil, i18n.Errorf(i18n.WebEntryIllegal)
		}
		e = engine.NewChess(*p.rep.Final, nil)
	} else {
		var err error
		if e, err = p.chess(); err != nil {
			return nil, i18n.Errorf(i18n.WebEntryIllegal)
		}
		if p.section() != notation.ChessSection {
			w.keyword = p.keyword(notation.ChessSection)
		}
	}
	pos := e.Chess()
	mover := pos.Turn()
	var tok string
	if n, c, ok := e.Power(); ok {
		tok = p.powerToken(n, c) + " "
	}
	mv := engine.Null
	san := "0"
	if isChess {
		m, err := pos.ParseUCI(uci)
		if err != nil || !pos.IsLegal(m) {
			return nil, i18n.Errorf(i18n.WebEntryIllegal)
		}
		san = search.Translate(pos.SAN(m), p.letters)
		mv = engine.ChessMove(m)
	}
	if p.rep.Variant == notation.Standard {
		e.MakeChess(mv.Chess())
	} else if err := e.Play(mv); err != nil {
		return nil, i18n.Errorf(i18n.WebEntryIllegal)
	}
	w.tokens = tok + san
	switch e.Status() {
	case engine.Checkmate:
		w.result = "1-0"
		if mover == movegen.Black {
			w.result = "0-1"
		}
	case engine.Stalemate, engine.Dead:
		w.result = "1/2-1/2"
	}
	return w, nil
}

// moveEdit is the edit that writes w at the point in mode.
func (p *entryPoint) moveEdit(w *written, mode string) (edit, error) {
	next, at := p.next()
	text := strings.TrimSpace(w.keyword + " " + w.tokens)
	switch {
	case at < 0:
		return edit{a: p.ins, b: p.ins, text: text, caret: true}, nil
	case mode == ModeReplace:
		return edit{a: p.ins, b: p.restEnd, text: text, caret: true}, nil
	case mode != ModeVariation:
		return edit{}, i18n.Errorf(i18n.WebEntryChoose)
	case next != w.kind:
		return edit{}, i18n.Errorf(i18n.WebEntryVariation)
	}
	// after the move it replaces, its NAGs and comments, and the
	// variations already written
	q := at + 1
	for q < len(p.rest) && (p.rest[q].Kind == notation.NAG || p.rest[q].Kind == notation.Comment || p.rest[q].Kind == notation.Variation) {
		q++
	}
	off := end(&p.rest[q-1])
	return edit{a: off, b: off, text: "(" + w.tokens + ")", caret: true}, nil
}

// resultEdits set game g's result token and Result tag to res.
func resultEdits(src []byte, g *notation.Game, res string) []edit {
	var out []edit
	if g.Result.Text != "" {
		out = append(out, edit{a: g.Result.Pos.Offset, b: g.Result.Pos.Offset + g.Result.Len, text: res})
	} else {
		e := gameEnd(g)
		out = append(out, edit{a: e, b: e, text: res})
	}
	tag := `[Result "` + res + `"]`
	for _, t := range g.Tags {
		if t.Name != "Result" {
			continue
		}
		if n := bytes.Index(src[t.Pos.Offset:], []byte(`"]`)); n >= 0 {
			return append(out, edit{a: t.Pos.Offset, b: t.Pos.Offset + n + 2, text: tag})
		}
		return out
	}
	if len(g.Tags) > 0 {
		last := g.Tags[len(g.Tags)-1].Pos.Offset
		if n := bytes.IndexByte(src[last:], '\n'); n >= 0 {
			out = append(out, edit{a: last + n + 1, b: last + n + 1, text: tag + "\n"})
		}
	}
	return out
}

// EntryRequest is what the page asks Enter.
type EntryRequest struct {
	Game int    `json:"game"` // from 1
	At   int    `json:"at"`   // UTF-16 index of the point, -1 for the start
	Move string `json:"move"` // hole:N, chess:UCI, null, nag:SYMBOL, comment:TEXT, result:RESULT
	Mode string `json:"mode"` // ModeReplace, ModeVariation, "" where the game does not go on
}

// Enter writes what the page asks (a move, a NAG, a comment, a result)
// at the point of the request in src, and returns the new text, the
// caret after what was written, and what was written. A game written
// as fmt writes it stays so (it is written again as fmt writes it); the
// others get the tokens alone, in canonical form.
func Enter(src []byte, req EntryRequest, name string) (*Entered, error) {
	p, err := newPoint(src, req.Game, req.At, name)
	if err != nil {
		return nil, err
	}
	var edits []edit
	var what string
	switch kind, arg, _ := strings.Cut(req.Move, ":"); kind {
	case "nag", "comment":
		e, err := p.annotation(kind, arg)
		if err != nil {
			return nil, err
		}
		edits, what = []edit{e}, e.text
	case "result":
		res, ok := notation.Result(arg)
		if !ok {
			return nil, i18n.Errorf(i18n.WebEntryResult, arg)
		}
		edits, what = resultEdits(src, p.g, res), res
		edits = append(edits, edit{a: p.ins, b: p.ins, caret: true})
	default:
		w, err := p.play(req.Move)
		if err != nil {
			return nil, err
		}
		e, err := p.moveEdit(w, req.Mode)
		if err != nil {
			return nil, err
		}
		edits, what = []edit{e}, e.text
		if next, _ := p.next(); w.result != "" && next == "" && !p.inVar {
			edits = append(edits, resultEdits(src, p.g, w.result)...)
		}
	}
	out, caret := applyEdits(src, edits)
	if isCanonical(src, p.g) {
		out, caret = recanonical(out, req.Game, caret, name)
	}
	return &Entered{Text: string(out), Caret: utf16Index(out, caret), Written: what}, nil
}

// recanonical writes game index of src again as fmt writes it; the caret
// stays after the same move.
func recanonical(src []byte, index, caret int, name string) ([]byte, int) {
	g, err := entryGame(src, index, name)
	if err != nil {
		return src, caret
	}
	c, ok := canonical(g)
	if !ok {
		return src, caret
	}
	n := movesBefore(g.Body, caret)
	a, b := gameSpan(g)
	out := append(append(append([]byte(nil), src[:a]...), bytes.TrimSpace(c)...), src[b:]...)
	if n == 0 {
		return out, min(caret, len(out))
	}
	g2, err := entryGame(out, index, name)
	if err != nil {
		return out, min(caret, len(out))
	}
	if at, left := moveEnd(g2.Body, n); left == 0 {
		return out, at
	}
	return out, min(caret, len(out))
}

// annotation is the edit of a NAG (nag:!?) or a comment (comment:TEXT)
// on the move before the point.
func (p *entryPoint) annotation(kind, arg string) (edit, error) {
	last := -1
	for i := range p.pre {
		if render.IsMove(p.pre[i].Kind) {
			last = i
		}
	}
	if kind == "comment" {
		text := "{" + strings.NewReplacer("{", "(", "}", ")").Replace(strings.TrimSpace(arg)) + "}"
		if last < 0 {
			return edit{a: p.ins, b: p.ins, text: text, caret: true}, nil
		}
		q := last + 1
		for q < len(p.pre) && (p.pre[q].Kind == notation.NAG || p.pre[q].Kind == notation.Comment) {
			q++
		}
		off := end(&p.pre[q-1])
		return edit{a: off, b: off, text: text, caret: true}, nil
	}
	if last < 0 {
		return edit{}, i18n.Errorf(i18n.WebEntryNoMove)
	}
	switch arg {
	case "!", "?", "!!", "??", "!?", "?!":
	default:
		return edit{}, i18n.Errorf(i18n.WebEntryIllegal)
	}
	m := &p.pre[last]
	a := m.Pos.Offset + m.Len
	if m.Suffix == arg {
		arg = "" // the same sign again takes it off
	}
	return edit{a: a, b: a + len(m.Suffix), text: arg, caret: true}, nil
}

// NewGame is a new game the page starts.
type NewGame struct {
	Lang     string `json:"lang"` // the record's letters: "fr" or "en"
	Event    string `json:"event"`
	Date     string `json:"date"`
	White    string `json:"white"`
	Black    string `json:"black"`
	FEN      string `json:"fen"`       // a chess set-up, "" for the start
	AweleFEN string `json:"awele_fen"` // an Awélé set-up (OGN form), "" for the start
	Captures string `json:"captures"`  // a captures-only record of the Awélé game ("B3 N2 ... ...")
}

// NewGameText writes the text of a new game, as fmt writes it; its
// errors (a FEN, an Awélé position or captures that do not read) are
// worded in lang.
func NewGameText(spec NewGame, lang, name string) ([]byte, error) {
	l, ok := notation.ParseLanguage(spec.Lang)
	if !ok || l != notation.French {
		l = notation.English
	}
	t, _ := notation.Table(l)
	var b strings.Builder
	tag := func(n, v string) {
		b.WriteString("[" + n + ` "` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(strings.TrimSpace(v)) + "\"]\n")
	}
	or := func(v, d string) string {
		if strings.TrimSpace(v) == "" {
			return d
		}
		return v
	}
	tag("Event", or(spec.Event, "?"))
	tag("Site", "?")
	tag("Date", or(spec.Date, "????.??.??"))
	tag("Round", "-")
	tag("White", or(spec.White, "?"))
	tag("Black", or(spec.Black, "?"))
	tag("Result", "*")
	tag("Language", string(l))
	if strings.TrimSpace(spec.FEN) != "" {
		tag("SetUp", "1")
		tag("FEN", spec.FEN)
	}
	if strings.TrimSpace(spec.AweleFEN) != "" {
		tag("AweleFEN", spec.AweleFEN)
	}
	captures := strings.Join(strings.Fields(spec.Captures), " ")
	b.WriteString("\n" + t.Awele + " " + captures + " *\n")
	src := []byte(strings.ReplaceAll(b.String(), "  ", " "))
	res := Check(src, lang, name)
	var errs []string
	for _, g := range res.Games {
		for _, d := range g.Diagnostics {
			if d.Severity == diag.Error {
				errs = append(errs, d.Text)
			}
		}
	}
	if res.ReadError != "" {
		errs = append(errs, res.ReadError)
	}
	if len(errs) > 0 || len(res.Games) != 1 {
		return nil, errorText(strings.Join(errs, "\n"))
	}
	g, err := entryGame(src, 1, name)
	if err != nil {
		return nil, err
	}
	if captures != "" && !capturesOnly(g) {
		return nil, i18n.Errorf(i18n.WebEntryCaptures, captures)
	}
	c, ok := canonical(g)
	if !ok {
		return src, nil
	}
	return c, nil
}

// capturesOnly tells whether a game's moves are capture events only.
func capturesOnly(g *notation.Game) bool {
	for _, e := range g.Body {
		switch e.Kind {
		case notation.SectionMark, notation.CaptureEvent, notation.Unrecorded:
		default:
			return false
		}
	}
	return true
}

// errorText is an error that is already worded.
type errorText string

func (e errorText) Error() string { return string(e) }

// EntryCall runs an entry request of the page on src: op "at" (EntryAt,
// req an EntryRequest), "enter" (Enter) or "new" (NewGameText, req a
// NewGame); the answer is JSON. lang words the errors.
func EntryCall(op string, src, req []byte, lang, name string) ([]byte, error) {
	switch op {
	case "new":
		var spec NewGame
		if err := json.Unmarshal(req, &spec); err != nil {
			return nil, err
		}
		text, err := NewGameText(spec, lang, name)
		if err != nil {
			return nil, err
		}
		return json.Marshal(struct {
			Text string `json:"text"`
		}{string(text)})
	}
	var r EntryRequest
	if err := json.Unmarshal(req, &r); err != nil {
		return nil, err
	}
	if op == "at" {
		return EntryAtJSON(src, r.Game, r.At, name, lang)
	}
	e, err := Enter(src, r, name)
	if err != nil {
		return nil, err
	}
	return json.Marshal(e)
}
