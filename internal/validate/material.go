package validate

import (
	"math/bits"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
)

// impossibleMaterial says why no game reaches the material of p (a FEN
// set-up), as chess programs warn of it: a side with more than 8 pawns, or
// with more pieces past those of the start than its missing pawns could
// have become by promotion (20 knights; 16 queens and 16 pawns). ok is
// false when the material is possible.
func impossibleMaterial(p *movegen.Position) (msg i18n.Msg, ok bool) {
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		n := func(pc movegen.Piece) int { return bits.OnesCount64(p.Pieces(pc, c)) }
		side := i18n.ColourWhite
		if c == movegen.Black {
			side = i18n.ColourBlack
		}
		pawns := n(movegen.Pawn)
		if pawns > 8 {
			return i18n.M(i18n.VMaterialPawns, pawns, side), true
		}
		extra := max(0, n(movegen.Queen)-1) + max(0, n(movegen.Rook)-2) + max(0, n(movegen.Bishop)-2) + max(0, n(movegen.Knight)-2)
		if extra > 8-pawns {
			return i18n.M(i18n.VMaterialPromoted, extra, side, pawns, 8-pawns), true
		}
	}
	return i18n.Msg{}, false
}
