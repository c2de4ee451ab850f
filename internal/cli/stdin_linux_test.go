package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/awechec/awechec/internal/testenv"
)

// ttyInput stands for a terminal on standard input: the slave side of a
// pseudo-terminal, that gives no game.
type ttyInput struct{ *os.File }

func (ttyInput) Read([]byte) (int, error) { return 0, io.EOF }

// openTTY opens a pseudo-terminal and returns its slave side.
func openTTY(t *testing.T) *os.File {
	t.Helper()
	_, slave := openPTY(t)
	return slave
}

// openPTY opens a pseudo-terminal and returns its master side (what the
// terminal shows is read from it) and its slave side (the terminal a
// program writes to).
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	testenv.Need(t, "a pseudo-terminal (/dev/ptmx)", err)
	t.Cleanup(func() { master.Close() })
	testenv.Need(t, "a pseudo-terminal (unlockpt)", unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0))
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	testenv.Need(t, "a pseudo-terminal (ptsname)", err)
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	testenv.Need(t, "a pseudo-terminal (its slave side)", err)
	t.Cleanup(func() { slave.Close() })
	return master, slave
}

// TestStdinTerminalSaid: with no path and a terminal on standard input,
// the commands that read games say they read standard input, how to end
// it and how to name files (issue 10: check waited silently); with a pipe,
// or a device that is no terminal (/dev/null, /dev/zero, as scripts and
// cron give it: they said it too), they say nothing.
func TestStdinTerminalSaid(t *testing.T) {
	t.Parallel()
	tty := ttyInput{openTTY(t)}
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	for _, args := range [][]string{{"check"}, {"fmt"}, {"stats"}, {"convert"}, {"html"}, {"annotate"}, {"export", "--to", "pgn"}, {"render"}} {
		var out, errs bytes.Buffer
		testExecute(args, tty, &out, &errs)
		if msg := errs.String(); !strings.Contains(msg, "reading games from standard input") || !strings.Contains(msg, "Ctrl-D") || !strings.Contains(msg, "awechec "+args[0]+" FILE") {
			t.Errorf("%v on a terminal: stderr %q", args, msg)
		}
		errs.Reset()
		testExecute(args, strings.NewReader(""), &out, &errs)
		if strings.Contains(errs.String(), "standard input") {
			t.Errorf("%v on a pipe: stderr %q", args, errs.String())
		}
		errs.Reset()
		null.Seek(0, 0)
		testExecute(args, null, &out, &errs)
		if strings.Contains(errs.String(), "standard input") {
			t.Errorf("%v < /dev/null: stderr %q", args, errs.String())
		}
	}
}
