package grammar

import (
	"bytes"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/i18n"
)

// scanner reads AGN text one token at a time, as go/scanner reads Go: Scan
// returns each token's position, type and text. It is the package's one
// scanner. syntaxCheck's tokIter (the tokens of the grammar's reading
// and of the error wording; in the tests, tokenize's, participle's), the
// game splitter (Reader.scanLine) and the one-pass path's long way
// (quickState.token) all read through it; the one-pass loop (quickRun)
// and the splitter's look at a plain line (plainLine) read the commonest
// tokens ahead of it with the same recognisers (recognise.go). A token is
// found by the one ordered rule table (rules; quickMatch finds the common
// ones sooner), a tag pair by ReadTagPair, a SAN move by movegen's one
// SAN reader.
//
// Scan builds each token's lexer.Position (tokIter wants them); the
// splitter and the one-pass path, which do not, read the same tokens by
// next, which gives their index and line.
//
// Between tokens it skips blanks, Unicode spaces, NUL bytes and invalid
// UTF-8, which it counts (bads, spaces) and, when asked (collect),
// reports in diags; it follows the lines, in the blanks and inside comments and tags; it knows
// the open brackets (depth) and whether it stands after the result of the
// game on its line (note), where `(abandon)` is a comment.
type scanner struct {
	src  []byte
	text string // src as a string, lit's text ("": Scan gives no lit)
	file string
	i    int   // where the next token is looked for
	off  int   // the file offset of src[0]
	ql   qline // the line of src[i] (see qline)

	note  bool // after the result, on its line (resultNote)
	depth int  // open brackets, ( and [

	// With keep set, diags collects each NUL or invalid UTF-8 byte
	// between tokens, and inside comments and tags when report is set
	// too, and the first Unicode space other than the byte-order mark;
	// without it they are only counted, in bads and spaces.
	diags        scanDiags
	keep, report bool

	// end is where the tokens end (len(src) but for a game with a syntax
	// error, read up to its cut: the bytes after it still decide the
	// tokens before).
	end int
	// over, when overEnd is not 0, is where a comment in parentheses
	// stands, up to overEnd: it is read as one Comment token (syntaxCheck
	// reads such a game again with the comment as the {…} it is meant to
	// be).
	over, overEnd int
	bads, spaces  int

	// The parts of the last token: a SAN move's when isSAN, a tag pair's
	// when it is a Tag.
	san   sanParts
	isSAN bool
	tag   TagPair
}

// init makes s a scanner of src, whose first byte stands at start; text
// is src as a string, or "" when the caller wants no lit.
func (s *scanner) init(src []byte, text, file string, start lexer.Position) {
	*s = scanner{src: src, text: text, file: file, off: start.Offset, ql: qline{start.Line, -start.Column, 0}, end: len(src)}
	if start.Column > 1 {
		s.ql.lineAt = -1 // src begins in the middle of a line
	}
}

// collect makes s keep its diagnostics (diags), for file; report: the
// bad bytes inside comments and tags too.
func (s *scanner) collect(file string, report bool) {
	s.diags.file, s.keep, s.report = file, true, report
}

// pos is the position of src[i].
func (s *scanner) pos(i int) lexer.Position {
	return lexer.Position{Filename: s.file, Offset: s.off + i, Line: s.ql.line, Column: i - s.ql.lineBase}
}

// newline follows the line end at src[i].
func (s *scanner) newline(i int) { s.ql = qline{s.ql.line + 1, i, i + 1} }

// Scan reads the next token: its position, type and text (lit, when the
// scanner has a text). At the end of src it returns lexer.EOF, at the
// position of the end.
func (s *scanner) Scan() (pos lexer.Position, tok lexer.TokenType, lit string) {
	i, tok, at := s.next()
	if tok != lexer.EOF && s.text != "" {
		lit = s.text[i:s.i]
	}
	return lexer.Position{Filename: s.file, Offset: s.off + i, Line: at.line, Column: i - at.lineBase}, tok, lit
}

