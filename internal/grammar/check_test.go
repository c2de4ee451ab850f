package grammar

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// checkDiff says how syntaxCheck's reading of src (at start) differs from
// the token-by-token reading it replaced (tokenErr): the cut, the comment
// read, the diagnostics, the first token, the result that ends the text,
// the first error's token; and from participle's: the grammar parses src
// iff syntaxCheck finds no error, else it reports unexpected the token
// of syntaxCheck's first error; the one pass's first try builds the game
// iff participle parses it. nil: they agree.
func checkDiff(src []byte, start lexer.Position, c *checker) error {
	got, gotBad := syntaxCheck(src, "f", start, c)
	want, wantBad := tokenErr(src, "f", start)
	if len(got.pre) == 0 && len(want.pre) == 0 {
		got.pre, want.pre = nil, nil
	}
	if !reflect.DeepEqual(got, want) || gotBad != wantBad {
		return fmt.Errorf("syntaxCheck %+v at %+v,\n tokenErr %+v at %+v", *got, gotBad, *want, wantBad)
	}
	toks, _ := tokenize(src, "f", start, nil)
	_, bad, err := participleParse(toks)
	if err != nil {
		return fmt.Errorf("participle: %v", err)
	}
	switch {
	case bad < 0 && gotBad.Type != 0:
		return fmt.Errorf("participle parses it, syntaxCheck stops at %+v", gotBad)
	case bad >= 0 && gotBad != toks[bad]:
		return fmt.Errorf("participle stops at %+v, syntaxCheck at %+v", toks[bad], gotBad)
	}
	if taken := quickGame(&notation.Game{Source: src}, src, "f", start, &scratch{}, nil); taken != (bad < 0) {
		return fmt.Errorf("the one pass builds it: %v; participle parses it: %v", taken, bad < 0)
	}
	return nil
}

// checkTexts are texts that tell syntaxCheck's state from a simpler one:
// prose in parentheses after a variation in them (a bracket in the group:
// no comment), the same with that variation left out before (the bracket
// gone), prose in parentheses after a comment in parentheses left out, a
// comment in parentheses among the tags, stray words whose wording names
// the move before them (read by quickRun), and a long game of stray
// words past laterBudget (6 of its 30 later errors reported).
func checkTexts() [][]byte {
	var long strings.Builder
	for i := 1; i <= 30_000; i++ {
		long.WriteString("e4 ")
		if i%1000 == 0 {
			long.WriteString("zzz\n")
		}
	}
	return [][]byte{
		[]byte("1. e4 (1... e5 (2. d4) quel coup) *\n"),
		[]byte("1. e4 (1... e5 (2. d4 zzz (a b)) quel coup) (et (c) d) *\n"),
		[]byte("1. e4 (1... e5 (e5 mauvais coup) quel coup) *\n"),
		[]byte("[A \"b\"] (un commentaire) [C \"d\"] 1. e4 *\n"),
		[]byte("{a} (un commentaire) {b} [C \"d\"] 1. e4 zzz *\n"),
		[]byte("1. e4 e5 2. Nf3 ch Nc6 3. Qxf7 mat! *\n"),
		[]byte(long.String()),
	}
}

// FuzzCheck: on any text, syntaxCheck reads what the token-by-token
// reading did, and stops where participle does (checkDiff); one checker
// reads every text, as a Reader's does.
func FuzzCheck(f *testing.F) {
	addSeeds(f)
	for _, p := range plantedErrors {
		f.Add([]byte(p.src))
	}
	for _, src := range checkTexts()[:6] {
		f.Add(src)
	}
	c := &checker{}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, st := range []lexer.Position{{Line: 1, Column: 1}, {Line: 2, Column: 3, Offset: 17}} {
			if err := checkDiff(crToLF(src), st, c); err != nil {
				t.Fatalf("%q: %v", src, err)
			}
		}
	})
}

// TestCheckKnownTexts: checkDiff on every text the tests know, and on the
// error-heavy games of TestLaterErrors.
func TestCheckKnownTexts(t *testing.T) {
	srcs := quickSources(t)
	srcs = append(srcs, errorHeavy())
	srcs = append(srcs, checkTexts()...)
	c := &checker{}
	for _, src := range srcs {
		if err := checkDiff(crToLF(src), lexer.Position{Line: 1, Column: 1}, c); err != nil {
			t.Errorf("%.200q: %v", src, err)
		}
	}
}

// FuzzPowerForm: matchPowerForm turns down only texts the regexp does not
// match, and gives the regexp's match on the others.
func FuzzPowerForm(f *testing.F) {
	for _, s := range []string{"2 = B", "=B", "2B", " 12=w ", "", "a b", "2\v= B", "2 =\tB\n", "2\r=\fB", "B2", "2==B", "é", "2 = B!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := matchPowerForm(s), powerForm().FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: %q, want %q", s, got, want)
		}
	})
}
