package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/syslang"
	"github.com/awechec/awechec/internal/validate"
)

// withEnv runs f with the environment m seen by the runs of t (run).
func withEnv(t *testing.T, m map[string]string, f func()) {
	t.Helper()
	withSystem(t, m, nil, f)
}

// withSystem runs f with the environment m and the system's language
// settings sys seen by the runs of t (run).
func withSystem(t *testing.T, m map[string]string, sys syslang.System, f func()) {
	t.Helper()
	testEnvs.Store(t, testEnv{getenv: func(k string) string { return m[k] }, system: sys})
	defer testEnvs.Delete(t)
	f()
}

// messageLines drops the source lines and carets of the text output,
// which quote the record as written, keeping the diagnostics and the
// summary.
func messageLines(out string) []string {
	var keep []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, " | ") || strings.TrimSpace(l) == "" {
			continue
		}
		keep = append(keep, l)
	}
	return keep
}

// englishWords are words of the English messages that no French message
// holds; frenchWords the other way round. Quoted tokens ([Language "fr"],
// "White 3/2", moves) are taken out first.
var (
	englishWords = regexp.MustCompile(`(?:^|[^\p{L}])(the|is|not|write|with|and|move|moves|game|games|power|has|are|cannot|found|expected|error|warning|valid)(?:[^\p{L}]|$)`)
	frenchWords  = regexp.MustCompile(`(?:^|[^\p{L}])(le|la|les|est|pas|écrivez|partie|parties|coup|pouvoir|erreur|avertissement|valides|avec)(?:[^\p{L}]|$)`)
	quoted       = regexp.MustCompile(`"[^"]*"|«[^»]*»`)
)

func TestCheckSpeaksTheUsersLanguage(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("../../corpus/invalid/*.agn")
	if err != nil || len(files) == 0 {
		t.Fatal("no corpus/invalid files", err)
	}
	// The records as people type them: their typed-form notes too.
	files = append(files, "../../corpus/valid/typed-forms-fr.agn")
	for _, c := range []struct {
		env   map[string]string
		args  []string
		wrong *regexp.Regexp
		sev   string
	}{
		{map[string]string{"LANG": "fr_FR.UTF-8"}, nil, englishWords, "erreur["},
		{map[string]string{"LC_MESSAGES": "fr_CA", "LANG": "C"}, nil, englishWords, "erreur["},
		{map[string]string{"LANG": "C"}, nil, frenchWords, "error["},
		{map[string]string{"LANG": "C"}, []string{"--lang", "fr"}, englishWords, "erreur["},
		{map[string]string{"LC_ALL": "fr_FR.UTF-8"}, []string{"--lang=en"}, frenchWords, "error["},
	} {
		withEnv(t, c.env, func() {
			code, out, errs := run(t, "", append(append([]string{}, c.args...), append([]string{"check", "-j", "1"}, files...)...)...)
			if code != ExitDefects || errs != "" {
				t.Fatalf("%v %v: exit %d, stderr %q", c.env, c.args, code, errs)
			}
			if !strings.Contains(out, c.sev) {
				t.Errorf("%v %v: no %q in the output", c.env, c.args, c.sev)
			}
			for _, l := range messageLines(out) {
				msg := l
				if i := strings.Index(l, "]: "); i >= 0 {
					msg = l[i+3:]
				}
				msg = quoted.ReplaceAllString(msg, "")
				if w := c.wrong.FindString(msg); w != "" {
					t.Errorf("%v %v: %q in %q", c.env, c.args, w, l)
				}
			}
		})
	}
}

// TestNoFreeText checks that no diagnostic of the invalid corpus is built
// from a foreign error's own text (the one language-neutral path), and
// that each of their messages reads differently in French and English.
func TestNoFreeText(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("../../corpus/invalid/*.agn")
	files = append(files, "../../corpus/valid/typed-forms-fr.agn")
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		games, err := grammar.ReadAll(fh, f)
		fh.Close()
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			r := validate.Game(g, validate.Options{File: f})
			for _, d := range r.Diags {
				for _, k := range d.Msg.Keys() {
					if k == i18n.Verbatim {
						t.Errorf("%s: free text: %s", f, d)
					}
				}
				if d.MessageIn(i18n.French) == d.MessageIn(i18n.English) {
					t.Errorf("%s: same message in French and English: %s", f, d)
				}
			}
		}
	}
}

