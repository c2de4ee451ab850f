package search

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

func parseQueue(queue string) []movegen.Color {
	var q []movegen.Color
	for _, c := range queue {
		if c == 'B' {
			q = append(q, movegen.Black)
		} else {
			q = append(q, movegen.White)
		}
	}
	return q
}

func study(t testing.TB, fen, queue string) *engine.Game {
	t.Helper()
	pos, err := movegen.FromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return engine.NewChess(pos, parseQueue(queue))
}

// studies are the solve tests: the Awechec site's two Divers positions,
// then positions found for each kind the issue asks for. Queues are
// written W/B. plies 0 means no forced mate within the queue.
var studies = []struct {
	name, fen, queue string
	winner           movegen.Color
	plies            int
	line             string // the principal line, English letters ("" = not checked)
}{
	{"divers: Ke5 Qa7 v Kh8 Qb4, three White powers", "7k/Q7/8/4K3/1q6/8/8/8 w - - 0 1", "WWW", movegen.White, 3,
		"1. (1=W) Kf6 (2=W) 0 2. (3=W) Qg7#"},
	{"divers: Kh2 Rb6 Rc5 v Kg7 Qa1, two White powers, the check answer is free", "8/6k1/1R6/2R5/8/8/7K/q7 w - - 0 1", "WW", movegen.White, 3, ""},
	{"the defender's power makes the attacker pass, mate all the same", "8/8/K7/8/8/7R/6R1/4k3 w - - 0 1", "BWW", movegen.White, 3,
		"1. (1=B) 0 (2=W) 0 2. (3=W) Rh1#"},
	{"the attacker's power makes the defender pass", "6Q1/4r3/8/k7/3K4/8/8/8 w - - 0 1", "WWW", movegen.White, 3,
		"1. (1=W) Kc5 (2=W) 0 2. (3=W) Qa2#"},
	{"the same, the opponent's power prevents the mate", "6Q1/4r3/8/k7/3K4/8/8/8 w - - 0 1", "WBW", movegen.White, 0, ""},
	{"rooks: mate in 3", "8/6K1/8/k7/8/3R4/5R2/8 w - - 0 1", "WWWB", movegen.White, 3, ""},
	{"rooks: Black's second power prevents it", "8/6K1/8/k7/8/3R4/5R2/8 w - - 0 1", "WBWB", movegen.White, 0, ""},
	{"Black to play and mate", "5K2/6R1/8/5k2/8/8/1r6/8 b - - 0 1", "BBB", movegen.Black, 3,
		"1... (1=B) Ke6 2. (2=B) 0 (3=B) Rb8#"},
	{"Black to play, White's power makes Black pass, Black mates", "8/8/3q4/8/8/6k1/1B6/7K b - - 0 1", "WBB", movegen.Black, 3,
		"1... (1=W) 0 2. (2=B) 0 (3=B) Qd1#"},
	{"Black to play with his own power, White mates", "8/1p6/8/8/Q7/5K2/7k/8 b - - 0 1", "BWBW", movegen.White, 4, ""},
	{"Black checks first, the check answer consumes no power", "8/6P1/8/4P1r1/2k5/8/2K5/8 b - - 0 1", "BBBB", movegen.Black, 5, ""},
	{"no mate within the queue: rook and king", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "WW", movegen.White, 0, ""},
	{"no mate within the queue: Black's powers only", "7k/Q7/8/4K3/1q6/8/8/8 w - - 0 1", "BBB", movegen.White, 0, ""},
	{"six White powers, king and rook against king: no mate within the queue", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "WWWWWW", movegen.White, 0, ""},
	{"divers 1 with six White powers: still mate in 3", "7k/Q7/8/4K3/1q6/8/8/8 w - - 0 1", "WWWWWW", movegen.White, 3,
		"1. (1=W) Kf6 (2=W) 0 2. (3=W) Qg7#"},
	{"no power left at all", "7k/Q7/8/4K3/1q6/8/8/8 w - - 0 1", "", movegen.White, 0, ""},
	// A French player's studies (trial of issue 13), each reasoned by hand.
	{"mate in 1 with one power", "6k1/Q7/6K1/8/8/8/8/8 w - - 0 1", "W", movegen.White, 1, ""},
	{"mate in 5: the king walks two steps while Black is made to pass", "4k3/8/8/8/4K3/8/8/7Q w - - 0 1", "WWWWW", movegen.White, 5, ""},
	{"Black's power makes White pass, White's makes Black pass, then mate", "4k3/8/4K3/8/8/8/8/7Q w - - 0 1", "BWW", movegen.White, 3,
		"1. (1=B) 0 (2=W) 0 2. (3=W) Qa8#"},
	{"the same with Black's second power: Black plays Kd8, no mate", "4k3/8/4K3/8/8/8/8/7Q w - - 0 1", "BBWW", movegen.White, 0, ""},
	{"stalemate trap: Black has no move, a pat even with White's power to spend", "k7/2K5/1Q6/8/8/8/8/8 w - - 0 1", "BWW", movegen.White, 0, ""},
	{"White to move, Black's powers make White pass and Black mates", "7q/8/8/8/8/4k3/8/4K3 w - - 0 1", "BB", movegen.Black, 2,
		"1. (1=B) 0 (2=B) Qa1#"},
	{"Rh2+ Kg8 Rb8#: the check answer consumes no power", "7k/8/5K2/8/8/1R6/R7/8 w - - 0 1", "WW", movegen.White, 3, ""},
}

