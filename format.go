package awechec

import (
	"bytes"
	"path/filepath"
	"strings"
)

// Format is the format of a file of game records.
type Format uint8

// The formats a Reader reads. Auto, the zero value, asks NewReader to find
// the format itself (see DetectFormat).
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

// FormatOf returns the format a file name's extension gives (.agn, .pgn,
// .ogn, in any case), and false when the extension names none of them.
func FormatOf(name string) (Format, bool) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".agn":
		return AGN, true
	case ".pgn":
		return PGN, true
	case ".ogn":
		return OGN, true
	}
	return Auto, false
}

// DetectFormat returns the format of a file from its name (FormatOf) and,
// when the name says nothing (standard input, another extension), from the
// beginning of its content: the toolkit's PGN export is known by its
// [%power] and [%awele] commands and its AGNLanguage or AGNVariant tags, an
// OGN record by its South or North tag without a White tag. Anything else
// is AGN, which reads plain chess PGN as well.
func DetectFormat(name string, head []byte) Format {
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

// hasTag tells whether a line of src begins with the tag pair name.
func hasTag(src []byte, name string) bool {
	for line := range bytes.Lines(src) {
		line = bytes.TrimLeft(line, " \t\ufeff")
		if bytes.HasPrefix(line, []byte("["+name+" ")) || bytes.HasPrefix(line, []byte("["+name+"\t")) {
			return true
		}
	}
	return false
}
