package validate

import (
	"fmt"

	"github.com/awechec/awechec/internal/awele"
	"slices"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// maxLookBack bounds the replays one look back makes (a game of 100 Awélé
// moves has 500 other holes to try).
const maxLookBack = 600

// lookBack looks, when a written capture count disagrees with the replay,
// for the one earlier hole letter of that Awélé game that makes every
// written count and the powers of that game agree: one wrong letter
// (3. C for 3. E) gives no error where it is written, but capture counts
// that disagree later, whose "write F(2)" would make a right record
// wrong. When there is one, it is named, at that hole, with its fix, and
// the counts after it lose theirs (consequences). When there are several,
// or none and the count is not the only thing wrong with its Awélé game,
// the count's fix is taken away: the hint may mislead.
func (r *replayer) lookBack() {
	first := -1
	for i := range r.diags {
		d := &r.diags[i]
		if d.Code == diag.AweleCaptureCount && d.Severity == diag.Error {
			if first < 0 || before(d.Line, d.Col, notation.Pos{Line: r.diags[first].Line, Col: r.diags[first].Col}) {
				first = i
			}
		}
	}
	if first < 0 {
		return
	}
	d := r.diags[first]
	at := r.mainElement(d.Line, d.Col, notation.AweleMove)
	if at < 0 {
		return
	}
	moves := r.aweleGameMoves(at)
	awg := d.AweleGame
	var cands []hole
	tries := 0
	for _, j := range moves {
		e := &r.g.Body[j]
		for _, c := range rowLetters(e.Hole) {
			if !r.countsAgree(awg, moves, j, c) {
				continue // its own counts already disagree: no full replay
			}
			if tries++; tries > maxLookBack {
				r.diags[first].Fix = nil
				return
			}
			if r.agreesWith(awg, nil, func(b []notation.Element) { b[j].Hole = c }) {
				cands = append(cands, hole{j, c})
			}
		}
	}
	switch {
	case len(cands) == 1:
		r.holeMeant(cands[0], first)
	case len(cands) == 0 && r.agreesWith(awg, &r.g.Body[at], func([]notation.Element) {}):
		// The count is the only thing wrong with its Awélé game: its fix
		// stands.
	default:
		r.diags[first].Fix = nil
	}
}

// countsAgree plays the Awélé moves moves (indices in the main line) of
// Awélé game awg from its start, the one at change with the letter
// letter, and reports whether each is legal and captures what it writes
// (a move that writes no count may capture): what a hole that makes the rest
// agree must give, checked without a replay of the whole game. A game
// whose start the trace does not hold is not filtered.
func (r *replayer) countsAgree(awg int, moves []int, change int, letter byte) bool {
	if awg < 1 || awg > len(r.rep.Awele) || r.rep.Awele[awg-1].Start == nil {
		return true
	}
	p := *r.rep.Awele[awg-1].Start
	for _, j := range moves {
		e := &r.g.Body[j]
		h := e.Hole
		if j == change {
			h = letter
		}
		hole, _, ok := awele.ParseHole(h, r.set.acase)
		if !ok {
			return false
		}
		res, err := p.Play(&r.set.rules, hole)
		if err != nil || e.Count >= 0 && e.Count != res.Captured {
			return false
		}
	}
	return true
}

// hole is one hole letter tried in place of the one written at Body[at].
type hole struct {
	at     int
	letter byte
}

// rowLetters returns the other letters of the row of the hole letter h.
func rowLetters(h byte) []byte {
	row := "ABCDEF"
	if h >= 'a' && h <= 'f' {
		row = "abcdef"
	} else if h < 'A' || h > 'F' {
		return nil
	}
	out := make([]byte, 0, 5)
	for i := 0; i < len(row); i++ {
		if row[i] != h {
			out = append(out, row[i])
		}
	}
	return out
}

// mainElement returns the index in the main line of the element of kind k
// at line:col, -1 when there is none.
func (r *replayer) mainElement(line, col int, k notation.Kind) int {
	for i := range r.g.Body {
		if e := &r.g.Body[i]; e.Kind == k && e.Pos.Line == line && e.Pos.Col == col {
			return i
		}
	}
	return -1
}

// aweleGameMoves returns the indices of the Awélé moves of the main line
// from the start of the Awélé game of Body[at] up to at.
func (r *replayer) aweleGameMoves(at int) []int {
	var out []int
	for i := at; i >= 0; i-- {
		switch r.g.Body[i].Kind {
		case notation.AweleMove:
			out = append(out, i)
			continue
		case notation.MoveNumber, notation.Comment, notation.NAG, notation.Variation, notation.Escape:
			continue
		}
		break
	}
	slices.Reverse(out)
	return out
}

// agreesWith replays the game with its main line changed by change and
// reports whether no capture count, score, illegal Awélé move or power of
// Awélé game awg is wrong then, and every other diagnostic is one the
// game had (on the same line). The capture count of the move skip, when
// given, is not compared: the question is whether it is the only thing
// wrong.
func (r *replayer) agreesWith(awg int, skip *notation.Element, change func([]notation.Element)) bool {
	g := *r.g
	g.Body = slices.Clone(g.Body)
	change(g.Body)
	opt := r.opt
	opt.inner, opt.NoMoves, opt.NoBoards = true, true, true
	rep := replay(&g, opt, r.set, r.lang)
	had := map[string]int{}
	for _, d := range r.diags {
		had[lookKey(&d)]++
	}
	for _, d := range rep.Diags {
		if d.Severity == diag.Note || skip != nil && d.Line == skip.Pos.Line && d.Col == skip.Pos.Col &&
			(d.Code == diag.AweleCaptureCount || d.Code == diag.AweleCaptureMiss) {
			continue
		}
		if d.Code == diag.AweleCaptureMiss {
			// A count not written is no disagreement: many records
			// write none.
			continue
		}
		if d.AweleGame == awg && awg > 0 || d.Code == diag.AweleCaptureCount {
			return false
		}
		k := lookKey(&d)
		if had[k] == 0 {
			return false
		}
		had[k]--
	}
	return true
}

// lookKey is what agreesWith compares of a diagnostic.
func lookKey(d *diag.Diagnostic) string { return fmt.Sprintf("%s %d", d.Code, d.Line) }

// holeMeant reports the hole h as the one meant, before the capture count
// diags[first] that led to it, with its fix.
func (r *replayer) holeMeant(h hole, first int) {
	e := &r.g.Body[h.at]
	q, ok := source(r.g, e)
	if !ok || q == "" || q[0] != e.Hole {
		r.diags[first].Fix = nil
		return
	}
	d := r.diags[first]
	label := r.moveLabel(h.at)
	msg := i18n.M(i18n.VHoleLookBack, label, h.letter, h.letter)
	nd := diag.Diagnostic{
		Severity: diag.Error, Code: diag.AweleCaptureCount, File: r.opt.File, Msg: msg,
		Game: r.g.Index, AweleGame: d.AweleGame, Line: e.Pos.Line, Col: e.Pos.Col, Len: 1,
		Fix: &diag.Fix{Offset: e.Pos.Offset, End: e.Pos.Offset + 1, Text: string(h.letter)},
	}
	r.diags[first].Fix = nil
	r.diags = append(r.diags, nd)
}

// moveLabel writes the Awélé move Body[at] as a player finds it: its
// number and its letter, 3. C, or 3... a for the second move of a
// number; the letter alone when no number is written before it.
func (r *replayer) moveLabel(at int) string {
	e := &r.g.Body[at]
	moves := 0
	for i := at - 1; i >= 0; i-- {
		switch p := &r.g.Body[i]; p.Kind {
		case notation.AweleMove:
			moves++
		case notation.MoveNumber:
			switch {
			case moves == 0 && !p.Black:
				return fmt.Sprintf("%d. %c", p.Number, e.Hole)
			case moves == 0 || moves == 1 && !p.Black:
				return fmt.Sprintf("%d... %c", p.Number, e.Hole)
			}
			return string(e.Hole)
		case notation.Comment, notation.NAG, notation.Variation:
		default:
			return string(e.Hole)
		}
	}
	return string(e.Hole)
}
