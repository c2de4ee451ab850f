package syslang

import "strings"

// macAPI is what macOS's System calls: the global preference
// AppleLanguages as `defaults read -g AppleLanguages` prints it.
type macAPI interface {
	AppleLanguages() ([]byte, error)
}

// macSystem reads macOS's preferred languages (System Settings, General,
// Language & Region).
type macSystem struct{ api macAPI }

// Languages returns the preferred languages, or none when the preference
// cannot be read.
func (m macSystem) Languages() []string {
	out, err := m.api.AppleLanguages()
	if err != nil {
		return nil
	}
	return parseDefaultsArray(string(out))
}

// parseDefaultsArray reads the array that `defaults read` prints in the
// old property-list form, one element a line:
//
//	(
//	    "fr-FR",
//	    en
//	)
//
// Language tags hold no comma, quote or parenthesis, so the elements are
// what lies between commas once the parentheses and quotes are gone.
func parseDefaultsArray(s string) []string {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "(") || !strings.HasSuffix(s, ")") {
		return nil
	}
	var names []string
	for _, e := range strings.Split(s[1:len(s)-1], ",") {
		if e = strings.Trim(strings.TrimSpace(e), `"`); e != "" {
			names = append(names, e)
		}
	}
	return names
}
