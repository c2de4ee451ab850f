package cli

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/awechec/awechec/internal/i18n"
)

// typeNames names the type of a flag's value, as pflag writes it after
// the flag's name (pflag.UnquoteUsage), in the user's language:
// "--output texte" in French.
var typeNames = map[string]i18n.Key{
	"string": i18n.HelpTypeString, "stringArray": i18n.HelpTypeString, "strings": i18n.HelpTypeStrings,
	"int": i18n.HelpTypeInt, "uint": i18n.HelpTypeInt, "float": i18n.HelpTypeNumber,
	"duration": i18n.HelpTypeDuration, "size": i18n.HelpTypeSize,
}

// flagHead is what pflag writes of a flag before its usage: its names,
// the type of its value (varname) and the value it takes when given alone.
func flagHead(f *pflag.Flag, varname string) string {
	head := "      --" + f.Name
	if f.Shorthand != "" && f.ShorthandDeprecated == "" {
		head = "  -" + f.Shorthand + ", --" + f.Name
	}
	if varname != "" {
		head += " " + varname
	}
	if f.NoOptDefVal != "" && f.Value.Type() != "bool" && f.Value.Type() != "boolfunc" {
		if f.Value.Type() == "string" {
			head += `[="` + f.NoOptDefVal + `"]`
		} else {
			head += "[=" + f.NoOptDefVal + "]"
		}
	}
	return head
}

// flagUsages writes the flags of fs as pflag's FlagUsages does, with the
// type of each value named in language l and the usages aligned again
// (French names are longer). The text is pflag's own when it cannot be so
// read (a usage of several lines).
func flagUsages(fs *pflag.FlagSet, l i18n.Lang) string {
	text := fs.FlagUsages()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	var heads, rests []string
	ok, i := true, 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || !ok {
			return
		}
		varname, _ := pflag.UnquoteUsage(f)
		if i >= len(lines) || !strings.HasPrefix(lines[i], flagHead(f, varname)+"  ") {
			ok = false
			return
		}
		rest := strings.TrimLeft(lines[i][len(flagHead(f, varname)):], " ")
		if d, err := time.ParseDuration(f.DefValue); err == nil && f.Value.Type() == "duration" {
			// A duration's default as a person reads it: 30 s, not 30s.
			rest = strings.Replace(rest, "(default "+f.DefValue+")", "(default "+i18n.Duration(d).In(l)+")", 1)
		}
		rests = append(rests, rest)
		if k, named := typeNames[varname]; named {
			varname = i18n.T(l, k)
		}
		heads = append(heads, flagHead(f, varname))
		i++
	})
	if !ok || i != len(lines) {
		return text
	}
	width := 0
	for _, h := range heads {
		width = max(width, utf8.RuneCountInString(h))
	}
	var b strings.Builder
	for i, h := range heads {
		b.WriteString(h + strings.Repeat(" ", width-utf8.RuneCountInString(h)+3) + rests[i] + "\n")
	}
	return b.String()
}

// localizeCompletion adds cobra's completion command now, rather than when
// it runs, so that its help is worded in language l like every other
// command's: its texts, its flag and its -h.
func localizeCompletion(root *cobra.Command, args []string, l i18n.Lang) {
	root.InitDefaultCompletionCmd(args...)
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		name := root.Name()
		c.Short, c.Long = i18n.T(l, i18n.HelpCompletionShort), i18n.T(l, i18n.HelpCompletionLong, name)
		help := func(c *cobra.Command) {
			if c.Flags().Lookup("help") == nil {
				c.Flags().BoolP("help", "h", false, i18n.T(l, i18n.HelpHelp, c.Name()))
			}
		}
		help(c)
		long := map[string]i18n.Key{"bash": i18n.HelpCompletionBash, "zsh": i18n.HelpCompletionZsh,
			"fish": i18n.HelpCompletionFish, "powershell": i18n.HelpCompletionPowershell}
		for _, sh := range c.Commands() {
			if k, ok := long[sh.Name()]; ok {
				// zsh's ${fpath[1]} would read as a catalogue variable:
				// it is an argument.
				sh.Short, sh.Long = i18n.T(l, i18n.HelpCompletionShell, sh.Name()), i18n.T(l, k, name, "${fpath[1]}")
			}
			if f := sh.Flags().Lookup("no-descriptions"); f != nil {
				f.Usage = i18n.T(l, i18n.HelpCompletionNoDesc)
			}
			help(sh)
		}
	}
}
