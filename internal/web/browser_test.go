//go:build !(js && wasm)

// The browser tests drive Chromium (chromedp) and build the page
// (page.go): they are not built for js/wasm, where neither is.

package web_test

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"context"
	"encoding/base64"
	"fmt"
	"github.com/awechec/awechec/internal/testenv"
	stdpng "image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

// The page is built once per test binary run: building the WebAssembly
// module takes a while on a busy machine.
var (
	pageOnce sync.Once
	pagePath string
	pageErr  error
	pageDir  string
)

func TestMain(m *testing.M) {
	testenv.FewerCollections() // the Go tests' CPU 5.2/5.1 -> 3.7/4.0 s
	code := m.Run()
	stopBrowsers()
	if pageDir != "" {
		os.RemoveAll(pageDir)
	}
	os.Exit(code)
}

// The functional tests share one Chromium, started on first use and
// stopped by TestMain: starting Chromium took more of the package's time
// than most tests' own work (a timed test has one of its own,
// timedBrowserIn). Each test gets a tab in a browser context of its own
// (as an incognito window is), given the test's language (speaking); its
// downloads setting is its own. A tab is given back when its test ends
// (give): its storage cleared and its emulation undone, the next test
// takes it as new. Opening a tab in a new browser context, in a window of
// its own, cost 0.83 CPU s, more than loading the page in it (0.66 s):
// 26 of them were a fifth of the package's CPU time.
var browsers = struct {
	sync.Mutex
	byKind map[bool]*sharedBrowser
}{byKind: map[bool]*sharedBrowser{}}

// baselineOnly is the V8 option of the browsers of the functional tests:
// the page's WebAssembly runs as V8's baseline compiler (Liftoff) makes
// it, never compiled again by its optimising one (TurboFan). The page
// compiles its module from the bytes it unpacks, which V8 does not cache,
// so at every page load TurboFan compiled the Go module's hot functions
// (some of them huge) again, in the background, about half a core per tab
// for as long as the tab stayed open: a third of the package's CPU time
// (237 s with it, 157 s without, the package run alone, loaded). The two
// tiers run the same code with the same results (they are the same
// WebAssembly semantics); what the tiers change is speed, which only the
// timed test measures, in a browser as users have it (timedBrowserIn).
const baselineOnly = "--liftoff-only"

// noOmniboxPopup keeps Chromium from loading its address bar's popup,
// pages of its own (chrome://omnibox-popup.top-chrome) in two renderer
// processes for each browser, headless as it is: 0.55 to 0.98 CPU s
// each, which no test looks at. Without it a run of the package had 4 of
// them (the shared browser's and the timed one's), 2.5 to 3.5 CPU s.
var noOmniboxPopup = chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup")

// sharedBrowser is one running Chromium: ctx is its first tab's, which
// new tabs are opened from; idle holds the tabs given back.
type sharedBrowser struct {
	ctx    context.Context
	cancel []context.CancelFunc
	idle   []*pooledTab
}

// pooledTab is a tab of a shared Chromium, in a browser context of its
// own: ctx is its chromedp context (cancelled when the tab is disposed of).
type pooledTab struct {
	ctx    context.Context
	cancel context.CancelFunc
	id     cdp.BrowserContextID
}

// browserIn returns the running Chromium of the kind (timed or not),
// starting it the first time in language locale (the functional one in
// en-US: each tab gets its own language, speaking).
func browserIn(t *testing.T, bin, locale string, timed bool) *sharedBrowser {
	t.Helper()
	browsers.Lock()
	defer browsers.Unlock()
	if b := browsers.byKind[timed]; b != nil {
		return b
	}
	if !timed {
		locale = "en-US"
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		noOmniboxPopup,
		// no UserDataDir: chromedp gives each browser a fresh one and
		// removes it once the browser has exited
		chromedp.WindowSize(1280, 900),
		chromedp.Flag("lang", locale),
		chromedp.Flag("accept-lang", locale),
		chromedp.Env("LANGUAGE="+strings.ReplaceAll(locale, "-", "_"), "LC_ALL="+strings.ReplaceAll(locale, "-", "_")+".UTF-8"),
	}
	if !timed {
		opts = append(opts, chromedp.Flag("js-flags", baselineOnly))
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	if err := chromedp.Run(ctx); err != nil {
		cancel()
		cancelA()
		t.Fatal(err)
	}
	b := &sharedBrowser{ctx: ctx, cancel: []context.CancelFunc{cancel, cancelA}}
	browsers.byKind[timed] = b
	return b
}

// take returns an idle tab of b, or opens one in a browser context of its
// own (its storage, downloads and emulation its own), in a window of its
// own: headless Chromium refuses a tab of a new context without one ("no
// browser is open").
func (b *sharedBrowser) take(t *testing.T) *pooledTab {
	t.Helper()
	browsers.Lock()
	if n := len(b.idle); n > 0 {
		tab := b.idle[n-1]
		b.idle = b.idle[:n-1]
		browsers.Unlock()
		return tab
	}
	browsers.Unlock()
	var id cdp.BrowserContextID
	var tid target.ID
	err := chromedp.Run(b.ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		ctx = cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Browser)
		var err error
		if id, err = target.CreateBrowserContext().WithDisposeOnDetach(true).Do(ctx); err != nil {
			return err
		}
		tid, err = target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(ctx)
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithTargetID(tid))
	if err := chromedp.Run(ctx, browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorDeny).WithBrowserContextID(id)); err != nil {
		cancel()
		t.Fatal(err)
	}
	return &pooledTab{ctx: ctx, cancel: cancel, id: id}
}

// give takes back the tab of a test that ended: cleared, it waits for the
// next test. The tab of a test that failed, or that could not be
// cleared, is disposed of.
func (b *sharedBrowser) give(tab *pooledTab, failed bool) {
	if !failed && clearTab(tab.ctx) == nil {
		browsers.Lock()
		b.idle = append(b.idle, tab)
		browsers.Unlock()
		return
	}
	tab.cancel()
	chromedp.Run(b.ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		return target.DisposeBrowserContext(tab.id).Do(cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Browser))
	}))
}

