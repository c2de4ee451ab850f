package convert

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
	"unsafe"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/fmt")

// roster is the tag section the writer gives a game without tags and
// without a result.
const roster = `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "*"]

`

// movetextOf formats g and returns the movetext without the tag section and
// without the final blank line.
func movetextOf(t *testing.T, g *notation.Game, opt Options) string {
	t.Helper()
	out, err := FormatAGN(g, opt)
	if err != nil {
		t.Fatalf("FormatAGN: %v", err)
	}
	s := string(out)
	i := strings.Index(s, "]\n\n")
	if i < 0 {
		t.Fatalf("no tag section in %q", s)
	}
	s = s[i+3:]
	if !strings.HasSuffix(s, "\n\n") {
		t.Fatalf("game does not end with a blank line: %q", s)
	}
	return strings.TrimSuffix(s, "\n\n")
}

func TestWriteTags(t *testing.T) {
	tests := []struct {
		name   string
		g      *notation.Game
		result string
		want   string
	}{
		{"no tags, no result", game("", "", nil), "", roster + "*\n\n"},
		{"roster reordered, others after in input order", game("fr", "1-0", []string{
			"Language", "fr", "Black", "Noir", "Result", "1-0", "Event", "Open", "White", "Blanc",
			"AweleRules", "awechec", "Round", "3", "Site", "Paris", "Date", "2024.05.01",
		}), "", `[Event "Open"]
[Site "Paris"]
[Date "2024.05.01"]
[Round "3"]
[White "Blanc"]
[Black "Noir"]
[Result "1-0"]
[Language "fr"]
[AweleRules "awechec"]

1-0

`},
		{"values escaped", game("", "*", []string{"Event", `the "big" one \o/`, "Annotator", `a\b`}), "", `[Event "the \"big\" one \\o/"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "*"]
[Annotator "a\\b"]

*

`},
		{"missing Result tag takes the result token", game("", "0-1", nil), "", strings.Replace(roster, `"*"`, `"0-1"`, 1) + "0-1\n\n"},
		{"missing result token takes the Result tag", game("", "", []string{"Result", "1/2-1/2"}), "", strings.Replace(roster, `"*"`, `"1/2-1/2"`, 1) + "1/2-1/2\n\n"},
		{"disagreeing result kept as written", game("", "1-0", []string{"Result", "0-1"}), "", strings.Replace(roster, `"*"`, `"0-1"`, 1) + "1-0\n\n"},
		{"unusable Result tag gives the token *", game("", "", []string{"Result", "won"}), "", strings.Replace(roster, `"*"`, `"won"`, 1) + "*\n\n"},
		{"duplicate roster tag kept among the others", game("", "*", []string{"Event", "A", "Event", "B"}), "", strings.Replace(strings.Replace(roster, `"?"`, `"A"`, 1), "\n\n", "\n[Event \"B\"]\n\n", 1) + "*\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := FormatAGN(tt.g, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != tt.want {
				t.Errorf("got\n%s\nwant\n%s", out, tt.want)
			}
		})
	}
}

