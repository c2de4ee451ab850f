package grammar

import (
	"bytes"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// recorder is a Visitor that writes down what it is told; pass is its
// answer at EndTags, skipVars at every BeginVariation.
type recorder struct {
	pass, skipVars bool
	events         []string
	tags           []notation.Tag
}

func (r *recorder) BeginGame() { r.events = append(r.events, "begin") }
func (r *recorder) Tag(t notation.Tag) {
	r.tags = append(r.tags, t)
	r.events = append(r.events, fmt.Sprintf("tag %s=%q@%v", t.Name, t.Value, t.Pos))
}
func (r *recorder) EndTags() Skip { r.events = append(r.events, "endtags"); return Skip(r.pass) }
func (r *recorder) Element(e *notation.Element) {
	r.events = append(r.events, fmt.Sprintf("el %d@%d", e.Kind, e.Pos.Offset))
}
func (r *recorder) BeginVariation(e *notation.Element) Skip {
	r.events = append(r.events, fmt.Sprintf("var@%d", e.Pos.Offset))
	return Skip(r.skipVars)
}
func (r *recorder) EndVariation() { r.events = append(r.events, "endvar") }
func (r *recorder) Result(e *notation.Element) {
	r.events = append(r.events, "result "+e.Text)
}
func (r *recorder) EndGame(g *notation.Game) {
	r.events = append(r.events, fmt.Sprintf("end %v", g != nil))
}

// wantEvents is what a recorder is told of g, written out from the game
// built by ParseInto: the tags, then with enter the elements (variations
// entered unless skipVars), result and trailing comments.
func wantEvents(g *notation.Game, enter, skipVars bool) []string {
	ev := []string{"begin"}
	for _, t := range g.Tags {
		ev = append(ev, fmt.Sprintf("tag %s=%q@%v", t.Name, t.Value, t.Pos))
	}
	ev = append(ev, "endtags")
	if !enter {
		return append(ev, "end false")
	}
	var walk func(els []notation.Element)
	walk = func(els []notation.Element) {
		for _, e := range els {
			if e.Kind != notation.Variation {
				ev = append(ev, fmt.Sprintf("el %d@%d", e.Kind, e.Pos.Offset))
				continue
			}
			ev = append(ev, fmt.Sprintf("var@%d", e.Pos.Offset))
			if !skipVars {
				walk(e.Children)
				ev = append(ev, "endvar")
			}
		}
	}
	walk(g.Body)
	if g.Result.Text != "" {
		ev = append(ev, "result "+g.Result.Text)
	}
	walk(g.Trailing)
	return append(ev, "end true")
}

// checkVisit reads every game of src three ways, Parse, Visit entering
// and Visit passing over the movetext (and the variations), and fails
// when the visits' events or the game built differ from Parse's game.
func checkVisit(t *testing.T, src []byte) {
	t.Helper()
	r := NewReader(bytes.NewReader(src), "f")
	for {
		c, err := r.NextChunk()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		want := c.Parse()
		for _, mode := range []struct{ pass, skipVars bool }{{false, false}, {false, true}, {true, false}} {
			rec := &recorder{pass: mode.pass, skipVars: mode.skipVars}
			got := c.Visit(nil, rec)
			if ev := wantEvents(want, !mode.pass, mode.skipVars); !reflect.DeepEqual(rec.events, ev) {
				t.Fatalf("%q, pass=%v skipVars=%v: told\n%s\nwant\n%s", c.Src, mode.pass, mode.skipVars,
					strings.Join(rec.events, "\n"), strings.Join(ev, "\n"))
			}
			if mode.pass {
				if got != nil {
					t.Fatalf("%q: a game passed over is returned", c.Src)
				}
				continue
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: the game visited differs from Parse's:\n%s\n%s", c.Src, dump(got), dump(want))
			}
			// Into a recycled game, as select reads.
			if got := c.Visit(c.Parse(), &recorder{}); !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: the game visited into a recycled one differs from Parse's:\n%s\n%s", c.Src, dump(got), dump(want))
			}
		}
	}
}

