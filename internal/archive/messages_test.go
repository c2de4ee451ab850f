package archive

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/validate"
)

// TestFilterErrorsInBothLanguages gives each kind of filter values it
// refuses and checks that the message is whole in English and in French:
// no broken format, the value quoted, French typography in French.
func TestFilterErrorsInBothLanguages(t *testing.T) {
	for _, c := range []struct{ kind, value string }{
		{KindTag, "=x"}, {KindTag, "White=~("}, {KindPlayer, "("}, {KindFrom, "x"}, {KindTo, "??"},
		{KindResult, "2-0"}, {KindTermination, "x"}, {KindVariant, "x"}, {KindHandicap, "x"},
		{KindLanguage, "x"}, {KindRules, "nonsense"}, {KindValid, "x"}, {KindCode, "x"},
		{KindFEN, "x"}, {KindFEN, "8/8 w"}, {KindFEN, "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR"},
		{KindFEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX"}, {KindFEN, "8/8/8/8/8/8/8/8 x"},
		{KindMaterial, "KQ"}, {KindMaterial, "KZ:K"}, {KindMaterial, "Q:K"}, {KindMaterial, "KP99:K"},
		{KindAweleBoard, "x"}, {KindAweleBoard, "4-4-4-4-4-4-4-4-4-4-4-x"}, {KindAweleBoard, "4-4-4-4-4-4-4-4-4-4-4-4-0-0-X"},
		{KindQueue, "("}, {KindQueue, "^WBN"}, {KindQueue, "^[WN]"}, {KindQueue, "^WX"}, {KindAweleGames, "x"}, {KindPlies, "3..1x"}, {KindNullMoves, "-1"}, {"nosuch", "x"},
	} {
		var f Filter
		err := f.Add(c.kind, c.value)
		if err == nil {
			t.Errorf("%s %q: no error", c.kind, c.value)
			continue
		}
		m := i18n.ErrorMsg(err)
		en, fr := m.In(i18n.English), m.In(i18n.French)
		for _, s := range []string{en, fr} {
			if strings.Contains(s, "%!") || s == "" {
				t.Errorf("%s %q: broken message %q", c.kind, c.value, s)
			}
		}
		if en == fr {
			t.Errorf("%s %q: the French message is the English one: %q", c.kind, c.value, en)
		}
		if strings.Contains(fr, " :") || strings.Contains(en, ": ") && !strings.Contains(fr, "\u00a0:") {
			t.Errorf("%s %q: French %q lacks the no-break space before its colon", c.kind, c.value, fr)
		}
	}
}

// TestQueueLetters: the queue of powers is written in English W and B or
// in French B and N; a pattern with another letter, or with W and N
// together, would silently match nothing, so it is refused; regexp syntax
// and (?i) are fine.
func TestQueueLetters(t *testing.T) {
	for _, ok := range []string{"^WWB", "^W+$", "B{3}", "(?i)^wb", "[WB]W", `^(WB|BW)\z`, ".", "^BBN", "N", "[BN]", "(?i)^bn"} {
		var f Filter
		if err := f.Add(KindQueue, ok); err != nil {
			t.Errorf("--queue %q: %v", ok, err)
		}
	}
	for _, bad := range []string{"^WX", "^[A-Z]", "^WN", "[WN]", "(?i)^wn"} {
		var f Filter
		err := f.Add(KindQueue, bad)
		if err == nil {
			t.Errorf("--queue %q: no error", bad)
			continue
		}
		if fr := i18n.ErrorMsg(err).In(i18n.French); !strings.Contains(fr, "Blancs") {
			t.Errorf("--queue %q: French message %q does not say W is White (Blancs)", bad, fr)
		}
	}
}

// TestParseDateDayFirst: dates as French archives write them, day first
// (15/06/2024, 15.06.2024, ??/06/2024), are read as the same day as
// 2024.06.15; PGN's order is unchanged.
func TestParseDateDayFirst(t *testing.T) {
	for _, c := range []struct {
		in     string
		lo, hi int
	}{
		{"2024.06.15", 20240615, 20240615},
		{"2024-06-15", 20240615, 20240615},
		{"15/06/2024", 20240615, 20240615},
		{"15.06.2024", 20240615, 20240615},
		{"5-6-2024", 20240605, 20240605},
		{"??/06/2024", 20240601, 20240631},
		{"??.??.2024", 20240101, 20241231},
		{"2024.??.??", 20240101, 20241231},
		{"2024", 20240101, 20241231},
	} {
		d, err := ParseDate(c.in)
		if err != nil || d.Lo != c.lo || d.Hi != c.hi {
			t.Errorf("ParseDate(%q) = %d..%d, %v; want %d..%d", c.in, d.Lo, d.Hi, err, c.lo, c.hi)
		}
	}
	for _, bad := range []string{"15/13/2024", "32/06/2024", "2024/06/2024"} {
		if _, err := ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q): no error", bad)
		}
	}
}

// TestQueueInTheRecordsLetters: a pattern is read in the power letters it
// is written in (W: English, N: French), and one with B alone in each
// record's own letters: ^BBB on a French record whose Awélé game gave
// White three powers first matched nothing before (B read as Black).
func TestQueueInTheRecordsLetters(t *testing.T) {
	for _, c := range []struct {
		src, name string
		want      map[string]int
	}{
		{seedFR, "fr", map[string]int{"^BBB": 1, "^BBBNN": 1, "^WWWBB": 1, "^BBBBB": 0, "^NNN": 0, "^B{3}N{2}B{4}": 1}},
		{seedEN, "en", map[string]int{"^BBB": 0, "^WWWBB": 1, "^BBBNN": 1, "^WWWBBWWWW": 1, "^NNN": 0}},
	} {
		gs := readAll(t, c.src)
		rs := []*validate.Report{validateFull(gs[0])}
		for q, want := range c.want {
			if got := count(t, gs, rs, KindQueue, q); got != want {
				t.Errorf("%s record, --queue %q: %d games, want %d", c.name, q, got, want)
			}
		}
	}
}

// TestTreeTextInTheUsersLanguage: tree writes its score as every output
// of the language writes a percentage (54,7 % in French; "63.2%" beside
// "54,7 %" before), under heads a player reads (the results 1-0, ½-½, 0-1
// and White's score, with a legend).
func TestTreeTextInTheUsersLanguage(t *testing.T) {
	gs := readAll(t, seedFR+"\n"+seedEN+"\n"+otherEN)
	var tr Tree
	for _, g := range gs {
		r := validateFull(g)
		steps, _ := ChessLine(r, nil, 1)
		tr.Add(steps, r.Result, InfoOf(g))
	}
	tr.Finish(1)
	for _, c := range []struct {
		l         i18n.Lang
		want, not []string
	}{
		{i18n.English, []string{"games  1-0  ½-½  0-1  White's score", "100.0%", "1-0, ½-½, 0-1: the games won by White"}, []string{"100,0"}},
		{i18n.French, []string{"parties  1-0  ½-½  0-1  score des Blancs", "100,0\u00a0%", "1-0, ½-½, 0-1\u00a0: parties gagnées par les Blancs"}, []string{"100.0", "0%\n"}},
	} {
		var b strings.Builder
		if err := tr.WriteTextIn(&b, "x", c.l); err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%v: no %q in\n%s", c.l, w, b.String())
			}
		}
		for _, n := range c.not {
			if strings.Contains(b.String(), n) {
				t.Errorf("%v: %q in\n%s", c.l, n, b.String())
			}
		}
	}
}
