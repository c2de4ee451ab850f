package convert_test

import (
	"io"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/validate"
)

// Writing every Awélé game of a record as OGN reads the record once, not
// once per Awélé game (200,000 null moves took 25 s): the elements read
// stay within twice the record's, whatever its number of Awélé games.
func TestOGNExportLinear(t *testing.T) {
	for i := 1; i <= 40; i++ {
		g := generate.Game(generate.Options{Seed: 3}, i)
		r := validate.Game(g, validate.Options{})
		if len(r.Awele) < 4 {
			continue
		}
		before := convert.CommentScans.Load()
		if err := convert.WriteOGN(io.Discard, r); err != nil {
			t.Fatal(err)
		}
		games := convert.NewOGNGames(r)
		for k := range r.Awele {
			if err := games.WriteGame(io.Discard, k); err != nil {
				t.Fatal(err)
			}
		}
		if n := convert.CommentScans.Load() - before; n > 2*int64(len(g.Body)) {
			t.Errorf("game %d: %d Awélé games, %d elements: %d read", i, len(r.Awele), len(g.Body), n)
		}
		return
	}
	t.Fatal("no generated game with 4 Awélé games")
}
