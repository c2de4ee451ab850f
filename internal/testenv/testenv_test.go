package testenv

import (
	"runtime/debug"
	"testing"
)

func TestFewerCollections(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	for _, c := range []struct {
		gogc string
		want int
	}{
		{"", 400},   // GOGC unset: 400%
		{"50", 100}, // GOGC set: left as the runtime read it (here 100)
	} {
		t.Setenv("GOGC", c.gogc)
		debug.SetGCPercent(100)
		FewerCollections()
		if got := debug.SetGCPercent(100); got != c.want {
			t.Errorf("GOGC=%q: the collector at %d%%, want %d%%", c.gogc, got, c.want)
		}
	}
}
