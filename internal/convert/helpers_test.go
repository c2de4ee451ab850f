package convert

import (
	"fmt"
	"math/rand"
	"strings"

	awengine "github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/movegen"
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

// randomChessRecord plays a random legal chess game of at most maxPlies
// half-moves and returns it as an ordinary PGN game (English, no powers).
func randomChessRecord(seed int64, maxPlies int) string {
	rng := rand.New(rand.NewSource(seed))
	p := movegen.Start()
	var b strings.Builder
	fmt.Fprintf(&b, "[Event \"Random chess %d\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n", seed)
	for i := 0; i < maxPlies && p.Status() == movegen.Ongoing; i++ {
		moves := p.SortedLegalMoves()
		m := moves[rng.Intn(len(moves))]
		if p.Turn() == movegen.White {
			fmt.Fprintf(&b, "%d. ", p.FullMoveNumber())
		}
		b.WriteString(p.SAN(m) + " ")
		p.Play(m)
	}
	b.WriteString(chessResult(&p) + "\n\n")
	return strings.Replace(b.String(), `[Result "*"]`, `[Result "`+chessResult(&p)+`"]`, 1)
}

// chessResult is the result a final position forces: a mate wins, another
// end draws, an ongoing game is "*".
func chessResult(p *movegen.Position) string {
	switch {
	case p.Status() == movegen.Checkmate && p.Turn() == movegen.White:
		return "0-1"
	case p.Status() == movegen.Checkmate:
		return "1-0"
	case p.Status().IsOver() && p.Status() != movegen.FiftyMoves:
		return "1/2-1/2"
	}
	return "*"
}

// randomAwechecRecord plays a random Awechec game in English: a
// captures-only Awélé section, then chess under its powers, every powered
// half-move a normal move or, one time in three, the null move.
func randomAwechecRecord(seed int64) string {
	rng := rand.New(rand.NewSource(seed))
	var b strings.Builder
	fmt.Fprintf(&b, "[Event \"Random Awechec %d\"]\n[Result \"*\"]\n[Language \"en\"]\n\nAwele", seed)
	var queue []byte
	for len(queue) < 30 {
		c, n := byte('W'), 1+rng.Intn(5)
		if rng.Intn(2) == 0 {
			c = 'B'
		}
		fmt.Fprintf(&b, " %c%d", c, n)
		for k := 0; k < n; k++ {
			queue = append(queue, c)
		}
	}
	b.WriteString(" ...\nChess")
	p := movegen.Start()
	used := 0
	for p.Status() == movegen.Ongoing && used < len(queue) {
		if p.Turn() == movegen.White {
			fmt.Fprintf(&b, " %d.", p.FullMoveNumber())
		} else {
			fmt.Fprintf(&b, " %d...", p.FullMoveNumber())
		}
		if !p.InCheck() {
			used++
			fmt.Fprintf(&b, " (%d=%c)", used, queue[used-1])
			if rng.Intn(3) == 0 {
				if err := p.Null(); err != nil {
					panic(err)
				}
				b.WriteString(" 0")
				continue
			}
		}
		moves := p.SortedLegalMoves()
		m := moves[rng.Intn(len(moves))]
		b.WriteString(" " + p.SAN(m))
		p.Play(m)
	}
	b.WriteString(" " + chessResult(&p) + "\n\n")
	return strings.Replace(b.String(), `[Result "*"]`, `[Result "`+chessResult(&p)+`"]`, 1)
}
