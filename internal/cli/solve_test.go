package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// TestSolveStudies runs solve on the corpus studies. Each position is
// also checked against an independent brute force in package search.
func TestSolveStudies(t *testing.T) {
	t.Parallel()
	code, out, errs := run(t, "", "solve", "--format", "json", "../../corpus/studies/etudes-fr.agn")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := []struct {
		winner string
		plies  int
		line   string
	}{
		{"white", 3, "1. (1=B) Rf6 (2=B) 0 2. (3=B) Dg7#"},
		{"white", 3, "1. (1=B) Tc7+ Rf8 2. (2=B) Tb8#"},
		{"white", 3, "1. (1=N) 0 (2=B) 0 2. (3=B) Th1#"},
		{"", 0, ""},
		{"black", 3, "1... (1=B) 0 2. (2=N) 0 (3=N) Dd1#"},
		{"", 0, ""},
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, l := range lines {
		var j struct {
			Game    int
			Mate    bool
			Winner  *string
			Plies   *int
			Line    string
			Proved  bool
			Verdict string
			By      string
		}
		if err := json.Unmarshal([]byte(l), &j); err != nil {
			t.Fatal(err)
		}
		w := want[i]
		if !j.Proved || j.By == "" {
			t.Errorf("game %d: not proved or no producer: %s", i+1, l)
		}
		if w.winner == "" {
			if j.Mate || j.Winner != nil || j.Plies != nil || j.Verdict != "no-mate" {
				t.Errorf("game %d: %s, want no mate", i+1, l)
			}
			continue
		}
		if !j.Mate || j.Winner == nil || *j.Winner != w.winner || j.Plies == nil || *j.Plies != w.plies || j.Line != w.line {
			t.Errorf("game %d: %s\nwant %s mates in %d: %s", i+1, l, w.winner, w.plies, w.line)
		}
	}
}

func TestSolveAfterRecordedMoves(t *testing.T) {
	t.Parallel()
	game := strings.Replace(seed000fr, "9. (16=B) Dxf7# 1-0", "*", 1)
	game = strings.Replace(game, `[Result "1-0"]`, `[Result "*"]`, 1)
	code, out, errs := run(t, game, "solve")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "White mates in 1 move (1 half-move) with the 1 power left: 9. (16=B) Dxf7#") {
		t.Errorf("got %s", out)
	}
	code, out, _ = run(t, seed000fr, "solve")
	if code != 0 || !strings.Contains(out, "the game is over (checkmate)") {
		t.Errorf("exit %d: %s", code, out)
	}
}

// TestSolveSpeaksTheUsersLanguage: solve's text lines are worded in the
// language of --lang (every verdict), while the principal line keeps the
// letters of the file (a French record: D for the queen, B/N for the
// powers' colours).
func TestSolveSpeaksTheUsersLanguage(t *testing.T) {
	t.Parallel()
	files := []string{"../../corpus/studies/etudes-fr.agn", "../../corpus/invalid/illegal-move.agn"}
	tests := []struct {
		lang      string
		args      []string
		want, not []string
	}{
		{"fr", files,
			[]string{"partie 1 (", "les Blancs matent en 2 coups (3 demi-coups) avec 3 pouvoirs restants\u00a0: 1. (1=B) Rf6 (2=B) 0 2. (3=B) Dg7#",
				"les Noirs matent en 2 coups (3 demi-coups)", "pas de mat forcé avec 3 pouvoirs restants (toutes les lignes cherchées jusqu’à la fin de la file)",
				"[recherche de mat, 3 demi-coups de profondeur, 341 nœuds, ", "non cherchée\u00a0: la partie a des erreurs (voir awechec check)",
				"la partie est finie (échec et mat)"},
			[]string{"game ", "mates", "half-move", "power", "not searched", "mate search", "nodes", "checkmate"}},
		{"en", files,
			[]string{"game 1 (", "White mates in 2 moves (3 half-moves) with the 3 powers left: 1. (1=B) Rf6 (2=B) 0 2. (3=B) Dg7#",
				"Black mates in 2 moves (3 half-moves)", "no forced mate within the 3 powers left (every line searched to the end of the queue)",
				"[mate search, 3 half-moves deep, 341 nodes, ", "not searched: the game has errors (see awechec check)",
				"the game is over (checkmate)"},
			[]string{"partie ", "matent", "demi-coup", "pouvoirs restants", "non cherchée", "recherche de mat", "nœuds", "échec et mat"}},
		{"fr", []string{"--depth", "2", "../../corpus/studies/etudes-fr.agn"},
			[]string{"pas de mat forcé trouvé jusqu’à 2 demi-coups\u00a0; la recherche s’est arrêtée avant la fin de la file\u00a0: un mat plus long n’est pas exclu"},
			[]string{"no forced mate", "half-moves"}},
		{"en", []string{"--depth", "2", "../../corpus/studies/etudes-fr.agn"},
			[]string{"no forced mate found up to 2 half-moves; the search stopped before the end of the queue: a longer mate is not ruled out"},
			[]string{"pas de mat", "demi-coups"}},
	}
	for _, tt := range tests {
		code, out, errs := run(t, "", append([]string{"--lang", tt.lang, "solve"}, tt.args...)...)
		if code != ExitDefects && code != ExitOK {
			t.Fatalf("--lang %s: exit %d: %s", tt.lang, code, errs)
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("--lang %s: no %q in\n%s", tt.lang, w, out)
			}
		}
		// The search's time is written as a person reads it, the unit
		// apart (a no-break space in French): "90 ms", not Go's "90ms".
		if took := regexp.MustCompile(`, [0-9,.]+[ \x{a0}](ms|µs|s)\]`); strings.Contains(out, "nœuds,") || strings.Contains(out, "nodes,") {
			if n := len(took.FindAllString(out, -1)); n != strings.Count(out, "]") || tt.lang == "fr" && strings.Contains(out, " ms]") {
				t.Errorf("--lang %s: times not written as read:\n%s", tt.lang, out)
			}
		}
		// The events of the studies are French: look at the words solve
		// writes, after the event.
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if i := strings.LastIndex(l, "):"); i >= 0 {
				l = l[i:]
			} else if i := strings.LastIndex(l, ")\u00a0:"); i >= 0 {
				l = l[i:]
			}
			for _, n := range tt.not {
				if strings.Contains(l, n) {
					t.Errorf("--lang %s: %q in %q", tt.lang, n, l)
				}
			}
		}
	}
}
