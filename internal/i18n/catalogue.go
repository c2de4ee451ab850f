package i18n

import (
	"errors"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"github.com/awechec/awechec/internal/lazyre"
)

// A catalogue gives each key its text in one language: a format string in
// the manner of fmt (with %[n]v to reorder arguments), or a Plural written
// as a string by P. Its texts are strings, not interfaces, so that a
// catalogue literal is data the linker lays out (keys and texts are
// constants), read into the map by a loop, not start-up code: an entry
// whose value is an interface is assigned by code of its own, and 2,144
// of them made the web page's WebAssembly start-up function 0.58 MB,
// which V8 compiled again with its optimising compiler at every load.
type catalogue map[Key]string

// Plural is a text whose words agree with numbers: each ${name} in Text
// is replaced by the singular or the plural of Var name, chosen by the
// language's plural rules (x/text plural.Selectf) for argument Arg.
type Plural struct {
	Text string
	Vars []Var
}

// Var is one word of a Plural: One for the singular, Other for the plural.
type Var struct {
	Name       string
	Arg        int // 1-based argument index
	One, Other string
}

// P makes a Plural, written as a catalogue text: a NUL, Text, then each
// Var's Name, Arg, One and Other, each after a NUL (catalogue texts have
// no NUL; TestNoNULInTexts checks it). lookup reads it back.
func P(text string, vars ...Var) string {
	b := []byte(pluralMark + text)
	for _, v := range vars {
		b = append(b, pluralMark+v.Name+pluralMark...)
		b = strconv.AppendInt(b, int64(v.Arg), 10)
		b = append(b, pluralMark+v.One+pluralMark+v.Other...)
	}
	return string(b)
}

// pluralMark begins a Plural written by P, and separates its parts.
const pluralMark = "\x00"

// lookup returns the text of k in language l: a string, a Plural, or nil
// when the catalogue has no text for k.
func lookup(l Lang, k Key) any {
	s, ok := catalogues[l][k]
	if !ok {
		return nil
	}
	rest, ok := strings.CutPrefix(s, pluralMark)
	if !ok {
		return s
	}
	parts := strings.Split(rest, pluralMark)
	p := Plural{Text: parts[0]}
	for i := 1; i+3 < len(parts); i += 4 {
		arg, _ := strconv.Atoi(parts[i+1]) // P wrote it
		p.Vars = append(p.Vars, Var{parts[i], arg, parts[i+2], parts[i+3]})
	}
	return p
}

// V makes a Var of a Plural.
func V(name string, arg int, one, other string) Var { return Var{name, arg, one, other} }

// catalogues holds the catalogue of each language.
var catalogues = map[Lang]catalogue{English: english, French: french}

// A part is a feature's entries of one language's catalogue, given to
// extend: a list, not a map, so that its keys and texts are data (a map
// literal of fewer than 26 entries is assigned entry by entry by start-up
// code).
type part []struct {
	key  Key
	text string
}

// extend adds the entries of part p to language l's catalogue. A file
// that keeps a feature's messages together (its keys and both languages'
// texts) calls it at package level, var _ = extend(French, part{...}), so
// that features written side by side do not all edit the two big
// catalogues. A key given twice panics at start; a bad entry panics when
// first worded, and fails TestCatalogueCompiles.
func extend(l Lang, p part) struct{} {
	base := catalogues[l]
	for _, e := range p {
		if _, dup := base[e.key]; dup {
			panic("i18n: key given twice: " + e.key.ID())
		}
		base[e.key] = e.text
	}
	return struct{}{}
}

// The catalogues are compiled into x/text's catalogue (built) one entry
// at a time, the first time each is worded (printer), not all at start:
// a run words a few dozen of the catalogues' 2,144 entries (1,072 keys
// in two languages), and compiling them all at start was most of the
// toolkit's start-up (9 ms natively, 0.35 to 0.6 s in the web page's
// WebAssembly, in each of its workers).
// TestCatalogueCompiles compiles every entry, so that a bad entry fails
// the tests as it failed the start before.
var (
	built    = catalog.NewBuilder(catalog.Fallback(language.English))
	printers = [2]*message.Printer{
		English: message.NewPrinter(English.Tag(), message.Catalog(built)),
		French:  message.NewPrinter(French.Tag(), message.Catalog(built)),
	}
	// compiled holds, by language, the keys already in built
	compiled [2]sync.Map // Key → struct{}
)

// printer returns the printer of language l, with k's text compiled into
// its catalogue. A bad entry panics when first worded.
func printer(l Lang, k Key) *message.Printer {
	if _, ok := compiled[l].Load(k); !ok {
		if err := compile(l, k); err != nil {
			panic("i18n: " + k.ID() + ": " + err.Error())
		}
		compiled[l].Store(k, struct{}{})
	}
	return printers[l]
}

// compile compiles the text of k in language l into built (a key the
// catalogue lacks stays out: the printer words its id, as x/text does).
func compile(l Lang, k Key) error {
	switch v := lookup(l, k).(type) {
	case nil:
		return nil
	case string:
		return built.SetString(l.Tag(), k.ID(), typeset(l, v))
	case Plural:
		var msgs []catalog.Message
		for _, w := range v.Vars {
			msgs = append(msgs, catalog.Var(w.Name, plural.Selectf(w.Arg, "", plural.One, typeset(l, w.One), plural.Other, typeset(l, w.Other))))
		}
		msgs = append(msgs, catalog.String(typeset(l, v.Text)))
		return built.Set(l.Tag(), k.ID(), msgs...)
	}
	return errors.New("bad catalogue entry")
}

// frenchSpaces puts a no-break space (U+00A0) where French typography
// wants one: before : ; ? ! and inside « ». The French catalogue is written
// with ordinary spaces and set here, so that no place is forgotten.
var frenchSpaces = strings.NewReplacer(
	" :", "\u00a0:", " ;", "\u00a0;", " ?", "\u00a0?", " !", "\u00a0!",
	"« ", "«\u00a0", " »", "\u00a0»",
)

// plainInteger matches an integer verb, %d or %[n]d.
var plainInteger = lazyre.New(`%(\[\d+\])?d`)

// typeset applies the typography of language l to a catalogue text.
// French numbers are grouped (1 234), English ones are not (a move number,
// a line or a bound reads 1234, as the records and the docs write them):
// the English catalogue's %d becomes %#d, x/text's plain integer.
func typeset(l Lang, s string) string {
	if l == French {
		return frenchSpaces.Replace(s)
	}
	return plainInteger().ReplaceAllString(s, "%#${1}d")
}

// Has reports whether language l's catalogue has key k.
func Has(l Lang, k Key) bool {
	_, ok := catalogues[l][k]
	return ok
}

// Source returns the catalogue text of k in language l, as written in the
// catalogue (a Plural's Text, words as ${name}), for tests and tools.
func Source(l Lang, k Key) (text string, words []string, ok bool) {
	switch v := lookup(l, k).(type) {
	case string:
		return v, nil, true
	case Plural:
		for _, w := range v.Vars {
			words = append(words, w.One, w.Other)
		}
		return v.Text, words, true
	}
	return "", nil, false
}
