package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// frLoose is a valid game in tolerant French forms.
const frLoose = `[Language "fr"]
[Result "1-0"]
[Event "Exemple"]

Awélé B3 N2 B2 …
Échecs 1.(1=B)e4 (2=B)-- 2. (3=B) Fc4 (4=N) 0 3. (5=N) F:f7+ 3... R:f7 1-0
`

// frCanonical is frLoose in canonical AGN.
const frCanonical = `[Event "Exemple"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Language "fr"]

Awélé B3 N2 B2 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) 0 3. (5=N) Fxf7+ Rxf7 1-0

`

// english is frCanonical in English letters.
const english = `[Event "Exemple"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Language "en"]

Awele W3 B2 W2 ...
Chess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc4 (4=B) 0 3. (5=B) Bxf7+ Kxf7 1-0

`

// illegal is a readable game whose replay fails.
const illegal = `[Language "en"]

Awele W3 ...
Chess 1. (1=W) e5 *
`

func TestConvertCommand(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"g.agn": frLoose, "bad.agn": illegal, "broken.agn": broken})
	tests := []struct {
		name       string
		stdin      string
		args       []string
		code       int
		stdout     string
		stderrHas  string
		stdoutHas  string
		stdoutNone bool
	}{
		{name: "to English", stdin: frLoose, args: []string{"convert", "--to", "en"}, stdout: english},
		{name: "back to French", stdin: english, args: []string{"convert", "--to", "fr"}, stdout: frCanonical},
		{name: "no --to is fmt", stdin: frLoose, args: []string{"convert"}, stdout: frCanonical},
		{name: "German keeps English power letters", stdin: frLoose, args: []string{"convert", "--to", "de"}, stdoutHas: "[Language \"de\"]\n[PowerLetters \"en\"]"},
		{name: "file argument", args: []string{"convert", "--to", "en", filepath.Join(dir, "g.agn")}, stdout: english},
		{name: "unknown language", args: []string{"convert", "--to", "xx"}, code: 2, stderrHas: "unknown language", stdoutNone: true},
		{name: "unknown format", args: []string{"convert", "--from", "xml"}, code: 2, stderrHas: "unknown input format", stdoutNone: true},
		{name: "missing file", args: []string{"convert", filepath.Join(dir, "none.agn")}, code: 2, stdoutNone: true},
		{name: "invalid game still converted", stdin: illegal, args: []string{"convert", "--to", "fr"}, code: 1, stderrHas: "illegal-move", stdoutHas: "Échecs 1. (1=B) e5 *"},
		{name: "broken game reported", args: []string{"convert", filepath.Join(dir, "broken.agn")}, code: 1, stderrHas: "broken.agn:3", stdoutNone: true},
		{name: "broken game said skipped", args: []string{"convert", filepath.Join(dir, "broken.agn")}, code: 1, stderrHas: "broken.agn:1: game 1 skipped: it could not be read: ", stdoutNone: true},
		{name: "undecidable language said skipped", stdin: "[Event \"x\"]\n\n1. Cf3 Nc6 *\n", args: []string{"convert", "--to", "fr"}, code: 1,
			stderrHas: "<stdin>:1: game 1 skipped: it could not be read: the piece and power letters fit no known language", stdoutNone: true},
		{name: "ambiguous language not translated", stdin: "[Event \"x\"]\n\nAwele B2 ... 1. (1=B) e4 (2=B) e5 *\n", args: []string{"convert", "--to", "fr"}, code: 1,
			stderrHas: "<stdin>:1: game 1 skipped: its language could not be decided", stdoutNone: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if tt.stdout != "" && stdout != tt.stdout {
				t.Errorf("stdout:\n%s\nwant\n%s", stdout, tt.stdout)
			}
			if tt.stdoutHas != "" && !strings.Contains(stdout, tt.stdoutHas) {
				t.Errorf("stdout lacks %q:\n%s", tt.stdoutHas, stdout)
			}
			if tt.stdoutNone && stdout != "" {
				t.Errorf("stdout not empty:\n%s", stdout)
			}
			if !strings.Contains(stderr, tt.stderrHas) {
				t.Errorf("stderr lacks %q:\n%s", tt.stderrHas, stderr)
			}
		})
	}
}

func TestConvertOutputFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "en.agn")
	code, stdout, stderr := run(t, frLoose, "convert", "--to", "en", "-o", out)
	if code != 0 || stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %s", code, stdout, stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != english {
		t.Errorf("file:\n%s\nwant\n%s", got, english)
	}
	if code, _, _ := run(t, frLoose, "convert", "-o", filepath.Join(dir, "no", "such", "dir.agn")); code != 2 {
		t.Errorf("unwritable -o: exit %d, want 2", code)
	}
}