// clearTab makes a tab given back as a new one: the page's storage (the
// draft, the language chosen) cleared, the emulation of a phone, of a
// touch screen and of a language undone, the tab on about:blank. (The
// pages opened over http, TestBrowserLinkCopied's, are each of a server
// of their own, whose storage no other test sees.)
func clearTab(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	var left int
	if err := chromedp.Run(ctx,
		chromedp.Navigate("file://"+filepath.Join(pageDir, "blank.html")),
		chromedp.Evaluate(`localStorage.clear(); sessionStorage.clear(); localStorage.length + sessionStorage.length`, &left),
		emulation.ClearDeviceMetricsOverride(),
		emulation.SetTouchEmulationEnabled(false),
		emulation.SetLocaleOverride(),
		chromedp.Navigate("about:blank"),
	); err != nil {
		return err
	}
	if left != 0 {
		return fmt.Errorf("%d items left in the storage", left)
	}
	return nil
}

// stopBrowsers ends every Chromium the tests started.
func stopBrowsers() {
	stopBrowser(false)
	stopBrowser(true)
}

// stopBrowser ends the Chromium of the kind (timed or not), if running.
func stopBrowser(timed bool) {
	browsers.Lock()
	b := browsers.byKind[timed]
	delete(browsers.byKind, timed)
	browsers.Unlock()
	if b == nil {
		return
	}
	for _, c := range b.cancel {
		c()
	}
}

// builtPage builds the WebAssembly module and writes the page, once.
func builtPage(t *testing.T) string {
	t.Helper()
	pageOnce.Do(func() {
		tc, err := web.FindToolchain(".")
		if err != nil {
			pageErr = err
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		wasm, err := tc.BuildWasm(ctx)
		if err != nil {
			pageErr = err
			return
		}
		exec, err := tc.WasmExec(ctx)
		if err != nil {
			pageErr = err
			return
		}
		if pageDir, err = os.MkdirTemp("", "awechec-web-test-"); err != nil {
			pageErr = err
			return
		}
		// gzip's level 4, not the best compression the page ships with
		// (Pack, checked by TestBundle): 0.6 s, not 4.6 s, for a module 6%
		// larger, which the page unpacks as fast
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, 4) // the level is valid
		if _, pageErr = zw.Write(wasm); pageErr != nil {
			return
		}
		if pageErr = zw.Close(); pageErr != nil {
			return
		}
		var b bytes.Buffer
		if pageErr = (web.Bundle{WasmGz: z.Bytes(), WasmExec: exec}).WritePage(&b, web.PageOptions{Version: "test"}); pageErr != nil {
			return
		}
		pagePath = filepath.Join(pageDir, "index.html")
		if pageErr = os.WriteFile(pagePath, b.Bytes(), 0o644); pageErr != nil {
			return
		}
		// a page of the same origin (file://), where a tab given back
		// clears the storage (clearTab)
		pageErr = os.WriteFile(filepath.Join(pageDir, "blank.html"), []byte("<!DOCTYPE html><title>blank</title>"), 0o644)
		fmt.Fprintf(os.Stderr, "web test: module %d bytes, page %d bytes\n", len(wasm), b.Len())
	})
	if pageErr != nil {
		t.Fatal(pageErr)
	}
	return pagePath
}

// chromiumPath returns Chromium's path, or skips the test.
func chromiumPath(t *testing.T) string {
	t.Helper()
	return testenv.Tool(t, "Debian: apt-get install chromium", "/usr/bin/chromium", "chromium", "chromium-browser")
}

// newBrowser returns a tab of headless Chromium (with no network service
// of its own) in a browser context of its own. On failure a screenshot of
// the tab is saved and its path logged.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	return newBrowserIn(t, "en-US")
}

// newBrowserIn is newBrowser with the tab's language set to locale
// (navigator.language, speaking), whatever the machine's. The test runs
// in parallel with the other browser tests (t.Parallel, once per test):
// most of their time is spent waiting for Chromium, and each has a
// browser context of its own. A test that measures time takes
// timedBrowserIn.
func newBrowserIn(t *testing.T, locale string) context.Context {
	t.Helper()
	testenv.Long(t, "a browser test (the WebAssembly build and Chromium)")
	if _, again := parallelTests.LoadOrStore(t, true); !again {
		t.Parallel()
	}
	return browserTab(t, locale, false)
}

// parallelTests holds the tests newBrowserIn made parallel.
var parallelTests sync.Map

// timedBrowserIn is newBrowserIn for a test that measures time: it runs
// alone, before the parallel browser tests start, in a Chromium of its
// own with V8's tiers as users have them (baselineOnly is for the others),
// stopped when the test ends.
func timedBrowserIn(t *testing.T, locale string) context.Context {
	t.Helper()
	testenv.Long(t, "a browser test (the WebAssembly build and Chromium)")
	return browserTab(t, locale, true)
}

// browserTab is a tab of the shared Chromium, timed or not, speaking
// locale.
func browserTab(t *testing.T, locale string, timed bool) context.Context {
	t.Helper()
	bin := chromiumPath(t)
	builtPage(t)
	b := browserIn(t, bin, locale, timed)
	var tab *pooledTab
	if timed {
		// a timed test's Chromium is its own: stopped when the test ends,
		// it does not idle through the others; its first tab, of a fresh
		// profile, is the test's (no other tab to open)
		t.Cleanup(func() { stopBrowser(true) })
		if err := chromedp.Run(b.ctx, browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorDeny)); err != nil {
			t.Fatal(err)
		}
		tab = &pooledTab{ctx: b.ctx}
	} else {
		tab = b.take(t)
	}
	// a bound on the whole test, far above what it takes on a loaded
	// machine: each wait polls its own condition (waitFor), none sleeps
	ctx, cancelT := context.WithTimeout(tab.ctx, 10*time.Minute)
	// the tab is given back last, after the screenshot below
	t.Cleanup(func() {
		cancelT()
		if !timed {
			b.give(tab, t.Failed())
		}
	})
	speaking(t, ctx, locale)
	t.Cleanup(func() {
		if !t.Failed() {
			return
		}
		var png []byte
		if err := chromedp.Run(ctx, chromedp.FullScreenshot(&png, 90)); err != nil {
			t.Logf("no screenshot: %v", err)
			return
		}
		dir, err := os.MkdirTemp("", "awechec-web-failure-")
		if err == nil {
			name := filepath.Join(dir, strings.NewReplacer("/", "-", " ", "_").Replace(t.Name())+".png")
			if err = os.WriteFile(name, png, 0o644); err == nil {
				t.Logf("screenshot of the page: %s", name)
			}
		}
	})
	return ctx
}

