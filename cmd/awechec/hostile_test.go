//go:build linux

package main

// The hostile-input suite: every command run as a subprocess on inputs
// generated here (no large file in the repository), under a time bound and
// an address-space limit, must end with exit status 0, 1 or 2 (never a Go
// crash, never a signal), within a bounded peak memory, with a diagnostic
// file:line:col[code] where the input is bad, and leave the file alone
// when fmt -w fails.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/awechec/awechec/internal/testenv"
)

// bin is the awechec binary the tests run: this test binary, under a
// link named awechec (TestMain).
var bin string

// peakRSS is the highest peak memory of the runs so far, logged (the
// tests run in parallel).
var peakRSS atomic.Int64

// binName is the name the test binary runs the command under: started
// so (a link to it), it is awechec, main's cli.Execute and nothing else.
// A go build of the package cost 1.2 s of CPU a run even when cached.
const binName = "awechec"

func TestMain(m *testing.M) {
	if filepath.Base(os.Args[0]) == binName {
		main()
	}
	if os.Getenv(floodAllocsEnv) != "" {
		// the binary is not run there: the collector may be lazier (its
		// counts are bytes allocated)
		testenv.FewerCollections()
		os.Exit(m.Run())
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "awechec-hostile-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	bin = filepath.Join(dir, binName)
	if err := os.Symlink(self, bin); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.RemoveAll(dir)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

const (
	// maxRSS is the peak memory allowed to one run. The default game
	// limit (1 MiB) bounds what a game may hold; the costliest texts of
	// that size take under 50 MB, most runs under 20 MB. A million
	// nested brackets (deep.agn) took 170 to 280 MB, a token each, until
	// the tokenizer left out what is nested too deep as it read it: its
	// address space then came within a few percent of a 2 GB ulimit -v
	// (Go's own is 1.6 GB), and about one run in three died of it.
	maxRSS = 120 << 20
	// addressLimit is the address space a run may reserve: a leak dies
	// on it instead of hurting the machine (Go reserves a few hundred MB
	// of address space it never touches).
	addressLimit = 2 << 30
	timeBound    = 30 * time.Second
)

// result is how a run ended.
type result struct {
	code           int
	stdout, stderr string
	rss            int64 // bytes
}

// runBin runs the binary with args, stdin and a time bound, under an
// address-space limit (prlimit), and checks how it ended.
func runBin(t *testing.T, stdin io.Reader, stdout io.Writer, args ...string) result {
	t.Helper()
	return runBinIO(t, stdin, stdout, nil, maxRSS, args...)
}

// runBinState is runBin with no input and a peak memory of at most
// limit, keeping the process state in st.
func runBinState(t *testing.T, st **os.ProcessState, limit int64, args ...string) result {
	t.Helper()
	return runBinIO(t, nil, nil, st, limit, args...)
}

// runBinIO is runBin, the process state kept in state when it is not
// nil, the peak memory at most limit.
func runBinIO(t *testing.T, stdin io.Reader, stdout io.Writer, state **os.ProcessState, limit int64, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeBound)
	defer cancel()
	name, argv := bin, args
	if p, err := exec.LookPath("prlimit"); err == nil {
		name, argv = p, append([]string{fmt.Sprintf("--as=%d", addressLimit), "--", bin}, args...)
	}
	cmd := exec.CommandContext(ctx, name, argv...)
	// English unless --lang says otherwise, whatever the locale of the
	// machine that runs the tests.
	cmd.Env = append(os.Environ(), "GOMAXPROCS=2", "LC_ALL=C")
	var out, errb bytes.Buffer
	cmd.Stdin = stdin
	cmd.Stdout = &out
	if stdout != nil {
		cmd.Stdout = stdout
	}
	cmd.Stderr = &errb
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%v: no end within %v", args, timeBound)
	}
	st := cmd.ProcessState
	if st == nil {
		t.Fatalf("%v: %v", args, err)
	}
	if state != nil {
		*state = st
	}
	ws := st.Sys().(syscall.WaitStatus)
	if ws.Signaled() {
		t.Fatalf("%v: killed by %v\n%s", args, ws.Signal(), clip(errb.String()))
	}
	r := result{code: st.ExitCode(), stdout: out.String(), stderr: errb.String()}
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		r.rss = ru.Maxrss << 10
	}
	if r.code < 0 || r.code > 2 {
		t.Errorf("%v: exit status %d\n%s", args, r.code, clip(r.stderr))
	}
	if strings.Contains(r.stderr, "goroutine ") || strings.Contains(r.stderr, "fatal error") || strings.Contains(r.stderr, "panic:") {
		t.Errorf("%v: the Go runtime failed:\n%s", args, clip(r.stderr))
	}
	if r.rss > 150<<20 {
		t.Logf("%v: peak memory %d MB", args, r.rss>>20)
	}
	for old := peakRSS.Load(); r.rss > old && !peakRSS.CompareAndSwap(old, r.rss); old = peakRSS.Load() {
	}
	if r.rss > limit {
		t.Errorf("%v: peak memory %d MB, over %d MB", args, r.rss>>20, limit>>20)
	}
	if len(r.stderr) > 64<<10 {
		t.Errorf("%v: %d bytes on standard error", args, len(r.stderr))
	}
	return r
}