func TestWriteMovetext(t *testing.T) {
	tests := []struct {
		name string
		g    *notation.Game
		want string
	}{
		{"awele full form", game("fr", "*", nil, awele(), num(1), aw('D', -1), aw('c', -1), num(2), aw('E', 3), aw('a', -1)),
			"Awélé 1. D c 2. E(3) a *"},
		{"awele pair numbers filled in", game("fr", "*", nil, awele(), num(1), aw('D', -1), aw('c', -1), aw('E', 3), aw('a', -1)),
			"Awélé 1. D c 2. E(3) a *"},
		{"awele without numbers stays without", game("fr", "*", nil, awele(), aw('D', -1), aw('c', -1)),
			"Awélé D c *"},
		{"north first keeps 1...", game("", "*", []string{"Variant", "Awele"}, blk(1), aw('f', 3), aw('A', -1), aw('b', -1)),
			"1... f(3) 2. A b *"},
		{"redundant black number dropped", game("en", "*", nil, chess(), num(1), mv("e4"), blk(1), mv("e5"), num(2), mv("Nf3")),
			"Chess 1. e4 e5 2. Nf3 *"},
		{"white numbers filled in", game("en", "*", nil, chess(), mv("e4"), mv("e5"), mv("Nf3"), mv("Nc6")),
			"Chess 1. e4 e5 2. Nf3 Nc6 *"},
		{"black number after a comment", game("en", "*", nil, chess(), num(1), mv("e4"), comment("best by test"), mv("e5")),
			"Chess 1. e4 {best by test} 1... e5 *"},
		{"black number written before a comment goes after it", game("en", "*", nil, chess(), num(1), mv("e4"), blk(1), comment("c"), mv("e5")),
			"Chess 1. e4 {c} 1... e5 *"},
		{"comment after a white number needs no second one", game("en", "*", nil, chess(), num(1), comment("c"), mv("e4")),
			"Chess 1. {c} e4 *"},
		{"black number after a NAG not needed", game("en", "*", nil, chess(), num(1), mv("e4"), nag(1), blk(1), mv("e5")),
			"Chess 1. e4 $1 e5 *"},
		{"variation numbered and followed by a black number", game("en", "*", nil, chess(), num(1), mv("e4"), mv("e5"),
			variation(mv("c5"), mv("Nf3")), num(2), mv("Nf3"), variation(mv("Bc4")), mv("Nc6")),
			"Chess 1. e4 e5 (1... c5 2. Nf3) 2. Nf3 (2. Bc4) 2... Nc6 *"},
		{"bracket variation and nested variation", game("en", "*", nil, chess(), num(1), mv("e4"),
			notation.Element{Kind: notation.Variation, Bracket: true, Children: []notation.Element{mv("d4"), mv("d5"), variation(mv("Nf6"))}}, mv("e5")),
			"Chess 1. e4 (1. d4 d5 (1... Nf6)) 1... e5 *"},
		{"powers stay apart, number before the power", game("fr", "*", nil, chess(), pw(7, 'B'), mv("Cf6"), pw(8, 'N'), null("--"), pw(9, 'B'), num(2), null("Z0")),
			"Échecs 1. (7=B) Cf6 (8=N) 0 2. (9=B) 0 *"},
		{"colourless power stays colourless", game("fr", "*", nil, chess(), num(1), pw(1, 0), mv("e4")),
			"Échecs 1. (1) e4 *"},
		{"san canonical", game("fr", "*", nil, chess(), num(1), mv("e8D"), mv("h1:Q"), num(2), mv("F:f7"), mv("Cbd7"), num(3), mv("R1e2+"), mv("0-0-0#"), num(4), mv("O-O"), mv("exd8=C")),
			"Échecs 1. e8=D h1=Q 2. Fxf7 Cbd7 3. R1e2+ O-O-O# 4. O-O exd8=C *"},
		{"suffixes glued, NAGs apart", game("en", "*", nil, chess(), num(1), suffix(mv("e4"), "!?"), nag(14), suffix(null("0"), "??")),
			"Chess 1. e4!? $14 0?? *"},
		{"awele suffix", game("fr", "*", nil, awele(), num(1), suffix(aw('E', 3), "!"), aw('a', -1)),
			"Awélé 1. E(3)! a *"},
		{"line comment becomes braces", game("en", "*", nil, chess(), num(1), mv("e4"), lineComment(" a plan"), mv("e5")),
			"Chess 1. e4 {a plan} 1... e5 *"},
		{"line comment holding a brace ends its line", game("en", "*", nil, chess(), num(1), mv("e4"), lineComment(" {sic}"), mv("e5")),
			"Chess 1. e4 ; {sic}\n1... e5 *"},
		{"line comment ending a variation", game("en", "*", nil, chess(), num(1), mv("e4"), variation(mv("d4"), lineComment("}")), mv("e5")),
			"Chess 1. e4 (1. d4 ;}\n) 1... e5 *"},
		{"escape opening a variation", game("en", "*", nil, chess(), num(1), mv("e4"), variation(escape("x"), mv("d4")), mv("e5")),
			"Chess 1. e4 (\n%x\n1. d4) 1... e5 *"},
		{"escape on its own line", game("en", "*", nil, chess(), num(1), mv("e4"), escape("clock 1:00"), mv("e5")),
			"Chess 1. e4\n%clock 1:00\n1... e5 *"},
		{"captures-only section and unrecorded rest", seed000(notation.French),
			"Awélé B3 N2 B2 B2 N2 B5 ...\nÉchecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0\n4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0 7. (13=B) Dh5\n(14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0"},
		{"awele score closes a section", game("fr", "*", nil, awele(), num(1), aw('D', -1), aw('c', -1), score(10, 12), chess(), num(1), pw(1, 'B'), mv("e4")),
			"Awélé 1. D c 10-12\nÉchecs 1. (1=B) e4 *"},
		{"chess numbers run on across sections", game("en", "*", nil, awele(), capt('W', 1), chess(), pw(1, 'W'), mv("e4"),
			awele(), capt('B', 1), chess(), pw(1, 'B'), mv("e5"), mv("Nf3")),
			"Awele W1\nChess 1. (1=W) e4\nAwele B1\nChess 1... (1=B) e5 2. Nf3 *"},
		{"FEN sets the first number", game("en", "*", []string{"SetUp", "1", "FEN", "8/8/8/8/8/8/8/K1k5 b - - 0 40"}, chess(), mv("Kb2"), mv("Ka2")),
			"Chess 40... Kb2 41. Ka2 *"},
		{"synchronous record keeps its interleaving", game("fr", "*", nil, num(1), aw('E', 1), num(1), pw(1, 'B'), mv("e4"), aw('a', 1), pw(2, 'N'), mv("e5")),
			"1. E(1) 1. (1=B) e4 1... a(1) 1... (2=N) e5 *"},
		{"number written after a power goes before it", game("fr", "*", nil, chess(), pw(1, 'B'), num(5), mv("e4")),
			"Échecs 5. (1=B) e4 *"},
		{"disagreeing number kept and followed", game("en", "*", nil, chess(), num(1), mv("e4"), mv("e5"), num(3), mv("Nf3"), mv("Nc6"), mv("Bb5")),
			"Chess 1. e4 e5 3. Nf3 Nc6 4. Bb5 *"},
		{"trailing comments after the result", func() *notation.Game {
			g := game("en", "1-0", nil, chess(), num(1), mv("e4"))
			g.Trailing = []notation.Element{comment("resigns"), lineComment(" end")}
			return g
		}(), "Chess 1. e4 1-0 {resigns} {end}"},
		{"multi-line comment kept as written", game("en", "*", nil, chess(), num(1), mv("e4"), comment("first line\nsecond line"), mv("e5")),
			"Chess 1. e4 {first line\nsecond line} 1... e5 *"},
		{"undecided language keeps keywords as written", game("", "*", nil,
			notation.Element{Kind: notation.SectionMark, Section: notation.AweleSection, Text: "Oware"}, aw('A', -1)),
			"Oware A *"},
		{"known language spells keywords", game("fr", "*", nil,
			notation.Element{Kind: notation.SectionMark, Section: notation.AweleSection, Text: "Oware"}, aw('A', -1),
			notation.Element{Kind: notation.SectionMark, Section: notation.ChessSection, Text: "Echecs"}),
			"Awélé A\nÉchecs *"},
		{"power list keeps its numbers", game("en", "*", nil, awele(),
			notation.Element{Kind: notation.CaptureEvent, Number: 1, Colour: 'W', Count: 1},
			notation.Element{Kind: notation.CaptureEvent, Number: 2, Colour: 'B', Count: 1}, unrecorded()),
			"Awele 1:W 2:B ... *"},
		{"half point result spelt the PGN way", game("en", "½-½", nil), "1/2-1/2"},
		{"empty variation", game("en", "*", nil, chess(), num(1), mv("e4"), variation()),
			"Chess 1. e4 () *"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := movetextOf(t, tt.g, Options{})
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
			again := movetextOf(t, tt.g, Options{})
			if again != got {
				t.Errorf("not deterministic")
			}
		})
	}
}

