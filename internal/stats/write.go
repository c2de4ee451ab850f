package stats

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/table"
	"io"
	"slices"
	"strconv"
	"strings"
)

// WriteJSON writes the summary as one indented JSON object and a newline.
func (s *Summary) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// record is one line of the summary's long form: a metric, a key within it
// ("" for a plain count) and a value.
type record struct{ metric, key, value string }

// records lists the summary in the long form the text and CSV outputs share.
func (s *Summary) records() []record {
	var out []record
	num := func(metric, key string, v int) { out = append(out, record{metric, key, strconv.Itoa(v)}) }
	frac := func(metric, key string, v float64) {
		out = append(out, record{metric, key, strconv.FormatFloat(v, 'f', 3, 64)})
	}
	counts := func(metric string, m map[string]int) {
		for _, k := range sortedKeys(m) {
			num(metric, k, m[k])
		}
	}
	groups := func(metric string, m map[string]Group) {
		for _, k := range sortedKeys(m) {
			g := m[k]
			num(metric, k+"/games", g.Games)
			num(metric, k+"/valid", g.Valid)
			num(metric, k+"/invalid", g.Invalid)
			num(metric, k+"/plies", g.Plies)
		}
	}
	num("games", "", s.Games)
	num("valid", "", s.Valid)
	num("invalid", "", s.Invalid)
	num("with_errors", "", s.WithErrors)
	num("with_warnings", "", s.WithWarnings)
	num("diagnostics", "", s.Diagnostics)
	counts("by_code", s.ByCode)
	counts("results", s.Results)
	counts("terminations", s.Terminations)
	num("awele_games", "", s.AweleGames)
	counts("awele_games_per_game", s.AweleGamesPerGame)
	counts("awele_endings", s.AweleEndings)
	num("awele_moves", "", s.AweleMoves)
	num("powers", "W", s.Powers.W)
	num("powers", "B", s.Powers.B)
	num("powers_used", "", s.PowersUsed)
	num("seeds", "south", s.Seeds.South)
	num("seeds", "north", s.Seeds.North)
	num("plies", "", s.Plies)
	num("checks", "", s.Checks)
	num("null_moves", "mover", s.NullMoves.Mover)
	num("null_moves", "opponent", s.NullMoves.Opponent)
	num("null_moves", "unknown", s.NullMoves.Unknown)
	num("decisions", "mover", s.Decisions.Mover)
	num("decisions", "opponent", s.Decisions.Opponent)
	frac("averages", "plies", s.Averages.Plies)
	frac("averages", "awele_games", s.Averages.AweleGames)
	frac("averages", "awele_moves", s.Averages.AweleMoves)
	frac("averages", "powers", s.Averages.Powers)
	frac("averages", "null_share", s.Averages.NullShare)
	frac("averages", "null_when_mover", s.Averages.NullWhenMover)
	frac("averages", "null_when_opponent", s.Averages.NullWhenOpponent)
	out = append(out, record{"bytes", "", strconv.FormatInt(s.Bytes, 10)})
	groups("by_language", s.ByLanguage)
	groups("by_rules", s.ByRules)
	groups("by_variant", s.ByVariant)
	return out
}

// WriteCSV writes the summary in long form: a header "metric,key,value",
// then one line per count (docs/STATS.md).
func (s *Summary) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"metric", "key", "value"})
	for _, r := range s.records() {
		cw.Write([]string{r.metric, r.key, r.value})
	}
	cw.Flush()
	return cw.Error()
}

// WriteText writes the summary for a person: one section per metric,
// counts aligned, with the share of the games where it helps, labelled in
// English (WriteTextIn labels it in the user's language).
func (s *Summary) WriteText(w io.Writer) error { return s.WriteTextIn(w, i18n.English) }

