package grammar

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
)

// Token types of the AGN lexer. They are negative, below lexer.EOF, as
// participle's own lexers number them.
const (
	tComment lexer.TokenType = lexer.EOF - 1 - iota
	tLineComment
	tEscape
	tTag
	tPower
	tSection
	tCastle
	tResult
	tScore
	tMoveNumber
	tPowerItem
	tNull
	tSAN
	tCapture
	tHole
	tColours
	tEllipsis
	tNAG
	tSuffix
	tEnPassant
	tMate
	tSign
	tPunct
	tBadComment
	tBadTag
	tInvalid
)

// rule is one entry of the lexer table: a token type, its name in the
// grammar, what it looks like (for the documentation), and a matcher that
// returns the length of the token at the start of s (0: no match);
// lineStart tells whether s starts a line.
type rule struct {
	typ   lexer.TokenType
	name  string
	shape string
	match func(s []byte, lineStart bool) int
	// first lists the bytes a token of this rule can start with; "" means
	// any byte.
	first string
}

// rules is the lexer, in one ordered table. Order matters: the first rule
// that matches wins, so longer and more specific forms come first (a power
// token before a parenthesis, castling before a result before a score
// before a move number before the null move, SAN before a hole letter).
var rules = []rule{
	{tComment, "Comment", "{ ... }, or ( ... ) after the result on its line", matchComment, "{"},
	{tBadComment, "BadComment", "{ without }", matchBadComment, "{"},
	{tLineComment, "LineComment", "; ... to the end of the line", matchLineComment, ";"},
	{tEscape, "Escape", "% ... at the start of a line", matchEscape, "%"},
	{tTag, "Tag", `[Name "value"] [Name “value”] [Name « value »]`, matchTag, "["},
	{tBadTag, "BadTag", `[Name "value without closing`, matchBadTag, "["},
	{tPower, "Power", "(n=C) or (n)", matchPower, "("},
	{tSection, "Section", "Awélé Awele Awalé Awale Oware Échecs Echecs Chess Schach Ajedrez Scacchi Schaken (any case, maybe with a colon)", matchSection, sectionFirst},
	{tCastle, "Castle", "O-O-O O-O 0-0-0 0-0 (+, #, ++ or ≠)", matchCastle, "O0"},
	{tResult, "Result", "1-0 0-1 1/2-1/2 ½-½ * (1:0 0:1 ½:½ 1–0 0—1)", matchResult, "10*\xc2"},
	{tScore, "Score", "25-23 3 - 4", matchScore, "0123456789"},
	{tMoveNumber, "MoveNumber", "12. 12... 12…", matchMoveNumber, "0123456789"},
	{tPowerItem, "PowerItem", "3:W", matchPowerItem, "0123456789"},
	{tNull, "Null", "0 -- Z0 0.0 0000 @@@@ (– or — alone, -- as a word processor makes it)", matchNull, "0-Z\xe2@"},
	{tEnPassant, "EnPassant", "e.p. ep after an en-passant capture", matchEnPassant, "e"},
	{tSAN, "SAN", "e4 Nbd7 exd5 F:f7 F×f7 e2-e4 e8=D e8D e8(D) h1:Q Qxf7# Qxf7++ Dxf7≠ N@f3 @e5", matchSAN, "KQRBNDTFCLSAPabcdefgh@"},
	{tCapture, "Capture", "B3 N2 W5", matchCapture, "BNW"},
	{tHole, "Hole", "E E(3) Df(3) C(5)dE D3", matchHole, "abcdefABCDEF"},
	{tColours, "Colours", "BB NN WW", matchColours, "BNW"},
	{tEllipsis, "Ellipsis", "... …", matchEllipsis, ".\xe2"},
	{tNAG, "NAG", "$1", matchNAG, "$"},
	{tSuffix, "Suffix", "! ? !! ?? !? ?!", matchSuffix, "!?"},
	{tMate, "Mate", "mat ≠ after a mating move", matchMate, "mM\xe2"},
	{tSign, "Sign", "+ # ++ apart from their move", matchSign, "+#"},
	{tPunct, "Punct", "( ) [ ]", matchPunct, "()[]"},
	{tInvalid, "Invalid", "anything else, up to a space", matchInvalid, ""},
}