func TestWrap(t *testing.T) {
	var body []notation.Element
	body = append(body, chess())
	for i := 1; i <= 40; i++ {
		body = append(body, num(i), pw(2*i-1, 'W'), mv("Nf3"), pw(2*i, 'B'), mv("Nf6"))
	}
	long := strings.Repeat("word ", 30)
	body = append(body, comment(long), mv("Ng1"))
	for _, width := range []int{0, 79, 40, 14} {
		g := game("en", "*", nil, body...)
		out := movetextOf(t, g, Options{Width: width})
		limit := width
		if limit == 0 {
			limit = DefaultWidth
		}
		for _, line := range strings.Split(out, "\n") {
			n := utf8.RuneCountInString(line)
			if n > limit && !strings.HasPrefix(line, "{") {
				t.Errorf("width %d: line of %d columns: %q", width, n, line)
			}
			if strings.HasSuffix(line, ".") || strings.HasSuffix(line, "=W)") || strings.HasSuffix(line, "=B)") {
				t.Errorf("width %d: line ends before its move: %q", width, line)
			}
			if strings.HasPrefix(line, " ") || strings.HasSuffix(line, " ") {
				t.Errorf("width %d: stray space: %q", width, line)
			}
		}
		if !strings.Contains(out, "{"+long+"}") {
			t.Errorf("width %d: comment broken", width)
		}
	}
	// A line is filled up to exactly 79 columns, not one more.
	exact := strings.Repeat("x", 79-len("Chess 1. e4 {}"))
	got := movetextOf(t, game("en", "*", nil, chess(), num(1), mv("e4"), comment(exact), mv("e5")), Options{})
	if want := "Chess 1. e4 {" + exact + "}\n1... e5 *"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	got = movetextOf(t, game("en", "*", nil, chess(), num(1), mv("e4"), comment(exact+"x"), mv("e5")), Options{})
	if want := "Chess 1. e4\n{" + exact + "x} 1... e5 *"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTranslate(t *testing.T) {
	fr, en := seed000(notation.French), seed000(notation.English)
	frText, err := FormatAGN(fr, Options{})
	if err != nil {
		t.Fatal(err)
	}
	enText, err := FormatAGN(en, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		g    *notation.Game
		lang notation.Language
		want []byte
	}{
		{"fr to en", fr, notation.English, enText},
		{"en to fr", en, notation.French, frText},
		{"fr to fr", func() *notation.Game { g := seed000(notation.French); g.Tags = g.Tags[:7]; return g }(), notation.French, frText},
		{"fr kept", fr, "", frText},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FormatAGN(tt.g, Options{Lang: tt.lang})
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(tt.want) {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestTranslateLetters(t *testing.T) {
	tests := []struct {
		name string
		g    *notation.Game
		lang notation.Language
		want string
	}{
		{"promotion and pieces", game("fr", "*", nil, chess(), num(1), mv("e8=D"), mv("Rxf2"), num(2), mv("Tb1"), mv("a1=C+")), notation.English,
			"Chess 1. e8=Q Kxf2 2. Rb1 a1=N+ *"},
		{"german keeps English colour letters", game("fr", "*", nil, awele(), capt('B', 2), capt('N', 1), chess(), num(1), pw(1, 'B'), mv("Fb5"), pw(2, 'N'), mv("Cc6")), notation.German,
			"Awele W2 B1\nSchach 1. (1=W) Lb5 (2=B) Sc6 *"},
		{"from german with French colour letters", game("de", "*", nil, chess(), num(1), pw(1, 'B'), mv("Lb5"), pw(2, 'N'), mv("Sc6")), notation.English,
			"Chess 1. (1=W) Bb5 (2=B) Nc6 *"},
		{"from german with English colour letters", game("de", "*", nil, chess(), num(1), pw(1, 'W'), mv("Lb5"), pw(2, 'B'), mv("Sc6")), notation.French,
			"Échecs 1. (1=B) Fb5 (2=N) Cc6 *"},
		{"colourless power stays colourless", game("en", "*", nil, chess(), num(1), pw(1, 0), mv("Nf3")), notation.French,
			"Échecs 1. (1) Cf3 *"},
		{"variations translated", game("en", "*", nil, chess(), num(1), mv("Nf3"), variation(mv("Bb5"))), notation.French,
			"Échecs 1. Cf3 (1. Fb5) *"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := FormatAGN(tt.g, Options{Lang: tt.lang})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), `[Language "`+string(tt.lang)+`"]`) {
				t.Errorf("Language tag not set:\n%s", out)
			}
			if strings.Count(string(out), "[Language ") != 1 {
				t.Errorf("Language tag written more than once:\n%s", out)
			}
			if got := movetextOf(t, tt.g, Options{Lang: tt.lang}); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestTranslateErrors(t *testing.T) {
	tests := []struct {
		name string
		g    *notation.Game
		lang notation.Language
		want error
	}{
		{"undecided language", game("", "*", nil, chess(), num(1), mv("Bb5")), notation.French, ErrLanguageUnknown},
		{"unknown target", game("fr", "*", nil), "xx", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := FormatAGN(tt.g, Options{Lang: tt.lang})
			if err == nil {
				t.Fatal("no error")
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("error %v, want %v", err, tt.want)
			}
		})
	}
}

func TestWriteDoesNotChangeGame(t *testing.T) {
	g := seed000(notation.French)
	before := len(g.Tags)
	if _, err := FormatAGN(g, Options{Lang: notation.English}); err != nil {
		t.Fatal(err)
	}
	if len(g.Tags) != before || g.Lang != notation.French {
		t.Errorf("the game was changed")
	}
	if v, _ := g.Tag("Language"); v != "fr" {
		t.Errorf("Language tag changed to %q", v)
	}
}

// Builders of hand-made games for the writer's unit tests.

func num(n int) notation.Element { return notation.Element{Kind: notation.MoveNumber, Number: n} }

func blk(n int) notation.Element {
	return notation.Element{Kind: notation.MoveNumber, Number: n, Black: true}
}

func awele() notation.Element {
	return notation.Element{Kind: notation.SectionMark, Section: notation.AweleSection, Text: "Awele"}
}

func chess() notation.Element {
	return notation.Element{Kind: notation.SectionMark, Section: notation.ChessSection, Text: "Chess"}
}

// aw is an Awélé move; count -1 writes none.
func aw(hole byte, count int) notation.Element {
	return notation.Element{Kind: notation.AweleMove, Hole: hole, Count: count}
}

func capt(colour byte, n int) notation.Element {
	return notation.Element{Kind: notation.CaptureEvent, Colour: colour, Count: n}
}

func unrecorded() notation.Element { return notation.Element{Kind: notation.Unrecorded, Text: "..."} }

func score(s, n int) notation.Element {
	return notation.Element{Kind: notation.AweleScore, Score: [2]int{s, n}}
}

func pw(n int, colour byte) notation.Element {
	return notation.Element{Kind: notation.Power, Number: n, Colour: colour}
}

func null(text string) notation.Element { return notation.Element{Kind: notation.NullMove, Text: text} }

func comment(text string) notation.Element {
	return notation.Element{Kind: notation.Comment, Text: text}
}

func lineComment(text string) notation.Element {
	return notation.Element{Kind: notation.Comment, Text: text, LineComment: true}
}

func nag(n int) notation.Element { return notation.Element{Kind: notation.NAG, Number: n} }

func variation(els ...notation.Element) notation.Element {
	return notation.Element{Kind: notation.Variation, Children: els}
}

func escape(text string) notation.Element { return notation.Element{Kind: notation.Escape, Text: text} }

func suffix(e notation.Element, s string) notation.Element {
	e.Suffix = s
	return e
}

// mv is a chess move from its SAN text; it reads the tolerant spellings
// (`:` captures, promotions without `=`, 0-0 castling).
func mv(s string) notation.Element {
	var san notation.SAN
	for len(s) > 0 && (s[len(s)-1] == '+' || s[len(s)-1] == '#') {
		san.Check = s[len(s)-1]
		s = s[:len(s)-1]
	}
	switch s {
	case "O-O", "0-0":
		san.Castle = notation.KingSide
	case "O-O-O", "0-0-0":
		san.Castle = notation.QueenSide
	default:
		if s[0] >= 'A' && s[0] <= 'Z' {
			san.Piece, s = s[0], s[1:]
		}
		if c := s[len(s)-1]; c >= 'A' && c <= 'Z' {
			san.Promo, s = c, strings.TrimRight(s[:len(s)-1], "=:")
		}
		san.ToFile, san.ToRank, s = s[len(s)-2], s[len(s)-1], s[:len(s)-2]
		if strings.HasSuffix(s, "x") || strings.HasSuffix(s, ":") {
			san.Capture, s = true, s[:len(s)-1]
		}
		for _, c := range []byte(s) {
			if c >= 'a' && c <= 'h' {
				san.FromFile = c
			} else {
				san.FromRank = c
			}
		}
	}
	return notation.Element{Kind: notation.ChessMove, SAN: san}
}

// game builds a game; tags alternate names and values.
func game(lang notation.Language, result string, tags []string, body ...notation.Element) *notation.Game {
	g := &notation.Game{Lang: lang, Body: body, Result: notation.Element{Kind: notation.ResultToken, Text: result}}
	for i := 0; i+1 < len(tags); i += 2 {
		g.Tags = append(g.Tags, notation.Tag{Name: tags[i], Value: tags[i+1]})
	}
	return g
}

// seed000 is the seed 000 example (FORMAT.md) in French or English letters.
func seed000(lang notation.Language) *notation.Game {
	W, B := byte('B'), byte('N')
	m := func(fr, en string) notation.Element { return mv(fr) }
	aweleKw, chessKw := "Awélé", "Échecs"
	if lang == notation.English {
		W, B = 'W', 'B'
		m = func(fr, en string) notation.Element { return mv(en) }
		aweleKw, chessKw = "Awele", "Chess"
	}
	body := []notation.Element{
		{Kind: notation.SectionMark, Section: notation.AweleSection, Text: aweleKw},
		capt(W, 3), capt(B, 2), capt(W, 2), capt(W, 2), capt(B, 2), capt(W, 5), unrecorded(),
		{Kind: notation.SectionMark, Section: notation.ChessSection, Text: chessKw},
		num(1), pw(1, W), mv("e4"), pw(2, W), null("0"),
		num(2), pw(3, W), m("Fc4", "Bc4"), pw(4, B), m("Cc6", "Nc6"),
		num(3), pw(5, B), null("0"), pw(6, W), null("0"),
		num(4), pw(7, W), m("Cf3", "Nf3"), pw(8, W), null("0"),
		num(5), pw(9, W), m("Cg5", "Ng5"), pw(10, B), m("Ch6", "Nh6"),
		num(6), pw(11, B), null("0"), pw(12, W), null("0"),
		num(7), pw(13, W), m("Dh5", "Qh5"), pw(14, W), null("0"),
		num(8), pw(15, W), m("Fxf7+", "Bxf7+"), m("Cxf7", "Nxf7"),
		num(9), pw(16, W), m("Dxf7#", "Qxf7#"),
	}
	return game(lang, "1-0", []string{
		"Event", "Exemple de partie", "Site", "?", "Date", "????.??.??", "Round", "-",
		"White", "?", "Black", "?", "Result", "1-0", "Language", string(lang),
	}, body...)
}

// readGames reads every game of src and fails on a syntax error.
func readGames(t *testing.T, src []byte, file string) []*notation.Game {
	t.Helper()
	games, err := grammar.ReadAll(bytes.NewReader(src), file)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	for _, g := range games {
		if g.Diags.Errors() > 0 {
			for _, d := range g.Diags {
				t.Errorf("%s", d)
			}
			t.Fatalf("%s: game %d does not read", file, g.Index)
		}
	}
	return games
}

// formatAll writes games in canonical AGN, translated into lang if set.
func formatAll(t *testing.T, games []*notation.Game, lang notation.Language) []byte {
	t.Helper()
	var b bytes.Buffer
	for _, g := range games {
		if err := WriteAGN(&b, g, Options{Lang: lang}); err != nil {
			t.Fatalf("game %d: %v", g.Index, err)
		}
	}
	return b.Bytes()
}

// TestGolden formats testdata/fmt/*.agn and compares with the .golden
// files (go test ./internal/convert -update rewrites them). On every case it checks
// that formatting the golden again changes nothing, that reading the
// output gives the same model as reading the golden, that nothing of the
// input was lost, and that translating fr ▶ en ▶ fr (or en ▶ fr ▶ en)
// gives back the same bytes.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/fmt/*.agn")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".agn")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			games := readGames(t, src, in)
			got := formatAll(t, games, "")
			golden := strings.TrimSuffix(in, ".agn") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("output differs from %s:\n%s", golden, got)
			}

			again := readGames(t, want, golden)
			if out := formatAll(t, again, ""); !bytes.Equal(out, want) {
				t.Errorf("formatting the golden again changes it:\n%s", out)
			}
			third := readGames(t, formatAll(t, again, ""), golden)
			if len(third) != len(again) {
				t.Fatalf("%d games read back, want %d", len(third), len(again))
			}
			for i := range again {
				if a, b := model(again[i]), model(third[i]); a != b {
					t.Errorf("game %d: read ▶ write ▶ read changes the model:\n%s\n%s", i+1, a, b)
				}
			}

			if len(games) != len(again) {
				t.Fatalf("%d games in the output, want %d", len(again), len(games))
			}
			for i := range games {
				if a, b := essence(games[i]), essence(again[i]); a != b {
					t.Errorf("game %d: content lost or changed:\n in: %s\nout: %s", i+1, a, b)
				}
				for _, tag := range games[i].Tags {
					if !hasTag(again[i], tag) {
						t.Errorf("game %d: tag %s %q lost", i+1, tag.Name, tag.Value)
					}
				}
			}

			for i, g := range again {
				other := map[notation.Language]notation.Language{notation.French: notation.English, notation.English: notation.French}[g.Lang]
				if other == "" {
					continue
				}
				there := readGames(t, formatAll(t, again[i:i+1], other), golden)
				back := formatAll(t, there, g.Lang)
				if own := formatAll(t, again[i:i+1], g.Lang); !bytes.Equal(back, own) {
					t.Errorf("game %d: %s ▶ %s ▶ %s gives\n%s\nwant\n%s", i+1, g.Lang, other, g.Lang, back, own)
				}
			}
		})
	}
}

