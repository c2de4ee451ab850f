package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

// fileCursor opens the files of a list one at a time, "-" standing for
// standard input; the game sources read through it.
type fileCursor struct {
	files  []string
	stdin  io.Reader
	i      int
	closer io.Closer
	// skip, when set, is told about each file that cannot be opened or
	// read, and the cursor goes on with the next; when nil such an error
	// ends the reading.
	skip func(error)
}

// open opens the next file and returns its reader and its name ("" for
// standard input, as the readers want it), or ok=false after the last one.
// The file stays open until close.
func (c *fileCursor) open() (r io.Reader, name string, ok bool, err error) {
	for {
		if c.i == len(c.files) {
			return nil, "", false, nil
		}
		path := c.files[c.i]
		c.i++
		if path == "-" {
			return c.stdin, "", true, nil
		}
		f, err := openRegular(path)
		if err != nil {
			if c.skip != nil {
				c.skip(pathError(path, err))
				continue
			}
			return nil, "", false, err
		}
		c.closer = f
		return f, path, true, nil
	}
}

// openRegular opens a regular file for reading, refusing a FIFO (opening
// it would wait for a writer), a device or a socket, as batch.Expand does.
func openRegular(path string) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() && !info.IsDir() {
		_, errs := batch.Expand([]string{path}, nil)
		if len(errs) > 0 {
			return nil, errs[0]
		}
	}
	return os.Open(path)
}

// readError handles an error met reading the file named name: with skip
// set it reports it and returns nil, so that the reading goes on with the
// next file; else it returns it, naming the file.
func (c *fileCursor) readError(name string, err error) error {
	// A reader's message that names the file already (a PGN file too
	// large to read whole) is not named twice; the others get the name
	// as the catalogue writes "path: reason" (a no-break space before
	// the colon in French).
	if d := displayName(name); !strings.HasPrefix(err.Error(), d) {
		err = &batch.PathError{Path: d, Err: err}
	}
	if c.skip != nil {
		c.skip(err)
		return nil
	}
	return err
}

// pathError words an error about path as gofmt does, "path: reason",
// leaving out the operation of an *fs.PathError ("open").
func pathError(path string, err error) error {
	if named := (*batch.PathError)(nil); errors.As(err, &named) {
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &batch.PathError{Path: pe.Path, Err: pe.Err}
	}
	return &batch.PathError{Path: path, Err: err}
}

// pathErrors counts the paths a command could not read, reporting each on
// standard error as it meets it; the command goes on with the others and
// fails at the end (exit status 2), as gofmt does. It is safe for
// concurrent use: the files are opened on batch.Ordered's reading
// goroutine.
type pathErrors struct {
	mu   sync.Mutex
	w    io.Writer
	lang i18n.Lang // the run's language
	n    int
}

// report writes "awechec: path: reason" and counts it.
func (p *pathErrors) report(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	sayError(p.w, p.lang, err)
	p.n++
}

// say writes "awechec: path: reason" without counting it: a path left
// alone is no failure.
func (p *pathErrors) say(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	sayError(p.w, p.lang, err)
}

// result is the command's error: exit status 2 when a path could not be
// read (it wins over the defects of the games read), else err.
func (p *pathErrors) result(err error) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n > 0 {
		var ee *ExitError
		if errors.As(err, &ee) && ee.Code == ExitUsage {
			return err
		}
		return &ExitError{Code: ExitUsage}
	}
	return err
}

// expandPaths expands a command's paths (batch.Expand), reporting each one
// that cannot be read on standard error. It fails only when no file is left
// to read: with exit status 2, and the words of batch.NoFiles when no path
// was bad.
func expandPaths(cmd *cobra.Command, args, exts []string) ([]string, *pathErrors, error) {
	bad := &pathErrors{w: cmd.ErrOrStderr(), lang: ioOf(cmd).Lang}
	files, all := batch.Expand(args, exts)
	var errs []error
	for _, err := range all {
		var skip *batch.SkipError
		if errors.As(err, &skip) {
			// Said, not counted: a FIFO in an archive is no failure.
			bad.say(err)
			continue
		}
		errs = append(errs, err)
		bad.report(err)
	}
	if len(files) == 0 {
		if len(errs) > 0 {
			return nil, bad, &ExitError{Code: ExitUsage}
		}
		return nil, bad, &ExitError{Code: ExitUsage, Err: batch.NoFiles(args, exts)}
	}
	return files, bad, nil
}

