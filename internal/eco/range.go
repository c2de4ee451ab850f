package eco

import (
	"strings"

	"github.com/awechec/awechec/internal/i18n"
)

// Range is a span of ECO codes, both ends included, each code numbered
// from A00 = 0 to E99 = 499.
type Range struct{ Lo, Hi int }

// ParseRange reads an ECO code (B90), a prefix that stands for every code
// it begins (B9 for B90..B99, B for B00..B99) or two of these joined by
// '-' (B20-B99, A-C: A00..C99). Letters may be lower case.
func ParseRange(s string) (Range, error) {
	lo, hi, dash := strings.Cut(strings.TrimSpace(s), "-")
	a, aok := span(lo)
	b := a
	bok := aok
	if dash {
		b, bok = span(hi)
	}
	if !aok || !bok || a.Lo > b.Hi {
		return Range{}, i18n.Errorf(i18n.EcoRange, s)
	}
	return Range{a.Lo, b.Hi}, nil
}

// span reads one code or prefix.
func span(s string) (Range, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if len(s) < 1 || len(s) > 3 || s[0] < 'A' || s[0] > 'E' {
		return Range{}, false
	}
	base := int(s[0]-'A') * 100
	switch len(s) {
	case 1:
		return Range{base, base + 99}, true
	case 2:
		if !digit(s[1]) {
			return Range{}, false
		}
		d := int(s[1]-'0') * 10
		return Range{base + d, base + d + 9}, true
	default:
		if !digit(s[1]) || !digit(s[2]) {
			return Range{}, false
		}
		n := base + int(s[1]-'0')*10 + int(s[2]-'0')
		return Range{n, n}, true
	}
}

func digit(c byte) bool { return c >= '0' && c <= '9' }

// Contains tells whether the code (B90) lies within the range; a code that
// is not one (empty, E100, Z00) never does.
func (r Range) Contains(code string) bool {
	c, ok := span(code)
	return ok && c.Lo == c.Hi && c.Lo >= r.Lo && c.Lo <= r.Hi
}
