package cli

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/syslang"
)

// systemLangs is a system whose settings name these languages.
type systemLangs []string

func (s systemLangs) Languages() []string { return s }

// TestSystemLanguage checks the order of the language's sources as the
// command line reads them: --lang above all, then the environment as
// gettext reads it, then the system's settings (a French Windows or
// macOS desktop, where no LANG is set).
func TestSystemLanguage(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		env  map[string]string
		sys  syslang.System
		args []string
		want string
	}{
		{nil, systemLangs{"fr-FR", "en-US"}, nil, "erreur["},
		{nil, systemLangs{"de-DE", "fr-CH"}, nil, "erreur["},
		{nil, systemLangs{"en-GB", "fr-FR"}, nil, "error["},
		{nil, nil, nil, "error["},
		{map[string]string{"LANG": "C.UTF-8"}, systemLangs{"fr-FR"}, nil, "error["},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "fr"}, systemLangs{"en-US"}, nil, "erreur["},
		{nil, systemLangs{"fr-FR"}, []string{"--lang", "en"}, "error["},
		{map[string]string{"LANG": "en_US.UTF-8"}, nil, []string{"--lang=fr"}, "erreur["},
	} {
		withSystem(t, c.env, c.sys, func() {
			args := append(append([]string{}, c.args...), "check", "../../corpus/invalid/power-mismatch.agn")
			code, out, errs := run(t, "", args...)
			if code != ExitDefects || errs != "" || !strings.Contains(out, c.want) {
				t.Errorf("env %v, system %v, %v: exit %d, stderr %q, want %q in:\n%s", c.env, c.sys, c.args, code, errs, c.want, out)
			}
		})
	}
}
