package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

func gzipText(t *testing.T, s string) string {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(s))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func zstdText(t *testing.T, s string) string {
	var b bytes.Buffer
	w, _ := zstd.NewWriter(&b)
	w.Write([]byte(s))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Compressed archives are read as the plain files they hold, in every
// command, by a path, by a directory walk (x.pgn.gz, x.agn.zst,
// x.pgn.bz2) and on standard input; a .gz path gave 11 bogus error games.
func TestCompressedArchives(t *testing.T) {
	t.Parallel()
	agn, err := os.ReadFile("../../corpus/seed000-en.agn")
	if err != nil {
		t.Fatal(err)
	}
	_, pgn, _ := run(t, "", "export", "--to", "pgn", "../../corpus/seed000-en.agn")
	bz, err := os.ReadFile("../unpack/testdata/twice.pgn.bz2")
	if err != nil {
		t.Fatal(err)
	}
	dir := writeFiles(t, map[string]string{
		"a.pgn.gz":      gzipText(t, pgn),
		"b.agn.zst":     zstdText(t, string(agn)),
		"c.pgn.bz2":     string(bz),
		"sub/d.AGN.GZ":  gzipText(t, string(agn)),
		"other.tar.gz":  gzipText(t, "not games"),
		"plain-gz.agn":  gzipText(t, string(agn)), // known by its bytes
		"cut.pgn.gz":    gzipText(t, pgn)[:len(gzipText(t, pgn))/2],
		"notgz.pgn.gz":  pgn, // named .gz, plain: read as it is
		"sub/e.ogn.zst": zstdText(t, "[South \"A\"]\n[North \"B\"]\n\n1. F 0-0\n"),
	})
	plain := func(args ...string) string {
		code, out, errs := run(t, "", args...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		return out
	}
	// One game each: the same summary as the plain file's.
	want := plain("check", "../../corpus/seed000-en.agn")
	for _, name := range []string{"a.pgn.gz", "b.agn.zst", "sub/d.AGN.GZ", "plain-gz.agn", "notgz.pgn.gz"} {
		if got := plain("check", filepath.Join(dir, name)); got != want {
			t.Errorf("check %s:\n%s\nwant\n%s", name, got, want)
		}
	}
	if got := plain("check", filepath.Join(dir, "c.pgn.bz2")); !strings.Contains(got, "2 games: 2 valid") {
		t.Errorf("check c.pgn.bz2: %s", got)
	}
	for _, stdin := range []string{gzipText(t, pgn), zstdText(t, string(agn))} {
		code, got, errs := run(t, stdin, "check")
		if code != ExitOK || got != want {
			t.Errorf("check on compressed standard input: exit %d: %s%s", code, got, errs)
		}
	}
	for _, c := range [][]string{{"stats"}, {"export", "--to", "json"}, {"convert", "--to", "fr"}, {"select", "--result", "1-0"}, {"html"}} {
		if code, _, errs := run(t, "", append(c, filepath.Join(dir, "b.agn.zst"))...); code != ExitOK {
			t.Errorf("%s of a .agn.zst: exit %d: %s", c, code, errs)
		}
	}

	// The walk takes x.pgn.gz, x.agn.zst, x.pgn.bz2, x.AGN.GZ (not
	// other.tar.gz, nor an OGN file: check's walk takes AGN and PGN); the file cut short is named once, its whole games
	// read, none made up.
	code, out, errs := run(t, "", "check", dir)
	if code != ExitUsage {
		t.Errorf("check of the directory: exit %d, want %d (the file cut short)", code, ExitUsage)
	}
	cut := filepath.Join(dir, "cut.pgn.gz") + ": the gzip compressed file is cut short (truncated)"
	if strings.Count(errs, "awechec: ") != 1 || !strings.Contains(errs, cut) {
		t.Errorf("stderr:\n%s\nwant once: %s", errs, cut)
	}
	if strings.Contains(out, "error[") || strings.Contains(errs, "other.tar.gz") {
		t.Errorf("the walk read other.tar.gz or made up error games:\n%s%s", out, errs)
	}
	if !strings.Contains(out, "7 games: 7 valid") {
		t.Errorf("check of the directory: %s", out)
	}
	// In French too.
	_, _, errs = run(t, "", "--lang", "fr", "check", filepath.Join(dir, "cut.pgn.gz"))
	if !strings.Contains(errs, "le fichier compressé gzip est coupé avant sa fin") {
		t.Errorf("French: %s", errs)
	}

	if code, out, errs := run(t, "", "convert", "--from", "ogn", filepath.Join(dir, "sub/e.ogn.zst")); code == ExitUsage || !strings.Contains(out, "Awele 1. F") {
		t.Errorf("convert of a .ogn.zst: exit %d: %s%s", code, out, errs)
	}

	// fmt rewrites text: it leaves compressed files alone and says so.
	code, _, errs = run(t, "", "fmt", filepath.Join(dir, "b.agn.zst"))
	if code != ExitUsage || !strings.Contains(errs, "skipped: a compressed file") {
		t.Errorf("fmt of a .agn.zst: exit %d: %s", code, errs)
	}
	code, _, errs = run(t, gzipText(t, string(agn)), "fmt")
	if code != ExitUsage || !strings.Contains(errs, "skipped: a compressed file") {
		t.Errorf("fmt of compressed standard input: exit %d: %s", code, errs)
	}
}
