package grammar

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"
	"testing"
	"testing/iotest"
	"unicode/utf16"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

func TestReaderSplitsGames(t *testing.T) {
	src := `[Event "one"]

Awélé B3 ... Échecs (1=B) e4 1-0 {after one}

[Event "two"]
Chess e4 ( e5 2. Nf3
[Event "three"]
[Round "3"]
Chess (1=W) Nf3 *
Chess Nc3 0-1 Chess Qh5 1/2-1/2
{final words}
`
	gs, err := ReadAll(strings.NewReader(src), "a.agn")
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		index, line, col int
		result           string
		errs             int
		firstTag         string
		trailing         int
	}
	wants := []want{
		{1, 1, 1, "1-0", 0, "one", 1},
		{2, 5, 1, "", 1, "two", 0},
		{3, 7, 1, "*", 0, "three", 0},
		{4, 10, 1, "0-1", 0, "", 0},
		{5, 10, 15, "1/2-1/2", 0, "", 1},
	}
	if len(gs) != len(wants) {
		for _, g := range gs {
			t.Log(dump(g))
		}
		t.Fatalf("got %d games, want %d", len(gs), len(wants))
	}
	for i, w := range wants {
		g := gs[i]
		tag, _ := g.Tag("Event")
		if g.Index != w.index || g.Start.Line != w.line || g.Start.Col != w.col || g.Result.Text != w.result ||
			g.Diags.Errors() != w.errs || tag != w.firstTag || len(g.Trailing) != w.trailing {
			t.Errorf("game %d:\n%s", i+1, dump(g))
		}
		for _, d := range g.Diags {
			if d.Game != g.Index || d.File != "a.agn" {
				t.Errorf("diagnostic %+v lacks game or file", d)
			}
		}
	}
	// the final comment stands on its own lines after the last result: it
	// trails the last game.
	if gs[4].Trailing == nil || gs[4].Trailing[0].Text != "final words" {
		t.Errorf("last game trailing %+v", gs[4].Trailing)
	}
	if gs[1].Diags[0].Line != 6 || gs[1].Diags[0].Col != 10 {
		t.Errorf("broken game diagnostic %v", gs[1].Diags[0])
	}
	if got := string(gs[3].Source); got != "Chess Nc3 0-1 " {
		t.Errorf("source of game 4 %q", got)
	}
}

func TestReaderCRLFAndBOM(t *testing.T) {
	src := "\ufeff[Event \"é\"]\r\n\r\nChess e4 {a\r\nb} e5 1-0\r\n[Event \"x\"]\r\nChess d4 *\r\n"
	gs, err := ReadAll(strings.NewReader(src), "")
	if err != nil || len(gs) != 2 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	g := gs[0]
	if v, _ := g.Tag("Event"); v != "é" || g.Start.Col != 1 || g.Start.Offset != 3 {
		t.Errorf("first game %s", dump(g))
	}
	if e := g.Body[3]; e.Pos.Line != 4 || e.Pos.Col != 4 {
		t.Errorf("e5 at %+v", e.Pos)
	}
	if c := g.Body[2]; c.Text != "a\nb" {
		t.Errorf("comment %q", c.Text)
	}
	if g2 := gs[1]; g2.Start.Line != 5 || g2.Body[1].Pos.Line != 6 || g2.Body[1].Pos.Col != 7 {
		t.Errorf("second game %s", dump(g2))
	}
}

// TestReaderSkipsLikeTheTokenizer: what the tokenizer skips between tokens
// (a byte-order mark where files were joined, a no-break space, a NUL
// byte) neither starts a game nor stands before its tags.
func TestReaderSkipsLikeTheTokenizer(t *testing.T) {
	tests := []struct {
		name, src string
		events    []string // Event tag of each game
		errs      int      // errors in all
	}{
		{"files joined with cat", "\ufeff[Event \"a\"]\n[Site \"?\"]\nChess e4 1-0\n\ufeff[Event \"b\"]\n[Site \"?\"]\nChess d4 *\n", []string{"a", "b"}, 0},
		{"no-break space after the result", "[Event \"a\"]\nChess e4 1-0\u00a0\n", []string{"a"}, 0},
		{"NUL before the tags", "\x00[Event \"a\"]\n[Site \"?\"]\nChess e4 *\n", []string{"a"}, 1},
		{"bad byte alone after the result", "[Event \"a\"]\nChess e4 1-0 \x81\n", []string{"a"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gs, err := ReadAll(strings.NewReader(tt.src), "")
			if err != nil {
				t.Fatal(err)
			}
			var events []string
			errs := 0
			for _, g := range gs {
				ev, _ := g.Tag("Event")
				events = append(events, ev)
				errs += g.Diags.Errors()
			}
			if !reflect.DeepEqual(events, tt.events) || errs != tt.errs {
				t.Errorf("games %q with %d errors, want %q with %d", events, errs, tt.events, tt.errs)
				for _, g := range gs {
					t.Log(dump(g))
				}
			}
		})
	}
}

