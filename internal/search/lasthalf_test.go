package search

import (
	"testing"

	"github.com/awechec/awechec/internal/engine"
)

// lastHalfReference is lastHalfMove written straight: every legal move
// generated, the owner's null move searched or the mover's appended, the
// moves that give check (GivesCheckWith) searched, and the first other
// move, in their order, standing for the others.
func lastHalfReference(w *worker, nv node) int32 {
	n := &nv
	moves := w.gen(n.ply)
	if sc, ok := w.terminal(n, len(moves) > 0); ok {
		return sc
	}
	if n.powered {
		if w.g.Queue()[w.g.Next()] != w.g.Chess().Turn() {
			if sc, ok := w.ownerNull(n); ok {
				return sc
			}
		} else {
			moves = append(moves, engine.Null)
		}
	}
	pos := w.g.Chess()
	c := pos.Checks()
	var checks, quiet []engine.Move
	for _, m := range moves {
		if m != engine.Null && pos.GivesCheckWith(&c, m.Chess()) {
			checks = append(checks, m)
		} else {
			quiet = append(quiet, m)
		}
	}
	best, bestMove := -inf, engine.Move(0)
	a := n.alpha
	try := func(m engine.Move) bool {
		sc := w.leafMove(m, a, n.beta, n.ply)
		if sc > best {
			best, bestMove = sc, m
			a = max(a, sc)
		}
		return a >= n.beta || w.aborted
	}
	done := len(quiet) > 0 && n.beta <= 0 && try(quiet[0])
	for _, m := range checks {
		if done {
			break
		}
		done = try(m)
	}
	if !done && len(quiet) > 0 && n.beta > 0 && !try(quiet[0]) {
		w.skipped(len(quiet) - 1)
	}
	if w.aborted {
		return 0
	}
	if _, mate := IsMate(best); !mate && !done {
		bestMove = n.ttMove
	}
	return w.finish(n, best, bestMove)
}

// TestLastHalfMove compares the mate search with lastHalfMove (the checks
// and the first other move generated alone, that move scored without
// being made) with the same search through lastHalfReference, on the solve
// studies and every third position of three generated games (both roots
// where a power is due), at depths 1 to 4, and 1 to 6 under a node
// limit: the
// results are the same, nodes, best move and completeness included, and
// so are the tables they leave.
func TestLastHalfMove(t *testing.T) {
	compared, stopped := 0, 0
	// One searcher each for every search, in the same order: the tables
	// carry what each search left to the next, which must agree too.
	fast, ref := NewMateSearcher(Limits{Threads: 1}), NewMateSearcher(Limits{Threads: 1})
	ref.lastRef = lastHalfReference
	compare := func(name string, g *engine.Game, root Root) {
		for depth := 1; depth <= 6; depth++ {
			for _, nodes := range []uint64{0, 3000} {
				if depth > 4 && nodes == 0 {
					continue // the node limit keeps the test short
				}
				l := Limits{Depth: depth, Threads: 1, Nodes: nodes}
				got := fast.Search(g, root, l)
				want := ref.Search(g, root, l)
				got.Time, want.Time = 0, 0
				if got != want {
					t.Fatalf("%s root %d depth %d nodes %d: %+v, the reference %+v", name, root, depth, nodes, got, want)
				}
				compared++
				if got.Stopped {
					stopped++
				}
			}
		}
		// What the searches stored, the moves of the nodes that failed
		// high on the stand-in among them, is the same too.
		for i := range fast.tt.slots {
			if f, r := &fast.tt.slots[i], &ref.tt.slots[i]; f.data.Load() != r.data.Load() || f.check.Load() != r.check.Load() {
				t.Fatalf("%s root %d: the tables differ at slot %d", name, root, i)
			}
		}
	}
	searchedPositions(t, compare)
	if stopped < 50 {
		t.Fatalf("%d searches compared, only %d stopped by the node limit", compared, stopped)
	}
	t.Logf("%d searches compared, %d stopped by the node limit", compared, stopped)
}
