package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/awechec/awechec/internal/testenv"
)

// A file with hard links on a full disk is left whole on every link: the
// space of its new text is reserved before it is written in place (it
// was cut to what fitted, on both links). The disk is a 64 KiB tmpfs.
func TestInPlaceFullDiskKeepsTheTarget(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k")
	testenv.Need(t, "a small file system (mount -t tmpfs, as root)", err)
	defer syscall.Unmount(dir, 0)
	a, b := filepath.Join(dir, "a.agn"), filepath.Join(dir, "b.agn")
	old := bytes.Repeat([]byte("1. e4 e5 "), 400) // 3.6 KB
	if err := os.WriteFile(a, old, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(a, b); err != nil {
		t.Fatal(err)
	}
	// 40 KB: the temporary file fits beside the old text, the new text
	// twice does not.
	f, err := createSafe(a, safeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(bytes.Repeat([]byte("1. d4 d5 "), 4500)); err != nil {
		t.Fatalf("the temporary file does not fit: %v", err)
	}
	err = f.commit()
	if err == nil || !strings.Contains(err.Error(), "a.agn: no space left on device") {
		t.Errorf("commit: %v, want a.agn: no space left on device", err)
	}
	for _, p := range []string{a, b} {
		if got, _ := os.ReadFile(p); !bytes.Equal(got, old) {
			t.Errorf("%s: %d bytes, want the old %d", filepath.Base(p), len(got), len(old))
		}
	}
	assertNoTemp(t, dir)
}
