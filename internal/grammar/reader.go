// Package grammar reads AGN, the archive format of Awechec and Awélé game
// records, into the typed model of package notation. A participle grammar
// defines the language (EBNF). The reader builds every game in one pass
// over its bytes (quick.go), with the one scanner (scanner.go) and one
// builder (build.go), whose methods give each token its meaning; only the
// one-pass loop (quickRun) builds the commonest tokens inline. On a syntax
// error one more read of the game by the scanner (syntaxCheck, check.go)
// follows the grammar's state to find the token participle reports as
// unexpected and the part of the game it keeps (FuzzCheck and
// FuzzFastPath compare them), syntaxError words the errors for players,
// and the one-pass path builds that part (quickErr). The participle
// grammar is the executable specification, run by the tests only. A visitor (visit.go: Chunk.VisitTags, Visit) is
// told a game's tags by the one pass at the first token after them, and
// a movetext it passes over is read no further: the headers-only read of
// the root package's NextHeaders and Visit and of select's tag filter.
// The Reader splits an archive into games and
// parses them one at a time, so memory stays flat on a large archive.
// The scanner reads the tokens for syntaxCheck, the splitter and the
// one-pass path; the readers of the numbered tokens are in recognise.go,
// tag pairs in tagpair.go, SAN in movegen/sanread.go.
package grammar

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
	"golang.org/x/text/encoding/charmap"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/unsafeview"
)

// Reader reads the games of an AGN archive one at a time.
type Reader struct {
	r     *bufio.Reader
	block int // the input buffer's size (blockSize)
	file  string
	err   error // sticky read error (io.EOF at the end)

	buf   []byte         // text of the game being read, from its start
	whole []byte         // the block buf lies in, from its first byte (see grow)
	start lexer.Position // position of buf[0]
	bom   bool           // the byte-order mark has been looked for
	index int
	sc    scratch // buffers reused from game to game
	// nl is the index in buf of a known '\n' (-1: none known); buf has
	// been searched from nlFrom to nlSeen (up to nl) and holds no other
	// '\n' there.
	nl, nlFrom, nlSeen int
	// cutTag tells that the game split last ends, with no result, where
	// a tag line begins the next one.
	cutTag bool
	// sniff looks at the start of the input (UTF-16, a zip archive);
	// sniffed: the reader has asked it.
	sniff   *sniffReader
	sniffed bool
	// cp1252 is the line of the first line read as Windows-1252 (0:
	// none); cpNoted: a game has said so.
	cp1252  int
	cpNoted bool
	// cpNo: the file's first line that is not UTF-8 is not Windows-1252
	// either: no line of it is decoded.
	cpNo bool

	// MaxGame is the most bytes of one game the reader holds (0:
	// DefaultMaxGame). A longer game, or a line longer than that, is not
	// read: its chunk holds its first line only (cut to 1 KiB) and parses
	// into one game-too-large error, and the reading goes on with the
	// next game, holding no more than MaxGame bytes meanwhile.
	MaxGame int

	// skipping: the game being split has outgrown MaxGame; its text is
	// dropped as it is scanned. head and headStart keep its first line.
	skipping  bool
	head      []byte
	headStart lexer.Position
	// longAt is the index in buf of a line longer than MaxGame whose end
	// readLine dropped (-1: none); dropped counts the bytes so dropped,
	// for the offsets.
	longAt  int
	dropped int
	// slow counts the bytes still to be read one line at a time (see
	// readLines) since a block of lines was found not to be UTF-8.
	slow int
	// scanned is the byte offset up to which split looked to find where
	// the last game ends (one past the text when it needed its end).
	scanned int
}

// maxGame is MaxGame or its default.
func (r *Reader) maxGame() int {
	if r.MaxGame > 0 {
		return r.MaxGame
	}
	return DefaultMaxGame
}

// NewReader returns a Reader of r. file names the source in diagnostics
// ("" for standard input).
func NewReader(r io.Reader, file string) *Reader {
	sn := &sniffReader{r: r}
	block := blockSize(r)
	return &Reader{r: bufio.NewReaderSize(&crReader{r: sn}, block), block: block, sniff: sn, file: file, start: lexer.Position{Filename: file, Line: 1, Column: 1}, nl: -1, longAt: -1}
}

// maxBlock is the size of the reader's input buffer, and the least it
// allocates for a game's text: 64 KB, many games' worth.
const maxBlock = 64 << 10

// blockSize is maxBlock, or less for a text in memory (bytes.Reader,
// strings.Reader, bytes.Buffer: their Len) that is shorter: the reader
// sets aside only the bytes there are to read. The web page checks a
// game at each edit with a Reader of its text (web's checkAt); two
// blocks of 64 KB for a game of a few kilobytes were most of what that
// check allocated.
func blockSize(r io.Reader) int {
	if l, ok := r.(interface{ Len() int }); ok {
		return max(min(l.Len()+1, maxBlock), 512)
	}
	return maxBlock
}

