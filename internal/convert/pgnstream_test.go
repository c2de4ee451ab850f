package convert

import (
	"bytes"
	"io"
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/awechec/awechec/internal/notation"
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

// exportPower reads a power command as command does, the export's form
// and its near misses alike: the same token when it reads one, and only
// commands that command reads into one power token; every command the
// export writes (powerCommand) it reads.
func TestExportPowerAsCommand(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 999999} {
		for _, c := range []byte{0, 'W', 'B', 'N'} {
			text := powerCommand(n, c)
			el := notation.Element{Kind: notation.Comment, Text: text[1 : len(text)-1]}
			if ok := exportPower(&el); !ok || el.Kind != notation.Power || el.Number != n || el.Colour != c {
				t.Errorf("%s: read %v %d %q", text, ok, el.Number, el.Colour)
			}
		}
	}
	texts := []string{
		"[%power 4 B]", "[%power 4]", "[%power 0 W]", "[%power 007 n]", "[%power 123456 b]", "[%power 1234567 B]",
		"[%power 4 BB]", "[%power 4  B]", "[%power  4 B]", "[%power 4 B ]", " [%power 4 B]", "[%power 4 B]]",
		"[%power 4 1]", "[%power 4 é]", "[%power -4 B]", "[%power x B]", "[%power ]", "[%power]", "[%powers 4 B]",
		"[%power 4\tB]", "[%power 4 B] x", "[%power 4 \xff]", "[%power 4 B][%power 5 W]", "[%power 99999999999999999999 B]",
	}
	rng := rand.New(rand.NewSource(2))
	pieces := []string{" ", "  ", "\t", "\n", "4", "12", "0", "B", "W", "n", "é", "]", "[", "%", "x", "-"}
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		b.WriteString("[%power")
		for k := rng.Intn(6); k > 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		b.WriteString("]")
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		e := notation.Element{Kind: notation.Comment, Text: text, Pos: notation.Pos{Line: 3, Col: 5, Offset: 40}, Len: len(text) + 2}
		got := e
		ok := exportPower(&got)
		if !ok && !reflect.DeepEqual(got, e) {
			t.Errorf("%q: not read, yet changed: %+v", text, got)
		}
		g := &notation.Game{}
		c := commandReader{g: g, file: "f.pgn"}
		repl, isCommand := c.command(&e, notation.ChessSection)
		want := len(repl) == 1 && repl[0].Kind == notation.Power && repl[0].Pos == e.Pos && repl[0].Len == e.Len && len(g.Diags) == 0
		if ok && (!isCommand || !want || !reflect.DeepEqual(got, repl[0])) {
			t.Errorf("%q: exportPower reads %+v, command %+v", text, got, repl)
		}
	}
}

// plainArgs takes an [%awele] command's arguments as they stand only when
// they are its fields joined by one space each, a byte for a byte (a line
// break for a space): each byte of the AGN text then stands where it is
// written, as command places it; the export's commands are so.
func TestPlainArgs(t *testing.T) {
	bodies := []string{" Awele 1. C e\n2. B a Chess", " a", "  a", " a ", "a b", " a\tb", " a\n\nb", " a%20b", " é", " a\u00a0b", "", " "}
	rng := rand.New(rand.NewSource(3))
	pieces := []string{" ", "\n", "\t", "\r", "  ", "a", "1.", "C(2)", "%7B", "é", "\u3000", "\x85"}
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		b.WriteString(pieces[rng.Intn(2)])
		for k := rng.Intn(8); k > 0; k-- {
			b.WriteString(pieces[4+rng.Intn(len(pieces)-4)])
			if rng.Intn(4) > 0 {
				b.WriteString(pieces[rng.Intn(len(pieces))])
			}
		}
		bodies = append(bodies, b.String())
	}
	plain := 0
	for _, body := range bodies {
		args, ok := plainArgs(body)
		if !ok {
			continue
		}
		plain++
		joined := strings.Join(strings.Fields(body), " ")
		spaced := strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) {
				return ' '
			}
			return r
		}, args)
		if strings.Contains(body, "%") || !strings.HasSuffix(body, args) || spaced != joined {
			t.Errorf("%q: plain arguments %q, fields %q", body, args, joined)
		}
	}
	if plain < 50 {
		t.Errorf("%d plain bodies, want more", plain)
	}
	if _, ok := plainArgs(bodies[0]); !ok {
		t.Errorf("the export's command is not plain: %q", bodies[0])
	}
}
