package search

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/validate"

	"github.com/awechec/awechec/internal/testenv"
)

// plainMark is a mark as lichess's formula can give it: the "!" of an
// only move is no error.
func plainMark(nag int) int {
	if nag == NAGOnly {
		return 0
	}
	return nag
}

// calibration is what TestBuiltInCalibration measures on a set of games.
type calibration struct {
	// total counts the half-moves, withheld those the built-in judge
	// gave no verdict on (Decision.Withheld), agree those of the others
	// with the same mark, contra the contradictions of kind among them:
	// a blunder for one judge that the other judged and left unmarked.
	// gaveUp counts the withheld half-moves the built-in judge would
	// have marked, refMarked those Stockfish marks (a mark where the
	// other judge is silent: no contradiction).
	total, agree, contra        int
	withheld, gaveUp, refMarked int
	median, slope               float64
	confusion                   map[[2]int]int
	// perGame is the mean time of one game's analysis (wall time, one
	// thread; the games run side by side on the cores).
	perGame time.Duration
}

// share is the agreement on the half-moves the built-in judge judged.
func (c calibration) share() float64 { return float64(c.agree) / float64(c.total-c.withheld) }

// bounds are the figures a set of games must keep: the agreement at
// least share, at most contra contradictions of kind, withheld
// half-moves withheld, a median gap of median cp.
type bounds struct {
	share            float64
	contra, withheld int
	median           float64
}

// within reports each figure of c outside b.
func (c calibration) within(t *testing.T, b bounds) {
	t.Helper()
	if c.share() < b.share {
		t.Errorf("agreement %.1f%% under %.1f%%", 100*c.share(), 100*b.share)
	}
	if c.contra > b.contra {
		t.Errorf("%d contradictions of kind, %d at most", c.contra, b.contra)
	}
	if c.withheld > b.withheld {
		t.Errorf("%d half-moves withheld, %d at most", c.withheld, b.withheld)
	}
	if c.median > b.median {
		t.Errorf("median gap %.0f cp over %.0f", c.median, b.median)
	}
}

func (c calibration) String() string {
	return fmt.Sprintf("%d half-moves, %d judged by both (%d withheld by the built-in judge: %d it would have marked, %d Stockfish marks): the same mark on %d (%.1f%%), %d contradictions of kind, median gap %.0f cp, slope Stockfish/built-in %.2f, %.1f s a game",
		c.total, c.total-c.withheld, c.withheld, c.gaveUp, c.refMarked, c.agree, 100*c.share(), c.contra, c.median, c.slope, c.perGame.Seconds())
}

// calibrate is calibrate on reps against the answers stored in s, every
// one of which the games must have asked for.
func (s *storedStockfish) calibrate(t *testing.T, reps []*validate.Report) calibration {
	t.Helper()
	s.load(t)
	c := calibrate(t, reps, referenceMarks(t, s, reps))
	s.checkComplete(t)
	return c
}

