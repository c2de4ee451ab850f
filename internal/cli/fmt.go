package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"os"
	"slices"
	"sync"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/unpack"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newFmtCmd) }

// fmtOptions holds the flags of awechec fmt.
type fmtOptions struct {
	*IO        // the run's streams, language and limits
	write bool // -w: rewrite files in place
	list  bool // -l: list files whose formatting differs
	check bool // --check: exit 1 when a file is not canonical
	width int  // --width: longest movetext line
	force bool // --force: -w rewrites read-only files too
}

func newFmtCmd() *cobra.Command {
	var opts fmtOptions
	cmd := &cobra.Command{
		Use: "fmt [flags] [path ...]",
		Example: `  awechec fmt partie.agn
  awechec fmt -l archives/
  awechec fmt -w archives/
  awechec fmt --check archives/ && echo canonical`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runFmt(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.BoolVarP(&opts.write, "write", "w", false, "")
	f.BoolVarP(&opts.list, "list", "l", false, "")
	f.BoolVar(&opts.check, "check", false, "")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "")
	f.BoolVar(&opts.force, "force", false, "")
	return cmd
}

// errFmtSyntax ends fmt with exit 2 once every file has been handled and
// the diagnostics of the broken ones printed.
var errFmtSyntax = &ExitError{Code: ExitUsage}

func runFmt(cmd *cobra.Command, opts fmtOptions, args []string) error {
	// The inputs of every command (batchRun): a path that cannot be read
	// is reported and the others are formatted, as gofmt does; the exit
	// status is then 2. fmt formats file by file, not on the batch pool:
	// a file is written whole or not at all.
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	files, badPaths := b.files, b.bad
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	broken, differ := false, false
	stdin := cmd.InOrStdin()
	for _, name := range files {
		if name == "-" && opts.write {
			return usage(i18n.CliStdinWrite)
		}
		// fmt writes AGN: a PGN or OGN file (by its name; standard input
		// by its content, as the other commands read it) is left as it is
		// (read as AGN it gave false defects), and convert named
		// (leftAlone).
		var format record.Format
		compressed := unpack.Strip(name) != name
		if name == "-" {
			format, stdin, compressed = sniffStdin(stdin)
		} else {
			format, _ = record.FormatOf(name)
		}
		if compressed {
			// fmt rewrites a file's text: it does not write compressed
			// files (the other commands read them).
			err := i18n.Errorf(i18n.CliFmtCompressed, displayName(name))
			if name == "-" || slices.Contains(args, name) {
				badPaths.report(err)
			} else {
				badPaths.say(err)
			}
			continue
		}
		if format == record.PGN || format == record.OGN {
			leftAlone(badPaths, stderr, name, format, name == "-" || slices.Contains(args, name))
			continue
		}
		res, err := fmtFile(stdin, name, opts)
		if err != nil {
			badPaths.report(err)
			continue
		}
		if len(res.diags) > 0 {
			broken = true
			for _, d := range res.diags {
				if err := diag.RenderIn(stderr, d.Diagnostic, d.line, opts.Lang); err != nil {
					return &ExitError{Code: ExitUsage, Err: err}
				}
			}
			b := res.broken
			what := i18n.CliFmtNotPrinted
			switch {
			case opts.write:
				what = i18n.CliFmtNotWritten
			case opts.list || opts.check:
				what = i18n.CliFmtNotListed
			}
			msg := i18n.M(i18n.CliFmtSkipped, b[0].index)
			if len(b) > 1 {
				msg = msg.Then(i18n.M(i18n.CliFmtOthers, len(b)-1))
			}
			fmt.Fprintf(stderr, "%s:%d: %s\n", diag.Visible(displayName(name)), b[0].line, msg.Then(i18n.M(what)).In(opts.Lang))
			continue
		}
		shown := displayName(name)
		if res.changed {
			differ = true
			if opts.list {
				fmt.Fprintln(stdout, shown)
			}
			if opts.check {
				fmt.Fprintln(stderr, shown)
			}
		}
		if res.out != nil {
			err := res.out.writeTo(stdout)
			res.out.close()
			if err != nil {
				return &ExitError{Code: ExitUsage, Err: err}
			}
		}
	}
	switch {
	case broken:
		return errFmtSyntax
	case opts.check && differ:
		return badPaths.result(defects)
	}
	return badPaths.result(nil)
}

// leftAlone says that fmt leaves the PGN or OGN file name alone (fmt
// writes AGN; convert reads it). A file named on the command line, or
// standard input, fails the command with exit status 2, as a path that
// cannot be read does: fmt < x.pgn > y.agn wrote an empty y.agn and exited
// 0. One met walking a directory is said, not counted, as a FIFO there is
// (expandPaths): fmt -w archives/ formats the AGN files beside it.
func leftAlone(bad *pathErrors, stderr io.Writer, name string, format record.Format, named bool) {
	k := i18n.CliFmtPGN
	if format == record.OGN {
		k = i18n.CliFmtOGN
	}
	err := i18n.Errorf(k, displayName(name))
	if named {
		bad.report(err)
		return
	}
	bad.say(err)
}

// fmtSniff is how much of standard input fmt looks at to know its format,
// as record.Open looks at a file that its name does not name.
const fmtSniff = 64 << 10

// sniffStdin returns the format of standard input as its first bytes show
// it (record.Detect: the toolkit's PGN export, an OGN record, else AGN),
// the reader to read it from, those bytes included, and whether it is
// compressed (unpack.Sniff).
func sniffStdin(in io.Reader) (record.Format, io.Reader, bool) {
	b := bufio.NewReaderSize(in, fmtSniff)
	head, _ := b.Peek(fmtSniff)
	return record.Detect("", head), b, unpack.Sniff(head) != unpack.None
}

// fillPowerColours returns g with the colour of every colourless power
// token of its main line filled in from the replay's queue, as canonical
// form wants (convert.FillColours); a game with no such token is returned
// as it is, unreplayed.
func fillPowerColours(g *notation.Game) *notation.Game {
	if !convert.HasColourlessPower(g) {
		return g
	}
	return convert.FillColours(validate.Game(g, validate.Options{}))
}

// displayName names a file in messages and JSON output: "<stdin>" for
// standard input (given as "-", or "" once read), as diagnostics name it.
func displayName(name string) string {
	if name == "-" || name == "" {
		return "<stdin>"
	}
	return name
}

// fmtDiag is a diagnostic with the source line it points at.
type fmtDiag struct {
	diag.Diagnostic
	line string
}

// brokenGame is a game with a syntax error: its index and first line.
type brokenGame struct{ index, line int }

// fmtResult is what formatting one file gave.
type fmtResult struct {
	changed bool
	diags   []fmtDiag
	// broken are the games the reader could not read.
	broken []brokenGame
	// out is the canonical text, kept only when it goes to standard output
	// (the caller writes it out and closes it).
	out *fmtSpool
}

// fmtFile formats one file (or standard input for "-"). Printed, the
// canonical text of the file is held until the whole file is read, so that
// a file with a syntax error is not printed: in memory up to fmtSpoolMem,
// then in a temporary file (fmtSpool), so that memory does not grow with
// the file. With -w, -l or --check nothing is held: the canonical text is
// compared with the source as it is written (the source being opened a
// second time; standard input, which cannot be, is read whole), and -w
// writes it to a temporary file next to the source and renames it over the
// source when the text changed.
func fmtFile(stdin io.Reader, name string, opts fmtOptions) (fmtResult, error) {
	var res fmtResult
	printing := !opts.write && !opts.list && !opts.check
	var src, orig io.Reader
	switch {
	case name == "-" && printing:
		src = stdin
	case name == "-":
		// Held whole, to be compared: bounded as a PGN file is.
		limit := 64 * int64(opts.maxGameSize())
		data, err := io.ReadAll(io.LimitReader(stdin, limit+1))
		if err != nil {
			return res, err
		}
		if int64(len(data)) > limit {
			return res, i18n.Errorf(i18n.CliStdinTooLarge, limit>>20)
		}
		src, orig = bytes.NewReader(data), bytes.NewReader(data)
	default:
		f, err := openRegular(name)
		if err != nil {
			return res, err
		}
		defer f.Close()
		src = f
		if !printing {
			g, err := os.Open(name)
			if err != nil {
				return res, err
			}
			defer g.Close()
			orig = g
		}
	}

	var sinks []io.Writer
	var cmp *compareWriter
	if orig != nil {
		cmp = &compareWriter{orig: orig}
		sinks = append(sinks, cmp)
	}
	var spool *fmtSpool
	if printing {
		spool = &fmtSpool{}
		sinks = append(sinks, spool)
	}
	out := io.MultiWriter(sinks...)

	games, err := formatGames(src, name, opts, out, &res)
	if err != nil || len(res.diags) > 0 {
		spool.close()
		return res, err
	}
	res.out = spool
	if cmp == nil {
		return res, nil // printing only: whether the text changed is not asked
	}
	changed, err := cmp.done()
	if err != nil {
		return res, err
	}
	// A file with no game (comments alone: the reader keeps comments only
	// with a game) is left as it is, not emptied.
	res.changed = changed && games > 0
	if opts.write && res.changed {
		// Only now is a file written: a canonical file is never touched
		// (it may be read-only, in a read-only directory). The text is
		// formatted a second time, from the file, into a safe file.
		if err := rewriteFile(name, opts); err != nil {
			return res, err
		}
	}
	return res, nil
}

// rewriteFile writes the canonical text of the file name over it, as a
// safe file (safeFile: through symbolic links, keeping mode and owner,
// synced, refused when read-only unless --force).
func rewriteFile(name string, opts fmtOptions) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	dst, err := createSafe(name, safeOptions{force: opts.force, forceFlag: true})
	if err != nil {
		return err
	}
	defer dst.discard()
	bw := bufio.NewWriterSize(dst, 1<<16)
	var res fmtResult
	if _, err := formatGames(f, name, opts, bw, &res); err != nil {
		return err
	}
	if len(res.diags) > 0 {
		return i18n.Errorf(i18n.CliFileChanged, name)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return dst.commit()
}

// formatGames writes the canonical text of the games read from src (the
// file name) to out, and the diagnostics of the games it cannot read into
// res (then nothing more is written); it returns the number of games.
// The reading goroutine only splits the text into games: each game is
// parsed and printed on a worker (every core), and the texts are written
// in input order.
func formatGames(src io.Reader, name string, opts fmtOptions, out io.Writer, res *fmtResult) (int, error) {
	file := name
	if name == "-" {
		file = ""
	}
	r := opts.newReader(src, file)
	copt := convert.Options{Width: opts.width}
	games := 0
	// Nothing is held in memory but the games in flight (printed, the
	// canonical text is spooled past fmtSpoolMem): the heap stays small.
	defer batch.TuneGC(opts.batchHeap())()
	next := func() (grammar.Chunk, bool, error) {
		c, err := r.NextChunk()
		if err == io.EOF {
			return c, false, nil
		}
		return c, err == nil, err
	}
	work := func(c grammar.Chunk) fmtGame {
		g := c.ParseInto(fmtGames.Get().(*notation.Game))
		fg := fmtGame{index: g.Index, line: g.Start.Line}
		if g.Diags.Errors() > 0 {
			fg.diags = make([]fmtDiag, len(g.Diags))
			lines := g.Lines()
			for i, d := range g.Diags {
				fg.diags[i] = fmtDiag{d, lines.Text(d.Line)}
			}
		} else {
			fg.text = fmtBuffers.Get().(*bytes.Buffer)
			fg.err = convert.WriteAGN(fg.text, fillPowerColours(g), copt)
			if fg.err == nil && fg.text.Len() > opts.maxGameSize() {
				// Written, the game would be refused by every command
				// (80,000 variations of 880 KB grow to 1.12 MB): the
				// file is left as it is.
				fg.err = i18n.Errorf(i18n.CliFmtTooLarge, i18n.Size(opts.maxGameSize()))
			}
		}
		fmtGames.Put(g)
		return fg
	}
	var failed error
	emit := func(fg fmtGame) error {
		games++
		if fg.text != nil {
			defer func() { fg.text.Reset(); fmtBuffers.Put(fg.text) }()
		}
		if fg.diags != nil {
			res.broken = append(res.broken, brokenGame{fg.index, fg.line})
			res.diags = append(res.diags, fg.diags...)
			return nil
		}
		if len(res.diags) > 0 {
			return nil // the file is not written; read on for its diagnostics
		}
		if fg.err != nil {
			failed = i18n.Errorf(i18n.CliGameError, displayName(name), fg.index, i18n.ErrorMsg(fg.err)).Wrap(fg.err)
			return failed
		}
		_, err := out.Write(fg.text.Bytes())
		return err
	}
	err := batch.Ordered(0, next, work, emit)
	if failed != nil {
		return games, failed
	}
	return games, err
}

// fmtGame is one game as a worker of formatGames leaves it: its canonical
// text, or the diagnostics that keep it from being written.
type fmtGame struct {
	index, line int
	diags       []fmtDiag
	text        *bytes.Buffer
	err         error
}

// fmtGames and fmtBuffers recycle the games and texts of formatGames.
var (
	fmtGames   = sync.Pool{New: func() any { return new(notation.Game) }}
	fmtBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}
)