// ReadAll reads every game of r.
func ReadAll(r io.Reader, file string) ([]*notation.Game, error) {
	rd := NewReader(r, file)
	var out []*notation.Game
	for {
		g, err := rd.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, g)
	}
}

// Next returns the next game, or io.EOF after the last one. A game with
// defects comes back with its diagnostics in Diags and a nil error; the
// error is non-nil only when reading fails.
func (r *Reader) Next() (*notation.Game, error) {
	c, err := r.NextChunk()
	if err != nil {
		return nil, err
	}
	return c.parse(&r.sc), nil
}

// Chunk is the text of one game as the Reader split it from its archive,
// not yet parsed. Splitting is cheap and sequential; parsing is the costly
// part and may run on any goroutine: a batch reads chunks on one goroutine
// and parses them on the workers.
type Chunk struct {
	// Src is the game's text; File and Index name it as Next would. It
	// must not be changed: the game parsed from it shares its bytes.
	Src   []byte
	File  string
	Index int
	start lexer.Position
	// cutTag: the game ends, with no result, where a tag line begins the
	// next one.
	cutTag bool
	// charset is the line of a note that the file is read as
	// Windows-1252, or as UTF-16 when utf16 names it (0: none).
	charset int
	utf16   string
	// zip: the file is a zip archive (a word processor's document); the
	// chunk stands for the whole file, Src holding nothing.
	zip bool
	// tooLarge is the limit a game outgrew (0: it did not); Src then
	// holds its first line only and size its length in bytes.
	tooLarge, size int
	// owned: Src is the chunk's own copy (NextChunk made it), which
	// nothing changes: the parse may share its bytes (quickBuild).
	owned bool
}

// Line is the file line on which the chunk begins.
func (c Chunk) Line() int { return c.start.Line }

// Whole reports whether Src holds the game's whole text: false for a
// chunk that stands for text not read (a zip file, a game over the size
// limit, whose Src holds its first line only), whose game has no tags.
func (c Chunk) Whole() bool { return !c.zip && c.tooLarge == 0 }

// scratches holds parse buffers for chunks parsed outside a Reader.
var scratches = sync.Pool{New: func() any { return new(scratch) }}

// Parse parses the chunk into the game Next would have returned. It is safe
// to call from several goroutines on different chunks.
func (c Chunk) Parse() *notation.Game {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	return c.parse(sc)
}

// ParseInto parses the chunk like Parse, building the game into old, a game
// this package returned earlier that the caller no longer uses (its memory
// is reused, its content replaced), or into a new game when old is nil. A
// batch that recycles its games this way allocates far less.
func (c Chunk) ParseInto(old *notation.Game) *notation.Game {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	return c.parseInto(old, sc)
}

func (c Chunk) parse(sc *scratch) *notation.Game { return c.parseInto(nil, sc) }

func (c Chunk) parseInto(old *notation.Game, sc *scratch) *notation.Game {
	if c.zip {
		return unreadGame(old, c, diag.Encoding, i18n.M(i18n.GWordProcessor))
	}
	if c.tooLarge > 0 {
		return tooLargeGame(old, c)
	}
	sc.quick.owned = c.owned
	g := parseGameInto(old, c.Src, c.File, c.start, sc)
	sc.quick.owned = false
	g.Index = c.Index
	if c.cutTag {
		cutByTags(g, c.File)
	}
	if c.charset > 0 {
		d := diag.Diagnostic{Severity: diag.Note, Code: diag.Charset, File: c.File, Line: c.charset, Col: 1, Msg: i18n.M(i18n.GCharset)}
		if c.utf16 != "" {
			d = CharsetNote(c.File, c.utf16)
		}
		g.Diags.Add(d)
		g.Diags.Sort()
	}
	for i := range g.Diags {
		g.Diags[i].Game = g.Index
	}
	return g
}

// utf16Order tells whether the first bytes of a file p are UTF-16, and
// in which byte order: a byte-order mark, or else the NUL bytes of the
// ASCII characters that most of a record is (moves, numbers, tags) at
// one parity of the first 4 KiB, at least three in four of its
// characters, and almost none at the other (1 in 16). The characters past
// Latin-1 a French text holds (’, …, œ) have no NUL byte, so a file
// whose first line has them is UTF-16 still (a NUL at every other
// position was required before, and such a file gave an error per NUL).
func utf16Order(p []byte) (ok, bigEndian bool) {
	if len(p) >= 2 && (p[0] == 0xff && p[1] == 0xfe || p[0] == 0xfe && p[1] == 0xff) {
		return true, p[0] == 0xfe
	}
	n := min(len(p)&^1, 4096)
	if n < 8 {
		return false, false
	}
	var nul [2]int
	for i, c := range p[:n] {
		if c == 0 {
			nul[i&1]++
		}
	}
	half := n / 2
	for high := 0; high < 2; high++ {
		if nul[high]*4 >= half*3 && nul[1-high]*16 <= half {
			// the high bytes come first in big-endian order
			return true, high == 0
		}
	}
	return false, false
}

