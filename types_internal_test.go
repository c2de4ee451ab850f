package awechec

import (
	"testing"

	"github.com/awechec/awechec/internal/awele"
)

// The endings the rules engine finds in a position have the names of the
// API's AweleEnding constants (AwelePosition.Ended converts by name).
func TestEngineEndingNames(t *testing.T) {
	for e, want := range map[awele.EndReason]AweleEnding{
		awele.EndFamine:   EndFamine,
		awele.EndNoMove:   EndNoMove,
		awele.EndMajority: EndMajority,
		awele.EndFewSeeds: EndFewSeeds,
	} {
		if got := AweleEnding(e.String()); got != want {
			t.Errorf("engine ending %d is named %q, want %q", e, got, want)
		}
	}
}
