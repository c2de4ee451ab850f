package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Generated archives are canonical (fmt --check accepts them), valid
// (check), the same for the same seed, and stats counts them.
func TestGenerateCanonicalAndValid(t *testing.T) {
	t.Parallel()
	tests := [][]string{
		{"-n", "6", "--seed", "1"},
		{"-n", "6", "--seed", "2", "--lang", "en", "--handicap"},
		{"-n", "6", "--seed", "3", "--synchronous"},
		{"-n", "6", "--seed", "4", "--synchronous", "--handicap", "--lang", "en"},
		{"-n", "6", "--seed", "5", "--variant", "awele"},
		{"-n", "6", "--seed", "6", "--variant", "awele", "--lang", "en", "-j", "1"},
	}
	dir := t.TempDir()
	for i, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, out, errs := run(t, "", append([]string{"generate"}, args...)...)
			if code != 0 {
				t.Fatalf("generate: exit %d: %s", code, errs)
			}
			_, again, _ := run(t, "", append([]string{"generate"}, args...)...)
			if again != out {
				t.Fatal("same seed, different output")
			}
			path := filepath.Join(dir, "g"+string(rune('a'+i))+".agn")
			if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, fo, fe := run(t, "", "fmt", "--check", path); code != 0 {
				t.Fatalf("fmt --check: exit %d\n%s%s", code, fo, fe)
			}
			if code, co, _ := run(t, "", "check", "--strict", path); code != 0 || !strings.Contains(co, "6 games: 6 valid") {
				t.Fatalf("check: exit %d\n%s", code, co)
			}
			if _, so, _ := run(t, out, "stats", "--format", "csv"); !strings.Contains(so, "games,,6\n") || !strings.Contains(so, "valid,,6\n") {
				t.Fatalf("stats:\n%s", so)
			}
		})
	}
}

func TestGenerateErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
	}{
		{"negative", []string{"-n", "-1"}},
		{"language", []string{"--lang", "de"}},
		{"variant", []string{"--variant", "chess"}},
		{"sync awele", []string{"--synchronous", "--variant", "awele"}},
		{"handicap awele", []string{"--handicap", "--variant", "awele"}},
		{"argument", []string{"file.agn"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if code, out, _ := run(t, "", append([]string{"generate"}, tt.args...)...); code != 2 || out != "" {
				t.Fatalf("exit %d, stdout %q; want 2 and nothing", code, out)
			}
		})
	}
}
