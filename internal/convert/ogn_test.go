package convert

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// ognBack writes the first game of src as OGN and reads it back: the OGN
// text, and the reports of the original game and of the game read back.
func ognBack(t *testing.T, src string) (ogn string, orig, back *validate.Report) {
	t.Helper()
	g := readAll(t, "src", []byte(src))[0]
	orig = validate.Game(g, validate.Options{})
	var b bytes.Buffer
	if err := WriteOGN(&b, orig); err != nil {
		t.Fatal(err)
	}
	rd, err := NewOGNReader(bytes.NewReader(b.Bytes()), "back.ogn")
	if err != nil {
		t.Fatal(err)
	}
	gb, err := rd.Next()
	if err != nil {
		t.Fatalf("%v\nOGN:\n%s", err, b.String())
	}
	return b.String(), orig, validate.Game(gb, validate.Options{})
}

// TestOGNCommentBraces: a comment holding } (a ; comment) comes back whole
// from OGN, and none of its words becomes a move.
func TestOGNCommentBraces(t *testing.T) {
	for _, src := range []string{
		"[Variant \"Awele\"]\n\n1. A {he said \"hi\"} d ; semi } comment\n2. F *\n",
		"[Variant \"Awele\"]\n\nAwélé 1. A d ; x } y\n2. F *\n",
		"[Variant \"Awele\"]\n\nAwélé 1. A d ; 50% } %7D %25 %%7D %7} %7d %2\n2. F *\n",
		"[Variant \"Awele\"]\n\nAwélé 1. A {%7D and %25 %} d *\n",
		"[Variant \"Awele\"]\n\nAwélé ; before } %7D\n1. A d *\n",
	} {
		ogn, orig, back := ognBack(t, src)
		if !back.Valid {
			t.Errorf("%q: the game read from OGN is not valid: %v\nOGN:\n%s", src, back.Diags, ogn)
		}
		if want, got := aweleSummary(orig), aweleSummary(back); got != want {
			t.Errorf("AGN -> OGN -> AGN:\n%s\nwant\n%s\nOGN:\n%s", got, want, ogn)
		}
	}
}

// TestOGNCommentEscape: the escape of } in OGN comments reads back every
// text, and the escaped text holds no }.
func TestOGNCommentEscape(t *testing.T) {
	for _, s := range []string{"", "%", "}", "%}", "%7D", "%7d", "%25", "%2525", "%%7D", "%7}", "%2}", "%2%25", "50% } %", "a}%7D}%25%"} {
		e := ognEscapeComment(s)
		if strings.Contains(e, "}") {
			t.Errorf("%q is written %q", s, e)
		}
		if back := ognUnescapeComment(e); back != s {
			t.Errorf("%q -> %q -> %q", s, e, back)
		}
	}
}

// TestOGNCommentBeforeFirstMove: a comment before the first move goes into
// the Comment tag, with the Awélé keyword or without it.
func TestOGNCommentBeforeFirstMove(t *testing.T) {
	for _, src := range []string{
		"[Variant \"Awele\"]\n\nAwélé {before} 1. A d *\n",
		"[Variant \"Awele\"]\n\n{before} 1. A d *\n",
		"{before} 1. A d *\n",
		"[Variant \"Awele\"]\n\n{before} Awélé 1. A d *\n",
		"[Variant \"Awele\"]\n[AweleFEN \"0-0-0-0-1-1-0-0-0-0-1-1-10-10-N\"]\n\n{before} 1... e 2. F f *\n",
	} {
		ogn, orig, back := ognBack(t, src)
		if !strings.Contains(ogn, "[Comment \"before\"]\n") {
			t.Errorf("%q: no Comment tag:\n%s", src, ogn)
		}
		if want, got := aweleSummary(orig), aweleSummary(back); got != want {
			t.Errorf("AGN -> OGN -> AGN:\n%s\nwant\n%s\nOGN:\n%s", got, want, ogn)
		}
	}
}

