//go:build !(js && wasm)

package web_test

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/web"
)

// What one page load costs a user, in Chromium as users have it (V8's
// tiers): a link to seed 000 opened in a Chromium of its own
// (freshBrowser), 5 times (AWECHEC_LOADS). For each load: the times from
// the navigation's start (awechecTiming: the module unpacked and
// compiled, the check worker ready, the first check shown, the replayer
// showing the game), and the processor time of all Chromium's processes
// from the navigation to the replayer showing the game, then second by
// second for 15 s (AWECHEC_SETTLE): what the page goes on spending once
// shown (the second worker, V8's optimising compiler). A measurement
// (AWECHEC_MEASURE=1); docs/WEB.md gives its figures.
func TestBrowserLoadCost(t *testing.T) {
	testenv.Measure(t, "the page's load cost, 5 page loads")
	link := web.EncodeLink([]byte(readFile(t, "corpus/seed000-fr.agn")))
	var usable, cpuUsable, cpu10 []float64
	for i := 0; i < loads(); i++ {
		t.Run(strconv.Itoa(i+1), func(t *testing.T) {
			ctx := freshBrowser(t, "fr-FR")
			pid := chromedp.FromContext(ctx).Browser.Process().Pid
			c0 := treeCPU(t, pid)
			start := time.Now()
			if err := chromedp.Run(ctx, chromedp.Navigate(pageURL(t, link)),
				waitFor(`window.awechecTiming && awechecTiming.firstCheck > 0 && window.AwechecReplayer && AwechecReplayer.steps().length > 0`)); err != nil {
				t.Fatal(err)
			}
			c1 := treeCPU(t, pid)
			var tm map[string]float64
			if err := chromedp.Run(ctx, chromedp.Evaluate(`({...awechecTiming, shown: performance.now()})`, &tm)); err != nil {
				t.Fatal(err)
			}
			var series []string
			for s := 1; s <= 15 || s <= settle(); s++ {
				time.Sleep(time.Duration(s)*time.Second - time.Since(start))
				series = append(series, strconv.FormatFloat(treeCPU(t, pid)-c0, 'f', 1, 64))
			}
			t.Logf("CPU by second: %s", strings.Join(series, " "))
			c10, _ := strconv.ParseFloat(series[9], 64)
			usable = append(usable, tm["shown"])
			cpuUsable = append(cpuUsable, c1-c0)
			cpu10 = append(cpu10, c10)
			t.Logf("load %d: decoded %.0f compiled %.0f ready %.0f first check %.0f game shown %.0f ms; CPU to shown %.2f s, over 10 s %.2f s",
				i+1, tm["decoded"], tm["compiled"], tm["ready"], tm["firstCheck"], tm["shown"], c1-c0, c10)
		})
	}
	med := func(f []float64) float64 { sort.Float64s(f); return f[len(f)/2] }
	t.Logf("medians of %d: game shown %.0f ms after the navigation, CPU %.2f s to it, %.2f s over 10 s", len(usable), med(usable), med(cpuUsable), med(cpu10))
}

// loads is the number of loads TestBrowserLoadCost measures: 5, or
// AWECHEC_LOADS.
func loads() int {
	if n, err := strconv.Atoi(os.Getenv("AWECHEC_LOADS")); err == nil {
		return n
	}
	return 5
}

// settle is how many seconds TestBrowserLoadCost follows a load's CPU:
// 15, or AWECHEC_SETTLE.
func settle() int {
	n, _ := strconv.Atoi(os.Getenv("AWECHEC_SETTLE"))
	return n
}

// treeCPU returns the processor time (user and system, s) of process pid
// and all its descendants.
func treeCPU(t *testing.T, pid int) float64 {
	t.Helper()
	const hz = 100 // USER_HZ
	parent := map[int]int{}
	ticks := map[int]float64{}
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
		pp, _ := strconv.Atoi(f[1])
		u, _ := strconv.ParseFloat(f[11], 64)
		s, _ := strconv.ParseFloat(f[12], 64)
		parent[p] = pp
		ticks[p] = u + s
	}
	var sum float64
	for p, tk := range ticks {
		for q := p; q > 1; q = parent[q] {
			if q == pid {
				sum += tk
				break
			}
		}
	}
	return sum / hz
}

// freshBrowser starts a Chromium of its own for the test, in language
// locale, with V8's tiers as users have them (and AWECHEC_JS_FLAGS, to
// compare), and returns its tab.
func freshBrowser(t *testing.T, locale string) context.Context {
	t.Helper()
	bin := chromiumPath(t)
	builtPage(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		noOmniboxPopup,
		chromedp.WindowSize(1280, 900),
		chromedp.Flag("lang", locale),
	}
	if f := os.Getenv("AWECHEC_JS_FLAGS"); f != "" {
		opts = append(opts, chromedp.Flag("js-flags", f))
	}
	if f := os.Getenv("AWECHEC_CHROME_LOG"); f != "" {
		w, err := os.Create(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close() })
		opts = append(opts, chromedp.CombinedOutput(w), chromedp.Flag("enable-logging", "stderr"), chromedp.Flag("v", "0"))
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancelA)
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(cancelT)
	if err := chromedp.Run(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second) // the browser's own start settles
	return ctx
}
