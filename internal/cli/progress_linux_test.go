package cli

import (
	"bytes"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// progressLine is a drawing of the progress bar.
var progressLine = regexp.MustCompile(`\r\[[#.]{30}\] +\d+% `)

// TestProgressOnTerminal: with standard error on a terminal, the commands
// that replay a collection (check, convert, export, annotate, html) draw
// the progress bar there as check does, and the diagnostics and skipped
// games they say on standard error stand on lines of their own, the bar's
// line cleared first; the bar is gone at the end.
func TestProgressOnTerminal(t *testing.T) {
	t.Parallel()
	file, err := filepath.Abs("../../corpus/invalid/power-mismatch.agn")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"check"}, {"convert", "--to", "fr"}, {"export", "--to", "pgn"}, {"annotate"}, {"html"}} {
		t.Run(args[0], func(t *testing.T) {
			master, slave := openPTY(t)
			var shown bytes.Buffer
			done := make(chan struct{})
			go func() {
				io.Copy(&shown, master) // ends when the slave is closed
				close(done)
			}()
			testExecute(append(args, file), strings.NewReader(""), io.Discard, slave)
			slave.Close()
			<-done
			out := strings.ReplaceAll(shown.String(), "\r\n", "\n")
			if !progressLine.MatchString(out) {
				t.Fatalf("no progress bar on the terminal: %q", out)
			}
			const cleared = "\r" + "                                                                      " + "\r"
			bars := progressLine.FindAllStringIndex(out, -1)
			if last := bars[len(bars)-1][1]; !strings.Contains(out[last:], cleared) {
				t.Errorf("the bar is left at the end: %q", out[last:])
			}
			said := 0
			for i := strings.Index(out, file+":"); i >= 0; {
				said++
				// The message starts a line, or the bar's line once cleared.
				line := out[strings.LastIndex(out[:i], "\n")+1 : i]
				if line != "" && !strings.HasSuffix(line, cleared) {
					t.Errorf("a message on the bar's line: %q", line+out[i:min(i+60, len(out))])
				}
				next := strings.Index(out[i+1:], file+":")
				if next < 0 {
					break
				}
				i += 1 + next
			}
			if args[0] != "check" && said == 0 {
				t.Errorf("no diagnostic on standard error: %q", out)
			}
		})
	}
}

// TestNoProgressAmongGames: when a command writes its games to standard
// output and that is the terminal the bar would be drawn on, no bar is
// drawn among them (it was, in the middle of the moves, and among check's
// JSON); with -o, or standard output elsewhere, and for check's text
// report, the bar is drawn as before.
func TestNoProgressAmongGames(t *testing.T) {
	t.Parallel()
	file, err := filepath.Abs("../../corpus/valid/check-answer-order-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		bar  bool
	}{
		{[]string{"convert", "--to", "en"}, false},
		{[]string{"export", "--to", "pgn"}, false},
		{[]string{"annotate"}, false},
		{[]string{"check", "--format", "json"}, false},
		// check's text report clears the bar before each line.
		{[]string{"check"}, true},
		{[]string{"convert", "--to", "en", "-o", filepath.Join(t.TempDir(), "en.agn")}, true},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			master, slave := openPTY(t)
			var shown bytes.Buffer
			done := make(chan struct{})
			go func() {
				io.Copy(&shown, master) // ends when the slave is closed
				close(done)
			}()
			testExecute(append(tt.args, file), strings.NewReader(""), slave, slave)
			slave.Close()
			<-done
			if got := progressLine.MatchString(shown.String()); got != tt.bar {
				t.Errorf("progress bar drawn: %v, want %v: %q", got, tt.bar, shown.String())
			}
		})
	}
}
