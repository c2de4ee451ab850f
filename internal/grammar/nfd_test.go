package grammar

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/awechec/awechec/internal/notation"
)

// decomposed returns src with its accented letters in Unicode's
// decomposed form (NFD: é as e then U+0301), as a record typed on macOS
// often arrives. The sign ≠, which NFD decomposes too (= then U+0338), is
// kept: it is no accented word.
func decomposed(src []byte) []byte {
	return bytes.ReplaceAll(norm.NFD.Bytes(src), []byte("=\u0338"), []byte("≠"))
}

// TestNFDReadsAsNFC: every record of the corpus and of testdata, its
// accents decomposed (NFD), reads into the games its composed form reads
// into — the same elements, section keywords (Awélé, Échecs, in any case,
// with a colon), Language and Variant tag values (français, Awélé),
// languages, diagnostics — every element at the place of its token in the
// decomposed file, and the one-pass path building what the builder builds.
func TestNFDReadsAsNFC(t *testing.T) {
	var files []string
	for _, pat := range []string{"testdata/*.agn", "../../corpus/*.agn", "../../corpus/*/*.agn", "../../corpus/*/*/*.agn"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	keywords := 0
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		nfd := decomposed(src)
		if !utf8.Valid(src) || bytes.Equal(nfd, src) {
			continue
		}
		want, err := ReadAll(bytes.NewReader(src), "f")
		if err != nil {
			t.Fatal(err)
		}
		got, err := ReadAll(bytes.NewReader(nfd), "f")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d games in NFD, %d in NFC", name, len(got), len(want))
		}
		for i := range got {
			g, w := got[i], want[i]
			if a, b := nfdEssence(g), nfdEssence(w); a != b {
				t.Errorf("%s game %d, NFD:\n%s\nNFC:\n%s", name, i+1, a, b)
			}
			if err := nfdPlaces(nfd, src, g.Body, w.Body); err != nil {
				t.Errorf("%s game %d: %v", name, i+1, err)
			}
			checkSame(t, g.Source)
			keywords += countKeywords(g.Body)
		}
	}
	if keywords < 50 {
		t.Errorf("only %d accented section keywords read in NFD", keywords)
	}
}

// nfdEssence writes what a game means, its texts composed: elements,
// tags, language, diagnostics (code, severity, line).
func nfdEssence(g *notation.Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "lang %q %v %v\n", g.Lang, g.LangCandidates, g.LangFromTag)
	for _, t := range g.Tags {
		fmt.Fprintf(&b, "tag %s = %q\n", t.Name, t.Value)
	}
	fmt.Fprintf(&b, "%s\n%s %s\n", briefList(g.Body), g.Result.Text, briefList(g.Trailing))
	for _, d := range g.Diags {
		fmt.Fprintf(&b, "%s %s line %d\n", d.Severity, d.Code, d.Line)
	}
	return norm.NFC.String(b.String())
}

// nfdPlaces tells where an element of the decomposed file does not stand
// at its token: the token at its offset and length, composed, must be the
// token of the composed file's element.
func nfdPlaces(nfd, nfc []byte, got, want []notation.Element) error {
	for i := range got {
		g, w := &got[i], &want[i]
		if g.Pos.Offset+g.Len > len(nfd) || w.Pos.Offset+w.Len > len(nfc) {
			return fmt.Errorf("%s element past the end", g.Kind)
		}
		a := norm.NFC.Bytes(nfd[g.Pos.Offset : g.Pos.Offset+g.Len])
		if b := nfc[w.Pos.Offset : w.Pos.Offset+w.Len]; !bytes.Equal(a, b) {
			return fmt.Errorf("%s element at %d:%d marks %q, want %q", g.Kind, g.Pos.Line, g.Pos.Col, a, b)
		}
		if err := nfdPlaces(nfd, nfc, g.Children, w.Children); err != nil {
			return err
		}
	}
	return nil
}

// countKeywords counts the section keywords with an accent.
func countKeywords(els []notation.Element) int {
	n := 0
	for _, e := range els {
		if e.Kind == notation.SectionMark && !ascii(e.Text) {
			n++
		}
		n += countKeywords(e.Children)
	}
	return n
}

// TestNFDPasse: `passé` typed in NFD earns the hint the composed word
// earns (the null move is 0).
func TestNFDPasse(t *testing.T) {
	read := func(src string) string {
		gs, err := ReadAll(strings.NewReader(src), "f")
		if err != nil || len(gs) != 1 || len(gs[0].Diags) == 0 {
			t.Fatalf("%q: %v, %v", src, gs, err)
		}
		return norm.NFC.String(gs[0].Diags[0].Msg.String()) // quoted as written
	}
	if nfd, nfc := read("[Language \"fr\"]\n\nÉchecs 1. e4 passe\u0301 *\n"), read("[Language \"fr\"]\n\nÉchecs 1. e4 passé *\n"); nfd != nfc {
		t.Errorf("NFD passé: %q, want %q", nfd, nfc)
	}
}
