package archive

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/validate"
)

// tagged is a chess game with the given tags.
func tagged(tags ...string) string {
	var b strings.Builder
	b.WriteString("[Variant \"Standard\"]\n")
	result := "*"
	for i := 0; i+1 < len(tags); i += 2 {
		b.WriteString("[" + tags[i] + " \"" + tags[i+1] + "\"]\n")
		if tags[i] == "Result" {
			result = tags[i+1]
		}
	}
	b.WriteString("\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 " + result + "\n\n")
	return b.String()
}

func TestFilterNumbersAndOpenings(t *testing.T) {
	src := tagged("White", "Carlsen, Magnus", "Black", "Nepo", "WhiteElo", "2830", "BlackElo", "2790", "Date", "2021.12.03") +
		tagged("White", "Carlsen,Magnus", "Black", "Caruana", "WhiteElo", "2700", "BlackElo", "?", "Date", "1999.??.??") +
		tagged("White", "Dupont", "Black", "Carlsen, M.", "WhiteElo", "1500", "Date", "????.??.??") +
		"[Variant \"Standard\"]\n[White \"Lasker\"]\n[Date \"1910.01.01\"]\n\n1. d4 d5 2. c4 e6 *\n\n"
	gs := readAll(t, src)
	tests := []struct {
		kind   string
		values []string
		want   int
	}{
		{KindElo, []string{"2700-"}, 2},
		{KindElo, []string{"2800"}, 0},
		{KindElo, []string{"2790-2800"}, 1},
		{KindElo, []string{"..1600"}, 1},
		{KindWhiteElo, []string{"2701-"}, 1},
		{KindBlackElo, []string{"0-"}, 1},
		{KindYear, []string{"1900-1920"}, 1},
		{KindYear, []string{"1999"}, 1},
		{KindYear, []string{"2000-"}, 1},
		{KindYear, []string{"1900-1920", "2021"}, 2},
		{KindPlies, []string{"10-"}, 3},
		{KindPlies, []string{"4"}, 1},
		{KindECO, []string{"B90"}, 3},
		{KindECO, []string{"D"}, 1},
		{KindECO, []string{"B20-B99", "D30-D69"}, 4},
		{KindECO, []string{"A-A"}, 0},
	}
	var all []*validate.Report
	for _, g := range gs {
		all = append(all, validateFull(g))
	}
	for _, tc := range tests {
		if got := count(t, gs, all, tc.kind, tc.values...); got != tc.want {
			t.Errorf("--%s %v: %d games, want %d", tc.kind, tc.values, got, tc.want)
		}
	}
}

const aliasFile = `# the world champion
Carlsen, Magnus | Carlsen,Magnus | Carlsen, M.

Nepomniachtchi, Ian|Nepo  # his handle
`

func TestAliases(t *testing.T) {
	a, err := ReadAliases(strings.NewReader(aliasFile), "players.txt")
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"Carlsen, M.":     "Carlsen, Magnus",
		" Carlsen,Magnus": "Carlsen, Magnus",
		"Nepo":            "Nepomniachtchi, Ian",
		"Caruana":         "Caruana",
	} {
		if got := a.Canonical(name); got != want {
			t.Errorf("Canonical(%q) = %q, want %q", name, got, want)
		}
	}
	if a.Len() != 2 {
		t.Errorf("%d players, want 2", a.Len())
	}
	gs := readAll(t, tagged("White", "Carlsen,Magnus", "Black", "Nepo")+tagged("White", "Dupont", "Black", "Carlsen, M."))
	for _, tc := range []struct {
		re      string
		aliases *Aliases
		want    int
	}{
		{"^Carlsen, Magnus$", nil, 0},
		{"^Carlsen, Magnus$", a, 2},
		{"Ian", a, 1},
		{"^Dupont$", a, 1},
	} {
		var f Filter
		f.SetAliases(tc.aliases)
		if err := f.Add(KindPlayer, tc.re); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, g := range gs {
			if f.MatchTags(g) {
				n++
			}
		}
		if n != tc.want {
			t.Errorf("--player %q (aliases %v): %d games, want %d", tc.re, tc.aliases != nil, n, tc.want)
		}
	}
	_, err = ReadAliases(strings.NewReader("A | B\nC | B\n"), "bad.txt")
	if err == nil || !strings.Contains(err.Error(), "bad.txt:2") || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("a spelling on two lines: %v", err)
	}
}

