package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// loose is a game in the tolerant forms the reader accepts.
const loose = `[Language "fr"]
[Result "1-0"]
[Event "Exemple"]

Awélé B3 N2 …
Échecs 1.(1=B)e4 (2=B)-- 2. (3=B) F:f7+ 2... C:f7 1-0
`

// canonical is loose in canonical AGN.
const canonical = `[Event "Exemple"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Language "fr"]

Awélé B3 N2 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fxf7+ Cxf7 1-0

`

// broken has a syntax error on its movetext line.
const broken = `[Language "fr"]

Échecs 1. e4 ]] 1-0
`

// writeFiles creates the files in a new temporary directory.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// colourless has power tokens written without their colour, glued or not;
// canonical form fills the colours in from the queue the replay rebuilds.
const colourless = `[Language "fr"]

Awélé B3 N2 ...
Échecs 1. (1) e4 (2)Cf6 (3) 0 (4=N) 0 *
`

const colourFilled = `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "*"]
[Language "fr"]

Awélé B3 N2 ...
Échecs 1. (1=B) e4 (2=B) Cf6 2. (3=B) 0 (4=N) 0 *

`

func TestFmtStdout(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"stdin by default", loose, []string{"fmt"}, ExitOK, canonical},
		{"stdin as -", loose, []string{"fmt", "-"}, ExitOK, canonical},
		{"canonical unchanged", canonical, []string{"fmt"}, ExitOK, canonical},
		{"two games", loose + "\n" + canonical, []string{"fmt"}, ExitOK, canonical + canonical},
		{"empty input", "", []string{"fmt"}, ExitOK, ""},
		{"-l on stdin", loose, []string{"fmt", "-l"}, ExitOK, "<stdin>\n"},
		{"-l on canonical stdin", canonical, []string{"fmt", "-l"}, ExitOK, ""},
		{"--check not canonical", loose, []string{"fmt", "--check"}, ExitDefects, ""},
		{"--check canonical", canonical, []string{"fmt", "--check"}, ExitOK, ""},
		{"-w on stdin is a usage error", loose, []string{"fmt", "-w"}, ExitUsage, ""},
		{"missing file", "", []string{"fmt", "does-not-exist.agn"}, ExitUsage, ""},
		{"power colours filled from the replay", colourless, []string{"fmt"}, ExitOK, colourFilled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Fatalf("exit code %d, want %d (stderr %q)", code, tt.code, errs)
			}
			if out != tt.want {
				t.Errorf("stdout\n%s\nwant\n%s", out, tt.want)
			}
		})
	}
}

