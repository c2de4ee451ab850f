// Package diag holds the diagnostics that every stage of awechec reports:
// a severity, a stable code that scripts can match, a position in a file,
// and a message for a person. It renders them in compiler style with the
// source line and a caret under the offending token.
//
// A diagnostic's message is an i18n.Msg, a catalogue key with its
// arguments, worded when it is shown: the same diagnostic renders in
// French or in English (StringIn, RenderIn); the plain forms (String,
// Message, Render) are English. The code
// never changes with the language.
package diag

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/i18n"
)

// Severity says how bad a diagnostic is.
type Severity uint8

// Severities, most severe first.
const (
	Error Severity = iota
	Warning
	Note
)

// Word names the severity in language l: "error" or "erreur"...
func (s Severity) Word(l i18n.Lang) string {
	switch s {
	case Error:
		return i18n.T(l, i18n.SevError)
	case Warning:
		return i18n.T(l, i18n.SevWarning)
	default:
		return i18n.T(l, i18n.SevNote)
	}
}

// String returns "error", "warning" or "note": the stable English name
// that JSON output and scripts use.
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	default:
		return "note"
	}
}

// MarshalText writes the severity as its name, for JSON output.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Diagnostic is one defect found in a game record.
type Diagnostic struct {
	Severity Severity
	Code     string // stable code, one of the constants of this package
	File     string // file name as given by the user; "" for standard input
	Line     int    // 1-based line; 0 when the defect has no place
	Col      int    // 1-based column in bytes of the line
	Len      int    // length in bytes of the offending token, for the caret; 0 means 1
	// Msg is the message, worded in a language when shown (Message,
	// MessageIn). It is made from a catalogue key: no free text.
	Msg i18n.Msg

	// Game is the 1-based index of the game within its file, 0 if unknown.
	Game int
	// Ply is the 1-based index of the chess half-move in the game's chess
	// sequence (null moves included), 0 when the defect is not a chess one.
	Ply int
	// AweleGame is the 1-based index of the Awélé game within the record and
	// AwelePly the 1-based index of the move within that Awélé game; both 0
	// when the defect is not an Awélé one.
	AweleGame int
	AwelePly  int

	// Fix is the replacement the message names, when it names exactly
	// one and it cannot be a consequence of an earlier error (awechec
	// fix applies it); nil otherwise.
	Fix *Fix
}

// Error makes a Diagnostic usable as an error; it is the one-line form.
func (d Diagnostic) Error() string { return d.String() }

// Message words the message in English (MessageIn words it in the
// user's language).
func (d Diagnostic) Message() string { return d.MessageIn(i18n.English) }

// MessageIn words the message in language l, its control characters made
// visible (Visible): a token quoted from the record may hold an ESC. A
// text it quotes longer than MaxQuoted characters (a 900 KB tag value) is
// shortened around "…".
func (d Diagnostic) MessageIn(l i18n.Lang) string { return Visible(d.Msg.Clipped(MaxQuoted).In(l)) }

// MaxQuoted is the most characters of a text a message quotes whole.
const MaxQuoted = 120

// Quoted is the message as an argument of another message (a game
// skipped because of it), worded in that message's language with its
// control characters made visible, as MessageIn words it.
func (d Diagnostic) Quoted() i18n.Worded { return quotedMsg(d.Msg) }

// quotedMsg is a message worded by Visible.
type quotedMsg i18n.Msg

func (m quotedMsg) In(l i18n.Lang) string { return Visible(i18n.Msg(m).Clipped(MaxQuoted).In(l)) }

// String writes the one-line form "file:line:col: severity[code]: message"
// in English (StringIn words it in the user's language).
func (d Diagnostic) String() string { return d.StringIn(i18n.English) }

// StringIn writes the one-line form in language l: the severity word and
// the message are translated, the code is not ("erreur[power-mismatch]").
func (d Diagnostic) StringIn(l i18n.Lang) string {
	var b strings.Builder
	b.WriteString(Visible(d.Where()))
	fmt.Fprintf(&b, ": %s[%s]: %s", d.Severity.Word(l), d.Code, d.MessageIn(l))
	return b.String()
}

