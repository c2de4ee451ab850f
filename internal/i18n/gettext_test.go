package i18n

import "testing"

// TestLocaleFromEnv checks the order gettext reads the environment in:
// the locale (LC_ALL, LC_MESSAGES, LANG), C and POSIX before LANGUAGE,
// LANGUAGE's list before the locale's language, and set only when a
// locale variable is.
func TestLocaleFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want Lang
		set  bool
	}{
		{map[string]string{}, English, false},
		{map[string]string{"LANGUAGE": "fr"}, English, false}, // no locale: gettext ignores LANGUAGE
		{map[string]string{"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}, English, false},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, French, true},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "fr"}, English, true},
		{map[string]string{"LC_ALL": "POSIX", "LANGUAGE": "fr"}, English, true},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "fr:en"}, French, true},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LANGUAGE": "de:en_GB:fr"}, English, true},
		{map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "de:fr_CA"}, French, true},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LANGUAGE": "de:it"}, English, true}, // none spoken: untranslated
		{map[string]string{"LC_MESSAGES": "fr_BE@euro", "LANG": "en_US"}, French, true},
		{map[string]string{"LANG": "de_DE.UTF-8"}, English, true},
	} {
		l, set := LocaleFromEnv(func(k string) string { return c.env[k] })
		if l != c.want || set != c.set {
			t.Errorf("LocaleFromEnv(%v) = %v, %v; want %v, %v", c.env, l, set, c.want, c.set)
		}
	}
}

// TestFirstSpoken checks the choice among a list of preferred languages,
// as the systems give them (BCP 47 tags) and as LANGUAGE does (locales).
func TestFirstSpoken(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  Lang
		ok    bool
	}{
		{nil, English, false},
		{[]string{"de-DE", "it"}, English, false},
		{[]string{"de-DE", "fr-CA", "en"}, French, true},
		{[]string{"en-GB", "fr-FR"}, English, true},
		{[]string{"", "zh-Hans-CN", "FR"}, French, true},
		{[]string{"fr_CH.UTF-8"}, French, true},
	} {
		if l, ok := FirstSpoken(c.names); l != c.want || ok != c.ok {
			t.Errorf("FirstSpoken(%q) = %v, %v; want %v, %v", c.names, l, ok, c.want, c.ok)
		}
	}
}
