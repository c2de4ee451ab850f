package awele

import "testing"

// The endings' names are the words of the reports (JSON, stats, select).
func TestEndReasonNames(t *testing.T) {
	want := map[EndReason]string{
		NotEnded: "", EndFamine: "famine", EndNoMove: "no-move", EndMajority: "majority",
		EndFewSeeds: "few-seeds", EndAgreement: "agreement", EndRepetition: "repetition",
		EndUnrecorded: "unrecorded", EndCaptures: "captures", EndInterrupted: "interrupted",
		EndIllegal: "illegal-move",
	}
	for e, w := range want {
		if got := e.String(); got != w {
			t.Errorf("EndReason(%d) = %q, want %q", e, got, w)
		}
	}
	if got := (EndIllegal + 1).String(); got != "invalid(11)" {
		t.Errorf("out of range: %q", got)
	}
	if got := (Ending{}).String(); got != "not ended" {
		t.Errorf("Ending{} = %q", got)
	}
}
