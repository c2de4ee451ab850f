// Package power builds and consumes the queue of powers of an Awechec game.
//
// Every seed captured at Awélé gives its captor one power of his colour,
// appended to a single queue in capture order; the chess game consumes the
// queue from the front, one power per half-move not made in check. Powers
// are numbered from 1 within each Awélé game: a Queue holds the powers of
// one Awélé game. A handicap p/q for one side sends that side's captured
// seeds into a pool; each time the pool holds p seeds, p leave it and q
// powers are added. The pool carries over between captures of one Awélé
// game and is abandoned when that game ends (RULES.md section 3).
//
// The package knows no text beyond the W/B letters of String and the colour
// words of ParseHandicap.
package power

import (
	"errors"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/movegen"
)

// The colour of a power is the colour of the player who captured the seed
// that gave it, a movegen.Color: the one colour type of chess and powers.
// The Awélé side that captured maps to it through SideColour.

// SideColour is the colour of the player who plays Awélé side s: South is
// White, North is Black (RULES.md). It is the one place where an Awélé side
// becomes a colour.
func SideColour(s awele.Side) movegen.Color {
	if s == awele.North {
		return movegen.Black
	}
	return movegen.White
}

// Letter returns the power letter of a colour: 'W' for White and 'B' for
// Black, whatever the file's language.
func Letter(c movegen.Color) byte {
	if c == movegen.Black {
		return 'B'
	}
	return 'W'
}

// MaxSeeds bounds the seeds of one capture and the terms of a handicap: an
// Awélé game has 48 seeds.
const MaxSeeds = 48

// Handicap is a p/q handicap borne by one side: for every p seeds that side
// captures, it gets q powers. The zero Handicap (P == 0) is no handicap.
type Handicap struct {
	Side movegen.Color
	P, Q int
}

// None reports whether h is no handicap at all.
func (h Handicap) None() bool { return h.P == 0 }

// String returns the handicap in English, e.g. "White 3/2", or "" for none.
func (h Handicap) String() string {
	if h.None() {
		return ""
	}
	return fmt.Sprintf("%s %d/%d", h.Side, h.P, h.Q)
}

// ErrBadHandicap is wrapped by every error of ParseHandicap.
var ErrBadHandicap = errors.New("bad handicap")

// ParseHandicap reads a Handicap tag value: a side, then p/q ("White
// 3/2"), or p/q, then the side ("3/2 Blancs"). The side is written in
// English or French, singular or plural, any case: White, Whites, W,
// Blanc, Blancs, Black, Blacks, Noir, Noirs, N. A lone B is refused: it
// means White in French and Black in English. The terms must satisfy
// 1 <= q <= p <= 48.
func ParseHandicap(tag string) (Handicap, error) {
	fields := strings.Fields(tag)
	if len(fields) != 2 {
		return Handicap{}, i18n.Errorf(i18n.HandiForm, tag).Wrap(ErrBadHandicap)
	}
	// The ratio may come first, as in "3/2 Blancs".
	if strings.Contains(fields[0], "/") && !strings.Contains(fields[1], "/") {
		fields[0], fields[1] = fields[1], fields[0]
	}
	var h Handicap
	switch strings.ToLower(fields[0]) {
	case "white", "whites", "w", "blanc", "blancs":
		h.Side = movegen.White
	case "black", "blacks", "noir", "noirs", "n":
		h.Side = movegen.Black
	case "b":
		return Handicap{}, i18n.Errorf(i18n.HandiB, tag).Wrap(ErrBadHandicap)
	default:
		return Handicap{}, i18n.Errorf(i18n.HandiSide, tag, fields[0]).Wrap(ErrBadHandicap)
	}
	ps, qs, ok := strings.Cut(fields[1], "/")
	if !ok {
		return Handicap{}, i18n.Errorf(i18n.HandiPQ, tag).Wrap(ErrBadHandicap)
	}
	p, err1 := smallNumber(ps)
	q, err2 := smallNumber(qs)
	if err1 != nil || err2 != nil {
		if digits(ps) && digits(qs) {
			// Whole numbers too large to be read: say the range, not
			// that they are no whole numbers ("White 999999/1").
			return Handicap{}, i18n.Errorf(i18n.HandiRange, tag, MaxSeeds).Wrap(ErrBadHandicap)
		}
		return Handicap{}, i18n.Errorf(i18n.HandiWhole, tag).Wrap(ErrBadHandicap)
	}
	if q < 1 || q > p || p > MaxSeeds {
		return Handicap{}, i18n.Errorf(i18n.HandiRange, tag, MaxSeeds).Wrap(ErrBadHandicap)
	}
	h.P, h.Q = p, q
	return h, nil
}

// digits tells whether s is one or more decimal digits.
func digits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// smallNumber reads 1 to 3 decimal digits.
func smallNumber(s string) (int, error) {
	if len(s) == 0 || len(s) > 3 {
		return 0, strconv.ErrSyntax
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, strconv.ErrSyntax
		}
	}
	return strconv.Atoi(s)
}

// Queue is the queue of powers of one Awélé game: the powers in the order
// the captures gave them, how many have been consumed, and the handicap
// pools. The zero Queue is an empty queue without handicap. Copy a Queue
// with Clone, not by assignment, when both copies will grow.
type Queue struct {
	powers   []movegen.Color
	consumed int
	handicap Handicap
	pool     [2]int
	closed   bool
}

