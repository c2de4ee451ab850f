package render

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"reflect"
	"strings"

	"github.com/awechec/awechec/validate"
)

//go:embed assets/page.html.tmpl assets/style.css assets/replay.js
var assets embed.FS

// pageTemplate is the replayer page; it is parsed once.
var pageTemplate = template.Must(template.ParseFS(assets, "assets/page.html.tmpl"))

// PageGame is one game of a replayer page.
type PageGame struct {
	// Title names the game in the game list and the page heading.
	Title string `json:"title"`
	// Tags are the record's tag pairs, in order.
	Tags [][2]string `json:"tags"`
	// Variant is the variant replayed ("Awechec", "Awele", ...).
	Variant string `json:"variant"`
	// Result is the game's result and how it ended.
	Result string `json:"result"`
	// Diags holds every diagnostic of the game, one line each.
	Diags []string `json:"diags,omitempty"`
	// Steps are the positions the page steps through. The page holds them
	// delta-encoded (see wireSteps).
	Steps []Step `json:"-"`
}

// wireGame is a PageGame as the page embeds it.
type wireGame struct {
	PageGame
	Steps []map[string]any `json:"steps"`
}

// wireSteps encodes steps for the page: the state fields (board, turn,
// holes, stores, Awélé turn, dots, next power, status) only when they differ
// from the previous step's, which the script carries forward, and the dots
// without their trailing empty dots. This keeps a page several times
// smaller, since most steps change little.
func wireSteps(steps []Step) []map[string]any {
	out := make([]map[string]any, len(steps))
	var prev map[string]any
	for i := range steps {
		s := &steps[i]
		state := map[string]any{
			"b": s.Board, "t": s.Turn, "h": s.Holes, "s": s.Stores, "at": s.AweleTurn,
			"d": strings.TrimRight(s.Dots, "."), "n": s.Next, "st": s.Status,
		}
		m := map[string]any{"k": s.Kind, "l": s.Label}
		for k, v := range state {
			if prev == nil || !reflect.DeepEqual(prev[k], v) {
				m[k] = v
			}
		}
		prev = state
		set := func(k string, v any, zero bool) {
			if !zero {
				m[k] = v
			}
		}
		set("f", s.From, s.From == "")
		set("to", s.To, s.To == "")
		set("z", s.Null, s.Null == "")
		set("c", s.Check, s.Check == "")
		set("o", s.Sown, s.Sown < 0)
		set("x", s.Note, s.Note == "")
		set("cm", s.Comments, len(s.Comments) == 0)
		set("dg", s.Diags, len(s.Diags) == 0)
		set("p", s.Ply, s.Ply == 0)
		set("ag", s.AweleGame, s.AweleGame == 0)
		set("am", s.AwelePly, s.AwelePly == 0)
		out[i] = m
	}
	return out
}

// NewPageGame builds the page data of one validated game.
func NewPageGame(r *validate.Report) PageGame {
	pg := PageGame{Variant: r.Variant, Result: r.Result, Steps: Steps(r)}
	if r.Termination != "" && r.Termination != validate.TermUnterminated && r.Termination != validate.TermUnknown {
		pg.Result += " (" + r.Termination + ")"
	}
	if r.Game != nil {
		for _, t := range r.Game.Tags {
			pg.Tags = append(pg.Tags, [2]string{t.Name, t.Value})
		}
	}
	pg.Title = Title(r, 0)
	for _, d := range r.Diags {
		pg.Diags = append(pg.Diags, d.String())
	}
	return pg
}

// Title names a game from its tags: "White – Black, Event, Date", leaving
// out the unknown ("?") parts; "Game n" when nothing is known (n is the
// game's index in its file when index is 0).
func Title(r *validate.Report, index int) string {
	if r.Game == nil {
		return fmt.Sprintf("Game %d", index)
	}
	if index == 0 {
		index = r.Game.Index
	}
	known := func(name string) string {
		v, ok := r.Game.Tag(name)
		v = strings.TrimSpace(v)
		if !ok || v == "" || strings.Trim(v, "?.-") == "" {
			return ""
		}
		return v
	}
	var parts []string
	if w, b := known("White"), known("Black"); w != "" || b != "" {
		parts = append(parts, strings.TrimSpace(orQ(w)+" – "+orQ(b)))
	}
	for _, name := range []string{"Event", "Date"} {
		if v := known(name); v != "" {
			parts = append(parts, v)
		}
	}
	if len(parts) == 0 {
		return fmt.Sprintf("Game %d", index)
	}
	return strings.Join(parts, ", ")
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// HTMLOptions tune WriteHTML.
type HTMLOptions struct {
	// Title is the page's title; the first game's title when empty.
	Title string
}

// pageData is what the page template receives.
type pageData struct {
	Title string
	CSS   template.CSS
	JS    template.JS
	Data  template.JS
	Board template.HTML
	Games []PageGame
	Multi bool
}

// WriteHTML writes one self-contained HTML page (inline style, script and
// SVG, no network access) that replays the games: a game list when there
// are several, the board, buttons and arrow keys (Home and End too) to step
// through every Awélé and chess move, the comments, the power consumed and
// who decided, and the diagnostics.
//
// The page embeds the steps as JSON and draws them with the same symbols
// and layout as WriteSVG: the board it shows first is WriteSVG's output.
// Opened with the fragment #selftest, the page steps through every game
// and writes what it drew into <pre id="selftest"> (see the browser test).
func WriteHTML(w io.Writer, games []PageGame, opt HTMLOptions) error {
	if len(games) == 0 {
		return fmt.Errorf("render: no game to write")
	}
	css, err := assets.ReadFile("assets/style.css")
	if err != nil {
		return err
	}
	js, err := assets.ReadFile("assets/replay.js")
	if err != nil {
		return err
	}
	layout := DefaultLayout()
	wire := make([]wireGame, len(games))
	for i, g := range games {
		if len(g.Steps) == 0 {
			return fmt.Errorf("render: game %d has no step", i+1)
		}
		wire[i] = wireGame{PageGame: g, Steps: wireSteps(g.Steps)}
	}
	data, err := json.Marshal(struct {
		Layout Layout     `json:"layout"`
		Games  []wireGame `json:"games"`
	}{layout, wire})
	if err != nil {
		return err
	}
	var board bytes.Buffer
	first := games[0].Steps[0]
	writeSVG(&board, &layout, &first, SVGOptions{Caption: first.Label})
	title := opt.Title
	if title == "" {
		title = games[0].Title
	}
	return pageTemplate.Execute(w, pageData{
		Title: title,
		CSS:   template.CSS(css),
		JS:    template.JS(js),
		// json.Marshal escapes <, > and &, so the data cannot close the
		// script element it is written in.
		Data:  template.JS(data),
		Board: template.HTML(board.String()),
		Games: games,
		Multi: len(games) > 1,
	})
}
