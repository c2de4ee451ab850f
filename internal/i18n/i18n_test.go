package i18n

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestEveryKeyInEveryLanguage checks that every key the package's sources
// declare (a constant of type Key) has a text in every language, and that
// the catalogues hold nothing else.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	declared := declaredKeys(t)
	if len(declared) < 1000 {
		t.Fatalf("%d keys declared: the sources were not read", len(declared))
	}
	seen := map[Key]string{}
	for _, d := range declared {
		if other, dup := seen[d.key]; dup {
			t.Errorf("key %s declared twice: %s and %s", d.key.ID(), other, d.name)
		}
		seen[d.key] = d.name
		for _, l := range Langs() {
			if !Has(l, d.key) {
				t.Errorf("key %s (%s) has no %s text", d.key.ID(), d.name, l)
			}
		}
	}
	for _, l := range Langs() {
		if n := len(catalogues[l]); n != len(seen) {
			t.Errorf("%s catalogue has %d entries, want %d", l, n, len(seen))
		}
	}
	if n := len(Keys()); n != len(seen) {
		t.Errorf("Keys gives %d keys, want %d", n, len(seen))
	}
}

// declaredKey is a key as the package's sources declare it.
type declaredKey struct {
	name string // the constant's name
	key  Key
}

// declaredKeys returns the keys the package's files (its tests' included)
// declare: each constant of type Key.
func declaredKeys(t *testing.T) []declaredKey {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var keys []declaredKey
	for _, file := range files {
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				v := s.(*ast.ValueSpec)
				if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "Key" {
					continue
				}
				for i, n := range v.Names {
					lit, ok := v.Values[i].(*ast.BasicLit)
					if !ok {
						t.Fatalf("%s: key %s is not a string literal", file, n.Name)
					}
					id, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					keys = append(keys, declaredKey{n.Name, Key(id)})
				}
			}
		}
	}
	return keys
}

// verb matches a fmt verb with its optional explicit argument index.
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// placeholders lists the arguments a format uses, as "index:verb".
func placeholders(format string) []string {
	var out []string
	arg := 0
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		v := m[0][len(m[0])-1:]
		if v == "%" {
			continue
		}
		if m[1] != "" {
			n := 0
			for _, c := range m[1][1 : len(m[1])-1] {
				n = n*10 + int(c-'0')
			}
			arg = n
		} else {
			arg++
		}
		out = append(out, strings.Repeat("_", 0)+string(rune('0'+arg))+":"+v)
	}
	sort.Strings(out)
	// a placeholder used twice counts once
	u := out[:0]
	for i, s := range out {
		if i == 0 || s != out[i-1] {
			u = append(u, s)
		}
	}
	return u
}

func TestPlaceholdersAgree(t *testing.T) {
	for _, k := range Keys() {
		en, enWords, _ := Source(English, k)
		fr, frWords, _ := Source(French, k)
		pe, pf := placeholders(en), placeholders(fr)
		// French quotes a value « %s » (or a letter « %c ») where English
		// writes %q.
		for i := range pe {
			if i < len(pf) && strings.HasSuffix(pe[i], ":q") && (pf[i] == pe[i][:len(pe[i])-1]+"s" || pf[i] == pe[i][:len(pe[i])-1]+"c") {
				pe[i] = pf[i]
			}
		}
		if strings.Join(pe, " ") != strings.Join(pf, " ") {
			t.Errorf("%s: English uses %v, French %v", k.ID(), pe, pf)
		}
		for _, w := range append(enWords, frWords...) {
			if strings.Contains(w, "%") {
				t.Errorf("%s: plural word %q holds a verb", k.ID(), w)
			}
		}
	}
}

func TestLocale(t *testing.T) {
	for _, c := range []struct {
		s    string
		want Lang
	}{
		{"fr_FR.UTF-8", French}, {"fr_CA", French}, {"fr", French}, {"fr_BE@euro", French},
		{"C", English}, {"POSIX", English}, {"", English}, {"en_GB.UTF-8", English},
		{"de_DE.UTF-8", English}, {"C.UTF-8", English},
	} {
		if got := FromLocale(c.s); got != c.want {
			t.Errorf("FromLocale(%q) = %v, want %v", c.s, got, c.want)
		}
	}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, c := range []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{"LANG": "fr_FR.UTF-8"}, French},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "C"}, English},
		{map[string]string{"LANG": "C", "LC_MESSAGES": "fr_CA"}, French},
		{map[string]string{"LC_ALL": "en_US", "LC_MESSAGES": "fr", "LANG": "fr"}, English},
		{map[string]string{"LC_ALL": "", "LANG": "fr"}, French},
		{map[string]string{}, English},
	} {
		if got := FromEnv(env(c.env)); got != c.want {
			t.Errorf("FromEnv(%v) = %v, want %v", c.env, got, c.want)
		}
	}
	for s, want := range map[string]Lang{"fr": French, "en": English, "FR": French, "fr_FR.UTF-8": French, "français": French} {
		if got, ok := Parse(s); !ok || got != want {
			t.Errorf("Parse(%q) = %v, %v", s, got, ok)
		}
	}
	if _, ok := Parse("de"); ok {
		t.Error("Parse(de) accepted")
	}
}

