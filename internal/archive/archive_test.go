package archive

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// readAll parses every game of src.
func readAll(t testing.TB, src string) []*notation.Game {
	t.Helper()
	rd := grammar.NewReader(strings.NewReader(src), "test.agn")
	var gs []*notation.Game
	for {
		g, err := rd.Next()
		if err == io.EOF {
			return gs
		}
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
}

// validateFull replays g with every board traced.
func validateFull(g *notation.Game) *validate.Report { return validate.Game(g, validate.Options{}) }

// generated returns n generated games of a seed, as the reader reads
// their canonical text back, and their full reports.
func generated(t testing.TB, n int, opt generate.Options) ([]*notation.Game, []*validate.Report) {
	t.Helper()
	var b bytes.Buffer
	for i := 1; i <= n; i++ {
		if err := convert.WriteAGN(&b, generate.Game(opt, i), convert.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	gs := readAll(t, b.String())
	rs := make([]*validate.Report, len(gs))
	for i, g := range gs {
		rs[i] = validate.Game(g, validate.Options{})
	}
	return gs, rs
}

const seedFR = `[Event "Exemple de partie"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0 7. (13=B) Dh5
(14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0
`

// The same game in English, other tags, comments, a NAG, a variation and
// another layout: the same moves.
const seedEN = `[Event "Club evening"] [White "Dupont, J."] [Black "Martin"] [Date "2024.03.??"] [Annotator "me"]
[Result "1-0"] [Language "en"]
{An old favourite.}
Awele W3 B2 W2 W2 B2 W5 ... Chess
1. (1=W) e4 {best by test} (2=W) 0 2. (3=W) Bc4 $1 (4=B) Nc6
3. (5=B) 0 (6=W) 0 4. (7=W) Nf3 (8=W) 0 ( 4... (8=W) Nf6 ) 5. (9=W) Ng5 (10=B) Nh6 6. (11=B) 0 (12=W) 0 7. (13=W) Qh5 (14=W) 0
8. (15=W) Bxf7+ Nxf7 9. (16=W) Qxf7# 1-0
`

// Another game: one chess half-move differs (Bb5 for Bc4 would make the
// rest illegal, so the game stops there).
const otherEN = `[Result "*"] [Language "en"]
Awele W3 B2 W2 W2 B2 W5 ...
Chess 1. (1=W) e4 (2=W) 0 2. (3=W) Bb5 (4=B) Nc6 *
`

func TestKeySameGameAcrossLanguagesAndLayouts(t *testing.T) {
	gs := readAll(t, seedFR+"\n"+seedEN+"\n"+otherEN)
	if len(gs) != 3 {
		t.Fatalf("%d games read, want 3", len(gs))
	}
	var keys []Key
	for _, g := range gs {
		r := validate.Game(g, Moves.Options(""))
		keys = append(keys, GameKey(r, 0))
	}
	if keys[0] != keys[1] {
		t.Errorf("French and English copies have different keys: %v %v", keys[0], keys[1])
	}
	if keys[0] == keys[2] {
		t.Errorf("different games have the same key")
	}
	// Up to the 6 Awélé events and 2 half-moves the third game is the same.
	for depth, same := range map[int]bool{1: true, 8: true, 9: false, 0: false} {
		r0 := validate.Game(gs[0], Moves.Options(""))
		r2 := validate.Game(gs[2], Moves.Options(""))
		if got := GameKey(r0, depth) == GameKey(r2, depth); got != same {
			t.Errorf("depth %d: same key %v, want %v", depth, got, same)
		}
	}
}

func TestKeyGenerated(t *testing.T) {
	// Every generated game differs; its English translation has its key.
	gs, rs := generated(t, 40, generate.Options{Seed: 5})
	_, en := generated(t, 40, generate.Options{Seed: 5, Lang: notation.English})
	x := NewIndex()
	for i := range gs {
		k := GameKey(rs[i], 0)
		if x.Add(k, Place{File: "fr", Game: i + 1}) {
			t.Fatalf("game %d: generated games share a key", i+1)
		}
		if GameKey(en[i], 0) != k {
			t.Errorf("game %d: English copy has another key", i+1)
		}
	}
	for i := range en {
		if !x.Add(GameKey(en[i], 0), Place{File: "en", Game: i + 1}) {
			t.Errorf("English game %d not seen as a duplicate", i+1)
		}
	}
	groups := x.Groups()
	if len(groups) != len(gs) {
		t.Fatalf("%d groups, want %d", len(groups), len(gs))
	}
	for i, g := range groups {
		want := []Place{{File: "fr", Game: i + 1}, {File: "en", Game: i + 1}}
		if len(g) != 2 || g[0] != want[0] || g[1] != want[1] {
			t.Errorf("group %d = %v, want %v", i, g, want)
		}
	}
}

func TestIndexGroupsManyCopies(t *testing.T) {
	x := NewIndex()
	a, b := Key{1, 3}, Key{2, 3}
	for i := 1; i <= 5; i++ {
		x.Add(a, Place{Game: i})
	}
	x.Add(b, Place{Game: 6})
	x.Add(Key{1, 4}, Place{Game: 7}) // same hash, another length
	g := x.Groups()
	if len(g) != 1 || len(g[0]) != 5 || g[0][4].Game != 5 {
		t.Fatalf("groups = %v", g)
	}
}

// count is how many games of gs (with reports rs) the filter built from
// the given kind and values selects.
func count(t *testing.T, gs []*notation.Game, rs []*validate.Report, kind string, values ...string) int {
	t.Helper()
	var f Filter
	for _, v := range values {
		if err := f.Add(kind, v); err != nil {
			t.Fatalf("--%s %q: %v", kind, v, err)
		}
	}
	n := 0
	for i, g := range gs {
		if f.MatchTags(g) && f.Match(g, rs[i]) {
			n++
		}
	}
	return n
}

// TestFilterKinds counts each kind of test two ways: through the filter,
// and straight from the reports and tags.
func TestFilterKinds(t *testing.T) {
	gs, rs := generated(t, 120, generate.Options{Seed: 11, Handicap: true})
	where := func(pred func(g *notation.Game, r *validate.Report) bool) int {
		n := 0
		for i := range gs {
			if pred(gs[i], rs[i]) {
				n++
			}
		}
		return n
	}
	white := func(g *notation.Game) string { v, _ := g.Tag("White"); return v }
	name := white(gs[0])
	tests := []struct {
		kind   string
		values []string
		want   func(g *notation.Game, r *validate.Report) bool
	}{
		{KindTag, []string{"White=" + name}, func(g *notation.Game, _ *validate.Report) bool { return white(g) == name }},
		{KindTag, []string{"White=~^" + name[:2]}, func(g *notation.Game, _ *validate.Report) bool { return strings.HasPrefix(white(g), name[:2]) }},
		{KindTag, []string{"Annotator"}, func(*notation.Game, *validate.Report) bool { return false }},
		{KindPlayer, []string{name}, func(g *notation.Game, _ *validate.Report) bool {
			b, _ := g.Tag("Black")
			return strings.Contains(white(g), name) || strings.Contains(b, name)
		}},
		{KindResult, []string{"1-0", "½-½"}, func(_ *notation.Game, r *validate.Report) bool { return r.Result == "1-0" || r.Result == "1/2-1/2" }},
		{KindTermination, []string{"mate"}, func(_ *notation.Game, r *validate.Report) bool { return r.Termination == validate.TermCheckmate }},
		{KindTermination, []string{"famine"}, func(_ *notation.Game, r *validate.Report) bool {
			for _, a := range r.Awele {
				if a.Ending == awele.EndFamine {
					return true
				}
			}
			return false
		}},
		{KindVariant, []string{"awechec"}, func(_ *notation.Game, r *validate.Report) bool { return r.Variant == notation.Awechec }},
		{KindHandicap, []string{"white"}, func(g *notation.Game, _ *validate.Report) bool {
			h, _ := g.Tag("Handicap")
			return strings.HasPrefix(h, "Blancs")
		}},
		{KindHandicap, []string{"none"}, func(g *notation.Game, _ *validate.Report) bool { _, ok := g.Tag("Handicap"); return !ok }},
		{KindLanguage, []string{"fr"}, func(*notation.Game, *validate.Report) bool { return true }},
		{KindLanguage, []string{"en"}, func(*notation.Game, *validate.Report) bool { return false }},
		{KindRules, []string{"awechec"}, func(_ *notation.Game, r *validate.Report) bool { return len(r.Awele) > 0 }},
		{KindValid, []string{"yes"}, func(_ *notation.Game, r *validate.Report) bool { return r.Valid }},
		{KindPlies, []string{"..60"}, func(_ *notation.Game, r *validate.Report) bool { return len(r.Plies) <= 60 }},
		{KindPlies, []string{"10", "100..120"}, func(_ *notation.Game, r *validate.Report) bool {
			return len(r.Plies) == 10 || len(r.Plies) >= 100 && len(r.Plies) <= 120
		}},
		{KindAweleGames, []string{"3.."}, func(_ *notation.Game, r *validate.Report) bool { return len(r.Awele) >= 3 }},
		{KindNullMoves, []string{"0..5"}, func(_ *notation.Game, r *validate.Report) bool {
			n := 0
			for _, p := range r.Plies {
				if p.UCI == "0000" {
					n++
				}
			}
			return n <= 5
		}},
		{KindQueue, []string{"^WWW"}, func(_ *notation.Game, r *validate.Report) bool {
			for _, a := range r.Awele {
				if strings.HasPrefix(power.Letters(a.Queue), "WWW") {
					return true
				}
			}
			return false
		}},
		{KindFEN, []string{"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"}, func(_ *notation.Game, r *validate.Report) bool {
			return len(r.Plies) > 0 && r.Plies[0].UCI == "d2d4"
		}},
		{KindFEN, []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"}, func(*notation.Game, *validate.Report) bool { return true }},
		{KindMaterial, []string{"KQRRBBNNPPPPPPP:KQRRBBNNP8"}, func(_ *notation.Game, r *validate.Report) bool {
			// One white pawn taken while Black still has everything.
			for _, p := range r.Plies {
				pl, _, _ := strings.Cut(p.FEN(), " ")
				if strings.Count(pl, "P") == 7 && strings.Count(pl, "p") == 8 && countLetters(pl, "QRBN") == 7 && countLetters(pl, "qrbn") == 7 {
					return true
				}
			}
			return false
		}},
		{KindAweleBoard, []string{"4-4-4-4-4-4-4-4-4-4-4-4"}, func(_ *notation.Game, r *validate.Report) bool { return len(r.Awele) > 0 }},
	}
	for _, tt := range tests {
		t.Run(tt.kind+" "+strings.Join(tt.values, ","), func(t *testing.T) {
			got, want := count(t, gs, rs, tt.kind, tt.values...), where(tt.want)
			if got != want {
				t.Errorf("filter selects %d games, the reports say %d", got, want)
			}
		})
	}
}

func countLetters(s, set string) int {
	n := 0
	for _, c := range s {
		if strings.ContainsRune(set, c) {
			n++
		}
	}
	return n
}

func TestFilterCombination(t *testing.T) {
	gs, rs := generated(t, 80, generate.Options{Seed: 2})
	var f Filter
	for _, kv := range [][2]string{{KindResult, "1-0"}, {KindResult, "0-1"}, {KindPlies, "50.."}} {
		if err := f.Add(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	if f.Level() != Moves {
		t.Errorf("level %v, want Moves", f.Level())
	}
	n, want := 0, 0
	for i, g := range gs {
		if f.MatchTags(g) && f.Match(g, rs[i]) {
			n++
		}
		if (rs[i].Result == "1-0" || rs[i].Result == "0-1") && len(rs[i].Plies) >= 50 {
			want++
		}
	}
	if n != want || n == 0 {
		t.Errorf("combination selects %d games, want %d (> 0)", n, want)
	}
}

func TestFilterDatesOnHandMadeGames(t *testing.T) {
	var src strings.Builder
	for _, d := range []string{"2023.12.31", "2024.01.01", "2024.06.??", "2024.??.??", "????.??.??", "2025.01.01", ""} {
		if d != "" {
			src.WriteString(`[Date "` + d + `"]` + "\n")
		}
		src.WriteString("[Result \"*\"]\n\n*\n\n")
	}
	gs := readAll(t, src.String())
	rs := make([]*validate.Report, len(gs))
	tests := []struct {
		from, to string
		want     int
	}{
		{"2024.01.01", "2024.12.31", 3}, // 2024.01.01, 2024.06.??, 2024.??.??
		{"2024.07.01", "", 2},           // 2024.??.?? may be in July; 2025; not 2024.06
		{"", "2023.12.31", 1},           // only the known 2023 date
		{"2024.??.??", "2024.??.??", 3}, // the whole year
		{"2024.06.15", "2024.06.15", 2}, // 2024.06.?? and 2024.??.??
		{"1900", "2100.12.31", 5},       // every dated game, no unknown year
	}
	for _, tt := range tests {
		var f Filter
		if tt.from != "" {
			if err := f.Add(KindFrom, tt.from); err != nil {
				t.Fatal(err)
			}
		}
		if tt.to != "" {
			if err := f.Add(KindTo, tt.to); err != nil {
				t.Fatal(err)
			}
		}
		n := 0
		for i, g := range gs {
			if f.Match(g, rs[i]) {
				n++
			}
		}
		if n != tt.want {
			t.Errorf("--from %q --to %q: %d games, want %d", tt.from, tt.to, n, tt.want)
		}
	}
}

func TestFilterErrors(t *testing.T) {
	tests := []struct{ kind, value, want string }{
		{KindTag, "=x", "Name=value"},
		{KindTag, "White=~(", "not a valid regular expression"},
		{KindPlayer, "[", "not a valid regular expression"},
		{KindFrom, "2024.13.01", "YYYY.MM.DD"},
		{KindFrom, "????.01.01", "needs its year"},
		{KindResult, "2-0", "1-0, 0-1"},
		{KindTermination, "checkmated", "unknown termination"},
		{KindVariant, "frobnitz", "Awechec"},
		{KindHandicap, "B 3/2", "none, any"},
		{KindLanguage, "xx", "fr, en"},
		{KindRules, "nosuchrules", "nosuchrules"},
		{KindCode, "no-such-code", "no such diagnostic code"},
		{KindFEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w", "7 ranks"},
		{KindFEN, "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w", "covers 7 squares"},
		{KindFEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x", "want w or b"},
		{KindMaterial, "KQ", "colon"},
		{KindMaterial, "KQ:KX", "not a piece letter"},
		{KindMaterial, "D:KR", "one king"},
		{KindAweleBoard, "4-4-4", "12 holes"},
		{KindAweleBoard, "4-4-4-4-4-4-4-4-4-4-4-x", "not a number"},
		{KindQueue, "(", "regular expression"},
		{KindPlies, "5..2", "range"},
		{KindPlies, "-3", "range"},
		{KindNullMoves, "..", "range"},
		{"colour", "x", "unknown filter"},
	}
	for _, tt := range tests {
		var f Filter
		err := f.Add(tt.kind, tt.value)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s %q: error %v, want one saying %q", tt.kind, tt.value, err, tt.want)
		}
	}
}

func TestParseMaterialLetters(t *testing.T) {
	en, err := ParseMaterial("KQR2:KRP")
	if err != nil {
		t.Fatal(err)
	}
	fr, err := ParseMaterial("RDT2:RTP")
	if err != nil {
		t.Fatal(err)
	}
	if en != fr {
		t.Errorf("English %v and French %v differ", en, fr)
	}
	pos, err := movegen.FromFEN("3qk3/8/8/8/8/8/8/2QK1RR1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := MaterialOf(&pos); got != (Material{{1, 1, 2}, {1, 1}}) {
		t.Errorf("MaterialOf = %v", got)
	}
	// A pattern matches the position's pieces and side, whatever the
	// castling rights, en-passant square and clocks.
	for _, tt := range []struct {
		pattern string
		want    bool
	}{
		{"3qk3/8/8/8/8/8/8/2QK1RR1", true},
		{"3qk3/8/8/8/8/8/8/2QK1RR1 w KQ e3 7 40", true},
		{"3qk3/8/8/8/8/8/8/2QK1RR1 b", false},
		{"3qk3/8/8/8/8/8/8/2QKR3", false},
		{"3kq3/8/8/8/8/8/8/2QK1RR1", false},
	} {
		p, err := ParseFENPattern(tt.pattern)
		if err != nil {
			t.Fatalf("%s: %v", tt.pattern, err)
		}
		if got := p.Matches(&pos); got != tt.want {
			t.Errorf("%s matches: %v, want %v", tt.pattern, got, tt.want)
		}
	}
}

func TestCompareValues(t *testing.T) {
	sorted := []string{"1", "1.2", "1.10", "2", "10", "2024.01.05", "2024.01.10", "2024.??.??", "????.??.??", "a", "b10", "b9x", ""}
	for i := range sorted {
		for j := range sorted {
			want := cmp(i, j)
			if sorted[i] == "b10" && sorted[j] == "b9x" || sorted[i] == "b9x" && sorted[j] == "b10" {
				want = -want // 9 < 10 numerically: b9x comes first
			}
			if got := CompareValues(sorted[i], sorted[j]); got != want && !(strings.HasPrefix(sorted[i], "b") && strings.HasPrefix(sorted[j], "b")) {
				t.Errorf("CompareValues(%q, %q) = %d, want %d", sorted[i], sorted[j], got, want)
			}
		}
	}
	if CompareValues("b9x", "b10") != -1 {
		t.Errorf("b9x should come before b10")
	}
}

func TestFileName(t *testing.T) {
	for in, want := range map[string]string{
		"Championnat du club": "Championnat_du_club",
		"Dupont, Jean":        "Dupont_Jean",
		"../etc/passwd":       "etc_passwd",
		"":                    "none",
		"Aïcha":               "Aïcha",
		"?":                   "none",
	} {
		if got := FileName(in); got != want {
			t.Errorf("FileName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTreeCounts(t *testing.T) {
	gs, rs := generated(t, 60, generate.Options{Seed: 9})
	_ = gs
	var tr Tree
	first := map[Step]int{}
	for _, r := range rs {
		steps, ok := ChessLine(r, nil, 2)
		if !ok {
			t.Fatal("every game reaches the start")
		}
		tr.Add(steps, r.Result, GameInfo{})
		if len(steps) > 0 {
			first[steps[0]]++
		}
	}
	tr.Finish(1)
	if tr.Root.Games != 60 {
		t.Errorf("root has %d games, want 60", tr.Root.Games)
	}
	sum := 0
	for i, c := range tr.Root.Children {
		if c.Games != first[c.Step] {
			t.Errorf("%v: %d games, want %d", c.Step, c.Games, first[c.Step])
		}
		if i > 0 && c.Games > tr.Root.Children[i-1].Games {
			t.Errorf("moves not sorted by games")
		}
		if c.White+c.Draws+c.Black+c.Other != c.Games {
			t.Errorf("%v: results do not add up", c.Step)
		}
		sum += c.Games
	}
	if sum != len(first) && sum != 60 {
		t.Errorf("first moves cover %d games", sum)
	}
	// The Awélé opening: every generated game has one.
	var aw Tree
	for _, r := range rs {
		steps, ok := AweleLine(r, 1)
		if !ok || len(steps) != 1 || !strings.Contains("ABCDEF", steps[0].Move) {
			t.Fatalf("Awélé line %v %v: want one South hole", steps, ok)
		}
		aw.Add(steps, r.Result, GameInfo{})
	}
	if aw.Root.Games != 60 {
		t.Errorf("Awélé tree has %d games", aw.Root.Games)
	}
}

func TestKeyIllegalAndEmpty(t *testing.T) {
	gs := readAll(t, `[Result "*"]

1. e4 e5 2. Ke3 Nc6 *

[Result "*"]

1. e4 e5 2. Ke3 d6 3. a3 *

[Result "*"]

*

[Event "x"]

*
`)
	var ks []Key
	for _, g := range gs {
		ks = append(ks, GameKey(validate.Game(g, Moves.Options("")), 0))
	}
	if ks[0] == ks[1] {
		t.Errorf("games that differ after an illegal move share a key")
	}
	if !ks[2].Empty() || !ks[3].Empty() || ks[0].Empty() {
		t.Errorf("Empty: %v", ks)
	}
}

// TestKeyWithPlayers: with the players hashed in, the same moves are the
// same key when the alias file merges the two spellings of each name, and
// another key when another player, or the same players in the other
// colours, played them.
func TestKeyWithPlayers(t *testing.T) {
	a, err := ReadAliases(strings.NewReader("Carlsen, Magnus | Carlsen,Magnus\nDupont, Zoé | Dupont, Zoe\n"), "aliases.txt")
	if err != nil {
		t.Fatal(err)
	}
	k := Key{Hash: 12345, Moves: 40}
	base := k.WithPlayers("Carlsen, Magnus", "Dupont, Zoé", a)
	if base.Moves != 40 || base == k {
		t.Fatalf("WithPlayers = %+v from %+v", base, k)
	}
	tests := []struct {
		name, white, black string
		aliases            *Aliases
		same               bool
	}{
		{"the same names", "Carlsen, Magnus", "Dupont, Zoé", a, true},
		{"spellings the file merges", "Carlsen,Magnus", "Dupont, Zoe", a, true},
		{"spaces around a name", " Carlsen, Magnus ", "Dupont, Zoé", a, true},
		{"another player", "Carlsen, Magnus", "Durand, Luc", a, false},
		{"the colours swapped", "Dupont, Zoé", "Carlsen, Magnus", a, false},
		{"without the file, another spelling", "Carlsen,Magnus", "Dupont, Zoé", nil, false},
		{"without the file, the same names", "Carlsen, Magnus", "Dupont, Zoé", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := k.WithPlayers(tt.white, tt.black, tt.aliases)
			if (got == base) != tt.same {
				t.Errorf("WithPlayers(%q, %q) == WithPlayers(Carlsen, Magnus; Dupont, Zoé): %v, want %v", tt.white, tt.black, got == base, tt.same)
			}
		})
	}
}
