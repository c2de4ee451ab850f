package search

import (
	"strings"
	"testing"
)

// TestPromotionThreatNotPruned: with a pawn of the opponent on its
// seventh rank the search of plain chess neither passes (null move) nor
// reduces a quiet move, since the quiet move that stops the pawn (a king
// step) is the one a reduction puts off. 51... Ka8 lets White answer Kg2,
// after which Black's h-pawn falls and White's a-pawn queens (Stockfish
// at depth 22: from -1.9 to a mate for White); the judge, pruning there,
// took Ka8 for Black's best move and left it unmarked.
func TestPromotionThreatNotPruned(t *testing.T) {
	const pgn = `[Event "x"]
[White "a"]
[Black "b"]
[Result "*"]
[SetUp "1"]
[FEN "8/Pk6/5n2/4pP2/1p1p1b2/3B1K2/7p/R7 b - - 2 51"]

51... Ka8 *
`
	rep := reportsOf(t, strings.NewReader(pgn), "x.pgn", 1)[0]
	if rep.Diags.Errors() > 0 {
		t.Fatalf("game with errors: %v", rep.Diags)
	}
	a := AnalyseGame(rep, AnalyseOptions{Limits: Limits{Threads: 1}})
	if len(a.Plies) != 1 || a.Plies[0].Move == nil {
		t.Fatalf("%d half-moves analysed, want 1 judged", len(a.Plies))
	}
	pa := a.Plies[0]
	if pa.Mark != NAGBlunder {
		t.Errorf("51... Ka8: mark %d (best %s), want %d (a blunder)", pa.Mark, pa.Best, NAGBlunder)
	}
}