func TestReaderEmpty(t *testing.T) {
	for _, src := range []string{"", "\n\n  \r\n", "\ufeff"} {
		gs, err := ReadAll(strings.NewReader(src), "")
		if err != nil || len(gs) != 0 {
			t.Errorf("%q: %d games, %v", src, len(gs), err)
		}
	}
}

type failing struct{ n int }

func (f *failing) Read(p []byte) (int, error) {
	if f.n == 0 {
		f.n++
		return copy(p, "Chess e4 1-0\nChess"), nil
	}
	return 0, errors.New("disk on fire")
}

func TestReaderIOError(t *testing.T) {
	r := NewReader(&failing{}, "")
	if g, err := r.Next(); err != nil || g.Result.Text != "1-0" {
		t.Fatalf("first game: %v %v", g, err)
	}
	if _, err := r.Next(); err == nil || err == io.EOF {
		t.Errorf("want the read error, got %v", err)
	}
}

func TestReaderDiagnosticsRender(t *testing.T) {
	gs, _ := ReadAll(strings.NewReader("[Event \"a\"]\nChess e4 *\n\n[Event \"b\"]\nChess e4 ) e5 *\n"), "p.agn")
	d := gs[1].Diags[0]
	var b strings.Builder
	_ = diag.Render(&b, d, gs[1].SourceLineText(d.Line))
	want := "p.agn:5:10: error[syntax]: expected a move, a comment or a result, found ')'\n 5 | Chess e4 ) e5 *\n   |          ^\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestReaderIndentedGame: an indented game keeps its indentation, so that
// the carets of its first line stand under the fault.
func TestReaderIndentedGame(t *testing.T) {
	gs, _ := ReadAll(strings.NewReader("Chess e4 *\n\n \t Chess e4 hello *\n"), "p.agn")
	if len(gs) != 2 || len(gs[1].Diags) == 0 {
		t.Fatalf("%d games", len(gs))
	}
	d := gs[1].Diags[0]
	var b strings.Builder
	_ = diag.Render(&b, d, gs[1].SourceLineText(d.Line))
	want := "p.agn:3:13: error[syntax]: 'hello' is not a move, a move number, a comment or a result; a comment goes in braces: {hello}\n 3 |  \t Chess e4 hello *\n   |  \t          ^^^^^\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestReaderManyGamesOnOneLine: games cut in the middle of a line keep
// their columns, and the reading stays linear.
func TestReaderManyGamesOnOneLine(t *testing.T) {
	src := strings.Repeat("e4 1-0 ", 5000)
	gs, err := ReadAll(strings.NewReader(src), "")
	if err != nil || len(gs) != 5000 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	last := gs[4999]
	if last.Start.Col != 4999*7+1 || last.Body[0].Pos.Col != 4999*7+1 || last.Result.Pos.Col != 4999*7+4 {
		t.Errorf("last game %s", dump(last))
	}
}

func TestChunksParseLikeNext(t *testing.T) {
	text := strings.Repeat("[Event \"a\"]\n\nAwélé B3 N2 ...\nÉchecs 1. (1=B) e4 (2=B) 0 *\n\n1. e4 ) *\n\n", 20)
	want, err := ReadAll(strings.NewReader(text), "x.agn")
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(strings.NewReader(text), "x.agn")
	var chunks []Chunk
	for {
		c, err := r.NextChunk()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		chunks = append(chunks, c)
	}
	if len(chunks) != len(want) {
		t.Fatalf("%d chunks, %d games", len(chunks), len(want))
	}
	// Parsing every chunk into one recycled game gives the same games.
	var reused *notation.Game
	for i, c := range chunks {
		reused = c.ParseInto(reused)
		if !reflect.DeepEqual(reused, want[i]) {
			t.Fatalf("game %d parsed into a recycled game differs from Next's", i+1)
		}
	}
	got := make([]*notation.Game, len(chunks))
	var wg sync.WaitGroup
	for i := range chunks {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			got[i] = chunks[i].Parse()
		}(i)
	}
	wg.Wait()
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("game %d parsed from its chunk differs from Next's", i+1)
		}
		if chunks[i].Line() != want[i].SourceLine {
			t.Errorf("chunk %d line %d, game source line %d", i+1, chunks[i].Line(), want[i].SourceLine)
		}
	}
}