// closeFile closes the file opened last.
func (c *fileCursor) closeFile() {
	if c.closer != nil {
		c.closer.Close()
		c.closer = nil
	}
}

// gameSource yields the games of a list of files one at a time, opening
// each file in turn and reading it in its format (record.Format.For: the
// format the command reads, --from, which for AGN leaves a .pgn or .ogn
// file to its own). An AGN game comes unparsed, as the text the reader
// split: the workers parse it, so that the reading goroutine only splits
// the text. It is not safe for concurrent use.
type gameSource struct {
	fileCursor
	from record.Format
	cur  *record.Reader
	name string
	// limits are the run's --max-game-size limits (IO.recordOptions;
	// zero: the readers' defaults).
	limits record.Options
}

func newGameSource(files []string, stdin io.Reader, from record.Format) *gameSource {
	return &gameSource{fileCursor: fileCursor{files: files, stdin: stdin}, from: from}
}

// next returns the next game and its file, or ok=false after the last one.
func (s *gameSource) next() (it gameItem, ok bool, err error) {
	for {
		if s.cur == nil {
			in, name, ok, err := s.open()
			if !ok || err != nil {
				return gameItem{}, false, err
			}
			s.name = name
			s.cur, err = record.Open(in, name, s.from.For(name), s.limits)
			if err != nil {
				// A PGN or OGN file that cannot be read whole (too
				// large): on with the next file (readError says
				// whether to stop).
				s.close()
				if err := s.readError(name, err); err != nil {
					return gameItem{}, false, err
				}
				continue
			}
		}
		u, err := s.cur.NextUnread()
		if err != nil {
			// The end of the file, or a file that cannot be read: on
			// with the next file (readError says whether to stop).
			s.close()
			if err == io.EOF {
				continue
			}
			if err := s.readError(s.name, err); err != nil {
				return gameItem{}, false, err
			}
			continue
		}
		return gameItem{Unread: u, file: s.name}, true, nil
	}
}

// close closes the file being read.
func (s *gameSource) close() {
	if s.cur != nil {
		s.cur.Close()
	}
	s.closeFile()
	s.cur = nil
}

// gameItem is one game on its way to a worker, with its file ("" for
// standard input): the text of an AGN game, or the game itself when it
// was read from a PGN or OGN file (record.Unread).
type gameItem struct {
	record.Unread
	file string
}

// game parses the item's game, into old's memory when old is not nil
// (record.Unread.Parse).
func (it gameItem) game(old *notation.Game) *notation.Game { return it.Parse(old) }

// printDiags writes the diagnostics of a report on w, compiler style, in
// language l.
func printDiags(w io.Writer, r *validate.Report, l i18n.Lang) error {
	if len(r.Diags) == 0 {
		return nil
	}
	lines := r.Game.Lines()
	for _, d := range r.Diags {
		if err := diag.RenderIn(w, d, lines.Text(d.Line), l); err != nil {
			return err
		}
	}
	return nil
}

// stdinArgs returns args, or "-" (standard input) when there are none.
// When standard input is then a terminal, it says so on standard error,
// with how to end the input and how to name files: a command waiting for
// input it never asked for looks hung.
func stdinArgs(cmd *cobra.Command, args []string) []string {
	if len(args) > 0 {
		return args
	}
	if batch.IsTerminal(cmd.InOrStdin()) {
		fmt.Fprintln(cmd.ErrOrStderr(), i18n.M(i18n.CliStdinPrompt, cmd.Name()).In(ioOf(cmd).Lang))
	}
	return []string{"-"}
}
