package convert

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	awengine "github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// corpusFiles lists every AGN file of the corpus and of the fmt testdata.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, root := range []string{"../../corpus", "testdata/fmt"} {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".agn") || strings.HasSuffix(path, ".pgn")) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// readGames reads every game of a text, failing on reader errors.
func readAll(t *testing.T, name string, src []byte) []*notation.Game {
	t.Helper()
	games, err := grammar.ReadAll(bytes.NewReader(src), name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return games
}

func format(t *testing.T, g *notation.Game, opt Options) string {
	t.Helper()
	out, err := FormatAGN(g, opt)
	if err != nil {
		t.Fatalf("game %d: %v", g.Index, err)
	}
	return string(out)
}

// generated is the testdata made by the random players: Awélé records
// under two rule sets, Awechec games and plain chess games.
func generated() string {
	var b strings.Builder
	for seed := int64(1); seed <= 20; seed++ {
		b.WriteString(randomAweleRecord(seed, "abapa", 300))
		b.WriteString(randomAweleRecord(seed, "awechec", 300))
		b.WriteString(randomAwechecRecord(seed))
		b.WriteString(randomChessRecord(seed, 120))
	}
	return b.String()
}

// allGames reads the corpus, the fmt testdata and the generated games.
func allGames(t *testing.T) map[string][]*notation.Game {
	t.Helper()
	out := map[string][]*notation.Game{}
	for _, f := range corpusFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = readAll(t, f, src)
	}
	out["generated"] = readAll(t, "generated", []byte(generated()))
	return out
}

func clean(g *notation.Game) bool { return g.Diags.Errors() == 0 }

func TestTranslationRoundTrip(t *testing.T) {
	for file, games := range allGames(t) {
		for _, g := range games {
			if !clean(g) {
				continue
			}
			r := validate.Game(g, validate.Options{})
			if r.Lang == "" {
				continue
			}
			for _, pair := range [][2]notation.Language{{notation.English, notation.French}, {notation.French, notation.English}, {notation.German, r.Lang}, {notation.Dutch, r.Lang}} {
				// fmt of the original, in the language the replay chose.
				src := *g
				src.Lang = r.Lang
				want := format(t, &src, Options{Lang: pair[1]})
				there := format(t, &src, Options{Lang: pair[0]})
				back := readAll(t, file, []byte(there))[0]
				if back.Lang == "" {
					back.Lang = pair[0]
				}
				got := format(t, back, Options{Lang: pair[1]})
				if got != want {
					t.Errorf("%s game %d: %s -> %s -> %s:\n%s\nwant\n%s", file, g.Index, r.Lang, pair[0], pair[1], got, want)
				}
			}
		}
	}
}

func TestFrenchEnglishFrenchIsFmt(t *testing.T) {
	for file, games := range allGames(t) {
		for _, g := range games {
			if !clean(g) || g.Lang != notation.French {
				continue
			}
			want := format(t, g, Options{})
			en := format(t, g, Options{Lang: notation.English})
			back := readAll(t, file, []byte(en))[0]
			got := format(t, back, Options{Lang: notation.French})
			// The writer sets the Language tag; fmt keeps the original's:
			// the same text as fmt's, with the Language tag set.
			if _, ok := g.Tag("Language"); !ok {
				head, body, _ := strings.Cut(want, "\n\n")
				want = head + "\n[Language \"fr\"]\n\n" + body
			}
			if got != want {
				t.Errorf("%s game %d: fr -> en -> fr:\n%s\nwant (fmt, with the Language tag)\n%s", file, g.Index, got, want)
			}
			if direct := format(t, g, Options{Lang: notation.French}); direct != want {
				t.Errorf("%s game %d: --to fr:\n%s\nwant (fmt, with the Language tag)\n%s", file, g.Index, direct, want)
			}
		}
	}
}

func TestPGNRoundTrip(t *testing.T) {
	n := 0
	for file, games := range allGames(t) {
		for _, g := range games {
			if !clean(g) {
				continue
			}
			r := validate.Game(g, validate.Options{})
			if g.Lang == "" && r.Lang == "" {
				continue
			}
			var pgn bytes.Buffer
			if err := WritePGN(&pgn, g, PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
				t.Fatal(err)
			}
			rd := NewPGNReader(&pgn, file)
			back, err := rd.Next()
			if err != nil {
				t.Fatalf("%s game %d: %v\n%s", file, g.Index, err, pgn.String())
			}
			if want, got := format(t, g, Options{}), format(t, back, Options{}); got != want {
				t.Errorf("%s game %d: AGN -> PGN -> AGN:\n%s\nwant\n%s\nPGN:\n%s", file, g.Index, got, want, pgn.String())
			}
			n++
		}
	}
	if n < 80 {
		t.Errorf("only %d games went through PGN", n)
	}
}

