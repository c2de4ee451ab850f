package grammar

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// This file finds and words the syntax errors of a game in one read of
// its text by the scanner, as the grammar (grammar_test.go) reads its
// tokens: no token slice is made and no second front end runs. When the
// one pass (quickGame) gives up on a game, syntaxCheck reads it once,
// following the grammar's state (the tag section, the open variations,
// the result): it stops at the token participle reports unexpected (the
// first error, and the cut of the game built), words it (syntaxError),
// and reads on after it as go/scanner's ErrorList reports every error of
// a file: the stray token, or the bracket group it stands in, is left
// out, and the state before it goes on over what follows, so that each
// independent error is reported once (recover.go says which). The
// participle grammar stays the executable specification and the oracle:
// FuzzFastPath checks the first error against participle's, and
// FuzzCheck every diagnostic against the token-by-token reading that
// stood here before (tokenize, syntaxCut, laterErrors; oracle_path_test.go).

// tokIter reads the tokens of a game as the grammar takes them: the
// scanner's, with the variations nested deeper than maxDepth left out,
// each reported once (scanDiags.deep). It counts them and keeps what
// endResult needs: the result that ends the text outside brackets, and
// the texts after it.
type tokIter struct {
	s    scanner
	skip int // the depth of the variation being left out, 0: none
	// look: a lookahead's copy, which reports and keeps nothing.
	look, done bool
	count      int // tokens read, the EOF once
	depth      int // open brackets, a closer with none open counting for nothing
	first      lexer.Position
	// result is the last result read with no bracket open and only texts
	// (trailing) after it, when ended is set.
	result   lexer.Token
	ended    bool
	trailing []lexer.Token
}

// next returns the next token; at the end, EOF (again and again).
func (t *tokIter) next() lexer.Token {
	for {
		pos, typ, lit := t.s.Scan()
		if typ == lexer.EOF {
			tok := lexer.EOFToken(pos)
			if !t.done {
				t.done = true
				t.follow(tok)
			}
			return tok
		}
		keep := t.skip == 0
		if typ == tPunct {
			switch {
			case lit == "(" || lit == "[":
				if t.skip == 0 && t.s.depth > maxDepth {
					t.skip, keep = t.s.depth, false
					if !t.look {
						t.s.diags.deep(pos)
					}
				}
			case t.skip != 0 && t.s.depth < t.skip:
				t.skip = 0 // the closer of the variation left out
			}
		}
		if keep {
			tok := lexer.Token{Type: typ, Value: lit, Pos: pos}
			t.follow(tok)
			return tok
		}
	}
}

// follow counts tok and follows the brackets and the result (endResult).
func (t *tokIter) follow(tok lexer.Token) {
	if t.count++; t.count == 1 {
		t.first = tok.Pos
	}
	if t.look {
		return
	}
	switch {
	case isText(tok.Type):
		if t.ended {
			t.trailing = append(t.trailing, tok)
		}
	case tok.Type == tResult:
		t.result, t.ended, t.trailing = tok, t.depth == 0, t.trailing[:0]
	case tok.Type == lexer.EOF:
	default:
		t.ended = false
		if tok.Type == tPunct {
			if tok.Value == "(" || tok.Value == "[" {
				t.depth++
			} else if t.depth > 0 {
				t.depth--
			}
		}
	}
}

// lookahead returns a copy of t that reads on from where t stands,
// reporting and keeping nothing.
func (t *tokIter) lookahead() tokIter {
	la := *t
	la.look = true
	la.s.keep, la.s.report = false, false
	la.trailing = nil
	return la
}

// cframe is a variation open in the grammar's reading (checker): its
// opener, the index of the opener among the tokens read, and the state
// before it, which leaving the variation out (a bracket group dropped)
// goes back to.
type cframe struct {
	open  lexer.Token
	idx   int
	phase quickPhase
	prev  lexer.Token
	// nested: a bracket stands in the variation, before the token read;
	// outer: the nested of the variation around it before it opened.
	nested, outer bool
}

