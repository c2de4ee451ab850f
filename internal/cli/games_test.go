package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

// The game source reads the files in turn, standard input where "-"
// stands, each in its format, and stops at a file that cannot be opened.
func TestGameSource(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"a.agn": seed000fr, "b.agn": seed000fr + "\n" + seed000fr})
	a, b := filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn")
	files := []string{a, "-", b, filepath.Join(dir, "none.agn")}
	want := []string{a, "", b, b}

	src := newGameSource(files, strings.NewReader(seed000fr), record.AGN)
	for i, w := range want {
		it, ok, err := src.next()
		if !ok || err != nil || it.file != w || !it.Text() {
			t.Fatalf("game %d: %q %v %v, want %q", i, it.file, ok, err, w)
		}
		if g := it.game(nil); g.Diags.Errors() > 0 {
			t.Fatalf("game %d: %v", i, g.Diags)
		}
	}
	if _, ok, err := src.next(); ok || err == nil || !strings.Contains(err.Error(), "none.agn") {
		t.Errorf("games past the missing file: %v %v", ok, err)
	}
}

// A .pgn or .ogn file among AGN ones is read in its own format; a format
// given on purpose (--from pgn) reads every file so.
func TestGameSourceFormats(t *testing.T) {
	t.Parallel()
	_, pgn, _ := run(t, seed000fr, "export", "--to", "pgn")
	_, ogn, _ := run(t, seed000fr, "export", "--to", "ogn")
	dir := writeFiles(t, map[string]string{"a.pgn": pgn, "b.ogn": ogn, "c.txt": pgn, "d.agn": seed000fr})
	path := func(n string) string { return filepath.Join(dir, n) }
	for _, tt := range []struct {
		from  record.Format
		file  string
		text  bool
		valid bool
	}{
		{record.AGN, "a.pgn", false, true},
		{record.AGN, "b.ogn", false, true},
		{record.AGN, "d.agn", true, true},
		{record.AGN, "c.txt", true, false}, // PGN read as AGN: false defects
		{record.PGN, "c.txt", false, true},
	} {
		src := newGameSource([]string{path(tt.file)}, nil, tt.from)
		it, ok, err := src.next()
		if !ok || err != nil {
			t.Fatalf("%v %s: %v %v", tt.from, tt.file, ok, err)
		}
		g := it.game(nil)
		valid := validate.Game(g, validate.Options{}).Valid
		if it.Text() != tt.text || valid != tt.valid {
			t.Errorf("%v %s: text %v valid %v, want %v %v", tt.from, tt.file, it.Text(), valid, tt.text, tt.valid)
		}
		src.close()
	}
}

// A path that cannot be read does not stop check, stats or html: each is
// reported as gofmt does, the other files are read all the same, and the
// exit status is 2 at the end (over the 1 of defects).
func TestBadPathsGoOn(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"bad.agn": seed000bad, "good.agn": seed000fr, "sub/x.agn": seed000fr})
	bad, good := filepath.Join(dir, "bad.agn"), filepath.Join(dir, "good.agn")
	missing := filepath.Join(dir, "nosuch.agn")
	sayMissing := "awechec: " + missing + ": no such file or directory\n"
	tests := []struct {
		name       string
		args       []string
		stdoutHas  string
		stderrHas  string
		code       int
		errorLines int
	}{
		{"check", []string{"check", bad, missing, good}, "2 games: 1 valid", sayMissing, ExitUsage, 1},
		{"check two missing", []string{"check", missing, good, missing + "2"}, "1 game: 1 valid", sayMissing, ExitUsage, 2},
		{"check json", []string{"check", "--format", "json", missing, bad}, `"valid":false`, sayMissing, ExitUsage, 1},
		{"check only missing", []string{"check", missing}, "", sayMissing, ExitUsage, 1},
		{"stats", []string{"stats", "--format", "csv", bad, missing}, "games,,1\nvalid,,0", sayMissing, ExitUsage, 1},
		{"html", []string{"html", missing, good, bad}, `data-game="1"`, sayMissing, ExitUsage, 1},
		{"fmt", []string{"fmt", missing, good}, `[Event "Exemple"]`, sayMissing, ExitUsage, 1},
		{"fmt -l", []string{"fmt", "-l", good, missing}, good, sayMissing, ExitUsage, 1},
		{"convert", []string{"convert", "--to", "en", good, missing}, `[Language "en"]`, sayMissing, ExitUsage, 1},
		{"export", []string{"export", "--to", "pgn", missing, good}, `[Variant "Awechec"]`, sayMissing, ExitUsage, 1},
		{"annotate", []string{"annotate", good, missing}, "(1=B) e4", sayMissing, ExitUsage, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr %s", code, tt.code, stderr)
			}
			if !strings.Contains(stdout, tt.stdoutHas) {
				t.Errorf("stdout lacks %q:\n%.600s", tt.stdoutHas, stdout)
			}
			if !strings.Contains(stderr, tt.stderrHas) {
				t.Errorf("stderr lacks %q:\n%s", tt.stderrHas, stderr)
			}
			if n := strings.Count(stderr, "awechec: "); n != tt.errorLines {
				t.Errorf("%d error lines, want %d:\n%s", n, tt.errorLines, stderr)
			}
		})
	}
}

// A file that disappears between the walk and its reading is reported and
// skipped when the source is told to go on.
func TestSourceSkipsUnreadable(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"good.agn": seed000fr})
	files := []string{filepath.Join(dir, "gone.agn"), filepath.Join(dir, "good.agn")}
	var reported []string
	src := newGameSource(files, strings.NewReader(""), record.AGN)
	src.skip = func(err error) { reported = append(reported, err.Error()) }
	n := 0
	for {
		_, ok, err := src.next()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		n++
	}
	if n != 1 || len(reported) != 1 || reported[0] != files[0]+": no such file or directory" {
		t.Errorf("%d games, reported %q", n, reported)
	}
	// without skip the first error ends the reading, as before
	src = newGameSource(files, strings.NewReader(""), record.AGN)
	if _, _, err := src.next(); err == nil {
		t.Error("no error without skip")
	}
}
