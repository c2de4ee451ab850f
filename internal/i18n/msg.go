package i18n

import (
	"slices"
	"strings"
	"sync"
)

// Key names one message of the catalogues: its stable name, e.g.
// "validate.null-in-check". Keys are declared only in this package, as
// constants (keys.go); every key has a text in every language (a test
// checks it). Being constants, the keys and the catalogues' texts are
// data the linker lays out, not start-up code: written as variables
// (key("..."), a map literal of variables), they were built at start by
// one function of 0.96 MB of WebAssembly, run once, which the web page's
// V8 compiled again with its optimising compiler (1.9 s of a load's
// 3.4 s of it).
type Key string

// ID returns the key's stable name, e.g. "validate.null-in-check".
func (k Key) ID() string { return string(k) }

// IsZero reports whether k names no message.
func (k Key) IsZero() bool { return k == "" }

// Keys returns every key of the catalogues, sorted by name.
func Keys() []Key {
	seen := map[Key]bool{}
	var all []Key
	for _, c := range catalogues {
		for k := range c {
			if !seen[k] {
				seen[k] = true
				all = append(all, k)
			}
		}
	}
	slices.Sort(all)
	return all
}

// Msg is a message not yet worded: a key, its arguments, and the messages
// that follow it (Then). Arguments of type Msg or Key are worded in the
// language of the whole; other arguments are formatted as fmt does, with
// the language's number format.
type Msg struct {
	key  Key
	args []any
	then []Msg
}

// Worded is an argument worded in the language of the message that holds
// it, as a Msg argument is (diag.Diagnostic.Quoted: a message with its
// control characters made visible).
type Worded interface{ In(Lang) string }

// M makes a message from a key and its arguments.
func M(k Key, args ...any) Msg { return Msg{key: k, args: args} }

// Key returns the message's key.
func (m Msg) Key() Key { return m.key }

// Args returns the message's arguments.
func (m Msg) Args() []any { return m.args }

// Parts returns the messages that follow the first one.
func (m Msg) Parts() []Msg { return m.then }

// IsZero reports whether m holds no message.
func (m Msg) IsZero() bool { return m.key.IsZero() && len(m.then) == 0 }

// Then returns m followed by more, worded one after the other with
// nothing between them (each follower carries its own separator, as
// "; write (4=N)" does).
func (m Msg) Then(more ...Msg) Msg {
	if m.IsZero() && len(more) == 1 {
		return more[0]
	}
	then := make([]Msg, 0, len(m.then)+len(more))
	then = append(then, m.then...)
	then = append(then, more...)
	m.then = then
	return m
}

// In words the message in language l.
func (m Msg) In(l Lang) string {
	var b strings.Builder
	m.write(&b, l)
	return b.String()
}

// String words the message in English, the language of Go's own errors;
// In words it in the user's language.
func (m Msg) String() string { return m.In(English) }

// plain caches the texts of keys without arguments (side, colour and
// language names, most hints), which messages use as arguments again and
// again.
var plain sync.Map // plainKey → string

type plainKey struct {
	l Lang
	k Key
}

func (m Msg) write(b *strings.Builder, l Lang) {
	if !m.key.IsZero() && len(m.args) == 0 {
		pk := plainKey{l, m.key}
		s, ok := plain.Load(pk)
		if !ok {
			s, _ = plain.LoadOrStore(pk, printer(l, m.key).Sprintf(m.key.ID()))
		}
		b.WriteString(s.(string))
	} else if !m.key.IsZero() {
		args := m.args
		for i, a := range args {
			var w string
			switch v := a.(type) {
			case Msg:
				w = v.In(l)
			case Key:
				w = M(v).In(l)
			case Worded:
				w = v.In(l)
			default:
				continue
			}
			if &args[0] == &m.args[0] {
				args = append([]any(nil), m.args...)
			}
			args[i] = w
		}
		b.WriteString(printer(l, m.key).Sprintf(m.key.ID(), args...))
	}
	for _, t := range m.then {
		t.write(b, l)
	}
}

// T words a key without arguments in language l.
func T(l Lang, k Key, args ...any) string { return M(k, args...).In(l) }

// List joins messages as a sentence lists them: "a, b and c".
func List(items []Msg) Msg {
	switch len(items) {
	case 0:
		return M(Empty)
	case 1:
		return items[0]
	}
	m := M(ListAnd, items[len(items)-2], items[len(items)-1])
	for i := len(items) - 3; i >= 0; i-- {
		m = M(ListComma, items[i], m)
	}
	return m
}

// LanguageName names a language of the game records by its code ("fr",
// "en", "de", "es", "it", "nl"): French / français.
func LanguageName(code string) Key {
	switch code {
	case "fr":
		return LangFrench
	case "de":
		return LangGerman
	case "es":
		return LangSpanish
	case "it":
		return LangItalian
	case "nl":
		return LangDutch
	}
	return LangEnglish
}

// LanguageA names a language as the kind of a letter: "a French" (piece
// letter) / (lettre de pièce en) français.
func LanguageA(code string) Key {
	switch code {
	case "fr":
		return LangAFrench
	case "de":
		return LangAGerman
	case "es":
		return LangASpanish
	case "it":
		return LangAItalian
	case "nl":
		return LangADutch
	}
	return LangAEnglish
}

// neutral lists the keys whose text is the same in every language: a
// foreign error's own text, punctuation, words French and English share.
var neutral = map[Key]bool{
	Verbatim: true, ListComma: true, Empty: true, VLetterList: true,
	SevNote: true, TermFamine: true,
	RSideColour: true, RPageDiags: true, REndingFamine: true, RTermFamine: true,
	RTagDate: true, RTagHandicap: true, RTagSource: true,
	SCount:        true, // %d: grouped in French (1 234) by the printer, not in English
	RecordHorizon: true,
}

// Neutral reports whether k's text may be the same in every language.
func Neutral(k Key) bool { return neutral[k] }

// Keys returns the keys of m, of the messages among its arguments and of
// the messages that follow it, depth first.
func (m Msg) Keys() []Key {
	var out []Key
	var walk func(m Msg)
	walk = func(m Msg) {
		if !m.key.IsZero() {
			out = append(out, m.key)
		}
		for _, a := range m.args {
			switch v := a.(type) {
			case Msg:
				walk(v)
			case Key:
				out = append(out, v)
			}
		}
		for _, t := range m.then {
			walk(t)
		}
	}
	walk(m)
	return out
}

// Format returns the text of k in language l as a format for fmt, with
// the language's typography ("" for a Plural): for code that formats
// many texts itself, as the render package's pictures do.
func Format(l Lang, k Key) string {
	if v, ok := lookup(l, k).(string); ok {
		return typeset(l, v)
	}
	return ""
}

// Size words a byte count as people read it: 1 MiB, 512 KiB, 100 B.
func Size(n int) Msg {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return M(GSizeGiB, n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return M(GSizeMiB, n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return M(GSizeKiB, n>>10)
	}
	return M(GSizeBytes, n)
}