func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// located matches a diagnostic with file:line:col and a stable code.
var located = regexp.MustCompile(`:\d+:\d+: (error|warning|note)\[[a-z0-9-]+\]`)

// hostileInputs are the generated inputs, by name: their text.
func hostileInputs() map[string][]byte {
	var nulls, deep, tags, null, digits bytes.Buffer
	nulls.Write(make([]byte, 100<<10))
	deep.WriteString("Échecs 1. e4 ")
	deep.Write(bytes.Repeat([]byte("("), 1000000))
	deep.WriteString(" *\n")
	fmt.Fprintf(&tags, "[Event \"%s\"]\n", strings.Repeat("x", 500<<10))
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&tags, "[T%d \"v\"]\n", i)
	}
	tags.WriteString("\nÉchecs 1. e4 *\n")
	null.WriteString("[Event \"null\"]\n\nÉchecs")
	for i := 1; i <= 500000; i++ {
		fmt.Fprintf(&null, " %d. 0 0", i)
	}
	null.WriteString(" *\n")
	digits.WriteString("Échecs 1" + strings.Repeat("9", 10000) + ". e4 (1" + strings.Repeat("7", 10000) + "=B) e5 $" + strings.Repeat("3", 10000) + " *\n")
	game := "[Event \"x\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 ; comment\n2. Cf3 Cc6\n%escape\n3. Fb5 a6 4. Fa4 Cf6 5. O-O Zz9 *\n"
	u := utf16.Encode([]rune(game))
	var u16 bytes.Buffer
	u16.Write([]byte{0xff, 0xfe})
	for _, c := range u {
		u16.Write([]byte{byte(c), byte(c >> 8)})
	}
	return map[string][]byte{
		"empty.agn":   nil,
		"long.agn":    append([]byte("Échecs "), bytes.Repeat([]byte("e4 e5 "), 500000)...),
		"nulls.agn":   nulls.Bytes(),
		"deep.agn":    deep.Bytes(),
		"utf16.agn":   u16.Bytes(),
		"digits.agn":  digits.Bytes(),
		"tags.agn":    tags.Bytes(),
		"null.agn":    null.Bytes(),
		"cr.agn":      []byte(strings.ReplaceAll(game, "\n", "\r")),
		"crlf.agn":    []byte(strings.ReplaceAll(game, "\n", "\r\n")),
		"lfcr.agn":    []byte(strings.ReplaceAll(game, "\n", "\n\r")),
		"invalid.agn": []byte(game),
		"junk.ogn":    []byte("[Variant \"Awele\"]\n\nhello world 1. D c ((((( ))))) xyz!! *\n"),
		"junk.pgn":    []byte("[Event \"x\"]\n\n1. e4 e5 2. Qxf7 *\n"),
		"open.ogn":    []byte("[Variant \"Awele\"]\n\n1. C e " + strings.Repeat("{", 100000)),
	}
}

// badInputs say what a diagnostic must be given for (the others may be
// valid, or refused as a whole).
var badInputs = map[string]bool{"long.agn": true, "nulls.agn": true, "deep.agn": true, "utf16.agn": true, "digits.agn": true,
	"null.agn": true, "cr.agn": true, "crlf.agn": true, "lfcr.agn": true, "invalid.agn": true,
	"junk.ogn": true, "junk.pgn": true, "open.ogn": true}

// commands are the command lines every input is given to (the input's
// path last).
var commands = [][]string{
	{"check"}, {"check", "--format", "json"}, {"fmt"}, {"fmt", "-l"}, {"fmt", "--check"},
	{"convert", "--to", "en"}, {"export", "--to", "pgn"}, {"export", "--to", "json"}, {"export", "--to", "ogn"},
	{"annotate"}, {"stats"}, {"html"}, {"render"}, {"web", "--link"},
}