// TestOGNRoundTripIsFmt: a standalone Awélé record through OGN and back
// gives what fmt gives: its Result, its keyword as written or its absence
// come back.
func TestOGNRoundTripIsFmt(t *testing.T) {
	srcs := map[string]string{
		"agreed draw":                "[Event \"agreed draw\"]\n[Variant \"Awele\"]\n[Result \"1/2-1/2\"]\n\nAwélé 1. A d 2. F a 3. E(3) e 4. F(2) b 30-18 1/2-1/2\n",
		"agreed draw, no keyword":    "[Variant \"Awele\"]\n[Result \"1/2-1/2\"]\n\n1. A d 2. F a 3. E(3) e 4. F(2) b 30-18 1/2-1/2\n",
		"resigned":                   "[Variant \"Awele\"]\n[Result \"0-1\"]\n\nAwale 1. A d 2. F a 0-1\n",
		"keyword Awélé":              "[Variant \"Awele\"]\n\nAwélé 1. A d *\n",
		"keyword Oware":              "[Variant \"Awele\"]\n\nOware 1. A d *\n",
		"no keyword":                 "[Variant \"Awele\"]\n\n1. A d *\n",
		"comment before, no keyword": "[Variant \"Awele\"]\n\n{before} 1. A d *\n",
		"comment before":             "[Variant \"Awele\"]\n\nAwélé {before} 1. A d *\n",
		"semicolon brace":            "[Variant \"Awele\"]\n\nAwélé 1. A d ; x } y\n2. F *\n",
		"famine, awechec rules":      "[Event \"famine\"]\n[Variant \"Awele\"]\n[AweleRules \"awechec\"]\n[Result \"0-1\"]\n\n1. A d 2. F a 3. E(3) e 4. F(2) b 5. A d 6. C(3) c(5) 7. C a 8. B c 9. C a 10. E e(2) 11. D d(6) 12. F(2) e 13. A b(2) 14. E(3) e 15. F f(11) 16. F(3) 16-32 0-1\n",
		"north first":                "[Variant \"Awele\"]\n[AweleFEN \"0-0-0-0-1-1-0-0-0-0-1-1-10-10-N\"]\n\n{before} 1... e {after e} 2. F {south} f *\n",
	}
	files, err := filepath.Glob("../../corpus/awele/*.agn")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus/awele files: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = string(b)
	}
	n := 0
	for name, src := range srcs {
		for _, g := range readAll(t, name, []byte(src)) {
			if v, _ := g.Tag("Variant"); v != "Awele" {
				continue
			}
			r := validate.Game(g, validate.Options{})
			if !r.Valid {
				t.Errorf("%s game %d is not valid: %v", name, g.Index, r.Diags)
				continue
			}
			var ogn bytes.Buffer
			if err := WriteOGN(&ogn, r); err != nil {
				t.Fatal(err)
			}
			rd, err := NewOGNReader(bytes.NewReader(ogn.Bytes()), name)
			if err != nil {
				t.Fatal(err)
			}
			back, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			if want, got := format(t, g, Options{}), format(t, back, Options{}); got != want {
				t.Errorf("%s game %d: AGN -> OGN -> AGN:\n%s\nwant (fmt)\n%s\nOGN:\n%s", name, g.Index, got, want, ogn.String())
			}
			n++
		}
	}
	if n < 16 {
		t.Errorf("only %d records went through OGN", n)
	}
}

// TestPGNUndecidedLettersThroughPGNExtract: the AGNLetters value "fr?" of a
// game whose letters leave the language undecided is an ordinary PGN
// string: pgn-extract keeps it, and the game comes back as fmt writes it.
func TestPGNUndecidedLettersThroughPGNExtract(t *testing.T) {
	g := readAll(t, "undecided", []byte("[Result \"*\"]\n\n1. e4 e5 2. d4 *\n"))[0]
	r := validate.Game(g, validate.Options{})
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, g, PGNOptions{Lang: r.Lang}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(pgn.String(), "[AGNLetters \"fr?\"]") {
		t.Fatalf("no AGNLetters \"fr?\" tag:\n%s", pgn.String())
	}
	out, stderr := runPGNExtract(t, pgn.String(), "--allownullmoves", "-s")
	if !strings.Contains(out, "[AGNLetters \"fr?\"]") || strings.TrimSpace(stderr) != "" {
		t.Errorf("pgn-extract:\n%s\n%s", out, stderr)
	}
	rd := NewPGNReader(strings.NewReader(out), "undecided")
	back, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	if want, got := format(t, g, Options{}), format(t, back, Options{}); got != want {
		t.Errorf("AGN -> PGN -> pgn-extract -> AGN:\n%s\nwant\n%s", got, want)
	}
}