// calibrate analyses reps with the built-in judge (analyse --no-engine:
// the built-in evaluation, its default depth, one thread) and compares
// each mark with refs, lichess's marks on Stockfish's values.
func calibrate(t *testing.T, reps []*validate.Report, refs [][]refMark) calibration {
	t.Helper()
	c := calibration{confusion: map[[2]int]int{}}
	var gaps []float64
	var sxx, sxy float64
	analyses, times := analyseBuiltIn(t, reps)
	if t.Failed() {
		return c
	}
	dump := openDump(t)
	if dump != nil {
		defer dump.Close()
	}
	for done, rep := range reps {
		if rep.Diags.Errors() > 0 {
			continue
		}
		a := analyses[done]
		c.perGame += times[done] / time.Duration(len(reps))
		if a.Skipped != "" {
			t.Fatalf("game %d not analysed: %s", done+1, a.Skipped)
		}
		for i, r := range refs[done][:len(a.Plies)] {
			want, next, mover := r.mark, r.next, r.mover
			d := a.Plies[i].Move
			got := 0
			if d != nil {
				got = plainMark(d.Mark)
			}
			c.total++
			withheld := d != nil && d.Withheld
			switch {
			case withheld:
				c.withheld++
				if mark, _ := Judge(forSide(d.Best, movegen.White, d.By), forSide(d.Chosen, movegen.White, d.By)); mark != 0 {
					c.gaveUp++
				}
				if want != 0 {
					c.refMarked++
				}
			case got == want:
				c.agree++
			}
			if !withheld {
				c.confusion[[2]int{got, want}]++
			}
			if !withheld && contradicts(got, want) {
				c.contra++
				before := fenBefore(rep, i)
				var best, chosen int32
				if d != nil {
					best, chosen = forSide(d.Best, movegen.White, mover), forSide(d.Chosen, movegen.White, mover)
				}
				t.Logf("game %d %s (%s, %s): built-in %d (value %d; best %d, played %d for the mover), Stockfish %d (value %d; before %d, after %d for the mover)",
					done+1, rep.Plies[i].SAN, before, rep.Plies[i].UCI, got, a.Plies[i].Score, best, chosen, want, forSide(int32(next), movegen.White, mover), r.prev, next)
			}
			if dump != nil {
				dumpPly(dump, t.Name(), done+1, i, rep, a, r, withheld)
			}
			_, mine := IsMate(a.Plies[i].Score)
			if _, theirs := IsEngineMate(int32(next)); !mine && !theirs && next > -50000 && next < 50000 {
				sfWhite := forSide(int32(next), movegen.White, mover)
				gaps = append(gaps, float64(abs32(ceiled(a.Plies[i].Score)-ceiled(sfWhite))))
				x, y := float64(ceiled(a.Plies[i].Score)), float64(ceiled(sfWhite))
				sxx += x * x
				sxy += x * y
			}
		}
	}
	slices.Sort(gaps)
	c.median = gaps[len(gaps)/2]
	c.slope = sxy / sxx
	t.Logf("confusion (built-in, Stockfish): %v", c.confusion)
	t.Log(c)
	return c
}

// analyseBuiltIn analyses each game of reps without errors as analyse
// --no-engine does (the built-in evaluation, its default depth, one
// thread), the games side by side on the cores, and returns the
// analyses (nil for a game with errors) and the time each took.
func analyseBuiltIn(t *testing.T, reps []*validate.Report) ([]*Analysis, []time.Duration) {
	t.Helper()
	analyses := make([]*Analysis, len(reps))
	times := make([]time.Duration, len(reps))
	eachParallel(t, "analyse", len(reps), func(t *testing.T, i int) {
		if reps[i].Diags.Errors() == 0 {
			start := time.Now()
			analyses[i] = AnalyseGame(reps[i], AnalyseOptions{Limits: Limits{Threads: 1}})
			times[i] = time.Since(start)
		}
	})
	return analyses, times
}

