package grammar

// The participle side of the differential tests: the grammar
// (grammar_test.go) parses a game's tokens into its AST, and oracleDiff
// compares that parse with the game the reader built in one pass: the
// first syntax error and the cut, the tags, the result and what follows
// it, and the element sequence, each element standing on the token
// participle read at its place, at its variation depth, of a kind that
// token can mean, with its text, number and suffix. What an element means
// (a `B3` in a section that records moves or captures, a misplaced
// annotation) is the builder's, which the goldens test; a token that
// makes no element is accounted for: merged into the element before it
// (`12. ...`, `E (3)`, a suffix, a sign, `mat`, `e.p.`) or reported at
// its place. The reader does not need any of it at run time.

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// participleParse parses a token stream with the participle grammar: its
// AST (partial after a syntax error), the index in toks of the token it
// reports unexpected (-1: none), or an error of another kind.
func participleParse(toks []lexer.Token) (*game, int, error) {
	pl, err := lexer.Upgrade(&sliceLexer{toks: toks})
	if err != nil {
		return nil, 0, err
	}
	ast, err := agnParser.ParseFromLexer(pl)
	if err == nil {
		return ast, -1, nil
	}
	var ute *participle.UnexpectedTokenError
	if errors.As(err, &ute) {
		for i := range toks {
			if toks[i].Pos.Offset == ute.Unexpected.Pos.Offset && toks[i].Type == ute.Unexpected.Type {
				return ast, i, nil
			}
		}
	}
	return ast, 0, err
}

// otok is a token of participle's parse of a movetext, at its variation
// depth, with the mode of its line or section and whether that section
// is an Awélé one; a variation's opener carries the file offset after
// its closer.
type otok struct {
	tok   lexer.Token
	depth int
	end   int
	mode  mode
	awele bool
}

// flat lists the tokens of a parse in the order of the text.
type flat []otok

// place is where a run of elements stands: its depth, the mode of its
// line or section, and whether its section is an Awélé one.
type place struct {
	depth int
	mode  mode
	awele bool
}

func (f *flat) add(at place, toks ...lexer.Token) {
	for _, t := range toks {
		if t.Type != 0 {
			*f = append(*f, otok{tok: t, depth: at.depth, mode: at.mode, awele: at.awele})
		}
	}
}

// movetext adds the tokens of a movetext standing at at: its elements
// go on in the line's section, with the line's mode unless one of them
// tells another; each section has its own ("an Awélé section records
// moves, or captures only: its first element that tells decides").
func (f *flat) movetext(m *movetext, at place) {
	if m == nil {
		return
	}
	at.mode = modeOfRun(m.Elements, at.mode)
	f.elements(m.Elements, at)
	for _, s := range m.Sections {
		if s != nil {
			w := strings.ToLower(s.Keyword.Value)
			sec := place{depth: at.depth, awele: strings.HasPrefix(w, "aw") || strings.HasPrefix(w, "ow")}
			f.add(sec, s.Keyword)
			sec.mode = modeOfRun(s.Elements, modeUnknown)
			f.elements(s.Elements, sec)
		}
	}
}

// modeOfRun returns the mode the first of es that tells one tells
// (modeTold), variations aside; inherited if none does.
func modeOfRun(es []*element, inherited mode) mode {
	b3 := false
	for _, e := range es {
		for _, t := range tokensOf(e) {
			if m := modeTold(t.Type, t.Value, &b3); m != modeUnknown {
				return m
			}
		}
	}
	return inherited
}

