package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/stats"
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

// TestStatsPlayersAccuracy: stats --players sums what analyse judged of
// each player over an analysed collection (analyse -o, then stats
// --players): per player the analysed games, and for moves and power
// decisions apart the decisions, inaccuracies, mistakes and blunders of
// analyse's own summaries, and the accuracy weighted by decisions; the
// text table shows them in French and English.
func TestStatsPlayersAccuracy(t *testing.T) {
	var in strings.Builder
	for _, g := range []struct{ file, white, black string }{
		{"../../corpus/seed000-fr.agn", "Anne", "Bob"},
		{"../../corpus/valid/handicap-white-3-2-en.agn", "Bob", "Anne"},
		{"../../corpus/valid/multi-awele-resign-fr.agn", "Anne", "Cleo"},
	} {
		text := strings.Replace(strings.Replace(readFile(t, g.file), `[White "?"]`, `[White "`+g.white+`"]`, 1), `[Black "?"]`, `[Black "`+g.black+`"]`, 1)
		in.WriteString(text + "\n")
	}
	// --mate-depth 3: the summaries still hold inaccuracies, mistakes and
	// blunders of both kinds (--mate-depth 4 cost 0.4 CPU s more a run, in
	// multi-awele-resign-fr).
	args := []string{"analyse", "--no-engine", "--depth", "2", "--mate-depth", "3", "--workers", "1"}
	code, analysed, errs := run(t, in.String(), args...)
	if code != 0 {
		t.Fatalf("analyse: exit %d: %s", code, errs)
	}
	// What analyse says of each game, summed by hand from its JSON.
	_, js, _ := run(t, in.String(), append(args, "--format", "json")...)
	type tally = search.Tally
	type sums struct {
		games         int
		moves, powers tally
	}
	want := map[string]*sums{}
	for _, line := range strings.Split(strings.TrimSpace(js), "\n") {
		var s summaryLine
		if err := json.Unmarshal([]byte(line), &s); err != nil || s.Kind != "summary" {
			continue
		}
		for side, name := range map[string]string{"white": s.White, "black": s.Black} {
			w := want[name]
			if w == nil {
				w = &sums{}
				want[name] = w
			}
			w.games++
			w.moves.Merge(s.Sides[side].Moves)
			w.powers.Merge(s.Sides[side].Powers)
		}
	}
	if len(want) != 3 {
		t.Fatalf("summaries of %d players, want 3:\n%s", len(want), js)
	}
	code, out, errs := run(t, analysed, "stats", "--players", "--format", "json")
	if code != 0 {
		t.Fatalf("stats: exit %d: %s", code, errs)
	}
	var players []stats.Player
	if err := json.Unmarshal([]byte(out), &players); err != nil {
		t.Fatal(err)
	}
	for _, p := range players {
		w := want[p.Name]
		if w == nil || p.Analysis == nil {
			t.Errorf("%s: %+v, want %+v", p.Name, p.Analysis, w)
			continue
		}
		if p.Analysis.Games != w.games {
			t.Errorf("%s: %d games analysed, want %d", p.Name, p.Analysis.Games, w.games)
		}
		for k, pair := range [][2]tally{{p.Analysis.Moves, w.moves}, {p.Analysis.Powers, w.powers}} {
			g, e := pair[0], pair[1]
			if g.Decisions != e.Decisions || g.Inaccuracies != e.Inaccuracies || g.Mistakes != e.Mistakes || g.Blunders != e.Blunders ||
				math.Abs(g.Accuracy-e.Accuracy) > 0.1 {
				t.Errorf("%s kind %d: %+v, want %+v", p.Name, k, g, e)
			}
		}
	}
	anne := want["Anne"].moves
	for lang, head := range map[string]string{"fr": "précision coups", "en": "accuracy moves"} {
		_, text, _ := run(t, analysed, "stats", "--players", "--lang", lang)
		marks := fmt.Sprintf("%d %d %d (%d)", anne.Inaccuracies, anne.Mistakes, anne.Blunders, anne.Decisions)
		if !strings.Contains(text, head) || !strings.Contains(text, marks) {
			t.Errorf("%s: no %q column or no %q:\n%s", lang, head, marks, text)
		}
	}
	// A collection never analysed keeps its table as it was.
	_, plain, _ := run(t, in.String(), "stats", "--players", "--lang", "en")
	if strings.Contains(plain, "accuracy") {
		t.Errorf("analysis columns without an analysed game:\n%s", plain)
	}
}
