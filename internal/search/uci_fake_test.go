//go:build unix

package search

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeEngine writes a UCI engine as a shell script that answers the
// handshake and then, to "go", as mode says: "noscore" (a best move, no
// score), "illegal" (bestmove a1a8), "hang" (never answers), "die" (exits),
// "none" (bestmove (none) with a score), "good" (a score and e2e4).
// pidfile, when not "", gets the pid of a child the script starts (a
// wrapper's child).
func fakeEngine(t *testing.T, mode, pidfile string) string {
	t.Helper()
	answer := map[string]string{
		"noscore": `echo "info depth 1 nodes 10"; echo "bestmove e2e4"`,
		"illegal": `echo "info depth 1 score cp 12"; echo "bestmove a1a8"`,
		"hang":    `sleep 600`,
		"die":     `exit 3`,
		"none":    `echo "info depth 0 score mate 0"; echo "bestmove (none)"`,
		"good":    `echo "info depth 1 score cp 31 pv e2e4"; echo "bestmove e2e4"`,
	}[mode]
	child := ""
	if pidfile != "" {
		child = "sleep 600 &\necho $! > " + pidfile + "\n"
	}
	script := "#!/bin/sh\n" + child + `while read line; do
case "$line" in
uci) echo "id name Fake ` + mode + `"; echo uciok;;
isready) echo readyok;;
go*) ` + answer + `;;
quit) exit 0;;
esac
done
`
	path := filepath.Join(t.TempDir(), "fake-"+mode)
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestUCIFakeEngines: every answer of the engine is checked (issue 28):
// no score, an illegal best move, an engine that hangs (killed after its
// time) or dies (noticed at once) is an error, and the built-in
// evaluation stands in; "bestmove (none)" is a mate or a stalemate.
func TestUCIFakeEngines(t *testing.T) {
	old := evalTimeout
	evalTimeout = 500 * time.Millisecond
	defer func() { evalTimeout = old }()
	for _, c := range []struct {
		mode, want string
	}{
		{"noscore", "no score"},
		{"illegal", "a1a8"},
		{"hang", "no answer"},
		{"die", "stopped"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			u, _, err := NewUCIEval(fakeEngine(t, c.mode, ""), 1)
			if err != nil {
				t.Fatal(err)
			}
			defer u.Close()
			g := study(t, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "WW")
			start := time.Now()
			_, _, err = u.Best(g)
			took := time.Since(start)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if !u.Failed() {
				t.Error("the engine is not marked as failed")
			}
			if c.mode == "die" && took > 2*time.Second {
				t.Errorf("a dead engine noticed after %v", took)
			}
			if v := u.Eval(g); v != Evaluate(g) {
				t.Errorf("after the failure Eval gives %d, the built-in %d", v, Evaluate(g))
			}
		})
	}
	t.Run("none", func(t *testing.T) {
		u, _, err := NewUCIEval(fakeEngine(t, "none", ""), 1)
		if err != nil {
			t.Fatal(err)
		}
		defer u.Close()
		// Black is mated: "(none)" is the right answer.
		g := study(t, "4k2R/8/4K3/8/8/8/8/8 b - - 0 1", "WW")
		if sc, m, err := u.search(g.Chess()); err != nil || m != 0 || sc != -Mate {
			t.Errorf("mated: %d %v %v", sc, m, err)
		}
		// With a legal move, "(none)" is a wrong answer.
		g = study(t, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "WW")
		if _, _, err := u.search(g.Chess()); err == nil {
			t.Error("(none) accepted in a position with legal moves")
		}
	})
}

// TestUCIProcessGroup: the engine runs in a process group of its own,
// ended whole: the child of a wrapper script does not outlive Close.
func TestUCIProcessGroup(t *testing.T) {
	pidfile := filepath.Join(t.TempDir(), "child.pid")
	u, _, err := NewUCIEval(fakeEngine(t, "good", pidfile), 1)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(pidfile)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	g := study(t, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "WW")
	if m, sc, err := u.Best(g); err != nil || m.UCI() != "e2e4" || sc != 31 {
		t.Fatalf("good engine: %v %d %v", m, sc, err)
	}
	u.Close()
	for i := 0; ; i++ {
		err := syscall.Kill(pid, 0)
		if errors.Is(err, syscall.ESRCH) {
			break
		}
		if i == 50 {
			t.Fatalf("the wrapper's child %d outlived Close (%v)", pid, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
