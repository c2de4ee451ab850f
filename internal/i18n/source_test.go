package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestNoKeyTwice: Key values are variables, so the compiler does not see
// a key given twice in one catalogue literal (the last text silently
// wins, as a merge of two branches can leave it). Read the sources.
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
