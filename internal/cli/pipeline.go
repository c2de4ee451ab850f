package cli

import (
	"bufio"
	"errors"
	"os"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/record"
)

// batchRun is the one skeleton of the commands that read collections of
// games (check, stats, select, tree, html, convert, export, annotate,
// analyse, solve):
//
//   - inputs: newBatchRun expands the paths (standard input for none),
//     reporting each path that cannot be read on standard error and
//     counting it (exit status 2 at the end, as gofmt does);
//   - games: eachGame reads the games of every file in its format
//     (record.Format.For), AGN, PGN and OGN alike;
//   - work: it calls the command's work on each game on the batch pool;
//   - ordered output: it hands the results to the command's emit in
//     input order, writing to the output that open opened (-o, or standard
//     output), drawing a progress bar if asked;
//   - exit status: finish writes the output out (a file -o is written
//     only when the run succeeded) and returns the command's error: 2 for
//     a path that could not be read or a usage or I/O error, 1 when a game
//     had defects (defect), else nil.
//
// fmt, which formats file by file, takes its inputs from it; render, which
// reads one game, its game source (gameSource).
type batchRun struct {
	cmd *cobra.Command
	// args are the paths given, "-" (standard input) for none.
	args  []string
	from  record.Format
	files []string
	bad   *pathErrors
	// dest and out are the output, once open.
	dest *output
	out  *bufio.Writer
	// defect is set by the command when a game has defects: exit 1.
	defect bool
	// bar is the progress bar on standard error, once made (progressBar).
	bar *batch.Progress
	// barOverOutput lets the bar be drawn when the output is the same
	// terminal: check's text report, whose lines clear it first.
	barOverOutput bool
}

// progressBar returns the run's progress bar, drawn on standard error
// when it is a terminal (batch.Progress), made at the first call. The
// messages a command writes on standard error while it reads the games
// go through it, so that they do not mix with its line.
func (b *batchRun) progressBar() *batch.Progress {
	if b.bar == nil {
		b.bar = batch.NewProgress(b.cmd.ErrOrStderr(), totalSize(b.files))
		b.bar.Lang = ioOf(b.cmd).Lang
		if b.dest != nil && b.dest.file == nil && !b.barOverOutput && batch.IsTerminal(b.cmd.OutOrStdout()) {
			// The games are written to the terminal: a bar would be
			// drawn among them.
			b.bar.Hide()
		}
	}
	return b.bar
}

// newBatchRun expands the paths of a command that reads games in format
// from (the walk collects from.Extensions()); it fails only when no file
// is left to read.
func newBatchRun(cmd *cobra.Command, args []string, from record.Format) (*batchRun, error) {
	args = stdinArgs(cmd, args)
	files, bad, err := expandPaths(cmd, args, from.Extensions())
	if err != nil {
		return nil, err
	}
	return &batchRun{cmd: cmd, args: args, from: from, files: files, bad: bad}, nil
}

// open opens the output named by -o, standard output for "" or "-"; it may
// be none of the input files. finish writes it out.
func (b *batchRun) open(name string) error {
	dest, err := createOutput(b.cmd, name, b.files)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	b.dest, b.out = dest, bufio.NewWriterSize(dest, 1<<16)
	return nil
}

// pool says how eachGame runs the work.
type pool struct {
	workers  int  // games at once; 0 for every core
	progress bool // draw a progress bar on a terminal
	// heap bounds the heap to batch.BatchHeap, the collector idle below
	// it (batch.TuneGC): the commands whose work holds one game at a
	// time (check, stats, select, tree, and convert, export and annotate
	// when they write each game on its worker); not a search's tables
	// (analyse, solve), nor html, which holds its page.
	heap bool
}

// eachGame reads the games of the run's files, calls work on each on the
// pool's workers and emit with the results in input order; size(result)
// is the game's bytes, for the progress bar. A reading or emitting error
// ends the reading; it is returned as a usage error (exit 2).
func eachGame[T any](b *batchRun, p pool, work func(gameItem) T, size func(T) int, emit func(T) error) error {
	src := newGameSource(b.files, b.cmd.InOrStdin(), b.from)
	src.limits = ioOf(b.cmd).recordOptions()
	src.skip = b.bad.report
	defer src.close()
	var progress *batch.Progress
	if p.progress {
		progress = b.progressBar()
	}
	if p.heap {
		defer batch.TuneGC(ioOf(b.cmd).batchHeap())()
	}
	err := batch.Ordered(p.workers, src.next, work, func(t T) error {
		if progress != nil {
			progress.Add(int64(size(t)))
		}
		return emit(t)
	})
	if progress != nil {
		progress.Done()
	}
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	return nil
}

// finish ends the run with err, the command's error so far (nil when all
// went well): without one it writes the output out and gives the -o file
// its name; a file not so committed is removed. It returns the command's
// error: exit status 2 when a path could not be read (over any other but
// a usage error), err, an I/O error of the output, or defects when a
// game had defects.
func (b *batchRun) finish(err error) error {
	if b.dest != nil {
		if err == nil {
			err = b.out.Flush()
			if err == nil {
				err = b.dest.commit()
			}
		}
		b.dest.discard()
	}
	var ee *ExitError
	if err != nil && !errors.As(err, &ee) {
		err = &ExitError{Code: ExitUsage, Err: err}
	}
	if err == nil && b.defect {
		err = defects
	}
	return b.bad.result(err)
}

// totalSize adds up the sizes of the files, for the progress bar.
func totalSize(files []string) int64 {
	var n int64
	for _, f := range files {
		if info, err := os.Stat(f); err == nil {
			n += info.Size()
		}
	}
	return n
}
