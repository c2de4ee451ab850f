package cli

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// awechec web --link prints a whole link: the published address or
// --base, the game (--game N), the move (--ply: a half-move or a move as
// players write it), and the step the fragment names is the one render
// --ply draws.
func TestWebLinkAtMove(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"two.agn": seed000fr + "\n" + canonical})
	two := filepath.Join(dir, "two.agn")
	seed := "../../corpus/seed000-fr.agn"
	for _, tt := range []struct {
		args      []string
		base, at  string
		game, ply int // the game linked to and the half-move shown (-1: the start)
	}{
		{[]string{seed}, web.PublishedURL, "", 1, -1},
		{[]string{seed, "--ply", "5"}, web.PublishedURL, "ply=5", 1, 5},
		{[]string{seed, "--ply", "3."}, web.PublishedURL, "ply=5", 1, 5},
		{[]string{seed, "--ply", "3..."}, web.PublishedURL, "ply=6", 1, 6},
		{[]string{seed, "--ply", "3…"}, web.PublishedURL, "ply=6", 1, 6},
		{[]string{seed, "--ply", "9."}, web.PublishedURL, "ply=17", 1, 17},
		{[]string{seed, "--ply", "1", "--base", "https://example.org/awechec/"}, "https://example.org/awechec/", "ply=1", 1, 1},
		{[]string{two, "--game", "2", "--ply", "1..."}, web.PublishedURL, "ply=2", 2, 2},
		{[]string{two, "--game", "2"}, web.PublishedURL, "", 2, -1},
	} {
		code, out, stderr := run(t, "", append([]string{"web", "--link"}, tt.args...)...)
		if code != ExitOK {
			t.Errorf("%v: exit %d: %s", tt.args, code, stderr)
			continue
		}
		link := strings.TrimSpace(out)
		frag, at, _ := strings.Cut(strings.TrimPrefix(link, tt.base), "&")
		if !strings.HasPrefix(link, tt.base+"#agn=") || at != tt.at {
			t.Errorf("%v: %s; want %s#agn=...&%s", tt.args, link, tt.base, tt.at)
			continue
		}
		text, err := web.DecodeLink(frag)
		if err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		g := grammar.ParseGame(text, "", 1)
		want := seed000fr
		if tt.game == 2 {
			want = canonical
		}
		if strings.TrimSpace(string(text)) != strings.TrimSpace(want) && tt.args[0] != seed {
			t.Errorf("%v: the link carries\n%s", tt.args, text)
		}
		// the step named is the one render --ply finds
		if tt.ply >= 0 {
			steps := render.Steps(validate.Game(g, validate.Options{}))
			i, err := render.Find(steps, render.Point{Ply: tt.ply})
			if err != nil || web.StepParam(steps, i) != at || steps[i].Ply != tt.ply {
				t.Errorf("%v: the link names %q, render --ply %d step %d (%v)", tt.args, at, tt.ply, i, err)
			}
		}
	}
}