// byFirst lists, for each byte, the rules that may match a token starting
// with it, in table order.
var byFirst = func() (t [256][]rule) {
	for c := 0; c < 256; c++ {
		for _, r := range rules {
			if r.first == "" || strings.IndexByte(r.first, byte(c)) >= 0 {
				t[c] = append(t[c], r)
			}
		}
	}
	return t
}()

// match finds the token at the start of s: its type and length.
func match(s []byte, lineStart bool) (lexer.TokenType, int) {
	for _, r := range byFirst[s[0]] {
		if n := r.match(s, lineStart); n > 0 {
			return r.typ, n
		}
	}
	return tInvalid, matchInvalid(s, lineStart)
}

var symbols = func() map[string]lexer.TokenType {
	m := map[string]lexer.TokenType{"EOF": lexer.EOF}
	for _, r := range rules {
		m[r.name] = r.typ
	}
	return m
}()

var typeNames = func() map[lexer.TokenType]string {
	m := map[lexer.TokenType]string{lexer.EOF: "EOF"}
	for _, r := range rules {
		m[r.typ] = r.name
	}
	return m
}()

// maxEncoding bounds the encoding diagnostics of one game: a binary file
// read by mistake gives a few, and a note for the rest.
const maxEncoding = 20

// scanDiags collects the diagnostics of the scanner over one game (its
// field diags), for the tokenizer and the one-pass path alike: each bad
// byte, between tokens and inside comments and tags (at most
// maxEncoding, then a note of the rest), the first space beyond ASCII (a
// note), each variation nested too deep (after the others).
type scanDiags struct {
	file           string
	bad            int // bad bytes
	diags, tooDeep diag.List
}

// badByte reports a NUL or invalid UTF-8 byte at p.
func (d *scanDiags) badByte(p lexer.Position, msg i18n.Key) {
	if d.bad++; d.bad > maxEncoding {
		return
	}
	d.diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.Encoding, File: d.file, Line: p.Line, Col: p.Column, Len: 1, Msg: i18n.M(msg)})
}

// space notes the first space beyond ASCII of a game, of n bytes at p:
// said once per game (word processors put them before : ; ! ? and
// inside « »).
func (d *scanDiags) space(p lexer.Position, n int) {
	d.diags.Add(diag.Diagnostic{Severity: diag.Note, Code: diag.TypedForm, File: d.file, Line: p.Line, Col: p.Column, Len: n,
		Msg: i18n.M(i18n.GTypedNote, spaceForm)})
}

// deep reports a variation opened at pos nested deeper than maxDepth,
// which is left out.
func (d *scanDiags) deep(pos lexer.Position) {
	d.tooDeep.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.TooDeep, File: d.file, Line: pos.Line, Col: pos.Column, Len: 1,
		Msg: i18n.M(i18n.GTooDeep, maxDepth)})
}

// list returns the diagnostics collected, in the tokenizer's order.
func (d *scanDiags) list() diag.List {
	diags := d.diags
	if d.bad > maxEncoding {
		last := diags[len(diags)-1]
		last.Severity, last.Len = diag.Note, 0
		last.Msg = i18n.M(i18n.GMoreBytes, d.bad-maxEncoding)
		diags.Add(last)
	}
	return append(diags, d.tooDeep...)
}

// isUnicodeSpace tells whether r is one of the spaces beyond ASCII that
// stand between tokens: the no-break space, the byte-order mark (files
// joined with cat carry one at the start of each), the en and em spaces and
// the narrow no-break space.
func isUnicodeSpace(r rune) bool {
	return r == '\u00a0' || r == '\ufeff' || r == '\u2002' || r == '\u2003' || r == '\u202f'
}