// tooLargeGame is the game that stands for a game too large to be read:
// no tags, no moves, one game-too-large error at its start.
func tooLargeGame(old *notation.Game, c Chunk) *notation.Game {
	return unreadGame(old, c, diag.GameTooLarge, i18n.M(i18n.GGameTooLarge, c.Index, i18n.Size(c.tooLarge)))
}

// unreadGame is the game that stands for text that was not read: no tags,
// no moves, one error of code at its start (old is reused when not nil).
func unreadGame(old *notation.Game, c Chunk, code string, msg i18n.Msg) *notation.Game {
	g := old
	if g == nil {
		g = &notation.Game{}
	} else {
		*g = notation.Game{}
	}
	g.Index, g.Source, g.SourceLine, g.SourceCol = c.Index, c.Src, c.start.Line, c.start.Column
	g.Start = pos(c.start)
	g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: code, File: c.File, Line: c.start.Line, Col: c.start.Column, Game: c.Index,
		Msg: msg})
	return g
}

// cutByTags warns about a game with moves and no result that ends where
// the tags of the next game begin (a game with errors is left as it is:
// they say what went wrong).
func cutByTags(g *notation.Game, file string) {
	if g.Result.Text != "" || g.Diags.Errors() > 0 {
		return
	}
	if !hasMoves(g.Body) {
		return
	}
	e := lastToken(g.Body)
	g.Diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: diag.Syntax, File: file, Line: e.Pos.Line, Col: e.Pos.Col, Len: e.Len,
		Msg: i18n.M(i18n.GCutByTags)})
	g.Diags.Sort()
}

// NextChunk returns the text of the next game without parsing it, or
// io.EOF after the last one.
func (r *Reader) NextChunk() (Chunk, error) {
	if !r.sniffed {
		r.sniffed = true
		r.r.Peek(1) // the sniffer looks at the start of the file
		if r.sniff.zip {
			// A word processor's document: the file is read no further,
			// one diagnostic says it all (not one per line of binary).
			r.err = io.EOF
			r.index++
			return Chunk{File: r.file, Index: r.index, start: r.start, zip: true}, nil
		}
	}
	cut, err := r.split()
	if err != nil {
		return Chunk{}, err
	}
	if r.skipping {
		// The game outgrew MaxGame: its text has been dropped as it was
		// scanned, but for its first line.
		r.skipping = false
		r.advance(cut)
		r.index++
		return Chunk{Src: r.head, File: r.file, Index: r.index, start: r.headStart, tooLarge: r.maxGame()}, nil
	}
	// Blank lines before the game are left out, not the indentation of its
	// first line: Source starts a line, so that diagnostics show it whole.
	lead := 0
	for i := 0; i < cut && (r.buf[i] == ' ' || r.buf[i] == '\t' || r.buf[i] == '\r' || r.buf[i] == '\n'); i++ {
		if r.buf[i] == '\n' {
			lead = i + 1
		}
	}
	if lead > 0 && lead < cut {
		r.advance(lead)
		cut -= lead
	}
	src := make([]byte, cut)
	copy(src, r.buf[:cut])
	start := r.start
	r.advance(cut)
	r.index++
	c := Chunk{Src: src, File: r.file, Index: r.index, start: start, cutTag: r.cutTag, owned: true}
	if r.cp1252 > 0 && !r.cpNoted && r.cp1252 <= start.Line+bytes.Count(bytes.TrimSuffix(src, []byte{'\n'}), []byte{'\n'}) {
		// Said once per file, by the game the first such line is in.
		r.cpNoted = true
		c.charset = max(r.cp1252, start.Line)
	}
	if r.sniff.enc != "" && !r.cpNoted {
		// A UTF-16 file is said once, by its first game.
		r.cpNoted = true
		c.charset, c.utf16 = start.Line, r.sniff.enc
	}
	return c, nil
}

// decode returns a line of input as UTF-8: itself, or decoded from
// Windows-1252 (windows1252), remembering the first line so decoded for
// the note. The first line that is not UTF-8 decides for the file: when it
// is no Windows-1252 either (a NUL, an undefined byte, UTF-8 mixed in), no
// line is decoded, and the bad bytes are reported as they are.
//
// In a file already read as Windows-1252, a line that is valid UTF-8 only
// because its sole characters beyond ASCII are such three-byte accidents
// («Pouvoir oublié» saved with no-break spaces) is decoded too.
func (r *Reader) decode(line []byte, partial bool) []byte {
	if r.cp1252 > 0 && !partial && nbspAccidents(line) {
		dec, _ := charmap.Windows1252.NewDecoder().Bytes(line)
		return dec
	}
	dec, ok, bad := windows1252(line, partial)
	switch {
	case ok:
		if r.cp1252 == 0 {
			r.cp1252 = r.start.Line + bytes.Count(r.buf, []byte{'\n'})
		}
		return dec
	case bad && r.cp1252 == 0:
		r.cpNo = true
	}
	return line
}