func TestFmtFiles(t *testing.T) {
	t.Parallel()
	files := map[string]string{
		"a.agn":          loose,
		"b.agn":          canonical,
		"sub/c.pgn":      loose,
		"sub/notes.txt":  loose,
		".hidden/d.agn":  loose,
		"sub/deep/e.agn": canonical,
	}
	t.Run("stdout", func(t *testing.T) {
		dir := writeFiles(t, files)
		code, out, errs := run(t, "", "fmt", filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn"))
		if code != ExitOK {
			t.Fatalf("exit code %d (stderr %q)", code, errs)
		}
		if out != canonical+canonical {
			t.Errorf("stdout\n%s", out)
		}
	})
	t.Run("-l walks directories", func(t *testing.T) {
		dir := writeFiles(t, files)
		code, out, errs := run(t, "", "fmt", "-l", dir)
		if code != ExitOK {
			t.Fatalf("exit code %d (stderr %q)", code, errs)
		}
		// A .pgn file is left alone (fmt writes AGN), and said so.
		want := filepath.Join(dir, "a.agn") + "\n"
		if out != want || !strings.Contains(errs, "c.pgn: skipped: a PGN file") {
			t.Errorf("stdout %q, want %q; stderr %q", out, want, errs)
		}
	})
	t.Run("--check lists on stderr", func(t *testing.T) {
		dir := writeFiles(t, files)
		code, out, errs := run(t, "", "fmt", "--check", dir)
		if code != ExitDefects {
			t.Fatalf("exit code %d, want %d", code, ExitDefects)
		}
		if out != "" {
			t.Errorf("stdout %q", out)
		}
		want := filepath.Join(dir, "a.agn") + "\n" + "awechec: " + filepath.Join(dir, "sub/c.pgn") + ": skipped: a PGN file; fmt writes AGN (awechec convert --from pgn reads it)\n"
		if errs != want {
			t.Errorf("stderr %q, want %q", errs, want)
		}
		code, _, _ = run(t, "", "fmt", "--check", filepath.Join(dir, "b.agn"), filepath.Join(dir, "sub/deep"))
		if code != ExitOK {
			t.Errorf("canonical files: exit code %d", code)
		}
	})
	t.Run("-w rewrites only what changes", func(t *testing.T) {
		dir := writeFiles(t, files)
		b := filepath.Join(dir, "b.agn")
		old := time.Unix(1_000_000_000, 0)
		if err := os.Chtimes(b, old, old); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(filepath.Join(dir, "a.agn"), 0o600); err != nil {
			t.Fatal(err)
		}
		code, out, errs := run(t, "", "fmt", "-w", dir)
		if code != ExitOK || out != "" || !strings.HasSuffix(errs, "c.pgn: skipped: a PGN file; fmt writes AGN (awechec convert --from pgn reads it)\n") {
			t.Fatalf("exit code %d, stdout %q, stderr %q", code, out, errs)
		}
		for name, want := range map[string]string{
			"a.agn": canonical, "b.agn": canonical, "sub/c.pgn": loose,
			"sub/notes.txt": loose, ".hidden/d.agn": loose, "sub/deep/e.agn": canonical,
		} {
			got, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != want {
				t.Errorf("%s:\n%s", name, got)
			}
		}
		if info, err := os.Stat(b); err != nil || !info.ModTime().Equal(old) {
			t.Errorf("canonical file was rewritten")
		}
		if info, err := os.Stat(filepath.Join(dir, "a.agn")); err != nil || info.Mode().Perm() != 0o600 {
			t.Errorf("permissions not kept: %v", info.Mode())
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if strings.Contains(e.Name(), ".fmt-") {
				t.Errorf("temporary file left: %s", e.Name())
			}
		}
		code, out, _ = run(t, "", "fmt", "-l", dir)
		if code != ExitOK || out != "" {
			t.Errorf("after -w, -l lists %q", out)
		}
	})
}

func TestFmtSyntaxError(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args func(dir string) []string
	}{
		{"stdout", func(dir string) []string {
			return []string{"fmt", filepath.Join(dir, "bad.agn"), filepath.Join(dir, "good.agn")}
		}},
		{"-w", func(dir string) []string { return []string{"fmt", "-w", dir} }},
		{"-l", func(dir string) []string { return []string{"fmt", "-l", dir} }},
		{"--check", func(dir string) []string { return []string{"fmt", "--check", dir} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeFiles(t, map[string]string{"bad.agn": loose + "\n" + broken, "good.agn": loose})
			bad := filepath.Join(dir, "bad.agn")
			code, out, errs := run(t, "", tt.args(dir)...)
			if code != ExitUsage {
				t.Fatalf("exit code %d, want %d (stderr %q)", code, ExitUsage, errs)
			}
			if !strings.Contains(errs, bad+":10:15:") || !strings.Contains(errs, "error[syntax]") {
				t.Errorf("stderr lacks the diagnostic:\n%s", errs)
			}
			if !strings.Contains(errs, bad+":8: file skipped: game 2 could not be read; no game of the file is ") {
				t.Errorf("stderr does not say the file was skipped:\n%s", errs)
			}
			if !strings.Contains(errs, "10 | Échecs 1. e4 ]] 1-0") || !strings.Contains(errs, "^") {
				t.Errorf("stderr lacks the source line and caret:\n%s", errs)
			}
			if tt.name == "stdout" && out != canonical {
				t.Errorf("stdout holds more than the good file:\n%s", out)
			}
			got, err := os.ReadFile(bad)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != loose+"\n"+broken {
				t.Errorf("the broken file was changed:\n%s", got)
			}
			if tt.name == "-w" {
				good, _ := os.ReadFile(filepath.Join(dir, "good.agn"))
				if string(good) != canonical {
					t.Errorf("the good file was not formatted:\n%s", good)
				}
			}
		})
	}
}