// FuzzPlainLine checks the split's shortcut: a line plainLine accepts
// holds only tokens that scanLine treats as plain movetext, and ends at
// the first line end.
func FuzzPlainLine(f *testing.F) {
	for _, s := range []string{
		"Awélé 1. C e 2. B a 3. E(2) c(3) 4. D c 5. B b(2) 6. E d",
		"Échecs 1. (1=B) d4 (2=B) c6 2. (3=N) b4 (4=N) f5 3. (5=N) Cd2 (6=N) d6",
		"13. (25=N) 0 (26=N) e5 14. (27=N) 0 (28=N) Fa3 1-0", "e4 (e5) *", "E (3) 25-23", "0-0 O-O-O 1/2-1/2",
		"Df(3) C(5)d (12) (3=) (=B) e8=(Q) ½-½ … 3:W BB N2 $1 !? % x ; y { z } [ ]", "(1(2=B)", "a(1=B)b",
		"\ufeff1-0", "Awélé\u2003E\u202f1-0", "e4\u00a0*", "\xff1-0", "\x00*", "e4 1–0", "d4 0—1", "a–b 1—x",
	} {
		f.Add([]byte(s))
	}
	f.Add([]byte("1. e4 e5\n[Event \"x\"]"))
	f.Add([]byte("(12=W) Nf3 (13\n=W) 0\n"))
	// The power tokens plainLine reads without a loop, at the end of
	// the input, cut, and next to what is not one.
	for _, s := range []string{"(1=W)\n", "(12=W)\n", "E(3)\n", "(12)\n", "(1=W", "(12=W", "(1=W)", "(12=)\n", "(1=1)\n", "(123=W)\n", "(1)(2)\n", "(1=W)1-0\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, all []byte) {
		n, nonblank, ok := plainLine(all)
		if !ok {
			return
		}
		b := all
		if k := bytes.IndexByte(all, '\n'); k >= 0 {
			b = all[:k+1]
		}
		if n != len(b) {
			t.Fatalf("%q: plainLine says its line is %d bytes long, not %d", all, n, len(b))
		}
		any := false
		for i := 0; i < len(b); {
			if g, _ := gap(b[i:]); g > 0 {
				i += g
				continue
			}
			for _, lineStart := range []bool{true, false} {
				typ, _ := match(b[i:], lineStart && i == 0)
				switch typ {
				case tComment, tLineComment, tEscape, tBadComment, tTag, tBadTag, tResult, tPunct:
					t.Fatalf("%q: plainLine accepts it but %q at %d is a %s", b, b[i:], i, typeNames[typ])
				}
			}
			_, n := match(b[i:], false)
			any = true
			i += n
		}
		if any != nonblank {
			t.Fatalf("%q: nonblank %v, tokens %v", b, nonblank, any)
		}
	})
}

func TestGameStartingMidLine(t *testing.T) {
	games, err := ReadAll(strings.NewReader("1. e4 e5 * 1. e4 Fc5 2. Xh5 *\n"), "m.agn")
	if err != nil || len(games) != 2 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	g := games[1]
	if g.SourceLine != 1 || g.SourceCol != 12 {
		t.Fatalf("second game starts at %d:%d, want 1:12", g.SourceLine, g.SourceCol)
	}
	if len(g.Diags) == 0 {
		t.Fatal("no diagnostic for Xh5")
	}
	d := g.Diags[0]
	var b strings.Builder
	if err := diag.Render(&b, d, g.SourceLineText(d.Line)); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	src, caret := lines[1], lines[2]
	at := strings.Index(caret, "^")
	if at < 0 || !strings.HasPrefix(src[at:], "Xh5") {
		t.Errorf("the caret is not under Xh5:\n%s", b.String())
	}
}

