// Package eco names the opening of a chess game: its ECO code (the
// Encyclopaedia of Chess Openings' A00..E99), the opening and the
// variation, from lichess's chess-openings table (CC0), which the module
// github.com/corentings/chess/v2/opening carries (MIT).
//
// The table is read by position, not by move order: each of its 3,397
// lines is replayed and the position it reaches kept under its Zobrist key
// (engine.PositionKey: pieces, side to move and castling rights). The
// replay is done when the program is built (gen, by go generate): the
// keys, sorted, and the names are embedded (lichess.bin, about 200 KB). A game is
// named by the last position of its main line that the table holds (the
// deepest match), so that a transposition is named as the position it
// reaches, as lichess and SCID name it. Powers play no part (an Awechec
// game is classified by its chess moves). A null move is a move like any
// other for the lookup: the position after it, with the other side to
// move, is looked up as it stands; it is seldom in the table, so a game
// whose first moves include null moves is usually named by the position
// before them, or not at all.
package eco

import (
	_ "embed"
	"math/bits"
	"strings"
	"sync"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/validate"
)

// Opening is a line of the table: its ECO code ("B90"), its name as
// lichess writes it ("Sicilian Defense: Najdorf Variation, English
// Attack") and the number of half-moves of its line.
type Opening struct {
	ECO   string
	Name  string
	Plies int
}

// Family is the opening's name before the colon ("Sicilian Defense"): the
// Opening tag.
func (o Opening) Family() string {
	f, _, _ := strings.Cut(o.Name, ": ")
	return f
}

// Variation is the name after the colon ("Najdorf Variation, English
// Attack"), "" when the line is the opening itself: the Variation tag.
func (o Opening) Variation() string {
	_, v, _ := strings.Cut(o.Name, ": ")
	return v
}

// Table holds the openings by the key of the position they reach: the
// encoded table (Encode) read in place, its keys searched by halves.
type Table struct {
	// keys are the positions' keys, 8 bytes each (little-endian), in
	// increasing order; recs their openings, 8 bytes each (encode.go).
	keys, recs, text string
	lines            int
	// reach are the distinct signs of the table's positions, the least
	// demanding first (Reachable).
	reach []sign
}

// sign is what a position must still have for a game to reach it later:
// its pawns on their starting squares (White's second rank, Black's
// seventh), and each side's number of pawns and of pieces.
type sign struct {
	home          uint64
	pawns, pieces [2]int8
}

func signOf(p *movegen.Position) sign {
	var s sign
	for c := movegen.White; c <= movegen.Black; c++ {
		pawns := p.Pieces(movegen.Pawn, c)
		s.home |= pawns & [2]uint64{0xff00, 0xff << 48}[c&1]
		s.pawns[c&1] = int8(bits.OnesCount64(pawns))
		for pc := movegen.King; pc <= movegen.Pawn; pc++ {
			s.pieces[c&1] += int8(bits.OnesCount64(p.Pieces(pc, c)))
		}
	}
	return s
}

// within tells whether a position of sign have may still become one of
// sign s: captures and pawn moves cannot be undone.
func (s sign) within(have sign) bool {
	return s.home&^have.home == 0 && s.pawns[0] <= have.pawns[0] && s.pawns[1] <= have.pawns[1] &&
		s.pieces[0] <= have.pieces[0] && s.pieces[1] <= have.pieces[1]
}

// Lichess returns lichess's table. It is built when the program is
// built (go generate: gen replays the 3,397 lines and writes lichess.bin,
// embedded here), so that no run pays for the replay; reading it takes
// only its header and its few hundred signs.
func Lichess() *Table { return lichess() }

//go:generate go run ./gen -o lichess.bin

//go:embed lichess.bin
var lichessData string

// lichess reads the embedded table once. The file is written by gen and
// checked by its test: a table that cannot be read is a build gone wrong,
// and every lookup then finds nothing.
var lichess = sync.OnceValue(func() *Table {
	t, err := decode(lichessData)
	if err != nil {
		return &Table{}
	}
	return t
})

// Reachable tells whether a position of the table may still follow p in a
// game: when it is false, the game's name is settled (Stop).
func (t *Table) Reachable(p *movegen.Position) bool {
	have := signOf(p)
	for _, s := range t.reach {
		if s.within(have) {
			return true
		}
	}
	return false
}

// Stop is the validate.Options.Stop of a replay that only names the
// opening: it ends once no position of the table can follow.
func (t *Table) Stop(r *validate.Report) bool {
	return !t.Reachable(&r.Plies[len(r.Plies)-1].After)
}

// Lines is the number of lines of the table replayed; Positions the
// number of different positions they reach.
func (t *Table) Lines() int     { return t.lines }
func (t *Table) Positions() int { return len(t.keys) / 8 }

// Lookup returns the opening whose line reaches p.
func (t *Table) Lookup(p *movegen.Position) (Opening, bool) {
	k := engine.PositionKey(p)
	lo, hi := 0, len(t.keys)/8
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if le64(t.keys, m*8) < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(t.keys)/8 || le64(t.keys, lo*8) != k {
		return Opening{}, false
	}
	return t.opening(lo), true
}

// Classify names a game by the last position of its main line that the
// table holds; ok is false when none is (or the record has no chess
// game). The report must trace boards (validate.Options without
// NoBoards or NoMoves).
func (t *Table) Classify(r *validate.Report) (o Opening, ok bool) {
	if !r.Variant.HasChess() {
		return o, false
	}
	for i := range r.Plies {
		if f, found := t.Lookup(&r.Plies[i].After); found {
			o, ok = f, true
		}
	}
	return o, ok
}
