package convert

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// benchGames reads the seed 000 records and some generated-like random
// ones: the games the writers are measured on.
func benchGames(b *testing.B) []*notation.Game {
	b.Helper()
	var src bytes.Buffer
	for _, f := range []string{"../../corpus/seed000-fr.agn", "../../corpus/seed000-en.agn"} {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		src.Write(data)
		src.WriteString("\n\n")
	}
	for seed := int64(1); seed <= 20; seed++ {
		src.WriteString(randomAwechecRecord(seed))
	}
	games, err := grammar.ReadAll(&src, "bench")
	if err != nil {
		b.Fatal(err)
	}
	return games
}

func benchWrite(b *testing.B, write func(g *notation.Game, r *validate.Report) error) {
	games := benchGames(b)
	reports := make([]*validate.Report, len(games))
	for i, g := range games {
		reports[i] = validate.Game(g, validate.Options{})
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for i, g := range games {
			if err := write(g, reports[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkWriteAGN: fmt's printer.
func BenchmarkWriteAGN(b *testing.B) {
	benchWrite(b, func(g *notation.Game, _ *validate.Report) error { return WriteAGN(io.Discard, g, Options{}) })
}

// BenchmarkTranslate: convert --to de.
func BenchmarkTranslate(b *testing.B) {
	benchWrite(b, func(g *notation.Game, r *validate.Report) error {
		c := *g
		c.Lang, c.LangCandidates = r.Lang, nil
		return WriteAGN(io.Discard, &c, Options{Lang: notation.German})
	})
}

// BenchmarkWritePGN: export --to pgn.
func BenchmarkWritePGN(b *testing.B) {
	benchWrite(b, func(g *notation.Game, r *validate.Report) error {
		return WritePGN(io.Discard, g, PGNOptions{Lang: r.Lang, Variant: &r.Variant})
	})
}
