package grammar

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// quickDiff reads src as one game at start and says how the game differs
// from participle's parse of src (oracleDiff), or, read into old (a
// recycled game) when old is not nil, from the game read into a new one
// (nil: no difference). taken tells whether the one-pass path built the
// game at its first try (no syntax error).
func quickDiff(src []byte, start lexer.Position, old *notation.Game) (taken bool, err error) {
	want := parseGameInto(nil, src, "f", start, &scratch{})
	probe := &notation.Game{Source: src}
	taken = quickGame(probe, src, "f", start, &scratch{}, nil)
	if err := oracleDiff(src, start, want); err != nil {
		return taken, fmt.Errorf("%q (taken=%v): %v\n%s", src, taken, err, dump(want))
	}
	if old == nil {
		return taken, nil
	}
	if got := parseGameInto(old, src, "f", start, &scratch{}); !reflect.DeepEqual(want, got) {
		return taken, fmt.Errorf("recycled and new games differ on %q:\n%s\n%s", src, dump(got), dump(want))
	}
	return taken, nil
}

// quickSources returns texts of games the tests know: the grammar's
// testdata, the corpus, the synthetic archive of the benchmark, each split
// into games as the Reader splits them.
func quickSources(t testing.TB) [][]byte {
	var files []string
	for _, pat := range []string{"testdata/*.agn", "../../corpus/*.agn", "../../corpus/*/*.agn", "../../corpus/*/*/*.agn"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	var out [][]byte
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
		out = append(out, chunks(t, b)...)
	}
	out = append(out, chunks(t, archive(20))...)
	// The same with CRLF line ends, as Windows saves them.
	for _, src := range out[:len(out):len(out)] {
		out = append(out, bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n")))
	}
	return out
}

func chunks(t testing.TB, b []byte) [][]byte {
	var out [][]byte
	r := NewReader(bytes.NewReader(b), "x")
	for {
		c, err := r.NextChunk()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c.Src)
	}
}

// TestQuickSameGame: on every game the tests know, at the start of a file
// and in the middle of a line, into a new game and into a recycled one,
// the reader builds what participle parses, and the one-pass path builds
// the plain games at its first try.
func TestQuickSameGame(t *testing.T) {
	srcs := quickSources(t)
	starts := []lexer.Position{{Line: 1, Column: 1}, {Line: 7, Column: 5, Offset: 123}}
	var old *notation.Game
	taken := 0
	for _, src := range srcs {
		for _, st := range starts {
			ok, err := quickDiff(src, st, nil)
			if err != nil {
				t.Fatal(err)
			}
			if old == nil {
				old = parseGame(srcs[len(srcs)-1], "f", st, nil)
			}
			if _, err := quickDiff(src, st, old); err != nil {
				t.Fatal(err)
			}
			if ok {
				taken++
			}
		}
	}
	if taken == 0 {
		t.Fatal("the one-pass path built no game")
	}
	for _, src := range chunks(t, archive(20)) {
		crlf := bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n"))
		if ok, _ := quickDiff(crlf, starts[0], nil); !ok {
			t.Errorf("the one-pass path gave up on a plain game with CRLF line ends:\n%s", src)
		}
		if ok, _ := quickDiff(src, starts[0], nil); !ok {
			t.Errorf("the one-pass path gave up on a plain game:\n%s", src)
		}
	}
	t.Logf("%d of %d texts built in one pass", taken, 2*len(srcs))
}

