package grammar_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"

	"github.com/awechec/awechec/internal/testenv"
)

// TestQuickGenerated: on generated games of every variant, in French and
// English, with and without handicap, the one-pass path builds what the
// builder builds, and builds nearly all of them itself.
func TestQuickGenerated(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	total, taken := 0, 0
	for _, v := range []notation.Variant{notation.Awechec, notation.Synchronous, notation.Awele} {
		for _, lang := range []notation.Language{notation.French, notation.English} {
			for _, hc := range []bool{false, true} {
				var buf bytes.Buffer
				opt := generate.Options{Seed: uint64(7 + int(v)), Lang: lang, Handicap: hc, Variant: v}
				if err := generate.Write(&buf, opt, n, 1); err != nil {
					t.Fatal(err)
				}
				r := grammar.NewReader(&buf, "gen.agn")
				for {
					c, err := r.NextChunk()
					if err == io.EOF {
						break
					}
					if err != nil {
						t.Fatal(err)
					}
					ok, err := grammar.QuickDiff(c.Src)
					if err != nil {
						t.Fatalf("%v %s handicap=%v: %v", v, lang, hc, err)
					}
					total++
					if ok {
						taken++
					}
				}
			}
		}
	}
	t.Logf("%d of %d generated games built in one pass", taken, total)
	if taken*10 < total*9 {
		t.Errorf("the one-pass path built only %d of %d generated games", taken, total)
	}
}

// BenchmarkReaderGenerated reads 2,000 generated games (the kind of
// archive bench/compare.sh measures) as check does: split, then parse each
// game into the memory of the one before. One goroutine: the reader alone
// on one core.
func BenchmarkReaderGenerated(b *testing.B) {
	var buf bytes.Buffer
	if err := generate.Write(&buf, generate.Options{Seed: 1, Lang: notation.English}, 2000, 0); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := grammar.NewReader(bytes.NewReader(data), "gen.agn")
		var g *notation.Game
		for {
			c, err := r.NextChunk()
			if err == io.EOF {
				break
			} else if err != nil {
				b.Fatal(err)
			}
			g = c.ParseInto(g)
			if len(g.Diags) > 0 {
				b.Fatal(g.Diags)
			}
		}
	}
}

// TestMain runs the package's tests with testenv.Main: the collector at
// 400% (testenv.FewerCollections).
func TestMain(m *testing.M) { testenv.Main(m) }
