package search

import (
	"testing"

	"github.com/awechec/awechec/engine"
	"github.com/awechec/awechec/movegen"
	"github.com/awechec/awechec/notation"
	"github.com/awechec/awechec/power"
)

func study(t testing.TB, fen, queue string) *engine.Game {
	t.Helper()
	pos, err := movegen.FromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var q []power.Colour
	for _, c := range queue {
		if c == 'B' {
			q = append(q, power.Black)
		} else {
			q = append(q, power.White)
		}
	}
	return engine.NewChess(pos, q)
}

func TestDivers(t *testing.T) {
	fr, _ := notation.Table(notation.French)
	for _, tc := range []struct {
		name, fen, queue string
		winner           movegen.Color
		plies            int
	}{
		{"Ke5 Qa7 v Kh8 Qb4, three White powers", "7k/Q7/8/4K3/1q6/8/8/8 w - - 0 1", "WWW", movegen.White, 3},
		{"Kh2 Rb6 Rc5 v Kg7 Qa1, two White powers", "8/6k1/1R6/2R5/8/8/7K/q7 w - - 0 1", "WW", movegen.White, 3},
	} {
		g := study(t, tc.fen, tc.queue)
		r := Solve(g, Limits{Threads: 1})
		t.Logf("%s: %+v line %s", tc.name, r, LineText(r.Line, fr, fr))
		if !r.Found || r.Winner != tc.winner || r.Plies != tc.plies {
			t.Errorf("%s: found %v winner %v plies %d, want %v mate in %d", tc.name, r.Found, r.Winner, r.Plies, tc.winner, tc.plies)
		}
	}
}
