package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/render"
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
		Use:   "html [flags] file ...",
		Short: "Write a self-contained HTML page that replays the games",
		Long: `html replays every game of the files and writes one HTML page that plays
them back in a browser: the Awechec board as render draws it, every Awélé
move and chess half-move forward and back (buttons, the arrow keys, Home and
End), the comments, the power each half-move consumed and who decided, and
the diagnostics. Several games give one page with a game list.

The page is one file with its style, script and pictures inline: it needs
no network access and no other file. A file of "-" reads standard input.`,
		Example: `  awechec html partie.agn -o partie.html
  awechec html archive/*.agn --title "Tournoi 2024" -o tournoi.html`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runHTML(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.output, "output", "o", "", "write the page to this file (default: standard output)")
	f.StringVar(&opts.title, "title", "", "page title (default: the first game's)")
	return cmd
}

func runHTML(cmd *cobra.Command, opts htmlOptions, files []string) error {
	reports, err := readReports(cmd, files)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	if len(reports) == 0 {
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("html: no game in %v", files)}
	}
	games := make([]render.PageGame, len(reports))
	for i, r := range reports {
		games[i] = render.NewPageGame(r)
	}
	return writeOutput(cmd, opts.output, func(w io.Writer) error {
		return render.WriteHTML(w, games, render.HTMLOptions{Title: opts.title})
	})
}
