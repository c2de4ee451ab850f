package cli

import (
	"bufio"
	"sync"

	"github.com/awechec/awechec/internal/i18n"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
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
	// players writes a table by player, crosstable the crosstable of
	// this event, instead of the summary (stats_players.go).
	players    bool
	crosstable string
}

func newStatsCmd() *cobra.Command {
	var opts statsOptions
	cmd := &cobra.Command{
		Use:   "stats [flags] [path ...]",
		Short: "Sum up collections of games: validity, results, powers, null moves",
		Example: `  awechec stats archives/
  awechec stats --format json corpus | jq .by_code
  awechec stats --per-game --format csv archives/ > games.csv
  awechec stats --players archives/
  awechec stats --crosstable 'Championnat du club' archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runStats(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "output format: text, json or csv")
	f.BoolVar(&opts.perGame, "per-game", false, "one row per game (csv or json lines) instead of the summary")
	f.BoolVar(&opts.strict, "strict", false, "count warnings as defects")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "games replayed at once (default: every core)")
	f.BoolVar(&opts.players, "players", false, "a table by player: games, score by colour and handicap, powers, null moves")
	f.StringVar(&opts.crosstable, "crosstable", "", "the crosstable of this event (the Event tag's value)")
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
	if opts.players || opts.crosstable != "" {
		return runPlayers(cmd, opts, args)
	}
	if opts.perGame && opts.format == "text" {
		return usage(i18n.CliStatsPerGame)
	}
	out := bufio.NewWriterSize(cmd.OutOrStdout(), 1<<16)
	defer out.Flush()
	// With --parse-only a game is done with once counted: it is recycled
	// as check recycles its games (see grammar.Chunk.ParseInto).
	var games sync.Pool
	work := func(it chunkItem) stats.Row {
		if opts.parseOnly {
			old, _ := games.Get().(*notation.Game)
			g := it.game(old)
			row := stats.FromGame(rowFile(it.file), g)
			if it.g == nil {
				// Only a game this reader built: another reader's
				// (PGN, OGN) may leave its movetext's spare slots
				// in use.
				games.Put(g)
			} else if old != nil {
				games.Put(old)
			}
			return row
		}
		g := it.game(nil)
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
		invalid = invalid || !r.Valid
		if rows != nil {
			return rows.Write(r)
		}
		sum.Add(r)
		return nil
	}
	bad, err := eachChunk(cmd, args, opts.workers, work, func(r stats.Row) int { return r.Bytes }, emit)
	if err != nil {
		out.Flush()
		return bad.result(err)
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
