package cli

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/testenv"
	"github.com/awechec/awechec/internal/validate"
)

// duckdb runs SQL queries with DuckDB (npm @duckdb/node-api, which .ci/run
// installs into testdata/duckdb) in dir, and returns each query's rows.
func duckdb(t *testing.T, dir string, queries []string) [][]map[string]any {
	t.Helper()
	node := testenv.Tool(t, "apt-get install nodejs", "node", "nodejs")
	here, _ := filepath.Abs(filepath.Join("testdata", "duckdb"))
	_, err := os.Stat(filepath.Join(here, "node_modules", "@duckdb", "node-api"))
	testenv.Need(t, "DuckDB (cd internal/cli/testdata/duckdb && npm install)", err)
	in, _ := json.Marshal(queries)
	cmd := exec.Command(node, filepath.Join(here, "query.mjs"), dir)
	cmd.Stdin = strings.NewReader(string(in))
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("DuckDB: %v\n%s", err, stderr)
	}
	var rows [][]map[string]any
	if err := json.Unmarshal(out, &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// docQueries are the SQL blocks of docs/DUCKDB.md, in order.
func docQueries(t *testing.T) []string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "DUCKDB.md"))
	if err != nil {
		t.Fatal(err)
	}
	var qs []string
	for _, m := range regexp.MustCompile("(?s)```sql\n(.*?)```").FindAllStringSubmatch(string(doc), -1) {
		qs = append(qs, m[1])
	}
	return qs
}

// cell writes a DuckDB value as text: numbers without a trailing .0.
func cell(v any) string {
	switch x := v.(type) {
	case nil:
		return "NULL"
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case string:
		if f, err := strconv.ParseFloat(x, 64); err == nil && strings.ContainsAny(x, "0123456789") && !strings.ContainsAny(x, "-/") {
			return strconv.FormatFloat(f, 'f', -1, 64)
		}
		return x
	}
	return fmt.Sprint(v)
}

// reportsOf replays every game of the files, as awechec reads them.
func reportsOf(t *testing.T, files ...string) []*validate.Report {
	t.Helper()
	var rs []*validate.Report
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		rd, err := record.Open(f, path, record.AGN.For(path), record.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for {
			u, err := rd.NextUnread()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			g := u.Parse(nil)
			if g.Diags.Errors() > 0 {
				continue // left out of the table, as export leaves it
			}
			rs = append(rs, validate.Game(g, validate.Options{File: path}))
		}
		f.Close()
	}
	return rs
}

// TestDuckDBQueries exports a collection (real lichess games and
// generated Awechec games, several decades) to Parquet and CSV, runs the
// queries of docs/DUCKDB.md with DuckDB, and checks their answers against
// awechec's own count of the same games.
func TestDuckDBQueries(t *testing.T) {
	t.Parallel()
	testenv.Long(t, "DuckDB in node")
	dir := collection(t)
	files := []string{filepath.Join("testdata", "archtools", "lichess-100.pgn"), filepath.Join(dir, "fr.agn"), filepath.Join(dir, "mixed.agn")}
	out := t.TempDir()
	for _, to := range []string{"parquet", "csv"} {
		code, _, errs := run(t, "", append([]string{"export", "--to", to, "--moves", "-o", filepath.Join(out, "games."+to)}, files...)...)
		if code > 1 {
			t.Fatalf("export --to %s: exit %d\n%s", to, code, errs)
		}
	}
	queries := docQueries(t)
	if len(queries) != 4 {
		t.Fatalf("docs/DUCKDB.md has %d SQL queries, want 4", len(queries))
	}
	// The same queries on the CSV tables.
	for _, q := range queries[:4] {
		queries = append(queries, strings.NewReplacer("games.parquet", "games.csv", "games-moves.parquet", "games-moves.csv").Replace(q))
	}
	got := duckdb(t, out, queries)
	rs := reportsOf(t, files...)
	want := [][]string{openingsByDecade(rs), scoreByColour(rs), gamesByPlayer(rs), firstMoves(rs)}
	for i := range queries {
		var lines []string
		for _, row := range got[i] {
			lines = append(lines, rowText(row))
		}
		w := want[i%4]
		if !slices.Equal(lines, w) {
			t.Errorf("query %d (%s):\nDuckDB  %q\nawechec %q", i+1, []string{"parquet", "csv"}[i/4], lines, w)
		}
	}
	t.Logf("openings by decade: %q", want[0])
	t.Logf("score by colour: %q", want[1])
	t.Logf("games by player: %q", want[2])
	t.Logf("first moves: %q", want[3])
}

