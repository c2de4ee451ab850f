package search

import (
	"bytes"
	"io"
	"sync/atomic"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/validate"

	"github.com/awechec/awechec/internal/testenv"
)

// mateFor searches (g, root), or the position after m when after, for a
// forced mate up to depth half-moves and returns its length for side by
// counted from g (positive: by mates, negative: by is mated, 0: none).
func mateFor(g *engine.Game, root Root, after bool, m engine.Move, by movegen.Color, depth int) int {
	mover := g.Chess().Turn()
	if after {
		play(g, m)
		defer g.UndoChess()
		if g.Status() == engine.Checkmate {
			if mover == by {
				return 1
			}
			return -1
		}
		root = RootFull
		depth--
	}
	r := NewMateSearcher(Limits{Threads: 1}).Search(g, root, Limits{Depth: depth, Threads: 1})
	n, ok := IsMate(r.Score)
	if !ok {
		return 0
	}
	if after {
		if n > 0 {
			n++
		} else {
			n--
		}
		n = -n
	}
	if mover != by {
		n = -n
	}
	return n
}

// generated validates the first n games generate plays with seed.
func generated(t *testing.T, seed uint64, n int) []*validate.Report {
	t.Helper()
	var b bytes.Buffer
	for i := 1; i <= n; i++ {
		if err := convert.WriteAGN(&b, generate.Game(generate.Options{Seed: seed}, i), convert.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	return reportsOf(t, &b, "generated.agn", n)
}

// reportsOf reads up to n games of r and validates them.
func reportsOf(t *testing.T, r io.Reader, name string, n int) []*validate.Report {
	t.Helper()
	rd := grammar.NewReader(r, name)
	var out []*validate.Report
	for len(out) < n {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, validate.Game(g, validate.Options{}))
	}
	return out
}

// TestEveryMateClaimProved replays 20 generated games and checks every
// judgement that mentions a mate with a mate search of its own (issue 27:
// 13 of 34 "??" checked in generated games marked a delayed mate): a mate
// given up was there before and is gone after, a mate walked into is there
// after and was not before, a delayed mate is still there; a `!` on a
// choice that keeps a mate has no other choice that mates.
func TestEveryMateClaimProved(t *testing.T) {
	testenv.Long(t, "20 games analysed")
	t.Parallel()
	var claims, analysed, onlies atomic.Int64
	reps := generated(t, 27, 20)
	eachParallel(t, "game", len(reps), func(t *testing.T, i int) {
		rep, games := reps[i], i+1
		a := AnalyseGame(rep, AnalyseOptions{Limits: Limits{Depth: 1, Threads: 1}, MateDepth: 5, AweleDepth: 1})
		_, err := ReplayWith(rep, func(i int, g *engine.Game) {
			pa := &a.Plies[i]
			if pa.Depth == 0 {
				return
			}
			var played engine.Move = engine.Null
			if !pa.Ply.Null {
				m, _ := g.Chess().ParseUCI(pa.Ply.UCI)
				played = engine.ChessMove(m)
			}
			_, _, powered := g.Power()
			check := func(d *Decision, before Root, afterRoot Root, afterMove bool) {
				if d == nil || d.Mate == MateNone {
					return
				}
				claims.Add(1)
				best, _ := IsMate(forSide(d.Best, movegen.White, d.By))
				chosen, _ := IsMate(forSide(d.Chosen, movegen.White, d.By))
				switch d.Mate {
				case MateLost:
					depth := d.Proof
					if depth == 0 {
						depth = 60
					}
					if n := mateFor(g, before, false, 0, d.By, best); n <= 0 || n > best {
						t.Errorf("game %d ply %d: the mate in %d given up was not there (%d)", games, pa.Ply.Index, best, n)
					}
					// "None within Proof half-moves", counted from the
					// position before the choice.
					if n := mateFor(g, afterRoot, afterMove, played, d.By, depth); n > 0 && n <= depth {
						t.Errorf("game %d ply %d: the mate given up is still there after (in %d, claimed none within %d)", games, pa.Ply.Index, n, depth)
					}
				case MateCreated:
					if n := mateFor(g, afterRoot, afterMove, played, d.By, -chosen); n >= 0 || -n > -chosen {
						t.Errorf("game %d ply %d: no mate in %d after the choice (%d)", games, pa.Ply.Index, -chosen, n)
					}
					if n := mateFor(g, before, false, 0, d.By, -chosen+2); n < 0 {
						t.Errorf("game %d ply %d: the mate walked into was there before (in %d)", games, pa.Ply.Index, -n)
					}
				case MateDelayed:
					if n := mateFor(g, afterRoot, afterMove, played, d.By, chosen); n <= 0 {
						t.Errorf("game %d ply %d: the delayed mate is gone", games, pa.Ply.Index)
					}
				}
			}
			// only checks a `!` kept a mate: no other choice mates within
			// two half-moves more.
			only := func(d *Decision, others func(yield func(Root, bool, engine.Move))) {
				if d == nil || d.Mark != NAGOnly {
					return
				}
				n, ok := IsMate(forSide(d.Chosen, movegen.White, d.By))
				if !ok {
					return
				}
				onlies.Add(1)
				others(func(root Root, after bool, m engine.Move) {
					if k := mateFor(g, root, after, m, d.By, n+2); k > 0 {
						t.Errorf("game %d ply %d: ! but another choice (%v) mates too, in %d", games, pa.Ply.Index, m, k)
					}
				})
			}
			if d := pa.Power; d != nil {
				if played == engine.Null {
					check(d, RootFull, RootFull, true)
					only(d, func(yield func(Root, bool, engine.Move)) { yield(RootPlay, false, 0) })
				} else {
					check(d, RootFull, RootPlay, false)
					only(d, func(yield func(Root, bool, engine.Move)) { yield(RootFull, true, engine.Null) })
				}
			}
			root := RootFull
			if powered && pa.Power != nil {
				root = RootPlay
			}
			check(pa.Move, root, RootFull, true)
			only(pa.Move, func(yield func(Root, bool, engine.Move)) {
				for _, m := range g.Legal(nil) {
					if m != played && (m.Kind() == engine.KindChess || m == engine.Null && pa.Power == nil) {
						yield(RootFull, true, m)
					}
				}
			})
		})
		if err != nil {
			t.Fatal(err)
		}
		analysed.Add(1)
	})
	if analysed.Load() != 20 || claims.Load() == 0 || onlies.Load() == 0 {
		t.Fatalf("%d games, %d mate claims, %d only choices keeping a mate", analysed.Load(), claims.Load(), onlies.Load())
	}
	t.Logf("%d mate claims and %d only choices keeping a mate in %d games, all proved", claims.Load(), onlies.Load(), analysed.Load())
}
