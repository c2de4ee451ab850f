package convert

import (
	"fmt"
	"math/rand"
	"strings"

	awengine "github.com/awechec/awechec/awele"
)

// randomAweleRecord plays a random legal Awélé game under the named rule
// set, at most maxMoves moves, and returns it as a standalone AGN record
// with a comment after its third move.
func randomAweleRecord(seed int64, rules string, maxMoves int) string {
	rng := rand.New(rand.NewSource(seed))
	rs, ok := awengine.Preset(rules)
	if !ok {
		panic("no preset " + rules)
	}
	g := awengine.NewGame(rs, awengine.Start())
	var b strings.Builder
	fmt.Fprintf(&b, "[Event \"Random %d\"]\n[Variant \"Awele\"]\n[AweleRules \"%s\"]\n\nAwele", seed, rules)
	for i := 0; i < maxMoves; i++ {
		if _, ended := g.Ended(); ended {
			break
		}
		legal := g.Pos.LegalMoves(&g.Rules)
		if len(legal) == 0 {
			break
		}
		h := legal[rng.Intn(len(legal))]
		side := g.Pos.ToMove
		res, err := g.Play(h)
		if err != nil {
			panic(err)
		}
		if side == awengine.South {
			fmt.Fprintf(&b, " %d.", i/2+1)
		}
		b.WriteString(" " + string(awengine.HoleLetter(h, awengine.SouthUpper)))
		if res.Captured > 0 {
			fmt.Fprintf(&b, "(%d)", res.Captured)
		}
		if i == 2 {
			b.WriteString(" {a comment  here}")
		}
	}
	result := "*"
	if e, ended := g.Ended(); ended {
		pos := g.Pos
		pos.Finish(&g.Rules, e)
		switch south, north := awengine.Score(pos); {
		case south > north:
			result = "1-0"
		case south < north:
			result = "0-1"
		default:
			result = "1/2-1/2"
		}
	}
	b.WriteString(" " + result + "\n\n")
	return b.String()
}
