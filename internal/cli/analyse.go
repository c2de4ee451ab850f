package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newAnalyseCmd) }

type analyseOptions struct {
	*IO            // the run's streams, language and limits
	format         string
	output         string
	width          int
	depth          int
	movetime       time.Duration
	engine         string
	noEngine       bool
	engineDepth    int
	mateDepth      int
	aweleDepth     int
	aweleThreshold int
	awelePowers    bool
	threads        int
	workers        int
	gameTime       time.Duration
}

func newAnalyseCmd() *cobra.Command {
	var opts analyseOptions
	cmd := &cobra.Command{
		Use:     "analyse [flags] [path ...]",
		Aliases: []string{"analyze"},
		Example: `  awechec analyse partie.agn
  awechec analyse --depth 6 -o partie-analysee.agn partie.agn
  awechec analyse --engine /usr/games/stockfish --movetime 200ms partie.agn
  awechec analyse --format json partie.agn`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runAnalyse(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.format, "format", "agn", "")
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "")
	f.IntVar(&opts.depth, "depth", 0, "")
	f.DurationVar(&opts.movetime, "movetime", 0, "")
	f.StringVar(&opts.engine, "engine", "", "")
	f.BoolVar(&opts.noEngine, "no-engine", false, "")
	f.IntVar(&opts.engineDepth, "engine-depth", search.DefaultEngineDepth, "")
	f.IntVar(&opts.mateDepth, "mate-depth", 8, "")
	f.IntVar(&opts.aweleDepth, "awele-depth", 8, "")
	f.IntVar(&opts.aweleThreshold, "awele-threshold", 2, "")
	f.BoolVar(&opts.awelePowers, "awele-powers", false, "")
	f.IntVar(&opts.threads, "threads", 1, "")
	f.IntVar(&opts.workers, "workers", 0, "")
	f.DurationVar(&opts.gameTime, "game-time", 10*time.Minute, "")
	return cmd
}

