package cli

import (
	"github.com/awechec/awechec/internal/i18n"
	"io"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/validate"
)

func init() { register(newAnnotateCmd) }

// annotations names the annotations annotate can write, in the order of
// its flags (their help is in the catalogues, helpTexts).
var annotations = []struct {
	name string
	set  func(*convert.AnnotateOptions, bool)
}{
	{"powers", func(o *convert.AnnotateOptions, v bool) { o.Powers = v }},
	{"captures", func(o *convert.AnnotateOptions, v bool) { o.Captures = v }},
	{"checks", func(o *convert.AnnotateOptions, v bool) { o.Checks = v }},
	{"queues", func(o *convert.AnnotateOptions, v bool) { o.Queues = v }},
	{"endings", func(o *convert.AnnotateOptions, v bool) { o.Endings = v }},
	{"deciders", func(o *convert.AnnotateOptions, v bool) { o.Deciders = v }},
}

// annotateOptions holds the flags of awechec annotate.
type annotateOptions struct {
	*IO    // the run's streams, language and limits
	only   string
	no     map[string]*bool
	from   string
	output string
	width  int
	// openings writes the ECO, Opening and Variation tags; replace
	// replaces those already there.
	openings, replace bool
}

func newAnnotateCmd() *cobra.Command {
	opts := annotateOptions{no: map[string]*bool{}}
	cmd := &cobra.Command{
		Use: "annotate [flags] [path ...]",
		Example: `  awechec annotate partie.agn
  awechec annotate --only powers,checks partie.agn
  awechec annotate --no-queues -o annotee.agn partie.agn`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runAnnotate(cmd, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.only, "only", "", "")
	for _, a := range annotations {
		opts.no[a.name] = f.Bool("no-"+a.name, false, "")
	}
	f.BoolVar(&opts.openings, "openings", false, "")
	f.BoolVar(&opts.replace, "openings-replace", false, "")
	f.StringVar(&opts.from, "from", "agn", "")
	f.StringVarP(&opts.output, "output", "o", "", "")
	f.IntVar(&opts.width, "width", convert.DefaultWidth, "")
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
	if opts.replace && !opts.openings {
		return usage(i18n.CliOpeningsReplace)
	}
	return writeEachConcurrent(cmd, args, opts.from, opts.output, nil, func(w io.Writer, _ string, r *validate.Report) error {
		g := convert.Annotate(r, choice)
		if opts.openings {
			if o, ok := eco.Lichess().Classify(r); ok {
				g.Tags = eco.WithTags(g.Tags, o, opts.replace)
			}
		}
		return convert.WriteAGN(w, g, convert.Options{Width: opts.width})
	})
}
