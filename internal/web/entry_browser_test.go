//go:build !(js && wasm)

package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/web"
)

// seed000Clicks are seed 000's example game as the page enters it: the
// power's choice, then the piece's square and its target.
var seed000Clicks = []struct{ choice, from, to string }{
	{"play", "e2", "e4"}, {"null", "", ""}, {"play", "f1", "c4"}, {"play", "b8", "c6"}, {"null", "", ""}, {"null", "", ""},
	{"play", "g1", "f3"}, {"null", "", ""}, {"play", "f3", "g5"}, {"play", "g8", "h6"}, {"null", "", ""}, {"null", "", ""},
	{"play", "d1", "h5"}, {"null", "", ""}, {"play", "c4", "f7"}, {"", "h6", "f7"}, {"play", "h5", "f7"},
}

// entryReady waits until the entry panel shows what may be played in the
// text as it is (not text).
func entryReady(t *testing.T, ctx context.Context, not string) string {
	t.Helper()
	var got string
	if err := chromedp.Run(ctx,
		waitFor(`document.getElementById('entry').dataset.state === 'ready' && document.getElementById('text').value !== `+strconv.Quote(not)),
		chromedp.Evaluate(`document.getElementById('text').value`, &got),
	); err != nil {
		t.Fatal(err)
	}
	return got
}

// clickSquare clicks the centre of a square of the board with the mouse.
func clickSquare(t *testing.T, ctx context.Context, sq string) {
	t.Helper()
	var xy string
	js := `(() => { document.getElementById('board').scrollIntoView({block: 'center'});
		const s = document.querySelector('#board svg'), r = s.querySelector('#chessboard rect');
		const n = +r.getAttribute('width') / 8, sq = ` + strconv.Quote(sq) + `;
		const p = s.createSVGPoint();
		p.x = +r.getAttribute('x') + (sq.charCodeAt(0) - 97 + .5) * n;
		p.y = +r.getAttribute('y') + (8 - Number(sq[1]) + .5) * n;
		const q = p.matrixTransform(s.getScreenCTM()); return q.x + ' ' + q.y; })()`
	if err := chromedp.Run(ctx, chromedp.Evaluate(js, &xy)); err != nil {
		t.Fatal(err)
	}
	var x, y float64
	if _, err := fmt.Sscan(xy, &x, &y); err != nil {
		t.Fatalf("square %s at %q: %v", sq, xy, err)
	}
	if err := chromedp.Run(ctx, chromedp.MouseClickXY(x, y)); err != nil {
		t.Fatal(err)
	}
}

