//go:build !(js && wasm)

package web_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/web"
)

// typingArchive is an archive of 500 generated games whose game k holds
// an empty comment after its first chess move, to type in.
func typingArchive(t *testing.T, k int) (arch, flip string) {
	t.Helper()
	gen, err := generated500()
	if err != nil {
		t.Fatal(err)
	}
	games := strings.Split(gen, "\n\n[Event")
	g := games[k]
	i := strings.Index(g, "Échecs 1. (1=") + len("Échecs 1. (1=")
	flip = map[byte]string{'B': "N", 'N': "B"}[g[i]]
	games[k] = g[:i+2] + " {}" + g[i+2:]
	return strings.Join(games, "\n\n[Event"), flip
}

// generated500 is awechec generate's archive of 500 games (seed 3), made
// once for the tests that type in it or restore it (0.3 CPU s each).
var generated500 = sync.OnceValues(func() (string, error) {
	var out, errs bytes.Buffer
	if code := cli.Execute([]string{"generate", "-n", "500", "--seed", "3"}, strings.NewReader(""), &out, &errs); code != 0 {
		return "", fmt.Errorf("generate: %s", errs.String())
	}
	return out.String(), nil
})

// frameProbe records, for each key, the time from the key to the next
// frame (typed.frames), and from the key flip to the first error listed
// (typed.diag).
const frameProbe = `window.typed = { frames: [] };
	document.addEventListener('keydown', (e) => {
		const t0 = e.timeStamp;
		requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => typed.frames.push(performance.now() - t0); c.port2.postMessage(0); });
		if (e.key === FLIP) typed.flip = t0;
	}, true);
	const list = document.getElementById('diagnostics');
	if (list) new MutationObserver(() => { if (typed.flip && !typed.diag && document.querySelector('#diagnostics li.error')) typed.diag = performance.now() - typed.flip; })
		.observe(list, { childList: true, subtree: true });`

