package power

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/quick"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
)

type capture struct {
	c     movegen.Color
	seeds int
}

func build(h Handicap, caps []capture) *Queue {
	q := NewQueue(h)
	for _, c := range caps {
		q.Capture(c.c, c.seeds)
	}
	return q
}

// seed000 is the capture order of the worked example of seed 000.
var seed000 = []capture{{movegen.White, 3}, {movegen.Black, 2}, {movegen.White, 2}, {movegen.White, 2}, {movegen.Black, 2}, {movegen.White, 5}}

func TestQueueString(t *testing.T) {
	tests := []struct {
		name string
		h    Handicap
		caps []capture
		want string
		pool [2]int
	}{
		{name: "seed 000 worked example", caps: seed000, want: "WWWBBWWWWBBWWWWW"},
		{name: "empty", want: ""},
		{name: "zero and negative captures add nothing", caps: []capture{{movegen.White, 0}, {movegen.Black, -3}, {movegen.Black, 1}}, want: "B"},
		{name: "seed 000 handicap 5 seeds under 3/2", h: Handicap{movegen.White, 3, 2}, caps: []capture{{movegen.White, 5}}, want: "WW", pool: [2]int{2, 0}},
		{name: "3/2 pool carries over", h: Handicap{movegen.White, 3, 2}, caps: []capture{{movegen.White, 5}, {movegen.Black, 2}, {movegen.White, 1}}, want: "WWBBWW", pool: [2]int{0, 0}},
		{name: "2/1 on Black", h: Handicap{movegen.Black, 2, 1}, caps: []capture{{movegen.Black, 3}, {movegen.White, 2}, {movegen.Black, 3}}, want: "BWWBB", pool: [2]int{0, 0}},
		{name: "2/1 on Black with a seed left", h: Handicap{movegen.Black, 2, 1}, caps: []capture{{movegen.Black, 3}}, want: "B", pool: [2]int{0, 1}},
		{name: "3/1 on White", h: Handicap{movegen.White, 3, 1}, caps: []capture{{movegen.White, 2}, {movegen.White, 2}, {movegen.White, 2}, {movegen.Black, 1}}, want: "WWB", pool: [2]int{0, 0}},
		{name: "3/1 below threshold", h: Handicap{movegen.White, 3, 1}, caps: []capture{{movegen.White, 2}, {movegen.Black, 4}}, want: "BBBB", pool: [2]int{2, 0}},
		{name: "handicap on the other side leaves seeds whole", h: Handicap{movegen.Black, 3, 2}, caps: seed000, want: "WWW" + "WWWW" + "BB" + "WWWWW", pool: [2]int{0, 1}},
		{name: "a handicap with p < 1 gives every power", h: Handicap{movegen.White, -3, 2}, caps: []capture{{movegen.White, 5}}, want: "WWWWW"},
		{name: "oversized capture capped", caps: []capture{{movegen.White, 1000}}, want: strings.Repeat("W", MaxSeeds)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := build(tt.h, tt.caps)
			if got := q.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
			if got := [2]int{q.Pool(movegen.White), q.Pool(movegen.Black)}; got != tt.pool {
				t.Errorf("pools = %v, want %v", got, tt.pool)
			}
			if q.Len() != len(tt.want) {
				t.Errorf("Len() = %d, want %d", q.Len(), len(tt.want))
			}
		})
	}
}

func TestSeed000Numbering(t *testing.T) {
	q := build(Handicap{}, seed000)
	want := "WWWBBWWWWBBWWWWW"
	for i := 0; i < len(want); i++ {
		if n, c, ok := q.Front(); !ok || n != i+1 || Letter(c) != want[i] {
			t.Fatalf("Front() before pop %d = %d %v %v", i+1, n, c, ok)
		}
		n, c, ok := q.Pop()
		if !ok || n != i+1 || Letter(c) != want[i] {
			t.Fatalf("Pop() %d = %d %c %v, want %d %c", i+1, n, Letter(c), ok, i+1, want[i])
		}
		if at, ok := q.At(n); !ok || at != c {
			t.Fatalf("At(%d) = %v %v", n, at, ok)
		}
	}
	if _, _, ok := q.Pop(); ok {
		t.Fatal("Pop() on an exhausted queue succeeded")
	}
	if q.Remaining() != 0 || q.Consumed() != 16 {
		t.Fatalf("Remaining %d Consumed %d", q.Remaining(), q.Consumed())
	}
	if _, ok := q.At(0); ok {
		t.Error("At(0) exists")
	}
	if _, ok := q.At(17); ok {
		t.Error("At(17) exists")
	}
}

