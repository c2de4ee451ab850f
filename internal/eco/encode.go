package eco

import (
	"cmp"
	"encoding/binary"
	"errors"
	"math/bits"
	"slices"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
)

// Line is a line of an opening table as its source gives it: ECO code,
// name and moves in UCI form from the start.
type Line struct {
	ECO, Name string
	UCI       []string
}

// The encoded table (Encode), every number little-endian:
//
//	magic       "ECO1"
//	header      lines, positions, signs, text length: 4 x uint32
//	keys        positions x uint64, increasing (engine.PositionKey)
//	records     positions x (text offset uint32, text length uint16,
//	            plies uint16), in the keys' order
//	signs       signs x (home uint64, pawns 2 x int8, pieces 2 x int8),
//	            the least demanding first
//	text        each opening's ECO code (3 bytes) then its name
const (
	magic     = "ECO1"
	headerLen = len(magic) + 4*4
	recLen    = 8
	signLen   = 12
)

// Encode replays each line from the start and writes the table of the
// positions they reach. Two lines that reach the same position (a
// transposition listed twice) keep the shorter, then the first by code,
// name and moves, so that the table does not depend on the order it was
// read in. A line that is not legal from the start, or whose code is not
// three characters long (A00..E99), is left out. The slice
// given is not changed.
func Encode(lines []Line) []byte {
	lines = slices.Clone(lines)
	slices.SortFunc(lines, func(a, b Line) int {
		return cmp.Or(cmp.Compare(len(a.UCI), len(b.UCI)), cmp.Compare(a.ECO, b.ECO), cmp.Compare(a.Name, b.Name),
			slices.Compare(a.UCI, b.UCI))
	})
	type entry struct {
		key  uint64
		line *Line
	}
	var entries []entry
	var reach []sign
	seen := map[uint64]bool{}
	replayed := 0
	for i := range lines {
		l := &lines[i]
		p, ok := replay(l.UCI)
		if !ok || len(l.ECO) != 3 {
			continue
		}
		replayed++
		k := engine.PositionKey(&p)
		if seen[k] {
			continue
		}
		seen[k] = true
		entries = append(entries, entry{k, l})
		if sg := signOf(&p); !slices.Contains(reach, sg) {
			reach = append(reach, sg)
		}
	}
	// The least demanding signs first: while a game may still reach the
	// table, one of the first tells it.
	demand := func(s sign) int {
		return bits.OnesCount64(s.home) + int(s.pawns[0]+s.pawns[1]+s.pieces[0]+s.pieces[1])
	}
	slices.SortFunc(reach, func(a, b sign) int {
		return cmp.Or(cmp.Compare(demand(a), demand(b)), cmp.Compare(a.home, b.home),
			slices.Compare(a.pawns[:], b.pawns[:]), slices.Compare(a.pieces[:], b.pieces[:]))
	})
	slices.SortFunc(entries, func(a, b entry) int { return cmp.Compare(a.key, b.key) })

	var keys, recs, signs, text []byte
	for _, e := range entries {
		keys = binary.LittleEndian.AppendUint64(keys, e.key)
		recs = binary.LittleEndian.AppendUint32(recs, uint32(len(text)))
		recs = binary.LittleEndian.AppendUint16(recs, uint16(len(e.line.ECO)+len(e.line.Name)))
		recs = binary.LittleEndian.AppendUint16(recs, uint16(len(e.line.UCI)))
		text = append(append(text, e.line.ECO...), e.line.Name...)
	}
	for _, s := range reach {
		signs = binary.LittleEndian.AppendUint64(signs, s.home)
		signs = append(signs, byte(s.pawns[0]), byte(s.pawns[1]), byte(s.pieces[0]), byte(s.pieces[1]))
	}
	out := []byte(magic)
	for _, n := range []int{replayed, len(entries), len(reach), len(text)} {
		out = binary.LittleEndian.AppendUint32(out, uint32(n))
	}
	return slices.Concat(out, keys, recs, signs, text)
}

// replay plays a line of UCI moves from the start; ok is false when one
// of them is not legal, or the line is empty.
func replay(uci []string) (movegen.Position, bool) {
	p := movegen.Start()
	for _, u := range uci {
		m, err := p.ParseUCI(u)
		if err != nil {
			return p, false
		}
		p.Play(m)
	}
	return p, len(uci) > 0
}

// errTable is an encoded table cut short or of another format.
var errTable = errors.New("eco: not an encoded opening table")

// decode reads an encoded table in place: only the signs are copied out.
func decode(data string) (*Table, error) {
	if len(data) < headerLen || data[:len(magic)] != magic {
		return nil, errTable
	}
	n := [4]int{}
	for i := range n {
		n[i] = int(le32(data, len(magic)+4*i))
	}
	lines, positions, signs, text := n[0], n[1], n[2], n[3]
	if len(data) != headerLen+positions*(8+recLen)+signs*signLen+text {
		return nil, errTable
	}
	t := &Table{lines: lines}
	at := headerLen
	t.keys, at = data[at:at+positions*8], at+positions*8
	t.recs, at = data[at:at+positions*recLen], at+positions*recLen
	for range signs {
		s := sign{home: le64(data, at)}
		s.pawns = [2]int8{int8(data[at+8]), int8(data[at+9])}
		s.pieces = [2]int8{int8(data[at+10]), int8(data[at+11])}
		t.reach = append(t.reach, s)
		at += signLen
	}
	t.text = data[at:]
	for i := range positions {
		off, size := int(le32(t.recs, i*recLen)), int(le16(t.recs, i*recLen+4))
		if size < 3 || off+size > len(t.text) {
			return nil, errTable
		}
	}
	return t, nil
}

// opening is the table's i-th opening (in the keys' order).
func (t *Table) opening(i int) Opening {
	r := i * recLen
	off, size := int(le32(t.recs, r)), int(le16(t.recs, r+4))
	s := t.text[off : off+size]
	return Opening{ECO: s[:3], Name: s[3:], Plies: int(le16(t.recs, r+6))}
}

func le16(s string, i int) uint16 { return uint16(s[i]) | uint16(s[i+1])<<8 }

func le32(s string, i int) uint32 {
	return uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16 | uint32(s[i+3])<<24
}

func le64(s string, i int) uint64 {
	return uint64(le32(s, i)) | uint64(le32(s, i+4))<<32
}
