package convert

import (
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// WithSAN returns the game of r with its moves written in UCI form
// (g1f3, e7e8q: r.SANs) written in SAN, in the letters of the replay's
// language, main line and variations: what every conversion writes. A
// game with no such move is r.Game itself; otherwise a copy, r.Game left
// as it was.
func WithSAN(r *validate.Report) *notation.Game {
	if len(r.SANs) == 0 {
		return r.Game
	}
	letters, ok := notation.Table(r.Lang)
	if !ok {
		letters, _ = notation.Table(notation.English)
	}
	g := *r.Game
	g.Body = withSAN(r.Game.Body, r.SANs, &letters)
	return &g
}

// withSAN returns a copy of els with the moves of sans written in SAN.
func withSAN(els []notation.Element, sans map[int]movegen.Spec, letters *notation.Letters) []notation.Element {
	out := make([]notation.Element, len(els))
	copy(out, els)
	for i := range out {
		e := &out[i]
		if len(e.Children) > 0 {
			e.Children = withSAN(e.Children, sans, letters)
		}
		if sp, ok := sans[e.Pos.Offset]; ok && e.Kind == notation.ChessMove {
			e.SAN = specSAN(sp, letters)
		}
	}
	return out
}

// specSAN writes a move's SAN (movegen.Position.SANSpec) in letters.
func specSAN(sp movegen.Spec, letters *notation.Letters) notation.SAN {
	s := notation.SAN{Castle: uint8(sp.Castle), Capture: sp.Capture}
	switch {
	case sp.Mate:
		s.Check = '#'
	case sp.Check:
		s.Check = '+'
	}
	if sp.Castle != 0 {
		return s
	}
	if sp.Piece != movegen.Pawn {
		s.Piece = letters.Pieces[sp.Piece-1]
	}
	if sp.FromFile >= 0 {
		s.FromFile = 'a' + byte(sp.FromFile)
	}
	if sp.FromRank >= 0 {
		s.FromRank = '1' + byte(sp.FromRank)
	}
	s.ToFile, s.ToRank = 'a'+byte(sp.To&7), '1'+byte(sp.To>>3)
	if sp.Promo != movegen.NoPiece {
		s.Promo = letters.Pieces[sp.Promo-1]
	}
	return s
}
