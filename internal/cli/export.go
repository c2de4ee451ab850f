package cli

import (
	"bytes"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newExportCmd) }

// exportOptions holds the flags of awechec export.
type exportOptions struct {
	*IO           // the run's streams, language and limits
	to     string // pgn, json or ogn
	from   string // input format
	output string
	split  string // --split: directory of one OGN file per Awélé game
	width  int
	// moves writes the moves table beside the games table (csv,
	// parquet).
	moves bool
}

func newExportCmd() *cobra.Command {
	var opts exportOptions
	cmd := &cobra.Command{
		Use: "export --to pgn|json|ogn|csv|parquet [flags] [path ...]",
		Example: `  awechec export --to pgn partie.agn | pgn-extract --allownullmoves
  awechec export --to json corpus | jq .plies[0]
  awechec export --to ogn -o partie.ogn partie.agn
  awechec export --to ogn --split matches/ archives/
  awechec export --to parquet --moves -o games.parquet archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runExport(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.to, "to", "", "")
	f.StringVar(&opts.from, "from", "agn", "")
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.StringVar(&opts.split, "split", "", "")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "")
	f.BoolVar(&opts.moves, "moves", false, "")
	return cmd
}

func runExport(cmd *cobra.Command, opts exportOptions, args []string) error {
	if opts.split != "" && opts.to != "ogn" {
		return usage(i18n.CliSplitOGN)
	}
	if opts.to == "csv" || opts.to == "parquet" {
		return runExportTable(cmd, opts, args)
	}
	if opts.moves {
		return usage(i18n.CliMovesTable)
	}
	var write func(io.Writer, string, *validate.Report) error
	// inputs are the files read: --split writes over none of them.
	var inputs []string
	switch opts.to {
	case "pgn":
		write = func(w io.Writer, file string, r *validate.Report) error {
			return convert.WriteReportPGN(w, r, opts.width)
		}
	case "json":
		write = func(w io.Writer, file string, r *validate.Report) error {
			return convert.WriteJSONIn(w, file, r, opts.Lang)
		}
	case "ogn":
		if opts.split == "" && opts.output != "" {
			if info, err := os.Stat(opts.output); err == nil && info.IsDir() {
				opts.split, opts.output = opts.output, ""
			}
		}
		if opts.split != "" {
			if opts.output != "" {
				return usage(i18n.CliSplitOutput)
			}
			if err := os.MkdirAll(opts.split, 0o755); err != nil {
				return &ExitError{Code: ExitUsage, Err: err}
			}
			names := ognNames{dir: opts.split, bases: map[string]string{}}
			write = func(_ io.Writer, file string, r *validate.Report) error {
				if len(r.Awele) == 0 {
					return skipGame(i18n.M(i18n.CliNoAwele), false)
				}
				games := convert.NewOGNGames(r)
				for i := range r.Awele {
					var b bytes.Buffer
					if err := games.WriteGame(&b, i); err != nil {
						return err
					}
					if err := writeFileSafe(names.name(file, r.Game.Index, r.Awele[i].Index), b.Bytes(), safeOptions{inputs: inputs}); err != nil {
						return &ioFailure{err}
					}
				}
				return nil
			}
			break
		}
		records := 0
		write = func(w io.Writer, file string, r *validate.Report) error {
			if len(r.Awele) == 0 {
				return skipGame(i18n.M(i18n.CliNoAwele), false)
			}
			if records > 0 {
				if _, err := io.WriteString(w, "\n"); err != nil {
					return err
				}
			}
			records += len(r.Awele)
			return convert.WriteOGN(w, r)
		}
		err := writeEach(cmd, args, opts.from, opts.output, write)
		if records > 1 {
			fmt.Fprintln(cmd.ErrOrStderr(), i18n.M(i18n.CliOGNStream, records).In(opts.Lang))
		}
		return err
	case "":
		return usage(i18n.CliToRequired)
	default:
		return usage(i18n.CliBadExport, opts.to)
	}
	if opts.split == "" {
		var noMoves func(*notation.Game) bool
		if opts.to == "pgn" {
			noMoves = traceless
		}
		return writeEachConcurrent(cmd, args, opts.from, opts.output, noMoves, write)
	}
	return writeEach(cmd, args, opts.from, opts.output, write, func(files []string) { inputs = files })
}

// ognNames names the files of export --to ogn --split: the input file's
// name without its extension, cleaned as archive.FileName cleans a
// --split-by value ("stdin" for standard input), the game's
// number and the Awélé game's, partie-g002-a1.ogn. Two input files of the
// same name in different directories get partie-g002-a1.ogn and
// partie-2-g002-a1.ogn.
type ognNames struct {
	dir string
	// bases maps each base name in use to the input file that has it.
	bases map[string]string
}

func (n *ognNames) name(file string, game, awele int) string {
	base := "stdin"
	if file != "<stdin>" {
		// Cleaned and bounded as select --split-by names its files: a
		// newline or a control character of the input's name is not
		// copied, a 250-character name does not make one too long.
		base = archive.FileName(strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)))
	}
	b := base
	for k := 2; ; k++ {
		if f, ok := n.bases[b]; !ok || f == file {
			break
		}
		b = fmt.Sprintf("%s-%d", base, k)
	}
	n.bases[b] = file
	return filepath.Join(n.dir, fmt.Sprintf("%s-g%03d-a%d.ogn", b, game, awele))
}

// ioFailure is a failure to write a file of the command's own (export
// --split): it ends the command with exit status 2, not as a defect of
// the game.
type ioFailure struct{ err error }

func (e *ioFailure) Error() string { return e.err.Error() }

// Unwrap returns the failure.
func (e *ioFailure) Unwrap() error { return e.err }
