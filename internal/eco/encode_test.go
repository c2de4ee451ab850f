package eco

import (
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

// TestEncodeTranspositions: of two lines that reach one position the
// shorter is kept; an illegal line and a code of another length are left
// out; the table read back finds each position kept.
func TestEncodeTranspositions(t *testing.T) {
	lines := []Line{
		{ECO: "D02", Name: "Long way", UCI: []string{"g1f3", "d7d5", "d2d4", "g8f6", "f3g1", "f6g8", "g1f3"}},
		{ECO: "D02", Name: "Queen's Pawn Game: Zukertort Variation", UCI: []string{"d2d4", "d7d5", "g1f3"}},
		{ECO: "A00", Name: "Illegal", UCI: []string{"e2e5"}},
		{ECO: "C2", Name: "Short code", UCI: []string{"e2e4", "e7e5"}},
		{ECO: "B00", Name: "King's Pawn", UCI: []string{"e2e4"}},
	}
	tab, err := decode(string(Encode(lines)))
	if err != nil {
		t.Fatal(err)
	}
	if tab.Lines() != 3 || tab.Positions() != 2 {
		t.Errorf("%d lines, %d positions; want 3 lines replayed, 2 positions", tab.Lines(), tab.Positions())
	}
	for _, tc := range []struct {
		uci  []string
		want Opening
		ok   bool
	}{
		{[]string{"g1f3", "d7d5", "d2d4"}, Opening{"D02", "Queen's Pawn Game: Zukertort Variation", 3}, true},
		{[]string{"e2e4"}, Opening{"B00", "King's Pawn", 1}, true},
		{[]string{"e2e4", "e7e5"}, Opening{}, false},
		{[]string{"d2d4"}, Opening{}, false},
	} {
		p, _ := replay(tc.uci)
		if o, ok := tab.Lookup(&p); o != tc.want || ok != tc.ok {
			t.Errorf("%v: %v %v, want %v %v", tc.uci, o, ok, tc.want, tc.ok)
		}
	}
	start := movegen.Start()
	if !tab.Reachable(&start) {
		t.Error("the table's positions are not reachable from the start")
	}
}

// TestDecodeRefuses: a table cut short, of another format or whose names
// lie outside it is refused, never read past its end.
func TestDecodeRefuses(t *testing.T) {
	good := string(Encode([]Line{{ECO: "B00", Name: "King's Pawn", UCI: []string{"e2e4"}}}))
	if _, err := decode(good); err != nil {
		t.Fatal(err)
	}
	bad := map[string]string{
		"empty":      "",
		"magic":      "ECO0" + good[4:],
		"cut short":  good[:len(good)-1],
		"longer":     good + "x",
		"header cut": good[:headerLen-1],
		// The record's text length (bytes 4-5 of the record) made larger
		// than the text.
		"name outside": good[:headerLen+8+4] + "\xff\x00" + good[headerLen+8+6:],
	}
	for name, data := range bad {
		if _, err := decode(data); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}
