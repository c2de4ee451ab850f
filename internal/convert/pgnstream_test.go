package convert

import (
	"bytes"
	"io"
	"math/rand"
	"strings"
	"testing"
	"unicode"

	"github.com/awechec/awechec/internal/validate"
)

// BenchmarkReadPGN: the PGN reader on the export of the bench games
// (check and every command reading a .pgn file): split, parse, comment
// commands, letters.
func BenchmarkReadPGN(b *testing.B) {
	var pgn bytes.Buffer
	for _, g := range benchGames(b) {
		r := validate.Game(g, validate.Options{})
		if err := WritePGN(&pgn, FillColours(r), PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(pgn.Len()))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rd := NewPGNReader(bytes.NewReader(pgn.Bytes()), "bench.pgn")
		for {
			if _, err := rd.Next(); err == io.EOF {
				break
			} else if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// commentArgs splits a command's arguments as strings.Fields does, with
// any Unicode space, and places each at its bytes in the comment's text,
// after the spaces that precede it (not inside a space of several bytes
// whose last bytes the argument's first ones repeat).
func TestCommentArgsFields(t *testing.T) {
	texts := []string{
		"[%power 4 B]", " [%power\n4\tB ] ", "\u00a0[%awele Awele\u3000W3\u0085B2\v\f1. F a]\u2003",
		"[%awele \xe3\x80\x80\x80\x80\x80 x]", "[%awele \xff\xfe a\xc2]", "[%power]", "[%awele   ]",
	}
	rng := rand.New(rand.NewSource(1))
	pieces := []string{" ", "\t", "\n", "\u00a0", "\u3000", "\x80", "\xe3\x80", "a", "W3", "%20", "é"}
	for i := 0; i < 2000; i++ {
		var b strings.Builder
		b.WriteString(pieces[rng.Intn(4)] + "[%awele ")
		for k := rng.Intn(12); k > 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		b.WriteString("]" + pieces[rng.Intn(4)])
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		var c commandReader
		name := "awele"
		if strings.Contains(text, "power") {
			name = "power"
		}
		args, ok := c.commentArgs(text, name)
		body, at, okBody := commentCommand(text, name)
		if !ok || !okBody {
			t.Errorf("%q: not read as a command", text)
			continue
		}
		want := strings.Fields(body)
		if len(args) != len(want) {
			t.Errorf("%q: %d arguments, want %d (%q)", text, len(args), len(want), want)
			continue
		}
		last := at // only spaces between two arguments
		for k, a := range args {
			if a.text != want[k] || a.at < last || a.at+len(a.text) > len(text) || text[a.at:a.at+len(a.text)] != a.text ||
				strings.TrimLeftFunc(text[last:a.at], unicode.IsSpace) != "" {
				t.Errorf("%q: argument %d %q at %d, want %q at its bytes", text, k, a.text, a.at, want[k])
			}
			last = a.at + len(a.text)
		}
	}
}
