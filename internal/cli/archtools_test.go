package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var lichess100 = filepath.Join("testdata", "archtools", "lichess-100.pgn")

// TestSelectNumbersAndOpenings counts the games of real lichess games
// that the archive filters select; each count is checked against the same
// question asked another way (the games' own tags, pgn-extract's
// figures being out of reach of these filters).
func TestSelectNumbersAndOpenings(t *testing.T) {
	t.Parallel()
	count := func(args ...string) string {
		t.Helper()
		code, out, errs := run(t, "", append(append([]string{"select", "--count"}, args...), lichess100)...)
		if code > 1 {
			t.Fatalf("select %v: exit %d %s", args, code, errs)
		}
		return strings.TrimSpace(out)
	}
	tests := []struct {
		name       string
		args, same []string
	}{
		// lichess's ECO tags come from the same table, as lichess
		// names openings by position: the Sicilians agree.
		{"eco range", []string{"--eco", "B20-B99"}, []string{"--tag", "ECO=~^B[2-9]"}},
		{"eco prefix", []string{"--eco", "c0"}, []string{"--tag", "ECO=~^C0"}},
		{"elo open range", []string{"--elo", "2700-"}, []string{"--tag", "WhiteElo=~^(2[7-9]|[3-9])[0-9]{2}$", "--tag", "BlackElo=~^(2[7-9]|[3-9])[0-9]{2}$"}},
		{"white elo", []string{"--white-elo", "2700-"}, []string{"--tag", "WhiteElo=~^(2[7-9]|[3-9])[0-9]{2}$"}},
		{"year", []string{"--year", "2024"}, []string{"--from", "2024.01.01", "--to", "2024.12.31"}},
		{"plies", []string{"--plies", "40-"}, []string{"--plies", "40.."}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, want := count(tc.args...), count(tc.same...)
			if got != want || got == "0" {
				t.Errorf("select %v: %s games; %v: %s", tc.args, got, tc.same, want)
			}
		})
	}
	if got := count("--elo", "2700-", "--black-elo", "..2699"); got == "0" {
		t.Errorf("a game of a 2700 against a lesser player: none")
	}
	code, _, errs := run(t, "", "select", "--count", "--eco", "F00", lichess100)
	if code != 2 || !strings.Contains(errs, "--eco") || !strings.Contains(errs, "ECO code") {
		t.Errorf("--eco F00: exit %d, %q", code, errs)
	}
}

