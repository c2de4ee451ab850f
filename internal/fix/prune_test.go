package fix

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// plantedReports returns the reports of every game of the invalid corpus
// and of every valid corpus game with one defect of each kind planted.
func plantedReports(t testing.TB) []*validate.Report {
	var texts [][]byte
	invalid, _ := filepath.Glob("../../corpus/invalid/*.agn")
	for _, f := range invalid {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, data)
	}
	valid, _ := filepath.Glob("../../corpus/valid/*.agn")
	for _, f := range valid {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		gs, _ := grammar.ReadAll(bytes.NewReader(data), f)
		for _, g := range gs {
			rep := validate.Game(g, validate.Options{})
			plantBase = sourceOffset(lineStarts(data), g)
			for _, k := range planters {
				if p, ok := k.plant(g.Source, g, rep); ok {
					texts = append(texts, apply(g.Source, p))
				}
			}
		}
	}
	var reps []*validate.Report
	for _, text := range texts {
		gs, _ := grammar.ReadAll(bytes.NewReader(text), "")
		for _, g := range gs {
			reps = append(reps, validate.Game(g, validate.Options{NoMoves: true}))
		}
	}
	return reps
}

// fixes returns the fix of each diagnostic of ds (nil where it has none).
func fixes(ds []diag.Diagnostic) []*diag.Fix {
	out := make([]*diag.Fix, len(ds))
	for i, d := range ds {
		out[i] = d.Fix
	}
	return out
}

// TestPruneIsKeep checks that Prune, which replays a game once for all
// its fixes, keeps exactly the fixes Keep keeps when asked of each.
func TestPruneIsKeep(t *testing.T) {
	reps := plantedReports(t)
	withFix := 0
	for _, rep := range reps {
		ds := slices.Clone(rep.Diags)
		Prune(rep.Game, ds)
		var want []*diag.Fix
		for _, d := range rep.Diags {
			if d.Fix != nil {
				withFix++
			}
			if Keep(rep.Game, d) {
				want = append(want, d.Fix)
			} else {
				want = append(want, nil)
			}
		}
		if got := fixes(ds); !slices.Equal(got, want) {
			t.Errorf("game %q: Prune keeps %v, Keep %v", rep.Game.Source, got, want)
		}
	}
	if withFix < 50 {
		t.Fatalf("only %d diagnostics with a fix in %d games: the test proves little", withFix, len(reps))
	}
}

// BenchmarkPrune judges every fix of the planted games, as check --format
// json and the web page do.
func BenchmarkPrune(b *testing.B) {
	reps := plantedReports(b)
	games := make([]*notation.Game, len(reps))
	for i, r := range reps {
		games[i] = r.Game
	}
	b.ResetTimer()
	for range b.N {
		for i, rep := range reps {
			Prune(games[i], slices.Clone(rep.Diags))
		}
	}
}