func TestCloseAbandonsPool(t *testing.T) {
	h := Handicap{movegen.White, 3, 2}
	q := NewQueue(h)
	q.Capture(movegen.White, 5) // 2 powers, 2 seeds kept
	if q.Pool(movegen.White) != 2 {
		t.Fatalf("pool = %d, want 2", q.Pool(movegen.White))
	}
	q.Close()
	if q.Pool(movegen.White) != 0 || !q.Closed() {
		t.Fatalf("after Close pool = %d closed = %v", q.Pool(movegen.White), q.Closed())
	}
	if n := q.Capture(movegen.White, 3); n != 0 || q.String() != "WW" {
		t.Fatalf("closed queue took powers: %d %q", n, q)
	}
	// The next Awélé game starts with an empty pool: 1 seed gives nothing.
	next := NewQueue(h)
	if n := next.Capture(movegen.White, 1); n != 0 || next.Pool(movegen.White) != 1 {
		t.Fatalf("new game: %d powers, pool %d", n, next.Pool(movegen.White))
	}
}

func TestClone(t *testing.T) {
	q := build(Handicap{movegen.White, 3, 2}, []capture{{movegen.White, 4}, {movegen.Black, 1}})
	q.Pop()
	c := q.Clone()
	c.Capture(movegen.White, 2)
	c.Pop()
	if q.String() != "WWB" || q.Consumed() != 1 || q.Pool(movegen.White) != 1 {
		t.Fatalf("original changed: %q consumed %d pool %d", q, q.Consumed(), q.Pool(movegen.White))
	}
	if c.String() != "WWBWW" || c.Consumed() != 2 || c.Pool(movegen.White) != 0 {
		t.Fatalf("clone: %q consumed %d pool %d", c, c.Consumed(), c.Pool(movegen.White))
	}
	var nilQ *Queue
	if nilQ.Clone().Len() != 0 {
		t.Fatal("nil Clone not empty")
	}
	f := FromColours([]movegen.Color{movegen.Black, movegen.White})
	if f.String() != "BW" {
		t.Fatalf("FromColours = %q", f)
	}
	if got := f.Colours(); len(got) != 2 || got[0] != movegen.Black {
		t.Fatalf("Colours = %v", got)
	}
}

