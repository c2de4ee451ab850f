package cli

import (
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/lazyre"
	"github.com/awechec/awechec/internal/syslang"
)

// The help of the commands in the user's language. A command's Short and
// Long texts and the usages of its flags live in the catalogues only (the
// command files declare the flags with an empty usage): helpTexts maps
// each of them to its catalogue key, and localize puts the text of the
// chosen language in place once the command tree is built. A test checks
// that every command and flag has its key, that the command files write no
// text of their own, and that every text is put in place.

// helpTexts maps "cmd" (Short), "cmd/long" (Long) and "cmd --flag" (flag
// usage) to catalogue keys; "awechec" is the root command.
var helpTexts = map[string]i18n.Key{
	"awechec --cpuprofile":      i18n.HelpAwechecCpuprofile,
	"annotate --no-captures":    i18n.HelpAnnotateNoCaptures,
	"annotate --no-checks":      i18n.HelpAnnotateNoChecks,
	"annotate --no-deciders":    i18n.HelpAnnotateNoDeciders,
	"annotate --no-endings":     i18n.HelpAnnotateNoEndings,
	"annotate --no-powers":      i18n.HelpAnnotateNoPowers,
	"annotate --no-queues":      i18n.HelpAnnotateNoQueues,
	"awechec/long":              i18n.HelpAwechecLong,
	"annotate/long":             i18n.HelpAnnotateLong,
	"check/long":                i18n.HelpCheckLong,
	"convert/long":              i18n.HelpConvertLong,
	"export/long":               i18n.HelpExportLong,
	"fmt/long":                  i18n.HelpFmtLong,
	"generate/long":             i18n.HelpGenerateLong,
	"html/long":                 i18n.HelpHtmlLong,
	"render/long":               i18n.HelpRenderLong,
	"rules/long":                i18n.HelpRulesLong,
	"stats/long":                i18n.HelpStatsLong,
	"awechec":                   i18n.HelpAwechecShort,
	"annotate":                  i18n.HelpAnnotateShort,
	"check":                     i18n.HelpCheckShort,
	"convert":                   i18n.HelpConvertShort,
	"export":                    i18n.HelpExportShort,
	"fmt":                       i18n.HelpFmtShort,
	"generate":                  i18n.HelpGenerateShort,
	"html":                      i18n.HelpHtmlShort,
	"render":                    i18n.HelpRenderShort,
	"rules":                     i18n.HelpRulesShort,
	"stats":                     i18n.HelpStatsShort,
	"version":                   i18n.HelpVersionShort,
	"annotate --only":           i18n.HelpAnnotateOnly,
	"annotate --from":           i18n.HelpAnnotateFrom,
	"annotate --output":         i18n.HelpAnnotateOutput,
	"annotate --width":          i18n.HelpAnnotateWidth,
	"check --format":            i18n.HelpCheckFormat,
	"check --strict":            i18n.HelpCheckStrict,
	"check --jobs":              i18n.HelpCheckJobs,
	"check --quiet":             i18n.HelpCheckQuiet,
	"convert --to":              i18n.HelpConvertTo,
	"convert --from":            i18n.HelpConvertFrom,
	"convert --output":          i18n.HelpConvertOutput,
	"convert --width":           i18n.HelpConvertWidth,
	"export --to":               i18n.HelpExportTo,
	"export --from":             i18n.HelpExportFrom,
	"export --output":           i18n.HelpExportOutput,
	"export --split":            i18n.HelpExportSplit,
	"export --width":            i18n.HelpExportWidth,
	"fmt --write":               i18n.HelpFmtWrite,
	"fmt --list":                i18n.HelpFmtList,
	"fmt --check":               i18n.HelpFmtCheck,
	"fmt --width":               i18n.HelpFmtWidth,
	"generate --number":         i18n.HelpGenerateNumber,
	"generate --seed":           i18n.HelpGenerateSeed,
	"generate --lang":           i18n.HelpGenerateLang,
	"generate --handicap":       i18n.HelpGenerateHandicap,
	"generate --synchronous":    i18n.HelpGenerateSynchronous,
	"generate --variant":        i18n.HelpGenerateVariant,
	"generate --jobs":           i18n.HelpGenerateJobs,
	"html --output":             i18n.HelpHtmlOutput,
	"html --title":              i18n.HelpHtmlTitle,
	"render --game":             i18n.HelpRenderGame,
	"render --ply":              i18n.HelpRenderPly,
	"render --awele-game":       i18n.HelpRenderAweleGame,
	"render --awele-ply":        i18n.HelpRenderAwelePly,
	"render --output":           i18n.HelpRenderOutput,
	"stats --format":            i18n.HelpStatsFormat,
	"stats --per-game":          i18n.HelpStatsPerGame,
	"stats --strict":            i18n.HelpStatsStrict,
	"stats --jobs":              i18n.HelpStatsJobs,
	"stats --parse-only":        i18n.HelpStatsParseOnly,
	"awechec --lang":            i18n.HelpAwechecLang,
	"awechec --max-game-size":   i18n.HelpAwechecMaxGameSize,
	"fmt --force":               i18n.HelpFmtForce,
	"web":                       i18n.HelpWebShort,
	"web/long":                  i18n.HelpWebLong,
	"web --output":              i18n.HelpWebOutput,
	"web --wasm":                i18n.HelpWebWasm,
	"web --wasm-exec":           i18n.HelpWebWasmExec,
	"web --link":                i18n.HelpWebLink,
	"web --base":                i18n.HelpWebBase,
	"web --game":                i18n.HelpWebGame,
	"web --ply":                 i18n.HelpWebPly,
	"web --awele-game":          i18n.HelpWebAweleGame,
	"web --awele-ply":           i18n.HelpWebAwelePly,
	"analyse":                   i18n.HelpAnalyseShort,
	"analyse --awele-depth":     i18n.HelpAnalyseAweleDepth,
	"analyse --awele-powers":    i18n.HelpAnalyseAwelePowers,
	"analyse --awele-threshold": i18n.HelpAnalyseAweleThresh,
	"analyse --depth":           i18n.HelpAnalyseDepth,
	"analyse --engine":          i18n.HelpAnalyseEngine,
	"analyse --engine-depth":    i18n.HelpAnalyseEngineDepth,
	"analyse --format":          i18n.HelpAnalyseFormat,
	"analyse --mate-depth":      i18n.HelpAnalyseMateDepth,
	"analyse --movetime":        i18n.HelpAnalyseMovetime,
	"analyse --no-engine":       i18n.HelpAnalyseNoEngine,
	"analyse --output":          i18n.HelpAnalyseOutput,
	"analyse --threads":         i18n.HelpAnalyseThreads,
	"analyse --width":           i18n.HelpAnalyseWidth,
	"analyse --workers":         i18n.HelpAnalyseWorkers,
	"analyse --game-time":       i18n.HelpAnalyseGameTime,
	"analyse/long":              i18n.HelpAnalyseLong,
	"solve":                     i18n.HelpSolveShort,
	"solve --depth":             i18n.HelpSolveDepth,
	"solve --format":            i18n.HelpSolveFormat,
	"solve --threads":           i18n.HelpSolveThreads,
	"solve --time":              i18n.HelpSolveTime,
	"solve --workers":           i18n.HelpSolveWorkers,
	"solve/long":                i18n.HelpSolveLong,
	"select":                    i18n.HelpSelectShort,
	"select --awele-board":      i18n.HelpSelectAweleBoard,
	"select --awele-games":      i18n.HelpSelectAweleGames,
	"select --canonical":        i18n.HelpSelectCanonical,
	"select --code":             i18n.HelpSelectCode,
	"select --count":            i18n.HelpSelectCount,
	"select --depth":            i18n.HelpSelectDepth,
	"select --duplicates":       i18n.HelpSelectDuplicates,
	"select --fen":              i18n.HelpSelectFen,
	"select --format":           i18n.HelpSelectFormat,
	"select --from":             i18n.HelpSelectFrom,
	"select --handicap":         i18n.HelpSelectHandicap,
	"select --invalid":          i18n.HelpSelectInvalid,
	"select --invert":           i18n.HelpSelectInvert,
	"select --jobs":             i18n.HelpSelectJobs,
	"select --language":         i18n.HelpSelectLanguage,
	"select --material":         i18n.HelpSelectMaterial,
	"select --null-moves":       i18n.HelpSelectNullMoves,
	"select --output":           i18n.HelpSelectOutput,
	"select --player":           i18n.HelpSelectPlayer,
	"select --plies":            i18n.HelpSelectPlies,
	"select --queue":            i18n.HelpSelectQueue,
	"select --result":           i18n.HelpSelectResult,
	"select --rules":            i18n.HelpSelectRules,
	"select --sort":             i18n.HelpSelectSort,
	"select --split":            i18n.HelpSelectSplit,
	"select --split-by":         i18n.HelpSelectSplitBy,
	"select --tag":              i18n.HelpSelectTag,
	"select --termination":      i18n.HelpSelectTermination,
	"select --to":               i18n.HelpSelectTo,
	"select --unique":           i18n.HelpSelectUnique,
	"select --valid":            i18n.HelpSelectValid,
	"select --variant":          i18n.HelpSelectVariant,
	"select --width":            i18n.HelpSelectWidth,
	"select/long":               i18n.HelpSelectLong,
	"stats --crosstable":        i18n.HelpStatsCrosstable,
	"stats --players":           i18n.HelpStatsPlayers,
	"tree":                      i18n.HelpTreeShort,
	"tree --awele":              i18n.HelpTreeAwele,
	"tree --depth":              i18n.HelpTreeDepth,
	"tree --fen":                i18n.HelpTreeFen,
	"tree --format":             i18n.HelpTreeFormat,
	"tree --jobs":               i18n.HelpTreeJobs,
	"tree --letters":            i18n.HelpTreeLetters,
	"tree --min":                i18n.HelpTreeMin,
	"tree/long":                 i18n.HelpTreeLong,
}

