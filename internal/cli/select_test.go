package cli

import (
	"bufio"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/archive")

// collection writes files for the archive tests in a temporary directory:
// fr.agn (30 generated French games, some with a handicap), en.agn (the
// same games in English, from convert), mixed.agn (the seed 000 example in
// French, then in English reformatted with other tags and comments, then
// a game of its own), and returns the directory.
func collection(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	code, fr, errs := run(t, "", "generate", "-n", "30", "--seed", "4", "--handicap")
	if code != 0 {
		t.Fatalf("generate: %d %s", code, errs)
	}
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	frPath := write("fr.agn", fr)
	code, en, errs := run(t, "", "convert", "--to", "en", frPath)
	if code != 0 {
		t.Fatalf("convert: %d %s", code, errs)
	}
	write("en.agn", en)
	seed, err := os.ReadFile(filepath.Join("..", "..", "corpus", "seed000-fr.agn"))
	if err != nil {
		t.Fatal(err)
	}
	write("mixed.agn", string(seed)+`
[Event "Club evening"] [White "Dupont, J."] [Black "Martin"]
[Date "2024.03.??"] [Result "1-0"] [Language "en"]
{An old favourite.} Awele W3 B2 W2 W2 B2 W5 ... Chess
1. (1=W) e4 {best by test} (2=W) 0 2. (3=W) Bc4 $1 (4=B) Nc6
3. (5=B) 0 (6=W) 0 4. (7=W) Nf3 (8=W) 0 ( 4... (8=W) Nf6 ) 5. (9=W) Ng5
(10=B) Nh6 6. (11=B) 0 (12=W) 0 7. (13=W) Qh5 (14=W) 0 8. (15=W) Bxf7+ Nxf7 9. (16=W) Qxf7# 1-0

[Event "Club evening"] [White "Martin"] [Black "Dupont, J."] [Result "*"] [Language "en"]
Awele W3 B2 W2 W2 B2 W5 ... Chess 1. (1=W) e4 (2=W) 0 2. (3=W) Bb5 (4=B) Nc6 *
`)
	return dir
}

func TestSelectDuplicatesAcrossLanguages(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	fr, en, mixed := filepath.Join(dir, "fr.agn"), filepath.Join(dir, "en.agn"), filepath.Join(dir, "mixed.agn")
	code, out, errs := run(t, "", "select", "--duplicates", "--format", "json", fr, en, mixed)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	type place struct {
		File string `json:"file"`
		Game int    `json:"game"`
		Line int    `json:"line"`
	}
	var groups [][]place
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var g struct {
			Games []place `json:"games"`
		}
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatalf("%v: %s", err, sc.Text())
		}
		groups = append(groups, g.Games)
	}
	if len(groups) != 31 {
		t.Fatalf("%d groups, want 31 (30 generated games, the seed 000 game)", len(groups))
	}
	// The generated games: game i of fr.agn and game i of en.agn, each
	// line the first of its game.
	lines := map[string][]string{}
	for _, f := range []string{fr, en} {
		b, _ := os.ReadFile(f)
		lines[f] = strings.Split(string(b), "\n")
	}
	for i := 0; i < 30; i++ {
		g := groups[i]
		if len(g) != 2 || g[0].File != fr || g[1].File != en || g[0].Game != i+1 || g[1].Game != i+1 {
			t.Errorf("group %d = %+v", i, g)
			continue
		}
		for _, p := range g {
			if l := lines[p.File][p.Line-1]; !strings.HasPrefix(l, "[Event ") {
				t.Errorf("%s:%d is %q, not the first line of a game", p.File, p.Line, l)
			}
		}
	}
	last := groups[30]
	if len(last) != 2 || last[0] != (place{mixed, 1, 1}) || last[1].Game != 2 || last[1].Line != 16 {
		t.Errorf("seed 000 group = %+v, want games 1 (line 1) and 2 (line 16) of mixed.agn", last)
	}

	// --unique keeps the first copy of each: 30 + 2 games of mixed.agn.
	code, out, _ = run(t, "", "select", "--unique", "--count", fr, en, mixed)
	if code != 0 || strings.TrimSpace(out) != "32" {
		t.Errorf("--unique --count = %q (exit %d), want 32", out, code)
	}
	// Up to 8 moves the last game of mixed.agn is the seed 000 game too.
	code, out, _ = run(t, "", "select", "--duplicates", "--depth", "8", mixed)
	if code != 0 || !strings.Contains(out, "3 copies of the same game") {
		t.Errorf("--depth 8: exit %d\n%s", code, out)
	}
	// The text report names file:line and game.
	code, out, _ = run(t, "", "select", "--duplicates", mixed)
	want := mixed + ":16: game 2\n"
	if code != 0 || !strings.Contains(out, want) || !strings.HasSuffix(out, "1 group of duplicates, 1 game too many\n") {
		t.Errorf("text report:\n%s\nwant a line %q", out, want)
	}
	// No duplicates: exit 1.
	if code, _, _ := run(t, "", "select", "--duplicates", fr); code != 1 {
		t.Errorf("no duplicates: exit %d, want 1", code)
	}
}

