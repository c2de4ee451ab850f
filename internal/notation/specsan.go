package notation

import "github.com/awechec/awechec/internal/movegen"

// SpecSAN writes a SAN as movegen's SAN writer decides it (see
// movegen.Position.SANSpec) in the piece letters t: the one way a move the
// rules found is written in a language's letters.
func SpecSAN(s movegen.Spec, t *Letters) SAN {
	var out SAN
	switch s.Castle {
	case 1:
		out.Castle = KingSide
	case 2:
		out.Castle = QueenSide
	default:
		if s.Piece != movegen.Pawn {
			out.Piece = t.Letter(s.Piece)
		}
		if s.FromFile >= 0 {
			out.FromFile = 'a' + byte(s.FromFile)
		}
		if s.FromRank >= 0 {
			out.FromRank = '1' + byte(s.FromRank)
		}
		out.Capture = s.Capture
		out.ToFile, out.ToRank = 'a'+byte(s.To.File()), '1'+byte(s.To.Rank())
		if s.Promo != movegen.NoPiece {
			out.Promo = t.Letter(s.Promo)
		}
	}
	switch {
	case s.Mate:
		out.Check = '#'
	case s.Check:
		out.Check = '+'
	}
	return out
}
