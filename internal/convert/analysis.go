package convert

import (
	"strings"

	"github.com/awechec/awechec/internal/i18n"
)

// The comments awechec analyse writes name moves in the record's letters:
// the best move ("meilleur : Cxe5"), the move on play ("laisser jouer
// Cf6"), the line of a mate ("4. (7=B) Df3 (8=B) 0 5. (9=B) Fxf7#"). A
// translation (convert --to, the PGN export's English SAN) writes them in
// the output's letters, as it writes the moves beside them.

// analysisMarkers open every comment analyse writes, in every language
// it writes (search.Words.Marker).
var analysisMarkers = func() []string {
	var out []string
	for _, l := range []i18n.Lang{i18n.French, i18n.English} {
		if text, _, ok := i18n.Source(l, i18n.RecordMarker); ok {
			out = append(out, text+" ")
		}
	}
	return out
}()

// isAnalysis reports whether a comment is one analyse wrote (it opens with
// its marker).
func isAnalysis(text string) bool {
	for _, m := range analysisMarkers {
		if strings.HasPrefix(text, m) {
			return true
		}
	}
	return false
}

// moveLetters maps the letters of the moves an analysis comment names:
// pieces are the source's piece letters, piece and colour map a piece
// letter and a power colour letter.
type moveLetters struct {
	pieces        [5]byte
	piece, colour func(byte) byte
}

// translateMoves writes the moves and power tokens an analysis comment
// names in the letters ml maps to; every other word stays as it is.
func translateMoves(text string, ml moveLetters) string {
	words := strings.Split(text, " ")
	for i, w := range words {
		// The punctuation around a move: "(Cf6)", "Cxe5,", "Fxf7#;".
		core := strings.TrimLeft(w, "(")
		lead := w[:len(w)-len(core)]
		core = strings.TrimRight(core, ",;:)")
		trail := w[len(lead)+len(core):]
		if t, ok := ml.word(core); ok {
			words[i] = lead + t + trail
		}
	}
	return strings.Join(words, " ")
}

// word translates one word that is a move with a piece letter (Cxe5,
// Tad1+, e8=D#) or a power token ((7=B): the word without its brackets,
// "7=B"); ok is false for any other word.
func (ml moveLetters) word(w string) (string, bool) {
	b := []byte(w)
	switch {
	case powerWord(b):
		b[len(b)-1] = ml.colour(b[len(b)-1])
	case sanWord(b, ml.pieces):
		if isPiece(b[0], ml.pieces) {
			b[0] = ml.piece(b[0])
		}
		if i := strings.IndexByte(w, '='); i > 0 {
			b[i+1] = ml.piece(b[i+1])
		}
	default:
		return w, false
	}
	return string(b), true
}

// powerWord reports whether w is a power token without its brackets:
// digits, '=', a letter.
func powerWord(w []byte) bool {
	n := len(w)
	if n < 3 || w[n-2] != '=' || w[n-1] < 'A' || w[n-1] > 'Z' {
		return false
	}
	for _, c := range w[:n-2] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func isPiece(c byte, pieces [5]byte) bool {
	return c != 0 && strings.IndexByte(string(pieces[:]), c) >= 0
}

// sanWord reports whether w reads as a SAN move in the letters pieces: a
// piece letter, an optional origin file and rank, an optional x, the
// square, then for a pawn an optional promotion (=letter), and an
// optional + or #.
func sanWord(w []byte, pieces [5]byte) bool {
	w = []byte(strings.TrimRight(string(w), "+#"))
	piece := len(w) > 0 && isPiece(w[0], pieces)
	if piece {
		w = w[1:]
	} else if i := len(w) - 2; i > 1 && w[i] == '=' && isPiece(w[i+1], pieces) {
		w = w[:i]
	} else {
		return false
	}
	n := len(w)
	if n < 2 || !file(w[n-2]) || !rank(w[n-1]) {
		return false
	}
	w = w[:n-2]
	if len(w) > 0 && w[len(w)-1] == 'x' {
		w = w[:len(w)-1]
	}
	switch len(w) {
	case 0:
		return true
	case 1:
		return file(w[0]) || piece && rank(w[0])
	case 2:
		return piece && file(w[0]) && rank(w[1])
	}
	return false
}

func file(c byte) bool { return c >= 'a' && c <= 'h' }
func rank(c byte) bool { return c >= '1' && c <= '8' }