// chooseLang returns the language of a command line: the value of its
// --lang flag, else the environment's as gettext reads it (LC_ALL,
// LC_MESSAGES, LANG, LANGUAGE), else the system's (Windows' user
// interface languages, macOS's preferred languages: syslang.Choose). ok
// is false when --lang names a language awechec does not speak.
func chooseLang(args []string, getenv func(string) string, system syslang.System) (l i18n.Lang, value string, ok bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		switch {
		case a == "--lang" && i+1 < len(args):
			value = args[i+1]
			i++
		case strings.HasPrefix(a, "--lang="):
			value = strings.TrimPrefix(a, "--lang=")
		default:
			continue
		}
	}
	if value == "" {
		return syslang.Choose(getenv, system), "", true
	}
	if l, ok = i18n.Parse(value); !ok {
		l = syslang.Choose(getenv, system) // the error is worded in the user's language
	}
	return l, value, ok
}

// localize puts the help of language l in place on the command tree.
func localize(root *cobra.Command, l i18n.Lang) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		name := c.Name()
		if c == root {
			name = "awechec"
		}
		if k, ok := helpTexts[name]; ok {
			c.Short = i18n.T(l, k)
		}
		if k, ok := helpTexts[name+"/long"]; ok {
			c.Long = i18n.T(l, k)
		}
		each := func(f *pflag.Flag) {
			if k, ok := helpTexts[name+" --"+f.Name]; ok {
				f.Usage = i18n.T(l, k)
			}
		}
		c.LocalNonPersistentFlags().VisitAll(each)
		c.PersistentFlags().VisitAll(each)
		// cobra adds -h with "help for NAME" when it runs; added here
		// first, it is worded in the user's language.
		if c.Flags().Lookup("help") == nil {
			c.Flags().BoolP("help", "h", false, i18n.T(l, i18n.HelpHelp, name))
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if l == i18n.French {
		root.SetUsageTemplate(frenchLabels.Replace(frenchUsage))
		help := &cobra.Command{
			Use:   "help [commande]",
			Short: "Aide sur une commande",
			Long:  "Affiche l’aide d’une commande : awechec help check.",
			Run: func(c *cobra.Command, args []string) {
				cmd, _, e := c.Root().Find(args)
				if cmd == nil || e != nil {
					c.Printf("Commande inconnue : %q\n", args)
					cobra.CheckErr(c.Root().Usage())
					return
				}
				cobra.CheckErr(cmd.Help())
			},
		}
		help.Flags().BoolP("help", "h", false, i18n.T(l, i18n.HelpHelp, "help"))
		root.SetHelpCommand(help)
		root.CompletionOptions.HiddenDefaultCmd = true
	}
}