func pageURL(t *testing.T, fragment string) string {
	return "file://" + builtPage(t) + fragment
}

// await evaluates expr (a Promise is awaited) into out.
func await(expr string, out any) chromedp.Action {
	return chromedp.Evaluate(expr, out, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	})
}

// waitFor polls until the JavaScript condition holds.
func waitFor(cond string) chromedp.Action {
	// a boolean: an element of the editor, returned by value, names the
	// whole editor ("Object reference chain is too long")
	poll := chromedp.Poll(`!!(`+cond+`)`, nil, chromedp.WithPollingTimeout(60*time.Second), chromedp.WithPollingInterval(20*time.Millisecond))
	// a timeout names the condition waited for, and whether the page was
	// in view (a hidden page paints no frame)
	return chromedp.ActionFunc(func(ctx context.Context) error {
		err := poll.Do(ctx)
		if err != nil {
			var state string
			if e := chromedp.Evaluate(`document.visibilityState + (document.hasFocus() ? ', focused' : ', not focused')`, &state).Do(ctx); e != nil {
				state = e.Error()
			}
			err = fmt.Errorf("waiting for %s (page %s): %w", cond, state, err)
		}
		return err
	})
}

// open loads the page (with fragment) and waits for its first check.
func open(t *testing.T, ctx context.Context, fragment string) {
	t.Helper()
	if err := chromedp.Run(ctx,
		chromedp.Navigate("about:blank"),
		chromedp.Navigate(pageURL(t, fragment)),
	); err != nil {
		t.Fatal(err)
	}
	waitReady(t, ctx)
}

// waitReady waits for the page just loaded (navigated to or reloaded) to
// have done its first check.
func waitReady(t *testing.T, ctx context.Context) {
	t.Helper()
	// on a loaded machine the first poll may still name the page before,
	// gone since ("Cannot find context with specified id"): polled again
	// in the new page's
	var err error
	for try := 0; try < 3; try++ {
		if err = chromedp.Run(ctx, waitFor(`window.awechecTiming && awechecTiming.ready > 0`)); err == nil || !strings.Contains(err.Error(), "Cannot find context") {
			break
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// paste replaces the editor's text as a paste does (a paste event over
// the whole text selected) and waits for its check.
func paste(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	q := strconv.Quote(text)
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const t = document.getElementById('text'); t.focus(); t.select();
			const d = new DataTransfer(); d.setData('text/plain', `+q+`);
			t.dispatchEvent(new ClipboardEvent('paste', { clipboardData: d, bubbles: true, cancelable: true }));
			t.setSelectionRange(0, 0); })()`, nil),
		waitFor(`document.getElementById('text').value === `+q+` && document.getElementById('summary').textContent !== ''`),
	); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// cliRun runs the command line as the page does, for comparison.
func cliRun(input string, args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = cli.Execute(append(args, "-"), strings.NewReader(input), &out, &errs)
	return code, out.String(), errs.String()
}

// The page speaks French to a French browser, English to the others:
// a tab of the English browser given the language of another, one after
// the other (speaking), so that the page can only have it from
// navigator.language. (The tests in an English browser, as
// TestBrowserFix's, find the page in English before any switch.)
func TestBrowserLanguage(t *testing.T) {
	ctx := newBrowserIn(t, "en-US")
	for _, tt := range []struct{ locale, lang, open string }{{"fr-FR", "fr", "Ouvrir…"}, {"de-DE", "en", "Open…"}} {
		speaking(t, ctx, tt.locale)
		open(t, ctx, "")
		var nav, lang, label string
		if err := chromedp.Run(ctx, chromedp.Evaluate(`navigator.language`, &nav), chromedp.Evaluate(`document.documentElement.lang`, &lang),
			chromedp.Text(`#open span`, &label)); err != nil {
			t.Fatal(err)
		}
		if lang != tt.lang || label != tt.open {
			t.Errorf("a browser in %s (navigator.language %s): page in %q, %q", tt.locale, nav, lang, label)
		}
	}
}

// speaking gives the tab ctx the language locale, as a browser in that
// language has it: navigator.language and navigator.languages (with the
// Accept-Language header, the user agent kept) and Intl's formats. A tab
// costs far less than a Chromium of its own.
func speaking(t *testing.T, ctx context.Context, locale string) {
	t.Helper()
	var ua string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`navigator.userAgent`, &ua)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Run(ctx,
		emulation.SetUserAgentOverride(ua).WithAcceptLanguage(locale),
		// the override before, if any, undone first
		emulation.SetLocaleOverride(),
		emulation.SetLocaleOverride().WithLocale(locale),
	); err != nil {
		t.Fatal(err)
	}
}

