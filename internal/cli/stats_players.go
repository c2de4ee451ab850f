package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

// runPlayers is stats --players and stats --crosstable EVENT.
func runPlayers(cmd *cobra.Command, opts statsOptions, args []string) error {
	if opts.format != "text" && opts.format != "json" {
		return usage(i18n.CliPlayersFormat, opts.format)
	}
	if opts.perGame || opts.parseOnly {
		return usage(i18n.CliPlayersPerGame)
	}
	if opts.players && opts.crosstable != "" {
		return usage(i18n.CliPlayersBoth)
	}
	if opts.suggest && !opts.players {
		return usage(i18n.CliSuggestPlayers)
	}
	aliases, err := readAliases(opts.aliases)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	type game struct {
		pg    stats.PlayerGame
		size  int
		valid bool
	}
	work := func(it gameItem) game {
		g := it.game(nil)
		r := validate.Game(g, validate.Options{File: it.file, Strict: opts.strict, NoBoards: true})
		pg := stats.PlayerGameOf(r)
		for i, n := range pg.Names {
			pg.Names[i] = aliases.Canonical(n)
		}
		return game{pg, len(g.Source), r.Valid}
	}
	players := stats.NewPlayers()
	cross := stats.NewCrosstable(opts.crosstable)
	emit := func(g game) error {
		// A game with defects makes the exit status 1, as stats says
		// (--players said 0).
		b.defect = b.defect || !g.valid
		if opts.players {
			players.Add(g.pg)
		} else {
			cross.Add(g.pg)
		}
		return nil
	}
	if err := eachGame(b, pool{workers: opts.workers, progress: true, heap: true}, work, func(g game) int { return g.size }, emit); err != nil {
		return b.finish(err)
	}
	b.open("")
	switch {
	case opts.suggest:
		err = writeSuggestions(b.out, players, opts.format, opts.Lang)
	case opts.players && opts.format == "json":
		err = players.WriteJSON(b.out)
	case opts.players:
		err = players.WriteTextIn(b.out, opts.Lang)
	case opts.format == "json":
		err = cross.WriteJSON(b.out)
	default:
		err = cross.WriteTextIn(b.out, opts.Lang)
	}
	if err == nil && opts.crosstable != "" && cross.Games() == 0 {
		// The empty table first, then why.
		if err = b.out.Flush(); err == nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "awechec: %s\n", i18n.M(i18n.CliNoEvent, opts.crosstable))
			err = &ExitError{Code: ExitDefects}
		}
	}
	return b.finish(err)
}
