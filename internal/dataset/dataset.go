// Package dataset turns validated games into rows of tables that databases
// read (DuckDB, pandas, Spark): one row per game, every tag a column, and
// one row per move, chess half-moves and Awélé moves in the order of the
// record; it writes them as CSV or Parquet.
package dataset

import (
	"cmp"
	"slices"
	"strings"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// Kind is the type of a column.
type Kind uint8

// Kinds of column.
const (
	String Kind = iota
	Int
	Bool
)

// Column is a column of a table; Optional columns may hold no value
// (NULL: a tag a game does not have, an unknown Elo).
type Column struct {
	Name     string
	Kind     Kind
	Optional bool
}

// Cell is a value of a row; Null for no value.
type Cell struct {
	S    string
	I    int64
	B    bool
	Null bool
}

// Str makes a string cell.
func Str(s string) Cell { return Cell{S: s} }

// Num makes a number cell.
func Num(n int) Cell { return Cell{I: int64(n)} }

// Flag makes a boolean cell.
func Flag(b bool) Cell { return Cell{B: b} }

// NullCell makes a cell with no value.
func NullCell() Cell { return Cell{Null: true} }

func numOrNull(n int, ok bool) Cell {
	if !ok {
		return NullCell()
	}
	return Num(n)
}
func strOrNull(s string) Cell {
	if s == "" {
		return NullCell()
	}
	return Str(s)
}

// Game is a game's row: what the replay says of it and its tags.
type Game struct {
	File        string         `json:"file"`
	Game        int            `json:"game"`
	Line        int            `json:"line"`
	Valid       bool           `json:"valid"`
	Errors      int            `json:"errors"`
	Warnings    int            `json:"warnings"`
	Codes       string         `json:"codes"`
	Variant     string         `json:"variant"`
	Result      string         `json:"result"`
	Termination string         `json:"termination"`
	Plies       int            `json:"plies"`
	NullMoves   int            `json:"null_moves"`
	AweleGames  int            `json:"awele_games"`
	ECO         string         `json:"eco"`
	Opening     string         `json:"opening"`
	Variation   string         `json:"variation"`
	Year        int            `json:"year"`
	WhiteElo    int            `json:"white_elo"`
	BlackElo    int            `json:"black_elo"`
	FEN         string         `json:"fen"`
	Tags        []notation.Tag `json:"tags"`
}

// GameColumns returns the columns of the games table that every game has,
// in order (a new slice on each call); the tags' columns follow
// (GameTable).
func GameColumns() []Column { return slices.Clone(gameColumns) }

// gameColumns are the columns of the games table that every game has, in
// order; the tags' columns follow (GameTable). Their names are lower case
// with an underscore, so that none is a tag's: DuckDB's names ignore case,
// and "result" would be the Result tag's.
var gameColumns = []Column{
	{"file", String, false}, {"game", Int, false}, {"line", Int, false},
	{"valid", Bool, false}, {"errors", Int, false}, {"warnings", Int, false}, {"codes", String, false},
	{"replay_variant", String, false}, {"replay_result", String, false}, {"replay_termination", String, false},
	{"plies", Int, false}, {"null_moves", Int, false}, {"awele_games", Int, false},
	{"eco_code", String, true}, {"eco_opening", String, true}, {"eco_variation", String, true},
	{"year", Int, true}, {"white_elo", Int, true}, {"black_elo", Int, true}, {"final_fen", String, true},
}

// GameOf makes a game's row from its report (boards traced: the opening
// is named by position). file names the game's file.
func GameOf(file string, r *validate.Report) Game {
	g := Game{File: file, Valid: r.Valid, Variant: r.Variant.String(), Result: r.Result,
		Termination: string(r.Termination), Plies: len(r.Plies), AweleGames: len(r.Awele)}
	var codes []string
	for _, d := range r.Diags {
		switch d.Severity.String() {
		case "error":
			g.Errors++
		case "warning":
			g.Warnings++
		}
		if !slices.Contains(codes, d.Code) {
			codes = append(codes, d.Code)
		}
	}
	g.Codes = strings.Join(codes, " ")
	for i := range r.Plies {
		if r.Plies[i].Null {
			g.NullMoves++
		}
	}
	if o, ok := eco.Lichess().Classify(r); ok {
		g.ECO, g.Opening, g.Variation = o.ECO, o.Family(), o.Variation()
	}
	if r.Final != nil {
		g.FEN = r.Final.FEN()
	}
	if gm := r.Game; gm != nil {
		g.Game, g.Line, g.Tags = gm.Index, gm.Start.Line, gm.Tags
		g.Year, _ = archive.GameYear(gm)
		g.WhiteElo, _ = archive.TagNumber(gm, "WhiteElo")
		g.BlackElo, _ = archive.TagNumber(gm, "BlackElo")
	}
	return g
}

// Cells are the row's values for the fixed columns (GameColumns).
func (g *Game) Cells() []Cell {
	return []Cell{
		Str(g.File), Num(g.Game), Num(g.Line), Flag(g.Valid), Num(g.Errors), Num(g.Warnings), Str(g.Codes),
		Str(g.Variant), Str(g.Result), Str(g.Termination), Num(g.Plies), Num(g.NullMoves), Num(g.AweleGames),
		strOrNull(g.ECO), strOrNull(g.Opening), strOrNull(g.Variation),
		numOrNull(g.Year, g.Year > 0), numOrNull(g.WhiteElo, g.WhiteElo > 0), numOrNull(g.BlackElo, g.BlackElo > 0), strOrNull(g.FEN),
	}
}

// Tags gathers the tag columns of a games table: each tag name once, in
// the order first met, a name differing from one already met only by its
// case (DuckDB's names ignore case) merged into it, and a tag named as a
// fixed column ("plies") given the prefix "tag_".
type Tags struct {
	Names []string
	index map[string]int // lower-case name -> column
}

// Add counts the names of a game's tags.
func (t *Tags) Add(tags []notation.Tag) {
	if t.index == nil {
		t.index = map[string]int{}
		for _, c := range gameColumns {
			t.index[c.Name] = -1
		}
	}
	for _, tg := range tags {
		k := strings.ToLower(tg.Name)
		if i, ok := t.index[k]; ok && i >= 0 {
			continue
		} else if ok {
			k = "tag_" + k
			if _, ok := t.index[k]; ok {
				continue
			}
			t.index[k] = len(t.Names)
			t.Names = append(t.Names, "tag_"+tg.Name)
			continue
		}
		t.index[k] = len(t.Names)
		t.Names = append(t.Names, tg.Name)
	}
}

// Columns are the games table's columns: the fixed ones, then the tags'.
func (t *Tags) Columns() []Column {
	cols := slices.Clone(gameColumns)
	for _, n := range t.Names {
		cols = append(cols, Column{Name: n, Kind: String, Optional: true})
	}
	return cols
}

// Row is a game's whole row: the fixed cells, then one per tag column
// (the first value of the tags that fall in it; NULL when none).
func (t *Tags) Row(g *Game) []Cell {
	row := g.Cells()
	tags := make([]Cell, len(t.Names))
	set := make([]bool, len(t.Names))
	for i := range tags {
		tags[i] = NullCell()
	}
	for _, tg := range g.Tags {
		k := strings.ToLower(tg.Name)
		i, ok := t.index[k]
		if ok && i < 0 {
			i, ok = t.index["tag_"+k]
		}
		if ok && i >= 0 && !set[i] {
			tags[i], set[i] = Str(tg.Value), true
		}
	}
	return append(row, tags...)
}

// MoveColumns returns the columns of the moves table (a new slice on each
// call).
func MoveColumns() []Column { return slices.Clone(moveColumns) }

// moveColumns are the columns of the moves table. A row is a chess
// half-move (kind "chess") or an Awélé move (kind "awele"), in the order
// of the record (seq, from 1 in each game).
var moveColumns = []Column{
	{"file", String, false}, {"game", Int, false}, {"seq", Int, false}, {"kind", String, false},
	// Chess half-moves.
	{"ply", Int, true}, {"move_number", Int, true}, {"colour", String, true}, {"san", String, true},
	{"uci", String, true}, {"null_move", Bool, true}, {"power", Int, true}, {"power_colour", String, true},
	{"decider", String, true}, {"check", Bool, true}, {"mate", Bool, true}, {"fen", String, true},
	// Awélé moves.
	{"awele_game", Int, true}, {"awele_ply", Int, true}, {"side", String, true}, {"hole", String, true},
	{"captured", Int, true},
}

// Moves are the rows of a game's moves (boards traced), in the order of
// the record.
func Moves(file string, r *validate.Report) [][]Cell {
	type at struct {
		offset int
		row    []Cell
	}
	var rows []at
	index := 0
	if r.Game != nil {
		index = r.Game.Index
	}
	null := NullCell()
	for i := range r.Plies {
		p := &r.Plies[i]
		san := p.English
		colour := "w"
		if p.Colour == movegen.Black {
			colour = "b"
		}
		pw, pc := NullCell(), NullCell()
		if p.Power > 0 {
			pw, pc = Num(p.Power), Str(string(power.Letter(p.PowerColour)))
		}
		rows = append(rows, at{p.Pos.Offset, []Cell{
			Str(file), Num(index), null, Str("chess"),
			Num(p.Index), Num(p.MoveNumber), Str(colour), Str(san), Str(p.UCI), Flag(p.Null), pw, pc,
			strOrNull(p.Decider.String()), Flag(p.Check), Flag(p.Mate), Str(p.After.FEN()),
			null, null, null, null, null,
		}})
	}
	for _, ag := range r.Awele {
		for _, m := range ag.Moves {
			hole := NullCell()
			if m.Hole >= 0 {
				hole = Str(string(awele.HoleLetter(m.Hole, awele.SouthUpper)))
			}
			rows = append(rows, at{m.Pos.Offset, []Cell{
				Str(file), Num(index), null, Str("awele"),
				null, null, null, null, null, null, null, null, null, null, null, null,
				Num(ag.Index), Num(m.Ply), Str(m.Side.String()), hole, Num(m.Captured),
			}})
		}
	}
	slices.SortStableFunc(rows, func(a, b at) int { return cmp.Compare(a.offset, b.offset) })
	out := make([][]Cell, len(rows))
	for i, r := range rows {
		r.row[2] = Num(i + 1)
		out[i] = r.row
	}
	return out
}
