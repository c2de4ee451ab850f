package grammar

import (
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// checkHandBad fails when syntaxCut's unexpected token is not
// participle's, or the game read is not participle's parse (oracleDiff:
// the error worded there, the game up to participle's cut).
func checkHandBad(t *testing.T, src []byte) {
	t.Helper()
	start := lexer.Position{Line: 1, Column: 1}
	if err := oracleDiff(src, start, parseGame(src, "f", start, nil)); err != nil {
		t.Fatalf("%q: %v", src, err)
	}
}

// plantedErrors holds one game for each kind of syntax error syntaxError
// words.
var plantedErrors = []struct{ kind, src string }{
	{"variation never closed", "1. e4 (1... e5 2. Cf3\n"},
	{"variation never closed before result", "1. e4 (1... e5 1-0\n"},
	{"comment never closed", "1. e4 {a comment\n"},
	{"bad tag", "[Event \"a\n1. e4 *\n"},
	{"after result", "1. e4 1-0 e5\n"},
	{"tag after moves", "1. e4 [Event \"a\"] e5 *\n"},
	{"result in variation", "1. e4 (1... e5 1-0) *\n"},
	{"misbracketed power token", "1. (3 = D) e4 e5 *\n"},
	{"power token without number", "1. (=D) e4 e5 *\n"},
	{"stray word", "1. e4 zzz e5 *\n"},
	{"paren comment", "1. e4 (a good move) e5 *\n"},
	{"wrong closer", "1. e4 (1... e5] *\n"},
	{"stray closer (generic expected)", "1. e4 ) e5 *\n"},
	{"comments after result, then a move", "1. e4 1-0 {a} e5\n"},
	{"error in a section", "Awélé D c Échecs 1. e4 zzz *\n"},
	{"error after a closed variation", "1. e4 (1... e5) e5 zzz *\n"},
	{"error in a nested variation", "1. e4 (1... e5 (1... c5 zzz)) *\n"},
	{"power token then stray word", "1. e4 (1=D) zzz *\n"},
	{"empty variation at the end of a variation", "1. e4 (1... e5 (\n"},
	{"empty variations at the end", "1. e4 ((\n"},
	{"empty variations before the result", "1. e4 (1... e5 (( 1-0\n"},
	{"stray word in an empty variation", "1. e4 (1... e5 (zzz) *\n"},
	{"wrong closer of an empty variation", "1. e4 (1... e5 (] *\n"},
	{"two errors", "1. e4 zzz e5 yyy *\n"},
}

// TestHandErrorIsParticiples: on each kind of syntax error, and on every
// test and corpus file, syntaxCut stops at the token participle reports
// unexpected, and the game is read as participle parses it.
func TestHandErrorIsParticiples(t *testing.T) {
	for _, c := range plantedErrors {
		t.Run(c.kind, func(t *testing.T) { checkHandBad(t, []byte(c.src)) })
	}
	eachSeedFile(t, func(_ []byte, games []*notation.Game) {
		for _, g := range games {
			checkHandBad(t, g.Source)
		}
	})
}
