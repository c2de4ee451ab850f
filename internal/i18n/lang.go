// Package i18n holds every message and label awechec shows to a person, in
// French and in English, and says which language to speak.
//
// Messages are named by keys (values of type Key declared in this package:
// no other package can make one, so a call site cannot name a message that
// does not exist). A Msg is a key with its arguments; it is worded in a
// language only when it is shown (Msg.In), so that a diagnostic found once
// can be printed in French and in English. Arguments that are themselves
// Msgs are worded in the same language.
//
// The catalogues (catalogue_en.go, catalogue_fr.go) are built with
// golang.org/x/text/message and catalog: numbers are formatted the way
// each language writes them (1 234 in French) and plurals follow each
// language's rules (French says 0 partie, 1 partie, 2 parties).
//
// The language is chosen as gettext does (LC_ALL, then LC_MESSAGES, then
// LANG, and LANGUAGE: LocaleFromEnv), where the environment says nothing
// from the system's settings (internal/syslang); the awechec command line
// overrides it with --lang. There is no process-wide language: each run
// passes its own where a message is worded (Msg.In); Msg.String is English.
package i18n

import (
	"strings"

	"golang.org/x/text/language"
)

// Lang is a language awechec speaks.
type Lang uint8

// The languages of the catalogues. English is the zero value: a library
// user who chooses nothing gets English.
const (
	English Lang = iota
	French
)

// Langs returns every language with a catalogue.
func Langs() []Lang { return []Lang{English, French} }

// String returns the language's code, "en" or "fr".
func (l Lang) String() string {
	if l == French {
		return "fr"
	}
	return "en"
}

// Tag returns the BCP 47 tag of the language.
func (l Lang) Tag() language.Tag {
	if l == French {
		return language.French
	}
	return language.English
}

// Parse reads a language as a user names it on the command line: "fr",
// "en", "français", "french", "english", or a locale such as "fr_FR.UTF-8".
// ok is false for a language awechec does not speak.
func Parse(s string) (l Lang, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "fr", "français", "francais", "french":
		return French, true
	case "en", "english", "anglais":
		return English, true
	}
	return FirstSpoken([]string{s})
}

// FromLocale returns the language of a POSIX locale name: fr_FR.UTF-8,
// fr_CA, fr, fr_BE@euro mean French; C, POSIX, "" and en_* mean English,
// and so does every language awechec does not speak.
func FromLocale(s string) Lang {
	if localeLanguage(s) == "fr" {
		return French
	}
	return English
}

// localeLanguage returns the lowercase language part of a locale name
// (language[_territory][.codeset][@modifier]).
func localeLanguage(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, "_-.@"); i >= 0 {
		s = s[:i]
	}
	return strings.ToLower(s)
}

// FromEnv chooses the language as gettext does (LocaleFromEnv), English
// when the environment says nothing. getenv is os.Getenv, or a map lookup
// in tests.
func FromEnv(getenv func(string) string) Lang {
	l, _ := LocaleFromEnv(getenv)
	return l
}

// LocaleFromEnv chooses the language as gettext does: the first of
// LC_ALL, LC_MESSAGES and LANG that is set and not empty is the locale;
// the C and POSIX locales mean English whatever LANGUAGE says; otherwise
// LANGUAGE, when set, is a list of languages separated by colons
// ("fr:en") whose first one awechec speaks decides (none: English, the
// untranslated messages); otherwise the locale's language decides. set is
// false when none of LC_ALL, LC_MESSAGES and LANG is set: the environment
// says nothing, and gettext would ignore LANGUAGE too.
func LocaleFromEnv(getenv func(string) string) (l Lang, set bool) {
	locale := ""
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = getenv(v); locale != "" {
			break
		}
	}
	switch {
	case locale == "":
		return English, false
	case localeLanguage(locale) == "c" || localeLanguage(locale) == "posix":
		return English, true
	case getenv("LANGUAGE") != "":
		l, _ := FirstSpoken(strings.Split(getenv("LANGUAGE"), ":"))
		return l, true
	}
	return FromLocale(locale), true
}

// FirstSpoken returns the first language of names that awechec speaks;
// a name is a locale (fr_FR.UTF-8) or a BCP 47 tag (fr-CA). ok is false,
// and l English, when it speaks none of them.
func FirstSpoken(names []string) (l Lang, ok bool) {
	for _, n := range names {
		switch localeLanguage(n) {
		case "fr":
			return French, true
		case "en":
			return English, true
		}
	}
	return English, false
}
