package archive

import (
	"bytes"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
)

// ScanPGNGame reads the tag section of a PGN game's text without parsing
// the game, and returns its tags and its movetext, the text after them:
// select leaves out, at the cost of a scan, the games whose tags already
// fail a filter (an AGN game's tags are read by the reader's one pass,
// grammar.Chunk.VisitTags, which stops before the movetext), and tree
// plays a plain game's first moves without the reader (QuickLine). It is
// deliberately narrow: it reads only the plainest form, lines of
// [Name "Value"] pairs (each read by the reader's grammar.ReadTagPair)
// before the movetext, and gives up (ok false) on anything else: a
// comment or escape before the tags, a backslash, a control character,
// typographic quotes or no-break spaces in a value, a value that is not
// UTF-8, a tag name that is not letters, digits and '_', a tag whose
// name begins with AGN (the toolkit's own PGN export, whose reader
// renames those tags), a '[' after the tags but in the comment commands
// lichess writes ({[%clk 0:03:00]}, {[%eval 0.17]}: '%' follows it). The
// caller then parses the game, and the reader decides. When ok is true
// the tags are those the PGN reader gives
// (TestScanPGNTagsAgreesWithReader keeps them in step).
//
// It allocates little, as it runs on every game of a collection: the
// usual tag names are shared strings (tagNames), and the values are cut
// from one string holding the whole tag section.
func ScanPGNGame(src []byte) (tags []notation.Tag, movetext []byte, ok bool) {
	i := 0
	// The values' places in src, made strings at the end.
	var spansBuf [24][2]int
	spans := spansBuf[:0]
	tags = make([]notation.Tag, 0, 16)
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
			i++
		}
		if i == len(src) || src[i] != '[' {
			// The movetext (or the end): the tag section is over. A
			// game that does not start with a tag, or with a '[' further
			// on (a tag after a comment or a stray byte, a bracket
			// variation), is left to the reader.
			if len(tags) == 0 || !commandsOnly(src[i:]) {
				return nil, nil, false
			}
			section := string(src[spans[0][0]:spans[len(spans)-1][1]])
			for k, sp := range spans {
				tags[k].Value = section[sp[0]-spans[0][0] : sp[1]-spans[0][0]]
			}
			return tags, src[i:], true
		}
		t := grammar.ReadTagPair(src[i:])
		if t.Len == 0 || !t.Plain {
			return nil, nil, false
		}
		if !plainValue(src[i+t.Head : i+t.Value1]) {
			return nil, nil, false
		}
		raw := src[i+t.Name0 : i+t.Name1]
		if len(raw) >= 3 && raw[0] == 'A' && raw[1] == 'G' && raw[2] == 'N' {
			return nil, nil, false
		}
		name, known := tagNames[string(raw)]
		if !known {
			name = string(raw)
		}
		spans = append(spans, [2]int{i + t.Head, i + t.Value1})
		tags = append(tags, notation.Tag{Name: name})
		i += t.Len
	}
}

// commandsOnly tells whether every '[' of a PGN movetext opens a comment
// command, `[%`.
func commandsOnly(movetext []byte) bool {
	for {
		i := bytes.IndexByte(movetext, '[')
		if i < 0 {
			return true
		}
		if i+1 == len(movetext) || movetext[i+1] != '%' {
			return false
		}
		movetext = movetext[i+2:]
	}
}

// tagNames are the tag names of most games, kept as one string each.
var tagNames = func() map[string]string {
	m := map[string]string{}
	for _, n := range []string{"Event", "Site", "Date", "Round", "White", "Black", "Result",
		"WhiteElo", "BlackElo", "ECO", "Opening", "Variation", "EventDate", "PlyCount",
		"TimeControl", "Termination", "UTCDate", "UTCTime", "Variant", "WhiteTitle",
		"BlackTitle", "Annotator", "FEN", "SetUp", "WhiteRatingDiff", "BlackRatingDiff",
		"WhiteFideId", "BlackFideId", "Board", "Mode", "Time", "StudyName", "ChapterName"} {
		m[n] = n
	}
	return m
}()

// plainValue tells whether a tag value holds nothing the reader might
// read otherwise than as written: valid UTF-8 without control characters,
// typographic quotes, guillemets or no-break spaces.
func plainValue(v []byte) bool {
	for i := 0; i < len(v); {
		if c := v[i]; c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(v[i:])
		switch r {
		case utf8.RuneError, '\u00a0', '\u202f', '\u2007', '\u201c', '\u201d', '\u201e', '\u00ab', '\u00bb', '\u2018', '\u2019', '\ufeff':
			return false
		}
		i += n
	}
	return true
}

// Quick tells whether the filter has tests that a game's tags alone
// decide (tag, player, dates, handicap); RejectTags then tells whether
// those tests already fail for the tags, which means the game does not
// match.
func (f *Filter) Quick() bool {
	for _, k := range f.kinds {
		if f.tests[k][0].tagsOnly {
			return true
		}
	}
	return false
}

// TagsOnly tells whether every test of the filter reads tags alone, so
// that a game's tags decide whether it matches (an empty filter too).
func (f *Filter) TagsOnly() bool {
	for _, k := range f.kinds {
		if !f.tests[k][0].tagsOnly {
			return false
		}
	}
	return true
}

// RejectTags tells whether the tests that read tags alone fail for g,
// a game of which they read only the tags (its tags alone may be known).
func (f *Filter) RejectTags(g *notation.Game) bool {
	for _, k := range f.kinds {
		ts := f.tests[k]
		if !ts[0].tagsOnly {
			continue
		}
		ok := false
		for _, t := range ts {
			if t.match(g, nil) {
				ok = true
				break
			}
		}
		if !ok {
			return true
		}
	}
	return false
}
