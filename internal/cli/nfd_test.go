package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestNFDRecords: the records of the corpus with their accents decomposed
// (Unicode NFD: é as e then U+0301, as a file typed on macOS often
// arrives; the sign ≠, no accented word, kept) are checked as the
// composed ones are (the same summary), and fmt and convert write what they
// write for the composed ones, the keywords composed, the other texts as
// written.
func TestNFDRecords(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("../../corpus/valid/*.agn")
	aw, _ := filepath.Glob("../../corpus/awele/*.agn")
	files = append(append(files, aw...), "../../corpus/seed000-fr.agn")
	nfcDir, nfdDir := t.TempDir(), t.TempDir()
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		nfd := bytes.ReplaceAll(norm.NFD.Bytes(src), []byte("=\u0338"), []byte("≠"))
		if bytes.Equal(nfd, src) {
			continue
		}
		n++
		base := filepath.Base(f)
		if err := os.WriteFile(filepath.Join(nfcDir, base), src, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(nfdDir, base), nfd, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if n < 10 {
		t.Fatalf("only %d records with accents", n)
	}
	summary := func(out string) string {
		lines := strings.Split(strings.TrimSpace(out), "\n")
		return lines[len(lines)-1]
	}
	codeC, outC, _ := run(t, "", "check", nfcDir)
	codeD, outD, errD := run(t, "", "check", nfdDir)
	if codeD != codeC || summary(outD) != summary(outC) || !strings.Contains(outC, " 0 with errors") {
		t.Errorf("check NFD: exit %d, %q (stderr %q); NFC: exit %d, %q", codeD, summary(outD), errD, codeC, summary(outC))
	}
	entries, _ := os.ReadDir(nfcDir)
	for _, e := range entries {
		for _, args := range [][]string{{"fmt"}, {"convert", "--to", "en"}, {"--lang", "fr", "convert", "--to", "fr"}} {
			codeC, outC, errC := run(t, "", append(args, filepath.Join(nfcDir, e.Name()))...)
			codeD, outD, errD := run(t, "", append(args, filepath.Join(nfdDir, e.Name()))...)
			if codeD != codeC || norm.NFC.String(outD) != outC || outC == "" {
				t.Errorf("%v %s NFD: exit %d, stderr %q\n%s\nNFC: exit %d, stderr %q\n%s", args, e.Name(), codeD, errD, outD, codeC, errC, outC)
			}
		}
	}
}
