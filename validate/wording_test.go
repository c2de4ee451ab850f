package validate

import (
	"strings"
	"testing"
)

// Messages use plain words, quote tokens as written and say what to write.
func TestPlainWording(t *testing.T) {
	const fr = "[Language \"fr\"]\n"
	tests := []struct{ name, src, want, not string }{
		{"dead position", fr + "[FEN \"8/8/8/4k3/8/8/2KB4/8 w - - 0 1\"]\n\nAwélé B4 ...\nÉchecs 1. (1=B) Fe3 *", "the game is over (dead position)", "dead-position"},
		{"dead position, new Awélé game", fr + "[FEN \"8/8/8/4k3/8/8/2KB4/8 w - - 0 1\"]\n\nAwélé B4 ...\nÉchecs 1. (1=B) Fe3\nAwélé B4 ...", "the chess game is over (dead position): no new Awélé game may start", "dead-position"},
		{"Awélé ending", "[Variant \"Awele\"]\n[AweleFEN \"4-0-0-0-0-0-0-0-0-0-0-0-20-24-N\"]\n\nAwélé 1-0", "ends by no move", "no-move"},
		{"power token quoted", fr + "\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2=B) *", "power token (2=B): no half-move follows it", ""},
		{"colourless power token quoted", fr + "\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2) *", "power token (2): no half-move follows it", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src+"\n", Options{})
			got := ""
			for _, d := range r.Diags {
				got += d.Message() + "\n"
			}
			if !strings.Contains(got, tt.want) || tt.not != "" && strings.Contains(got, tt.not) {
				t.Errorf("messages %q, want %q, not %q", got, tt.want, tt.not)
			}
		})
	}
}

// The handicap hints: a pool carried into the next Awélé game, and in
// synchronous play a capture whose seeds all went into the pool.
func TestHandicapPoolHints(t *testing.T) {
	tests := []struct{ name, src, want, not string }{
		{"pool carried over", "[Language \"fr\"]\n[Handicap \"Blancs 3/2\"]\n\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2=B) e5\nAwélé N1 B2 N1 N2 ...\nÉchecs 2. (1=N) Cf3 (2=B) Cc6 3. (3=B) Fc4 (4=N) Fc5 *",
			"the pool of a handicap is dropped at the end of each Awélé game", "fit no handicap"},
		{"synchronous, first capture into the pool", "[Variant \"Awechec Synchronous\"]\n[Language \"en\"]\n[Handicap \"White 3/2\"]\n[AweleFEN \"1-1-1-1-1-2-0-1-1-1-1-1-0-0-S\"]\n\n1. F(2) 1. (1=W) e4 *",
			"the last capture gave no power: its 2 seeds went into White's handicap pool (2 seeds there, 3 give 2 powers): the Awélé game must resume", ""},
		{"synchronous, a later capture into the pool", "[Variant \"Awechec Synchronous\"]\n[Language \"en\"]\n[Handicap \"White 3/1\"]\n[AweleFEN \"0-1-1-1-1-2-0-1-1-1-1-2-0-0-N\"]\n\n1... f(2) 1. (1=B) e4 (2=B) e5 2. F(2) 2. (3=W) Nf3 *",
			"its 2 seeds went into White's handicap pool (2 seeds there, 3 give 1 power)", "every power of the last capture"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src+"\n", Options{})
			got := ""
			for _, d := range r.Diags {
				got += d.Message() + "\n"
			}
			if !strings.Contains(got, tt.want) || tt.not != "" && strings.Contains(got, tt.not) {
				t.Errorf("messages %q, want %q, not %q", got, tt.want, tt.not)
			}
		})
	}
}
