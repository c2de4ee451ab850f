package grammar

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// The project's one reader of tag pairs, `[Name "value"]`: the lexer's
// Tag and BadTag rules, the one-pass path, the game splitter, the
// builder's reading of a Tag token, the visitors' headers-only read
// (readHeads), the PGN tag scan (archive.ScanPGNGame) and the OGN reader
// all read a pair with ReadTagPair.

// TagPair is where the parts of a tag pair lie in the text it begins.
type TagPair struct {
	// Len is the pair's length, `]` included; 0 when the text begins
	// with no whole pair on its line.
	Len int
	// Head is the length of the pair's head, `[`, blanks, the name,
	// blanks and the opening quote; 0 when the text begins with no head
	// (then nothing else is set).
	Head int
	// Name0 and Name1 delimit the name.
	Name0, Name1 int
	// Open is the first byte of the opening quote: '"', or the first
	// byte of “ or «.
	Open byte
	// Value1 is the index of the closing quote (-1 when the value is not
	// closed on its line; the value starts at Head), CloseLen its length.
	Value1, CloseLen int
	// Plain tells that the pair is written plainly: blanks that are
	// spaces or tabs, straight quotes, a value without `\`. Its value is
	// then read as written.
	Plain bool
}

// Typographic quotes a word processor puts around a tag value: “value”
// (also closed by a second “), « value » (with or without no-break
// spaces inside).
var (
	quoteOpenCurly  = []byte("“")
	quoteCloseCurly = []byte("”")
	quoteOpenAngle  = []byte("«")
	quoteCloseAngle = []byte("»")
)

// ReadTagPair reads the tag pair s begins with: `[`, blanks, a name of
// letters, digits and `_`, blanks (one at least), a value in quotes —
// straight quotes with the escapes \" and \\, “ ” or « » without escapes —
// on its line, blanks, `]`. Blanks are spaces, tabs and the no-break
// spaces of word processors.
func ReadTagPair(s []byte) (t TagPair) {
	if len(s) == 0 || s[0] != '[' {
		return t
	}
	// The blanks of most pairs are spaces and tabs, read here; tagSpaces
	// reads on from a byte beyond ASCII (plain tells that none was a
	// no-break space).
	plain, ascii := true, true
	i := 1
	for i < len(s) && tagByte[s[i]] == tagBlank {
		i++
	}
	if i < len(s) && s[i] >= 0x80 {
		i, plain = tagSpaces(s, i)
	}
	j := i
	for j < len(s) && tagByte[s[j]] == tagNameByte {
		j++
	}
	k := j
	for k < len(s) && tagByte[s[k]] == tagBlank {
		k++
	}
	if k < len(s) && s[k] >= 0x80 {
		k, ascii = tagSpaces(s, k)
	}
	if j == i || k == j || k >= len(s) {
		return t
	}
	q := tagQuote(s[k:])
	if q == 0 {
		return t
	}
	t.Head, t.Name0, t.Name1, t.Open = k+q, i, j, s[k]
	if t.Open == '"' {
		// Straight quotes, the common case: only ", \ and the line end
		// matter.
		e := t.Head
		for e < len(s) && s[e] != '"' && s[e] != '\n' && s[e] != '\\' {
			e++
		}
		if e < len(s) && s[e] == '\\' {
			plain = false
			e = escapedEnd(s, e)
		}
		if e >= len(s) || s[e] != '"' {
			t.Value1 = -1
			return t
		}
		t.Value1, t.CloseLen = e, 1
	} else if t.Value1, t.CloseLen = typographicEnd(s, t.Head, t.Open); t.Value1 < 0 {
		return t
	} else {
		plain = false
	}
	plain = plain && ascii
	e := t.Value1 + t.CloseLen
	for e < len(s) && tagByte[s[e]] == tagBlank {
		e++
	}
	if e < len(s) && s[e] >= 0x80 {
		e, ascii = tagSpaces(s, e)
	}
	if e >= len(s) || s[e] != ']' {
		return t
	}
	t.Len = e + 1
	t.Plain = plain && ascii
	return t
}

// tagQuote returns the length of the opening quote of a tag value at the
// start of s (`"`, `“` or `«`), 0 if there is none.
func tagQuote(s []byte) int {
	switch {
	case len(s) > 0 && s[0] == '"':
		return 1
	case bytes.HasPrefix(s, quoteOpenCurly):
		return len(quoteOpenCurly)
	case bytes.HasPrefix(s, quoteOpenAngle):
		return len(quoteOpenAngle)
	}
	return 0
}

// escapedEnd returns the index of the quote that closes a value in
// straight quotes, read from s[i] on, where a `\` stands; len(s) or the
// index of a line end when the value does not close on its line. \"
// and \\ are escapes.
func escapedEnd(s []byte, i int) int {
	for i < len(s) {
		switch s[i] {
		case '\n', '"':
			return i
		case '\\':
			if i+1 < len(s) && s[i+1] != '\n' {
				i++
			}
		}
		i++
	}
	return i
}

// typographicEnd returns, for a tag value opened by the typographic quote
// whose first byte is open (“ or «) and starting at s[i], the index of
// its closing quote and the quote's length (-1, 0 if it does not close
// on its line). A typographic quote takes no escapes (a " inside is
// itself); “ is closed by ” or by a second “.
func typographicEnd(s []byte, i int, open byte) (end, n int) {
	for i < len(s) && s[i] != '\n' {
		switch {
		case open == quoteOpenCurly[0] && (bytes.HasPrefix(s[i:], quoteCloseCurly) || bytes.HasPrefix(s[i:], quoteOpenCurly)):
			return i, len(quoteCloseCurly)
		case open == quoteOpenAngle[0] && bytes.HasPrefix(s[i:], quoteCloseAngle):
			return i, len(quoteCloseAngle)
		}
		i++
	}
	return -1, 0
}

// tagSpaces returns the index after the blanks at s[i] inside a tag pair
// (spaces, tabs, and the no-break spaces of word processors), and whether
// they are all spaces and tabs.
func tagSpaces(s []byte, i int) (int, bool) {
	ascii := true
	for i < len(s) {
		switch {
		case s[i] == ' ' || s[i] == '\t':
			i++
		case s[i] >= 0x80:
			r, n := utf8.DecodeRune(s[i:])
			if r == '\ufeff' || !isUnicodeSpace(r) {
				return i, ascii
			}
			ascii = false
			i += n
		default:
			return i, ascii
		}
	}
	return i, ascii
}

// Byte classes of a tag pair's head (tagByte).
const (
	tagOther    = iota
	tagBlank    // a space or a tab
	tagWide     // a byte beyond ASCII: maybe a no-break space
	tagNameByte // a letter, a digit or '_', what a name is made of
)

var tagByte = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case b == ' ' || b == '\t':
			t[c] = tagBlank
		case b >= 0x80:
			t[c] = tagWide
		case isLetter(b) || isDigit(b) || b == '_':
			t[c] = tagNameByte
		}
	}
	return t
}()

// UnescapeTagValue returns a value read in straight quotes without its
// escapes: \" is ", \\ is \ (another \ stays as it is).
func UnescapeTagValue(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var v strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
			i++
		}
		v.WriteByte(s[i])
	}
	return v.String()
}
