package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/awechec/awechec/internal/syslang"
)

// run executes the CLI in-process and returns its exit code and streams.
// The run sees the environment withEnv gives to t (none otherwise).
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	o := &IO{In: strings.NewReader(stdin), Out: &out, ErrOut: &errb, Getenv: noEnv}
	if e, ok := testEnvs.Load(t); ok {
		o.Getenv, o.System = e.(testEnv).getenv, e.(testEnv).system
	}
	code = ExecuteIO(o, args)
	return code, out.String(), errb.String()
}

// testExecute is Execute as the tests run it: English whatever the
// tester's environment or system says (the goldens are English). Tests of
// the French output say --lang fr, or give an environment (withEnv).
func testExecute(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return ExecuteIO(&IO{In: stdin, Out: stdout, ErrOut: stderr, Getenv: noEnv}, args)
}

// noEnv is an empty environment.
func noEnv(string) string { return "" }

// testEnv is the environment and system a test's runs see.
type testEnv struct {
	getenv func(string) string
	system syslang.System
}

// testEnvs holds the environment withEnv gives to a test's runs, by
// test: the tests run in parallel, each with its own.
var testEnvs sync.Map // *testing.T → testEnv

func TestVersionAndHelp(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	t.Parallel()
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
