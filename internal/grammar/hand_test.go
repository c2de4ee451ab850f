package grammar

import (
	"errors"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// participleBad returns the tree participle reads from toks (up to its
// syntax error if any), the index in toks of the token it reports
// unexpected, -1 when it parses the stream, and false when its error is
// of another kind.
func participleBad(toks []lexer.Token) (tree, int, bool) {
	pl, err := lexer.Upgrade(&sliceLexer{toks: toks})
	if err != nil {
		return tree{}, 0, false
	}
	ast, err := agnParser.ParseFromLexer(pl)
	t := fromAST(ast)
	if err == nil {
		return t, -1, true
	}
	var ute *participle.UnexpectedTokenError
	if !errors.As(err, &ute) {
		return t, 0, false
	}
	for i := range toks {
		if toks[i].Pos.Offset == ute.Unexpected.Pos.Offset && toks[i].Type == ute.Unexpected.Type {
			return t, i, true
		}
	}
	return t, 0, false
}

// checkHandBad fails when the hand parser's unexpected token is not
// participle's.
func checkHandBad(t *testing.T, src []byte) {
	t.Helper()
	toks, _ := tokenize(src, "", lexer.Position{Line: 1, Column: 1}, nil)
	ht, hand := handTree(toks, nil)
	pt, want, ok := participleBad(toks)
	if !ok {
		t.Fatalf("%q: participle's error is not an unexpected token", src)
	}
	if hand != want {
		t.Fatalf("%q: hand parser stops at token %d, participle at %d", src, hand, want)
	}
	if a, b := treeString(ht), treeString(pt); a != b {
		t.Fatalf("%q: trees differ:\nhand:%s\nparticiple:%s", src, a, b)
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
// test and corpus file, the hand parser stops at the token participle
// reports unexpected.
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
