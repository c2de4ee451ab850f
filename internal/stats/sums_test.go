package stats

import (
	"bytes"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
)

// TestValidityLinesAddUp: the text summary's valid and invalid lines add
// up to the games, and the games with warnings only are said within the
// side they fall on; before, "with errors" and "with warnings only" were
// listed beside "valid" and "invalid" as if they were more games.
func TestValidityLinesAddUp(t *testing.T) {
	plain := Summary{Games: 6, Valid: 2, Invalid: 4, WithErrors: 4, WithWarnings: 1}
	strict := Summary{Games: 6, Valid: 1, Invalid: 5, WithErrors: 4, WithWarnings: 1}
	for _, c := range []struct {
		l    i18n.Lang
		s    Summary
		want []string
	}{
		{i18n.English, plain, []string{"valid", "  of them with warnings", "invalid"}},
		{i18n.French, plain, []string{"valides", "  dont avec avertissements", "invalides"}},
		{i18n.English, strict, []string{"valid", "invalid", "  with errors", "  with warnings only"}},
		{i18n.French, strict, []string{"valides", "invalides", "  avec erreurs", "  avec avertissements seulement"}},
	} {
		var b bytes.Buffer
		if err := c.s.WriteTextIn(&b, c.l); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")[1 : 1+len(c.want)]
		for i, w := range c.want {
			if label := strings.TrimRight(lines[i][:32], " "); label != w {
				t.Errorf("%v, valid %d of %d: line %d is %q, want %q\n%s", c.l, c.s.Valid, c.s.Games, i+2, label, w, b.String())
			}
		}
	}
}

// TestTextInTheUsersLanguage: the endings are named in words of the
// language ("checkmate", "unrecorded" in French output before), every
// percentage is written as the language writes it (54,7 % in French,
// 54.7% in English, never 63.2% beside 54,7 %), and the players' table has
// heads a player reads, with a legend (pv/aw, imp., nuls before).
func TestTextInTheUsersLanguage(t *testing.T) {
	s := Summary{Games: 2, Valid: 2, Terminations: map[string]int{"checkmate": 1, "unterminated": 1},
		AweleGames: 2, AweleEndings: map[string]int{"unrecorded": 1, "no-move": 1}}
	ps := NewPlayers()
	ps.Add(PlayerGame{Names: [2]string{"Aïcha", "Bob"}, Result: "1-0", Handicap: -1, AweleGames: 1, Powers: [2]int{3, 2}, NullOwn: [2]int{1, 0}})
	for _, c := range []struct {
		l             i18n.Lang
		want, players []string
		not           []string
	}{
		{i18n.English, []string{"  checkmate ", "  unterminated ", "  unrecorded ", "  no move ", "50.0%"},
			[]string{"player  games  points", "as White  as Black  handicap borne", "100.0%", "100% (1)", "nulls chosen", "powers/Awélé: powers received per Awélé game"},
			[]string{"50,0"}},
		{i18n.French, []string{"  échec et mat ", "  partie non terminée ", "  suite non notée ", "  absence de coup ", "50,0\u00a0%"},
			[]string{"joueur  parties  points", "avec les Blancs  avec les Noirs  handicap porté", "100,0\u00a0%", "100\u00a0% (1)", "nuls choisis", "pouvoirs/Awélé\u00a0: pouvoirs reçus par partie d’Awélé"},
			[]string{"checkmate", "unrecorded", "no-move", "50.0", "pv/aw", "imp.", "%)"}},
	} {
		var b bytes.Buffer
		if err := s.WriteTextIn(&b, c.l); err != nil {
			t.Fatal(err)
		}
		if err := ps.WriteTextIn(&b, c.l); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		for _, w := range append(c.want, c.players...) {
			if !strings.Contains(out, w) {
				t.Errorf("%v: no %q in\n%s", c.l, w, out)
			}
		}
		for _, n := range c.not {
			if strings.Contains(out, n) {
				t.Errorf("%v: %q in\n%s", c.l, n, out)
			}
		}
	}
}
