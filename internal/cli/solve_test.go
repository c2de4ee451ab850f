package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSolveStudies runs solve on the corpus studies. Each position is
// also checked against an independent brute force in package search.
func TestSolveStudies(t *testing.T) {
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
	game := strings.Replace(seed000fr, "9. (16=B) Dxf7# 1-0", "*", 1)
	game = strings.Replace(game, `[Result "1-0"]`, `[Result "*"]`, 1)
	code, out, errs := run(t, game, "solve")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "White mates in 1 half-move with the 1 power left: 9. (16=B) Dxf7#") {
		t.Errorf("got %s", out)
	}
	code, out, _ = run(t, seed000fr, "solve")
	if code != 0 || !strings.Contains(out, "the game is over (checkmate)") {
		t.Errorf("exit %d: %s", code, out)
	}
}
