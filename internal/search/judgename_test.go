package search

import (
	"io"
	"os"
	"strings"
	"testing"
)

// plain are plain chess games (the opera game's start) in English and
// in French, by their file names in TestCommentNamesItsJudge.
var plain = map[string]string{
	"plain-en.pgn": "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 *\n",
	"plain-fr.agn": "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. e4 e5 2. Cf3 d6 3. d4 Fg4 4. dxe5 Fxf3 *\n",
}

// TestCommentNamesItsJudge: every comment analyse writes on a half-move
// ends with the judge that spoke, the built-in evaluation or the engine
// by its name, in the record's language (issue 23: the two judges can
// differ, a reader must see which one spoke), and the header names it
// too; in an Awechec game and in plain chess.
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
		{"plain-fr.agn", "", nil, ", évaluation intégrée]", "de l'évaluation intégrée"},
		{"plain-en.pgn", "", nil, ", built-in evaluation]", "by the built-in evaluation"},
		{"plain-fr.agn", "Stockfish 15.1", stockfish, ", Stockfish 15.1]", "Stockfish 15.1"},
		{"plain-en.pgn", "Stockfish 15.1", stockfish, ", Stockfish 15.1]", "by Stockfish 15.1"},
	} {
		var r io.Reader = strings.NewReader(plain[c.file])
		if plain[c.file] == "" {
			f, err := os.Open(c.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			r = f
		}
		rep := reportsOf(t, r, c.file, 1)[0]
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
