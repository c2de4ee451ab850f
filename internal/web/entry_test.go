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
				b, err := EntryAtJSON([]byte(s), 1, at, "", "")
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
			// back after 1. e4 of the game won: power 2, and the game goes on
			back := utf16Index([]byte(s), strings.Index(s, "e4")+2)
			if e, err := EntryAt([]byte(s), 1, back, "", ""); err != nil || e.Over != "" || e.Power == nil || e.Power.Number != 2 || e.Next != "chess" {
				t.Errorf("after 1. e4 of the game entered: %+v %v", e, err)
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

// enterAll plays moves one after the other from the caret, each with its
// mode, as the page does.
func enterAll(t *testing.T, s string, at int, moves ...[2]string) (string, int) {
	t.Helper()
	for _, m := range moves {
		out, err := Enter([]byte(s), EntryRequest{Game: 1, At: at, Move: m[0], Mode: m[1]}, "")
		if err != nil {
			t.Fatalf("%s (%s): %v\n%s", m[0], m[1], err, s)
		}
		s, at = out.Text, out.Caret
	}
	return s, at
}

// The entries of the board, one by one: the Awélé holes from the
// standard start (with their captures), the chess after them, a move
// played where the game goes on (refused unasked; replace; variation),
// NAGs, a comment, a result.
func TestEnterEdits(t *testing.T) {
	text, err := NewGameText(NewGame{Lang: "fr"}, "fr", "")
	if err != nil {
		t.Fatal(err)
	}
	s := string(text)
	e, err := EntryAt(text, 1, -1, "", "")
	if err != nil || len(e.Holes) != 6 || e.Holes[0].Token != "A" || e.Moves != nil {
		t.Fatalf("the start: %+v %v", e, err)
	}
	// C f D: then E captures
	s, at := enterAll(t, s, -1, [2]string{"hole:2"}, [2]string{"hole:11"}, [2]string{"hole:3"})
	if !strings.Contains(s, "Awélé C f D *") {
		t.Fatalf("holes:\n%s", s)
	}
	e, _ = EntryAt([]byte(s), 1, at, "", "")
	tokens := []string{}
	for _, h := range e.Holes {
		tokens = append(tokens, h.Token)
	}
	if strings.Join(tokens, " ") != "a b c d(2) e(2)" || e.Moves != nil {
		// the queue is empty: no chess yet
		t.Fatalf("North's holes after C f D: %v, moves %d", tokens, len(e.Moves))
	}
	cases := []struct {
		name  string
		moves [][2]string
		want  string
	}{
		{"capture", [][2]string{{"hole:9"}}, "Awélé C f D d(2) *"},
		{"chess after the Awélé", [][2]string{{"hole:9"}, {"chess:e2e4"}}, "Awélé C f D d(2)\nÉchecs 1. (1=N) e4 *"},
		{"null, then nothing left", [][2]string{{"hole:9"}, {"chess:e2e4"}, {"null"}}, "Échecs 1. (1=N) e4 (2=N) 0 *"},
		{"a new Awélé game", [][2]string{{"hole:9"}, {"chess:e2e4"}, {"null"}, {"hole:0"}}, "Échecs 1. (1=N) e4 (2=N) 0\nAwélé A *"},
		{"nag, comment", [][2]string{{"hole:9"}, {"chess:e2e4"}, {"nag:!?"}, {"comment:le {meilleur}"}}, "Échecs 1. (1=N) e4!? {le (meilleur)} *"},
		{"nag twice", [][2]string{{"hole:9"}, {"chess:e2e4"}, {"nag:!"}, {"nag:!"}}, "Échecs 1. (1=N) e4 *"},
		{"result", [][2]string{{"hole:6"}, {"result:0-1"}}, "[Result \"0-1\"]"},
	}
	for _, tc := range cases {
		got, _ := enterAll(t, s, at, tc.moves...)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: no %q in\n%s", tc.name, tc.want, got)
		}
	}
	// back after a: the game goes on
	s2, _ := enterAll(t, s, at, [2]string{"hole:9"}, [2]string{"chess:e2e4"}, [2]string{"null"})
	back := utf16Index([]byte(s2), strings.Index(s2, "e4")+2)
	if e, _ := EntryAt([]byte(s2), 1, back, "", ""); e.Next != "chess" || e.Power == nil || e.Power.Number != 2 || e.Power.Owner != "b" || e.Power.Mover != "b" {
		t.Fatalf("after e4: %+v", e)
	}
	if _, err := Enter([]byte(s2), EntryRequest{Game: 1, At: back, Move: "chess:e7e5"}, ""); err == nil {
		t.Error("a move where the game goes on, neither replace nor variation: written")
	}
	got, _ := enterAll(t, s2, back, [2]string{"chess:e7e5", ModeVariation})
	if !strings.Contains(got, "(2=N) 0 (1... (2=N) e5) *") {
		t.Errorf("variation:\n%s", got)
	}
	if r := Check([]byte(got), "fr", ""); r.Valid != 1 {
		t.Errorf("the variation is not valid: %+v", r)
	}
	got, _ = enterAll(t, s2, back, [2]string{"chess:d7d5", ModeReplace})
	if !strings.Contains(got, "1. (1=N) e4 (2=N) d5 *") {
		t.Errorf("replace:\n%s", got)
	}
	if _, err := Enter([]byte(s2), EntryRequest{Game: 1, At: back, Move: "hole:0", Mode: ModeVariation}, ""); err == nil {
		t.Error("an Awélé move as a variation of a chess move: written")
	}
	if _, err := Enter([]byte(s2), EntryRequest{Game: 1, At: back, Move: "chess:e2e5", Mode: ModeReplace}, ""); err == nil {
		t.Error("an illegal move: written")
	}
}