// tokensOf returns the tokens of an element but a variation, in order.
func tokensOf(e *element) []lexer.Token {
	var out []lexer.Token
	as := func(as []*annotation) {
		for _, a := range as {
			if a != nil {
				out = append(out, a.Tok)
			}
		}
	}
	switch {
	case e == nil || e.Var != nil:
	case e.Number != nil:
		out = append(out, e.Number.Number)
		if e.Number.Ellipsis != nil {
			out = append(out, *e.Number.Ellipsis)
		}
	case e.HalfMove != nil:
		if e.HalfMove.Power != nil {
			out = append(out, *e.HalfMove.Power)
		}
		if m := e.HalfMove.Move; m != nil {
			out = append(out, m.Move)
			as(m.Annotations)
		}
	case e.AweleMove != nil:
		out = append(out, e.AweleMove.Hole)
		as(e.AweleMove.Annotations)
	case e.Event != nil:
		out = append(out, e.Event.Event)
		as(e.Event.Annotations)
	case e.Score != nil:
		out = append(out, e.Score.Tok)
	case e.Unrecorded != nil:
		out = append(out, e.Unrecorded.Tok)
	case e.Annotation != nil:
		out = append(out, e.Annotation.Tok)
	case e.Text != nil:
		out = append(out, e.Text.Tok)
	}
	return out
}

func (f *flat) elements(es []*element, at place) {
	for _, e := range es {
		if e == nil || e.Var == nil {
			f.add(at, tokensOf(e)...)
			continue
		}
		v := e.Var
		if len(v.Tokens) == 0 {
			continue
		}
		last := v.Tokens[len(v.Tokens)-1]
		*f = append(*f, otok{tok: v.Tokens[0], depth: at.depth, end: last.Pos.Offset + len(last.Value), mode: at.mode, awele: at.awele})
		in := place{depth: at.depth + 1, mode: at.mode, awele: at.awele}
		f.movetext(v.Paren, in)
		f.movetext(v.Square, in)
	}
}

// texts returns the tokens of comments in a parse.
func texts(ts []*text) []lexer.Token {
	var out []lexer.Token
	for _, x := range ts {
		if x != nil && x.Tok.Type != 0 {
			out = append(out, x.Tok)
		}
	}
	return out
}

// kindsOf lists the kinds of element each token type can make, whatever
// the section it stands in (grammar_test.go's doc comments).
var kindsOf = map[lexer.TokenType][]notation.Kind{
	tComment: {notation.Comment}, tLineComment: {notation.Comment}, tEscape: {notation.Escape},
	tMoveNumber: {notation.MoveNumber}, tEllipsis: {notation.Unrecorded}, tPower: {notation.Power},
	tSAN: {notation.ChessMove, notation.AweleMove}, tCastle: {notation.ChessMove, notation.AweleScore},
	tNull: {notation.NullMove}, tHole: {notation.AweleMove, notation.CaptureEvent},
	tCapture: {notation.CaptureEvent, notation.AweleMove}, tPowerItem: {notation.CaptureEvent},
	tColours: {notation.CaptureEvent, notation.AweleMove}, tScore: {notation.AweleScore},
	tNAG: {notation.NAG}, tSection: {notation.SectionMark}, tPunct: {notation.Variation},
}

// oelem is an element of the game, at its variation depth.
type oelem struct {
	e     *notation.Element
	depth int
}

func flatGame(body []notation.Element, depth int, out []oelem) []oelem {
	for i := range body {
		out = append(out, oelem{&body[i], depth})
		if body[i].Kind == notation.Variation {
			out = flatGame(body[i].Children, depth+1, out)
		}
	}
	return out
}

// oracleDiff compares the game g, read from src (file "f", at start),
// with participle's parse of src, and says how they differ (nil: they
// agree).
func oracleDiff(src []byte, start lexer.Position, g *notation.Game) error {
	toks, _ := tokenize(src, "f", start, nil)
	ast, bad, err := participleParse(toks)
	if err != nil {
		return fmt.Errorf("participle: %v", err)
	}
	if hand, _ := syntaxCut(toks, nil); hand != bad {
		return fmt.Errorf("syntaxCut stops at token %d, participle at %d", hand, bad)
	}
	if g.Start != pos(toks[0].Pos) {
		return fmt.Errorf("game starts at %+v, its first token at %+v", g.Start, toks[0].Pos)
	}
	o := oracle{g: g}
	if bad >= 0 {
		// The first error is worded at participle's unexpected token.
		want, _ := syntaxError(toks[bad], toks, before(toks, toks[bad].Pos.Offset), false, "f", gameText{src, start.Offset})
		if !o.reported(want.Line, want.Col, want.Message()) {
			return fmt.Errorf("no diagnostic %d:%d %q", want.Line, want.Col, want.Message())
		}
	}
	if ast, err = commentRead(ast, toks, bad, gameText{src, start.Offset}); err != nil {
		return err
	}
	if ast == nil {
		ast = &game{}
	}
	if err := o.tags(ast.Tags); err != nil {
		return err
	}
	var f flat
	f.add(place{}, texts(ast.Lead)...)
	f.movetext(ast.Moves, place{})
	if err := o.movetext(f); err != nil {
		return err
	}
	result, trailing := lexer.Token{}, []lexer.Token(nil)
	if ast.Result != nil {
		result, trailing = ast.Result.Tok, texts(ast.Trailing)
	} else if bad >= 0 {
		result, trailing = lastResult(toks)
	}
	return o.result(result, trailing)
}

