package awechec

import "github.com/awechec/awechec/internal/record"

// Format is the format of a file of game records: Auto, AGN, PGN or OGN.
// String returns its name as a file extension writes it ("agn", "pgn",
// "ogn"; "auto" for Auto).
type Format uint8

// The formats a Reader reads. Auto, the zero value, asks NewReader to find
// the format itself (see DetectFormat).
const (
	Auto = Format(record.Auto)
	AGN  = Format(record.AGN) // the toolkit's notation (a superset of chess PGN)
	PGN  = Format(record.PGN) // PGN, the toolkit's export ([%power] and [%awele] commands) or any other
	OGN  = Format(record.OGN) // Oware Game Notation, as Aualé writes it
)

// String returns the format's name.
func (f Format) String() string { return record.Format(f).String() }

// FormatOf returns the format a file name's extension gives (.agn, .pgn,
// .ogn, in any case, followed or not by the ending of a compressed file:
// "x.pgn.gz", "x.agn.zst", "x.pgn.bz2"), and false when the extension
// names none of them.
func FormatOf(name string) (Format, bool) {
	f, ok := record.FormatOf(name)
	return Format(f), ok
}

// DetectFormat returns the format of a file from its name (FormatOf) and,
// when the name says nothing (standard input, another extension), from the
// beginning of its content: the toolkit's PGN export is known by its
// [%power] and [%awele] commands and its AGNLanguage or AGNVariant tags, an
// OGN record by its South or North tag without a White tag. Anything else
// is AGN, which reads plain chess PGN as well.
func DetectFormat(name string, head []byte) Format { return Format(record.Detect(name, head)) }
