package grammar

// The reading of a game's syntax errors token by token that stood in the
// reader before syntaxCheck (check.go): the tokens of the whole game
// (tokenize), the grammar's cut (syntaxCut), the error and those after
// it, each found by parsing the tokens again without what the one before
// leaves out (syntaxErrors, laterErrors), and the result that ends the
// tokens (endResult). It is kept as the oracle of syntaxCheck
// (FuzzCheck), and gives participle its tokens (oracle_test.go).

import (
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
)

// tokenize cuts src into tokens, the last one EOF. start is the position of
// src[0] (Offset from the start of the file, Column of the first line).
// The tokens are appended to scratch[:0], so that a caller may reuse one
// buffer.
// Invalid UTF-8 and NUL bytes are reported as encoding diagnostics; outside
// comments and tags they are skipped like spaces.
//
// Variations nested deeper than maxDepth are left out as they are read,
// each reported with one too-deep diagnostic, after the others: a game of
// a million '(' (a line of 1 MB, within the game limit) kept a million
// tokens, 64 bytes each, and twice that while the slice grew and the
// limit was applied to it afterwards (over 200 MB for a 1 MB game).
func tokenize(src []byte, file string, start lexer.Position, scratch []lexer.Token) ([]lexer.Token, diag.List) {
	toks := scratch[:0]
	if cap(toks) == 0 {
		toks = make([]lexer.Token, 0, len(src)/6+2)
	}
	var sc scanner
	sc.init(src, string(src), file, start) // one copy: token values are slices of it
	sc.collect(file, true)
	skip := 0 // the depth of the variation being left out, 0: none
	for {
		pos, typ, lit := sc.Scan()
		if typ == lexer.EOF {
			toks = append(toks, lexer.EOFToken(pos))
			break
		}
		keep := skip == 0
		if typ == tPunct {
			switch {
			case lit == "(" || lit == "[":
				if skip == 0 && sc.depth > maxDepth {
					skip, keep = sc.depth, false
					sc.diags.deep(pos)
				}
			case skip != 0 && sc.depth < skip:
				skip = 0 // the closer of the variation left out
			}
		}
		if keep {
			toks = append(toks, lexer.Token{Type: typ, Value: lit, Pos: pos})
		}
	}
	return toks, sc.diags.list()
}

// syntaxCut reads a game's tokens as the grammar does (grammar_test.go)
// to find its first syntax error, which the one-pass path cannot place.
// It returns the index of the token the grammar cannot take (the
// token participle reports unexpected), -1 when the game has none, and
// kept, the index of the first token participle's partial parse leaves
// out: the opener of the outermost variation still open, else the
// unexpected token (TestHandErrorIsParticiples and FuzzFastPath compare
// both with participle). Every token that can begin an element is one
// (the grammar accepts them in any order), so only the brackets, the
// tags, the result and what follows it are followed. opens, if not nil,
// holds the buffer of open brackets to reuse.
func syntaxCut(toks []lexer.Token, opens *[]int) (bad, kept int) {
	var open []int
	if opens != nil {
		open = (*opens)[:0]
		defer func() { *opens = open[:0] }()
	}
	i := 0
	for isText(toks[i].Type) {
		i++
	}
	for toks[i].Type == tTag || toks[i].Type == tBadTag {
		i++
	}
	for ; toks[i].Type != lexer.EOF && toks[i].Type != tResult; i++ {
		tok := &toks[i]
		switch {
		case tok.Type == tPunct && (tok.Value == "(" || tok.Value == "["):
			open = append(open, i)
		case tok.Type == tPunct:
			n := len(open)
			if n == 0 || closerOf(toks[open[n-1]].Value) != tok.Value {
				return cutAt(open, i)
			}
			open = open[:n-1]
		case tok.Type != tSection && !startsElement(tok.Type):
			return cutAt(open, i)
		}
	}
	if len(open) > 0 {
		return cutAt(open, i)
	}
	if toks[i].Type == tResult {
		i++
		for isText(toks[i].Type) {
			i++
		}
	}
	if toks[i].Type != lexer.EOF {
		return i, i
	}
	return -1, len(toks) - 1
}

// cutAt returns the unexpected token and the cut (syntaxCut) when the
// grammar cannot take token i, with the brackets open still open.
func cutAt(open []int, i int) (bad, kept int) {
	kept = i
	if len(open) > 0 {
		kept = open[0]
	}
	return stuckAt(open, i), kept
}

// stuckAt returns the token participle reports when the grammar cannot
// take token i inside a variation: i, but for variations opened just
// before it, empty, inside a variation that holds something before them:
// participle backs out of those (each read one token, its lookahead) and
// reports the first of their openers as the token its outer variation
// cannot take (FuzzFastPath found `(0(` and `(0(1`).
func stuckAt(open []int, i int) int {
	j, n := i, len(open)
	for n > 0 && open[n-1] == j-1 {
		j--
		n--
	}
	if j < i && n > 0 {
		return j
	}
	return i
}