// TestFmtHelpSaysWhatItHolds checks that fmt's help says what it keeps in
// memory: a printed file is held, its first fmtSpoolMem bytes in memory and
// the rest in a temporary file, so memory does not grow with the file.
func TestFmtHelpSaysWhatItHolds(t *testing.T) {
	t.Parallel()
	_, help, _ := run(t, "", "fmt", "--help")
	text := strings.Join(strings.Fields(help), " ")
	if strings.Contains(text, "use little memory") || !strings.Contains(text, fmt.Sprintf("its first %d MB in memory, the rest in a temporary file", fmtSpoolMem>>20)) || !strings.Contains(text, "memory does not grow with the file") {
		t.Errorf("fmt --help:\n%s", help)
	}
}

// TestFmtStdinPrintedAndListed checks both ways of reading standard input:
// streamed when printed, held for the comparison under -l and --check.
func TestFmtStdinPrintedAndListed(t *testing.T) {
	t.Parallel()
	two := loose + "\n" + loose
	if code, out, stderr := run(t, two, "fmt"); code != 0 || out != canonical+canonical {
		t.Errorf("fmt: exit %d\n%s\n%s", code, out, stderr)
	}
	if code, out, _ := run(t, two, "fmt", "-l"); code != 0 || out != "<stdin>\n" {
		t.Errorf("fmt -l: exit %d, %q", code, out)
	}
	if code, out, _ := run(t, canonical+canonical, "fmt", "--check"); code != 0 || out != "" {
		t.Errorf("fmt --check on canonical input: exit %d, %q", code, out)
	}
	if code, _, stderr := run(t, two, "fmt", "--check"); code != 1 || stderr != "<stdin>\n" {
		t.Errorf("fmt --check: exit %d, %q", code, stderr)
	}
}

// TestFmtCommentsAlone: a file of comments alone holds no game; fmt
// invents none, and -w leaves the file as it is.
func TestFmtCommentsAlone(t *testing.T) {
	t.Parallel()
	const text = "{just a comment}\n; line comment\n% escape\n"
	dir := writeFiles(t, map[string]string{"c.agn": text})
	name := filepath.Join(dir, "c.agn")
	if code, out, errs := run(t, "", "fmt", name); code != ExitOK || out != "" || errs != "" {
		t.Errorf("fmt: exit code %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, out, errs := run(t, "", "fmt", "-w", name); code != ExitOK || out != "" || errs != "" {
		t.Errorf("fmt -w: exit code %d, stdout %q, stderr %q", code, out, errs)
	}
	if got, err := os.ReadFile(name); err != nil || string(got) != text {
		t.Errorf("file now %q, %v", got, err)
	}
}

// TestFmtSpool: the canonical text held by fmtSpool comes back whole and
// in order, whether it stayed in memory or went past fmtSpoolMem into a
// temporary file.
func TestFmtSpool(t *testing.T) {
	t.Parallel()
	for _, size := range []int{0, 1000, fmtSpoolMem, fmtSpoolMem + 1, 2*fmtSpoolMem + 12345} {
		var want bytes.Buffer
		s := &fmtSpool{}
		for i := 0; want.Len() < size; i++ {
			chunk := []byte(strings.Repeat(string(rune('a'+i%26)), 1+i%5000))
			if rest := size - want.Len(); len(chunk) > rest {
				chunk = chunk[:rest]
			}
			want.Write(chunk)
			if n, err := s.Write(chunk); n != len(chunk) || err != nil {
				t.Fatalf("size %d: Write = %d, %v", size, n, err)
			}
		}
		if spilled := s.f != nil; spilled != (size > fmtSpoolMem) {
			t.Errorf("size %d: spooled to a file = %v", size, spilled)
		}
		var got bytes.Buffer
		if err := s.writeTo(&got); err != nil {
			t.Fatalf("size %d: writeTo: %v", size, err)
		}
		s.close()
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("size %d: got %d bytes back, want %d", size, got.Len(), want.Len())
		}
	}
}

