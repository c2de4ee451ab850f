package convert

import (
	"strings"

	"github.com/awechec/awechec/internal/notation"
)

// withSectionKeywords returns g with the section keywords written in where
// a standard Awechec record leaves them out in its plainest shape, an Awélé
// game then chess (`B3 N2 ... 1. (1=B) e4`), so that canonical AGN says
// which game each move belongs to, as FORMAT.md wants: `Awélé` before the
// Awélé moves (or capture events), `Échecs` before the first chess
// half-move or power token, each before the move numbers that lead it. It
// changes nothing in what the record means. Records that switch between
// the games more than once without keywords, synchronous records,
// standalone Awélé records, plain chess, records that already have a
// keyword, and records whose language is undecided are returned as they
// are.
func withSectionKeywords(g *notation.Game) *notation.Game {
	if g.Lang == "" || !standardAwechec(g) {
		return g
	}
	// Only the plain shape is rewritten: one run of Awélé moves (or
	// events), first, then chess. Records that switch back and forth
	// without keywords read like synchronous ones and keep their form.
	runs, current := 0, notation.NoSection
	for i := range g.Body {
		if g.Body[i].Kind == notation.SectionMark {
			return g
		}
		if s := sectionOf(g.Body[i].Kind); s != notation.NoSection && s != current {
			runs++
			if (runs == 1) != (s == notation.AweleSection) || runs > 2 {
				return g
			}
			current = s
		}
	}
	if runs == 0 {
		return g
	}
	t, ok := notation.Table(g.Lang)
	if !ok {
		return g
	}
	body := make([]notation.Element, 0, len(g.Body)+4)
	current = notation.NoSection
	for _, e := range g.Body {
		if s := sectionOf(e.Kind); s != notation.NoSection && s != current {
			// The keyword goes before the move numbers that lead the run.
			at := len(body)
			for at > 0 && body[at-1].Kind == notation.MoveNumber {
				at--
			}
			word := t.Awele
			if s == notation.ChessSection {
				word = t.Chess
			}
			body = append(body, notation.Element{})
			copy(body[at+1:], body[at:])
			body[at] = notation.Element{Kind: notation.SectionMark, Section: s, Text: word}
			current = s
		}
		body = append(body, e)
	}
	out := *g
	out.Body = body
	return &out
}

// sectionOf tells which game an element of movetext belongs to; NoSection
// for those that belong to neither (numbers, comments, NAGs, variations).
func sectionOf(k notation.Kind) notation.Section {
	switch k {
	case notation.AweleMove, notation.CaptureEvent, notation.Unrecorded, notation.AweleScore:
		return notation.AweleSection
	case notation.Power, notation.ChessMove, notation.NullMove:
		return notation.ChessSection
	}
	return notation.NoSection
}

// standardAwechec tells whether g is a standard Awechec record: no Variant
// tag, or one that names Awechec (not its synchronous variant).
func standardAwechec(g *notation.Game) bool {
	v, ok := g.Tag("Variant")
	if !ok {
		return true
	}
	switch strings.Join(strings.Fields(strings.ToLower(v)), " ") {
	case "awechec", "awarichess", "awéchec", "":
		return true
	}
	return false
}
