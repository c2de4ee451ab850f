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