// WriteTextIn is WriteText in language l.
func (s *Summary) WriteTextIn(w io.Writer, l i18n.Lang) error {
	tw := &textWriter{w: w}
	t := func(k i18n.Key, args ...any) string { return i18n.T(l, k, args...) }
	perGame := func(prec int, v float64) string { return t(i18n.SPerGame, prec, v) }
	pct := func(n, of int) string {
		if of == 0 {
			return ""
		}
		return i18n.Percent(100 * float64(n) / float64(of)).In(l)
	}
	num := func(n int) string { return t(i18n.SCount, n) } // 2 389 in French
	line := func(label string, n int, share string) { tw.printf("%-32s %10s  %s", label, num(n), share) }
	section := func(title string) { tw.printf("%s", title) }
	counts := func(title string, m map[string]int, of int) {
		if len(m) == 0 {
			return
		}
		section(title)
		for _, k := range sortedKeys(m) {
			line("  "+k, m[k], pct(m[k], of))
		}
	}
	// Endings are named in words (échec et mat), sorted as the words are.
	endings := func(title string, m map[string]int, of int) {
		if len(m) == 0 {
			return
		}
		named := map[string]int{}
		for k, n := range m {
			if key, ok := i18n.Termination(k); ok {
				k = t(key)
			}
			named[k] += n
		}
		counts(title, named, of)
	}
	line(t(i18n.SGames), s.Games, "")
	line(t(i18n.SValid), s.Valid, pct(s.Valid, s.Games))
	// The games with warnings only are counted within the side they fall
	// on, so that valid and invalid add up to the games: valid, or
	// invalid under --strict (then the invalid ones are split).
	strict := s.Invalid != s.WithErrors
	if !strict {
		line("  "+t(i18n.SOfThemWarnings), s.WithWarnings, pct(s.WithWarnings, s.Games))
	}
	line(t(i18n.SInvalid), s.Invalid, pct(s.Invalid, s.Games))
	if strict {
		line("  "+t(i18n.SWithErrors), s.WithErrors, pct(s.WithErrors, s.Games))
		line("  "+t(i18n.SWithWarnings), s.WithWarnings, pct(s.WithWarnings, s.Games))
	}
	line(t(i18n.SDiagnostics), s.Diagnostics, "")
	counts(t(i18n.SByCode), s.ByCode, s.Games)
	counts(t(i18n.SResults), s.Results, s.Games)
	endings(t(i18n.STerminations), s.Terminations, s.Games)
	line(t(i18n.SAweleGames), s.AweleGames, perGame(2, s.Averages.AweleGames))
	counts(t(i18n.SAweleGamesPerGame), s.AweleGamesPerGame, s.Games)
	endings(t(i18n.SAweleEndings), s.AweleEndings, s.AweleGames)
	line(t(i18n.SAweleMoves), s.AweleMoves, perGame(1, s.Averages.AweleMoves))
	if seeds := s.Seeds.South + s.Seeds.North; seeds > 0 {
		line(t(i18n.SSeeds), seeds, "")
		line(t(i18n.SSouth), s.Seeds.South, pct(s.Seeds.South, seeds))
		line(t(i18n.SNorth), s.Seeds.North, pct(s.Seeds.North, seeds))
	}
	line(t(i18n.SPowers), s.Powers.W+s.Powers.B, perGame(1, s.Averages.Powers))
	line(t(i18n.SWhite), s.Powers.W, pct(s.Powers.W, s.Powers.W+s.Powers.B))
	line(t(i18n.SBlack), s.Powers.B, pct(s.Powers.B, s.Powers.W+s.Powers.B))
	line(t(i18n.SConsumed), s.PowersUsed, pct(s.PowersUsed, s.Powers.W+s.Powers.B))
	line(t(i18n.SPlies), s.Plies, perGame(1, s.Averages.Plies))
	line(t(i18n.SChecks), s.Checks, pct(s.Checks, s.Plies))
	nulls := s.NullMoves.Mover + s.NullMoves.Opponent + s.NullMoves.Unknown
	line(t(i18n.SNullMoves), nulls, pct(nulls, s.Plies))
	line(t(i18n.SChosen), s.NullMoves.Mover, t(i18n.SOfDecisions, pct(s.NullMoves.Mover, s.Decisions.Mover)))
	line(t(i18n.SImposed), s.NullMoves.Opponent, t(i18n.SOfDecisions, pct(s.NullMoves.Opponent, s.Decisions.Opponent)))
	if s.NullMoves.Unknown > 0 {
		line(t(i18n.SPowerUnknown), s.NullMoves.Unknown, "")
	}
	tw.printf("%-32s %10s", t(i18n.SBytes), t(i18n.SCount, s.Bytes))
	// The groups are one table through internal/table, as every table of
	// the text outputs is (a new column is one more Column and cell),
	// each group's title a row of heads.
	heads := []string{t(i18n.SGames), t(i18n.SValid), t(i18n.SInvalid), t(i18n.SColPlies)}
	tb := table.New(table.Column{Head: t(i18n.SByLanguage), Align: table.Left},
		table.Column{Head: heads[0]}, table.Column{Head: heads[1]}, table.Column{Head: heads[2]}, table.Column{Head: heads[3]})
	for i, g := range []struct {
		title string
		m     map[string]Group
	}{{"", s.ByLanguage}, {t(i18n.SByRules), s.ByRules}, {t(i18n.SByVariant), s.ByVariant}} {
		if i > 0 {
			tb.Add(append([]string{g.title}, heads...)...)
		}
		for _, k := range sortedKeys(g.m) {
			v := g.m[k]
			name := k
			if k == Unknown {
				name = t(i18n.SGroupNone) // no language decided, no Awélé game
			}
			tb.Add("  "+name, num(v.Games), num(v.Valid), num(v.Invalid), num(v.Plies))
		}
	}
	if tw.err == nil {
		tw.err = tb.Write(tw.w)
	}
	return tw.err
}

