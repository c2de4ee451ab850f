package cli

import (
	"regexp"
	"strings"
	"testing"
)

// TestFrenchHelpNamesTypes: the French help names the types of the flags'
// values in French (--output texte, --jobs entier, --time durée) and the
// completion command speaks French; before, pflag's "string", "int",
// "duration" and cobra's "Generate the autocompletion script" were left
// in English. The English help keeps pflag's names.
func TestFrenchHelpNamesTypes(t *testing.T) {
	t.Parallel()
	english := regexp.MustCompile(`(?m)^ +(-\S, )?--\S+ (string|stringArray|strings|int|uint|float|duration|size)\b`)
	head := regexp.MustCompile(`(?m)^ +(-\S, )?--\S+( \S+)? {3,}`)
	cmds := [][]string{{"completion"}, {"completion", "bash"}, {"completion", "zsh"}, {"completion", "fish"}, {"completion", "powershell"}}
	for _, c := range NewRoot().Commands() {
		cmds = append(cmds, []string{c.Name()})
	}
	for _, c := range cmds {
		_, out, _ := run(t, "", append(append([]string{"--lang", "fr"}, c...), "--help")...)
		if m := english.FindString(out); m != "" {
			t.Errorf("%v --help in French: %q", c, m)
		}
		if strings.Contains(out, "Generate") || strings.Contains(out, "help for") || strings.Contains(out, "disable completion") {
			t.Errorf("%v --help in French has English:\n%s", c, out)
		}
		// The usages stay aligned: every one starts in the same column.
		cols := map[int]bool{}
		flags := out[strings.Index(out, "\nOptions"):]
		for _, m := range head.FindAllString(flags, -1) {
			cols[len([]rune(m))] = true
		}
		if len(cols) > 2 { // the local flags and the global ones
			t.Errorf("%v --help in French: usages in %d columns:\n%s", c, len(cols), out)
		}
	}
	_, out, _ := run(t, "", "--lang", "fr", "solve", "--help")
	for _, w := range []string{"--time durée", "(par défaut\u00a0: 30\u00a0s)", "--workers entier", "--max-game-size taille", "--lang texte"} {
		if !strings.Contains(out, w) {
			t.Errorf("solve --help in French lacks %q:\n%s", w, out)
		}
	}
	_, out, _ = run(t, "", "--lang", "en", "solve", "--help")
	for _, w := range []string{"--time duration", "--workers int", "--max-game-size size", "--lang string"} {
		if !strings.Contains(out, w) {
			t.Errorf("solve --help in English lacks %q:\n%s", w, out)
		}
	}
	_, out, _ = run(t, "", "--lang", "fr", "completion", "zsh", "--help")
	if !strings.Contains(out, `awechec completion zsh > "${fpath[1]}/_awechec"`) || !strings.Contains(out, "Pour charger les complétions") {
		t.Errorf("completion zsh --help in French:\n%s", out)
	}
}

// TestSkipSaysGameOnce: the line that says a game too large was left out
// names the game once and says why ("partie 2 laissée de côté : elle n’a
// pas pu être lue : la partie 2 est trop longue ... : elle est ignorée"
// before).
func TestSkipSaysGameOnce(t *testing.T) {
	t.Parallel()
	big := seed000fr + "\nÉchecs " + strings.Repeat("e4 e5 ", 400) + "*\n"
	for _, c := range []struct{ lang, want, game string }{
		{"en", "game 2 skipped: it is too large to be read (more than 1 KiB); raise the limit with --max-game-size\n", "game 2"},
		{"fr", "partie 2 laissée de côté\u00a0: elle est trop longue pour être lue (plus de 1 Kio)\u00a0; relevez la limite avec --max-game-size\n", "partie 2"},
	} {
		_, _, errs := run(t, big, "--lang", c.lang, "--max-game-size", "1K", "convert", "--to", "en")
		var skip string
		for _, l := range strings.SplitAfter(errs, "\n") {
			if strings.Contains(l, c.game) && !strings.Contains(l, "[game-too-large]") {
				skip = l
			}
		}
		if !strings.HasSuffix(skip, c.want) || strings.Count(skip, c.game) != 1 {
			t.Errorf("--lang %s: skip line %q, want it to end with %q", c.lang, skip, c.want)
		}
	}
}
