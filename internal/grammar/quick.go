package grammar

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// The one-pass path: quickGame builds the typed game of a text straight
// from its bytes, with no token slice and no tree. It reads every token
// with the one scanner (quickRun, the commonest ones, in a tight loop) and
// builds each with the builder's own methods (builder.tag, section,
// moveNumber, chessMove, captureEvent, ..., result, end), so that forms as
// typed, tags given twice, numbers too large and misplaced annotations are
// worded by the builder; the scanner's diagnostics (bad bytes, spaces
// beyond ASCII, variations nested too deep) are scanDiags. At the first
// capture event it builds the game again looking ahead for the mode of
// each section (modeAhead). On a syntax error it gives up; buildGame then
// has the text read once more to find and word the errors and the cut
// (syntaxCheck), and calls quickGame again with a quickErr: the text up
// to the cut, or the comment in parentheses read as a comment. FuzzQuick and
// FuzzFastPath check what it builds against participle's parse of the
// same text (oracle_test.go).

// maxQuickTags is the most tag pairs the one-pass path reads: it looks
// for a tag given twice by comparing names, which is linear only while
// the tags are few.
const maxQuickTags = 32

// qframe is an open variation of the one-pass path: what the level around
// it had built, its section, and its opening bracket.
type qframe struct {
	out     []notation.Element
	sec     notation.Section
	mode    mode
	open    notation.Pos
	bracket byte
}

// quickGame builds into g (reset by parseGameInto, Source set) the game of
// src, whose first byte stands at start, and reports true; or it reports
// false, having left g's tags and movetext for the next try to reuse
// (every element it wrote cleared). A game whose tags a visitor passes
// over (sc.quick.visit) is left so too, and reported true. With e, it
// builds a game with a syntax error (quickErr), and always reports true.
// A game with capture events is built again from the start with the
// modes of its sections looked for (quickBuild's modes).
func quickGame(g *notation.Game, src []byte, file string, start lexer.Position, sc *scratch, e *quickErr) bool {
	q := &sc.quick
	// Before a visitor is told the tags, no text is looked at for bad
	// bytes: only once it enters the movetext (quickState.place), so
	// that a movetext passed over is not read at all.
	bad := false
	if q.visit == nil || q.visit.told {
		bad = hasBadBytes(src)
	}
	body := g.Body[:0]
	for modes := false; ; {
		if q.visit != nil && q.visit.told {
			bad = q.visit.bad
		}
		b := builder{file: file, pieces: q.pieces[:0], chess: &q.sect, mode: modeMoves}
		r := quickBuild(g, src, start, &b, q, bad, modes, e)
		q.pieces = b.pieces[:0]
		if r == quickBuilt {
			b.done(g, sc)
			return true
		}
		// What this path wrote is cleared (it keeps nothing alive); the
		// builder appends to the tags and trailing comments, and sets the
		// result only when there is one. Before a movetext passed over,
		// it wrote at most the comments before the tags.
		if r == quickPassed {
			clear(body[:min(len(b.out), cap(body))])
		} else {
			clear(body[:cap(body)])
			for _, l := range q.levels {
				clear(l[:cap(l)])
			}
		}
		g.Body = body[:0]
		g.Tags = g.Tags[:0]
		g.Trailing = nil
		g.Result = notation.Element{}
		g.Start = notation.Pos{}
		switch {
		case r == quickPassed:
			return true // the visitor passed over the movetext
		case r == quickAgain:
			// Bad bytes in the tags a visitor was told: read again,
			// reporting them.
		case r == quickGaveUp || modes:
			return false
		default:
			modes = true
		}
	}
}

// hasBadBytes tells whether src holds a NUL or invalid UTF-8 byte.
func hasBadBytes(src []byte) bool { return bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src) }

// quickErr is what the one-pass path needs to build a game with a syntax
// error (syntaxCheck finds it): the text up to end (the cut), or the
// whole text with the comment in parentheses at over to overEnd (not 0)
// read as a comment; the position of the game's first token (start); the
// result that ends the text outside variations, and the texts after it
// (result nil: none; errorEnd); the diagnostics of the scanner and of the
// syntax (pre), which stand for the one pass's scanner's. Offsets are
// indexes in src.
type quickErr struct {
	pre           diag.List
	end           int
	over, overEnd int
	start         lexer.Position
	result        *lexer.Token
	trailing      []lexer.Token
}

