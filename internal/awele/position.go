// Package awele is the rules engine for Awélé (Oware) as played inside
// Awechec and in standalone records: positions, named rule sets, legal
// moves, sowing and captures, and the ways a game ends.
//
// The board has 12 holes indexed 0..11 in sowing (counter-clockwise) order:
// 0..5 are South's holes A..F (South's left to right) and 6..11 are North's
// holes a..f (North's left to right), so the cycle is A B C D E F a b c d e f.
// The package knows nothing of game files: callers turn text into hole
// indexes with ParseHole and rule-set names into Rules with ParseRules.
package awele

import (
	"encoding/binary"
	"errors"
	"github.com/awechec/awechec/internal/i18n"
	"strconv"
	"strings"
)

// Side is one of the two players. South moves first from the start position.
type Side uint8

// The two sides.
const (
	South Side = 0
	North Side = 1
)

// Other returns the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String returns "S" for South and "N" for North.
func (s Side) String() string {
	switch s {
	case South:
		return "S"
	case North:
		return "N"
	}
	return "Side(" + strconv.Itoa(int(s)) + ")"
}

// Seeds is the number of seeds in a game: 4 in each of the 12 holes.
const Seeds = 48

// Position is an Awélé position: seeds in each hole, seeds captured by each
// side and the side to move. It is a small value type, cheap to copy and
// comparable with ==, so it can key a map. A hole holds at most 48 seeds,
// which fits the uint8 of Holes.
type Position struct {
	Holes  [12]uint8 // seeds in each hole, indexed as in the package comment
	Stores [2]int    // seeds captured so far by South (index 0) and North (1)
	ToMove Side      // the side to move
}

// Start returns the start position: 4 seeds in each hole, South to move.
func Start() Position {
	var p Position
	for i := range p.Holes {
		p.Holes[i] = 4
	}
	return p
}

// OnBoard returns the number of seeds left in the holes.
func (p *Position) OnBoard() int {
	n := 0
	for _, h := range p.Holes {
		n += int(h)
	}
	return n
}

// RowSeeds returns the number of seeds in side s's row.
func (p *Position) RowSeeds(s Side) int { return rowSeeds(&p.Holes, s) }

// rowSeeds returns the number of seeds in side s's row of holes.
func rowSeeds(holes *[12]uint8, s Side) int {
	row := (*[6]uint8)(holes[6*int(s&1):])
	return int(row[0]) + int(row[1]) + int(row[2]) + int(row[3]) + int(row[4]) + int(row[5])
}

// rowEmpty reports whether side s's row holds no seed: its six holes
// read as one word.
func (p *Position) rowEmpty(s Side) bool {
	if s&1 == South {
		return binary.LittleEndian.Uint64(p.Holes[:8])&0xFFFFFFFFFFFF == 0
	}
	return binary.LittleEndian.Uint64(p.Holes[4:])>>16 == 0
}

// Score returns the seeds captured by South and by North.
func Score(p Position) (south, north int) { return p.Stores[0], p.Stores[1] }

// ErrBadPosition is wrapped by every error of ParsePosition and ParseSetUp.
var ErrBadPosition = errors.New("bad position")

// ParsePosition reads a position in Aualé's OGN form, fifteen fields joined
// by '-': the 12 holes A..F then a..f, South's store, North's store, and the
// side to move S or N, e.g. "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S" (the start).
// The holes and stores must hold exactly 48 seeds in all; use ParseSetUp for
// a study position with fewer.
func ParsePosition(s string) (Position, error) {
	p, err := parse(s)
	if err != nil {
		return p, err
	}
	if t := p.OnBoard() + p.Stores[0] + p.Stores[1]; t != Seeds {
		return Position{}, i18n.Errorf(i18n.AwelePosTotal, s, t, Seeds).Wrap(ErrBadPosition)
	}
	return p, nil
}

