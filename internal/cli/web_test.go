package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/web"
)

// awechec web -o DIR with a module given (the browser test in package web
// builds the real one), --link, and the usage errors.
func TestWeb(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{
		"m.wasm": "\x00asm\x01\x00\x00\x00", "exec.js": "class Go {}", "bad.wasm": "MZ",
		"two.agn": seed000fr + "\n" + canonical, "empty.agn": "",
	})
	site := filepath.Join(dir, "site", "sub")
	code, _, stderr := run(t, "", "web", "-o", site, "--wasm", filepath.Join(dir, "m.wasm"), "--wasm-exec", filepath.Join(dir, "exec.js"))
	if code != ExitOK || !strings.Contains(stderr, "wrote "+filepath.Join(site, "index.html")) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	code, _, stderr = run(t, "", "--lang", "fr", "web", "-o", site, "--wasm", filepath.Join(dir, "m.wasm"), "--wasm-exec", filepath.Join(dir, "exec.js"))
	if code != ExitOK || !strings.Contains(stderr, filepath.Join(site, "index.html")+" écrit (") || !strings.Contains(stderr, "octets") {
		t.Fatalf("in French: exit %d: %s", code, stderr)
	}
	page, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil || !strings.Contains(string(page), "class Go {}") || !strings.Contains(string(page), "Content-Security-Policy") {
		t.Fatalf("page: %v %.200s", err, page)
	}

	code, out, stderr := run(t, "", "web", "--link", filepath.Join(dir, "two.agn"))
	if code != ExitOK || !strings.HasPrefix(out, web.PublishedURL+"#agn=") {
		t.Fatalf("--link: exit %d %q %s", code, out, stderr)
	}
	text, err := web.DecodeLink(strings.TrimSpace(out))
	if err != nil || strings.TrimSpace(string(text)) != strings.TrimSpace(seed000fr) {
		t.Errorf("--link carries %q (%v), want the first game", text, err)
	}
	if code, out, _ := run(t, seed000fr, "web", "--link", "-"); code != ExitOK || !strings.HasPrefix(out, web.PublishedURL+"#agn=") {
		t.Errorf("--link -: exit %d %q", code, out)
	}

	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"web"}, "needs -o DIR"},
		{[]string{"web", "-o", site, "x.agn"}, "did you mean --link x.agn"},
		{[]string{"web", "--link"}, "takes one file"},
		{[]string{"web", "--link", filepath.Join(dir, "empty.agn")}, "no game to show in"},
		{[]string{"web", "--link", filepath.Join(dir, "none.agn")}, "no such file"},
		{[]string{"web", "-o", site, "--wasm", filepath.Join(dir, "bad.wasm"), "--wasm-exec", filepath.Join(dir, "exec.js")}, "not WebAssembly"},
		// the same in French
		{[]string{"--lang", "fr", "web"}, "web a besoin de -o DOSSIER"},
		{[]string{"--lang", "fr", "web", "-o", site, "x.agn"}, "vouliez-vous dire --link x.agn\u00a0?"},
		{[]string{"--lang", "fr", "web", "--link"}, "prend un seul fichier"},
		{[]string{"--lang", "fr", "web", "--link", filepath.Join(dir, "empty.agn")}, "aucune partie à montrer"},
		{[]string{"--lang", "fr", "web", "-o", site, "--wasm", filepath.Join(dir, "bad.wasm"), "--wasm-exec", filepath.Join(dir, "exec.js")}, "pas du WebAssembly"},
	} {
		code, _, stderr := run(t, "", tt.args...)
		if code != ExitUsage || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d, %q; want %q", tt.args, code, stderr, tt.want)
		}
	}
	// a failed run left the page written before as it was
	if again, _ := os.ReadFile(filepath.Join(site, "index.html")); string(again) != string(page) {
		t.Error("a failed run changed the page")
	}
}

// TestWebWithoutSources checks awechec web run outside the sources with
// no Go: a program that carries the page (-tags webembed) writes it; one
// without says how to get one that does (the releases), in the user's
// language.
func TestWebWithoutSources(t *testing.T) {
	// Not parallel: it changes the process's environment (t.Setenv).
	t.Chdir(t.TempDir())
	t.Setenv("PATH", t.TempDir())
	t.Setenv("GOROOT", "")
	code, _, stderr := run(t, "", "--lang", "fr", "web", "-o", "site")
	if _, ok := web.Embedded(); ok {
		if _, err := os.Stat(filepath.Join("site", "index.html")); code != ExitOK || err != nil {
			t.Errorf("with the page carried: exit %d, %v, stderr %q", code, err, stderr)
		}
		return
	}
	if code != ExitUsage || !strings.Contains(stderr, "pas d’outils Go") || !strings.Contains(stderr, "ne contient pas la page web") || !strings.Contains(stderr, web.ReleasesURL) {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}
