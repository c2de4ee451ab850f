package render

import (
	"embed"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"html/template"
	"io"
	"strings"
	"sync"

	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

//go:embed assets/page.html.tmpl assets/style.css assets/replay.js assets/movetree.js
var assets embed.FS

// jsonMarshal is json.Marshal (escaping <, > and &).
var jsonMarshal = json.Marshal

// pageTemplate is the replayer page, in two parts: "head" up to the games'
// data, "tail" after it. It is parsed once, when first written, not at
// start: the web page's workers never write it.
var pageTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.ParseFS(assets, "assets/page.html.tmpl"))
})

// PageGame is one game of a replayer page.
type PageGame struct {
	// Title names the game in the game list and the page heading.
	Title string
	// Tags are the record's tag pairs, in order.
	Tags [][2]string
	// Variant is the variant replayed ("Awechec", "Awele", ...).
	Variant string
	// Result is the game's result and how it ended.
	Result string
	// Valid tells that the replay found no defect: the game list marks
	// the others.
	Valid bool
	// Diags holds every diagnostic of the game, one line each.
	Diags []string
	// Lang is the language of the game's texts ("fr" or "en").
	Lang notation.Language
	// Steps are the positions the page steps through. The page holds them
	// delta-encoded (see PageWriter.appendSteps).
	Steps []Step
}

// NewPageGame builds the page data of one validated game.
func NewPageGame(r *validate.Report) PageGame {
	return NewPageGameIn(r, i18n.English)
}

// NewPageGameIn is NewPageGame with the texts in language l (labels,
// notes, result, title and diagnostics); NewPageGame words them in
// English.
func NewPageGameIn(r *validate.Report, l i18n.Lang) PageGame {
	x := lexiconIn(l)
	pg := PageGame{Variant: r.Variant.String(), Result: r.Result, Valid: r.Valid, Steps: TreeSteps(r, l), Lang: x.lang}
	if r.Termination != "" && r.Termination != validate.TermUnterminated && r.Termination != validate.TermUnknown {
		pg.Result += " (" + x.termination(r.Termination) + ")"
	}
	if r.Game != nil {
		for _, t := range r.Game.Tags {
			pg.Tags = append(pg.Tags, [2]string{t.Name, t.Value})
		}
	}
	pg.Title = TitleIn(r, 0, l)
	for _, d := range r.Diags {
		pg.Diags = append(pg.Diags, d.StringIn(l))
	}
	return pg
}

// Title names a game from its tags: "White – Black, Event, Date", leaving
// out the unknown ("?") parts; "Game n" when nothing is known (n is the
// game's index in its file when index is 0).
func Title(r *validate.Report, index int) string {
	return TitleIn(r, index, i18n.English)
}

// TitleIn is Title in language l ("Partie 3" or "Game 3").
func TitleIn(r *validate.Report, index int, l i18n.Lang) string {
	x := lexiconIn(l)
	if r.Game == nil {
		return fmt.Sprintf(x.game, index)
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
		return fmt.Sprintf(x.game, index)
	}
	return strings.Join(parts, ", ")
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// HTMLOptions tune WriteHTML and NewPageWriter.
type HTMLOptions struct {
	// Title is the page's title; the first game's title when empty.
	Title string
}

// WriteHTML writes one self-contained HTML page (inline style, script and
// SVG, no network access) that replays the games: a game list when there
// are several, the board, buttons and arrow keys (Home and End too) to step
// through every Awélé and chess move, the comments and variations, the power
// consumed and who decided, and the diagnostics, its words in the language
// the first game was built in (NewPageGameIn). It is NewPageWriterIn, Add
// for each game and Close.
//
// The page embeds the steps as JSON and draws them with the same symbols
// and layout as WriteSVG: the board it shows first is WriteSVG's output.
// Opened with the fragment #selftest, the page steps through every game
// and writes what it drew into <pre id="selftest"> (see the browser test).
func WriteHTML(w io.Writer, games []PageGame, opt HTMLOptions) error {
	if len(games) == 0 {
		return i18n.Errorf(i18n.RNoGame)
	}
	l := i18n.English
	if games[0].Lang == notation.French {
		l = i18n.French
	}
	p := NewPageWriterIn(w, opt, l)
	for i := range games {
		if err := p.Add(&games[i]); err != nil {
			return err
		}
	}
	return p.Close()
}
