package syslang

import (
	"errors"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

// fakeWin answers as Windows would: the user's and the system's lists of
// user interface languages, or errors.
type fakeWin struct {
	user, system       []string
	userErr, systemErr error
}

func (f fakeWin) UserUILanguages() ([]string, error)   { return f.user, f.userErr }
func (f fakeWin) SystemUILanguages() ([]string, error) { return f.system, f.systemErr }

// fakeMac answers as /usr/bin/defaults would.
type fakeMac struct {
	out string
	err error
}

func (f fakeMac) AppleLanguages() ([]byte, error) { return []byte(f.out), f.err }

var errRead = errors.New("cannot read")

// TestChoose checks the whole order: the environment as gettext reads it
// first, then Windows' or macOS's languages (through the same code as on
// those systems, their calls faked), then English.
func TestChoose(t *testing.T) {
	frenchWindows := winSystem{fakeWin{user: []string{"fr-FR", "en-US"}}}
	frenchMac := macSystem{fakeMac{out: "(\n    \"fr-FR\",\n    en\n)\n"}}
	for _, c := range []struct {
		name string
		env  map[string]string
		sys  System
		want i18n.Lang
	}{
		{"nothing", nil, nil, i18n.English},
		{"LANG alone", map[string]string{"LANG": "fr_FR.UTF-8"}, nil, i18n.French},
		{"the environment before Windows", map[string]string{"LANG": "en_US.UTF-8"}, frenchWindows, i18n.English},
		{"C before Windows", map[string]string{"LC_ALL": "C"}, frenchWindows, i18n.English},
		{"the environment before macOS", map[string]string{"LC_MESSAGES": "en_GB"}, frenchMac, i18n.English},
		{"a silent environment: Windows", nil, frenchWindows, i18n.French},
		{"LANGUAGE alone is silent: Windows", map[string]string{"LANGUAGE": "en"}, frenchWindows, i18n.French},
		{"a silent environment: macOS", nil, frenchMac, i18n.French},
		{"Windows: the first language spoken", nil, winSystem{fakeWin{user: []string{"de-DE", "fr-CH"}}}, i18n.French},
		{"Windows: the user's list before the system's", nil, winSystem{fakeWin{user: []string{"en-US"}, system: []string{"fr-FR"}}}, i18n.English},
		{"Windows: the system's list when the user's is empty", nil, winSystem{fakeWin{system: []string{"fr-FR"}}}, i18n.French},
		{"Windows: the system's list when the user's fails", nil, winSystem{fakeWin{user: []string{"en-US"}, userErr: errRead, system: []string{"fr-FR"}}}, i18n.French},
		{"Windows: both fail", nil, winSystem{fakeWin{userErr: errRead, systemErr: errRead}}, i18n.English},
		{"Windows: none spoken", nil, winSystem{fakeWin{user: []string{"de-DE"}}}, i18n.English},
		{"macOS: the first language spoken", nil, macSystem{fakeMac{out: "(\n    \"de-DE\",\n    \"fr-CA\"\n)"}}, i18n.French},
		{"macOS: English first", nil, macSystem{fakeMac{out: "(\n    \"en-FR\",\n    \"fr-FR\"\n)"}}, i18n.English},
		{"macOS: the preference not set", nil, macSystem{fakeMac{out: "", err: errRead}}, i18n.English},
	} {
		got := Choose(func(k string) string { return c.env[k] }, c.sys)
		if got != c.want {
			t.Errorf("%s: Choose = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestParseDefaultsArray checks the reading of `defaults read` arrays,
// quoted and bare elements, and what is not an array.
func TestParseDefaultsArray(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"(\n    \"fr-FR\",\n    en,\n    \"zh-Hans-CN\"\n)\n", []string{"fr-FR", "en", "zh-Hans-CN"}},
		{"(\n)\n", nil},
		{"()", nil},
		{"fr_FR\n", nil}, // AppleLocale's form, a string: not an array
		{"", nil},
		{"(\n    \"fr-FR\"", nil}, // cut short
	} {
		got := parseDefaultsArray(c.in)
		if len(got) != len(c.want) {
			t.Errorf("parseDefaultsArray(%q) = %q, want %q", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("parseDefaultsArray(%q) = %q, want %q", c.in, got, c.want)
				break
			}
		}
	}
}
