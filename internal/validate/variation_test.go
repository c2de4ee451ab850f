package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
)

// A variation with no move before it in its line (at the start of the
// line, after a section keyword, a move number or a power token) is an
// alternative to the move that follows: it branches from the current
// position with a copy of the current queue, and consumes its own tokens.
func TestVariationBeforeTheMoveItReplaces(t *testing.T) {
	const aw = "[Language \"fr\"]\n\nAwélé B4 N4 ...\nÉchecs "
	valid := []struct{ name, src string }{
		{"before the first chess move", aw + "(1. (1=B) d4) 1. (1=B) e4 (2=B) e5 *\n"},
		{"between a power token and its move", aw + "1. (1=B) (1. (1=B) d4) e4 (2=B) e5 *\n"},
		{"between a token and its move, after a comment", aw + "1. (1=B) e4 (2=B) {c} (1... (2=B) d5) e5 *\n"},
		{"both forms in one line", aw + "1. (1=B) e4 (1. (1=B) d4) (2=B) (1... (2=B) d5) e5 (1... (2=B) c5) 2. (3=B) Cf3 *\n"},
		{"plain chess, before the first move", "1. (1. d4) e4 e5 *\n"},
		{"plain chess, after a move number", "1. e4 e5 2. (2. d4) Nf3 *\n"},
		{"a variation that opens a variation", "1. e4 ((1. d4) 1. c4) e5 *\n"},
		// Each depth of variations is replayed in memory of its own: the
		// lines around a nested variation go on from their own state.
		{"a nested variation, then its line goes on", "1. e4 (1. d4 (1. c4 c5) d5 2. c4) e5 *\n"},
		{"a nested variation after a move, then another variation", "1. e4 (1. d4 d5 (1... Nf6) 2. c4) (1. c4 e5) e5 2. Nf3 *\n"},
	}
	for _, tt := range valid {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src, Options{})
			if !r.Valid || len(r.Diags) != 0 {
				t.Errorf("not valid:%s", dump(r))
			}
		})
	}
	// The variation's own tokens are checked against the copy: the main
	// line's queue is not consumed by it, and a wrong token in it is its own.
	invalid := []struct{ name, src, code, want string }{
		{"wrong power in the variation", aw + "(1. (2=B) d4) 1. (1=B) e4 (2=B) e5 *\n", diag.PowerMismatch, "power 1, not 2"},
		{"wrong side in the variation", aw + "1. (1=B) e4 (2=B) (1... (2=B) d4) e5 *\n", diag.IllegalMove, "d4 is not a legal move for Black"},
	}
	for _, tt := range invalid {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src, Options{})
			if len(r.Diags) != 1 || r.Diags[0].Code != tt.code || !strings.Contains(r.Diags[0].Message(), tt.want) {
				t.Errorf("want one %s with %q:%s", tt.code, tt.want, dump(r))
			}
		})
	}
}

// Variations are replayed in memory kept per depth (lineScratch): their
// number does not add allocations, where each took a copy of the game
// state (a flood of 100,000 empty variations, 192 KB of "()", peaked at
// 108 MB to 144 MB; now 76 MB, the record's own elements).
func TestVariationsAllocateNothingEach(t *testing.T) {
	const aw = "[Language \"fr\"]\n\nAwélé B4 N4 ...\nÉchecs 1. (1=B) e4 "
	for _, tt := range []struct{ name, start, variation string }{
		{"empty", "1. e4 ", "() [] "},
		{"a move each", "1. e4 ", "(1. d4 d5) "},
		{"nested", "1. e4 ", "(1. d4 (1. c4) d5) "},
		{"with powers", aw, "(1. (1=B) d4) "},
	} {
		allocs := func(n int) float64 {
			src := tt.start + strings.Repeat(tt.variation, n) + "*\n"
			g := grammar.ParseGame([]byte(src), "t.agn", 1)
			return testing.AllocsPerRun(3, func() { Game(g, Options{}) })
		}
		if a, b := allocs(200), allocs(400); b > a+20 {
			t.Errorf("%s: %v allocations for 200 variations, %v for 400", tt.name, a, b)
		}
	}
}
