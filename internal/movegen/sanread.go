package movegen

// The project's one reader of SAN text: the AGN and PGN readers (through
// internal/grammar) find their moves with ScanSAN, and ParseSANLetters,
// which the public Position.Play and the replay's hints call, reads the
// move's body with it too.

// SANPieceLetters are the piece letters of every notation language the
// project reads (English, French, German, Spanish, Italian, Dutch).
const SANPieceLetters = "KQRBNDTFCLSAP"

// SANParts are the parts of a SAN move as they are written: each a byte of
// the text (0: not written). Check is '+' or '#' (`++` and the ≠ of French
// books read as '#').
type SANParts struct {
	Piece, FromFile, FromRank, ToFile, ToRank, Promo, Check byte
	Capture, Drop                                           bool
}

// notEqual is the mate sign of French books, ≠.
const notEqual = "≠"

// sanByte classes of the common form's loop (ScanCommonSAN).
const (
	sanPieceLetter = 1 << iota // a letter of SANPieceLetters
	sanAfter                   // ' ', '\n', '\t', '\r' or ')': what may follow a move of the common form
)

var sanByte = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if IsSANPiece(b) {
			t[c] |= sanPieceLetter
		}
		if b == ' ' || b == '\n' || b == '\t' || b == '\r' || b == ')' {
			t[c] |= sanAfter
		}
	}
	return t
}()

// IsSANPiece tells whether c is a piece letter of some language.
func IsSANPiece(c byte) bool {
	for i := 0; i < len(SANPieceLetters); i++ {
		if SANPieceLetters[i] == c {
			return true
		}
	}
	return false
}

func isSANFile(c byte) bool { return c >= 'a' && c <= 'h' }
func isSANRank(c byte) bool { return c >= '1' && c <= '8' }

// ScanSAN reads the SAN move s begins with, its check sign included: its
// length (0: none) and its parts. It reads every form the project's
// records hold: a piece letter of any language or none, the origin file,
// rank or square, a capture written x, ':' or ×, `e2-e4`, the promotions
// `e8=D`, `e8:D`, `e8=(D)`, `e8(D)`, `e8D` and UCI's `e7e8q`, a
// Crazyhouse drop `N@f3`, then `+`, `#`, `++` or ≠. Whether the move
// ends where it stops is the caller's to judge (a reader needs a token
// boundary after it; ParseSANLetters the end of its text).
func ScanSAN[T ~string | ~[]byte](s T) (int, SANParts) {
	if len(s) == 0 {
		return 0, SANParts{}
	}
	return scanSAN(s)
}

// ScanCommonSAN is ScanSAN for the SAN moves most records hold, from
// src[i] on — a pawn's move `e4` or capture `exd5`, a piece's move `Nf3`
// or capture `Nxe5`, then + or #, then a space, a line end (LF or CR),
// ')' or the end of src — read as ScanSAN reads them, in a few
// instructions (the one-pass reader's tight loop calls it): it fills q,
// which must be zero, and returns the index after the move, or 0 for any
// other text (q then holds nothing to use). The parts come back through
// q, not as results: eleven results would not all fit in registers.
func ScanCommonSAN(src []byte, i int, q *SANParts) int {
	c := src[i]
	j := i
	switch {
	case sanByte[c]&sanPieceLetter != 0:
		q.Piece = c
		j++
		if j < len(src) && src[j] == 'x' {
			q.Capture = true
			j++
		}
	case !isSANFile(c):
		return 0
	case i+1 < len(src) && src[i+1] == 'x':
		q.FromFile, q.Capture = c, true
		j += 2
	}
	if j+1 >= len(src) || !isSANFile(src[j]) || !isSANRank(src[j+1]) {
		return 0
	}
	q.ToFile, q.ToRank = src[j], src[j+1]
	j += 2
	if j < len(src) && (src[j] == '+' || src[j] == '#') {
		q.Check = src[j]
		j++
	}
	if j < len(src) && sanByte[src[j]]&sanAfter == 0 {
		return 0
	}
	return j
}

// scanSAN is ScanSAN for every form.
func scanSAN[T ~string | ~[]byte](s T) (int, SANParts) {
	var p SANParts
	i := 0
	if IsSANPiece(s[0]) {
		p.Piece = s[0]
		i = 1
	}
	if i+2 < len(s) && s[i] == '@' && isSANFile(s[i+1]) && isSANRank(s[i+2]) {
		// A Crazyhouse drop, N@f3 or @e5 (a pawn's): kept as written,
		// judged only by the variants that have it.
		p.Drop, p.ToFile, p.ToRank = true, s[i+1], s[i+2]
		p.Check, i = SANSign(s, i+3)
		return i, p
	}
	i = sanSquares(s, i, &p)
	if i == 0 {
		return 0, SANParts{}
	}
	if i < len(s) && p.Piece == 0 {
		p.Promo, i = sanPromotion(s, i, &p)
	}
	p.Check, i = SANSign(s, i)
	return i, p
}