// hasTag tells whether g holds tag, value included.
func hasTag(g *notation.Game, tag notation.Tag) bool {
	for _, t := range g.Tags {
		if t.Name == tag.Name && t.Value == tag.Value {
			return true
		}
	}
	return false
}

// model describes the whole model of a game but its positions and source.
func model(g *notation.Game) string {
	strip := func(els []notation.Element) []notation.Element { return stripped(els) }
	tags := make([]notation.Tag, len(g.Tags))
	for i, t := range g.Tags {
		tags[i] = notation.Tag{Name: t.Name, Value: t.Value}
	}
	r := g.Result
	r.Pos, r.Len = notation.Pos{}, 0
	return fmt.Sprintf("%+v\n%+v\n%+v\n%+v\nlang %s %v", tags, strip(g.Body), r, strip(g.Trailing), g.Lang, g.LangCandidates)
}

func stripped(els []notation.Element) []notation.Element {
	out := make([]notation.Element, len(els))
	for i, e := range els {
		e.Pos, e.Len = notation.Pos{}, 0
		e.Children = stripped(e.Children)
		out[i] = e
	}
	return out
}

// essence describes what a game records, leaving out what the canonical
// form may change: positions, spellings (null move, keyword, brackets,
// comment kind), move numbers, and the result's tag default.
func essence(g *notation.Game) string {
	var b strings.Builder
	var walk func([]notation.Element)
	walk = func(els []notation.Element) {
		for _, e := range els {
			switch e.Kind {
			case notation.MoveNumber:
				continue
			case notation.Variation:
				b.WriteString("( ")
				walk(e.Children)
				b.WriteString(") ")
				continue
			}
			if e.LineComment && !strings.Contains(e.Text, "}") {
				// Written {...}, a ;-comment loses its separating space and
				// the spaces that end its line (TestLineCommentSpace).
				e.Text = strings.TrimRight(strings.TrimPrefix(e.Text, " "), " \t")
			}
			e.Pos, e.Len, e.Bracket, e.LineComment = notation.Pos{}, 0, false, false
			if e.Kind != notation.Comment && e.Kind != notation.Escape {
				e.Text = ""
			}
			fmt.Fprintf(&b, "%+v ", e)
		}
	}
	walk(g.Body)
	fmt.Fprintf(&b, "| %s | ", resultText(g.Result.Text))
	walk(g.Trailing)
	fmt.Fprintf(&b, "| %s", g.Lang)
	return b.String()
}

