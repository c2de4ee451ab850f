package awele

import (
	"fmt"
	"math/bits"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Cross-check with Aualé (github.com/joansalasoler/auale), whose rules are
// Oware Abapa: src/auale/game/oware.py (Oware: compute_board, xlegal_moves,
// is_end, get_final_board) and src/auale/game/match.py (Match.add_move ends
// the game on is_end or on a position, board and side to move, that occurred
// before in the match).
//
// Board mapping. Aualé's board is a tuple of 14 integers: 0..5 South's houses
// A..F, 6..11 North's houses a..f, in sowing order (its seed drill sows from
// hole h to h+1 ... 11, 0, ..., skipping h), then South's and North's store;
// the side to move is SOUTH=1 or NORTH=-1. Its position notation
// (to_board_notation, to_position) is the OGN form ParsePosition reads, and a
// move is a hole index, written A..F for 0..5 and a..f for 6..11 (to_move).
// So the mapping to our hole indexes is the identity. The same holds for
// Aualé's engine Aalina (github.com/joansalasoler/oware, Aualé's src/engine
// submodule): Oware.java has the same houses, stores and letters.
//
// Aualé has no tests of its own; the test data below comes from its engine:
//   - src/test/resources/oware-perft-results.txt: perft counts for the
//     positions of src/main/resources/oware-perft.suite (TestAualePerft);
//   - src/test/resources/testing.suite: eight games (TestAualeGames).
// The expected ends, scores and captures of those games, and the expected
// results of the hand-made positions of TestAualeCases and
// TestAualeRepetition, were obtained by running Aualé's rules (oware.py and
// Match.add_move) outside this repository.
//
// Aualé's rules are the `abapa` preset: a grand slam is played without
// capture, a player must feed an empty opposing row when he can, the game
// ends when a store holds more than 24 seeds (the seeds left count for
// nobody: get_final_board leaves them on the board), when the mover has no
// legal move, or when a position comes back; in the last two cases each
// player takes the seeds of his own row. No rule of Aualé's differs from
// `abapa`; TestAualeOtherPresets shows where `awechec` gives another result.

// auale is the preset that plays Aualé's rules.
const auale = "abapa"

// perftAuale counts, as Aalina's PerftCommand does, the positions reached
// after exactly depth plies by games that did not end earlier, and how many
// of them are ended. Position.Ended has no history, so a repetition is not
// an end here; Aalina's counts include repetitions, and the counts agree
// (checked to depth 12 from all seven positions).
func perftAuale(r *Rules, p Position, depth int) (leaves, ended int64) {
	_, over := p.Ended(r)
	if depth == 0 {
		if over {
			return 1, 1
		}
		return 1, 0
	}
	if over {
		return 0, 0
	}
	for m := p.LegalMask(r); m != 0; m &= m - 1 {
		q := p
		if _, err := q.Play(r, bits.TrailingZeros16(m)); err != nil {
			panic(err)
		}
		l, e := perftAuale(r, q, depth-1)
		leaves += l
		ended += e
	}
	return leaves, ended
}

// TestAualePerft checks the leaf and endgame counts of Aalina's
// src/test/resources/oware-perft-results.txt (the start, and the start after
// each of South's six first moves), up to depth 8 (6 with -short). Set
// AUALE_PERFT_DEPTH to go deeper (14 at most; depth 12, the first with
// endgames from the start, takes minutes).
func TestAualePerft(t *testing.T) {
	type count struct{ leaves, ended int64 }
	tests := []struct {
		first string // South's first move, "" for the start
		want  []count
	}{
		{"", []count{{6, 0}, {36, 0}, {190, 0}, {1014, 0}, {5219, 0}, {27332, 0}, {139157, 0},
			{711414, 0}, {3592872, 0}, {18137964, 0}, {91558687, 0}, {460005710, 1221},
			{2321778610, 2286}, {11618234782, 75898}}},
		{"A", []count{{6, 0}, {34, 0}, {184, 0}, {938, 0}, {5043, 0}, {25288, 0}, {131855, 0},
			{660046, 0}, {3391353, 0}, {16977322, 0}, {86483176, 0}, {433237704, 559},
			{2188081190, 2551}, {10955654435, 30387}}},
		{"B", []count{{6, 0}, {33, 0}, {179, 0}, {907, 0}, {4850, 0}, {24522, 0}, {126982, 0},
			{635519, 0}, {3245380, 0}, {16250837, 0}, {82234794, 10}, {413010858, 518},
			{2073278645, 5366}, {10418051004, 24248}}},
		{"C", []count{{6, 0}, {32, 0}, {172, 0}, {867, 0}, {4573, 0}, {23140, 0}, {118704, 0},
			{596297, 0}, {3019195, 0}, {15174952, 0}, {76254256, 109}, {384242797, 329},
			{1919775205, 13367}, {9667786283, 22372}}},
		{"D", []count{{6, 0}, {31, 0}, {165, 0}, {838, 0}, {4351, 0}, {22263, 0}, {112973, 0},
			{571137, 0}, {2867871, 0}, {14506372, 0}, {72503254, 362}, {366971887, 221},
			{1827891652, 18720}, {9225923050, 26928}}},
		{"E", []count{{6, 0}, {30, 0}, {158, 0}, {814, 0}, {4165, 0}, {21459, 0}, {107987, 0},
			{547441, 0}, {2723937, 0}, {13836524, 0}, {68790792, 610}, {349161660, 227},
			{1735606661, 27084}, {8760635014, 32149}}},
		{"F", []count{{6, 0}, {30, 0}, {156, 0}, {855, 0}, {4350, 0}, {22485, 0}, {112913, 0},
			{582432, 0}, {2890228, 0}, {14812680, 0}, {73739438, 130}, {375153704, 432},
			{1873601429, 8810}, {9437565286, 53456}}},
	}
	maxDepth := 8
	if testing.Short() {
		maxDepth = 6
	}
	if s := os.Getenv("AUALE_PERFT_DEPTH"); s != "" {
		d, err := strconv.Atoi(s)
		if err != nil || d < 1 || d > 14 {
			t.Fatalf("AUALE_PERFT_DEPTH=%q: want 1..14", s)
		}
		maxDepth = d
	}
	r := mustRules(t, auale)
	for _, tt := range tests {
		name := "start"
		if tt.first != "" {
			name = "moves " + tt.first
		}
		t.Run(name, func(t *testing.T) {
			if maxDepth > 10 {
				t.Parallel()
			}
			p := Start()
			if tt.first != "" {
				if _, err := p.Play(&r, hole(t, tt.first[0], SouthUpper)); err != nil {
					t.Fatal(err)
				}
			}
			for d := 1; d <= maxDepth; d++ {
				l, e := perftAuale(&r, p, d)
				if w := tt.want[d-1]; l != w.leaves || e != w.ended {
					t.Errorf("depth %d: %d leaves, %d ended; Aalina %d, %d", d, l, e, w.leaves, w.ended)
				}
			}
		})
	}
}

// TestAualeGames replays the eight games of Aalina's
// src/test/resources/testing.suite from the start under abapa. Every move
// must be legal until the game ends, at the same move as in Aualé, with the
// same captures and score. Five records go on after the end (Aalina's
// perft skips such moves); the next move must then be refused.
func TestAualeGames(t *testing.T) {
	tests := []struct {
		moves    string
		plies    int    // moves played when Aualé ends the game, or all of them
		last     string // the position after them, before the seeds left are collected
		ended    bool
		score    [2]int // final score, seeds left collected as the ending says
		captures string // ply:seeds of each capture
	}{
		{"FfBeBcDaAbCcDbAcCaDcBeAbBcCdDfAeAfDbCdBcAaBbEeAaDfCaDdEfBbAcAfEaDbEcAeAdBeCfFf",
			78, "4-2-2-2-1-0-0-0-0-0-0-0-15-22-S", true, [2]int{26, 22},
			"8:2 9:3 10:2 22:4 28:2 29:2 54:2 60:6 62:2 70:2 77:10"},
		{"FeDbBdAaEcDdFaEaCdDcEdFaBfEcFdDaEcFfAaBeFdEfDeAcBdEbBcAfAdCfDeAfEbDcEaCbBdAcEeDdBeCfEaDbAcBdCeDfEaAbBcCdDeEfFfEeDdCcB",
			110, "0-1-1-1-1-0-0-0-1-1-1-0-14-27-S", true, [2]int{14, 27},
			"6:2 7:2 12:3 21:2 26:8 27:2 40:4 41:2 44:3 56:2 60:2 61:2 109:4 110:3"},
		{"FeCbBdAaEfDfCeEcAaAfAbCbEaAeAcAeFcEeCbFcAfFdDbBcAaEaDdCfBaAbAfAeAdEaDeEcCaEeDdBaEbFfEdFfAaBeA",
			83, "1-1-2-2-1-0-0-0-0-2-3-4-25-7-N", true, [2]int{25, 7},
			"7:2 14:2 33:2 43:2 45:3 47:2 51:3 54:2 55:3 56:3 83:8"},
		{"FeDbBdAaFeDaBdFeDcDeAdDaEeDdEcBbAfCfAdFcBeBdAfAeEcCdBeFbEcCfBdAeDbCaFaEaDeEbBdCeDcEdFeAcBdCbDfDeAcEaCbDdBcD",
			65, "0-1-2-0-1-2-1-1-1-1-1-0-26-11-N", true, [2]int{26, 11},
			"6:2 7:2 25:2 26:2 34:3 35:6 39:2 40:2 41:4 42:2 49:2 51:4 57:2 65:2"},
		{"FfEcCcBfDcEbAbEfAdAcEdDaAeBbDdFeDbEeCcAdDfBaEaDdEfBbAcBeBdCaFdDeBcCbDcFaEaFeAdBeCcAdBbDaCcEbDdEcFeBdAbCcBaDbCcEeDdEeFfF",
			119, "0-0-0-1-1-0-0-2-1-1-1-0-20-21-N", false, [2]int{20, 21},
			"13:2 27:3 28:2 29:3 31:2 32:4 40:3 44:3 45:3 59:2 63:2 64:3 118:6 119:3"},
		{"FfCbEdAaDbAaBfBeFeAbEbBaDeFbCdBeAaCcFdAeAbBeCdDcEdFeAaBbCcDdEeFfFeEdDe",
			40, "1-0-0-0-0-0-0-3-0-0-0-9-10-25-S", true, [2]int{10, 25},
			"7:2 8:3 17:2 21:2 25:2 30:7 36:13 37:2 40:2"},
		{"FeCbBcEaFeCbDaEfDaFaBbAaDdEdCcEaAeAbDeBaDbAfAaEdAfAaDeEcCeBaCbFeBdAeCfCbAaDbEcAeBdDaCcFaDcEaFfBeAbCaDcAfAeEbBdCcDdEe",
			77, "0-3-0-0-0-3-2-1-4-0-0-0-28-7-N", true, [2]int{28, 7},
			"6:2 7:3 9:3 13:2 23:2 26:2 27:3 29:3 63:7 64:3 77:5"},
		{"FeCcFdEdBaAaEbEeCdDbEdAcBfEeCfEcBaBbAdAfAcBdCaFfCeDaEeBfBdDaFaCcEaDeEbAdDcCfAeBdDeCfFaEaDbBeAdCcB",
			97, "0-0-1-1-1-1-0-0-0-1-1-1-24-17-N", false, [2]int{24, 17},
			"9:2 11:2 17:2 25:2 26:4 29:2 30:2 38:2 40:2 47:9 48:2 53:3 56:3 61:2 76:2"},
	}
	r := mustRules(t, auale)
	for i, tt := range tests {
		t.Run(fmt.Sprint("game ", i+1), func(t *testing.T) {
			g := NewGame(r, Start())
			var caps []string
			for ply := 1; ply <= tt.plies; ply++ {
				if e, ok := g.Ended(); ok {
					t.Fatalf("ended (%v) before ply %d; Aualé goes on", e, ply)
				}
				res, err := g.Play(hole(t, tt.moves[ply-1], SouthUpper))
				if err != nil {
					t.Fatalf("ply %d %c in %v: %v", ply, tt.moves[ply-1], g.Pos, err)
				}
				if res.Captured > 0 {
					caps = append(caps, fmt.Sprintf("%d:%d", ply, res.Captured))
				}
			}
			if got := strings.Join(caps, " "); got != tt.captures {
				t.Errorf("captures %q\nAualé    %q", got, tt.captures)
			}
			if g.Pos.String() != tt.last {
				t.Errorf("position %v, Aualé %v", g.Pos, tt.last)
			}
			e, ok := g.Ended()
			if ok != tt.ended {
				t.Fatalf("ended %v (%v), Aualé %v", ok, e, tt.ended)
			}
			p := g.Pos
			p.Finish(&g.Rules, e)
			if s, n := Score(p); [2]int{s, n} != tt.score {
				t.Errorf("score %d-%d (%v), Aualé %d-%d", s, n, e, tt.score[0], tt.score[1])
			}
			if ok && tt.plies < len(tt.moves) {
				if _, err := g.Play(hole(t, tt.moves[tt.plies], SouthUpper)); err == nil {
					t.Errorf("a move after the end was played")
				}
			}
		})
	}
}

// TestAualeCases checks positions made to show each of Aualé's rules, with
// the legal moves, the position after a move, its captures and the end as
// Aualé's oware.py and Match.add_move give them.
func TestAualeCases(t *testing.T) {
	const none = 0
	tests := []struct {
		name     string
		pos      string
		legal    string // legal moves as letters
		move     byte   // 0: no move, look at the position itself
		after    string // position after the move, before any final collection
		captured int
		reason   EndReason // end after the move (or of pos when move is 0)
		score    [2]int    // final score when the game ends
	}{
		{"start: every hole", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "ABCDEF", 'D',
			"4-4-4-0-5-5-5-5-4-4-4-4-0-0-N", 0, NotEnded, [2]int{}},
		{"empty opposing row: only moves that feed", "1-0-0-0-3-1-0-0-0-0-0-0-20-23-S", "EF", 'F',
			"1-0-0-0-3-0-1-0-0-0-0-0-20-23-N", 0, NotEnded, [2]int{}},
		{"capture runs back and stops at 5", "0-2-1-1-4-1-0-0-0-0-0-6-14-19-N", "f", 'f',
			"1-3-2-2-5-0-0-0-0-0-0-0-14-21-S", 2, NotEnded, [2]int{}},
		{"grand slam: played, no capture", "0-0-0-0-3-0-1-1-0-0-0-0-20-23-S", "E", 'E',
			"0-0-0-0-0-1-2-2-0-0-0-0-20-23-N", 0, NotEnded, [2]int{}},
		{"grand slam by North: no capture", "1-1-2-1-1-1-0-0-0-0-0-6-15-20-N", "f", 'f',
			"2-2-3-2-2-2-0-0-0-0-0-0-15-20-S", 0, NotEnded, [2]int{}},
		{"grand slam after a lap: no capture", "0-0-0-0-0-0-0-0-0-0-0-17-15-16-N", "f", 'f',
			"2-2-2-2-2-2-1-1-1-1-1-0-15-16-S", 0, NotEnded, [2]int{}},
		{"17 seeds skip the origin, capture 3", "17-0-0-0-0-0-1-1-1-1-1-1-12-13-S", "A", 'A',
			"0-2-2-2-2-2-0-2-2-2-2-2-15-13-N", 3, NotEnded, [2]int{}},
		{"12 seeds end in the own row: no capture", "12-1-0-0-0-0-1-1-1-1-1-1-14-15-S", "AB", 'A',
			"0-3-1-1-1-1-2-2-2-2-2-2-14-15-N", 0, NotEnded, [2]int{}},
		{"19 seeds end in the own row: no capture", "1-1-1-1-1-1-0-0-0-0-0-19-10-13-N", "f", 'f',
			"3-3-3-3-3-3-2-2-1-1-1-0-10-13-S", 0, NotEnded, [2]int{}},
		{"more than 24: the rest counts for nobody", "0-0-0-0-0-1-1-0-0-0-0-3-23-20-S", "F", 'F',
			"0-0-0-0-0-0-0-0-0-0-0-3-25-20-N", 2, EndMajority, [2]int{25, 20}},
		{"lap capture of 10 ends at 25", "2-0-0-0-0-0-0-0-0-0-0-17-14-15-N", "f", 'f',
			"4-0-0-0-0-0-1-1-1-1-1-0-14-25-S", 10, EndMajority, [2]int{14, 25}},
		{"cannot feed: the mover takes his row", "4-2-2-2-1-0-0-0-0-0-0-0-15-22-S", "", none,
			"", 0, EndFamine, [2]int{26, 22}},
		{"empty row (set-up): the opponent takes his row", "0-0-0-0-0-0-0-3-0-0-0-0-21-24-S", "", none,
			"", 0, EndNoMove, [2]int{21, 27}},
	}
	r := mustRules(t, auale)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePosition(tt.pos)
			if err != nil {
				t.Fatal(err)
			}
			var legal []int
			for i := range len(tt.legal) {
				legal = append(legal, hole(t, tt.legal[i], SouthUpper))
			}
			if got := p.LegalMoves(&r); !slices.Equal(got, legal) {
				t.Errorf("legal %v, Aualé %v", got, legal)
			}
			if tt.move != none {
				res, err := p.Play(&r, hole(t, tt.move, SouthUpper))
				if err != nil {
					t.Fatal(err)
				}
				if p.String() != tt.after || res.Captured != tt.captured {
					t.Errorf("after %v (%d), Aualé %v (%d)", p, res.Captured, tt.after, tt.captured)
				}
			}
			e, ok := p.Ended(&r)
			if e.Reason != tt.reason {
				t.Fatalf("ending %v, want %v", e, tt.reason)
			}
			if ok {
				p.Finish(&r, e)
				if s, n := Score(p); [2]int{s, n} != tt.score {
					t.Errorf("score %d-%d (%v), Aualé %d-%d", s, n, e, tt.score[0], tt.score[1])
				}
			}
		})
	}
}