// A record with a known defect, pasted: its diagnostic is listed with its
// code and place in the page's language, underlined in the editor, the
// replayer's keys reach its move (mistakeKeys), and a click on it puts
// the cursor on its token and the replayer on its move.
func TestBrowserCheck(t *testing.T) {
	ctx := newBrowser(t)
	open(t, ctx, "")
	rec := readFile(t, "corpus/invalid/power-mismatch.agn")
	paste(t, ctx, rec)

	var diags []string
	list := `Array.from(document.querySelectorAll('#diagnostics li .head'), (x) => x.textContent)`
	run := func(actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatal(err)
		}
	}
	// English, then French, by the switch
	run(chromedp.Click(`#langs button[data-lang="en"]`), waitFor(`document.documentElement.lang === 'en' && document.querySelector('#diagnostics li')`),
		waitFor(`document.querySelector('#diagnostics .head').textContent.startsWith('line')`), chromedp.Evaluate(list, &diags))
	if len(diags) != 1 || !strings.HasPrefix(diags[0], "line 11, column 40 · error: power 4 is Black's, not White's: write (4=B)") || !strings.Contains(diags[0], "[power-mismatch]") {
		t.Errorf("English diagnostics: %q", diags)
	}
	var summary string
	run(chromedp.Text(`#summary`, &summary))
	if summary != "2 games: 1 valid, 1 with errors" {
		t.Errorf("English summary %q", summary)
	}
	run(chromedp.Click(`#langs button[data-lang="fr"]`), waitFor(`document.documentElement.lang === 'fr'`),
		waitFor(`document.querySelector('#diagnostics .head') && document.querySelector('#diagnostics .head').textContent.startsWith('ligne')`),
		chromedp.Evaluate(list, &diags), chromedp.Text(`#summary`, &summary))
	if len(diags) != 1 || !strings.HasPrefix(diags[0], "ligne 11, colonne 40 · erreur : le pouvoir 4 est aux Noirs, pas aux Blancs\u00a0: écrivez (4=B)") || !strings.Contains(diags[0], "[power-mismatch]") {
		t.Errorf("French diagnostics: %q", diags)
	}
	if summary != "2 parties\u00a0: 1 valide, 1 avec erreurs" {
		t.Errorf("French summary %q", summary)
	}
	mistakeKeys(t, ctx)
	// the same diagnostics as check's
	_, want, _ := cliRun(rec, "check")
	var caret string
	run(chromedp.Text(`#diagnostics pre`, &caret))
	if !strings.Contains(want, strings.TrimSpace(caret)) {
		t.Errorf("caret lines %q not in check's output\n%s", caret, want)
	}
	var marks []string
	run(chromedp.Evaluate(`Array.from(document.querySelectorAll('#editor mark'), (m) => m.textContent)`, &marks))
	if len(marks) != 1 || marks[0] != "(4=W)" {
		t.Errorf("underlined %q, want (4=W)", marks)
	}
	// the click: cursor on (4=W) of line 11, replayer on half-move 4
	var sel []int
	var ply int
	run(chromedp.Evaluate(`document.querySelector('#diagnostics button').click()`, nil),
		waitFor(`AwechecReplayer.steps().length && AwechecReplayer.steps()[AwechecReplayer.current().step].p === 4`),
		chromedp.Evaluate(`(() => { const t = document.getElementById('text'); return [t.selectionStart, t.selectionEnd]; })()`, &sel),
		chromedp.Evaluate(`AwechecReplayer.steps()[AwechecReplayer.current().step].p`, &ply))
	lines := strings.SplitAfter(rec, "\n")
	at := len(strings.Join(lines[:10], "")) + 39
	if len(sel) != 2 || sel[0] != at || sel[1] != at+5 || rec[sel[0]:sel[1]] != "(4=W)" {
		t.Errorf("selection %v, want [%d %d]", sel, at, at+5)
	}
	if ply != 4 {
		t.Errorf("replayer at half-move %d, want 4", ply)
	}
	// the replayer's own list says it in French too, naming the text
	var all string
	run(waitFor(`document.getElementById('alldiags').textContent.includes('power-mismatch')`), chromedp.Text(`#alldiags`, &all))
	if !strings.Contains(all, "texte collé:11:40: erreur[power-mismatch]: le pouvoir 4 est aux Noirs") {
		t.Errorf("the replayer's diagnostics: %q", all)
	}
	// what a command says names the pasted text, in French
	var msg string
	run(chromedp.Click(`#annotate`), waitFor(`!document.getElementById('message').hidden`), chromedp.Text(`#message`, &msg))
	if !strings.Contains(msg, "texte collé:11:40: erreur[power-mismatch]: le pouvoir 4 est aux Noirs, pas aux Blancs") || strings.Contains(msg, "<stdin>") {
		t.Errorf("annotate says %q", msg)
	}
}

// fmt, convert and annotate rewrite the text as the command line does;
// export downloads what export writes; undo brings the text back.
func TestBrowserCommands(t *testing.T) {
	ctx := newBrowser(t)
	open(t, ctx, "")
	rec := readFile(t, "corpus/seed000-fr.agn")
	paste(t, ctx, rec)
	run := func(actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatal(err)
		}
	}
	textIs := func(want string) chromedp.Action {
		return waitFor(`document.getElementById('text').value === ` + strconv.Quote(want))
	}
	// the language list, as a user picks one
	choose := func(lang string) chromedp.Action {
		return chromedp.Evaluate(`(() => { const s = document.getElementById('convert'); s.value = '`+lang+`'; s.dispatchEvent(new Event('change')); })()`, nil)
	}
	_, en, _ := cliRun(rec, "convert", "--to", "en")
	run(choose("en"), textIs(en))
	_, fr, _ := cliRun(en, "convert", "--to", "fr")
	run(choose("fr"), textIs(fr))
	run(chromedp.Click(`#undo`), textIs(en), chromedp.Click(`#undo`), textIs(rec))
	_, ann, _ := cliRun(rec, "annotate")
	run(chromedp.Click(`#annotate`), textIs(ann))
	run(chromedp.Click(`#undo`), textIs(rec))
	_, canon, _ := cliRun("  "+rec, "fmt")
	paste(t, ctx, "  "+rec)
	run(chromedp.Click(`#fmt`), textIs(canon))

	// downloads: the blobs handed to the links
	run(chromedp.Evaluate(`window.blobs = []; { const o = URL.createObjectURL; URL.createObjectURL = (b) => { blobs.push(b); return o(b); }; }`, nil))
	for i, to := range []string{"pgn", "json", "ogn"} {
		_, want, _ := cliRun(canon, "export", "--to", to)
		var got, name string
		run(chromedp.Click(`#export-`+to), waitFor(fmt.Sprintf(`blobs.length > %d`, i)),
			await(fmt.Sprintf(`blobs[%d].text()`, i), &got), chromedp.Text(`#message`, &name))
		if got != want {
			t.Errorf("export %s: the page downloads\n%s\nwant\n%s", to, got, want)
		}
		if !strings.Contains(name, "seed000-fr") && !strings.Contains(name, "partie."+to) {
			t.Errorf("export %s: message %q", to, name)
		}
	}
}

