package grammar

import (
	"bytes"
	"io"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
)

// sniffSize is how much of the start of a file sniffReader looks at.
const sniffSize = 128

// sniffReader looks at the first bytes of a file before anything else
// reads it: UTF-16 text (Windows Notepad's "Unicode": a byte-order mark
// FF FE or FE FF, or NUL bytes at every other position of ASCII text) is
// decoded to UTF-8 as it is read, enc naming it for the note; a zip
// archive (a .docx or .odt document) is only recorded, for the reader to
// refuse the file once.
type sniffReader struct {
	r       io.Reader
	sniffed bool
	enc     string // "UTF-16LE" or "UTF-16BE" when decoded, else ""
	zip     bool
}

func (s *sniffReader) Read(p []byte) (int, error) {
	if !s.sniffed {
		s.sniff()
	}
	return s.r.Read(p)
}

// sniff reads the start of the file and chooses how the rest is read.
func (s *sniffReader) sniff() {
	s.sniffed = true
	head := make([]byte, sniffSize)
	n, err := io.ReadFull(s.r, head)
	head = head[:n]
	var rest io.Reader = s.r
	if err != nil {
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			err = io.EOF
		}
		rest = errReader{err}
	}
	src := io.MultiReader(bytes.NewReader(head), rest)
	s.r = src
	is16, big := utf16Order(head)
	switch {
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		s.zip = true
	case is16:
		endian := unicode.LittleEndian
		s.enc = "UTF-16LE"
		if big {
			endian, s.enc = unicode.BigEndian, "UTF-16BE"
		}
		s.r = transform.NewReader(src, unicode.UTF16(endian, unicode.UseBOM).NewDecoder())
	}
}

// errReader gives err to every read.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// Sniffer reads a file as the AGN reader reads it, for the readers that
// do not split it with a Reader (OGN): UTF-16 text decoded to UTF-8, a zip
// archive (a word processor's document) noticed.
type Sniffer struct{ s sniffReader }

// NewSniffer returns a Sniffer of r.
func NewSniffer(r io.Reader) *Sniffer { return &Sniffer{sniffReader{r: r}} }

// Read reads the text, decoded.
func (s *Sniffer) Read(p []byte) (int, error) { return s.s.Read(p) }

// UTF16 names the UTF-16 encoding the text was decoded from ("UTF-16LE",
// "UTF-16BE"), "" when it was not; known after the first Read.
func (s *Sniffer) UTF16() string { return s.s.enc }

// Zip reports whether the file is a zip archive; known after the first
// Read.
func (s *Sniffer) Zip() bool { return s.s.zip }

// CharsetNote is the note a UTF-16 file's first game carries: it was
// decoded from enc.
func CharsetNote(file string, enc string) diag.Diagnostic {
	return diag.Diagnostic{Severity: diag.Note, Code: diag.Charset, File: file, Line: 1, Col: 1, Msg: i18n.M(i18n.GCharsetUTF16, enc)}
}
