// Package batch runs work over large collections of games on every core
// while keeping the output in input order and memory flat: a bounded window
// of items is in flight at any time, whatever the size of the archive.
package batch

import (
	"errors"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/unpack"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
)

// MaxWorkersPerCore bounds the workers a command may be given: more than
// a few per core only costs memory (each holds a game of up to 1 MiB and
// its work), never time.
const MaxWorkersPerCore = 4

// Workers returns n when it is positive, at most MaxWorkersPerCore per
// usable core (check -j 100000 runs 8 workers on 2 cores), else the
// number of usable cores.
func Workers(n int) int {
	cores := runtime.GOMAXPROCS(0)
	if n > 0 {
		return min(n, MaxWorkersPerCore*cores)
	}
	return cores
}

// Ordered calls work on every item that next yields, on n goroutines, and
// calls emit with the results in the order next yielded the items. next
// returns ok=false at the end; an error from next or emit stops the run (next
// is not called again) and is returned once the items already started are
// done. At most 4n items are
// in flight, so memory stays flat.
//
// With one worker the items are read, worked on and emitted in turn on the
// calling goroutine: no channel, no goroutine handing each item to the
// next (those hand-offs, a few per item, cost more CPU time than they save
// by reading ahead: `stats --parse-only -j 1` took 0.64 s of CPU with them
// on 20,000 games, 0.50 s without).
func Ordered[In, Out any](n int, next func() (In, bool, error), work func(In) Out, emit func(Out) error) error {
	n = Workers(n)
	if n == 1 {
		for {
			in, ok, err := next()
			if err != nil || !ok {
				return err
			}
			if err := emit(work(in)); err != nil {
				return err
			}
		}
	}
	type job struct {
		seq int
		in  In
	}
	type result struct {
		seq int
		out Out
	}
	window := 4 * n
	jobs := make(chan job, window)
	results := make(chan result, window)
	// slots bounds the number of items between next and emit.
	slots := make(chan struct{}, window)
	stop := make(chan struct{})

	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- result{j.seq, work(j.in)}
			}
		}()
	}

	var readErr error
	go func() {
		defer close(jobs)
		for seq := 0; ; seq++ {
			select {
			case slots <- struct{}{}:
			case <-stop:
				return
			}
			// When both were ready select chose at random: look again, so
			// that next is not called after emit failed.
			select {
			case <-stop:
				return
			default:
			}
			in, ok, err := next()
			if err != nil {
				readErr = err
				<-slots
				return
			}
			if !ok {
				<-slots
				return
			}
			jobs <- job{seq, in}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	pending := map[int]Out{}
	want := 0
	var emitErr error
	for r := range results {
		if emitErr != nil {
			<-slots
			continue
		}
		pending[r.seq] = r.out
		for {
			out, ok := pending[want]
			if !ok {
				break
			}
			delete(pending, want)
			want++
			<-slots
			if err := emit(out); err != nil {
				emitErr = err
				close(stop)
				break
			}
		}
	}
	if emitErr != nil {
		return emitErr
	}
	return readErr
}

// extensions are the file endings that directory walks collect by
// default: AGN records and PGN games.
var extensions = []string{".agn", ".pgn"}

// Extensions returns the file endings that directory walks collect by
// default: AGN records and PGN games (a new slice on each call).
func Extensions() []string { return slices.Clone(extensions) }

// Files expands the command-line paths as FilesWith does, collecting the
// files of directories that end with one of Extensions.
func Files(paths []string) ([]string, error) {
	return FilesWith(paths, extensions)
}

// FilesWith expands the command-line paths as Expand does but stops at the
// first path that cannot be read: that error is returned alone, and so is
// finding no file at all (the error names the paths and the endings looked
// for).
func FilesWith(paths []string, exts []string) ([]string, error) {
	out, errs := Expand(paths, exts)
	for _, err := range errs {
		var skip *SkipError
		if !errors.As(err, &skip) {
			return nil, err
		}
	}
	if len(out) == 0 {
		return nil, NoFiles(paths, exts)
	}
	return out, nil
}

// PathError is a path of the command line (or a file or directory under
// one) that could not be read. Its message is "path: reason", as gofmt
// writes it.
type PathError struct {
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Message().String() }

// Message returns the error's message, to be worded in a language
// (i18n.ErrorMsg finds it).
func (e *PathError) Message() i18n.Msg {
	switch {
	case errors.Is(e.Err, fs.ErrNotExist):
		return i18n.M(i18n.CliNotExist, e.Path)
	case errors.Is(e.Err, fs.ErrPermission):
		return i18n.M(i18n.CliPermission, e.Path)
	}
	return i18n.M(i18n.BatchPathReason, e.Path, i18n.ErrorMsg(e.Err))
}

// Unwrap returns the reason, for errors.Is(err, fs.ErrNotExist).
func (e *PathError) Unwrap() error { return e.Err }

// pathError names the path of err: the reason of an *fs.PathError (without
// its operation, "stat" or "open") after the path it names, else err after
// path.
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &PathError{Path: pe.Path, Err: pe.Err}
	}
	return &PathError{Path: path, Err: err}
}