// textWriter writes lines without trailing blanks and keeps the first error.
type textWriter struct {
	w   io.Writer
	err error
}

func (t *textWriter) printf(format string, a ...any) {
	if t.err == nil {
		_, t.err = io.WriteString(t.w, strings.TrimRight(fmt.Sprintf(format, a...), " ")+"\n")
	}
}

// Columns returns the per-game CSV header, in Row's field order (a new
// slice on each call).
func Columns() []string { return slices.Clone(columns) }

// columns are the per-game CSV header, in Row's field order.
var columns = []string{
	"file", "game", "line", "variant", "language", "rules", "valid", "errors", "warnings", "diagnostics", "codes",
	"result", "termination", "awele_games", "awele_moves", "awele_endings", "powers_w", "powers_b", "powers_used",
	"plies", "checks", "null_moves", "null_mover", "null_opponent", "decided_mover", "decided_opponent", "bytes",
	"seeds_s", "seeds_n", "eco", "opening",
}

// RowWriter writes per-game rows as CSV (a header first) or as JSON lines.
type RowWriter struct {
	csv    *csv.Writer
	json   *json.Encoder
	header bool
}

// NewCSVRows returns a RowWriter writing CSV to w.
func NewCSVRows(w io.Writer) *RowWriter { return &RowWriter{csv: csv.NewWriter(w)} }

// NewJSONRows returns a RowWriter writing one JSON object per line to w.
func NewJSONRows(w io.Writer) *RowWriter {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return &RowWriter{json: enc}
}

// Write writes one row.
func (rw *RowWriter) Write(r Row) error {
	if rw.json != nil {
		return rw.json.Encode(r)
	}
	if !rw.header {
		rw.header = true
		rw.csv.Write(columns)
	}
	b := strconv.FormatBool
	i := strconv.Itoa
	rw.csv.Write([]string{
		r.File, i(r.Game), i(r.Line), r.Variant, r.Language, r.Rules, b(r.Valid), i(r.Errors), i(r.Warnings),
		i(r.Diagnostics), strings.Join(r.Codes, " "), r.Result, r.Termination, i(r.AweleGames), i(r.AweleMoves),
		strings.Join(r.AweleEndings, " "), i(r.PowersW), i(r.PowersB), i(r.PowersUsed), i(r.Plies), i(r.Checks),
		i(r.NullMoves), i(r.NullMover), i(r.NullOpponent), i(r.DecidedMover), i(r.DecidedOpponent), i(r.Bytes),
		i(r.SeedsS), i(r.SeedsN), r.ECO, r.Opening,
	})
	return rw.csv.Error()
}

// Flush writes out what the writer buffers (and the CSV header when no row
// was written).
func (rw *RowWriter) Flush() error {
	if rw.csv == nil {
		return nil
	}
	if !rw.header {
		rw.header = true
		rw.csv.Write(columns)
	}
	rw.csv.Flush()
	return rw.csv.Error()
}
