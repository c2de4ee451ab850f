package cli

import (
	"bufio"
	"github.com/awechec/awechec/internal/i18n"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/notation"
)

func init() { register(newGenerateCmd) }

// generateOptions holds the flags of awechec generate.
type generateOptions struct {
	*IO      // the run's streams, language and limits
	n        int
	seed     uint64
	lang     string
	handicap bool
	sync     bool
	variant  string
	workers  int
}

func newGenerateCmd() *cobra.Command {
	var opts generateOptions
	cmd := &cobra.Command{
		Use: "generate [flags]",
		Example: `  awechec generate -n 100 --seed 7 > random.agn
  awechec generate -n 20000 --seed 1 --lang en | awechec check -q
  awechec generate -n 10 --variant awele`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IO = ioOf(cmd)
			return runGenerate(cmd, opts)
		},
	}
	f := cmd.Flags()
	f.IntVarP(&opts.n, "number", "n", 1, "")
	f.Uint64Var(&opts.seed, "seed", 0, "")
	f.StringVar(&opts.lang, "lang", "fr", "")
	f.BoolVar(&opts.handicap, "handicap", false, "")
	f.BoolVar(&opts.sync, "synchronous", false, "")
	f.StringVar(&opts.variant, "variant", "awechec", "")
	f.IntVarP(&opts.workers, "jobs", "j", 0, "")
	return cmd
}

func runGenerate(cmd *cobra.Command, opts generateOptions) error {
	if opts.n < 0 {
		return usage(i18n.CliGenNegative, opts.n)
	}
	lang, ok := notation.ParseLanguage(opts.lang)
	if !ok || (lang != notation.French && lang != notation.English) {
		return usage(i18n.CliGenLang, opts.lang)
	}
	v, err := generate.ParseVariant(opts.variant)
	if err != nil {
		return usage(i18n.CliGenVariant, i18n.ErrorMsg(err))
	}
	if opts.sync {
		if v == notation.Awele {
			return usage(i18n.CliGenSyncAwele)
		}
		v = notation.Synchronous
	}
	if opts.handicap && v == notation.Awele {
		return usage(i18n.CliGenHandicap)
	}
	out := bufio.NewWriterSize(cmd.OutOrStdout(), 1<<16)
	err = generate.Write(out, generate.Options{Seed: opts.seed, Lang: lang, Handicap: opts.handicap, Variant: v}, opts.n, opts.workers)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	return nil
}
