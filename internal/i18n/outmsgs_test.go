package i18n

import (
	"testing"
	"time"
)

// TestDurationAsRead: a duration is written as a person reads it in the
// language, the unit apart from the number ("25ms", Go's form, before).
func TestDurationAsRead(t *testing.T) {
	for _, c := range []struct {
		d      time.Duration
		en, fr string
	}{
		{25 * time.Millisecond, "25 ms", "25\u00a0ms"},
		{25*time.Millisecond + 600*time.Microsecond, "26 ms", "26\u00a0ms"},
		{1234 * time.Millisecond, "1.2 s", "1,2\u00a0s"},
		{400 * time.Microsecond, "400 µs", "400\u00a0µs"},
		{30 * time.Second, "30 s", "30\u00a0s"},
		{2*time.Second + 30*time.Millisecond, "2 s", "2\u00a0s"},
		{59*time.Second + 980*time.Millisecond, "1 min 0 s", "1\u00a0min 0\u00a0s"},
		{125 * time.Second, "2 min 5 s", "2\u00a0min 5\u00a0s"},
	} {
		if got := Duration(c.d).In(English); got != c.en {
			t.Errorf("%v in English: %q, want %q", c.d, got, c.en)
		}
		if got := Duration(c.d).In(French); got != c.fr {
			t.Errorf("%v in French: %q, want %q", c.d, got, c.fr)
		}
	}
}

// TestRateGroupedAsCounts: a rate of games a second is grouped as the
// count beside it is (French 12 345; English counts are not grouped), with
// a decimal under 10.
func TestRateGroupedAsCounts(t *testing.T) {
	for _, c := range []struct {
		r      float64
		en, fr string
	}{
		{12345.4, "12345", "12\u00a0345"},
		{0.25, "0.2", "0,2"},
		{10, "10", "10"},
	} {
		if got := Rate(c.r).In(English); got != c.en {
			t.Errorf("%v in English: %q, want %q", c.r, got, c.en)
		}
		if got := Rate(c.r).In(French); got != c.fr {
			t.Errorf("%v in French: %q, want %q", c.r, got, c.fr)
		}
	}
}
