package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// Both game sources read the files in turn, standard input where "-"
// stands, and stop at a file that cannot be opened.
func TestGameSources(t *testing.T) {
	dir := writeFiles(t, map[string]string{"a.agn": seed000fr, "b.agn": seed000fr + "\n" + seed000fr})
	a, b := filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn")
	files := []string{a, "-", b, filepath.Join(dir, "none.agn")}
	want := []string{a, "", b, b}

	chunks := newGameSource(files, strings.NewReader(seed000fr))
	fmts := newFormatSource(files, strings.NewReader(seed000fr), "agn")
	for i, w := range want {
		_, file, ok, err := chunks.next()
		if !ok || err != nil || file != w {
			t.Fatalf("chunk %d: %q %v %v, want %q", i, file, ok, err, w)
		}
		g, file, err := fmts.next()
		if g == nil || err != nil || file != w {
			t.Fatalf("game %d: %q %v, want %q", i, file, err, w)
		}
	}
	if _, _, ok, err := chunks.next(); ok || err == nil || !strings.Contains(err.Error(), "none.agn") {
		t.Errorf("chunks past the missing file: %v %v", ok, err)
	}
	if g, _, err := fmts.next(); g != nil || err == nil || !strings.Contains(err.Error(), "none.agn") {
		t.Errorf("games past the missing file: %v", err)
	}
}