func TestExportRoundTripsThroughCommands(t *testing.T) {
	t.Parallel()
	for _, format := range []string{"pgn", "ogn"} {
		t.Run(format, func(t *testing.T) {
			src := frCanonical
			if format == "ogn" {
				src = "[Variant \"Awele\"]\n[AweleRules \"abapa\"]\n[Result \"*\"]\n\nAwele 1. F {début} a 2. E b *\n"
			}
			code, exported, stderr := run(t, src, "export", "--to", format)
			if code != 0 {
				t.Fatalf("export: exit %d\n%s", code, stderr)
			}
			code, back, stderr := run(t, exported, "convert", "--from", format)
			if code != 0 {
				t.Fatalf("convert --from %s: exit %d\n%s\n%s", format, code, stderr, exported)
			}
			_, want, _ := run(t, src, "fmt")
			if format == "pgn" && back != want {
				t.Errorf("AGN -> PGN -> AGN:\n%s\nwant\n%s", back, want)
			}
			if format == "ogn" && !strings.Contains(back, "Awele 1. F {début} 1... a 2. E b *") {
				t.Errorf("AGN -> OGN -> AGN:\n%s", back)
			}
		})
	}
}

func TestExportCommand(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		stdin     string
		args      []string
		code      int
		stdoutHas string
		stderrHas string
	}{
		{"pgn", frCanonical, []string{"export", "--to", "pgn"}, 0, "{[%power 2 W]} --", ""},
		{"json", frCanonical, []string{"export", "--to", "json"}, 0, `"english":"Bxf7+"`, ""},
		{"json names standard input", frCanonical, []string{"export", "--to", "json", "-"}, 0, `{"file":"<stdin>",`, ""},
		{"ogn skips games without Awélé moves", frCanonical, []string{"export", "--to", "ogn"}, 0, "[Captures \"W3 B2 W2 ...\"]", ""},
		{"ogn says which games it skips", "[Language \"en\"]\n\n1. e4 e5 *\n", []string{"export", "--to", "ogn"}, 0, "", "<stdin>:1: game 1 skipped: it has no Awélé game to write in OGN"},
		{"missing --to", frCanonical, []string{"export"}, 2, "", "--to is required"},
		{"unknown format", frCanonical, []string{"export", "--to", "svg"}, 2, "", "unknown export format"},
		{"invalid game still exported", illegal, []string{"export", "--to", "json"}, 1, `"valid":false`, "illegal-move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if !strings.Contains(stdout, tt.stdoutHas) {
				t.Errorf("stdout lacks %q:\n%s", tt.stdoutHas, stdout)
			}
			if !strings.Contains(stderr, tt.stderrHas) {
				t.Errorf("stderr lacks %q:\n%s", tt.stderrHas, stderr)
			}
		})
	}
}

func TestAnnotateCommand(t *testing.T) {
	t.Parallel()
	src := "[Language \"fr\"]\n\nAwélé B3 N2 ...\nÉchecs 1. e4 0 2. (3) Fc4 0 3. (5) Fxf7 Rxf7 1-0\n"
	tests := []struct {
		name     string
		args     []string
		code     int
		has, not []string
	}{
		{"everything", []string{"annotate"}, 0, []string{"1. (1=B) e4 (2=B) 0", "(5=N) Fxf7+", "{décidé par les Blancs (l'adversaire)}", "Pouvoirs de l'Awélé 1 (5)", "{décidé par les Noirs (le joueur au trait)}", "Fin de l'Awélé 1"}, nil},
		{"only powers", []string{"annotate", "--only", "powers"}, 0, []string{"(3=B) Fc4 (4=N) 0", "(5=N) Fxf7 "}, []string{"décidé", "Pouvoirs", "Fxf7+"}},
		{"no queues", []string{"annotate", "--no-queues", "--no-endings"}, 0, []string{"décidé"}, []string{"Pouvoirs", "Fin de"}},
		{"unknown annotation", []string{"annotate", "--only", "colours"}, 2, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, src, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			for _, s := range tt.has {
				if !strings.Contains(stdout, s) {
					t.Errorf("stdout lacks %q:\n%s", s, stdout)
				}
			}
			for _, s := range tt.not {
				if strings.Contains(stdout, s) {
					t.Errorf("stdout has %q:\n%s", s, stdout)
				}
			}
		})
	}
}

// TestConvertFillsColoursAsFmt checks that convert, with or without --to,
// and the PGN export fill in the colours of colourless power tokens as fmt
// does: French to English and back is fmt.
func TestConvertFillsColoursAsFmt(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(filepath.Join("..", "..", "corpus", "valid", "loose-forms-fr.agn"))
	if err != nil {
		t.Fatal(err)
	}
	code, want, stderr := run(t, string(src), "fmt")
	if code != 0 || !strings.Contains(want, "(2=B) 0") {
		t.Fatalf("fmt: exit %d, colours not filled:\n%s%s", code, want, stderr)
	}
	step := func(in string, args ...string) string {
		t.Helper()
		code, out, stderr := run(t, in, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, code, stderr)
		}
		return out
	}
	en := step(string(src), "convert", "--to", "en")
	for name, got := range map[string]string{
		"convert":                              step(string(src), "convert"),
		"convert --to en | convert --to fr":    step(en, "convert", "--to", "fr"),
		"convert --to fr":                      step(string(src), "convert", "--to", "fr"),
		"export --to pgn | convert --from pgn": step(step(string(src), "export", "--to", "pgn"), "convert", "--from", "pgn"),
	} {
		if got != want {
			t.Errorf("%s:\n%s\nwant (fmt)\n%s", name, got, want)
		}
	}
	if !strings.Contains(en, "(2=W) 0") {
		t.Errorf("convert --to en leaves a colour out:\n%s", en)
	}
}

