package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestNoKeyTwice: a key given twice in one catalogue literal (the last
// text would silently win, as a merge of two branches can leave it). Keys
// are constants, so the compiler refuses it too; read the sources.
func TestNoKeyTwice(t *testing.T) {
	for _, file := range []string{"catalogue_en.go", "catalogue_fr.go"} {
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		lits := 0
		ast.Inspect(f, func(n ast.Node) bool {
			cl, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if id, ok := cl.Type.(*ast.Ident); !ok || id.Name != "catalogue" {
				return true
			}
			lits++
			seen := map[string]bool{}
			for _, e := range cl.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				id, ok := kv.Key.(*ast.Ident)
				if !ok {
					continue
				}
				if seen[id.Name] {
					t.Errorf("%s: %s is given twice", file, id.Name)
				}
				seen[id.Name] = true
			}
			return false
		})
		if lits == 0 {
			t.Errorf("%s: no catalogue literal found", file)
		}
	}
}

// TestNoNULInTexts: a catalogue text holds no NUL, which begins and
// separates the parts of a Plural written by P; a Plural is read back
// whole (P gives again the text it was read from).
func TestNoNULInTexts(t *testing.T) {
	for _, l := range Langs() {
		for k, s := range catalogues[l] {
			p, ok := lookup(l, k).(Plural)
			if !ok {
				if strings.Contains(s, pluralMark) {
					t.Errorf("%s %s: a NUL in %q", l, k.ID(), s)
				}
				continue
			}
			if len(p.Vars) == 0 || P(p.Text, p.Vars...) != s {
				t.Errorf("%s %s: the Plural %q is read back as %+v", l, k.ID(), s, p)
			}
		}
	}
}
