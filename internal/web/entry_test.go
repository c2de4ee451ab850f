package web

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// seed000Moves are the half-moves of seed 000's example game, as the
// page enters them: a chess move (UCI) or the null move.
var seed000Moves = []string{
	"chess:e2e4", "null", "chess:f1c4", "chess:b8c6", "null", "null",
	"chess:g1f3", "null", "chess:f3g5", "chess:g8h6", "null", "null",
	"chess:d1h5", "null", "chess:c4f7", "chess:h6f7", "chess:h5f7",
}

// fmtFile is the canonical text of a corpus file, as awechec fmt writes it.
func fmtFile(t *testing.T, path string) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := entryGame(src, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	c, ok := canonical(g)
	if !ok {
		t.Fatalf("%s: not formatted", path)
	}
	return string(c)
}

// TestEnterSeed000 plays seed 000's example game move by move as the
// page does (a new game from its captures, then each half-move at the
// caret) and gets the seed's canonical text, in French and in English.
func TestEnterSeed000(t *testing.T) {
	for _, tc := range []struct{ lang, event, captures, file string }{
		{"fr", "Exemple de partie", "B3 N2 B2 B2 N2 B5 ...", "../../corpus/seed000-fr.agn"},
		{"en", "", "W3 B2 W2 W2 B2 W5 ...", "../../corpus/seed000-en.agn"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			want := fmtFile(t, tc.file)
			if tc.event == "" {
				tc.event = strings.SplitN(strings.SplitN(want, "[Event \"", 2)[1], "\"", 2)[0]
			}
			text, err := NewGameText(NewGame{Lang: tc.lang, Event: tc.event, Captures: tc.captures}, "fr", "")
			if err != nil {
				t.Fatal(err)
			}
			s := string(text)
			at := utf16Index(text, strings.Index(s, "5 ...")+1)
			for i, m := range seed000Moves {
				var e Entry
				b, err := EntryAtJSON([]byte(s), 1, at, "")
				if err != nil || json.Unmarshal(b, &e) != nil {
					t.Fatalf("move %d: entry: %v", i+1, err)
				}
				if m == "null" && !e.Null || m != "null" && !hasMove(e, m) {
					t.Fatalf("move %d %s: not offered at %d of\n%s\n%+v", i+1, m, at, s, e)
				}
				out, err := Enter([]byte(s), EntryRequest{Game: 1, At: at, Move: m}, "")
				if err != nil {
					t.Fatalf("move %d %s: %v\n%s", i+1, m, err, s)
				}
				s, at = out.Text, out.Caret
			}
			if s != want {
				t.Errorf("got\n%s\nwant\n%s", s, want)
			}
		})
	}
}

func hasMove(e Entry, m string) bool {
	for _, x := range e.Moves {
		if "chess:"+x.UCI == m {
			return true
		}
	}
	return false
}
