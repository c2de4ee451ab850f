package cli

import (
	"github.com/awechec/awechec/internal/i18n"
	"io"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newAnnotateCmd) }

// annotations names the annotations annotate can write, in the order of
// its flags.
var annotations = []struct {
	name, help string
	set        func(*convert.AnnotateOptions, bool)
}{
	{"powers", "power tokens with their colour before every power-consuming half-move", func(o *convert.AnnotateOptions, v bool) { o.Powers = v }},
	{"captures", "capture counts of the Awélé moves", func(o *convert.AnnotateOptions, v bool) { o.Captures = v }},
	{"checks", "+ and # where the position gives them", func(o *convert.AnnotateOptions, v bool) { o.Checks = v }},
	{"queues", "each Awélé game's power queue as a 7x7 grid", func(o *convert.AnnotateOptions, v bool) { o.Queues = v }},
	{"endings", "how each Awélé game ended", func(o *convert.AnnotateOptions, v bool) { o.Endings = v }},
	{"deciders", "who decided each null move", func(o *convert.AnnotateOptions, v bool) { o.Deciders = v }},
}

// annotateOptions holds the flags of awechec annotate.
type annotateOptions struct {
	only   string
	no     map[string]*bool
	from   string
	output string
	width  int
}

func newAnnotateCmd() *cobra.Command {
	opts := annotateOptions{no: map[string]*bool{}}
	cmd := &cobra.Command{
		Use:   "annotate [flags] [path ...]",
		Short: "Write games in canonical AGN with what the replay knows written in",
		Example: `  awechec annotate partie.agn
  awechec annotate --only powers,checks partie.agn
  awechec annotate --no-queues -o annotee.agn partie.agn`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAnnotate(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.only, "only", "", "write only these annotations (comma-separated: powers,captures,checks,queues,endings,deciders)")
	for _, a := range annotations {
		opts.no[a.name] = f.Bool("no-"+a.name, false, "leave out "+a.help)
	}
	f.StringVar(&opts.from, "from", "agn", "input format: agn, pgn or ogn")
	f.StringVarP(&opts.output, "output", "o", "", "write to this file instead of standard output")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "longest movetext line, in columns")
	return cmd
}

// annotateChoice turns the flags into AnnotateOptions.
func annotateChoice(opts annotateOptions) (convert.AnnotateOptions, error) {
	choice := convert.AllAnnotations()
	if opts.only != "" {
		choice = convert.AnnotateOptions{}
		for _, name := range splitList(opts.only) {
			found := false
			for _, a := range annotations {
				if a.name == name {
					a.set(&choice, true)
					found = true
				}
			}
			if !found {
				return choice, i18n.Errorf(i18n.CliBadAnnotation, name)
			}
		}
	}
	for _, a := range annotations {
		if p := opts.no[a.name]; p != nil && *p {
			a.set(&choice, false)
		}
	}
	return choice, nil
}

func runAnnotate(cmd *cobra.Command, opts annotateOptions, args []string) error {
	choice, err := annotateChoice(opts)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	return eachGameConcurrent(cmd, args, opts.from, opts.output, nil, func(w io.Writer, _ string, r *validate.Report) error {
		return convert.WriteAGN(w, convert.Annotate(r, choice), convert.Options{Width: opts.width})
	})
}
