package cli

import (
	"bytes"
	"fmt"
	"github.com/awechec/awechec/i18n"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/batch"
	"github.com/awechec/awechec/convert"
	"github.com/awechec/awechec/diag"
	"github.com/awechec/awechec/grammar"
	"github.com/awechec/awechec/notation"
	"github.com/awechec/awechec/validate"
)

func init() { register(newFmtCmd) }

// fmtOptions holds the flags of awechec fmt.
type fmtOptions struct {
	write bool // -w: rewrite files in place
	list  bool // -l: list files whose formatting differs
	check bool // --check: exit 1 when a file is not canonical
	width int  // --width: longest movetext line
}

func newFmtCmd() *cobra.Command {
	var opts fmtOptions
	cmd := &cobra.Command{
		Use:   "fmt [flags] [path ...]",
		Short: "Write game records in canonical AGN",
		Long: `fmt writes every game of the given files in canonical AGN, the one form
that awechec writes (docs/FORMAT-CANONICAL.md), in the manner of gofmt.

Power tokens written without their colour, (7), get it from the queue the
replay rebuilds: (7=B). With no flags the canonical text goes to standard
output. A directory is walked recursively for .agn and .pgn files; no path,
or "-", reads standard input. Games are read one at a time. Printed, a
file's canonical text is held until the whole file is read (a file with a
syntax error is not printed), so memory grows with the largest file, not
with the archive; -w, -l and --check hold nothing (on standard input, -l
and --check hold the input).

  -w        rewrite each file in place, only when its text changes
  -l        list the files whose text is not canonical
  --check   list them on standard error and exit 1 if there is any

A file with a syntax error is never rewritten nor printed: its diagnostics
go to standard error with a line saying the file was skipped, the other
files are still formatted, and fmt exits 2
(as gofmt does), so that a script tells "needs formatting" (1) from "cannot
be formatted" (2). Warnings do not stop formatting.

Exit status: 0 done (every file canonical with --check), 1 a file is not
canonical (--check), 2 a syntax error, a usage error or an I/O error.`,
		Example: `  awechec fmt partie.agn
  awechec fmt -l archives/
  awechec fmt -w archives/
  awechec fmt --check archives/ && echo canonical`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runFmt(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.BoolVarP(&opts.write, "write", "w", false, "rewrite files in place when their formatting differs")
	f.BoolVarP(&opts.list, "list", "l", false, "list files whose formatting differs from canonical AGN")
	f.BoolVar(&opts.check, "check", false, "exit 1 when a file is not canonical, listing it on standard error")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "longest movetext line, in columns")
	return cmd
}

// errFmtSyntax ends fmt with exit 2 once every file has been handled and
// the diagnostics of the broken ones printed.
var errFmtSyntax = &ExitError{Code: ExitUsage}

func runFmt(cmd *cobra.Command, opts fmtOptions, args []string) error {
	args = stdinArgs(cmd, args)
	// A path that cannot be read is reported and the others are formatted,
	// as gofmt does; the exit status is then 2.
	files, badPaths, err := expandPaths(cmd, args, batch.Extensions)
	if err != nil {
		return err
	}
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	broken, differ := false, false
	for _, name := range files {
		if name == "-" && opts.write {
			return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliStdinWrite)}
		}
		res, err := fmtFile(cmd.InOrStdin(), name, opts)
		if err != nil {
			badPaths.report(err)
			continue
		}
		if len(res.diags) > 0 {
			broken = true
			for _, d := range res.diags {
				if err := diag.Render(stderr, d.Diagnostic, d.line); err != nil {
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
			fmt.Fprintf(stderr, "%s:%d: %s\n", displayName(name), b[0].line, msg.Then(i18n.M(what)))
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
		if !opts.write && !opts.list && !opts.check {
			if _, err := stdout.Write(res.out); err != nil {
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
	// out is the canonical text, kept only when it goes to standard output.
	out []byte
}

// fmtFile formats one file (or standard input for "-"). Printed, the
// canonical text of the file is held until the whole file is read, so that
// a file with a syntax error is not printed: memory grows with the largest
// file. With -w, -l or --check nothing is held: the canonical text is
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
		data, err := io.ReadAll(stdin)
		if err != nil {
			return res, err
		}
		src, orig = bytes.NewReader(data), bytes.NewReader(data)
	default:
		f, err := os.Open(name)
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
	var buf bytes.Buffer
	if printing {
		sinks = append(sinks, &buf)
	}
	var tmp *os.File
	if opts.write {
		var err error
		tmp, err = os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".fmt-*")
		if err != nil {
			return res, err
		}
		defer func() {
			if tmp != nil {
				tmp.Close()
				os.Remove(tmp.Name())
			}
		}()
		sinks = append(sinks, tmp)
	}
	out := io.MultiWriter(sinks...)

	file := name
	if name == "-" {
		file = ""
	}
	r := grammar.NewReader(src, file)
	copt := convert.Options{Width: opts.width}
	games := 0
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return res, err
		}
		games++
		if g.Diags.Errors() > 0 {
			res.broken = append(res.broken, brokenGame{g.Index, g.Start.Line})
			for _, d := range g.Diags {
				res.diags = append(res.diags, fmtDiag{d, g.SourceLineText(d.Line)})
			}
			continue
		}
		if len(res.diags) > 0 {
			continue // the file is not written; read on for its diagnostics
		}
		g = fillPowerColours(g)
		if err := convert.WriteAGN(out, g, copt); err != nil {
			return res, i18n.Errorf(i18n.CliGameError, displayName(name), g.Index, i18n.ErrorMsg(err)).Wrap(err)
		}
	}
	if len(res.diags) > 0 {
		return res, nil
	}
	res.out = buf.Bytes()
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
		if err := replaceFile(tmp, name); err != nil {
			return res, err
		}
		tmp = nil
	}
	return res, nil
}

// replaceFile renames the finished temporary file over name, keeping the
// permissions of name.
func replaceFile(tmp *os.File, name string) error {
	info, err := os.Stat(name)
	if err != nil {
		return err
	}
	if err := tmp.Chmod(info.Mode().Perm()); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

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
