package cli

import (
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newRenderCmd) }

// renderOptions holds the flags of awechec render.
type renderOptions struct {
	*IO              // the run's streams, language and limits
	game      int    // 1-based game of the file
	ply       string // --ply: a chess half-move (24) or a move as written (12., 12...); "": unset
	aweleGame int    // 1-based Awélé game, 0: unset
	awelePly  int    // move of that Awélé game, 0: its start
	output    string // "" or "-": standard output
}

func newRenderCmd() *cobra.Command {
	var opts renderOptions
	cmd := &cobra.Command{
		Use: "render [flags] [file]",
		Example: `  awechec render partie.agn -o final.svg
  awechec render archive.agn --game 3 --ply 24 -o pos.svg
  awechec render partie.agn --awele-game 1 --awele-ply 12 -o awele.svg`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runRender(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.game, "game", 1, "")
	f.StringVar(&opts.ply, "ply", "", "")
	f.IntVar(&opts.aweleGame, "awele-game", 0, "")
	f.IntVar(&opts.awelePly, "awele-ply", 0, "")
	f.StringVarP(&opts.output, "output", "o", "", "")
	return cmd
}

func runRender(cmd *cobra.Command, opts renderOptions, args []string) error {
	move, err := parseMove(opts.ply)
	if err != nil {
		return err
	}
	if move != nil && opts.aweleGame > 0 {
		return usage(i18n.CliRenderTwoPoints)
	}
	if opts.awelePly != 0 && opts.aweleGame == 0 {
		return usage(i18n.CliRenderAwelePly)
	}
	if opts.game < 1 {
		return usage(i18n.CliRenderGameNum, opts.game)
	}
	if opts.aweleGame < 0 || opts.awelePly < 0 {
		return usage(i18n.CliRenderNegative)
	}
	file := stdinArgs(cmd, args)[0] // "-" with no file, said on a terminal
	if info, err := os.Stat(file); err == nil && info.IsDir() {
		return usage(i18n.CliRenderDir, file)
	}
	// Only the game drawn is parsed and replayed; the ones before are
	// only split.
	src := newGameSource([]string{file}, cmd.InOrStdin(), record.AGN)
	src.limits = opts.recordOptions()
	defer src.close()
	var r *validate.Report
	for n := 1; r == nil; n++ {
		it, ok, err := src.next()
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		if !ok {
			return usage(i18n.CliRenderNoGame, displayName(file), n-1, opts.game)
		}
		if n == opts.game {
			r = validate.Game(it.game(nil), validate.Options{File: it.file})
		}
	}
	src.close()
	steps := render.StepsIn(r, opts.Lang)
	var i int
	if move != nil {
		i, err = move.find(r, steps, displayName(file), opts.game)
	} else {
		i, err = render.Find(steps, render.Point{Ply: -1, AweleGame: opts.aweleGame, AwelePly: opts.awelePly})
	}
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	s := &steps[i]
	caption := s.Label
	if s.Note != "" {
		caption += " — " + s.Note
	}
	if err := printDiags(cmd.ErrOrStderr(), r, opts.Lang); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	err = writeOutput(cmd, opts.output, []string{file}, func(w io.Writer) error {
		return render.WriteSVG(w, s, render.SVGOptions{Title: render.TitleIn(r, opts.game, opts.Lang), Caption: caption})
	})
	if err == nil && !r.Valid {
		return defects
	}
	return err
}
