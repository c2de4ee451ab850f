// Command apisurface prints go list figures of a module: its packages
// (non-test, cmd left out), the exported names of each, which of them a
// program outside the module may import (not under internal/), the ten
// longest functions and the lines of Go. bench/apisurface.sh runs it on
// several commits; bench/README.md keeps the figures.
//
// Usage: go run ./bench/apisurface [-v] [dir]   (dir: the module, default .)
//
// An exported name is what go doc lists: a top-level exported constant,
// variable, function or type, and an exported method of an exported type;
// struct fields and interface methods are not counted.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// pkg is what go list says of one package.
type pkg struct {
	ImportPath string
	Dir        string
	Name       string
	GoFiles    []string
	TestGoFiles,
	XTestGoFiles []string
	Module *struct{ Path string }
}

// fn is one function and its length.
type fn struct {
	name  string
	lines int
}

func main() {
	verbose := flag.Bool("v", false, "list every exported name")
	flag.Parse()
	dir := "."
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	cmd := exec.Command("go", "list", "-json", "./...")
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "apisurface: go list:", err)
		os.Exit(2)
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			fmt.Fprintln(os.Stderr, "apisurface:", err)
			os.Exit(2)
		}
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ImportPath < pkgs[j].ImportPath })

	fset := token.NewFileSet()
	var (
		npkg, names, importable, importNames int
		goLines, testLines                   int
		fns                                  []fn
	)
	for _, p := range pkgs {
		mod := ""
		if p.Module != nil {
			mod = p.Module.Path
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, mod), "/")
		for _, f := range append(append([]string{}, p.TestGoFiles...), p.XTestGoFiles...) {
			testLines += countLines(filepath.Join(p.Dir, f))
		}
		var exported []string
		for _, f := range p.GoFiles {
			path := filepath.Join(p.Dir, f)
			goLines += countLines(path)
			file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				fmt.Fprintln(os.Stderr, "apisurface:", err)
				os.Exit(2)
			}
			exported = append(exported, exportedNames(file)...)
			for _, d := range file.Decls {
				if f, ok := d.(*ast.FuncDecl); ok && f.Body != nil {
					n := fset.Position(f.End()).Line - fset.Position(f.Pos()).Line + 1
					name := f.Name.Name
					if f.Recv != nil && len(f.Recv.List) > 0 {
						name = recvName(f.Recv.List[0].Type) + "." + name
					}
					fns = append(fns, fn{p.ImportPath + "." + name, n})
				}
			}
		}
		if len(p.GoFiles) == 0 || rel == "cmd" || strings.HasPrefix(rel, "cmd/") || strings.HasPrefix(rel, "bench") {
			continue
		}
		npkg++
		names += len(exported)
		internal := rel == "internal" || strings.HasPrefix(rel, "internal/") || strings.Contains(rel, "/internal/") || strings.HasSuffix(rel, "/internal")
		mark := "internal"
		if !internal {
			importable++
			importNames += len(exported)
			mark = "importable"
		}
		fmt.Printf("package %-45s %4d exported names  %s\n", p.ImportPath, len(exported), mark)
		if *verbose {
			sort.Strings(exported)
			for _, n := range exported {
				fmt.Printf("    %s\n", n)
			}
		}
	}
	fmt.Printf("packages (non-test, without cmd): %d\n", npkg)
	fmt.Printf("exported names in all: %d\n", names)
	fmt.Printf("importable packages (not internal): %d, their exported names: %d\n", importable, importNames)
	fmt.Printf("lines of Go: %d (non-test files of every package, cmd and bench included), %d in tests\n", goLines, testLines)
	sort.SliceStable(fns, func(i, j int) bool { return fns[i].lines > fns[j].lines })
	fmt.Println("longest functions (lines):")
	for _, f := range fns[:min(10, len(fns))] {
		fmt.Printf("  %4d  %s\n", f.lines, f.name)
	}
}

// exportedNames returns what go doc lists of a file: exported top-level
// constants, variables, functions and types, and exported methods of
// exported types.
func exportedNames(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			if d.Recv == nil {
				out = append(out, d.Name.Name)
				continue
			}
			if len(d.Recv.List) > 0 {
				if r := recvName(d.Recv.List[0].Type); ast.IsExported(r) {
					out = append(out, r+"."+d.Name.Name)
				}
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.IsExported() {
						out = append(out, s.Name.Name)
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() {
							out = append(out, n.Name)
						}
					}
				}
			}
		}
	}
	return out
}

// recvName returns the type name of a method's receiver.
func recvName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		default:
			return "?"
		}
	}
}

// countLines returns the number of lines of a file.
func countLines(path string) int {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	n := bytes.Count(b, []byte("\n"))
	if len(b) > 0 && b[len(b)-1] != '\n' {
		n++
	}
	return n
}
