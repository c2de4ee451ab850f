package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/stats"
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
		"export --moves":              i18n.HelpExportMoves,
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

// writeSuggestions writes the spellings of the players' names that look
// alike (archive.SuggestAliases), as lines of an alias file, each after a
// comment giving its games; in JSON, an array of groups.
func writeSuggestions(w io.Writer, players *stats.Players, format string, l i18n.Lang) error {
	var names []archive.NameCount
	for _, p := range players.List() {
		names = append(names, archive.NameCount{Name: p.Name, Games: p.Games})
	}
	groups := archive.SuggestAliases(names)
	if format == "json" {
		type spelling struct {
			Name  string `json:"name"`
			Games int    `json:"games"`
		}
		out := make([][]spelling, 0, len(groups))
		for _, g := range groups {
			var s []spelling
			for _, n := range g {
				s = append(s, spelling{n.Name, n.Games})
			}
			out = append(out, s)
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	for i, g := range groups {
		if i > 0 {
			fmt.Fprintln(w)
		}
		var names, games []string
		for _, n := range g {
			names = append(names, n.Name)
			games = append(games, strconv.Itoa(n.Games))
		}
		fmt.Fprintln(w, "# "+i18n.M(i18n.CliSuggestGroup, len(g), strings.Join(games, " + ")).In(l))
		if _, err := fmt.Fprintln(w, strings.Join(names, " | ")); err != nil {
			return err
		}
	}
	if len(groups) == 0 {
		_, err := fmt.Fprintln(w, "# "+i18n.M(i18n.CliSuggestNone).In(l))
		return err
	}
	return nil
}
