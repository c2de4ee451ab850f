package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// check, stats and html read a .pgn file as PGN: the toolkit's own export
// of valid games is valid (read as AGN it was reported powers-exhausted),
// and a PGN with an illegal move is reported at its line and column in
// the PGN file, quoted as written.
func TestCheckReadsPGN(t *testing.T) {
	t.Parallel()
	corpus, _ := filepath.Glob("../../corpus/valid/*.agn")
	if len(corpus) == 0 {
		t.Fatal("no corpus")
	}
	code, pgn, errs := run(t, "", append([]string{"export", "--to", "pgn"}, corpus...)...)
	if code != ExitOK {
		t.Fatalf("export: exit %d: %s", code, errs)
	}
	dir := writeFiles(t, map[string]string{
		"export.pgn": pgn,
		"bad.pgn":    "[Event \"x\"]\n[Site \"?\"]\n\n1. e4 e5\n2. Qxf7 Nc6 *\n",
	})
	if code, out, errs := run(t, "", "check", filepath.Join(dir, "export.pgn")); code != ExitOK {
		t.Errorf("check of the PGN export: exit %d:\n%s%s", code, out, errs)
	}
	for _, c := range [][]string{{"stats"}, {"html"}, {"render"}, {"annotate"}, {"export", "--to", "json"}, {"convert", "--to", "fr"}} {
		if code, _, errs := run(t, "", append(c, filepath.Join(dir, "export.pgn"))...); code != ExitOK {
			t.Errorf("%s of the PGN export: exit %d: %s", c, code, errs)
		}
	}
	code, out, _ := run(t, "", "check", filepath.Join(dir, "bad.pgn"))
	want := "bad.pgn:5:4: error[illegal-move]"
	if code != ExitDefects || !strings.Contains(out, want) || !strings.Contains(out, " 5 | 2. Qxf7 Nc6 *") {
		t.Errorf("check bad.pgn: exit %d, want %s quoting the line as written:\n%s", code, want, out)
	}
	// convert --from pgn points into the PGN file too, in its letters.
	_, _, errs = run(t, "", "convert", "--from", "pgn", filepath.Join(dir, "bad.pgn"))
	if !strings.Contains(errs, want) || !strings.Contains(errs, "Qxf7") {
		t.Errorf("convert --from pgn:\n%s", errs)
	}
	// fmt leaves PGN files alone, saying so.
	code, _, errs = run(t, "", "fmt", "-w", dir)
	if b, _ := os.ReadFile(filepath.Join(dir, "export.pgn")); code != ExitOK || string(b) != pgn || !strings.Contains(errs, "skipped: a PGN file") {
		t.Errorf("fmt -w on PGN files: exit %d: %s", code, errs)
	}
}

// Standard input is read in the format its content shows: the toolkit's
// PGN export piped into check is valid (read as AGN its powers, written as
// [%power] commands, would be lost), an OGN export too, and AGN stays AGN.
func TestStdinFormatFromContent(t *testing.T) {
	t.Parallel()
	agn, err := os.ReadFile("../../corpus/seed000-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	awele, err := os.ReadFile("../../corpus/awele/abapa.agn")
	if err != nil {
		t.Fatal(err)
	}
	_, pgn, _ := run(t, string(agn), "export", "--to", "pgn")
	_, ogn, _ := run(t, string(awele), "export", "--to", "ogn")
	for name, in := range map[string]string{"agn": string(agn), "pgn": pgn, "ogn": ogn} {
		code, out, errs := run(t, in, "check")
		if code != ExitOK || !strings.Contains(out, "1 valid") {
			t.Errorf("check of %s on standard input: exit %d:\n%s%s", name, code, out, errs)
		}
	}
}
