//go:build linux

package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/awechec/awechec/internal/testenv"
)

// smallDisk mounts a tmpfs of size bytes on a new directory: a disk that
// fills.
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size)
	testenv.Need(t, "a small file system (mount -t tmpfs, as root)", err)
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	return dir
}

// On a full disk, select --split, --sort and --split-by and export
// --split exit 2, leave no temporary file, and name the file asked for,
// never the hidden spool (select --split left its part's temporary file;
// --sort said "write full/.awechec-select-2193: no space left on device").
func TestFullDiskLeavesNoTemp(t *testing.T) {
	t.Parallel()
	var games strings.Builder
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&games, "[Event \"E%d\"]\n[White \"%s\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 2. Cf3 Cc6 *\n\n", i%7, strings.Repeat("w", 300))
	}
	in := filepath.Join(t.TempDir(), "in.agn")
	os.WriteFile(in, []byte(games.String()), 0o644)
	awele, _ := os.ReadFile("../../corpus/awele/awele-001.agn")
	var many strings.Builder
	for i := 0; i < 200; i++ {
		many.Write(awele)
		many.WriteString("\n")
	}
	inAwele := filepath.Join(t.TempDir(), "awele.agn")
	os.WriteFile(inAwele, []byte(many.String()), 0o644)
	for _, c := range []struct {
		name string
		args func(dir string) []string
	}{
		{"select --split", func(d string) []string {
			return []string{"select", "--split", "300", "-o", filepath.Join(d, "out.agn"), in}
		}},
		{"select --sort", func(d string) []string {
			return []string{"select", "--sort", "Event", "-o", filepath.Join(d, "out.agn"), in}
		}},
		{"select --split-by", func(d string) []string {
			return []string{"select", "--split-by", "Event", "-o", filepath.Join(d, "out.agn"), in}
		}},
		{"export --split", func(d string) []string { return []string{"export", "--to", "ogn", "--split", d, inAwele} }},
	} {
		dir := smallDisk(t, "64k")
		code, _, errs := run(t, "", c.args(dir)...)
		if code != ExitUsage {
			t.Errorf("%s: exit %d, want 2: %s", c.name, code, errs)
		}
		if !strings.Contains(errs, "no space left on device") || strings.Contains(errs, ".awechec-") || strings.Contains(errs, ".tmp-") {
			t.Errorf("%s: %q", c.name, errs)
		}
		assertNoTemp(t, dir)
	}
}

// export --split names its files from the input's name cleaned and
// bounded, as select --split-by does: a 250-character name (the output's
// name was too long to be created) and a newline in it (copied into the
// output's name).
func TestSplitNamesCleaned(t *testing.T) {
	t.Parallel()
	awele, _ := os.ReadFile("../../corpus/awele/awele-001.agn")
	for _, base := range []string{strings.Repeat("é", 125), "deux\nlignes\x1b[31m"} {
		in := filepath.Join(t.TempDir(), base+".agn")
		if err := os.WriteFile(in, awele, 0o644); err != nil {
			t.Fatal(err)
		}
		out := t.TempDir()
		code, _, errs := run(t, "", "export", "--to", "ogn", "--split", out, in)
		entries, _ := os.ReadDir(out)
		if code != ExitOK || len(entries) != 1 {
			t.Fatalf("%q: exit %d, %d files: %s", base, code, len(entries), errs)
		}
		name := entries[0].Name()
		if len(name) > 120 || strings.ContainsAny(name, "\n\x1b[") || !strings.HasSuffix(name, "-g001-a1.ogn") {
			t.Errorf("%q: wrote %q", base, name)
		}
	}
}

