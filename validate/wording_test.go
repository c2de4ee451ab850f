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
				got += d.Message + "\n"
			}
			if !strings.Contains(got, tt.want) || tt.not != "" && strings.Contains(got, tt.not) {
				t.Errorf("messages %q, want %q, not %q", got, tt.want, tt.not)
			}
		})
	}
}
