package cli

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newSolveCmd) }

type solveOptions struct {
	*IO     // the run's streams, language and limits
	format  string
	depth   int
	time    time.Duration
	threads int
	workers int
}

func newSolveCmd() *cobra.Command {
	var opts solveOptions
	cmd := &cobra.Command{
		Use: "solve [flags] [path ...]",
		Example: `  awechec solve etudes.agn
  awechec solve --format json etudes.agn`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runSolve(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "")
	f.IntVar(&opts.depth, "depth", 0, "")
	f.DurationVar(&opts.time, "time", 30*time.Second, "")
	f.IntVar(&opts.threads, "threads", 1, "")
	f.IntVar(&opts.workers, "workers", 0, "")
	return cmd
}

// solveJSON is one line of solve's JSON output.
type solveJSON struct {
	File    string  `json:"file"`
	Game    int     `json:"game"`
	Event   string  `json:"event,omitempty"`
	Mate    bool    `json:"mate"`
	Winner  *string `json:"winner"`
	Plies   *int    `json:"plies"`
	Line    string  `json:"line"`
	Powers  int     `json:"powers"`
	Verdict string  `json:"verdict"`
	Proved  bool    `json:"proved"`
	Depth   int     `json:"depth"`
	Nodes   uint64  `json:"nodes"`
	TimeMS  float64 `json:"time_ms"`
	FEN     string  `json:"fen,omitempty"`
	By      string  `json:"by"`
	Reason  string  `json:"reason,omitempty"`
}

// solveBy says what produced solve's answers.
const solveBy = "awechec mate search: full-width alpha-beta over the Awechec rules, horizon at the end of the queue"

func colourWord(c movegen.Color) string {
	if c == movegen.White {
		return "white"
	}
	return "black"
}

func runSolve(cmd *cobra.Command, opts solveOptions, args []string) error {
	if opts.format != "text" && opts.format != "json" {
		return usage(i18n.CliBadFormat, opts.format)
	}
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	b.open("")
	stderr := cmd.ErrOrStderr()
	type done struct {
		r    *validate.Report
		sol  search.Solution
		file string
	}
	if err := firstError(
		intRange("depth", opts.depth, 0, 119),
		durationRange("time", opts.time, time.Millisecond, 24*time.Hour),
		intRange("threads", opts.threads, 0, maxParallel()),
		intRange("workers", opts.workers, 0, maxParallel()),
	); err != nil {
		return err
	}
	limits := search.Limits{Depth: opts.depth, Time: opts.time, Threads: opts.threads}
	work := func(it gameItem) done {
		r := validate.Game(it.game(nil), validate.Options{File: it.file, NoBoards: true})
		return done{r, search.SolveGame(r, limits), it.file}
	}
	enc := json.NewEncoder(b.out)
	enc.SetEscapeHTML(false)
	emit := func(d done) error {
		if d.sol.Verdict == search.VerdictSkipped {
			b.defect = true
			if err := printDiags(stderr, d.r, opts.Lang); err != nil {
				return err
			}
		}
		if opts.format == "json" {
			return enc.Encode(solutionJSON(d.file, d.r, d.sol))
		}
		_, err := fmt.Fprintln(b.out, solutionText(d.file, d.r, d.sol, opts.Lang))
		return err
	}
	size := func(d done) int { return len(d.r.Game.Source) }
	return b.finish(eachGame(b, pool{workers: opts.workers, progress: true}, work, size, emit))
}

func solutionJSON(file string, r *validate.Report, s search.Solution) solveJSON {
	j := solveJSON{
		File: displayName(file), Game: r.Game.Index, Mate: s.Verdict == search.VerdictMate,
		Line: s.Line, Powers: s.Mate.Powers, Verdict: s.Verdict, Proved: s.Mate.Proved,
		Depth: s.Mate.Depth, Nodes: s.Mate.Nodes, TimeMS: float64(s.Mate.Time.Microseconds()) / 1000,
		FEN: s.FEN, By: solveBy, Reason: s.Reason,
	}
	j.Event, _ = r.Game.Tag("Event")
	if j.Mate {
		w := colourWord(s.Mate.Winner)
		p := s.Mate.Plies
		j.Winner, j.Plies = &w, &p
	}
	return j
}

// solutionText is the text line of one game, in the user's language; the
// principal line keeps the file's letters.
func solutionText(file string, r *validate.Report, s search.Solution, l i18n.Lang) string {
	head := i18n.M(i18n.SolveHead, displayName(file), r.Game.Index).In(l)
	if ev, ok := r.Game.Tag("Event"); ok && ev != "" && ev != "?" {
		head += fmt.Sprintf(" (%s)", ev)
	}
	m := s.Mate
	cost := i18n.M(i18n.SolveCost, m.Depth, m.Nodes, i18n.Duration(m.Time))
	var msg i18n.Msg
	switch s.Verdict {
	case search.VerdictMate:
		side := i18n.ColourWhite
		if m.Winner != 0 {
			side = i18n.ColourBlack
		}
		msg = i18n.M(i18n.SolveMate, head, side, m.Plies, m.Powers, s.Line, cost, m.WinnerMoves(s.ToMove))
	case search.VerdictNoMate:
		msg = i18n.M(i18n.SolveNoMate, head, m.Powers, cost)
	case search.VerdictUnknown:
		msg = i18n.M(i18n.SolveUnknown, head, m.Depth, cost)
	case search.VerdictOver:
		msg = i18n.M(i18n.SolveOver, head, statusKey(s.Status))
	case search.VerdictNoPower:
		msg = i18n.M(i18n.SolveNoPower, head)
	default:
		msg = i18n.M(i18n.SolveNotSearched, head, s.Why)
	}
	// The file name and the Event tag are the user's text: an ESC in
	// them is shown as ␛, never sent to the terminal.
	return diag.Visible(msg.In(l))
}

// statusKey names the end of a game as validate's terminations do.
func statusKey(st engine.Status) i18n.Key {
	switch st {
	case engine.Checkmate:
		return i18n.TermCheckmate
	case engine.Stalemate:
		return i18n.TermStalemate
	}
	return i18n.TermDeadPosition
}
