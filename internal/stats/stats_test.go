package stats_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

// collection validates generated games under every option, and the
// corpus's valid and invalid records, so that every field has something to
// count.
func collection(t testing.TB) []*validate.Report {
	t.Helper()
	var reps []*validate.Report
	i := 0
	for _, v := range []notation.Variant{notation.Awechec, notation.Synchronous, notation.Awele} {
		for _, l := range []notation.Language{notation.French, notation.English} {
			for _, h := range []bool{false, true} {
				o := generate.Options{Seed: 3, Lang: l, Handicap: h && v != notation.Awele, Variant: v}
				for k := 0; k < 4; k++ {
					i++
					var b bytes.Buffer
					if err := convert.WriteAGN(&b, generate.Game(o, i), convert.Options{}); err != nil {
						t.Fatal(err)
					}
					reps = append(reps, validate.Game(grammar.ParseGame(b.Bytes(), "gen.agn", 1), validate.Options{File: "gen.agn"}))
				}
			}
		}
	}
	for _, dir := range []string{"valid", "invalid"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "corpus", dir, "*.agn"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			games, err := grammar.ReadAll(bytes.NewReader(data), f)
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range games {
				reps = append(reps, validate.Game(g, validate.Options{File: f}))
			}
		}
	}
	return reps
}

// Property: the summary's counts agree with counts computed directly from
// the reports, by other fields where the report has two ways to say it.
func TestSummaryAgreesWithReports(t *testing.T) {
	reps := collection(t)
	s := stats.New()
	for _, r := range reps {
		s.Add(stats.FromReport("f", r))
	}
	var games, valid, awGames, plies, nullMover, nullOpp, nullAll int
	var powers, seeds [2]int
	byCode, results, terms := map[string]int{}, map[string]int{}, map[string]int{}
	for _, r := range reps {
		games++
		if r.Valid {
			valid++
		}
		codes := map[string]bool{}
		for _, d := range r.Diags {
			codes[d.Code] = true
		}
		for c := range codes {
			byCode[c]++
		}
		results[r.Result]++
		terms[string(r.Termination)]++
		awGames += len(r.Awele)
		for _, a := range r.Awele {
			if r.Variant == notation.Awele {
				// a standalone Awélé record: seeds, no powers
				seeds[0] += a.Score[0]
				seeds[1] += a.Score[1]
				continue
			}
			powers[0] += strings.Count(power.Letters(a.Queue), "W")
			powers[1] += strings.Count(power.Letters(a.Queue), "B")
		}
		plies += len(r.Plies)
		for _, p := range r.Plies {
			if !p.Null {
				continue
			}
			nullAll++
			switch {
			case p.Power == 0:
			case p.PowerColour == p.Colour:
				nullMover++
			default:
				nullOpp++
			}
		}
	}
	if valid == games || valid == 0 {
		t.Fatalf("the collection should hold valid and invalid games: %d of %d valid", valid, games)
	}
	check := func(name string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	check("games", s.Games, games)
	check("valid", s.Valid, valid)
	check("invalid", s.Invalid, games-valid)
	check("by_code", s.ByCode, byCode)
	check("results", s.Results, results)
	check("terminations", s.Terminations, terms)
	check("awele_games", s.AweleGames, awGames)
	check("powers", s.Powers, stats.Colours{W: powers[0], B: powers[1]})
	check("seeds", s.Seeds, stats.Seeds{South: seeds[0], North: seeds[1]})
	check("plies", s.Plies, plies)
	check("null_moves", s.NullMoves, stats.Deciders{Mover: nullMover, Opponent: nullOpp, Unknown: nullAll - nullMover - nullOpp})
	if nullMover == 0 || nullOpp == 0 {
		t.Errorf("null moves of both deciders expected: mover %d, opponent %d", nullMover, nullOpp)
	}
}

// Property: adding the rows in any order, or in parts merged afterwards,
// gives the same summary.
func TestSummaryOrderAndMerge(t *testing.T) {
	reps := collection(t)
	rows := make([]stats.Row, len(reps))
	for i, r := range reps {
		rows[i] = stats.FromReport("f", r)
	}
	whole := stats.New()
	for _, r := range rows {
		whole.Add(r)
	}
	want := jsonOf(t, whole)
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 20; trial++ {
		rng.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
		parts := []*stats.Summary{stats.New(), stats.New(), stats.New()}
		for _, r := range rows {
			parts[rng.IntN(len(parts))].Add(r)
		}
		merged := stats.New()
		for _, p := range parts {
			merged.Merge(p)
		}
		if got := jsonOf(t, merged); got != want {
			t.Fatalf("trial %d: merged summary differs:\n%s\nwant\n%s", trial, got, want)
		}
	}
}

func jsonOf(t *testing.T, s *stats.Summary) string {
	var b bytes.Buffer
	if err := s.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The JSON summary has the documented keys.
func TestSummaryJSONKeys(t *testing.T) {
	s := stats.New()
	s.Add(stats.Row{Valid: true, Result: "1-0", Termination: "checkmate", PowersW: 2, NullMoves: 1, NullMover: 1})
	var m map[string]any
	if err := json.Unmarshal([]byte(jsonOf(t, s)), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"games", "valid", "invalid", "by_code", "results", "terminations", "awele_games", "powers", "null_moves", "averages", "by_language", "by_rules", "by_variant"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %q missing", k)
		}
	}
	if p := m["powers"].(map[string]any); p["W"] != 2.0 || p["B"] != 0.0 {
		t.Errorf("powers = %v", p)
	}
	if n := m["null_moves"].(map[string]any); n["mover"] != 1.0 || n["opponent"] != 0.0 {
		t.Errorf("null_moves = %v", n)
	}
	if d := m["decisions"].(map[string]any); len(d) != 2 || d["mover"] == nil || d["opponent"] == nil {
		t.Errorf("decisions = %v, want mover and opponent (docs/STATS.md)", d)
	}
}

// docs/STATS.md documents every key of the JSON summary, and no other.
func TestSummaryJSONKeysDocumented(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "STATS.md"))
	if err != nil {
		t.Fatal(err)
	}
	section := string(doc)
	section = section[strings.Index(section, "## JSON summary"):]
	section = section[:strings.Index(section, "\n## ")]
	documented := map[string]bool{}
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		first := strings.Split(line, "|")[1]
		for _, k := range strings.Split(first, ",") {
			documented[strings.Trim(k, " `")] = true
		}
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(jsonOf(t, stats.New())), &m); err != nil {
		t.Fatal(err)
	}
	for k := range m {
		if !documented[k] {
			t.Errorf("key %q is not documented in docs/STATS.md", k)
		}
	}
	for k := range documented {
		if _, ok := m[k]; !ok {
			t.Errorf("docs/STATS.md documents %q, which the summary does not have", k)
		}
	}
}

