package search

import (
	"fmt"
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// TestFiftyMoveClaim: the side to move may claim a draw once the
// half-move clock is 100 (search.go's claim), not at 99. In the study
// 1. Rh2+ Kg8 2. Rb8#, Black answers the check with the clock one higher
// than at the root: from a root clock of 98 Black's clock is 99 and the
// mate stands; from 99 or 100 Black's clock is 100 or 101 and Black
// claims the draw instead of Kg8, so there is no mate.
func TestFiftyMoveClaim(t *testing.T) {
	en, _ := notation.Table(notation.English)
	tests := []struct {
		rootClock, blackClock int
		mate                  bool
	}{
		{98, 99, true},
		{99, 100, false},
		{100, 101, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("Black's clock %d", tt.blackClock), func(t *testing.T) {
			g := study(t, fmt.Sprintf("7k/8/5K2/8/8/1R6/R7/8 w - - %d 80", tt.rootClock), "WW")
			r := Solve(g, Limits{Threads: 1})
			if !r.Proved {
				t.Fatalf("no verdict: %+v", r)
			}
			if r.Found != tt.mate {
				t.Fatalf("mate found %v (%s), want %v", r.Found, LineText(r.Line, en, en), tt.mate)
			}
			if tt.mate && r.Plies != 3 {
				t.Errorf("mate in %d plies, want 3", r.Plies)
			}
		})
	}
}