// compareWriter tells whether what is written to it equals the text read
// from orig, reading orig only as far as the writes go.
type compareWriter struct {
	orig io.Reader
	diff bool
	err  error
	buf  []byte
}

// Write compares p with the next bytes of orig; it never fails, a read
// error being kept for done.
func (c *compareWriter) Write(p []byte) (int, error) {
	if c.diff || c.err != nil {
		return len(p), nil
	}
	if cap(c.buf) < len(p) {
		c.buf = make([]byte, len(p))
	}
	b := c.buf[:len(p)]
	n, err := io.ReadFull(c.orig, b)
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		c.diff = true
	case err != nil:
		c.err = err
	case !bytes.Equal(b[:n], p):
		c.diff = true
	}
	return len(p), nil
}

// done reports whether the text differed, the original having more bytes
// than were written counting as a difference.
func (c *compareWriter) done() (bool, error) {
	if c.err != nil {
		return false, c.err
	}
	if c.diff {
		return true, nil
	}
	var one [1]byte
	switch _, err := io.ReadFull(c.orig, one[:]); err {
	case nil:
		return true, nil
	case io.EOF:
		return false, nil
	default:
		return false, err
	}
}

// fmtSpoolMem is how much of the canonical text of a printed file
// fmtSpool holds in memory before it spools the rest to a temporary file.
const fmtSpoolMem = 4 << 20

