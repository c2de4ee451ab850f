package cli

import (
	"bufio"
	"github.com/awechec/awechec/i18n"

	"github.com/spf13/cobra"

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

--players writes one line per player instead: games, points and score,
the score as White and as Black, when giving a handicap, receiving one or
neither, powers per Awélé game, null moves chosen with one's own power and
imposed with it on the opponent, and the performance rating when the games
have Elo tags. --crosstable EVENT writes the crosstable of the games whose
Event tag is EVENT. Both take --format text or json.

Exit status: 0 every game valid, 1 a game has defects (the summary is
written all the same), 2 usage or I/O error.`,
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
	work := func(it chunkItem) stats.Row {
		g := it.game(nil)
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
