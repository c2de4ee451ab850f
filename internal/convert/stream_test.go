package convert

import (
	"bytes"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
)

// wordsAGN writes g as WritePGN lays out its words, without turning them
// into PGN: build makes the words, layout fills them into lines.
func wordsAGN(g *notation.Game, opt Options) ([]byte, error) {
	p, err := newPrinter(withSectionKeywords(g), opt)
	if err != nil {
		return nil, err
	}
	p.tags()
	tags := len(p.out)
	p.build()
	p.resolve()
	out := p.layout(append([]byte(nil), p.out[:tags]...))
	p.release()
	return out, nil
}

// FuzzStreamLayout: WriteAGN writes each token straight out, laid out as
// it comes; the same game built into words and laid out afterwards (the
// PGN export's way) gives the same bytes, at every width, translated or
// not.
func FuzzStreamLayout(f *testing.F) {
	addSeeds(f, "../../corpus/*/*.agn")
	addSeeds(f, "testdata/fmt/*.agn")
	for seed := int64(1); seed <= 5; seed++ {
		f.Add([]byte(randomAwechecRecord(seed)))
	}
	f.Add([]byte("1. e4 ( 1. d4 (1. c4 %x\n) ) ( ) (( )) e5 {a\nlong é comment that goes on} ;x }\n2. Nf3 (3=B) ( Nc6 ) *"))
	f.Add([]byte("[Language \"fr\"]\n\nAwélé 1. A B(2) ( 1. C ) BB 3:B ... 24-24 Échecs (1=B) (\n%e\n) e4 $300 0!? 1-0 {after}"))
	f.Add([]byte("{" + string(bytes.Repeat([]byte("w"), 90)) + "} 1. e4 {x\ny} e5 {é\nàà} 2. Nf3 *"))
	f.Fuzz(func(t *testing.T, src []byte) {
		games, err := grammar.ReadAll(bytes.NewReader(src), "f.agn")
		if err != nil {
			return
		}
		for _, g := range games {
			if g.Diags.Errors() > 0 {
				continue
			}
			for _, opt := range []Options{{}, {Width: 1}, {Width: 24}, {Lang: notation.French}, {Lang: notation.German, Width: 50}} {
				if opt.Lang != "" && g.Lang == "" {
					continue
				}
				want, werr := wordsAGN(g, opt)
				var got bytes.Buffer
				gerr := WriteAGN(&got, g, opt)
				if (werr == nil) != (gerr == nil) {
					t.Fatalf("%+v: errors differ: %v, %v", opt, werr, gerr)
				}
				if !bytes.Equal(got.Bytes(), want) {
					t.Fatalf("%+v: written straight out:\n%s\nlaid out from words:\n%s", opt, got.Bytes(), want)
				}
			}
		}
	})
}
