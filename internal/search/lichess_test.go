package search

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/validate"
)

// lichessMark is lichess's classification of a move, written here apart
// from Judge to check it: prev and next are Stockfish's values (for the
// mover; a mate in n moves as ±(100000-n)) of the positions before and
// after the move, mates as lichess's MateAdvice reads them.
func lichessMark(prev, next int) int {
	mate := func(v int) int {
		switch {
		case v > 50000:
			return 1
		case v < -50000:
			return -1
		}
		return 0
	}
	cp := func(v int) float64 { return math.Max(-1000, math.Min(1000, float64(v))) }
	wc := func(v int) float64 { return 2/(1+math.Exp(-0.00368208*cp(v))) - 1 }
	pm, nm := mate(prev), mate(next)
	switch {
	case pm > 0 && nm <= 0: // a mate lost
		n := 0
		if nm == 0 {
			n = next
		}
		switch {
		case n > 999:
			return NAGInaccuracy
		case n > 700:
			return NAGMistake
		}
		return NAGBlunder
	case nm < 0 && pm >= 0: // a mate walked into
		p := 0
		if pm == 0 {
			p = prev
		}
		switch {
		case p < -999:
			return NAGInaccuracy
		case p < -700:
			return NAGMistake
		}
		return NAGBlunder
	case pm != 0 || nm != 0:
		return 0
	}
	switch d := wc(prev) - wc(next); {
	case d >= 0.3:
		return NAGBlunder
	case d >= 0.2:
		return NAGMistake
	case d >= 0.1:
		return NAGInaccuracy
	}
	return 0
}

// rawScore is Stockfish's answer for p, for the side to move, as
// lichessMark reads it.
func rawScore(t *testing.T, u positionSearcher, p *movegen.Position) int {
	if !p.HasLegalMove() {
		if p.InCheck() {
			return -100000
		}
		return 0
	}
	sc, _, err := u.search(p)
	if err != nil {
		t.Fatal(err)
	}
	switch sign, ok := IsEngineMate(sc); {
	case ok && sign > 0:
		return 100000 - int(EngineMate-sc)
	case ok:
		return -100000 + int(EngineMate+sc)
	}
	return int(sc)
}

// lichessGames reads the lichess games of corentings/chess's fixtures
// (skipping when they are missing) and the number of games to read
// (AWECHEC_LICHESS_GAMES, 4 by default). Stockfish's answers for them are
// stored in stockfishGolden.
func lichessGames(t *testing.T) (src []byte, games int) {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/corentings/chess/v2").Output()
	if err != nil {
		t.Skipf("module cache: %v", err)
	}
	src, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "fixtures", "pgns", "big.pgn"))
	if err != nil {
		t.Skipf("lichess games: %v", err)
	}
	games = 4
	if n, err := strconv.Atoi(os.Getenv("AWECHEC_LICHESS_GAMES")); err == nil && n > 0 {
		games = n
	}
	return src, games
}

// refMark is lichess's mark of a half-move on Stockfish's values: prev
// and next are the values (for the mover, as rawScore) before and after
// it.
type refMark struct {
	mark, prev, next int
	mover            movegen.Color
}

// refDepth is the reference engine's depth: 18, the depth of lichess's
// own server analysis (fishnet) when it was depth-limited. At depth 8
// Stockfish called blunders moves that it calls no error at depth 14 to
// 24 (17 of the 23 contradictions between the two judges on the tuned
// and held-out games, docs/ANALYSIS.md); at depth 14 one such was left.
const refDepth = 18

// reference holds Stockfish's marks of the sets of games compared: computed once
// per run (about a minute) and shared by the tests that compare with them.
var reference struct {
	sync.Mutex
	sets []refSet
}

// refSet is one set of games and its reference marks.
type refSet struct {
	games []*validate.Report
	marks [][]refMark
}

