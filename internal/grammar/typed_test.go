package grammar

import (
	"fmt"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
)

// TestReaderWindows1252: a file that is not UTF-8 but Windows-1252 is
// decoded and said once, in the game its first such line is in, at that
// line; a line that mixes UTF-8 and other bytes keeps its encoding errors.
func TestReaderWindows1252(t *testing.T) {
	src := "[Event \"a\"]\n\nChess 1. e4 *\n\n[Event \"Op\xe9ra \x93Paris\x94\"]\n[Site \xabNice\xbb]\n\nChess 1. d4 {\xe0 la dame} *\n\n[Event \"c\xe9\"]\n\nChess 1. c4 *\n"
	gs, err := ReadAll(strings.NewReader(src), "w.agn")
	if err != nil || len(gs) != 3 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	if len(gs[0].Diags) != 0 {
		t.Errorf("game 1: %v", gs[0].Diags)
	}
	g := gs[1]
	if ev, _ := g.Tag("Event"); ev != "Opéra “Paris”" {
		t.Errorf("Event %q", ev)
	}
	if site, _ := g.Tag("Site"); site != "Nice" {
		t.Errorf("Site %q", site)
	}
	if c := g.Body[len(g.Body)-1]; c.Text != "à la dame" {
		t.Errorf("comment %q", c.Text)
	}
	var notes []diag.Diagnostic
	for _, d := range g.Diags {
		if d.Code == diag.Charset {
			notes = append(notes, d)
		} else if d.Severity != diag.Note {
			t.Errorf("game 2: %v", d)
		}
	}
	if len(notes) != 1 || notes[0].Line != 5 || notes[0].Severity != diag.Note {
		t.Errorf("game 2 charset notes %v, want one at line 5", notes)
	}
	if len(gs[2].Diags) != 0 {
		t.Errorf("game 3 (said once per file): %v", gs[2].Diags)
	}
	if ev, _ := gs[2].Tag("Event"); ev != "cé" {
		t.Errorf("game 3 Event %q", ev)
	}

	// é, a no-break space and » (E9 A0 BB) read as UTF-8 are one
	// ideogram: the line is Windows-1252 all the same, in the first line
	// that is not UTF-8 as in a later one.
	gs, _ = ReadAll(strings.NewReader("[Event \xab\xa0Op\xe9ra\xa0\xbb]\n\nChess 1. e4 *\n\n[Event \xab\xa0Pouvoir oubli\xe9\xa0\xbb]\n\nChess 1. d4 *\n"), "w.agn")
	if len(gs) != 2 {
		t.Fatalf("é + NBSP + »: %d games", len(gs))
	}
	if ev, _ := gs[1].Tag("Event"); ev != "Pouvoir oublié" || gs[1].Diags.Errors() != 0 {
		t.Errorf("é + NBSP + »: Event %q, %v", ev, gs[1].Diags)
	}
	gs, _ = ReadAll(strings.NewReader("[Event \"Op\xe9ra oubli\xe9\xa0\xbb\"]\n\nChess 1. e4 {\xe0 la dame} *\n"), "w.agn")
	if ev, _ := gs[0].Tag("Event"); len(gs) != 1 || ev != "Opéra oublié\u00a0»" || gs[0].Diags.Errors() != 0 {
		t.Errorf("é + NBSP + » in the first line: Event %q, %v", ev, gs[0].Diags)
	}
	// In a file read as Windows-1252, a line whose only bytes beyond
	// ASCII are é NBSP » is valid UTF-8 by accident: it is decoded.
	gs, _ = ReadAll(strings.NewReader("[Event \"Op\xe9ra\"]\n\nChess 1. e4 *\n\n[Event \"Pouvoir oubli\xe9\xa0\xbb\"]\n\nChess 1. d4 *\n"), "w.agn")
	if ev, _ := gs[1].Tag("Event"); len(gs) != 2 || ev != "Pouvoir oublié\u00a0»" {
		t.Errorf("line valid UTF-8 by accident: Event %q", ev)
	}
	// But not in a UTF-8 file.
	gs, _ = ReadAll(strings.NewReader("[Event \"Pouvoir oubli\xe9\xa0\xbb\"]\n\nChess 1. d4 *\n"), "w.agn")
	if ev, _ := gs[0].Tag("Event"); ev != "Pouvoir oubli\xe9\xa0\xbb" {
		t.Errorf("UTF-8 file: Event %q", ev)
	}
	// A line with a UTF-8 letter (É is C3 89) and a stray byte, after a
	// Windows-1252 line, keeps its encoding errors.
	gs, _ = ReadAll(strings.NewReader("[Event \"Op\xe9ra\"]\n\n\xc3\x89checs 1. e4 {\xe0} *\n"), "w.agn")
	if len(gs) != 1 || gs[0].Diags.Errors() == 0 {
		t.Errorf("UTF-8 letter after a Windows-1252 line: %v", gs[0].Diags)
	}

	// A line mixing UTF-8 and Latin-1 bytes is not decoded.
	gs, _ = ReadAll(strings.NewReader("Échecs 1. e4 {roi \xe9 pion} *\n"), "m.agn")
	if len(gs) != 1 || len(gs[0].Diags) != 1 || gs[0].Diags[0].Code != diag.Encoding {
		t.Errorf("mixed line: %v", gs[0].Diags)
	}
	// A file whose first bad line is no Windows-1252 (a NUL: binary
	// data) is not decoded at all.
	gs, _ = ReadAll(strings.NewReader("Chess 1. e4 {\x00\xe9} *\nChess 1. d4 {\xe9} *\n"), "b.agn")
	if len(gs) != 2 || gs[1].Diags.Errors() != 1 || gs[1].Diags[0].Code != diag.Encoding {
		t.Errorf("binary file: %v", gs)
	}
	// Nor one with a byte Windows-1252 leaves undefined.
	gs, _ = ReadAll(strings.NewReader("Chess 1. e4 {\x81} *\n"), "u.agn")
	if len(gs) != 1 || len(gs[0].Diags) != 1 || gs[0].Diags[0].Code != diag.Encoding {
		t.Errorf("undefined byte: %v", gs[0].Diags)
	}
}

