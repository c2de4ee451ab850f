package record

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

func TestFormatNames(t *testing.T) {
	for f := Auto; f <= OGN; f++ {
		g, ok := ParseFormat(f.String())
		if want := f != Auto; ok != want || ok && g != f {
			t.Errorf("ParseFormat(%q) = %v %v", f.String(), g, ok)
		}
	}
	for _, s := range []string{"", "AGN", "txt", "unknown"} {
		if f, ok := ParseFormat(s); ok {
			t.Errorf("ParseFormat(%q) = %v, want none", s, f)
		}
	}
	if s := Format(9).String(); s != "unknown" {
		t.Errorf("Format(9) = %q", s)
	}
}

// For: the commands' default (AGN) leaves .pgn and .ogn files to their own
// format; a format given on purpose applies to every file.
func TestFor(t *testing.T) {
	for _, tt := range []struct {
		from Format
		name string
		want Format
	}{
		{AGN, "a.agn", AGN},
		{AGN, "a.PGN", PGN},
		{AGN, "dir/a.ogn", OGN},
		{AGN, "", Auto},
		{AGN, "-", Auto},
		{AGN, "a.txt", AGN},
		{PGN, "a.agn", PGN},
		{PGN, "", PGN},
		{OGN, "a.pgn", OGN},
		{Auto, "a.pgn", PGN},
		{Auto, "", Auto},
	} {
		if got := tt.from.For(tt.name); got != tt.want {
			t.Errorf("%v.For(%q) = %v, want %v", tt.from, tt.name, got, tt.want)
		}
	}
	if !slices.Equal(PGN.Extensions(), []string{".pgn"}) || !slices.Equal(OGN.Extensions(), []string{".ogn"}) || !slices.Contains(AGN.Extensions(), ".pgn") {
		t.Errorf("extensions: %v %v %v", AGN.Extensions(), PGN.Extensions(), OGN.Extensions())
	}
}

// readAll reads every game of a file through Next, and through NextUnread
// then Parse.
func readAll(t *testing.T, src []byte, name string, f Format) (next, unread []*notation.Game, format Format) {
	t.Helper()
	for pass := 0; pass < 2; pass++ {
		r, err := Open(bytes.NewReader(src), name, f, Options{})
		if err != nil {
			t.Fatal(err)
		}
		format = r.Format()
		for {
			var g *notation.Game
			if pass == 0 {
				g, err = r.Next()
			} else {
				var u Unread
				u, err = r.NextUnread()
				if err == nil {
					if u.Text() != (format == AGN) {
						t.Fatalf("%s: Text() = %v in %v", name, u.Text(), format)
					}
					g = u.Parse(nil)
				}
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if pass == 0 {
				next = append(next, g)
			} else {
				unread = append(unread, g)
			}
		}
	}
	return next, unread, format
}

// canonical is a game as fmt writes it, with its diagnostics.
func canonical(t *testing.T, g *notation.Game) string {
	var b strings.Builder
	r := validate.Game(g, validate.Options{})
	for _, d := range r.Diags {
		b.WriteString(d.String() + "\n")
	}
	if g.Diags.Errors() == 0 {
		if err := convert.WriteAGN(&b, g, convert.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// Next and NextUnread then Parse give the same games, in every format;
// Auto finds the format of standard input from its content.
func TestReadersAgree(t *testing.T) {
	files, _ := filepath.Glob("../../corpus/*/*.agn")
	if len(files) == 0 {
		t.Fatal("no corpus")
	}
	seen := map[Format]int{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		texts := map[Format][]byte{AGN: src}
		for _, to := range []string{"pgn", "ogn"} {
			games, err := readGames(src, file)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			for _, g := range games {
				r := validate.Game(g, validate.Options{})
				if g.Diags.Errors() > 0 {
					continue
				}
				if to == "pgn" {
					convert.WritePGN(&b, convert.FillColours(r), convert.PGNOptions{Lang: r.Lang, Variant: &r.Variant})
				} else if len(r.Awele) > 0 && b.Len() == 0 {
					convert.WriteOGN(&b, r)
				}
			}
			if b.Len() > 0 {
				f, _ := ParseFormat(to)
				texts[f] = b.Bytes()
			}
		}
		for f, text := range texts {
			seen[f]++
			next, unread, got := readAll(t, text, "", Auto)
			if got != f {
				t.Errorf("%s as %v: detected %v", file, f, got)
			}
			if len(next) == 0 || len(next) != len(unread) {
				t.Fatalf("%s as %v: %d and %d games", file, f, len(next), len(unread))
			}
			for i := range next {
				if a, b := canonical(t, next[i]), canonical(t, unread[i]); a != b {
					t.Errorf("%s as %v, game %d: Next gives\n%s\nNextUnread\n%s", file, f, i+1, a, b)
				}
			}
		}
	}
	if seen[AGN] == 0 || seen[PGN] == 0 || seen[OGN] == 0 {
		t.Errorf("files read by format: %v", seen)
	}
}

func readGames(src []byte, file string) ([]*notation.Game, error) {
	r, err := Open(bytes.NewReader(src), file, AGN, Options{})
	if err != nil {
		return nil, err
	}
	var out []*notation.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
}

// An OGN file too large to read whole is refused by Open, naming it; a PGN
// file as large is read (it is read game by game).
func TestOpenTooLarge(t *testing.T) {
	_, err := Open(strings.NewReader("[South \"x\"]\n\n1. A a *\n"), "big.ogn", Auto, Options{MaxFileSize: 10})
	if err == nil || !strings.Contains(err.Error(), "big.ogn") {
		t.Errorf("OGN: err = %v", err)
	}
	next, _, f := readAll(t, []byte("[Event \"x\"]\n\n1. e4 *\n"), "big.pgn", Auto)
	if f != PGN || len(next) != 1 || len(next[0].Diags) != 0 {
		t.Errorf("PGN: read as %v, %d games", f, len(next))
	}
}
