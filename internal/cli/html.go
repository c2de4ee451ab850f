package cli

import (
	"bytes"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/render"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newHTMLCmd) }

// htmlOptions holds the flags of awechec html.
type htmlOptions struct {
	*IO           // the run's streams, language and limits
	output string // "" or "-": standard output
	title  string // page title; the first game's when empty
}

func newHTMLCmd() *cobra.Command {
	var opts htmlOptions
	cmd := &cobra.Command{
		Use: "html [flags] [path ...]",
		Example: `  awechec html partie.agn -o partie.html
  awechec html archive/*.agn --title "Tournoi 2024" -o tournoi.html`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runHTML(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.StringVar(&opts.title, "title", "", "")
	return cmd
}

// htmlGame is one game on its way to the page: its page data and its
// diagnostics, already written out.
type htmlGame struct {
	page  render.PageGame
	diags []byte
	valid bool
	size  int // the game's bytes, for the progress bar
}

func runHTML(cmd *cobra.Command, opts htmlOptions, args []string) error {
	b, err := newBatchRun(cmd, args, record.AGN)
	if err != nil {
		return err
	}
	if err := b.open(opts.output); err != nil {
		return b.finish(err)
	}
	// The games are replayed on every core and written into the page as
	// they come, in order: memory holds a window of games, never the
	// whole collection (nor its reports).
	work := func(it gameItem) htmlGame {
		r := validate.Game(it.game(nil), validate.Options{File: it.file})
		var d bytes.Buffer
		printDiags(&d, r, opts.Lang)
		return htmlGame{page: render.NewPageGameIn(r, opts.Lang), diags: d.Bytes(), valid: r.Valid, size: len(r.Game.Source)}
	}
	games := 0
	// Diagnostics are said under the progress bar.
	stderr := b.progressBar()
	page := render.NewPageWriterIn(b.out, render.HTMLOptions{Title: opts.title}, opts.Lang)
	emit := func(g htmlGame) error {
		if _, err := stderr.Write(g.diags); err != nil {
			return err
		}
		b.defect = b.defect || !g.valid
		games++
		return page.Add(&g.page)
	}
	if err := eachGame(b, pool{progress: true}, work, func(g htmlGame) int { return g.size }, emit); err != nil {
		return b.finish(err)
	}
	if games == 0 {
		if b.bad.n > 0 {
			return b.finish(&ExitError{Code: ExitUsage})
		}
		return b.finish(usage(i18n.CliNoGameToShow, strings.Join(displayNames(b.args), ", ")))
	}
	return b.finish(page.Close())
}

// displayNames applies displayName to each name.
func displayNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = displayName(n)
	}
	return out
}
