package table

import (
	"strings"
	"testing"
)

// TestAlignedOnRunes: cells line up on the width a terminal shows, names
// to the left and numbers to the right, and the legend follows the table.
func TestAlignedOnRunes(t *testing.T) {
	tb := New(Column{Head: "joueur", Align: Left}, Column{Head: "points"}, Column{Head: "pv/aw", Legend: "pv/aw : pouvoirs par partie d’Awélé"})
	tb.Add("Aïcha", "2½", "16,00")
	tb.Add("Bob", "10", "3,50")
	var b strings.Builder
	if err := tb.Write(&b); err != nil {
		t.Fatal(err)
	}
	want := "joueur  points  pv/aw\n" +
		"Aïcha       2½  16,00\n" +
		"Bob         10   3,50\n" +
		"pv/aw : pouvoirs par partie d’Awélé\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}
