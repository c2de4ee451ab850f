package grammar

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
)

// countMoves counts the chess and Awélé moves and null moves of a body.
func countMoves(body []notation.Element) int {
	n := 0
	for _, e := range body {
		switch e.Kind {
		case notation.ChessMove, notation.NullMove, notation.AweleMove:
			n++
		}
	}
	return n
}

// A file with CR-only line ends (old Mac) reads as the same file with LF
// ends: the same plies, the diagnostics on their lines, `;` comments and
// `%` escapes ending at their line's end. Before, it was one line: a
// 17-ply game read as 1 ply.
func TestReaderCRLineEnds(t *testing.T) {
	lf := "[Event \"x\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 ; a comment\n2. Cf3 Cc6\n%escape\n3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7 6. Te1 b5 7. Fb3 d6 8. c3 O-O 9. h3 Zz9 *\n"
	for _, v := range []struct{ name, text string }{
		{"LF", lf},
		{"CR", strings.ReplaceAll(lf, "\n", "\r")},
		{"CRLF", strings.ReplaceAll(lf, "\n", "\r\n")},
		{"mixed", strings.Replace(strings.ReplaceAll(lf, "\n", "\r"), "\r", "\r\n", 2)},
	} {
		for name, r := range map[string]func(string) io.Reader{
			"whole":    func(s string) io.Reader { return strings.NewReader(s) },
			"one byte": func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) },
		} {
			gs, err := ReadAll(r(v.text), "cr.agn")
			if err != nil || len(gs) != 1 {
				t.Fatalf("%s, %s: %d games, %v", v.name, name, len(gs), err)
			}
			g := gs[0]
			if n := countMoves(g.Body); n != 17 {
				t.Errorf("%s, %s: %d moves, want 17\n%s", v.name, name, n, dump(g))
			}
			if len(g.Diags) != 1 || g.Diags[0].Line != 7 || g.Diags[0].Col != 69 {
				t.Errorf("%s, %s: diagnostics %v, want one at 7:69", v.name, name, g.Diags)
			}
		}
		// ParseGame reads CR ends too.
		g := ParseGame([]byte(v.text), "cr.agn", 1)
		if n := countMoves(g.Body); n != 17 {
			t.Errorf("%s: ParseGame: %d moves, want 17", v.name, n)
		}
	}
}

// A game longer than MaxGame is one game-too-large error at its first
// line, and the games after it are read as usual, the reader holding no
// more than about MaxGame bytes meanwhile; so is a game with one line
// longer than MaxGame, and one whose line never ends.
func TestReaderMaxGame(t *testing.T) {
	const limit = 4 << 10
	small := func(n int) string {
		return fmt.Sprintf("[Event \"g%d\"]\n\nÉchecs 1. e4 e5 *\n\n", n)
	}
	var many, long strings.Builder
	many.WriteString("[Event \"big\"]\n\nÉchecs")
	for i := 1; i <= 2000; i++ {
		fmt.Fprintf(&many, " %d. Cf3 Cf6\n%d. Cg1 Cg8", 2*i-1, 2*i)
	}
	many.WriteString(" *\n\n")
	long.WriteString("[Event \"long\"]\n\nÉchecs")
	for i := 1; i <= 2000; i++ {
		fmt.Fprintf(&long, " %d. Cf3 Cf6 %d. Cg1 Cg8", 2*i-1, 2*i)
	}
	long.WriteString(" *\n\n")
	for _, c := range []struct{ name, big string }{
		{"many lines", many.String()},
		{"one long line", long.String()},
		{"NUL bytes", strings.Repeat("\x00", 1<<20) + "\n\n"},
		{"long comment", "{" + strings.Repeat("x", 1<<20) + "}\n\n"},
		// Comments after a result go with the next game: that one is
		// too large, and the game after it read.
		{"after the result", "Échecs 1. e4 *\n" + strings.Repeat("{c}\n", 1<<18) + "\n"},
	} {
		want, n := "2:"+diag.GameTooLarge+"@5", 3
		if c.name == "after the result" {
			want, n = "3:"+diag.GameTooLarge+"@6", 4
		}
		src := small(1) + c.big + small(3)
		rd := NewReader(strings.NewReader(src), "big.agn")
		rd.MaxGame = limit
		var games []*notation.Game
		held := 0
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			held = max(held, cap(rd.whole))
			games = append(games, g)
		}
		if held > 2*limit+128<<10 {
			t.Errorf("%s: the reader held %d bytes", c.name, held)
		}
		var codes []string
		for _, g := range games {
			for _, d := range g.Diags {
				codes = append(codes, fmt.Sprintf("%d:%s@%d", g.Index, d.Code, d.Line))
			}
		}
		if len(games) != n || len(codes) != 1 || codes[0] != want {
			t.Errorf("%s: %d games, diagnostics %v; want %d games, %s", c.name, len(games), codes, n, want)
			continue
		}
		if last := games[n-1]; last.Start.Line != 5+strings.Count(c.big, "\n") {
			t.Errorf("%s: the game after starts at line %d, want %d", c.name, last.Start.Line, 5+strings.Count(c.big, "\n"))
		}
	}
}

