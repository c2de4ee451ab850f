package validate

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
)

// Standalone Awélé records played to their end under abapa validate, and
// their result follows the score.
func TestPropertyAweleRecords(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	rules, _ := awele.Preset("abapa")
	for i := 0; i < 200; i++ {
		p := awele.Start()
		var body strings.Builder
		ending := awele.EndAgreement
		for n := 0; n < 400; n++ {
			if e, ended := p.Ended(&rules); ended {
				p.Finish(&rules, e)
				ending = e.Reason
				break
			}
			ms := p.LegalMoves(&rules)
			h := ms[rng.IntN(len(ms))]
			if p.ToMove == awele.South {
				fmt.Fprintf(&body, " %d.", n/2+1)
			}
			res, _ := p.Play(&rules, h)
			body.WriteByte(' ')
			body.WriteByte(awele.HoleLetter(h, awele.SouthUpper))
			if res.Captured > 0 {
				fmt.Fprintf(&body, "(%d)", res.Captured)
			}
		}
		result := "*"
		if ending != awele.EndAgreement {
			result = "1/2-1/2"
			if p.Stores[0] > p.Stores[1] {
				result = "1-0"
			} else if p.Stores[1] > p.Stores[0] {
				result = "0-1"
			}
			fmt.Fprintf(&body, " %d-%d", p.Stores[0], p.Stores[1])
		}
		src := fmt.Sprintf("[Variant \"Awele\"]\n[Result %q]\n\nAwele%s %s\n", result, body.String(), result)
		r := check(t, src, Options{Strict: true})
		if !r.Valid || len(r.Diags) != 0 {
			t.Fatalf("record %d not clean:%s\n%s", i, dump(r), src)
		}
		if ending != awele.EndAgreement && r.Termination != EndingTermination(ending) {
			t.Fatalf("record %d: termination %q, want %q", i, r.Termination, ending)
		}
		if ending != awele.EndAgreement {
			// A result left unknown is said (a warning: "*" says no
			// result), a wrong one is an error.
			unknown := strings.ReplaceAll(src, result, "*")
			if r := check(t, unknown, Options{}); len(r.Diags) == 0 || r.Diags[0].Code != diag.ResultMismatch {
				t.Fatalf("record %d: result * unsaid after %s:%s", i, ending, dump(r))
			}
			wrong := "0-1"
			if result == "0-1" {
				wrong = "1-0"
			}
			if r := check(t, strings.ReplaceAll(src, result, wrong), Options{}); r.Valid {
				t.Fatalf("record %d: result %s accepted after %s", i, wrong, ending)
			}
		}
	}
}

// Game never panics, whatever the elements: random sequences of elements
// with random fields, nested variations included.
func TestRobustRandomElements(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	letters := []byte("ABCDEFabcdefWNBKQRPxyz0\x00\xff")
	var elem func(depth int) notation.Element
	elem = func(depth int) notation.Element {
		k := notation.Kind(1 + rng.IntN(int(notation.ResultToken)))
		e := notation.Element{Kind: k, Pos: notation.Pos{Line: 1 + rng.IntN(5), Col: 1 + rng.IntN(40)}, Len: rng.IntN(5)}
		e.Section = notation.Section(rng.IntN(3))
		e.Number = rng.IntN(40) - 5
		e.Black = rng.IntN(2) == 0
		e.Hole = letters[rng.IntN(len(letters))]
		e.Colour = letters[rng.IntN(len(letters))]
		e.Count = rng.IntN(60) - 2
		e.Score = [2]int{rng.IntN(50), rng.IntN(50)}
		e.SAN = notation.SAN{
			Piece:  []byte{0, 'N', 'B', 'Q', 'K', 'R', 'C', 'F', 'Z'}[rng.IntN(9)],
			ToFile: byte('a' + rng.IntN(9)), ToRank: byte('1' + rng.IntN(9)),
			Capture: rng.IntN(4) == 0, Castle: uint8(rng.IntN(4)) % 3,
			Check: []byte{0, '+', '#'}[rng.IntN(3)],
		}
		if rng.IntN(6) == 0 {
			e.SAN.FromFile = byte('a' + rng.IntN(10))
		}
		if rng.IntN(8) == 0 {
			e.SAN.Promo = []byte{'Q', 'N', 'K', 'D', 'X'}[rng.IntN(5)]
		}
		if k == notation.Variation && depth < 3 {
			for i := rng.IntN(6); i > 0; i-- {
				e.Children = append(e.Children, elem(depth+1))
			}
		}
		return e
	}
	variants := []string{"", "Awele", "Standard", "Awechec Synchronous", "Awechec"}
	langs := []notation.Language{"", notation.French, notation.English, notation.German, "xx"}
	for i := 0; i < 3000; i++ {
		g := &notation.Game{Index: i}
		if v := variants[rng.IntN(len(variants))]; v != "" {
			g.SetTag("Variant", v)
		}
		if rng.IntN(4) == 0 {
			g.SetTag("Handicap", "Black 2/1")
		}
		if rng.IntN(6) == 0 {
			g.SetTag("AweleFEN", "1-1-1-1-1-1-2-8-0-0-0-0-0-0-N")
		}
		g.Lang = langs[rng.IntN(len(langs))]
		for j := rng.IntN(30); j > 0; j-- {
			g.Body = append(g.Body, elem(0))
		}
		g.Result = notation.Element{Kind: notation.ResultToken, Text: []string{"", "1-0", "0-1", "1/2-1/2", "*", "2-0"}[rng.IntN(6)]}
		r := Game(g, Options{})
		if r == nil || (r.Valid && r.Diags.Errors() > 0) {
			t.Fatalf("game %d: bad report", i)
		}
	}
	if r := Game(nil, Options{}); r == nil || !r.Valid {
		t.Fatal("nil game")
	}
}

func FuzzValidate(f *testing.F) {
	f.Add(seed000French)
	f.Add(seed000English)
	f.Add("[Variant \"Awechec Synchronous\"]\n\nAwele 1. A a 2. B c 3. B b(2)\nChess 1. (1=B) 0 (2=B) e5 *")
	f.Fuzz(func(t *testing.T, src string) {
		g := grammar.ParseGame([]byte(src), "f.agn", 1)
		if g != nil {
			Game(g, Options{})
		}
	})
}