// TestReaderUnclosed: a comment or variation never closed ends its game at
// the next tag line; it is reported where it opens, and the games after it
// are read.
func TestReaderUnclosed(t *testing.T) {
	next := "\n\n[Event \"b\"]\n[Site \"?\"]\n\n1. e4 e5 *\n\n[Event \"c\"]\n1. d4 {fine} d5 1-0\n"
	tests := []struct {
		name, src string
		events    []string // Event tag of each game
		errLine   int      // line and column of the first game's error
		errCol    int
		msg       string
	}{
		{"comment", "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 {good move 3. Bb5 a6 1-0" + next, []string{"a", "b", "c"}, 3, 21, "comment is never closed"},
		{"comment over lines", "[Event \"a\"]\n1. e4 {good\nmove\n  2. Nf3 *" + next, []string{"a", "b", "c"}, 2, 7, "comment is never closed"},
		{"comment among the tags", "[Event \"a\"]\n{note\n[Site \"?\"]\n1. e4 *" + next, []string{"a", "", "b", "c"}, 2, 1, "comment is never closed"},
		{"comment after the result", "[Event \"a\"]\n1. e4 1-0 {resigns" + next, []string{"a", "b", "c"}, 2, 11, "comment is never closed"},
		{"comment on the line after the result", "[Event \"a\"]\n1. e4 1-0\n{resigns" + next, []string{"a", "", "b", "c"}, 3, 1, "comment is never closed"},
		{"variation", "[Event \"a\"]\n1. e4 (1. d4 d5 2. c4 1-0" + next, []string{"a", "b", "c"}, 2, 7, "variation is never closed: ')' missing"},
		{"bracket variation", "[Event \"a\"]\n1. e4 [1. d4 {x} d5 *" + next, []string{"a", "b", "c"}, 2, 7, "variation is never closed: ']' missing"},
		{"variation inside a closed one", "[Event \"a\"]\n1. e4 (1. d4 (1... Nf6) d5 (1... e5 2. c4) 1-0" + next, []string{"a", "b", "c"}, 2, 7, "variation is never closed: ')' missing"},
		{"inner variation", "[Event \"a\"]\n1. e4 (1. d4 (1... Nf6 2. c4) 1-0" + next, []string{"a", "b", "c"}, 2, 7, "variation is never closed: ')' missing"},
		{"variation holding an unclosed comment", "[Event \"a\"]\n1. e4 (1. d4 {x d5 *" + next, []string{"a", "b", "c"}, 2, 14, "comment is never closed"},
		// A comment closed after a tag line is not one comment: the tag
		// line ends the game.
		{"tag line inside a comment", "[Event \"a\"]\n1. e4 {see\n[Event \"b\"] below} *\n", []string{"a", "b"}, 2, 7, "comment is never closed"},
		// The file's games are read alike when the file holds no tag line.
		{"no tag line", "1. e4 {good\n2. Nf3 *\n", []string{""}, 1, 7, "comment is never closed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gs, err := ReadAll(strings.NewReader(tt.src), "")
			if err != nil {
				t.Fatal(err)
			}
			var events []string
			for _, g := range gs {
				ev, _ := g.Tag("Event")
				events = append(events, ev)
				checkSame(t, g.Source)
			}
			if !reflect.DeepEqual(events, tt.events) {
				t.Errorf("games %q, want %q", events, tt.events)
				for _, g := range gs {
					t.Log(dump(g))
				}
				return
			}
			// The first game with a diagnostic has the one wanted; the
			// games of b and c have none.
			first := true
			for _, g := range gs {
				ev, _ := g.Tag("Event")
				switch {
				case first && len(g.Diags) > 0:
					first = false
					if d := g.Diags[0]; d.Line != tt.errLine || d.Col != tt.errCol || !strings.Contains(d.Message(), tt.msg) {
						t.Errorf("game %d: %v, want %d:%d %q", g.Index, d, tt.errLine, tt.errCol, tt.msg)
					}
				case (ev == "b" && !strings.Contains(tt.name, "inside") || ev == "c") && len(g.Diags) > 0:
					t.Errorf("game %d has diagnostics:\n%s", g.Index, dump(g))
				}
			}
			if first {
				t.Errorf("no diagnostic")
			}
		})
	}
}

// TestReaderColonResults: a result written with a colon ends its game.
func TestReaderColonResults(t *testing.T) {
	gs, err := ReadAll(strings.NewReader("1. e4 e5 1:0 1. d4 0:1\n1. c4 ½:½\n1. Nf3 1/2:1/2\n"), "")
	if err != nil || len(gs) != 4 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	for i, want := range []string{"1-0", "0-1", "1/2-1/2", "1/2-1/2"} {
		if gs[i].Result.Text != want || !onlyTypedNotes(gs[i]) {
			t.Errorf("game %d:\n%s", i+1, dump(gs[i]))
		}
	}
}

