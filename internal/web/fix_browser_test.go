//go:build !(js && wasm)

package web_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/awechec/awechec/internal/i18n"
)

// Beside a diagnostic whose hint names one replacement, the page shows a
// button that writes it ("Corriger : écrire (4=N)"), as awechec fix does:
// a click fixes the text, which checks valid then; undo takes it back. A
// diagnostic without a fix has no button.
//
// One page, in an English browser: in English first, then in French, by
// the page's switch.
func TestBrowserFix(t *testing.T) {
	ctx := newBrowserIn(t, "en-US")
	open(t, ctx, "")
	for _, tt := range []struct{ lang, file, button, before, after, broken, summary string }{
		{"en", "corpus/invalid/power-mismatch.agn", "Fix: write (4=B)", "(4=W) Nc6", "(4=B) Nc6",
			i18n.Summary(2, 1, 1, 0).In(i18n.English), i18n.Summary(2, 2, 0, 0).In(i18n.English)},
		{"fr", "corpus/invalid/power-mismatch--fr.agn", "Corriger : écrire (4=N)", "(4=B) Cc6", "(4=N) Cc6",
			i18n.Summary(1, 0, 1, 0).In(i18n.French), i18n.Summary(1, 1, 0, 0).In(i18n.French)},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			if tt.lang != "en" {
				if err := chromedp.Run(ctx, chromedp.Click(`#langs button[data-lang="`+tt.lang+`"]`),
					waitFor(`document.documentElement.lang === '`+tt.lang+`'`)); err != nil {
					t.Fatal(err)
				}
			}
			rec := readFile(t, tt.file)
			run := func(actions ...chromedp.Action) {
				t.Helper()
				if err := chromedp.Run(ctx, actions...); err != nil {
					t.Fatal(err)
				}
			}
			paste(t, ctx, rec)
			var label, summary, after string
			var buttons int
			// the record's own check (its summary), not the one before
			run(waitFor(`document.getElementById('summary').textContent === `+strconv.Quote(tt.broken)+` && document.querySelector('#diagnostics button.fix')`),
				chromedp.Evaluate(`document.querySelector('#diagnostics button.fix').textContent`, &label),
				chromedp.Evaluate(`document.querySelectorAll('#diagnostics button.fix').length`, &buttons))
			if label != tt.button || buttons != 1 {
				t.Errorf("%d fix buttons, the first %q; want one, %q", buttons, label, tt.button)
			}
			run(chromedp.Evaluate(`document.querySelector('#diagnostics button.fix').click()`, nil),
				waitFor(`!document.querySelector('#diagnostics li') && document.getElementById('summary').className === 'ok'`),
				chromedp.Text(`#summary`, &summary), chromedp.Evaluate(`document.getElementById('text').value`, &after))
			if summary != tt.summary {
				t.Errorf("summary after the fix %q, want %q", summary, tt.summary)
			}
			if want := strings.Replace(rec, tt.before, tt.after, 1); after != want {
				t.Errorf("text after the fix:\n%s\nwant:\n%s", after, want)
			}
			// the command line's fix writes the same line
			line := ""
			for _, l := range strings.Split(after, "\n") {
				if strings.Contains(l, tt.after) {
					line = l
				}
			}
			if _, out, _ := cliRun(rec, "fix"); !strings.Contains(out, "\n+"+line+"\n") {
				t.Errorf("awechec fix's diff does not write the page's line %q:\n%s", line, out)
			}
			var back string
			run(chromedp.Click(`#undo`), waitFor(`document.querySelector('#diagnostics button.fix')`),
				chromedp.Evaluate(`document.getElementById('text').value`, &back))
			if back != rec {
				t.Errorf("undo gives %q", back)
			}
		})
	}
}