// next is Scan for the readers that build no lexer.Position: the token
// stands at src[i:s.i], on the line at.
func (s *scanner) next() (i int, tok lexer.TokenType, at qline) {
	src := s.src
	i = s.i
	switch {
	case i < len(src) && byteIs[src[i]]&isTokenStart != 0:
	case i+1 < len(src) && src[i] == ' ' && byteIs[src[i+1]]&isTokenStart != 0:
		// One space before the token, the commonest blank, without
		// skip's call.
		i++
		s.i = i
	default:
		i = s.skip()
		s.i = i
	}
	at = s.ql
	if i >= s.end {
		return i, lexer.EOF, at
	}
	// The token: a note after the result, a tag pair, else the rule
	// table's.
	rest := src[i:]
	c := rest[0]
	n := 0
	switch {
	case i == s.over && s.overEnd > 0:
		tok, n = tComment, s.overEnd-i
	case c == '[':
		if s.readTag(rest) {
			tok, n = tTag, s.tag.Len
		}
	case c == '(' && s.note:
		tok, n = tComment, resultNote(rest)
	}
	if n == 0 {
		var q sanParts
		tok, n, q, s.isSAN = quickMatch(rest, i == s.ql.lineAt)
		s.san = q
	}
	if tok == tPunct {
		if c == '(' || c == '[' {
			s.depth++
		} else if s.depth > 0 {
			s.depth--
		}
	}
	// After a result outside variations, comments and notes on its line
	// are the game's (the splitter keeps them in it).
	s.note = tok == tResult && s.depth == 0 || tok == tComment && s.note
	s.i = i + n
	switch tok {
	case tComment, tBadComment:
		s.follow(i, n)
	case tTag, tLineComment, tEscape:
		// On one line: only their bad bytes are looked for.
		if s.report {
			s.follow(i, n)
		}
	}
	return i, tok, at
}

// skip passes the blanks from src[i] on and returns where a token starts
// (or the end).
func (s *scanner) skip() int {
	src, i := s.src, s.i
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			s.newline(i)
			s.note = false
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
		case c == 0:
			s.badByte(i, i18n.GNul)
		case c >= 0x80:
			r, n := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && n <= 1 {
				s.badByte(i, i18n.GBadUTF8)
				break
			}
			if !isUnicodeSpace(r) {
				return i
			}
			if r != '\ufeff' {
				s.spaces++
				if s.keep && s.spaces == 1 {
					s.diags.space(s.pos(i), n)
				}
			}
			i += n - 1
		default:
			return i
		}
		i++
	}
	return i
}

// badByte counts and reports a bad byte between tokens.
func (s *scanner) badByte(i int, msg i18n.Key) {
	s.bads++
	if s.keep {
		s.diags.badByte(s.pos(i), msg)
	}
}

// readTag reads the tag pair s begins with into s.tag; false when there
// is none.
func (s *scanner) readTag(t []byte) bool {
	s.tag = ReadTagPair(t)
	return s.tag.Len > 0
}

// follow follows the line ends of a comment or tag token at src[i:i+n],
// and reports its bad bytes (report).
func (s *scanner) follow(i, n int) {
	t := s.src[i : i+n]
	if (!s.report || utf8.Valid(t) && bytes.IndexByte(t, 0) < 0) && bytes.IndexByte(t, '\n') < 0 {
		return
	}
	for j := 0; j < len(t); j++ {
		switch c := t[j]; {
		case c == '\n':
			s.newline(i + j)
		case c == 0 && s.report:
			s.diags.badByte(s.pos(i+j), i18n.GNul)
		case c >= 0x80:
			r, w := utf8.DecodeRune(t[j:])
			if r == utf8.RuneError && w <= 1 {
				if s.report {
					s.diags.badByte(s.pos(i+j), i18n.GBadUTF8)
				}
			} else {
				j += w - 1
			}
		}
	}
}
