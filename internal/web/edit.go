package web

import (
	"bytes"
	"slices"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/render"
)

// The operations of the move tree's menu (Edit).
const (
	// EditPromote makes the variation that holds the move the line it is
	// an alternative to, and that line a variation of it (as lichess's
	// "promote variation": one level up).
	EditPromote = "promote"
	// EditDelete deletes the move and every move after it on its line;
	// on the first move of a variation, the whole variation. A main line
	// cut leaves the game going on: its result and Result tag become *.
	EditDelete = "delete"
)

// Edit applies an operation of the move tree's menu (EditPromote,
// EditDelete) to the move written at byte offset of game index (from 1)
// of src, and returns src with that game written again in canonical AGN
// (as fmt writes it) and the rest of the text untouched.
func Edit(src []byte, index, offset int, op string) ([]byte, error) {
	g, err := entryGame(src, index, "")
	if err != nil {
		return nil, err
	}
	at, ok := findMove(&g.Body, nil, 0, offset)
	if !ok {
		return nil, i18n.Errorf(i18n.WebEditNoMove, offset, index)
	}
	switch op {
	case EditPromote:
		if at.outer == nil {
			return nil, i18n.Errorf(i18n.WebEditMain, offset)
		}
		if !promote(at) {
			return nil, i18n.Errorf(i18n.WebEditEmpty, offset)
		}
	case EditDelete:
		deleteFrom(at)
		if at.outer == nil {
			unfinished(g)
		}
	default:
		return nil, i18n.Errorf(i18n.WebEditUnknown, op)
	}
	out, err := convert.FormatAGN(g, convert.Options{})
	if err != nil {
		return nil, err
	}
	// the game's own blank lines after it stay as they were
	from, to := g.Start.Offset, g.Start.Offset+len(g.Source)
	tail := g.Source[len(bytes.TrimRight(g.Source, " \t\r\n")):]
	res := append([]byte(nil), src[:from]...)
	res = append(res, bytes.TrimRight(out, " \t\r\n")...)
	res = append(res, tail...)
	return append(res, src[to:]...), nil
}

// place is where a move stands in a game's tree: element i of list, and
// when list is a variation's content, that variation (element v of
// outer).
type place struct {
	list  *[]notation.Element
	i     int
	outer *[]notation.Element
	v     int
}

// findMove finds the move written at offset in list and its variations.
func findMove(list *[]notation.Element, outer *[]notation.Element, v, offset int) (place, bool) {
	for i := range *list {
		e := &(*list)[i]
		if e.Kind == notation.Variation {
			if at, ok := findMove(&e.Children, list, i, offset); ok {
				return at, true
			}
			continue
		}
		if render.IsMove(e.Kind) && e.Pos.Offset == offset {
			return place{list, i, outer, v}, true
		}
	}
	return place{}, false
}

// groupStart is where the move at i begins: its move number and power
// token before it.
func groupStart(list []notation.Element, i int) int {
	for i > 0 && (list[i-1].Kind == notation.MoveNumber || list[i-1].Kind == notation.Power) {
		i--
	}
	return i
}

// aside tells whether an element of kind k stands beside a move without
// being one: what may come between a move and its variations.
func aside(k notation.Kind) bool {
	return k == notation.Variation || k == notation.Comment || k == notation.NAG || k == notation.Escape
}

// deleteFrom deletes the move at and the rest of its line; the whole
// variation when no move comes before it in the variation.
func deleteFrom(at place) {
	l := *at.list
	first := !slices.ContainsFunc(l[:at.i], func(e notation.Element) bool { return render.IsMove(e.Kind) })
	if first && at.outer != nil {
		*at.outer = slices.Delete(*at.outer, at.v, at.v+1)
		return
	}
	*at.list = l[:groupStart(l, at.i)]
}

// unfinished marks game g as going on (*), its result token and its
// Result tag alike: the main line cut, the result written for its end
// (a mate, a resignation, a draw agreed) is no longer the game's.
func unfinished(g *notation.Game) {
	if g.Result.Text != "" {
		g.Result.Text = "*"
	}
	if _, ok := g.Tag("Result"); ok {
		g.SetTag("Result", "*")
	}
}

// promote makes the variation that holds the move at the line it is an
// alternative to (see EditPromote). The line's move and the rest of it
// become the first variation of the promoted move; the other variations
// of that move stay after it, then the promoted variation's own. It
// reports false, changing nothing, when the variation replaces no move.
func promote(at place) bool {
	l := *at.outer
	pi := at.v
	// the run of variations (and comments, NAGs) the variation is in
	vs, ve := pi, pi+1
	for vs > 0 && aside(l[vs-1].Kind) {
		vs--
	}
	for ve < len(l) && aside(l[ve].Kind) {
		ve++
	}
	var old []notation.Element
	var gs int
	switch {
	case vs > 0 && render.IsMove(l[vs-1].Kind):
		// after the move it is an alternative to: that move, its
		// comments and NAGs, then the rest of the line
		gs = groupStart(l, vs-1)
		old = append(old, l[gs:vs]...)
		old = append(old, withoutVariations(l[vs:ve])...)
		old = append(old, l[ve:]...)
	case ve < len(l) && render.IsMove(l[ve].Kind):
		// between a power token (or a move number) and its move
		gs = groupStart(l, vs)
		old = append(old, l[gs:vs]...)
		old = append(old, l[ve:]...)
	default:
		return false
	}
	var others []notation.Element
	for i := vs; i < ve; i++ {
		if i != pi && l[i].Kind == notation.Variation {
			others = append(others, l[i])
		}
	}
	v := l[pi]
	c := v.Children
	c0 := slices.IndexFunc(c, func(e notation.Element) bool { return render.IsMove(e.Kind) })
	if c0 < 0 {
		return false
	}
	c1 := c0 + 1
	for c1 < len(c) && (c[c1].Kind == notation.NAG || c[c1].Kind == notation.Comment) {
		c1++
	}
	line := v
	line.Children = old
	out := append([]notation.Element(nil), l[:gs]...)
	out = append(out, c[:c1]...)
	out = append(out, line)
	out = append(out, others...)
	out = append(out, c[c1:]...)
	*at.outer = out
	return true
}

// withoutVariations returns the elements of list that are not variations.
func withoutVariations(list []notation.Element) []notation.Element {
	var out []notation.Element
	for _, e := range list {
		if e.Kind != notation.Variation {
			out = append(out, e)
		}
	}
	return out
}