// TestSelectCountsAgainstCheck counts games with select and with check's
// JSON report: validity, codes, results, terminations.
func TestSelectCountsAgainstCheck(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	_, out, _ := run(t, "", "check", "--format", "json", dir)
	var reports []jsonGame
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var g jsonGame
		if err := json.Unmarshal([]byte(l), &g); err != nil {
			t.Fatal(err)
		}
		reports = append(reports, g)
	}
	if len(reports) != 63 {
		t.Fatalf("%d games, want 63", len(reports))
	}
	count := func(pred func(g jsonGame) bool) int {
		n := 0
		for _, g := range reports {
			if pred(g) {
				n++
			}
		}
		return n
	}
	tests := []struct {
		args []string
		pred func(g jsonGame) bool
	}{
		{[]string{"--valid"}, func(g jsonGame) bool { return g.Valid }},
		{[]string{"--invalid"}, func(g jsonGame) bool { return !g.Valid }},
		{[]string{"--result", "1-0"}, func(g jsonGame) bool { return g.Result == "1-0" }},
		{[]string{"--result", "1-0", "--result", "0-1"}, func(g jsonGame) bool { return g.Result == "1-0" || g.Result == "0-1" }},
		{[]string{"--termination", "mate", "--language", "en"}, func(g jsonGame) bool { return g.Termination == "checkmate" && g.Language == "en" }},
		{[]string{"--termination", "resignation", "--invert"}, func(g jsonGame) bool { return g.Termination != "resignation" }},
		{[]string{"--code", "power-mismatch"}, func(g jsonGame) bool {
			return slices.ContainsFunc(g.Diagnostics, func(d diag.JSON) bool { return d.Code == "power-mismatch" })
		}},
		{[]string{"--awele-games", "2..3"}, func(g jsonGame) bool { return len(g.Queues) >= 2 && len(g.Queues) <= 3 }},
		{[]string{"--tag", "Event=Club evening"}, func(g jsonGame) bool { return strings.HasSuffix(g.File, "mixed.agn") && g.Line > 1 }},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			want := count(tt.pred)
			code, out, errs := run(t, "", append(append([]string{"select", "--count"}, tt.args...), dir)...)
			got, err := strconv.Atoi(strings.TrimSpace(out))
			if err != nil || got != want {
				t.Errorf("select --count %v = %q (%s), check says %d", tt.args, out, errs, want)
			}
			if wantCode := map[bool]int{true: 0, false: 1}[want > 0]; code != wantCode {
				t.Errorf("exit %d, want %d", code, wantCode)
			}
		})
	}
}

