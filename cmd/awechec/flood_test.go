//go:build linux

package main

// The inputs of issue 28, generated at two sizes: floods of one token
// (variations, power tokens, ellipses, move numbers, null moves, dots,
// exclamation marks, empty brackets, comments), a long FEN tag. Every
// command must end 0, 1 or 2, within the peak memory docs/LIMITS.md
// states per byte of a game, with bounded output, and do at twice the size
// about twice the work: allocations counted in process, CPU time of the
// process (not wall time) checked for a square.

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/awechec/awechec/internal/cli"

	"github.com/awechec/awechec/internal/testenv"
)

// floodRSS is the peak memory docs/LIMITS.md allows a run on one game of
// n bytes: 40 MB, and 800 bytes per byte of the game (the costliest flood,
// a game of dots read by html, takes about 620; the collector may let the
// heap grow to three times what is live until batchHeap).
func floodRSS(n int) int64 { return 40<<20 + 800*int64(n) }

// floodInputs are the hostile games of about n bytes each, by name.
func floodInputs(n int) map[string][]byte {
	rep := func(tok string) string { return strings.Repeat(tok, n/len(tok)) }
	game := func(body string) []byte {
		return []byte("[Event \"h\"]\n[Result \"*\"]\n\nÉchecs 1. e4 " + body + " *\n")
	}
	return map[string][]byte{
		"variations.agn": game("e5 " + rep("(e4) ")), // each one illegal: an error each
		"powers.agn":     game(rep("(2=W) ")),
		"ellipses.agn":   game(rep("... ")),
		"numbers.agn":    game(rep("1. ")),
		"nulls.agn":      []byte("[Event \"n\"]\n[Result \"*\"]\n\nÉchecs " + rep("0 ") + "*\n"),
		"dots.agn":       game(rep(".")),
		"bangs.agn":      game(rep("!")),
		"parens.agn":     game(rep("()")),
		"brackets.agn":   game(rep("[]")),
		"semicolons.agn": game(rep(";\n")),
		"fen.agn":        []byte("[Event \"f\"]\n[FEN \"" + rep("x") + "\"]\n\nÉchecs 1. e4 *\n"),
	}
}

// floodCommands are the commands every flood is given to.
var floodCommands = [][]string{
	{"check"}, {"fmt"}, {"html"}, {"render"}, {"export", "--to", "pgn"}, {"export", "--to", "json"},
	{"annotate"}, {"stats"}, {"tree", "--format", "json"}, {"select", "--duplicates"}, {"web", "--link"},
}

// cpuTime is the CPU time (user and system) a finished command took.
func cpuTime(st *os.ProcessState) time.Duration { return st.UserTime() + st.SystemTime() }

func TestHostileFloods(t *testing.T) {
	// Parallel: what it measures is each run's own CPU time.
	t.Parallel()
	small, big := 96<<10, 192<<10
	cmds := floodCommands
	if testing.Short() {
		cmds = cmds[:3]
	}
	dir := t.TempDir()
	write := func(size int) map[string]string {
		paths := map[string]string{}
		for name, text := range floodInputs(size) {
			p := filepath.Join(dir, fmt.Sprint(size)+"-"+name)
			if err := os.WriteFile(p, text, 0o644); err != nil {
				t.Fatal(err)
			}
			paths[name] = p
		}
		return paths
	}
	a, b := write(small), write(big)
	// slack covers a loaded machine's noise on short runs.
	const slack = 200 * time.Millisecond
	for name := range a {
		for _, c := range cmds {
			var cpu [2]time.Duration
			// The big size first: a run that takes no more than the slack
			// shows no square whatever the small one takes, which is then
			// not run (most runs: 5 s of CPU of the 13 the test took).
			for i, p := range []string{b[name], a[name]} {
				size := []int{big, small}[i]
				var st *os.ProcessState
				r := runBinState(t, &st, floodRSS(size), append(c, p)...)
				cpu[i] = cpuTime(st)
				if len(r.stdout) > 4*size+256<<10 {
					t.Errorf("%s %v (%d KB): %d bytes on standard output", name, c, size>>10, len(r.stdout))
				}
				if cpu[0] <= slack {
					break
				}
			}
			// A square shows as four times the CPU time at twice the size.
			if cpu[0] > 3*cpu[1]+slack {
				t.Errorf("%s %v: %v of CPU at %d KB, %v at %d KB", name, c, cpu[1], small>>10, cpu[0], big>>10)
			}
		}
	}
}

