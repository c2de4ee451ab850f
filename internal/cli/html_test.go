package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHTML(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"a.agn": canonical, "b.agn": canonical + "\n" + canonical})
	a, b := filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn")
	other := writeFiles(t, map[string]string{"valid.agn": seed000fr, "empty.agn": ""})
	v, e := filepath.Join(other, "valid.agn"), filepath.Join(other, "empty.agn")
	tests := []struct {
		name   string
		args   []string
		code   int
		want   []string
		not    []string
		stderr string
	}{
		{"one game", []string{"html", a}, ExitDefects, []string{"<!DOCTYPE html>", "<title>Exemple</title>", `id="awechec-board"`}, []string{`id="games"`}, ""},
		{"collection", []string{"html", a, b, "--title", "Trois parties"}, ExitDefects, []string{"<title>Trois parties</title>", `<nav id="games"`, `data-game="2"`}, nil, ""},
		{"stdin", []string{"html", "-"}, ExitDefects, []string{"Exemple", `"1... 0"`, "illegal-move"}, nil, "<stdin>:6:"},
		{"no path is stdin", []string{"html"}, ExitDefects, []string{"Exemple", `"1... 0"`}, nil, "error[illegal-move]"},
		{"a directory", []string{"html", dir}, ExitDefects, []string{`data-game="0"`, `data-game="2"`}, []string{`data-game="3"`}, ""},
		{"a valid game", []string{"html", v}, ExitOK, []string{"<title>Exemple</title>"}, nil, ""},
		{"no game", []string{"html", e}, ExitUsage, nil, nil, "no game to show in " + e},
		{"missing file", []string{"html", filepath.Join(dir, "none.agn")}, ExitUsage, nil, nil, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := testExecute(tt.args, strings.NewReader(loose), &out, &errb)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr %s", code, tt.code, errb.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("page lacks %q", w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(out.String(), w) {
					t.Errorf("page has %q", w)
				}
			}
			if !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("stderr %q lacks %q", errb.String(), tt.stderr)
			}
		})
	}
}

func TestHTMLToFile(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"a.agn": canonical})
	out := filepath.Join(dir, "a.html")
	var stdout, errb bytes.Buffer
	if code := testExecute([]string{"html", filepath.Join(dir, "a.agn"), "-o", out}, strings.NewReader(""), &stdout, &errb); code != ExitDefects {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	b, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(b), "<!DOCTYPE html>") || stdout.Len() != 0 {
		t.Errorf("page %.40q (%v), stdout %d bytes", b, err, stdout.Len())
	}
}

// TestHTMLAndRenderLabelsAsWritten checks that the page and the render
// caption keep suffix annotations and number Awélé moves by pairs.
func TestHTMLAndRenderLabelsAsWritten(t *testing.T) {
	t.Parallel()
	chessGame := "[Language \"fr\"]\n\nAwélé B3 N2 ...\nÉchecs 1. (1=B) e4 (2=B) e5 2. (3=B) Cf3 (4=N) Cf6?? *\n"
	if _, page, stderr := run(t, chessGame, "html"); !strings.Contains(page, `"2... Cf6??"`) {
		t.Errorf("the page drops the suffix of Cf6??\n%s", stderr)
	}
	aweleGame := "[Variant \"Awele\"]\n[Language \"fr\"]\n\nAwélé 1. F a 2. E b! 3. D *\n"
	if _, page, _ := run(t, aweleGame, "html"); !strings.Contains(page, `"Awélé 1 · 2... b!"`) {
		t.Errorf("the page does not number Awélé moves as the record does")
	}
	if _, svg, stderr := run(t, aweleGame, "render", "--awele-game", "1", "--awele-ply", "4"); !strings.Contains(svg, "Awélé 1 · 2... b!") {
		t.Errorf("the caption does not number Awélé moves as the record does:\n%s", stderr)
	}
}
