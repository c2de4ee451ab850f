package cli

import (
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"strings"
	"text/tabwriter"

	"github.com/awechec/awechec/internal/awele"
	"github.com/spf13/cobra"
)

func init() { register(newRulesCmd) }

// newRulesCmd builds `awechec rules`: without argument it lists the Awélé
// rule-set presets; with a spec (preset[,name=value...]) it prints every
// parameter of that rule set.
func newRulesCmd() *cobra.Command {
	return &cobra.Command{
		Use:  "rules [PRESET[,PARAM=VALUE...]]",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			l := ioOf(cmd).Lang
			if len(args) == 0 {
				tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
				for _, r := range awele.Presets() {
					fmt.Fprintf(tw, "%s\t%s\t(%s)\n", r.Name, description(r, l), source(r, l))
				}
				return tw.Flush()
			}
			r, err := awele.ParseRules(args[0])
			if err != nil {
				return &ExitError{Code: ExitUsage, Err: err}
			}
			fmt.Fprintf(out, "%s (%s)\n", i18n.M(i18n.RTagColon, r.String(), description(r, l)).In(l), source(r, l))
			tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
			// In French, the parameters and values in French words, which
			// the AweleRules tag reads too.
			word := func(s string) string { return s }
			if l == i18n.French {
				word = awele.French
			}
			for _, p := range r.ParamsIn(l) {
				values := make([]string, len(p.Values))
				for i, v := range p.Values {
					values[i] = word(v)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t[%s]\n", word(p.Name), word(p.Value), p.Meaning, strings.Join(values, "|"))
			}
			return tw.Flush()
		},
	}
}

// presetSources are the catalogue keys of the presets' sources.
var presetSources = map[string]i18n.Key{
	"awechec": i18n.RulesSrcAwechec, "abapa": i18n.RulesSrcAbapa, "awele-001": i18n.RulesSrcAwele001,
	"cote-divoire": i18n.RulesSrcCoteDivoire, "mbekh": i18n.RulesSrcMbekh,
}

// source words where a rule set comes from in the user's language.
func source(r awele.Rules, l i18n.Lang) string {
	if k, ok := presetSources[r.Name]; ok {
		return i18n.M(k).In(l)
	}
	return r.Source
}

// presetDescriptions are the catalogue keys of the presets' descriptions.
var presetDescriptions = map[string]i18n.Key{
	"awechec": i18n.RulesDescAwechec, "abapa": i18n.RulesDescAbapa, "awele-001": i18n.RulesDescAwele001,
	"cote-divoire": i18n.RulesDescCoteDivoire, "mbekh": i18n.RulesDescMbekh,
}

// description words a rule set's description in the user's language (the
// preset's, or its own English Description for a preset the catalogue
// does not know).
func description(r awele.Rules, l i18n.Lang) string {
	if k, ok := presetDescriptions[r.Name]; ok {
		return i18n.M(k).In(l)
	}
	return r.Description
}