// gap returns how many bytes at the start of s the tokenizer skips between
// tokens (0: a token starts there): an ASCII or Unicode space, or a NUL or
// invalid UTF-8 byte; bad tells which of the two.
func gap(s []byte) (n int, bad bool) {
	switch c := s[0]; {
	case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v':
		return 1, false
	case c == 0:
		return 1, true
	case c >= 0x80:
		r, n := utf8.DecodeRune(s)
		if r == utf8.RuneError && n <= 1 {
			return 1, true
		}
		if isUnicodeSpace(r) {
			return n, false
		}
	}
	return 0, false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isLetter(c byte) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// isWord tells whether c may continue a word: a token followed by such a
// byte is not a whole token.
func isWord(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c >= 0x80 }

// wordAt tells whether s[n] continues a word: a token that stops before it
// is not a whole token. Beyond ASCII, spaces, bad bytes and the ellipsis
// character do not (`B5…` ends like `B5...`).
func wordAt(s []byte, n int) bool {
	if n >= len(s) || !isWord(s[n]) {
		return false
	}
	if s[n] < 0x80 {
		return true
	}
	g, _ := gap(s[n:])
	return g == 0 && !bytes.HasPrefix(s[n:], []byte("…"))
}

// ends returns n if a word-like token of length n ends at a boundary, else 0.
func ends(s []byte, n int) int {
	if wordAt(s, n) {
		return 0
	}
	return n
}

func digits(s []byte, i int) int {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	return j - i
}

func matchComment(s []byte, _ bool) int {
	if s[0] != '{' {
		return 0
	}
	if n, closed := commentLen(s); closed {
		return n
	}
	return 0
}

func matchBadComment(s []byte, _ bool) int {
	if s[0] != '{' {
		return 0
	}
	n, _ := commentLen(s)
	return n
}

// commentLen returns the length of the comment that s starts with, and
// whether a '}' closes it. A comment may span lines, but a line that
// begins with a tag pair (tagLine) ends it, closed or not: the game ends
// there (see Reader.scanLine), and an unclosed comment stops at the end of
// the line before.
func commentLen(s []byte) (int, bool) {
	k := bytes.IndexByte(s, '}')
	end := k
	if end < 0 {
		end = len(s)
	}
	for from := 0; ; {
		nl := bytes.IndexByte(s[from:end], '\n')
		if nl < 0 {
			break
		}
		nl += from
		if tagLine(s[nl+1:]) {
			for nl > 0 && s[nl-1] == '\r' {
				nl--
			}
			return nl, false
		}
		from = nl + 1
	}
	if k < 0 {
		return len(s), false
	}
	return k + 1, true
}

// tagLine tells whether the line s starts with begins, after spaces or
// tabs, with the head of a tag pair `[Name "`.
func tagLine(s []byte) bool {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i < len(s) && ReadTagPair(s[i:]).Head > 0
}

// resultNote returns the length of a text in parentheses at the start of
// s, closed on its line and holding no other parenthesis or brace:
// `(abandon)`. Right after the result of a game, on its line, such a text
// is no variation but a comment that trails the game, as `{abandon}`
// would be; 0 if there is none.
func resultNote(s []byte) int {
	for j := 1; j < len(s); j++ {
		switch s[j] {
		case ')':
			return j + 1
		case '\n', '(', '{', '}':
			return 0
		}
	}
	return 0
}

func matchLineComment(s []byte, _ bool) int {
	if s[0] != ';' {
		return 0
	}
	return lineLen(s)
}

func lineLen(s []byte) int {
	if k := bytes.IndexByte(s, '\n'); k >= 0 {
		return k
	}
	return len(s)
}

func matchEscape(s []byte, lineStart bool) int {
	if s[0] != '%' || !lineStart {
		return 0
	}
	return lineLen(s)
}

func matchTag(s []byte, _ bool) int { return ReadTagPair(s).Len }

func matchBadTag(s []byte, _ bool) int {
	if ReadTagPair(s).Head == 0 {
		return 0
	}
	n := lineLen(s)
	for n > 0 && s[n-1] == '\r' {
		n--
	}
	return n
}

func matchPower(s []byte, _ bool) int {
	if s[0] != '(' {
		return 0
	}
	n, _, _ := powerAt(s, 0)
	return n
}

// sectionWords are the section keywords, compared in any case: the Awélé
// ones, then the chess ones of every language the writer knows.
var sectionWords = []string{"awélé", "awele", "awalé", "awale", "oware", "échecs", "echecs", "chess", "schach", "ajedrez", "scacchi", "schaken"}

const sectionFirst = "aAoOeEcCsS\xc3"

func matchSection(s []byte, _ bool) int {
	if byteIs[s[0]]&isSectionFirst == 0 {
		return 0
	}
	i, nfd := sectionLetters(s)
	// Composed, the word has 5 to 8 bytes.
	if i-nfd < 5 || i-nfd > 8 || ends(s, i) == 0 {
		return 0
	}
	var buf [8]byte
	w := s[:i]
	if nfd > 0 {
		w = composeAcute(buf[:0], w)
	}
	if slices.Contains(sectionKeys, sectionKey(w)) {
		return i + colonAfter(s[i:])
	}
	return 0
}

// combiningAcute is U+0301, the acute accent that follows its letter in
// Unicode's decomposed form (NFD), as macOS and some word processors
// write é: "e\u0301".
const combiningAcute = "\xcc\x81"

// sectionLetters returns the length of the word of section keyword
// letters that s starts with — ASCII letters, é and É, composed (NFC) or
// decomposed (NFD: e or E then U+0301) — and the number of decomposed
// accents in it.
func sectionLetters[T ~string | ~[]byte](s T) (n, nfd int) {
	for n < len(s) {
		switch c := s[n]; {
		case isLetter(c):
			n++
		case c == 0xc3 && n+1 < len(s) && (s[n+1] == 0xa9 || s[n+1] == 0x89):
			n += 2
		case c == combiningAcute[0] && n > 0 && s[n-1]|0x20 == 'e' && n+1 < len(s) && s[n+1] == combiningAcute[1]:
			n += 2
			nfd++
		default:
			return n, nfd
		}
	}
	return n, nfd
}

// composeAcute appends w to dst with each decomposed é and É (e or E then
// U+0301) composed, as Unicode's NFC writes them.
func composeAcute[T ~string | ~[]byte](dst []byte, w T) []byte {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if (c == 'e' || c == 'E') && i+2 < len(w) && w[i+1] == combiningAcute[0] && w[i+2] == combiningAcute[1] {
			if c == 'e' {
				dst = append(dst, "é"...)
			} else {
				dst = append(dst, "É"...)
			}
			i += 2
			continue
		}
		dst = append(dst, c)
	}
	return dst
}