func TestHostileInputs(t *testing.T) {
	t.Parallel()
	defer func() { t.Logf("highest peak memory of a run: %d MB", peakRSS.Load()>>20) }()
	dir := t.TempDir()
	inputs := hostileInputs()
	for name, text := range inputs {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name := range inputs {
		path := filepath.Join(dir, name)
		cmds := commands
		switch filepath.Ext(name) {
		case ".ogn":
			cmds = [][]string{{"check"}, {"convert", "--from", "ogn"}, {"export", "--from", "ogn", "--to", "json"}}
		case ".pgn":
			cmds = [][]string{{"check"}, {"convert", "--from", "pgn"}, {"export", "--from", "pgn", "--to", "json"}}
		}
		if testing.Short() && len(inputs[name]) > 1<<20 {
			cmds = cmds[:3]
		}
		for _, c := range cmds {
			r := runBin(t, nil, nil, append(c, path)...)
			if badInputs[name] && len(c) == 1 && c[0] == "check" && (r.code != 1 || !located.MatchString(r.stdout+r.stderr)) {
				t.Errorf("%s %v: exit %d, no located diagnostic:\n%s%s", name, c, r.code, clip(r.stdout), clip(r.stderr))
			}
		}
		// fmt -w on a bad input leaves it as it was.
		if badInputs[name] {
			r := runBin(t, nil, nil, "fmt", "-w", path)
			if got, _ := os.ReadFile(path); !bytes.Equal(got, inputs[name]) && r.code != 0 {
				t.Errorf("%s: fmt -w failed (exit %d) and changed the file", name, r.code)
			}
			os.WriteFile(path, inputs[name], 0o644)
		}
	}
}

// A CR-only file is read line by line: its diagnostic on its line, its 9
// moves replayed (it was one line: one ply, valid), and fmt -w does not
// turn moves into a comment.
func TestHostileCRLineEnds(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "cr.agn")
	os.WriteFile(path, hostileInputs()["cr.agn"], 0o644)
	r := runBin(t, nil, nil, "check", path)
	if r.code != 1 || !strings.Contains(r.stdout, "cr.agn:7:") {
		t.Errorf("check: exit %d\n%s", r.code, r.stdout)
	}
	ok := filepath.Join(dir, "ok.agn")
	os.WriteFile(ok, []byte("Échecs 1. e4 e5 ; comment\r2. Cf3 Cc6\r3. Fb5 a6 *\r"), 0o644)
	if r := runBin(t, nil, nil, "fmt", "-w", ok); r.code != 0 {
		t.Fatalf("fmt -w: exit %d %s", r.code, r.stderr)
	}
	got, _ := os.ReadFile(ok)
	if !strings.Contains(string(got), "{comment} 2. Cf3 Cc6 3. Fb5 a6 *") {
		t.Errorf("fmt -w wrote:\n%s", got)
	}
	// Line ends converted twice (CR CR LF, LF CR) put a blank line after
	// every tag: the game stays one game with its tags (fmt -w made a
	// game of each tag, the moves with no tags, exit status 0).
	for _, end := range []string{"\r\r\n", "\n\r"} {
		twice := filepath.Join(dir, "twice.agn")
		os.WriteFile(twice, []byte(strings.ReplaceAll("[Event \"e\"]\n[White \"Kofi\"]\n[Black \"Léa\"]\n[Result \"*\"]\n\nÉchecs 1. e4 e5 *\n", "\n", end)), 0o644)
		if r := runBin(t, nil, nil, "check", twice); r.code != 0 || !strings.Contains(r.stdout, "1 game: 1 valid, 0 with errors") {
			t.Errorf("%q: check: exit %d\n%s", end, r.code, r.stdout)
		}
		if r := runBin(t, nil, nil, "fmt", "-w", twice); r.code != 0 {
			t.Fatalf("%q: fmt -w: exit %d %s", end, r.code, r.stderr)
		}
		got, _ := os.ReadFile(twice)
		if strings.Count(string(got), "[Event ") != 1 || !strings.Contains(string(got), "[White \"Kofi\"]\n[Black \"Léa\"]") {
			t.Errorf("%q: fmt -w wrote:\n%s", end, got)
		}
	}
}

