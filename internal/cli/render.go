package cli

import (
	"github.com/awechec/awechec/i18n"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/render"
	"github.com/awechec/awechec/validate"
)

func init() { register(newRenderCmd) }

// renderOptions holds the flags of awechec render.
type renderOptions struct {
	game      int    // 1-based game of the file
	ply       int    // chess half-move, -1: unset
	aweleGame int    // 1-based Awélé game, 0: unset
	awelePly  int    // move of that Awélé game, 0: its start
	output    string // "" or "-": standard output
}

func newRenderCmd() *cobra.Command {
	var opts renderOptions
	cmd := &cobra.Command{
		Use:   "render [flags] [file]",
		Short: "Draw the Awechec board at one point of a game as an SVG picture",
		Long: `render replays one game of a file and draws the Awechec board at one point
of it as a standalone SVG picture (no external resource): the chessboard and
its pieces, the powers still queued as light and dark cones on the 7x7 dots
between the squares, the twelve Awélé holes around the board with their
seeds and the two stores, the last move marked (squares or hole), the side
to move and whose power comes next.

The point is the final position unless --ply or --awele-game says otherwise:
--ply K draws the board after chess half-move K (null moves count; 0 is just
before the first half-move, once the Awélé game that feeds it is over);
--awele-game A --awele-ply M draws it after move M of Awélé game A (M 0 is
the start of that Awélé game). A file of "-", or none, reads standard input.

A game with defects is drawn as far as its replay went (an illegal move
stops it); its diagnostics go to standard error.

Exit status: 0 the game drawn is valid, 1 it has defects, 2 usage or I/O
error (no such game or point).`,
		Example: `  awechec render partie.agn -o final.svg
  awechec render archive.agn --game 3 --ply 24 -o pos.svg
  awechec render partie.agn --awele-game 1 --awele-ply 12 -o awele.svg`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRender(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.game, "game", 1, "game of the file to draw (1-based)")
	f.IntVar(&opts.ply, "ply", -1, "draw after this chess half-move (0: before the first)")
	f.IntVar(&opts.aweleGame, "awele-game", 0, "draw inside this Awélé game (1-based)")
	f.IntVar(&opts.awelePly, "awele-ply", 0, "with --awele-game: draw after this Awélé move (0: its start)")
	f.StringVarP(&opts.output, "output", "o", "", "write the SVG to this file (default: standard output)")
	return cmd
}

func runRender(cmd *cobra.Command, opts renderOptions, args []string) error {
	usage := func(k i18n.Key, args ...any) error {
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(k, args...)}
	}
	if opts.ply >= 0 && opts.aweleGame > 0 {
		return usage(i18n.CliRenderTwoPoints)
	}
	if opts.awelePly != 0 && opts.aweleGame == 0 {
		return usage(i18n.CliRenderAwelePly)
	}
	if opts.game < 1 {
		return usage(i18n.CliRenderGameNum, opts.game)
	}
	if opts.ply < -1 || opts.aweleGame < 0 || opts.awelePly < 0 {
		return usage(i18n.CliRenderNegative)
	}
	file := "-"
	if len(args) == 1 {
		file = args[0]
	}
	if info, err := os.Stat(file); err == nil && info.IsDir() {
		return usage(i18n.CliRenderDir, file)
	}
	// Only the game drawn is replayed; the ones before are only read.
	src := newFormatSource([]string{file}, cmd.InOrStdin(), "agn")
	var r *validate.Report
	for n := 1; r == nil; n++ {
		g, name, err := src.next()
		if err != nil {
			return &ExitError{Code: ExitUsage, Err: err}
		}
		if g == nil {
			src.close()
			return usage(i18n.CliRenderNoGame, displayName(file), n-1, opts.game)
		}
		if n == opts.game {
			r = validate.Game(g, validate.Options{File: name})
		}
	}
	src.close()
	steps := render.Steps(r)
	at := render.Point{Ply: opts.ply, AweleGame: opts.aweleGame, AwelePly: opts.awelePly}
	i, err := render.Find(steps, at)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	s := &steps[i]
	caption := s.Label
	if s.Note != "" {
		caption += " — " + s.Note
	}
	if err := printDiags(cmd.ErrOrStderr(), r); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	err = writeOutput(cmd, opts.output, func(w io.Writer) error {
		return render.WriteSVG(w, s, render.SVGOptions{Title: render.Title(r, opts.game), Caption: caption})
	})
	if err == nil && !r.Valid {
		return defects
	}
	return err
}
