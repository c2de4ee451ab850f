package cli

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateStats = flag.Bool("update-stats", false, "rewrite the golden files of the stats tests")

// TestStatsGolden runs stats on the seed 000 example (corpus/seed000-fr.agn,
// read from standard input) in every format and compares with the golden
// files in stats/testdata.
func TestStatsGolden(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(filepath.Join("..", "..", "corpus", "seed000-fr.agn"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		golden string
		args   []string
	}{
		{"seed000-fr.txt", []string{"stats"}},
		{"seed000-fr.json", []string{"stats", "--format", "json"}},
		{"seed000-fr.csv", []string{"stats", "--format", "csv"}},
		{"seed000-fr-games.csv", []string{"stats", "--per-game", "--format", "csv"}},
		{"seed000-fr-games.jsonl", []string{"stats", "--per-game", "--format", "json", "-"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errs := run(t, string(src), tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			goldenFile(t, filepath.Join("..", "stats", "testdata", tt.golden), out, *updateStats)
		})
	}
}

func TestStatsErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"bad format", []string{"stats", "--format", "xml"}, 2, "unknown format"},
		{"per-game text", []string{"stats", "--per-game"}, 2, "--per-game"},
		{"missing file", []string{"stats", "no/such/file.agn"}, 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := run(t, "", tt.args...)
			if code != tt.code || !strings.Contains(errs, tt.want) {
				t.Fatalf("exit %d (want %d), stderr %q (want %q)", code, tt.code, errs, tt.want)
			}
		})
	}
}

// stats counts invalid games by code, writes its summary and exits 1 as
// check does, and agrees with check.
func TestStatsInvalidAndCorpus(t *testing.T) {
	t.Parallel()
	bad := strings.Replace(seed000fr, "(4=N) Cc6", "(4=B) Cc6", 1)
	code, out, errs := run(t, seed000fr+"\n"+bad+"\n"+"1. e4 ) e5 *\n", "stats", "--format", "csv")
	if code != ExitDefects {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"games,,3\n", "valid,,1\n", "invalid,,2\n", "by_code,power-mismatch,1\n", "by_code,syntax,1\n"} {
		if !strings.Contains(out, w) {
			t.Errorf("csv lacks %q:\n%s", w, out)
		}
	}
	code, rows, _ := run(t, bad, "stats", "--per-game", "--format", "json")
	if code != ExitDefects || !strings.Contains(rows, `"valid":false`) {
		t.Errorf("--per-game on an invalid game: exit %d\n%s", code, rows)
	}
	code, parsed, _ := run(t, seed000fr+"\n"+bad, "stats", "--parse-only", "--format", "csv")
	if code != ExitOK || !strings.Contains(parsed, "games,,2\n") || !strings.Contains(parsed, "valid,,2\n") {
		t.Errorf("parse-only counts: exit %d\n%s", code, parsed)
	}
}