// TestTypedForms: each form as typed is the same token stream as the plain
// form, with one typed-form note.
func TestTypedForms(t *testing.T) {
	tests := []struct{ typed, plain string }{
		{"[Event “Paris”]\nChess 1. e4 *", "[Event \"Paris\"]\nChess 1. e4 *"},
		{"[Event « Paris »]\nChess 1. e4 *", "[Event \"Paris\"]\nChess 1. e4 *"},
		{"[Event «\u00a0Paris\u202f»]\nChess 1. e4 *", "[Event \"Paris\"]\nChess 1. e4 *"},
		{"[Event «Paris»]\nChess 1. e4 *", "[Event \"Paris\"]\nChess 1. e4 *"},
		{"[Event\u00a0« Paris »\u202f]\nChess 1. e4 *", "[Event \"Paris\"]\nChess 1. e4 *"},
		{"[Event\u00a0\"Paris\"]\nChess 1. e4 *", "[Event \"Paris\"]\nChess 1. e4 *"},
		{"[Event “le \"grand\" tournoi”]\nChess 1. e4 *", "[Event \"le \\\"grand\\\" tournoi\"]\nChess 1. e4 *"},
		{"Chess 1. e4 d5 2. e×d5 *", "Chess 1. e4 d5 2. exd5 *"},
		{"Chess 1. e4 e5 2. Nf3 Nc6 3. N×e5 *", "Chess 1. e4 e5 2. Nf3 Nc6 3. Nxe5 *"},
		{"Chess 1. e4 d5 2. e5 f5 3. exf6 e.p. *", "Chess 1. e4 d5 2. e5 f5 3. exf6 *"},
		{"Chess 1. e4 d5 2. e5 f5 3. exf6 ep *", "Chess 1. e4 d5 2. e5 f5 3. exf6 *"},
		{"Chess 1. f3 e5 2. g4 Qh4 mat 0-1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. f3 e5 2. g4 Qh4 ≠ 0-1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. f3 e5 2. g4 Qh4≠ 0-1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. f3 e5 2. g4 Qh4+ Mat 0–1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. f3 e5 2. g4 Qh4 mat. 0-1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. f3 e5 2. g4 Qh4 mat.\n0-1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. f3 e5 2. g4 Qh4 mat.\u00a00-1", "Chess 1. f3 e5 2. g4 Qh4# 0-1"},
		{"Chess 1. e4 ½-½", "Chess 1. e4 1/2-1/2"},
		{"Chess 1. e4 ½–½", "Chess 1. e4 1/2-1/2"},
		{"Chess 1. e4\u00a0e5\u202f1-0", "Chess 1. e4 e5 1-0"},
		// -- turned into a dash by a word processor's autocorrection.
		{"Awélé B2 ...\nÉchecs 1. (1=B) e4 (2=B) – *", "Awélé B2 ...\nÉchecs 1. (1=B) e4 (2=B) -- *"},
		{"Awélé B2 ...\nÉchecs 1. (1=B) e4 (2=B) — *", "Awélé B2 ...\nÉchecs 1. (1=B) e4 (2=B) -- *"},
	}
	for _, tt := range tests {
		a := ParseGame([]byte(tt.typed), "t", 1)
		b := ParseGame([]byte(tt.plain), "t", 1)
		if meaning(a) != meaning(b) {
			t.Errorf("%q read as\n%s\nwant\n%s", tt.typed, meaning(a), meaning(b))
		}
		notes := 0
		for _, d := range a.Diags {
			if d.Code == diag.TypedForm && d.Severity == diag.Note {
				notes++
			} else {
				t.Errorf("%q: %v", tt.typed, d)
			}
		}
		if notes != 1 {
			t.Errorf("%q: %d typed-form notes, want 1: %v", tt.typed, notes, a.Diags)
		}
	}
}

