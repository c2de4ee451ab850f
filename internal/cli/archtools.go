package cli

import (
	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/i18n"
)

// The help of the archive flags of issue 25 (openings, numbers, aliases,
// tables), kept out of help.go's map so that the branches that add flags
// do not all edit it.
func init() {
	for k, v := range map[string]i18n.Key{
		"select --eco":                i18n.HelpSelectEco,
		"select --elo":                i18n.HelpSelectElo,
		"select --white-elo":          i18n.HelpSelectWhiteElo,
		"select --black-elo":          i18n.HelpSelectBlackElo,
		"select --year":               i18n.HelpSelectYear,
		"select --aliases":            i18n.HelpAliases,
		"stats --aliases":             i18n.HelpAliases,
		"stats --suggest-aliases":     i18n.HelpStatsSuggestAliases,
		"annotate --openings":         i18n.HelpAnnotateOpenings,
		"annotate --openings-replace": i18n.HelpAnnotateOpeningsOver,
	} {
		helpTexts[k] = v
	}
}

// readAliases reads the alias file of --aliases; nil when none is given.
func readAliases(path string) (*archive.Aliases, error) {
	if path == "" {
		return nil, nil
	}
	f, err := openRegular(path)
	if err != nil {
		return nil, pathError(path, err)
	}
	defer f.Close()
	a, err := archive.ReadAliases(f, path)
	if err != nil {
		return nil, pathError(path, err)
	}
	return a, nil
}
