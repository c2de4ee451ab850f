//go:build !(js && wasm)

package web_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// cliLink runs awechec web --link on a record with more flags and returns
// the fragment of the link it prints (what follows the published address).
func cliLink(t *testing.T, rec string, flags ...string) string {
	t.Helper()
	code, out, errs := cliRun(rec, append([]string{"web", "--link"}, flags...)...)
	link := strings.TrimSpace(out)
	if code != 0 || !strings.HasPrefix(link, web.PublishedURL+"#agn=") {
		t.Fatalf("web --link %v: exit %d %q %s", flags, code, out, errs)
	}
	return strings.TrimPrefix(link, web.PublishedURL)
}

// stepsOf replays a record's first game as render --ply does.
func stepsOf(t *testing.T, rec string) []render.Step {
	t.Helper()
	g, err := grammar.NewReader(strings.NewReader(rec), "").Next()
	if err != nil {
		t.Fatal(err)
	}
	return render.Steps(validate.Game(g, validate.Options{}))
}

// shown is what the page shows: its text, the replayer's step and the
// address's fragment.
type shown struct {
	Text string
	Step int
	Hash string
}

func pageShows(t *testing.T, ctx context.Context) shown {
	t.Helper()
	var s shown
	if err := chromedp.Run(ctx, chromedp.Evaluate(`({text: document.getElementById('text').value, step: AwechecReplayer.current().step, hash: location.hash})`, &s)); err != nil {
		t.Fatal(err)
	}
	return s
}

// short writes a fragment as its game's first characters and its move.
func short(hash string) string {
	agn, at, _ := strings.Cut(hash, "&")
	if len(agn) > 24 {
		agn = agn[:24] + "..."
	}
	return agn + "&" + at
}

