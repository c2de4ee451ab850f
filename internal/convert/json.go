package convert

import (
	"encoding/json"
	"github.com/awechec/awechec/internal/i18n"
	"io"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// JSONGame is one game of the JSON export (docs/EXPORT.md, schema in
// docs/schema/export.schema.json): the record's tags and what the replay
// knows of it.
type JSONGame struct {
	File        string           `json:"file"`
	Game        int              `json:"game"`
	Line        int              `json:"line"`
	Tags        []JSONTag        `json:"tags"`
	Variant     string           `json:"variant"`
	Language    string           `json:"language"`
	Valid       bool             `json:"valid"`
	Result      string           `json:"result"`
	Termination string           `json:"termination"`
	StartFEN    string           `json:"start_fen"`
	FEN         string           `json:"fen"`
	Awele       []JSONAweleGame  `json:"awele"`
	Plies       []JSONPly        `json:"plies"`
	Diagnostics []JSONDiagnostic `json:"diagnostics"`
}

// JSONTag is one tag pair, in the record's order.
type JSONTag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// JSONAweleGame is one Awélé game of the main line.
type JSONAweleGame struct {
	Index int    `json:"index"`
	Rules string `json:"rules"`
	Case  string `json:"case"`
	// Start and Final are positions in Aualé's OGN form; "" for a
	// captures-only section.
	Start        string          `json:"start"`
	CapturesOnly bool            `json:"captures_only"`
	Moves        []JSONAweleMove `json:"moves"`
	Ending       string          `json:"ending"`
	Collector    string          `json:"collector"`
	Collected    int             `json:"collected"`
	Shared       [2]int          `json:"shared"`
	Removed      int             `json:"removed"`
	Score        [2]int          `json:"score"`
	Final        string          `json:"final"`
	// Queue is the powers the game gave, W for White and B for Black.
	Queue string `json:"queue"`
}

// JSONAweleMove is one Awélé move (or capture event) with the board after it.
type JSONAweleMove struct {
	Ply      int    `json:"ply"`
	Hole     int    `json:"hole"`
	Letter   string `json:"letter"`
	Side     string `json:"side"`
	Captured int    `json:"captured"`
	Powers   int    `json:"powers"`
	After    string `json:"after"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
}

// JSONPly is one chess half-move of the main line.
type JSONPly struct {
	Index      int    `json:"index"`
	MoveNumber int    `json:"move_number"`
	Colour     string `json:"colour"`
	// SAN is the move as the record writes it (its language), English the
	// move in English SAN ("--" for the null move).
	SAN     string     `json:"san"`
	English string     `json:"english"`
	UCI     string     `json:"uci"`
	Null    bool       `json:"null"`
	FEN     string     `json:"fen"`
	Power   *JSONPower `json:"power"`
	// Decider is "mover" or "opponent" ("" without a power), DecidedBy
	// the side that decided: "white", "black" or "".
	Decider   string `json:"decider"`
	DecidedBy string `json:"decided_by"`
	Check     bool   `json:"check"`
	Mate      bool   `json:"mate"`
	Line      int    `json:"line"`
	Col       int    `json:"col"`
}

// JSONPower is the power a half-move consumed.
type JSONPower struct {
	Number int `json:"number"`
	// Colour is W or B; Letter the colour letter in the record's language;
	// Owner "white" or "black".
	Colour       string `json:"colour"`
	Letter       string `json:"letter"`
	Owner        string `json:"owner"`
	AweleGame    int    `json:"awele_game"`
	Written      bool   `json:"written"`
	ColourFilled bool   `json:"colour_filled"`
}

// JSONDiagnostic is one diagnostic of the reader or the replay, in the
// one JSON form of the toolkit's diagnostics (diag.JSON).
type JSONDiagnostic = diag.JSON

// ExportJSON builds the JSON export of one validated game; file names its
// source ("" for standard input).
func ExportJSON(file string, r *validate.Report) JSONGame {
	return ExportJSONIn(file, r, i18n.English)
}

// ExportJSONIn is ExportJSON with the diagnostics' messages in language
// l.
func ExportJSONIn(file string, r *validate.Report, l i18n.Lang) JSONGame {
	g := r.Game
	out := JSONGame{
		File: file, Variant: r.Variant.String(), Language: string(r.Lang), Valid: r.Valid,
		Result: r.Result, Termination: string(r.Termination), StartFEN: r.StartFEN(), FEN: r.FEN(),
		Tags: []JSONTag{}, Awele: []JSONAweleGame{}, Plies: []JSONPly{}, Diagnostics: r.Diags.JSONIn(l),
	}
	if g != nil {
		out.Game, out.Line = g.Index, g.Start.Line
		for _, t := range g.Tags {
			out.Tags = append(out.Tags, JSONTag{t.Name, t.Value})
		}
	}
	for _, a := range r.Awele {
		ja := JSONAweleGame{
			Index: a.Index, Rules: a.Rules.String(), Case: a.Case.String(), Start: a.StartOGN(), CapturesOnly: a.CapturesOnly,
			Moves: []JSONAweleMove{}, Ending: a.Ending.String(), Collector: a.CollectorLetter(), Collected: a.Collected,
			Shared: a.Shared, Removed: a.Removed, Score: a.Score, Final: a.FinalOGN(), Queue: power.Letters(a.Queue),
		}
		for _, m := range a.Moves {
			ja.Moves = append(ja.Moves, JSONAweleMove{
				Ply: m.Ply, Hole: m.Hole, Letter: m.Letter, Side: m.Side.String(), Captured: m.Captured,
				Powers: m.Powers, After: m.AfterOGN(), Line: m.Pos.Line, Col: m.Pos.Col,
			})
		}
		out.Awele = append(out.Awele, ja)
	}
	letters := colourLetters(r.Lang)
	for _, p := range r.Plies {
		jp := JSONPly{
			Index: p.Index, MoveNumber: p.MoveNumber, Colour: turnLetter(p.Colour), SAN: p.SAN, English: p.English,
			UCI: p.UCI, Null: p.Null, FEN: p.FEN(), Decider: p.Decider.String(), Check: p.Check, Mate: p.Mate,
			Line: p.Pos.Line, Col: p.Pos.Col,
		}
		if p.Power > 0 {
			owner := "black"
			if p.PowerColour == movegen.White {
				owner = "white"
			}
			jp.Power = &JSONPower{
				Number: p.Power, Colour: p.PowerLetter(), Letter: string(letters.letter(p.PowerColour)),
				Owner: owner, AweleGame: p.AweleGame, Written: p.PowerWritten, ColourFilled: p.ColourFilled,
			}
			jp.DecidedBy = decidedBy(p)
		}
		out.Plies = append(out.Plies, jp)
	}
	return out
}

// decidedBy names the side that chose between a normal move and the null
// move: the power's owner.
func decidedBy(p validate.Ply) string {
	switch {
	case p.Decider == validate.NoDecider:
		return ""
	case p.PowerColour == movegen.White:
		return "white"
	}
	return "black"
}

// turnLetter writes a side to move as FEN does: "w" or "b".
func turnLetter(c movegen.Color) string {
	if c == movegen.Black {
		return "b"
	}
	return "w"
}

// colourSet is a pair of power colour letters.
type colourSet struct{ white, black byte }

func (c colourSet) letter(colour movegen.Color) byte {
	if colour == movegen.White {
		return c.white
	}
	return c.black
}

// colourLetters returns the power letters a language writes: its own, or
// English W and B.
func colourLetters(l notation.Language) colourSet {
	t, ok := notation.Table(l)
	if !ok || t.White == 0 {
		return colourSet{'W', 'B'}
	}
	return colourSet{t.White, t.Black}
}

// WriteJSON writes the JSON export of one validated game as one line.
func WriteJSON(w io.Writer, file string, r *validate.Report) error {
	return WriteJSONIn(w, file, r, i18n.English)
}

// WriteJSONIn is WriteJSON with the diagnostics' messages in language l.
func WriteJSONIn(w io.Writer, file string, r *validate.Report, l i18n.Lang) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(ExportJSONIn(file, r, l))
}
