package cli

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/record"
)

// select leaves out a game whose tags fail a tag test without reading its
// movetext, whether its tags are written plainly or not (a comment before
// them, an escaped quote, a tag given twice: the reader's one pass reads
// them, tagGate decides); a game whose tags pass is read, tested and selected (valid).
func TestSelectTagGate(t *testing.T) {
	var filter archive.Filter
	if err := filter.Add(archive.KindPlayer, "Kofi"); err != nil {
		t.Fatal(err)
	}
	if err := filter.Add(archive.KindValid, "yes"); err != nil {
		t.Fatal(err)
	}
	s := newSelection(&selectOptions{}, &filter, "agn")
	const moves = "\n1. e4 e5 (1... c5) 2. Nf3 *\n"
	for _, tc := range []struct {
		head string
		read bool
	}{
		{"[White \"Léa\"]\n[Black \"Ama\"]\n", false},
		{"{note}\n[White \"Léa\"]\n[Black \"Ama\"]\n", false},
		{"[White \"L\\\"éa\"]\n[Black \"Ama\"]\n", false},
		{"[White \"Léa\"]\n[White \"Ama\"]\n", false},
		{"[White \"Kofi\"]\n[Black \"Ama\"]\n", true},
		{"{note}\n[White \"Kofi\"]\n", true},
	} {
		rd, err := record.Open(strings.NewReader(tc.head+moves), "t.agn", record.AGN, record.Options{})
		if err != nil {
			t.Fatal(err)
		}
		u, err := rd.NextUnread()
		if err != nil {
			t.Fatal(err)
		}
		p, g := s.pickGame(gameItem{Unread: u, file: "t.agn"}, nil)
		if (g != nil) != tc.read || p.selected != tc.read {
			t.Errorf("%q: game read %v, selected %v (want both %v)", tc.head, g != nil, p.selected, tc.read)
		}
	}
}