// A link made by awechec web --link --ply opens the page at that move;
// stepping puts the move shown in the address (no history entry); a link
// opened in the page is a history entry, and Back returns to the link
// opened before, at its move, Forward to the next; the page's fragment and
// Go's name every step alike.
func TestBrowserLinkAtMove(t *testing.T) {
	ctx := newBrowser(t)
	seed := readFile(t, "corpus/seed000-fr.agn")
	multi := readFile(t, "corpus/valid/multi-awele-resign-fr.agn")
	seedSteps, multiSteps := stepsOf(t, seed), stepsOf(t, multi)
	at := func(steps []render.Step, ply int) int {
		i, err := render.Find(steps, render.Point{Ply: ply})
		if err != nil {
			t.Fatal(err)
		}
		return i
	}
	wantStep := func(what string, text string, step int, hash string) {
		t.Helper()
		if err := chromedp.Run(ctx, waitFor(`document.getElementById('text').value === `+strconv.Quote(text)+
			` && AwechecReplayer.current().step === `+strconv.Itoa(step)+` && location.hash === `+strconv.Quote(hash))); err != nil {
			got := pageShows(t, ctx)
			t.Fatalf("%s: the page shows step %d, address %s; want step %d, %s (%v)", what, got.Step, short(got.Hash), step, short(hash), err)
		}
	}

	// awechec web --link --ply 3...: the page opens at Black's 3rd move
	a := cliLink(t, seed, "--ply", "3...")
	if !strings.HasSuffix(a, "&ply=6") {
		t.Fatalf("web --link --ply 3... gives %s", a)
	}
	open(t, ctx, a)
	wantStep("the link at 3...", seed, at(seedSteps, 6), a)
	// Chromium's performance timing: every figure in ms from the start of
	// the navigation (performance.timeOrigin)
	var timing map[string]float64
	if err := chromedp.Run(ctx, chromedp.Evaluate(`Object.assign({parsed: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
		size: performance.getEntriesByType('navigation')[0].decodedBodySize}, window.awechecTiming)`, &timing)); err != nil {
		t.Fatal(err)
	}
	t.Logf("link opened: page of %.0f bytes parsed at %.0f ms, module compiled at %.0f ms, ready at %.0f ms, the game checked at %.0f ms",
		timing["size"], timing["parsed"], timing["compiled"], timing["ready"], timing["firstCheck"])

	// stepping: the address follows, and keeps the game
	agn, _, _ := strings.Cut(a, "&")
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.activeElement.blur()`, nil), waitFor(`document.activeElement === document.body`),
		chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	wantStep("→", seed, at(seedSteps, 7), agn+"&ply=7")
	chromedp.Run(ctx, chromedp.KeyEvent(kb.Home))
	wantStep("Home", seed, 0, agn)
	chromedp.Run(ctx, chromedp.KeyEvent(kb.End))
	end := len(seedSteps) - 1
	wantStep("End", seed, end, agn+"&"+web.StepParam(seedSteps, end))
	chromedp.Run(ctx, chromedp.Evaluate(`AwechecReplayer.go(`+strconv.Itoa(at(seedSteps, 6))+`)`, nil))
	wantStep("back to 3...", seed, at(seedSteps, 6), a)
	// the other language: the same move, its words in French
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.querySelector('#langs button[data-lang="fr"]').click()`, nil),
		waitFor(`document.documentElement.lang === 'fr' && document.getElementById('summary').textContent.includes('partie')`)); err != nil {
		t.Fatal(err)
	}
	wantStep("in French", seed, at(seedSteps, 6), a)
	// a page only read runs one worker: the replaying one starts with the
	// check of another text, not with the same text checked again in
	// French (awechecTiming.replayStarted, set as it starts: its being
	// ready came late enough to pass unseen)
	var replaying bool
	if err := chromedp.Run(ctx, chromedp.Evaluate(`awechecTiming.replayStarted > 0`, &replaying)); err != nil {
		t.Fatal(err)
	}
	if replaying {
		t.Error("the replay worker started on a page only read and stepped through")
	}
	var entries int
	chromedp.Run(ctx, chromedp.Evaluate(`history.length`, &entries))

	// a second link opened in the page (as a click on a link to it
	// does), at White's 2nd move, then stepped
	b := cliLink(t, multi, "--ply", "2.")
	if err := chromedp.Run(ctx, chromedp.Evaluate(`location.hash = `+strconv.Quote(b), nil)); err != nil {
		t.Fatal(err)
	}
	wantStep("the second link", multi, at(multiSteps, 3), b)
	if err := chromedp.Run(ctx, waitFor(`awechecTiming.replayReady > 0`)); err != nil {
		t.Fatalf("the replay worker did not start with the check of another text: %v", err)
	}
	bagn, _, _ := strings.Cut(b, "&")
	chromedp.Run(ctx, chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
	b2 := bagn + "&" + web.StepParam(multiSteps, at(multiSteps, 3)+2)
	wantStep("→ →", multi, at(multiSteps, 3)+2, b2)
	var after int
	chromedp.Run(ctx, chromedp.Evaluate(`history.length`, &after))
	if after != entries+1 {
		t.Errorf("history: %d entries after opening a link and stepping, want %d (one per link, none per step)", after, entries+1)
	}

	// Back: the first link at its move; Forward: the second where it was
	chromedp.Run(ctx, chromedp.Evaluate(`history.back()`, nil))
	wantStep("Back", seed, at(seedSteps, 6), a)
	chromedp.Run(ctx, chromedp.Evaluate(`history.forward()`, nil))
	wantStep("Forward", multi, at(multiSteps, 3)+2, b2)

	// every step is named as Go names it, and read back
	for _, tt := range []struct {
		rec   string
		steps []render.Step
	}{{seed, seedSteps}, {multi, multiSteps}} {
		if err := chromedp.Run(ctx, chromedp.Evaluate(`location.hash = `+strconv.Quote(web.EncodeLink([]byte(tt.rec))), nil),
			waitFor(`document.getElementById('text').value === `+strconv.Quote(tt.rec)+` && AwechecReplayer.steps().length === `+strconv.Itoa(len(tt.steps)))); err != nil {
			t.Fatal(err)
		}
		var params []string
		var back []int
		chromedp.Run(ctx, chromedp.Evaluate(`AwechecReplayer.steps().map((s, i) => awechecLink.param(i))`, &params),
			chromedp.Evaluate(`AwechecReplayer.steps().map((s, i) => awechecLink.step(awechecLink.param(i)))`, &back))
		kinds := map[string]bool{}
		for i := range tt.steps {
			want := web.StepParam(tt.steps, i)
			if i >= len(params) || params[i] != want || back[i] != i {
				t.Errorf("step %d (%s): the page names it %q (read back as step %v), Go %q", i, tt.steps[i].Label, params, back, want)
				break
			}
			kinds[strings.SplitN(want, "=", 2)[0]] = true
		}
		t.Logf("%d steps named: %v", len(tt.steps), kinds)
	}
}