// A file dropped on the page or opened with the button is read (UTF-8,
// or Windows-1252 when it is not UTF-8) and checked; the downloads take
// its name.
func TestBrowserFiles(t *testing.T) {
	ctx := newBrowser(t)
	open(t, ctx, "")
	rec := readFile(t, "corpus/seed000-fr.agn")
	// the same record in Windows-1252: é is one byte
	cp := strings.NewReplacer("é", "\xe9", "É", "\xc9").Replace(rec)
	file := func(name, data string) string {
		codes := make([]string, len(data))
		for i := 0; i < len(data); i++ {
			codes[i] = strconv.Itoa(int(data[i]))
		}
		return `new File([new Uint8Array([` + strings.Join(codes, ",") + `])], ` + strconv.Quote(name) + `)`
	}
	for _, tt := range []struct{ how, name, data, say string }{
		{"drop", "partie-1252.agn", cp, "partie-1252.agn is not UTF-8: read as Windows-1252."},
		{"open", "ouverte.agn", rec, "File opened: ouverte.agn"},
	} {
		js := `(() => { const dt = new DataTransfer(); dt.items.add(` + file(tt.name, tt.data) + `);
			document.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true })); })()`
		if tt.how == "open" {
			js = `(() => { const dt = new DataTransfer(); dt.items.add(` + file(tt.name, tt.data) + `);
				const f = document.getElementById('file'); f.files = dt.files; f.dispatchEvent(new Event('change')); })()`
		}
		var msg, summary string
		if err := chromedp.Run(ctx,
			chromedp.Evaluate(`document.getElementById('text').value = ''`, nil),
			chromedp.Evaluate(js, nil),
			waitFor(`document.getElementById('text').value === `+strconv.Quote(rec)),
			waitFor(`document.getElementById('summary').textContent.startsWith('1 game')`),
			chromedp.Text(`#message`, &msg), chromedp.Text(`#summary`, &summary),
			chromedp.Evaluate(`window.blobs = []; { const o = URL.createObjectURL; URL.createObjectURL = (b) => { blobs.push(b); return o(b); }; }`, nil),
			chromedp.Evaluate(`document.getElementById('export-pgn').click()`, nil),
			waitFor(`document.getElementById('message').textContent.includes('.pgn')`),
		); err != nil {
			t.Fatalf("%s: %v", tt.how, err)
		}
		if msg != tt.say || summary != "1 game: 1 valid, 0 with errors" {
			t.Errorf("%s: message %q, summary %q", tt.how, msg, summary)
		}
		var saved string
		if err := chromedp.Run(ctx, chromedp.Text(`#message`, &saved)); err != nil {
			t.Fatal(err)
		}
		if want := strings.TrimSuffix(tt.name, ".agn") + ".pgn"; !strings.Contains(saved, want) {
			t.Errorf("%s: the download is named in %q, want %s", tt.how, saved, want)
		}
	}
}

// selftestRE reads a line of the replayer's self-test (render's replay.js).
var selftestRE = regexp.MustCompile(`^game=(\d+) step=(\d+) how=(\S+) kind=(\S+) ply=(\d+) ag=(\d+) am=(\d+) board=(\S*) holes=(\S+) stores=(\S+) dots=(\S+) label=(.*)$`)

