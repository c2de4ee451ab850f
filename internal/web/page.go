//go:build !(js && wasm)

// Package web builds the toolkit's web page: one HTML file holding the
// toolkit compiled to WebAssembly (cmd/awechec-wasm), its loader and the
// page's script, that checks, formats, converts, annotates, exports and
// replays records in the browser with no network access, from a file://
// URL as from any static host (docs/WEB.md).
//
// The package also holds what the WebAssembly module calls (Check,
// Replay) and the links that carry a record in the URL fragment
// (EncodeLink, DecodeLink).
package web

import (
	"embed"
	"encoding/base64"
	"encoding/json"
	"html/template"
	"io"
	"strings"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
)

//go:embed assets/index.html.tmpl assets/web.js assets/web.css assets/worker.js assets/entry.js assets/entry.css assets/editor.js
var assets embed.FS

var pageTemplate = template.Must(template.ParseFS(assets, "assets/index.html.tmpl"))

// CSP is the page's Content-Security-Policy: nothing from the network
// (no connect-src, so no fetch), inline style and script only, the
// WebAssembly module compiled from the page's own bytes.
// The checks and commands run in Web Workers made from the page's own
// scripts (worker-src blob:).
const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; img-src data: blob:; worker-src blob:"

// PageOptions tune WritePage.
type PageOptions struct {
	// Version is written in the page's footer.
	Version string
}

// pageData is what the page template receives.
type pageData struct {
	CSP       string
	Version   string
	Published string // PublishedURL: a page opened from the disk copies links to it
	CSS       template.CSS
	Replayer  template.HTML
	BoardEN   template.HTML // the start board in English
	Words     template.JS   // JSON: the replayer's words by language (a JSON script is JavaScript to html/template)
	Wasm      template.HTML // gzip then base64, in a script element of no JavaScript type (not run)
	WasmExec  template.JS
	Replay    template.JS
	JS        template.JS
	Worker    template.JS // the workers' code (assets/worker.js)
	Entry     template.JS // entering a game on the board (assets/entry.js)
	Editor    template.JS // the text editor: CodeMirror 6 bundled (assets/editor.js, from editor/)
}

// WritePage writes the page: wasm is the module built from
// cmd/awechec-wasm, wasmExec the wasm_exec.js of the toolchain that built
// it. The module is gzipped and written in base64 inside the page (a
// browser does not let a file:// page fetch a file next to it), which
// the page unpacks with the browser's DecompressionStream.
func WritePage(w io.Writer, wasm, wasmExec []byte, opt PageOptions) error {
	b, err := Pack(wasm, wasmExec)
	if err != nil {
		return err
	}
	return b.WritePage(w, opt)
}

// WritePage writes the page of the bundle's module, as the package's
// WritePage does, without gzipping the module again.
func (b Bundle) WritePage(w io.Writer, opt PageOptions) error {
	if err := b.check(); err != nil {
		return err
	}
	css, err := assets.ReadFile("assets/web.css")
	if err != nil {
		return err
	}
	js, err := assets.ReadFile("assets/web.js")
	if err != nil {
		return err
	}
	worker, err := assets.ReadFile("assets/worker.js")
	if err != nil {
		return err
	}
	entryJS, err := assets.ReadFile("assets/entry.js")
	if err != nil {
		return err
	}
	editorJS, err := assets.ReadFile("assets/editor.js")
	if err != nil {
		return err
	}
	entryCSS, err := assets.ReadFile("assets/entry.css")
	if err != nil {
		return err
	}
	// The replayer shows the start of a game until there is one, its
	// words in French; the English board waits in a template for the
	// switch.
	var replayer, boardEN strings.Builder
	start, err := startStep(i18n.French)
	if err != nil {
		return err
	}
	if err := render.WriteReplayer(&replayer, i18n.French, start); err != nil {
		return err
	}
	if start, err = startStep(i18n.English); err != nil {
		return err
	}
	if err := render.WritePageBoard(&boardEN, start, render.SVGOptions{Caption: start.Label}); err != nil {
		return err
	}
	// json.Marshal escapes <, > and &: the JSON cannot end its script.
	words, err := json.Marshal(map[string]map[string]string{
		"fr": render.ReplayerWords(i18n.French), "en": render.ReplayerWords(i18n.English),
	})
	if err != nil {
		return err
	}
	return pageTemplate.Execute(w, pageData{
		CSP:       CSP,
		Version:   opt.Version,
		Published: PublishedURL,
		CSS:       template.CSS(render.ReplayerStyle() + "\n" + string(css) + "\n" + string(entryCSS)),
		Replayer:  template.HTML(replayer.String()),
		BoardEN:   template.HTML(boardEN.String()),
		Words:     template.JS(words),
		Wasm:      template.HTML(base64.StdEncoding.EncodeToString(b.WasmGz)),
		WasmExec:  template.JS(b.WasmExec),
		Replay:    template.JS(render.ReplayerScript()),
		JS:        template.JS(js),
		Worker:    template.JS(worker),
		Entry:     template.JS(entryJS),
		Editor:    template.JS(editorJS),
	})
}

// startStep is the board the page shows before any record: an Awechec
// game's start (the chess position; the holes are not known yet), its
// words in lang.
func startStep(lang i18n.Lang) (*render.Step, error) {
	g := grammar.ParseGame([]byte("[Variant \"Awechec\"]\n\n*\n"), "", 1)
	r := validate.Game(g, validate.Options{})
	steps := render.StepsIn(r, lang)
	if len(steps) == 0 {
		return nil, i18n.Errorf(i18n.WebNoStart)
	}
	return &steps[0], nil
}