// typeWord types a word at a typist's pace in the editor, its cursor
// in the comment of the archive's game, and returns the times from each
// key to the next frame, sorted.
func typeWord(t *testing.T, ctx context.Context, flip string) []float64 {
	t.Helper()
	if err := chromedp.Run(ctx, chromedp.Evaluate(`(() => { const t = document.getElementById('text'); const i = t.value.indexOf(' {}') + 2;
		t.focus(); t.setSelectionRange(i, i); const FLIP = `+strconv.Quote(flip)+`; `+frameProbe+` })()`, nil)); err != nil {
		t.Fatal(err)
	}
	const word = "idéal"
	for _, k := range word {
		if err := chromedp.Run(ctx, chromedp.KeyEvent(string(k)), chromedp.Sleep(120*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
	}
	var frames []float64
	if err := chromedp.Run(ctx, waitFor(`typed.frames.length === `+strconv.Itoa(len([]rune(word)))), chromedp.Evaluate(`typed.frames`, &frames)); err != nil {
		t.Fatal(err)
	}
	sort.Float64s(frames)
	return frames
}

// diagKeys types, n times, the key that makes a defect in the archive's
// game (flip) and the key that mends it (back), waiting after each for its
// diagnostics, and returns the times from each key to the diagnostics
// list showing what the key made (the error listed, then gone), sorted.
func diagKeys(t *testing.T, ctx context.Context, flip, back string, n int) []float64 {
	t.Helper()
	if err := chromedp.Run(ctx, chromedp.Evaluate(`(() => { window.diagKeys = []; const FLIP = `+strconv.Quote(flip)+`, BACK = `+strconv.Quote(back)+`;
		document.addEventListener('keydown', (e) => { if (e.key === FLIP || e.key === BACK) diagKeys.push({ t0: e.timeStamp, want: e.key === FLIP, t: 0 }); }, true);
		new MutationObserver(() => { const has = !!document.querySelector('#diagnostics li.error');
			for (const k of diagKeys) if (!k.t && k.want === has) k.t = performance.now() - k.t0; })
			.observe(document.getElementById('diagnostics'), { childList: true, subtree: true }); })()`, nil)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2*n; i++ {
		k := flip
		if i%2 == 1 {
			k = back
		}
		if err := chromedp.Run(ctx,
			chromedp.Evaluate(`(() => { const t = document.getElementById('text'); const i = t.value.indexOf(' {idéal}') - 2; t.focus(); t.setSelectionRange(i, i + 1); })()`, nil),
			chromedp.KeyEvent(k),
			waitFor(`diagKeys.length === `+strconv.Itoa(i+1)+` && diagKeys[`+strconv.Itoa(i)+`].t > 0`),
			chromedp.Sleep(200*time.Millisecond),
		); err != nil {
			t.Fatal(err)
		}
	}
	var times []float64
	if err := chromedp.Run(ctx, chromedp.Evaluate(`diagKeys.map((k) => k.t)`, &times)); err != nil {
		t.Fatal(err)
	}
	sort.Float64s(times)
	return times
}

// firstChecks loads the page n times, each a fresh load by load, and
// returns the times from the navigation's start to the first check shown
// (awechecTiming.firstCheck), sorted.
func firstChecks(t *testing.T, ctx context.Context, n int, load func()) []float64 {
	t.Helper()
	var out []float64
	for i := 0; i < n; i++ {
		load()
		var ms float64
		if err := chromedp.Run(ctx, waitFor(`awechecTiming.firstCheck > 0`), chromedp.Evaluate(`awechecTiming.firstCheck`, &ms)); err != nil {
			t.Fatal(err)
		}
		out = append(out, ms)
	}
	sort.Float64s(out)
	return out
}

// Typing in a 500-game archive: each key shows at once (the time from
// the key to the next frame; a word of 5 keys) and its diagnostics follow
// (the time from the key to the diagnostics list showing the defect it
// made, or its end; 3 defects made and mended: 6 keys): the editor lays out only the lines in view, and the check runs
// in a worker of its own and splits and reads again only the game that
// changed (web.Checker). The goals are 100 ms and 500 ms (medians) on a
// quiet machine. On a shared machine the times swing with its load,
// measured in the same run by a bare text area holding a few lines,
// typed in alike: at rest it shows a key within a frame (16.7 ms at 60
// Hz); when it takes k frames, the load is k. The test fails when a
// median misses its goal by far: 3 times the goal at that load. The
// times are logged with the page's size (and, with AWECHEC_MEASURE=1,
// the times of a bare text area holding the whole archive); the times to
// the first check are TestBrowserFirstCheckTimes's; that a 500-game
// archive comes back as a draft is TestBrowserCancel's.
func TestBrowserTypingArchive(t *testing.T) {
	ctx := timedBrowserIn(t, "fr-FR")
	arch, flip := typingArchive(t, 250)
	back := map[string]string{"B": "N", "N": "B"}[flip]
	q := strconv.Quote(arch)
	bare := filepath.Join(t.TempDir(), "bare.html")
	if err := os.WriteFile(bare, []byte(`<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><textarea id="text" wrap="off" spellcheck="false" style="width:600px;height:500px;font:14px/20px monospace"></textarea></body></html>`), 0o644); err != nil {
		t.Fatal(err)
	}
	few := strconv.Quote(arch[:strings.Index(arch, " {}")+200])
	bareTyping := func(text string) []float64 {
		t.Helper()
		if err := chromedp.Run(ctx, chromedp.Navigate("file://"+bare), chromedp.Evaluate(`document.getElementById('text').value = `+text, nil)); err != nil {
			t.Fatal(err)
		}
		return typeWord(t, ctx, flip)
	}
	med := func(f []float64) float64 { return f[len(f)/2] }
	rest := bareTyping(few)
	// the browser's own time in a text area holding the whole archive, a
	// figure of the docs only (2 CPU s): taken when measuring
	whole := []float64{0}
	if testenv.Measuring() {
		whole = bareTyping(q)
	}
	openArchive(t, ctx, q)
	frames := typeWord(t, ctx, flip)
	diags := diagKeys(t, ctx, flip, back, 3)
	var last struct{ Worker, Shown float64 }
	if err := chromedp.Run(ctx, chromedp.Evaluate(`({worker: awechecTiming.checkWorker, shown: awechecTiming.checkShown})`, &last)); err != nil {
		t.Fatal(err)
	}
	var size float64
	if err := chromedp.Run(ctx, chromedp.Evaluate(`performance.getEntriesByType('navigation')[0].decodedBodySize`, &size)); err != nil {
		t.Fatal(err)
	}
	// the bare text area once more, after the page: the load swings
	// between the two measures, and the slower is taken
	if after := bareTyping(few); med(after) > med(rest) {
		rest = after
	}
	load := math.Max(1, med(rest)/(1000.0/60))
	t.Logf("500 games, %d bytes: key to next frame median %.0f ms, max %.0f ms (%.0f); key to its diagnostics median %.0f ms (%.0f; the last check: %.0f ms in the worker, %.0f ms shown); a bare text area of a few lines %.0f ms (%.0f), so a load of %.1f frames; a bare text area of the archive %.0f ms (%.0f)",
		len(arch), med(frames), frames[len(frames)-1], frames, med(diags), diags, last.Worker, last.Shown, med(rest), rest, load, med(whole), whole)
	t.Logf("the page %.0f bytes", size)
	if med(frames) > 3*100*load {
		t.Errorf("a key took %.0f ms to show (median), over %.0f ms (3 times 100 ms at a load of %.1f frames)", med(frames), 3*100*load, load)
	}
	if med(diags) > 3*500*load {
		t.Errorf("a key's diagnostics took %.0f ms (median), over %.0f ms (3 times 500 ms at a load of %.1f frames)", med(diags), 3*500*load, load)
	}
}

// openArchive loads the page and puts the archive q (quoted for
// JavaScript) in it, as typed, and waits for its check.
func openArchive(t *testing.T, ctx context.Context, q string) {
	t.Helper()
	open(t, ctx, "")
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(`(() => { const t = document.getElementById('text'); t.value = `+q+`; t.dispatchEvent(new Event('input')); })()`, nil),
		waitFor(`document.getElementById('summary').textContent.startsWith('500 parties')`),
	); err != nil {
		t.Fatal(err)
	}
}

// reloadDraft reloads the page once the draft is kept, and waits for its
// first check.
func reloadDraft(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Run(ctx, chromedp.Sleep(500*time.Millisecond), chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitReady(t, ctx)
}

// The time from the navigation's start to the first check shown
// (awechecTiming.firstCheck), medians of 3 loads: of a link to seed 000 in
// a fresh browser context (no draft to ask about), and of a 500-game
// archive restored as a draft. A measurement (AWECHEC_MEASURE=1): the
// times swing with the machine's load and no bound holds them; the
// suite's tests check that a link opens its game (TestBrowserLink) and
// that the archive comes back as a draft (TestBrowserCancel).
func TestBrowserFirstCheckTimes(t *testing.T) {
	testenv.Measure(t, "the first check's times, 6 page loads")
	ctx := timedBrowserIn(t, "fr-FR")
	arch, _ := typingArchive(t, 250)
	med := func(f []float64) float64 { return f[len(f)/2] }
	link := web.EncodeLink([]byte(readFile(t, "corpus/seed000-fr.agn")))
	linked := firstChecks(t, ctx, 3, func() { open(t, ctx, link) })
	openArchive(t, ctx, strconv.Quote(arch))
	drafted := firstChecks(t, ctx, 3, func() { reloadDraft(t, ctx) })
	t.Logf("first check from the navigation's start: a link to seed 000 median %.0f ms (%.0f), the 500-game draft median %.0f ms (%.0f)",
		med(linked), linked, med(drafted), drafted)
}
