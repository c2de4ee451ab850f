package stats_test

import (
	"bytes"
	"io"
	"sync"
	"testing"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

var (
	archiveOnce sync.Once
	archive     []byte
	archivePly  int
)

// benchArchive is 300 generated Awechec games in canonical AGN, and their
// number of chess half-moves.
func benchArchive(b *testing.B) ([]byte, int) {
	archiveOnce.Do(func() {
		var buf bytes.Buffer
		if err := generate.Write(&buf, generate.Options{Seed: 1, Lang: notation.English}, 300, 0); err != nil {
			b.Fatal(err)
		}
		archive = buf.Bytes()
		games, _ := grammar.ReadAll(bytes.NewReader(archive), "")
		for _, g := range games {
			archivePly += len(validate.Game(g, validate.Options{}).Plies)
		}
	})
	return archive, archivePly
}

func report(b *testing.B, plies int) {
	b.SetBytes(int64(len(archive)))
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkRead is the reader alone: split and parse every game.
func BenchmarkRead(b *testing.B) {
	data, plies := benchArchive(b)
	for b.Loop() {
		r := grammar.NewReader(bytes.NewReader(data), "")
		for {
			if _, err := r.Next(); err == io.EOF {
				break
			}
		}
	}
	report(b, plies)
}

// BenchmarkValidate is the replay alone, on one core.
func BenchmarkValidate(b *testing.B) {
	data, plies := benchArchive(b)
	games, _ := grammar.ReadAll(bytes.NewReader(data), "")
	for b.Loop() {
		for _, g := range games {
			validate.Game(g, validate.Options{})
		}
	}
	report(b, plies)
}

// BenchmarkCheck is what awechec check and stats do: read on one
// goroutine, validate and sum up on every core, in order.
func BenchmarkCheck(b *testing.B) {
	data, plies := benchArchive(b)
	for b.Loop() {
		r := grammar.NewReader(bytes.NewReader(data), "")
		sum := stats.New()
		next := func() (*notation.Game, bool, error) {
			g, err := r.Next()
			if err == io.EOF {
				return nil, false, nil
			}
			return g, err == nil, err
		}
		work := func(g *notation.Game) stats.Row { return stats.FromReport("", validate.Game(g, validate.Options{})) }
		if err := batch.Ordered(0, next, work, func(row stats.Row) error { sum.Add(row); return nil }); err != nil {
			b.Fatal(err)
		}
	}
	report(b, plies)
}