func TestLangFlag(t *testing.T) {
	t.Parallel()
	withEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, func() {
		code, _, errs := run(t, "", "--lang", "de", "check")
		if code != ExitUsage || !strings.Contains(errs, "--lang") || !strings.Contains(errs, "inconnue") {
			t.Errorf("--lang de: exit %d, %q", code, errs)
		}
		code, out, _ := run(t, "", "check", "--help")
		if code != ExitOK || !strings.Contains(out, "Utilisation\u00a0:") || !strings.Contains(out, "Options\u00a0:") ||
			!strings.Contains(out, "check lit les parties") || strings.Contains(out, "Flags:") {
			t.Errorf("French help:\n%s", out)
		}
		code, out, _ = run(t, "", "--lang", "en", "check", "--help")
		if code != ExitOK || !strings.Contains(out, "Usage:") || !strings.Contains(out, "count warnings as defects") {
			t.Errorf("English help:\n%s", out)
		}
	})
}

func TestSummaryPlurals(t *testing.T) {
	t.Parallel()
	one := "[Variant \"Standard\"]\n\n1. e4 e5 1/2-1/2\n"
	withEnv(t, map[string]string{"LANG": "fr"}, func() {
		_, out, _ := run(t, one, "check")
		if want := "1 partie\u00a0: 1 valide, 0 avec erreurs\n"; out != want {
			t.Errorf("got %q, want %q", out, want)
		}
		_, out, _ = run(t, one+"\n"+one, "check")
		if want := "2 parties\u00a0: 2 valides, 0 avec erreurs\n"; out != want {
			t.Errorf("got %q, want %q", out, want)
		}
	})
	_, out, _ := run(t, one, "check")
	if want := "1 game: 1 valid, 0 with errors\n"; out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

// TestHelpCatalogue checks that every command's Short and Long and every
// flag's usage has a catalogue key, that the command files write none of
// these texts themselves (the catalogue is their one place), and that
// localize puts every one in place, in English and in French.
func TestHelpCatalogue(t *testing.T) {
	t.Parallel()
	used := map[string]bool{}
	// each calls f on every command and flag of the tree with its help
	// text id and text.
	each := func(root *cobra.Command, f func(id, text string)) {
		var walk func(c *cobra.Command)
		walk = func(c *cobra.Command) {
			name := c.Name()
			if c == root {
				name = "awechec"
			}
			f(name, c.Short)
			if _, ok := helpTexts[name+"/long"]; ok {
				f(name+"/long", c.Long)
			}
			flag := func(fl *pflag.Flag) {
				if fl.Name != "help" {
					f(name+" --"+fl.Name, fl.Usage)
				}
			}
			c.LocalNonPersistentFlags().VisitAll(flag)
			c.PersistentFlags().VisitAll(flag)
			for _, sub := range c.Commands() {
				walk(sub)
			}
		}
		walk(root)
	}
	each(newTree(&IO{}), func(id, text string) {
		used[id] = true
		if _, ok := helpTexts[id]; !ok {
			t.Errorf("%s has no catalogue key in helpTexts (help.go)", id)
		}
		if text != "" {
			t.Errorf("%s: the command file writes its own text %q; it belongs in the catalogues", id, text)
		}
	})
	for _, l := range []i18n.Lang{i18n.English, i18n.French} {
		root := newTree(&IO{})
		localize(root, l)
		each(root, func(id, text string) {
			if k, ok := helpTexts[id]; ok && (text == "" || text != i18n.T(l, k)) {
				t.Errorf("%v: %s is %q, want the catalogue's %q", l, id, text, i18n.T(l, k))
			}
		})
	}
	for id := range helpTexts {
		if !used[id] {
			t.Errorf("helpTexts maps %q, which no command has", id)
		}
	}
}

// TestPagesSpeakTheUsersLanguage: the labels of html and render follow the
// user's language, whatever the record's.
func TestPagesSpeakTheUsersLanguage(t *testing.T) {
	t.Parallel()
	fr, en := "../../corpus/seed000-fr.agn", "../../corpus/seed000-en.agn"
	for _, c := range []struct {
		env       map[string]string
		file      string
		want, not []string
	}{
		{map[string]string{"LANG": "fr_FR.UTF-8"}, en, []string{`<html lang="fr">`, `aria-label="Suivant"`, "Nord · Noirs", "Départ", "\"tagLine\":\"%s\u00a0: %s\"", `"tag.White":"Blancs"`}, []string{"North · Black", `aria-label="Forward"`}},
		{map[string]string{"LANG": "C"}, fr, []string{`<html lang="en">`, `aria-label="Forward"`, "North · Black", "Start"}, []string{"Nord · Noirs", `aria-label="Suivant"`}},
	} {
		withEnv(t, c.env, func() {
			_, page, _ := run(t, "", "html", c.file)
			_, svg, _ := run(t, "", "render", c.file, "--ply", "1")
			for _, w := range c.want {
				if !strings.Contains(page+svg, w) {
					t.Errorf("%v %s: no %q", c.env, c.file, w)
				}
			}
			for _, w := range c.not {
				if strings.Contains(page+svg, w) {
					t.Errorf("%v %s: %q", c.env, c.file, w)
				}
			}
		})
	}
}

// TestJSONMessageLanguage: JSON keeps its codes, severities and field names
// in English and carries the message in the chosen language.
func TestJSONMessageLanguage(t *testing.T) {
	t.Parallel()
	file := "../../corpus/invalid/power-mismatch--fr.agn"
	_, out, _ := run(t, "", "--lang", "fr", "check", "--format", "json", file)
	for _, w := range []string{`"severity":"error"`, `"code":"power-mismatch"`, `"message":"le pouvoir 4 est aux Noirs, pas aux Blancs` + "\u00a0" + `: écrivez (4=N)"`} {
		if !strings.Contains(out, w) {
			t.Errorf("French JSON lacks %s:\n%s", w, out)
		}
	}
	_, out, _ = run(t, "", "check", "--format", "json", file)
	if !strings.Contains(out, `"message":"power 4 is Black's, not White's: write (4=N)"`) {
		t.Errorf("English JSON:\n%s", out)
	}
}

// TestCobraErrors: cobra's own errors are worded in French too, and read
// in English as cobra writes them.
func TestCobraErrors(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args   []string
		fr, en string
	}{
		{[]string{"chek"}, "commande «\u00a0chek\u00a0» inconnue pour «\u00a0awechec\u00a0»\n\nVouliez-vous dire\u00a0:\n\tcheck", "unknown command \"chek\" for \"awechec\"\n\nDid you mean this?\n\tcheck"},
		{[]string{"check", "--frmat", "x"}, "option inconnue\u00a0: --frmat", "unknown flag: --frmat"},
		{[]string{"check", "--format"}, "l’option --format demande une valeur", "flag needs an argument: --format"},
	} {
		withEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, func() {
			if _, _, errs := run(t, "", c.args...); !strings.Contains(errs, c.fr) {
				t.Errorf("%v: %q, want %q", c.args, errs, c.fr)
			}
		})
		if _, _, errs := run(t, "", c.args...); !strings.Contains(errs, c.en) {
			t.Errorf("%v: %q, want %q", c.args, errs, c.en)
		}
	}
}

// TestFrenchUsageLines: the usage line of every command's French help
// names its arguments in French ([options] [fichier ...]), not in cobra's
// English ([flags] [path ...]).
func TestFrenchUsageLines(t *testing.T) {
	t.Parallel()
	withEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, func() {
		for _, c := range append(newTree(&IO{}).Commands(), &cobra.Command{Use: "help"}) {
			_, out, _ := run(t, "", c.Name(), "--help")
			if strings.Contains(out, "help for") {
				t.Errorf("%s --help in French: %q", c.Name(), out)
			}
			_, use, _ := strings.Cut(out, "Utilisation\u00a0:\n")
			use, _, _ = strings.Cut(use, "\n")
			if use == "" || regexp.MustCompile(`\[flags\]|path|file\]|PRESET|PARAM=|VALUE`).MatchString(use) {
				t.Errorf("%s --help: usage line %q", c.Name(), use)
			}
		}
	})
}
