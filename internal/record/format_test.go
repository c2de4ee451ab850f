package record

import (
	"bytes"
	"testing"
)

// hasTagLines is hasTag as the definition says it: some line, its
// spaces, tabs and byte-order marks trimmed, begins with the tag pair.
func hasTagLines(src []byte, name string) bool {
	for line := range bytes.Lines(src) {
		line = bytes.TrimLeft(line, " \t\ufeff")
		if bytes.HasPrefix(line, []byte("["+name+" ")) || bytes.HasPrefix(line, []byte("["+name+"\t")) {
			return true
		}
	}
	return false
}

// hasTag, which looks for the tag's name and then at its line, agrees
// with the definition, line by line.
func TestHasTag(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"[South \"a\"]", true},
		{"x\n[South\t\"a\"]", true},
		{"x\n \t\ufeff [South \"a\"]", true},
		{"\ufeff[South \"a\"]", true},
		{"x [South \"a\"]", false},
		{"[Southern \"a\"]", false},
		{"[South", false},
		{"[South\n", false},
		{"x\r[South \"a\"]", false},
		{"\xe2\ufeff[South \"a\"]", false},
		{"{ [South \"a\"] }\n  [South \"b\"]", true},
		{"", false},
	} {
		if got, def := hasTag([]byte(tc.src), "South"), hasTagLines([]byte(tc.src), "South"); got != tc.want || def != tc.want {
			t.Errorf("hasTag(%q) = %v, the definition %v, want %v", tc.src, got, def, tc.want)
		}
	}
}

func FuzzHasTag(f *testing.F) {
	f.Add([]byte("x\n \ufeff[South \"a\"]"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if got, want := hasTag(src, "South"), hasTagLines(src, "South"); got != want {
			t.Errorf("hasTag(%q) = %v, the definition %v", src, got, want)
		}
	})
}