// commentRead returns participle's parse of toks with the comment in
// parentheses the reader reads as a comment, when syntaxErrors finds
// one at the error bad (its message says so: -1, none), read in braces;
// else ast, participle's parse of toks.
func commentRead(ast *game, toks []lexer.Token, bad int, sx gameText) (*game, error) {
	if bad < 0 {
		return ast, nil
	}
	_, comment := syntaxErrors(toks, toks[bad], "f", sx)
	if comment.n == 0 {
		return ast, nil
	}
	first, last := toks[comment.at], toks[comment.at+comment.n-1]
	whole, _ := sx.between(first.Pos.Offset, last.Pos.Offset+1)
	again := append([]lexer.Token(nil), toks[:comment.at]...)
	again = append(again, lexer.Token{Type: tComment, Value: "{" + whole[1:len(whole)-1] + "}", Pos: first.Pos})
	again = append(again, toks[comment.at+comment.n:]...)
	ast, bad, err := participleParse(again)
	if err != nil || bad >= 0 {
		return nil, fmt.Errorf("the comment in parentheses read as a comment: participle stops at token %d (%v)", bad, err)
	}
	return ast, nil
}

// oracle holds the game oracleDiff compares.
type oracle struct{ g *notation.Game }

// reported tells whether g has a diagnostic at line:col, with message msg
// if not "".
func (o oracle) reported(line, col int, msg string) bool {
	for _, d := range o.g.Diags {
		if d.Line == line && d.Col == col && (msg == "" || d.Message() == msg) {
			return true
		}
	}
	return false
}

// tags compares the game's tags with the tag pairs participle read: a Tag
// token is a tag, a BadTag token is reported.
func (o oracle) tags(pairs []*tagPair) error {
	n := 0
	for _, p := range pairs {
		if p == nil || p.Tok.Type == 0 {
			continue
		}
		t := p.Tok
		if t.Type == tBadTag {
			if !o.reported(t.Pos.Line, t.Pos.Column, "") {
				return fmt.Errorf("bad tag %q not reported", t.Value)
			}
			continue
		}
		if n >= len(o.g.Tags) {
			return fmt.Errorf("tag %q missing", t.Value)
		}
		tg := o.g.Tags[n]
		if tg.Pos != pos(t.Pos) || !strings.Contains(t.Value, tg.Name) || !strings.Contains(t.Value, tg.Value) {
			return fmt.Errorf("tag %d is %+v, participle reads %q at %+v", n, tg, t.Value, t.Pos)
		}
		n++
	}
	if n != len(o.g.Tags) {
		return fmt.Errorf("%d tags, participle reads %d", len(o.g.Tags), n)
	}
	return nil
}