// NewQueue returns an empty queue for a new Awélé game under handicap h.
func NewQueue(h Handicap) *Queue {
	return &Queue{handicap: h}
}

// Reset empties q for a new Awélé game under the same handicap, keeping
// the memory of its powers: only for a queue whose powers no one else
// holds (a copy of the value, a slice from Powers).
func (q *Queue) Reset() {
	*q = Queue{powers: q.powers[:0], handicap: q.handicap}
}

// FromColours returns a queue holding the given powers, none consumed,
// without handicap.
func FromColours(cs []movegen.Color) *Queue {
	q := &Queue{powers: make([]movegen.Color, len(cs))}
	copy(q.powers, cs)
	return q
}

// Handicap returns the queue's handicap.
func (q *Queue) Handicap() Handicap { return q.handicap }

// Capture records that side c captured seeds seeds, appends the powers they
// give (all of them, or fewer under a handicap on c) and returns how many
// were added. A count below 1 adds nothing; one above MaxSeeds is cut to
// MaxSeeds. A closed queue (see Close) takes no more powers.
func (q *Queue) Capture(c movegen.Color, seeds int) int {
	if seeds <= 0 || q.closed {
		return 0
	}
	c &= 1
	if seeds > MaxSeeds {
		seeds = MaxSeeds
	}
	n := seeds
	if h := q.handicap; h.P > 0 && h.Side == c {
		q.pool[c] += seeds
		n = q.pool[c] / h.P * h.Q
		q.pool[c] %= h.P
	}
	for i := 0; i < n; i++ {
		q.powers = append(q.powers, c)
	}
	return n
}

// Give adds one power of colour c, already counted: an item of a power
// list (`1:W 2:W 3:B`) numbers powers, after any handicap, so that the
// handicap does not divide it again. It returns 1, or 0 once the queue is
// closed.
func (q *Queue) Give(c movegen.Color) int {
	if q.closed {
		return 0
	}
	q.powers = append(q.powers, c&1)
	return 1
}

// Pool returns the seeds waiting in side c's handicap pool (always 0 for a
// side without handicap).
func (q *Queue) Pool(c movegen.Color) int { return q.pool[c&1] }

// Close ends the Awélé game: the handicap pools are abandoned and the queue
// takes no more powers. The powers already in it stay to be consumed.
func (q *Queue) Close() {
	q.pool = [2]int{}
	q.closed = true
}

// Closed reports whether Close was called.
func (q *Queue) Closed() bool { return q.closed }

// Len returns the number of powers the queue has received.
func (q *Queue) Len() int { return len(q.powers) }

// Remaining returns the number of powers not yet consumed.
func (q *Queue) Remaining() int { return len(q.powers) - q.consumed }

// Consumed returns the number of powers consumed so far.
func (q *Queue) Consumed() int { return q.consumed }

// At returns the colour of power n (1-based) and whether it exists.
func (q *Queue) At(n int) (movegen.Color, bool) {
	if n < 1 || n > len(q.powers) {
		return movegen.White, false
	}
	return q.powers[n-1], true
}

// Front returns the number and colour of the next power to be consumed;
// ok is false when none is left.
func (q *Queue) Front() (n int, c movegen.Color, ok bool) {
	if q.consumed >= len(q.powers) {
		return 0, movegen.White, false
	}
	return q.consumed + 1, q.powers[q.consumed], true
}

// Pop consumes the front power and returns its number and colour; ok is
// false (and nothing changes) when none is left.
func (q *Queue) Pop() (n int, c movegen.Color, ok bool) {
	n, c, ok = q.Front()
	if ok {
		q.consumed++
	}
	return n, c, ok
}

// Colours returns a copy of every power received, consumed or not.
func (q *Queue) Colours() []movegen.Color {
	out := make([]movegen.Color, len(q.powers))
	copy(out, q.powers)
	return out
}

// Clone returns an independent copy of q.
func (q *Queue) Clone() *Queue {
	if q == nil {
		return &Queue{}
	}
	c := *q
	c.powers = make([]movegen.Color, len(q.powers), cap(q.powers))
	copy(c.powers, q.powers)
	return &c
}

// CopyTo makes dst an independent copy of q, as Clone does, in the
// memory of dst's powers: dst must be a queue whose powers no one else
// holds (a scratch queue, not a copy of another queue's value).
func (q *Queue) CopyTo(dst *Queue) {
	buf := dst.powers
	*dst = *q
	dst.powers = nil
	if q.powers != nil {
		dst.powers = append(buf[:0], q.powers...)
	}
}

// String writes every power received, consumed or not, one letter each:
// W for White, B for Black, e.g. "WWWBBWWWWBBWWWWW".
func (q *Queue) String() string { return Letters(q.powers) }

// Letters writes powers one letter each, W for White and B for Black
// (Letter), e.g. "WWWBB".
func Letters(cs []movegen.Color) string { return LettersAs(cs, 'W', 'B') }

// LettersAs writes powers one letter each, white for White and black for
// Black: a language's own power letters (French B and N).
func LettersAs(cs []movegen.Color, white, black byte) string {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = white
		if c == movegen.Black {
			b[i] = black
		}
	}
	return string(b)
}

// Powers returns every power received, consumed or not, without copying:
// the slice is the queue's own, to be read before the queue changes again.
func (q *Queue) Powers() []movegen.Color { return q.powers }