// windows1252 decodes a line of input that is not UTF-8 but Windows-1252
// (ISO-8859-1 as French Windows tools save it): invalid UTF-8, no byte
// that is part of a valid UTF-8 character beyond ASCII (a line that mixes
// both stays as it is, its bad bytes reported as encoding errors), no NUL
// and none of the five bytes Windows-1252 leaves undefined. partial tells
// that the line goes on in the next chunk: a UTF-8 character cut at its
// end does not count. bad tells that the line is not UTF-8 (whether it
// was decoded or not). One UTF-8 character is not taken for UTF-8 mixed
// in: three bytes whose second is A0, an accented letter, a no-break space
// and a sign in Windows-1252 (é, NBSP and » are E9 A0 BB, as French
// typography puts them at the end of a quoted tag value), an ideogram or a
// private-use character in UTF-8.
func windows1252(line []byte, partial bool) (dec []byte, ok, bad bool) {
	if utf8.Valid(line) {
		return nil, false, false
	}
	if partial {
		k := len(line) - 1
		for k > 0 && len(line)-k < utf8.UTFMax && !utf8.RuneStart(line[k]) {
			k--
		}
		if k >= 0 && !utf8.FullRune(line[k:]) && utf8.Valid(line[:k]) {
			return nil, false, false
		}
	}
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case c == 0, c == 0x81, c == 0x8d, c == 0x8f, c == 0x90, c == 0x9d:
			return nil, false, true
		case c < 0x80:
			i++
			continue
		}
		if r, n := utf8.DecodeRune(line[i:]); r != utf8.RuneError || n > 1 {
			if n != 3 || line[i+1] != 0xa0 {
				return nil, false, true
			}
		}
		i++
	}
	dec, err := charmap.Windows1252.NewDecoder().Bytes(line)
	if err != nil {
		return nil, false, true
	}
	return dec, true, true
}

// nbspAccidents tells whether a line that is valid UTF-8 has characters
// beyond ASCII, all of three bytes with A0 second: in Windows-1252 an
// accented letter, a no-break space and a sign (é NBSP »).
func nbspAccidents(line []byte) bool {
	some := false
	for i := 0; i < len(line); {
		if line[i] < 0x80 {
			i++
			continue
		}
		r, n := utf8.DecodeRune(line[i:])
		if r == utf8.RuneError || n != 3 || line[i+1] != 0xa0 {
			return false
		}
		some = true
		i += n
	}
	return some
}

// advance drops the first n bytes of buf, moving the start position.
func (r *Reader) advance(n int) {
	done := r.buf[:n]
	r.start.Offset += n + r.dropped
	r.dropped = 0
	if k := bytes.LastIndexByte(done, '\n'); k >= 0 {
		r.start.Line += bytes.Count(done, []byte{'\n'})
		r.start.Column = n - k
	} else {
		r.start.Column += n
	}
	// Reslicing, not copying: many games on one long line stay linear, and
	// append moves only the live bytes when it grows the buffer.
	r.buf = r.buf[n:]
	if r.longAt >= 0 {
		r.longAt = max(-1, r.longAt-n)
	}
	r.nl -= n
	if r.nl < 0 {
		r.nl = -1
	}
	r.nlSeen -= n
	if r.nlSeen < 0 {
		r.nlSeen = 0
	}
	r.nlFrom -= n
	if r.nlFrom < 0 {
		r.nlFrom = 0
	}
}

// lineEnd returns the index in buf of the first '\n' at or after from, or
// -1. It remembers how far it has looked, so that many games on one long
// line do not make the search quadratic.
func (r *Reader) lineEnd(from int) int {
	if from < r.nlFrom {
		// A game cut before the lines searched (at the first line after
		// its result): what is known starts too late.
		r.nl, r.nlFrom, r.nlSeen = -1, from, from
	}
	if r.nl >= from {
		return r.nl
	}
	if r.nlSeen < from {
		r.nlSeen = from
		r.nlFrom = from
	}
	if k := bytes.IndexByte(r.buf[r.nlSeen:], '\n'); k >= 0 {
		r.nl = r.nlSeen + k
		r.nlSeen = r.nl
		return r.nl
	}
	r.nl, r.nlSeen = -1, len(r.buf)
	return -1
}

