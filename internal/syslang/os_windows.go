//go:build windows

package syslang

import "golang.org/x/sys/windows"

func init() { osSystem = winSystem{api: windowsAPI{}} }

// windowsAPI calls Windows through golang.org/x/sys/windows.
type windowsAPI struct{}

func (windowsAPI) UserUILanguages() ([]string, error) {
	return windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
}

func (windowsAPI) SystemUILanguages() ([]string, error) {
	return windows.GetSystemPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
}
