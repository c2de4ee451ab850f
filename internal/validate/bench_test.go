package validate_test

import (
	"bytes"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// BenchmarkCheckReplay is the replay as awechec check makes it (no
// per-move trace: Options.NoMoves) on 300 generated games of every kind,
// written and read back:
// Awechec in French and in English, with handicaps, synchronous, and
// standalone Awélé records. It reports the chess half-moves replayed per
// second.
func BenchmarkCheckReplay(b *testing.B) {
	benchReplay(b, validate.Options{NoMoves: true})
}

// BenchmarkTraceReplay is the same replay with the whole trace (boards
// included), as render, html and annotate make it.
func BenchmarkTraceReplay(b *testing.B) {
	benchReplay(b, validate.Options{})
}

func benchReplay(b *testing.B, opt validate.Options) {
	kinds := []generate.Options{
		{Seed: 1},
		{Seed: 2, Lang: notation.English, Handicap: true},
		{Seed: 3, Variant: notation.Synchronous},
		{Seed: 4, Variant: notation.Synchronous, Handicap: true},
		{Seed: 5, Variant: notation.Awele},
	}
	var games []*notation.Game
	plies := 0
	for i := 0; i < 300; i++ {
		var buf bytes.Buffer
		if err := convert.WriteAGN(&buf, generate.Game(kinds[i%len(kinds)], i+1), convert.Options{}); err != nil {
			b.Fatal(err)
		}
		g := grammar.ParseGame(buf.Bytes(), "gen.agn", 1)
		games = append(games, g)
		plies += len(validate.Game(g, validate.Options{}).Plies)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, g := range games {
			if r := validate.Game(g, opt); !r.Valid {
				b.Fatal("generated game not valid")
			}
		}
	}
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}
