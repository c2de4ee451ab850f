package grammar

import (
	"bytes"
	"io"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// BenchmarkSplit splits the benchmark archive into games without parsing
// them: the Reader's sequential part.
func BenchmarkSplit(b *testing.B) {
	data := archive(2000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(data), "bench.agn")
		for {
			if _, err := r.NextChunk(); err == io.EOF {
				break
			} else if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkReaderRecycled reads the archive as check does: split, then
// parse each game into the memory of the one before.
func BenchmarkReaderRecycled(b *testing.B) {
	data := archive(2000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(data), "bench.agn")
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