// sectionKeys holds the sectionKey of each of sectionWords, for
// matchSection's look-up (a map's hash of the folded word cost four times
// as much).
var sectionKeys = func() []uint64 {
	k := make([]uint64, len(sectionWords))
	for i, w := range sectionWords {
		k[i] = sectionKey(w)
	}
	return k
}()

// sectionKey packs w, a word of ASCII letters, é and É of at most 8 bytes
// (a section keyword's shape, é and É composed), in one number, each byte
// with its bit 0x20 set: a letter's case bit, the same for the second
// bytes of é and É (0xa9, 0x89). Two such words have the same key when
// foldSection makes them the same (no other byte can be in them); 0 for
// a word of more than 8 bytes.
func sectionKey[T ~string | ~[]byte](w T) (k uint64) {
	if len(w) > 8 {
		return 0
	}
	for i := len(w) - 1; i >= 0; i-- {
		k = k<<8 | uint64(w[i]|0x20)
	}
	return k
}

// foldSection returns w, a word of ASCII letters, é and É of at most 8
// bytes (a section keyword's shape), in lower case in buf: what
// strings.EqualFold compares such a word as, with no allocation.
func foldSection[T ~string | ~[]byte](buf *[8]byte, w T) []byte {
	n := copy(buf[:], w)
	for i := 0; i < n; i++ {
		switch c := buf[i]; {
		case c >= 'A' && c <= 'Z':
			buf[i] = c + 'a' - 'A'
		case c == 0xc3 && i+1 < n && buf[i+1] == 0x89: // É
			buf[i+1] = 0xa9 // é
			i++
		}
	}
	return buf[:n]
}

// colonAfter returns the length of a colon after a section keyword,
// glued or after spaces as in French typography (`Awélé :`), with those
// spaces; 0 if there is none.
func colonAfter(s []byte) int {
	i := 0
	for i < len(s) && s[i] != '\n' {
		if s[i] == ' ' || s[i] == '\t' {
			i++ // the commonest blanks, without gap's call
			continue
		}
		g, bad := gap(s[i:])
		if g == 0 || bad {
			break
		}
		i += g
	}
	if i < len(s) && s[i] == ':' {
		return i + 1
	}
	return 0
}