// fmtSpool holds the canonical text of a printed file until the file is
// known to have no syntax error: its first fmtSpoolMem bytes in memory,
// the rest in an anonymous temporary file (removed as soon as created),
// so that memory stays flat whatever the size of the file. When no
// temporary file can be created, the text is held in memory, as before.
type fmtSpool struct {
	mem    bytes.Buffer
	f      *os.File
	w      *bufio.Writer
	noFile bool // creating the temporary file failed: memory only
}

// Write holds p.
func (s *fmtSpool) Write(p []byte) (int, error) {
	if s.f == nil && (s.noFile || s.mem.Len()+len(p) <= fmtSpoolMem) {
		return s.mem.Write(p)
	}
	if s.f == nil {
		f, err := os.CreateTemp("", ".awechec-fmt-*")
		if err != nil {
			s.noFile = true
			return s.mem.Write(p)
		}
		// Anonymous: removed now (where the system allows it; close
		// removes it otherwise), read back through f.
		os.Remove(f.Name())
		s.f = f
		s.w = bufio.NewWriterSize(f, 1<<16)
	}
	return s.w.Write(p)
}

// writeTo writes what s holds to w, in the order it was written.
func (s *fmtSpool) writeTo(w io.Writer) error {
	if _, err := w.Write(s.mem.Bytes()); err != nil {
		return err
	}
	if s.f == nil {
		return nil
	}
	if err := s.w.Flush(); err != nil {
		return err
	}
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	_, err := io.Copy(w, s.f)
	return err
}

// close frees what s holds; a nil s is allowed.
func (s *fmtSpool) close() {
	if s == nil || s.f == nil {
		return
	}
	s.f.Close()
	os.Remove(s.f.Name()) // already gone where the system allowed it
	s.f = nil
}
