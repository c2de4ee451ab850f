package validate

import (
	"strings"
	"testing"
)

// The "did you mean" guess is a legal move written as the chess adapter
// writes it (check sign included) in the file's letters, never a pawn move
// that keeps a capture's from-file; a pawn capture onto an en-passant
// square whose double step is not the last move is told why it fails.
func TestGuessIsALegalMove(t *testing.T) {
	const fr = "[Language \"fr\"]\n\nAwélé B9 ...\nÉchecs "
	tests := []struct{ name, src, want, not string }{
		{"late en passant", "1. e4 d5 2. e5 f5 3. exd6 *", "exd6 is not a legal move for White: en passant is only possible right after the double step", "did you mean"},
		{"late en passant, Black", "1. d4 c5 2. a3 c4 3. b4 a6 4. a4 cxb3 *", "cxb3 is not a legal move for Black: en passant is only possible right after the double step", "did you mean"},
		{"late en passant, French", fr + "1. (1=B) e4 (2=B) d5 (3=B) e5 (4=B) f5 (5=B) exd6 *", "exd6 is not a legal move for White: en passant is only possible right after the double step", "did you mean"},
		{"no pawn push guessed for a capture", "1. e4 e6 2. exd5 *", "exd5 is not a legal move for White", "did you mean"},
		{"a pawn capture guessed", "1. e4 d5 2. exd6 *", "exd6 is not a legal move for White: did you mean exd5?", ""},
		{"check sign", "1. e4 f6 2. Qh6 *", "Qh6 is not a legal move for White: did you mean Qh5+?", ""},
		{"check sign, French letters", fr + "1. (1=B) e4 (2=B) f6 (3=B) Dh6 *", "Dh6 is not a legal move for White: did you mean Dh5+?", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.src
			if !strings.HasPrefix(src, "[") {
				src = "[Language \"en\"]\n\n" + src
			}
			r := check(t, src+"\n", Options{})
			got := ""
			for _, d := range r.Diags {
				got += d.Message() + "\n"
			}
			if !strings.Contains(got, tt.want) || tt.not != "" && strings.Contains(got, tt.not) {
				t.Errorf("messages %q, want %q, not %q", got, tt.want, tt.not)
			}
		})
	}
	// An en-passant capture right after the double step stays legal.
	if r := check(t, "[Language \"en\"]\n\n1. e4 d5 2. e5 f5 3. exf6 *\n", Options{}); !r.Valid {
		t.Errorf("exf6 e.p. refused:%s", dump(r))
	}
}
