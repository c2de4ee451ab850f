// Package record opens a file of game records in any format the toolkit
// reads, AGN, PGN or OGN, and yields its games as notation.Games with their
// diagnostics. The input format is a property of the library: Format names
// it, FormatOf and Detect find it, Format.For says in which format a file
// of a list is read, and Open returns the reader of that format. The
// public package (github.com/awechec/awechec) and every command of the
// command line read through it.
package record

import (
	"bytes"
	"path/filepath"
	"strings"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/unpack"
)

// Format is the format of a file of game records.
type Format uint8

// The formats Open reads. Auto, the zero value, asks Open to find the
// format itself (see Detect).
const (
	Auto Format = iota
	AGN         // the toolkit's notation (a superset of chess PGN)
	PGN         // PGN, the toolkit's export ([%power] and [%awele] commands) or any other
	OGN         // Oware Game Notation, as Aualé writes it
)

var formatNames = [...]string{"auto", "agn", "pgn", "ogn"}

// String returns the format's name as a file extension writes it: "agn",
// "pgn", "ogn" ("auto" for Auto).
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "unknown"
}

// ParseFormat reads a format's name as String writes it, "agn", "pgn" or
// "ogn" (the --from flag of the commands); "auto" and anything else are
// refused.
func ParseFormat(name string) (Format, bool) {
	for f := AGN; f <= OGN; f++ {
		if name == formatNames[f] {
			return f, true
		}
	}
	return Auto, false
}

// FormatOf returns the format a file name's extension gives (.agn, .pgn,
// .ogn, in any case, followed or not by the ending of a compressed file:
// "x.pgn.gz", "x.agn.zst", "x.pgn.bz2"), and false when the extension
// names none of them.
func FormatOf(name string) (Format, bool) {
	switch strings.ToLower(filepath.Ext(unpack.Strip(name))) {
	case ".agn":
		return AGN, true
	case ".pgn":
		return PGN, true
	case ".ogn":
		return OGN, true
	}
	return Auto, false
}

// For returns the format in which a file named name is read when a list of
// files is read in format f: AGN (the default of the commands) reads a
// file named .pgn or .ogn in its own format (read as AGN it would give
// false defects), standard input ("" or "-") in the format its content
// shows (Auto: the toolkit's PGN export piped into check is read as PGN,
// see Detect) and any other file as AGN; PGN and OGN, given on purpose,
// read every file in that format; Auto gives the name's format and Auto
// when the name says nothing (Open then looks at the content).
func (f Format) For(name string) Format {
	switch f {
	case Auto, AGN:
		if g, ok := FormatOf(name); ok {
			return g
		}
		if name == "" || name == "-" {
			return Auto
		}
	}
	return f
}

// Extensions are the file endings a directory walk collects for a list
// read in format f: .agn and .pgn for AGN and Auto (batch.Extensions(); a
// .pgn file is then read as PGN, see For), .pgn for PGN, .ogn for OGN.
func (f Format) Extensions() []string {
	switch f {
	case PGN:
		return []string{".pgn"}
	case OGN:
		return []string{".ogn"}
	}
	return batch.Extensions()
}

// Detect returns the format of a file from its name (FormatOf) and, when
// the name says nothing (standard input, another extension), from the
// beginning of its content: the toolkit's PGN export is known by its
// [%power] and [%awele] commands and its AGNLanguage or AGNVariant tags, an
// OGN record by its South or North tag without a White tag. Anything else
// is AGN, which reads plain chess PGN as well.
func Detect(name string, head []byte) Format {
	if f, ok := FormatOf(name); ok {
		return f
	}
	for _, mark := range []string{"[%power", "[%awele", "[AGNLanguage ", "[AGNVariant "} {
		if bytes.Contains(head, []byte(mark)) {
			return PGN
		}
	}
	if (hasTag(head, "South") || hasTag(head, "North")) && !hasTag(head, "White") {
		return OGN
	}
	return AGN
}

// hasTag tells whether a line of src begins with the tag pair name (after
// spaces, tabs and byte-order marks). It looks for "[name" and then at
// what is around it, not at every line: the page detects the format of
// its whole text at each check.
func hasTag(src []byte, name string) bool {
	open := []byte("[" + name)
	for i := 0; ; {
		k := bytes.Index(src[i:], open)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + len(open)
		if i < len(src) && (src[i] == ' ' || src[i] == '\t') && lineStart(src, at) {
			return true
		}
	}
}

// lineStart tells whether only spaces, tabs and byte-order marks stand
// between the start of src[at]'s line and it.
func lineStart(src []byte, at int) bool {
	for at > 0 {
		switch {
		case src[at-1] == ' ' || src[at-1] == '\t':
			at--
		case at >= 3 && string(src[at-3:at]) == "\ufeff":
			at -= 3
		default:
			return src[at-1] == '\n'
		}
	}
	return true
}
