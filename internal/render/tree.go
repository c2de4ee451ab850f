package render

import (
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// TreeSteps returns the steps of a game's whole move tree: first the steps
// of its main line, as StepsIn gives them (Parent i-1), then the steps of
// each variation, a variation's own moves together, its nested variations
// after it. The first step of a variation has the step it branches from as
// Parent (the position before the move it is an alternative to); its other
// steps follow each other (Parent i-1). So the children of a step are in
// the order a reader meets them: the line's next move first, then its
// variations in the order written.
//
// A variation is replayed as its own line: the moves of the line it
// branches from up to the branch point, then its moves, validated as the
// main line is. Its steps carry their moves' labels, notes, comments and
// diagnostics as the main line's do.
func TreeSteps(r *validate.Report, l i18n.Lang) []Step {
	steps := StepsIn(r, l)
	g := r.Game
	if g == nil || r.Stopped || !hasVariation(g.Body) {
		return steps
	}
	t := &tree{r: r, l: l, steps: steps, at: map[stepKey]int{}}
	for i := range steps {
		t.at[keyOf(&steps[i])] = i
	}
	t.walk(nil, g.Body)
	return t.steps
}

// stepKey names a step by the move that led to it: a move is written once
// in the text, so its offset names it in every line that holds it.
type stepKey struct {
	offset int
	kind   string
}

func keyOf(s *Step) stepKey { return stepKey{s.offset, s.Kind} }

// tree builds the variations' steps.
type tree struct {
	r     *validate.Report
	l     i18n.Lang
	steps []Step
	at    map[stepKey]int // the tree's step of each move already replayed
	work  int             // elements replayed so far, bounded by maxTreeWork
	added int             // steps the variations added, bounded by maxTreeSteps
}

// maxTreeWork bounds the elements the variations' replays may take in
// all: each variation replays its line from the start, so a game of many
// variations (a hostile flood of brackets) would cost the square of its
// size. Past the bound, the remaining variations get no steps of their
// own: the replayer still shows their text under the move (docs/LIMITS.md).
// The steps the variations add are bounded too (maxTreeSteps), so that
// the page's data stays in proportion to the record (docs/LIMITS.md). A
// commented game of 80 moves and 100 variations of 10 moves takes about a
// fifth of each.
const (
	maxTreeWork  = 50_000
	maxTreeSteps = 4_000
)

// walk adds the steps of the variations written in list, a line whose
// moves follow the elements of prefix (the line it branches from, up to
// its branch point).
func (t *tree) walk(prefix, list []notation.Element) {
	for v := range list {
		if list[v].Kind != notation.Variation || t.work > maxTreeWork || t.added > maxTreeSteps {
			continue
		}
		base := append(append([]notation.Element(nil), prefix...), branchPrefix(list, v)...)
		first := len(t.steps)
		t.line(base, &list[v])
		if len(t.steps) > first {
			t.walk(base, list[v].Children)
		}
	}
}

// line replays the variation v after the elements of base and adds the
// steps of its own moves.
func (t *tree) line(base []notation.Element, v *notation.Element) {
	// a replay costs its elements and a fixed part (a game, its report)
	if t.work += len(base) + len(v.Children) + 64; t.work > maxTreeWork {
		return
	}
	g := *t.r.Game
	g.Body = append(base, v.Children...)
	file := ""
	if len(t.r.Diags) > 0 {
		file = t.r.Diags[0].File
	}
	steps := StepsIn(validate.Game(&g, validate.Options{File: file}), t.l)
	from, to := v.Pos.Offset, v.Pos.Offset+v.Len
	parent := -1
	for i := range steps {
		s := steps[i]
		if s.offset < from || s.offset >= to || s.Kind == KindStart {
			continue // a move of the line it branches from
		}
		if parent < 0 {
			parent = t.branch(steps[:i])
			if parent < 0 {
				return
			}
			s.Parent = parent
		} else {
			s.Parent = len(t.steps) - 1
		}
		t.at[keyOf(&s)] = len(t.steps)
		t.steps = append(t.steps, s)
		t.added++
	}
}

// branch returns the tree's step of the last of before (the steps of the
// line up to the variation's first move), -1 when it has none.
func (t *tree) branch(before []Step) int {
	if len(before) == 0 {
		return -1
	}
	last := &before[len(before)-1]
	if last.Kind == KindStart {
		return 0
	}
	if j, ok := t.at[keyOf(last)]; ok {
		return j
	}
	return -1
}

// branchPrefix returns the elements of list before variation v that its
// line starts from, as the replay branches it (validate): a variation
// after a move (and its NAGs, comments, other variations) is an
// alternative to that move and starts before it; any other starts where it
// stands. The variations before it are left out, and the move number and
// power token written before its branch point, which the line does not
// carry into a variation.
func branchPrefix(list []notation.Element, v int) []notation.Element {
	end := v
	for j := v - 1; j >= 0; j-- {
		k := list[j].Kind
		if IsMove(k) {
			end = j
			break
		}
		if k != notation.Variation && k != notation.Comment && k != notation.NAG && k != notation.Escape {
			break
		}
	}
	for end > 0 && (list[end-1].Kind == notation.MoveNumber || list[end-1].Kind == notation.Power) {
		end--
	}
	out := make([]notation.Element, 0, end)
	for i := range list[:end] {
		if list[i].Kind != notation.Variation {
			out = append(out, list[i])
		}
	}
	return out
}

// IsMove tells whether an element of kind k is a move, which has a step:
// an Awélé move, a capture event, a chess half-move or the null move.
func IsMove(k notation.Kind) bool {
	switch k {
	case notation.ChessMove, notation.NullMove, notation.AweleMove, notation.CaptureEvent:
		return true
	}
	return false
}

// hasVariation tells whether a movetext holds a variation.
func hasVariation(list []notation.Element) bool {
	for i := range list {
		if list[i].Kind == notation.Variation {
			return true
		}
	}
	return false
}