func TestParseHandicap(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want Handicap
		err  bool
	}{
		{name: "White 3/2", in: "White 3/2", want: Handicap{movegen.White, 3, 2}},
		{name: "Black 2/1", in: "Black 2/1", want: Handicap{movegen.Black, 2, 1}},
		{name: "Blancs 2/1", in: "Blancs 2/1", want: Handicap{movegen.White, 2, 1}},
		{name: "Noirs 3/1", in: "Noirs 3/1", want: Handicap{movegen.Black, 3, 1}},
		{name: "Blanc 3/2", in: "Blanc 3/2", want: Handicap{movegen.White, 3, 2}},
		{name: "Noir lower case", in: "noir 2/1", want: Handicap{movegen.Black, 2, 1}},
		{name: "W 3/2", in: "W 3/2", want: Handicap{movegen.White, 3, 2}},
		{name: "N 3/1", in: "N 3/1", want: Handicap{movegen.Black, 3, 1}},
		{name: "extra spaces", in: "  WHITE   3/2 ", want: Handicap{movegen.White, 3, 2}},
		{name: "ratio first", in: "3/2 Blancs", want: Handicap{movegen.White, 3, 2}},
		{name: "two ratios", in: "3/2 3/2", err: true},
		{name: "B is ambiguous", in: "B 3/2", err: true},
		{name: "empty", in: "", err: true},
		{name: "no ratio", in: "White", err: true},
		{name: "no slash", in: "White 32", err: true},
		{name: "q greater than p", in: "White 2/3", err: true},
		{name: "zero q", in: "White 3/0", err: true},
		{name: "zero p", in: "White 0/0", err: true},
		{name: "negative", in: "White -3/2", err: true},
		{name: "too large", in: "White 49/2", err: true},
		{name: "huge number", in: "White 99999999999999999999/2", err: true},
		{name: "unknown side", in: "Red 3/2", err: true},
		{name: "three fields", in: "White 3/2 please", err: true},
		{name: "plus sign", in: "White +3/2", err: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseHandicap(tt.in)
			if tt.err {
				if err == nil || !errors.Is(err, ErrBadHandicap) {
					t.Fatalf("ParseHandicap(%q) = %v, %v; want an ErrBadHandicap", tt.in, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseHandicap(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
			back, err := ParseHandicap(got.String())
			if err != nil || back != got {
				t.Fatalf("round trip of %q: %v, %v", got.String(), back, err)
			}
		})
	}
}

// A handicap of whole numbers out of range says the range, however many
// digits they have ("White 999999/1" said they were no whole numbers).
func TestParseHandicapSaysTheRange(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"White 999999/1", "want 1 <= q <= p <= 48"},
		{"White 49/2", "want 1 <= q <= p <= 48"},
		{"White 99999999999999999999/2", "want 1 <= q <= p <= 48"},
		{"White 3/2000", "want 1 <= q <= p <= 48"},
		{"White x/2", "p and q must be whole numbers"},
		{"White -3/2", "p and q must be whole numbers"},
	} {
		_, err := ParseHandicap(c.in)
		if err == nil || !strings.Contains(i18n.ErrorMsg(err).In(i18n.English), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

func TestColour(t *testing.T) {
	if Letter(movegen.White) != 'W' || Letter(movegen.Black) != 'B' {
		t.Error("letters")
	}
	if SideColour(awele.South) != movegen.White || SideColour(awele.North) != movegen.Black {
		t.Error("SideColour")
	}
	if (Handicap{}).String() != "" || !(Handicap{}).None() {
		t.Error("zero handicap")
	}
}

// Property: with no handicap, the queue holds one power per seed captured,
// in capture order.
func TestPropertyNoHandicapOnePowerPerSeed(t *testing.T) {
	f := func(events []uint8) bool {
		q := NewQueue(Handicap{})
		total := 0
		var want []byte
		for i, e := range events {
			c := movegen.Color(i % 2)
			seeds := int(e % 13)
			total += seeds
			q.Capture(c, seeds)
			want = append(want, strings.Repeat(string(Letter(c)), seeds)...)
		}
		return q.Len() == total && q.String() == string(want)
	}
	if err := quick.Check(f, nil); err != nil {
		t.Fatal(err)
	}
}

// Property: under a p/q handicap the handicapped side gets exactly
// floor(total/p)*q powers and keeps total mod p in its pool, whatever the
// split of its captures; the other side is untouched.
func TestPropertyHandicapArithmetic(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		p := 1 + r.IntN(4)
		h := Handicap{Side: movegen.Color(r.IntN(2)), P: p, Q: 1 + r.IntN(p)}
		q := NewQueue(h)
		var seeds [2]int
		for j := r.IntN(10); j > 0; j-- {
			c := movegen.Color(r.IntN(2))
			s := r.IntN(8)
			seeds[c] += s
			q.Capture(c, s)
		}
		var got [2]int
		for _, c := range q.Colours() {
			got[c]++
		}
		want := seeds
		want[h.Side] = seeds[h.Side] / h.P * h.Q
		if got != want || q.Pool(h.Side) != seeds[h.Side]%h.P || q.Pool(h.Side.Other()) != 0 {
			t.Fatalf("%v seeds %v: powers %v pool %d, want %v pool %d", h, seeds, got, q.Pool(h.Side), want, seeds[h.Side]%h.P)
		}
	}
}
