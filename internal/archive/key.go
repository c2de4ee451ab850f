package archive

import (
	"encoding/binary"
	"hash/maphash"
	"slices"
	"strconv"

	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// seed is the hash seed of this process: keys are compared within one run.
var seed = maphash.MakeSeed()

// Key identifies the moves of a game: two records of the same game have the
// same key whatever their language, tags, comments, move numbers or
// layout, since it hashes what the replay played, not the text: the chess
// start position, each Awélé game's start position, then every move in the
// order of the record — each Awélé move (its hole, or a capture event's
// side and seeds) and each chess half-move (its UCI form, "0000" for the
// null move, with the number and colour of the power it consumed).
//
// The number of moves written in the main line is hashed too, so that two
// records that agree up to an illegal move, where the replay stops, and
// differ after it are not the same.
//
// depth > 0 hashes only the first depth moves, Awélé moves and chess
// half-moves counted alike (pgn-extract's fuzzy depth); 0 hashes them all.
// The report must trace the moves (Level Moves).
type Key struct {
	Hash uint64
	// Moves is the number of moves hashed: two games with the same hash
	// and another number of moves are not the same.
	Moves int
}

// GameKey computes the key of a validated game.
func GameKey(r *validate.Report, depth int) Key {
	var h maphash.Hash
	h.SetSeed(seed)
	var buf [64]byte
	h.WriteString(r.StartFEN())
	h.WriteByte(0)
	// The Awélé moves and the chess half-moves, merged in record order.
	type at struct{ awele, move int }
	var order []at
	for i := range r.Awele {
		h.WriteString(r.Awele[i].StartOGN())
		h.WriteByte(0)
		for j := range r.Awele[i].Moves {
			order = append(order, at{i, j})
		}
	}
	offset := func(a at) int { return r.Awele[a.awele].Moves[a.move].Pos.Offset }
	n := 0
	ai, pi := 0, 0
	for (ai < len(order) || pi < len(r.Plies)) && (depth <= 0 || n < depth) {
		n++
		b := buf[:0]
		if pi == len(r.Plies) || ai < len(order) && offset(order[ai]) <= r.Plies[pi].Pos.Offset {
			a := order[ai]
			ai++
			m := &r.Awele[a.awele].Moves[a.move]
			b = append(b, 'A')
			b = strconv.AppendInt(b, int64(a.awele), 10)
			b = append(b, ':')
			if m.Hole < 0 {
				b = append(b, m.Side.String()...)
				b = strconv.AppendInt(b, int64(m.Captured), 10)
			} else {
				b = strconv.AppendInt(b, int64(m.Hole), 10)
			}
		} else {
			p := &r.Plies[pi]
			pi++
			b = append(b, 'C')
			b = append(b, p.UCI...)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(p.Power), 10)
			b = append(b, p.PowerLetter()...)
		}
		b = append(b, ';')
		h.Write(b)
	}
	// The moves written in the main line, replayed or not: two records that
	// agree up to an illegal move and differ after it are not the same.
	if depth <= 0 && r.Game != nil {
		written := 0
		for i := range r.Game.Body {
			switch r.Game.Body[i].Kind {
			case notation.AweleMove, notation.CaptureEvent, notation.ChessMove, notation.NullMove:
				written++
			}
		}
		b := strconv.AppendInt(buf[:0], int64(written), 10)
		h.Write(append(b, 'W'))
	}
	return Key{Hash: h.Sum64(), Moves: n}
}

// WithPlayers is the key of the same moves played by the same players:
// White's and Black's names, each by its first spelling in the alias file
// (Aliases.Canonical: "Carlsen,Magnus" counts as "Carlsen, Magnus" when
// the file says so), are hashed with the moves. select --duplicates
// --aliases finds with it the games that are the same moves between the
// same players, whatever the spellings the file merges; the same moves
// played by others (a short draw repeated from event to event) are not
// duplicates then.
func (k Key) WithPlayers(white, black string, a *Aliases) Key {
	var h maphash.Hash
	h.SetSeed(seed)
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], k.Hash)
	h.Write(b[:])
	h.WriteString(a.Canonical(white))
	h.WriteByte(0)
	h.WriteString(a.Canonical(black))
	return Key{Hash: h.Sum64(), Moves: k.Moves}
}

// Empty tells whether the key stands for no move at all (a record of tags
// alone): such games are never duplicates of each other.
func (k Key) Empty() bool { return k.Moves == 0 }

// Place is where a game stands in a collection.
type Place struct {
	// File names the file (as the caller names it), Game the
	// game's 1-based number in its file, Line its first line.
	File       string
	Game, Line int
}

// Index gathers the keys of a collection to find its duplicates. It keeps
// one small entry per game, never the games' text: memory grows with the
// number of games only. It is not safe for concurrent use.
type Index struct {
	ends    map[Key][2]int32 // key -> its first and last entries
	entries []entry
	groups  int
}

type entry struct {
	key   Key
	place Place
	// next is the next entry of the same key, -1 at the end.
	next int32
}

// NewIndex returns an empty index.
func NewIndex() *Index { return &Index{ends: map[Key][2]int32{}} }

// Add records a game and tells whether a game with the same key was
// recorded before (the game is then a duplicate of it).
func (x *Index) Add(k Key, p Place) (seen bool) {
	i := int32(len(x.entries))
	x.entries = append(x.entries, entry{key: k, place: p, next: -1})
	e, ok := x.ends[k]
	if !ok {
		x.ends[k] = [2]int32{i, i}
		return false
	}
	if e[0] == e[1] {
		x.groups++
	}
	x.entries[e[1]].next = i
	x.ends[k] = [2]int32{e[0], i}
	return true
}

// Seen tells whether a game with the key was recorded, without recording
// it: --unique needs only the keys.
func (x *Index) Seen(k Key) bool {
	_, ok := x.ends[k]
	return ok
}

// Groups returns the groups of duplicates, each in the order the games were
// added, the groups in the order of their first game.
func (x *Index) Groups() [][]Place {
	out := make([][]Place, 0, x.groups)
	for i := range x.entries {
		e := &x.entries[i]
		if x.ends[e.key][0] != int32(i) || e.next < 0 {
			continue
		}
		var g []Place
		for j := int32(i); j >= 0; j = x.entries[j].next {
			g = append(g, x.entries[j].place)
		}
		out = append(out, g)
	}
	return slices.Clip(out)
}
