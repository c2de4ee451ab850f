package convert_test

import (
	"bytes"
	"github.com/awechec/awechec/internal/testenv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// sortedTags gives a canonical AGN text with its tag lines sorted:
// pgn-extract writes the tags it knows (Variant among them) in its own
// order, by design.
func sortedTags(text string) string {
	head, body, _ := strings.Cut(text, "\n\n")
	tags := strings.Split(head, "\n")
	sort.Strings(tags)
	return strings.Join(tags, "\n") + "\n\n" + body
}

// TestPGNThroughPGNExtract: generated games exported as PGN, rewritten by
// pgn-extract (which rewraps comments, commands included, and pads them
// with spaces) and read back are the same games: valid, and with the same
// canonical AGN text, the order of the tags aside.
func TestPGNThroughPGNExtract(t *testing.T) {
	bin := testenv.Tool(t, "apt-get install pgn-extract", "pgn-extract", "/usr/games/pgn-extract")
	n := 300
	if testing.Short() {
		n = 60
	}
	configs := map[string]generate.Options{
		"en":          {Seed: 3, Lang: notation.English},
		"fr":          {Seed: 3, Lang: notation.French},
		"handicap":    {Seed: 3, Handicap: true},
		"synchronous": {Seed: 3, Variant: notation.Synchronous},
	}
	for name, opt := range configs {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var agn bytes.Buffer
			if err := generate.Write(&agn, opt, n, 0); err != nil {
				t.Fatal(err)
			}
			games, err := grammar.ReadAll(bytes.NewReader(agn.Bytes()), name)
			if err != nil {
				t.Fatal(err)
			}
			var pgn bytes.Buffer
			want := make([]string, len(games))
			for i, g := range games {
				r := validate.Game(g, validate.Options{})
				if err := convert.WritePGN(&pgn, convert.FillColours(r), convert.PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
					t.Fatal(err)
				}
				text, err := convert.FormatAGN(convert.FillColours(r), convert.Options{})
				if err != nil {
					t.Fatal(err)
				}
				want[i] = sortedTags(string(text))
			}
			dir := t.TempDir()
			in, out := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "out.pgn")
			if err := os.WriteFile(in, pgn.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, "--allownullmoves", "-s", "-o", out, in)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("pgn-extract: %v\n%s", err, msg)
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rd := convert.NewPGNReader(f, "out.pgn")
			i := 0
			for ; ; i++ {
				g, err := rd.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				if i >= len(want) {
					t.Fatalf("more games back than sent")
				}
				if r := validate.Game(g, validate.Options{}); !r.Valid {
					t.Errorf("game %d is not valid back: %v", i+1, r.Diags)
				}
				text, err := convert.FormatAGN(g, convert.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if got := sortedTags(string(text)); got != want[i] {
					t.Errorf("game %d through pgn-extract:\n%s\nwant\n%s", i+1, got, want[i])
				}
			}
			if i != len(want) {
				t.Errorf("%d games back of %d", i, len(want))
			}
		})
	}
}