func TestSelectWritesGames(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	mixed := filepath.Join(dir, "mixed.agn")
	// The selected games come out as written, or as fmt writes them.
	src, _ := os.ReadFile(mixed)
	code, out, errs := run(t, "", "select", "--player", "^Martin$", mixed)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if i := strings.Index(string(src), "[Event \"Club evening\"]"); i < 0 || string(src[i:])+"\n" != out {
		t.Errorf("output is not the games as written:\n%s", out)
	}
	code, out, _ = run(t, "", "select", "--canonical", "--player", "^Martin$", mixed)
	_, fmtOut, _ := run(t, "", "fmt", mixed)
	if code != 0 || strings.Count(out, "[Event ") != 2 || !strings.HasSuffix(fmtOut, out) {
		t.Errorf("--canonical is not fmt's text:\n%s", out)
	}
	// The same through the parser (a test that is not a tag's).
	code, out2, _ := run(t, "", "select", "--canonical", "--player", "^Martin$", "--plies", "1..", mixed)
	if code != 0 || out2 != out {
		t.Errorf("with a replayed test:\n%s", out2)
	}
	code, out2, _ = run(t, "", "select", "--player", "^Martin$", "--plies", "1..", mixed)
	if i := strings.Index(string(src), "[Event \"Club evening\"]"); code != 0 || string(src[i:])+"\n" != out2 {
		t.Errorf("as written, replayed:\n%s", out2)
	}
	// PGN and JSON through the exporters.
	code, out, _ = run(t, "", "select", "--format", "pgn", "--tag", "Event=Exemple de partie", mixed)
	if code != 0 || !strings.Contains(out, "[%power 1 W]") || !strings.Contains(out, "Bxf7+") {
		t.Errorf("pgn:\n%s", out)
	}
	code, out, _ = run(t, "", "select", "--format", "json", "--material", "KQRRBNNP8:KQRRBBNP7", mixed)
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"fen"`) {
		t.Errorf("json:\n%s", out)
	}
	// A position reached, placement only.
	code, out, _ = run(t, "", "select", "--count", "--fen", "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR", dir)
	if code != 1 || strings.TrimSpace(out) != "0" {
		t.Errorf("an unreached position: %q exit %d", out, code)
	}
	code, out, _ = run(t, "", "select", "--count", "--fen", "r1bqkb1r/pppppQpp/2n5/6N1/4P3/8/PPPP1PPP/RNB1K2R b KQkq - 0 9", mixed)
	if code != 0 || strings.TrimSpace(out) != "2" {
		t.Errorf("the mating position: %q exit %d", out, code)
	}
}

func TestSelectSplitSortMerge(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	fr, mixed := filepath.Join(dir, "fr.agn"), filepath.Join(dir, "mixed.agn")
	out := filepath.Join(dir, "out", "part.agn")
	os.MkdirAll(filepath.Dir(out), 0o755)
	if code, _, errs := run(t, "", "select", "--split", "12", "-o", out, fr, mixed); code != 0 {
		t.Fatalf("split: %s", errs)
	}
	total := 0
	for i, want := range []int{12, 12, 9} {
		b, err := os.ReadFile(filepath.Join(dir, "out", "part-"+strconv.Itoa(1000 + i + 1)[1:]+".agn"))
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(b), "[Event "); n != want {
			t.Errorf("part %d holds %d games, want %d", i+1, n, want)
		}
		total += strings.Count(string(b), "[Event ")
	}
	if total != 33 {
		t.Errorf("%d games in the parts", total)
	}
	// Sorted by Date then Round, merged from two files.
	sorted := filepath.Join(dir, "sorted.agn")
	if code, _, errs := run(t, "", "select", "--sort", "Date,Round", "-o", sorted, mixed, fr); code != 0 {
		t.Fatalf("sort: %s", errs)
	}
	b, _ := os.ReadFile(sorted)
	var dates []string
	for _, m := range regexp.MustCompile(`\[Date "([^"]*)"\]`).FindAllStringSubmatch(string(b), -1) {
		dates = append(dates, m[1])
	}
	// 32 dated games, the undated one last.
	if len(dates) != 32 || !slices.IsSorted(dates) || !strings.HasSuffix(strings.TrimSpace(string(b)), "Bb5 (4=B) Nc6 *") {
		t.Errorf("dates not sorted: %v", dates)
	}
	// One file per player: each game in two files.
	byPlayer := filepath.Join(dir, "p", "j.agn")
	os.MkdirAll(filepath.Dir(byPlayer), 0o755)
	if code, _, errs := run(t, "", "select", "--split-by", "Player", "-o", byPlayer, mixed); code != 0 {
		t.Fatalf("split-by: %s", errs)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "p", "*.agn"))
	slices.Sort(names)
	want := []string{"j-Dupont_J.agn", "j-Martin.agn", "j-none.agn"}
	var got []string
	for _, n := range names {
		got = append(got, filepath.Base(n))
	}
	if !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
	b, _ = os.ReadFile(filepath.Join(dir, "p", "j-Martin.agn"))
	if strings.Count(string(b), "[Event ") != 2 {
		t.Errorf("Martin's file:\n%s", b)
	}
}

func TestSelectUsageErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--tag", "White=~("}, "--tag"},
		{[]string{"--from", "2024.13.40"}, "--from"},
		{[]string{"--plies", "x"}, "--plies"},
		{[]string{"--material", "KQ"}, "--material"},
		{[]string{"--code", "nope"}, "no such diagnostic code"},
		{[]string{"--format", "xml"}, "unknown format"},
		{[]string{"--duplicates", "--unique"}, "give one of them"},
		{[]string{"--split", "3"}, "name them with -o"},
		{[]string{"--depth", "3"}, "--depth is for"},
		{[]string{"--count", "--sort", "Date"}, "only counts"},
	}
	for _, tt := range tests {
		code, _, errs := run(t, "", append([]string{"select"}, tt.args...)...)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("select %v: exit %d, stderr %q; want 2 and %q", tt.args, code, errs, tt.want)
		}
	}
}