func TestWording(t *testing.T) {
	nb := "\u00a0"
	for _, c := range []struct {
		m      Msg
		en, fr string
	}{
		{M(VMismatchColour, 4, M(ColourBlacks), M(ColourWhites), 4, 'N'),
			"power 4 is Black's, not White's: write (4=N)",
			"le pouvoir 4 est aux Noirs, pas aux Blancs" + nb + ": écrivez (4=N)"},
		{M(VOverMajority, M(SideSouth), 1), "South has 1 seeds", "Sud a 1 graine"},
		{M(VOverMajority, M(SideSouth), 25), "South has 25 seeds", "Sud a 25 graines"},
		{M(VEventSeeds, 1234, 48, 0), "1234 seeds: an Awélé game captures 1 to 48 seeds in all (0 so far)",
			"1\u00a0234 graines" + nb + ": une partie d’Awélé prend de 1 à 48 graines en tout (0 jusqu’ici)"},
		{M(VIllegal, "Cc6", M(ColourBlack), M(VHintDidYouMean, "Cc5")), "Cc6 is not a legal move for Black: did you mean Cc5?",
			"Cc6 n’est pas un coup légal pour les Noirs" + nb + ": vouliez-vous dire Cc5" + nb + "?"},
		{M(VIllegal, "Cc6", M(ColourBlack), Msg{}), "Cc6 is not a legal move for Black", "Cc6 n’est pas un coup légal pour les Noirs"},
		{M(VMoveNumber, "3.").Then(M(VMissingMore, 2, "4, 5")), "this is move 3.; and 2 more half-moves have no power token (plies 4, 5)",
			"c’est le coup 3." + nb + "; et 2 autres demi-coups sans jeton de pouvoir (demi-coups 4, 5)"},
	} {
		if got := c.m.In(English); got != c.en {
			t.Errorf("en: got %q, want %q", got, c.en)
		}
		if got := c.m.In(French); got != c.fr {
			t.Errorf("fr: got %q, want %q", got, c.fr)
		}
	}
}

// TestFrenchDiffers fails when a French text is the English one: a
// message left untranslated. Keys whose text is the same in both
// languages are marked neutral in msg.go.
func TestFrenchDiffers(t *testing.T) {
	for _, k := range Keys() {
		en, enWords, _ := Source(English, k)
		fr, frWords, _ := Source(French, k)
		same := en == fr && strings.Join(enWords, "|") == strings.Join(frWords, "|")
		if same && !Neutral(k) {
			t.Errorf("%s: the French text is the English one: %q", k.ID(), en)
		}
		if !same && Neutral(k) {
			t.Errorf("%s is marked neutral but its texts differ", k.ID())
		}
	}
}

// BenchmarkWording measures the wording of one diagnostic message with a
// hint, as check prints it, against fmt.Sprintf of the same text.
func BenchmarkWording(b *testing.B) {
	m := M(VMismatchColour, 4, M(ColourBlacks), M(ColourWhites), 4, 'N').Then(M(VFoldMore, 3, "6, 8, 9"))
	for _, l := range Langs() {
		b.Run(l.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				_ = m.In(l)
			}
		})
	}
	b.Run("fmt", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = fmt.Sprintf("power %d is %s, not %s: write (%d=%c)", 4, "Black's", "White's", 4, 'N') +
				fmt.Sprintf("; and %d more power %s of this Awélé game %s the same way (%s %s)", 3, "tokens", "differ", "numbers", "6, 8, 9")
		}
	})
}

// TestAweleCapitalised: the French texts write Awélé with a capital, as
// the rule texts do (« partie d’Awélé »), labels as much as messages.
func TestAweleCapitalised(t *testing.T) {
	for _, k := range Keys() {
		for _, l := range Langs() {
			text, words, _ := Source(l, k)
			for _, s := range append(words, text) {
				if strings.Contains(s, "awélé") {
					t.Errorf("%s (%v): %q writes awélé without its capital", k.ID(), l, s)
				}
			}
		}
	}
}

// TestFrenchQuotes: the French texts quote a value in guillemets, « abc »,
// as French typography and the reader's messages do, not "abc" (%q);
// straight quotes stay where they are AGN's own, in a tag: [Language "fr"].
func TestFrenchQuotes(t *testing.T) {
	q := regexp.MustCompile(`%(\[\d+\])?q`)
	inTag := regexp.MustCompile(`\[(\w+|%s) %(\[\d+\])?q\]`)
	for _, k := range Keys() {
		fr, _, _ := Source(French, k)
		if q.MatchString(inTag.ReplaceAllString(fr, "")) {
			t.Errorf("%s: %q quotes with %%q; write « %%s »", k.ID(), fr)
		}
	}
}
