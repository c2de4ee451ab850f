package search

import (
	"os"
	"strings"
	"testing"
)

// TestCommentNamesItsJudge: every comment analyse writes on a half-move
// ends with the judge that spoke, the built-in evaluation or the engine
// by its name, in the record's language (issue 23: the two judges can
// differ, a reader must see which one spoke), and the header names it
// too.
func TestCommentNamesItsJudge(t *testing.T) {
	t.Parallel()
	stockfish := LeafEval(Evaluate)
	for _, c := range []struct {
		file, name       string
		eval             LeafEval
		wantTail, header string
	}{
		{"../../corpus/seed000-fr.agn", "", nil, ", évaluation intégrée]", "de l'évaluation intégrée"},
		{"../../corpus/seed000-en.agn", "", nil, ", built-in evaluation]", "by the built-in evaluation"},
		{"../../corpus/seed000-fr.agn", "Stockfish 15.1", stockfish, ", Stockfish 15.1]", "Stockfish 15.1"},
		{"../../corpus/seed000-en.agn", "Stockfish 15.1", stockfish, ", Stockfish 15.1]", "by Stockfish 15.1"},
	} {
		f, err := os.Open(c.file)
		if err != nil {
			t.Fatal(err)
		}
		rep := reportsOf(t, f, c.file, 1)[0]
		f.Close()
		a := AnalyseGame(rep, AnalyseOptions{Limits: Limits{Depth: 2, Threads: 1}, MateDepth: 2, Eval: c.eval, EvalName: c.name, EvalDepth: 4})
		if a.Skipped != "" {
			t.Fatalf("%s: %s", c.file, a.Skipped)
		}
		if h := a.Header(); !strings.Contains(h, c.header) {
			t.Errorf("%s, %q: the header does not name the judge (%q): %s", c.file, c.name, c.header, h)
		}
		n := 0
		for i := range a.Plies {
			s := a.PlyComment(&a.Plies[i])
			if s == "" {
				continue
			}
			n++
			if !strings.HasSuffix(s, c.wantTail) {
				t.Errorf("%s, %q: %s: comment without its judge %q: %s", c.file, c.name, a.Plies[i].Ply.SAN, c.wantTail, s)
			}
		}
		if n == 0 {
			t.Errorf("%s, %q: no comment", c.file, c.name)
		}
	}
}
