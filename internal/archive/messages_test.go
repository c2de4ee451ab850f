package archive

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
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
		{KindQueue, "("}, {KindQueue, "^BBN"}, {KindQueue, "^[BN]"}, {KindAweleGames, "x"}, {KindPlies, "3..1x"}, {KindNullMoves, "-1"}, {"nosuch", "x"},
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

// TestQueueLetters: the queue of powers is written W and B; a pattern with
// another letter (N, the French Noirs) would silently match nothing, so it
// is refused; W, B, regexp syntax and (?i) are fine.
func TestQueueLetters(t *testing.T) {
	for _, ok := range []string{"^WWB", "^W+$", "B{3}", "(?i)^wb", "[WB]W", `^(WB|BW)\z`, "."} {
		var f Filter
		if err := f.Add(KindQueue, ok); err != nil {
			t.Errorf("--queue %q: %v", ok, err)
		}
	}
	for _, bad := range []string{"^BBN", "N", "[BN]", "^WX", "^[A-Z]"} {
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