// Where writes "file:line:col", leaving out the parts that are unknown.
func (d Diagnostic) Where() string {
	file := d.File
	if file == "" {
		file = "<stdin>"
	}
	switch {
	case d.Line <= 0:
		return file
	case d.Col <= 0:
		return fmt.Sprintf("%s:%d", file, d.Line)
	default:
		return fmt.Sprintf("%s:%d:%d", file, d.Line, d.Col)
	}
}

// List is the diagnostics of one game or one file, in the manner of
// go/scanner's ErrorList.
type List []Diagnostic

// Add appends a diagnostic.
func (l *List) Add(d Diagnostic) { *l = append(*l, d) }

// Sort orders the list by line, column, then severity, keeping the order of
// equal entries.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Severity < b.Severity
	})
}

// Errors counts the diagnostics of severity Error.
func (l List) Errors() int { return l.count(Error) }

// Warnings counts the diagnostics of severity Warning.
func (l List) Warnings() int { return l.count(Warning) }

func (l List) count(s Severity) int {
	n := 0
	for _, d := range l {
		if d.Severity == s {
			n++
		}
	}
	return n
}

// Render writes d in compiler style: the one-line form, then the source
// line with its line number and a caret under the offending token. src is
// the text of line d.Line without its line ending ("" when unknown: then
// only the one-line form is written). Tabs are kept so that the caret
// lines up under them.
func Render(w io.Writer, d Diagnostic, src string) error {
	return RenderIn(w, d, src, i18n.English)
}

// RenderIn is Render with the one-line form in language l.
func RenderIn(w io.Writer, d Diagnostic, src string, l i18n.Lang) error {
	if _, err := fmt.Fprintln(w, d.StringIn(l)); err != nil {
		return err
	}
	if d.Line <= 0 || src == "" {
		return nil
	}
	num := fmt.Sprint(d.Line)
	pad := strings.Repeat(" ", len(num))
	col := d.Col
	if col <= 0 {
		col = 1
	}
	src, col, length := window(src, col, d.Len)
	if _, err := fmt.Fprintf(w, " %s | %s\n", num, Visible(src)); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, " %s | %s\n", pad, caret(src, col, length))
	return err
}

// maxShown is the longest source line Render shows whole; a longer one is
// cut to a window around the column, with … marking what is left out.
const maxShown = 120

// window cuts a long line to about maxShown bytes around col, on character
// boundaries, and returns the cut line with the column and token length
// moved to match.
func window(src string, col, length int) (string, int, int) {
	if len(src) <= maxShown {
		return src, col, length
	}
	start := col - 1 - maxShown/3
	if start > len(src)-maxShown {
		// A column past the end of the line: show the line's end.
		start = len(src) - maxShown
	}
	if start < 0 {
		start = 0
	}
	for start > 0 && !utf8.RuneStart(src[start]) {
		start--
	}
	end := start + maxShown
	if end >= len(src) {
		end = len(src)
	}
	for end < len(src) && !utf8.RuneStart(src[end]) {
		end++
	}
	if length > end-(col-1) {
		length = end - (col - 1)
	}
	out, shift := src[start:end], start
	if start > 0 {
		out = "…" + out
		shift -= len("…")
	}
	if end < len(src) {
		out += "…"
	}
	return out, col - shift, length
}

// caret builds the marker line: spaces (tabs where the source has tabs) up
// to the column, then one ^ per character of the token. A combining mark
// (the accent of an é typed in Unicode NFD, e then U+0301) takes no
// place of its own on a terminal: it counts for nothing.
func caret(src string, col, length int) string {
	start := col - 1
	if start > len(src) {
		start = len(src)
	}
	var b strings.Builder
	for _, r := range src[:start] {
		switch {
		case r == '\t':
			b.WriteByte('\t')
		case r >= 0x300 && unicode.Is(unicode.Mn, r):
		default:
			b.WriteByte(' ')
		}
	}
	end := start + length
	if length <= 0 || end > len(src) {
		end = start
	}
	n := 0
	for _, r := range src[start:end] {
		if r < 0x300 || !unicode.Is(unicode.Mn, r) {
			n++
		}
	}
	if n < 1 {
		n = 1
	}
	b.WriteString(strings.Repeat("^", n))
	return b.String()
}