// TestReaderBrokenTag: a tag whose value or bracket is never closed is
// reported where it stands and its line is skipped; the other tags, the
// movetext and the result are read as usual (trial: the whole game was
// lost, read as a game of no tags, no moves and result *).
func TestReaderBrokenTag(t *testing.T) {
	body := "\nAwélé 1. A c 2. E b(2) 3. D(3) d(2)\nÉchecs 1. (1=N) e4 (2=N) e5 2. (3=B) Fc4 (4=B) Cc6 3. (5=B) Dh5 (6=N) Cf6\n4. (7=N) Dxf7# 1-0\n"
	tests := []struct {
		name, head string
		line, col  int
		msg        string
	}{
		{"value never closed", "[Event \"Tag cassé]\n[White \"Paul\"]\n[Black \"Awa\"]\n[Result \"1-0\"]\n", 1, 1, `this tag's value is never closed: '"' missing`},
		{"among the tags", "[White \"Paul\"]\n[Event \"Tag cassé]\n[Black \"Awa\"]\n[Result \"1-0\"]\n", 2, 1, `this tag's value is never closed: '"' missing`},
		{"bracket never closed", "[White \"Paul\"]\n[Black \"Awa\"]\n[Event \"Tag\"  \r\n[Result \"1-0\"]\n", 3, 1, `this tag pair is never closed: ']' missing`},
		{"quote inside the value", "[White \"Paul\"]\n[Black \"Awa\"]\n[Result \"1-0\"]\n[Event \"le \"grand\" tournoi\"]\n", 4, 1, `with \" for a quote inside the value`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prev := "[Event \"before\"]\nChess 1. e4 *\n\n"
			gs, err := ReadAll(strings.NewReader(prev+tt.head+body+"\n[Event \"after\"]\nChess 1. d4 *\n"), "")
			if err != nil || len(gs) != 3 {
				t.Fatalf("%d games, %v", len(gs), err)
			}
			g := gs[1]
			checkSame(t, g.Source)
			white, _ := g.Tag("White")
			result, _ := g.Tag("Result")
			_, hasEvent := g.Tag("Event")
			if white != "Paul" || result != "1-0" || hasEvent || len(g.Tags) != 3 {
				t.Errorf("tags %+v", g.Tags)
			}
			if g.Result.Text != "1-0" || !strings.Contains(briefList(g.Body), "§1:Awélé 1. aw:A aw:c") || !strings.Contains(briefList(g.Body), "san:Dxf7#") {
				t.Errorf("game:\n%s", dump(g))
			}
			if len(g.Diags) != 1 {
				t.Fatalf("diagnostics %v", g.Diags)
			}
			if d := g.Diags[0]; d.Line != 3+tt.line || d.Col != tt.col || d.Code != diag.Syntax || d.Severity != diag.Error || !strings.Contains(d.Message(), tt.msg) {
				t.Errorf("diagnostic %v, want %d:%d %q", d, 3+tt.line, tt.col, tt.msg)
			}
			for _, i := range []int{0, 2} {
				if len(gs[i].Diags) > 0 || gs[i].Result.Text != "*" {
					t.Errorf("game %d:\n%s", i+1, dump(gs[i]))
				}
			}
		})
	}
}

// TestReaderDashResults: a result written with an en or em dash, as word
// processors do (1–0, 0—1), is read as the result and ends its game.
func TestReaderDashResults(t *testing.T) {
	gs, err := ReadAll(strings.NewReader("1. e4 e5 1–0 1. d4 0—1\n1. c4 ½–½\n1. Nf3 1/2—1/2 {x}\n1. g3 0–1\n"), "")
	if err != nil || len(gs) != 5 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	for i, want := range []string{"1-0", "0-1", "1/2-1/2", "1/2-1/2", "0-1"} {
		if gs[i].Result.Text != want || !onlyTypedNotes(gs[i]) {
			t.Errorf("game %d:\n%s", i+1, dump(gs[i]))
		}
		checkSame(t, gs[i].Source)
	}
	if len(gs[3].Trailing) != 1 {
		t.Errorf("game 4 trailing %+v", gs[3].Trailing)
	}
	for _, s := range []string{"1–0–1", "1—0x", "0–1/2"} {
		if typ, _ := match([]byte(s), false); typ == tResult {
			t.Errorf("%q matched as a result", s)
		}
	}
}

