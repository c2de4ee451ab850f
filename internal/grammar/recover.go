package grammar

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/lazyre"
)

// This file says what the reading leaves out after a syntax error
// (syntaxCheck), as go/scanner's ErrorList reports every error of a
// file: the stray token (or the bracket group it stands in) is left out
// and the rest read on from the state before it, so that each
// independent error of a game is reported once, without the follow-on
// errors a cut would give. The game itself is built from the text up to
// the first error, as before: what follows it is reported, not replayed.
// It also words the two bracket groups people write by mistake: a
// comment in parentheses, and a power token miswritten.

// maxLater bounds the errors reported after the first one, and
// laterBudget the tokens the reading after the first error counts as
// parsed: each later error counts the game's tokens again, as the
// reading that parsed the game again for each did (laterErrors, now
// oracle_path_test.go's), so that a long game reports as many as it did.
const (
	maxLater    = 20
	laterBudget = 200_000
)

// gameText is a game's text and the file offset at which it begins, to
// quote what tokens leave out (the spaces between them).
type gameText struct {
	src  []byte
	base int
}

// between returns the text of the game from file offset from to to; ok
// false when it is not there.
func (sx gameText) between(from, to int) (string, bool) {
	a, b := from-sx.base, to-sx.base
	if a < 0 || b > len(sx.src) || b < a {
		return "", false
	}
	return string(sx.src[a:b]), true
}

// balanced reports whether the brackets of toks close as they open.
func balanced(toks []lexer.Token) bool {
	depth := 0
	for _, t := range toks {
		if t.Type != tPunct {
			continue
		}
		switch t.Value {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		}
		if depth < 0 {
			return false
		}
	}
	return depth == 0
}

// tokenSpan returns the span of the stray token at file offset off and
// of the tokens glued to it (no space between): a word typed wrong is one
// error (a terminal's escape ␛[2J, not ␛, then an open bracket, then 2J).
func tokenSpan(toks []lexer.Token, off int) span {
	for i := range toks {
		if toks[i].Pos.Offset == off && toks[i].Type != lexer.EOF {
			j := i + 1
			for j < len(toks) && toks[j].Type != lexer.EOF && toks[j].Pos.Offset == toks[j-1].Pos.Offset+len(toks[j-1].Value) {
				j++
			}
			return span{i, j - i}
		}
	}
	return span{}
}