func TestStudies(t *testing.T) {
	en, _ := notation.Table(notation.English)
	for _, tc := range studies {
		t.Run(tc.name, func(t *testing.T) {
			g := study(t, tc.fen, tc.queue)
			r := Solve(g, Limits{Threads: 1})
			text := LineText(r.Line, en, en)
			if !r.Proved {
				t.Fatalf("no verdict: %+v", r)
			}
			if tc.plies == 0 {
				if r.Found {
					t.Fatalf("found a mate in %d for %v: %s", r.Plies, r.Winner, text)
				}
			} else if !r.Found || r.Winner != tc.winner || r.Plies != tc.plies {
				t.Fatalf("found %v winner %v plies %d (%s), want %v in %d", r.Found, r.Winner, r.Plies, text, tc.winner, tc.plies)
			}
			if tc.line != "" && text != tc.line {
				t.Errorf("line %s, want %s", text, tc.line)
			}
			// The independent brute force: plain minimax, no pruning.
			pos := *g.Chess()
			q := parseQueue(tc.queue)
			if tc.plies > 0 {
				v, _ := brute(pos, q, 0, tc.plies)
				want := bruteMate - tc.plies
				if tc.winner != pos.Turn() {
					want = -want
				}
				if v != want {
					t.Errorf("brute force at depth %d: %d, want %d", tc.plies, v, want)
				}
				if v, _ := brute(pos, q, 0, tc.plies-1); v != 0 {
					t.Errorf("brute force finds a shorter mate: %d", v)
				}
				checkLine(t, g, r)
			} else {
				v, cut := brute(pos, q, 0, 12)
				if v != 0 || cut {
					t.Errorf("brute force: value %d, cut %v; want no mate and the whole tree", v, cut)
				}
			}
		})
	}
}