// TestArchiveGolden compares tree, stats --players and stats --crosstable
// on a small collection with testdata/archive (go test -update rewrites
// them).
func TestArchiveGolden(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	fr, mixed := filepath.Join(dir, "fr.agn"), filepath.Join(dir, "mixed.agn")
	tests := []struct {
		golden string
		args   []string
	}{
		{"tree.txt", []string{"tree", "--depth", "2", fr, mixed}},
		{"tree.json", []string{"tree", "--format", "json", fr, mixed}},
		{"tree-fr.txt", []string{"tree", "--letters", "fr", "--depth", "2", "--min", "2", fr, mixed}},
		{"tree-awele.txt", []string{"tree", "--awele", "--depth", "2", "--min", "2", fr}},
		{"tree-fen.txt", []string{"tree", "--fen", "r1bqkbnr/pppppppp/2n5/8/2B1P3/8/PPPP1PPP/RNBQK1NR w", mixed}},
		{"players.txt", []string{"stats", "--players", fr, mixed}},
		{"players.json", []string{"stats", "--players", "--format", "json", mixed}},
		{"crosstable.txt", []string{"stats", "--crosstable", "Parties aléatoires", fr}},
		{"crosstable.json", []string{"stats", "--crosstable", "Club evening", "--format", "json", mixed}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errs := run(t, "", tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			out = strings.ReplaceAll(out, dir+string(filepath.Separator), "")
			golden(t, filepath.Join("testdata", "archive", tt.golden), out)
		})
	}
}

// TestSelectBrokenGamesAndStdin: a game the reader cannot read is kept as
// written in AGN, skipped with a message in PGN, and the next games are
// still read; standard input works; --invert through the quick tag scan
// and through the parser agree.
func TestSelectBrokenGamesAndStdin(t *testing.T) {
	t.Parallel()
	src := `[Event "a"] [White "X"] [Result "*"]

1. e4 ((( *

[Event "b"] [White "Y"] [Result "1-0"]

1. e4 e5 1-0

[Event "c"] [White "X"] [Result "0-1"]
{Y aussi} 1. d4 0-1
`
	code, out, errs := run(t, src, "select", "--player", "X")
	if code != 0 || strings.Count(out, "[Event ") != 2 || !strings.Contains(out, "1. e4 ((( *") {
		t.Errorf("agn: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = run(t, src, "select", "--player", "X", "--format", "pgn")
	if code != 0 || strings.Count(out, "[Event ") != 1 || !strings.Contains(errs, "<stdin>:1: game 1 skipped") {
		t.Errorf("pgn: exit %d\n%s\n%s", code, out, errs)
	}
	for _, extra := range [][]string{nil, {"--plies", "0.."}} {
		args := append([]string{"select", "--invert", "--tag", "White=X", "-"}, extra...)
		code, out, _ = run(t, src, args...)
		if code != 0 || strings.Count(out, "[Event ") != 1 || !strings.Contains(out, `[Event "b"]`) {
			t.Errorf("%v: exit %d\n%s", args, code, out)
		}
	}
	// A tag after a comment is not scanned quickly: the reader decides.
	code, out, _ = run(t, "{note} [White \"X\"]\n1. e4 *\n", "select", "--count", "--tag", "White=X")
	if code != 0 || strings.TrimSpace(out) != "1" {
		t.Errorf("tag after a comment: exit %d %q", code, out)
	}
}

// TestSelectSplitByNameClash: two values that make the same file name get
// files of their own.
func TestSelectSplitByNameClash(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := "[Event \"Open A\"] [Result \"*\"]\n\n*\n\n[Event \"Open/A\"] [Result \"*\"]\n\n*\n\n[Event \"Open A\"] [Result \"*\"]\n\n*\n"
	if code, _, errs := run(t, src, "select", "--split-by", "Event", "-o", filepath.Join(dir, "e.agn")); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for name, want := range map[string]int{"e-Open_A.agn": 2, "e-Open_A-2.agn": 1} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(b), "[Event "); n != want {
			t.Errorf("%s holds %d games, want %d", name, n, want)
		}
	}
}

