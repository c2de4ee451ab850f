package archive

import (
	"testing"

	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/validate"
)

// BenchmarkGameKey measures the key of a replayed game.
func BenchmarkGameKey(b *testing.B) {
	_, rs := generated(b, 50, generate.Options{Seed: 1})
	for i := range rs {
		rs[i] = validate.Game(rs[i].Game, Moves.Options(""))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, r := range rs {
			GameKey(r, 0)
		}
	}
}