// movetext compares the game's elements with the tokens of participle's
// movetext, f.
func (o oracle) movetext(f flat) error {
	els := flatGame(o.g.Body, 0, nil)
	j := 0
	var prev *notation.Element
	for _, x := range els {
		off := x.e.Pos.Offset
		k := j - 1
		if k < 0 || !within(f[k], off) {
			for k = j; k < len(f) && !within(f[k], off); k++ {
				if err := o.accounted(f[k], prev); err != nil {
					return err
				}
			}
			if k == len(f) {
				return fmt.Errorf("element %s at %d stands on no token participle read", x.e.Kind, off)
			}
			j = k + 1
		}
		if err := sameElement(x, f[k]); err != nil {
			return err
		}
		prev = x.e
	}
	for _, t := range f[j:] {
		if err := o.accounted(t, prev); err != nil {
			return err
		}
	}
	return nil
}

// within tells whether file offset off falls in token t.
func within(t otok, off int) bool {
	return off >= t.tok.Pos.Offset && off < t.tok.Pos.Offset+len(t.tok.Value)
}

// sameElement says how element x differs from what token t can make.
func sameElement(x oelem, t otok) error {
	e, v := x.e, t.tok.Value
	kindOK := false
	for _, k := range kindsOf[t.tok.Type] {
		kindOK = kindOK || k == e.Kind
	}
	d := e.Pos.Offset - t.tok.Pos.Offset
	switch {
	case !kindOK || !modeKind(e.Kind, t):
		return fmt.Errorf("element %s at %d stands on token %s %q (mode %d, Awélé section %v)", e.Kind, e.Pos.Offset, typeNames[t.tok.Type], v, t.mode, t.awele)
	case x.depth != t.depth:
		return fmt.Errorf("element %s at %d at depth %d, participle's token at %d", e.Kind, e.Pos.Offset, x.depth, t.depth)
	case e.Pos.Line != t.tok.Pos.Line || e.Pos.Col != t.tok.Pos.Column+d:
		return fmt.Errorf("element %s at %d:%d, its token at %d:%d", e.Kind, e.Pos.Line, e.Pos.Col, t.tok.Pos.Line, t.tok.Pos.Column)
	case e.Kind == notation.Variation && (e.Len != t.end-t.tok.Pos.Offset || e.Bracket != (v == "[")):
		return fmt.Errorf("variation at %d of %d bytes (bracket %v), participle's of %d (%q)", e.Pos.Offset, e.Len, e.Bracket, t.end-t.tok.Pos.Offset, v)
	case e.Kind != notation.Variation && e.Kind != notation.MoveNumber && e.Kind != notation.AweleMove && d+e.Len > len(v):
		return fmt.Errorf("element %s at %d of %d bytes, past its token %q", e.Kind, e.Pos.Offset, e.Len, v)
	}
	want := ""
	switch t.tok.Type {
	case tComment:
		want = strings.ReplaceAll(v[1:len(v)-1], "\r\n", "\n")
	case tLineComment, tEscape:
		want = strings.TrimRight(v[1:], "\r")
	case tNAG, tMoveNumber:
		n, err := strconv.Atoi(strings.TrimRight(strings.TrimPrefix(v, "$"), ".…"))
		if err == nil && n <= maxNumber && e.Number != n {
			return fmt.Errorf("%s %q numbered %d", e.Kind, v, e.Number)
		}
		if t.tok.Type == tMoveNumber && strings.TrimLeft(v, "0123456789") != "." && !e.Black {
			return fmt.Errorf("move number %q not Black's or North's", v)
		}
		return nil
	default:
		return nil
	}
	if e.Text != want || e.LineComment != (t.tok.Type == tLineComment) {
		return fmt.Errorf("text %q (line comment %v), participle's token %q", e.Text, e.LineComment, v)
	}
	return nil
}

// modeKind tells whether an element of kind k may stand on token t as
// the mode of its line or section has it: a lone B is an event of one
// seed where captures are recorded, else the hole B; `B3` is the hole B
// with its count in an Awélé section that records moves, else an event.
func modeKind(k notation.Kind, t otok) bool {
	v := t.tok.Value
	switch {
	case t.tok.Type == tHole && v == "B":
		return (k == notation.CaptureEvent) == (t.mode == modeCaptures)
	case t.tok.Type == tCapture && v[0] == 'B':
		return (k == notation.AweleMove) == (t.awele && t.mode == modeMoves)
	}
	return true
}