// A page opened from the disk says that its address works on this
// computer only, and its "Copy link" gives the published page's address
// with the game at the move shown; a page served over http copies its own
// address.
func TestBrowserLinkCopied(t *testing.T) {
	ctx := newBrowserIn(t, "fr-FR")
	seed := readFile(t, "corpus/seed000-fr.agn")
	a := cliLink(t, seed, "--ply", "4.")
	srv := httptest.NewServer(http.FileServer(http.Dir(filepath.Dir(builtPage(t)))))
	defer srv.Close()
	for _, tt := range []struct {
		url, copies string
		local       bool
	}{
		{pageURL(t, a), web.PublishedURL, true},
		{srv.URL + "/" + a, srv.URL + "/", false},
	} {
		if err := chromedp.Run(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(tt.url),
			waitFor(`window.awechecTiming && awechecTiming.ready > 0 && location.hash.endsWith('&ply=7') && AwechecReplayer.steps().length > 0`)); err != nil {
			t.Fatalf("%s: %v", tt.url, err)
		}
		var local, notice, link, said string
		if err := chromedp.Run(ctx,
			chromedp.Evaluate(`String(!document.getElementById('local').hidden)`, &local),
			chromedp.Evaluate(`document.getElementById('local').textContent`, &notice),
			chromedp.Click(`#copy-link`),
			// the link box is shown before the clipboard answers, the message after
			waitFor(`!document.getElementById('link').hidden && !document.getElementById('message').hidden`),
			chromedp.Evaluate(`document.getElementById('link').value`, &link),
			chromedp.Evaluate(`document.getElementById('message').textContent`, &said),
		); err != nil {
			t.Fatal(err)
		}
		if local != strconv.FormatBool(tt.local) || tt.local && (!strings.Contains(notice, "ne marche que sur cet ordinateur") || !strings.Contains(notice, web.PublishedURL)) {
			t.Errorf("%s: notice shown %s: %q", tt.url, local, notice)
		}
		if link != tt.copies+a {
			t.Errorf("%s: copies\n%s\nwant\n%s", tt.url, link, tt.copies+a)
		}
		if tt.local && !strings.Contains(said, "page publiée") {
			t.Errorf("%s: says %q", tt.url, said)
		}
	}
}

// A page opened at a link whose text is read after the module is ready
// (a slow machine: the link's unpacking held until then) checks the
// link's game first, and so never starts the replay worker, which starts
// with the check of another text: the first check waits for the link.
// Before, it checked the empty text (or a restored draft) first, then the
// link's text as another one, and started the worker (TestBrowserLinkAtMove
// failed so once in a loaded run).
func TestBrowserLinkReadLate(t *testing.T) {
	ctx := newBrowser(t)
	seed := readFile(t, "corpus/seed000-fr.agn")
	step, err := render.Find(stepsOf(t, seed), render.Point{Ply: 6})
	if err != nil {
		t.Fatal(err)
	}
	// The link's DEFLATE stream (the module's is gzip) yields nothing
	// until half a second after the check worker is ready: time for a
	// first check of the empty text to end, had it not waited.
	var id page.ScriptIdentifier
	if err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) (err error) {
		id, err = page.AddScriptToEvaluateOnNewDocument(`(() => {
			const Real = DecompressionStream;
			window.DecompressionStream = function (format) {
				const d = new Real(format);
				if (format !== 'deflate-raw') return d;
				const held = new TransformStream({ start: () => new Promise((go) => {
					const t = setInterval(() => { if (window.awechecTiming && awechecTiming.ready > 0) { clearInterval(t); setTimeout(go, 500); } }, 5);
				}) });
				return { writable: d.writable, readable: d.readable.pipeThrough(held) };
			};
		})()`).Do(ctx)
		return err
	})); err != nil {
		t.Fatal(err)
	}
	defer chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		return page.RemoveScriptToEvaluateOnNewDocument(id).Do(ctx)
	}))
	link := cliLink(t, seed, "--ply", "3...")
	open(t, ctx, link)
	if err := chromedp.Run(ctx, waitFor(`document.getElementById('text').value === `+strconv.Quote(seed)+
		` && AwechecReplayer.current().step === `+strconv.Itoa(step)+` && awechecTiming.checked > awechecTiming.ready`)); err != nil {
		got := pageShows(t, ctx)
		t.Fatalf("the page shows step %d, address %s; want the link's game at step %d (%v)", got.Step, short(got.Hash), step, err)
	}
	var started bool
	if err := chromedp.Run(ctx, chromedp.Evaluate(`awechecTiming.replayStarted > 0`, &started)); err != nil {
		t.Fatal(err)
	}
	if started {
		t.Error("the replay worker started on a page opened at a link read after the module was ready")
	}
}
