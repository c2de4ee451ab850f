package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newSolveCmd) }

type solveOptions struct {
	format  string
	depth   int
	time    time.Duration
	threads int
	workers int
}

func newSolveCmd() *cobra.Command {
	var opts solveOptions
	cmd := &cobra.Command{
		Use:   "solve [flags] [path ...]",
		Short: "Find forced mates within the powers left",
		Example: `  awechec solve etudes.agn
  awechec solve --format json etudes.agn`,
		RunE: func(cmd *cobra.Command, args []string) error { return runSolve(cmd, opts, args) },
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "text", "output format: text or json")
	f.IntVar(&opts.depth, "depth", 0, "most half-moves searched (0: up to the end of the queue)")
	f.DurationVar(&opts.time, "time", 30*time.Second, "most time per game")
	f.IntVar(&opts.threads, "threads", 1, "search threads per game (0: every core)")
	f.IntVar(&opts.workers, "workers", 0, "games searched at once (0: every core)")
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
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliBadFormat, opts.format)}
	}
	if len(args) == 0 {
		args = []string{"-"}
	}
	files, badPaths, err := expandPaths(cmd, args, walkExtensions["agn"])
	if err != nil {
		return err
	}
	out := bufio.NewWriterSize(cmd.OutOrStdout(), 1<<16)
	defer out.Flush()
	stderr := cmd.ErrOrStderr()
	progress := batch.NewProgress(stderr, totalSize(files))
	src := newFormatSource(files, cmd.InOrStdin(), "agn")
	src.skip = badPaths.report
	type item struct {
		g    *notation.Game
		file string
	}
	type done struct {
		r    *validate.Report
		sol  search.Solution
		file string
	}
	next := func() (item, bool, error) {
		g, file, err := src.next()
		if err != nil || g == nil {
			return item{}, false, err
		}
		return item{g, file}, true, nil
	}
	limits := search.Limits{Depth: opts.depth, Time: opts.time, Threads: opts.threads}
	work := func(it item) done {
		r := validate.Game(it.g, validate.Options{File: it.file, NoBoards: true})
		return done{r, search.SolveGame(r, limits), it.file}
	}
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	bad := false
	emit := func(d done) error {
		progress.Add(int64(len(d.r.Game.Source)))
		if d.sol.Verdict == search.VerdictSkipped {
			bad = true
			if err := printDiags(stderr, d.r); err != nil {
				return err
			}
		}
		if opts.format == "json" {
			return enc.Encode(solutionJSON(d.file, d.r, d.sol))
		}
		_, err := fmt.Fprintln(out, solutionText(d.file, d.r, d.sol))
		return err
	}
	err = batch.Ordered(opts.workers, next, work, emit)
	progress.Done()
	if err != nil {
		return badPaths.result(&ExitError{Code: ExitUsage, Err: err})
	}
	if bad {
		return badPaths.result(defects)
	}
	return badPaths.result(nil)
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
func solutionText(file string, r *validate.Report, s search.Solution) string {
	head := i18n.M(i18n.SolveHead, displayName(file), r.Game.Index).String()
	if ev, ok := r.Game.Tag("Event"); ok && ev != "" && ev != "?" {
		head += fmt.Sprintf(" (%s)", ev)
	}
	m := s.Mate
	cost := i18n.M(i18n.SolveCost, m.Depth, m.Nodes, m.Time.Round(time.Millisecond).String())
	var msg i18n.Msg
	switch s.Verdict {
	case search.VerdictMate:
		side := i18n.ColourWhite
		if m.Winner != 0 {
			side = i18n.ColourBlack
		}
		msg = i18n.M(i18n.SolveMate, head, side, m.Plies, m.Powers, s.Line, cost)
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
	return msg.String()
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
