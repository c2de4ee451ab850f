package search

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

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
		pgn := "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n[Variant \"Standard\"]\n[Language \"" + c.lang + "\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n50. " + c.move + " *\n"
		rep := reportsOf(t, strings.NewReader(pgn), "x.agn", 1)[0]
		if rep.Diags.Errors() > 0 {
			t.Fatalf("%s: %v", c.lang, rep.Diags)
		}
		opt := AnalyseOptions{Limits: Limits{Threads: 1}}
		if c.engine {
			opt = AnalyseOptions{Limits: Limits{Depth: ChessDepth, Threads: 1}, Eval: Evaluate, EvalName: "Stockfish 15.1", EvalDepth: 18}
		}
		a := AnalyseGame(rep, opt)
		if a.Skipped != "" || len(a.Plies) != 1 || a.Plies[0].Move == nil {
			t.Fatalf("%s: not analysed: %q", c.lang, a.Skipped)
		}
		pa := &a.Plies[0]
		d := pa.Move
		if would, _ := Judge(forSide(d.Best, movegen.White, d.By), forSide(d.Chosen, movegen.White, d.By)); would != NAGBlunder {
			t.Fatalf("%s: the values (%d, %d) make no blunder: the case is gone", c.lang, d.Best, d.Chosen)
		}
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