// A link made by web.EncodeLink opens the game in the page, checked and
// replayed; the replayer, stepped through every move with its buttons and
// keys, shows the replay's positions. The page's own links decode in Go.
func TestBrowserLink(t *testing.T) {
	ctx := newBrowser(t)
	for _, file := range []string{"corpus/valid/multi-awele-resign-fr.agn", "corpus/valid/variations-en.agn"} {
		rec := readFile(t, file)
		g, err := grammar.NewReader(strings.NewReader(rec), "").Next()
		if err != nil {
			t.Fatal(err)
		}
		open(t, ctx, web.EncodeLink(g.Source))
		var text, summary, self, lang string
		if err := chromedp.Run(ctx,
			waitFor(`AwechecReplayer.steps().length > 0 && document.getElementById('summary').textContent !== ''`),
			chromedp.Evaluate(`document.documentElement.lang`, &lang),
			chromedp.Evaluate(`document.getElementById('text').value`, &text),
			chromedp.Text(`#summary`, &summary),
			chromedp.Evaluate(`AwechecReplayer.selftest()`, &self),
		); err != nil {
			t.Fatal(err)
		}
		if text != string(g.Source) {
			t.Fatalf("%s: the link opened\n%s\nwant\n%s", file, text, g.Source)
		}
		if !strings.Contains(summary, "1 ") || strings.Contains(summary, " 1 with errors") {
			t.Errorf("%s: summary %q", file, summary)
		}
		compareReplay(t, file, g.Source, lang, self)
		// the time from the navigation to the link's game checked
		var timing map[string]float64
		if err := chromedp.Run(ctx, chromedp.Evaluate(`window.awechecTiming`, &timing)); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: base64 read %.0f ms, module ready %.0f ms after the navigation began, game checked at %.0f ms", file, timing["decoded"], timing["ready"], timing["firstCheck"])

		// the keys step through the game, unless typed into the text;
		// each key's step is waited for (a condition, not a delay), and a
		// step that never comes fails the wait
		var steps []int
		step := func(want string) chromedp.Action {
			return waitFor(`AwechecReplayer.current().step === ` + want)
		}
		// the main line's length: its steps come before the first
		// variation's, the first step with a parent of its own ("pa")
		const mainLen = `((s) => { const k = s.findIndex((x) => x.pa !== undefined); return k < 0 ? s.length : k })(AwechecReplayer.steps())`
		if err := chromedp.Run(ctx,
			chromedp.Evaluate(`document.activeElement.blur(); AwechecReplayer.go(0)`, nil), step(`0`),
			waitFor(`document.activeElement === document.body`),
			chromedp.KeyEvent(kb.ArrowRight), step(`1`), chromedp.KeyEvent(kb.ArrowRight), step(`2`),
			chromedp.KeyEvent(kb.End), step(mainLen+` - 1`),
			chromedp.KeyEvent(kb.ArrowLeft), step(mainLen+` - 2`),
			chromedp.Evaluate(`[AwechecReplayer.current().step, `+mainLen+`]`, &steps),
		); err != nil {
			t.Fatalf("%s: after →, →, End, ←: %v", file, err)
		}
		if len(steps) != 2 || steps[0] != steps[1]-2 {
			t.Errorf("%s: after →, →, End, ← the replayer shows step %v", file, steps)
		}
		// a click in the text shows the move there; the arrow keys move
		// the cursor, not the replayer
		var at struct{ Step, Start, Shown, After int }
		if err := chromedp.Run(ctx,
			await(`(async () => {
				const r = JSON.parse(await awechec.replay(document.getElementById('text').value, 1, document.documentElement.lang, 'partie.agn'));
				const step = r.at.findIndex((p, i) => i > 8 && p[0] > 0);
				const t = document.getElementById('text');
				const lines = t.value.split('\n');
				const start = lines.slice(0, r.at[step][0] - 1).join('\n').length + 1 + r.at[step][1] - 1;
				t.focus();
				t.setSelectionRange(start, start);
				t.dispatchEvent(new MouseEvent('click', { bubbles: true }));
				window.awechecTestStart = start;
				return { step, start, shown: AwechecReplayer.current().step };
			})()`, &at),
			// the cursor moved by the key (its keyup handled), then the step
			chromedp.KeyEvent(kb.ArrowRight),
			waitFor(`document.getElementById('text').selectionStart === window.awechecTestStart + 1`),
			chromedp.Evaluate(`AwechecReplayer.current().step`, &at.After),
		); err != nil {
			t.Fatal(err)
		}
		if at.Step < 9 || at.Shown != at.Step || at.After != at.Step {
			t.Errorf("%s: cursor on step %d's move (offset %d): the replayer shows %d, then %d after →", file, at.Step, at.Start, at.Shown, at.After)
		}
		var marked string
		if err := chromedp.Run(ctx, waitFor(`document.querySelector('#editor mark.move')`),
			chromedp.Evaluate(`(document.querySelector('#editor mark.move') || {}).textContent || ''`, &marked)); err != nil {
			t.Fatal(err)
		}
		if marked == "" || !strings.Contains(string(g.Source), marked) {
			t.Errorf("%s: the move shown is not marked in the text (%q)", file, marked)
		}

		// the page's "copy link" makes a link Go reads back
		var hash string
		if err := chromedp.Run(ctx, chromedp.Click(`#copy-link`), waitFor(`location.hash.startsWith('#agn=') && !document.getElementById('link').hidden`),
			chromedp.Evaluate(`location.hash`, &hash)); err != nil {
			t.Fatal(err)
		}
		back, err := web.DecodeLink(hash)
		// the game's text (its trailing blank lines are the separator)
		if err != nil || strings.TrimRight(string(back), "\n") != strings.TrimRight(string(g.Source), "\n") {
			t.Errorf("%s: the page's link decodes to\n%q (%v), want\n%q", file, back, err, g.Source)
		}
	}
	// a link that unpacks past the bound is refused, not unpacked
	var z bytes.Buffer
	zw, _ := flate.NewWriter(&z, flate.BestCompression)
	zw.Write(make([]byte, web.MaxLinkText+1))
	zw.Close()
	var bomb string
	if err := chromedp.Run(ctx, await(`awechecLink.decode('#agn=`+base64.RawURLEncoding.EncodeToString(z.Bytes())+`').then((s) => 'decoded ' + s.length, (e) => 'refused: ' + e.message)`, &bomb)); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(bomb, "refused") {
		t.Errorf("a link of %d bytes unpacked: %s", web.MaxLinkText+1, bomb)
	}
	// accents, several games, the limit: both ways
	texts := []string{"", "é", readFile(t, "corpus/seed000-fr.agn") + readFile(t, "corpus/valid/loose-forms-fr.agn"), strings.Repeat("Échecs 1. e4 ", 5000)}
	for _, s := range texts {
		var fromGo, fromPage string
		if err := chromedp.Run(ctx,
			await(`awechecLink.decode(`+strconv.Quote(web.EncodeLink([]byte(s)))+`)`, &fromGo),
			await(`awechecLink.encode(`+strconv.Quote(s)+`)`, &fromPage),
		); err != nil {
			t.Fatal(err)
		}
		back, err := web.DecodeLink(fromPage)
		if fromGo != s || err != nil || string(back) != s {
			t.Errorf("link of %.40q: the page reads Go's as %.40q; Go reads the page's as %.40q (%v)", s, fromGo, back, err)
		}
	}
}

// compareReplay compares what the replayer showed at each step with the
// replay of the game.
func compareReplay(t *testing.T, file string, src []byte, lang, self string) {
	t.Helper()
	g := grammar.ParseGame(src, "", 1)
	r := validate.Game(g, validate.Options{})
	// the words in the page's language, as web.Replay writes them: the
	// main line's steps, which the self-test walks first (its walk through
	// the variations follows, checked by render's TestBrowserReplay)
	steps := render.StepsIn(r, web.Lang(lang))
	lines := strings.Split(strings.TrimSpace(self), "\n")
	if len(lines) == 0 || lines[len(lines)-1] != "done" {
		t.Fatalf("%s: self-test did not finish", file)
	}
	var shown [][]string
	for _, l := range lines {
		if m := selftestRE.FindStringSubmatch(l); m != nil {
			shown = append(shown, m)
		}
	}
	if len(shown) < len(steps)+5 {
		t.Fatalf("%s: %d steps shown for %d", file, len(shown), len(steps))
	}
	ply := 0
	for i, s := range steps {
		m := shown[i]
		where := fmt.Sprintf("%s step %d (%s)", file, i, s.Label)
		holes := strings.TrimSuffix(strings.Repeat("-,", 12), ",")
		if s.Holes != nil {
			h := make([]string, 12)
			for k, n := range s.Holes {
				h[k] = strconv.Itoa(n)
			}
			holes = strings.Join(h, ",")
		}
		if m[2] != strconv.Itoa(i) || m[8] != s.Board || m[9] != holes || m[10] != fmt.Sprintf("%d,%d", s.Stores[0], s.Stores[1]) || m[11] != s.Dots || m[12] != s.Label {
			t.Errorf("%s: the page shows %q", where, m[0])
		}
		if s.Kind == render.KindChess {
			ply++
			if want, _, _ := strings.Cut(r.Plies[ply-1].FEN(), " "); m[8] != want {
				t.Errorf("%s: board %s, the replay's %s", where, m[8], want)
			}
		}
	}
	if ply != len(r.Plies) || ply == 0 {
		t.Errorf("%s: %d half-moves shown of %d", file, ply, len(r.Plies))
	}
}

