//go:build !(js && wasm)

package web_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"flag"
	"fmt"
	"hash/crc32"
	"html"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
	"github.com/awechec/awechec/internal/web"
)

var update = flag.Bool("update", false, "rewrite the user guide's screenshots (docs/fr/img, docs/en/img) from the real commands and page")

// A guide block: a command of the user guide, run in the guide's
// examples folder and shown with its real output (its trailing blank
// lines left out; with head, only the lines from..from+head, the others
// written "…"). A block with a png is also a screenshot: a terminal
// (the block rendered in a small page of the test's own), the diagram
// the command writes (svg), or the web page opened by the link the
// command prints.
type guideBlock struct {
	args       []string
	from, head int
	png        string
	kind       string // "terminal", "svg" or "page"
}

// guide is one language's guide: its file, its examples and its blocks.
type guide struct {
	lang, file, examples, images string
	blocks                       []guideBlock
}

var guides = []guide{
	{"fr", "docs/fr/GUIDE.md", "docs/fr/exemples", "docs/fr/img", []guideBlock{
		{args: []string{"check", "partie.agn"}, png: "check.png", kind: "terminal"},
		{args: []string{"check", "partie-corrigee.agn"}},
		{args: []string{"check", "word.agn"}, png: "word.png", kind: "terminal"},
		{args: []string{"fmt", "word.agn"}},
		{args: []string{"convert", "--to", "en", "partie-corrigee.agn"}},
		{args: []string{"render", "partie-corrigee.agn", "--ply", "15", "-o", "position.svg"}, png: "diagramme.png", kind: "svg"},
		{args: []string{"web", "--link", "partie.agn", "--ply", "2..."}, png: "page.png", kind: "page"},
		{args: []string{"solve", "etude.agn"}, png: "solve.png", kind: "terminal"},
		{args: []string{"analyse", "--no-engine", "partie-corrigee.agn"}, from: 10, head: 9},
	}},
	{"en", "docs/en/GUIDE.md", "docs/en/examples", "docs/en/img", []guideBlock{
		{args: []string{"check", "game.agn"}, png: "check.png", kind: "terminal"},
		{args: []string{"check", "game-fixed.agn"}},
		{args: []string{"check", "word.agn"}, png: "word.png", kind: "terminal"},
		{args: []string{"fmt", "word.agn"}},
		{args: []string{"convert", "--to", "fr", "game-fixed.agn"}},
		{args: []string{"render", "game-fixed.agn", "--ply", "15", "-o", "position.svg"}, png: "diagram.png", kind: "svg"},
		{args: []string{"web", "--link", "game.agn", "--ply", "2..."}, png: "page.png", kind: "page"},
		{args: []string{"solve", "study.agn"}, png: "solve.png", kind: "terminal"},
		{args: []string{"analyse", "--no-engine", "game-fixed.agn"}, from: 10, head: 9},
	}},
}

// times masks what changes from one run to the next: solve's time, in
// whichever unit i18n.Duration chose (µs, ms, s).
var times = regexp.MustCompile(`\d+(?:[.,]\d+)?[ \x{a0}]?(?:µs|ms|s)\]`)