// newGameByForm starts a game with the page's "Nouvelle partie…": from
// the captures of its Awélé game, or from the standard start ("").
func newGameByForm(t *testing.T, ctx context.Context, event, captures string) {
	t.Helper()
	if err := chromedp.Run(ctx,
		waitFor(`document.getElementById('entry-new') !== null`),
		press(`entry-new`),
		chromedp.SendKeys(`#new-event`, event),
	); err != nil {
		t.Fatal(err)
	}
	if captures != "" {
		if err := chromedp.Run(ctx, press(`new-captures`), chromedp.SendKeys(`#new-captures-text`, captures)); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Run(ctx, press(`new-begin`)); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserEntrySeed000 plays seed 000's example game on the board: a
// new game from its Awélé captures, then every half-move by clicks on the
// pieces and on the power's buttons. The text is the seed's canonical
// text (awechec fmt of corpus/seed000-fr.agn). An English browser, whose
// form writes English letters, plays its first seed000English half-moves
// (a play and a null, a bishop and a knight): its text is what Go's
// NewGameText and Enter write for them in English (TestEnterSeed000 plays
// the whole game so, in English too, and gets seed000-en.agn). Then a
// move played back in the game, "Ajouter une variante", and a second
// move, write a variation that the checker finds valid.
func TestBrowserEntrySeed000(t *testing.T) {
	for _, tc := range []struct {
		locale, lang, file, event, captures, power2, variation string
		moves                                                  int
	}{
		{"fr-FR", "fr", "corpus/seed000-fr.agn", "Exemple de partie", "B3 N2 B2 B2 N2 B5 ...", "Pouvoir 2 ", "(1... (2=B) e5 2. (3=B) Cf3)", len(seed000Clicks)},
		{"en-US", "en", "", "Example game", "W3 B2 W2 W2 B2 W5 ...", "Power 2 ", "(1... (2=W) e5 2. (3=W) Nf3)", seed000English},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			ctx := newBrowserIn(t, tc.locale)
			open(t, ctx, "")
			var want string
			if tc.file != "" {
				_, want, _ = cliRun(readFile(t, tc.file), "fmt")
			} else {
				want = enteredInGo(t, web.NewGame{Lang: tc.lang, Event: tc.event, Captures: tc.captures}, tc.moves)
			}
			newGameByForm(t, ctx, tc.event, tc.captures)
			text := entryReady(t, ctx, "")
			for i, c := range seed000Clicks[:tc.moves] {
				clickHalfMove(t, ctx, i, c.choice, c.from, c.to)
				text = entryReady(t, ctx, text)
			}
			if text != want {
				t.Fatalf("entered by clicks:\n%s\nwant (awechec fmt):\n%s", text, want)
			}
			// back to 1. e4, Black plays e5: a variation; then White's
			// knight to f3 in it
			if err := chromedp.Run(ctx,
				chromedp.Evaluate(`document.querySelector('#moves button[data-step="7"]').click()`, nil),
				waitFor(`document.getElementById('entry').dataset.state === 'ready' && document.getElementById('entry-power-say').textContent.startsWith(`+strconv.Quote(tc.power2)+`)`),
				press(`entry-play`),
			); err != nil {
				var panel, label string
				_ = chromedp.Run(ctx, chromedp.Evaluate(`document.getElementById('entry').innerText`, &panel), chromedp.Evaluate(`document.getElementById('label').textContent`, &label))
				t.Fatalf("back at 1. e4 (%s): %v\n%s", label, err, panel)
			}
			clickSquare(t, ctx, "e7")
			clickSquare(t, ctx, "e5")
			if err := chromedp.Run(ctx, waitFor(`!document.getElementById('entry-ask').hidden`), press(`entry-variation`)); err != nil {
				t.Fatal(err)
			}
			text = entryReady(t, ctx, text)
			clickHalfMove(t, ctx, -1, "", "g1", "f3")
			text = entryReady(t, ctx, text)
			if err := chromedp.Run(ctx, waitFor(`document.getElementById('summary').className === 'ok'`)); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, tc.variation) {
				t.Fatalf("the variation entered:\n%s", text)
			}
		})
	}
}

// seed000English is how many of seed000Clicks an English browser enters.
const seed000English = 4

// enteredInGo is the text of game g once Go's Enter has played the first
// n half-moves of seed000Clicks after its Awélé captures, as the page
// asks for them.
func enteredInGo(t *testing.T, g web.NewGame, n int) string {
	t.Helper()
	b, err := web.NewGameText(g, "fr", "")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "5 ...")
	if i < 0 {
		t.Fatalf("no captures' end in\n%s", s)
	}
	at := len(utf16.Encode([]rune(s[:i+1])))
	for _, c := range seed000Clicks[:n] {
		m := "null"
		if c.choice != "null" {
			m = "chess:" + c.from + c.to
		}
		out, err := web.Enter([]byte(s), web.EntryRequest{Game: 1, At: at, Move: m}, "")
		if err != nil {
			t.Fatalf("%s: %v\n%s", m, err, s)
		}
		s, at = out.Text, out.Caret
	}
	return s
}

// clickHalfMove enters half-move i: the power's choice (play, null, or
// none for a check answered), then the piece's square and its target.
func clickHalfMove(t *testing.T, ctx context.Context, i int, choice, from, to string) {
	t.Helper()
	if i >= 0 {
		var power string
		if err := chromedp.Run(ctx, chromedp.Evaluate(`document.getElementById('entry-power').hidden ? '' : document.getElementById('entry-power-say').textContent`, &power)); err != nil {
			t.Fatal(err)
		}
		if (choice == "") != (power == "") {
			t.Fatalf("half-move %d: power shown %q", i+1, power)
		}
	}
	switch choice {
	case "null":
		if err := chromedp.Run(ctx, press(`entry-null`)); err != nil {
			t.Fatal(err)
		}
	case "play":
		if err := chromedp.Run(ctx, press(`entry-play`)); err != nil {
			t.Fatal(err)
		}
	}
	if from != "" {
		clickSquare(t, ctx, from)
		if i == 2 {
			entryScreenshot(t, ctx)
		}
		clickSquare(t, ctx, to)
	}
}

