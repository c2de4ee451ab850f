package cli

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/fix"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newCheckCmd) }

// checkOptions holds the flags of awechec check.
type checkOptions struct {
	*IO            // the run's streams, language and limits
	format  string // text or json
	strict  bool   // warnings count as defects
	workers int    // 0: every core
	quiet   bool   // text: only the summary line
}

func newCheckCmd() *cobra.Command {
	var opts checkOptions
	cmd := &cobra.Command{
		Use: "check [flags] [path ...]",
		Example: `  awechec check partie.agn
  awechec check corpus
  awechec check --format json archives/ | jq 'select(.valid|not)'`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runCheck(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "")
	f.BoolVar(&opts.strict, "strict", false, "")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "")
	f.BoolVarP(&opts.quiet, "quiet", "q", false, "")
	return cmd
}

// checked is one game's report, with where it came from.
type checked struct {
	file   string
	report *validate.Report
	size   int
	// recycle: the game was parsed from AGN or PGN text and may be
	// parsed into again (see runCheck).
	recycle bool
}

func runCheck(cmd *cobra.Command, opts checkOptions, args []string) error {
	if opts.format != "text" && opts.format != "json" {
		return usage(i18n.CliBadFormat, opts.format)
	}
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	b.open("")
	b.barOverOutput = opts.format == "text"
	// Games are recycled once their report is written: parsing into a
	// used game's memory spares the allocator and the collector.
	var games sync.Pool
	work := func(it gameItem) checked {
		old, _ := games.Get().(*notation.Game)
		g := it.game(old)
		if !it.Recyclable() && old != nil {
			// A game read already (OGN) is not parsed into old, and is
			// not recycled.
			games.Put(old)
		}
		r := validate.Game(g, validate.Options{File: it.file, Strict: opts.strict, NoMoves: true})
		if opts.format == "json" {
			keepFixes(r, it.AGN())
		}
		return checked{file: it.file, report: r, size: len(g.Source), recycle: it.Recyclable()}
	}
	var sum validate.Tally
	enc := json.NewEncoder(b.out)
	enc.SetEscapeHTML(false)
	emit := func(c checked) error {
		r := c.report
		sum.Add(r)
		if c.recycle {
			defer games.Put(r.Game)
		}
		if opts.format == "json" {
			return enc.Encode(gameJSON(c.file, r, opts.Lang))
		}
		if opts.quiet {
			return nil
		}
		return printDiags(b.out, r, opts.Lang)
	}
	err = eachGame(b, pool{workers: opts.workers, progress: true, heap: true}, work, func(c checked) int { return c.size }, emit)
	if err != nil {
		return b.finish(err)
	}
	if opts.format == "text" {
		fmt.Fprintln(b.out, sum.Summary().In(opts.Lang))
		if sum.Games == 0 {
			// "0 games" alone does not tell a player why
			fmt.Fprintln(b.out, i18n.M(i18n.CliCheckEmpty).In(opts.Lang))
		}
	}
	b.defect = sum.Valid != sum.Games
	return b.finish(nil)
}

// jsonGame is one line of check's JSON output (docs/EXPORT.md).
type jsonGame struct {
	File        string      `json:"file"`
	Game        int         `json:"game"`
	Line        int         `json:"line"`
	Valid       bool        `json:"valid"`
	Variant     string      `json:"variant"`
	Language    string      `json:"language"`
	Diagnostics []diag.JSON `json:"diagnostics"`
	Queues      []string    `json:"queues"`
	Result      string      `json:"result"`
	Termination string      `json:"termination"`
	FEN         string      `json:"fen"`
}

// keepFixes leaves in the report only the fixes awechec fix would apply
// (fix.Prune): none for a game that is not AGN text (a PGN or OGN game,
// whose offsets fix does not correct).
func keepFixes(r *validate.Report, agn bool) {
	if agn {
		fix.Prune(r.Game, r.Diags)
		return
	}
	for i := range r.Diags {
		r.Diags[i].Fix = nil
	}
}

func gameJSON(file string, r *validate.Report, l i18n.Lang) jsonGame {
	g := jsonGame{
		File:        displayName(file),
		Game:        r.Game.Index,
		Line:        r.Game.Start.Line,
		Valid:       r.Valid,
		Variant:     r.Variant.String(),
		Language:    string(r.Lang),
		Diagnostics: r.Diags.JSONIn(l),
		Queues:      make([]string, len(r.Queues)),
		Result:      r.Result,
		Termination: string(r.Termination),
		FEN:         r.FEN(),
	}
	for i, q := range r.Queues {
		g.Queues[i] = power.Letters(q)
	}
	return g
}
