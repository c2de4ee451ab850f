//go:build !(js && wasm)

package web_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A 500-game archive with a defect in its game 250, kept as a draft as
// it is typed, comes back when the page is loaded again; a click on its
// diagnostic underlines the token, and the editor holds only the lines in
// view (a whole archive laid out made each key and each step of the
// replayer take seconds). A long command shows that it runs and can be
// stopped: Annoter on the archive shows its progress, Arrêter stops it
// and leaves the text as it was; the next command runs (in a new worker)
// and gives what the command line gives.
func TestBrowserCancel(t *testing.T) {
	ctx := newBrowserIn(t, "fr-FR")
	open(t, ctx, "")
	arch, flip := typingArchive(t, 250)
	// the power's colour of game 250's first chess move, (1=B) or (1=N),
	// turned round: the one defect of the archive
	k := strings.Index(arch, " {}") - 2
	arch = arch[:k] + flip + arch[k+1:]
	q := strconv.Quote(arch)
	var lines int
	var marks []string
	var busy, msg string
	var same bool
	// the archive, kept as a draft as it is typed, restored by a reload
	// (made as soon as the draft is kept: the check of the page before
	// need not end)
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const t = document.getElementById('text'); t.value = `+q+`; t.dispatchEvent(new Event('input')); })()`, nil),
		waitFor(`(JSON.parse(localStorage.getItem('awechec-draft')) || {}).text === document.getElementById('text').value`),
		chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitReady(t, ctx)
	if err := chromedp.Run(ctx, waitFor(`document.getElementById('summary').textContent.startsWith('500 parties')`),
		chromedp.Evaluate(`document.getElementById('text').value === `+q, &same)); err != nil {
		t.Fatal(err)
	}
	if !same {
		t.Fatal("the archive's draft did not come back after a reload")
	}
	if err := chromedp.Run(ctx,
		waitFor(`document.querySelector('#diagnostics button')`),
		chromedp.Evaluate(`document.querySelector('#diagnostics button').click()`, nil),
		waitFor(`document.querySelector('#editor mark.current')`),
		chromedp.Evaluate(`document.querySelectorAll('#editor .cm-line').length`, &lines),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('#editor mark.error'), (m) => m.textContent)`, &marks),
	); err != nil {
		t.Fatal(err)
	}
	if len(marks) != 1 || marks[0] != "(1="+flip+")" {
		t.Errorf("underlined %q, want (1=%s)", marks, flip)
	}
	if lines > 200 {
		t.Errorf("the editor holds %d lines of the archive's %d", lines, strings.Count(arch, "\n"))
	}
	if err := chromedp.Run(ctx,
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
