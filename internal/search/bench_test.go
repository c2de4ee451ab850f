package search

import (
	"testing"
	"time"

	"github.com/awechec/awechec/internal/movegen"
)

// BenchmarkSearchNPS measures search nodes per second on one thread: an
// evaluation search of a middle-game position with a queue of 12 powers,
// depth 6, and a mate search of the same position, depth 6.
func BenchmarkSearchNPS(b *testing.B) {
	const fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8"
	for _, mode := range []string{"eval", "mate"} {
		b.Run(mode, func(b *testing.B) {
			var nodes uint64
			var elapsed time.Duration
			for i := 0; i < b.N; i++ {
				g := study(b, fen, "WBWWBBWBWWBW")
				var s *Searcher
				if mode == "mate" {
					s = NewMateSearcher(Limits{})
				} else {
					s = NewSearcher(nil, Limits{})
				}
				r := s.Search(g, RootFull, Limits{Depth: 6, Threads: 1})
				nodes += r.Nodes
				elapsed += r.Time
			}
			b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
		})
	}
}

// BenchmarkSolveStudies times Solve on each test study (one thread).
func BenchmarkSolveStudies(b *testing.B) {
	for _, tc := range studies {
		b.Run(tc.name, func(b *testing.B) {
			pos, err := movegen.FromFEN(tc.fen)
			if err != nil {
				b.Fatal(err)
			}
			_ = pos
			for i := 0; i < b.N; i++ {
				g := study(b, tc.fen, tc.queue)
				r := Solve(g, Limits{Threads: 1})
				if !r.Proved {
					b.Fatal("no verdict")
				}
			}
		})
	}
}