// checker reads a game's tokens as syntaxCut read them, with the state
// syntaxCut kept: the phase (the comments before the tags, the tags, the
// movetext, after the result), the open variations, the token before,
// the number of tokens read (those left out after an error not counted).
type checker struct {
	it     tokIter
	file   string
	sx     gameText
	stack  []cframe
	phase  quickPhase
	prev   lexer.Token
	n      int
	resTok lexer.Token // the result, in phaseTrailing
	loc    []lexer.Token
	// run's buffers: the elements quickRun builds and its builder's
	// piece letters, passed over.
	out []notation.Element
	b   builder
}

// run passes the common tokens quickRun reads from where the scanner
// stands, as the one pass's tight loop does (quickState.run): each is an
// element of the movetext, which the grammar takes anywhere before the
// result. It runs where the one pass runs it: after the first token,
// before the result (no note after it), outside a variation left out.
func (c *checker) run() {
	it := &c.it
	s := &it.s
	if it.count == 0 || c.phase == phaseTrailing || s.note || it.skip != 0 {
		return
	}
	if c.out == nil {
		c.out = make([]notation.Element, 0, 64)
		c.b.pieces = make([]byte, 0, 64)
	}
	for {
		i, out, line, lineBase, full := quickRun(s.src, s.i, c.out[:0], s.ql.line, s.ql.lineBase, s.off, notation.ChessSection, &c.b)
		if lineBase != s.ql.lineBase {
			s.ql = qline{line, lineBase, lineBase + 1}
		}
		s.i = i
		if n := len(out); n > 0 {
			it.count += n
			it.ended = false
			c.n += n
			c.phase = phaseItems
			e := &out[n-1]
			at := e.Pos.Offset - s.off
			c.prev = lexer.Token{Type: runTypes[e.Kind], Value: s.text[at : at+e.Len],
				Pos: lexer.Position{Filename: s.file, Offset: e.Pos.Offset, Line: e.Pos.Line, Column: e.Pos.Col}}
		}
		if !full {
			return
		}
		c.b.pieces = c.b.pieces[:0]
	}
}

// runTypes are the token types of the elements quickRun builds.
var runTypes = [...]lexer.TokenType{notation.Power: tPower, notation.NullMove: tNull, notation.MoveNumber: tMoveNumber,
	notation.AweleMove: tHole, notation.ChessMove: tSAN}

// take reads tok as the grammar does; false when the grammar cannot
// take it (a syntax error).
func (c *checker) take(tok lexer.Token) bool {
	tags := tok.Type == tTag || tok.Type == tBadTag
	switch {
	case c.phase == phaseLead && isText(tok.Type), c.phase == phaseTags && tags:
	case c.phase == phaseLead && tags:
		c.phase = phaseTags
	case c.phase == phaseTrailing:
		if !isText(tok.Type) && tok.Type != lexer.EOF {
			return false
		}
	default:
		if !c.element(tok) {
			return false
		}
	}
	c.prev = tok
	c.n++
	return true
}

// element reads tok in the movetext; false when the grammar cannot take
// it.
func (c *checker) element(tok lexer.Token) bool {
	switch {
	case tok.Type == lexer.EOF || tok.Type == tResult:
		if len(c.stack) > 0 {
			return false
		}
		if tok.Type == tResult {
			c.phase, c.resTok = phaseTrailing, tok
			return true
		}
	case tok.Type == tPunct && (tok.Value == "(" || tok.Value == "["):
		f := cframe{open: tok, idx: c.n, phase: c.phase, prev: c.prev}
		if d := len(c.stack); d > 0 {
			f.outer = c.stack[d-1].nested
			c.stack[d-1].nested = true
		}
		c.stack = append(c.stack, f)
	case tok.Type == tPunct:
		d := len(c.stack)
		if d == 0 || closerOf(c.stack[d-1].open.Value) != tok.Value {
			return false
		}
		c.stack = c.stack[:d-1]
	case tok.Type != tSection && !startsElement(tok.Type):
		return false
	}
	c.phase = phaseItems
	return true
}

// leave goes back to the state before the innermost variation open: the
// variation is left out.
func (c *checker) leave() {
	d := len(c.stack) - 1
	f := c.stack[d]
	c.stack = c.stack[:d]
	if d > 0 {
		c.stack[d-1].nested = f.outer
	}
	c.phase, c.prev, c.n = f.phase, f.prev, f.idx
}

