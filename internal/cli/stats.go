package cli

import (
	"sync"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newStatsCmd) }

// statsOptions holds the flags of awechec stats.
type statsOptions struct {
	*IO            // the run's streams, language and limits
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
	// aliases is the alias file of --aliases; suggest lists the names
	// that look alike (--suggest-aliases).
	aliases string
	suggest bool
}

func newStatsCmd() *cobra.Command {
	var opts statsOptions
	cmd := &cobra.Command{
		Use: "stats [flags] [path ...]",
		Example: `  awechec stats archives/
  awechec stats --format json corpus | jq .by_code
  awechec stats --per-game --format csv archives/ > games.csv
  awechec stats --players archives/
  awechec stats --crosstable 'Championnat du club' archives/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runStats(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "")
	f.BoolVar(&opts.perGame, "per-game", false, "")
	f.BoolVar(&opts.strict, "strict", false, "")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "")
	f.BoolVar(&opts.players, "players", false, "")
	f.StringVar(&opts.crosstable, "crosstable", "", "")
	f.StringVar(&opts.aliases, "aliases", "", "")
	f.BoolVar(&opts.suggest, "suggest-aliases", false, "")
	f.BoolVar(&opts.parseOnly, "parse-only", false, "")
	f.MarkHidden("parse-only")
	return cmd
}

func runStats(cmd *cobra.Command, opts statsOptions, args []string) error {
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
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	b.open("")
	// With --parse-only a game is done with once counted: it is recycled
	// as check recycles its games (see grammar.Chunk.ParseInto).
	var games sync.Pool
	work := func(it gameItem) stats.Row {
		if opts.parseOnly {
			old, _ := games.Get().(*notation.Game)
			g := it.game(old)
			row := stats.FromGame(rowFile(it.file), g)
			if it.Text() {
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
		// The rows name each game's opening: its boards are traced.
		r := validate.Game(g, validate.Options{File: it.file, Strict: opts.strict, NoBoards: !opts.perGame})
		row := stats.FromReport(rowFile(it.file), r)
		if opts.perGame {
			if o, ok := eco.Lichess().Classify(r); ok {
				row.ECO, row.Opening = o.ECO, o.Name
			}
		}
		return row
	}
	sum := stats.New()
	var rows *stats.RowWriter
	if opts.perGame {
		rows = stats.NewJSONRows(b.out)
		if opts.format == "csv" {
			rows = stats.NewCSVRows(b.out)
		}
	}
	emit := func(r stats.Row) error {
		b.defect = b.defect || !r.Valid
		if rows != nil {
			return rows.Write(r)
		}
		sum.Add(r)
		return nil
	}
	if err := eachGame(b, pool{workers: opts.workers, progress: true, heap: true}, work, func(r stats.Row) int { return r.Bytes }, emit); err != nil {
		return b.finish(err)
	}
	switch {
	case rows != nil:
		err = rows.Flush()
	case opts.format == "json":
		err = sum.WriteJSON(b.out)
	case opts.format == "csv":
		err = sum.WriteCSV(b.out)
	default:
		err = sum.WriteTextIn(b.out, opts.Lang)
	}
	return b.finish(err)
}

// rowFile names a game's file in a row: "-" for standard input.
func rowFile(file string) string {
	if file == "" {
		return "-"
	}
	return file
}