// aualeCycles are games from set positions that Aualé's Match.add_move ends
// on a position that came back after 14 plies; each player then takes the
// seeds of his row (get_final_board). In the second a capture (ply 6)
// comes before the cycle.
var aualeCycles = []struct {
	start string
	moves string
	score [2]int
}{
	{"0-0-0-0-0-0-1-0-1-1-0-2-24-19-N", "fAcBdCeDaFaEbF", [2]int{24, 24}},
	{"1-0-1-0-0-0-0-2-0-0-2-0-24-18-S", "AbCeBfCcDdFeEaFfAaBb", [2]int{26, 22}},
}

func TestAualeRepetition(t *testing.T) {
	r := mustRules(t, auale)
	for _, tt := range aualeCycles {
		t.Run(tt.start, func(t *testing.T) {
			g := NewGame(r, mustSetUp(t, tt.start))
			for i := range len(tt.moves) {
				if e, ok := g.Ended(); ok {
					t.Fatalf("ended (%v) before ply %d; Aualé goes on", e, i+1)
				}
				if _, err := g.Play(hole(t, tt.moves[i], SouthUpper)); err != nil {
					t.Fatalf("ply %d: %v", i+1, err)
				}
			}
			e, ok := g.Ended()
			if !ok || e.Reason != EndRepetition {
				t.Fatalf("ending %v %v, want repetition", e, ok)
			}
			g.Pos.Finish(&g.Rules, e)
			if s, n := Score(g.Pos); [2]int{s, n} != tt.score {
				t.Errorf("score %d-%d, Aualé %d-%d", s, n, tt.score[0], tt.score[1])
			}
		})
	}
}

// TestAualeOtherPresets records where another preset parts from Aualé on the
// positions above: `awechec` has no stop at 25 and removes the seeds left
// after a repetition, where Aualé gives each player his row.
func TestAualeOtherPresets(t *testing.T) {
	r := mustRules(t, "awechec")
	p := mustSetUp(t, "0-0-0-0-0-1-1-0-0-0-0-3-23-20-S")
	if _, err := p.Play(&r, hole(t, 'F', SouthUpper)); err != nil {
		t.Fatal(err)
	}
	if e, ok := p.Ended(&r); ok {
		t.Errorf("awechec ends at 25-20 (%v); it should go on", e)
	}
	c := aualeCycles[0]
	g := NewGame(r, mustSetUp(t, c.start))
	for i := range len(c.moves) {
		if _, err := g.Play(hole(t, c.moves[i], SouthUpper)); err != nil {
			t.Fatalf("ply %d: %v", i+1, err)
		}
	}
	e, ok := g.Ended()
	if !ok || e.Reason != EndRepetition || e.Removed != 5 || e.Shared != [2]int{} {
		t.Errorf("awechec repetition %v %v, want 5 removed", e, ok)
	}
}
