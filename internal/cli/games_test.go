package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// Both game sources read the files in turn, standard input where "-"
// stands, and stop at a file that cannot be opened.
func TestGameSources(t *testing.T) {
	dir := writeFiles(t, map[string]string{"a.agn": seed000fr, "b.agn": seed000fr + "\n" + seed000fr})
	a, b := filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn")
	files := []string{a, "-", b, filepath.Join(dir, "none.agn")}
	want := []string{a, "", b, b}

	chunks := newGameSource(files, strings.NewReader(seed000fr))
	fmts := newFormatSource(files, strings.NewReader(seed000fr), "agn")
	for i, w := range want {
		_, _, file, ok, err := chunks.next()
		if !ok || err != nil || file != w {
			t.Fatalf("chunk %d: %q %v %v, want %q", i, file, ok, err, w)
		}
		g, file, err := fmts.next()
		if g == nil || err != nil || file != w {
			t.Fatalf("game %d: %q %v, want %q", i, file, err, w)
		}
	}
	if _, _, _, ok, err := chunks.next(); ok || err == nil || !strings.Contains(err.Error(), "none.agn") {
		t.Errorf("chunks past the missing file: %v %v", ok, err)
	}
	if g, _, err := fmts.next(); g != nil || err == nil || !strings.Contains(err.Error(), "none.agn") {
		t.Errorf("games past the missing file: %v", err)
	}
}

// A path that cannot be read does not stop check, stats or html: each is
// reported as gofmt does, the other files are read all the same, and the
// exit status is 2 at the end (over the 1 of defects).
func TestBadPathsGoOn(t *testing.T) {
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
		{"check", []string{"check", bad, missing, good}, "2 games, 1 valid", sayMissing, ExitUsage, 1},
		{"check two missing", []string{"check", missing, good, missing + "2"}, "1 game, 1 valid", sayMissing, ExitUsage, 2},
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
	dir := writeFiles(t, map[string]string{"good.agn": seed000fr})
	files := []string{filepath.Join(dir, "gone.agn"), filepath.Join(dir, "good.agn")}
	var reported []string
	src := newGameSource(files, strings.NewReader(""))
	src.skip = func(err error) { reported = append(reported, err.Error()) }
	n := 0
	for {
		_, _, _, ok, err := src.next()
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
	src = newGameSource(files, strings.NewReader(""))
	if _, _, _, _, err := src.next(); err == nil {
		t.Error("no error without skip")
	}
}
