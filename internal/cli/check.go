package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"os"
	"sync"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newCheckCmd) }

// checkOptions holds the flags of awechec check.
type checkOptions struct {
	format  string // text or json
	strict  bool   // warnings count as defects
	workers int    // 0: every core
	quiet   bool   // text: only the summary line
}

func newCheckCmd() *cobra.Command {
	var opts checkOptions
	cmd := &cobra.Command{
		Use:   "check [flags] [path ...]",
		Short: "Replay every game through the rules and report each defect",
		Example: `  awechec check partie.agn
  awechec check corpus
  awechec check --format json archives/ | jq 'select(.valid|not)'`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCheck(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "output format: text or json")
	f.BoolVar(&opts.strict, "strict", false, "count warnings as defects")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "games checked at once (default: every core)")
	f.BoolVarP(&opts.quiet, "quiet", "q", false, "text format: print only the summary line")
	return cmd
}

// checked is one game's report, with where it came from.
type checked struct {
	file   string
	report *validate.Report
	size   int64
}

// totalSize adds up the sizes of the files, for the progress bar.
func totalSize(files []string) int64 {
	var n int64
	for _, f := range files {
		if info, err := os.Stat(f); err == nil {
			n += info.Size()
		}
	}
	return n
}

// checkSummary counts what check found.
type checkSummary struct {
	games, valid, withErrors, withWarnings int
}

func runCheck(cmd *cobra.Command, opts checkOptions, args []string) error {
	if opts.format != "text" && opts.format != "json" {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliBadFormat, opts.format)}
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
	// Games are recycled once their report is written: parsing into a
	// used game's memory spares the allocator and the collector.
	var games sync.Pool
	work := func(it chunkItem) checked {
		old, _ := games.Get().(*notation.Game)
		g := it.game(old)
		r := validate.Game(g, validate.Options{File: it.file, Strict: opts.strict, NoMoves: true})
		return checked{file: it.file, report: r, size: int64(len(g.Source))}
	}
	var sum checkSummary
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	emit := func(c checked) error {
		progress.Add(c.size)
		r := c.report
		sum.games++
		switch {
		case r.Diags.Errors() > 0:
			sum.withErrors++
		case r.Diags.Warnings() > 0:
			sum.withWarnings++
		}
		if r.Valid {
			sum.valid++
		}
		defer games.Put(r.Game)
		if opts.format == "json" {
			return enc.Encode(gameJSON(c.file, r))
		}
		if opts.quiet {
			return nil
		}
		for _, d := range r.Diags {
			if err := diag.Render(out, d, r.Game.SourceLineText(d.Line)); err != nil {
				return err
			}
		}
		return nil
	}
	defer batch.TuneGC(batch.BatchHeap)()
	err = batch.Ordered(opts.workers, src.item, work, emit)
	progress.Done()
	if err != nil {
		out.Flush()
		return bad.result(&ExitError{Code: ExitUsage, Err: err})
	}
	if opts.format == "text" {
		fmt.Fprintln(out, i18n.M(i18n.CliSummary, sum.games, sum.valid, sum.withErrors, sum.withWarnings))
	}
	if sum.valid != sum.games {
		return bad.result(defects)
	}
	return bad.result(nil)
}

// jsonDiag is one diagnostic in check's JSON output.
type jsonDiag struct {
	Severity  diag.Severity `json:"severity"`
	Code      string        `json:"code"`
	Line      int           `json:"line"`
	Col       int           `json:"col"`
	Ply       int           `json:"ply,omitempty"`
	AweleGame int           `json:"awele_game,omitempty"`
	AwelePly  int           `json:"awele_ply,omitempty"`
	Message   string        `json:"message"`
}

// jsonGame is one line of check's JSON output (docs/EXPORT.md).
type jsonGame struct {
	File        string     `json:"file"`
	Game        int        `json:"game"`
	Line        int        `json:"line"`
	Valid       bool       `json:"valid"`
	Variant     string     `json:"variant"`
	Language    string     `json:"language"`
	Diagnostics []jsonDiag `json:"diagnostics"`
	Queues      []string   `json:"queues"`
	Result      string     `json:"result"`
	Termination string     `json:"termination"`
	FEN         string     `json:"fen"`
}

func gameJSON(file string, r *validate.Report) jsonGame {
	g := jsonGame{
		File:        displayName(file),
		Game:        r.Game.Index,
		Line:        r.Game.Start.Line,
		Valid:       r.Valid,
		Variant:     r.Variant.String(),
		Language:    string(r.Lang),
		Diagnostics: make([]jsonDiag, 0, len(r.Diags)),
		Queues:      make([]string, len(r.Queues)),
		Result:      r.Result,
		Termination: string(r.Termination),
		FEN:         r.FEN(),
	}
	for i, q := range r.Queues {
		g.Queues[i] = power.Letters(q)
	}
	for _, d := range r.Diags {
		g.Diagnostics = append(g.Diagnostics, jsonDiag{
			Severity: d.Severity, Code: d.Code, Line: d.Line, Col: d.Col,
			Ply: d.Ply, AweleGame: d.AweleGame, AwelePly: d.AwelePly, Message: d.Message(),
		})
	}
	return g
}