// sanSquares reads the squares of a move from s[i]: up to two file/rank
// pairs with a capture sign or, after a whole origin square, a '-'
// (long algebraic `e2-e4`) between them; the last pair is the target. It
// fills p and returns the index after them (0: no target square).
func sanSquares[T ~string | ~[]byte](s T, i int, p *SANParts) int {
	// The capture sign may be the multiplication sign × (two bytes), as
	// word processors and French books print it: end[k] is the index in s
	// after cs[k].
	var cs, end [5]byte
	n := 0
	for j := i; j < len(s) && n < 5; j++ {
		c := s[j]
		if isSANFile(c) || isSANRank(c) || c == 'x' || c == ':' || c == '-' {
			cs[n] = c
		} else if c == 0xc3 && j+1 < len(s) && s[j+1] == 0x97 {
			cs[n] = 'x'
			j++
		} else {
			break
		}
		end[n] = byte(j + 1)
		n++
	}
	// The longest prefix of cs that has the shape
	// [file]? [rank]? [x:]? file rank.
	for m := n; m >= 2; m-- {
		if sanShape(cs[:m], p) {
			return int(end[m-1])
		}
	}
	return 0
}

// sanShape tells whether cs has the shape [file]? [rank]? [x:]? file rank
// (or a whole origin square, '-', the target), and if so fills p.
func sanShape(cs []byte, p *SANParts) bool {
	m := len(cs)
	if !isSANFile(cs[m-2]) || !isSANRank(cs[m-1]) {
		return false
	}
	q := *p
	q.ToFile, q.ToRank = cs[m-2], cs[m-1]
	rest := cs[:m-2]
	if k := len(rest); k > 0 && (rest[k-1] == 'x' || rest[k-1] == ':') {
		q.Capture = true
		rest = rest[:k-1]
	} else if k == 3 && rest[2] == '-' {
		rest = rest[:2] // long algebraic: a whole origin square
	}
	switch len(rest) {
	case 0:
	case 1:
		if isSANFile(rest[0]) {
			q.FromFile = rest[0]
		} else if isSANRank(rest[0]) {
			q.FromRank = rest[0]
		} else {
			return false
		}
	case 2:
		if !isSANFile(rest[0]) || !isSANRank(rest[1]) {
			return false
		}
		q.FromFile, q.FromRank = rest[0], rest[1]
	default:
		return false
	}
	*p = q
	return true
}

// sanPromotion reads the promotion of a pawn's move at s[i] (i < len(s)),
// whose target p holds: the piece letter (0: none) and the index after it.
func sanPromotion[T ~string | ~[]byte](s T, i int, p *SANParts) (byte, int) {
	last := p.ToRank == '1' || p.ToRank == '8'
	switch c := s[i]; {
	case (c == '=' || c == ':') && i+1 < len(s) && IsSANPiece(s[i+1]):
		return s[i+1], i + 2
	case c == '=' && i+3 < len(s) && s[i+1] == '(' && IsSANPiece(s[i+2]) && s[i+3] == ')':
		return s[i+2], i + 4
	case c == '(' && i+2 < len(s) && IsSANPiece(s[i+1]) && s[i+2] == ')' && last:
		// e8(D), as often written in French
		return s[i+1], i + 3
	case IsSANPiece(c) && last:
		return c, i + 1
	case p.FromFile != 0 && p.FromRank != 0 && !p.Capture && last && (c == 'q' || c == 'r' || c == 'b' || c == 'n'):
		// UCI's promotion, e7e8q: the replay reads the move in UCI form.
		return c, i + 1
	}
	return 0, i
}

// SANSign returns the check sign at s[i] (`+`, `#`, or `++` and the ≠ of
// French books read as `#`) and the index after it; 0 and i when there is
// none.
func SANSign[T ~string | ~[]byte](s T, i int) (byte, int) {
	if i >= len(s) {
		return 0, i
	}
	if i+len(notEqual) <= len(s) && string(s[i:i+len(notEqual)]) == notEqual {
		return '#', i + len(notEqual)
	}
	switch s[i] {
	case '+':
		if i+1 < len(s) && s[i+1] == '+' {
			return '#', i + 2
		}
		return '+', i + 1
	case '#':
		return '#', i + 1
	}
	return 0, i
}
