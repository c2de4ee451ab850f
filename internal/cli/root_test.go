package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// run executes the CLI in-process and returns its exit code and streams.
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Execute(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestVersionAndHelp(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"version", []string{"version"}, 0, "awechec " + buildVersion().version + " ("},
		{"help", []string{"--help"}, 0, "Awechec"},
		{"completion bash", []string{"completion", "bash"}, 0, "bash completion"},
		{"unknown command", []string{"frobnicate"}, 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, "", tt.args...)
			if code != tt.code {
				t.Fatalf("exit code %d, want %d (stderr %q)", code, tt.code, errs)
			}
			if !strings.Contains(out, tt.want) {
				t.Errorf("stdout %q does not contain %q", out, tt.want)
			}
		})
	}
}

// Every document a command's help points at exists.
func TestHelpNamesExistingDocs(t *testing.T) {
	re := regexp.MustCompile(`docs/[A-Za-z0-9_./-]+\.md`)
	for _, c := range NewRoot().Commands() {
		for _, doc := range re.FindAllString(c.Long, -1) {
			if _, err := os.Stat(filepath.Join("..", "..", doc)); err != nil {
				t.Errorf("%s --help names %s: %v", c.Name(), doc, err)
			}
		}
	}
}

// Help texts are wrapped evenly: no line of prose is cut short in the
// middle of a paragraph.
func TestHelpWrapping(t *testing.T) {
	for _, c := range NewRoot().Commands() {
		lines := strings.Split(c.Long, "\n")
		for i := 0; i+1 < len(lines); i++ {
			l, next := lines[i], lines[i+1]
			if len(l) > 0 && len(l) < 40 && len(next) > 60 && l[0] != ' ' && next[0] != ' ' && !strings.HasSuffix(l, ":") && !strings.HasSuffix(l, ".") {
				t.Errorf("%s --help: line %q is cut short", c.Name(), l)
			}
		}
	}
}