// A new game: a set-up, and what does not read.
func TestNewGameText(t *testing.T) {
	text, err := NewGameText(NewGame{Lang: "en", Event: `Club "A"`, FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Captures: "W3 B1 ..."}, "en", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Event "Club \"A\""]`, `[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`, "Awele W3 B1 ... *"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	for _, bad := range []NewGame{{FEN: "not a fen"}, {Captures: "C D"}, {AweleFEN: "4-4"}} {
		if _, err := NewGameText(bad, "fr", ""); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

// A promotion offers its four pieces, written in the record's letters; a
// game of standard chess has no powers; a standalone Awélé record only
// holes.
func TestEnterPromotionAndVariants(t *testing.T) {
	src := "[Variant \"Standard\"]\n[SetUp \"1\"]\n[FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n[Language \"fr\"]\n\n*\n"
	e, err := EntryAt([]byte(src), 1, -1, "", "")
	if err != nil {
		t.Fatal(err)
	}
	var promos []string
	for _, m := range e.Moves {
		if m.From == "a7" {
			promos = append(promos, m.Promo+"="+m.SAN)
		}
	}
	if strings.Join(promos, " ") != "q=a8=D+ r=a8=T+ b=a8=F n=a8=C" || e.Power != nil || e.Holes != nil {
		t.Fatalf("promotions %v; power %v, holes %v", promos, e.Power, e.Holes)
	}
	out, err := Enter([]byte(src), EntryRequest{Game: 1, At: -1, Move: "chess:a7a8n"}, "")
	if err != nil || !strings.Contains(out.Text, "a8=C 1/2-1/2") || !strings.Contains(out.Text, `[Result "1/2-1/2"]`) {
		t.Fatalf("a8=C, a dead position: %v\n%+v", err, out)
	}
	aw := "[Variant \"Awele\"]\n\nAwele C *\n"
	e, err = EntryAt([]byte(aw), 1, utf16Index([]byte(aw), strings.Index(aw, "C *")+1), "", "")
	if err != nil || len(e.Holes) != 6 || e.Moves != nil || e.Holes[0].Token != "a" {
		t.Fatalf("Awele record: %+v %v", e, err)
	}
}

// Whatever the text, the point and the move asked, entering never panics
// and a move written leaves the text readable.
func FuzzEnter(f *testing.F) {
	seed, _ := os.ReadFile("../../corpus/seed000-fr.agn")
	f.Add(string(seed), 200, "chess:e2e4", "")
	f.Add(string(seed), 420, "null", "replace")
	f.Add(string(seed), 300, "chess:e7e5", "variation")
	f.Add("Awélé C f (D) *", 9, "hole:3", "variation")
	f.Add("[Variant \"Awele\"]\n\nAwele C {x} *", -1, "nag:!", "")
	f.Add("Échecs 1. (1=B) e4 (1. d4 (1. c4)) *", 30, "comment:}{", "")
	f.Fuzz(func(t *testing.T, src string, at int, move, mode string) {
		if len(src) > 4000 {
			return
		}
		_, _ = EntryAt([]byte(src), 1, at, "", "")
		out, err := Enter([]byte(src), EntryRequest{Game: 1, At: at, Move: move, Mode: mode}, "")
		if err == nil && (out.Caret < 0 || out.Caret > len(out.Text)) {
			t.Errorf("caret %d out of the text (%d)", out.Caret, len(out.Text))
		}
	})
}

// TestEntryStepInPageLanguage: the step EntryAt gives (the position the
// page's replayer shows when a move is entered in a variation) is worded
// in the page's language, not in the process's.
func TestEntryStepInPageLanguage(t *testing.T) {
	text, err := NewGameText(NewGame{Lang: "fr"}, "fr", "")
	if err != nil {
		t.Fatal(err)
	}
	s, at := enterAll(t, string(text), -1, [2]string{"hole:2"}, [2]string{"hole:11"})
	for _, c := range []struct{ lang, want string }{{"fr", "trait aux blancs"}, {"en", "white to move"}} {
		e, err := EntryAt([]byte(s), 1, at, "", c.lang)
		if err != nil || e.Step == nil {
			t.Fatalf("%s: %+v %v", c.lang, e, err)
		}
		t.Logf("%s: %q / %q", c.lang, e.Step.Status, e.Step.Note)
		if !strings.Contains(strings.ToLower(e.Step.Status), c.want) {
			t.Errorf("%s: status %q does not say %q", c.lang, e.Step.Status, c.want)
		}
	}
}