// stepFollowsText pastes a long game in the page on the phone (ctx) and
// steps it with the replayer's keys: the editor scrolls to the move
// shown, marked, whatever the cursor (it stays where it was).
func stepFollowsText(t *testing.T, ctx context.Context) {
	t.Helper()
	var out, errs bytes.Buffer
	if code := cli.Execute([]string{"generate", "-n", "1", "--seed", "5"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("generate: %s", errs.String())
	}
	paste(t, ctx, out.String())
	var mark string
	var sel, top int
	// the replayer on this game (not on the page's game before)
	if err := chromedp.Run(ctx,
		waitFor(`AwechecReplayer.steps().length === `+strconv.Itoa(len(stepsOf(t, out.String())))),
		chromedp.Evaluate(`document.activeElement.blur()`, nil),
		chromedp.KeyEvent(kb.End),
		waitFor(`AwechecReplayer.current().step === AwechecReplayer.steps().length - 1`),
		// the editor scrolls at its next frame
		await(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil),
		// the step's mark is drawn as the step is shown
		chromedp.Evaluate(`(document.querySelector('#editor mark.move') || {}).textContent || ''`, &mark),
		chromedp.Evaluate(`document.getElementById('text').selectionStart`, &sel),
		chromedp.Evaluate(`(() => { const m = document.querySelector('#editor mark.move'); return m ? Math.round(m.getBoundingClientRect().top - document.getElementById('editor').getBoundingClientRect().top) : -1; })()`, &top),
	); err != nil {
		t.Fatal(err)
	}
	var height int
	if err := chromedp.Run(ctx, chromedp.Evaluate(`document.getElementById('editor').clientHeight`, &height)); err != nil {
		t.Fatal(err)
	}
	if mark == "" || top < 0 || top > height || sel != 0 {
		t.Errorf("the last move %q marked at %d px in an editor %d px high; the cursor at %d, want 0", mark, top, height, sel)
	}
}

// Screenshots of the page on a desktop and on a phone, with the French
// diagnostic shown: each is a PNG of the window's width (nothing wider,
// nothing cut). They are kept where AWECHEC_SCREENSHOTS names a directory
// (the README's picture is one), else in the test's temporary directory.
// On the phone (a touch screen) the page fits the screen (nothing sticks
// out sideways, the board at least half its width), a tap on the
// diagnostic marks its token and puts the replayer on its move without
// focusing the editor, which would open the keyboard over the page, and
// the editor follows the replayer's keys (stepFollowsText).
func TestBrowserScreenshots(t *testing.T) {
	out := os.Getenv("AWECHEC_SCREENSHOTS")
	if out == "" {
		out = t.TempDir()
	}
	ctx := newBrowser(t)
	rec := readFile(t, "corpus/invalid/power-mismatch.agn")
	g, err := grammar.NewReader(strings.NewReader(rec), "").Next()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"web-desktop.png", 1280, 860, false}, {"web-phone.png", 390, 844, true}} {
		var png []byte
		var phone struct {
			Active, Mark        string
			Width, Inner, Board int
		}
		if err := chromedp.Run(ctx,
			emulation.SetDeviceMetricsOverride(s.width, s.height, 1, s.mobile),
			emulation.SetTouchEmulationEnabled(s.mobile).WithMaxTouchPoints(5),
			chromedp.ActionFunc(func(ctx context.Context) error { open(t, ctx, web.EncodeLink(g.Source)); return nil }),
			chromedp.Evaluate(`document.querySelector('#langs button[data-lang="fr"]').click()`, nil),
			waitFor(`document.querySelector('#diagnostics .head') && document.querySelector('#diagnostics .head').textContent.startsWith('ligne')`),
			waitFor(`AwechecReplayer.steps().length > 0 && document.documentElement.lang === 'fr'`),
			chromedp.Evaluate(`document.activeElement.blur(); document.querySelector('#diagnostics button').click()`, nil),
			waitFor(`AwechecReplayer.steps()[AwechecReplayer.current().step].p === 4`),
			chromedp.Evaluate(`({active: document.activeElement.id, mark: (document.querySelector('#editor mark.current') || {}).textContent || '',
				width: document.documentElement.scrollWidth, inner: window.innerWidth,
				board: Math.round(document.querySelector('#board svg').getBoundingClientRect().width)})`, &phone),
			chromedp.Evaluate(`document.activeElement.blur(); window.scrollTo(0, 0)`, nil),
			// drawn: the fonts loaded and two frames painted since
			waitFor(`document.fonts.status === 'loaded'`),
			await(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil),
			chromedp.CaptureScreenshot(&png),
		); err != nil {
			t.Fatal(err)
		}
		if s.mobile {
			if phone.Active == "text" || phone.Mark != "(4=W)" {
				t.Errorf("a tap on the diagnostic: focus on %q (the keyboard opens if it is the editor), token marked %q", phone.Active, phone.Mark)
			}
			if phone.Width > phone.Inner || phone.Board > phone.Inner || phone.Board < phone.Inner/2 {
				t.Errorf("phone: page %d px wide, board %d px, screen %d px", phone.Width, phone.Board, phone.Inner)
			}
		}
		cfg, err := stdpng.DecodeConfig(bytes.NewReader(png))
		if err != nil {
			t.Fatalf("%s: not a PNG: %v", s.name, err)
		}
		if int64(cfg.Width) != s.width || int64(cfg.Height) != s.height {
			t.Errorf("%s: %dx%d, want the window's %dx%d", s.name, cfg.Width, cfg.Height, s.width, s.height)
		}
		if err := os.WriteFile(filepath.Join(out, s.name), png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", filepath.Join(out, s.name))
		if s.mobile {
			stepFollowsText(t, ctx)
		}
	}
}