// openDump opens the file named by AWECHEC_CALIB_DUMP, nil when it is
// not set: calibrate then appends a line for each half-move (dumpPly),
// so that a grading rule can be tried on both judges' values without
// running the analyses again.
func openDump(t *testing.T) *os.File {
	t.Helper()
	path := os.Getenv("AWECHEC_CALIB_DUMP")
	if path == "" {
		return nil
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// dumpPly writes half-move i of game (from 1) of rep, tab-separated: the
// test, the game, i, the move, the position before it, the built-in
// mark, whether it was withheld, the built-in values of the best move
// and of the move played (for the mover), its value after the move (for
// White), Stockfish's mark, its values before and after the move (for
// the mover), and whether the built-in judge judged the move.
func dumpPly(w io.Writer, test string, game, i int, rep *validate.Report, a *Analysis, r refMark, withheld bool) {
	d := a.Plies[i].Move
	var got int
	var best, chosen int32
	if d != nil {
		got = plainMark(d.Mark)
		best, chosen = forSide(d.Best, movegen.White, r.mover), forSide(d.Chosen, movegen.White, r.mover)
	}
	before := fenBefore(rep, i)
	fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%s\t%d\t%v\t%d\t%d\t%d\t%d\t%d\t%d\t%v\n", test, game, i, rep.Plies[i].SAN, before,
		got, withheld, best, chosen, a.Plies[i].Score, r.mark, r.prev, r.next, d != nil)
}

// fenBefore is the position before half-move i of rep.
func fenBefore(rep *validate.Report, i int) string {
	switch {
	case i > 0:
		return rep.Plies[i-1].FEN()
	case rep.Start != nil:
		return rep.Start.FEN()
	}
	return "startpos"
}

// TestBuiltInCalibration compares the built-in judge (analyse
// --no-engine: the built-in evaluation, its default depth, one thread as
// analyse's --threads) with lichess's formula on Stockfish's values
// (refDepth, stored in stockfishGolden) on real chess games: the share
// of half-moves with the same mark, the median gap of the values after
// each move, the contradictions of kind (one judge calls a move a
// blunder that the other leaves unmarked: each is logged with the
// position and both judges' values), the slope of Stockfish's values on the built-in ones (the
// scale) and the built-in value of 1. e4.
func TestBuiltInCalibration(t *testing.T) {
	testenv.Long(t, "the built-in judge on real games")
	t.Parallel()
	reps := lichessSet(t)
	games := len(reps)
	c := stored.calibrate(t, reps)
	e4 := afterE4(t)
	t.Logf("built-in value after 1. e4 %+d cp", e4)
	// Measured on the 4 default games (260 half-moves): with the old
	// judge (4 half-moves, full width) 72.3%, 9 contradictions, a median
	// gap of 93 cp against Stockfish at depth 8; with the judge of plain
	// chess (8 half-moves, check extensions, null-move pruning, late-move
	// reductions, the static exchange evaluation, PeSTO's tables) 73.8%,
	// 5 contradictions, 43 cp against depth 8. 4 of those 5 were
	// Stockfish's at depth 8 (at depth 14 to 24 it calls the move no
	// error); against Stockfish at refDepth (18) the same judge gives
	// 82.3%, 3 contradictions, 40 cp, and with no null move nor
	// reduction where an enemy pawn is about to promote 81.9%, 3, 40 cp.
	// The 3 left are game 1's queen ending (50. Qb7+, 50... Qb4, 51.
	// Qd5+): the judge sees the c-pawn queen after the move played but
	// not after its own best move, which it finds lost too at 12
	// half-moves (docs/ANALYSIS.md). Since the judge gives no verdict in
	// a queen ending with an advanced passed pawn (queenRace), 25
	// half-moves of game 1 are withheld (11 it would have marked, 5 that
	// Stockfish marks) and on the 235 judged the same mark is on 83.8%,
	// with no contradiction and a median gap of 40 cp. The analysis is
	// one thread and the reference stored: the figures are exact, and
	// the bounds are them.
	if games == 4 {
		c.within(t, bounds{share: 0.838, contra: 0, withheld: 25, median: 40})
	}
	if c.share() < 0.70 {
		t.Errorf("agreement %.1f%% under 70%%", 100*c.share())
	}
	if c.median > 95 {
		t.Errorf("median gap %.0f cp over 95", c.median)
	}
	if e4 < 0 || e4 > 60 {
		t.Errorf("value after 1. e4 %+d cp, want 0..60 (Stockfish: about +30)", e4)
	}
}

// heldOutGames are real games the built-in judge was never tuned on:
// lichess games 5 to 10 of corentings/chess's fixture (amateurs, with
// their blunders) and the first 6 of every 100th game of the GNU Chess
// book (masters from 1851 to 2000).
func heldOutGames(t *testing.T) []*validate.Report {
	t.Helper()
	src, _ := lichessGames(t)
	reps := reportsOf(t, bytes.NewReader(src), "big.pgn", 10)[4:]
	return append(reps, bookGames(t, 6)...)
}

// bookGames reads the first n games of every 100th game of the GNU Chess
// book (testdata/archives/gnuchess-book).
func bookGames(t *testing.T, n int) []*validate.Report {
	t.Helper()
	f, err := os.Open("../../testdata/archives/gnuchess-book/every-100th.pgn.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	return reportsOf(t, z, "every-100th.pgn", n)
}

// TestBuiltInCalibrationHeldOut measures the same figures as
// TestBuiltInCalibration on games the judge was not tuned on
// (heldOutGames), to show the calibration is not fitted to its 4 games.
// Stockfish's answers are stored in heldOutGolden. A measurement (about
// 200 s of processor time): run it with AWECHEC_MEASURE=1 go test -run
// HeldOut ./internal/search.
func TestBuiltInCalibrationHeldOut(t *testing.T) {
	testenv.Measure(t, "the built-in judge on 12 real games")
	t.Parallel()
	c := storedHeldOut.calibrate(t, heldOutGames(t))
	// Measured with the judge of plain chess as TestBuiltInCalibration
	// describes it: 1016 half-moves; against Stockfish at depth 8 the
	// same mark on 78.8%, 18 contradictions of kind, a median gap of 44
	// cp (13 of the 18 Stockfish's, no error at depth 14 and 22);
	// against refDepth 84.3%, 11, 50 cp, and with no null move nor
	// reduction where an enemy pawn is about to promote (a change made
	// after this set showed 51... Ka8 of game 2) 84.5%, 10, 49 cp, a
	// slope of 1.30. With no verdict in a queen ending with an advanced
	// passed pawn (queenRace, chosen on the tuned games) 6 half-moves of
	// game 6 are withheld (5 it would have marked, 4 that Stockfish
	// marks), and on the 1010 judged 84.7%, 9, 49 cp (855 the same; 854,
	// 84.55%, since 953200f, the mate search's checks-only last
	// half-move: game 3's 25. Kc2, a blunder for Stockfish, allows a mate
	// in 3 that the built-in judge finds, but the proof that the best
	// move, Bd2, allows none within 8 half-moves now takes between 4 M
	// and 6 M nodes, over proofNodes, so the mate is not counted and the
	// move is a mistake; a 6 M budget gives the blunder back at a third
	// more CPU on that game, not taken). With a blunder in
	// a decided position marked a mistake (decided) 22... a3 of game 3
	// and 25. Bxb5 of game 7 are mistakes, 22. Nf1 of game 3 too (a
	// blunder for Stockfish) and 29. Bc4 of game 5 (a mistake for it):
	// 854 the same (84.55%), 7 contradictions, 49 cp. The 7 left:
	// docs/ANALYSIS.md. The analysis is one thread and the reference
	// stored: the bounds are the figures.
	c.within(t, bounds{share: 0.845, contra: 7, withheld: 6, median: 49})
}

// blindGames are real games added once the built-in judge's grading was
// chosen (issue 23), never looked at before (925 half-moves): lichess games 11 to 16 of
// corentings/chess's fixture (blitz games of players rated 2600 to 2900
// and a simultaneous display) and games 7 to 10 of every 100th game of
// the GNU Chess book (Epishin, Adams, McShane, 1994 to 1997).
func blindGames(t *testing.T) []*validate.Report {
	t.Helper()
	src, _ := lichessGames(t)
	reps := reportsOf(t, bytes.NewReader(src), "big.pgn", 16)[10:]
	return append(reps, bookGames(t, 10)[6:]...)
}

// TestBuiltInCalibrationBlind measures the same figures on blindGames,
// a set the grading was not chosen on. Stockfish's answers are stored in
// blindGolden. A measurement: run it with AWECHEC_MEASURE=1 go test -run
// Blind ./internal/search.
func TestBuiltInCalibrationBlind(t *testing.T) {
	testenv.Measure(t, "the built-in judge on 10 blind games")
	t.Parallel()
	c := storedBlind.calibrate(t, blindGames(t))
	// Measured once, after the grading was chosen (no verdict in a queen
	// ending with an advanced passed pawn: none here, so the same figures
	// as before it): 925 half-moves, all judged, the same mark on 87.0%,
	// 9 contradictions of kind, a median gap of 57 cp, a slope of 1.30.
	// Since then the set has been looked at, and the next rule (decided)
	// was chosen on it with the tuned and held-out games: 18. Nef4, 56.
	// Kg3, 64. Re6 and 30... Qf7 are mistakes, 87.0% (805 the same), 5
	// contradictions, 57 cp. The 5: docs/ANALYSIS.md. The bounds are the
	// figures.
	c.within(t, bounds{share: 0.870, contra: 5, withheld: 0, median: 57})
}

// unseenGames are real games added after the blind set had been looked
// at, before any rule was chosen on it (issue 23, the judge's second
// round of tuning), 558 half-moves: every 100th lichess game of
// corentings/chess's fixture, games 100 to 1000 (rapid, blitz, bullet
// and ultrabullet games, two of them from simultaneous displays), none
// of the earlier sets' (games 1 to 16).
func unseenGames(t *testing.T) []*validate.Report {
	t.Helper()
	src, _ := lichessGames(t)
	rd := grammar.NewReader(bytes.NewReader(src), "big.pgn")
	var reps []*validate.Report
	for n := 1; n <= 1000; n++ {
		g, err := rd.Next()
		if err != nil {
			t.Fatalf("big.pgn game %d: %v", n, err)
		}
		if n%100 == 0 {
			reps = append(reps, validate.Game(g, validate.Options{}))
		}
	}
	return reps
}

// TestBuiltInCalibrationUnseen measures the same figures on
// unseenGames, a set no rule was chosen on. Stockfish's answers are
// stored in unseenGolden. A measurement: run it with AWECHEC_MEASURE=1
// go test -run Unseen ./internal/search.
func TestBuiltInCalibrationUnseen(t *testing.T) {
	testenv.Measure(t, "the built-in judge on 10 unseen games")
	t.Parallel()
	c := storedUnseen.calibrate(t, unseenGames(t))
	// Measured once, after a blunder in a decided position was marked a
	// mistake (decided): 558 half-moves, all judged, the same mark on
	// 84.2% (470), 4 contradictions of kind, a median gap of 35 cp, a
	// slope of 1.32 (the judge before the rule: 83.9%, 468, the same 4,
	// 35 cp; the rule lowered 4 blunders, 3 of them mistakes for
	// Stockfish). The 4, none in a decided position: docs/ANALYSIS.md.
	// Since then one mark moved with a change of the search (not looked
	// for): 471 the same, 84.4%. The bounds are the first figures.
	c.within(t, bounds{share: 0.842, contra: 4, withheld: 0, median: 35})
}

// afterE4 is the built-in value, for White, of 1. e4 as analyse gives it
// (its default depth).
func afterE4(t *testing.T) int32 {
	g := study(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "")
	// One thread, as analyse's --threads by default: on every core the
	// helpers' order made the value swing (+9 to +26 cp, once -4).
	s := NewSearcher(nil, Limits{Threads: 1})
	s.standard = true
	p := g.Chess()
	m, err := p.ParseUCI("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	opt := AnalyseOptions{}
	opt.defaults(true)
	opt.Limits.Threads = 1
	return childScore(s, g, engine.ChessMove(m), opt.Limits).Score
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}

// TestPlainChessJudgeDepth checks the built-in judge's default depth:
// ChessDepth on plain chess (its search prunes there), 4 in an Awechec
// game, where a pass is a move and nothing is pruned.
func TestPlainChessJudgeDepth(t *testing.T) {
	const pgn = "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n"
	rep := reportsOf(t, strings.NewReader(pgn), "x.pgn", 1)[0]
	if rep.Diags.Errors() > 0 {
		t.Fatalf("game with errors: %v", rep.Diags)
	}
	a := AnalyseGame(rep, AnalyseOptions{Limits: Limits{Threads: 1}})
	if len(a.Plies) != 6 {
		t.Fatalf("%d half-moves analysed, want 6", len(a.Plies))
	}
	for _, p := range a.Plies {
		if p.Depth != ChessDepth {
			t.Errorf("%s: depth %d, want %d", p.Ply.SAN, p.Depth, ChessDepth)
		}
	}
	for _, c := range []struct {
		standard, mate, builtIn bool
		want                    bool
	}{
		{true, false, true, true},
		{false, false, true, false},
		{true, true, true, false},
		{true, false, false, false},
	} {
		s := &Searcher{standard: c.standard, mate: c.mate, builtIn: c.builtIn}
		if got := s.prunes(); got != c.want {
			t.Errorf("standard %v, mate %v, built-in %v: prunes %v, want %v", c.standard, c.mate, c.builtIn, got, c.want)
		}
	}
}