// endResult returns the result that ends a token stream, outside
// variations, with the comments after it, or nil: the grammar's partial
// parse (participle's, and syntaxCut's cut) leaves it out after a syntax
// error earlier in the game, and the result the
// player wrote would be lost (a false "no result written").
func endResult(toks []lexer.Token) (*lexer.Token, []lexer.Token) {
	i := len(toks) - 1 // EOF
	for i > 0 && isText(toks[i-1].Type) {
		i--
	}
	if i == 0 || toks[i-1].Type != tResult {
		return nil, nil
	}
	depth := 0
	for _, t := range toks[:i-1] {
		if t.Type == tPunct {
			if t.Value == "(" || t.Value == "[" {
				depth++
			} else if depth > 0 {
				depth--
			}
		}
	}
	if depth > 0 {
		return nil, nil
	}
	r := toks[i-1]
	return &r, append([]lexer.Token(nil), toks[i:len(toks)-1]...)
}

// syntaxErrors words the syntax error at token bad of toks, and those
// that follow it (laterErrors). On a comment in parentheses it reads the
// game again with the comment as the {…} it is meant to be, and returns
// the tokens of the comment when that reading has no other error.
func syntaxErrors(toks []lexer.Token, bad lexer.Token, file string, sx gameText) ([]diag.Diagnostic, span) {
	d, drop := syntaxError(bad, toks, before(toks, bad.Pos.Offset), false, file, sx)
	if d.Msg.Key() == i18n.GParenComment {
		// A comment in parentheses is read as the comment it is meant
		// to be, so that the replay goes on after it and reports what
		// else is wrong in the game (it stopped there: a player fixed
		// one error per round).
		if whole, ok := sx.between(toks[drop.at].Pos.Offset, toks[drop.at+drop.n-1].Pos.Offset+1); ok {
			again := make([]lexer.Token, 0, len(toks)-drop.n+1)
			again = append(again, toks[:drop.at]...)
			again = append(again, lexer.Token{Type: tComment, Value: "{" + whole[1:len(whole)-1] + "}", Pos: toks[drop.at].Pos})
			again = append(again, toks[drop.at+drop.n:]...)
			if bad, _ := syntaxCut(again, nil); bad < 0 {
				return []diag.Diagnostic{*d}, drop
			}
		}
	}
	return append([]diag.Diagnostic{*d}, laterErrors(toks, drop, file, sx)...), span{}
}

// before returns the token before the one at offset, or a zero token.
func before(toks []lexer.Token, offset int) lexer.Token {
	for i := range toks {
		if toks[i].Pos.Offset >= offset {
			if i > 0 {
				return toks[i-1]
			}
			break
		}
	}
	return lexer.Token{}
}

// laterErrors parses toks again (by hand: syntaxCut finds the token
// participle would report) without the tokens drop, then again after
// each error found, and returns the errors found so; none when drop is
// empty (an error recovery cannot read on from).
func laterErrors(toks []lexer.Token, drop span, file string, sx gameText) []diag.Diagnostic {
	var out []diag.Diagnostic
	own := false // toks is laterErrors' own copy, cut in place
	for parsed := len(toks); len(out) < maxLater && drop.n > 0 && parsed <= laterBudget; parsed += len(toks) {
		if !balanced(toks[drop.at : drop.at+drop.n]) {
			// A bracket left out changes how what follows nests (`1( *!`:
			// the * would become the game's result): what the reader
			// finds after it is no independent error.
			break
		}
		if !own {
			// One copy for all the errors: copying the tokens for each
			// was nine tenths of the time of a game of 20 errors.
			rest := make([]lexer.Token, 0, len(toks)-drop.n)
			rest = append(rest, toks[:drop.at]...)
			toks, own = append(rest, toks[drop.at+drop.n:]...), true
		} else {
			n := copy(toks[drop.at:], toks[drop.at+drop.n:])
			clear(toks[drop.at+n:])
			toks = toks[:drop.at+n]
		}
		bad, _ := syntaxCut(toks, nil)
		if bad < 0 {
			break
		}
		var d *diag.Diagnostic
		d, drop = syntaxError(toks[bad], toks, before(toks, toks[bad].Pos.Offset), false, file, sx)
		out = append(out, *d)
	}
	return out
}

// tokenErr is the quickErr the reader made of a game src with a syntax
// error before syntaxCheck: its tokens read one by one (tokenize), cut
// (syntaxCut) and worded (syntaxErrors, laterErrors), with the result
// that ends them (endResult); bad is the first error's token (Type 0:
// none).
func tokenErr(src []byte, file string, start lexer.Position) (e *quickErr, bad lexer.Token) {
	toks, diags := tokenize(src, file, start, nil)
	e = &quickErr{pre: diags, end: len(src), start: toks[0].Pos}
	e.result, e.trailing = endResult(toks)
	if i, kept := syntaxCut(toks, nil); i >= 0 {
		bad = toks[i]
		ds, comment := syntaxErrors(toks, toks[i], file, gameText{src, start.Offset})
		e.pre = append(diags, ds...)
		if comment.n > 0 {
			e.over = toks[comment.at].Pos.Offset - start.Offset
			e.overEnd = toks[comment.at+comment.n-1].Pos.Offset + 1 - start.Offset
		} else {
			e.end = toks[kept].Pos.Offset - start.Offset
		}
	}
	return e, bad
}
