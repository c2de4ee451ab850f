package convert

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/validate"
)

// Colourless power tokens inside variations are filled in from the
// variation's replay, as in the main line (issue 10: `(1. (1) d4)` stayed
// colourless in fmt, convert and annotate, and the PGN export wrote
// {[%power 1]} without a colour).
func TestFillColoursInVariations(t *testing.T) {
	plain, err := os.ReadFile("../../corpus/valid/variations-en.agn")
	if err != nil {
		t.Fatal(err)
	}
	typed := strings.NewReplacer("(1. (1=W) d4)", "(1. (1) d4)", "(1... (2=W) e5 2. (3=W) Nf3)", "(1... (2) e5 2. (3) Nf3)", "(2. (3=W) Nf3)", "(2. (3) Nf3)").Replace(string(plain))
	if typed == string(plain) {
		t.Fatal("the record changed: no variation token to take the colour from")
	}
	g, err := grammar.ReadAll(strings.NewReader(typed), "v.agn")
	if err != nil || len(g) != 1 {
		t.Fatal(err)
	}
	if !HasColourlessPower(g[0]) {
		t.Errorf("HasColourlessPower misses the tokens in variations")
	}
	r := validate.Game(g[0], validate.Options{})
	if !r.Valid {
		t.Fatalf("not valid: %v", r.Diags)
	}
	text, err := FormatAGN(FillColours(r), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if string(text) != string(plain) {
		t.Errorf("fmt wrote\n%s\nwant\n%s", text, plain)
	}
	ann := Annotate(r, AnnotateOptions{Powers: true})
	text, _ = FormatAGN(ann, Options{})
	for _, v := range []string{"(1. (1=W) d4)", "(1... (2=W) e5 2. (3=W) Nf3)", "(2. (3=W) Nf3)"} {
		if !strings.Contains(string(text), v) {
			t.Errorf("annotate: no %s in\n%s", v, text)
		}
	}
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, FillColours(r), PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(pgn.String(), "[%power 1]") || strings.Contains(pgn.String(), "[%power 3]") {
		t.Errorf("PGN power without its colour:\n%s", pgn.String())
	}
}