// accounted says why token t of participle's parse makes no element of
// its own: merged into prev, the element before it (`12. ...`, `E (3)`,
// a suffix, a sign, `mat`, `e.p.`), or reported at its place; an error
// if neither.
func (o oracle) accounted(t otok, prev *notation.Element) error {
	p := t.tok
	if o.reported(p.Pos.Line, p.Pos.Column, "") {
		return nil
	}
	if prev != nil {
		switch p.Type {
		case tSuffix:
			if prev.Suffix == p.Value {
				return nil
			}
		case tSign, tMate:
			if prev.Kind == notation.ChessMove && prev.SAN.Check != 0 {
				return nil
			}
		case tEnPassant:
			if prev.SAN.EnPassant {
				return nil
			}
		case tEllipsis, tPower:
			if prev.Pos.Offset+prev.Len == p.Pos.Offset+len(p.Value) {
				return nil
			}
		}
	}
	return fmt.Errorf("token %s %q at %d:%d makes no element and is not reported", typeNames[p.Type], p.Value, p.Pos.Line, p.Pos.Column)
}

// result compares the game's result and the comments after it with the
// result token participle read (Type 0: none) and those comments.
func (o oracle) result(r lexer.Token, trailing []lexer.Token) error {
	g := o.g
	if r.Type == 0 {
		if g.Result.Kind != 0 || len(g.Trailing) > 0 {
			return fmt.Errorf("result %+v and %d comments after it, participle reads none", g.Result, len(g.Trailing))
		}
		return nil
	}
	if g.Result.Pos != pos(r.Pos) || g.Result.Len != len(r.Value) {
		return fmt.Errorf("result %+v, participle reads %q at %+v", g.Result, r.Value, r.Pos)
	}
	if w, ok := notation.Result(r.Value); ok && g.Result.Text != w {
		return fmt.Errorf("result %q, participle reads %q", g.Result.Text, r.Value)
	}
	if len(g.Trailing) != len(trailing) {
		return fmt.Errorf("%d comments after the result, participle reads %d", len(g.Trailing), len(trailing))
	}
	for i, t := range trailing {
		if g.Trailing[i].Pos != pos(t.Pos) {
			return fmt.Errorf("comment after the result at %+v, participle's at %+v", g.Trailing[i].Pos, t.Pos)
		}
	}
	return nil
}

// lastResult returns the result that ends a token stream outside
// variations, and the comments after it, which the reader keeps after a
// syntax error before it (participle's partial parse leaves them out);
// a zero token if none.
func lastResult(toks []lexer.Token) (lexer.Token, []lexer.Token) {
	i := len(toks) - 1
	for i > 0 && isText(toks[i-1].Type) {
		i--
	}
	if i == 0 || toks[i-1].Type != tResult {
		return lexer.Token{}, nil
	}
	open := 0
	for _, t := range toks[:i-1] {
		switch {
		case t.Type != tPunct:
		case t.Value == "(" || t.Value == "[":
			open++
		case open > 0:
			open--
		}
	}
	if open > 0 {
		return lexer.Token{}, nil
	}
	return toks[i-1], toks[i : len(toks)-1]
}

// definition is the AGN lexer as a participle lexer.Definition.
type definition struct{}

func (definition) Symbols() map[string]lexer.TokenType { return symbols }

// Lex completes lexer.Definition; the parser is always given tokens
// (ParseFromLexer), so it is only there for participle's own tools.
func (definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	toks, _ := tokenize(b, filename, lexer.Position{Line: 1, Column: 1}, nil)
	return &sliceLexer{toks: toks}, nil
}

// sliceLexer hands a token slice to participle.
type sliceLexer struct {
	toks []lexer.Token
	i    int
}

func (l *sliceLexer) Next() (lexer.Token, error) {
	if l.i >= len(l.toks) {
		var pos lexer.Position
		if n := len(l.toks); n > 0 {
			pos = l.toks[n-1].Pos
		}
		return lexer.EOFToken(pos), nil
	}
	t := l.toks[l.i]
	l.i++
	return t, nil
}
