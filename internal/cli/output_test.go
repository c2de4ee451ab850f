//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Files written with -o are readable by all as the shell's > makes them
// (the umask permitting), keep the permissions of a file they replace, and
// leave nothing behind when the command fails before writing.
func TestOutputFilePermissions(t *testing.T) {
	t.Parallel()
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := writeFiles(t, map[string]string{"valid.agn": seed000fr})
	in := filepath.Join(dir, "valid.agn")
	for _, args := range [][]string{
		{"convert", in, "-o"},
		{"export", "--to", "pgn", in, "-o"},
		{"annotate", in, "-o"},
		{"render", in, "-o"},
		{"html", in, "-o"},
	} {
		t.Run(args[0], func(t *testing.T) {
			out := filepath.Join(dir, args[0]+".out")
			if code, _, errs := run(t, "", append(args, out)...); code != ExitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			info, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			if info.Mode().Perm() != 0o644 {
				t.Errorf("new file has mode %v, want -rw-r--r--", info.Mode().Perm())
			}
			if err := os.Chmod(out, 0o600); err != nil {
				t.Fatal(err)
			}
			if code, _, errs := run(t, "", append(args, out)...); code != ExitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if info, _ := os.Stat(out); info.Mode().Perm() != 0o600 {
				t.Errorf("replaced file has mode %v, want -rw-------", info.Mode().Perm())
			}
		})
	}
	// render fails on a point that does not exist: no file, no temporary.
	out := filepath.Join(dir, "none.svg")
	if code, _, _ := run(t, "", "render", in, "--ply", "99", "-o", out); code != ExitUsage {
		t.Fatalf("render --ply 99: exit %d", code)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") || e.Name() == "none.svg" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}