// FuzzQuick: on any text, at the start of a file or in the middle of a
// line, the reader builds what participle parses; into a recycled game,
// what it builds into a new one.
func FuzzQuick(f *testing.F) {
	addSeeds(f)
	for _, src := range quickSources(f) {
		f.Add(src)
	}
	old := parseGame(archive(1), "f", lexer.Position{Line: 1, Column: 1}, nil)
	f.Fuzz(func(t *testing.T, src []byte) {
		if _, err := quickDiff(src, lexer.Position{Line: 3, Column: 2, Offset: 40}, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := quickDiff(src, lexer.Position{Line: 1, Column: 1}, old); err != nil {
			t.Fatal(err)
		}
	})
}

// quickMatchDiff says how quickMatch and match differ at the start of s.
func quickMatchDiff(s []byte, lineStart bool) error {
	typ, n, q, isSAN := quickMatch(s, lineStart)
	wtyp, wn := match(s, lineStart)
	if typ != wtyp || n != wn {
		return fmt.Errorf("quickMatch(%q) = %s %d, match = %s %d", s, typeNames[typ], n, typeNames[wtyp], wn)
	}
	if isSAN {
		if _, wq := parseSAN(s); wq != q || typ != tSAN {
			return fmt.Errorf("quickMatch(%q) SAN parts %+v, parseSAN %+v", s, q, wq)
		}
	}
	return nil
}

// TestQuickMatch: at every byte of the texts the tests know, quickMatch
// finds the token match finds.
func TestQuickMatch(t *testing.T) {
	for _, src := range quickSources(t) {
		for i := range src {
			if err := quickMatchDiff(src[i:], i == 0 || src[i-1] == '\n'); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzQuickMatch: on any text, quickMatch finds the token match finds.
func FuzzQuickMatch(f *testing.F) {
	for _, s := range []string{"0\r\n", "c\r\n", "Nf3\r\n", "e8\r", "0 -1", "0\t- 3", "0", "0\n", "12...", "12.", "1.e4", "Awélé", "Chess", "Cf3", "e.p.", "ep", "exd5", "B3", "B", "Df(3)", "(12=W)", "(3)", "(", "O-O", "Z0", "mat", "ÉCHECS", "Oware", "C(5)d", "D3 ", "e8=D+"} {
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, s []byte, lineStart bool) {
		if len(s) == 0 {
			return
		}
		if err := quickMatchDiff(s, lineStart); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzPlainTag: on any text, a tag pair ReadTagPair reads is a Tag
// token of its length; one it calls plain the builder's tagOf reads as
// written, with no note of its form, and quickTag keeps it so (but for a
// Result tag, which quickTag also wants canonical).
func FuzzPlainTag(f *testing.F) {
	for _, s := range []string{`[Event "x"]`, "[Event \"x\"]\n1. e4", "[ Site\t\"a b\" ]", `[Event "a\"b"]`, "[Event \"a\nb\"]", `[Event "x"`, `[E"x"]`, `[Event  ""] x`, "[Event \u00a0\"x\"]", `[Date "2015.09.16"]   ]`, `[Result "1:0"]`, "[Event “x”]", "[Event « x »]"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, s []byte) {
		tp := ReadTagPair(s)
		if tp.Len == 0 {
			return
		}
		for _, lineStart := range []bool{true, false} {
			if typ, m := match(s, lineStart); typ != tTag || m != tp.Len {
				t.Fatalf("%q: ReadTagPair reads %d bytes, match a %s of %d", s, tp.Len, typeNames[typ], m)
			}
		}
		if !tp.Plain {
			return
		}
		name, value := string(s[tp.Name0:tp.Name1]), string(s[tp.Head:tp.Value1])
		v := string(s[:tp.Len])
		if tg, typographic := tagOf(lexer.Token{Value: v}, tp); typographic || tagSpaced(v, tp) || tg.Name != name || tg.Value != value {
			t.Fatalf("%q: plain, but the builder reads %q=%q (typographic %v, spaced %v), not %q=%q", s, tg.Name, tg.Value, typographic, tagSpaced(v, tp), name, value)
		}
		if name == "Result" {
			return // quickTag also wants a result written canonically
		}
		var g notation.Game
		if !quickTag(&g, v, &tp, notation.Pos{}) {
			t.Fatalf("%q: quickTag refuses a plain pair", s)
		}
		if tg := g.Tags[0]; tg.Name != name || tg.Value != value {
			t.Fatalf("%q: quickTag keeps %q=%q, ReadTagPair reads %q=%q", s, tg.Name, tg.Value, name, value)
		}
	})
}

// TestQuickBuildsWhatTheBuilderWords: the one-pass path builds with the
// builder's own methods, so that a game whose tokens the grammar takes
// but the builder has something to say about (a form as typed, a tag
// given twice, a number too large, a misplaced annotation, a tag section
// alone) is built in one pass, with the builder's diagnostics; and so is
// a game with bad bytes, spaces beyond ASCII or variations nested too
// deep, with the scanner's (scanDiags), and a game with captures-only
// sections or power tokens without their number, (N) (modeAhead,
// loneColour).
func TestQuickBuildsWhatTheBuilderWords(t *testing.T) {
	for _, src := range []string{
		"[Event \"a\"]\n[Event \"b\"]\n\nÉchecs 1. e4 *\n",
		"[Result \"1:0\"]\n\nÉchecs 1. e4 1:0\n",
		"[Event “Open”]\n[Site « Paris »]\n\nÉchecs 1. e4 *\n",
		"[Event \"a\"\n[Site \"b\"]\n\nÉchecs 1. e4 *\n",
		"[Event \"a\"]\n",
		"Échecs 1. e4 e5 2. Dh5 Cc6 3. Fc4 Cf6 4. Dxf7 mat 1-0\n",
		"Échecs 1. e4 d5 2. e5 f5 3. exf6 e.p. *\n",
		"Échecs 1. e4+ + *\n",
		"Échecs 1234567. e4 *\n",
		"Échecs 1. e4 ... *\n",
		"Échecs 1. e4 ! ! *\n",
		"Échecs 1. O-O≠ – *\n",
		"Échecs 1. e4 25-23 *\n",
		"Échecs 1. e4\x00 e5 *\n",
		"[Event \"a\xff\"]\n\nÉchecs 1. e4 {\xfe} e5 *\n",
		"Échecs 1. e4\u00a0! *\n",
		"Échecs 1. e4 " + strings.Repeat("(e4 ", 70) + strings.Repeat(")", 70) + " *\n",
		"Awélé ! B3 N2 B2 B2 N2 B5 ...\nÉchecs 1. (1=B) e4 (2=B) e5 *\n",
		"Awélé B3 B N2 (B2 e4) 1:W BBNN W3 ...\nÉchecs 1. (N) e4 (B) [N] e5 (N e4) *\n",
		"Awélé 1. B3 B b(2) Échecs 1. e4 B3 W2 *\n",
	} {
		probe := &notation.Game{Source: []byte(src)}
		if !quickGame(probe, []byte(src), "f", lexer.Position{Line: 1, Column: 1}, &scratch{}, nil) {
			t.Errorf("%q: the one-pass path gave up", src)
		}
		if _, err := quickDiff([]byte(src), lexer.Position{Line: 1, Column: 1}, nil); err != nil {
			t.Error(err)
		}
		if g := ParseGame([]byte(src), "f", 1); len(g.Diags) == 0 {
			t.Errorf("%q: no diagnostic", src)
		}
	}
}

// TestQuickBuildsSyntaxErrors: a game with a syntax error is built in one
// pass too, up to the cut or with its comment in parentheses read as a
// comment (quickErr), into what participle's parse gives: each planted
// error kind, and the error texts the tests know; the first try of the
// one pass gives up on each.
func TestQuickBuildsSyntaxErrors(t *testing.T) {
	srcs := [][]byte{[]byte("1. e4 (bon coup) e5 *\n"), []byte("Échecs 1. e4 (1... e5 (2. Cf3 Cc6\n1. d4 *\n"), []byte("  ) Nf3 Cc6 *"), []byte("\n\n(Nf3 Cc6 *")}
	for _, p := range plantedErrors {
		srcs = append(srcs, []byte(p.src))
	}
	srcs = append(srcs, quickSources(t)...)
	errs := 0
	for _, src := range srcs {
		st := lexer.Position{Line: 2, Column: 3, Offset: 17}
		toks, _ := tokenize(src, "f", st, nil)
		if bad, _ := syntaxCut(toks, nil); bad < 0 {
			continue
		}
		errs++
		if quickGame(&notation.Game{Source: src}, src, "f", st, &scratch{}, nil) {
			t.Errorf("%q: the first try built a game with a syntax error", src)
		}
		if err := oracleDiff(src, st, parseGame(src, "f", st, nil)); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
	if errs < len(plantedErrors) {
		t.Fatalf("%d texts with a syntax error, want %d at least", errs, len(plantedErrors))
	}
}

// TestQuickErrStops: given a syntax error's diagnostics but a cut past the
// error (no known text makes one), the one pass still builds the game: up
// to the token it cannot place, the variations still open left out, with
// the result that ends the text.
func TestQuickErrStops(t *testing.T) {
	for _, c := range []struct {
		src, result string
		kinds       []notation.Kind
	}{
		{"1. e4 zzz e5 *\n", "*", []notation.Kind{notation.MoveNumber, notation.ChessMove}},
		{"1. e4 (1... e5 zzz e6) d4 1-0\n", "1-0", []notation.Kind{notation.MoveNumber, notation.ChessMove}},
		{"1. e4 e5 (2. d4 (2. c4 *\n", "", []notation.Kind{notation.MoveNumber, notation.ChessMove, notation.ChessMove}},
	} {
		src := []byte(c.src)
		st := lexer.Position{Line: 1, Column: 1}
		toks, diags := tokenize(src, "f", st, nil)
		r, trailing := endResult(toks)
		e := &quickErr{pre: diags, end: len(src), start: toks[0].Pos, result: r, trailing: trailing}
		g := &notation.Game{Source: src}
		if !quickGame(g, src, "f", st, &scratch{}, e) {
			t.Fatalf("%q: the one pass gave up", c.src)
		}
		var kinds []notation.Kind
		for _, e := range g.Body {
			kinds = append(kinds, e.Kind)
		}
		if !reflect.DeepEqual(kinds, c.kinds) || g.Result.Text != c.result {
			t.Errorf("%q: built %v, result %q; want %v, %q", c.src, kinds, g.Result.Text, c.kinds, c.result)
		}
	}
}
