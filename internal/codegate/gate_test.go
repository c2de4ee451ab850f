package codegate

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fzipp/gocyclo"
)

// maxCyclo is the highest cyclomatic complexity a production function may
// have: the project rule "no production function over 40".
const maxCyclo = 40

// stillOver lists the production functions still over maxCyclo, as
// gocyclo names them ("package function"), each with the branch of this
// round that splits it. The lead empties an entry when merging that
// branch; a name listed here that is no longer over the limit fails the
// test too, so the list cannot go stale.
var stillOver = map[string]string{}

// unsafeFiles lists the files allowed to import unsafe, each with why.
var unsafeFiles = map[string]string{
	"internal/unsafeview/unsafeview.go":      "the one reviewed unsafe file: every production use, each with its measurement",
	"internal/unsafeview/unsafeview_test.go": "test: the views share memory and the retyped layouts agree",
	"internal/grammar/retain_test.go":        "test: the size of a notation.Element, to bound the memory kept",
	"internal/convert/annotate_room_test.go": "test: the size of a notation.Element, to bound the memory kept",
	"internal/convert/agn_test.go":           "test: the printer's words share its buffer",
}

// moduleRoot returns the module's root: the package is internal/codegate.
func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod at %s: %v", root, err)
	}
	return root
}

// goFiles returns the module's Go files (slash paths relative to root),
// leaving out testdata, node_modules, hidden folders and the tools
// module.
func goFiles(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || name == "node_modules" || name == "tools" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") {
			rel, err := filepath.Rel(root, path)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// over returns the production functions of files over limit, as gocyclo
// names them ("package function"), with their complexity and place.
func over(t *testing.T, root string, files []string, limit int) map[string]gocyclo.Stat {
	t.Helper()
	fset := token.NewFileSet()
	var stats gocyclo.Stats
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(root, f), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if isGenerated(file.Comments) {
			continue
		}
		stats = gocyclo.AnalyzeASTFile(file, fset, stats)
	}
	found := map[string]gocyclo.Stat{}
	for _, s := range stats {
		if s.Complexity > limit {
			found[s.PkgName+" "+s.FuncName] = s
		}
	}
	return found
}

// TestCyclomatic fails when a production function is over maxCyclo and not
// listed in stillOver, or listed there and no longer over it.
func TestCyclomatic(t *testing.T) {
	root := moduleRoot(t)
	found := over(t, root, goFiles(t, root), maxCyclo)
	for name, s := range found {
		if _, ok := stillOver[name]; !ok {
			t.Errorf("%s: %s has a cyclomatic complexity of %d, over %d: split it", s.Pos, name, s.Complexity, maxCyclo)
		}
	}
	for name, branch := range stillOver {
		if _, ok := found[name]; !ok {
			t.Errorf("%s is no longer over %d (split by %s): remove it from stillOver", name, maxCyclo, branch)
		}
	}
}

// TestUnsafeImports fails when a Go file imports unsafe and is not listed
// in unsafeFiles, or is listed and no longer imports it.
func TestUnsafeImports(t *testing.T) {
	root := moduleRoot(t)
	var importers []string
	fset := token.NewFileSet()
	for _, f := range goFiles(t, root) {
		file, err := parser.ParseFile(fset, filepath.Join(root, f), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range file.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); path == "unsafe" {
				importers = append(importers, f)
			}
		}
	}
	for _, f := range importers {
		if _, ok := unsafeFiles[f]; !ok {
			t.Errorf("%s imports unsafe: remove it, or list the file in unsafeFiles with its measurement", f)
		}
	}
	for f := range unsafeFiles {
		if !slices.Contains(importers, f) {
			t.Errorf("%s no longer imports unsafe: remove it from unsafeFiles", f)
		}
	}
}

// isGenerated reports whether a file's comments hold Go's generated-code
// line.
func isGenerated(groups []*ast.CommentGroup) bool {
	for _, g := range groups {
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "// Code generated ") && strings.HasSuffix(c.Text, " DO NOT EDIT.") {
				return true
			}
		}
	}
	return false
}
