package engine_test

import (
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
)

// BenchmarkMakeUndo measures make/unmake through the engine: a perft of
// depth 4 from the start position under a queue of White and Black
// powers (normal moves and null moves), counting the moves made.
func BenchmarkMakeUndo(b *testing.B) {
	q := []movegen.Color{movegen.White, movegen.Black, movegen.Black, movegen.White, movegen.White}
	var made uint64
	for i := 0; i < b.N; i++ {
		g := engine.NewChess(movegen.Start(), q)
		made += walk(g, 4)
	}
	b.ReportMetric(float64(made)/b.Elapsed().Seconds(), "moves/s")
}

func walk(g *engine.Game, depth int) uint64 {
	if depth == 0 {
		return 0
	}
	var buf [256]movegen.Move
	moves := g.Chess().LegalMoves(buf[:0])
	_, _, powered := g.Power()
	var n uint64
	for _, m := range moves {
		g.MakeChess(m)
		n += 1 + walk(g, depth-1)
		g.UndoChess()
	}
	if powered {
		g.MakeNull()
		n += 1 + walk(g, depth-1)
		g.UndoChess()
	}
	return n
}