// The work of a flood, counted as the allocations of the command run in
// this process, at twice the size is at most about twice (a diagnostic
// kept per token, the nested text of tree --format json, grew faster).
//
// It runs in a process of its own: a child's peak memory, as the system
// reports it, starts from its parent's, which these runs in process
// would raise for every run of the binary after them.
func TestHostileFloodsAllocations(t *testing.T) {
	// Parallel: its counts are taken in a process of its own.
	t.Parallel()
	testenv.Long(t, "every flood at two sizes through every command")
	if os.Getenv(floodAllocsEnv) == "" {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestHostileFloodsAllocations$")
		// One P: the counts are the same, and the scheduler's spinning
		// between the pipeline's goroutines took 40% of the CPU (4.4 s,
		// 2.6 with one).
		cmd.Env = append(os.Environ(), floodAllocsEnv+"=1", "GOMAXPROCS=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		return
	}
	small, big := 24<<10, 48<<10
	dir := t.TempDir()
	allocs := func(args ...string) (uint64, uint64) {
		var m0, m1 runtime.MemStats
		// Two collections empty the sync.Pools (and their victims): the
		// games and buffers recycled by the run before are not reused.
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&m0)
		cli.Execute(args, strings.NewReader(""), io.Discard, io.Discard)
		runtime.ReadMemStats(&m1)
		return m1.Mallocs - m0.Mallocs, m1.TotalAlloc - m0.TotalAlloc
	}
	ins := [2]map[string][]byte{floodInputs(small), floodInputs(big)}
	for name := range ins[0] {
		var paths [2]string
		for i := range paths {
			paths[i] = filepath.Join(dir, fmt.Sprint(i)+name)
			os.WriteFile(paths[i], ins[i][name], 0o644)
		}
		for _, c := range floodCommands {
			n0, b0 := allocs(append(c, paths[0])...)
			n1, b1 := allocs(append(c, paths[1])...)
			// Bytes get a third more room: a slice doubling at one size and
			// not at the other is no square.
			if n1 > 5*n0/2+2000 || b1 > 3*b0+8<<20 {
				t.Errorf("%s %v: %d allocations (%d KB) at %d KB, %d (%d KB) at %d KB", name, c, n0, b0>>10, small>>10, n1, b1>>10, big>>10)
			}
		}
	}
}

// floodAllocsEnv is set in the process that counts the allocations of
// the floods (TestHostileFloodsAllocations).
const floodAllocsEnv = "AWECHEC_FLOOD_ALLOCS"

// fmt -w started with SIGINT ignored (a script's background job) and
// interrupted while it writes: the process ends with status 130, the
// target is whole (its old text or its new one), no temporary file is
// left (the process removed its temporary file and never ended).
func TestHostileInterruptedWrite(t *testing.T) {
	// The texts are known by their hashes only: the test process stays
	// small (a child's peak memory, as the system reports it, starts
	// from its parent's).
	dir := t.TempDir()
	path := filepath.Join(dir, "big.agn")
	writeBig := func() [32]byte {
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.New()
		w := bufio.NewWriter(io.MultiWriter(f, h))
		for n, i := 0, 0; n < 24<<20; i++ {
			k, _ := fmt.Fprintf(w, "[Event \"g%d\"]\n[Result \"*\"]\n\nÉchecs 1.e4   e5 2.Cf3 Cc6 3.Fb5 a6 4.Fa4 Cf6 5.O-O Fe7 *\n\n", i)
			n += k
		}
		w.Flush()
		f.Close()
		return [32]byte(h.Sum(nil))
	}
	hashFile := func() [32]byte {
		f, _ := os.Open(path)
		defer f.Close()
		h := sha256.New()
		io.Copy(h, f)
		return [32]byte(h.Sum(nil))
	}
	old := writeBig()
	// formatted is the hash of fmt's text of the file, worked out only
	// when the target is not the old text (the interrupt came after the
	// rename): fmt on 24 MB took 1.3 s of CPU, a third of the test.
	formatted := func() [32]byte {
		writeBig()
		h := sha256.New()
		fmtCmd := exec.Command(bin, "fmt", path)
		fmtCmd.Stdout = h
		if err := fmtCmd.Run(); err != nil {
			t.Fatal(err)
		}
		return [32]byte(h.Sum(nil))
	}
	for attempt := 0; attempt < 3; attempt++ {
		cmd := exec.Command("sh", "-c", `trap '' INT; exec "$0" fmt -w "$1"`, bin, path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		seen := false
		for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline) && !seen; {
			tmps, _ := filepath.Glob(filepath.Join(dir, ".big.agn.tmp-*"))
			if info, err := os.Stat(firstOf(tmps)); err == nil && info.Size() > 0 {
				seen = true
				cmd.Process.Signal(syscall.SIGINT)
				break
			}
			if cmd.ProcessState != nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			<-done
			t.Fatalf("fmt -w interrupted with SIGINT ignored at start: still running")
		}
		if got := hashFile(); got != old && got != formatted() {
			t.Fatalf("the target is neither the old text nor the new one")
		}
		if tmps, _ := filepath.Glob(filepath.Join(dir, ".*")); len(tmps) > 0 {
			t.Fatalf("left behind: %v", tmps)
		}
		if !seen {
			writeBig()
			continue // it ended before its temporary file was seen
		}
		if code := cmd.ProcessState.ExitCode(); code != 130 {
			t.Errorf("exit status %d, want 130", code)
		}
		return
	}
	testenv.Race(t, "fmt -w ended before it could be interrupted, in every try")
}

func firstOf(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}