// sectionWord returns the keyword of a Section token, without its colon,
// its accents composed (NFC: a keyword typed in NFD, e then U+0301, is
// the same word, and is written back composed).
func sectionWord(v string) string {
	i, nfd := sectionLetters(v)
	if nfd > 0 {
		return string(composeAcute(make([]byte, 0, i), v[:i]))
	}
	return v[:i]
}

func checkMark(s []byte, i int) int {
	if i < len(s) && (s[i] == '+' || s[i] == '#') {
		return i + 1
	}
	return i
}

func matchCastle(s []byte, _ bool) int {
	c := s[0]
	if c != 'O' && c != '0' {
		return 0
	}
	n := 0
	if len(s) >= 5 && s[1] == '-' && s[2] == c && s[3] == '-' && s[4] == c {
		n = 5
	} else if len(s) >= 3 && s[1] == '-' && s[2] == c {
		n = 3
	} else {
		return 0
	}
	_, n = movegen.SANSign(s, n)
	return ends(s, n)
}

func matchResult(s []byte, _ bool) int {
	// The forms are 1/2-1/2, ½-½, 1-0, 0-1 and *, tried in that order; the
	// first byte picks the candidates. The dash may be a colon, an en dash
	// or an em dash (resultDash).
	n := 0
	switch s[0] {
	case '1':
		if len(s) >= 3 && s[1] == '/' && s[2] == '2' {
			if d := resultDash(s, 3); d > 0 && bytes.HasPrefix(s[3+d:], []byte("1/2")) {
				n = 3 + d + 3
			}
		} else if d := resultDash(s, 1); d > 0 && 1+d < len(s) && s[1+d] == '0' {
			n = 2 + d
		}
	case '0':
		if d := resultDash(s, 1); d > 0 && 1+d < len(s) && s[1+d] == '1' {
			n = 2 + d
		}
	case '*':
		n = 1
	case 0xc2:
		if bytes.HasPrefix(s, []byte("½")) {
			if d := resultDash(s, len("½")); d > 0 && bytes.HasPrefix(s[len("½")+d:], []byte("½")) {
				n = 2*len("½") + d
			}
		}
	}
	if n == 0 || wordAt(s, n) || n < len(s) && (s[n] == '/' || resultDash(s, n) > 0) {
		return 0
	}
	return n
}

// resultDash returns the length of the dash of a result at s[i]: `-`, a
// colon (1:0), an en or an em dash (1–0, 0—1, as word processors write
// them); 0 if there is none.
func resultDash(s []byte, i int) int {
	if i >= len(s) {
		return 0
	}
	switch s[i] {
	case '-', ':':
		return 1
	case 0xe2:
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0x93 || s[i+2] == 0x94) {
			return 3
		}
	}
	return 0
}

// matchScore reads an Awélé score `25-23`, also written with spaces
// around the dash (`3 - 4`; but `1 - 0` and `0 - 1` are no score).
func matchScore(s []byte, _ bool) int {
	a := digits(s, 0)
	if a == 0 || a >= len(s) || s[a] != '-' && s[a] != ' ' && s[a] != '\t' {
		return 0 // most often a move number `12.`
	}
	i := a + blanks(s[a:])
	if i >= len(s) || s[i] != '-' {
		return 0
	}
	j := i + 1 + blanks(s[i+1:])
	b := digits(s, j)
	if b == 0 {
		return 0
	}
	if spaced := j > a+1; spaced && a == 1 && b == 1 && (s[0] == '1' && s[j] == '0' || s[0] == '0' && s[j] == '1') {
		return 0
	}
	return ends(s, j+b)
}