// TestAliasesMergePlayers: the alias file merges the spellings of a name
// in select --player and stats --players; --suggest-aliases proposes the
// file's lines.
func TestAliasesMergePlayers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	games := filepath.Join(dir, "names.pgn")
	os.WriteFile(games, []byte(`[Event "Blitz"] [White "Carlsen, Magnus"] [Black "Dupont, Zoé"] [Result "1-0"] [Variant "Standard"]

1. e4 e5 1-0

[Event "Blitz"] [White "Carlsen,Magnus"] [Black "Dupont, Zoe"] [Result "1/2-1/2"] [Variant "Standard"]

1. d4 d5 1/2-1/2

[Event "Blitz"] [White "Dupont, Zoé"] [Black "Carlsen, M."] [Result "0-1"] [Variant "Standard"]

1. c4 e5 0-1
`), 0o644)
	code, suggested, errs := run(t, "", "stats", "--players", "--suggest-aliases", games)
	if code != 0 {
		t.Fatalf("--suggest-aliases: exit %d %s", code, errs)
	}
	want := "# 3 spellings that look alike, to confirm (games: 1 + 1 + 1)\nCarlsen, Magnus | Carlsen,Magnus | Carlsen, M.\n\n" +
		"# 2 spellings that look alike, to confirm (games: 2 + 1)\nDupont, Zoé | Dupont, Zoe\n"
	if suggested != want {
		t.Errorf("--suggest-aliases:\n%s\nwant\n%s", suggested, want)
	}
	aliases := filepath.Join(dir, "aliases.txt")
	os.WriteFile(aliases, []byte(suggested), 0o644)
	code, out, _ := run(t, "", "select", "--count", "--aliases", aliases, "--player", "^Carlsen, Magnus$", games)
	if code != 0 || strings.TrimSpace(out) != "3" {
		t.Errorf("select --aliases --player: exit %d, %q; want 3", code, out)
	}
	code, out, _ = run(t, "", "stats", "--players", "--aliases", aliases, games)
	if code != 0 || !strings.Contains(out, "Carlsen, Magnus      3") || strings.Contains(out, "Carlsen,Magnus") {
		t.Errorf("stats --players --aliases: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "stats", "--crosstable", "Blitz", "--aliases", aliases, games)
	if !strings.Contains(out, "2 players") {
		t.Errorf("stats --crosstable --aliases: exit %d\n%s", code, out)
	}
	os.WriteFile(aliases, []byte("A | B\nC | B\n"), 0o644)
	code, _, errs = run(t, "", "select", "--count", "--aliases", aliases, games)
	if code != 2 || !strings.Contains(errs, "aliases.txt:2") {
		t.Errorf("a spelling on two lines: exit %d, %q", code, errs)
	}
}

// TestAnnotateOpenings writes the opening tags into games that lack them
// and keeps those already there unless asked (golden files).
func TestAnnotateOpenings(t *testing.T) {
	t.Parallel()
	src := `[Event "none"] [Variant "Standard"] [Result "*"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *

[Event "its own, agreeing"] [Variant "Standard"] [ECO "B90"] [Opening "Sicilian, Najdorf"] [Result "*"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *

[Event "its own, another code"] [Variant "Standard"] [ECO "B50"] [Result "*"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *

[Event "set up"] [Variant "Standard"] [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"] [Result "*"]

1. e4 *
`
	for _, tc := range []struct{ golden, flag string }{{"openings.agn", "--openings"}, {"openings-replace.agn", "--openings-replace"}} {
		args := []string{"annotate", "--only", "checks", "--openings"}
		if tc.flag != "--openings" {
			args = append(args, tc.flag)
		}
		code, out, errs := run(t, src, args...)
		if code > 1 {
			t.Fatalf("%v: exit %d %s", args, code, errs)
		}
		golden(t, filepath.Join("testdata", "archtools", tc.golden), out)
	}
}

// TestTreeRealGames: the tree of real games with its SCID columns
// (golden), and a game set up by a FEN tag left out of the tree from the
// start.
func TestTreeRealGames(t *testing.T) {
	t.Parallel()
	code, out, errs := run(t, "", "tree", "--depth", "2", "--min", "5", lichess100)
	if code != 0 {
		t.Fatalf("tree: exit %d %s", code, errs)
	}
	golden(t, filepath.Join("testdata", "archtools", "tree.txt"), out)
	odds := `[Variant "Standard"] [FEN "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"] [Result "1-0"]

1. e4 e5 1-0

[Variant "Standard"] [Result "0-1"]

1. e4 e5 0-1
`
	code, out, _ = run(t, odds, "tree", "--lang", "en")
	if code != 0 || !strings.HasPrefix(out, "chess, from the start: 1 game;") {
		t.Errorf("tree of an odds game and a game from the start: exit %d\n%s", code, out)
	}
}

// golden compares out with the file, rewriting it under -update.
func golden(t *testing.T, path, out string) {
	t.Helper()
	goldenFile(t, path, out, *update)
}

// goldenFile compares out with the file, rewriting it first when rewrite
// is set (the package's -update flag, or another of its -update flags).
func goldenFile(t *testing.T, path, out string, rewrite bool) {
	t.Helper()
	if rewrite {
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Errorf("output differs from %s:\n%s", path, out)
	}
}

// TestSelectInvertOnPGN: --invert writes the PGN games whose tags fail
// the test; the tags' quick scan must not leave them out.
func TestSelectInvertOnPGN(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"--tag", "White=GABUZYAN_CHESSMOOD"}, 62},
		{[]string{"-v", "--tag", "White=GABUZYAN_CHESSMOOD"}, 38},
		{[]string{"-v", "--fen", "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w"}, 83},
	} {
		code, out, errs := run(t, "", append(append([]string{"select"}, tc.args...), lichess100)...)
		if got := strings.Count(out, "[Event "); code > 1 || got != tc.want {
			t.Errorf("select %v: exit %d, %d games written, want %d\n%s", tc.args, code, got, tc.want, errs)
		}
	}
}

