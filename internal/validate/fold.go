package validate

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// Power mismatches come in cascades: a missing Handicap tag, or powers
// numbered on from the last Awélé game, make every following token of the
// Awélé game differ. The first mismatch of an Awélé game is reported; the
// following ones of that game that differ the same way (numbers off by the
// same amount, or colours only) are counted in its message, with their
// numbers, and with what the pattern suggests. A mismatch of another
// pattern is reported apart.

// capture is one capture of the open Awélé game: its colour and seeds.
type capture struct {
	colour movegen.Color
	seeds  uint8
}

// maxCaptures bounds the captures of one Awélé game: each takes a seed at
// least, and there are 48 (the famine collection is one of them).
const maxCaptures = 48

// mismatch kinds
const (
	mmNumber = iota + 1 // the number is off by offset, the colour is right
	mmColour            // the number is right, the colour is not
	mmBoth              // both are wrong
	// mmShift: the token is the one of a later power (offset further):
	// the tokens are numbered on from a token written on a check answer,
	// which consumes none.
	mmShift
)

// tokenSeen is a power token written in the Awélé game being folded.
type tokenSeen struct {
	number int
	colour movegen.Color
}

// mismatchFold is the cascade of one Awélé game of one line.
type mismatchFold struct {
	awele   int // the Awélé game
	diag    int // index in replayer.diags of its first mismatch
	kind    int
	offset  int
	first   int         // the power consumed at the first mismatch
	carried int         // the handicap pool dropped before the Awélé game
	numbers []int       // the written numbers of the folded tokens
	tokens  []tokenSeen // the tokens written since the first mismatch
}

// noteCapture records a capture of the open Awélé game (none: seeds 0),
// which gave n powers, for the messages that look back at it.
func (r *replayer) noteCapture(st *line, c movegen.Color, seeds, n int) {
	if seeds > 0 && st.nCaps < maxCaptures {
		st.caps[st.nCaps] = capture{c, uint8(min(seeds, maxCaptures))}
		st.nCaps++
	}
	st.lastSeeds, st.lastPowers = seeds, n
}

// mismatch reports (or folds) a power token that differs from the power n
// of colour c the queue gives.
func (r *replayer) mismatch(st *line, tok *notation.Element, idx, n int, c, written movegen.Color, colourOK bool, msg i18n.Msg) {
	kind := mmBoth
	switch {
	case st.answered != 0 && st.answered == st.g.AweleGame() && tok.Number > n && r.shifted(st, tok, written):
		kind = mmShift
	case colourOK:
		kind = mmNumber
	case tok.Number == n:
		kind = mmColour
	}
	f := st.fold
	if f != nil && f.awele == st.g.AweleGame() {
		if kind == f.kind && (kind != mmNumber && kind != mmShift || tok.Number-n == f.offset) {
			f.numbers = append(f.numbers, tok.Number)
			f.tokens = append(f.tokens, tokenSeen{tok.Number, written})
			return
		}
		r.add(diag.Error, diag.PowerMismatch, tok, idx, st.g.AweleGame(), 0, msg)
		r.setFix(r.fixToken(tok, powerText(n, r.colourLetter(c))))
		return
	}
	r.flushFold(st)
	st.fold = &mismatchFold{awele: st.g.AweleGame(), diag: len(r.diags), kind: kind, offset: tok.Number - n, first: n, carried: st.carried,
		tokens: []tokenSeen{{tok.Number, written}}}
	r.add(diag.Error, diag.PowerMismatch, tok, idx, st.g.AweleGame(), 0, msg)
	r.setFix(r.fixToken(tok, powerText(n, r.colourLetter(c))))
}

// shifted tells whether a power token is the one of the later power its
// number names, colour included (a colourless token fits any colour).
func (r *replayer) shifted(st *line, tok *notation.Element, written movegen.Color) bool {
	c, ok := st.powerAt(tok.Number)
	return ok && (tok.Colour == 0 || c == written)
}