// rowText writes a row's cells in the order of its keys as the queries
// name them (the JSON objects keep no order: the keys are sorted).
func rowText(row map[string]any) string {
	keys := make([]string, 0, len(row))
	for k := range row {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var cells []string
	for _, k := range keys {
		cells = append(cells, k+"="+cell(row[k]))
	}
	return strings.Join(cells, " ")
}

func openingsByDecade(rs []*validate.Report) []string {
	type key struct {
		decade  int
		code    string
		opening string
	}
	n := map[key]int{}
	for _, r := range rs {
		y, ok := archive.GameYear(r.Game)
		o, found := eco.Lichess().Classify(r)
		if ok && found {
			n[key{y / 10 * 10, o.ECO, o.Family()}]++
		}
	}
	keys := make([]key, 0, len(n))
	for k := range n {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		return cmp.Or(cmp.Compare(a.decade, b.decade), cmp.Compare(n[b], n[a]), cmp.Compare(a.code, b.code))
	})
	var out []string
	rank := map[int]int{}
	for _, k := range keys {
		if rank[k.decade]++; rank[k.decade] <= 3 {
			out = append(out, fmt.Sprintf("decade=%d eco_code=%s eco_opening=%s games=%d", k.decade, k.code, k.opening, n[k]))
		}
	}
	return out
}

func scoreByColour(rs []*validate.Report) []string {
	var w, d, b int
	for _, r := range rs {
		switch r.Result {
		case "1-0":
			w++
		case "1/2-1/2":
			d++
		case "0-1":
			b++
		}
	}
	score := float64(int(1000*(float64(w)+float64(d)/2)/float64(w+d+b)+0.5)) / 10
	return []string{fmt.Sprintf("black_wins=%d draws=%d white_score=%s white_wins=%d", b, d, strconv.FormatFloat(score, 'f', -1, 64), w)}
}

func gamesByPlayer(rs []*validate.Report) []string {
	games := map[string]int{}
	points := map[string]float64{}
	for _, r := range rs {
		for c, tag := range []string{"White", "Black"} {
			name, ok := r.Game.Tag(tag)
			if !ok {
				name = "\x00" // NULL
			}
			games[name]++
			switch {
			case r.Result == "1/2-1/2":
				points[name] += 0.5
			case r.Result == []string{"1-0", "0-1"}[c]:
				points[name]++
			}
		}
	}
	names := make([]string, 0, len(games))
	for n := range games {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(cmp.Compare(games[b], games[a]), cmp.Compare(a, b)) })
	var out []string
	for _, n := range names[:min(10, len(names))] {
		p := n
		if n == "\x00" {
			p = "NULL"
		}
		out = append(out, fmt.Sprintf("games=%d player=%s points=%s", games[n], p, strconv.FormatFloat(points[n], 'f', -1, 64)))
	}
	return out
}

func firstMoves(rs []*validate.Report) []string {
	n := map[string]int{}
	for _, r := range rs {
		if len(r.Plies) > 0 {
			n[r.Plies[0].English]++
		}
	}
	moves := make([]string, 0, len(n))
	for m := range n {
		moves = append(moves, m)
	}
	slices.SortFunc(moves, func(a, b string) int { return cmp.Or(cmp.Compare(n[b], n[a]), cmp.Compare(a, b)) })
	var out []string
	for _, m := range moves {
		out = append(out, fmt.Sprintf("games=%d san=%s", n[m], m))
	}
	return out
}
