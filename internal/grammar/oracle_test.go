package grammar

// The participle side of the differential tests: the grammar
// (grammar_test.go) parses a token stream into its AST, which fromAST
// turns into the tree the hand parser builds; participleTree and
// participleGame read a game as the reader does, with participle in place
// of the hand parser. The reader does not need any of it at run time.

import (
	"errors"
	"io"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// participleGame is parseGame with participle building the tree.
func participleGame(src []byte, file string, start lexer.Position) *notation.Game {
	g := &notation.Game{Source: src, SourceLine: start.Line, SourceCol: start.Column}
	toks, diags := tokenize(src, file, start, nil)
	g.Start = pos(toks[0].Pos)
	t, ds := participleTree(toks, file, src, start.Offset)
	return finish(g, toks, t, diags, ds, file, &scratch{})
}

// participleTree parses a token stream with the participle grammar. On a
// syntax error it returns the tree participle read up to it, and the
// error with those that follow it (laterErrors); src is the game's text,
// which begins at file offset base.
func participleTree(toks []lexer.Token, file string, src []byte, base int) (tree, []diag.Diagnostic) {
	pl, err := lexer.Upgrade(&sliceLexer{toks: toks})
	if err != nil {
		return tree{}, []diag.Diagnostic{{Severity: diag.Error, Code: diag.Syntax, File: file, Line: 1, Col: 1, Msg: i18n.ErrorMsg(err)}}
	}
	ast, err := agnParser.ParseFromLexer(pl)
	t := fromAST(ast)
	if err == nil {
		return t, nil
	}
	var ute *participle.UnexpectedTokenError
	if !errors.As(err, &ute) {
		return t, []diag.Diagnostic{otherError(err, file)}
	}
	ds, _ := syntaxErrors(toks, ute.Unexpected, &t, file, gameText{src, base})
	return t, ds
}

// otherError words a participle error other than an unexpected token in
// the library's own (English) words: the grammar leaves no such error on
// any input the tests know.
func otherError(err error, file string) diag.Diagnostic {
	d := diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, File: file, Line: 1, Col: 1, Msg: i18n.ErrorMsg(err)}
	var perr participle.Error
	if errors.As(err, &perr) {
		p := perr.Position()
		d.Line, d.Col, d.Msg = max(p.Line, 1), max(p.Column, 1), i18n.M(i18n.Verbatim, perr.Message())
	}
	return d
}

// fromAST turns participle's AST into a tree.
func fromAST(g *game) tree {
	var t tree
	if g == nil {
		return t
	}
	// After a syntax error participle leaves a partial AST: nodes it
	// allocated but did not fill have a zero token and are left out.
	for _, x := range g.Lead {
		if x != nil && x.Tok.Type != 0 {
			t.lead = append(t.lead, x.Tok)
		}
	}
	for _, x := range g.Tags {
		if x != nil && x.Tok.Type != 0 {
			t.tags = append(t.tags, x.Tok)
		}
	}
	t.moves = t.astMovetext(g.Moves)
	if g.Result != nil && g.Result.Tok.Type != 0 {
		r := g.Result.Tok
		t.result = &r
	}
	for _, x := range g.Trailing {
		if x != nil && x.Tok.Type != 0 {
			t.trailing = append(t.trailing, x.Tok)
		}
	}
	return t
}

// astMovetext adds the nodes of a Movetext to t and returns their span.
func (t *tree) astMovetext(m *movetext) span {
	if m == nil {
		return span{}
	}
	level := t.astElements(m.Elements, nil)
	for _, s := range m.Sections {
		if s == nil || s.Keyword.Type == 0 {
			continue
		}
		n := node{prod: pSection, toks: t.astTokens(s.Keyword)}
		n.kids = t.add(t.astElements(s.Elements, nil))
		level = append(level, n)
	}
	return t.add(level)
}

// astTokens adds tokens to t, leaving out the ones participle left zero,
// and returns their span.
func (t *tree) astTokens(toks ...lexer.Token) span {
	at := len(t.toks)
	for _, x := range toks {
		if x.Type != 0 {
			t.toks = append(t.toks, x)
		}
	}
	return span{at, len(t.toks) - at}
}

func (t *tree) astAnnotations(s span, as []*annotation) span {
	for _, a := range as {
		if a != nil && a.Tok.Type != 0 {
			t.toks = append(t.toks, a.Tok)
			s.n++
		}
	}
	return s
}

func (t *tree) astElements(es []*element, out []node) []node {
	for _, e := range es {
		if e == nil {
			continue
		}
		n := node{}
		switch {
		case e.Var != nil:
			v := e.Var
			if len(v.Tokens) == 0 {
				continue
			}
			last := v.Tokens[len(v.Tokens)-1]
			n = node{prod: pVariation, bracket: v.Square != nil, end: last.Pos.Offset + len(last.Value)}
			if v.Paren != nil {
				n.kids = t.astMovetext(v.Paren)
			} else {
				n.kids = t.astMovetext(v.Square)
			}
			n.toks = t.astTokens(v.Tokens[0])
		case e.Number != nil:
			n = node{prod: pMoveNumber, toks: t.astTokens(e.Number.Number)}
			if x := e.Number.Ellipsis; x != nil {
				n.toks.n += t.astTokens(*x).n
			}
		case e.HalfMove != nil:
			n = node{prod: pHalfMove, toks: t.astTokens()}
			if x := e.HalfMove.Power; x != nil {
				n.toks.n += t.astTokens(*x).n
			}
			if m := e.HalfMove.Move; m != nil {
				n.toks.n += t.astTokens(m.Move).n
				n.toks = t.astAnnotations(n.toks, m.Annotations)
			}
		case e.AweleMove != nil:
			n = node{prod: pAweleMove, toks: t.astAnnotations(t.astTokens(e.AweleMove.Hole), e.AweleMove.Annotations)}
		case e.Event != nil:
			n = node{prod: pCaptureEvent, toks: t.astAnnotations(t.astTokens(e.Event.Event), e.Event.Annotations)}
		case e.Score != nil:
			n = node{prod: pScore, toks: t.astTokens(e.Score.Tok)}
		case e.Unrecorded != nil:
			n = node{prod: pUnrecorded, toks: t.astTokens(e.Unrecorded.Tok)}
		case e.Annotation != nil:
			n = node{prod: pAnnotation, toks: t.astTokens(e.Annotation.Tok)}
		case e.Text != nil:
			n = node{prod: pText, toks: t.astTokens(e.Text.Tok)}
		}
		if n.toks.n == 0 {
			continue
		}
		out = append(out, n)
	}
	return out
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

// add adds a run of nodes to t and returns its span.
func (t *tree) add(level []node) span {
	at := len(t.nodes)
	t.nodes = append(t.nodes, level...)
	return span{at, len(level)}
}
