package search

import (
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// Annotated returns the game of rep with the analysis written in: a header
// comment saying what produced the figures, then after each half-move or
// Awélé move worth it a mark (NAG $6, $2 or $4) and a comment. The
// comments and marks of an earlier analysis (comments starting with a
// marker, see Words) are removed first. Power tokens get their colours,
// as fmt writes them.
func (a *Analysis) Annotated(rep *validate.Report) *notation.Game {
	src := convert.FillColours(rep)
	g := *src
	plies := map[int]*PlyAnalysis{}
	for i := range a.Plies {
		plies[a.Plies[i].Ply.Pos.Offset] = &a.Plies[i]
	}
	moves := map[int]*AweleAnalysis{}
	for i := range a.Awele {
		moves[a.Awele[i].Move.Pos.Offset] = &a.Awele[i]
	}
	body := make([]notation.Element, 0, len(src.Body)+len(a.Plies)+1)
	if len(a.Plies) > 0 || len(a.Awele) > 0 {
		body = append(body, notation.Element{Kind: notation.Comment, Text: a.Header()})
	}
	if sum := a.SummaryComment(); sum != "" {
		body = append(body, notation.Element{Kind: notation.Comment, Text: sum})
	}
	old := src.Body
	for i := 0; i < len(old); i++ {
		e := old[i]
		if e.Kind == notation.Comment && IsAnalysisComment(e.Text) {
			continue
		}
		if e.Kind == notation.NAG && (e.Number == NAGOnly || e.Number == NAGMistake || e.Number == NAGBlunder || e.Number == NAGInaccuracy) &&
			i+1 < len(old) && old[i+1].Kind == notation.Comment && IsAnalysisComment(old[i+1].Text) {
			continue
		}
		body = append(body, e)
		var mark int
		var text string
		switch e.Kind {
		case notation.ChessMove, notation.NullMove:
			if pa := plies[e.Pos.Offset]; pa != nil {
				mark, text = pa.Mark, a.PlyComment(pa)
			}
		case notation.AweleMove:
			if aa := moves[e.Pos.Offset]; aa != nil {
				if text = a.AweleComment(aa); text != "" {
					mark = aa.Mark
				}
			}
		}
		if text == "" {
			continue
		}
		if mark != 0 {
			body = append(body, notation.Element{Kind: notation.NAG, Number: mark})
		}
		body = append(body, notation.Element{Kind: notation.Comment, Text: text})
	}
	g.Body = body
	return &g
}
