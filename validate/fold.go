package validate

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/awechec/awechec/diag"
	"github.com/awechec/awechec/notation"
	"github.com/awechec/awechec/power"
)

// Power mismatches come in cascades: a missing Handicap tag, or powers
// numbered on from the last Awélé game, make every following token of the
// Awélé game differ. The first mismatch of an Awélé game is reported; the
// following ones of that game that differ the same way (numbers off by the
// same amount, or colours only) are counted in its message, with their
// numbers, and with what the pattern suggests. A mismatch of another
// pattern is reported apart.

// capture is one capture of the open Awélé game: its colour and seeds.
type capture struct{ colour, seeds uint8 }

// maxCaptures bounds the captures of one Awélé game: each takes a seed at
// least, and there are 48 (the famine collection is one of them).
const maxCaptures = 48

// mismatch kinds
const (
	mmNumber = iota + 1 // the number is off by offset, the colour is right
	mmColour            // the number is right, the colour is not
	mmBoth              // both are wrong
)

// tokenSeen is a power token written in the Awélé game being folded.
type tokenSeen struct {
	number int
	colour power.Colour
}

// mismatchFold is the cascade of one Awélé game of one line.
type mismatchFold struct {
	awele   int // the Awélé game
	diag    int // index in replayer.diags of its first mismatch
	kind    int
	offset  int
	first   int         // the power consumed at the first mismatch
	numbers []int       // the written numbers of the folded tokens
	tokens  []tokenSeen // the tokens written since the first mismatch
}

// takeCapture records a capture of the open Awélé game and feeds the
// queue; it returns the powers added.
func (r *replayer) takeCapture(st *line, c power.Colour, seeds int) int {
	if seeds > 0 && st.nCaps < maxCaptures {
		st.caps[st.nCaps] = capture{uint8(c), uint8(min(seeds, maxCaptures))}
		st.nCaps++
	}
	return st.q.Capture(c, seeds)
}

// mismatch reports (or folds) a power token that differs from the power n
// of colour c the queue gives.
func (r *replayer) mismatch(st *line, tok *notation.Element, idx, n int, c, written power.Colour, colourOK bool, format string, args ...any) {
	kind := mmBoth
	switch {
	case colourOK:
		kind = mmNumber
	case tok.Number == n:
		kind = mmColour
	}
	f := st.fold
	if f != nil && f.awele == st.awIdx {
		if kind == f.kind && (kind != mmNumber || tok.Number-n == f.offset) {
			f.numbers = append(f.numbers, tok.Number)
			f.tokens = append(f.tokens, tokenSeen{tok.Number, written})
			return
		}
		r.add(diag.Error, diag.PowerMismatch, tok, idx, st.awIdx, 0, format, args...)
		return
	}
	r.flushFold(st)
	st.fold = &mismatchFold{awele: st.awIdx, diag: len(r.diags), kind: kind, offset: tok.Number - n, first: n,
		tokens: []tokenSeen{{tok.Number, written}}}
	r.add(diag.Error, diag.PowerMismatch, tok, idx, st.awIdx, 0, format, args...)
}

// seeToken records a token that fits its power while a cascade of its
// Awélé game is open, for the handicap the tokens may fit.
func (st *line) seeToken(number int, c power.Colour) {
	if f := st.fold; f != nil && f.awele == st.awIdx {
		f.tokens = append(f.tokens, tokenSeen{number, c})
	}
}

// flushFold writes what the folded mismatches of the open cascade say
// into its first message. It is called when the Awélé game ends for the
// chess (a new one starts) and at the end of the line.
func (r *replayer) flushFold(st *line) {
	f := st.fold
	st.fold = nil
	if f == nil || len(f.numbers) == 0 || f.diag >= len(r.diags) {
		return
	}
	d := &r.diags[f.diag]
	tokens, differ := "tokens", "differ"
	if len(f.numbers) == 1 {
		tokens, differ = "token", "differs"
	}
	numbers := "numbers"
	if len(f.numbers) == 1 {
		numbers = "number"
	}
	d.Message += fmt.Sprintf("; and %d more power %s of this Awélé game %s the same way (%s %s)",
		len(f.numbers), tokens, differ, numbers, numberRanges(f.numbers))
	if hint := r.foldHint(st, f); hint != "" {
		d.Message += ": " + hint
	}
}

// foldHint says what a cascade suggests: powers numbered on from the last
// Awélé game, or a Handicap tag missing or wrong.
func (r *replayer) foldHint(st *line, f *mismatchFold) string {
	if f.kind == mmNumber {
		if f.offset > 0 && f.awele > 1 {
			return "powers are numbered from 1 in each Awélé game"
		}
		return ""
	}
	if st.q == nil {
		return ""
	}
	_, hasTag := r.g.Tag("Handicap")
	cands := []power.Handicap{{}}
	for _, side := range []power.Colour{power.White, power.Black} {
		for _, pq := range [][2]int{{3, 2}, {2, 1}, {3, 1}} {
			cands = append(cands, power.Handicap{Side: side, P: pq[0], Q: pq[1]})
		}
	}
	var fit []power.Handicap
	for _, h := range cands {
		if h == r.set.handicap && !(hasTag && h.None()) {
			continue // the one replayed (an unusable tag replays none)
		}
		if r.fits(st, f, h) {
			fit = append(fit, h)
		}
	}
	if len(fit) != 1 {
		return ""
	}
	h := fit[0]
	switch {
	case h.None():
		return "they fit no handicap: is the Handicap tag wrong?"
	case hasTag:
		return fmt.Sprintf("they fit [Handicap %q]", r.handicapText(h))
	}
	return fmt.Sprintf("is a [Handicap %q] tag missing?", r.handicapText(h))
}

// fits reports whether the Awélé game's captures under handicap h give
// every power the tokens of the cascade wrote, and the powers consumed
// before it as the replay gave them.
func (r *replayer) fits(st *line, f *mismatchFold, h power.Handicap) bool {
	q := power.NewQueue(h)
	for _, c := range st.caps[:st.nCaps] {
		q.Capture(power.Colour(c.colour), int(c.seeds))
	}
	for n := 1; n < f.first; n++ {
		want, _ := st.q.At(n)
		if got, ok := q.At(n); !ok || got != want {
			return false
		}
	}
	for _, t := range f.tokens {
		if got, ok := q.At(t.number); !ok || got != t.colour {
			return false
		}
	}
	return true
}

// handicapText writes a handicap in the file's language (French side
// words in a French file).
func (r *replayer) handicapText(h power.Handicap) string {
	if r.lang != notation.French {
		return h.String()
	}
	side := "Blancs"
	if h.Side == power.Black {
		side = "Noirs"
	}
	return fmt.Sprintf("%s %d/%d", side, h.P, h.Q)
}

// numberRanges writes numbers compactly: 3, 5-8, 10, 11.
func numberRanges(ns []int) string {
	var b strings.Builder
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		if j < i+2 {
			j = i // two in a row read better apart
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(ns[i]))
		if j > i {
			b.WriteByte('-')
			b.WriteString(strconv.Itoa(ns[j]))
		}
		i = j + 1
	}
	return b.String()
}
