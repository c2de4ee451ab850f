package cli

import (
	"bufio"
	"github.com/awechec/awechec/i18n"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/batch"
	"github.com/awechec/awechec/stats"
	"github.com/awechec/awechec/validate"
)

func init() { register(newStatsCmd) }

// statsOptions holds the flags of awechec stats.
type statsOptions struct {
	format  string // text, json or csv
	perGame bool   // one row per game instead of the summary
	strict  bool   // warnings make a game invalid
	workers int    // 0: every core
	// parseOnly reads the games without replaying them (hidden: it
	// measures the reader alone for bench/compare.sh).
	parseOnly bool
}

func newStatsCmd() *cobra.Command {
	var opts statsOptions
	cmd := &cobra.Command{
		Use:   "stats [flags] [path ...]",
		Short: "Sum up collections of games: validity, results, powers, null moves",
		Long: `stats replays every game of the given files on every core, as check does,
and sums up the collection: games valid and invalid by diagnostic code,
results and terminations, Awélé games per game and how they ended, powers
per colour and consumed, null moves and who decided them (the mover's own
choice, or imposed by the opponent whose power it was), average lengths, and
the same by language, Awélé rule set and variant (docs/STATS.md).

Paths are files, directories (walked recursively for .agn and .pgn files)
or "-" for standard input (also when no path is given). A progress bar is
drawn on standard error when it is a terminal.

--format text (default) is for a person, json one object, csv a long table
"metric,key,value". --per-game writes one row per game instead, for
spreadsheets and analytical databases: CSV with a header (--format csv) or
JSON lines (--format json).

Exit status: 0 every game valid, 1 a game has defects (the summary is
written all the same), 2 usage or I/O error.`,
		Example: `  awechec stats archives/
  awechec stats --format json corpus | jq .by_code
  awechec stats --per-game --format csv archives/ > games.csv`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStats(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "output format: text, json or csv")
	f.BoolVar(&opts.perGame, "per-game", false, "one row per game (csv or json lines) instead of the summary")
	f.BoolVar(&opts.strict, "strict", false, "count warnings as defects")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "games replayed at once (default: every core)")
	f.BoolVar(&opts.parseOnly, "parse-only", false, "read the games without replaying them")
	f.MarkHidden("parse-only")
	return cmd
}

func runStats(cmd *cobra.Command, opts statsOptions, args []string) error {
	usage := func(k i18n.Key, args ...any) error {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(k, args...)}
	}
	switch opts.format {
	case "text", "json", "csv":
	default:
		return usage(i18n.CliStatsFormat, opts.format)
	}
	if opts.perGame && opts.format == "text" {
		return usage(i18n.CliStatsPerGame)
	}
	args = stdinArgs(cmd, args)
	files, bad, err := expandPaths(cmd, args, batch.Extensions)
	if err != nil {
		return err
	}
	out := bufio.NewWriterSize(cmd.OutOrStdout(), 1<<16)
	defer out.Flush()
	progress := batch.NewProgress(cmd.ErrOrStderr(), totalSize(files))

	src := newGameSource(files, cmd.InOrStdin())
	src.skip = bad.report
	work := func(it chunkItem) stats.Row {
		g := it.c.Parse()
		if opts.parseOnly {
			return stats.FromGame(rowFile(it.file), g)
		}
		r := validate.Game(g, validate.Options{File: it.file, Strict: opts.strict, NoBoards: true})
		return stats.FromReport(rowFile(it.file), r)
	}
	sum := stats.New()
	invalid := false
	var rows *stats.RowWriter
	if opts.perGame {
		rows = stats.NewJSONRows(out)
		if opts.format == "csv" {
			rows = stats.NewCSVRows(out)
		}
	}
	emit := func(r stats.Row) error {
		progress.Add(int64(r.Bytes))
		invalid = invalid || !r.Valid
		if rows != nil {
			return rows.Write(r)
		}
		sum.Add(r)
		return nil
	}
	defer batch.TuneGC(batch.BatchHeap)()
	err = batch.Ordered(opts.workers, src.item, work, emit)
	progress.Done()
	if err != nil {
		out.Flush()
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if rows != nil {
		err = rows.Flush()
	} else {
		switch opts.format {
		case "json":
			err = sum.WriteJSON(out)
		case "csv":
			err = sum.WriteCSV(out)
		default:
			err = sum.WriteText(out)
		}
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if invalid {
		return bad.result(defects)
	}
	return bad.result(nil)
}

// rowFile names a game's file in a row: "-" for standard input.
func rowFile(file string) string {
	if file == "" {
		return "-"
	}
	return file
}