// quickScratch holds the one-pass path's buffers, reused from game to
// game: piece letters, open variations, the movetext of each depth.
type quickScratch struct {
	pieces []byte
	stack  []qframe
	levels [][]notation.Element
	// perKB is the number of top-level elements per 1024 bytes of the
	// last game built.
	perKB int
	// owned: the text being built is a chunk's own copy (Chunk.owned).
	owned bool
	// The last chess section keyword's language, kept from game to game.
	sect sectionCache
	// visit: the game's tags are told to a visitor (Chunk.VisitTags),
	// whose state is visiting.
	visit    *visitState
	visiting visitState
	// heads: the tag section a visitor was told of before the pass
	// (Chunk.VisitTags), which quickBuild builds without reading it
	// again; nil for none. headsRead is its memory, kept from game to
	// game.
	heads     *heads
	headsRead heads
}

// keptLevel is the most elements a level's scratch keeps from one
// variation to the next (about 600 KB).
const keptLevel = 1 << 12

// closeLevel returns the elements of a variation being closed, built in
// *level, as the variation's own slice, and leaves in *level the scratch
// for the next variation at its depth (cleared). A short variation is
// copied and its scratch kept; a long one keeps its buffer, and the
// scratch is dropped: a variation of 519,000 null moves was held twice,
// the copy and the scratch (71 + 85 MB).
func closeLevel(level *[]notation.Element) []notation.Element {
	out := *level
	if cap(out) > keptLevel {
		*level = nil
		return slices.Clip(out)
	}
	kids := make([]notation.Element, len(out))
	copy(kids, out)
	clear(out)
	return kids
}

// qline is where the one-pass path stands in its lines: the line number,
// lineBase (the column of src[i] is i - lineBase) and lineAt, where a
// line starts that counts as one for `%` escapes (see quickBuild).
type qline struct{ line, lineBase, lineAt int }

