package diag

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

var update = flag.Bool("update", false, "rewrite docs/DIAGNOSTICS.md from Codes and the catalogues")

// docPath is the table of codes, generated from Codes and the i18n
// catalogues so that the three never drift: `go test ./internal/diag -update`
// rewrites it.
const docPath = "../../docs/DIAGNOSTICS.md"

// keysInOrder returns the keys of the catalogues in the order the i18n
// package's files declare them (the files by name, then each file's
// constants of type Key in order), the order of the doc's table of
// messages: i18n.Keys gives them sorted by name.
func keysInOrder(t *testing.T) []i18n.Key {
	t.Helper()
	files, err := filepath.Glob("../i18n/*.go")
	if err != nil {
		t.Fatal(err)
	}
	var keys []i18n.Key
	for _, file := range files { // Glob sorts them
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, s := range g.Specs {
					v := s.(*ast.ValueSpec)
					if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "Key" {
						continue
					}
					for _, val := range v.Values {
						id, err := strconv.Unquote(val.(*ast.BasicLit).Value)
						if err != nil {
							t.Fatal(err)
						}
						keys = append(keys, i18n.Key(id))
					}
				}
			}
		}
	}
	if len(keys) != len(i18n.Keys()) {
		t.Fatalf("%d keys declared in ../i18n, %d in the catalogues", len(keys), len(i18n.Keys()))
	}
	return keys
}

// cell makes a catalogue text fit a Markdown table cell.
func cell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.ReplaceAll(s, "\u00a0", " ")
}

// source returns a catalogue text as the doc shows it: a plural's words
// as {singular|plural}.
func source(l i18n.Lang, k i18n.Key) string {
	text, words, _ := i18n.Source(l, k)
	if len(words) > 0 {
		var pairs []string
		for i := 0; i+1 < len(words); i += 2 {
			pairs = append(pairs, words[i]+"|"+words[i+1])
		}
		text += " (${…}: " + strings.Join(pairs, "; ") + ")"
	}
	return "`" + cell(text) + "`"
}

func codesTable(t *testing.T) string {
	var b strings.Builder
	b.WriteString("# Diagnostic codes\n\n")
	b.WriteString("Every diagnostic awechec reports carries one of these stable codes, which\n")
	b.WriteString("scripts can match. Text output shows them as `file:line:col: error[code]:\n")
	b.WriteString("message` followed by the source line and a caret; JSON output has them in\n")
	b.WriteString("the `code` field. The code and the JSON field names never change with the\n")
	b.WriteString("language; the message and the severity word of the text output do\n")
	b.WriteString("(`erreur[power-mismatch]: le pouvoir 4 est aux Noirs…` in French).\n")
	b.WriteString("This file is generated from `internal/diag/codes.go` and the catalogues of the\n")
	b.WriteString("`i18n` package by `go test ./internal/diag -update`.\n\n")
	b.WriteString("The *fix* column says whether a diagnostic of the code can carry a fix:\n")
	b.WriteString("the one replacement its hint names (a byte range of the file and the text\n")
	b.WriteString("to write there, the `fix` object of `check --format json`), which\n")
	b.WriteString("`awechec fix` and the web page's *Corriger* button apply (README, `fix`).\n")
	b.WriteString("A diagnostic carries one only when its hint names exactly one replacement\n")
	b.WriteString("and it cannot be the consequence of an earlier error of its game (an\n")
	b.WriteString("Awélé, power or syntax error before it): such a hint says so instead.\n\n")
	b.WriteString("| code | severity | fix | meaning | signification |\n|---|---|---|---|---|\n")
	for _, c := range codes {
		can := "no"
		if Fixable(c.Code) {
			can = "yes"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", c.Code, c.Severity, can,
			cell(i18n.T(i18n.English, c.Meaning)), cell(i18n.T(i18n.French, c.Meaning)))
	}
	b.WriteString("\n## Messages\n\n")
	b.WriteString("Each message of the reader (`grammar.*`, `convert.ogn-*` for OGN), of the replay (`validate.*`) and\n")
	b.WriteString("of the tag values they read (`awele.*`, `power.*`, `movegen.*` for a FEN), in English and in\n")
	b.WriteString("French, as the catalogues hold them: `%s`, `%d`, `%c`, `%q` stand for the\n")
	b.WriteString("token, number, letter or quoted text the message names; a message may be\n")
	b.WriteString("followed by others (the hints that begin with `;` or `:`).\n\n")
	b.WriteString("| key | English | français |\n|---|---|---|\n")
	for _, k := range keysInOrder(t) {
		id := k.ID()
		if !strings.HasPrefix(id, "grammar.") && !strings.HasPrefix(id, "validate.") &&
			!strings.HasPrefix(id, "awele.") && !strings.HasPrefix(id, "power.") && !strings.HasPrefix(id, "movegen.") &&
			!strings.HasPrefix(id, "convert.ogn-") {
			continue
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", id, source(i18n.English, k), source(i18n.French, k))
	}
	return b.String()
}

func TestDiagnosticsDoc(t *testing.T) {
	want := codesTable(t)
	if *update {
		if err := os.WriteFile(docPath, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/diag -update)", err)
	}
	if string(got) != want {
		t.Errorf("%s is out of date: run go test ./internal/diag -update", docPath)
	}
}
