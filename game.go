package awechec

import (
	"io"
	"sync"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// Lang is a language the toolkit's messages (diagnostics, errors) are
// worded in: French or English. String returns "fr" or "en".
type Lang = i18n.Lang

// The languages of the messages.
const (
	French  Lang = i18n.French
	English Lang = i18n.English
)

// ParseLang reads a message language as a user names it: "fr", "en",
// "français", "english", or a locale such as "fr_FR.UTF-8"; ok is false
// for a language the toolkit does not speak.
func ParseLang(s string) (l Lang, ok bool) { return i18n.Parse(s) }

// Language is a notation language: the language of the piece letters,
// power colour letters and section keywords of a record (Cavalier = C in
// French, Knight = N in English). It is a string holding the language's
// ISO 639-1 code ("fr", "en", ...); "" when a record's letters leave it
// open.
type Language = notation.Language

// The notation languages.
const (
	FR Language = notation.French
	EN Language = notation.English
	DE Language = notation.German
	ES Language = notation.Spanish
	IT Language = notation.Italian
	NL Language = notation.Dutch
)

// ParseLanguage reads a notation language as a Language tag writes it: its
// code ("fr", "EN") or its name in English or in itself ("Français",
// "German", "Deutsch"), any case; ok is false for a language the toolkit
// has no letters for.
func ParseLanguage(s string) (l Language, ok bool) { return notation.ParseLanguage(s) }

// Game is one record read by a Reader. It keeps its replay once computed;
// Check and Replay may be called from several goroutines at once (the
// first call computes, the others wait for it).
type Game struct {
	// File is the name of the file it was read from ("" for standard
	// input), Format the file's format.
	File   string
	Format Format

	record *notation.Game // the record as written, with every place
	strict bool
	mu     sync.Mutex       // guards check and replay
	check  *validate.Report // Check's replay, without the trace
	replay *validate.Report // Replay's, with it
}

// Index returns the 1-based number of the game in its file.
func (g *Game) Index() int { return g.record.Index }

// Tag returns the value of the tag called name and whether the record has
// it.
func (g *Game) Tag(name string) (string, bool) { return g.record.Tag(name) }

// A Tag is one tag pair of a record: [Event "Club"] has the name Event and
// the value Club.
type Tag struct {
	Name, Value string
}

// Tags returns the record's tag pairs in the order they are written.
func (g *Game) Tags() []Tag {
	ts := make([]Tag, len(g.record.Tags))
	for i, t := range g.record.Tags {
		ts[i] = Tag{t.Name, t.Value}
	}
	return ts
}

// Language returns the notation language of the record's letters: its
// Language tag's, else the one its letters show; "" when they leave it
// open (Replay then chooses, see Report.Language).
func (g *Game) Language() Language { return g.record.Lang }

// Check replays the game through every rule and reports its defects,
// without the per-move trace (Report.Plies and the Awélé games' moves are
// empty, unless Replay ran before): what a checker needs, and faster. The
// result is computed once.
func (g *Game) Check() *Report {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.replay != nil {
		return newReport(g, g.replay)
	}
	if g.check == nil {
		g.check = validate.Game(g.record, validate.Options{File: g.File, Strict: g.strict, NoMoves: true})
	}
	return newReport(g, g.check)
}

// Replay replays the game through every rule and returns its defects with
// the whole trace: every chess half-move and its position, every Awélé
// move and its board, the queues of powers and who decided each one. The
// result is computed once.
func (g *Game) Replay() *Report {
	return newReport(g, g.replayed())
}

// replayed returns the full replay, computing it once.
func (g *Game) replayed() *validate.Report {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.replay == nil {
		g.replay = validate.Game(g.record, validate.Options{File: g.File, Strict: g.strict})
	}
	return g.replay
}

// Report is what the replay of a game found.
type Report struct {
	// Valid is true when no diagnostic is an error (nor a warning, for a
	// Reader made with Strict).
	Valid bool
	// Diagnostics are the defects found, in file order.
	Diagnostics []Diagnostic
	// Variant is the variant replayed.
	Variant Variant
	// Language is the notation language the replay read the letters in.
	Language Language
	// Result is "1-0", "0-1", "1/2-1/2" or "*".
	Result string
	// Termination is how the game ended.
	Termination Termination
	// Start and Final are the first and last chess positions replayed;
	// nil for an Awélé record.
	Start, Final *Position
	// Plies are the chess half-moves of the main line (empty for Check).
	Plies []Ply
	// Awele are the Awélé games of the main line, in order.
	Awele []AweleGame

	game *notation.Game
}

// Decider says who chose between a normal move and the null move on a
// half-move that consumed a power (RULES.md: the power's colour decides):
// NoDecider, Mover or Opponent; String gives "", "mover" or "opponent".
type Decider = validate.Decider

// Deciders.
const (
	NoDecider = validate.NoDecider // no power was consumed (in check, or none known)
	Mover     = validate.Mover     // the power is the mover's colour: the mover chose
	Opponent  = validate.Opponent  // the power is the opponent's: the opponent chose
)

// Ply is one chess half-move of the main line.
type Ply struct {
	// Index is the 1-based number of the half-move (null moves included),
	// MoveNumber the chess move number, Colour the side that moved.
	Index, MoveNumber int
	Colour            Colour
	// SAN is the move in the record's letters, English in English SAN
	// ("--" for the null move), UCI in UCI form ("0000" for the null move).
	SAN, English, UCI string
	// Null is true for the null move.
	Null bool
	// Position is the chess position after the half-move.
	Position Position
	// Power is the number of the power consumed (0: none), PowerColour its
	// colour, AweleGame the 1-based Awélé game whose queue gave it.
	Power       int
	PowerColour Colour
	AweleGame   int
	// Decider says who chose between a move and the null move.
	Decider Decider
	// Check and Mate describe the position after the half-move.
	Check, Mate bool
	// Line and Col place the move in the file.
	Line, Col int
}

// AweleGame is one Awélé game of the main line.
type AweleGame struct {
	// Index is its 1-based number in the record.
	Index int
	// Rules is the rule set it was played under.
	Rules AweleRules
	// CapturesOnly is true for a section that records capture events only
	// (no board: Start, Final and the moves' After are zero).
	CapturesOnly bool
	// Start and Final are the boards before the first move and after the
	// ending.
	Start, Final AwelePosition
	// Moves are its moves (or capture events), in order.
	Moves []AweleMove
	// Ending is how it ended.
	Ending AweleEnding
	// Score is the seeds captured by South and North at the end.
	Score [2]int
	// Queue is the queue of powers the game gave, in order: the colour
	// of power 1, 2, ...
	Queue []Colour
}

// AweleMove is one Awélé move, or one capture event of a captures-only
// section.
type AweleMove struct {
	// Hole is the hole sown, 0..11 as AwelePosition numbers them (-1 for
	// a capture event); Side the mover, or the captor of an event.
	Hole int
	Side Side
	// Captured is the seeds captured; Powers the powers that capture gave
	// (fewer under a handicap).
	Captured, Powers int
	// After is the position after the move.
	After AwelePosition
	// Line and Col place the move in the file.
	Line, Col int
}

// WriteDiagnostics writes the report's diagnostics on w as a compiler
// does, worded in l: "file:line:col: error: message [code]", then the
// source line and a caret under the defect.
func (r *Report) WriteDiagnostics(w io.Writer, l Lang) error {
	var lines notation.SourceLines
	if r.game != nil && len(r.Diagnostics) > 0 {
		lines = r.game.Lines()
	}
	for _, d := range r.Diagnostics {
		src := ""
		if r.game != nil {
			src = lines.Text(d.Line)
		}
		if err := diag.RenderIn(w, d.diag(), src, l); err != nil {
			return err
		}
	}
	return nil
}

// newReport turns validate's report into typed values.
func newReport(g *Game, v *validate.Report) *Report {
	r := &Report{
		Valid:       v.Valid,
		Diagnostics: diagnostics(v.Diags),
		Variant:     Variant(v.Variant.String()),
		Language:    v.Lang,
		Result:      v.Result,
		Termination: Termination(v.Termination),
		game:        g.record,
	}
	if v.Variant.HasChess() {
		r.Start, r.Final = chessPos(v.Start), chessPos(v.Final)
	}
	if len(v.Plies) > 0 {
		r.Plies = make([]Ply, len(v.Plies))
	}
	for i, p := range v.Plies {
		q := Ply{
			Index: p.Index, MoveNumber: p.MoveNumber,
			SAN: p.SAN, English: p.English, UCI: p.UCI, Null: p.Null,
			Power: p.Power, AweleGame: p.AweleGame,
			Check: p.Check, Mate: p.Mate,
			Line: p.Pos.Line, Col: p.Pos.Col,
		}
		q.Colour = p.Colour
		if p.Power > 0 {
			q.PowerColour = p.PowerColour
		}
		q.Decider = p.Decider
		q.Position = Position{p.After}
		r.Plies[i] = q
	}
	for _, a := range v.Awele {
		t := AweleGame{
			Index: a.Index, CapturesOnly: a.CapturesOnly, Ending: AweleEnding(a.Ending.String()),
			Score: a.Score, Queue: a.Queue,
		}
		t.Rules.r = a.Rules
		if a.Start != nil {
			t.Start = aweleOf(*a.Start)
		}
		if a.Final != nil {
			t.Final = aweleOf(*a.Final)
		}
		for _, m := range a.Moves {
			mv := AweleMove{Hole: m.Hole, Captured: m.Captured, Powers: m.Powers, After: aweleOf(m.After), Line: m.Pos.Line, Col: m.Pos.Col}
			mv.Side = m.Side
			t.Moves = append(t.Moves, mv)
		}
		r.Awele = append(r.Awele, t)
	}
	return r
}

// chessPos wraps a position of the trace; nil for none.
func chessPos(p *movegen.Position) *Position {
	if p == nil {
		return nil
	}
	return &Position{*p}
}
