package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// misfixed is a French record with defects whose hints name one
// replacement each: a power colour, a missing check sign, a comment in
// parentheses, a result.
const misfixed = `[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=B) Cc6 (enfin un développement !) 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0 7. (13=B) Dh5
(14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7 0-1
`

// fixedText is misfixed with every fix applied.
const fixedText = `[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 {enfin un développement !} 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0 7. (13=B) Dh5
(14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0
`

// TestFix: fix shows the fixes as a unified diff with headings in the
// user's language, -w writes them, after which check finds nothing that
// had a fix and a second fix changes nothing; --only limits the codes.
func TestFix(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"partie.agn": misfixed})
	path := filepath.Join(dir, "partie.agn")

	code, out, errs := run(t, "", "--lang", "fr", "fix", path)
	if code != 0 {
		t.Fatalf("fix: exit %d, %s", code, errs)
	}
	for _, want := range []string{
		"--- " + path + " (tel qu’écrit)\n+++ " + path + " (corrigé)\n",
		"-Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=B) Cc6 (enfin",
		"+Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 {enfin un développement !} 3.",
		"+(14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("diff lacks %q:\n%s", want, out)
		}
	}
	for _, want := range []string{"corrigé (power-mismatch)\u00a0: écrit (4=N)", "corrigé (syntax)\u00a0: écrit {enfin un développement !}",
		"corrigé (check-claim)\u00a0: écrit Dxf7#", "corrigé (result-mismatch)\u00a0: écrit 1-0"} {
		if !strings.Contains(errs, want) {
			t.Errorf("fix says %q, want %q", errs, want)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != misfixed {
		t.Fatal("fix without -w changed the file")
	}
	if _, out, _ := run(t, "", "--lang", "en", "fix", path); !strings.Contains(out, "--- "+path+" (as written)\n+++ "+path+" (fixed)\n") {
		t.Errorf("English headings:\n%s", out)
	}

	// --only: the power token alone
	if code, _, errs := run(t, "", "fix", "--only", "power-mismatch", "-w", path); code != 0 {
		t.Fatalf("fix --only -w: exit %d, %s", code, errs)
	}
	if b, _ := os.ReadFile(path); string(b) != strings.Replace(misfixed, "(4=B) Cc6", "(4=N) Cc6", 1) {
		t.Errorf("fix --only power-mismatch wrote:\n%s", b)
	}
	if code, _, errs := run(t, "", "fix", "--only", "illegal", path); code != 2 || !strings.Contains(errs, "power-mismatch") {
		t.Errorf("--only with a code that has no fix: exit %d, %q", code, errs)
	}

	if code, _, errs := run(t, "", "fix", "-w", path); code != 0 {
		t.Fatalf("fix -w: exit %d, %s", code, errs)
	}
	if b, _ := os.ReadFile(path); string(b) != fixedText {
		t.Errorf("fix -w wrote:\n%s\nwant:\n%s", b, fixedText)
	}
	if code, out, errs := run(t, "", "check", "--format", "json", path); code != 0 || strings.Contains(out, `"fix"`) {
		t.Errorf("check after fix -w: exit %d\n%s%s", code, out, errs)
	}
	if _, out, errs := run(t, "", "fix", path); out != "" || errs != "" {
		t.Errorf("a second fix: %q %q", out, errs)
	}
}

// TestFixCRLF: a file with Windows line ends is fixed with them kept; its
// diff shows them as line ends.
func TestFixCRLF(t *testing.T) {
	t.Parallel()
	crlf := strings.ReplaceAll(misfixed, "\n", "\r\n")
	dir := writeFiles(t, map[string]string{"w.agn": crlf})
	path := filepath.Join(dir, "w.agn")
	if _, out, _ := run(t, "", "fix", path); strings.Contains(out, "␍") || !strings.Contains(out, "(4=N) Cc6") {
		t.Errorf("diff:\n%s", out)
	}
	if code, _, errs := run(t, "", "fix", "-w", path); code != 0 {
		t.Fatalf("fix -w: exit %d, %s", code, errs)
	}
	if b, _ := os.ReadFile(path); string(b) != strings.ReplaceAll(fixedText, "\n", "\r\n") {
		t.Errorf("fix -w wrote %q", b)
	}
}

// TestFixRefuses: fix leaves a PGN file and a file not in UTF-8 alone,
// saying why, and never writes standard input. A right file not in UTF-8
// (Windows-1252, UTF-16) has nothing to fix: no word, exit 0, as a right
// UTF-8 file (it was refused, exit 2, as if something were wrong).
func TestFixRefuses(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"a.pgn": "1. e4 *\n", "b.agn": "[Event \"\xe9t\xe9\"]\n\n1. e4 e4 *\n",
		"c.agn": "[Event \"\xe9t\xe9\"]\n\n1. e4 *\n", "d.agn": "\xff\xfe[\x00R\x00e\x00s\x00u\x00l\x00t\x00 \x00\"\x00*\x00\"\x00]\x00\n\x00\n\x001\x00.\x00 \x00e\x004\x00 \x00*\x00\n\x00"})
	for _, f := range []string{"c.agn", "d.agn"} {
		if code, out, errs := run(t, "", "--lang", "fr", "fix", filepath.Join(dir, f)); code != 0 || out != "" || errs != "" {
			t.Errorf("%s (right, not UTF-8): exit %d, %q, %q", f, code, out, errs)
		}
	}
	for _, tt := range []struct{ file, want string }{
		{"a.pgn", "fix corrige les parties en AGN"},
		{"b.agn", "n’est pas en UTF-8"},
	} {
		code, _, errs := run(t, "", "--lang", "fr", "fix", filepath.Join(dir, tt.file))
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("%s: exit %d, %q", tt.file, code, errs)
		}
	}
	// walking a directory, a PGN file is said, not counted
	walk := writeFiles(t, map[string]string{"a.pgn": "1. e4 *\n", "b.agn": misfixed})
	if code, out, errs := run(t, "", "fix", walk); code != 0 || !strings.Contains(errs, "a.pgn: skipped") || !strings.Contains(out, "+++ "+filepath.Join(walk, "b.agn")) {
		t.Errorf("fix on a directory: exit %d, %q\n%s", code, errs, out)
	}
	if code, _, _ := run(t, misfixed, "fix", "-w", "-"); code != 2 {
		t.Errorf("fix -w - : exit %d", code)
	}
	if code, out, _ := run(t, misfixed, "fix", "-"); code != 0 || !strings.Contains(out, "+++ <stdin>") {
		t.Errorf("fix - : exit %d\n%s", code, out)
	}
}

