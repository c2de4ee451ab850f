//go:build !(js && wasm)

package web_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/awechec/awechec/internal/web"
)

// The text is kept as a draft as it is typed: a reload after an edit
// finds the edit; a link opened over the edited text asks first, keeps
// the text when asked to, and else opens the link with the edited text
// one Annuler away.
func TestBrowserDraft(t *testing.T) {
	ctx := newBrowserIn(t, "fr-FR")
	open(t, ctx, "")
	game := readFile(t, "corpus/seed000-fr.agn")
	paste(t, ctx, game)
	edited := game + "\n{ une remarque tapée }\n"
	var got string
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const t = document.getElementById('text'); t.focus(); t.setSelectionRange(t.value.length, t.value.length); })()`, nil),
		typeText("\n{ une remarque tapée }\n"),
		chromedp.Reload(),
	); err != nil {
		t.Fatal(err)
	}
	open2 := func() {
		waitReady(t, ctx)
		if err := chromedp.Run(ctx, chromedp.Evaluate(`document.getElementById('text').value`, &got)); err != nil {
			t.Fatal(err)
		}
	}
	open2()
	if got != edited {
		t.Fatalf("after a reload the editor holds\n%q\nwant the edit\n%q", got, edited)
	}
	// a link opened over it: asked; kept
	other := readFile(t, "corpus/valid/check-answer-order-fr.agn")
	link := web.EncodeLink([]byte(other))
	var ask string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(pageURL(t, link)),
		waitFor(`!document.getElementById('ask').hidden`),
		chromedp.Evaluate(`document.getElementById('ask').textContent`, &ask),
		chromedp.Evaluate(`document.getElementById('ask-keep').click()`, nil),
		chromedp.Evaluate(`document.getElementById('text').value`, &got),
	); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(ask, "Vous avez modifié le texte") || got != edited {
		t.Fatalf("asked %q; kept %q", ask, got)
	}
	// opened: the link's text, the edit one Annuler away
	if err := chromedp.Run(ctx,
		chromedp.Navigate(pageURL(t, link+"&step=1")),
		waitFor(`!document.getElementById('ask').hidden`),
		chromedp.Evaluate(`document.getElementById('ask-open').click()`, nil),
		waitFor(`document.getElementById('text').value === `+strconv.Quote(other)),
		chromedp.Evaluate(`document.getElementById('undo').click()`, nil),
		waitFor(`document.getElementById('text').value === `+strconv.Quote(edited)),
	); err != nil {
		t.Fatal(err)
	}
}

// typeText types s in the editor, a key each character. A new line is one
// Enter key whose keydown carries its text, as a keyboard's does: the
// editor answers that keydown and the browser then inserts nothing more
// (chromedp's own Enter sends the text in a separate char event, which the
// browser inserts whatever the keydown's handler did: two new lines).
func typeText(s string) chromedp.Action {
	var acts []chromedp.Action
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			acts = append(acts, chromedp.ActionFunc(func(ctx context.Context) error {
				down := input.DispatchKeyEvent(input.KeyDown).WithKey("Enter").WithCode("Enter").WithWindowsVirtualKeyCode(13).WithNativeVirtualKeyCode(13).WithText("\r").WithUnmodifiedText("\r")
				if err := down.Do(ctx); err != nil {
					return err
				}
				return input.DispatchKeyEvent(input.KeyUp).WithKey("Enter").WithCode("Enter").WithWindowsVirtualKeyCode(13).WithNativeVirtualKeyCode(13).Do(ctx)
			}))
		}
		if line != "" {
			acts = append(acts, chromedp.SendKeys("#text", line))
		}
	}
	return chromedp.Tasks(acts)
}
