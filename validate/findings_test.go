package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/diag"
)

// Findings of a player's report: each case failed before its fix.

// The termination is not invented when the replay could not finish.
func TestTerminationUnknownWhenReplayStops(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"illegal move, result 1-0", "[Result \"1-0\"]\n[Language \"en\"]\n\nAwele W3 B2 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc5 (4=B) Nc6 1-0\n", TermUnknown},
		{"illegal move, result *", "[Language \"en\"]\n\nAwele W3 B2 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc5 *\n", TermUnterminated},
		{"ambiguous move, draw", "[Language \"en\"]\n\nAwele W8 ...\nChess 1. (1=W) Nc3 (2=W) 0 2. (3=W) Nf3 (4=W) 0 3. (5=W) Ng5 (6=W) 0 4. (7=W) Ne4 1/2-1/2\n", TermUnknown},
		{"syntax error in the Awélé section", "[Result \"1-0\"]\n[Language \"en\"]\n\nAwele 1. A a 2. B % b\n", TermUnknown},
		{"syntax error in the chess section", "[Result \"0-1\"]\n[Language \"en\"]\n\nAwele W3 ...\nChess 1. (1=W) e4 (2=W) e5 (3=W) pass\n", TermUnknown},
		{"syntax error after mate", "[Result \"0-1\"]\n[Language \"en\"]\n\nAwele W3 B3 ...\nChess 1. (1=W) f3 (2=W) e5 2. (3=W) g4 (4=B) Qh4# pass\n", TermCheckmate},
		{"a dropped stray token does not stop the replay", "[Language \"en\"]\n\nAwele W3 ...\nChess 1. (1=W) e4 ?? (2=W) e5 1-0\n", TermResignation},
		{"Awele record, illegal move", "[Variant \"Awele\"]\n\nAwele 1. A a 2. A b 1-0\n", TermUnknown},
		{"Awele record, syntax error", "[Variant \"Awele\"]\n[Result \"1-0\"]\n\nAwele 1. A d 2. A % e\n", TermUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, opt := range []Options{{}, {NoMoves: true}} {
				r := check(t, tt.src, opt)
				if r.Termination != tt.want {
					t.Errorf("termination %q, want %q%s", r.Termination, tt.want, dump(r))
				}
			}
		})
	}
}

var _ = strings.Contains
var _ = diag.Error