// referenceMarks is lichess's mark of every half-move of games on
// Stockfish's values at refDepth (nil for a game with errors), as ref
// answers (the live engine or stockfishGolden).
func referenceMarks(t *testing.T, ref positionSearcher, games []*validate.Report) [][]refMark {
	t.Helper()
	reference.Lock()
	defer reference.Unlock()
	for _, r := range reference.sets {
		if slices.Equal(r.games, games) {
			return r.marks
		}
	}
	marks := make([][]refMark, len(games))
	for i, rep := range games {
		if rep.Diags.Errors() == 0 {
			marks[i] = refMarks(t, ref, rep, len(rep.Plies))
		}
	}
	reference.sets = append(reference.sets, refSet{games, marks})
	return marks
}

// lichessReports reads the first games of the lichess file, once per run.
var lichessReports struct {
	sync.Mutex
	n    int
	reps []*validate.Report
}

// lichessSet is lichessGames read, with Stockfish's stored answers
// loaded.
func lichessSet(t *testing.T) (reps []*validate.Report) {
	t.Helper()
	stored.load(t)
	src, games := lichessGames(t)
	lichessReports.Lock()
	defer lichessReports.Unlock()
	if lichessReports.n != games {
		lichessReports.n, lichessReports.reps = games, reportsOf(t, bytes.NewReader(src), "big.pgn", games)
	}
	return lichessReports.reps
}

// refMarks walks the first n half-moves of rep with the reference engine.
func refMarks(t *testing.T, ref positionSearcher, rep *validate.Report, n int) []refMark {
	t.Helper()
	pos := movegen.Start()
	if rep.Start != nil {
		pos = *rep.Start
	}
	prev := rawScore(t, ref, &pos)
	out := make([]refMark, 0, n)
	for i := range n {
		m, err := pos.ParseUCI(rep.Plies[i].UCI)
		if err != nil {
			t.Fatal(err)
		}
		mover := pos.Turn()
		pos.Play(m)
		next := -rawScore(t, ref, &pos)
		out = append(out, refMark{lichessMark(prev, next), prev, next, mover})
		prev = -next
	}
	return out
}

// TestLichessAgreement measures, on real chess games (lichess games of
// corentings/chess's test fixtures, MIT, in the module cache), how often
// analyse's mark of a move is the one lichess's formula gives on
// Stockfish's values at the same depth (issue 27 asks for 95%).
// AWECHEC_LICHESS_GAMES sets the number of games (4).
func TestLichessAgreement(t *testing.T) {
	testenv.Long(t, "Stockfish on real games")
	t.Parallel()
	reps := lichessSet(t)
	games := len(reps)
	const depth = refDepth
	eng := &stored
	refs := referenceMarks(t, eng, reps)
	agree, total, marked, refMarked, skipped := 0, 0, 0, 0, 0
	for done, rep := range reps {
		if rep.Diags.Errors() > 0 {
			skipped++
			continue
		}
		a := AnalyseGame(rep, AnalyseOptions{Limits: Limits{Depth: 1}, Eval: eng.Eval, Best: eng.Best, EvalName: "Stockfish", EvalDepth: depth, MateDepth: 4})
		if a.Skipped != "" {
			t.Fatalf("game %d not analysed: %s", done+1, a.Skipped)
		}
		for i, r := range refs[done][:len(a.Plies)] {
			want, before, next := r.mark, r.prev, r.next
			got := 0
			if d := a.Plies[i].Move; d != nil {
				// lichess gives no !: the only choice is analyse's own.
				got = plainMark(d.Mark)
			}
			total++
			if got == want {
				agree++
			} else if testing.Verbose() {
				d := a.Plies[i].Move
				by := d.By
				t.Logf("game %d %s: analyse %d (best %d, chosen %d), lichess %d (prev %d, next %d)", done+1, rep.Plies[i].SAN, got,
					forSide(d.Best, movegen.White, by), forSide(d.Chosen, movegen.White, by), want, before, next)
			}
			if got != 0 {
				marked++
			}
			if want != 0 {
				refMarked++
			}
		}
	}
	eng.checkComplete(t)
	share := float64(agree) / float64(total)
	t.Logf("%d games (%d with errors left out), %d half-moves: the same mark on %d (%.1f%%); analyse marked %d, lichess's formula %d (Stockfish depth %d)",
		games, skipped, total, agree, 100*share, marked, refMarked, depth)
	if share < 0.95 {
		t.Errorf("agreement %.1f%% under 95%%", 100*share)
	}
}
