package grammar

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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

// FuzzFastPath: on any text, syntaxCut stops at the token participle
// reports unexpected (none when participle parses the text), and the game
// the reader builds in one pass is participle's parse (oracleDiff).
func FuzzFastPath(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		checkHandBad(t, src)
	})
}
