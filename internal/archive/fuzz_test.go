package archive

import "testing"

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
