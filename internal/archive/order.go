package archive

import (
	"strings"

	"github.com/awechec/awechec/internal/lazyre"
)

// CompareValues orders two tag values as a person sorts them: runs of
// digits by their number ("Round 2" before "Round 10", "1.2" before
// "1.10"), the rest byte by byte, so that PGN dates sort by time and
// "????.??.??" (unknown) after every known date. An empty value (no tag)
// comes after every other.
func CompareValues(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == "":
		return 1
	case b == "":
		return -1
	}
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ca, cb := a[i], b[j]
		if isDigit(ca) && isDigit(cb) {
			si, sj := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			na := strings.TrimLeft(a[si:i], "0")
			nb := strings.TrimLeft(b[sj:j], "0")
			if len(na) != len(nb) {
				return cmp(len(na), len(nb))
			}
			if c := strings.Compare(na, nb); c != 0 {
				return c
			}
			continue
		}
		if ca != cb {
			return cmp(int(ca), int(cb))
		}
		i++
		j++
	}
	return cmp(len(a)-i, len(b)-j)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func cmp(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// CompareKeys compares two lists of tag values, the first that differs
// deciding.
func CompareKeys(a, b []string) int {
	for i := range a {
		if c := CompareValues(a[i], b[i]); c != 0 {
			return c
		}
	}
	return 0
}

var unsafeName = lazyre.New(`[^\p{L}\p{N}._+-]+`)

// FileName turns a tag value into a part of a file name: letters (accented
// ones too), digits, '.', '_', '+' and '-' are kept, every other run
// becomes '_'; an empty value gives "none".
func FileName(value string) string {
	s := strings.Trim(unsafeName().ReplaceAllString(strings.TrimSpace(value), "_"), "_.")
	if s == "" {
		return "none"
	}
	if len(s) > 100 {
		s = s[:100]
		for len(s) > 0 && s[len(s)-1]&0xC0 == 0x80 {
			s = s[:len(s)-1]
		}
		if len(s) > 0 && s[len(s)-1] >= 0xC0 {
			s = s[:len(s)-1]
		}
	}
	return s
}
