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
	defer i18n.SetDefault(i18n.English)
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
		i18n.SetDefault(c.l)
		var b bytes.Buffer
		if err := c.s.WriteText(&b); err != nil {
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