// skip reads k tokens, which the grammar does not take (left out).
func (c *checker) skip(k int) {
	for ; k > 0; k-- {
		c.it.next()
	}
}

// stuck returns the token participle reports when the grammar cannot take
// tok (stuckAt), the innermost variation open before it (nil: none), the
// token before it, and the file offset of the cut (cutAt): the opener of
// the outermost variation open, else tok.
func (c *checker) stuck(tok lexer.Token) (bad lexer.Token, open *cframe, prev lexer.Token, cut int) {
	j, n := c.n, len(c.stack)
	if n == 0 {
		return tok, nil, c.prev, tok.Pos.Offset
	}
	cut = c.stack[0].open.Pos.Offset
	for n > 0 && c.stack[n-1].idx == j-1 {
		j--
		n--
	}
	if j < c.n && n > 0 {
		return c.stack[n].open, &c.stack[n-1], c.stack[n].prev, cut
	}
	return tok, &c.stack[len(c.stack)-1], c.prev, cut
}

// context returns the tokens syntaxError words an error at bad with: the
// innermost variation open before it (or the result before it), bad
// (at index k), and when bad is tok, the token read, those that follow it
// as far as the wording looks: up to the closer of the variation open
// (a result in it, a stray word in it), and the tokens glued to a stray
// word and the stray words after them on its line.
func (c *checker) context(bad, tok lexer.Token, open *cframe) (loc []lexer.Token, k int) {
	loc = c.loc[:0]
	if open != nil {
		loc = append(loc, open.open)
	} else if c.phase == phaseTrailing {
		loc = append(loc, c.resTok)
	}
	k = len(loc)
	loc = append(loc, bad)
	if bad != tok || bad.Type != tInvalid && (bad.Type != tResult || open == nil) {
		return loc, k
	}
	la := c.it.lookahead()
	for depth := 1; open != nil && depth > 0; {
		t := la.next()
		if loc = append(loc, t); t.Type == lexer.EOF {
			return loc, k
		}
		if t.Type == tPunct {
			if t.Value == "(" || t.Value == "[" {
				depth++
			} else {
				depth--
			}
		}
	}
	for bad.Type == tInvalid && wordsGoOn(loc, k) {
		if loc = append(loc, la.next()); loc[len(loc)-1].Type == lexer.EOF {
			break
		}
	}
	return loc, k
}

// wordsGoOn tells whether the tokens glued to loc[k], then the stray
// words on its line after them (tokenSpan, prose), may go on past the end
// of loc.
func wordsGoOn(loc []lexer.Token, k int) bool {
	j := k + 1
	for j < len(loc) && loc[j].Type != lexer.EOF && loc[j].Pos.Offset == loc[j-1].Pos.Offset+len(loc[j-1].Value) {
		j++
	}
	for j < len(loc) && loc[j].Type == tInvalid && loc[j].Pos.Line == loc[k].Pos.Line {
		j++
	}
	return j == len(loc) && loc[j-1].Type != lexer.EOF
}

// found is a syntax error the checker found: its diagnostic, what
// recovery leaves out (recover.go) and the cut.
type found struct {
	d    *diag.Diagnostic
	drop span // in loc
	loc  []lexer.Token
	k    int // bad's index in loc
	bad  lexer.Token
	open *cframe
	cut  int
}

// word words the error at tok, which the grammar cannot take.
func (c *checker) word(tok lexer.Token) found {
	bad, open, prev, cut := c.stuck(tok)
	loc, k := c.context(bad, tok, open)
	c.loc = loc
	nested := open != nil && open.nested
	d, drop := syntaxError(bad, loc, prev, nested, c.file, c.sx)
	return found{d: d, drop: drop, loc: loc, k: k, bad: bad, open: open, cut: cut}
}

