package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRender(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"seed.agn": canonical, "two.agn": canonical + "\n" + seed000fr})
	seed := filepath.Join(dir, "seed.agn")
	two := filepath.Join(dir, "two.agn")
	tests := []struct {
		name     string
		args     []string
		code     int
		want     []string // in the SVG on stdout
		stderr   string
		toFile   bool
		notInSVG string
	}{
		// the record stops being replayed at its illegal Fxf7+
		// drawn all the same, the defect on stderr and exit 1
		{"final position", []string{"render", seed}, ExitDefects, []string{`<svg xmlns="http://www.w3.org/2000/svg"`, `data-sq="e4" data-p="P"`, `href="#mark-null" x="348" y="116"`, "1... 0 — Power 2 (White)"}, "error[illegal-move]", false, "Pouvoir"},
		{"in French", []string{"--lang", "fr", "render", seed}, ExitDefects, []string{"1... 0 — Pouvoir 2 (Blancs)", "Nord · Noirs"}, "erreur[illegal-move]", false, "North"},
		{"after a ply", []string{"render", seed, "--ply", "1"}, ExitDefects, []string{`data-sq="e4" data-p="P"`, "Power 1 (White)"}, "", false, `href="#mark-null"`},
		{"inside the Awélé game", []string{"render", seed, "--awele-game", "1", "--awele-ply", "1"}, ExitDefects, []string{`data-dot="2" data-c="W"`, "Awélé 1 · B3"}, "", false, `data-dot="3"`},
		{"to a file", []string{"render", seed, "-o", filepath.Join(dir, "out.svg")}, ExitDefects, nil, "", true, ""},
		{"a valid game", []string{"render", two, "--game", "2"}, ExitOK, []string{"<title>Exemple</title>", `data-sq="f7" data-p="Q"`}, "", false, ""},
		{"no such game", []string{"render", seed, "--game", "2"}, ExitUsage, nil, "has 1 game, no game 2", false, ""},
		{"game 0", []string{"render", seed, "--game", "0"}, ExitUsage, nil, "numbered from 1", false, ""},
		{"negative ply", []string{"render", seed, "--ply", "-3"}, ExitUsage, nil, "--ply -3: give a half-move (24; null moves count) or a move as players write it", false, ""},
		// A move number as players write it ("strconv.ParseInt: parsing
		// \"7.\": invalid syntax" before).
		{"White's move as written", []string{"render", two, "--game", "2", "--ply", "7."}, ExitOK, []string{"7. Dh5 — Power 13 (White)"}, "", false, ""},
		{"Black's move as written", []string{"render", two, "--game", "2", "--ply", "7..."}, ExitOK, []string{"7... 0 — Power 14 (White)"}, "", false, ""},
		{"Black's move, one character", []string{"render", two, "--game", "2", "--ply", "7…"}, ExitOK, []string{"7... 0 — Power 14"}, "", false, ""},
		{"a move as written, in French", []string{"--lang", "fr", "render", two, "--game", "2", "--ply", "7."}, ExitOK, []string{"7. Dh5 — Pouvoir 13 (Blancs)"}, "", false, ""},
		{"a bad move number", []string{"render", seed, "--ply", "7x"}, ExitUsage, nil, "12. for White's 12th move, 12... for Black's", false, ""},
		{"a bad move number, in French", []string{"--lang", "fr", "render", seed, "--ply", "7x"}, ExitUsage, nil, "12. pour le 12e coup des Blancs, 12... pour celui des Noirs", false, ""},
		{"no such move", []string{"render", two, "--game", "2", "--ply", "30."}, ExitUsage, nil, "has no move 30.: its chess moves go from 1. to 9.", false, ""},
		{"negative Awélé move", []string{"render", seed, "--awele-game", "1", "--awele-ply", "-1"}, ExitUsage, nil, "cannot be negative", false, ""},
		{"a directory", []string{"render", dir}, ExitUsage, nil, "is a directory", false, ""},
		{"no such ply", []string{"render", seed, "--ply", "9"}, ExitUsage, nil, "not 9", false, ""},
		{"two points", []string{"render", seed, "--ply", "1", "--awele-game", "1"}, ExitUsage, nil, "give one", false, ""},
		{"awele ply alone", []string{"render", seed, "--awele-ply", "1"}, ExitUsage, nil, "needs --awele-game", false, ""},
		{"missing file", []string{"render", filepath.Join(dir, "none.agn")}, ExitUsage, nil, "no such file", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := testExecute(tt.args, strings.NewReader(""), &out, &errb)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr %s", code, tt.code, errb.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q", w)
				}
			}
			if tt.notInSVG != "" && strings.Contains(out.String(), tt.notInSVG) {
				t.Errorf("output has %q", tt.notInSVG)
			}
			if tt.code == ExitOK && errb.Len() != 0 {
				t.Errorf("stderr %q for a valid game", errb.String())
			}
			if tt.code == ExitUsage && out.Len() != 0 {
				t.Errorf("a picture written on a usage error")
			}
			if !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("stderr %q lacks %q", errb.String(), tt.stderr)
			}
			if tt.toFile {
				b, err := os.ReadFile(filepath.Join(dir, "out.svg"))
				if err != nil || !strings.HasPrefix(string(b), "<svg ") || out.Len() != 0 {
					t.Errorf("file %q (%v), stdout %d bytes", b[:min(len(b), 40)], err, out.Len())
				}
			}
		})
	}
}

func TestRenderStdin(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"render", "-", "--ply", "2"}, {"render", "--ply", "2"}} {
		var out, errb bytes.Buffer
		if code := testExecute(args, strings.NewReader(loose), &out, &errb); code != ExitDefects {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
		if !strings.Contains(out.String(), `data-sq="e8" data-p="k"`) || !strings.Contains(out.String(), "1... 0") {
			t.Errorf("%v: unexpected picture:\n%.600s", args, out.String())
		}
	}
}