// entryScreenshot saves the page mid-entry (a piece chosen, its targets
// shown) into $AWECHEC_SCREENSHOTS, when set.
func entryScreenshot(t *testing.T, ctx context.Context) {
	dir := os.Getenv("AWECHEC_SCREENSHOTS")
	if dir == "" {
		return
	}
	var png []byte // quality 100: a PNG
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&png, 100)); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, "entry-"+strings.ReplaceAll(filepath.Base(t.Name()), "/", "-")+".png")
	if err := os.WriteFile(name, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("mid-entry screenshot: %s", name)
}

// press clicks the button (or field) id, which must be shown: a hidden
// one fails the test at once (chromedp.Click would wait for it).
func press(id string) chromedp.Action {
	return chromedp.Evaluate(`(() => { const b = document.getElementById(`+strconv.Quote(id)+`);
		if (!b || b.offsetParent === null) throw new Error('not shown: `+id+`');
		b.focus(); b.click(); })()`, nil)
}

// On a 360-pixel phone, with the keyboard alone: "Nouvelle partie…"
// starts a game, Tab reaches the holes to sow (buttons, with a visible
// focus), Enter sows one; the buttons beside the move list write a sign
// and a comment; axe-core finds no violation with the panel and
// the form shown, and nothing sticks out sideways.
func TestBrowserEntryKeyboard(t *testing.T) {
	axe := testenv.AxeScript(t)
	ctx := newBrowserIn(t, "fr-FR")
	if err := chromedp.Run(ctx, emulation.SetDeviceMetricsOverride(360, 740, 1, true)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, "")
	newGameByForm(t, ctx, "Au clavier", "")
	text := entryReady(t, ctx, "")
	var got struct {
		Tabs    int
		Hole    string
		Outline string
	}
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.querySelector('#langs button').focus()`, nil)); err != nil {
		t.Fatal(err)
	}
	for got.Tabs = 0; got.Tabs < 60 && got.Hole == ""; got.Tabs++ {
		if err := chromedp.Run(ctx, chromedp.KeyEvent(kb.Tab),
			chromedp.Evaluate(`document.activeElement.closest('#entry-holes') ? document.activeElement.textContent : ''`, &got.Hole)); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Run(ctx, chromedp.Evaluate(`getComputedStyle(document.activeElement).outlineStyle`, &got.Outline)); err != nil {
		t.Fatal(err)
	}
	if got.Hole != "A" || got.Outline == "none" {
		t.Fatalf("Tab reached hole %q (after %d), outline %q", got.Hole, got.Tabs, got.Outline)
	}
	if err := chromedp.Run(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	if text = entryReady(t, ctx, text); !strings.Contains(text, "Awélé A *") {
		t.Fatalf("Enter on the hole A:\n%s", text)
	}
	// a sign and a comment on it, from the buttons beside the move list
	if err := chromedp.Run(ctx, chromedp.Evaluate(`Array.from(document.querySelectorAll('#entry-notes button.nag')).find((b) => b.textContent === '!?').click()`, nil)); err != nil {
		t.Fatal(err)
	}
	text = entryReady(t, ctx, text)
	if err := chromedp.Run(ctx, press(`entry-comment-open`), chromedp.SendKeys(`#entry-comment-text`, "ouverture rare"), press(`entry-comment-write`)); err != nil {
		t.Fatal(err)
	}
	if text = entryReady(t, ctx, text); !strings.Contains(text, "Awélé A!? {ouverture rare} *") {
		t.Fatalf("a sign and a comment:\n%s", text)
	}
	entryScreenshot(t, ctx)
	if err := chromedp.Run(ctx, press(`entry-new`)); err != nil {
		t.Fatal(err)
	}
	for _, v := range axeRun(t, ctx, axe) {
		b, _ := json.Marshal(v.Nodes)
		t.Errorf("%s: %s %s", v.ID, v.Help, b)
	}
	var wide struct{ Doc, Win float64 }
	if err := chromedp.Run(ctx, chromedp.Evaluate(`({doc: document.documentElement.scrollWidth, win: window.innerWidth})`, &wide)); err != nil {
		t.Fatal(err)
	}
	if wide.Doc > wide.Win {
		t.Errorf("%v px wide in a window of %v", wide.Doc, wide.Win)
	}
}