// Devices, FIFOs, links to devices, endless standard input, a full disk,
// read-only files.
func TestHostileFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.agn")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Symlink("/dev/zero", filepath.Join(dir, "zero.agn"))
	os.WriteFile(filepath.Join(dir, "g.agn"), []byte("Échecs 1. e4 e5 *\n"), 0o644)
	for _, c := range commands {
		for _, p := range []string{"/dev/zero", fifo, filepath.Join(dir, "zero.agn")} {
			r := runBin(t, nil, nil, append(c, p)...)
			if r.code != 2 || !strings.Contains(r.stderr, "not a regular file") {
				t.Errorf("%v %s: exit %d: %s", c, p, r.code, clip(r.stderr))
			}
		}
	}
	// Walking a directory skips the FIFO and the link, and says so.
	r := runBin(t, nil, nil, "check", dir)
	if r.code != 0 || strings.Count(r.stderr, "skipped") != 2 {
		t.Errorf("check dir: exit %d: %s", r.code, r.stderr)
	}
	// The same in French, with no English left.
	r = runBin(t, nil, nil, "--lang", "fr", "check", fifo)
	if r.code != 2 || !strings.Contains(r.stderr, "fifo.agn\u00a0: un tube nommé (FIFO), pas un fichier ordinaire\u00a0; pour le lire, donnez-le sur l’entrée standard (-)") ||
		strings.Contains(r.stderr, "regular") {
		t.Errorf("--lang fr check FIFO: exit %d: %s", r.code, r.stderr)
	}
	r = runBin(t, nil, nil, "--lang", "fr", "check", dir)
	if r.code != 0 || strings.Count(r.stderr, "\u00a0: ignoré\u00a0: ") != 2 || strings.Contains(r.stderr, "skipped") {
		t.Errorf("--lang fr check dir: exit %d: %s", r.code, r.stderr)
	}
	// yes 'e4 e5' | awechec check: 40 MB of one endless game.
	pr, pw := io.Pipe()
	go func() {
		line := bytes.Repeat([]byte("e4 e5\n"), 1000)
		for i := 0; i < 40<<20/len(line); i++ {
			if _, err := pw.Write(line); err != nil {
				break
			}
		}
		pw.Close()
	}()
	r = runBin(t, pr, nil, "check")
	if r.code != 1 || !strings.Contains(r.stdout, "game-too-large") {
		t.Errorf("endless stdin: exit %d: %s", r.code, clip(r.stdout))
	}
	// web --link on endless standard input: no link to the game's first
	// line, which would show another game.
	r = runBin(t, bytes.NewReader(bytes.Repeat([]byte("e4 e5\n"), 400<<10)), nil, "web", "--link", "-")
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "game-too-large") {
		t.Errorf("web --link on a game too large: exit %d: %s%s", r.code, r.stdout, clip(r.stderr))
	}
	// nor to a word processor's document; a UTF-16 file is decoded and
	// linked to.
	doc := filepath.Join(t.TempDir(), "partie.docx")
	os.WriteFile(doc, append([]byte("PK\x03\x04"), bytes.Repeat([]byte{0, 0xff, '\n'}, 100)...), 0o644)
	r = runBin(t, nil, nil, "web", "--link", doc)
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "save it as plain text (.txt)") {
		t.Errorf("web --link on a .docx: exit %d: %s%s", r.code, r.stdout, clip(r.stderr))
	}
	u16 := filepath.Join(t.TempDir(), "u16.agn")
	os.WriteFile(u16, hostileInputs()["utf16.agn"], 0o644)
	r = runBin(t, nil, nil, "web", "--link", u16)
	if r.code != 0 || !strings.Contains(r.stdout, "#agn=") {
		t.Errorf("web --link on a UTF-16 file: exit %d: %s%s", r.code, r.stdout, clip(r.stderr))
	}
	// A game too large, in French.
	big := filepath.Join(t.TempDir(), "big.agn")
	os.WriteFile(big, bytes.Repeat([]byte("e4 e5\n"), 200<<10), 0o644)
	r = runBin(t, nil, nil, "--lang", "fr", "check", big)
	if r.code != 1 || !strings.Contains(r.stdout, "erreur[game-too-large]: la partie 1 est trop longue pour être lue (plus de 1 Mio)\u00a0: elle est ignorée\u00a0; relevez la limite avec --max-game-size") ||
		strings.Contains(r.stdout, "too large") {
		t.Errorf("--lang fr game too large: exit %d: %s", r.code, clip(r.stdout))
	}
	// A full disk.
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err == nil {
		seed, err := os.ReadFile("../../corpus/seed000-fr.agn")
		if err != nil {
			t.Fatal(err)
		}
		game := filepath.Join(t.TempDir(), "seed.agn")
		os.WriteFile(game, seed, 0o644)
		for _, c := range commands {
			if c[0] == "fmt" && len(c) > 1 {
				continue // -l and --check write nothing on standard output
			}
			if r := runBin(t, nil, full, append(c, game)...); r.code != 2 {
				t.Errorf("%v > /dev/full: exit %d", c, r.code)
			}
		}
		full.Close()
	}
	// A read-only file is not rewritten by fmt -w.
	ro := filepath.Join(dir, "ro.agn")
	text := []byte("Échecs 1.e4   e5 *\n")
	os.WriteFile(ro, text, 0o444)
	if r := runBin(t, nil, nil, "fmt", "-w", ro); r.code != 2 {
		t.Errorf("fmt -w read-only: exit %d", r.code)
	}
	if r := runBin(t, nil, nil, "--lang", "fr", "fmt", "-w", ro); r.code != 2 ||
		!strings.Contains(r.stderr, "le fichier est en lecture seule\u00a0: il n’est pas réécrit (--force le réécrit)") {
		t.Errorf("--lang fr fmt -w read-only: exit %d: %s", r.code, r.stderr)
	}
	if got, _ := os.ReadFile(ro); !bytes.Equal(got, text) {
		t.Errorf("fmt -w changed a read-only file")
	}
}
