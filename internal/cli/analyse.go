package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newAnalyseCmd) }

type analyseOptions struct {
	format         string
	output         string
	width          int
	depth          int
	movetime       time.Duration
	engine         string
	noEngine       bool
	engineDepth    int
	threshold      int
	mateDepth      int
	aweleDepth     int
	aweleThreshold int
	awelePowers    bool
	threads        int
	workers        int
}

func newAnalyseCmd() *cobra.Command {
	var opts analyseOptions
	cmd := &cobra.Command{
		Use:     "analyse [flags] [path ...]",
		Aliases: []string{"analyze"},
		Short:   "Judge every decision of a game: powers, moves, missed mates, Awélé moves",
		Example: `  awechec analyse partie.agn
  awechec analyse --depth 6 -o partie-analysee.agn partie.agn
  awechec analyse --engine /usr/games/stockfish --movetime 200ms partie.agn
  awechec analyse --format json partie.agn`,
		RunE: func(cmd *cobra.Command, args []string) error { return runAnalyse(cmd, opts, args) },
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "agn", "output format: agn or json")
	f.StringVarP(&opts.output, "output", "o", "", "write to this file instead of standard output")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "longest movetext line, in columns")
	f.IntVar(&opts.depth, "depth", 0, "half-moves searched for each choice (default 4 with the built-in evaluation, 1 with an engine)")
	f.DurationVar(&opts.movetime, "movetime", 0, "most time for each search (e.g. 200ms)")
	f.StringVar(&opts.engine, "engine", "", "UCI engine to evaluate positions with (default: stockfish when found)")
	f.BoolVar(&opts.noEngine, "no-engine", false, "use the built-in evaluation even when stockfish is found")
	f.IntVar(&opts.engineDepth, "engine-depth", 10, "depth of the UCI engine's evaluation of each position")
	f.IntVar(&opts.threshold, "threshold", 100, "loss in centipawns from which a choice is marked")
	f.IntVar(&opts.mateDepth, "mate-depth", 5, "longest missed mate looked for, in half-moves (0: none)")
	f.IntVar(&opts.aweleDepth, "awele-depth", 8, "depth of the Awélé search, in Awélé moves")
	f.IntVar(&opts.aweleThreshold, "awele-threshold", 2, "seeds lost from which an Awélé move is commented")
	f.BoolVar(&opts.awelePowers, "awele-powers", false, "value Awélé captures as the powers they become (handicap applied)")
	f.IntVar(&opts.threads, "threads", 1, "search threads per game (0: every core)")
	f.IntVar(&opts.workers, "workers", 0, "games analysed at once (0: every core)")
	return cmd
}

// findEngine returns the UCI engine to use: the one given, else stockfish
// when found on PATH or in /usr/games.
func findEngine(opts analyseOptions) string {
	if opts.noEngine {
		return ""
	}
	if opts.engine != "" {
		return opts.engine
	}
	if p, err := exec.LookPath("stockfish"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/stockfish"); err == nil {
		return "/usr/games/stockfish"
	}
	return ""
}

func runAnalyse(cmd *cobra.Command, opts analyseOptions, args []string) error {
	if opts.format != "agn" && opts.format != "json" {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.AnalyseBadFormat, opts.format)}
	}
	if len(args) == 0 {
		args = []string{"-"}
	}
	base := search.AnalyseOptions{
		Limits:         search.Limits{Depth: opts.depth, Time: opts.movetime, Threads: opts.threads},
		Threshold:      int32(opts.threshold),
		MateDepth:      opts.mateDepth,
		AweleDepth:     opts.aweleDepth,
		AweleThreshold: opts.aweleThreshold,
		AwelePowers:    opts.awelePowers,
	}
	if opts.mateDepth == 0 {
		base.MateDepth = -1
	}
	enginePath := findEngine(opts)
	var pool *search.UCIPool
	if enginePath != "" {
		var err error
		pool, err = search.NewUCIPool(enginePath, opts.engineDepth)
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		defer pool.Close()
		if base.Limits.Depth == 0 && base.Limits.Time == 0 {
			base.Limits.Depth = 1
		}
	}
	files, badPaths, err := expandPaths(cmd, args, walkExtensions["agn"])
	if err != nil {
		return err
	}
	dest, err := createOutput(cmd, opts.output, args)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	defer dest.discard()
	out := bufio.NewWriterSize(dest, 1<<16)
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
		a    *search.Analysis
		file string
		err  error
	}
	next := func() (item, bool, error) {
		g, file, err := src.next()
		if err != nil || g == nil {
			return item{}, false, err
		}
		return item{g, file}, true, nil
	}
	work := func(it item) done {
		r := validate.Game(it.g, validate.Options{File: it.file})
		o := base
		if pool != nil {
			ev, name, err := pool.Get()
			if err != nil {
				return done{r: r, file: it.file, err: err}
			}
			defer pool.Put(ev)
			o.Eval, o.EvalName, o.EvalDepth, o.Best = ev.Eval, name, opts.engineDepth, ev.Best
			ev.Err = nil
			a := search.AnalyseGame(r, o)
			if ev.Err != nil {
				a.EngineErr = ev.Err
			}
			return done{r: r, a: a, file: it.file}
		}
		return done{r: r, a: search.AnalyseGame(r, o), file: it.file}
	}
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	bad := false
	emit := func(d done) error {
		progress.Add(int64(len(d.r.Game.Source)))
		if d.err != nil {
			return d.err
		}
		if d.r.Diags.Errors() > 0 {
			bad = true
			if err := printDiags(stderr, d.r); err != nil {
				return err
			}
			if d.r.Game.Diags.Errors() > 0 {
				return reportSkip(stderr, d.file, d.r.Game, readError(d.r.Game))
			}
		}
		if d.a.EngineErr != nil {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseEngineFail, displayName(d.file), d.r.Game.Index, i18n.ErrorMsg(d.a.EngineErr)))
		}
		if d.a.Skipped != "" && d.r.Diags.Errors() == 0 {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseNotAnalysed, displayName(d.file), d.r.Game.Index, d.a.SkippedMsg))
		}
		if opts.format == "json" {
			for _, j := range analysisJSON(d.file, d.r, d.a) {
				if err := enc.Encode(j); err != nil {
					return err
				}
			}
			return nil
		}
		if err := convert.WriteAGN(out, d.a.Annotated(d.r), convert.Options{Width: opts.width}); err != nil {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseGameError, displayName(d.file), d.r.Game.Index, i18n.ErrorMsg(err)))
			bad = true
		}
		return nil
	}
	err = batch.Ordered(opts.workers, next, work, emit)
	progress.Done()
	if err != nil {
		return badPaths.result(&ExitError{Code: ExitUsage, Err: err})
	}
	if err := out.Flush(); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if err := dest.commit(); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if bad {
		return badPaths.result(defects)
	}
	return badPaths.result(nil)
}

