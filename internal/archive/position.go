package archive

import (
	"github.com/awechec/awechec/internal/i18n"
	"math/bits"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// ChessPositions calls f with the start position of the chess game and the
// position after each half-move of the main line, until f returns false.
// The report must trace boards (Level Boards). A standalone Awélé record
// has no chess game and no position.
func ChessPositions(r *validate.Report, f func(p *movegen.Position) bool) {
	if !HasChess(r) {
		return
	}
	if r.Start != nil && !f(r.Start) {
		return
	}
	for i := range r.Plies {
		if !f(&r.Plies[i].After) {
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

	board [64]movegen.ColoredPiece // the placement's squares (a1 = 0)
	// bb holds the placement's pieces by colour and kind (movegen's
	// King..Pawn), compared a word at a time.
	bb [2][movegen.Pawn + 1]uint64
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
	p := FENPattern{Placement: f[0], board: placementBoard(f[0])}
	for sq, cp := range p.board {
		if cp.Piece != movegen.NoPiece && cp.Piece <= movegen.Pawn {
			p.bb[cp.Color&1][cp.Piece] |= 1 << sq
		}
	}
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
				e := i18n.Errorf(i18n.ArcFENPiece, 8-i, c)
				e.Msg = e.Msg.Then(notation.FENLetterHint(rune(c)))
				return e
			}
		}
		if n != 8 {
			return i18n.Errorf(i18n.ArcFENSquares, 8-i, n)
		}
	}
	return nil
}

// placementBoard reads a placement checkPlacement accepted into squares.
func placementBoard(pl string) [64]movegen.ColoredPiece {
	var b [64]movegen.ColoredPiece
	rank, file := 7, 0
	for _, c := range []byte(pl) {
		switch {
		case c == '/':
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
		default:
			cp := movegen.ColoredPiece{Color: movegen.White}
			if c >= 'a' {
				cp.Color, c = movegen.Black, c-'a'+'A'
			}
			cp.Piece, _ = movegen.EnglishLetter(c)
			if rank >= 0 && file < 8 {
				b[rank*8+file] = cp
			}
			file++
		}
	}
	return b
}

// Matches tells whether a position is the pattern's: the same pieces on
// the same squares and, when the pattern gives one, the same side to move.
func (p *FENPattern) Matches(pos *movegen.Position) bool {
	for c := movegen.White; c <= movegen.Black; c++ {
		for pc := movegen.King; pc <= movegen.Pawn; pc++ {
			if pos.Pieces(pc, c) != p.bb[c&1][pc] {
				return false
			}
		}
	}
	switch p.Side {
	case "w":
		return pos.Turn() == movegen.White
	case "b":
		return pos.Turn() == movegen.Black
	}
	return true
}

// Unreachable tells whether no position that follows pos in a game can
// be the pattern's: a side has fewer pawns, or fewer pieces, than the
// pattern, or a pawn the pattern has on its starting rank (White's second,
// Black's seventh) has left that square. Captures and pawn moves cannot
// be undone, so a search may stop there.
func (p *FENPattern) Unreachable(pos *movegen.Position) bool {
	const rank2, rank7 = 0xff00, 0xff << 48
	home := [2]uint64{rank2, rank7}
	for c := movegen.White; c <= movegen.Black; c++ {
		pawns := pos.Pieces(movegen.Pawn, c)
		want := p.bb[c&1][movegen.Pawn]
		if bits.OnesCount64(pawns) < bits.OnesCount64(want) || want&home[c&1]&^pawns != 0 {
			return true
		}
		have, need := 0, 0
		for pc := movegen.King; pc <= movegen.Pawn; pc++ {
			have += bits.OnesCount64(pos.Pieces(pc, c))
			need += bits.OnesCount64(p.bb[c&1][pc])
		}
		if have < need {
			return true
		}
	}
	return false
}

func fenTest(value string) (test, error) {
	p, err := ParseFENPattern(value)
	if err != nil {
		return test{}, err
	}
	settled := func(r *validate.Report) (holds, final bool) {
		n := len(r.Plies)
		if n == 1 && r.Start != nil && p.Matches(r.Start) {
			return true, true
		}
		pos := &r.Plies[n-1].After
		if p.Matches(pos) {
			return true, true
		}
		return false, p.Unreachable(pos)
	}
	return test{level: Boards, search: &p, settled: settled, match: func(_ *notation.Game, r *validate.Report) bool {
		found := false
		ChessPositions(r, func(pos *movegen.Position) bool {
			found = p.Matches(pos)
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

// MaterialOf counts the pieces of a position.
func MaterialOf(p *movegen.Position) Material {
	var m Material
	for _, cp := range p.Board() {
		// pieceOrder is K Q R B N P, movegen's King..Pawn.
		if cp.Piece != movegen.NoPiece && cp.Piece <= movegen.Pawn {
			m[cp.Color&1][cp.Piece-movegen.King]++
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
		ChessPositions(r, func(pos *movegen.Position) bool {
			found = MaterialOf(pos) == want
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
	// Compare the fields given: the holes, then the stores, then the side
	// to move.
	var want [14]int
	for i := 0; i < len(f) && i < 14; i++ {
		want[i], _ = strconv.Atoi(f[i])
	}
	match := func(p *awele.Position) bool {
		for i := range p.Holes {
			if int(p.Holes[i]) != want[i] {
				return false
			}
		}
		if len(f) >= 14 && (p.Stores[0] != want[12] || p.Stores[1] != want[13]) {
			return false
		}
		return len(f) < 15 || p.ToMove.String() == f[14]
	}
	return test{level: Boards, match: func(_ *notation.Game, r *validate.Report) bool {
		for i := range r.Awele {
			a := &r.Awele[i]
			if a.Start != nil && match(a.Start) {
				return true
			}
			for j := range a.Moves {
				if m := &a.Moves[j]; m.Hole >= 0 && match(&m.After) {
					return true
				}
			}
		}
		return false
	}}, nil
}
