package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestChessFiltersSkipAweleRecords: a standalone Awélé record has no chess
// game, so it reaches no chess position: --fen, --material and the chess
// tree leave it out (they counted every Awélé record as reaching the chess
// start).
func TestChessFiltersSkipAweleRecords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, aw, _ := run(t, "", "generate", "-n", "5", "--seed", "2", "--variant", "awele")
	_, ch, _ := run(t, "", "generate", "-n", "3", "--seed", "2")
	p := filepath.Join(dir, "mixed.agn")
	if err := os.WriteFile(p, []byte(aw+"\n"+ch), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"},
		{"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{"--material", "KQR2B2N2P8:KQR2B2N2P8"},
	} {
		code, out, errs := run(t, "", append(append([]string{"select", "--count"}, args...), p)...)
		if code != 0 || strings.TrimSpace(out) != "3" {
			t.Errorf("select --count %q: exit %d, %q %s; want the 3 Awechec games", args, code, out, errs)
		}
	}
	for _, args := range [][]string{{"tree"}, {"tree", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"}} {
		code, out, errs := run(t, "", append(args, "--format", "json", p)...)
		if code != 0 || !strings.Contains(out, `"games": 3,`) || strings.Contains(out, `"games": 8,`) {
			t.Errorf("%q: exit %d %s\n%.300s; want 3 games", args, code, errs, out)
		}
	}
	// The Awélé tree still counts the Awélé records.
	code, out, errs := run(t, "", "tree", "--awele", "--format", "json", p)
	if code != 0 || !strings.Contains(out, `"games": 8,`) {
		t.Errorf("tree --awele: exit %d %s\n%.300s; want 8 games", code, errs, out)
	}
}

// TestTreeLettersFollowTheLanguage: in French the tree writes its moves in
// French letters unless --letters says otherwise: "(B) 0" read in French
// says White's power (Blancs) where the English letters meant Black's.
// The JSON output keeps English letters for scripts.
func TestTreeLettersFollowTheLanguage(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "g.agn")
	_, g, _ := run(t, "", "generate", "-n", "20", "--seed", "2")
	if err := os.WriteFile(p, []byte(g), 0o644); err != nil {
		t.Fatal(err)
	}
	_, fr, _ := run(t, "", "--lang", "fr", "tree", p)
	_, frLetters, _ := run(t, "", "--lang", "fr", "tree", "--letters", "fr", p)
	_, frEn, _ := run(t, "", "--lang", "fr", "tree", "--letters", "en", p)
	_, en, _ := run(t, "", "--lang", "en", "tree", p)
	_, enLetters, _ := run(t, "", "--lang", "en", "tree", "--letters", "en", p)
	if fr != frLetters || !strings.Contains(fr, "(N) ") {
		t.Errorf("tree in French without --letters:\n%s\nwant as --letters fr:\n%s", fr, frLetters)
	}
	if en != enLetters || strings.Contains(en, "(N) ") {
		t.Errorf("tree in English without --letters:\n%s\nwant as --letters en:\n%s", en, enLetters)
	}
	if !strings.Contains(frEn, "(W) ") {
		t.Errorf("tree --lang fr --letters en:\n%s\nwant English letters", frEn)
	}
	_, frJSON, _ := run(t, "", "--lang", "fr", "tree", "--format", "json", p)
	if !strings.Contains(frJSON, `"power": "W"`) && !strings.Contains(frJSON, `"power": "B"`) || strings.Contains(frJSON, `"power": "N"`) {
		t.Errorf("tree --format json in French:\n%.400s\nwant English letters", frJSON)
	}
}