// quickRun builds the commonest tokens of movetext from src[i] on, one
// after the other, in a loop kept small: power tokens `(12=W)`, the null
// move `0`, move numbers `12.` and `12...`, a lone hole letter `C` or a
// hole with its count `E(2)`, and out of an Awélé section (sec) the
// commonest SAN moves, with the blanks and line ends between them. Each
// is found and built as quickMatch and quickState.fill find and build
// it (no rule before its own matches such text). It stops before any other
// byte or form, returning where, the movetext and the line position
// (line and lineBase; lineAt, one past the last line end passed, is left
// to the caller, one value fewer for the loop to keep): the long way
// reads that token. quickBuild calls it only where such tokens
// may stand (after the first token, before the result). off is the file
// offset of src[0].
//
// The loop calls none of ours but the one SAN reader's common form
// (movegen.ScanCommonSAN: SAN text is read in one place, at the cost of
// about 4 M instructions on 2,000 games against the inline reading it
// replaced), and grows neither the movetext nor b.pieces (append is a
// call, and calls in the loop made it keep its values on the stack at
// every turn):
// when either is full it stops with full=true, and the caller makes room
// and calls it again. Blanks and line ends are passed before anything
// else is looked at.
func quickRun(src []byte, i int, out []notation.Element, line, lineBase, off int, sec notation.Section, b *builder) (int, []notation.Element, int, int, bool) {
	for i < len(src) {
		c := src[i]
		class := runClass[c]
		if class <= runLine {
			switch class {
			case runOther:
				return i, out, line, lineBase, false
			case runLine:
				line, lineBase = line+1, i // the caller sets lineAt
			}
			i++
			continue
		}
		if len(out) == cap(out) {
			return i, out, line, lineBase, true
		}
		switch class {
		case runParen:
			// (12=W) and (1=W) read from one six-byte array, one bounds
			// check; other power tokens by the power reader.
			var d, num int
			if i+5 < len(src) {
				q := (*[6]byte)(src[i : i+6])
				if isPower12(q) {
					d, num = i+3, int(q[1]-'0')*10+int(q[2]-'0')
				} else if isPower1(q) {
					d, num = i+2, int(q[1]-'0')
				}
			}
			if d == 0 {
				// Other power tokens, read as powerAt reads them.
				if d, num = digitsAt(src, i+1); d == i+1 || num > maxNumber || !powerCloses(src, d) {
					return i, out, line, lineBase, false
				}
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.Power, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, d+3-i
			e.Number, e.Colour = num, src[d+1]
			b.colour(e.Colour)
			i = d + 3
		case runZero:
			if !nullAt(src, i) {
				return i, out, line, lineBase, false
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.NullMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, 1
			// The token's text, src[i], as a constant: the loop keeps
			// no string of the text.
			e.Text = "0"
			i++
		case runDigit:
			// 7. and 13. (or 7... and 13...) read from one five-byte
			// subslice, one bounds check; other move numbers by the
			// move-number reader.
			var d, num, end int
			if i+4 < len(src) {
				q := (*[5]byte)(src[i : i+5])
				if q[1] == '.' {
					d, num, end = i+1, int(c-'0'), i+2
					if moreDots(q, 2) {
						end = i + 4
					}
				} else if q[1]-'0' < 10 && q[2] == '.' {
					d, num, end = i+2, int(c-'0')*10+int(q[1]-'0'), i+3
					if moreDots(q, 3) {
						end = i + 5
					}
				}
			}
			if d == 0 {
				// Other move numbers, read as moveNumberAt reads them.
				d, num = digitsAt(src, i)
				if end = moveNumberEnd(src, d); end == 0 || num > maxNumber {
					return i, out, line, lineBase, false
				}
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.MoveNumber, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, end-i
			e.Number, e.Black = num, end-d == 3
			i = end
		case runHole:
			if i+1 == len(src) || byteIs[src[i+1]]&isTokenEnd != 0 {
				out = out[:len(out)+1]
				e := &out[len(out)-1]
				*e = notation.Element{}
				e.Kind, e.Pos, e.Len = notation.AweleMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, 1
				e.Hole, e.Count = c, -1
				i++
				break
			}
			if src[i+1] == '(' {
				// `E(2)`: a hole and its capture count, alone.
				if d, num := digitsAt(src, i+2); d > i+2 && num <= maxNumber && countCloses(src, d) {
					out = out[:len(out)+1]
					e := &out[len(out)-1]
					*e = notation.Element{}
					e.Kind, e.Pos, e.Len = notation.AweleMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, d+1-i
					e.Hole, e.Count = c, num
					i = d + 1
					break
				}
			}
			fallthrough
		default: // runLetter
			if sec == notation.AweleSection {
				return i, out, line, lineBase, false
			}
			// The SAN moves of most records (`e4`, `exd5`, `Nf3`, `Nxe5`),
			// read by the one SAN reader's common form; the others go the
			// long way, through quickMatch.
			var q sanParts
			j := movegen.ScanCommonSAN(src, i, &q)
			if j == 0 {
				return i, out, line, lineBase, false
			}
			if q.Piece != 0 {
				k := len(b.pieces)
				if k == cap(b.pieces) {
					return i, out, line, lineBase, true
				}
				b.pieces = b.pieces[:k+1]
				b.pieces[k] = q.Piece
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.ChessMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, j-i
			e.SAN = notation.SAN{Piece: q.Piece, FromFile: q.FromFile, FromRank: q.FromRank, Capture: q.Capture,
				ToFile: q.ToFile, ToRank: q.ToRank, Check: q.Check}
			i = j
		}
		// The one space after a token is skipped without a turn of the
		// loop.
		if i < len(src) && src[i] == ' ' {
			i++
		}
	}
	return i, out, line, lineBase, false
}

// Byte classes of quickRun.
const (
	runOther  = iota // a byte no token of quickRun begins with
	runSpace         // a blank other than a line end
	runLine          // '\n'; the three classes above must stay first
	runParen         // '(': a power token
	runZero          // '0': the null move
	runDigit         // 1 to 9: a move number
	runHole          // a to f, A to F: a hole, else as runLetter
	runLetter        // another ASCII letter: a SAN move
)

var runClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == '\v':
			t[c] = runSpace
		case b == '\n':
			t[c] = runLine
		case b == '(':
			t[c] = runParen
		case b == '0':
			t[c] = runZero
		case b >= '1' && b <= '9':
			t[c] = runDigit
		case isHole(b):
			t[c] = runHole
		case isLetter(b):
			t[c] = runLetter
		}
	}
	return t
}()

// quickText is the element of a comment or escape token, as builder.text
// makes it (the carriage returns of CRLF line ends taken out).
func quickText(typ lexer.TokenType, v string, p notation.Pos) notation.Element {
	e := notation.Element{Kind: notation.Comment, Pos: p, Len: len(v)}
	switch typ {
	case tComment:
		e.Text = v[1 : len(v)-1]
		if strings.IndexByte(e.Text, '\r') >= 0 {
			e.Text = strings.ReplaceAll(e.Text, "\r\n", "\n")
		}
	case tLineComment:
		e.Text = strings.TrimRight(v[1:], "\r")
		e.LineComment = true
	case tEscape:
		e.Kind = notation.Escape
		e.Text = strings.TrimRight(v[1:], "\r")
	}
	return e
}

// quickTag appends the tag pair v, which tag read, when it is written
// plainly (TagPair.Plain), its name is new and its value needs no note;
// false otherwise.
func quickTag(g *notation.Game, v string, tag *TagPair, p notation.Pos) bool {
	if !tag.Plain || tag.Len != len(v) {
		return false
	}
	name, value := v[tag.Name0:tag.Name1], v[tag.Head:tag.Value1]
	for t := range g.Tags {
		if g.Tags[t].Name == name {
			return false
		}
	}
	if name == "Result" {
		if r, ok := notation.Result(value); ok && r != value {
			return false
		}
	}
	g.Tags = append(g.Tags, notation.Tag{Name: name, Value: value, Pos: p})
	return true
}

// quickMatch is match (the lexer's rule table) with the common tokens of
// a record found directly: a power token, a move number, the null move
// `0`, a SAN move, an Awélé hole, a capture event. For each, every rule
// before it in the table is known not to match; anything else goes
// through match. A SAN move comes with its parts (q).
func quickMatch(s []byte, atLineStart bool) (typ lexer.TokenType, n int, q sanParts, isSAN bool) {
	c := s[0]
	switch {
	case c == '(':
		// The rules for '(' are Power and Punct.
		if n, _, _ := powerAt(s, 0); n > 0 {
			return tPower, n, q, false
		}
		return tPunct, 1, q, false
	case c >= '1' && c <= '9':
		// Result needs '/' or a dash after the 1, Score a dash or a
		// blank after the digits, Castle and Null a 0.
		if n, _, _ := moveNumberAt(s, 0); n > 0 {
			return tMoveNumber, n, q, false
		}
	case c == '[':
		// Rules for '[': Tag, BadTag, Punct.
		if n := matchTag(s, atLineStart); n > 0 {
			return tTag, n, q, false
		}
	case c == '0':
		// Castle, Result, PowerItem, MoveNumber need a byte other than
		// a blank after the 0; Score a dash after the blanks.
		if nullAt(s, 0) {
			return tNull, 1, q, false
		}
	case isLetter(c):
		if typ, n, q = quickLetter(s, atLineStart); n > 0 {
			return typ, n, q, typ == tSAN
		}
	}
	typ, n = match(s, atLineStart)
	return typ, n, q, false
}

// quickLetter reads the token at a letter: a SAN move (with its parts),
// a capture event or a hole; n=0 for any other (match decides). Section
// needs five letters or é, É; Castle an O; Null a Z; EnPassant an e; then
// SAN, Capture and Hole in this order.
func quickLetter(s []byte, atLineStart bool) (typ lexer.TokenType, n int, q sanParts) {
	c := s[0]
	if c == 'O' || c == 'Z' {
		return 0, 0, q
	}
	if byteIs[c]&isSectionFirst != 0 {
		k := 1
		for k < len(s) && k < 5 && isLetter(s[k]) {
			k++
		}
		if k == 5 || k < len(s) && s[k] == 0xc3 {
			// Section is the first rule for a letter.
			return tSection, matchSection(s, atLineStart), q
		}
	}
	if c == 'e' && matchEnPassant(s, false) > 0 {
		return 0, 0, q
	}
	if byteIs[c]&(isPieceLetter|isFileLetter) != 0 && len(s) > 1 {
		// parseSAN needs two files, ranks, x, ':', '-' or × after the
		// piece letter, or a drop's @: the second of them, or the first
		// after a piece letter, must stand at 1.
		if k := s[1]; isFile(k) || isRank(k) || k == 'x' || k == ':' || k == '-' || k == 0xc3 || k == '@' {
			if n, q := parseSAN(s); n > 0 {
				return tSAN, n, q
			}
		}
	}
	if isColour(c) {
		if n := matchCapture(s, false); n > 0 {
			return tCapture, n, q
		}
	}
	if isHole(c) {
		if len(s) == 1 || s[1] == ' ' || s[1] == '\n' || s[1] == '\t' || s[1] == '\r' {
			return tHole, 1, q
		}
		return tHole, matchHole(s, false), q
	}
	return 0, 0, q
}

// Byte classes of quickMatch, as bits of byteIs.
const (
	isPieceLetter  = 1 << iota // pieceLetters (isPiece); must be 1
	isFileLetter               // a to h (isFile)
	isSectionFirst             // sectionFirst
	isTokenEnd                 // ' ', '\n', '\t' or '\r': a blank that ends a token of quickRun
	isTokenStart               // an ASCII byte other than a blank and NUL: a token starts there (scanner.Scan)
)

var byteIs = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if isPiece(byte(c)) {
			t[c] |= isPieceLetter
		}
		if isFile(byte(c)) {
			t[c] |= isFileLetter
		}
		if strings.IndexByte(sectionFirst, byte(c)) >= 0 {
			t[c] |= isSectionFirst
		}
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			t[c] |= isTokenEnd
		}
		if c > ' ' && c < 0x80 {
			t[c] |= isTokenStart
		}
	}
	return t
}()
