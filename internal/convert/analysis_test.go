package convert

import (
	"testing"

	"github.com/awechec/awechec/internal/notation"
)

// TestTranslateAnalysisMoves: the moves and power tokens an analysis
// comment names take the output's letters; its words, scores and hole
// letters stay as written.
func TestTranslateAnalysisMoves(t *testing.T) {
	fr, _ := notation.Table(notation.French)
	en, _ := notation.Table(notation.English)
	p := &printer{translate: true, from: fr, to: en, fromWhite: fr.White, fromBlack: fr.Black, toWhite: en.White, toBlack: en.Black}
	toEN := moveLetters{p.from.Pieces, p.piece, p.colour}
	back := letterTranslation{from: en, to: fr, fromColours: en, toColours: fr}
	toFR := moveLetters{back.from.Pieces, back.piece, back.colour}
	for _, c := range []struct{ fr, en string }{
		{"analyse : meilleur : Df3 (mat en 2 coups (3 demi-coups) pour les Blancs), joué : +1,80", "analyse : meilleur : Qf3 (mat en 2 coups (3 demi-coups) pour les Blancs), joué : +1,80"},
		{"analyse : mat en 2 coups (3 demi-coups) avec les pouvoirs restants : 4. (7=B) Df3 (8=B) 0 5. (9=B) Fxf7# [prof. 4]", "analyse : mat en 2 coups (3 demi-coups) avec les pouvoirs restants : 4. (7=W) Qf3 (8=W) 0 5. (9=W) Bxf7# [prof. 4]"},
		{"analyse : autre choix : laisser jouer Cf6 (+0,68) ; 1... (2=N) Tad1+ e8=D# Cgxe5 R1e2", "analyse : autre choix : laisser jouer Nf6 (+0,68) ; 1... (2=B) Rad1+ e8=Q# Ngxe5 K1e2"},
		// Words, scores, Awélé holes and squares alone are not moves.
		{"analyse : meilleur : B (3 graines), joué : e (0 graine) ; Blancs (?) : coups (3) : précision 55,6 % [%eval #3] e4 d5 exd5", "analyse : meilleur : B (3 graines), joué : e (0 graine) ; Blancs (?) : coups (3) : précision 55,6 % [%eval #3] e4 d5 exd5"},
	} {
		if got := translateMoves(c.fr, toEN); got != c.en {
			t.Errorf("to English:\n got %s\nwant %s", got, c.en)
		}
		if got := translateMoves(c.en, toFR); got != c.fr {
			t.Errorf("back to French:\n got %s\nwant %s", got, c.fr)
		}
	}
}
