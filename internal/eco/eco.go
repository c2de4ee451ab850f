// Package eco names the opening of a chess game: its ECO code (the
// Encyclopaedia of Chess Openings' A00..E99), the opening and the
// variation, from lichess's chess-openings table (CC0), which the module
// github.com/corentings/chess/v2/opening carries (MIT).
//
// The table is read by position, not by move order: each of its 3,400
// lines is replayed and the position it reaches kept under its Zobrist key
// (engine.PositionKey: pieces, side to move and castling rights). A game is
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
	"cmp"
	"slices"
	"strings"
	"sync"

	"github.com/corentings/chess/v2/opening"

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

// Table holds the openings by the key of the position they reach.
type Table struct {
	byKey map[uint64]Opening
	lines int
}

// Lichess returns lichess's table, built once on first use (about 3,400
// lines replayed).
var Lichess = sync.OnceValue(func() *Table {
	var lines []line
	for _, o := range opening.NewBookECO().Possible(nil) {
		lines = append(lines, line{eco: o.Code(), name: o.Title(), uci: strings.Fields(o.PGN())})
	}
	return build(lines)
})

// line is a line of a table: code, name and moves in UCI form.
type line struct {
	eco, name string
	uci       []string
}

// build replays each line from the start and keeps its final position.
// Two lines that reach the same position (a transposition listed twice)
// keep the shorter, then the first by code and name, so that the table
// does not depend on the order it was read in.
func build(lines []line) *Table {
	slices.SortFunc(lines, func(a, b line) int {
		return cmp.Or(cmp.Compare(len(a.uci), len(b.uci)), cmp.Compare(a.eco, b.eco), cmp.Compare(a.name, b.name))
	})
	t := &Table{byKey: make(map[uint64]Opening, len(lines))}
	for _, l := range lines {
		p := movegen.Start()
		ok := true
		for _, u := range l.uci {
			m, err := p.ParseUCI(u)
			if err != nil {
				ok = false
				break
			}
			p.Play(m)
		}
		if !ok || len(l.uci) == 0 {
			continue
		}
		t.lines++
		k := engine.PositionKey(&p)
		if _, seen := t.byKey[k]; !seen {
			t.byKey[k] = Opening{ECO: l.eco, Name: l.name, Plies: len(l.uci)}
		}
	}
	return t
}

// Lines is the number of lines of the table replayed; Positions the
// number of different positions they reach.
func (t *Table) Lines() int     { return t.lines }
func (t *Table) Positions() int { return len(t.byKey) }

// Lookup returns the opening whose line reaches p.
func (t *Table) Lookup(p *movegen.Position) (Opening, bool) {
	o, ok := t.byKey[engine.PositionKey(p)]
	return o, ok
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