func TestGoldenUnchangedByReflect(t *testing.T) {
	// model must see every field of an Element: a new field left out of
	// the comparison would let a round trip lose it silently.
	if n := reflect.TypeOf(notation.Element{}).NumField(); n != 16 {
		t.Errorf("notation.Element has %d fields; check model and essence", n)
	}
}

// TestTranslateHandicap: a translation writes the side of the Handicap tag
// in the target's words, in a form power.ParseHandicap reads; the PGN
// export, which keeps the tags, leaves it.
func TestTranslateHandicap(t *testing.T) {
	tests := []struct {
		value string
		to    notation.Language
		want  string
	}{
		{"Noirs 2/1", notation.English, "Black 2/1"},
		{"Blancs 3/2", notation.English, "White 3/2"},
		{"3/1 Blancs", notation.English, "3/1 White"},
		{"White 3/2", notation.French, "Blancs 3/2"},
		{"black 2/1", notation.French, "Noirs 2/1"},
		{"Noirs 2/1", notation.German, "Black 2/1"},
		{"Noirs 0/1", notation.English, "Noirs 0/1"},
	}
	for _, tt := range tests {
		from := notation.French
		if tt.to == notation.French {
			from = notation.English
		}
		g := &notation.Game{Lang: from, Tags: []notation.Tag{{Name: "Handicap", Value: tt.value}}}
		got := format(t, g, Options{Lang: tt.to})
		if !strings.Contains(got, `[Handicap "`+tt.want+`"]`) {
			t.Errorf("%q to %s:\n%s\nwant %q", tt.value, tt.to, got, tt.want)
		}
	}
	src, err := os.ReadFile("../../corpus/valid/handicap-noirs-2-1-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	g := readAll(t, "handicap", src)[0]
	en := format(t, g, Options{Lang: notation.English})
	if !strings.Contains(en, `[Handicap "Black 2/1"]`) {
		t.Fatalf("to English:\n%s", en)
	}
	back := readAll(t, "en", []byte(en))[0]
	if r := validate.Game(back, validate.Options{}); !r.Valid {
		t.Errorf("the English record does not replay: %v", r.Diags)
	}
	if got, want := format(t, back, Options{Lang: notation.French}), format(t, g, Options{Lang: notation.French}); got != want {
		t.Errorf("fr -> en -> fr:\n%s\nwant\n%s", got, want)
	}
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, g, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(pgn.String(), `[Handicap "Noirs 2/1"]`) {
		t.Errorf("PGN:\n%s", pgn.String())
	}
}

// TestLineCommentSpace: a ;-comment written {...} loses the space that
// separates it from the ; and the spaces that end its line, nothing else;
// one holding a } stays as written.
func TestLineCommentSpace(t *testing.T) {
	src := "[Event \"x\"]\n\nÉchecs 1. e4 ; arrêt convenu  \n1... e5 ;x\n2. Cf3 ;  deux\n2... Cc6 ; a } b\n*\n"
	got := format(t, readAll(t, "c", []byte(src))[0], Options{})
	want := "Échecs 1. e4 {arrêt convenu} 1... e5 {x} 2. Cf3 { deux} 2... Cc6 ; a } b\n*\n"
	if !strings.HasSuffix(got, want+"\n") {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if again := format(t, readAll(t, "c", []byte(got))[0], Options{}); again != got {
		t.Errorf("formatted twice:\n%s\nonce:\n%s", again, got)
	}
}

// TestWordSize keeps a word in one cache line: the printers append one per
// token of every game.
func TestWordSize(t *testing.T) {
	if n := unsafe.Sizeof(word{}); n > 64 {
		t.Errorf("a word takes %d bytes, want at most 64", n)
	}
}