// seeToken records a token that fits its power while a cascade of its
// Awélé game is open, for the handicap the tokens may fit.
func (st *line) seeToken(number int, c movegen.Color) {
	if f := st.fold; f != nil && f.awele == st.g.AweleGame() {
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
	// The tokens after it differ the same way: the hint may be a
	// numbering or a Handicap tag, not this one token.
	d.Fix = nil
	d.Msg = d.Msg.Then(i18n.M(i18n.VFoldMore, len(f.numbers), numberRanges(f.numbers)))
	if hint := r.foldHint(st, f); !hint.IsZero() {
		d.Msg = d.Msg.Then(i18n.M(i18n.VFoldHint, hint))
	}
}

// foldHint says what a cascade suggests: powers numbered on from the last
// Awélé game, or a Handicap tag missing or wrong.
func (r *replayer) foldHint(st *line, f *mismatchFold) i18n.Msg {
	if f.kind == mmShift {
		return i18n.M(i18n.VHintShift)
	}
	if f.kind == mmNumber {
		if f.offset > 0 && f.awele > 1 {
			return i18n.M(i18n.VHintNumbered)
		}
		return i18n.Msg{}
	}
	if !st.started() {
		return i18n.Msg{}
	}
	if h := r.set.handicap; f.carried > 0 && r.fits(st, f, h, f.carried) {
		return i18n.M(i18n.VHintPoolDrop)
	}
	_, hasTag := r.g.Tag("Handicap")
	cands := []power.Handicap{{}}
	for _, side := range []movegen.Color{movegen.White, movegen.Black} {
		for _, pq := range [][2]int{{3, 2}, {2, 1}, {3, 1}} {
			cands = append(cands, power.Handicap{Side: side, P: pq[0], Q: pq[1]})
		}
	}
	var fit []power.Handicap
	for _, h := range cands {
		if h == r.set.handicap && !(hasTag && h.None()) {
			continue // the one replayed (an unusable tag replays none)
		}
		if r.fits(st, f, h, 0) {
			fit = append(fit, h)
		}
	}
	if len(fit) != 1 {
		return i18n.Msg{}
	}
	h := fit[0]
	switch {
	case h.None():
		return i18n.M(i18n.VHintNoHandicap)
	case hasTag:
		return i18n.M(i18n.VHintFitTag, r.handicapText(h))
	}
	return i18n.M(i18n.VHintMissingTag, r.handicapText(h))
}

// fits reports whether the Awélé game's captures under handicap h, with
// carried seeds in its pool at the start, give every power the tokens of
// the cascade wrote, and the powers consumed before it as the replay gave
// them.
func (r *replayer) fits(st *line, f *mismatchFold, h power.Handicap, carried int) bool {
	q := power.NewQueue(h)
	q.Capture(h.Side, carried) // fewer than h.P seeds: no power
	for _, c := range st.caps[:st.nCaps] {
		q.Capture(c.colour, int(c.seeds))
	}
	for n := 1; n < f.first; n++ {
		want, _ := st.powerAt(n)
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
	if h.Side == movegen.Black {
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

// Missing power tokens and Awélé move numbers come in cascades too: a
// record that writes no power token at all, or numbers every Awélé move
// (1. A 2. c 3. E) where moves go in pairs, would give one warning per
// move. The first is reported; the others are counted in its message,
// each findable by its number.

// missingFold gathers the half-moves of one line that consume a power
// without a token.
type missingFold struct {
	diag  int   // index in replayer.diags of the first one
	plies []int // the other half-moves
}

// missingPower reports (or folds) a half-move idx that consumes power n of
// colour c without a token.
func (r *replayer) missingPower(st *line, move *notation.Element, idx, n int, c movegen.Color) {
	if f := st.missing; f != nil {
		f.plies = append(f.plies, idx)
		return
	}
	st.missing = &missingFold{diag: len(r.diags)}
	r.add(diag.Warning, diag.PowerMissing, move, idx, st.g.AweleGame(), 0, i18n.M(i18n.VPowerMissing, n, colourOwner(c), n, r.colourLetter(c)))
	r.setFix(r.fixBefore(move, powerText(n, r.colourLetter(c))))
}

// flushMissing writes the folded half-moves into the first warning; it is
// called at the end of a line.
func (r *replayer) flushMissing(st *line) {
	f := st.missing
	st.missing = nil
	if f == nil || len(f.plies) == 0 || f.diag >= len(r.diags) {
		return
	}
	d := &r.diags[f.diag]
	d.Msg = d.Msg.Then(i18n.M(i18n.VMissingMore, len(f.plies), numberRanges(f.plies)))
}

// numberFold gathers the Awélé move numbers of one Awélé game of one line
// that do not fit the replay's count.
type numberFold struct {
	awele   int      // the Awélé game
	diag    int      // index in replayer.diags of the first one
	written []string // the other numbers as written
	// perMove is true while every wrong number is the move's own count
	// (1. A 2. c 3. E); offset is the amount every wrong number is off by
	// (g40: 4. A c 5. E for 1. A c 2. E), offOK while it stays the same.
	perMove bool
	offset  int
	offOK   bool
}

// wrongAweleNumber reports (or folds) a move number e that does not fit
// the Awélé move ply, numbered want (black: North's).
func (r *replayer) wrongAweleNumber(st *line, e *notation.Element, ply, want int, black bool) {
	perMove := e.Number == ply && !e.Black
	off, offOK := e.Number-want, e.Black == black
	if f := st.numbers; f != nil && f.awele == st.g.AweleGame() {
		f.written = append(f.written, numberText(e.Number, e.Black))
		f.perMove = f.perMove && perMove
		f.offOK = f.offOK && offOK && off == f.offset
		return
	}
	r.flushNumbers(st)
	st.numbers = &numberFold{awele: st.g.AweleGame(), diag: len(r.diags), perMove: perMove, offset: off, offOK: offOK && off != 0}
	r.add(diag.Warning, diag.MoveNumber, e, 0, st.g.AweleGame(), ply, i18n.M(i18n.VAweleMoveNumber, numberText(want, black)))
}

// flushNumbers writes the folded move numbers of an Awélé game into its
// first warning, with what their pattern suggests; it is called when the
// Awélé game closes and at the end of the line.
func (r *replayer) flushNumbers(st *line) {
	f := st.numbers
	st.numbers = nil
	if f == nil || len(f.written) == 0 || f.diag >= len(r.diags) {
		return
	}
	d := &r.diags[f.diag]
	d.Msg = d.Msg.Then(i18n.M(i18n.VNumbersMore, len(f.written), strings.Join(f.written, ", ")))
	switch {
	case f.perMove:
		d.Msg = d.Msg.Then(i18n.M(i18n.VNumbersPairs, pairsExample(st.awHoles[:st.awHoleN])))
	case f.offOK && f.offset > 0:
		d.Msg = d.Msg.Then(i18n.M(i18n.VNumbersFrom1))
	}
}

// pairsExample writes the first moves of an Awélé game numbered in pairs:
// 1. A c 2. E ….
func pairsExample(holes []byte) string {
	var b strings.Builder
	for i, h := range holes {
		if i%2 == 0 {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%d. ", i/2+1)
		} else {
			b.WriteByte(' ')
		}
		b.WriteByte(h)
	}
	b.WriteString(" …")
	return b.String()
}