// TestAnnotateIdempotent checks awechec annotate on its own output over the
// corpus: a second run writes the same text.
func TestAnnotateIdempotent(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "..", "corpus", "*", "*.agn"))
	if err != nil || len(files) < 10 {
		t.Fatalf("corpus: %d files, %v", len(files), err)
	}
	for _, file := range files {
		_, once, _ := run(t, "", "annotate", file)
		if once == "" {
			continue // a file the reader cannot read
		}
		_, twice, stderr := run(t, once, "annotate")
		if twice != once {
			t.Errorf("%s: annotate | annotate:\n%s\nwant\n%s\n%s", file, twice, once, stderr)
		}
	}
}

// TestConvertFromOGNDirectory checks that a directory is walked for the
// files of the input format.
func TestConvertFromOGNDirectory(t *testing.T) {
	t.Parallel()
	code, ogn, stderr := run(t, "[Variant \"Awele\"]\n[AweleRules \"abapa\"]\n[Result \"*\"]\n\nAwele 1. F a 2. E b *\n", "export", "--to", "ogn")
	if code != 0 {
		t.Fatalf("export: exit %d\n%s", code, stderr)
	}
	dir := writeFiles(t, map[string]string{"sub/match.ogn": ogn, "notes.agn": frLoose})
	code, out, stderr := run(t, "", "convert", "--from", "ogn", dir)
	if code != 0 || !strings.Contains(out, "Awele 1. F a 2. E b *") || strings.Contains(out, "Exemple") {
		t.Errorf("convert --from ogn dir: exit %d\n%s\n%s", code, out, stderr)
	}
	empty := filepath.Join(dir, "sub")
	code, _, stderr = run(t, "", "convert", "--from", "pgn", empty)
	if code != 2 || !strings.Contains(stderr, "no files to read: no .pgn file in "+empty) {
		t.Errorf("convert --from pgn on a directory without PGN: exit %d\n%s", code, stderr)
	}
}

// TestExportOGNSplit: Aualé opens one match per file, so --split DIR (or
// -o naming a directory) writes each Awélé game to its own file, named
// from the input file and the game and Awélé game numbers; several
// records written to one stream draw a warning.
func TestExportOGNSplit(t *testing.T) {
	t.Parallel()
	const two = "[Event \"a\"]\n[Variant \"Awele\"]\n\nAwele 1. F a 2. E b *\n\n" +
		"[Event \"b\"]\n[Language \"fr\"]\n\nAwélé 1. A c 2. E b(2)\nÉchecs 1. (1) e4 (2) e5\nAwélé 1. A c 2. E b(2)\nÉchecs 2. (1) Cf3 (2) Cc6 *\n"
	dir := writeFiles(t, map[string]string{"partie.agn": two})
	out := filepath.Join(dir, "ogn")
	code, stdout, stderr := run(t, "", "export", "--to", "ogn", "--split", out, filepath.Join(dir, "partie.agn"))
	if code != 0 || stdout != "" || strings.Contains(stderr, "warning") {
		t.Fatalf("export --split: exit %d\n%s\n%s", code, stdout, stderr)
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got, want := strings.Join(names, " "), "partie-g001-a1.ogn partie-g002-a1.ogn partie-g002-a2.ogn"; got != want {
		t.Fatalf("files %s, want %s", got, want)
	}
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if c := strings.Count(string(data), "[Variant "); c != 1 {
			t.Errorf("%s holds %d records:\n%s", name, c, data)
		}
	}
	// -o naming a directory splits too; standard input is "stdin".
	other := t.TempDir()
	if code, _, stderr := run(t, two, "export", "--to", "ogn", "-o", other); code != 0 {
		t.Fatalf("export -o DIR: exit %d\n%s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(other, "stdin-g002-a2.ogn")); err != nil {
		t.Error(err)
	}
	// One stream: the records follow one another, and standard error warns.
	code, stdout, stderr = run(t, two, "export", "--to", "ogn")
	if code != 0 || strings.Count(stdout, "[Variant ") != 3 || !strings.Contains(stderr, "warning: 3 OGN records written to one stream") {
		t.Errorf("export --to ogn: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if code, _, stderr := run(t, two, "export", "--to", "pgn", "--split", other); code != 2 {
		t.Errorf("--split with --to pgn: exit %d\n%s", code, stderr)
	}
}
