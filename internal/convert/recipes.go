package convert

import (
	"io"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// ForLanguage returns the game of report r ready to be written in lang:
// its power colours filled in (FillColours), and, when lang is another
// language than the game's, with the replay's language as the one its
// letters are read in. ok is false when a translation is asked and the
// replay left the letters' language undecided (no language, or a
// language-ambiguous error): the letters cannot be translated, and
// nothing should be written. lang "" keeps the game's own letters. The
// root package's WriteAGN and awechec convert both take it.
func ForLanguage(r *validate.Report, lang notation.Language) (g *notation.Game, ok bool) {
	g = FillColours(r)
	if lang == "" || lang == g.Lang {
		return g, true
	}
	if r.Lang == "" || languageUndecided(r.Diags) {
		return nil, false
	}
	c := *g
	c.Lang, c.LangCandidates = r.Lang, nil
	return &c, true
}

// languageUndecided tells whether the replay could not decide the
// language of the letters (a language-ambiguous diagnostic).
func languageUndecided(ds diag.List) bool {
	for _, d := range ds {
		if d.Code == diag.LanguageAmbiguous {
			return true
		}
	}
	return false
}

// WriteReportPGN writes the game of report r as PGN (WritePGN): its power
// colours filled in (FillColours), its letters read in the replay's
// language and its Variant tag the replay's. width is the longest line
// (0: DefaultWidth). The root package's WritePGN, export --to pgn and
// select --format pgn all take it.
func WriteReportPGN(w io.Writer, r *validate.Report, width int) error {
	return WritePGN(w, FillColours(r), PGNOptions{Lang: r.Lang, Variant: &r.Variant, Width: width})
}
