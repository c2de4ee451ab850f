package stats_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

// A standalone Awélé record gives no powers: its captured seeds are counted
// as seeds, South's and North's (issue 10: they were counted as powers).
func TestAweleRecordSeedsNotPowers(t *testing.T) {
	src, err := os.ReadFile("../../corpus/awele/abapa.agn")
	if err != nil {
		t.Fatal(err)
	}
	r := validate.Game(grammar.ParseGame(src, "abapa.agn", 1), validate.Options{})
	row := stats.FromReport("abapa.agn", r)
	if row.PowersW+row.PowersB != 0 {
		t.Errorf("powers %d+%d in an Awélé record", row.PowersW, row.PowersB)
	}
	if row.SeedsS != 10 || row.SeedsN != 26 {
		t.Errorf("seeds %d-%d, want the score 10-26", row.SeedsS, row.SeedsN)
	}
	s := stats.New()
	s.Add(row)
	if s.Seeds.South != 10 || s.Seeds.North != 26 {
		t.Errorf("summary seeds %+v", s.Seeds)
	}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "seeds") || strings.Contains(b.String(), "powers                                   36") {
		t.Errorf("text summary:\n%s", b.String())
	}
}

// The text summary writes French numbers the French way: 42,9 %, 0,57/partie,
// 2 389 octets (issue 10: French number formatting); English keeps 42.9%.
func TestWriteTextFrenchNumbers(t *testing.T) {
	src, err := os.ReadFile("../../corpus/seed000-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	s := stats.New()
	s.Add(stats.FromReport("a.agn", validate.Game(grammar.ParseGame(src, "a.agn", 1), validate.Options{})))
	s.Add(stats.FromReport("b.agn", validate.Game(grammar.ParseGame([]byte("[Variant \"Standard\"]\n\n1. e4 e5 *\n"), "b.agn", 1), validate.Options{})))
	s.Bytes = 2389
	for _, c := range []struct {
		l         i18n.Lang
		want, not []string
	}{
		{i18n.French, []string{"50,0\u00a0%", "0,50/partie", "2\u00a0389"}, []string{"50.0", "0.50", "2389"}},
		{i18n.English, []string{"50.0%", "0.50/game", "2389"}, []string{"50,0", "2\u00a0389"}},
	} {
		var b bytes.Buffer
		if err := s.WriteTextIn(&b, c.l); err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%v: no %q in\n%s", c.l, w, b.String())
			}
		}
		for _, w := range c.not {
			if strings.Contains(b.String(), w) {
				t.Errorf("%v: %q in\n%s", c.l, w, b.String())
			}
		}
	}
}
