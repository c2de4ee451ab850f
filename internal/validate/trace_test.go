package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
)

// TestTraceRoomBounded checks that the trace of a replay is not given
// room for every half-move written before the replay shows how many it
// plays: a game of 519,000 null moves in standard chess, refused at the
// first, held room for all of them (150 MB). A line that plays on still
// has its every half-move.
func TestTraceRoomBounded(t *testing.T) {
	const n = 50000
	for _, tt := range []struct {
		name      string
		text      string
		wantPlies int
	}{
		{"refused at the first", "Échecs " + strings.Repeat("0 ", n) + "*\n", 0},
		{"played on", "Échecs " + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 1000) + "*\n", 4000},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := grammar.ParseGame([]byte(tt.text), "t.agn", 1)
			r := Game(g, Options{File: "t.agn"})
			if len(r.Plies) != tt.wantPlies {
				t.Errorf("%d plies in the trace, want %d", len(r.Plies), tt.wantPlies)
			}
			if room := max(2*len(r.Plies), 1<<11); cap(r.Plies) > room {
				t.Errorf("room for %d plies, want at most %d", cap(r.Plies), room)
			}
		})
	}
}
