package web

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/awechec/awechec/internal/testenv"
)

// The editor's script, assets/editor.js, is built from editor/ (its
// source and the CodeMirror packages its package-lock.json pins) by
// editor/build.js: built again here, it is the same to the byte, so the
// bundle the page carries is the one its sources make. .ci/run installs
// the packages (npm ci in internal/web/editor).
func TestEditorBundleReproducible(t *testing.T) {
	node := testenv.Tool(t, "Debian: apt-get install nodejs npm", "node", "nodejs")
	_, err := os.Stat(filepath.Join("editor", "node_modules", "@codemirror", "view"))
	testenv.Need(t, "CodeMirror is not installed (cd internal/web/editor && npm ci)", err)
	out := filepath.Join(t.TempDir(), "editor.js")
	cmd := exec.Command(node, "build.js", out)
	cmd.Dir = "editor"
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("node build.js: %v\n%s", err, b)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("assets", "editor.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("assets/editor.js (%d bytes) is not what editor/build.js makes (%d bytes): run (cd internal/web/editor && npm ci && node build.js)", len(want), len(got))
	}
	t.Logf("assets/editor.js: %d bytes", len(want))
}
