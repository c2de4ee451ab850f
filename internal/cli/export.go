package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/convert"
	"github.com/awechec/awechec/validate"
)

func init() { register(newExportCmd) }

// exportOptions holds the flags of awechec export.
type exportOptions struct {
	to     string // pgn, json or ogn
	from   string // input format
	output string
	width  int
}

func newExportCmd() *cobra.Command {
	var opts exportOptions
	cmd := &cobra.Command{
		Use:   "export --to pgn|json|ogn [flags] [path ...]",
		Short: "Export games as PGN for chess programs, as JSON, or their Awélé games as OGN",
		Long: `export replays every game and writes it in another format
(docs/EXPORT.md):

  --to pgn    the chess game as standard PGN that chess programs and
              pgn-extract read: English SAN, null moves as --, each power as
              {[%power 4 B]}, each Awélé section as {[%awele ...]}, a
              [Variant "Awechec"] tag. convert --from pgn reads it back into
              the same game.
  --to json   one JSON object per game and line: tags, each Awélé game's
              moves with the board after each and its captures, ending and
              power queue, each chess half-move (SAN as written and in
              English, FEN after, power, decider, check, mate), the
              diagnostics (docs/schema/export.schema.json).
  --to ogn    each Awélé game as an Oware Game Notation record, as Aualé
              writes and reads it; convert --from ogn reads it back.

Games with defects are exported all the same; their diagnostics go to
standard error.

Exit status: 0 every game valid, 1 a game has defects (or could not be
read), 2 usage or I/O error.`,
		Example: `  awechec export --to pgn partie.agn | pgn-extract --allownullmoves
  awechec export --to json corpus | jq .plies[0]
  awechec export --to ogn -o partie.ogn partie.agn`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runExport(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.to, "to", "", "output format: pgn, json or ogn (required)")
	f.StringVar(&opts.from, "from", "agn", "input format: agn, pgn or ogn")
	f.StringVarP(&opts.output, "output", "o", "", "write to this file instead of standard output")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "longest line of PGN movetext, in columns")
	return cmd
}

func runExport(cmd *cobra.Command, opts exportOptions, args []string) error {
	var write func(io.Writer, string, *validate.Report) error
	switch opts.to {
	case "pgn":
		write = func(w io.Writer, file string, r *validate.Report) error {
			return convert.WritePGN(w, convert.FillColours(r), convert.PGNOptions{Lang: r.Lang, Variant: r.Variant, Width: opts.width})
		}
	case "json":
		write = func(w io.Writer, file string, r *validate.Report) error {
			return convert.WriteJSON(w, file, r)
		}
	case "ogn":
		first := true
		write = func(w io.Writer, file string, r *validate.Report) error {
			if len(r.Awele) == 0 {
				return skipGame("it has no Awélé game to write in OGN", false)
			}
			if !first {
				if _, err := io.WriteString(w, "\n"); err != nil {
					return err
				}
			}
			first = false
			return convert.WriteOGN(w, r)
		}
	case "":
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("--to is required: pgn, json or ogn")}
	default:
		return &ExitError{Code: ExitUsage, Err: fmt.Errorf("unknown export format %q (want pgn, json or ogn)", opts.to)}
	}
	return eachGame(cmd, args, opts.from, opts.output, write)
}
