package archive

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
)

// ScanTags reads the tag section of a game's text without parsing the
// game, so that select can leave out, at the cost of a scan, the games
// whose tags already fail a filter. It is deliberately narrow: it reads
// only the plainest form, lines of [Name "Value"] pairs before the
// movetext, and gives up (ok false) on anything else: a comment or escape
// before the tags, a '[' after them, a backslash, a control character, typographic quotes
// or no-break spaces in a value, a value that is not UTF-8, a tag name
// that is not letters, digits and '_'. The caller then parses the game,
// and the reader decides. When ok is true the tags are those the reader
// gives (TestScanTagsAgreesWithReader keeps them in step).
func ScanTags(src []byte) (tags []notation.Tag, ok bool) {
	return scanTags(src, func(rest []byte) bool { return bytes.IndexByte(rest, '[') < 0 })
}

// ScanPGNTags is ScanTags for the text of a PGN game, whose movetext may
// hold brackets in comment commands ({[%clk 0:03:00]}, {[%eval 0.17]}, as
// lichess writes them): a '[' after the tags is allowed when '%' follows
// it. A tag whose name begins with AGN (the toolkit's own PGN export,
// whose reader renames those tags) makes it give up.
func ScanPGNTags(src []byte) (tags []notation.Tag, ok bool) {
	tags, _, ok = ScanPGNGame(src)
	return tags, ok
}

// ScanPGNGame is ScanPGNTags that also returns the movetext, the text
// after the tags.
func ScanPGNGame(src []byte) (tags []notation.Tag, movetext []byte, ok bool) {
	tags, ok = scanTags(src, func(rest []byte) bool {
		movetext = rest
		for {
			i := bytes.IndexByte(rest, '[')
			if i < 0 {
				return true
			}
			if i+1 == len(rest) || rest[i+1] != '%' {
				return false
			}
			rest = rest[i+2:]
		}
	})
	for _, t := range tags {
		if strings.HasPrefix(t.Name, "AGN") {
			return nil, nil, false
		}
	}
	return tags, movetext, ok
}

// ScanUnread reads the tags of a game split from its file but not parsed
// (record.Unread), with a PGN game's movetext: ScanTags for AGN text,
// ScanPGNGame for PGN text. ok is false when the tags cannot be read so
// (ScanTags says when), for a game of an OGN file (read already) and for
// a chunk that stands for text not read (a game over the size limit,
// whose text holds its first line only): the game must then be parsed.
// The headers-only read of a PGN game (root's Reader.NextHeaders and
// Visit, select's tag pre-filter) and tree's quick line read tags with
// it; an AGN game's tags are read there by the reader's one pass
// (grammar.Chunk.VisitTags), which stops before the movetext.
func ScanUnread(u record.Unread) (tags []notation.Tag, movetext []byte, ok bool) {
	switch {
	case !u.Chunk.Whole():
		return nil, nil, false
	case u.PGNText():
		return ScanPGNGame(u.Chunk.Src)
	case u.Text():
		tags, ok = ScanTags(u.Chunk.Src)
		return tags, nil, ok
	}
	return nil, nil, false
}

// scanTags reads the tag section, each pair with the reader's own
// (grammar.ReadTagPair); movetext tells whether what follows it may be
// left to the reader without a tag in it. It allocates little, as it runs
// on every game of a collection: the usual tag names are shared strings
// (tagNames), and the values are cut from one string holding the whole
// tag section.
func scanTags(src []byte, movetext func(rest []byte) bool) (tags []notation.Tag, ok bool) {
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
			// variation, a comment command), is left to the reader.
			if len(tags) == 0 || !movetext(src[i:]) {
				return nil, false
			}
			section := string(src[spans[0][0]:spans[len(spans)-1][1]])
			for k, sp := range spans {
				tags[k].Value = section[sp[0]-spans[0][0] : sp[1]-spans[0][0]]
			}
			return tags, true
		}
		t := grammar.ReadTagPair(src[i:])
		if t.Len == 0 || !t.Plain {
			return nil, false
		}
		if !plainValue(src[i+t.Head : i+t.Value1]) {
			return nil, false
		}
		raw := src[i+t.Name0 : i+t.Name1]
		name, known := tagNames[string(raw)]
		if !known {
			name = string(raw)
		}
		spans = append(spans, [2]int{i + t.Head, i + t.Value1})
		tags = append(tags, notation.Tag{Name: name})
		i += t.Len
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

// Quick tells whether the filter has tests that ScanTags's tags can
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
// that ScanTags's tags decide whether a game matches (an empty filter
// too).
func (f *Filter) TagsOnly() bool {
	for _, k := range f.kinds {
		if !f.tests[k][0].tagsOnly {
			return false
		}
	}
	return true
}

// RejectTags tells whether the tests that read tags alone fail for tags.
func (f *Filter) RejectTags(tags []notation.Tag) bool {
	g := notation.Game{Tags: tags}
	for _, k := range f.kinds {
		ts := f.tests[k]
		if !ts[0].tagsOnly {
			continue
		}
		ok := false
		for _, t := range ts {
			if t.match(&g, nil) {
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
