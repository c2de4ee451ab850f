//go:build !(js && wasm)

package web_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// The move list is a tree: the variations are indented blocks, stepped
// into with the real keys (up and down choose the line at a fork, right
// goes on along it, Shift+left leaves the variation); f turns the
// chessboard round; the FEN and the Awélé position of the move shown are
// written under the board; the menu on a move promotes its variation and
// deletes from it, writing the game as web.Edit does (canonical AGN), and
// the replayer shows the same move afterwards.
func TestBrowserTree(t *testing.T) {
	ctx := newBrowserIn(t, "fr-FR")
	open(t, ctx, "")
	rec := readFile(t, "internal/render/testdata/variations.agn")
	paste(t, ctx, rec)
	run := func(actions ...chromedp.Action) {
		t.Helper()
		if testing.Verbose() {
			t.Logf("run %d actions", len(actions))
		}
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatal(err)
		}
	}
	g, err := grammar.NewReader(strings.NewReader(rec), "").Next()
	if err != nil {
		t.Fatal(err)
	}
	r := validate.Game(g, validate.Options{})
	var blocks int
	var label string
	shown := `AwechecReplayer.steps()[AwechecReplayer.current().step].l`
	run(waitFor(`AwechecReplayer.steps().length > 20`),
		chromedp.Evaluate(`document.querySelectorAll('#moves li.variation').length`, &blocks))
	if blocks != 3 {
		t.Errorf("%d variation blocks in the move list, want 3", blocks)
	}
	// 1. e4, back to the fork before it, down twice to the second
	// variation, right into it
	run(chromedp.Evaluate(`document.querySelector('#moves button[data-step="7"]').click(); document.querySelector('#moves button[data-step="7"]').focus()`, nil),
		chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.ArrowRight),
		chromedp.Evaluate(shown, &label))
	if label != "1. c4" {
		t.Errorf("down, down, right at the first fork: %q, want 1. c4", label)
	}
	var onE4, onD4 string
	run(chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.ArrowRight), chromedp.Evaluate(shown, &label),
		chromedp.Text(`#counter`, &onD4))
	if label != "1. d4" {
		t.Errorf("down, right at the first fork: %q, want 1. d4", label)
	}
	var fen string
	run(chromedp.Evaluate(`document.getElementById('fen').value`, &fen))
	if want := "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"; fen != want && fen != strings.Replace(want, " d3 ", " - ", 1) {
		t.Errorf("FEN after 1. d4: %q", fen)
	}
	// Shift+left: out of the variation, on the move it replaces
	run(chromedp.KeyEvent(kb.ArrowLeft, chromedp.KeyModifiers(1<<3)), chromedp.Evaluate(shown, &label),
		chromedp.Evaluate(`document.getElementById('fen').value`, &fen))
	if label != "1. e4" || fen != r.Plies[0].FEN() {
		t.Errorf("Shift+left: %q, FEN %q; want 1. e4, %q", label, fen, r.Plies[0].FEN())
	}
	// the counter counts the line shown: 1. d4 stands where 1. e4 does
	// in its own line, shorter than the main line
	run(chromedp.Text(`#counter`, &onE4))
	fe4, fd4 := strings.Fields(onE4), strings.Fields(onD4)
	if len(fe4) != 3 || len(fd4) != 3 || fe4[0] != fd4[0] || fe4[2] == fd4[2] {
		t.Errorf("the counter on 1. e4 %q, on 1. d4 %q: want the same place in lines of other lengths", onE4, onD4)
	}
	// f: the board turned round, e1's king at the top, the files h to a
	var kingY float64
	var files string
	run(chromedp.KeyEvent("f"), chromedp.Evaluate(`+document.querySelector('#pieces use[data-sq="e1"]').getAttribute('y')`, &kingY),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('#chessboard text')).map((t) => t.textContent).filter((c) => /[a-h]/.test(c)).join('')`, &files))
	if kingY > 200 || files != "hgfedcba" {
		t.Errorf("turned round: e1 at y=%v, files %q", kingY, files)
	}
	run(chromedp.Click(`#flip`), chromedp.Evaluate(`+document.querySelector('#pieces use[data-sq="e1"]').getAttribute('y')`, &kingY))
	if kingY < 300 {
		t.Errorf("turned back: e1 at y=%v", kingY)
	}

	// the menu on 1. d4: promote its variation
	d4 := strings.Index(rec, "d4")
	want, err := web.Edit([]byte(rec), 1, d4, web.EditPromote)
	if err != nil {
		t.Fatal(err)
	}
	var text string
	run(chromedp.Evaluate(`(() => { const b = document.querySelector('#moves button[data-step="24"]');
		b.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })); })()`, nil),
		waitFor(`document.querySelector('#movemenu-box')`),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('#movemenu-box button')).find((b) => b.textContent === 'Promouvoir cette variante').click()`, nil),
		waitFor(`document.getElementById('text').value !== `+strconv.Quote(rec)),
		chromedp.Evaluate(`document.getElementById('text').value`, &text),
		waitFor(`AwechecReplayer.steps().length > 0 && `+shown+` === '1. d4' && !('pa' in AwechecReplayer.steps()[AwechecReplayer.current().step])`))
	if text != string(want) {
		t.Errorf("promoted:\n%s\nwant:\n%s", text, want)
	}
	if !strings.Contains(text, "1. (1=B) d4 {Plus calme.} (1. (1=B) e4 {Le pion du roi.}") {
		t.Errorf("1. d4 is not the main line:\n%s", text)
	}
	// the menu button: delete from the move shown
	at := strings.Index(text, "d4")
	want, err = web.Edit([]byte(text), 1, at, web.EditDelete)
	if err != nil {
		t.Fatal(err)
	}
	run(chromedp.Evaluate(`document.getElementById('movemenu').click()`, nil), waitFor(`document.querySelector('#movemenu-box')`),
		chromedp.Evaluate(`Array.from(document.querySelectorAll('#movemenu-box button')).find((b) => b.textContent === 'Supprimer à partir d’ici').click()`, nil),
		waitFor(`document.getElementById('text').value !== `+strconv.Quote(text)),
		chromedp.Evaluate(`document.getElementById('text').value`, &text))
	if text != string(want) || strings.Contains(text, "d4") {
		t.Errorf("deleted from 1. d4:\n%s\nwant:\n%s", text, want)
	}

	// an Awélé record: the position of the move shown, as AweleFEN writes it
	aw := readFile(t, "corpus/awele/awele-001.agn")
	paste(t, ctx, aw)
	ag, err := grammar.NewReader(strings.NewReader(aw), "").Next()
	if err != nil {
		t.Fatal(err)
	}
	ar := validate.Game(ag, validate.Options{})
	var pos string
	var fenHidden bool
	run(waitFor(`AwechecReplayer.steps().length > 40 && !AwechecReplayer.steps()[1].b`), chromedp.Evaluate(`AwechecReplayer.go(3)`, nil),
		chromedp.Evaluate(`document.getElementById('awele-pos').value`, &pos),
		chromedp.Evaluate(`document.getElementById('fen-row').hidden`, &fenHidden))
	if pos != ar.Awele[0].Moves[2].AfterOGN() || !fenHidden {
		t.Errorf("Awélé position after move 3: %q (FEN hidden %v), want %q", pos, fenHidden, ar.Awele[0].Moves[2].AfterOGN())
	}
}
