package grammar

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
)

// errorHeavy is a long game with a stray word every few moves: each is
// an independent syntax error laterErrors reports.
func errorHeavy() []byte {
	var b strings.Builder
	b.WriteString("[Event \"x\"]\n\nChess ")
	for i := 1; i <= 400; i++ {
		fmt.Fprintf(&b, "%d. e4 e5 ", i)
		if i%20 == 0 {
			b.WriteString("zzz ")
		}
		if i%8 == 0 {
			b.WriteByte('\n')
		}
	}
	b.WriteString("*\n")
	return []byte(b.String())
}

// BenchmarkLaterErrors reads a long game of 20 syntax errors.
func BenchmarkLaterErrors(b *testing.B) {
	src := errorHeavy()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if g := ParseGame(src, "f", 1); len(g.Diags) < 20 {
			b.Fatal(len(g.Diags))
		}
	}
}

// TestLaterErrors: each independent syntax error of a game is reported
// once, at its place, and nothing else: the 20 stray words of a long game,
// and the same with a misbracketed power token and a stray closer among
// them (each left out in turn, from one copy of the tokens).
func TestLaterErrors(t *testing.T) {
	heavy := errorHeavy()
	// 15 stray words and 3 other errors: 18 reported, under maxLater.
	mixed := bytes.Replace(heavy, []byte("zzz "), nil, 5)
	mixed = bytes.Replace(mixed, []byte("5. e4"), []byte("5. (3 = B) e4"), 1)
	mixed = bytes.Replace(mixed, []byte("7. e4"), []byte("7. e4 }"), 1)
	mixed = bytes.Replace(mixed, []byte("9. e4"), []byte("9. Fxf7ch"), 1)
	for _, c := range []struct {
		src   []byte
		stray []string
	}{{heavy, []string{"zzz"}}, {mixed, []string{"zzz", "(3 = B)", "}", "Fxf7ch"}}} {
		var want [][2]int
		for _, w := range c.stray {
			for off := 0; ; off++ {
				k := bytes.Index(c.src[off:], []byte(w))
				if k < 0 {
					break
				}
				off += k
				line := 1 + bytes.Count(c.src[:off], []byte("\n"))
				col := off - bytes.LastIndexByte(c.src[:off], '\n')
				want = append(want, [2]int{line, col})
			}
		}
		g := ParseGame(c.src, "f", 1)
		var got [][2]int
		for _, d := range g.Diags {
			if d.Code == diag.Syntax {
				got = append(got, [2]int{d.Line, d.Col})
			}
		}
		slices.SortFunc(want, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
		if !slices.Equal(got, want) {
			t.Errorf("syntax errors at %v, want %v", got, want)
		}
	}
}