// The French usage template's functions are cobra's package state: they
// are registered once, here, and only read by the runs (which may go on
// side by side), never written per run.
func init() {
	cobra.AddTemplateFunc("frenchDefaults", func(s string) string {
		return strings.ReplaceAll(s, " (default ", " (par défaut\u00a0: ")
	})
	cobra.AddTemplateFunc("frenchUse", frenchUse.Replace)
	cobra.AddTemplateFunc("flagUsages", func(fs *pflag.FlagSet) string { return flagUsages(fs, i18n.French) })
}

// frenchLabels puts the no-break spaces of French typography in the
// usage template (its " :=" left alone).
var frenchLabels = strings.NewReplacer(
	"Utilisation :", "Utilisation\u00a0:", "Alias :", "Alias\u00a0:", "Exemples :", "Exemples\u00a0:",
	"disponibles :", "disponibles\u00a0:", "Options :", "Options\u00a0:", "globales :", "globales\u00a0:",
	"d’aide :", "d’aide\u00a0:", "« ", "«\u00a0", " »", "\u00a0»",
)

// frenchUse names the arguments of a usage line in French: cobra appends
// "[flags]", and the Use of each command names its operands in English.
var frenchUse = strings.NewReplacer(
	"[flags]", "[options]", "[path ...]", "[fichier ...]", "[file]", "[fichier]",
	"[PRESET[,PARAM=VALUE...]]", "[JEU[,PARAMÈTRE=VALEUR...]]",
)

