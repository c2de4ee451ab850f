package grammar

import (
	"bytes"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// splitGames splits an archive into the sources of its games.
func splitGames(tb testing.TB, data []byte) [][]byte {
	games, err := ReadAll(bytes.NewReader(data), "bench.agn")
	if err != nil {
		tb.Fatal(err)
	}
	srcs := make([][]byte, len(games))
	for i, g := range games {
		srcs[i] = g.Source
	}
	return srcs
}

// BenchmarkParseGames parses games already split from their archive, as
// a Reader does with each.
func BenchmarkParseGames(b *testing.B) {
	srcs := splitGames(b, archive(200))
	n := 0
	for _, s := range srcs {
		n += len(s)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	sc := &scratch{}
	var g *notation.Game
	start := lexer.Position{Line: 1, Column: 1}
	for b.Loop() {
		for _, s := range srcs {
			g = parseGameInto(g, s, "bench.agn", start, sc)
			if len(g.Diags) > 0 {
				b.Fatal(g.Diags)
			}
		}
	}
}