// aweleSummary is what must survive OGN: each Awélé game's moves with their
// captures and boards, its ending and score, and its comments.
func aweleSummary(r *validate.Report) string {
	var b strings.Builder
	for _, a := range r.Awele {
		fmt.Fprintf(&b, "%s %s %s|", a.Rules, a.StartOGN(), power.Letters(a.Queue))
		for _, m := range a.Moves {
			fmt.Fprintf(&b, "%d%s%d %s;", m.Hole, m.Side, m.Captured, m.AfterOGN())
		}
		fmt.Fprintf(&b, "|%s %v\n", a.Ending, a.Score)
	}
	// OGN, as Aualé reads it, keeps a comment's words, not its spacing.
	words := func(s []string) string { return strings.Join(strings.Fields(strings.Join(s, " ")), " ") }
	for i, c := range aweleComments(r.Game) {
		fmt.Fprintf(&b, "%d %q", i, words(c.before))
		for ply := 1; ply <= 1000; ply++ {
			if len(c.after[ply]) > 0 {
				fmt.Fprintf(&b, " %d:%q", ply, words(c.after[ply]))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestOGNRoundTrip(t *testing.T) {
	n := 0
	for file, games := range allGames(t) {
		for _, g := range games {
			if !clean(g) {
				continue
			}
			r := validate.Game(g, validate.Options{})
			v, _ := g.Tag("Variant")
			if v != "Awele" || !r.Valid {
				continue
			}
			var ogn bytes.Buffer
			if err := WriteOGN(&ogn, r); err != nil {
				t.Fatal(err)
			}
			rd, err := NewOGNReader(bytes.NewReader(ogn.Bytes()), file)
			if err != nil {
				t.Fatal(err)
			}
			back, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			rb := validate.Game(back, validate.Options{})
			if !rb.Valid {
				t.Errorf("%s game %d: the game read from OGN is not valid: %v\n%s", file, g.Index, rb.Diags, ogn.String())
			}
			if want, got := aweleSummary(r), aweleSummary(rb); got != want {
				t.Errorf("%s game %d: AGN -> OGN -> AGN:\n%s\nwant\n%s\nOGN:\n%s", file, g.Index, got, want, ogn.String())
			}
			n++
		}
	}
	if n < 40 {
		t.Errorf("only %d Awélé games went through OGN", n)
	}
}

// TestOGNReadsAuale reads a record as Aualé writes it: its own roster, a
// FEN tag, comments split into words, the score as result.
func TestOGNReadsAuale(t *testing.T) {
	src := `[Variant "Oware Abapa"]
[Event "?"]
[Site "?"]
[Date "?"]
[Round "?"]
[South "Human"]
[North "Aalina"]
[Result "*"]

1. F { opening move } a 2. E b 3. D c
`
	rd, err := NewOGNReader(strings.NewReader(src), "auale.ogn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	got := format(t, g, Options{})
	want := `[Event "?"]
[Site "?"]
[Date "?"]
[Round "?"]
[White "Human"]
[Black "Aalina"]
[Result "*"]
[Variant "Awele"]

Awele 1. F {opening move} 1... a 2. E b 3. D c *

`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if r := validate.Game(g, validate.Options{}); !r.Valid {
		t.Errorf("not valid: %v", r.Diags)
	}
}

// golden compares got with testdata/export/name, or rewrites it under
// -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "export", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs:\n%s\nwant\n%s", path, got, want)
	}
}

func TestGoldenSeed000(t *testing.T) {
	src, err := os.ReadFile("../../corpus/seed000-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	g := readAll(t, "seed000-fr.agn", src)[0]
	r := validate.Game(g, validate.Options{File: "seed000-fr.agn"})
	if !r.Valid {
		t.Fatalf("seed 000 is not valid: %v", r.Diags)
	}
	var pgn, js, ogn, ann, en bytes.Buffer
	if err := WritePGN(&pgn, g, PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(&js, "seed000-fr.agn", r); err != nil {
		t.Fatal(err)
	}
	if err := WriteOGN(&ogn, r); err != nil {
		t.Fatal(err)
	}
	if err := WriteAGN(&ann, Annotate(r, AllAnnotations()), Options{}); err != nil {
		t.Fatal(err)
	}
	if err := WriteAGN(&en, g, Options{Lang: notation.English}); err != nil {
		t.Fatal(err)
	}
	var indented bytes.Buffer
	if err := json.Indent(&indented, js.Bytes(), "", "  "); err != nil {
		t.Fatal(err)
	}
	golden(t, "seed000.pgn", pgn.Bytes())
	golden(t, "seed000.json", indented.Bytes())
	golden(t, "seed000.ogn", ogn.Bytes())
	golden(t, "seed000-annotated.agn", ann.Bytes())
	golden(t, "seed000-en.agn", en.Bytes())
}

func TestAnnotateFillsWhatIsMissing(t *testing.T) {
	tests := []struct {
		name string
		src  string
		opt  AnnotateOptions
		want string
	}{
		{"powers and checks", "[Language \"en\"]\n\nAwele W3 B2 ...\nChess 1. e4 0 2. (3) Bc4 Nc6 3. Qh5 Nf6 *",
			AnnotateOptions{Powers: true, Checks: true},
			"Awele W3 B2 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc4 (4=B) Nc6 3. (5=B) Qh5 Nf6 *"},
		{"deciders", "[Language \"en\"]\n\nAwele W2 ...\nChess 1. (1=W) 0 (2=W) 0 *",
			AnnotateOptions{Deciders: true},
			"Awele W2 ...\nChess 1. (1=W) 0 {decided by White (the mover)} 1... (2=W) 0\n{decided by White (the opponent)} *"},
		{"captures", "[Variant \"Awele\"]\n[Language \"en\"]\n\nAwele 1. F a 2. E b 3. D c 4. C(0) *",
			AnnotateOptions{Captures: true}, "Awele 1. F a 2. E b 3. D c(2) 4. C(0) *"},
		{"check sign", "[Language \"en\"]\n\nAwele W9 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Qh5 (4=W) 0 3. (5=W) Qxf7 Kxf7 *",
			AnnotateOptions{Checks: true},
			"Awele W9 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Qh5 (4=W) 0 3. (5=W) Qxf7+ Kxf7 *"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := readAll(t, tt.name, []byte(tt.src))[0]
			r := validate.Game(g, validate.Options{})
			out := format(t, Annotate(r, tt.opt), Options{})
			_, body, _ := strings.Cut(out, "\n\n")
			body = strings.TrimSpace(body)
			want := tt.want
			if want == "" {
				want = strings.TrimSpace(strings.SplitN(format(t, g, Options{}), "\n\n", 2)[1])
			}
			if body != want {
				t.Errorf("got\n%s\nwant\n%s", body, want)
			}
		})
	}
}

func TestAnnotateQueueGrid(t *testing.T) {
	g := readAll(t, "q", []byte("[Language \"fr\"]\n\nAwélé B3 N2 B2 B2 N2 B5 ...\nÉchecs 1. e4 *"))[0]
	r := validate.Game(g, validate.Options{})
	out := format(t, Annotate(r, AnnotateOptions{Queues: true, Endings: true}), Options{})
	for _, want := range []string{
		"{Fin de l'Awélé 1 : suite non notée ; score 12-4}",
		"{Pouvoirs de l'Awélé 1 (16) :\nB B B N N B B\nB B N N B B B\nB B . . . . .\n. . . . . . .",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

// TestJSONMatchesSchema checks the JSON export of every game against the
// required keys and types of docs/schema/export.schema.json.
func TestJSONMatchesSchema(t *testing.T) {
	raw, err := os.ReadFile("../../docs/schema/export.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatal(err)
	}
	n := 0
	for file, games := range allGames(t) {
		for _, g := range games {
			r := validate.Game(g, validate.Options{File: file})
			var b bytes.Buffer
			if err := WriteJSON(&b, file, r); err != nil {
				t.Fatal(err)
			}
			var doc any
			if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
				t.Fatal(err)
			}
			for _, e := range checkSchema(schema, doc, "$") {
				t.Errorf("%s game %d: %s", file, g.Index, e)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no game checked")
	}
}

func TestSchemaCheckerCatches(t *testing.T) {
	schema := map[string]any{"type": "object", "required": []any{"a"}, "properties": map[string]any{
		"a": map[string]any{"type": "array", "items": map[string]any{"type": "integer"}},
		"b": map[string]any{"type": []any{"object", "null"}},
		"c": map[string]any{"type": "string", "pattern": "^[WB]*$"},
	}}
	tests := []struct {
		doc  string
		errs int
	}{
		{`{"a": [1, 2]}`, 0},
		{`{"a": [1, 2], "b": null}`, 0},
		{`{}`, 1},
		{`{"a": [1, "x"]}`, 1},
		{`{"a": [1.5]}`, 1},
		{`{"a": [], "b": 3}`, 1},
		{`[]`, 1},
		{`{"a": [], "c": "WBBW"}`, 0},
		{`{"a": [], "c": "WNB"}`, 1},
	}
	for _, tt := range tests {
		var doc any
		if err := json.Unmarshal([]byte(tt.doc), &doc); err != nil {
			t.Fatal(err)
		}
		if got := checkSchema(schema, doc, "$"); len(got) != tt.errs {
			t.Errorf("%s: %d errors %v, want %d", tt.doc, len(got), got, tt.errs)
		}
	}
}

// checkSchema checks doc against the subset of JSON Schema the export's
// schema uses: type (a name or a list), required, properties, items.
func checkSchema(schema map[string]any, doc any, path string) []string {
	var errs []string
	if ty, ok := schema["type"]; ok {
		var names []string
		switch v := ty.(type) {
		case string:
			names = []string{v}
		case []any:
			for _, x := range v {
				names = append(names, x.(string))
			}
		}
		match := false
		for _, name := range names {
			if jsonType(doc, name) {
				match = true
			}
		}
		if !match {
			return append(errs, fmt.Sprintf("%s: %T is not %v", path, doc, names))
		}
	}
	if pat, ok := schema["pattern"].(string); ok {
		if str, ok := doc.(string); ok && !regexp.MustCompile(pat).MatchString(str) {
			errs = append(errs, fmt.Sprintf("%s: %q does not match %s", path, str, pat))
		}
	}
	if obj, ok := doc.(map[string]any); ok {
		if req, ok := schema["required"].([]any); ok {
			for _, k := range req {
				if _, found := obj[k.(string)]; !found {
					errs = append(errs, fmt.Sprintf("%s: missing %q", path, k))
				}
			}
		}
		if props, ok := schema["properties"].(map[string]any); ok {
			for k, sub := range props {
				if v, found := obj[k]; found {
					errs = append(errs, checkSchema(sub.(map[string]any), v, path+"."+k)...)
				}
			}
		}
	}
	if arr, ok := doc.([]any); ok {
		if items, ok := schema["items"].(map[string]any); ok {
			for i, v := range arr {
				errs = append(errs, checkSchema(items, v, fmt.Sprintf("%s[%d]", path, i))...)
			}
		}
	}
	return errs
}

func jsonType(v any, name string) bool {
	switch name {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "null":
		return v == nil
	case "number":
		_, ok := v.(float64)
		return ok
	case "integer":
		f, ok := v.(float64)
		return ok && f == float64(int64(f))
	}
	return false
}

// pgnExtract returns the path of pgn-extract, or skips the test.
func pgnExtract(t *testing.T) string {
	t.Helper()
	return testenv.Tool(t, "apt-get install pgn-extract", "pgn-extract", "/usr/games/pgn-extract")
}

// runPGNExtract runs pgn-extract on src with args and returns its output
// and its diagnostics (standard error, without its progress lines).
func runPGNExtract(t *testing.T, src string, args ...string) (string, string) {
	t.Helper()
	bin := pgnExtract(t)
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "out.pgn")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append(args, "-o", out, in)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("pgn-extract: %v\n%s", err, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(got), stderr.String()
}

func TestExportedPGNPassesPGNExtract(t *testing.T) {
	pgnExtract(t)
	var games []*notation.Game
	for _, f := range []string{"../../corpus/seed000-fr.agn", "../../corpus/seed000-en.agn"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, readAll(t, f, src)...)
	}
	games = append(games, readAll(t, "generated", []byte(generated()))...)
	var pgn bytes.Buffer
	n := 0
	for _, g := range games {
		r := validate.Game(g, validate.Options{})
		if !r.Valid || r.Variant == notation.Awele {
			continue
		}
		if err := WritePGN(&pgn, g, PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
			t.Fatal(err)
		}
		n++
	}
	out, stderr := runPGNExtract(t, pgn.String(), "--allownullmoves")
	if c := strings.Count(out, "[Event "); c != n {
		t.Errorf("pgn-extract kept %d games of %d:\n%s", c, n, stderr)
	}
	// pgn-extract lists each game on standard error; its complaints name
	// a line number or a move.
	for _, line := range strings.Split(stderr, "\n") {
		for _, bad := range []string{"Line number", "rror", "llegal", "Missing", "Unknown", "nrecognized", "ailed"} {
			if strings.Contains(line, bad) {
				t.Errorf("pgn-extract: %s", line)
			}
		}
	}
}

// TestFrenchLettersFromPGNExtract has pgn-extract write random games with
// French letters and with English ones; converting the French ones to
// English must give pgn-extract's English moves, game for game.
func TestFrenchLettersFromPGNExtract(t *testing.T) {
	pgnExtract(t)
	var src strings.Builder
	const games = 300
	for seed := int64(1); seed <= games; seed++ {
		src.WriteString(randomChessRecord(1000+seed, 40+int(seed%120)))
	}
	french, _ := runPGNExtract(t, src.String(), "-WsanPCFTDR")
	english, _ := runPGNExtract(t, src.String(), "-Wsan")
	frGames := readAll(t, "french", []byte(french))
	enGames := readAll(t, "english", []byte(english))
	if len(frGames) != games || len(enGames) != games {
		t.Fatalf("%d French and %d English games, want %d", len(frGames), len(enGames), games)
	}
	movetext := func(s string) string {
		_, body, _ := strings.Cut(s, "\n\n")
		return body
	}
	for i := range frGames {
		fr := frGames[i]
		r := validate.Game(fr, validate.Options{})
		if !r.Valid || r.Lang == "" {
			t.Fatalf("game %d: not valid under French letters (%s): %v", i+1, r.Lang, r.Diags)
		}
		c := *fr
		c.Lang = r.Lang
		got := movetext(format(t, &c, Options{Lang: notation.English}))
		want := movetext(format(t, enGames[i], Options{}))
		if got != want {
			t.Errorf("game %d:\n%s\nwant\n%s", i+1, got, want)
		}
	}
}

// TestPGNOddPlaces exports games with comments, NAGs and escapes where PGN
// readers want none (between a move number and its move, before the first
// move of a line) and ;-comments (which pgn-extract does not read): the
// PGN must read back into the same record and pass pgn-extract.
func TestPGNOddPlaces(t *testing.T) {
	const head = "[Language \"en\"]\n\nAwele W3 B2 W2 W2 B2 W5 ...\nChess "
	tests := []struct {
		name, movetext, want string
	}{
		{"comment after a number", "1. {c} (1=W) e4 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess 1.]} { c } {[%power 1 W]} 1. e4 *"},
		{"comment between a power and its move", "1. (1=W) {c} e4 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} {[%awele 1.]} { c }\n1. e4 *"},
		{"NAG after a number", "1. (1=W) e4 (2=W) e5 2. $1 (3=W) Nf3 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} 1. e4\n{[%power 2 W]} e5 {[%awele 2.]} $1 {[%power 3 W]} 2. Nf3 *"},
		{"NAG first in a variation", "1. (1=W) e4 ($2 1. (1=W) d4) 1... (2=W) e5 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} 1. e4\n({[%awele $2]} {[%power 1 W]} 1. d4) {[%power 2 W]} 1... e5 *"},
		{"comment opening a variation after its number", "1. (1=W) e4 (1. {c} (1=W) d4) 1... (2=W) e5 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} 1. e4\n({[%awele 1.]} { c } {[%power 1 W]} 1. d4) {[%power 2 W]} 1... e5 *"},
		{"escape after a number", "1. (1=W) e4 (2=W) e5 2.\n%x\n(3=W) Nf3 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} 1. e4\n{[%power 2 W]} e5 {[%awele 2.]}\n%x\n{[%power 3 W]} 2. Nf3 *"},
		{"NAGs above 255", "1. (1=W) e4 $999 $255 (2=W) e5 (1... (2=W) c5 $256) $1000 *",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} 1. e4\n{[%awele $999]} $255 {[%power 2 W]} e5 ({[%power 2 W]} 1... c5 {[%awele $256]})\n{[%awele $1000]} *"},
		{"line comments holding a brace", "1. (1=W) e4 ; a } b\n(2=W) e5 ( ; }\n1... (2=W) c5) * ; }",
			"{[%awele Awele W3 B2 W2 W2 B2 W5 ... Chess]} {[%power 1 W]} 1. e4\n{[%awele ;%20a%20%7D%20b%0A]} {[%power 2 W]} 1... e5 ({[%awele ;%20%7D%0A]}\n{[%power 2 W]} 1... c5) * {[%awele ;%20%7D%0A]}"},
	}
	var all bytes.Buffer
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := readAll(t, tt.name, []byte(head+tt.movetext+"\n"))[0]
			if !clean(g) {
				t.Fatalf("does not read: %v", g.Diags)
			}
			var pgn bytes.Buffer
			if err := WritePGN(&pgn, g, PGNOptions{}); err != nil {
				t.Fatal(err)
			}
			all.Write(pgn.Bytes())
			_, body, _ := strings.Cut(pgn.String(), "\n\n")
			if body = strings.TrimSpace(body); body != tt.want {
				t.Errorf("PGN movetext\n%s\nwant\n%s", body, tt.want)
			}
			rd := NewPGNReader(&pgn, tt.name)
			back, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			if want, got := format(t, g, Options{}), format(t, back, Options{}); got != want {
				t.Errorf("AGN -> PGN -> AGN:\n%s\nwant\n%s", got, want)
			}
		})
	}
	pgnExtract(t)
	out, stderr := runPGNExtract(t, all.String(), "--allownullmoves")
	if c := strings.Count(out, "[Event "); c != len(tests) {
		t.Errorf("pgn-extract kept %d games of %d:\n%s", c, len(tests), stderr)
	}
	for _, line := range strings.Split(stderr, "\n") {
		for _, bad := range []string{"Line number", "rror", "llegal", "Missing", "Unknown", "nrecognized", "ailed"} {
			if strings.Contains(line, bad) {
				t.Errorf("pgn-extract: %s", line)
			}
		}
	}
}

// TestPGNKeepsPowerLetters: the power letters a record writes come back
// from its PGN export as written (the PGN's are English): with or without
// a PowerLetters tag, in a language with letters of its own or without,
// the language decided by a tag or left to the letters; the PGN's power
// commands are English all the same.
func TestPGNKeepsPowerLetters(t *testing.T) {
	const awEN, chEN = "W3 B2 W2 W2 B2 W5 ...\n", " 1. (1=W) e4 (2=W) 0 2. (3=W) d4 (4=B) d5 *\n"
	const awFR, chFR = "B3 N2 B2 B2 N2 B5 ...\n", " 1. (1=B) e4 (2=B) 0 2. (3=B) d4 (4=N) d5 *\n"
	tests := []struct {
		name, src string
		// fuzz: a game found by FuzzPGNRoundTrip, invalid when replayed
		// but read without error.
		fuzz bool
	}{
		{"Spanish, English letters, no tag", "[Language \"es\"]\n\nAwele " + awEN + "Ajedrez" + chEN, false},
		{"Spanish, French letters, no tag", "[Language \"es\"]\n\nAwele " + awFR + "Ajedrez" + chFR, false},
		{"Spanish, French letters, tag", "[Language \"es\"]\n[PowerLetters \"fr\"]\n\nAwele " + awFR + "Ajedrez" + chFR, false},
		{"Spanish, English letters, tag", "[Language \"es\"]\n[PowerLetters \"en\"]\n\nAwele " + awEN + "Ajedrez" + chEN, false},
		{"Spanish, unknown tag value", "[Language \"es\"]\n[PowerLetters \"xx\"]\n\nAwele " + awFR + "Ajedrez" + chFR, false},
		{"French, English letters", "[Language \"fr\"]\n[PowerLetters \"en\"]\n\nAwélé " + awEN + "Échecs" + chEN, false},
		{"English, French letters", "[Language \"en\"]\n[PowerLetters \"fr\"]\n\nAwele " + awFR + "Chess" + chFR, false},
		{"tag before the Language tag", "[PowerLetters \"fr\"]\n[Language \"de\"]\n\nAwele " + awFR + "Schach" + chFR, false},
		{"no Language tag, the replay choosing", "Awele " + awFR + "Ajedrez 1. (1=B) e4 (2=B) 0 2. (3=B) Ac4 *\n", false},
		{"undecided letters, no tag", "0…0\n[00000 \"0\"]0[W]ÉCheCs()Aa1", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games := readAll(t, tt.name, []byte(tt.src))
			g := games[len(games)-1]
			if !clean(g) {
				t.Fatalf("does not read: %v", g.Diags)
			}
			r := validate.Game(g, validate.Options{})
			if r.Diags.Errors() > 0 && !tt.fuzz {
				t.Fatalf("not valid: %v", r.Diags)
			}
			var pgn bytes.Buffer
			if err := WritePGN(&pgn, g, PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
				t.Fatal(err)
			}
			if !tt.fuzz && !strings.Contains(pgn.String(), "{[%power 1 W]}") {
				t.Errorf("the PGN's power letters are not English:\n%s", pgn.String())
			}
			back, err := NewPGNReader(&pgn, tt.name).Next()
			if err != nil {
				t.Fatal(err)
			}
			if want, got := format(t, g, Options{}), format(t, back, Options{}); got != want {
				t.Errorf("AGN -> PGN -> AGN:\n%s\nwant\n%s\nPGN:\n%s", got, want, pgn.String())
			}
		})
	}
}

// TestOGNKeepsTags: an Awélé record through OGN and back gives the same
// canonical AGN: missing roster tags, the Language tag, the rules left to
// their default and the letters of a captures-only section come back.
func TestOGNKeepsTags(t *testing.T) {
	tests := []struct{ name, src string }{
		{"French record, default rules", `[Event "Awélé \"x\" \\ y"]
[Result "0-1"]
[Variant "Awele"]
[Language "fr"]
[Annotator "moi"]

Awélé 1. A d {après A d} 2. A e 3. A b 4. D(2) e 5. B c(2) 6. C(6) a(4) 7. D b
8. E e(4) 9. F f(8) 10. D c 11. C e(4) 12. F d(2) 13. B a 14. C d 15. A c 16. E d
17. F(2) b 18. A e(2) 10-26 0-1
`},
		{"captures-only section in French letters", `[Variant "Awele"]
[AweleRules "awechec"]
[Language "fr"]

Awélé B3 N2 B2 ... *
`},
		{"captures-only section in German with French colour letters", `[Variant "Awele"]
[AweleRules "awechec"]
[Language "de"]
[PowerLetters "fr"]

Awele B3 N2 B2 ... *
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := readAll(t, tt.name, []byte(tt.src))[0]
			r := validate.Game(g, validate.Options{})
			var ogn bytes.Buffer
			if err := WriteOGN(&ogn, r); err != nil {
				t.Fatal(err)
			}
			rd, err := NewOGNReader(bytes.NewReader(ogn.Bytes()), tt.name)
			if err != nil {
				t.Fatal(err)
			}
			back, err := rd.Next()
			if err != nil {
				t.Fatal(err)
			}
			if want, got := format(t, g, Options{}), format(t, back, Options{}); got != want {
				t.Errorf("AGN -> OGN -> AGN:\n%s\nwant\n%s\nOGN:\n%s", got, want, ogn.String())
			}
		})
	}
}

func TestFillColours(t *testing.T) {
	g := readAll(t, "c", []byte("[Language \"en\"]\n\nAwele W1 B2 ...\nChess 1. (1) e4 (2) Nc6 2. (3=B) Nf3 *"))[0]
	if !HasColourlessPower(g) {
		t.Fatal("HasColourlessPower: false")
	}
	r := validate.Game(g, validate.Options{})
	filled := FillColours(r)
	if HasColourlessPower(filled) || !HasColourlessPower(g) {
		t.Errorf("FillColours left a colour out, or changed the game")
	}
	if got := format(t, filled, Options{}); !strings.Contains(got, "1. (1=W) e4 (2=B) Nc6 2. (3=B) Nf3 *") {
		t.Errorf("got\n%s", got)
	}
	full := readAll(t, "c", []byte("[Language \"en\"]\n\nAwele W1 B2 ...\nChess 1. (1=W) e4 *"))[0]
	if r := validate.Game(full, validate.Options{}); FillColours(r) != full {
		t.Errorf("FillColours copied a game with nothing to fill")
	}
}

func TestAnnotateFrenchWording(t *testing.T) {
	fr := annotator{french: true, letters: colourLetters(notation.French)}
	en := annotator{letters: colourLetters(notation.English)}
	tests := []struct {
		a    annotator
		ag   validate.AweleGameTrace
		want string
	}{
		{fr, validate.AweleGameTrace{Index: 2, Ending: awengine.EndAgreement, Removed: 41, Score: [2]int{5, 2}},
			"Fin de l'Awélé 2 : arrêt convenu, 41 graines retirées ; score 5-2"},
		{fr, validate.AweleGameTrace{Index: 1, Ending: awengine.EndAgreement, Removed: 1, Score: [2]int{24, 23}},
			"Fin de l'Awélé 1 : arrêt convenu, 1 graine retirée ; score 24-23"},
		{fr, validate.AweleGameTrace{Index: 1, Ending: awengine.EndFamine, Collector: awengine.North, Collected: 1, Score: [2]int{2, 1}},
			"Fin de l'Awélé 1 : famine, Nord ramasse 1 graine ; score 2-1"},
		{fr, validate.AweleGameTrace{Index: 3, Ending: awengine.EndNoMove, Collector: awengine.South, Collected: 6, Score: [2]int{30, 18}},
			"Fin de l'Awélé 3 : plus de coup possible, Sud ramasse 6 graines ; score 30-18"},
		{en, validate.AweleGameTrace{Index: 2, Ending: awengine.EndAgreement, Removed: 41, Score: [2]int{5, 2}},
			"End of Awele game 2: agreement, 41 removed; score 5-2"},
	}
	for _, tt := range tests {
		if got := tt.a.ending(tt.ag); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
	if got := fr.decider(validate.Ply{PowerColour: movegen.Black, Decider: validate.Mover}); got != "décidé par les Noirs (le joueur au trait)" {
		t.Errorf("decider: %q", got)
	}
}

// TestAnnotateTwiceIsOnce checks that annotating an annotated game adds
// nothing: annotate(annotate(x)) == annotate(x), also after a partial run.
func TestAnnotateTwiceIsOnce(t *testing.T) {
	n := 0
	for file, games := range allGames(t) {
		for _, g := range games {
			if !clean(g) {
				continue
			}
			once := format(t, Annotate(validate.Game(g, validate.Options{}), AllAnnotations()), Options{})
			again := readAll(t, file, []byte(once))[0]
			if twice := format(t, Annotate(validate.Game(again, validate.Options{}), AllAnnotations()), Options{}); twice != once {
				t.Errorf("%s game %d: annotated twice:\n%s\nonce:\n%s", file, g.Index, twice, once)
			}
			part := format(t, Annotate(validate.Game(g, validate.Options{}), AnnotateOptions{Endings: true, Powers: true}), Options{})
			then := readAll(t, file, []byte(part))[0]
			if got := format(t, Annotate(validate.Game(then, validate.Options{}), AllAnnotations()), Options{}); got != once {
				t.Errorf("%s game %d: endings, then everything:\n%s\nwant\n%s", file, g.Index, got, once)
			}
			n++
		}
	}
	if n < 50 {
		t.Errorf("only %d games annotated", n)
	}
}

// TestPowerTokenBeforeCommentOrNAG: a power token belongs to the next
// half-move whatever comments and NAGs stand between them: annotate
// completes it instead of writing a second one, FillColours colours it and
// the PGN export carries its colour.
func TestPowerTokenBeforeCommentOrNAG(t *testing.T) {
	const src = "[Event \"x\"]\n[Result \"1-0\"]\n\nAwélé 1. A c 2. E b(2) 3. D(3) d(2)\n" +
		"Échecs 1. (1) {commentaire} e4 (2) $1 e5 2. (3) Fc4 (4) Cc6 3. (5) Dh5 (6) Cf6 4. (7) Dxf7# 1-0\n"
	g := readAll(t, "f5", []byte(src))[0]
	r := validate.Game(g, validate.Options{})
	if !r.Valid {
		t.Fatalf("does not replay: %v", r.Diags)
	}
	const want = "1. (1=N) {commentaire} e4 (2=N) $1 e5 2. (3=B) Fc4"
	for name, got := range map[string]*notation.Game{
		"annotate --only powers": Annotate(r, AnnotateOptions{Powers: true}),
		"FillColours":            FillColours(r),
	} {
		text := format(t, got, Options{})
		if !strings.Contains(strings.ReplaceAll(text, "\n", " "), want) {
			t.Errorf("%s:\n%s\nwant %q", name, text, want)
		}
		if back := validate.Game(readAll(t, name, []byte(text))[0], validate.Options{}); !back.Valid {
			t.Errorf("%s: the output does not replay: %v", name, back.Diags)
		}
	}
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, FillColours(r), PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
		t.Fatal(err)
	}
	if s := pgn.String(); !strings.Contains(s, "{[%power 1 B]}") || !strings.Contains(s, "{[%power 2 B]} $1 e5") {
		t.Errorf("PGN:\n%s", s)
	}
}

// TestPGNRewrappedCommands: PGN tools rewrap comments (pgn-extract pads
// them with spaces and breaks lines anywhere a space stands), so the
// reader takes any run of white space after the brace, between a
// command's name and its arguments and before the closing bracket.
func TestPGNRewrappedCommands(t *testing.T) {
	tests := []struct{ in, want string }{
		{"{[%awele Awele W3 B2 Chess]}", "Awele W3 B2 Chess"},
		{"{ [%awele Awele W3 B2 Chess] }", "Awele W3 B2 Chess"},
		{"{\n[%awele Awele W3\nB2   Chess]\n}", "Awele W3 B2 Chess"},
		{"{ [%awele\nAwele W3 B2 Chess ] }", "Awele W3 B2 Chess"},
		{"{[%awele\t1.]}", "1."},
		{"{ [%power\n4 B] }", "(4=B)"},
		{"{ [%power 4\nB\n] }", "(4=B)"},
		{"{[%power\n7]}", "(7)"},
		{"{ [%powers 7] }", "{[%powers 7]}"},
		{"{ [%aweleX 1.] }", "{[%aweleX 1.]}"},
		{"{ a comment }", "{a comment}"},
		{"{a comment }", "{a comment }"},
		{"{  a comment  }", "{ a comment }"},
	}
	for _, tt := range tests {
		// The command read from PGN is the game the AGN text says.
		const head = "[Language \"en\"]\n\n"
		rd := NewPGNReader(strings.NewReader(head+tt.in+" *\n"), "p")
		got, err := rd.Next()
		if err != nil {
			t.Fatal(err)
		}
		want := readAll(t, "a", []byte(head+tt.want+" *\n"))[0]
		if g, w := format(t, got, Options{}), format(t, want, Options{}); g != w {
			t.Errorf("PGN %q reads as\n%s\nwant %q:\n%s", tt.in, g, tt.want, w)
		}
	}
	// A comment that reads as a command goes into [%awele], and the
	// spaces around a comment's text come back.
	g := readAll(t, "c", []byte("[Language \"en\"]\n\nAwele W3 B2 W2 W2 B2 W5 ...\nChess 1. (1=W) e4 { [%awele 3. A] } (2=W) e5 {[%power 9]} {  two spaces  } *\n"))[0]
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, g, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	back := NewPGNReader(&pgn, "c")
	bg, err := back.Next()
	if err != nil {
		t.Fatal(err)
	}
	if want, got := format(t, g, Options{}), format(t, bg, Options{}); got != want {
		t.Errorf("AGN -> PGN -> AGN:\n%s\nwant\n%s\nPGN:\n%s", got, want, pgn.String())
	}
}

// TestTranslateAnnotations: a translation writes annotate's comments in
// the target's words and letters, so that an annotated French record
// turned into English reads as annotate writes an English record
// (annotating it again adds nothing), and back into French is the
// annotated French record.
func TestTranslateAnnotations(t *testing.T) {
	n := 0
	for file, games := range allGames(t) {
		for _, g := range games {
			if !clean(g) || g.Lang != notation.French {
				continue
			}
			fr := format(t, Annotate(validate.Game(g, validate.Options{}), AllAnnotations()), Options{Lang: notation.French})
			frGame := readAll(t, file, []byte(fr))[0]
			for _, lang := range []notation.Language{notation.English, notation.German} {
				there := format(t, frGame, Options{Lang: lang})
				if strings.Contains(there, "Pouvoirs") || strings.Contains(there, "Fin de") || strings.Contains(there, "décidé") {
					t.Errorf("%s game %d: French comments left in %s:\n%s", file, g.Index, lang, there)
				}
				thereGame := readAll(t, file, []byte(there))[0]
				if again := format(t, Annotate(validate.Game(thereGame, validate.Options{}), AllAnnotations()), Options{}); again != there {
					t.Errorf("%s game %d: %s annotated again:\n%s\nwant\n%s", file, g.Index, lang, again, there)
				}
				if back := format(t, thereGame, Options{Lang: notation.French}); back != fr {
					t.Errorf("%s game %d: annotated fr -> %s -> fr:\n%s\nwant\n%s", file, g.Index, lang, back, fr)
				}
			}
			n++
		}
	}
	if n < 10 {
		t.Errorf("only %d French games", n)
	}
	// Only annotate's very words are rewritten.
	for _, text := range []string{
		"Fin de l'Awélé 1 : arrêt convenu ; score 3-4 ",
		"Fin de l'Awélé 1 : arrêt décidé ; score 3-4",
		"End of Awele game 1: agreement, 1 graine; score 3-4",
		"Pouvoirs de l'Awélé 1 (2) :\nB N",
		"Powers of Awele game 1 (3):\nW B . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .",
		"décidé par les Blancs",
	} {
		for _, lang := range []notation.Language{notation.English, notation.French} {
			if got := translateAnnotation(text, lang); got != text {
				t.Errorf("%q rewritten: %q", text, got)
			}
		}
	}
	if got, want := translateAnnotation("Fin de l'Awélé 2 : famine, Nord ramasse 1 graine, partage 1-2 ; score 5-2", notation.English), "End of Awele game 2: famine, North collects 1, shared 1-2; score 5-2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestQueueAlphabetDocumented: the power colours of the JSON outputs are W
// (White) and B (Black), the opposite of the French B (Blancs, White): the
// schema names the alphabet with a pattern the export is checked against,
// and docs/EXPORT.md says it plainly (issue 10).
func TestQueueAlphabetDocumented(t *testing.T) {
	raw, err := os.ReadFile("../../docs/schema/export.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Properties struct {
			Awele struct {
				Items struct {
					Properties struct {
						Queue map[string]string `json:"queue"`
					} `json:"properties"`
				} `json:"items"`
			} `json:"awele"`
			Plies struct {
				Items struct {
					Properties struct {
						Power struct {
							Properties struct {
								Colour map[string]string `json:"colour"`
							} `json:"properties"`
						} `json:"power"`
					} `json:"properties"`
				} `json:"items"`
			} `json:"plies"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatal(err)
	}
	q := schema.Properties.Awele.Items.Properties.Queue
	if q["pattern"] != "^[WB]*$" || !strings.Contains(q["description"], "B = Black") || !strings.Contains(q["description"], "not Blancs") {
		t.Errorf("awele[].queue: %v", q)
	}
	c := schema.Properties.Plies.Items.Properties.Power.Properties.Colour
	if c["pattern"] != "^[WB]$" || !strings.Contains(c["description"], "B = Black") {
		t.Errorf("plies[].power.colour: %v", c)
	}
	doc, err := os.ReadFile("../../docs/EXPORT.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "`B` means Black, not Blancs") {
		t.Errorf("docs/EXPORT.md does not warn that B means Black")
	}
}

// TestScoreReadsBack: an Awélé score whose plain form reads as something
// else — 1-0 and 0-1 (a result), 0-0 out of an Awélé section (castling; a
// record with no section keyword, as an OGN record without its keyword
// comes back) — is written with a leading zero: written plain, fmt a second
// time emptied the game (the result ended it) or made it castling, and the
// PGN round trip changed it. In an Awélé section 0-0 stays 0-0.
func TestScoreReadsBack(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"[Language \"en\"]\n\n1. 0 0 0. 0 0. 0 0000-00 *\n", "1. 0 0 0. 0 0. 0 00-0 *"},
		{"[Variant \"Awele\"]\n[Language \"en\"]\n\nAwele 1. F a 0-0 *\n", "Awele 1. F a 0-0 *"},
		{"[Variant \"Awele\"]\n[Language \"en\"]\n\nAwele 1. F a 01-0 *\n", "Awele 1. F a 01-0 *"},
		{"[Variant \"Awele\"]\n[Language \"en\"]\n\nAwele 1. F a 00-1 *\n", "Awele 1. F a 00-1 *"},
		{"[Language \"en\"]\n\n1. 0 0 0001-0 *\n", "1. 0 0 01-0 *"},
	} {
		g := readAll(t, tt.src, []byte(tt.src))[0]
		text := format(t, g, Options{})
		if !strings.Contains(text, tt.want) {
			t.Fatalf("%q written:\n%s\nwant %s", tt.src, text, tt.want)
		}
		again := format(t, readAll(t, "again", []byte(text))[0], Options{})
		if again != text {
			t.Errorf("%q: fmt twice gives\n%s\nonce\n%s", tt.src, again, text)
		}
	}
}

// TestMain runs the package's tests with testenv.Main: the collector at
// 400% (testenv.FewerCollections).
func TestMain(m *testing.M) { testenv.Main(m) }
