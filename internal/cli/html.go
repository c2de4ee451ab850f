package cli

import (
	"bytes"
	"errors"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newHTMLCmd) }

// htmlOptions holds the flags of awechec html.
type htmlOptions struct {
	output string // "" or "-": standard output
	title  string // page title; the first game's when empty
}

func newHTMLCmd() *cobra.Command {
	var opts htmlOptions
	cmd := &cobra.Command{
		Use:   "html [flags] [path ...]",
		Short: "Write a self-contained HTML page that replays the games",
		Example: `  awechec html partie.agn -o partie.html
  awechec html archive/*.agn --title "Tournoi 2024" -o tournoi.html`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runHTML(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.output, "output", "o", "", "write the page to this file (default: standard output)")
	f.StringVar(&opts.title, "title", "", "page title (default: the first game's)")
	return cmd
}

// htmlGame is one game on its way to the page: its page data and its
// diagnostics, already written out.
type htmlGame struct {
	page  render.PageGame
	diags []byte
	valid bool
}

func runHTML(cmd *cobra.Command, opts htmlOptions, args []string) error {
	args = stdinArgs(cmd, args)
	files, bad, err := expandPaths(cmd, args, batch.Extensions)
	if err != nil {
		return err
	}
	src := newGameSource(files, cmd.InOrStdin())
	src.skip = bad.report
	defer src.close()
	// The games are replayed on every core and written into the page as
	// they come, in order: memory holds a window of games, never the
	// whole collection (nor its reports).
	work := func(it chunkItem) htmlGame {
		r := validate.Game(it.game(nil), validate.Options{File: it.file})
		var d bytes.Buffer
		printDiags(&d, r)
		return htmlGame{page: render.NewPageGame(r), diags: d.Bytes(), valid: r.Valid}
	}
	valid, games := true, 0
	stderr := cmd.ErrOrStderr()
	err = writeOutput(cmd, opts.output, files, func(w io.Writer) error {
		page := render.NewPageWriter(w, render.HTMLOptions{Title: opts.title})
		emit := func(g htmlGame) error {
			if _, err := stderr.Write(g.diags); err != nil {
				return err
			}
			valid = valid && g.valid
			games++
			return page.Add(&g.page)
		}
		if err := batch.Ordered(0, src.item, work, emit); err != nil {
			return err
		}
		if games == 0 {
			return errNoGame
		}
		return page.Close()
	})
	if errors.Is(err, errNoGame) {
		if bad.n > 0 {
			return &ExitError{Code: ExitUsage}
		}
		return &ExitError{Code: ExitUsage, Err: i18n.Errorf(i18n.CliNoGameToShow, strings.Join(displayNames(args), ", "))}
	}
	if err == nil && !valid {
		err = defects
	}
	return bad.result(err)
}

// errNoGame stops html when its files hold no game.
var errNoGame = errors.New("no game")

// displayNames applies displayName to each name.
func displayNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = displayName(n)
	}
	return out
}
