package batch

import (
	"errors"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/testenv"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

func TestOrderedKeepsOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 7} {
		const n = 500
		i := 0
		next := func() (int, bool, error) {
			if i == n {
				return 0, false, nil
			}
			i++
			return i, true, nil
		}
		work := func(v int) int {
			if v%7 == 0 {
				time.Sleep(time.Microsecond * 50)
			}
			return v * v
		}
		var got []int
		err := Ordered(workers, next, work, func(v int) error { got = append(got, v); return nil })
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != n {
			t.Fatalf("workers %d: %d results", workers, len(got))
		}
		for k, v := range got {
			if v != (k+1)*(k+1) {
				t.Fatalf("workers %d: result %d = %d", workers, k, v)
			}
		}
	}
}

func TestOrderedErrors(t *testing.T) {
	boom := errors.New("boom")
	i := 0
	next := func() (int, bool, error) {
		i++
		if i > 10 {
			return 0, false, boom
		}
		return i, true, nil
	}
	var got int
	err := Ordered(3, next, func(v int) int { return v }, func(int) error { got++; return nil })
	if !errors.Is(err, boom) || got != 10 {
		t.Errorf("read error: err %v, %d emitted", err, got)
	}

	j := 0
	endless := func() (int, bool, error) { j++; return j, true, nil }
	err = Ordered(2, endless, func(v int) int { return v }, func(v int) error {
		if v == 5 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Errorf("emit error: %v", err)
	}
}

func TestFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.agn", "a.pgn", "notes.txt", "sub/c.AGN", ".hidden/d.agn"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Files([]string{dir, "-", filepath.Join(dir, "notes.txt")})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.agn"), filepath.Join(dir, "sub/c.AGN"), "-", filepath.Join(dir, "notes.txt")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	if _, err := Files([]string{filepath.Join(dir, "missing")}); err == nil {
		t.Error("missing path accepted")
	}
}

func TestFilesWith(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.agn", "a.ogn", "sub/c.OGN"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := FilesWith([]string{dir}, []string{".ogn"})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{filepath.Join(dir, "a.ogn"), filepath.Join(dir, "sub/c.OGN")}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
	sub := filepath.Join(dir, "sub")
	_, err = Files([]string{sub})
	if err == nil || err.Error() != "no files to read: no .agn or .pgn file in "+sub {
		t.Errorf("error %v does not name the path and the endings", err)
	}
	_, err = FilesWith([]string{sub, sub}, []string{".pgn"})
	if err == nil || err.Error() != "no files to read: no .pgn file in "+sub+", "+sub {
		t.Errorf("error %v", err)
	}
}

func TestTuneGC(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		restore := TuneGC(1 << 20)
		restore()
		return
	}
	before := debug.SetGCPercent(100)
	debug.SetGCPercent(before)
	restore := TuneGC(32 << 20)
	if got := debug.SetMemoryLimit(-1); got != 32<<20 {
		t.Errorf("memory limit %d", got)
	}
	if got := debug.SetGCPercent(-1); got != tunedGCPercent {
		t.Errorf("GC percent %d, want %d", got, tunedGCPercent)
	}
	restore()
	if got := debug.SetGCPercent(before); got != before {
		t.Errorf("GC percent not restored: %d", got)
	}
}

// TestOrderedStopsReading: once emit fails, next is not called again. With
// one worker at most 4 items are between next and emit, so an error on the
// first item allows at most 1+4 calls, whatever the scheduling.
func TestOrderedStopsReading(t *testing.T) {
	boom := errors.New("boom")
	for run := 0; run < 300; run++ {
		calls := 0
		next := func() (int, bool, error) { calls++; return calls, true, nil }
		err := Ordered(1, next, func(v int) int { return v }, func(int) error { return boom })
		if !errors.Is(err, boom) {
			t.Fatalf("err %v", err)
		}
		if calls > 1+4 {
			t.Fatalf("run %d: next called %d times after emit failed on the first item", run, calls)
		}
	}
}

func TestProgressSaysOneGame(t *testing.T) {
	var b strings.Builder
	p := &Progress{w: &b, enabled: true, total: 10, start: time.Now()}
	p.Add(5)
	if got := b.String(); !strings.Contains(got, " 1 game (") {
		t.Errorf("progress after one game: %q", got)
	}
	p.last = time.Time{}
	p.Add(5)
	if got := b.String(); !strings.Contains(got, " 2 games (") {
		t.Errorf("progress after two games: %q", got)
	}
}