// recover leaves out what the error f drops and reports whether the
// reading goes on (laterErrors): false when it drops nothing, or a
// bracket it does not close.
func (c *checker) recover(f found) bool {
	if f.drop.n == 0 || !balanced(f.loc[f.drop.at:f.drop.at+f.drop.n]) {
		return false
	}
	if f.drop.at == f.k {
		// bad and the tokens after it: bad is read.
		c.skip(f.drop.n - 1)
		return true
	}
	// The bracket group bad stands in, from its opener (loc[0]).
	c.leave()
	c.skip(f.drop.n - 1 - f.k)
	return true
}

// readAsComment tells whether the game reads with no syntax error when
// the bracket group of f, a comment in parentheses, is read as the {…}
// it is meant to be; if so c is left at the end of the text.
func (c *checker) readAsComment(f found) bool {
	closer := f.loc[f.drop.at+f.drop.n-1]
	whole, ok := c.sx.between(f.open.open.Pos.Offset, closer.Pos.Offset+1)
	if !ok {
		return false
	}
	r := *c
	r.stack = slices.Clone(c.stack)
	r.it.trailing = slices.Clone(c.it.trailing)
	r.leave()
	r.take(lexer.Token{Type: tComment, Value: "{" + whole[1:len(whole)-1] + "}", Pos: f.open.open.Pos})
	r.skip(f.drop.n - 1 - f.k)
	for {
		tok := r.it.next()
		if !r.take(tok) {
			return false
		}
		if tok.Type == lexer.EOF {
			*c = r
			return true
		}
	}
}

// syntaxCheck reads the game src, whose first byte stands at start, for
// the one pass to build it with its syntax errors (quickErr): the cut,
// or the comment in parentheses read as a comment; the diagnostics of the
// scanner and the syntax errors, the first and those after it (at most
// maxLater, within laterBudget); the first token and the result that
// ends the text (endResult). c, a zero checker or one syntaxCheck
// returned, holds the buffers it reuses; bad is the token of the first
// error (Type 0: none).
func syntaxCheck(src []byte, file string, start lexer.Position, c *checker) (e *quickErr, bad lexer.Token) {
	c.file, c.sx = file, gameText{src, start.Offset}
	c.it.s.init(src, string(src), file, start)
	c.it.s.collect(file, true)
	e = &quickErr{end: len(src)}
	var ds []diag.Diagnostic
	var drops []int // the tokens left out before each later error, summed
	left := 0
	for {
		c.run()
		tok := c.it.next()
		if c.take(tok) {
			if tok.Type == lexer.EOF {
				break
			}
			continue
		}
		f := c.word(tok)
		if bad.Type == 0 {
			bad = f.bad
			e.end = f.cut - start.Offset
			if f.d.Msg.Key() == i18n.GParenComment && c.readAsComment(f) {
				ds = append(ds, *f.d)
				e.end = len(src)
				e.over = f.open.open.Pos.Offset - start.Offset
				e.overEnd = f.loc[f.drop.at+f.drop.n-1].Pos.Offset + 1 - start.Offset
				break
			}
		} else {
			drops = append(drops, left)
		}
		ds = append(ds, *f.d)
		left += f.drop.n
		if len(drops) == maxLater || !c.recover(f) {
			for c.it.next().Type != lexer.EOF {
			}
			break
		}
	}
	// laterErrors parsed the tokens again for each error, and stopped
	// past laterBudget tokens parsed.
	parsed := c.it.count
	for i, left := range drops {
		if parsed > laterBudget {
			ds = ds[:1+i]
			break
		}
		parsed += c.it.count - left
	}
	e.pre = append(c.it.s.diags.list(), ds...)
	e.start = c.it.first
	if c.it.ended {
		r := c.it.result
		e.result = &r
		if len(c.it.trailing) > 0 {
			e.trailing = slices.Clone(c.it.trailing)
		}
	}
	// The buffers kept for the next game hold nothing of this one: not
	// its text, which the scanner read a copy of.
	clear(c.stack[:cap(c.stack)])
	clear(c.loc[:cap(c.loc)])
	clear(c.it.trailing[:cap(c.it.trailing)])
	*c = checker{stack: c.stack[:0], loc: c.loc[:0], it: tokIter{trailing: c.it.trailing[:0]}, out: c.out, b: builder{pieces: c.b.pieces[:0]}}
	return e, bad
}
