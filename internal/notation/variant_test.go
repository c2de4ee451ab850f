package notation

import "testing"

func TestParseVariant(t *testing.T) {
	tests := []struct {
		in   string
		want Variant
		ok   bool
	}{
		{"", Awechec, true},
		{"Awechec", Awechec, true},
		{"  AWARICHESS ", Awechec, true},
		{"Awechec Synchronous", Synchronous, true},
		{"awechec   synchrone", Synchronous, true},
		{"Synchronous", Synchronous, true},
		{"Awele", Awele, true},
		{"Awélé", Awele, true},
		{"Oware", Awele, true},
		{"Standard", Standard, true},
		{"Échecs", Standard, true},
		{"Awe\u0301le\u0301", Awele, true}, // NFD, as typed on macOS
		{"E\u0301checs", Standard, true},
		{"Awe\u0301chec synchrone", Synchronous, true},
		{"From Position", Standard, true},
		{"Chess960", Chess960, true},
		{"chess 960", Chess960, true},
		{"Fischerandom", Chess960, true},
		{"King of the Hill", OtherChess, true},
		{"kingOfTheHill", OtherChess, true},
		{"Three-check", OtherChess, true},
		{"Racing Kings", OtherChess, true},
		{"Frobnitz", Awechec, false},
	}
	for _, tt := range tests {
		got, ok := ParseVariant(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseVariant(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
	// Every variant's name reads back as itself.
	for v := Awechec; v <= Standard; v++ {
		if got, ok := ParseVariant(v.String()); !ok || got != v {
			t.Errorf("ParseVariant(%q) = %v, %v", v.String(), got, ok)
		}
	}
	if Variant(9).String() != "unknown" || Awele.HasChess() || !Standard.HasChess() {
		t.Error("String or HasChess")
	}
}