// A French player's record with a wrong power colour, in a French browser:
// the line under the editor says the place the diagnostic says (columns
// counted alike, accents before included); an export of a record with a
// defect says what it saved; the caret of a command's message stays under
// its token; the placeholder wraps instead of being cut.
func TestBrowserFrenchRecord(t *testing.T) {
	ctx := newBrowserIn(t, "fr-FR")
	open(t, ctx, "")
	rec := strings.Replace(readFile(t, "corpus/seed000-fr.agn"), "(4=N) Cc6", "(4=B) Cc6", 1)
	run := func(actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatal(err)
		}
	}
	var ws string
	run(chromedp.Evaluate(`getComputedStyle(document.querySelector('#editor .cm-placeholder')).whiteSpace`, &ws))
	if ws == "pre" || ws == "nowrap" {
		t.Errorf("the placeholder does not wrap (white-space %s): it is cut on a narrow editor", ws)
	}
	paste(t, ctx, rec)
	var head, where string
	run(waitFor(`document.querySelector('#diagnostics .head')`), chromedp.Text(`#diagnostics .head`, &head),
		chromedp.Evaluate(`document.querySelector('#diagnostics button').click()`, nil),
		waitFor(`document.getElementById('where').textContent.startsWith('Ligne 11,')`), chromedp.Text(`#where`, &where))
	if !strings.HasPrefix(head, "ligne 11, colonne 42 · erreur : le pouvoir 4 est aux Noirs") {
		t.Fatalf("diagnostic %q", head)
	}
	if where != "Ligne 11, colonne 42" {
		t.Errorf("the diagnostic says ligne 11, colonne 42; the line under the editor, on its token, says %q", where)
	}
	// fmt on a text already canonical says there was nothing to change
	var said string
	run(chromedp.Click(`#fmt`), waitFor(`!document.getElementById('message').hidden`), chromedp.Text(`#message`, &said))
	if !strings.HasPrefix(said, "Rien à changer\u00a0: le texte est déjà ainsi.") && !strings.HasPrefix(said, "Rien à changer : le texte est déjà ainsi.") {
		t.Errorf("fmt on a canonical text says %q", said)
	}
	// export: the file saved is said, then what export says of the defect
	var msg string
	run(chromedp.Evaluate(`URL.createObjectURL = () => 'blob:none'`, nil), chromedp.Click(`#export-pgn`),
		waitFor(`document.getElementById('message').textContent.includes('power-mismatch')`), chromedp.Text(`#message`, &msg))
	if !strings.HasPrefix(msg, "Enregistré : partie.pgn\n") {
		t.Errorf("export of a record with a defect says %q, not the file saved", msg)
	}
	// the caret right under its token: the line below, the same left edge as
	// the source line's (4=B)
	var dx float64
	run(chromedp.Evaluate(`(() => {
		const m = document.getElementById('message');
		const w = document.createTreeWalker(m, NodeFilter.SHOW_TEXT);
		let src = null, caret = null;
		for (let n = w.nextNode(); n; n = w.nextNode()) {
			if (!src && n.data.includes('| Échecs')) src = [n, n.data.indexOf('(4=B)')];
			if (n.data.includes('^')) caret = [n, n.data.indexOf('^')];
		}
		const x = ([n, i]) => { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1); return r.getBoundingClientRect(); };
		const a = x(src), b = x(caret);
		// on the next line, not below a wrapped part of the source line
		return b.top > a.top && b.top - a.top < 1.5 * a.height ? b.left - a.left : 1000;
	})()`, &dx))
	if dx < -1 || dx > 1 {
		t.Errorf("export's message: the caret is %.1f px from its token, or not on the line below it", dx)
	}
	// annotate rewrites the text: what it said is of the text before (its
	// lines), and typing clears it
	run(chromedp.Click(`#annotate`), waitFor(`document.getElementById('text').value.includes('{')`),
		waitFor(`!document.getElementById('message').hidden`), chromedp.Text(`#message`, &said))
	if !strings.HasPrefix(said, "Sur le texte d’avant la commande :\ntexte collé:11:42: erreur[power-mismatch]") {
		t.Errorf("annotate says %q", said)
	}
	run(chromedp.Evaluate(`(() => { const t = document.getElementById('text'); t.focus(); t.setSelectionRange(0, 0); document.execCommand('insertText', false, ' '); })()`, nil),
		waitFor(`document.getElementById('message').hidden`))
	// the replayer's headings of the move list, in French and in English
	for _, tt := range []struct{ lang, want string }{{"fr", "Partie d’Awélé 1"}, {"en", "Awélé game 1"}} {
		var heads []string
		run(chromedp.Click(`#langs button[data-lang="`+tt.lang+`"]`), waitFor(`document.documentElement.lang === '`+tt.lang+`'`),
			waitFor(`Array.from(document.querySelectorAll('#panel li.section'), (h) => h.textContent).includes(`+strconv.Quote(map[string]string{"fr": "Échecs", "en": "Chess"}[tt.lang])+`)`),
			chromedp.Evaluate(`Array.from(document.querySelectorAll('#panel li.section'), (h) => h.textContent)`, &heads))
		if len(heads) < 2 || heads[len(heads)-2] != tt.want {
			t.Errorf("%s: the move list's headings %q, want %q before the chess", tt.lang, heads, tt.want)
		}
	}
}
