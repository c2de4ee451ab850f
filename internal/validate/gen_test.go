package validate

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// genOpts steers the random game generator.
type genOpts struct {
	sync     bool
	bare     bool // no section keywords and no score tokens (synchronous records)
	french   bool
	handicap power.Handicap
	maxPlies int
}

// frenchSAN turns an English SAN into French letters.
func frenchSAN(s string) string {
	if strings.HasPrefix(s, "O-O") {
		return s
	}
	m := map[byte]byte{'K': 'R', 'Q': 'D', 'R': 'T', 'B': 'F', 'N': 'C'}
	b := []byte(s)
	for i, c := range b {
		if f, ok := m[c]; ok {
			b[i] = f
		}
	}
	return string(b)
}

// genGame writes a random Awechec game that follows every rule: random
// legal Awélé moves (the awele engine), random chess moves and null moves
// (movegen), with the right power tokens.
func genGame(rng *rand.Rand, o genOpts) (src string, plies int) {
	rules, _ := awele.Preset("awechec")
	var b strings.Builder
	white, black := byte('W'), byte('B')
	aweleKw, chessKw := "Awele", "Chess"
	san := func(s string) string { return s }
	if o.french {
		white, black = 'B', 'N'
		aweleKw, chessKw = "Awélé", "Échecs"
		san = frenchSAN
		b.WriteString("[Language \"fr\"]\n")
	} else {
		b.WriteString("[Language \"en\"]\n")
	}
	if o.sync {
		b.WriteString("[Variant \"Awechec Synchronous\"]\n")
	}
	if !o.handicap.None() {
		fmt.Fprintf(&b, "[Handicap %q]\n", o.handicap.String())
	}
	var body strings.Builder
	letter := func(c movegen.Color) byte {
		if c == movegen.White {
			return white
		}
		return black
	}
	cp := movegen.Start()
	over := false
	section := notation.NoSection
	open := func(s notation.Section) {
		if section == s {
			return
		}
		section = s
		if o.bare {
			if s == notation.ChessSection && cp.Turn() == movegen.Black {
				fmt.Fprintf(&body, " %d...", cp.FullMoveNumber())
			}
			return
		}
		if s == notation.AweleSection {
			body.WriteString("\n" + aweleKw)
		} else {
			body.WriteString("\n" + chessKw)
			if cp.Turn() == movegen.Black {
				fmt.Fprintf(&body, " %d...", cp.FullMoveNumber())
			}
		}
	}
	// play consumes the queue's powers (and answers checks) until it is
	// empty or the game is over.
	play := func(q *power.Queue) {
		for !over && plies < o.maxPlies {
			st := cp.Status()
			if st == movegen.Checkmate || st == movegen.Stalemate || st == movegen.InsufficientMaterial {
				over = true
				return
			}
			inCheck := cp.InCheck()
			if !inCheck && q.Remaining() == 0 {
				return
			}
			open(notation.ChessSection)
			if cp.Turn() == movegen.White {
				fmt.Fprintf(&body, " %d.", cp.FullMoveNumber())
			}
			if !inCheck {
				n, c, _ := q.Pop()
				if rng.IntN(10) == 0 {
					fmt.Fprintf(&body, " (%d)", n)
				} else {
					fmt.Fprintf(&body, " (%d=%c)", n, letter(c))
				}
				if rng.IntN(3) == 0 {
					body.WriteString(" 0")
					_ = cp.Null()
					plies++
					continue
				}
			}
			ms := cp.SortedLegalMoves()
			m := ms[rng.IntN(len(ms))]
			body.WriteString(" " + san(cp.SAN(m)))
			cp.Play(m)
			plies++
		}
		if plies >= o.maxPlies {
			over = true
		}
	}
	for game := 0; game < 8 && !over; game++ {
		ap := awele.Start()
		q := power.NewQueue(o.handicap)
		open(notation.AweleSection)
		limit := 20 + rng.IntN(200)
		for moves := 0; ; moves++ {
			if e, ended := ap.Ended(&rules); ended {
				ap.Finish(&rules, e)
				q.Capture(movegen.Color(e.Collector), e.Collected)
				if !o.bare && rng.IntN(2) == 0 {
					open(notation.AweleSection)
					fmt.Fprintf(&body, " %d-%d", ap.Stores[0], ap.Stores[1])
				}
				break
			}
			if moves >= limit {
				// agreed stop: the rest is removed and gives no powers
				e := ap.Agree(&rules)
				e.Removed += e.Shared[0] + e.Shared[1]
				e.Shared = [2]int{}
				ap.Finish(&rules, e)
				switch {
				case o.bare:
					body.WriteString(" ...")
				case o.sync || rng.IntN(2) == 0:
					open(notation.AweleSection)
					fmt.Fprintf(&body, " %d-%d", ap.Stores[0], ap.Stores[1])
				}
				break
			}
			open(notation.AweleSection)
			ms := ap.LegalMoves(&rules)
			h := ms[rng.IntN(len(ms))]
			mover := ap.ToMove
			res, err := ap.Play(&rules, h)
			if err != nil {
				panic(err)
			}
			body.WriteByte(' ')
			body.WriteByte(awele.HoleLetter(h, awele.SouthUpper))
			if res.Captured > 0 {
				fmt.Fprintf(&body, "(%d)", res.Captured)
			}
			q.Capture(movegen.Color(mover), res.Captured)
			if e, ended := ap.Ended(&rules); ended && o.sync {
				// the famine collection comes at once, before the chess
				ap.Finish(&rules, e)
				q.Capture(movegen.Color(e.Collector), e.Collected)
				if !o.bare && rng.IntN(2) == 0 {
					fmt.Fprintf(&body, " %d-%d", ap.Stores[0], ap.Stores[1])
				}
				break
			}
			if o.sync {
				play(q)
				if over {
					break
				}
			}
		}
		q.Close()
		play(q)
		section = notation.NoSection // the next Awélé game opens a new section
	}
	result := "*"
	switch cp.Status() {
	case movegen.Checkmate:
		result = "1-0"
		if cp.Turn() == movegen.White {
			result = "0-1"
		}
	case movegen.Stalemate, movegen.InsufficientMaterial:
		result = "1/2-1/2"
	}
	fmt.Fprintf(&b, "[Result %q]\n\n", result)
	b.WriteString(strings.TrimSpace(body.String()))
	b.WriteString(" " + result + "\n")
	return b.String(), plies
}

