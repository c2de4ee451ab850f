// Package syslang chooses the language of awechec's messages from the
// process's environment and, where the environment says nothing (a
// Windows or macOS desktop, a program started from a file manager), from
// the operating system's own settings: Windows' user interface languages,
// macOS's preferred languages (AppleLanguages).
//
// The system calls sit behind small interfaces (winAPI, macAPI) whose real
// implementations live in build-tagged files; the logic around them is
// plain Go that the tests run on every system.
package syslang

import "github.com/awechec/awechec/internal/i18n"

// System gives the user's preferred languages from the operating system's
// settings, most preferred first, as BCP 47 tags ("fr-FR") or locale
// names; none when the system has no such setting or it cannot be read.
type System interface {
	Languages() []string
}

// OS returns the running system's System: Windows and macOS have one; nil
// elsewhere, where the environment is the only setting.
func OS() System { return osSystem }

// osSystem is the running system's System, set by the file of its system.
var osSystem System

// Choose returns the language of the messages: the environment's, read
// as gettext reads it (i18n.LocaleFromEnv), when LC_ALL, LC_MESSAGES or
// LANG is set; otherwise the first of sys's languages that awechec
// speaks; otherwise English. sys may be nil.
func Choose(getenv func(string) string, sys System) i18n.Lang {
	if l, set := i18n.LocaleFromEnv(getenv); set {
		return l
	}
	if sys != nil {
		if l, ok := i18n.FirstSpoken(sys.Languages()); ok {
			return l
		}
	}
	return i18n.English
}