// An endless line (/dev/zero on standard input) is read with flat memory.
func TestReaderEndlessLine(t *testing.T) {
	rd := NewReader(io.LimitReader(zeros{}, 64<<20), "-")
	rd.MaxGame = 1 << 20
	g, err := rd.Next()
	if err != nil || len(g.Diags) != 1 || g.Diags[0].Code != diag.GameTooLarge {
		t.Fatalf("%v %v", g, err)
	}
	if cap(rd.whole) > 4<<20 {
		t.Errorf("the reader held %d bytes for a 64 MB line", cap(rd.whole))
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// Reading tags is linear: twice the tags, twice the name comparisons
// (countTag on each tag made it quadratic: 100,000 tags took 15 s).
func TestTagsLinear(t *testing.T) {
	work := func(n int) int64 {
		var b bytes.Buffer
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "[T%d \"v\"]\n", i)
		}
		b.WriteString("\nÉchecs 1. e4 *\n")
		var sc scratch
		g := parseGame(b.Bytes(), "t.agn", lexer.Position{Line: 1, Column: 1}, &sc)
		if len(g.Tags) != n {
			t.Fatalf("%d tags read, want %d", len(g.Tags), n)
		}
		return int64(sc.tagCompares + n)
	}
	a, b := work(2000), work(4000)
	if b > 3*a {
		t.Errorf("2000 tags: %d operations, 4000 tags: %d: not linear", a, b)
	}
}

// FuzzCRReader: reading through crReader, in pieces of any size, gives
// crToLF of the whole text, of the same length.
func FuzzCRReader(f *testing.F) {
	for _, s := range []string{"a\rb", "a\r\nb\r", "\r\r\n\n\r", "x\r", ""} {
		f.Add([]byte(s), uint8(1))
	}
	f.Fuzz(func(t *testing.T, src []byte, piece uint8) {
		var r io.Reader = &crReader{r: bytes.NewReader(src)}
		if piece%2 == 1 {
			r = iotest.OneByteReader(&crReader{r: iotest.HalfReader(bytes.NewReader(src))})
		}
		got, err := io.ReadAll(r)
		if err != nil {
			t.Fatal(err)
		}
		if want := crToLF(append([]byte(nil), src...)); !bytes.Equal(got, want) || len(got) != len(src) {
			t.Errorf("%q: read %q, want %q", src, got, want)
		}
	})
}

// FuzzReaderMaxGame: with a small game limit, any bytes are read to the
// end without a panic, every diagnostic has a place, and the reader never
// holds much more than the limit.
func FuzzReaderMaxGame(f *testing.F) {
	addSeeds(f)
	f.Add([]byte("[Event \"a\"]\n\nÉchecs 1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 *\n\n[Event \"b\"]\nÉchecs 1. d4 *\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		r := NewReader(bytes.NewReader(src), "fuzz")
		r.MaxGame = 16
		for n := 0; ; n++ {
			if n > len(src)+1 {
				t.Fatalf("more games than bytes")
			}
			g, err := r.Next()
			if err != nil {
				break
			}
			if cap(r.whole) > 128<<10+4*headMax {
				t.Fatalf("held %d bytes", cap(r.whole))
			}
			for _, d := range g.Diags {
				if d.Line < 1 || d.Col < 1 || d.Code == "" || d.Message() == "" {
					t.Fatalf("diagnostic without a place: %+v", d)
				}
			}
		}
	})
}