// TestSelectSpeaksFrench checks that select's usage errors, filter value
// errors and duplicates report read French under --lang fr, with French
// plurals and no English left.
func TestSelectSpeaksFrench(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	mixed := filepath.Join(dir, "mixed.agn")
	code, _, errs := run(t, "", "--lang", "fr", "select", "--duplicates", "--unique", mixed)
	if want := "--duplicates énumère les copies et --unique les écarte\u00a0: donnez l’un des deux"; code != ExitUsage || !strings.Contains(errs, want) {
		t.Errorf("usage error: exit %d, %q; want %q", code, errs, want)
	}
	code, _, errs = run(t, "", "--lang", "fr", "select", "--result", "2-0", mixed)
	if want := "--result\u00a0: «\u00a02-0\u00a0»\u00a0: 1-0, 0-1, 1/2-1/2 ou * attendu"; code != ExitUsage || !strings.Contains(errs, want) {
		t.Errorf("filter error: exit %d, %q; want %q", code, errs, want)
	}
	code, out, errs := run(t, "", "--lang", "fr", "select", "--duplicates", mixed)
	for _, want := range []string{
		"2 copies de la même partie\u00a0:\n",
		mixed + ":16: partie 2\n",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("report (exit %d, %s) lacks %q:\n%s", code, errs, want, out)
		}
	}
	if want := "1 groupe de doublons, 1 partie en trop\n"; !strings.HasSuffix(out, want) {
		t.Errorf("report ends %q, want %q", out, want)
	}
	code, out, _ = run(t, "", "--lang", "fr", "select", "--duplicates", "--depth", "8", mixed)
	if want := "1 groupe de doublons, 2 parties en trop\n"; code != 0 || !strings.Contains(out, "3 copies de la même partie") || !strings.HasSuffix(out, want) {
		t.Errorf("--depth 8 report:\n%s\nwant 3 copies and %q", out, want)
	}
	for _, english := range []string{"game", "copies of", "duplicates,", "too many"} {
		if strings.Contains(out, english) {
			t.Errorf("French report holds the English %q:\n%s", english, out)
		}
	}
}

// TestSelectDuplicatesPlaceUngrouped: the duplicates report names each
// copy by file:line as editors open it; its line is never grouped in
// French (it read "big.pgn:94 824: partie 5 517"), its game number is.
func TestSelectDuplicatesPlaceUngrouped(t *testing.T) {
	t.Parallel()
	game := "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"
	var b strings.Builder
	for i := 0; i < 1200; i++ {
		b.WriteString(game + "\n") // 4 lines a game
	}
	dir := writeFiles(t, map[string]string{"big.pgn": b.String()})
	path := filepath.Join(dir, "big.pgn")
	for _, c := range []struct{ lang, want string }{
		{"fr", "  " + path + ":4797: partie 1\u00a0200\n"},
		{"en", "  " + path + ":4797: game 1200\n"},
	} {
		code, out, errs := run(t, "", "--lang", c.lang, "select", "--duplicates", path)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%s: exit %d, %s; report lacks %q:\n%.300s", c.lang, code, errs, c.want, out)
		}
	}
}

// A game over --max-game-size is not read, and has no tags: the tag
// pre-filter does not select it by the tags of its first line (its only
// text kept), so that select answers as the parsed game does, in AGN and
// PGN (select wrote `[Event "Long"]` alone, as if it were the game).
func TestSelectTooLargeGameTags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	long := "[Event \"Long\"]\n[Variant \"Standard\"]\n\n" + strings.Repeat("1. Nf3 Nf6 2. Ng1 Ng8 ", 100) + "*\n\n[Event \"Short\"]\n[Variant \"Standard\"]\n\n1. e4 *\n"
	for _, ext := range []string{"agn", "pgn"} {
		f := filepath.Join(dir, "long."+ext)
		if err := os.WriteFile(f, []byte(long), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"--tag", "Event=Long"},
			{"--count", "--tag", "Event=Long"},
			{"--tag", "Event=Long", "--plies", "0.."},
		} {
			code, out, errs := run(t, "", append(append([]string{"--max-game-size", "1K", "select"}, args...), f)...)
			if code != 1 || strings.Contains(out, "Long") || strings.TrimSpace(out) != "" && strings.TrimSpace(out) != "0" {
				t.Errorf("%s select %q: exit %d, out %q, errors %q", ext, args, code, out, errs)
			}
		}
	}
}
