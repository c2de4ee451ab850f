package cli

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newConvertCmd) }

// convertOptions holds the flags of awechec convert.
type convertOptions struct {
	*IO           // the run's streams, language and limits
	to     string // target language, "" keeps the game's
	from   string // input format: agn, pgn or ogn
	output string // -o: output file, "" for standard output
	width  int
}

func newConvertCmd() *cobra.Command {
	var opts convertOptions
	cmd := &cobra.Command{
		Use: "convert [flags] [path ...]",
		Example: `  awechec convert --to en partie.agn
  awechec convert --to fr -o partie-fr.agn game-en.agn
  awechec convert --from pgn partie.pgn
  awechec convert --from ogn --to fr match.ogn`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runConvert(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.to, "to", "", "")
	f.StringVar(&opts.from, "from", "agn", "")
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "")
	return cmd
}

func runConvert(cmd *cobra.Command, opts convertOptions, args []string) error {
	var target notation.Language
	if opts.to != "" {
		l, ok := notation.ParseLanguage(opts.to)
		if !ok {
			return usage(i18n.CliBadLanguage, opts.to)
		}
		target = l
	}
	return writeEachConcurrent(cmd, args, opts.from, opts.output, traceless, func(w io.Writer, _ string, r *validate.Report) error {
		// The colours of colourless power tokens are filled in as fmt
		// fills them, before the letters are translated.
		g, ok := convert.ForLanguage(r, target)
		if !ok {
			return skipGame(i18n.M(i18n.CliLangUndecided), true)
		}
		return convert.WriteAGN(w, g, convert.Options{Lang: target, Width: opts.width})
	})
}

// skipError tells writeEach that a game is not written, and why; writeEach
// says so on standard error.
type skipError struct {
	reason i18n.Msg
	defect bool // the command ends with exit 1
}

func (e *skipError) Error() string { return "skipped: " + e.reason.String() }

// skipGame returns the error with which a write function leaves a game
// out: reason says why, defect whether that makes the command fail.
func skipGame(reason i18n.Msg, defect bool) error {
	return &skipError{reason: reason, defect: defect}
}

// reportSkip says on w that a game was left out: file:line: game N
// skipped: reason.
func reportSkip(w io.Writer, file string, g *notation.Game, reason i18n.Msg, l i18n.Lang) error {
	_, err := fmt.Fprintf(w, "%s:%d: %s\n", diag.Visible(displayName(file)), g.Start.Line, i18n.M(i18n.CliSkipped, g.Index, reason).In(l))
	return err
}

// readError is what the first error of a game the reader could not read
// says.
func readError(g *notation.Game) i18n.Msg {
	for _, d := range g.Diags {
		if d.Severity == diag.Error && d.Code == diag.GameTooLarge && len(d.Msg.Args()) == 2 {
			// Its message names the game again and says it is skipped:
			// the skip line says only why ("partie 2 laissée de côté :
			// elle n’a pas pu être lue : la partie 2 est trop longue ...
			// : elle est ignorée" before).
			return i18n.M(i18n.CliSkipTooLarge, d.Msg.Args()[1])
		}
		if d.Severity == diag.Error {
			return i18n.M(i18n.CliReadError, d.Quoted())
		}
	}
	return i18n.M(i18n.CliReadErrorBare)
}

// writeEach is the skeleton of the commands that rewrite games (convert,
// export, annotate) on batchRun: it reads the games of the files named by
// args (standard input for none or "-") in format from (--from: agn, pgn
// or ogn), replays each one on every core, prints its diagnostics on
// standard error and hands the report to write, in input order, with the
// output stream (standard output, or the file output, written only when
// every game was handled). A game the reader could not read is not handed
// to write, and a game that write leaves out (skipGame) is not written:
// both are named on standard error, "file:line: game N skipped: why".
//
// inputs, when given, is told the input files once they are known (export
// --split refuses to write over one of them).
func writeEach(cmd *cobra.Command, args []string, from, output string, write func(w io.Writer, file string, r *validate.Report) error, inputs ...func(files []string)) error {
	return writeEachWith(cmd, args, from, output, write, false, nil, inputs...)
}