func TestSuggestAliases(t *testing.T) {
	names := []NameCount{
		{"Carlsen, Magnus", 10}, {"Carlsen,Magnus", 3}, {"CARLSEN, M.", 1}, {"Magnus Carlsen", 2},
		{"Carlsen, Henrik", 1}, {"Dupont, Zoé", 4}, {"Dupont, Zoe", 1}, {"?", 5}, {"Martin", 7},
	}
	var got []string
	for _, g := range SuggestAliases(names) {
		var s []string
		for _, n := range g {
			s = append(s, n.Name)
		}
		got = append(got, strings.Join(s, " | "))
	}
	want := []string{"Carlsen, Magnus | Carlsen,Magnus | Magnus Carlsen | CARLSEN, M.", "Dupont, Zoé | Dupont, Zoe"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestTreeFromStartAndMovers: a tree from the start leaves out the games
// set up from another position (odds games), and its player columns are
// the mover's: average Elo, performance and year.
func TestTreeFromStartAndMovers(t *testing.T) {
	src := tagged("WhiteElo", "2000", "BlackElo", "1800", "Date", "1990.01.01", "Result", "1-0") +
		tagged("WhiteElo", "2200", "BlackElo", "2000", "Date", "2000.01.01", "Result", "0-1") +
		tagged("WhiteElo", "?", "BlackElo", "2100", "Date", "????.??.??", "Result", "1/2-1/2") +
		// Queen odds: a set-up, not the start.
		"[Variant \"Standard\"]\n[FEN \"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
	gs := readAll(t, src)
	var tr Tree
	for _, g := range gs {
		r := validateFull(g)
		if steps, ok := ChessLine(r, nil, 2); ok {
			tr.Add(steps, GameResult(g), InfoOf(g))
		}
	}
	tr.Finish(1)
	if tr.Root.Games != 3 {
		t.Fatalf("%d games from the start, want 3 (the odds game left out)", tr.Root.Games)
	}
	e4 := tr.Root.Children[0]
	c5 := e4.Children[0]
	tests := []struct {
		name      string
		got, want int
	}{
		// White played 1. e4: Elo 2000 and 2200 (the third unknown).
		{"e4 elo", e4.AvgElo(), 2100},
		// White against 1800 (won), 2000 (lost), 2100 (drew): average
		// 1967, net 0.
		{"e4 performance", e4.Performance(), 1967},
		{"e4 year", e4.AvgYear(), 1995},
		{"e4 first year", e4.FirstYear, 1990},
		{"e4 last year", e4.LastYear, 2000},
		// Black played 1... c5: Elo 1800, 2000, 2100.
		{"c5 elo", c5.AvgElo(), 1967},
		// Black against 2000 (lost) and 2200 (won); the third
		// opponent has no Elo.
		{"c5 performance", c5.Performance(), 2100},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	var b strings.Builder
	if err := tr.WriteText(&b, "start"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "e4 ") || !strings.Contains(b.String(), " B00 ") || !strings.Contains(b.String(), " B20 ") {
		t.Errorf("the text lacks the ECO codes:\n%s", b.String())
	}
}

// TestScanPGNTagsAgreesWithReader: for every PGN game whose tags the scan
// reads (real lichess games among them, their movetext full of
// {[%clk ...]} commands), the tags are those the PGN reader gives; the
// toolkit's own export (AGN tags) and a '[' that is no comment command
// are left to the reader.
func TestScanPGNTagsAgreesWithReader(t *testing.T) {
	real, err := os.ReadFile(filepath.Join("..", "cli", "testdata", "archtools", "lichess-100.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	var export bytes.Buffer
	for i := 1; i <= 10; i++ {
		convert.WritePGN(&export, generate.Game(generate.Options{Seed: 5}, i), convert.PGNOptions{})
		export.WriteString("\n")
	}
	srcs := []struct {
		src          string
		quick, games int
	}{
		{string(real), 100, 100},
		{export.String(), 0, 10},
		{"[White \"x\"]\n[Black \"y\"]\n\n1. e4 {see [this]} e5 *\n", 0, 1},
		{"[White \"x\"]\n\n1. e4 { [%clk 0:01:00] } *\n", 1, 1},
	}
	for _, tc := range srcs {
		rd := convert.NewPGNReader(strings.NewReader(tc.src), "t.pgn")
		quick, games := 0, 0
		for {
			c, err := rd.NextChunk()
			if err != nil {
				break
			}
			games++
			tags, _, ok := ScanPGNGame(c.Src)
			if !ok {
				continue
			}
			quick++
			g := convert.ReadPGNGameInto(c, nil)
			if len(g.Tags) != len(tags) {
				t.Errorf("%.60q: scan %v, reader %v", c.Src, tags, g.Tags)
				continue
			}
			for i := range tags {
				if tags[i].Name != g.Tags[i].Name || tags[i].Value != g.Tags[i].Value {
					t.Errorf("%.60q: tag %d: scan %q=%q, reader %q=%q", c.Src, i, tags[i].Name, tags[i].Value, g.Tags[i].Name, g.Tags[i].Value)
				}
			}
		}
		if quick != tc.quick || games != tc.games {
			t.Errorf("%.40q: %d games, %d scanned; want %d, %d", tc.src, games, quick, tc.games, tc.quick)
		}
	}
}

// TestUnreachableNeverWrong: along real games, a position the game does
// reach later is never called out of reach at an earlier one, and the
// replay stopped by Filter.Stop finds what the whole replay finds.
func TestUnreachableNeverWrong(t *testing.T) {
	real, err := os.ReadFile(filepath.Join("..", "cli", "testdata", "archtools", "lichess-100.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	rd := convert.NewPGNReader(bytes.NewReader(real), "t.pgn")
	var reports []*validate.Report
	var srcs [][]byte
	for {
		c, err := rd.NextChunk()
		if err != nil {
			break
		}
		srcs = append(srcs, c.Src)
		reports = append(reports, validate.Game(convert.ReadPGNGameInto(c, nil), validate.Options{}))
	}
	cut := 0
	var fens []string
	for gi, r := range reports {
		for j := 4; j < len(r.Plies); j += 9 {
			p, err := ParseFENPattern(r.Plies[j].After.FEN())
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i <= j; i++ {
				if p.Unreachable(&r.Plies[i].After) {
					t.Fatalf("game %d: the position after ply %d called out of reach at ply %d", gi+1, j+1, i+1)
				}
			}
			for i := j + 1; i < len(r.Plies); i++ {
				if p.Unreachable(&r.Plies[i].After) {
					cut++
					break
				}
			}
			if gi%10 == 0 && j < 30 {
				fens = append(fens, r.Plies[j].After.FEN())
			}
		}
	}
	if cut == 0 {
		t.Error("no search ever cut short")
	}
	for _, fen := range fens {
		var f Filter
		if err := f.Add(KindFEN, fen); err != nil {
			t.Fatal(err)
		}
		whole, stopped, missed := 0, 0, 0
		for i, r := range reports {
			tags, movetext, ok := ScanPGNGame(srcs[i])
			miss := ok && QuickMiss(tags, movetext, f.Searches())
			if miss {
				missed++
			}
			if f.Match(r.Game, r) {
				whole++
				if miss {
					t.Errorf("%s: game %d reaches it, QuickMiss says it does not", fen, i+1)
				}
			}
			s := validate.Game(r.Game, validate.Options{Stop: f.Stop()})
			if f.Match(r.Game, s) {
				stopped++
			}
		}
		if whole == 0 || whole != stopped {
			t.Errorf("%s: %d games reach it, %d found by the stopped replay", fen, whole, stopped)
		}
		if missed == 0 || missed+whole < len(reports)*9/10 {
			t.Errorf("%s: %d of %d games left out by their moves alone (%d reach it)", fen, missed, len(reports), whole)
		}
	}
}

func TestQuickMissDecidesOnlyPlainGames(t *testing.T) {
	// The position after 1. e4 e5.
	p, err := ParseFENPattern("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, src string
		miss      bool
	}{
		{"never reached", "[White \"x\"]\n\n1. d4 {[%clk 0:01:00]} d5 (1... e5 2. e4) 2. c4 $1 e5 1-0", true},
		{"moves glued to numbers", "[White \"x\"]\n\n1.d4 d5 2.c4 e6 *", true},
		{"reached", "[White \"x\"]\n\n1. e4 e5 2. Nf3 *", false},
		{"reached by transposition", "[White \"x\"]\n\n1. e3 e6 2. e4 e5 *", false},
		{"a set-up", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e3 *", false},
		{"another variant", "[Variant \"Awechec\"]\n\n1. d4 d5 *", false},
		{"a null move", "[White \"x\"]\n\n1. e3 -- 2. e4 *", false},
		{"an unclosed comment", "[White \"x\"]\n\n1. e3 {oops", false},
		{"an illegal move", "[White \"x\"]\n\n1. d5 *", false},
		{"a power command", "[White \"x\"]\n\n1. d4 {[%power 1 W]} d5 *", false},
		{"an Awélé command after clocks", "[White \"x\"]\n\n1. d4 {[%clk 0:01:00] 50% [%eval 0.1]} d5 {[%clk 0:01:00][%awele 4 4 4 4 4 4 4 4 4 4 4 4 0 0 S]} *", false},
		{"power written without its command", "[White \"x\"]\n\n1. d4 {%power, 5% power, %awele} d5 *", true},
	}
	for _, tc := range tests {
		tags, movetext, ok := ScanPGNGame([]byte(tc.src))
		if !ok {
			t.Fatalf("%s: tags not scanned", tc.name)
		}
		if got := QuickMiss(tags, movetext, []*FENPattern{&p}); got != tc.miss {
			t.Errorf("%s: QuickMiss %v, want %v", tc.name, got, tc.miss)
		}
	}
}

// FuzzQuickMiss: on any PGN text the quick search never panics, and a game
// it leaves out is one the reader and the replay do not find either.
func FuzzQuickMiss(f *testing.F) {
	for _, s := range []string{
		"[White \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *",
		"[White \"x\"]\n\n1.d4 {[%clk 0:01:00]} d5 (1... Nf6 2. c4) 2. c4 $1 e6 1-0",
		"[White \"x\"]\n\n1. e4 (1. d4 {a (b} d5) ; x\n e5 *",
		"[White \"x\"]\n\n1. e4 }",
	} {
		f.Add(s)
	}
	p, err := ParseFENPattern("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w")
	if err != nil {
		f.Fatal(err)
	}
	ps := []*FENPattern{&p}
	f.Fuzz(func(t *testing.T, src string) {
		tags, movetext, ok := ScanPGNGame([]byte(src))
		if !ok || !QuickMiss(tags, movetext, ps) {
			return
		}
		rd := convert.NewPGNReader(strings.NewReader(src), "f.pgn")
		c, err := rd.NextChunk()
		if err != nil {
			return
		}
		r := validate.Game(convert.ReadPGNGameInto(c, nil), validate.Options{})
		for i := range r.Plies {
			if p.Matches(&r.Plies[i].After) {
				t.Fatalf("QuickMiss left out a game whose replay reaches the position: %q", src)
			}
		}
	})
}

// FuzzReadAliases: any alias file is read or refused, never a panic, and
// every spelling read names one player.
func FuzzReadAliases(f *testing.F) {
	f.Add(aliasFile)
	f.Add("a|b|a\n#c\n|\n")
	f.Fuzz(func(t *testing.T, src string) {
		a, err := ReadAliases(strings.NewReader(src), "f.txt")
		if err != nil {
			return
		}
		for first, spellings := range a.groups {
			for _, s := range spellings {
				if a.Canonical(s) != first {
					t.Fatalf("%q is a spelling of %q but shown as %q", s, first, a.Canonical(s))
				}
			}
		}
	})
}

// TestQuickDateAgrees: the allocation-free reading of YYYY.MM.DD gives the
// date the general reading gives, on every form it takes, and leaves the
// others to it.
func TestQuickDateAgrees(t *testing.T) {
	inputs := []string{"2024.06.15", "1851.??.??", "????.??.??", "1991.12.31", "1991.13.01",
		"1991.00.10", "0000.01.01", "19??.01.01", "1991.?1.??", "1991-06-15", "15.06.2024",
		" 2007.??.??", "2007.06.3?", "9999.12.31", "2024.02.30"}
	rng := rand.New(rand.NewPCG(1, 2))
	// Dates of digits and question marks, a few bytes changed.
	const alphabet = "0123456789?.-/ "
	for range 20000 {
		b := []byte("????.??.??")
		for i := range b {
			if b[i] == '?' && rng.IntN(4) > 0 {
				b[i] = "0123456789"[rng.IntN(10)]
			}
		}
		if rng.IntN(2) == 0 {
			b[0], b[1], b[5], b[8] = '1', '9', '0'+byte(rng.IntN(2)), '0'+byte(rng.IntN(4))
		}
		for range rng.IntN(3) {
			b[rng.IntN(len(b))] = alphabet[rng.IntN(len(alphabet))]
		}
		inputs = append(inputs, string(b))
	}
	quick := 0
	for _, s := range inputs {
		d, ok := quickDate(s)
		want, err := parseDate(s)
		if !ok {
			continue
		}
		quick++
		if err != nil || d != want {
			t.Fatalf("%q: quickDate %+v, parseDate %+v, %v", s, d, want, err)
		}
	}
	if quick < 100 {
		t.Errorf("quickDate read %d dates only", quick)
	}
}