// A Windows-1252 file reads the same with LF, CR (old Mac: the French
// Windows and Mac tools of the same years) and CRLF line ends, whole or a
// byte at a time: decoded line by line, the charset note on the first such
// line, a game too large in between skipped, the games after it decoded.
func TestReaderWindows1252LineEnds(t *testing.T) {
	const limit = 4 << 10
	lf := "[Event \"a\"]\n\nÉchecs 1. e4 *\n\n" +
		"[Event \"Op\xe9ra\"]\n\nChess 1. d4 {\xe0 la dame} *\n\n" +
		"[Event \"big\"]\n\nChess 1. c4 {" + strings.Repeat("\xe9", 2*limit) + "} *\n\n" +
		"[Event \"c\xe9\"]\n\nChess 1. c4 *\n"
	for _, v := range []struct{ name, text string }{
		{"LF", lf},
		{"CR", strings.ReplaceAll(lf, "\n", "\r")},
		{"CRLF", strings.ReplaceAll(lf, "\n", "\r\n")},
	} {
		for name, r := range map[string]func(string) io.Reader{
			"whole":    func(s string) io.Reader { return strings.NewReader(s) },
			"one byte": func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) },
		} {
			rd := NewReader(r(v.text), "w.agn")
			rd.MaxGame = limit
			var got []string
			for {
				g, err := rd.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				ev, _ := g.Tag("Event")
				s := fmt.Sprintf("%d %q", g.Index, ev)
				for _, d := range g.Diags {
					s += fmt.Sprintf(" %s@%d", d.Code, d.Line)
				}
				got = append(got, s)
			}
			want := []string{`1 "a"`, `2 "Opéra" charset@5`, `3 "" game-too-large@9`, `4 "cé"`}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s, %s: %q, want %q", v.name, name, got, want)
			}
		}
	}
}

// Variations nested deeper than maxDepth are left out as they are read:
// a 1 MB game of a million '(' kept a million tokens (64 bytes each, over
// 200 MB while the slice grew and was then cut), and under a 2 GB ulimit
// -v about one run in three died of Go's "out of memory". The tokens kept,
// and the bytes allocated, no longer grow with the brackets left out; each
// left-out variation is still reported once, where it opens.
func TestTooDeepLeftOutAsRead(t *testing.T) {
	const n = 1000000
	for _, tt := range []struct {
		name, src string
		deep      int // too-deep diagnostics
		keep      int // the most tokens kept
	}{
		{"a million (", "1. e4 " + strings.Repeat("(", n), 1, 2 * maxDepth},
		{"a million [", "1. e4 " + strings.Repeat("[", n), 1, 2 * maxDepth},
		{"closed", "1. e4 " + strings.Repeat("(e5 ", n/4) + strings.Repeat(")", n/4) + " e5 *", 1, 4 * maxDepth},
		{"twice", "1. e4 " + strings.Repeat("(", n/2) + strings.Repeat(")", n/2-maxDepth+1) + strings.Repeat("(", n/2), 2, 4 * maxDepth},
	} {
		t.Run(tt.name, func(t *testing.T) {
			toks, diags := tokenize([]byte(tt.src), "f", lexer.Position{Line: 1, Column: 1}, nil)
			deep := 0
			for _, d := range diags {
				if d.Code == diag.TooDeep {
					deep++
				}
			}
			if len(toks) > tt.keep || deep != tt.deep {
				t.Errorf("%d tokens kept (at most %d), %d too-deep diagnostics (want %d)", len(toks), tt.keep, deep, tt.deep)
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			g := ParseGame([]byte(tt.src), "f", 1)
			runtime.ReadMemStats(&after)
			// The text, its string copy and the tokens of its first
			// sixth: tens of bytes per byte read, not hundreds.
			if got := after.TotalAlloc - before.TotalAlloc; got > 64*uint64(len(tt.src)) {
				t.Errorf("%d MB allocated for a game of %d KB", got>>20, len(tt.src)>>10)
			}
			if !slices.ContainsFunc(g.Diags, func(d diag.Diagnostic) bool { return d.Code == diag.TooDeep }) {
				t.Errorf("no too-deep diagnostic: %v", g.Diags)
			}
		})
	}
}