// writeEachConcurrent is writeEach for a write function that only writes
// to its writer and keeps no state: it runs on the workers, each game into
// its own buffer, and the buffers are written in input order. When
// noMoves is given and says so of a game, the game is replayed without its
// per-move trace (validate.Options.NoMoves), which write then does not
// read.
func writeEachConcurrent(cmd *cobra.Command, args []string, from, output string, noMoves func(*notation.Game) bool, write func(w io.Writer, file string, r *validate.Report) error) error {
	return writeEachWith(cmd, args, from, output, write, true, noMoves)
}

// traceless tells whether writing g in canonical AGN or PGN needs no
// per-move trace of its replay: only filling in the colours of power
// tokens written without one reads it (convert.FillColours).
func traceless(g *notation.Game) bool { return !convert.HasColourlessPower(g) }

func writeEachWith(cmd *cobra.Command, args []string, from, output string, write func(w io.Writer, file string, r *validate.Report) error, concurrent bool, noMoves func(*notation.Game) bool, inputs ...func(files []string)) error {
	f, ok := record.ParseFormat(from)
	if !ok {
		return usage(i18n.CliBadInput, from)
	}
	// A path that cannot be read is reported and the others are read, as
	// gofmt does; the exit status is then 2.
	b, err := newBatchRun(cmd, args, f)
	if err != nil {
		return err
	}
	for _, f := range inputs {
		f(b.files)
	}
	if err := b.open(output); err != nil {
		return b.finish(err)
	}
	// Diagnostics and skipped games are said under the progress bar.
	stderr := b.progressBar()
	lang := ioOf(cmd).Lang
	type replayed struct {
		r    *validate.Report
		file string
		// text and err are what write gave, when it ran on the worker.
		text  *bytes.Buffer
		err   error
		wrote bool
		// recycle gives the game back to fmtGames once emitted.
		recycle bool
	}
	work := func(it gameItem) replayed {
		var old *notation.Game
		if concurrent && it.Text() {
			// Written on the worker, the game is not needed once its
			// report is emitted: its memory is parsed into again.
			old = fmtGames.Get().(*notation.Game)
		}
		g := it.game(old)
		d := replayed{r: validate.Game(g, validate.Options{File: it.file, NoMoves: noMoves != nil && noMoves(g)}), file: it.file, recycle: old != nil}
		if len(d.r.SANs) > 0 {
			// Moves written in UCI form (g1f3) are written in SAN.
			d.r.Game, d.recycle = convert.WithSAN(d.r), false
		}
		if concurrent && d.r.Game.Diags.Errors() == 0 {
			d.text = fmtBuffers.Get().(*bytes.Buffer)
			d.err, d.wrote = write(d.text, displayName(d.file), d.r), true
		}
		return d
	}
	emit := func(d replayed) error {
		if d.text != nil {
			defer func() { d.text.Reset(); fmtBuffers.Put(d.text) }()
		}
		if d.recycle {
			defer fmtGames.Put(d.r.Game)
		}
		r, file := d.r, d.file
		if err := printDiags(stderr, r, lang); err != nil {
			return err
		}
		if !r.Valid {
			b.defect = true
		}
		if r.Game.Diags.Errors() > 0 {
			return reportSkip(stderr, file, r.Game, readError(r.Game), lang)
		}
		var err error
		if d.wrote {
			// What write wrote goes out, as it would have gone straight
			// to the output.
			err = d.err
			if _, werr := b.out.Write(d.text.Bytes()); werr != nil && err == nil {
				err = werr
			}
		} else {
			err = write(b.out, displayName(file), r)
		}
		var skip *skipError
		if errors.As(err, &skip) {
			b.defect = b.defect || skip.defect
			return reportSkip(stderr, file, r.Game, skip.reason, lang)
		}
		var fail *ioFailure
		if errors.As(err, &fail) {
			return err
		}
		if err != nil {
			// The output failing (a full disk) ends the command at once,
			// said once: each game left said it again, thousands of lines
			// ("game 2981: write /dev/stdout: no space left on device").
			if ferr := b.out.Flush(); ferr != nil {
				return &ioFailure{ferr}
			}
			fmt.Fprintln(stderr, i18n.M(i18n.CliGameError, diag.Visible(displayName(file)), r.Game.Index, i18n.ErrorMsg(err)))
			b.defect = true
		}
		return nil
	}
	size := func(d replayed) int { return len(d.r.Game.Source) }
	return b.finish(eachGame(b, pool{heap: concurrent, progress: true}, work, size, emit))
}

// splitList reads a comma- or space-separated list flag.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}
