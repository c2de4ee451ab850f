package grammar

import "testing"

// TestReadTagPair: the one tag-pair reader on each form a record holds.
func TestReadTagPair(t *testing.T) {
	tests := []struct {
		in          string
		len, head   int
		name, value string
		plain       bool
	}{
		{`[Event "x"]`, 11, 8, "Event", "x", true},
		{"[ Site\t\"a b\" ] 1.", 14, 8, "Site", "a b", true},
		{`[Event "a\"b"]`, 14, 8, "Event", `a\"b`, false},
		{"[Event “x”]", 15, 10, "Event", "x", false},
		{"[Event « x »]", 15, 9, "Event", " x ", false},
		{"[Event\u00a0\"x\"]", 12, 9, "Event", "x", false},
		{`[Event "x"`, 0, 8, "Event", "", false}, // not closed: a head alone
		{"[Event \"a\nb\"]", 0, 8, "Event", "", false},
		{`[Event"x"]`, 0, 0, "", "", false}, // no blank before the value
		{`[ "x"]`, 0, 0, "", "", false},     // no name
		{`e4`, 0, 0, "", "", false},
	}
	for _, tt := range tests {
		p := ReadTagPair([]byte(tt.in))
		if p.Len != tt.len || p.Head != tt.head || p.Plain != tt.plain {
			t.Errorf("ReadTagPair(%q) = %+v; want Len %d, Head %d, Plain %v", tt.in, p, tt.len, tt.head, tt.plain)
			continue
		}
		if p.Head == 0 {
			continue
		}
		if name := tt.in[p.Name0:p.Name1]; name != tt.name {
			t.Errorf("ReadTagPair(%q) name %q; want %q", tt.in, name, tt.name)
		}
		if p.Len > 0 {
			if value := tt.in[p.Head:p.Value1]; value != tt.value {
				t.Errorf("ReadTagPair(%q) value %q; want %q", tt.in, value, tt.value)
			}
		}
	}
}
