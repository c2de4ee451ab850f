package convert

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// TestPGNDefectsAtTheirPlace: a defect of a PGN file is reported at its
// line and column in the file and quotes the token as written: an illegal
// chess move, an illegal Awélé move inside an [%awele] command (the
// command's text is read where it stands, percent-escapes and line breaks
// included), a power token in a [%power] command.
func TestPGNDefectsAtTheirPlace(t *testing.T) {
	const head = "[Event \"x\"]\n[Site \"?\"]\n[Language \"en\"]\n\n"
	tests := []struct {
		name, movetext string
		code           string
		line, col      int
		quoted         string
	}{
		{"illegal chess move", "1. e4 e5\n2. Qxf7 Nc6 *\n", diag.IllegalMove, 6, 4, "Qxf7"},
		{"illegal Awélé move in a command", "{[%awele Awele 1. F a %7Ba%20comment%7D\n2. F b Chess]} *\n", diag.AweleIllegalMove, 6, 4, "F"},
		{"capture count in a command", "{[%awele Awele 1. F a 2. B b 3. A e 4. A c 5. C(3) a Chess]} *\n", diag.AweleCaptureCount, 5, 47, "C(3)"},
		{"power in a command", "{[%awele Awele W3 B2 ... Chess]} {[%power 1 B]} 1. e4 *\n", diag.PowerMismatch, 5, 34, "{[%power 1 B]}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + tt.movetext
			rd := NewPGNReader(strings.NewReader(src), "f.pgn")
			g, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			r := validate.Game(g, validate.Options{File: "f.pgn"})
			lines := strings.Split(src, "\n")
			for _, d := range r.Diags {
				if d.Code != tt.code {
					continue
				}
				if d.Line != tt.line || d.Col != tt.col {
					t.Fatalf("%s at %d:%d, want %d:%d: %s", d.Code, d.Line, d.Col, tt.line, tt.col, d.Msg)
				}
				line := lines[d.Line-1]
				if got := line[d.Col-1 : d.Col-1+d.Len]; got != tt.quoted {
					t.Errorf("the caret marks %q, want %q", got, tt.quoted)
				}
				if g.SourceLineText(d.Line) != line {
					t.Errorf("quoted line %q, want %q", g.SourceLineText(d.Line), line)
				}
				return
			}
			t.Fatalf("no %s among %v", tt.code, r.Diags)
		})
	}
}

// checkPlaces tells when an element of els stands outside src: each
// element is at a line and column of the file (a lone carriage return
// ends a line, as the reader reads old Mac files), its offset the one they
// give (in a file read as UTF-8 without carriage returns: the reader
// counts offsets in the text it decoded).
func checkPlaces(src []byte, els []notation.Element) error {
	// Lines end as the reader ends them: CR, LF or CRLF ("\r0": the 0 is
	// on line 2).
	lines := lineStarts(nil, string(loneCRToLF(src)))
	exact := utf8.Valid(src) && !bytes.Contains(src, []byte("\r"))
	for _, e := range els {
		p := e.Pos
		if p.Line < 1 || p.Line > len(lines) || p.Col < 1 || p.Offset < 0 {
			return fmt.Errorf("%s element at %+v, outside the %d lines of the file", e.Kind, p, len(lines))
		}
		if want := lines[p.Line-1] + p.Col - 1; exact && want != p.Offset {
			return fmt.Errorf("%s element at %+v: line and column give offset %d", e.Kind, p, want)
		}
		if err := checkPlaces(src, e.Children); err != nil {
			return err
		}
	}
	return nil
}

// FuzzPGNRoundTrip: any AGN text the grammar reads into a valid game with
// a known language goes through WritePGN and the PGN reader into the same
// record, every element at a place of the PGN text. A game writing a piece
// or power colour letter its language does not have is left out: that
// letter cannot be translated (docs/EXPORT.md), and the replay reports it.
func FuzzPGNRoundTrip(f *testing.F) {
	addSeeds(f, "../../corpus/valid/*.agn")
	addSeeds(f, "../../corpus/awele/*.agn")
	f.Add([]byte("[Language \"en\"]\n\nAwele W3 B2 W2 W2 B2 W5 ...\nChess 1. (1=W) e4 {c} $300 ( ; }\n1. (1=W) d4) *\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		games, err := grammar.ReadAll(bytes.NewReader(src), "f.agn")
		if err != nil || len(games) > 20 {
			return
		}
		for _, g := range games {
			if g.Diags.Errors() > 0 {
				continue
			}
			r := validate.Game(g, validate.Options{})
			if g.Lang == "" && r.Lang == "" {
				continue
			}
			lang := g.Lang
			if lang == "" {
				lang = r.Lang
			}
			if letters, _ := notation.Table(lang); foreignLetter(g.Body, letters, notation.PowerTable(g, lang)) {
				continue
			}
			var pgn bytes.Buffer
			if err := WritePGN(&pgn, g, PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
				continue
			}
			rd := NewPGNReader(bytes.NewReader(pgn.Bytes()), "f.pgn")
			back, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			if err := checkPlaces(pgn.Bytes(), back.Body); err != nil {
				t.Fatal(err)
			}
			want, err1 := FormatAGN(g, Options{})
			got, err2 := FormatAGN(back, Options{})
			if err1 != nil || err2 != nil {
				t.Fatalf("format: %v, %v", err1, err2)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("AGN -> PGN -> AGN:\n%s\nwant\n%s\nPGN:\n%s", got, want, pgn.Bytes())
			}
		}
	})
}

// foreignLetter tells whether els, variations included, write a piece or
// promotion letter that letters does not have, or a power or capture
// colour letter that colours does not have.
func foreignLetter(els []notation.Element, letters, colours notation.Letters) bool {
	for i := range els {
		e := &els[i]
		switch e.Kind {
		case notation.ChessMove:
			for _, c := range []byte{e.SAN.Piece, e.SAN.Promo} {
				if _, ok := letters.Piece(c); c != 0 && !ok {
					return true
				}
			}
		case notation.Power, notation.CaptureEvent:
			if _, ok := colours.PowerColour(e.Colour); e.Colour != 0 && !ok {
				return true
			}
		}
		if foreignLetter(e.Children, letters, colours) {
			return true
		}
	}
	return false
}

// loneCRToLF returns a copy of src with every carriage return not followed
// by a line feed turned into a line feed.
func loneCRToLF(src []byte) []byte {
	out := bytes.Clone(src)
	for i, c := range out {
		if c == '\r' && (i+1 == len(out) || out[i+1] != '\n') {
			out[i] = '\n'
		}
	}
	return out
}
