package diag

import (
	"bytes"
	"github.com/awechec/awechec/internal/i18n"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

func TestRender(t *testing.T) {
	tests := []struct {
		name string
		d    Diagnostic
		src  string
		want string
	}{
		{
			name: "caret under token",
			d:    Diagnostic{Severity: Error, Code: PowerMismatch, File: "partie.agn", Line: 14, Col: 14, Len: 7, Msg: i18n.M(i18n.Verbatim, "power 4 is Black's, not White's")},
			src:  "2. (3=B) Fc4 (4=B) Cc6",
			want: "partie.agn:14:14: error[power-mismatch]: power 4 is Black's, not White's\n 14 | 2. (3=B) Fc4 (4=B) Cc6\n    |              ^^^^^^^\n",
		},
		{
			name: "accented text counts characters",
			d:    Diagnostic{Severity: Warning, Code: AweleCaptureMiss, Line: 2, Col: 11, Len: 1, Msg: i18n.M(i18n.Verbatim, "E captures 3")},
			src:  "Awélé D E a",
			want: "<stdin>:2:11: warning[awele-capture-missing]: E captures 3\n 2 | Awélé D E a\n   |         ^\n",
		},
		{
			// Awélé and É typed in NFD (e, E then U+0301): the accents
			// take no column on a terminal, nor in the caret line.
			name: "decomposed accents take no place",
			d:    Diagnostic{Severity: Error, Code: PowerMismatch, File: "f", Line: 1, Col: 13, Len: 5, Msg: i18n.M(i18n.Verbatim, "m")},
			src:  "E\u0301chec e\u0301 Fe\u0301x",
			want: "f:1:13: error[power-mismatch]: m\n 1 | E\u0301chec e\u0301 Fe\u0301x\n   |         ^^^\n",
		},
		{
			name: "tabs kept",
			d:    Diagnostic{Severity: Error, Code: Syntax, File: "f", Line: 1, Col: 2, Msg: i18n.M(i18n.Verbatim, "m")},
			src:  "\tx",
			want: "f:1:2: error[syntax]: m\n 1 | \tx\n   | \t^\n",
		},
		{
			name: "no source line",
			d:    Diagnostic{Severity: Error, Code: Encoding, File: "f", Line: 3, Col: 1, Msg: i18n.M(i18n.Verbatim, "bad")},
			want: "f:3:1: error[encoding]: bad\n",
		},
		{
			name: "control characters replaced",
			d:    Diagnostic{Severity: Error, Code: Encoding, File: "f", Line: 1, Col: 2, Msg: i18n.M(i18n.Verbatim, "NUL")},
			src:  "a\x00b",
			want: "f:1:2: error[encoding]: NUL\n 1 | a\u2400b\n   |  ^\n",
		},
		{
			// An ESC quoted in the message reached the terminal raw.
			name: "control characters in the message and the line made visible",
			d:    Diagnostic{Severity: Error, Code: Syntax, File: "f", Line: 1, Col: 7, Len: 1, Msg: i18n.M(i18n.Verbatim, "« \x1b » or \x7f, \u009b, \x00")},
			src:  "1. e4 \x1b[2Jabc\x7f\u009b\xff",
			want: "f:1:7: error[syntax]: « \u241b » or \u2421, \ufffd, \u2400\n 1 | 1. e4 \u241b[2Jabc\u2421\ufffd\ufffd\n   |       ^\n",
		},
		{
			name: "long line cut around the column",
			d:    Diagnostic{Severity: Error, Code: Syntax, File: "f", Line: 1, Col: 301, Len: 3, Msg: i18n.M(i18n.Verbatim, "m")},
			src:  strings.Repeat("a ", 150) + "BAD" + strings.Repeat(" z", 150),
			want: "f:1:301: error[syntax]: m\n 1 | …" + strings.Repeat("a ", 20) + "BAD" + strings.Repeat(" z", 38) + " …\n   |  " + strings.Repeat(" ", 40) + "^^^\n",
		},
		{
			// A column past the end of a long line (a diagnostic placed on
			// the line ending, or a stale column) used to index past it.
			name: "long line, column past its end",
			d:    Diagnostic{Severity: Error, Code: Syntax, File: "f", Line: 1, Col: 500, Len: 3, Msg: i18n.M(i18n.Verbatim, "m")},
			src:  strings.Repeat("a", 200),
			want: "f:1:500: error[syntax]: m\n 1 | …" + strings.Repeat("a", 120) + "\n   |  " + strings.Repeat(" ", 120) + "^\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := Render(&b, tt.d, tt.src); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("got\n%q\nwant\n%q", b.String(), tt.want)
			}
		})
	}
}