// Visible shows the control characters of s as visible characters, so
// that text quoted from a record (a token in a message, the source line)
// never disturbs a terminal and still says what was there: a C0 control
// character is shown as its Unicode control picture (ESC as ␛, NUL as ␀),
// DEL as ␡, and a C1 control character or invalid UTF-8 as U+FFFD. Tab is
// kept: the caret line lines up under it. Each character shown takes one
// place, as the one it stands for.
func Visible(s string) string {
	ok := true
	for _, r := range s {
		if hidden(r) {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			b.WriteRune('\uFFFD')
		case r < 0x20:
			b.WriteRune(0x2400 + r)
		case r == 0x7f:
			b.WriteRune('\u2421')
		case r >= 0x80 && r < 0xa0:
			b.WriteRune('\uFFFD')
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// VisibleLines is Visible line by line, for a text of several lines (an
// error and its hint): its line breaks are kept.
func VisibleLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = Visible(l)
	}
	return strings.Join(lines, "\n")
}

// hidden tells whether Visible replaces r: a control character other than
// tab, or invalid UTF-8 (which decodes as U+FFFD, kept as it is).
func hidden(r rune) bool {
	return r == utf8.RuneError || (r < 0x20 && r != '\t') || (r >= 0x7f && r < 0xa0)
}

// LineOf returns line n (1-based) of src without its line ending, or "" when
// src has fewer lines. It scans src: to quote many lines of one text, find
// its lines once with NewLines.
func LineOf(src []byte, n int) string { return NewLines(src).Line(n) }

// Lines is a text with the offsets at which its lines start, found in one
// pass: line n is then had without scanning again, so that quoting the N
// diagnostics of a game of L bytes costs O(L + N), not O(N × L), and no
// line is copied (a game of one 1 MB line copied it for each diagnostic).
type Lines struct {
	text   string
	starts []int
}

// NewLines finds the lines of src (one copy of src, one pass).
func NewLines(src []byte) Lines {
	text := string(src)
	starts := make([]int, 1, 1+bytes.Count(src, []byte{'\n'}))
	for i := 0; ; {
		k := strings.IndexByte(text[i:], '\n')
		if k < 0 {
			break
		}
		i += k + 1
		starts = append(starts, i)
	}
	return Lines{text: text, starts: starts}
}

// Line returns line n (1-based) without its line ending, or "" when the
// text has fewer lines.
func (ls Lines) Line(n int) string {
	if n <= 0 || n > len(ls.starts) {
		return ""
	}
	end := len(ls.text)
	if n < len(ls.starts) {
		end = ls.starts[n] - 1
	}
	return strings.TrimRight(ls.text[ls.starts[n-1]:end], "\r")
}

// MaxPerGame bounds the diagnostics shown for one game: a game of a
// hundred thousand stray tokens shows the first 100 and a note of how
// many more there are (it printed 8 MB, each placed by rescanning the
// game).
const MaxPerGame = 100

// Capped returns the first MaxPerGame diagnostics of the sorted list l,
// and then, when found (the number found in all, at least len(l)) is
// larger, a note at the last one kept saying how many more there are. l
// itself is returned when it is within the bound.
func (l List) Capped(found int) List {
	if found <= MaxPerGame || len(l) == 0 {
		return l
	}
	keep := min(len(l), MaxPerGame)
	last := l[keep-1]
	return append(l[:keep:keep], Diagnostic{Severity: Note, Code: last.Code, File: last.File,
		Line: last.Line, Col: last.Col, Game: last.Game, Msg: i18n.M(i18n.GMoreDiags, found-keep)})
}
