package archive

import (
	"github.com/awechec/awechec/internal/i18n"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// ChessPositions calls f with the start position of the chess game and the
// position after each half-move of the main line, FEN strings, until f
// returns false. The report must trace boards (Level Boards).
// A standalone Awélé record has no chess game and no position.
func ChessPositions(r *validate.Report, f func(fen string) bool) {
	if !HasChess(r) {
		return
	}
	if r.Start != nil && !f(r.StartFEN()) {
		return
	}
	for i := range r.Plies {
		if !f(r.Plies[i].FEN()) {
			return
		}
	}
}

// HasChess tells whether the record holds a chess game: every variant but
// a standalone Awélé record (Variant Awele) does.
func HasChess(r *validate.Report) bool { return r.Variant.HasChess() }

// FENPattern is a chess position to look for: the placement, and the side
// to move when one is given.
type FENPattern struct {
	Placement string
	Side      string // "w", "b", or "" for either
}

// ParseFENPattern reads a FEN whose first field is a placement of eight
// ranks; the second, when given, is the side to move; the others (castling,
// en passant, clocks) are ignored, as a position is the same whatever they
// say.
func ParseFENPattern(s string) (FENPattern, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return FENPattern{}, i18n.Errorf(i18n.ArcFEN, s)
	}
	if err := checkPlacement(f[0]); err != nil {
		return FENPattern{}, i18n.Errorf(i18n.ArcValue, s, i18n.ErrorMsg(err))
	}
	p := FENPattern{Placement: f[0]}
	if len(f) > 1 {
		if f[1] != "w" && f[1] != "b" {
			return FENPattern{}, i18n.Errorf(i18n.ArcFENSide, s, f[1])
		}
		p.Side = f[1]
	}
	return p, nil
}

func checkPlacement(pl string) error {
	ranks := strings.Split(pl, "/")
	if len(ranks) != 8 {
		return i18n.Errorf(i18n.ArcFENRanks, len(ranks))
	}
	for i, rk := range ranks {
		n := 0
		for _, c := range []byte(rk) {
			switch {
			case c >= '1' && c <= '8':
				n += int(c - '0')
			case strings.IndexByte("KQRBNPkqrbnp", c) >= 0:
				n++
			default:
				return i18n.Errorf(i18n.ArcFENPiece, 8-i, c)
			}
		}
		if n != 8 {
			return i18n.Errorf(i18n.ArcFENSquares, 8-i, n)
		}
	}
	return nil
}

// Matches tells whether a full FEN is the pattern's position.
func (p FENPattern) Matches(fen string) bool {
	pl, rest, _ := strings.Cut(fen, " ")
	if pl != p.Placement {
		return false
	}
	if p.Side == "" {
		return true
	}
	side, _, _ := strings.Cut(rest, " ")
	return side == p.Side
}

func fenTest(value string) (test, error) {
	p, err := ParseFENPattern(value)
	if err != nil {
		return test{}, err
	}
	return test{level: Boards, match: func(_ *notation.Game, r *validate.Report) bool {
		found := false
		ChessPositions(r, func(fen string) bool {
			found = p.Matches(fen)
			return !found
		})
		return found
	}}, nil
}

// Material counts pieces by kind, K Q R B N P, for each side.
type Material [2][6]uint8

const pieceOrder = "KQRBNP"

// ParseMaterial reads "KQ:KR" (White's pieces, a colon, Black's), each
// piece a letter, optionally followed by a count (KR2P3). The letters are
// English (K Q R B N P) or French (R D T F C P): a side written with K is
// English, one without K French, R standing for its king.
func ParseMaterial(s string) (Material, error) {
	var m Material
	w, b, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok || strings.Contains(b, ":") {
		return m, i18n.Errorf(i18n.ArcMaterial, s)
	}
	for side, txt := range []string{w, b} {
		txt = strings.ToUpper(strings.TrimSpace(txt))
		letters := "KQRBNP"
		if !strings.Contains(txt, "K") {
			letters = "RDTFCP" // French: Roi Dame Tour Fou Cavalier Pion
		}
		for i := 0; i < len(txt); {
			k := strings.IndexByte(letters, txt[i])
			if k < 0 {
				return m, i18n.Errorf(i18n.ArcMaterialLetter, s, txt[i])
			}
			i++
			j := i
			for j < len(txt) && txt[j] >= '0' && txt[j] <= '9' {
				j++
			}
			n := 1
			if j > i {
				n, _ = strconv.Atoi(txt[i:j])
			}
			if int(m[side][k])+n > 16 {
				return m, i18n.Errorf(i18n.ArcMaterialMany, s)
			}
			m[side][k] += uint8(n)
			i = j
		}
		if m[side][0] != 1 {
			return m, i18n.Errorf(i18n.ArcMaterialKing, s)
		}
	}
	return m, nil
}

// MaterialOf counts the pieces of a FEN's placement.
func MaterialOf(fen string) Material {
	var m Material
	for i := 0; i < len(fen) && fen[i] != ' '; i++ {
		c := fen[i]
		side := 0
		if c >= 'a' && c <= 'z' {
			side, c = 1, c-'a'+'A'
		}
		if k := strings.IndexByte(pieceOrder, c); k >= 0 {
			m[side][k]++
		}
	}
	return m
}

func materialTest(value string) (test, error) {
	want, err := ParseMaterial(value)
	if err != nil {
		return test{}, err
	}
	return test{level: Boards, match: func(_ *notation.Game, r *validate.Report) bool {
		found := false
		ChessPositions(r, func(fen string) bool {
			found = MaterialOf(fen) == want
			return !found
		})
		return found
	}}, nil
}

// boardTest reads an Awélé position in OGN form: the twelve holes A..F
// a..f, optionally South's and North's stores, optionally the side to
// move, joined by '-' (4-4-4-4-4-4-4-4-4-4-4-4 is the start, whoever
// moves).
func boardTest(value string) (test, error) {
	f := strings.Split(strings.TrimSpace(value), "-")
	if len(f) != 12 && len(f) != 14 && len(f) != 15 {
		return test{}, i18n.Errorf(i18n.ArcBoard, value)
	}
	for i, v := range f {
		if i == 14 {
			if v != "S" && v != "N" {
				return test{}, i18n.Errorf(i18n.ArcBoardSide, value, v)
			}
			continue
		}
		if n, err := strconv.Atoi(v); err != nil || n < 0 || n > awele.Seeds {
			return test{}, i18n.Errorf(i18n.ArcBoardSeeds, value, v)
		}
	}
	// The positions of the trace are written the same way: compare the
	// first fields as text, numbers being written without leading zeros.
	for i, v := range f {
		if i < 14 {
			n, _ := strconv.Atoi(v)
			f[i] = strconv.Itoa(n)
		}
	}
	want := strings.Join(f, "-")
	match := func(pos string) bool {
		return pos != "" && strings.HasPrefix(pos, want) && (len(pos) == len(want) || pos[len(want)] == '-')
	}
	return test{level: Boards, match: func(_ *notation.Game, r *validate.Report) bool {
		for i := range r.Awele {
			a := &r.Awele[i]
			if match(a.StartOGN()) {
				return true
			}
			for j := range a.Moves {
				if match(a.Moves[j].AfterOGN()) {
					return true
				}
			}
		}
		return false
	}}, nil
}