// analyseBounds refuses a negative or absurd value of a flag (exit 2):
// a negative depth or time meant "no limit" before.
func analyseBounds(o analyseOptions) error {
	return firstError(
		intRange("depth", o.depth, 0, 60),
		durationRange("movetime", o.movetime, 0, time.Hour),
		intRange("engine-depth", o.engineDepth, 1, 60),
		intRange("mate-depth", o.mateDepth, 0, 20),
		intRange("awele-depth", o.aweleDepth, 1, 24),
		intRange("awele-threshold", o.aweleThreshold, 1, 48),
		intRange("threads", o.threads, 0, maxParallel()),
		intRange("workers", o.workers, 0, maxParallel()),
		durationRange("game-time", o.gameTime, time.Second, 24*time.Hour),
	)
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

// analyseSetup turns the flags into the options of the analysis and
// starts the UCI engines (nil without one; the caller closes them).
func analyseSetup(opts analyseOptions) (search.AnalyseOptions, *search.UCIPool, error) {
	base := search.AnalyseOptions{
		Limits:         search.Limits{Depth: opts.depth, Time: opts.movetime, Threads: opts.threads},
		MateDepth:      opts.mateDepth,
		AweleDepth:     opts.aweleDepth,
		AweleThreshold: opts.aweleThreshold,
		AwelePowers:    opts.awelePowers,
		GameTime:       opts.gameTime,
	}
	if opts.mateDepth == 0 {
		base.MateDepth = -1
	}
	enginePath := findEngine(opts)
	if enginePath == "" {
		return base, nil, nil
	}
	engines, err := search.NewUCIPool(enginePath, opts.engineDepth)
	if err != nil {
		return base, nil, err
	}
	if base.Limits.Depth == 0 && base.Limits.Time == 0 {
		base.Limits.Depth = 1
	}
	return base, engines, nil
}

func runAnalyse(cmd *cobra.Command, opts analyseOptions, args []string) error {
	if opts.format != "agn" && opts.format != "json" {
		return usage(i18n.AnalyseBadFormat, opts.format)
	}
	if err := analyseBounds(opts); err != nil {
		return err
	}
	base, engines, err := analyseSetup(opts)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if engines != nil {
		defer engines.Close()
	}
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	if err := b.open(opts.output); err != nil {
		return b.finish(err)
	}
	stderr := cmd.ErrOrStderr()
	type done struct {
		r    *validate.Report
		a    *search.Analysis
		file string
		err  error
	}
	builtIn := base
	if opts.depth == 0 && opts.movetime == 0 {
		builtIn.Limits.Depth = 0 // the built-in evaluation's own default
	}
	work := func(it gameItem) done {
		r := validate.Game(it.game(nil), validate.Options{File: it.file})
		if engines == nil {
			return done{r: r, a: search.AnalyseGame(r, base), file: it.file}
		}
		ev, name, err := engines.Get()
		if err != nil {
			// The engine failed on an earlier game: the built-in
			// evaluation analyses the rest, and the output says so.
			a := search.AnalyseGame(r, builtIn)
			a.EvaluatorID = search.FallbackName(engines.Name())
			return done{r: r, a: a, file: it.file}
		}
		o := base
		o.Eval, o.EvalName, o.EvalDepth, o.Best = ev.Eval, name, opts.engineDepth, ev.Best
		a := search.AnalyseGame(r, o)
		if ev.Failed() {
			// A wrong answer, or none: the whole game again with the
			// built-in evaluation, said once on standard error.
			engineErr := ev.Err
			first := engines.Put(ev)
			a = search.AnalyseGame(r, builtIn)
			a.EvaluatorID = search.FallbackName(name)
			if first {
				a.EngineErr = engineErr
			}
			return done{r: r, a: a, file: it.file}
		}
		engines.Put(ev)
		return done{r: r, a: a, file: it.file}
	}
	enc := json.NewEncoder(b.out)
	enc.SetEscapeHTML(false)
	emit := func(d done) error {
		if d.err != nil {
			return d.err
		}
		if d.r.Diags.Errors() > 0 {
			b.defect = true
			if err := printDiags(stderr, d.r, opts.Lang); err != nil {
				return err
			}
			if d.r.Game.Diags.Errors() > 0 {
				return reportSkip(stderr, d.file, d.r.Game, readError(d.r.Game), opts.Lang)
			}
		}
		if d.a.EngineErr != nil {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseEngineFallback, displayName(d.file), d.r.Game.Index, i18n.ErrorMsg(d.a.EngineErr)).In(opts.Lang))
		}
		if d.a.StoppedAt > 0 {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseGameTime, displayName(d.file), d.r.Game.Index, opts.gameTime, d.a.StoppedAt).In(opts.Lang))
		}
		if d.a.Skipped != "" && d.r.Diags.Errors() == 0 {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseNotAnalysed, displayName(d.file), d.r.Game.Index, d.a.SkippedMsg).In(opts.Lang))
		}
		if opts.format == "json" {
			for _, j := range analysisJSON(d.file, d.r, d.a) {
				if err := enc.Encode(j); err != nil {
					return err
				}
			}
			return nil
		}
		if err := convert.WriteAGN(b.out, d.a.Annotated(d.r), convert.Options{Width: opts.width}); err != nil {
			fmt.Fprintln(stderr, i18n.M(i18n.AnalyseGameError, displayName(d.file), d.r.Game.Index, i18n.ErrorMsg(err)))
			b.defect = true
		}
		return nil
	}
	size := func(d done) int { return len(d.r.Game.Source) }
	return b.finish(eachGame(b, pool{workers: opts.workers, progress: true}, work, size, emit))
}

// analysisLine is one line of analyse's JSON output.
type analysisLine struct {
	File        string  `json:"file"`
	Game        int     `json:"game"`
	Kind        string  `json:"kind"` // "chess" or "awele"
	Ply         int     `json:"ply"`
	AweleGame   int     `json:"awele_game,omitempty"`
	Move        string  `json:"move"`
	Power       int     `json:"power,omitempty"`
	Owner       string  `json:"owner,omitempty"`
	Chose       string  `json:"chose,omitempty"`
	Eval        *string `json:"eval,omitempty"`
	EvalCP      *int32  `json:"eval_cp,omitempty"`
	Null        *string `json:"null_eval,omitempty"`
	Play        *string `json:"play_eval,omitempty"`
	Best        string  `json:"best,omitempty"`
	BestEval    *string `json:"best_eval,omitempty"`
	Loss        int32   `json:"loss"`
	Mark        string  `json:"mark,omitempty"`
	Withheld    bool    `json:"withheld,omitempty"`
	Decided     bool    `json:"decided,omitempty"`
	Mover       string  `json:"mover,omitempty"`
	WinLoss     float64 `json:"win_loss"`
	Accuracy    *string `json:"accuracy,omitempty"`
	MoveMate    string  `json:"mate,omitempty"`
	PowerMark   string  `json:"power_mark,omitempty"`
	PowerBy     string  `json:"power_by,omitempty"`
	PowerLoss   float64 `json:"power_win_loss,omitempty"`
	PowerMate   string  `json:"power_mate,omitempty"`
	MissedMate  string  `json:"missed_mate,omitempty"`
	Depth       int     `json:"depth"`
	Horizon     bool    `json:"horizon"`
	Evaluator   string  `json:"evaluator"`
	EngineError string  `json:"engine_error,omitempty"`
}