// Expand expands the command-line paths: a file is kept as given (whatever
// its ending), a directory is walked recursively for files ending with one
// of exts (".ogn"; any case), or with one of them and the ending of a
// compressed file (".ogn.gz", ".pgn.zst", ".agn.bz2": unpack.Extensions()), in lexical order, leaving out directories
// whose name starts with a dot, and "-" stands for standard input.
//
// Only regular files are read: a path that names a FIFO, a device or a
// socket (or a link to one) is an error, refused before it is opened (a
// FIFO would wait for a writer, /dev/zero never ends); such a file met
// walking a directory is left out with a *SkipError among errs.
//
// Expand does not stop at a path it cannot read: it returns the files of
// the others, in command-line order, and one *PathError per path (or
// directory under one) that does not exist or cannot be read, so that a
// command can report each, go on with the rest and fail at the end, as
// gofmt does. It returns no file and no error when the directories hold no
// matching file; NoFiles words that case.
func Expand(paths []string, exts []string) (files []string, errs []error) {
	for _, p := range paths {
		if p == "-" {
			files = append(files, p)
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			errs = append(errs, pathError(p, err))
			continue
		}
		if !info.IsDir() {
			if !info.Mode().IsRegular() {
				// Reading a FIFO would wait for a writer, a device might
				// never end: such a path is refused.
				errs = append(errs, &PathError{Path: p, Err: notRegular(info.Mode())})
				continue
			}
			files = append(files, p)
			continue
		}
		var found []string
		filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, pathError(path, err))
				if d != nil && d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if path != p && strings.HasPrefix(d.Name(), ".") {
					return filepath.SkipDir
				}
				return nil
			}
			if !hasExtension(d.Name(), exts) {
				return nil
			}
			mode := d.Type()
			if mode&fs.ModeSymlink != 0 {
				// A link is followed to what it names; a link to no
				// file (an editor's .#partie.agn lock) is skipped.
				info, err := os.Stat(path)
				if errors.Is(err, fs.ErrNotExist) {
					errs = append(errs, &SkipError{Path: path, Err: i18n.Errorf(i18n.BatchDanglingLink)})
					return nil
				}
				if err != nil {
					errs = append(errs, pathError(path, err))
					return nil
				}
				mode = info.Mode()
			}
			if !mode.IsRegular() {
				errs = append(errs, &SkipError{Path: path, Err: notRegular(mode)})
				return nil
			}
			found = append(found, path)
			return nil
		})
		sort.Strings(found)
		files = append(files, found...)
	}
	return files, errs
}

// SkipError is a file met walking a directory that was left out because
// it is not a regular file (a FIFO, a device, a socket, a link to one):
// a command says so and goes on, it is no failure.
type SkipError struct {
	Path string
	Err  error
}

func (e *SkipError) Error() string { return e.Message().String() }

// Message returns the error's message, to be worded in a language
// (i18n.ErrorMsg finds it).
func (e *SkipError) Message() i18n.Msg {
	return i18n.M(i18n.BatchSkippedFile, e.Path, i18n.ErrorMsg(e.Err))
}

// Unwrap returns the reason.
func (e *SkipError) Unwrap() error { return e.Err }

// notRegular words why a file that is not a regular file is not read.
func notRegular(mode fs.FileMode) error {
	what := i18n.BatchNotRegFile
	switch {
	case mode&fs.ModeNamedPipe != 0:
		what = i18n.BatchFIFO
	case mode&fs.ModeCharDevice != 0:
		what = i18n.BatchCharDevice
	case mode&fs.ModeDevice != 0:
		what = i18n.BatchDevice
	case mode&fs.ModeSocket != 0:
		what = i18n.BatchSocket
	case mode.IsDir():
		what = i18n.BatchDirectory
	}
	return i18n.Errorf(i18n.BatchNotRegular, i18n.M(what))
}

// NoFiles is the error of a command given paths that hold no file to read.
func NoFiles(paths []string, exts []string) error {
	if len(exts) == 0 {
		return i18n.Errorf(i18n.CliNoFilesAny, strings.Join(paths, ", "))
	}
	return i18n.Errorf(i18n.CliNoFiles, orList(exts), strings.Join(paths, ", "))
}

// orList writes endings as ".agn or .pgn".
func orList(exts []string) i18n.Msg {
	if len(exts) == 1 {
		return i18n.M(i18n.Verbatim, exts[0])
	}
	return i18n.M(i18n.CliOr, strings.Join(exts[:len(exts)-1], ", "), exts[len(exts)-1])
}

// hasExtension tells whether name ends with one of exts, alone or followed
// by the ending of a compressed file ("x.pgn.gz", "x.agn.zst": unpack.Strip).
func hasExtension(name string, exts []string) bool {
	ext := filepath.Ext(unpack.Strip(name))
	for _, e := range exts {
		if strings.EqualFold(ext, e) {
			return true
		}
	}
	return false
}

// TuneGC sets the garbage collector for a batch whose live heap stays small
// (a window of games in flight): instead of collecting each time the heap
// doubles, which on a few megabytes of live data means hundreds of
// collections a second, it collects only when the heap nears limit bytes.
// It leaves the settings alone when the user chose them with GOGC or
// GOMEMLIMIT. It returns a function that restores the previous settings.
//
// The collector is not turned off (GOGC=off) but set to collect when the
// heap triples: on a small live heap the limit comes first, as wanted, and
// on a game whose live data passes the limit (a hostile input of a million
// nested variations) the heap still has a bound, where with GOGC=off the
// collector, held to half the CPU past the limit, let garbage pile up
// until the address space ran out.
func TuneGC(limit int64) (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	oldPercent := debug.SetGCPercent(tunedGCPercent)
	oldLimit := debug.SetMemoryLimit(limit)
	return func() {
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	}
}

// tunedGCPercent is TuneGC's GOGC: the heap may grow to three times the
// live data before a collection, when the limit does not come first.
const tunedGCPercent = 200

// BatchHeap is the heap TuneGC is given by the batch commands: with peak
// memory well under 100 MB whatever the size of the archive.
const BatchHeap = 64 << 20