// TestProgressWriteClears: a message written through the progress clears
// its drawn line first, and only then; off a terminal it goes out as it is.
func TestProgressWriteClears(t *testing.T) {
	clear := "\r" + strings.Repeat(" ", 70) + "\r"
	var b strings.Builder
	p := &Progress{w: &b, enabled: true, total: 10, start: time.Now()}
	p.Write([]byte("before\n"))
	p.Add(5)
	drawn := b.String()
	p.Write([]byte("msg\n"))
	p.Write([]byte("again\n"))
	if got := b.String(); got != drawn+clear+"msg\nagain\n" || drawn[:7] != "before\n" {
		t.Errorf("progress and messages: %q", got)
	}
	b.Reset()
	off := &Progress{w: &b, total: 10, start: time.Now()}
	off.Add(5)
	off.Write([]byte("msg\n"))
	if b.String() != "msg\n" {
		t.Errorf("off a terminal: %q", b.String())
	}
}

// Expand goes past the paths it cannot read: it returns the files of the
// others and one error per bad path, worded "path: reason".
func TestExpandGoesOn(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "a.agn")
	if err := os.WriteFile(good, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nosuch.agn")
	files, errs := Expand([]string{missing, good, dir, filepath.Join(dir, "gone")}, extensions)
	if want := []string{good, good}; !reflect.DeepEqual(files, want) {
		t.Errorf("files %v, want %v", files, want)
	}
	if len(errs) != 2 {
		t.Fatalf("errors %v, want 2", errs)
	}
	if got := errs[0].Error(); got != missing+": no such file or directory" {
		t.Errorf("error %q", got)
	}
	if !errors.Is(errs[1], fs.ErrNotExist) {
		t.Errorf("error %v is not fs.ErrNotExist", errs[1])
	}
	// the old functions stop at the first bad path
	if _, err := Files([]string{good, missing}); err == nil || err.Error() != errs[0].Error() {
		t.Errorf("Files: %v", err)
	}
}

// A FIFO or a device given as a path is refused before it is opened (a
// FIFO would wait for a writer: the command hung); met walking a
// directory, it is left out with a SkipError, and so is a link to one.
func TestExpandRegularFilesOnly(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.agn")
	testenv.Need(t, "a FIFO", syscallMkfifo(fifo))
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "z.agn")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "g.agn"), []byte("Échecs 1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files, errs := Expand([]string{dir}, extensions)
	if len(files) != 1 || filepath.Base(files[0]) != "g.agn" || len(errs) != 2 {
		t.Fatalf("files %v, errors %v", files, errs)
	}
	for _, err := range errs {
		var skip *SkipError
		if !errors.As(err, &skip) {
			t.Errorf("%v is not a SkipError", err)
		}
	}
	for _, p := range []string{fifo, "/dev/zero", filepath.Join(dir, "z.agn")} {
		files, errs := Expand([]string{p}, extensions)
		var pe *PathError
		if len(files) != 0 || len(errs) != 1 || !errors.As(errs[0], &pe) || !strings.Contains(errs[0].Error(), "not a regular file") {
			t.Errorf("%s: files %v, errors %v", p, files, errs)
		}
	}
	if files, err := Files([]string{dir}); err != nil || len(files) != 1 {
		t.Errorf("Files: %v, %v", files, err)
	}
}

// TestProgressSlowRate: a collection slower than a game a second (analyse)
// shows its rate with a decimal, in the reader's decimal mark, not "0/s".
func TestProgressSlowRate(t *testing.T) {
	for _, c := range []struct {
		l    i18n.Lang
		want string
	}{{i18n.English, "(0.2/s)"}, {i18n.French, "(0,2/s)"}} {
		var b strings.Builder
		p := &Progress{w: &b, enabled: true, total: 10, start: time.Now().Add(-5 * time.Second), Lang: c.l}
		p.Add(5)
		if got := b.String(); !strings.Contains(got, c.want) {
			t.Errorf("%v: progress %q, want %q", c.l, got, c.want)
		}
	}
}