func TestLineOf(t *testing.T) {
	src := []byte("one\r\ntwo\nthree")
	for n, want := range map[int]string{0: "", 1: "one", 2: "two", 3: "three", 4: ""} {
		if got := LineOf(src, n); got != want {
			t.Errorf("LineOf(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestLines(t *testing.T) {
	for _, src := range []string{"", "\n", "one", "one\n", "one\r\ntwo\n\nfour\r\r", "\n\nthree"} {
		want := strings.Split(src, "\n")
		ls := NewLines([]byte(src))
		for n := -1; n <= len(want)+1; n++ {
			w := ""
			if n >= 1 && n <= len(want) {
				w = strings.TrimRight(want[n-1], "\r")
			}
			if got := ls.Line(n); got != w {
				t.Errorf("%q: Line(%d) = %q, want %q", src, n, got, w)
			}
		}
	}
}

func TestSortAndCount(t *testing.T) {
	l := List{
		{Severity: Warning, Line: 2, Col: 1},
		{Severity: Error, Line: 1, Col: 5},
		{Severity: Error, Line: 2, Col: 1},
	}
	l.Sort()
	if l[0].Line != 1 || l[1].Severity != Error || l[2].Severity != Warning {
		t.Errorf("bad order: %+v", l)
	}
	if l.Errors() != 2 || l.Warnings() != 1 {
		t.Errorf("counts %d %d", l.Errors(), l.Warnings())
	}
}

// TestCodesDocumented checks that Codes lists every code constant of
// codes.go once, with a meaning, so that none is missing from the docs.
func TestCodesDocumented(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range codes {
		if c.Code == "" || c.Meaning.IsZero() || !i18n.Has(i18n.English, c.Meaning) || !i18n.Has(i18n.French, c.Meaning) || seen[c.Code] {
			t.Errorf("bad or duplicate entry %+v", c)
		}
		seen[c.Code] = true
	}
	f, err := parser.ParseFile(token.NewFileSet(), "codes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			for _, v := range s.(*ast.ValueSpec).Values {
				lit, ok := v.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				consts++
				if code, _ := strconv.Unquote(lit.Value); !seen[code] {
					t.Errorf("code %s is not in codes", code)
				}
			}
		}
	}
	if consts != len(codes) {
		t.Errorf("%d code constants, %d entries in Codes", consts, len(codes))
	}
}

// TestRenderAnyColumn renders every column and token length around short and
// long lines, ASCII and not: none may panic, and the caret line is written.
func TestRenderAnyColumn(t *testing.T) {
	for _, src := range []string{"e4", strings.Repeat("é a ", 60), strings.Repeat("x", 121), strings.Repeat("ab\t", 100)} {
		for col := -1; col <= len(src)+maxShown+2; col++ {
			for _, n := range []int{-1, 0, 1, 7, 500} {
				var b bytes.Buffer
				d := Diagnostic{Severity: Error, Code: Syntax, Line: 1, Col: col, Len: n, Msg: i18n.M(i18n.Verbatim, "m")}
				if err := Render(&b, d, src); err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(b.String(), "^") {
					t.Fatalf("col %d len %d: no caret in %q", col, n, b.String())
				}
			}
		}
	}
}
