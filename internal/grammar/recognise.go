package grammar

// The readers of the numbered tokens the scanner meets most, each written
// once and shared: the rule table (matchPower, matchMoveNumber,
// matchNull), its quick dispatch (quickMatch) and the one-pass loop
// (quickRun, whose inline forms read the commonest shapes without a call
// and hand every other to these). SAN moves are read by movegen's one SAN
// reader (movegen/sanread.go), tag pairs by ReadTagPair.

// powerAt reads the power token at s[i], a '(': `(n=C)` or `(n)`. end is
// where it ends (0: none); num its number, maxNumber+1 when larger (the
// token is one all the same); colour its letter, 0 for `(n)`.
func powerAt(s []byte, i int) (end, num int, colour byte) {
	d, num := digitsAt(s, i+1)
	switch {
	case d == i+1:
		return 0, 0, 0
	case d < len(s) && s[d] == ')':
		return d + 1, num, 0
	case powerCloses(s, d):
		return d + 3, num, s[d+1]
	}
	return 0, 0, 0
}

// powerCloses tells whether a power token's digits, ending at s[d], are
// followed by `=C)`, a colour letter (inlined in the one-pass loop).
func powerCloses(s []byte, d int) bool {
	return d+2 < len(s) && s[d] == '=' && isLetter(s[d+1]) && s[d+2] == ')'
}

// moveNumberAt reads the move number at s[i], a digit: `12.` or `12...`
// (the ellipsis character, `12…`, is the rule table's). end is where it
// ends (0: none), num its number (maxNumber+1 when larger), black tells
// `12...`.
func moveNumberAt(s []byte, i int) (end, num int, black bool) {
	d, num := digitsAt(s, i)
	if end = moveNumberEnd(s, d); end == 0 {
		return 0, 0, false
	}
	return end, num, end == d+3
}

// moveNumberEnd returns the end of a move number whose digits end at
// s[d]: after its dot, or its three (0: no dot follows). It is inlined in
// the one-pass loop.
func moveNumberEnd(s []byte, d int) int {
	switch {
	case d >= len(s) || s[d] != '.':
		return 0
	case d+3 <= len(s) && s[d+1] == '.' && s[d+2] == '.':
		return d + 3
	}
	return d + 1
}

// digitsAt reads the digits of s from i: where they end and their value,
// which stops growing at maxNumber+1 (a byte minus '0' above 9 is no
// digit).
func digitsAt(s []byte, i int) (end, num int) {
	for ; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			break
		}
		num = min(num*10+int(d), maxNumber+1)
	}
	return i, num
}

// nullAt tells whether the '0' at s[i] is the null move `0`: before a
// line end, or before blanks no '-' follows (`0 - 3` is a score). Castle,
// Result, PowerItem and MoveNumber need a byte other than a blank after
// the 0.
func nullAt(s []byte, i int) bool {
	b := i + 1
	for b < len(s) && (s[b] == ' ' || s[b] == '\t') {
		b++
	}
	switch {
	case b == len(s):
		return true
	case b == i+1:
		return s[b] == '\n' || s[b] == '\r'
	}
	return s[b] != '-'
}

// moreDots tells whether q[k] and q[k+1] are the two dots that follow
// the first of a move number `7...` (inlined in the one-pass loop).
func moreDots(q *[5]byte, k int) bool { return q[k] == '.' && q[k+1] == '.' }

// countCloses tells whether s[d] is the ')' that closes the capture count
// of an Awélé move `E(2)`, a blank or the end after it (small enough to be
// inlined in the one-pass loop).
func countCloses(s []byte, d int) bool {
	return d < len(s) && s[d] == ')' && (d+1 == len(s) || byteIs[s[d+1]]&isTokenEnd != 0)
}

// isPower12 tells whether q begins with a power token of two digits,
// `(12=W)`; isPower1 with one of one digit, `(1=W)`: the commonest, which
// the one-pass loop and the splitter read from one six-byte array (one
// bounds check) without a call (a digit less '0' is below 10, a letter
// with its case bit set less 'a' below 26). Other power tokens are
// powerAt's.
func isPower12(q *[6]byte) bool {
	return q[1]-'0' < 10 && q[2]-'0' < 10 && q[3] == '=' && (q[4]|0x20)-'a' < 26 && q[5] == ')'
}

// isPower1: see isPower12.
func isPower1(q *[6]byte) bool {
	return q[1]-'0' < 10 && q[2] == '=' && (q[3]|0x20)-'a' < 26 && q[4] == ')'
}