// TestTypedFormErrors: forms that cannot be read safely are syntax errors
// that name them and say what to write.
func TestTypedFormErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"Chess 1. e4 passe *", "the null move is 0"},
		{"Chess 1. e4 Passe *", "the null move is 0"},
		{"Chess 1. e4 e5 2. 00 *", "castling or the null move? write O-O (or O-O-O) for castling, 0 for the null move"},
		{"Chess 1. f3 e5 2. g4 Qh4 mat! 0-1", "write the mate sign on the move, then its annotation: Qh4#!"},
		{"Chess 1. f3 e5 2. g4 Qh4+ mat? 0-1", "Qh4#?"},
		{"Chess mat *", "mat (mate) must follow the mating chess move"},
		{"Chess 1. e4 d5 2. e5 f5 3. exf6e.p. *", "write e.p. apart from the capture: exf6 e.p."},
		{"Chess 1. f3 e5 2. g4 Qh4mat 0-1", "write the mate sign # on the move: Qh4#"},
		{"Chess 1. e4 e.p. *", "e.p. (en passant) must follow a pawn capture"},
		{"Chess 1. Nf3 d5 2. N×d5 *", ""},
		// Castling as typed: lowercase, no hyphen, a dash for the hyphen.
		{"Chess 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. o-o *", "castling is O-O (kingside) or O-O-O (queenside): write O-O"},
		{"Chess 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. OO *", "write O-O"},
		{"Chess 1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O–O–O *", "write O-O-O"},
		{"Chess 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0–0 *", "write O-O"},
	}
	for _, tt := range tests {
		g := ParseGame([]byte(tt.src), "t", 1)
		var got []string
		for _, d := range g.Diags {
			if d.Severity == diag.Error {
				got = append(got, d.Message())
			}
		}
		if tt.want == "" && len(got) > 0 || tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)) {
			t.Errorf("%q: errors %q, want one with %q", tt.src, got, tt.want)
		}
	}
}

// meaning writes what a game means, positions left out: its tags, its
// movetext and its result.
func meaning(g *notation.Game) string {
	var b strings.Builder
	for _, tg := range g.Tags {
		fmt.Fprintf(&b, "[%s %q]\n", tg.Name, tg.Value)
	}
	return b.String() + briefList(g.Body) + " " + g.Result.Text
}