// Bad values of --link's flags: a clear message in the user's language,
// exit status 2.
func TestWebLinkErrors(t *testing.T) {
	t.Parallel()
	seed := "../../corpus/seed000-fr.agn"
	awele := "../../corpus/awele/abapa.agn"
	for _, tt := range []struct {
		args   []string
		en, fr string
	}{
		{[]string{"--link", seed, "--ply", "12x"}, "--ply 12x: give a half-move (24; null moves count) or a move as players write it: 12. for White's 12th move, 12... for Black's", "--ply 12x : donnez un demi-coup"},
		{[]string{"--link", seed, "--ply", "-3"}, "--ply -3: give a half-move", "--ply -3 : donnez"},
		{[]string{"--link", seed, "--ply", "0."}, "--ply 0.: give", "--ply 0. : donnez"},
		{[]string{"--link", seed, "--ply", "12...."}, "--ply 12....: give", "--ply 12.... : donnez"},
		{[]string{"--link", seed, "--ply", "12..."}, "seed000-fr.agn, game 1 has no move 12...: its chess moves go from 1. to 9.", "seed000-fr.agn, partie 1 : pas de coup 12... ; ses coups d’échecs vont de 1. à 9."},
		{[]string{"--link", seed, "--ply", "40"}, "seed000-fr.agn, game 1: the replay has 17 chess half-moves, not 40", "partie 1 : le rejeu compte 17 demi-coups d’échecs, pas 40"},
		{[]string{"--link", seed, "--game", "3"}, "seed000-fr.agn has 1 game, no game 3", "seed000-fr.agn a 1 partie, pas de partie 3"},
		{[]string{"--link", seed, "--game", "0"}, "--game 0: games are numbered from 1", "--game 0 : les parties sont numérotées à partir de 1"},
		{[]string{"--link", seed, "--base", "awechec.github.io"}, "--base awechec.github.io: give the address of a copy of the page", "--base awechec.github.io : donnez l’adresse d’une copie de la page"},
		{[]string{"--link", seed, "--base", "https://example.org/#x"}, "with no #", "sans #"},
		{[]string{"--link", awele, "--ply", "3."}, "abapa.agn, game 1 has no chess move to show (--ply counts chess moves): for an Awélé move, give --awele-game 1 --awele-ply M", "abapa.agn, partie 1 : aucun coup d’échecs à montrer (--ply compte les coups d’échecs) ; pour un coup d’Awélé, donnez --awele-game 1 --awele-ply M"},
		{[]string{"--link", awele, "--awele-game", "2"}, "abapa.agn, game 1 has 1 Awélé game played, no Awélé game 2", "abapa.agn, partie 1 : elle a 1 partie d’Awélé jouée, pas de partie d’Awélé 2"},
		{[]string{"--link", awele, "--awele-game", "1", "--awele-ply", "37"}, "abapa.agn, game 1: Awélé game 1 has 36 moves, not 37", "abapa.agn, partie 1 : la partie d’Awélé 1 a 36 coups, pas 37"},
		{[]string{"--link", awele, "--awele-ply", "3"}, "--awele-ply needs --awele-game", "--awele-ply demande --awele-game"},
		{[]string{"--link", awele, "--awele-game", "1", "--ply", "3"}, "--ply and --awele-game name two different points; give one", "--ply et --awele-game désignent deux moments différents ; n’en donnez qu’un"},
		{[]string{"--link", awele, "--awele-game", "-1"}, "cannot be negative", "ne peuvent pas être négatifs"},
		{[]string{"--ply", "3"}, "--base, --game, --ply, --awele-game and --awele-ply go with --link FILE", "--base, --game, --ply, --awele-game et --awele-ply vont avec --link FICHIER"},
		{[]string{"-o", "site", "--awele-game", "2"}, "go with --link FILE", "vont avec --link"},
		{[]string{"-o", "site", "--game", "2"}, "go with --link FILE", "vont avec --link"},
	} {
		for _, lang := range []string{"en", "fr"} {
			want := tt.en
			if lang == "fr" {
				want = strings.ReplaceAll(strings.ReplaceAll(tt.fr, " :", "\u00a0:"), " ;", "\u00a0;")
			}
			code, out, stderr := run(t, "", append([]string{"--lang", lang, "web"}, tt.args...)...)
			if code != ExitUsage || out != "" || !strings.Contains(stderr, want) {
				t.Errorf("%s %v: exit %d, %q; want %q", lang, tt.args, code, stderr, want)
			}
		}
	}
}

// --awele-game A --awele-ply M name an Awélé move as render names it,
// and the link names the step render draws.
func TestWebLinkAweleMove(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		file           string
		aweleGame, ply int
		at             string
	}{
		{"../../corpus/valid/multi-awele-resign-fr.agn", 2, 3, "awele=2.3"},
		{"../../corpus/valid/multi-awele-resign-fr.agn", 1, 1, "awele=1.1"},
		{"../../corpus/awele/abapa.agn", 1, 5, "awele=1.5"},
		{"../../corpus/awele/abapa.agn", 1, 36, "awele=1.36"},
	} {
		args := []string{"web", "--link", tt.file, "--awele-game", strconv.Itoa(tt.aweleGame), "--awele-ply", strconv.Itoa(tt.ply)}
		code, out, stderr := run(t, "", args...)
		_, at, _ := strings.Cut(strings.TrimSpace(out), "&")
		if code != ExitOK || at != tt.at {
			t.Errorf("%v: exit %d, %q %s; want &%s", args, code, at, stderr, tt.at)
			continue
		}
		text, err := web.DecodeLink(strings.TrimSpace(out))
		if err != nil {
			t.Fatal(err)
		}
		steps := render.Steps(validate.Game(grammar.ParseGame(text, "", 1), validate.Options{}))
		i, err := render.Find(steps, render.Point{Ply: -1, AweleGame: tt.aweleGame, AwelePly: tt.ply})
		if err != nil || web.StepParam(steps, i) != at {
			t.Errorf("%v: render draws step %d (%v), named %q", args, i, err, web.StepParam(steps, i))
		}
	}
}
