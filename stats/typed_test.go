package stats_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/awechec/awechec/grammar"
	"github.com/awechec/awechec/stats"
	"github.com/awechec/awechec/validate"
)

// A standalone Awélé record gives no powers: its captured seeds are counted
// as seeds, South's and North's (issue 10: they were counted as powers).
func TestAweleRecordSeedsNotPowers(t *testing.T) {
	src, err := os.ReadFile("../corpus/awele/abapa.agn")
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