// A row read but not replayed carries what the reader knows.
func TestFromGame(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want stats.Row
	}{
		{"[Language \"en\"]\n\n1. e4 e5 1-0\n", stats.Row{Language: "en", Result: "1-0", Valid: true, Codes: []string{}}},
		// the result written after a syntax error is read
		{"[Language \"en\"]\n\n1. e4 ) e5 1-0\n", stats.Row{Language: "en", Result: "1-0", Errors: 1, Diagnostics: 1, Codes: []string{"syntax"}}},
	} {
		g := grammar.ParseGame([]byte(tt.src), "f.agn", 1)
		g.Index = 3
		got := stats.FromGame("f.agn", g)
		tt.want.File, tt.want.Game, tt.want.Line, tt.want.Bytes = "f.agn", 3, 1, len(tt.src)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q:\ngot  %+v\nwant %+v", tt.src, got, tt.want)
		}
	}
}

func TestFromReport(t *testing.T) {
	seed := `[Language "fr"]
[Result "1-0"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0
7. (13=B) Dh5 (14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0
`
	tests := []struct {
		name string
		src  string
		want stats.Row
	}{
		{"seed 000", seed, stats.Row{
			Game: 1, Line: 1, Variant: "Awechec", Language: "fr", Rules: "awechec", Valid: true, Codes: []string{},
			Result: "1-0", Termination: "checkmate", AweleGames: 1, AweleMoves: 6, AweleEndings: []string{"unrecorded"},
			PowersW: 12, PowersB: 4, PowersUsed: 16, Plies: 17, Checks: 2, NullMoves: 7, NullOpponent: 7,
			DecidedMover: 9, DecidedOpponent: 7,
		}},
		{"power mismatch", strings.Replace(seed, "(4=N) Cc6", "(4=B) Cc6", 1), stats.Row{
			Game: 1, Line: 1, Variant: "Awechec", Language: "fr", Rules: "awechec", Codes: []string{"power-mismatch"},
			Errors: 1, Diagnostics: 1,
			Result: "1-0", Termination: "checkmate", AweleGames: 1, AweleMoves: 6, AweleEndings: []string{"unrecorded"},
			PowersW: 12, PowersB: 4, PowersUsed: 16, Plies: 17, Checks: 2, NullMoves: 7, NullOpponent: 7,
			DecidedMover: 9, DecidedOpponent: 7,
		}},
		{"plain chess", "1. f3 e5 2. g4 Qh4# 0-1\n", stats.Row{
			Game: 1, Line: 1, Variant: "Standard", Language: "en", Valid: true, Codes: []string{},
			Result: "0-1", Termination: "checkmate", AweleEndings: []string{}, Plies: 4, Checks: 1,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grammar.ParseGame([]byte(tt.src), "", 1)
			g.Index = 1
			got := stats.FromReport("", validate.Game(g, validate.Options{}))
			tt.want.Bytes = got.Bytes
			if got.Bytes == 0 {
				t.Error("bytes not counted")
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

// The per-game CSV has one record per row, each with a field per column.
func TestRowWriterCSV(t *testing.T) {
	reps := collection(t)
	var b bytes.Buffer
	w := stats.NewCSVRows(&b)
	for _, r := range reps {
		if err := w.Write(stats.FromReport("a,b.agn", r)); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(reps)+1 {
		t.Fatalf("%d records, want %d", len(recs), len(reps)+1)
	}
	for i, rec := range recs {
		if len(rec) != len(stats.Columns()) {
			t.Fatalf("record %d has %d fields", i, len(rec))
		}
	}
	if recs[1][0] != "a,b.agn" {
		t.Errorf("file field %q", recs[1][0])
	}
}

func BenchmarkFromReport(b *testing.B) {
	reps := collection(b)
	for b.Loop() {
		for _, r := range reps {
			stats.FromReport("f", r)
		}
	}
}
