package cli

import (
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

// runPlayers is stats --players and stats --crosstable EVENT.
func runPlayers(cmd *cobra.Command, opts statsOptions, args []string) error {
	if opts.format != "text" && opts.format != "json" {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliPlayersFormat, opts.format)}
	}
	if opts.perGame || opts.parseOnly {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliPlayersPerGame)}
	}
	if opts.players && opts.crosstable != "" {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliPlayersBoth)}
	}
	type game struct {
		pg   stats.PlayerGame
		size int
	}
	work := func(it chunkItem) game {
		g := it.game(nil)
		r := validate.Game(g, validate.Options{File: it.file, Strict: opts.strict, NoBoards: true})
		return game{stats.PlayerGameOf(r), len(g.Source)}
	}
	players := stats.NewPlayers()
	cross := stats.NewCrosstable(opts.crosstable)
	emit := func(g game) error {
		if opts.players {
			players.Add(g.pg)
		} else {
			cross.Add(g.pg)
		}
		return nil
	}
	bad, err := eachChunk(cmd, args, opts.workers, work, func(g game) int { return g.size }, emit)
	if err != nil {
		return bad.result(err)
	}
	err = writeOutput(cmd, "", args, func(w io.Writer) error {
		switch {
		case opts.players && opts.format == "json":
			return players.WriteJSON(w)
		case opts.players:
			return players.WriteText(w)
		case opts.format == "json":
			return cross.WriteJSON(w)
		}
		return cross.WriteText(w)
	})
	if err != nil {
		return bad.result(err)
	}
	if opts.crosstable != "" && cross.Games() == 0 {
		fmt.Fprintf(cmd.ErrOrStderr(), "awechec: %s\n", i18n.M(i18n.CliNoEvent, opts.crosstable))
		return bad.result(&ExitError{Code: ExitDefects})
	}
	return bad.result(nil)
}