// TestReaderResultNote: a text in parentheses right after the result, on
// its line (`1-0 (abandon)`), is a comment that trails the game, as a
// braced one is; it opened a phantom game before.
func TestReaderResultNote(t *testing.T) {
	src := "[Event \"a\"]\nChess 1. e4 e5 1-0 (abandon)\n\n[Event \"b\"]\nChess 1. d4 0-1 {x} ( sur le temps ) ; y\n" +
		"1. c4 * (2) 1. Nf3 *\n1. g3 ½-½ {long\nnote} (agreed)\n1. b3 1-0\n(next line)\n"
	gs, err := ReadAll(strings.NewReader(src), "")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"abandon"}, {"x", " sur le temps ", " y"}, {"2"}, nil, {"long\nnote", "agreed"}, nil}
	if len(gs) != len(want)+1 {
		for _, g := range gs {
			t.Log(dump(g))
		}
		t.Fatalf("%d games, want %d", len(gs), len(want)+1)
	}
	for i, w := range want {
		g := gs[i]
		checkSame(t, g.Source)
		var got []string
		for _, c := range g.Trailing {
			got = append(got, c.Text)
		}
		if !reflect.DeepEqual(got, w) || !onlyTypedNotes(g) {
			t.Errorf("game %d: trailing %q, want %q\n%s", i+1, got, w, dump(g))
		}
	}
	if c := gs[0].Trailing[0]; c.Pos.Line != 2 || c.Pos.Col != 20 || c.Len != len("(abandon)") || c.Kind != notation.Comment {
		t.Errorf("note %+v", c)
	}
	// On the next line, a text in parentheses is no note: it opens the next game.
	if last := gs[len(gs)-1]; len(last.Diags) == 0 || string(last.Source) != "(next line)\n" {
		t.Errorf("last game:\n%s", dump(last))
	}
	// Not closed on its line, or after a result inside a variation: no note.
	for _, s := range []string{"Chess e4 1-0 (abandon\n", "Chess e4 (e5 1-0) (x)"} {
		g := ParseGame([]byte(s), "", 1)
		if len(g.Diags) == 0 || len(g.Trailing) > 0 {
			t.Errorf("%q:\n%s", s, dump(g))
		}
	}
}

// TestReaderTagsOnly: a tag section with no movetext, a blank line, then
// the tags of the next game: two games, the first one warned about.
func TestReaderTagsOnly(t *testing.T) {
	gs, err := ReadAll(strings.NewReader("[Event \"only tags\"]\n[Site \"here\"]\n\n[Event \"second\"]\n[Result \"*\"]\n\n*\n"), "")
	if err != nil || len(gs) != 2 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	if ev, _ := gs[1].Tag("Event"); ev != "second" || len(gs[0].Tags) != 2 || gs[1].Result.Text != "*" || len(gs[1].Diags) > 0 {
		t.Fatalf("games:\n%s\n%s", dump(gs[0]), dump(gs[1]))
	}
	d := gs[0].Diags
	if len(d) != 1 || d[0].Severity != diag.Warning || d[0].Line != 1 || !strings.Contains(d[0].Message(), "tags but no moves") {
		t.Errorf("first game diagnostics %v", d)
	}
	// A blank line between the tags and the movetext is usual.
	gs, _ = ReadAll(strings.NewReader("[Event \"a\"]\n[Site \"b\"]\n\n{note}\n\n1. e4 *\n"), "")
	if len(gs) != 1 || len(gs[0].Tags) != 2 {
		t.Errorf("%d games", len(gs))
	}
}

// TestReaderDoubledLineEnds: a file whose line ends were converted twice
// (CR CR LF, LF CR) has a blank line after each tag; its tags are one tag
// section, not one game each (fmt -w turned one game into 8, its moves
// with no tags, with exit status 0). A tag named again after a blank line
// still begins the next game.
func TestReaderDoubledLineEnds(t *testing.T) {
	game := "[Event \"a\"]\n[White \"Kofi\"]\n[Black \"Léa\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"
	for _, end := range []string{"\r\r\n", "\n\r", "\n\n", "\r\r"} {
		gs, err := ReadAll(strings.NewReader(strings.ReplaceAll(game, "\n", end)), "")
		if err != nil || len(gs) != 1 {
			t.Errorf("%q: %d games, %v", end, len(gs), err)
			continue
		}
		if w, _ := gs[0].Tag("White"); len(gs[0].Tags) != 4 || w != "Kofi" || len(gs[0].Diags) > 0 || gs[0].Result.Text != "*" {
			t.Errorf("%q: %s", end, dump(gs[0]))
		}
	}
	gs, _ := ReadAll(strings.NewReader("[Event \"a\"]\n\n[Site \"b\"]\n\n[Event \"c\"]\n\n1. e4 *\n"), "")
	if len(gs) != 2 || len(gs[0].Tags) != 2 || len(gs[1].Tags) != 1 {
		t.Errorf("%d games", len(gs))
	}
}

