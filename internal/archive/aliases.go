package archive

import (
	"bufio"
	stdcmp "cmp"
	"io"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// Aliases merges the spellings of a player's name: an alias file has one
// player per line, the spellings separated by '|', the first being the
// name the player is shown under; '#' starts a comment; blank lines are
// skipped:
//
//	# the world champion
//	Carlsen, Magnus | Carlsen,Magnus | Carlsen, M.
//
// Names compare in Unicode's composed form (NFC), spaces around them left
// out. The zero value has no alias.
type Aliases struct {
	canon  map[string]string   // spelling -> the first spelling of its line
	groups map[string][]string // first spelling -> every spelling
}

// ReadAliases reads an alias file; name is the file's name for the
// messages. A spelling given on two lines is an error that names both.
func ReadAliases(r io.Reader, name string) (*Aliases, error) {
	a := &Aliases{canon: map[string]string{}, groups: map[string][]string{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	lineOf := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		text, _, _ := strings.Cut(sc.Text(), "#")
		var first string
		for _, s := range strings.Split(text, "|") {
			s = norm.NFC.String(strings.TrimSpace(s))
			if s == "" {
				continue
			}
			if at, dup := lineOf[s]; dup {
				if at == n {
					continue
				}
				return nil, i18n.Errorf(i18n.AliasTwice, name, n, s, at)
			}
			lineOf[s] = n
			if first == "" {
				first = s
			}
			a.canon[s] = first
			a.groups[first] = append(a.groups[first], s)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return a, nil
}

// Canonical is the name a player is shown under: the first spelling of
// the line that has name, else name itself (composed, trimmed).
func (a *Aliases) Canonical(name string) string {
	name = norm.NFC.String(strings.TrimSpace(name))
	if a == nil {
		return name
	}
	if c, ok := a.canon[name]; ok {
		return c
	}
	return name
}

// Spellings are every spelling of name's player (name alone when the
// file does not have it).
func (a *Aliases) Spellings(name string) []string {
	c := a.Canonical(name)
	if a != nil {
		if g, ok := a.groups[c]; ok {
			return g
		}
	}
	return []string{c}
}

// Len is the number of players the file names.
func (a *Aliases) Len() int {
	if a == nil {
		return 0
	}
	return len(a.groups)
}

// playerTest matches a game whose White or Black has a spelling (any of
// its aliases') that contains a match of the regular expression.
func playerTest(value string, aliases *Aliases) (test, error) {
	re, err := compile(value)
	if err != nil {
		return test{}, err
	}
	return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
		for _, t := range [2]string{"White", "Black"} {
			v, _ := tagNFC(g, t)
			if aliases == nil {
				if re.MatchString(v) {
					return true
				}
				continue
			}
			if slices.ContainsFunc(aliases.Spellings(v), re.MatchString) {
				return true
			}
		}
		return false
	}}, nil
}

// NameCount is a spelling of a name and the games it was written in.
type NameCount struct {
	Name  string
	Games int
}

// SuggestAliases groups the spellings that look alike, for an archivist
// to confirm: the same surname and the same first initial once case,
// accents, punctuation and spacing are left out ("Carlsen, Magnus",
// "Carlsen,Magnus", "CARLSEN, M.", "Magnus Carlsen"). Each group has
// two spellings or more, the most played first (the name the player would
// be shown under), the longest at equal games; groups come by games, most
// first.
func SuggestAliases(names []NameCount) [][]NameCount {
	byKey := map[string][]NameCount{}
	var keys []string
	for _, n := range names {
		k := likeKey(n.Name)
		if k == "" {
			continue
		}
		if _, ok := byKey[k]; !ok {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], n)
	}
	var groups [][]NameCount
	for _, k := range keys {
		g := byKey[k]
		if len(g) < 2 {
			continue
		}
		// The most played first; at equal games the longest, the
		// fullest spelling ("Carlsen, Magnus" before "Carlsen, M.").
		slices.SortFunc(g, func(a, b NameCount) int {
			return stdcmp.Or(stdcmp.Compare(b.Games, a.Games), stdcmp.Compare(len([]rune(b.Name)), len([]rune(a.Name))), stdcmp.Compare(a.Name, b.Name))
		})
		groups = append(groups, g)
	}
	total := func(g []NameCount) (n int) {
		for _, c := range g {
			n += c.Games
		}
		return n
	}
	slices.SortStableFunc(groups, func(a, b []NameCount) int {
		return stdcmp.Or(stdcmp.Compare(total(b), total(a)), stdcmp.Compare(a[0].Name, b[0].Name))
	})
	return groups
}

// likeKey is the surname and first initial of a name, lower case, without
// accents or punctuation: "carlsen m" for "Carlsen, Magnus", "Carlsen,M."
// and "Magnus Carlsen". A name of one word is its own key; "?" and names
// without letters have none.
func likeKey(name string) string {
	words := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	plain := strings.ToLower(stripMarks(name))
	surname, given, comma := strings.Cut(plain, ",")
	sw, gw := words(surname), words(given)
	if !comma {
		all := words(plain)
		if len(all) == 0 {
			return ""
		}
		// "Magnus Carlsen": the last word is the surname.
		sw, gw = all[len(all)-1:], all[:len(all)-1]
	}
	if len(sw) == 0 {
		return ""
	}
	k := strings.Join(sw, " ")
	if len(gw) > 0 {
		k += " " + string([]rune(gw[0])[:1])
	}
	return k
}

// stripMarks leaves out the accents of a text (é -> e).
func stripMarks(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