// closerIndex returns the index of the bracket that closes toks[open], -1
// when none does.
func closerIndex(toks []lexer.Token, open int) int {
	depth := 0
	for i := open; i < len(toks); i++ {
		if toks[i].Type != tPunct {
			continue
		}
		switch toks[i].Value {
		case "(", "[":
			depth++
		default:
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// indexOf returns the index of the token t in toks.
func indexOf(toks []lexer.Token, t *lexer.Token) int {
	for i := range toks {
		if toks[i].Pos.Offset == t.Pos.Offset && toks[i].Type == t.Type {
			return i
		}
	}
	return -1
}

// group returns the span of the bracket group that open opens, closer
// included; empty when it is never closed.
func (sx gameText) group(toks []lexer.Token, open *lexer.Token) span {
	i := indexOf(toks, open)
	if i < 0 {
		return span{}
	}
	j := closerIndex(toks, i)
	if j < 0 {
		return span{}
	}
	return span{i, j - i + 1}
}

// powerForm matches the inside of a power token miswritten: its number
// (maybe none), =, its colour letter, spaces anywhere: =B, 2 = B, 2B, 2=B.
// Compiled when first used (lazyre), not at start.
var powerForm = lazyre.New(`^\s*([0-9]*)\s*=?\s*([A-Za-z])\s*$`)

// matchPowerForm is powerForm.FindStringSubmatch(inner), with the texts
// it cannot match, which hold a byte other than its digits, blanks, = and
// one letter, turned down without running the regexp.
func matchPowerForm(inner string) []string {
	letters := 0
	for i := 0; i < len(inner); i++ {
		switch c := inner[i]; {
		case isLetter(c):
			letters++
		case c >= '0' && c <= '9', c == '=', c == ' ', c == '\t', c == '\n', c == '\f', c == '\r':
		default:
			return nil
		}
	}
	if letters != 1 {
		return nil
	}
	return powerForm().FindStringSubmatch(inner)
}

// misbracketed words d when the bracket group open opens is a comment in
// parentheses (prose: replace ( … ) by { … }) or a power token
// miswritten ((=B), (2 = B), (2B), [2=B]), with its fix when it names one
// replacement; it reports whether it did. nested tells that a bracket
// stands in the group before the tokens toks holds of it.
func (sx gameText) misbracketed(toks []lexer.Token, open *lexer.Token, nested bool, d *diag.Diagnostic) bool {
	g := sx.group(toks, open)
	if g.n == 0 {
		return false
	}
	closer := toks[g.at+g.n-1]
	end := closer.Pos.Offset + len(closer.Value)
	whole, ok := sx.between(open.Pos.Offset, end)
	if !ok {
		return false
	}
	inner := whole[len(open.Value) : len(whole)-len(closer.Value)]
	at := func(fix string) {
		d.Line, d.Col, d.Len = open.Pos.Line, open.Pos.Column, len(whole)
		if fix != "" && !strings.Contains(whole, "\n") {
			d.Fix = &diag.Fix{Offset: open.Pos.Offset, End: end, Text: fix}
		}
	}
	if m := matchPowerForm(inner); m != nil && (m[1] != "" || strings.Contains(inner, "=")) {
		if m[1] == "" {
			d.Msg = i18n.M(i18n.GPowerNoNumber, clip(whole), m[2][0])
			at("")
			return true
		}
		token := fmt.Sprintf("(%s=%s)", m[1], m[2])
		d.Msg = i18n.M(i18n.GPowerForm, clip(whole), token)
		at(token)
		return true
	}
	if open.Value != "(" || nested || !proseGroup(toks[g.at+1:g.at+g.n-1]) {
		return false
	}
	text := strings.Join(strings.Fields(inner), " ")
	d.Msg = i18n.M(i18n.GParenComment, "{"+text+"}")
	fix := ""
	if !strings.ContainsAny(inner, "{}") {
		fix = "{" + inner + "}"
	}
	at(fix)
	return true
}

// proseGroup tells whether the tokens inside a parenthesis read as a
// sentence: no bracket in them, and at least one word of prose, which no
// move is.
func proseGroup(toks []lexer.Token) bool {
	words := 0
	for _, t := range toks {
		switch {
		case t.Type == tPunct:
			return false
		case t.Type == tInvalid && isProse(t.Value):
			words++
		}
	}
	return words > 0
}

// prose words a stray word of prose (d's token, the first of words) as
// the start of a comment written without braces: the words that follow it
// on its line, up to the next token the grammar reads, are that comment,
// which the message quotes whole in braces, with the fix that writes them
// so (enfin un développement → {enfin un développement}). It returns the
// tokens recovery leaves out: the whole comment, so that its other words
// are not reported one by one.
func (sx gameText) prose(toks []lexer.Token, words span, d *diag.Diagnostic) span {
	end := words.at + words.n
	for end < len(toks) && toks[end].Type == tInvalid && toks[end].Pos.Line == toks[words.at].Pos.Line {
		end++
	}
	first, last := toks[words.at], toks[end-1]
	text, ok := sx.between(first.Pos.Offset, last.Pos.Offset+len(last.Value))
	if !ok {
		text = first.Value
	}
	d.Msg = d.Msg.Then(i18n.M(i18n.GCommentBraces, clip(text)))
	if ok && !strings.ContainsAny(text, "{}") {
		d.Fix = &diag.Fix{Offset: first.Pos.Offset, End: last.Pos.Offset + len(last.Value), Text: "{" + text + "}"}
	}
	return span{words.at, end - words.at}
}
