package awechec

import (
	"io"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/validate"
)

// WriteAGN writes the game in canonical AGN (the layout of awechec fmt),
// its letters in the notation language lang: a translation when lang is
// not the game's, the game's own letters when lang is "". Power tokens
// written without their colour get it from the replay. Every tag,
// comment, NAG and variation is kept. A translation fails, writing
// nothing, when the game's letters leave its language undecided (add a
// Language tag).
func WriteAGN(w io.Writer, g *Game, lang Language) error {
	r, err := g.writable()
	if err != nil {
		return err
	}
	rec, ok := convert.ForLanguage(r, lang)
	if !ok {
		return i18n.Errorf(i18n.CliLangUndecided)
	}
	return convert.WriteAGN(w, rec, convert.Options{Lang: lang})
}

// WritePGN writes the game as PGN that chess tools read: English letters,
// null moves as --, the powers and Awélé sections in [%power] and [%awele]
// comment commands that a Reader in PGN format reads back into the same
// game.
func WritePGN(w io.Writer, g *Game) error {
	r, err := g.writable()
	if err != nil {
		return err
	}
	return convert.WriteReportPGN(w, r, 0)
}

// WriteJSON writes the game's replay as one line of JSON: tags, plies with
// their positions and powers, Awélé games, diagnostics.
func WriteJSON(w io.Writer, g *Game) error {
	r, err := g.writable()
	if err != nil {
		return err
	}
	return convert.WriteJSON(w, g.File, r)
}

// WriteOGN writes every Awélé game of the record as one OGN record, as
// Aualé writes it. A record without an Awélé game is an error.
func WriteOGN(w io.Writer, g *Game) error {
	r, err := g.writable()
	if err != nil {
		return err
	}
	if len(r.Awele) == 0 {
		return i18n.Errorf(i18n.CliNoAwele)
	}
	return convert.WriteOGN(w, r)
}

// writable returns the game's replay, or an error when the record has
// reading errors (a syntax error cut it): written out, it would lose what
// could not be read. The writers then write nothing.
func (g *Game) writable() (*validate.Report, error) {
	for _, d := range g.record.Diags {
		if d.Severity == diag.Error {
			return nil, i18n.Errorf(i18n.CliReadError, d.Quoted())
		}
	}
	return g.replayed(), nil
}