// ParseSetUp reads a position in the same form as ParsePosition but accepts
// fewer than 48 seeds in all, as a study may start from a set position with
// some seeds out of play (RULES.md section 5). It still refuses more than 48.
func ParseSetUp(s string) (Position, error) {
	p, err := parse(s)
	if err != nil {
		return p, err
	}
	if t := p.OnBoard() + p.Stores[0] + p.Stores[1]; t > Seeds {
		return Position{}, i18n.Errorf(i18n.AwelePosMore, s, t, Seeds).Wrap(ErrBadPosition)
	}
	return p, nil
}

func parse(s string) (Position, error) {
	var p Position
	f := strings.Split(strings.TrimSpace(s), "-")
	if len(f) != 15 {
		return p, i18n.Errorf(i18n.AwelePosFields, s, len(f)).Wrap(ErrBadPosition)
	}
	for i := 0; i < 14; i++ {
		n, err := strconv.Atoi(f[i])
		if err != nil || n < 0 || n > Seeds || f[i] == "" || f[i][0] == '+' {
			what := i18n.M(i18n.AweleHole, HoleLetter(i, SouthUpper))
			if i >= 12 {
				what = i18n.M([2]i18n.Key{i18n.AweleStoreSouth, i18n.AweleStoreNorth}[i-12])
			}
			return Position{}, i18n.Errorf(i18n.AwelePosField, s, what, f[i], Seeds).Wrap(ErrBadPosition)
		}
		if i < 12 {
			p.Holes[i] = uint8(n)
		} else {
			p.Stores[i-12] = n
		}
	}
	switch f[14] {
	case "S":
		p.ToMove = South
	case "N":
		p.ToMove = North
	default:
		return Position{}, i18n.Errorf(i18n.AwelePosSide, s, f[14]).Wrap(ErrBadPosition)
	}
	return p, nil
}

// String returns the position in the form ParsePosition reads.
func (p Position) String() string {
	var b [64]byte
	out := b[:0]
	for i := range p.Holes {
		out = strconv.AppendInt(out, int64(p.Holes[i]), 10)
		out = append(out, '-')
	}
	out = strconv.AppendInt(out, int64(p.Stores[0]), 10)
	out = append(out, '-')
	out = strconv.AppendInt(out, int64(p.Stores[1]), 10)
	out = append(out, '-')
	out = append(out, p.ToMove.String()...)
	return string(out)
}

// Case says which side's holes are written in uppercase.
type Case uint8

// The two letter-case conventions.
const (
	// SouthUpper writes South's holes A..F and North's a..f (seeds 000, 003;
	// the default).
	SouthUpper Case = iota
	// NorthUpper writes North's holes A..F and South's a..f (seed 001).
	NorthUpper
)

// String returns "south-upper" or "north-upper".
func (c Case) String() string {
	if c == NorthUpper {
		return "north-upper"
	}
	if c == SouthUpper {
		return "south-upper"
	}
	return "Case(" + strconv.Itoa(int(c)) + ")"
}

// ParseCase reads "south-upper" or "north-upper" (or their French words,
// sud-majuscules and nord-majuscules).
func ParseCase(s string) (Case, error) {
	switch english(s) { // sud-majuscules is south-upper
	case "south-upper":
		return SouthUpper, nil
	case "north-upper":
		return NorthUpper, nil
	}
	return SouthUpper, i18n.Errorf(i18n.AweleCaseBad, s)
}

// HoleLetter returns the letter of a hole under convention c, or '?' for a
// hole index outside 0..11.
func HoleLetter(hole int, c Case) byte {
	if hole < 0 || hole > 11 {
		return '?'
	}
	upper := hole < 6
	if c == NorthUpper {
		upper = !upper
	}
	if upper {
		return 'A' + byte(hole%6)
	}
	return 'a' + byte(hole%6)
}

// ParseHole reads a hole letter under convention c and returns the hole
// index and the side that owns it; ok is false for any other byte.
func ParseHole(letter byte, c Case) (hole int, side Side, ok bool) {
	var upper bool
	switch {
	case letter >= 'A' && letter <= 'F':
		upper, hole = true, int(letter-'A')
	case letter >= 'a' && letter <= 'f':
		upper, hole = false, int(letter-'a')
	default:
		return 0, South, false
	}
	side = South
	if upper == (c == NorthUpper) {
		side = North
	}
	return hole + 6*int(side), side, true
}