// analysisLine is one line of analyse's JSON output.
type analysisLine struct {
	File       string  `json:"file"`
	Game       int     `json:"game"`
	Kind       string  `json:"kind"` // "chess" or "awele"
	Ply        int     `json:"ply"`
	AweleGame  int     `json:"awele_game,omitempty"`
	Move       string  `json:"move"`
	Power      int     `json:"power,omitempty"`
	Owner      string  `json:"owner,omitempty"`
	Chose      string  `json:"chose,omitempty"`
	Eval       *string `json:"eval,omitempty"`
	EvalCP     *int32  `json:"eval_cp,omitempty"`
	Null       *string `json:"null_eval,omitempty"`
	Play       *string `json:"play_eval,omitempty"`
	Best       string  `json:"best,omitempty"`
	BestEval   *string `json:"best_eval,omitempty"`
	Loss       int32   `json:"loss"`
	Mark       string  `json:"mark,omitempty"`
	MissedMate string  `json:"missed_mate,omitempty"`
	Depth      int     `json:"depth"`
	Horizon    bool    `json:"horizon"`
	Evaluator  string  `json:"evaluator"`
}

var markNames = map[int]string{6: "?!", 2: "?", 4: "??"}

func analysisJSON(file string, r *validate.Report, a *search.Analysis) []analysisLine {
	w := search.WordsFor(notation.English)
	str := func(s string) *string { return &s }
	var out []analysisLine
	for _, aa := range a.Awele {
		out = append(out, analysisLine{
			File: displayName(file), Game: r.Game.Index, Kind: "awele", Ply: aa.Move.Ply, AweleGame: aa.Game,
			Move: aa.Move.Letter, Eval: str(w.Seeds(aa.Value, false)), Best: aa.BestText, BestEval: str(w.Seeds(aa.BestValue, false)),
			Loss: int32(aa.Loss / search.AweleUnit), Mark: markNames[aa.Mark], Depth: aa.Depth, Evaluator: "awele search (captured seeds difference)",
		})
	}
	for i := range a.Plies {
		pa := &a.Plies[i]
		if pa.Depth == 0 {
			continue
		}
		l := analysisLine{
			File: displayName(file), Game: r.Game.Index, Kind: "chess", Ply: pa.Ply.Index, Move: pa.Ply.SAN,
			Power: pa.Ply.Power, Eval: str(w.Score(pa.Score)), Loss: pa.Loss, Mark: markNames[pa.Mark],
			Depth: pa.Depth, Horizon: pa.Horizon, Evaluator: a.EvaluatorID, MissedMate: pa.MissedLine,
		}
		if _, mate := search.IsMate(pa.Score); !mate {
			cp := pa.Score
			l.EvalCP = &cp
		}
		if pa.Powered {
			l.Owner = colourWord(pa.Owner)
			l.Chose = pa.Chose
			l.Null, l.Play = str(w.Score(pa.NullScore)), str(w.Score(pa.PlayScore))
		}
		if pa.Best != "" {
			l.Best, l.BestEval = pa.Best, str(w.Score(pa.BestScore))
		} else if pa.Powered {
			l.Best, l.BestEval = pa.PlayBest, str(w.Score(pa.PlayScore))
		}
		out = append(out, l)
	}
	return out
}
