package search

import (
	"fmt"
	"testing"
	"time"

	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/validate"
)

// calibrationSet is one set of real games of the calibration, with
// Stockfish's answers at refDepth stored for it.
type calibrationSet struct {
	name   string
	stored *storedStockfish
	games  func(*testing.T) []*validate.Report
}

// calibrationSets are the four sets TestBuiltInCalibration and its
// measurements read: tuned (the judge was tuned on it), held out, blind
// and unseen.
var calibrationSets = []calibrationSet{
	{"tuned", &stored, lichessSet},
	{"held out", &storedHeldOut, heldOutGames},
	{"blind", &storedBlind, blindGames},
	{"unseen", &storedUnseen, unseenGames},
}

// noVerdict is the mark of a half-move a judge gave no verdict on (the
// built-in judge's withheld ones).
const noVerdict = -1

// agreement counts two judges' marks on the half-moves both judged:
// total half-moves, same the same mark, contra the contradictions of
// kind (a blunder for one that the other leaves unmarked).
type agreement struct{ total, same, contra int }

func (a *agreement) add(mine, ref int) {
	if mine == noVerdict || ref == noVerdict {
		return
	}
	a.total++
	if mine == ref {
		a.same++
	}
	if contradicts(mine, ref) {
		a.contra++
	}
}

// contradicts tells whether two judges' marks of a half-move contradict
// each other in kind: a blunder for one, no error for the other.
func contradicts(a, b int) bool {
	return a == NAGBlunder && b == 0 || b == NAGBlunder && a == 0
}

func (a agreement) String() string {
	return fmt.Sprintf("the same mark on %d of %d (%.1f%%), %d contradictions of kind", a.same, a.total, 100*float64(a.same)/float64(a.total), a.contra)
}

// judged is one judge's marks on every set: by set, game and half-move
// (plainMark, or noVerdict).
type judged struct {
	name  string
	marks [][][]int
	// perPly is the judge's mean time a half-move, one thread.
	perPly time.Duration
}

// TestStockfishAgainstDeeper is the yardstick of the built-in judge's
// contradictions (issue 23): on the four sets of the calibration (2,759
// half-moves), each judge's marks against Stockfish at refDepth (the
// stored answers) and against Stockfish at analyse's default engine
// depth (DefaultEngineDepth, what analyse with Stockfish gives): the
// built-in judge (analyse --no-engine) beside Stockfish at depths 8, 10
// and 12, graded by the same lichess formula. Stockfish is asked each
// position with a cleared hash, so its answers are a function of the
// position and the depth. A measurement (about 15 min of processor
// time): run it with AWECHEC_MEASURE=1 go test -run
// StockfishAgainstDeeper -v ./internal/search.
func TestStockfishAgainstDeeper(t *testing.T) {
	testenv.Measure(t, "Stockfish at lower depths and the built-in judge on the 36 games of the calibration")
	sf := testenv.Tool(t, "apt-get install stockfish", "stockfish", "/usr/games/stockfish")
	var reps [][]*validate.Report
	deep := judged{name: fmt.Sprintf("Stockfish at depth %d (stored)", refDepth)}
	builtIn := judged{name: "the built-in judge"}
	var plies int
	var spent time.Duration
	for _, s := range calibrationSets {
		s.stored.load(t)
		games := s.games(t)
		reps = append(reps, games)
		refs := referenceMarks(t, s.stored, games)
		s.stored.checkComplete(t)
		analyses, times := analyseBuiltIn(t, games)
		var deepSet, builtSet [][]int
		for i, rep := range games {
			if rep.Diags.Errors() > 0 {
				t.Fatalf("%s game %d has errors", s.name, i+1)
			}
			d, b := make([]int, len(refs[i])), make([]int, len(refs[i]))
			for j, r := range refs[i] {
				d[j] = plainMark(r.mark)
				switch pa := analyses[i].Plies[j].Move; {
				case pa == nil:
				case pa.Withheld:
					b[j] = noVerdict
				default:
					b[j] = plainMark(pa.Mark)
				}
			}
			deepSet, builtSet = append(deepSet, d), append(builtSet, b)
			plies += len(d)
			spent += times[i]
		}
		deep.marks, builtIn.marks = append(deep.marks, deepSet), append(builtIn.marks, builtSet)
	}
	builtIn.perPly = spent / time.Duration(plies)
	judges := []judged{builtIn}
	for _, depth := range []int{8, DefaultEngineDepth, 12} {
		live, name, err := NewUCIEval(sf, depth)
		if err != nil {
			t.Fatal(err)
		}
		j := judged{name: fmt.Sprintf("%s at depth %d", name, depth)}
		start, positions := time.Now(), 0
		for _, set := range reps {
			var marks [][]int
			for _, rep := range set {
				ms := refMarks(t, live, rep, len(rep.Plies))
				positions += len(ms) + 1
				m := make([]int, len(ms))
				for k, r := range ms {
					m[k] = plainMark(r.mark)
				}
				marks = append(marks, m)
			}
			j.marks = append(j.marks, marks)
		}
		j.perPly = time.Since(start) / time.Duration(positions)
		live.Close()
		judges = append(judges, j)
	}
	compare := func(a, b judged) agreement {
		var all agreement
		for s := range calibrationSets {
			var set agreement
			for g := range a.marks[s] {
				for p := range a.marks[s][g] {
					set.add(a.marks[s][g][p], b.marks[s][g][p])
					all.add(a.marks[s][g][p], b.marks[s][g][p])
				}
			}
			t.Logf("%s against %s, %s set: %v", a.name, b.name, calibrationSets[s].name, set)
		}
		t.Logf("%s (%v a half-move) against %s, all 36 games: %v", a.name, a.perPly.Round(100*time.Microsecond), b.name, all)
		return all
	}
	var toDeep, toDefault []agreement
	for _, j := range judges {
		toDeep = append(toDeep, compare(j, deep))
	}
	// analyse with Stockfish (at its default depth) against the others,
	// the built-in judge first: the two judges a player compares.
	for _, j := range judges {
		if j.name != judges[2].name {
			toDefault = append(toDefault, compare(j, judges[2]))
		}
	}
	// What docs/ANALYSIS.md says of them: the built-in judge contradicts
	// either reference less often than Stockfish at its own depth (8).
	if toDeep[0].contra > toDeep[1].contra || toDefault[0].contra > toDefault[1].contra {
		t.Errorf("the built-in judge contradicts Stockfish at depth %d %d times and at depth %d %d times, Stockfish at depth 8 %d and %d: more often", refDepth, toDeep[0].contra, DefaultEngineDepth, toDefault[0].contra, toDeep[1].contra, toDefault[1].contra)
	}
}
