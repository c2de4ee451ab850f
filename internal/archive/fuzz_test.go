package archive

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
)

// FuzzScanTags checks that the quick tag scan never disagrees with the
// reader: when it reads a game's tags, they are the reader's.
func FuzzScanTags(f *testing.F) {
	for _, s := range []string{seedFR, seedEN, otherEN, "[White \"a\\\"b\"]\n*", "[A \"\u00a0\"] *", "[ A \"x\" ] [B \"y\"]\n1. e4 *", "[A\"x\"]", "{c}[A \"x\"] *",
		// Records as typed: the reader reads these, ScanTags leaves them to it.
		"[Result \"½-½\"] ½-½", "[Event \"caf\xe9\"] *", "[White “Dupont”] *", "[White\u00a0\"x\"] *", "[Black « Noir »] *", "[Date \"2024.01.01\"]\n1. e4 e5 ½-½"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		rd := grammar.NewReader(strings.NewReader(src), "f")
		for n := 0; n < 50; n++ {
			c, err := rd.NextChunk()
			if err != nil {
				return
			}
			tags, ok := ScanTags(c.Src)
			if !ok {
				continue
			}
			g := c.Parse()
			if len(g.Tags) != len(tags) {
				t.Fatalf("%q: scan %v, reader %v", c.Src, tags, g.Tags)
			}
			for i := range tags {
				if tags[i].Name != g.Tags[i].Name || tags[i].Value != g.Tags[i].Value {
					t.Fatalf("%q: scan %v, reader %v", c.Src, tags, g.Tags)
				}
			}
		}
	})
}

// FuzzFilterValues feeds any value to every kind of filter: an error or a
// test, never a panic.
func FuzzFilterValues(f *testing.F) {
	for _, s := range []string{"White=~^A", "2024.??.??", "KQ:KR", "RD2:RT", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "3..", "..", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "Blancs 3/2", "abapa,grand-slam=forbidden"} {
		f.Add(s)
	}
	kinds := []string{KindTag, KindPlayer, KindFrom, KindTo, KindResult, KindTermination, KindVariant, KindHandicap,
		KindLanguage, KindRules, KindValid, KindCode, KindFEN, KindMaterial, KindAweleBoard, KindQueue, KindAweleGames, KindPlies, KindNullMoves}
	games := readAll(f, seedFR+"\n"+seedEN)
	f.Fuzz(func(t *testing.T, v string) {
		for _, k := range kinds {
			var fl Filter
			if fl.Add(k, v) != nil {
				continue
			}
			for _, g := range games {
				r := validateFull(g)
				fl.Match(g, r)
			}
		}
		CompareValues(v, "2024.01.01")
		FileName(v)
	})
}
