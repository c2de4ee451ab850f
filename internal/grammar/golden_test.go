package grammar

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata")

// TestGolden reads every testdata/*.agn and compares a dump of its games
// with the .golden file beside it; -update rewrites the golden files.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.agn")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			gs, err := ReadAll(bytes.NewReader(src), filepath.Base(f))
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, g := range gs {
				b.WriteString(dump(g))
				b.WriteString("\n")
				checkSame(t, g.Source)
			}
			golden := strings.TrimSuffix(f, ".agn") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./internal/grammar -update)", err)
			}
			if b.String() != string(want) {
				t.Errorf("%s differs from its golden file:\n%s", f, b.String())
			}
		})
	}
}

// TestEBNF keeps the grammar printed in testdata/agn.ebnf (and so in
// docs/FORMAT.md) in step with the parser.
func TestEBNF(t *testing.T) {
	got := EBNF() + "\n"
	if *update {
		if err := os.WriteFile("testdata/agn.ebnf", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/agn.ebnf")
	if err != nil || string(want) != got {
		t.Errorf("EBNF changed (run go test ./internal/grammar -update):\n%s", got)
	}
	doc, err := os.ReadFile("../../docs/FORMAT.md")
	if err == nil && !strings.Contains(string(doc), strings.TrimSpace(got)) {
		t.Errorf("docs/FORMAT.md does not hold the grammar's EBNF")
	}
	if err == nil && !strings.Contains(string(doc), TokenTable()) {
		t.Errorf("docs/FORMAT.md does not hold the token table:\n%s", TokenTable())
	}
}
