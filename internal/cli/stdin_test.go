package cli

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"strings"
	"testing"
	"time"
)

// ttyInput stands for a terminal on standard input: a character device
// that gives no game.
type ttyInput struct{}

func (ttyInput) Read([]byte) (int, error)   { return 0, io.EOF }
func (ttyInput) Stat() (os.FileInfo, error) { return ttyInfo{}, nil }

type ttyInfo struct{}

func (ttyInfo) Name() string       { return "stdin" }
func (ttyInfo) Size() int64        { return 0 }
func (ttyInfo) Mode() fs.FileMode  { return fs.ModeDevice | fs.ModeCharDevice | 0o620 }
func (ttyInfo) ModTime() time.Time { return time.Time{} }
func (ttyInfo) IsDir() bool        { return false }
func (ttyInfo) Sys() any           { return nil }

// TestStdinTerminalSaid: with no path and a terminal on standard input,
// the commands that read games say they read standard input, how to end
// it and how to name files (issue 10: check waited silently); with a pipe
// they say nothing.
func TestStdinTerminalSaid(t *testing.T) {
	for _, args := range [][]string{{"check"}, {"fmt"}, {"stats"}, {"convert"}, {"html"}} {
		var out, errs bytes.Buffer
		Execute(args, ttyInput{}, &out, &errs)
		if msg := errs.String(); !strings.Contains(msg, "reading games from standard input") || !strings.Contains(msg, "Ctrl-D") || !strings.Contains(msg, "awechec "+args[0]+" FILE") {
			t.Errorf("%v on a terminal: stderr %q", args, msg)
		}
		errs.Reset()
		Execute(args, strings.NewReader(""), &out, &errs)
		if strings.Contains(errs.String(), "standard input") {
			t.Errorf("%v on a pipe: stderr %q", args, errs.String())
		}
	}
}
