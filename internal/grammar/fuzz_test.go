package grammar

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// eachSeedFile calls do with each test file and corpus file, whole, and
// the games the reader splits it into.
func eachSeedFile(tb testing.TB, do func(file []byte, games []*notation.Game)) {
	files, _ := filepath.Glob("testdata/*.agn")
	for _, pattern := range []string{"../../corpus/*.agn", "../../corpus/*/*.agn"} {
		more, _ := filepath.Glob(pattern)
		files = append(files, more...)
	}
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		games, err := ReadAll(bytes.NewReader(b), name)
		if err != nil {
			tb.Fatal(err)
		}
		do(b, games)
	}
}

// addSeeds adds the test files and the corpus (each file whole, and each
// of its games as the reader splits it) to a fuzz test's seeds.
func addSeeds(f *testing.F) {
	eachSeedFile(f, func(file []byte, games []*notation.Game) {
		f.Add(file)
		for _, g := range games {
			f.Add(append([]byte(nil), g.Source...))
		}
	})
	f.Add([]byte(seedFrench))
	f.Add([]byte("Chess e4 ( [ ) ] {"))
	f.Add([]byte("\ufeff1-0 1-0 * [A \"b\"] e4 [B \"c\"]"))
	f.Add([]byte("e4 1-0 {a\nb} (abandon) (x\n(y) 0—1 (z) ½–½ *"))
	f.Add([]byte("[Event \"a]\n[B \"c\"]\ne4 1–0 (a) e5"))
	f.Add([]byte("[Event “Paris”]\n[Site « ? »]\n[Round «\u00a01\u00a0»]\n\u00a0 \n1. e4\u202fd5 2. e×d5 e.p. Dxf7 mat Dxf7 ≠ ep mat! passe 00 ½–½"))
	f.Add([]byte("[Event “a\"b”]\n[Event «a»b»]\n[X “a“]\nF×f7 e8=D×"))
	f.Add([]byte("1( *!"))
}

// FuzzReader: any bytes are read without a panic, the reading ends, and
// every diagnostic has a place.
func FuzzReader(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		r := NewReader(bytes.NewReader(src), "fuzz")
		for n := 0; ; n++ {
			if n > len(src)+1 {
				t.Fatalf("more games than bytes")
			}
			g, err := r.Next()
			if err != nil {
				break
			}
			if len(g.Source) == 0 {
				t.Fatalf("game %d has no source", g.Index)
			}
			last := g.SourceLine + bytes.Count(g.Source, []byte{'\n'})
			for _, d := range g.Diags {
				if d.Line < 1 || d.Col < 1 || d.Code == "" || d.Message() == "" {
					t.Fatalf("diagnostic without a place: %+v", d)
				}
				if d.Line < g.SourceLine || d.Line > last {
					t.Fatalf("diagnostic on line %d, outside the game's lines %d..%d: %+v", d.Line, g.SourceLine, last, d)
				}
				// The split ends a game where the tokenizer does: only
				// comments (and notes, 1-0 (abandon)) follow its result.
				if strings.Contains(d.Message(), "after its result") {
					t.Fatalf("game %d split after something its result does not hold: %q: %+v", g.Index, g.Source, d)
				}
			}
		}
	})
}

// FuzzFastPath: the hand-built tree and participle's are the same on
// every text the fast path accepts, the fast path rejects only texts
// participle rejects, stopping at the token participle reports
// unexpected, and the two paths build the same game.
func FuzzFastPath(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		start := lexer.Position{Line: 1, Column: 1}
		toks, _ := tokenize(src, "", start, nil)
		ft, fastOK := fastTree(toks, nil)
		pt, d := participleTree(toks, "", src, 0)
		checkHandBad(t, src)
		if fastOK != (d == nil) {
			t.Fatalf("fast path ok=%v, participle error %v", fastOK, d)
		}
		if fastOK {
			if a, b := treeString(ft), treeString(pt); a != b {
				t.Fatalf("trees differ:\n%s\n%s", a, b)
			}
		}
		a := parseGame(src, "f", start, true, nil)
		b := participleGame(src, "f", start)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("paths differ:\n%s\n%s", dump(a), dump(b))
		}
	})
}

// treeString writes a tree's productions and their tokens, for comparing
// trees.
func treeString(t tree) string {
	var b strings.Builder
	toks := func(ts []lexer.Token) {
		for _, x := range ts {
			fmt.Fprintf(&b, " %d:%d:%q", x.Type, x.Pos.Offset, x.Value)
		}
	}
	var walk func(s span, depth int)
	walk = func(s span, depth int) {
		for _, n := range t.kids(s) {
			fmt.Fprintf(&b, "\n%*s%d %v %d", 2*depth, "", n.prod, n.bracket, n.end)
			toks(t.tokens(&n))
			walk(n.kids, depth+1)
		}
	}
	b.WriteString("lead")
	toks(t.lead)
	b.WriteString("\ntags")
	toks(t.tags)
	walk(t.moves, 0)
	if t.result != nil {
		b.WriteString("\nresult")
		toks([]lexer.Token{*t.result})
	}
	b.WriteString("\ntrailing")
	toks(t.trailing)
	return b.String()
}