// A negative number of workers is refused with exit status 2; a huge one
// runs (capped at a few per core); a link to no file met walking a
// folder is skipped without changing the exit status (it was 2); stats
// --players exits 1 when a game has defects (it exited 0).
func TestHostileFlagsAndFolders(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game := filepath.Join(dir, "g.agn")
	os.WriteFile(game, []byte("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 *\n"), 0o644)
	bad := filepath.Join(t.TempDir(), "bad.agn")
	os.WriteFile(bad, []byte("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\nÉchecs 1. e4 e5 2. Rxe8 1-0\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check", "-j", "-1", game}, ExitUsage, "--jobs -1: the number of games checked at once must be 0 (one per core) or more"},
		{[]string{"--lang", "fr", "stats", "-j", "-3", game}, ExitUsage, "--jobs -3\u00a0: le nombre de parties traitées à la fois doit être 0 (une par cœur) ou plus"},
		{[]string{"solve", "--workers", "-2", game}, ExitUsage, "--workers -2"},
		{[]string{"check", "-j", "100000", game}, ExitOK, ""},
		{[]string{"stats", "--players", bad}, ExitDefects, ""},
		{[]string{"stats", "--players", game}, ExitOK, ""},
	} {
		code, _, errs := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, code, errs, c.code, c.want)
		}
	}
	os.Symlink(filepath.Join(dir, "gone"), filepath.Join(dir, ".#partie.agn"))
	code, _, errs := run(t, "", "check", dir)
	if code != ExitOK || !strings.Contains(errs, ".#partie.agn: skipped: a symbolic link to no file") {
		t.Errorf("check on a folder with a dangling link: exit %d, %q", code, errs)
	}
}

// Text from a record (tag values) or a file name never reaches the
// terminal raw: an ESC, an OSC sequence or a BEL is shown as check shows
// it (diag.Visible) by solve, stats --players, stats --crosstable and
// select --duplicates (they printed it as it was).
func TestNoTerminalEscapes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	evil := "\x1b]0;pwned\x07\x1b[31m"
	game := fmt.Sprintf("[Event \"Open%s\"]\n[White \"Kofi%s\"]\n[Black \"Léa\"]\n[Result \"1-0\"]\n\nÉchecs 1. e4 e5 2. Fc4 Cc6 3. Dh5 Cf6 4. Dxf7# 1-0\n", evil, evil)
	a := filepath.Join(dir, "a"+evil+".agn")
	if err := os.WriteFile(a, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "b.agn"), []byte(game), 0o644)
	for _, args := range [][]string{
		{"solve", a},
		{"stats", "--players", a},
		{"stats", "--crosstable", "Open" + evil, a},
		{"select", "--duplicates", dir},
	} {
		code, out, errs := run(t, "", args...)
		if strings.ContainsAny(out+errs, "\x1b\x07") || !strings.Contains(out+errs, "␛") {
			t.Errorf("%s: exit %d, %q %q", args[:2], code, out, errs)
		}
	}
}

// fmt -w never writes a game longer than the game limit, which every
// command would then refuse (80,000 variations of 880 KB grew to
// 1.12 MB): it says so and leaves the file as it was, exit status 2.
func TestFmtNotPastGameLimit(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "v.agn")
	text := "[Event \"v\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 " + strings.Repeat("(e6) ", 8000) + "*\n" // 40 KB, 80 KB written
	os.WriteFile(path, []byte(text), 0o644)
	for _, c := range []struct{ lang, want string }{
		{"en", "game 1: its canonical text would be longer than a game may be (64 KiB), and would then not be read: nothing is written"},
		{"fr", "son texte canonique serait plus long que ne peut l’être une partie (64 Kio), et ne serait plus lu\u00a0: rien n’est écrit"},
	} {
		code, _, errs := run(t, "", "--lang", c.lang, "--max-game-size", "64K", "fmt", "-w", path)
		if code != ExitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, %q", c.lang, code, errs)
		}
		if got, _ := os.ReadFile(path); string(got) != text {
			t.Errorf("%s: the file was changed", c.lang)
		}
	}
	assertNoTemp(t, filepath.Dir(path))
}

// An output path that cannot be a file is said in the user's language:
// a folder given to -o, a path through a file, a name too long (the
// French said "is a directory" in English).
func TestOutputPathReasonWorded(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	game := filepath.Join(dir, "g.agn")
	os.WriteFile(game, []byte("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 *\n"), 0o644)
	long := filepath.Join(dir, strings.Repeat("x", 300)+".csv")
	for _, c := range []struct {
		lang, out, want string
	}{
		{"fr", dir, dir + "\u00a0: c’est un dossier, pas un fichier"},
		{"en", dir, dir + ": is a directory"},
		{"fr", filepath.Join(game, "x.csv"), "un élément du chemin n’est pas un dossier"},
		{"en", filepath.Join(game, "x.csv"), "not a directory"},
		{"fr", long, "nom de fichier trop long"},
		{"en", long, "file name too long"},
	} {
		code, _, errs := run(t, "", "--lang", c.lang, "export", "--to", "csv", "-o", c.out, game)
		if code != ExitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%s: export -o %s: exit %d, %q; want %d, %q", c.lang, c.out, code, errs, ExitUsage, c.want)
		}
	}
}
