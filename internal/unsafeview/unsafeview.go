// Package unsafeview holds every use of package unsafe in awechec, each
// kept for a measured gain (instructions under callgrind with GOGC=off
// and GODEBUG=asyncpreemptoff=1, on `awechec generate -n 2000 --seed 1`
// unless said). Nothing else imports unsafe (a codegate test checks it):
// a review of the project's unsafe code is a review of this file.
package unsafeview

import "unsafe"

// String returns a string sharing the bytes of b, which must stay as they
// are for as long as the string lives: no copy, no allocation.
//
// Callers, each measured against a copy (string(b)): the one-pass
// reader's game text (grammar; Chunk.owned keeps the bytes): check 462 ->
// 450 M instructions; the PGN printer's words (convert; read before the
// output buffer is written again): export --to pgn 2,492.2 -> 2,468.9 M
// with the garbage collector on. (validate's arena of SAN strings used it
// too; measured against string(b), check 1,063.2 M without it against
// 1,065.9 M with it, GC on, so it was removed.)
func String(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// Skip returns the index of the first byte from b[i] on whose class in
// table has a bit of mask, which must exist: b's last byte is one (a
// sentinel), so the loop needs neither its bound nor a bounds check,
// three of its nine instructions a byte. Caller: the reader's splitter
// (grammar.plainLine). Measured: plainLine 73.9 -> 57 M instructions.
func Skip(b []byte, i int, table *[256]uint8, mask uint8) int {
	p := unsafe.Pointer(unsafe.SliceData(b))
	for table[*(*byte)(unsafe.Add(p, i))]&mask == 0 {
		i++
	}
	return i
}

// Retype returns p as a pointer to To, which must have From's size and
// layout (two named types of one underlying type). Caller: the search,
// whose engine.Move buffers movegen writes its movegen.Move values into
// (engine.ChessMove is a conversion), so that no move is copied:
// analyse --no-engine --threads 1 corpus/seed000-fr.agn 5,975.3 -> 5,683.5 M
// instructions (GOGC=off) against a copy of each list;
// TestRetypeLayout checks the layouts it is used with.
func Retype[To, From any](p *From) *To { return (*To)(unsafe.Pointer(p)) }
