package grammar

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// archive builds a synthetic archive of n games, each with an Awélé
// section of 40 moves and a chess section of 120 half-moves with power
// tokens, comments and a variation.
func archive(n int) []byte {
	var b bytes.Buffer
	holes := "ABCDEFabcdef"
	san := []string{"e4", "Cf3", "Fc4", "0", "d4", "exd5", "Dxf7+", "O-O", "Tad1", "h8=D"}
	for g := 1; g <= n; g++ {
		fmt.Fprintf(&b, "[Event \"Synthetic %d\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"%d\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Language \"fr\"]\n\nAwélé", g, g)
		for i := 0; i < 40; i++ {
			if i%2 == 0 {
				fmt.Fprintf(&b, " %d.", i/2+1)
			}
			b.WriteByte(' ')
			b.WriteByte(holes[(g+i)%12])
			if i%7 == 3 {
				fmt.Fprintf(&b, "(%d)", i%5+1)
			}
			if i%10 == 9 {
				b.WriteByte('\n')
			}
		}
		b.WriteString("\nÉchecs")
		for i := 0; i < 120; i++ {
			if i%2 == 0 {
				fmt.Fprintf(&b, " %d.", i/2+1)
			}
			fmt.Fprintf(&b, " (%d=%c) %s", i+1, "BN"[i%2], san[(g+i)%len(san)])
			if i%30 == 7 {
				b.WriteString(" {a short comment}")
			}
			if i%40 == 11 {
				b.WriteString(" (Cc3 d5)")
			}
			if i%8 == 7 {
				b.WriteByte('\n')
			}
		}
		b.WriteString(" 1-0\n\n")
	}
	return b.Bytes()
}

// BenchmarkReader reads the archive.
func BenchmarkReader(b *testing.B) {
	data := archive(2000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	games := 0
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(data), "bench.agn")
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil || len(g.Diags) > 0 {
				b.Fatalf("%v %v", err, g.Diags)
			}
			games++
		}
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// counter is a Visitor that counts what it is told; skipVars is its
// answer at every BeginVariation, pass its answer at EndTags.
type counter struct {
	pass, skipVars bool
	n              int
}

func (c *counter) BeginGame()                            {}
func (c *counter) Tag(notation.Tag)                      { c.n++ }
func (c *counter) EndTags() Skip                         { return Skip(c.pass) }
func (c *counter) Element(*notation.Element)             { c.n++ }
func (c *counter) BeginVariation(*notation.Element) Skip { c.n++; return Skip(c.skipVars) }
func (c *counter) EndVariation()                         { c.n++ }
func (c *counter) Result(*notation.Element)              { c.n++ }
func (c *counter) EndGame(*notation.Game)                {}

// BenchmarkVisit visits the archive's games (each with two variations):
// every event, the variations passed over, the tags only. It is the
// measure of the movetext events and the variation skip of the one pass
// (issue 26).
func BenchmarkVisit(b *testing.B) {
	data := archive(2000)
	for _, bc := range []struct {
		name           string
		pass, skipVars bool
	}{{"enter", false, false}, {"skipvars", false, true}, {"headers", true, false}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			v := &counter{pass: bc.pass, skipVars: bc.skipVars}
			for i := 0; i < b.N; i++ {
				r := NewReader(bytes.NewReader(data), "bench")
				var g *notation.Game
				for {
					c, err := r.NextChunk()
					if err == io.EOF {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
					if got := c.Visit(g, v); got != nil {
						g = got
					}
				}
			}
			if v.n == 0 {
				b.Fatal("nothing told")
			}
		})
	}
}