func TestVisit(t *testing.T) {
	for _, src := range []string{
		"[Event \"a\"]\n[White \"b\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 1-0 {after}\n",
		"{lead} [Event \"a\"]\n1. e4 *\n",
		"[Event \"a\"] {between} [Site \"b\"]\n1. e4 *\n",
		"[Event \"a\"]\n[Event \"twice\"]\n[Bad\n1. e4 *\n",
		"[Event \"a\"]\n[Result \"1:0\"]\n1. e4 1:0\n",
		"[Event \"a\"]\n",
		"[Event \"a\"]\n1-0\n",
		"1. e4 e5 *\n",
		"",
		"[Event \"a\"]\n1. e4 zz 2. d4 *\n",
		"[Event \"a\"]\n1. e4 (1. d4 *\n",
		"[Event \"a\"]\n1. e4 ) 2. d4 *\n",
		"[Event \"a\"]\nAwele 1. C e 2. B a 3. Ba b 4. C c\nChess 1. (1=W) d4 (2=W) c6 *\n",
		"[Event \"a\"]\nAwele B A(2) C B(2)\n*\n",
		"[Event \"a \\\"q\\\"\"]\n[Site “x”]\n1. e4 *\n",
		"[Event \"a\"]\n1. e4 [Site \"b\"] *\n",
		"[Event \"a\"]\n1. e4 *\n[Event \"next\"]\n1. d4 *\n",
		// Bad bytes in the tags (reported once the visitor enters), in
		// the movetext, in a comment before the tags.
		"[Event \"a\x00b\"]\n[Site \"\xff\"]\n1. e4 *\n",
		"[Event \"a\"]\n1. e4 {\xff\x00} *\n",
		"{\xff} [Event \"a\"]\n1. e4 *\n",
		"[Event \"a\x00\"]", // a tag section alone (FuzzVisit)
		// A comment in parentheses before the tags, read as a comment
		// once the tag after it is found out of place (FuzzVisit).
		"(AAAAAAAAAAAAA 00)[000000 \"00\"]0",
		"(a note on the game)\n[Event \"a\"]\n1. e4 *\n",
		// Tag sections read ahead of the pass (readHeads), or left to
		// it: spaced pairs, escapes, no-break spaces, typographic
		// quotes, a value not UTF-8, a name twice, a Result as typed,
		// a pair not closed, a Unicode space or a control byte between
		// pairs, CRLF line ends, a bracket after the tags.
		"[ A \"x\" ] [B \"y\"]\n1. e4 *",
		"[White   \"  spaced  \" ]  [Black \"x\"]\n\n*\n",
		"[White \"a\\\"b\"]\n*",
		"[A \"\u00a0\"] *",
		"[White\u00a0\"x\"] *",
		"[White \"x\"]\u00a0[Black \"y\"] *",
		"[White \"x\"]\x01[Black \"y\"] *",
		"[White “Dupont”] *",
		"[Black « Noir »] *",
		"[Event \"caf\xe9\"] *",
		"[White \"x\"]\n[White \"y\"]\n*\n",
		"[Result \"½-½\"] ½-½",
		"[Wh-ite \"x\"]\n*\n",
		"[White \"x\"\n*\n",
		"[A\"x\"]",
		"[Event \"a\"]\r\n[Site \"b\"]\r\n\r\n1. e4 *\r\n",
		"[Event \"a\"]\n[1. e4] *\n",
		"[Event \"a\"]\n%escape\n1. e4 *\n",
		// A bad byte in the token that ends the tags, read before the
		// visitor entered (FuzzVisit): reported all the same.
		"[Event \"a\"][B \"\n%esc\x00ape\n1. e4 *\n",
	} {
		checkVisit(t, []byte(src))
	}
	for _, src := range quickSources(t) {
		checkVisit(t, src)
	}
}

// TestVisitTagsReadsNoMovetext: a movetext passed over is not built: a
// game of 300 variations, each of which Parse makes a slice of, is read
// with a few allocations.
func TestVisitTagsReadsNoMovetext(t *testing.T) {
	src := "[Event \"a\"]\n[White \"b\"]\n\n1. e4" + strings.Repeat(" (1. d4 d5)", 300) + " e5 *\n"
	c, err := NewReader(strings.NewReader(src), "f").NextChunk()
	if err != nil {
		t.Fatal(err)
	}
	parse := testing.AllocsPerRun(5, func() { c.Parse() })
	var h headersOnly
	pass := testing.AllocsPerRun(5, func() {
		if c.VisitTags(nil, &h) != nil {
			t.Fatal("a game passed over is returned")
		}
	})
	if parse < 300 || pass > 5 {
		t.Fatalf("allocations: Parse %v, VisitTags passing over the movetext %v (want at least 300 and at most 5)", parse, pass)
	}
}

// headersOnly counts the tags and passes over every movetext.
type headersOnly struct{ n int }

func (h *headersOnly) BeginGame()       {}
func (h *headersOnly) Tag(notation.Tag) { h.n++ }
func (h *headersOnly) EndTags() Skip    { return Pass }

func FuzzVisit(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		checkVisit(t, src)
	})
}
