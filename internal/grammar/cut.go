package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// span is a run of tokens: n of them from at.
type span struct{ at, n int }

// startsElement tells whether a token of type tt can begin an element of
// movetext (grammar_test.go's element production, variations aside).
func startsElement(tt lexer.TokenType) bool {
	switch tt {
	case tComment, tLineComment, tEscape, tMoveNumber, tPower, tSAN, tCastle, tNull, tHole,
		tCapture, tPowerItem, tColours, tScore, tEllipsis, tSuffix, tNAG, tSign, tMate, tEnPassant:
		return true
	}
	return false
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