// TestFixSaysWhatIsLeft: when errors are left that fix cannot correct
// safely (here a move to a square that does not exist, Ch9), fix says how many, in
// the user's language, instead of finishing silently as if the file were
// right; a right file gets no such line.
func TestFixSaysWhatIsLeft(t *testing.T) {
	t.Parallel()
	result := strings.Replace(fixedText, "(10=N) Ch6", "(10=N) Ch9", 1)
	dir := writeFiles(t, map[string]string{"resultat.agn": result, "juste.agn": fixedText})
	bad, good := filepath.Join(dir, "resultat.agn"), filepath.Join(dir, "juste.agn")
	for _, c := range []struct {
		lang, want string
	}{
		{"fr", bad + "\u00a0: reste à corriger à la main\u00a0: 1 problème sans correction sûre (awechec check " + bad + " le montre)\n"},
		{"en", bad + ": left to correct by hand: 1 problem without a safe fix (awechec check " + bad + " shows it)\n"},
	} {
		code, out, errs := run(t, "", "--lang", c.lang, "fix", bad)
		if code != 0 || out != "" || errs != c.want {
			t.Errorf("%s: fix: exit %d, out %q, errs %q; want %q", c.lang, code, out, errs, c.want)
		}
	}
	if code, out, errs := run(t, "", "--lang", "fr", "fix", good); code != 0 || out != "" || errs != "" {
		t.Errorf("fix on a right file: exit %d, %q, %q", code, out, errs)
	}
}

