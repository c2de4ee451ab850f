package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHTML(t *testing.T) {
	dir := writeFiles(t, map[string]string{"a.agn": canonical, "b.agn": canonical + "\n" + canonical})
	a, b := filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn")
	tests := []struct {
		name   string
		args   []string
		code   int
		want   []string
		not    []string
		stderr string
	}{
		{"one game", []string{"html", a}, ExitOK, []string{"<!DOCTYPE html>", "<title>Exemple</title>", `id="awechec-board"`}, []string{`id="games"`}, ""},
		{"collection", []string{"html", a, b, "--title", "Trois parties"}, ExitOK, []string{"<title>Trois parties</title>", `<nav id="games"`, `data-game="2"`}, nil, ""},
		{"stdin", []string{"html", "-"}, ExitOK, []string{"Exemple", `"l":"1... 0"`, "illegal-move"}, nil, ""},
		{"no file", []string{"html"}, ExitUsage, nil, nil, "requires at least 1 arg"},
		{"missing file", []string{"html", filepath.Join(dir, "none.agn")}, ExitUsage, nil, nil, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Execute(tt.args, strings.NewReader(loose), &out, &errb)
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
	dir := writeFiles(t, map[string]string{"a.agn": canonical})
	out := filepath.Join(dir, "a.html")
	var stdout, errb bytes.Buffer
	if code := Execute([]string{"html", filepath.Join(dir, "a.agn"), "-o", out}, strings.NewReader(""), &stdout, &errb); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	b, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(b), "<!DOCTYPE html>") || stdout.Len() != 0 {
		t.Errorf("page %.40q (%v), stdout %d bytes", b, err, stdout.Len())
	}
}
