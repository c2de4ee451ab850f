package syslang

// winAPI is what Windows' System calls: the two lists of user interface
// languages of golang.org/x/sys/windows (GetUserPreferredUILanguages and
// GetSystemPreferredUILanguages with MUI_LANGUAGE_NAME: names such as
// "fr-FR").
type winAPI interface {
	UserUILanguages() ([]string, error)
	SystemUILanguages() ([]string, error)
}

// winSystem reads Windows' user interface languages: the user's list,
// else the system's.
type winSystem struct{ api winAPI }

// Languages returns the user's preferred user interface languages, or
// the system's when the user's list is empty or cannot be read.
func (w winSystem) Languages() []string {
	if l, err := w.api.UserUILanguages(); err == nil && len(l) > 0 {
		return l
	}
	if l, err := w.api.SystemUILanguages(); err == nil {
		return l
	}
	return nil
}