// TestReaderCutByTags: a game with moves and no result that a tag line
// ends gets a warning at its last token.
func TestReaderCutByTags(t *testing.T) {
	gs, err := ReadAll(strings.NewReader("1. e4 e5\n[Event \"b\"]\n2. Nf3 *\n"), "")
	if err != nil || len(gs) != 2 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	d := gs[0].Diags
	if len(d) != 1 || d[0].Severity != diag.Warning || d[0].Line != 1 || d[0].Col != 7 || !strings.Contains(d[0].Message(), "no result") {
		t.Errorf("first game diagnostics %v", d)
	}
	if len(gs[1].Diags) > 0 {
		t.Errorf("second game diagnostics %v", gs[1].Diags)
	}
	// Through chunks parsed apart, alike.
	r := NewReader(strings.NewReader("1. e4 (1. d4)\n[Event \"b\"]\n2. Nf3 *\n"), "")
	c, _ := r.NextChunk()
	if d := c.Parse().Diags; len(d) != 1 || d[0].Col != 11 {
		t.Errorf("chunk diagnostics %v", d)
	}
}

// TestReaderCommentsAlone: comments and escapes with no tag, move or
// result are no game: alone in a file they give none, before a game they
// lead it, after the last one they trail it.
func TestReaderCommentsAlone(t *testing.T) {
	gs, err := ReadAll(strings.NewReader("{just a comment}\n; line comment\n% escape\n"), "")
	if err != nil || len(gs) != 0 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	gs, err = ReadAll(strings.NewReader("{lead}\n\n[Event \"a\"]\n1. e4 *\n\n{trail}\n% esc\n"), "")
	if err != nil || len(gs) != 1 || len(gs[0].Body) != 3 || gs[0].Body[0].Text != "lead" || len(gs[0].Trailing) != 2 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	// A comment never closed is reported: its game is kept.
	gs, _ = ReadAll(strings.NewReader("{open\n"), "")
	if len(gs) != 1 || gs[0].Diags.Errors() != 1 {
		t.Errorf("%d games", len(gs))
	}
}

// TestReaderUTF16: a UTF-16 file (Windows Notepad's "Unicode"), with a
// byte-order mark or without, is decoded and its games read, with one
// note, as a Windows-1252 file is; before, it was one encoding error and
// none of its games was read.
func TestReaderUTF16(t *testing.T) {
	enc := func(s string, be bool) []byte {
		var b []byte
		for _, c := range utf16.Encode([]rune(s)) {
			if be {
				b = append(b, byte(c>>8), byte(c))
			} else {
				b = append(b, byte(c), byte(c>>8))
			}
		}
		return b
	}
	const text = "[Event \"é\"]\r\n1. e4 *\n\n[Event \"b\"]\n1. d4 *\n"
	const curly = "[Event \"é\"]\r\n1. e4 {L’œuvre « à la française »…} *\n\n[Event \"b\"]\n1. d4 *\n"
	tests := []struct {
		name, text string
		src        []byte
		from       string
	}{
		{"LE with BOM", text, append([]byte{0xff, 0xfe}, enc(text, false)...), "UTF-16LE"},
		{"BE with BOM", text, append([]byte{0xfe, 0xff}, enc(text, true)...), "UTF-16BE"},
		{"LE", text, enc(text, false), "UTF-16LE"},
		{"BE", text, enc(text, true), "UTF-16BE"},
		// no mark, and characters past Latin-1 with no NUL byte in the
		// first lines (about 40 "NUL byte" errors before)
		{"LE, no mark, curly quotes", curly, enc(curly, false), "UTF-16LE"},
		{"BE, no mark, curly quotes", curly, enc(curly, true), "UTF-16BE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gs, err := ReadAll(bytes.NewReader(tt.src), "u.agn")
			if err != nil || len(gs) != 2 {
				t.Fatalf("%d games, %v", len(gs), err)
			}
			g := gs[0]
			first, _, _ := strings.Cut(tt.text, "\n\n")
			if v, _ := g.Tag("Event"); v != "é" || strings.TrimSpace(string(g.Source)) != strings.TrimSpace(first) {
				t.Errorf("game %s", dump(g))
			}
			d := g.Diags
			if len(d) != 1 || d[0].Code != diag.Charset || d[0].Severity != diag.Note || d[0].Line != 1 ||
				d[0].MessageIn(i18n.English) != "the file is not UTF-8 but "+tt.from+" (Windows Notepad's \"Unicode\"): it was decoded; fmt writes UTF-8" ||
				!strings.Contains(d[0].MessageIn(i18n.French), "le fichier n’est pas en UTF-8 mais en "+tt.from) {
				t.Errorf("diagnostics %v", d)
			}
			if v, _ := gs[1].Tag("Event"); v != "b" || len(gs[1].Diags) != 0 {
				t.Errorf("second game %s", dump(gs[1]))
			}
		})
	}
	// A NUL byte or two in UTF-8 text is no UTF-16.
	gs, _ := ReadAll(strings.NewReader("\x00[Event \"a\"]\n\x00*\n"), "")
	if len(gs) != 1 || len(gs[0].Tags) != 1 {
		t.Errorf("%d games", len(gs))
	}
}