func randomOpts(rng *rand.Rand, i int) genOpts {
	o := genOpts{sync: i%3 == 1, french: i%2 == 1, maxPlies: 20 + rng.IntN(300)}
	o.bare = o.sync && i%4 < 2
	if i%5 == 2 {
		o.handicap = power.Handicap{Side: movegen.Color(rng.IntN(2)), P: 3, Q: 1 + rng.IntN(2)}
	}
	return o
}

// Property: random games that follow every rule validate without any
// diagnostic, and the replay rebuilds what the generator played.
func TestPropertyRandomGamesValidate(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	n := 200
	if testing.Short() {
		n = 50
	}
	for i := 0; i < n; i++ {
		o := randomOpts(rng, i)
		src, plies := genGame(rng, o)
		g := grammar.ParseGame([]byte(src), "gen.agn", 1)
		r := Game(g, Options{File: "gen.agn", Strict: true})
		if !r.Valid || len(r.Diags) != 0 {
			t.Fatalf("game %d (%+v) not clean:%s\n%s", i, o, dump(r), src)
		}
		if len(r.Plies) != plies {
			t.Fatalf("game %d: %d plies replayed, %d played\n%s", i, len(r.Plies), plies, src)
		}
		for _, p := range r.Plies {
			if p.ColourFilled && p.Power == 0 {
				t.Fatalf("game %d ply %d: colour not filled", i, p.Index)
			}
		}
	}
}

func BenchmarkValidate(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 5))
	var games []*notation.Game
	plies := 0
	for i := 0; i < 300; i++ {
		src, n := genGame(rng, randomOpts(rng, i))
		games = append(games, grammar.ParseGame([]byte(src), "gen.agn", 1))
		plies += n
	}
	b.ResetTimer()
	for b.Loop() {
		for _, g := range games {
			Game(g, Options{})
		}
	}
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}