// TestFmtLeavesPGNAndOGN: fmt writes AGN, so a PGN or OGN record, named
// by its file's extension or, on standard input, shown by its content (the
// toolkit's PGN export, an OGN record), is left as it is with a message,
// in the user's language, naming the command that reads it, and exit
// status 2; read as AGN it gave nonsense (an OGN record printed as an
// empty AGN game). Met walking a directory, it is only named (the tests
// of fmt -l, --check and -w on a directory).
func TestFmtLeavesPGNAndOGN(t *testing.T) {
	t.Parallel()
	const ogn = "[Variant \"Awele\"]\n[South \"?\"]\n[North \"?\"]\n[Result \"*\"]\n[Captures \"W3 B2 ...\"]\n\n*\n"
	const pgn = "[Event \"?\"]\n[AGNLanguage \"fr\"]\n\n{[%awele Awele W3 B2 ... Chess]} {[%power 1 W]} 1. e4 *\n"
	dir := writeFiles(t, map[string]string{"m.ogn": ogn, "p.pgn": pgn})
	m := filepath.Join(dir, "m.ogn")
	tests := []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"OGN file", "", []string{"fmt", m}, "awechec: " + m + ": skipped: an OGN file; fmt writes AGN (awechec convert --from ogn reads it)\n"},
		{"OGN file, -w", "", []string{"fmt", "-w", m}, "awechec: " + m + ": skipped: an OGN file; fmt writes AGN (awechec convert --from ogn reads it)\n"},
		{"OGN file in French", "", []string{"--lang", "fr", "fmt", "-l", m}, "awechec: " + m + "\u00a0: ignoré\u00a0: un fichier OGN\u00a0; fmt écrit de l’AGN (awechec convert --from ogn le lit)\n"},
		{"OGN on stdin", ogn, []string{"fmt"}, "awechec: <stdin>: skipped: an OGN file; fmt writes AGN (awechec convert --from ogn reads it)\n"},
		{"PGN export on stdin", pgn, []string{"fmt", "--check"}, "awechec: <stdin>: skipped: a PGN file; fmt writes AGN (awechec convert --from pgn reads it)\n"},
		{"PGN export on stdin in French", pgn, []string{"--lang", "fr", "fmt", "-"}, "awechec: <stdin>\u00a0: ignoré\u00a0: un fichier PGN\u00a0; fmt écrit de l’AGN (awechec convert --from pgn le lit)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Named or on standard input, the file fails the command:
			// fmt < x.pgn > y.agn wrote an empty y.agn and exited 0.
			code, out, errs := run(t, tt.stdin, tt.args...)
			if code != ExitUsage || out != "" || errs != tt.want {
				t.Errorf("exit code %d, stdout %q, stderr %q; want 2, \"\", %q", code, out, errs, tt.want)
			}
		})
	}
	if got, err := os.ReadFile(m); err != nil || string(got) != ogn {
		t.Errorf("the OGN file changed: %q, %v", got, err)
	}
	// Plain chess PGN on standard input is AGN, and formatted.
	if code, out, errs := run(t, "[Event \"x\"]\n\n1. e4 e5 *\n", "fmt"); code != ExitOK || !strings.Contains(out, "1. e4 e5 *") {
		t.Errorf("chess PGN on stdin: exit code %d, stdout %q, stderr %q", code, out, errs)
	}
}
