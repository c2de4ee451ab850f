package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/grammar"
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
		Use:   "render [flags] file",
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
the start of that Awélé game). A file of "-" reads standard input.`,
		Example: `  awechec render partie.agn -o final.svg
  awechec render archive.agn --game 3 --ply 24 -o pos.svg
  awechec render partie.agn --awele-game 1 --awele-ply 12 -o awele.svg`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRender(cmd, opts, args[0])
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

func runRender(cmd *cobra.Command, opts renderOptions, file string) error {
	if opts.ply >= 0 && opts.aweleGame > 0 {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("render: --ply and --awele-game name two different points; give one")}
	}
	if opts.awelePly != 0 && opts.aweleGame == 0 {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("render: --awele-ply needs --awele-game")}
	}
	reports, err := readReports(cmd, []string{file})
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if opts.game < 1 || opts.game > len(reports) {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("render: %s has %d games, no game %d", file, len(reports), opts.game)}
	}
	r := reports[opts.game-1]
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
	return writeOutput(cmd, opts.output, func(w io.Writer) error {
		return render.WriteSVG(w, s, render.SVGOptions{Title: render.Title(r, opts.game), Caption: caption})
	})
}

// readReports reads and validates every game of the files ("-" is standard
// input), in order.
func readReports(cmd *cobra.Command, files []string) ([]*validate.Report, error) {
	var out []*validate.Report
	for _, file := range files {
		var in io.Reader = cmd.InOrStdin()
		name := ""
		if file != "-" {
			f, err := os.Open(file)
			if err != nil {
				return nil, err
			}
			defer f.Close()
			in, name = f, file
		}
		rd := grammar.NewReader(in, name)
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, err
			}
			out = append(out, validate.Game(g, validate.Options{File: name}))
		}
	}
	return out, nil
}

// writeOutput writes with write to the named file, or to the command's
// standard output when name is "" or "-".
func writeOutput(cmd *cobra.Command, name string, write func(io.Writer) error) error {
	if name == "" || name == "-" {
		return write(cmd.OutOrStdout())
	}
	f, err := os.Create(name)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if err := write(f); err != nil {
		f.Close()
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if err := f.Close(); err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	return nil
}
