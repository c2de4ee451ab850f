package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

// French messages a French player would write: the side in words.
func TestFrenchWording(t *testing.T) {
	const fr = "[Language \"fr\"]\n"
	tests := []struct{ name, src, want string }{
		{"missing power names its side", fr + "\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2=B) 0 2. Fc4 *", "le pouvoir 3 (aux Blancs) est consommé ici sans être écrit\u00a0: écrivez (3=B) avant le coup"},
		{"Awélé capture counts seeds", "[Variant \"Awele\"]\n\nAwélé 1. A a 2. B c 3. B b(1)", "b prend 2 graines, pas 1\u00a0: écrivez b(2)"},
		// The mate sign is quoted as typed: mat or ≠, not #.
		{"mat typed, no mate", "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. e4 e5 2. Dh5 mat *", "mat écrit, mais le coup ne fait pas mat"},
		{"≠ typed, check only", "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. e4 f5 2. Dh5≠ *", "≠ écrit, mais le coup donne échec, pas mat"},
		{"# typed, no mate", "[Variant \"Standard\"]\n[Language \"fr\"]\n\n1. e4 e5 2. Dh5# *", "# écrit, mais le coup ne fait pas mat"},
		{"Awélé capture missing", "[Variant \"Awele\"]\n\nAwélé 1. A a 2. B c 3. B b", "b prend 2 graines\u00a0: écrivez b(2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src+"\n", Options{})
			got := ""
			for _, d := range r.Diags {
				got += d.MessageIn(i18n.French) + "\n"
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("messages %q, want %q", got, tt.want)
			}
		})
	}
}

// Messages use plain words, quote tokens as written and say what to write.
func TestPlainWording(t *testing.T) {
	const fr = "[Language \"fr\"]\n"
	tests := []struct{ name, src, want, not string }{
		{"dead position", fr + "[FEN \"8/8/8/4k3/8/8/2KB4/8 w - - 0 1\"]\n\nAwélé B4 ...\nÉchecs 1. (1=B) Fe3 *", "the game is over (dead position)", "dead-position"},
		{"dead position, new Awélé game", fr + "[FEN \"8/8/8/4k3/8/8/2KB4/8 w - - 0 1\"]\n\nAwélé B4 ...\nÉchecs 1. (1=B) Fe3\nAwélé B4 ...", "the chess game is over (dead position): no new Awélé game may start", "dead-position"},
		{"Awélé ending", "[Variant \"Awele\"]\n[AweleFEN \"4-0-0-0-0-0-0-0-0-0-0-0-20-24-N\"]\n\nAwélé 1-0", "ends by no move", "no-move"},
		{"power token quoted", fr + "\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2=B) *", "power token (2=B): no half-move follows it", ""},
		{"colourless power token quoted", fr + "\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2) *", "power token (2): no half-move follows it", ""},
		{"Awélé capture counts seeds", "[Variant \"Awele\"]\n\nAwele 1. A a 2. B c 3. B b(1)", "b captures 2 seeds, not 1: write b(2)", ""},
		// The side is named, not only its letter: B is White in a French
		// record, Black to an English reader.
		{"missing power names its side", fr + "\nAwélé B4 ...\nÉchecs 1. (1=B) e4 (2=B) 0 2. Fc4 *", "power 3 (White's) is consumed here but not written: write (3=B) before the move", "(B) is"},
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