// TestFixWordDocument: a word processor's document (a .docx saved under
// a .agn name) is refused with the reason check gives, in the user's
// language, not sent to fmt -w, which refuses it too (fix said "not in
// UTF-8; awechec fmt -w writes it in UTF-8, then run fix").
func TestFixWordDocument(t *testing.T) {
	t.Parallel()
	doc := "PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00\xb4\xe3[Content_Types].xml"
	dir := writeFiles(t, map[string]string{"partie.agn": doc})
	path := filepath.Join(dir, "partie.agn")
	for _, c := range []struct{ lang, want string }{
		{"fr", path + "\u00a0: ignoré\u00a0: ce fichier est un document de traitement de texte (.docx, .odt\u00a0: une archive zip), pas du texte\u00a0: enregistrez-le en texte brut (.txt) et donnez ce fichier\n"},
		{"en", path + ": skipped: this file is a word processor's document (.docx, .odt: a zip archive), not text: save it as plain text (.txt) and give that file\n"},
	} {
		code, _, errs := run(t, "", "--lang", c.lang, "fix", "-w", path)
		if code != ExitUsage || !strings.HasSuffix(errs, c.want) || strings.Contains(errs, "fmt -w") {
			t.Errorf("%s: fix -w on a .docx: exit %d, %q; want %d, %q", c.lang, code, errs, ExitUsage, c.want)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != doc {
		t.Error("fix -w changed the document")
	}
}

// TestFixEnglishLetters: a French record typed with English piece
// letters (Bc4, Nc6, Nf3) is fixed letter by letter, each fix revealing
// the next (the chess replay stops at the first), to the right record;
// fix applied none of them (the second showed as a new error).
func TestFixEnglishLetters(t *testing.T) {
	t.Parallel()
	english := strings.Replace(strings.Replace(fixedText, "Fc4 (4=N) Cc6", "Bc4 (4=N) Nc6", 1), "Cf3", "Nf3", 1)
	dir := writeFiles(t, map[string]string{"anglais.agn": english})
	path := filepath.Join(dir, "anglais.agn")
	code, _, errs := run(t, "", "--lang", "fr", "fix", "-w", path)
	if b, _ := os.ReadFile(path); code != 0 || string(b) != fixedText {
		t.Errorf("fix -w: exit %d, %s; wrote\n%s", code, errs, b)
	}
	for _, want := range []string{"corrigé (illegal-move)\u00a0: écrit Fc4", "corrigé (illegal-move)\u00a0: écrit Cc6", "corrigé (illegal-move)\u00a0: écrit Cf3"} {
		if !strings.Contains(errs, want) {
			t.Errorf("fix says %q, want %q", errs, want)
		}
	}
}

// TestFixResultTagAndToken: a result written wrong in both the Result tag
// and the token (the message named both, the fix wrote the token only and
// was then refused) is fixed in both places, in one run.
func TestFixResultTagAndToken(t *testing.T) {
	t.Parallel()
	wrong := strings.Replace(strings.Replace(fixedText, "[Language \"fr\"]", "[Language \"fr\"]\n[Result \"0-1\"]", 1), "Dxf7# 1-0", "Dxf7# 0-1", 1)
	dir := writeFiles(t, map[string]string{"resultat.agn": wrong})
	path := filepath.Join(dir, "resultat.agn")
	code, _, errs := run(t, "", "--lang", "fr", "fix", "-w", path)
	want := strings.Replace(fixedText, "[Language \"fr\"]", "[Language \"fr\"]\n[Result \"1-0\"]", 1)
	if b, _ := os.ReadFile(path); code != 0 || string(b) != want {
		t.Errorf("fix -w: exit %d, %s; wrote\n%s", code, errs, b)
	}
	if code, _, errs := run(t, "", "check", path); code != 0 {
		t.Errorf("check after fix -w: exit %d\n%s", code, errs)
	}
}