// The OGN reader reports what is no move at its line and column, quoting
// a bounded excerpt of the line (it turned `hello world 1. D c` into the
// moves e d D c without a word, and its errors had no line and printed the
// whole line); the diagnostics of the replay point into the OGN file.
func TestOGNReaderReportsJunk(t *testing.T) {
	src := "[Variant \"Awele\"]\n\nhello world 1. D c ((((( ))))) xyz!! *\n\n[Variant \"Awele\"]\n\n1. D c 2. D a " + strings.Repeat("q", 100000) + "\n"
	rd, err := NewOGNReader(strings.NewReader(src), "j.ogn")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		r := validate.Game(g, validate.Options{File: "j.ogn"})
		for _, d := range r.Diags {
			got = append(got, fmt.Sprintf("%d:%d:%d:%s", g.Index, d.Line, d.Col, d.Code))
			var b bytes.Buffer
			diag.Render(&b, d, g.SourceLineText(d.Line))
			if b.Len() > 600 {
				t.Errorf("%d bytes to show one diagnostic", b.Len())
			}
		}
		if g.Index == 1 {
			var moves []byte
			for _, e := range g.Body {
				if e.Kind == notation.AweleMove {
					moves = append(moves, e.Hole)
				}
			}
			if string(moves) != "Dc" {
				t.Errorf("moves %q, want Dc", moves)
			}
		}
	}
	want := []string{"1:3:1:syntax", "1:3:7:syntax", "1:3:32:syntax", "2:7:11:awele-illegal-move", "2:7:15:syntax"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("diagnostics %v, want %v", got, want)
	}
}

// TestOGNReaderUnclosed: a comment or a variation never closed is reported
// at its opening (a '{' never closed read past the end of the text: a
// panic; a '(' never closed took the rest of the record without a word).
func TestOGNReaderUnclosed(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"[Variant \"Awele\"]\n\n1. C e {{{ B a *\n", "[3:8:syntax]"},
		{"[Variant \"Awele\"]\n\n1. C e {", "[3:8:syntax]"},
		{"[Variant \"Awele\"]\n\n1. C e (2. B a 3. C\n", "[3:8:syntax]"},
	} {
		rd, err := NewOGNReader(strings.NewReader(tt.src), "u.ogn")
		if err != nil {
			t.Fatal(err)
		}
		g, err := rd.Next()
		if err != nil {
			t.Fatalf("%q: %v", tt.src, err)
		}
		var got []string
		for _, d := range validate.Game(g, validate.Options{File: "u.ogn"}).Diags {
			got = append(got, fmt.Sprintf("%d:%d:%s", d.Line, d.Col, d.Code))
		}
		if fmt.Sprint(got) != tt.want {
			t.Errorf("%q: diagnostics %v, want %s", tt.src, got, tt.want)
		}
	}
}

// TestOGNReaderBoundsDiags: a record of many words that are no move keeps
// 100 diagnostics and a note of how many more there are, as the AGN reader
// does (a million of them held 1.3 GB for 3 MB of text).
func TestOGNReaderBoundsDiags(t *testing.T) {
	src := "[Variant \"Awele\"]\n\n1. C e " + strings.Repeat("zz ", 10000) + "*\n"
	rd, err := NewOGNReader(strings.NewReader(src), "z.ogn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	var syntax, notes int
	for _, d := range g.Diags {
		switch {
		case d.Severity == diag.Note && strings.Contains(d.Message(), "9900 more"):
			notes++
		case d.Code == diag.Syntax:
			syntax++
		}
	}
	if syntax != 100 || notes != 1 {
		t.Errorf("%d syntax errors and %d notes, want 100 and 1", syntax, notes)
	}
}
