//go:build !(js && wasm)

package web_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A long command shows that it runs and can be stopped: Annoter on a
// 500-game archive shows its progress, Arrêter stops it and leaves the
// text as it was, and the next command runs (in a new worker) and gives
// what the command line gives.
func TestBrowserCancel(t *testing.T) {
	ctx := newBrowserIn(t, "fr-FR")
	open(t, ctx, "")
	arch, _ := typingArchive(t, 500, 250)
	q := strconv.Quote(arch)
	var busy, msg string
	var same bool
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const t = document.getElementById('text'); t.value = `+q+`; t.dispatchEvent(new Event('input')); })()`, nil),
		waitFor(`document.getElementById('summary').textContent.startsWith('500 parties')`),
		chromedp.Evaluate(`document.getElementById('annotate').click()`, nil),
		waitFor(`!document.getElementById('busy').hidden`),
		chromedp.Evaluate(`document.getElementById('busy').textContent`, &busy),
		chromedp.Evaluate(`document.getElementById('cancel').click()`, nil),
		waitFor(`document.getElementById('busy').hidden && !document.getElementById('message').hidden`),
		chromedp.Evaluate(`document.getElementById('message').textContent`, &msg),
		chromedp.Evaluate(`document.getElementById('text').value === `+q+` && !document.getElementById('text').readOnly`, &same),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(strings.TrimSpace(busy), "Annoter en cours…") || !strings.Contains(busy, "Arrêter") {
		t.Errorf("progress %q", busy)
	}
	if msg != "Commande arrêtée : le texte n’a pas changé." || !same {
		t.Errorf("after cancel: %q, text unchanged and editable: %v", msg, same)
	}
	// a game: the next command runs in a new worker
	game := strings.SplitAfter(arch, "\n\n[Event")[0]
	game = strings.TrimSuffix(game, "\n\n[Event") + "\n"
	paste(t, ctx, game)
	_, want, _ := cliRun(game, "fmt")
	var got string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`document.getElementById('fmt').click()`, nil),
		waitFor(`document.getElementById('text').value !== `+strconv.Quote(game)+` || document.getElementById('message').textContent.startsWith('Rien')`),
		chromedp.Evaluate(`document.getElementById('text').value`, &got),
	); err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("fmt after cancel:\n%s\nwant\n%s", got, want)
	}
}