// checkLine replays the line through the engine: every move legal, the
// powers as the queue says, mate at the end.
func checkLine(t *testing.T, g *engine.Game, r MateResult) {
	t.Helper()
	g = g.Clone()
	if len(r.Line) != r.Plies {
		t.Fatalf("line of %d half-moves for a mate in %d", len(r.Line), r.Plies)
	}
	for i, st := range r.Line {
		n, c, ok := g.Power()
		if ok != (st.Power > 0) || ok && (n != st.Power || c != st.PowerColour) {
			t.Fatalf("step %d: power %d %v %v, line says %d %v", i, n, c, ok, st.Power, st.PowerColour)
		}
		if err := g.Play(st.Move); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	if g.Status() != engine.Checkmate || g.Chess().Turn() == r.Winner {
		t.Fatalf("the line does not end in %v's mate", r.Winner)
	}
}

const bruteMate = 1000

// brute is the plain minimax of the Awechec rules over movegen and the
// queue, no pruning, no table: the value for the side to move with depth
// half-moves left, bruteMate-k when it mates in k, -(bruteMate-k) when it
// is mated in k, 0 otherwise. cut tells whether the depth cut a line
// before the end of the queue.
func brute(p movegen.Position, q []movegen.Color, next, depth int) (int, bool) {
	var buf [256]movegen.Move
	moves := p.LegalMoves(buf[:0])
	inCheck := p.InCheck()
	if len(moves) == 0 {
		if inCheck {
			return -bruteMate, false
		}
		return 0, false
	}
	if p.InsufficientMaterial() {
		return 0, false
	}
	if !inCheck && next == len(q) {
		return 0, false // the end of the queue
	}
	if depth == 0 {
		return 0, true
	}
	cut := false
	child := func(c movegen.Position, nx int) int {
		v, k := brute(c, q, nx, depth-1)
		cut = cut || k
		v = -v
		if v > 0 {
			v--
		} else if v < 0 {
			v++
		}
		return v
	}
	nx := next
	if !inCheck {
		nx++
	}
	best := -2 * bruteMate
	for _, m := range moves {
		c := p
		c.Play(m)
		best = max(best, child(c, nx))
	}
	if !inCheck {
		c := p
		if err := c.Null(); err != nil {
			panic(err)
		}
		vn := child(c, nx)
		if movegen.Color(q[next]) == p.Turn() {
			best = max(best, vn) // the mover's own power: passing is his choice
		} else {
			best = min(best, vn) // the opponent's: he chooses for the mover
		}
	}
	if p.HalfMoveClock() >= 100 && best < 0 {
		best = 0
	}
	return best, cut
}

// TestSolveRandom compares Solve with the brute force on random small
// positions under random queues of up to three powers of either colour:
// the same verdict, winner and length.
func TestSolveRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 13))
	n := 200
	if testing.Short() {
		n = 30
	}
	checked, mates := 0, 0
	for tries := 0; checked < n && tries < 50*n; tries++ {
		var board [64]byte
		place := func(c byte) {
			for {
				sq := rng.IntN(64)
				if board[sq] == 0 && !((c == 'P' || c == 'p') && (sq < 8 || sq >= 56)) {
					board[sq] = c
					return
				}
			}
		}
		biased := tries%2 == 1
		if biased {
			// A king on the edge, the other side's king two squares
			// away, heavy pieces: mates are common.
			edge := []int{0, 3, 7, 24, 31, 56, 60, 63}
			k := edge[rng.IntN(len(edge))]
			board[k] = 'k'
			for {
				sq := k + []int{16, -16, 2, -2, 17, 15, -17, -15}[rng.IntN(8)]
				if sq >= 0 && sq < 64 && (sq&7-k&7)*(sq&7-k&7) <= 4 && board[sq] == 0 {
					board[sq] = 'K'
					break
				}
			}
			place("QR"[rng.IntN(2)])
		} else {
			place('K')
			place('k')
		}
		for i := 0; i < 1+rng.IntN(2); i++ {
			place("QRRBNP"[rng.IntN(6)])
		}
		if rng.IntN(2) == 0 {
			place("qrbnp"[rng.IntN(5)])
		}
		fen := boardFEN(board)
		if rng.IntN(2) == 0 {
			fen += " w - - 0 1"
		} else {
			fen += " b - - 0 1"
		}
		pos, err := movegen.FromFEN(fen)
		if err != nil || !pos.HasLegalMove() {
			continue
		}
		queue := ""
		for i := rng.IntN(4); i > 0; i-- {
			if biased && rng.IntN(4) > 0 {
				queue += "W"
			} else {
				queue += string("WB"[rng.IntN(2)])
			}
		}
		q := parseQueue(queue)
		v, cut := brute(pos, q, 0, 9)
		if cut {
			continue
		}
		checked++
		r := Solve(engine.NewChess(pos, q), Limits{Threads: 1})
		if !r.Proved {
			t.Fatalf("%s %s: no verdict", fen, queue)
		}
		if v == 0 {
			if r.Found {
				t.Fatalf("%s %s: solve finds %v mating in %d, the brute force no mate", fen, queue, r.Winner, r.Plies)
			}
			continue
		}
		mates++
		winner, plies := pos.Turn(), bruteMate-v
		if v < 0 {
			winner, plies = winner.Other(), bruteMate+v
		}
		if !r.Found || r.Winner != winner || r.Plies != plies {
			t.Fatalf("%s %s: solve %v %v in %d, brute force %v in %d", fen, queue, r.Found, r.Winner, r.Plies, winner, plies)
		}
		checkLine(t, engine.NewChess(pos, q), r)
	}
	if checked < n/2 || mates < checked/10 {
		t.Fatalf("only %d positions checked, %d with a mate", checked, mates)
	}
	t.Logf("%d positions, %d with a forced mate", checked, mates)
}

func boardFEN(board [64]byte) string {
	fen := ""
	for r := 7; r >= 0; r-- {
		e := 0
		for f := 0; f < 8; f++ {
			c := board[r*8+f]
			if c == 0 {
				e++
				continue
			}
			if e > 0 {
				fen += strconv.Itoa(e)
				e = 0
			}
			fen += string(c)
		}
		if e > 0 {
			fen += strconv.Itoa(e)
		}
		if r > 0 {
			fen += "/"
		}
	}
	return fen
}