// frenchUsage is cobra's usage template in French.
const frenchUsage = `Utilisation :{{if .Runnable}}
  {{.UseLine | frenchUse}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [commande]{{end}}{{if gt (len .Aliases) 0}}

Alias :
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Exemples :
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}{{$cmds := .Commands}}

Commandes disponibles :{{range $cmds}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Options :
{{flagUsages .LocalFlags | frenchDefaults | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

Options globales :
{{flagUsages .InheritedFlags | frenchDefaults | trimTrailingWhitespaces}}{{end}}{{if .HasHelpSubCommands}}

Autres sujets d’aide :{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

Tapez « {{.CommandPath}} [commande] --help » pour en savoir plus sur une commande.{{end}}
`

// cobraErrors reads the errors cobra and pflag make themselves (an
// unknown command or flag, a flag without its value), so that they are
// worded in the user's language; the English ones read as cobra writes
// them.
var cobraErrors = []struct {
	re  func() *regexp.Regexp
	key i18n.Key
}{
	{lazyre.New(`^unknown flag: (\S+)$`), i18n.CobraUnknownFlag},
	{lazyre.New(`^unknown shorthand flag: '(.)' in (\S+)$`), i18n.CobraUnknownShort},
	{lazyre.New(`^flag needs an argument: (.+)$`), i18n.CobraNeedsArg},
	{lazyre.New(`^invalid argument "(.*)" for "(.*)" flag: (.*)$`), i18n.CobraBadArg},
	{lazyre.New(`^accepts at most (\d+) arg\(s\), received (\d+)$`), i18n.CobraMaxArgs},
}

var unknownCommand = lazyre.New(`^unknown command "(.*)" for "(.*)"(?:\n\nDid you mean this\?\n((?s).*?))?\n*$`)

// cobraError words err again when it is one of cobra's own; else it
// returns err.
func cobraError(err error) error {
	text := err.Error()
	if m := unknownCommand().FindStringSubmatch(text); m != nil {
		e := i18n.Errorf(i18n.CobraUnknownCommand, m[1], m[2])
		if m[3] != "" {
			e.Msg = e.Msg.Then(i18n.M(i18n.CobraDidYouMean, strings.TrimRight(m[3], "\n")))
		}
		return e
	}
	for _, c := range cobraErrors {
		if m := c.re().FindStringSubmatch(text); m != nil {
			args := make([]any, len(m)-1)
			for i, s := range m[1:] {
				args[i] = s
			}
			return i18n.Errorf(c.key, args...)
		}
	}
	return err
}