// blanks returns the length of the spaces and tabs at the start of s.
func blanks(s []byte) int {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func matchMoveNumber(s []byte, _ bool) int {
	if !isDigit(s[0]) || isNullDot(s) {
		return 0
	}
	if n, _, _ := moveNumberAt(s, 0); n > 0 {
		return n
	}
	if d := digits(s, 0); bytes.HasPrefix(s[d:], []byte("…")) {
		return d + len("…")
	}
	return 0
}

func matchPowerItem(s []byte, _ bool) int {
	d := digits(s, 0)
	if d == 0 || d+1 >= len(s) || s[d] != ':' || !isLetter(s[d+1]) {
		return 0
	}
	return ends(s, d+2)
}

// isNullDot tells whether s starts with the null move `0.0` (there is
// no move number 0, so it is no move number glued to the null move).
func isNullDot(s []byte) bool {
	return len(s) >= 3 && s[0] == '0' && s[1] == '.' && s[2] == '0' && !wordAt(s, 3) && (len(s) == 3 || s[3] != '.')
}

func matchNull(s []byte, _ bool) int {
	n := 0
	switch {
	case bytes.HasPrefix(s, []byte("--")):
		n = 2
	case bytes.HasPrefix(s, []byte("Z0")):
		n = 2
	case bytes.HasPrefix(s, []byte("0000")), bytes.HasPrefix(s, []byte("@@@@")):
		// UCI's null move, and python-chess's other spelling.
		n = 4
	case bytes.HasPrefix(s, []byte("–")), bytes.HasPrefix(s, []byte("—")):
		// -- made a dash by a word processor, alone: no check mark.
		return ends(s, len("–"))
	case isNullDot(s):
		n = 3
	case s[0] == '0':
		n = 1
		if n < len(s) && (s[n] == '-' || s[n] == '.' || s[n] == '/' || s[n] == ':') {
			return 0
		}
	default:
		return 0
	}
	return ends(s, checkMark(s, n))
}

func isPiece(c byte) bool { return movegen.IsSANPiece(c) }
func isFile(c byte) bool  { return c >= 'a' && c <= 'h' }
func isRank(c byte) bool  { return c >= '1' && c <= '8' }

// sanParts are the parts of a SAN move as written.
type sanParts = movegen.SANParts

// parseSAN reads a SAN move token at the start of s, with movegen's
// ScanSAN (the project's one SAN reader): its length (0 if none) and its
// parts. The move must end at a token boundary, and a '-' glued after it
// is no punctuation: `e4-`, `e2--e4` are stray words.
func parseSAN(s []byte) (int, sanParts) {
	var p sanParts
	if n := movegen.ScanCommonSAN(s, 0, &p); n > 0 {
		return n, p // a boundary after it
	}
	n, p := movegen.ScanSAN(s)
	if n == 0 || ends(s, n) == 0 || !p.Drop && n < len(s) && s[n] == '-' {
		return 0, sanParts{}
	}
	return n, p
}

func matchSAN(s []byte, _ bool) int {
	n, _ := parseSAN(s)
	return n
}

func isColour(c byte) bool { return c == 'B' || c == 'N' || c == 'W' }

func matchCapture(s []byte, _ bool) int {
	if !isColour(s[0]) {
		return 0
	}
	d := digits(s, 1)
	if d == 0 {
		return 0
	}
	return ends(s, 1+d)
}

func isHole(c byte) bool { return (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }

// matchHole reads one hole letter with an optional glued count, or a run
// of such moves glued together, each letter of the case opposite to the
// one before (`Df(3)`, `C(5)d`, `DfE`). The run must end at a space or a
// punctuation mark: a word that goes on with other letters or digits
// (`Echec`, `Deux`, `DE`, `D3`) is no hole token.
func matchHole(s []byte, _ bool) int {
	n := 0
	var prev byte
	for {
		c := s[n]
		if !isHole(c) || prev != 0 && (c <= 'Z') == (prev <= 'Z') {
			return 0
		}
		prev = c
		n++
		if n < len(s) && s[n] == '(' {
			if d := digits(s, n+1); d > 0 && n+1+d < len(s) && s[n+1+d] == ')' {
				n += 2 + d
			}
		} else if d := digits(s, n); d > 0 && n == 1 {
			// `D3`: a count without parentheses, alone (the builder
			// reads it in an Awélé section, reports it elsewhere).
			if k := 1 + d; k == len(s) || strings.IndexByte("()[]{};!?$", s[k]) >= 0 {
				return k
			} else if g, _ := gap(s[k:]); g > 0 {
				return k
			}
			return 0
		}
		if !wordAt(s, n) {
			if n < len(s) && s[n] == '-' {
				return 0 // `e-e4`: a stray word
			}
			return n
		}
	}
}

func matchColours(s []byte, _ bool) int {
	n := 0
	for n < len(s) && isColour(s[n]) {
		n++
	}
	if n == 0 {
		return 0
	}
	return ends(s, n)
}

func matchEllipsis(s []byte, _ bool) int {
	switch {
	case bytes.HasPrefix(s, []byte("...")):
		return 3
	case bytes.HasPrefix(s, []byte("…")):
		return len("…")
	}
	return 0
}

func matchNAG(s []byte, _ bool) int {
	if s[0] != '$' {
		return 0
	}
	d := digits(s, 1)
	if d == 0 {
		return 0
	}
	return ends(s, 1+d)
}

func matchSuffix(s []byte, _ bool) int {
	if s[0] != '!' && s[0] != '?' {
		return 0
	}
	if len(s) > 1 && (s[1] == '!' || s[1] == '?') {
		return 2
	}
	return 1
}

// matchEnPassant reads `e.p.` or `ep` (also `e.p`) written after an
// en-passant capture.
func matchEnPassant(s []byte, _ bool) int {
	for _, w := range []string{"e.p.", "e.p", "ep"} {
		if bytes.HasPrefix(s, []byte(w)) && !wordAt(s, len(w)) && (len(w) == 4 || len(s) == len(w) || s[len(w)] != '.') {
			return len(w)
		}
	}
	return 0
}

// matchMate reads a mate written in words after its move, `mat` (any
// case, `mat.` too, as a sentence ends), or with the sign ≠ of French
// books. `mat!` is no mate token: the annotation would lose its move (the
// syntax error says to write Dxf7#!).
func matchMate(s []byte, _ bool) int {
	if bytes.HasPrefix(s, []byte("≠")) {
		return ends(s, len("≠"))
	}
	if len(s) >= 4 && strings.EqualFold(string(s[:4]), "mat.") && (len(s) == 4 || s[4] == ' ' || s[4] == '\t' || s[4] == '\r' || s[4] == '\n' || s[4] >= 0x80 && !wordAt(s, 4)) {
		return 4
	}
	if len(s) >= 3 && strings.EqualFold(string(s[:3]), "mat") && !wordAt(s, 3) {
		if len(s) > 3 && strings.IndexByte("!?+#.", s[3]) >= 0 {
			return 0
		}
		return 3
	}
	return 0
}

// matchSign reads a check or mate sign written apart from its move
// (`Fxf7 +`, `Dxf7 #`, `Dxf7 ++`).
func matchSign(s []byte, _ bool) int {
	if _, n := movegen.SANSign(s, 0); n > 0 && !wordAt(s, n) && (n == len(s) || s[n] != '+' && s[n] != '#') {
		return n
	}
	return 0
}

func matchPunct(s []byte, _ bool) int {
	switch s[0] {
	case '(', ')', '[', ']':
		return 1
	}
	return 0
}

// matchInvalid takes a run of bytes up to a space, a bad byte or a
// bracket, so that one stray word gives one error. A group in parentheses
// glued inside the word, of letters, digits and '=' only (`d(2)x`,
// `e8=(D)x`), belongs to it.
func matchInvalid(s []byte, _ bool) int {
	i := 0
	for i < len(s) {
		c := s[i]
		if c == '(' && i > 0 {
			if n := gluedGroup(s[i:]); n > 0 {
				i += n
				continue
			}
		}
		if g, _ := gap(s[i:]); g > 0 || strings.IndexByte("(){}[];", c) >= 0 {
			break
		}
		if c >= 0x80 {
			_, n := utf8.DecodeRune(s[i:])
			i += n
			continue
		}
		i++
	}
	if i == 0 {
		_, n := utf8.DecodeRune(s)
		return n
	}
	return i
}

// gluedGroup returns the length of `(` letters, digits or '=' `)` at the
// start of s, or 0.
func gluedGroup(s []byte) int {
	for j := 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == ')':
			if j == 1 {
				return 0
			}
			return j + 1
		case !isLetter(c) && !isDigit(c) && c != '=':
			return 0
		}
	}
	return 0
}