// TestReaderWordProcessorDocument: a .docx or .odt document (a zip
// archive) given as a record is one error that says to save it as plain
// text, not an error for each line of binary it holds.
func TestReaderWordProcessorDocument(t *testing.T) {
	src := append([]byte("PK\x03\x04\x14\x00\x06\x00"), bytes.Repeat([]byte("\x00\xff{(]\n1. e4 \x01"), 500)...)
	gs, err := ReadAll(bytes.NewReader(src), "partie.docx")
	if err != nil || len(gs) != 1 {
		t.Fatalf("%d games, %v", len(gs), err)
	}
	d := gs[0].Diags
	if len(d) != 1 || d[0].Code != diag.Encoding ||
		!strings.Contains(d[0].MessageIn(i18n.English), "save it as plain text (.txt)") ||
		!strings.Contains(d[0].MessageIn(i18n.French), "enregistrez-le en texte brut (.txt)") {
		t.Errorf("diagnostics %v", d)
	}
}

// onlyTypedNotes tells whether every diagnostic of g is a typed-form note
// (a result written 1–0, ½-½, ... is read so, and said).
func onlyTypedNotes(g *notation.Game) bool {
	for _, d := range g.Diags {
		if d.Code != diag.TypedForm || d.Severity != diag.Note {
			return false
		}
	}
	return true
}

// Whole lines taken from the input buffer a block at a time (readLines)
// read as the same lines taken one at a time: a reader fed one byte per
// Read, which never holds a whole block, is the reference. The texts mix
// UTF-8 games with a Windows-1252 line after many of them, bytes that are
// neither, no-break spaces saved in Windows-1252, a byte-order mark, and
// CR and CRLF line ends.
func TestReaderBlocksSameAsLines(t *testing.T) {
	var utf, tail strings.Builder
	for i := 1; i <= 400; i++ {
		fmt.Fprintf(&utf, "[Event \"g%d\"]\n[White \"Léa\"]\n\nÉchecs 1. e4 e5 2. Cf3 Cc6 *\n\n", i)
	}
	for i := 1; i <= 50; i++ {
		fmt.Fprintf(&tail, "[Event \"t%d\"]\n\nChess 1. d4 d5 *\n\n", i)
	}
	texts := map[string]string{
		"utf-8":        "\ufeff" + utf.String(),
		"windows-1252": utf.String() + "[Event \"Op\xe9ra\"]\n\nChess 1. d4 {\xe0 la dame\xa0\xbb} *\n\n" + tail.String() + "[Event \"Pouvoir oubli\xc3\xa9\xa0\xbb\"]\n\nChess 1. e4 *\n",
		"neither":      utf.String() + "[Event \"x\x81y\"]\n\nChess 1. d4 *\n\n" + tail.String(),
		"blank lines":  strings.Repeat("\n", 70000) + "[Event \"caf\xe9\"]\n\nAwele 1. C e 1-0\n" + tail.String(),
	}
	for name, text := range texts {
		for _, ends := range []string{"\n", "\r", "\r\n"} {
			src := strings.ReplaceAll(text, "\n", ends)
			read := func(r io.Reader) []string {
				gs, err := ReadAll(r, "b.agn")
				if err != nil {
					t.Fatal(err)
				}
				var out []string
				for _, g := range gs {
					out = append(out, fmt.Sprintf("%d %d:%d %q %v", g.Index, g.SourceLine, g.SourceCol, g.Source, g.Diags))
				}
				return out
			}
			whole := read(strings.NewReader(src))
			lines := read(iotest.OneByteReader(strings.NewReader(src)))
			if len(whole) != len(lines) {
				t.Fatalf("%s, %q: %d games by blocks, %d by lines", name, ends, len(whole), len(lines))
			}
			for i := range whole {
				if whole[i] != lines[i] {
					t.Fatalf("%s, %q: game %d by blocks\n%s\nby lines\n%s", name, ends, i+1, whole[i], lines[i])
				}
			}
		}
	}
}
