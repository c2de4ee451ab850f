package search

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

// blunderOnePly analyses the one half-move move played from fen, in a
// record of language lang, with opt, and fails the test (name) unless
// the values compared make the move a blunder, the case the test is
// about.
func blunderOnePly(t *testing.T, name, fen, lang, move string, opt AnalyseOptions) (*Analysis, *PlyAnalysis) {
	t.Helper()
	pgn := "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n[Variant \"Standard\"]\n[Language \"" + lang + "\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + move + " *\n"
	rep := reportsOf(t, strings.NewReader(pgn), "x.agn", 1)[0]
	if rep.Diags.Errors() > 0 {
		t.Fatalf("%s: %v", name, rep.Diags)
	}
	a := AnalyseGame(rep, opt)
	if a.Skipped != "" || len(a.Plies) != 1 || a.Plies[0].Move == nil {
		t.Fatalf("%s: not analysed: %q", name, a.Skipped)
	}
	pa := &a.Plies[0]
	d := pa.Move
	if would, _ := Judge(forSide(d.Best, movegen.White, d.By), forSide(d.Chosen, movegen.White, d.By)); would != NAGBlunder {
		t.Fatalf("%s: the values (%d, %d) make no blunder: the case is gone", name, d.Best, d.Chosen)
	}
	return a, pa
}

func TestQueenRace(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, fen string
		want      bool
	}{
		{"tuned game 1 before 50. Qb7+: Black's c-pawn on its seventh", "8/8/3p4/q6p/4QP2/1k4PP/2p3K1/8 w - - 0 50", true},
		{"the same with a rook", "8/8/3p4/q6p/4QP2/1k4PP/2p3K1/7R w - - 0 50", false},
		{"no passed pawn", "3qk3/pp6/8/8/8/8/PP6/3QK3 w - - 0 1", false},
		{"a passed pawn on its fourth rank", "3qk3/8/8/8/P7/8/8/3QK3 w - - 0 1", false},
		{"a passed pawn on its fifth rank", "3qk3/8/8/P7/8/8/8/3QK3 w - - 0 1", true},
		{"a black passed pawn on its fifth rank", "3qk3/8/8/8/p7/8/8/3QK3 b - - 0 1", true},
		{"an enemy pawn ahead on the file beside", "3qk3/1p6/8/P7/8/8/8/3QK3 w - - 0 1", false},
		{"no queen", "4k3/8/8/P7/8/8/8/4K3 w - - 0 1", false},
	} {
		p, err := movegen.FromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := queenRace(&p); got != c.want {
			t.Errorf("%s (%s): queenRace %v, want %v", c.name, c.fen, got, c.want)
		}
	}
}

// TestQueenEndingWithheld: the built-in judge gives no verdict on 50.
// Qb7+ of TestBuiltInCalibration's game 1, a queen ending where Black's
// c-pawn is about to queen (it called it a blunder, Stockfish finds every
// move lost), and says so in the record's language; an engine judges it.
func TestQueenEndingWithheld(t *testing.T) {
	t.Parallel()
	const fen = "8/8/3p4/q6p/4QP2/1k4PP/2p3K1/8 w - - 0 50"
	for _, c := range []struct {
		lang, move, words string
		engine            bool
	}{
		{"en", "Qb7+", "no verdict: a queen ending", false},
		{"fr", "Db7+", "pas de jugement : finale de dames", false},
		{"en", "Qb7+", "", true},
	} {
		opt := AnalyseOptions{Limits: Limits{Threads: 1}}
		if c.engine {
			opt = AnalyseOptions{Limits: Limits{Depth: ChessDepth, Threads: 1}, Eval: Evaluate, EvalName: "Stockfish 15.1", EvalDepth: 18}
		}
		a, pa := blunderOnePly(t, c.lang, fen, c.lang, "50. "+c.move, opt)
		d := pa.Move
		comment := a.PlyComment(pa)
		if c.engine {
			if d.Withheld || pa.Mark != NAGBlunder {
				t.Errorf("engine: withheld %v, mark %d: an engine judges every move", d.Withheld, pa.Mark)
			}
			continue
		}
		if !d.Withheld || pa.Mark != 0 || d.Mark != 0 {
			t.Errorf("%s: withheld %v, mark %d: want no verdict", c.lang, d.Withheld, pa.Mark)
		}
		if !strings.Contains(comment, c.words) {
			t.Errorf("%s: the comment does not say why there is no mark (%q): %s", c.lang, c.words, comment)
		}
		if m := a.Summary.Side[0].Moves; m.Blunders != 0 || m.Decisions != 0 {
			t.Errorf("%s: a withheld move counted as judged: %+v", c.lang, m)
		}
	}
}