// TestDuplicatesWithAliases: select --duplicates finds duplicates by
// their moves alone; with --aliases it compares the players too, each by
// the spelling the alias file gives: the same game typed "Carlsen,Magnus"
// is a duplicate, the same moves by another player are not.
func TestDuplicatesWithAliases(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "dups.pgn")
	os.WriteFile(games, []byte(`[Event "Blitz"] [White "Carlsen, Magnus"] [Black "Dupont, Zoé"] [Result "1/2-1/2"] [Variant "Standard"]

1. e4 e5 2. Nf3 Nc6 1/2-1/2

[Event "Blitz"] [White "Carlsen,Magnus"] [Black "Dupont, Zoe"] [Result "1/2-1/2"] [Variant "Standard"]

1. e4 e5 2. Nf3 Nc6 1/2-1/2

[Event "Open"] [White "Durand, Luc"] [Black "Martin, Léa"] [Result "1/2-1/2"] [Variant "Standard"]

1. e4 e5 2. Nf3 Nc6 1/2-1/2
`), 0o644)
	aliases := filepath.Join(dir, "aliases.txt")
	os.WriteFile(aliases, []byte("Carlsen, Magnus | Carlsen,Magnus\nDupont, Zoé | Dupont, Zoe\n"), 0o644)
	tests := []struct {
		name string
		args []string
		want string // the games of each group, in JSON
	}{
		{"moves alone", nil, `{"games": [{"file": "` + games + `", "game": 1, "line": 1}, {"file": "` + games + `", "game": 2, "line": 5}, {"file": "` + games + `", "game": 3, "line": 9}]}`},
		{"players merged by the alias file", []string{"--aliases", aliases}, `{"games": [{"file": "` + games + `", "game": 1, "line": 1}, {"file": "` + games + `", "game": 2, "line": 5}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"select", "--duplicates", "--format", "json"}, tt.args...)
			code, out, errs := run(t, "", append(args, games)...)
			if code != 0 || strings.TrimSpace(out) != strings.ReplaceAll(tt.want, " ", "") {
				t.Errorf("exit %d %s\n%s\nwant\n%s", code, errs, out, tt.want)
			}
		})
	}
	code, out, _ := run(t, "", "select", "--unique", "--count", "--aliases", aliases, games)
	if code != 0 || strings.TrimSpace(out) != "2" {
		t.Errorf("select --unique --aliases --count: exit %d, %q; want 2", code, out)
	}
}

// TestAliasesFileNamedOnce: an alias file that cannot be read is named
// once in the message, as gofmt names a file ("/dev/null: a character
// device..."), not twice.
func TestAliasesFileNamedOnce(t *testing.T) {
	for _, args := range [][]string{
		{"select", "--duplicates", "--aliases", "/dev/null", "../../corpus/valid"},
		{"stats", "--players", "--aliases", "/dev/null", "../../corpus/valid"},
		{"select", "--aliases", filepath.Join(t.TempDir(), "none.txt"), "../../corpus/valid"},
	} {
		code, _, errs := run(t, "", args...)
		path := args[slices.Index(args, "--aliases")+1]
		if code == 0 || strings.Count(errs, path) != 1 {
			t.Errorf("%v: exit %d, the path named %d times, want once:\n%s", args, code, strings.Count(errs, path), errs)
		}
	}
}

// TestTreeQuickLineAgrees: tree reads the first moves of plain PGN games
// without the reader (archive.QuickLine); on every real file of
// testdata/archives (odd ones too: set-ups, null moves, Latin-1, broken
// tags), from the start and from a position, it writes the tree the
// reader and the replay write.
func TestTreeQuickLineAgrees(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/archives/*/*.pgn*")
	if len(files) < 90 {
		t.Fatalf("%d files", len(files))
	}
	for _, args := range [][]string{
		{"--format", "json"},
		{"--depth", "3", "--min", "2"},
		{"--depth", "12", "--min", "1", "--format", "json"},
		{"--fen", "rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w", "--depth", "2"},
		{"--fen", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR", "--format", "json"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			all := append(append([]string{"tree", "-j", "2"}, args...), files...)
			slowTree = true
			code1, slow, _ := run(t, "", all...)
			slowTree = false
			code2, quick, _ := run(t, "", all...)
			if code1 != code2 || slow != quick || len(quick) < 200 {
				t.Errorf("exit %d and %d; the reader's tree\n%.2000s\nthe quick tree\n%.2000s", code1, code2, slow, quick)
			}
		})
	}
}
