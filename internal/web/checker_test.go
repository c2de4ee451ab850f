package web_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/web"
)

// A Checker that keeps games from one check to the next says, after each
// edit, exactly what a fresh check of the edited text says: lines shifted
// above a game, games added, removed, broken and mended, a game run into
// the next one, the language or the name changed.
func TestCheckerEdits(t *testing.T) {
	var out, errs bytes.Buffer
	if code := cli.Execute([]string{"generate", "-n", "6", "--seed", "5"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("generate: %s", errs.String())
	}
	base := out.String()
	games := strings.SplitAfter(base, "\n\n[Event")
	flip := func(s string) string { return strings.Replace(s, "(1=B)", "(1=N)", 1) }
	steps := []struct {
		name, text, lang, file string
	}{
		{"start", base, "fr", "a.agn"},
		{"game 4 broken", strings.Join(games[:3], "") + flip(games[3]) + strings.Join(games[4:], ""), "fr", "a.agn"},
		{"a line above", "\n\n" + strings.Join(games[:3], "") + flip(games[3]) + strings.Join(games[4:], ""), "fr", "a.agn"},
		{"lines in game 2", "\n\n" + games[0] + strings.Replace(games[1], "\n", "\n\n", 3) + games[2] + flip(games[3]) + strings.Join(games[4:], ""), "fr", "a.agn"},
		{"in English", "\n\n" + games[0] + strings.Replace(games[1], "\n", "\n\n", 3) + games[2] + flip(games[3]) + strings.Join(games[4:], ""), "en", "a.agn"},
		{"renamed", "\n\n" + games[0] + strings.Replace(games[1], "\n", "\n\n", 3) + games[2] + flip(games[3]) + strings.Join(games[4:], ""), "en", "b.agn"},
		{"game 1 removed", "\n\n" + strings.TrimPrefix(strings.Join(games[1:3], "")+flip(games[3])+strings.Join(games[4:], ""), "[Event"), "en", "b.agn"},
		{"mended", base, "fr", "a.agn"},
		{"results cut", strings.ReplaceAll(base, "1-0\n", "\n"), "fr", "a.agn"},
		{"syntax broken", strings.Replace(base, "Échecs 1.", "Échecs 1. ))", 3), "fr", "a.agn"},
		{"empty", "", "fr", "a.agn"},
		{"again", base, "fr", "a.agn"},
	}
	var c web.Checker
	for _, s := range steps {
		got, _ := json.Marshal(c.Check([]byte(s.text), s.lang, s.file))
		want, _ := json.Marshal(web.Check([]byte(s.text), s.lang, s.file))
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the checker kept says\n%s\na fresh check\n%s", s.name, got, want)
		}
	}
	// the games were kept: a defect is said with its line moved when
	// lines are added above
	fresh := web.Check([]byte(flip(base)), "fr", "a.agn")
	r := c.Check([]byte("\n\n\n"+flip(base)), "fr", "a.agn")
	if fresh.Errors != 1 || r.Errors != 1 {
		t.Fatalf("errors: %d, %d, want 1", fresh.Errors, r.Errors)
	}
	for i, g := range fresh.Games {
		for j, d := range g.Diagnostics {
			if got := r.Games[i].Diagnostics[j]; got.Line != d.Line+3 || got.Text != strings.ReplaceAll(d.Text, strconv.Itoa(d.Line), strconv.Itoa(d.Line+3)) {
				t.Errorf("shifted: %+v, fresh %+v", got, d)
			}
		}
	}
}
