package web

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/fix"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
)

// Diagnostic is one diagnostic of a checked record, as the page shows it.
// Its fields are the JSON form of every diagnostic of the toolkit
// (diag.JSON), with the token's length and the rendered text.
type Diagnostic struct {
	diag.JSON
	Len int `json:"len"`
	// Text is the diagnostic as check writes it: the one-line form, the
	// source line and the caret.
	Text string `json:"text"`
}

// Game is one game of a checked record.
type Game struct {
	// Index is the game's number in the record, from 1.
	Index int `json:"index"`
	// Start and End are the first and last lines of the game's text.
	Start int `json:"start"`
	End   int `json:"end"`
	// Title names the game as the replayer does.
	Title       string       `json:"title"`
	Valid       bool         `json:"valid"`
	Variant     string       `json:"variant"`
	Language    string       `json:"language"`
	Result      string       `json:"result"`
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// CheckResult is what Check finds in a record.
type CheckResult struct {
	Games []Game `json:"games"`
	// Valid, Errors and Warnings count the games as check's summary does:
	// valid, with errors, with warnings only.
	Valid    int `json:"valid"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	// Summary says the counts as check's last line does, in the page's
	// language ("" when there is no game).
	Summary string `json:"summary,omitempty"`
	// ReadError is the reading error that stopped the reading, if any.
	ReadError string `json:"read_error,omitempty"`
}

// Check checks every game of src as awechec check does (the same reader,
// AGN or a PGN or OGN known by name or content, the same replay and
// counting, warnings not counted as defects) and returns what the page
// shows. lang is the page's language ("fr" or "en"; else the process's):
// the messages, the summary and the titles are worded in it. name is the
// name the diagnostics give the text (the file the user opened; "" says
// <stdin>).
func Check(src []byte, lang, name string) CheckResult {
	var c Checker
	return c.Check(src, lang, name)
}

// Lang returns the language the page names ("fr", "en"), or English
// when it names none awechec speaks.
func Lang(lang string) i18n.Lang {
	if l, ok := i18n.Parse(lang); ok && lang != "" {
		return l
	}
	return i18n.English
}

// gameOf is the game of report r as the page shows it:
// a diagnostic keeps its fix only when awechec fix would apply it
// (fix.Prune), so that the page's button never makes the game worse.
func gameOf(r *validate.Report, l i18n.Lang) Game {
	g := r.Game
	start := g.SourceLine
	if start <= 0 {
		start = g.Start.Line
	}
	out := Game{
		Index: g.Index, Start: start,
		End:   start + bytes.Count(bytes.TrimRight(g.Source, "\r\n"), []byte{'\n'}),
		Title: render.TitleIn(r, g.Index, l), Valid: r.Valid, Variant: r.Variant.String(),
		Language: string(r.Lang), Result: r.Result,
		Diagnostics: make([]Diagnostic, 0, len(r.Diags)),
	}
	var lines notation.SourceLines
	if len(r.Diags) > 0 {
		lines = g.Lines()
	}
	fix.Prune(g, r.Diags) // in the report, for the Checker
	for _, d := range r.Diags {
		out.Diagnostics = append(out.Diagnostics, diagnosticOf(d, lines.Text(d.Line), l))
	}
	return out
}

// CheckJSON is Check as JSON, for the page.
func CheckJSON(src []byte, lang, name string) []byte {
	var c Checker
	return c.CheckJSON(src, lang, name)
}

// stepSources returns where each step's move stands in the source: line,
// byte column, length and byte offset (zeros for a step with no move of
// its own: the start, an Awélé game's end), for the main line and the
// variations alike.
func stepSources(steps []render.Step) [][4]int {
	at := make([][4]int, len(steps))
	for i := range steps {
		at[i][0], at[i][1], at[i][2], at[i][3] = steps[i].Written()
	}
	return at
}

// Replay replays game index (from 1) of src and returns, as JSON, the
// replayer's data for it (data: render.PageData), the board to draw it
// on (board: render.WritePageBoard of its first step, in the layout of the
// data), their words in lang ("fr"
// or "en"; else English; the moves stay as the record
// writes them), and where each step's move is written (at: line, byte
// column, length, byte offset). name is the text's name in the diagnostics, as for
// Check; the text is read as Check reads it (a PGN or OGN text too).
func Replay(src []byte, index int, lang, name string) ([]byte, error) {
	l := Lang(lang)
	g, err := replayGame(src, index, name)
	if err != nil {
		return nil, err
	}
	r := validate.Game(g, validate.Options{File: name})
	pg := render.NewPageGameIn(r, l)
	data, err := render.PageData([]render.PageGame{pg})
	if err != nil {
		return nil, err
	}
	// The board's frame and its words are in the language too: the
	// page swaps it in before it loads the data.
	var board bytes.Buffer
	first := &pg.Steps[0]
	if err := render.WritePageBoard(&board, first, render.SVGOptions{Caption: first.Label}); err != nil {
		return nil, err
	}
	out, err := json.Marshal(struct {
		Board string          `json:"board"`
		Data  json.RawMessage `json:"data"`
		At    [][4]int        `json:"at"`
	}{board.String(), data, stepSources(pg.Steps)})
	return out, err
}

// replayGame returns game index (from 1) of src, read as Check reads
// it: AGN, or a PGN or OGN text known by name or content read by
// record.Open, so that the game replayed is the game checked. In AGN the
// games before it are only split off, not parsed.
func replayGame(src []byte, index int, name string) (*notation.Game, error) {
	f := record.Detect(name, src)
	if f == record.AGN {
		return entryGame(src, index, name)
	}
	rd, err := record.Open(bytes.NewReader(src), name, f, record.Options{})
	if err != nil {
		return nil, err
	}
	return nth(rd.Next, index)
}

// LangArgs returns the command line args with the page's language lang
// ("fr" or "en") given as --lang after the command's name, so that the
// command speaks it (its messages, summaries and help); args unchanged
// when lang is neither.
func LangArgs(args []string, lang string) []string {
	if lang != "fr" && lang != "en" {
		return args
	}
	out := make([]string, 0, len(args)+1)
	if len(args) > 0 {
		out = append(out, args[0])
	}
	out = append(out, "--lang="+lang)
	if len(args) > 1 {
		out = append(out, args[1:]...)
	}
	return out
}

// NameStdin names the text the page hands a command as its standard input:
// "<stdin>" in what the command wrote (its diagnostics, file:line:col)
// becomes name; text unchanged when name is empty.
func NameStdin(text, name string) string {
	if name == "" {
		return text
	}
	return strings.ReplaceAll(text, "<stdin>", name)
}
