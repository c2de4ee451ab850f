package archive

import (
	"bytes"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/validate"
)

// BenchmarkScanTags measures the quick tag scan against a full parse of
// the same generated games.
func BenchmarkScanTags(b *testing.B) {
	var buf bytes.Buffer
	for i := 1; i <= 200; i++ {
		convert.WriteAGN(&buf, generate.Game(generate.Options{Seed: 1}, i), convert.Options{})
	}
	rd := grammar.NewReader(strings.NewReader(buf.String()), "b")
	var chunks []grammar.Chunk
	for {
		c, err := rd.NextChunk()
		if err != nil {
			break
		}
		c.Src = append([]byte(nil), c.Src...)
		chunks = append(chunks, c)
	}
	b.Run("scan", func(b *testing.B) {
		b.SetBytes(int64(buf.Len()))
		for i := 0; i < b.N; i++ {
			for _, c := range chunks {
				ScanTags(c.Src)
			}
		}
	})
	b.Run("parse", func(b *testing.B) {
		b.SetBytes(int64(buf.Len()))
		for i := 0; i < b.N; i++ {
			for _, c := range chunks {
				c.Parse()
			}
		}
	})
}

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
