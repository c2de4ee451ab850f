package search

import "sync/atomic"

// Bound says what a stored score is.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // the score is at most this (fail low)
	boundLower       // the score is at least this (fail high)
	boundExact
)

// depthComplete marks an entry whose subtree was searched to its end (no
// line was cut by the depth limit): its score holds at any depth.
const depthComplete = 255

// entry is one transposition-table slot: the key XOR the data, and the
// data, so that a slot torn by two threads writing at once is never
// believed (the lockless scheme of Hyatt and Mann). Both words are
// accessed atomically, so the table is safe for concurrent use and race
// free.
type entry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// table is a transposition table shared by the threads of a search.
type table struct {
	slots []entry
	mask  uint64
}

// newTable returns a table of about mb megabytes (a power of two number of
// 16-byte slots, at least 1024).
func newTable(mb int) *table {
	n := uint64(1024)
	for n*2*16 <= uint64(mb)<<20 {
		n *= 2
	}
	return &table{slots: make([]entry, n), mask: n - 1}
}

// data layout: move 32 bits | score 16 bits (signed) | depth 8 | bound 2.
func pack(move uint32, score int32, depth int, b bound) uint64 {
	return uint64(move) | uint64(uint16(int16(score)))<<32 | uint64(uint8(depth))<<48 | uint64(b)<<56
}

func unpack(d uint64) (move uint32, score int32, depth int, b bound) {
	return uint32(d), int32(int16(uint16(d >> 32))), int(uint8(d >> 48)), bound(d >> 56 & 3)
}

// probe returns the slot's data for key, ok false when the slot holds
// another key.
func (t *table) probe(key uint64) (uint64, bool) {
	e := &t.slots[key&t.mask]
	d := e.data.Load()
	if e.check.Load()^d != key {
		return 0, false
	}
	return d, true
}

// store writes the data for key. A deeper entry of the same key is kept
// unless the new one is exact or complete.
func (t *table) store(key uint64, move uint32, score int32, depth int, b bound) {
	e := &t.slots[key&t.mask]
	if old := e.data.Load(); e.check.Load()^old == key {
		_, _, od, ob := unpack(old)
		if od > depth && b != boundExact && ob == boundExact {
			return
		}
		if move == 0 {
			move = uint32(old)
		}
	}
	d := pack(move, score, depth, b)
	e.data.Store(d)
	e.check.Store(key ^ d)
}

// clear empties the table.
func (t *table) clear() {
	for i := range t.slots {
		t.slots[i].data.Store(0)
		t.slots[i].check.Store(0)
	}
}