// TestGuide keeps the user guides (docs/fr/GUIDE.md, docs/en/GUIDE.md)
// true: each command they show prints what they show, and each
// screenshot shows what the command prints today (the text it was made
// from is kept in the PNG and compared, not the pixels). With -update the
// guides' command blocks are written again from what the commands print
// and the screenshots made again in headless Chromium from the real
// commands and page (review the diff: the prose around a block may need
// the same change).
func TestGuide(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	var ctx context.Context
	if *update {
		// Not in parallel: the commands run in their own directory
		// (transcript's t.Chdir), which a parallel test may not.
		ctx = timedBrowserIn(t, "fr-FR")
	}
	for _, g := range guides {
		text, err := os.ReadFile(filepath.Join(root, g.file))
		if err != nil {
			t.Fatal(err)
		}
		// the commands run in a copy of the examples: render -o writes
		work := t.TempDir()
		copyDir(t, filepath.Join(root, g.examples), work)
		for _, b := range g.blocks {
			shown := transcript(t, g.lang, work, b)
			shows := func() bool {
				return strings.Contains(times.ReplaceAllString(string(text), "…ms]"), "```\n"+times.ReplaceAllString(shown, "…ms]")+"```\n")
			}
			if *update && !shows() {
				text = rewriteBlock(t, g.file, text, shown)
			}
			if !shows() {
				t.Errorf("%s does not show what %q prints:\n%s", g.file, strings.Join(b.args, " "), shown)
			}
			if b.png == "" {
				continue
			}
			name := filepath.Join(root, g.images, b.png)
			if !strings.Contains(string(text), "("+strings.TrimPrefix(g.images, filepath.Dir(g.file)+"/")+"/"+b.png+")") {
				t.Errorf("%s does not show %s", g.file, b.png)
			}
			if *update {
				shootGuide(t, ctx, g, b, work, shown, name)
				continue
			}
			old, err := os.ReadFile(name)
			if err != nil {
				t.Errorf("%v (go test ./internal/web -run TestGuide -update makes it)", err)
				continue
			}
			want := shotText(t, g.lang, work, b, shown)
			if got := pngText(old); times.ReplaceAllString(got, "…ms]") != times.ReplaceAllString(want, "…ms]") {
				t.Errorf("%s shows\n%s\nbut today it would show\n%s\n(go test ./internal/web -run TestGuide -update makes it again)", name, got, want)
			}
		}
		if *update {
			if err := os.WriteFile(filepath.Join(root, g.file), text, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// rewriteBlock puts what a command prints today in the guide's block of
// that command (the block that begins with its prompt line).
func rewriteBlock(t *testing.T, file string, text []byte, shown string) []byte {
	t.Helper()
	prompt := "```\n" + strings.SplitAfter(shown, "\n")[0]
	i := bytes.Index(text, []byte(prompt))
	if i < 0 {
		t.Errorf("%s has no block that begins %q", file, prompt)
		return text
	}
	j := bytes.Index(text[i+4:], []byte("```\n"))
	if j < 0 {
		t.Errorf("%s: the block of %q has no end", file, prompt)
		return text
	}
	return append(append(append([]byte{}, text[:i]...), "```\n"+shown+"```\n"...), text[i+4+j+4:]...)
}

// transcript runs a block's command in dir, in lang, and returns it as a
// terminal shows it: the prompt and command, then what it prints.
func transcript(t *testing.T, lang, dir string, b guideBlock) string {
	t.Helper()
	t.Chdir(dir)
	var out, errs bytes.Buffer
	cli.Execute(append([]string{"--lang", lang}, b.args...), strings.NewReader(""), &out, &errs)
	s := strings.TrimRight(out.String()+errs.String(), "\n")
	if s != "" {
		s += "\n"
	}
	if b.head > 0 {
		lines := strings.SplitAfter(s, "\n")
		s = strings.Join(lines[b.from:min(len(lines), b.from+b.head)], "") + "…\n"
		if b.from > 0 {
			s = "…\n" + s
		}
	}
	return "$ awechec " + strings.Join(b.args, " ") + "\n" + s
}

// shotText is the text a screenshot is made from: the transcript, and
// for a diagram the SHA-256 of the SVG written, for the page what it shows
// (worked out in Go: the game and move the link names).
func shotText(t *testing.T, lang, dir string, b guideBlock, shown string) string {
	t.Helper()
	switch b.kind {
	case "svg":
		svg, err := os.ReadFile(filepath.Join(dir, b.args[len(b.args)-1]))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(svg)
		return shown + "svg sha256 " + hex.EncodeToString(sum[:]) + "\n"
	case "page":
		return shown + pageText(t, lang, strings.TrimSpace(strings.SplitN(shown, "\n", 2)[1]))
	}
	return shown
}

// pageText is what the page shows of a link, worked out in Go with the
// page's own code: the summary, each diagnostic's message and code, and
// the label of the move shown.
func pageText(t *testing.T, lang, link string) string {
	t.Helper()
	text, err := web.DecodeLink(link)
	if err != nil {
		t.Fatal(err)
	}
	res := web.Check(text, lang, "")
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", res.Summary)
	for _, g := range res.Games {
		for _, d := range g.Diagnostics {
			fmt.Fprintf(&b, "%s [%s]\n", d.Message, d.Code)
		}
	}
	steps := render.StepsIn(validate.Game(grammar.ParseGame(text, "", 1), validate.Options{}), web.Lang(lang))
	_, at, _ := strings.Cut(link, "&ply=")
	ply, _ := strconv.Atoi(at)
	i, err := render.Find(steps, render.Point{Ply: ply})
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(&b, "%s\n", steps[i].Label)
	return b.String()
}

// pageShown is pageText read from the page itself.
const pageShown = `[document.getElementById('summary').textContent,
	...Array.from(document.querySelectorAll('#diagnostics li')).map((li) => li.querySelector('strong').textContent + li.querySelector('.code').textContent),
	AwechecReplayer.steps()[AwechecReplayer.current().step].l].join('\n') + '\n'`

// shootGuide makes a block's screenshot and writes it, with the text it
// was made from, to name.
func shootGuide(t *testing.T, ctx context.Context, g guide, b guideBlock, dir, shown, name string) {
	t.Helper()
	var shot []byte
	text := shotText(t, g.lang, dir, b, shown)
	switch b.kind {
	case "terminal":
		page := filepath.Join(dir, "terminal.html")
		lines := strings.SplitN(shown, "\n", 2)
		body := `<span class="p">$</span> ` + html.EscapeString(strings.TrimPrefix(lines[0], "$ ")) + "\n" + html.EscapeString(lines[1])
		os.WriteFile(page, []byte(`<!DOCTYPE html><meta charset="utf-8"><style>
body { margin: 0; background: #fff; }
pre { display: inline-block; margin: 0; padding: 12px 16px; background: #26211c; color: #f2ead8; border-radius: 6px;
  font: 13px/18px "DejaVu Sans Mono", Consolas, monospace; white-space: pre; }
.p { color: #d7ae76; }
</style><pre id="t">`+body+`</pre>`), 0o644)
		if err := chromedp.Run(ctx, emulation.SetDeviceMetricsOverride(1400, 900, 1, false),
			chromedp.Navigate("file://"+page), chromedp.Screenshot("#t", &shot, chromedp.ByID)); err != nil {
			t.Fatal(err)
		}
	case "svg":
		page := filepath.Join(dir, "diagram.html")
		os.WriteFile(page, []byte(`<!DOCTYPE html><meta charset="utf-8"><style>body { margin: 0; background: #fff; }</style><img id="d" src="`+b.args[len(b.args)-1]+`" width="440">`), 0o644)
		if err := chromedp.Run(ctx, emulation.SetDeviceMetricsOverride(800, 900, 1, false),
			chromedp.Navigate("file://"+page), waitFor(`document.getElementById('d').complete`), chromedp.Screenshot("#d", &shot, chromedp.ByID)); err != nil {
			t.Fatal(err)
		}
	case "page":
		var seen string
		link := strings.TrimSpace(strings.SplitN(shown, "\n", 2)[1])
		if err := chromedp.Run(ctx, emulation.SetDeviceMetricsOverride(1100, 700, 1, false)); err != nil {
			t.Fatal(err)
		}
		open(t, ctx, strings.TrimPrefix(link, web.PublishedURL))
		if err := chromedp.Run(ctx,
			chromedp.Evaluate(`document.querySelector('#langs button[data-lang="`+g.lang+`"]').click()`, nil),
			waitFor(`document.documentElement.lang === '`+g.lang+`' && document.querySelector('#diagnostics .head') && AwechecReplayer.steps().length > 0 && location.hash.endsWith('&ply=4')`),
			chromedp.Evaluate(`document.activeElement.blur(); window.scrollTo(0, 0)`, nil),
			waitFor(`document.fonts.status === 'loaded'`),
			await(`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil),
			chromedp.CaptureScreenshot(&shot),
			chromedp.Evaluate(pageShown, &seen),
		); err != nil {
			t.Fatal(err)
		}
		if want := pageText(t, g.lang, link); seen != want {
			t.Errorf("%s: the page shows\n%s\nnot\n%s", b.png, seen, want)
		}
	}
	small, err := smallPNG(shot, text)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, small, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s (%d bytes)", name, len(small))
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	files, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(from, f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(to, f.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// smallPNG re-encodes a screenshot with a palette of its 256 most common
// colours (a screenshot of text and flat colours loses nothing to see;
// the file is a third of the size) and keeps text in an iTXt chunk named
// awechec. Written here: the standard library has no quantizer, and the
// palette of a screenshot needs none of a photograph's care.
func smallPNG(shot []byte, text string) ([]byte, error) {
	src, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		return nil, err
	}
	type bucket struct{ n, r, g, b int }
	buckets := map[int]*bucket{}
	bounds := src.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			r, g, b, _ := src.At(x, y).RGBA()
			k := int(r>>11)<<10 | int(g>>11)<<5 | int(b>>11)
			c := buckets[k]
			if c == nil {
				c = &bucket{}
				buckets[k] = c
			}
			c.n++
			c.r += int(r >> 8)
			c.g += int(g >> 8)
			c.b += int(b >> 8)
		}
	}
	keys := make([]int, 0, len(buckets))
	for k := range buckets {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	all := make([]*bucket, len(keys))
	for i, k := range keys {
		all[i] = buckets[k]
	}
	// the most common first; among equals, the order of the keys (the
	// same palette each run)
	sort.SliceStable(all, func(i, j int) bool { return all[i].n > all[j].n })
	var pal color.Palette
	for _, c := range all[:min(256, len(all))] {
		pal = append(pal, color.RGBA{uint8(c.r / c.n), uint8(c.g / c.n), uint8(c.b / c.n), 255})
	}
	dst := image.NewPaletted(bounds, pal)
	draw.Draw(dst, bounds, src, bounds.Min, draw.Src)
	var out bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&out, dst); err != nil {
		return nil, err
	}
	// the iTXt chunk goes after IHDR (8 bytes of signature, 25 of IHDR)
	b := out.Bytes()
	data := append([]byte("awechec\x00\x00\x00\x00\x00"), text...)
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	chunk = append(chunk, "iTXt"...)
	chunk = append(chunk, data...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	return append(append(append([]byte{}, b[:33]...), chunk...), b[33:]...), nil
}

// pngText returns the text of a PNG's iTXt chunk named awechec.
func pngText(b []byte) string {
	for i := 8; i+8 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[i:]))
		if i+12+n > len(b) {
			break
		}
		if string(b[i+4:i+8]) == "iTXt" {
			if rest, ok := bytes.CutPrefix(b[i+8:i+8+n], []byte("awechec\x00\x00\x00\x00\x00")); ok {
				return string(rest)
			}
		}
		i += 12 + n
	}
	return ""
}

// TestSmallPNG: the text kept in a screenshot is read back, the PNG
// still decodes, and a picture of at most 256 colours keeps them all.
func TestSmallPNG(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 20, 10))
	for x := 0; x < 20; x++ {
		for y := 0; y < 10; y++ {
			img.Set(x, y, color.RGBA{uint8(x * 8), 40, uint8(y * 24), 255})
		}
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	small, err := smallPNG(b.Bytes(), "$ awechec check partie.agn\n1 partie : 1 valide\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := pngText(small); got != "$ awechec check partie.agn\n1 partie : 1 valide\n" {
		t.Errorf("text kept: %q", got)
	}
	back, err := png.Decode(bytes.NewReader(small))
	if err != nil {
		t.Fatal(err)
	}
	for x := 0; x < 20; x++ {
		for y := 0; y < 10; y++ {
			if got, want := color.RGBAModel.Convert(back.At(x, y)), img.At(x, y); got != want {
				t.Fatalf("colour at (%d, %d): %v, want %v", x, y, got, want)
			}
		}
	}
	if pngText(b.Bytes()) != "" {
		t.Error("text found in a PNG that has none")
	}
}