// readLine appends one more line of input to buf; false at the end of the
// input (r.err is then set).
func (r *Reader) readLine() bool {
	if r.err != nil {
		return false
	}
	if r.bom && (r.cpNo || r.cp1252 == 0) && r.readLines() {
		return true
	}
	lineStart := len(r.buf)
	long := false
	for {
		chunk, err := r.r.ReadSlice('\n')
		r.slow -= len(chunk)
		if !r.bom {
			r.bom = true
			if bytes.HasPrefix(chunk, []byte("\ufeff")) {
				chunk = chunk[3:]
				r.start.Offset += 3
			}
		}
		if !r.cpNo && !long {
			// Windows-1252 is decoded line by line (a line of old Mac
			// files too: crReader made its '\r' a '\n'); the dropped
			// rest of a long line is not.
			chunk = r.decode(chunk, err == bufio.ErrBufferFull)
		}
		if long {
			// The rest of a line longer than MaxGame is dropped up to
			// its end, so that memory stays bounded even when the line
			// never ends (/dev/zero).
			n := len(chunk)
			if n > 0 && chunk[n-1] == '\n' {
				r.buf = append(r.buf, '\n')
				n--
			}
			r.dropped += n
		} else {
			r.grow(len(chunk))
			r.buf = append(r.buf, chunk...)
			if len(r.buf)-lineStart > r.maxGame() {
				// Its first bytes are kept for the diagnostic.
				long, r.longAt = true, lineStart
				end := len(r.buf)
				if r.buf[end-1] == '\n' {
					end--
				}
				if cut := lineStart + headMax; cut < end {
					r.dropped += end - cut
					r.buf = append(r.buf[:cut], r.buf[end:]...)
				}
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			r.err = err
			return len(chunk) > 0
		}
		return true
	}
}

// readLines appends to buf, at once, every whole line the input buffer
// holds, when that is what reading them one at a time would append: none
// is longer than MaxGame and, unless the file's first line that is not
// UTF-8 said no line is decoded, all are UTF-8 (with no line decoded as
// Windows-1252 yet, a line that is UTF-8 stays as it is). It reports false
// when it appended nothing: readLine then reads one line.
func (r *Reader) readLines() bool {
	n := r.r.Buffered()
	if n == 0 {
		if _, err := r.r.Peek(1); err != nil {
			return false
		}
		n = r.r.Buffered()
	}
	if r.slow > 0 {
		return false
	}
	p, _ := r.r.Peek(n)
	k := bytes.LastIndexByte(p, '\n') + 1
	if k == 0 || k > r.maxGame() {
		return false
	}
	if !r.cpNo && !utf8.Valid(p[:k]) {
		// These lines are read one at a time, each looked at again
		// only by decode.
		r.slow = k
		return false
	}
	r.grow(k)
	r.buf = append(r.buf, p[:k]...)
	r.r.Discard(k)
	return true
}

// grow makes room for n more bytes at the end of buf. advance reslices buf
// from the front, so its capacity shrinks game after game: rather than let
// append allocate a new block each time it runs out, grow moves the live
// bytes back to the start of the block when at least as many bytes before
// them are dead (each byte is so moved at most once on average: the reading
// stays linear), and allocates only when the block is too small.
func (r *Reader) grow(n int) {
	if cap(r.buf)-len(r.buf) >= n {
		return
	}
	live := len(r.buf)
	if dead := cap(r.whole) - cap(r.buf); dead >= live && cap(r.whole) >= live+n {
		copy(r.whole[:live], r.buf)
		r.buf = r.whole[:live]
		return
	}
	r.whole = make([]byte, live, max(2*cap(r.whole), live+n, r.block))
	copy(r.whole, r.buf)
	r.buf = r.whole
	r.whole = r.whole[:cap(r.whole)]
}

// splitState follows a game's text line by line to find where it ends.
type splitState struct {
	inComment bool // inside a { } comment that began on an earlier line
	seenMove  bool // movetext (other than comments) has been seen
	// sc reads the tokens of the lines plainLine does not pass; it knows
	// the open variations (depth).
	sc    scanner
	ended bool // the game's result has been seen
	tail  int  // start of the first line after the result's line, -1
	any   bool // some token has been seen
	tags  bool // a tag pair has been seen
	game  bool // a token other than a comment or escape has been seen
	blank bool // a blank line follows the tags, before any movetext
	// names are the tag names of the tag section, gathered from its first
	// blank line on (nil before): a tag line after a blank line begins
	// the next game only when its name is already there.
	names map[string]struct{}
	// namesEnd is the end in buf of the text names are gathered from,
	// the first blank line after the tags (0: none seen yet); names is
	// made from it only when a tag line comes after that blank line,
	// which is rare: most games go from their blank line to movetext.
	namesEnd int
}

// split reads until the end of the current game is known and returns its
// length in buf. It returns io.EOF when no game is left.
func (r *Reader) split() (int, error) {
	st := splitState{tail: -1}
	r.skipping = false
	r.cutTag = false
	ls := 0 // start of the next line to scan
	for {
		if !st.inComment && !st.ended {
			// A plain line, as most are, is scanned once: plainLine
			// finds its end too (scanLine would look at it as one).
			if n, nonblank, ok := plainLine(r.buf[ls:]); ok && n > 0 && r.buf[ls+n-1] == '\n' {
				st.plain(nonblank, ls)
				ls += n
				switch {
				case r.skipping:
					ls = r.drop(&st, ls)
				case r.tooLarge(ls):
					ls = r.startSkip(&st, ls)
				}
				continue
			}
		}
		le := r.lineEnd(ls)
		if le < 0 {
			if r.readLine() {
				continue
			}
			r.scanned = r.start.Offset + len(r.buf) + 1
			if ls < len(r.buf) {
				if cut, done := r.scanLine(&st, ls, len(r.buf), false); done {
					return cut, nil
				}
				if !r.skipping && r.tooLarge(len(r.buf)) {
					if st.ended && st.tail >= 0 {
						return st.tail, nil
					}
					r.startSkip(&st, len(r.buf))
				}
			}
			if r.err != nil && !errors.Is(r.err, io.EOF) {
				// The games read before the failure have been returned;
				// the unfinished one is lost with the error.
				return 0, r.err
			}
			if (!st.any || !st.game) && !r.skipping {
				// Comments and escapes with no game after them (nor
				// before: they would trail it) are no game.
				r.buf = r.buf[:0]
				return 0, io.EOF
			}
			return len(r.buf), nil
		}
		le++
		// plainLine has refused this whole line above, unless in a
		// comment or after the result.
		if cut, done := r.scanLine(&st, ls, le, true); done {
			r.scanned = r.start.Offset + le
			return cut, nil
		}
		ls = le
		switch {
		case r.skipping:
			ls = r.drop(&st, ls)
		case r.tooLarge(ls):
			if st.ended && st.tail >= 0 {
				// What outgrew the limit follows the game's result:
				// it goes with the next game.
				r.scanned = r.start.Offset + ls
				return st.tail, nil
			}
			ls = r.startSkip(&st, ls)
		}
	}
}

// tooLarge tells whether the game whose text has been scanned up to ls has
// outgrown MaxGame, or holds a line readLine cut.
func (r *Reader) tooLarge(ls int) bool {
	return ls > r.maxGame() || r.longAt >= 0 && r.longAt < ls
}

// headMax is the most bytes of a too large game's first line that its
// chunk keeps, for the diagnostic to show.
const headMax = 1 << 10

// startSkip keeps the first line of the game being split (from its first
// line that is not blank) as its head, and drops what has been scanned.
func (r *Reader) startSkip(st *splitState, ls int) int {
	r.skipping = true
	// A tag line that begins a line ends the skipped game: what it holds
	// counts as movetext.
	st.seenMove = true
	lead := 0
	for i := 0; i < ls && (r.buf[i] == ' ' || r.buf[i] == '\t' || r.buf[i] == '\r' || r.buf[i] == '\n'); i++ {
		if r.buf[i] == '\n' {
			lead = i + 1
		}
	}
	r.advance(lead)
	ls -= lead
	if st.tail >= 0 {
		st.tail = max(0, st.tail-lead)
	}
	r.headStart = r.start
	line := r.buf
	if k := bytes.IndexByte(line, '\n'); k >= 0 {
		line = line[:k+1]
	}
	if len(line) > headMax {
		line = line[:headMax]
	}
	r.head = append([]byte(nil), line...)
	return r.drop(st, ls)
}

// drop drops the lines of a skipped game scanned so far (buf[:ls]).
// Lines after its result's line, kept when not skipping for the next game
// (comments before it), go with it.
func (r *Reader) drop(st *splitState, ls int) int {
	r.advance(ls)
	if st.tail >= 0 {
		st.tail = 0
	}
	return 0
}

// tagName is the name of the tag pair s begins with ("[Name "...), "" if
// it has none.
func tagName(s []byte) string {
	t := ReadTagPair(s)
	return string(s[t.Name0:t.Name1])
}

// tagNames gathers the names of the tag pairs that begin the lines of a
// tag section, once (the splitter records the later ones as it meets
// them, so that a long section is read in linear time).
func tagNames(text []byte) map[string]struct{} {
	names := map[string]struct{}{}
	for len(text) > 0 {
		line := text
		if k := bytes.IndexAny(text, "\r\n"); k >= 0 {
			line, text = text[:k], text[k+1:]
		} else {
			text = nil
		}
		line = bytes.TrimLeft(line, " \t\ufeff")
		if len(line) > 0 && line[0] == '[' {
			names[tagName(line)] = struct{}{}
		}
	}
	return names
}

// plain follows a line at ls that plainLine passed: movetext when
// nonblank, else a blank line (after tags, it may end their section).
func (st *splitState) plain(nonblank bool, ls int) {
	if nonblank {
		st.any, st.seenMove, st.game = true, true, true
	} else if st.tags && !st.seenMove {
		st.blank = true
		if st.namesEnd == 0 {
			st.namesEnd = ls
		}
	}
}

// scanLine scans buf[ls:le], one line; done reports that the game ends at
// cut. refused tells that plainLine has refused the line when it had to
// look at it (not in a comment, not after the result): it is not asked
// again.
func (r *Reader) scanLine(st *splitState, ls, le int, refused bool) (cut int, done bool) {
	line := r.buf[:le]
	i := ls
	if st.inComment {
		// A tag line ends the game of a comment never closed: the
		// games after it are read (the tokenizer ends the comment there
		// too, see commentLen).
		if tagLine(line[ls:le]) {
			if st.ended && st.tail >= 0 {
				return st.tail, true
			}
			r.cutTag = !st.ended
			return ls, true
		}
		k := bytes.IndexByte(line[i:], '}')
		if k < 0 {
			return 0, false
		}
		i += k + 1
		st.inComment = false
	} else if st.ended && st.tail < 0 {
		st.tail = ls
	}
	if i == ls && !st.ended && !refused {
		if _, nonblank, ok := plainLine(line[ls:le]); ok {
			st.plain(nonblank, ls)
			return 0, false
		}
	}
	sc := &st.sc
	sc.src, sc.i, sc.ql.lineAt, sc.end = line, i, ls, len(line)
	if ls == 0 && r.start.Column > 1 {
		sc.ql.lineAt = -1 // the game begins in the middle of a line
	}
	// A note after the result, on its line: `1-0 (abandon)` is a comment
	// of the game (resultNote; tokenize reads it so).
	sc.note = st.ended && st.tail < 0
	first := i == ls
	for {
		bads := sc.bads
		at, typ, _ := sc.next()
		if sc.bads != bads {
			// What the tokenizer skips is no token here either; a bad
			// byte (reported by the tokenizer) makes a text of it.
			st.any, st.game = true, true
		}
		if typ == lexer.EOF {
			return 0, false
		}
		if cut, done := r.splitToken(st, typ, line, at, ls, first); done {
			return cut, true
		}
		if rest := line[sc.i:]; len(rest) == 1 && rest[0] == '\n' {
			return 0, false // the line end alone is left, as on most lines
		}
		first = false
	}
}

// splitToken follows the token of type typ at line[i], the first of its
// line (at ls) when first; done reports that the game ends at cut.
func (r *Reader) splitToken(st *splitState, typ lexer.TokenType, line []byte, i, ls int, first bool) (cut int, done bool) {
	st.any = true
	if typ != tComment && typ != tLineComment && typ != tEscape {
		st.game = true
	}
	boundary := func() (int, bool) {
		if st.tail >= 0 {
			return st.tail, true
		}
		return i, true
	}
	switch typ {
	case tComment, tLineComment, tEscape:
	case tBadComment:
		st.inComment = true
	case tTag, tBadTag:
		if st.ended {
			return boundary()
		}
		if first && st.seenMove {
			// A tag line after movetext starts the next game.
			r.cutTag = true
			return ls, true
		}
		if r.repeatedTag(st, line[i:], first) {
			r.cutTag = true
			return ls, true
		}
		st.blank = false
		st.tags = true
	case tResult:
		if st.ended {
			return boundary()
		}
		if st.sc.depth == 0 {
			st.ended = true
		} else {
			st.seenMove = true
		}
	default:
		if st.ended {
			return boundary()
		}
		st.seenMove = true
	}
	return 0, false
}

// repeatedTag tells whether the tag pair s begins with, the first token
// of its line when first, begins the next game: after a blank line that
// ends a tag section with no movetext, a tag line starts the next game
// when it names a tag the section has: [Event "a"], a blank line,
// [Event "b"]. Other tags go on the section: a file whose line ends were
// doubled (CR CR LF, LF CR) has a blank line after each tag.
func (r *Reader) repeatedTag(st *splitState, s []byte, first bool) bool {
	if st.namesEnd == 0 {
		return false
	}
	if st.names == nil {
		// The text up to the blank line has not moved: buf moves only
		// once the game is known too large, which makes the lines after
		// it movetext.
		st.names = map[string]struct{}{}
		if !st.seenMove && st.namesEnd <= len(r.buf) {
			st.names = tagNames(r.buf[:st.namesEnd])
		}
	}
	name := tagName(s)
	if _, again := st.names[name]; again && first && st.blank {
		return true
	}
	st.names[name] = struct{}{}
	return false
}

// Byte classes of plainLine.
const (
	plainOther   = iota // any other byte
	plainSpace          // a space, as scanLine skips them
	plainParen          // '(': plain when it opens a power token
	plainStop           // a byte that may begin or end a token that matters to the split
	plainDash           // '-', '/' or ':': a result after '1' or '0'
	plainHigh           // the first byte of a character beyond ASCII
	plainLineEnd        // '\n', where the line ends
)

var plainClass = func() (t [256]uint8) {
	for _, c := range []byte(" \t\r\n\f\v") {
		t[c] = plainSpace
	}
	for c := 0x80; c < 0x100; c++ {
		t[c] = plainHigh
	}
	for _, c := range []byte("{};%[]*)\xc2\x00") {
		t[c] = plainStop
	}
	t['('] = plainParen
	t['-'], t['/'], t[':'] = plainDash, plainDash, plainDash
	t['\n'] = plainLineEnd
	return t
}()

// plainLine reports whether every token of the first line of b (up to its
// first '\n', included, or the end of b) is movetext for the split (no
// comment, escape, tag, result or bracket), without tokenizing it; n is
// the length of that line, nonblank tells whether it has a token. ok=false
// means the line must be scanned token by token. It looks for the bytes such tokens
// are made of: {, }, ;, %, [, ], *, ) and ½'s first byte; a '-', '/' or
// ':', or an en or em dash, after 1 or 0 (1-0, 0-1, 1/2-1/2, 1:0, 1–0);
// and a '(' that does not open a power token "(12)" or "(12=B)" (such a
// '(' is never a bracket: it opens a power token, or a hole token "E(3)"
// reads it, up to the same ')'). Unicode
// spaces are spaces; a NUL or invalid UTF-8 byte sends the line to
// scanLine.
func plainLine(b []byte) (n int, nonblank, ok bool) {
	i := 0
	// sentinel: the last byte of b is one the loop below stops at (most
	// often the line end of the last line read).
	sentinel := len(b) > 0 && plainBits[b[len(b)-1]]&plainLook != 0
	for {
		// The bytes of plain tokens and the blanks, in a loop of their
		// own.
		if sentinel && i < len(b) {
			i = unsafeview.Skip(b, i, &plainBits, plainLook)
		} else {
			for i < len(b) && plainBits[b[i]]&plainLook == 0 {
				i++
			}
		}
		if i == len(b) {
			return i, plainNonblank(b), true
		}
		// The commonest stop, a power token (12=W), (1=W), (3) or (12),
		// read first and without a loop (a digit less '0' is below 10, a letter with
		// its case bit set less 'a' below 26); other power tokens below.
		if b[i] == '(' && i+5 < len(b) {
			// (q: one bounds check for its six bytes.)
			q := (*[6]byte)(b[i : i+6])
			switch {
			case isPower12(q):
				i += 6
				continue
			case isPower1(q):
				i += 5
				continue
			case q[1]-'0' < 10 && q[2] == ')':
				i += 3 // (3), as in E(3)
				continue
			case q[1]-'0' < 10 && q[2]-'0' < 10 && q[3] == ')':
				i += 4 // (12)
				continue
			}
		}
		switch plainClass[b[i]] {
		case plainLineEnd:
			// Most lines begin with a token: nothing more to look at.
			return i + 1, i > 0 && plainBits[b[0]]&plainToken != 0 || plainNonblank(b[:i]), true
		case plainStop:
			return 0, false, false
		case plainDash:
			if i > 0 && (b[i-1] == '1' || b[i-1] == '0') {
				return 0, false, false
			}
		case plainParen:
			// A power token, as the rule table reads it: (123) or
			// (123=W).
			end, _, _ := powerAt(b, i)
			if end == 0 {
				return 0, false, false
			}
			i = end - 1
		case plainHigh:
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n <= 1 {
				return 0, false, false
			}
			if (r == '–' || r == '—') && i > 0 && (b[i-1] == '1' || b[i-1] == '0') {
				return 0, false, false // 1–0, 0—1
			}
			i += n - 1
		}
		i++
	}
}

// plainNonblank tells whether a line plainLine passed has a token: a byte
// other than an ASCII blank and the Unicode spaces (most lines begin with
// one).
func plainNonblank(b []byte) bool {
	for i := 0; i < len(b); {
		switch {
		case plainBits[b[i]]&plainBlank != 0:
			i++
		case b[i] < utf8.RuneSelf:
			return true
		default:
			r, n := utf8.DecodeRune(b[i:])
			if !isUnicodeSpace(r) {
				return true
			}
			i += n
		}
	}
	return false
}

// Bits of plainBits: a byte of a token that plainLine passes as it is, a
// space, a byte it must look at (plainClass says why).
const (
	plainToken = 1 << iota
	plainBlank
	plainLook
)

var plainBits = func() (t [256]uint8) {
	for c := range t {
		switch plainClass[c] {
		case plainOther:
			t[c] = plainToken
		case plainSpace:
			t[c] = plainBlank
		default:
			t[c] = plainLook
		}
	}
	return t
}()
