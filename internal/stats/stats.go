// Package stats sums up collections of game records from their validation
// reports: how many games are valid, which diagnostics the others carry,
// results and how games ended, Awélé games and powers per game, null moves
// and who decided them, lengths, and the same by language, rule set and
// variant (docs/STATS.md).
//
// A Row is what one game contributes; it is small, so a batch run can turn
// each report into a Row on the worker that validated it and drop the
// report. A Summary adds Rows up; adding is commutative and Merge joins
// summaries made apart, so the order of the games does not matter.
package stats

import (
	"slices"
	"sort"
	"strconv"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// Row is one game's line of a per-game table.
type Row struct {
	// File is the file the game comes from, as the caller names it
	// (awechec stats writes "-" for standard input), Game its 1-based
	// number in the file and Line the line it starts on.
	File string `json:"file"`
	Game int    `json:"game"`
	Line int    `json:"line"`
	// Variant, Language and Rules say what was replayed: Rules is the
	// Awélé rule set of the first Awélé game ("" when there is none),
	// Language "" when the reader could not decide it.
	Variant  string `json:"variant"`
	Language string `json:"language"`
	Rules    string `json:"rules"`
	// Valid is the validator's verdict; Errors and Warnings count the
	// diagnostics by severity, Diagnostics all of them, and Codes lists the
	// distinct codes in the order they first appear.
	Valid       bool     `json:"valid"`
	Errors      int      `json:"errors"`
	Warnings    int      `json:"warnings"`
	Diagnostics int      `json:"diagnostics"`
	Codes       []string `json:"codes"`
	// Result and Termination are the report's.
	Result      string `json:"result"`
	Termination string `json:"termination"`
	// AweleGames is the number of Awélé games, AweleMoves their moves (or
	// capture events), AweleEndings how each ended, in order.
	AweleGames   int      `json:"awele_games"`
	AweleMoves   int      `json:"awele_moves"`
	AweleEndings []string `json:"awele_endings"`
	// PowersW and PowersB are the powers the Awélé games gave each colour;
	// PowersUsed the powers the chess half-moves consumed.
	PowersW    int `json:"powers_w"`
	PowersB    int `json:"powers_b"`
	PowersUsed int `json:"powers_used"`
	// Plies is the number of chess half-moves, null moves included;
	// Checks the half-moves that give check.
	Plies  int `json:"plies"`
	Checks int `json:"checks"`
	// NullMoves is the number of null moves; NullMover those the mover
	// chose (the power was his own), NullOpponent those the opponent
	// imposed (the power was the opponent's).
	NullMoves    int `json:"null_moves"`
	NullMover    int `json:"null_mover"`
	NullOpponent int `json:"null_opponent"`
	// DecidedMover and DecidedOpponent count the powered half-moves whose
	// choice (normal or null) fell to the mover and to the opponent.
	DecidedMover    int `json:"decided_mover"`
	DecidedOpponent int `json:"decided_opponent"`
	// Bytes is the size of the game's text.
	Bytes int `json:"bytes"`
	// SeedsS and SeedsN are the seeds South and North captured in a
	// standalone Awélé record ([Variant "Awele"]), whose seeds give no
	// powers: its final score.
	SeedsS int `json:"seeds_s"`
	SeedsN int `json:"seeds_n"`
	// ECO and Opening name the chess game's opening by position
	// (package eco; "" when the table has none of its positions). The
	// caller fills them in: they need the boards.
	ECO     string `json:"eco"`
	Opening string `json:"opening"`
}

// FromReport makes the row of one validated game read from file.
func FromReport(file string, r *validate.Report) Row {
	row := Row{
		File:        file,
		Variant:     r.Variant.String(),
		Language:    string(r.Lang),
		Valid:       r.Valid,
		Codes:       []string{},
		Result:      r.Result,
		Termination: string(r.Termination),
		AweleGames:  len(r.Awele),
	}
	if g := r.Game; g != nil {
		row.Game, row.Line, row.Bytes = g.Index, g.Start.Line, len(g.Source)
	}
	row.countDiags(r.Diags)
	row.AweleEndings = make([]string, 0, len(r.Awele))
	for i := range r.Awele {
		t := &r.Awele[i]
		if i == 0 {
			row.Rules = t.Rules.String()
		}
		row.AweleMoves += len(t.Moves)
		row.AweleEndings = append(row.AweleEndings, t.Ending.String())
	}
	if r.Variant == notation.Awele {
		// Seeds, not powers: the record has no chess game to feed.
		for i := range r.Awele {
			row.SeedsS += r.Awele[i].Score[0]
			row.SeedsN += r.Awele[i].Score[1]
		}
	}
	for _, q := range r.Queues {
		if r.Variant == notation.Awele {
			break
		}
		for _, c := range q {
			if c == movegen.Black {
				row.PowersB++
			} else {
				row.PowersW++
			}
		}
	}
	row.Plies = len(r.Plies)
	for i := range r.Plies {
		p := &r.Plies[i]
		if p.Power > 0 {
			row.PowersUsed++
		}
		if p.Check {
			row.Checks++
		}
		switch p.Decider {
		case validate.Mover:
			row.DecidedMover++
		case validate.Opponent:
			row.DecidedOpponent++
		}
		if p.Null {
			row.NullMoves++
			switch p.Decider {
			case validate.Mover:
				row.NullMover++
			case validate.Opponent:
				row.NullOpponent++
			}
		}
	}
	return row
}

// FromGame makes the row of a game read from file but not replayed: only
// what the reader knows (where the game is, its language, result and
// reading diagnostics). Valid means the reader found no error.
func FromGame(file string, g *notation.Game) Row {
	row := Row{File: file, Game: g.Index, Line: g.Start.Line, Language: string(g.Lang),
		Result: g.Result.Text, Bytes: len(g.Source), Codes: []string{}}
	row.countDiags(g.Diags)
	row.Valid = row.Errors == 0
	return row
}

// countDiags counts diagnostics by severity and lists their distinct codes.
func (row *Row) countDiags(ds diag.List) {
	row.Diagnostics = len(ds)
	for _, d := range ds {
		switch d.Severity {
		case diag.Error:
			row.Errors++
		case diag.Warning:
			row.Warnings++
		}
		if !slices.Contains(row.Codes, d.Code) {
			row.Codes = append(row.Codes, d.Code)
		}
	}
}

// Colours counts powers by colour.
type Colours struct {
	W int `json:"W"`
	B int `json:"B"`
}

// Deciders counts null moves by who decided them: the mover or the
// opponent, by the colour of the power consumed; Unknown are null moves
// without a known power.
type Deciders struct {
	Mover    int `json:"mover"`
	Opponent int `json:"opponent"`
	Unknown  int `json:"unknown"`
}

// Decisions counts the powered half-moves by who decided between a normal
// move and the null move.
type Decisions struct {
	Mover    int `json:"mover"`
	Opponent int `json:"opponent"`
}

// Group is the share of one language, rule set or variant.
type Group struct {
	Games   int `json:"games"`
	Valid   int `json:"valid"`
	Invalid int `json:"invalid"`
	Plies   int `json:"plies"`
}

// Averages are per-game means (0 for an empty summary) and shares.
type Averages struct {
	// Plies, AweleGames, AweleMoves and Powers are means over every game.
	Plies      float64 `json:"plies"`
	AweleGames float64 `json:"awele_games"`
	AweleMoves float64 `json:"awele_moves"`
	Powers     float64 `json:"powers"`
	// NullShare is null moves over chess half-moves; NullWhenMover and
	// NullWhenOpponent are the share of null moves among the decisions
	// that fell to the mover and to the opponent.
	NullShare        float64 `json:"null_share"`
	NullWhenMover    float64 `json:"null_when_mover"`
	NullWhenOpponent float64 `json:"null_when_opponent"`
}

// Summary adds up the rows of a collection. Its JSON form is documented in
// docs/STATS.md; every map is keyed by a name and written sorted.
type Summary struct {
	Games        int `json:"games"`
	Valid        int `json:"valid"`
	Invalid      int `json:"invalid"`
	WithErrors   int `json:"with_errors"`
	WithWarnings int `json:"with_warnings"`
	// Diagnostics counts every diagnostic; ByCode counts, for each code,
	// the games in which it appears (once per game).
	Diagnostics  int            `json:"diagnostics"`
	ByCode       map[string]int `json:"by_code"`
	Results      map[string]int `json:"results"`
	Terminations map[string]int `json:"terminations"`
	// AweleGames is the number of Awélé games in all; AweleGamesPerGame
	// counts the games by their number of Awélé games (key "3": games with
	// three); AweleEndings counts the Awélé games by how they ended.
	AweleGames        int            `json:"awele_games"`
	AweleGamesPerGame map[string]int `json:"awele_games_per_game"`
	AweleEndings      map[string]int `json:"awele_endings"`
	AweleMoves        int            `json:"awele_moves"`
	// Powers are the powers given by the Awélé games, by colour;
	// PowersUsed those the chess half-moves consumed.
	Powers     Colours `json:"powers"`
	PowersUsed int     `json:"powers_used"`
	// Seeds are the seeds captured in standalone Awélé records, which give
	// no powers.
	Seeds Seeds `json:"seeds"`
	// Plies counts chess half-moves, null moves included.
	Plies  int `json:"plies"`
	Checks int `json:"checks"`
	// NullMoves counts the null moves by who decided them; Decisions the
	// powered half-moves by who decided them.
	NullMoves Deciders  `json:"null_moves"`
	Decisions Decisions `json:"decisions"`
	Averages  Averages  `json:"averages"`
	// Bytes is the size of the games' text.
	Bytes      int64            `json:"bytes"`
	ByLanguage map[string]Group `json:"by_language"`
	ByRules    map[string]Group `json:"by_rules"`
	ByVariant  map[string]Group `json:"by_variant"`

	nulls int // every null move, for the averages
}

// Seeds counts the seeds South and North captured.
type Seeds struct {
	South int `json:"south"`
	North int `json:"north"`
}

// New returns an empty summary.
func New() *Summary {
	return &Summary{
		ByCode: map[string]int{}, Results: map[string]int{}, Terminations: map[string]int{},
		AweleGamesPerGame: map[string]int{}, AweleEndings: map[string]int{},
		ByLanguage: map[string]Group{}, ByRules: map[string]Group{}, ByVariant: map[string]Group{},
	}
}

// Unknown is the key of a language or rule set that a game does not have.
const Unknown = "none"

func keyOr(s string) string {
	if s == "" {
		return Unknown
	}
	return s
}

// Add counts one game.
func (s *Summary) Add(r Row) {
	s.Games++
	if r.Valid {
		s.Valid++
	} else {
		s.Invalid++
	}
	if r.Errors > 0 {
		s.WithErrors++
	} else if r.Warnings > 0 {
		s.WithWarnings++
	}
	s.Diagnostics += r.Diagnostics
	for _, c := range r.Codes {
		s.ByCode[c]++
	}
	s.Results[keyOr(r.Result)]++
	s.Terminations[keyOr(r.Termination)]++
	s.AweleGames += r.AweleGames
	s.AweleGamesPerGame[strconv.Itoa(r.AweleGames)]++
	for _, e := range r.AweleEndings {
		s.AweleEndings[keyOr(e)]++
	}
	s.AweleMoves += r.AweleMoves
	s.Seeds.South += r.SeedsS
	s.Seeds.North += r.SeedsN
	s.Powers.W += r.PowersW
	s.Powers.B += r.PowersB
	s.PowersUsed += r.PowersUsed
	s.Plies += r.Plies
	s.Checks += r.Checks
	s.nulls += r.NullMoves
	s.NullMoves.Mover += r.NullMover
	s.NullMoves.Opponent += r.NullOpponent
	s.NullMoves.Unknown += r.NullMoves - r.NullMover - r.NullOpponent
	s.Decisions.Mover += r.DecidedMover
	s.Decisions.Opponent += r.DecidedOpponent
	s.Bytes += int64(r.Bytes)
	group := func(m map[string]Group, k string) {
		g := m[keyOr(k)]
		g.Games++
		if r.Valid {
			g.Valid++
		} else {
			g.Invalid++
		}
		g.Plies += r.Plies
		m[keyOr(k)] = g
	}
	group(s.ByLanguage, r.Language)
	group(s.ByRules, r.Rules)
	group(s.ByVariant, r.Variant)
	s.average()
}

// Merge adds every count of o to s.
func (s *Summary) Merge(o *Summary) {
	s.Games += o.Games
	s.Valid += o.Valid
	s.Invalid += o.Invalid
	s.WithErrors += o.WithErrors
	s.WithWarnings += o.WithWarnings
	s.Diagnostics += o.Diagnostics
	addMap(s.ByCode, o.ByCode)
	addMap(s.Results, o.Results)
	addMap(s.Terminations, o.Terminations)
	s.AweleGames += o.AweleGames
	addMap(s.AweleGamesPerGame, o.AweleGamesPerGame)
	addMap(s.AweleEndings, o.AweleEndings)
	s.AweleMoves += o.AweleMoves
	s.Seeds.South += o.Seeds.South
	s.Seeds.North += o.Seeds.North
	s.Powers.W += o.Powers.W
	s.Powers.B += o.Powers.B
	s.PowersUsed += o.PowersUsed
	s.Plies += o.Plies
	s.Checks += o.Checks
	s.nulls += o.nulls
	s.NullMoves.Mover += o.NullMoves.Mover
	s.NullMoves.Opponent += o.NullMoves.Opponent
	s.NullMoves.Unknown += o.NullMoves.Unknown
	s.Decisions.Mover += o.Decisions.Mover
	s.Decisions.Opponent += o.Decisions.Opponent
	s.Bytes += o.Bytes
	for _, m := range [][2]map[string]Group{{s.ByLanguage, o.ByLanguage}, {s.ByRules, o.ByRules}, {s.ByVariant, o.ByVariant}} {
		for k, g := range m[1] {
			a := m[0][k]
			a.Games += g.Games
			a.Valid += g.Valid
			a.Invalid += g.Invalid
			a.Plies += g.Plies
			m[0][k] = a
		}
	}
	s.average()
}

func addMap(dst, src map[string]int) {
	for k, v := range src {
		dst[k] += v
	}
}

// average recomputes the averages from the counts.
func (s *Summary) average() {
	div := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	s.Averages = Averages{
		Plies:            div(s.Plies, s.Games),
		AweleGames:       div(s.AweleGames, s.Games),
		AweleMoves:       div(s.AweleMoves, s.Games),
		Powers:           div(s.Powers.W+s.Powers.B, s.Games),
		NullShare:        div(s.nulls, s.Plies),
		NullWhenMover:    div(s.NullMoves.Mover, s.Decisions.Mover),
		NullWhenOpponent: div(s.NullMoves.Opponent, s.Decisions.Opponent),
	}
}

// sortedKeys returns the keys of m in increasing order (numeric keys by
// value, as in awele_games_per_game).
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if len(a) != len(b) && isNumber(a) && isNumber(b) {
			return len(a) < len(b)
		}
		return a < b
	})
	return keys
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