func TestDecided(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		best, chosen int32
		want         bool
	}{
		{450, 173, true},   // still 1.73 pawns ahead after the move
		{-230, -494, true}, // already 2.3 pawns behind
		{259, -8, false},   // from ahead to level: the result changes
		{100, -71, false},
		{150, -200, false},
		{300, 150, true},
		{-149, -600, false},
		{-150, -600, true},
		{Mate - 5, 400, false}, // a mate given up is graded by its own rule
		{200, -Mate + 4, false},
	} {
		if got := decided(c.best, c.chosen); got != c.want {
			t.Errorf("decided(%d, %d) = %v, want %v", c.best, c.chosen, got, c.want)
		}
	}
}

// TestDecidedBlunderLowered: the built-in judge marks a mistake, not a
// blunder, a move whose drop of winning chances is a blunder's in a
// position its own values find decided (decided), and says why in the
// record's language: 56. Kg3 of the blind set's game 6 (a rook ending
// where the a7 pawn keeps White winning: Stockfish +7.09 → +7.47), 25.
// Bxb5 of the held-out set's game 7 (Stockfish +6.76 → +6.77) and 18.
// Nef4 of the blind set's game 5, from a lost position (Stockfish −3.71
// → −4.22). 21. Rd3 of held-out game 6, from +2.59 to a level game for
// the judge (Stockfish +1.63 → −0.48), stays a blunder; an engine, and
// the built-in judge of an Awechec game, grade as lichess does.
func TestDecidedBlunderLowered(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, fen, lang, move, words string
		mark                         int
	}{
		{"blind 6, 56. Kg3", "r7/P7/8/2k5/5P2/8/6K1/R7 w - - 1 56", "en", "56. Kg3", "a mistake, not a blunder: the position was already decided", NAGMistake},
		{"blind 6, 56. Rg3, French", "r7/P7/8/2k5/5P2/8/6K1/R7 w - - 1 56", "fr", "56. Rg3", "erreur et non gaffe : la position était déjà décidée", NAGMistake},
		{"held out 7, 25. Bxb5", "2rk1b1r/ppn3pp/4P3/1bqP4/5Q2/2N5/PP2B1PP/3R1R1K w - - 3 25", "en", "25. Bxb5", "a mistake, not a blunder", NAGMistake},
		{"blind 5, 18. Nef4", "2r1kb1r/1b1n2pp/p2pN3/1p1N1PB1/4q3/8/PPP3PP/R2Q3K w k - 3 18", "en", "18. Nef4", "a mistake, not a blunder", NAGMistake},
		{"held out 6, 21. Rd3", "1rb1k2r/5pp1/p3p2p/q1ppP3/5P2/1Pb2Q2/PNP1B1PP/1K1R3R w k - 0 21", "en", "21. Rd3", "", NAGBlunder},
	} {
		a, pa := blunderOnePly(t, c.name, c.fen, c.lang, c.move, AnalyseOptions{Limits: Limits{Threads: 1}})
		d := pa.Move
		if pa.Mark != c.mark || d.Decided != (c.mark == NAGMistake) {
			t.Errorf("%s: mark %d (decided %v), want %d", c.name, pa.Mark, d.Decided, c.mark)
		}
		if comment := a.PlyComment(pa); c.words != "" && !strings.Contains(comment, c.words) {
			t.Errorf("%s: the comment does not say why the blunder is a mistake (%q): %s", c.name, c.words, comment)
		}
		if m, lowered := a.Summary.Side[0].Moves, c.mark == NAGMistake; lowered && (m.Mistakes != 1 || m.Blunders != 0) {
			t.Errorf("%s: the summary counts %d mistakes, %d blunders: want the mistake", c.name, m.Mistakes, m.Blunders)
		}
	}
	for _, a := range []*Analysis{
		{standard: true, opt: AnalyseOptions{Eval: Evaluate}},
		{standard: false},
	} {
		d := &Decision{By: movegen.White, Best: 450, Chosen: 173, Mark: NAGBlunder}
		a.lower(d)
		if d.Mark != NAGBlunder || d.Decided {
			t.Errorf("standard %v, engine %v: mark %d (decided %v), want a blunder", a.standard, a.opt.Eval != nil, d.Mark, d.Decided)
		}
	}
}