// summaryLine is the JSON line of a game's summary, before its moves.
type summaryLine struct {
	File      string              `json:"file"`
	Game      int                 `json:"game"`
	Kind      string              `json:"kind"` // "summary"
	White     string              `json:"white"`
	Black     string              `json:"black"`
	Sides     map[string]sideJSON `json:"sides"`
	Evaluator string              `json:"evaluator"`
}

type sideJSON struct {
	Moves  search.Tally `json:"moves"`
	Powers search.Tally `json:"powers"`
}

var mateNames = map[search.MateSeq]string{search.MateLost: "lost", search.MateCreated: "allowed", search.MateDelayed: "delayed"}

func analysisJSON(file string, r *validate.Report, a *search.Analysis) []any {
	w := search.WordsFor(notation.English)
	str := func(s string) *string { return &s }
	var out []any
	evaluator := a.EvaluatorID
	engineErr := ""
	if a.EngineErr != nil {
		engineErr = i18n.ErrorMsg(a.EngineErr).In(i18n.English)
	}
	if len(a.Plies) > 0 {
		sides := map[string]sideJSON{}
		for c, name := range []string{"white", "black"} {
			sides[name] = sideJSON{a.Summary.Side[c].Moves, a.Summary.Side[c].Powers}
		}
		out = append(out, summaryLine{File: displayName(file), Game: r.Game.Index, Kind: "summary", White: a.White, Black: a.Black, Sides: sides, Evaluator: evaluator})
	}
	for _, aa := range a.Awele {
		out = append(out, analysisLine{
			File: displayName(file), Game: r.Game.Index, Kind: "awele", Ply: aa.Move.Ply, AweleGame: aa.Game,
			Move: aa.Move.Letter, Eval: str(w.Seeds(aa.Value, false)), Best: aa.BestText, BestEval: str(w.Seeds(aa.BestValue, false)),
			Loss: int32(aa.Loss / search.AweleUnit), Mark: search.NAGText(aa.Mark), Depth: aa.Depth, Evaluator: "awele search (captured seeds difference)",
		})
	}
	for i := range a.Plies {
		pa := &a.Plies[i]
		if pa.Depth == 0 {
			continue
		}
		turn := pa.Ply.Colour
		l := analysisLine{
			File: displayName(file), Game: r.Game.Index, Kind: "chess", Ply: pa.Ply.Index, Move: pa.Ply.SAN,
			Power: pa.Ply.Power, Eval: str(w.Score(pa.Score, turn)), Mark: search.NAGText(pa.Mark),
			Depth: pa.Depth, Horizon: pa.Horizon, Evaluator: evaluator, EngineError: engineErr, MissedMate: pa.MissedLine,
		}
		if _, mate := search.IsMate(pa.Score); !mate {
			cp := pa.Score
			l.EvalCP = &cp
		}
		if d := pa.Move; d != nil {
			l.Mover = colourWord(d.By)
			l.WinLoss = round1(d.WinLoss)
			l.Accuracy = str(strconv.FormatFloat(d.Accuracy, 'f', 1, 64))
			l.Loss = d.Loss()
			l.MoveMate = mateNames[d.Mate]
			l.Withheld, l.Decided = d.Withheld, d.Decided
		}
		if d := pa.Power; d != nil {
			l.PowerMark, l.PowerBy, l.PowerLoss, l.PowerMate = search.NAGText(d.Mark), colourWord(d.By), round1(d.WinLoss), mateNames[d.Mate]
		}
		if pa.Powered {
			l.Owner = colourWord(pa.Owner)
			l.Chose = pa.Chose
			l.Null, l.Play = str(w.Score(pa.NullScore, turn)), str(w.Score(pa.PlayScore, turn))
		}
		if pa.Best != "" {
			l.Best, l.BestEval = pa.Best, str(w.Score(pa.BestScore, turn))
		} else if pa.Powered {
			l.Best, l.BestEval = pa.PlayBest, str(w.Score(pa.PlayScore, turn))
		}
		out = append(out, l)
	}
	return out
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
