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
			tr, bad, err := participleParse(toks)
			if err != nil || bad >= 0 {
				t.Errorf("%s example %q: syntax error at token %d: %v", p.name, ex, bad, err)
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

// readsAs names the production a parse is, when it is one alone.
func readsAs(g *game) string {
	parts := 0
	for _, n := range [][]lexer.Token{texts(g.Lead), texts(g.Trailing)} {
		if len(n) > 0 {
			parts++
		}
	}
	if len(g.Tags) > 0 {
		parts++
	}
	if g.Result != nil {
		parts++
	}
	if g.Moves == nil {
		g.Moves = &movetext{}
	}
	items := len(g.Moves.Elements) + len(g.Moves.Sections)
	if items > 0 {
		parts++
	}
	switch {
	case parts > 1:
		return "Game"
	case len(g.Lead) == 1:
		return "Text"
	case len(g.Tags) == 1:
		return "TagPair"
	case g.Result != nil:
		return "Result"
	case items != 1:
		return "Movetext"
	case len(g.Moves.Sections) == 1:
		return "Section"
	}
	return elementName(g.Moves.Elements[0])
}

// elementName names the production an element is.
func elementName(e *element) string {
	switch {
	case e.Var != nil:
		return "Variation"
	case e.Number != nil:
		return "MoveNumber"
	case e.HalfMove != nil && e.HalfMove.Power == nil:
		return "ChessMove"
	case e.HalfMove != nil:
		return "HalfMove"
	case e.AweleMove != nil:
		return "AweleMove"
	case e.Event != nil:
		return "CaptureEvent"
	case e.Score != nil:
		return "Score"
	case e.Unrecorded != nil:
		return "Unrecorded"
	case e.Annotation != nil:
		return "Annotation"
	}
	return "Text"
}
