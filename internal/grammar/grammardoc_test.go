package grammar

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// readingOrder is the order in which docs/FORMAT.md explains the
// productions: from the game down to its tokens.
var readingOrder = []string{"Game", "Text", "TagPair", "Movetext", "Section", "Element", "MoveNumber", "AweleMove",
	"CaptureEvent", "Score", "Unrecorded", "HalfMove", "ChessMove", "Annotation", "Variation", "Result"}

// production is one production of the grammar as docs/FORMAT.md shows it.
type production struct {
	name, rule, about string
	examples          []string
}

var exampleRe = regexp.MustCompile("`([^`]+)`")

// productions reads the grammar's productions from EBNF() and their
// explanations from the doc comments of grammar_test.go's types (up to the
// first blank comment line).
func productions(t *testing.T) []production {
	t.Helper()
	rules := map[string]string{}
	for _, line := range strings.Split(EBNF(), "\n") {
		name, _, _ := strings.Cut(line, " = ")
		rules[name] = line
	}
	f, err := parser.ParseFile(token.NewFileSet(), "grammar_test.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE || g.Doc == nil {
			continue
		}
		name := g.Specs[0].(*ast.TypeSpec).Name.Name
		text, _, _ := strings.Cut(g.Doc.Text(), "\n\n")
		docs[strings.ToUpper(name[:1])+name[1:]] = strings.TrimPrefix(text, name+" is ")
	}
	if len(readingOrder) != len(rules) {
		t.Errorf("readingOrder names %d productions, the grammar has %d", len(readingOrder), len(rules))
	}
	var out []production
	for _, name := range readingOrder {
		p := production{name: name, rule: rules[name]}
		if p.rule == "" {
			t.Errorf("readingOrder names %s, not a production of the grammar", name)
			continue
		}
		about, ex, ok := strings.Cut(docs[name], "Examples: ")
		if !ok {
			t.Errorf("the doc comment of %s has no examples", name)
		}
		for _, m := range exampleRe.FindAllStringSubmatch(ex, -1) {
			p.examples = append(p.examples, m[1])
		}
		about = strings.Join(strings.Fields(about), " ")
		p.about = strings.ToUpper(about[:1]) + about[1:]
		out = append(out, p)
	}
	return out
}

// grammarDoc writes the grammar section of docs/FORMAT.md: the EBNF, then
// each production with its explanation and examples.
func grammarDoc(t *testing.T) string {
	var b strings.Builder
	b.WriteString("<!-- grammar: written by go test ./internal/grammar -update from grammar_test.go -->\n\n")
	fmt.Fprintf(&b, "```ebnf\n%s\n```\n\n", EBNF())
	b.WriteString(wrap("Each production, from the game down to its tokens (`<name>` is a token of the table below):") + "\n\n")
	for _, p := range productions(t) {
		ex := make([]string, len(p.examples))
		for i, e := range p.examples {
			ex[i] = "`" + e + "`"
		}
		label := "Examples"
		if len(ex) == 1 {
			label = "Example"
		}
		fmt.Fprintf(&b, "#### %s\n\n```ebnf\n%s\n```\n\n%s\n\n%s: %s.\n\n", p.name, p.rule, wrap(p.about), label, strings.Join(ex, ", "))
	}
	b.WriteString("<!-- grammar: end -->\n")
	return b.String()
}

// wrap breaks a paragraph into lines of at most 75 bytes, between words
// and never inside a `code span`.
func wrap(s string) string {
	var b strings.Builder
	n := 0
	code := false
	for i, w := range strings.Split(s, " ") {
		switch {
		case i == 0:
		case !code && n+1+len(w) > 75:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
		code = code != (strings.Count(w, "`")%2 == 1)
	}
	return b.String()
}

// TestGrammarDoc keeps the grammar section of docs/FORMAT.md in step with
// the grammar; -update rewrites it.
func TestGrammarDoc(t *testing.T) {
	const path = "../../docs/FORMAT.md"
	want := grammarDoc(t)
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(doc)
	begin := strings.Index(s, "<!-- grammar: written")
	end := strings.Index(s, "<!-- grammar: end -->\n")
	if begin < 0 || end < begin {
		t.Fatalf("docs/FORMAT.md has no grammar section")
	}
	end += len("<!-- grammar: end -->\n")
	if *update {
		if err := os.WriteFile(path, []byte(s[:begin]+want+s[end:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if s[begin:end] != want {
		t.Errorf("docs/FORMAT.md's grammar section is out of date (run go test ./internal/grammar -update)")
	}
}

// TestGrammarExamples reads each example of the grammar's documentation
// and checks that the grammar reads it whole as its production.
func TestGrammarExamples(t *testing.T) {
	for _, p := range productions(t) {
		for _, ex := range p.examples {
			toks, _ := tokenize([]byte(ex), "", lexer.Position{Line: 1, Column: 1}, nil)
			tr, d := participleTree(toks, "", []byte(ex), 0)
			if d != nil {
				t.Errorf("%s example %q: %s", p.name, ex, d[0].Message())
				continue
			}
			if got := readsAs(tr); got != p.name && !(p.name == "HalfMove" && got == "ChessMove") &&
				!(p.name == "Element" && got != "Game" && got != "Movetext" && got != "Section") &&
				!(p.name == "Movetext" && got != "Game" && got != "Text" && got != "TagPair" && got != "Result") {
				t.Errorf("%s example %q reads as %q", p.name, ex, got)
			}
		}
	}
}

// readsAs names the production a tree is, when it is one alone.
func readsAs(t tree) string {
	parts := 0
	for _, n := range [][]lexer.Token{t.lead, t.tags, t.trailing} {
		if len(n) > 0 {
			parts++
		}
	}
	if t.result != nil {
		parts++
	}
	if t.moves.n > 0 {
		parts++
	}
	switch {
	case parts > 1:
		return "Game"
	case len(t.lead) == 1:
		return "Text"
	case len(t.tags) == 1:
		return "TagPair"
	case t.result != nil:
		return "Result"
	case t.moves.n != 1:
		return "Movetext"
	}
	n := t.kids(t.moves)[0]
	switch n.prod {
	case pSection:
		return "Section"
	case pVariation:
		return "Variation"
	case pMoveNumber:
		return "MoveNumber"
	case pHalfMove:
		if t.tokens(&n)[0].Type != tPower {
			return "ChessMove"
		}
		return "HalfMove"
	case pAweleMove:
		return "AweleMove"
	case pCaptureEvent:
		return "CaptureEvent"
	case pScore:
		return "Score"
	case pUnrecorded:
		return "Unrecorded"
	case pAnnotation:
		return "Annotation"
	}
	return "Text"
}
