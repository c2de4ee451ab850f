package movegen

import (
	"math/bits"
	"sync"
)

// Precomputed attack and geometry tables. Sliding attacks are read from
// tables by "fancy" magic bitboards (the relevant occupancy times a magic
// number gives the index), 840 KB filled when the first position is made, by
// the Hyperbola Quintessence technique (byte swap for files and
// diagonals, a 4 KiB first-rank table for ranks), which the search's
// mobility count, looking up the attacks of every slider at every leaf,
// would otherwise compute each time. The magic numbers are constants
// (found once by a seeded random search), so the initialisation is
// deterministic.

var (
	knightAtt [64]uint64
	kingAtt   [64]uint64
	pawnAtt   [2][64]uint64 // pawnAtt[c][sq]: squares attacked by a pawn of colour c on sq

	fileMaskEx  [64]uint64 // file through sq, without sq
	diagMaskEx  [64]uint64 // a1-h8 direction diagonal through sq, without sq
	antiMaskEx  [64]uint64 // h1-a8 direction diagonal through sq, without sq
	rookPseudo  [64]uint64 // rook attacks on an empty board
	bishPseudo  [64]uint64 // bishop attacks on an empty board
	rankAttacks [64 * 8]uint8

	between [64][64]uint64 // squares strictly between two aligned squares
	line    [64][64]uint64 // the full line through two aligned squares
)

const (
	fileA   uint64 = 0x0101010101010101
	fileH   uint64 = fileA << 7
	rank1   uint64 = 0xFF
	rank8   uint64 = rank1 << 56
	notRank uint64 = ^(rank1 | rank8)
)

func init() {
	for sq := 0; sq < 64; sq++ {
		f, r := sq&7, sq>>3
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if t, ok := sqAt(f+d[0], r+d[1]); ok {
				knightAtt[sq] |= 1 << t
			}
		}
		for _, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if t, ok := sqAt(f+d[0], r+d[1]); ok {
				kingAtt[sq] |= 1 << t
			}
		}
		for _, df := range [2]int{-1, 1} {
			if t, ok := sqAt(f+df, r+1); ok {
				pawnAtt[White][sq] |= 1 << t
			}
			if t, ok := sqAt(f+df, r-1); ok {
				pawnAtt[Black][sq] |= 1 << t
			}
		}
		fileMaskEx[sq] = ray(f, r, 0, 1) | ray(f, r, 0, -1)
		diagMaskEx[sq] = ray(f, r, 1, 1) | ray(f, r, -1, -1)
		antiMaskEx[sq] = ray(f, r, 1, -1) | ray(f, r, -1, 1)
		rookPseudo[sq] = fileMaskEx[sq] | ray(f, r, 1, 0) | ray(f, r, -1, 0)
		bishPseudo[sq] = diagMaskEx[sq] | antiMaskEx[sq]
	}
	// First-rank attacks: occupancy of the six inner squares x file.
	for occ := 0; occ < 64; occ++ {
		o := occ << 1
		for f := 0; f < 8; f++ {
			var a uint8
			for t := f + 1; t < 8; t++ {
				a |= 1 << t
				if o&(1<<t) != 0 {
					break
				}
			}
			for t := f - 1; t >= 0; t-- {
				a |= 1 << t
				if o&(1<<t) != 0 {
					break
				}
			}
			rankAttacks[occ*8+f] = a
		}
	}
	for a := 0; a < 64; a++ {
		for _, d := range [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			f, r := a&7, a>>3
			var btw uint64
			for {
				f, r = f+d[0], r+d[1]
				t, ok := sqAt(f, r)
				if !ok {
					break
				}
				between[a][t] = btw
				line[a][t] = ray(a&7, a>>3, d[0], d[1]) | ray(a&7, a>>3, -d[0], -d[1]) | 1<<a
				btw |= 1 << t
			}
		}
	}
}

// magicsOnce fills the magic tables, once, when the first position is
// made (fromFEN, which Start's position comes from too), not at the
// package's initialisation: 8 M instructions (about 2 ms natively, more
// in each of the web page's WebAssembly workers) that a program which
// reads no move (awechec version, help) does not pay. Every Position comes
// from fromFEN or from one that did, so the tables are filled before any
// attack is read.
var magicsOnce sync.Once

func fillMagics() {
	initMagics(&rookMagics, rookTable[:], &rookMagic, func(sq int) uint64 {
		// the file and the rank, less the square and their ends
		return fileMaskEx[sq]&^(rank1|rank8) | (rank1<<(sq&^7))&^(1<<sq)&^(fileA|fileH)
	}, rookAttacksHQ)
	initMagics(&bishopMagics, bishopTable[:], &bishopMagic, func(sq int) uint64 {
		return bishPseudo[sq] &^ (rank1 | rank8 | fileA | fileH)
	}, bishopAttacksHQ)
}

func sqAt(f, r int) (int, bool) {
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return 0, false
	}
	return r*8 + f, true
}

// ray returns the squares from (f, r) in direction (df, dr), excluding the
// start square.
func ray(f, r, df, dr int) uint64 {
	var b uint64
	for {
		f, r = f+df, r+dr
		t, ok := sqAt(f, r)
		if !ok {
			return b
		}
		b |= 1 << t
	}
}

// hq computes sliding attacks along one line (file or diagonal) by
// Hyperbola Quintessence.
func hq(occ, mask uint64, sq int) uint64 {
	s := uint64(1) << sq
	fwd := occ & mask
	rev := bits.ReverseBytes64(fwd)
	fwd -= s
	rev -= bits.ReverseBytes64(s)
	fwd ^= bits.ReverseBytes64(rev)
	return fwd & mask
}

func rankAtt(occ uint64, sq int) uint64 {
	r := sq &^ 7
	o := (occ >> (r + 1)) & 63
	return uint64(rankAttacks[int(o)*8+sq&7]) << r
}

// rookAttacksHQ and bishopAttacksHQ compute the sliding attacks by
// Hyperbola Quintessence: they fill the magic tables.
func rookAttacksHQ(sq int, occ uint64) uint64 {
	return hq(occ, fileMaskEx[sq], sq) | rankAtt(occ, sq)
}

func bishopAttacksHQ(sq int, occ uint64) uint64 {
	return hq(occ, diagMaskEx[sq], sq) | hq(occ, antiMaskEx[sq], sq)
}

// magic is the entry of one square in a magic table: the attacks under
// occupancy occ are at off + (occ&mask)*magic>>shift.
type magic struct {
	mask, magic uint64
	off         uint32
	shift       uint8
}

var (
	rookMagics, bishopMagics [64]magic
	rookTable                [102400]uint64
	bishopTable              [5248]uint64
)

// initMagics fills the entries and tables of a piece from its magic
// numbers, mask giving the relevant occupancy of each square (the line
// less its last square) and att the attacks.
func initMagics(ms *[64]magic, table []uint64, nums *[64]uint64, mask func(sq int) uint64, att func(sq int, occ uint64) uint64) {
	off := uint32(0)
	for sq := range ms {
		m := &ms[sq]
		m.mask, m.magic, m.off = mask(sq), nums[sq], off
		n := bits.OnesCount64(m.mask)
		m.shift = uint8(64 - n)
		for sub := uint64(0); ; {
			table[off+uint32(sub*m.magic>>m.shift)] = att(sq, sub)
			sub = (sub - m.mask) & m.mask
			if sub == 0 {
				break
			}
		}
		off += 1 << n
	}
}

func rookAttacks(sq int, occ uint64) uint64 {
	m := &rookMagics[sq]
	return rookTable[m.off+uint32((occ&m.mask)*m.magic>>m.shift)]
}

func bishopAttacks(sq int, occ uint64) uint64 {
	m := &bishopMagics[sq]
	return bishopTable[m.off+uint32((occ&m.mask)*m.magic>>m.shift)]
}

// The magic numbers, by square, found by a search of sparse random
// numbers (xorshift seeded with 0x9E3779B97F4A7C15) that map every
// relevant occupancy of the square to an index of its attacks.
var rookMagic = [64]uint64{
	0x1080004008801020, 0x0840092002c03000, 0x1900200010400900, 0x0880100008000480,
	0x4200100420080200, 0x8100020100080400, 0x0200040110886200, 0x0200008040220411,
	0x0404800084400220, 0x0000401000402000, 0x0086001081220440, 0x0408800800100280,
	0x000a001201040820, 0x8848800200840080, 0x4001000100040200, 0x0442000102105084,
	0x9080010020804100, 0x0040404000201009, 0x0000808010002009, 0x2200090021d00100,
	0x0008008008040080, 0x0004004002010040, 0x0011040008015042, 0x00000a0001768104,
	0x0000800080204009, 0x2010004140002001, 0x9800200280100080, 0x1000100080080080,
	0x0442000a00049020, 0x2100040080020080, 0x0800120400900148, 0x0010040a00128541,
	0x2800804000800030, 0x1010002000400041, 0x4000200011004100, 0x0610008410800800,
	0x0400802402800800, 0xc100020080800400, 0x0002000802000401, 0x0182085882000401,
	0x0220204000808000, 0x2860100040024022, 0x0001002004110040, 0x99101042000a0020,
	0x0004080004008080, 0x0010040002008080, 0x2012004881020004, 0x8300842444820011,
	0x0088403882010200, 0x0820400080210100, 0x0110910040a00300, 0x0801100280080480,
	0x0242009008200600, 0x1002000489500200, 0x0040800200010080, 0x0091800041000080,
	0x0000209300488001, 0x04c1002414824001, 0x020020000b001041, 0x7000100004200901,
	0x8002002004100802, 0x30010002084c0007, 0x0888221800813004, 0x4000002840840112,
}

var bishopMagic = [64]uint64{
	0xa010041108003100, 0x006082020a002900, 0x6810010619200000, 0x08281a0520000408,
	0x0001104001000400, 0x0018901008048400, 0x00040a0210245280, 0x000200210808a402,
	0x9140048410821200, 0x0800091010820041, 0x20504804832202c0, 0x0100091401081000,
	0x8021011140000012, 0x0810020804450400, 0x208b0542109008a2, 0x0080084a08040204,
	0x0040e2a80811244c, 0x2505022008008108, 0x0430220100420040, 0x010a040420220040,
	0x1105000290400000, 0x0093001200822120, 0x4000a62048043004, 0x280120048a015004,
	0x006090002a020814, 0x44042000240800d0, 0x01102800040a4400, 0x1004080080220040,
	0x0001001011004024, 0x0010044000805040, 0x0914041200820100, 0x0004821012821480,
	0x0024040500c05021, 0x0088611002080200, 0x0116080a00040020, 0x4000020080080080,
	0x2450450140840040, 0x0000880201484100, 0x0222020404020092, 0x8081110600002e00,
	0x2842101105000801, 0x1100809008001025, 0x00020202221c0400, 0x0422014022009020,
	0x0210046102100c00, 0xc004008082029102, 0x00aa461801101200, 0x0404080080201108,
	0x020542108c205002, 0x0410544804100100, 0x0040910841100000, 0x0400200042021100,
	0x00004204850400c0, 0x0200100410a42102, 0x1040020801210102, 0x0805040410420000,
	0x2884804130100200, 0x800c262201242000, 0x1058000194108800, 0x0014221054420204,
	0x0104000012a02200, 0x0200881003300100, 0x0140400202840100, 0x0402020801010201,
}

func lsb(b uint64) int { return bits.TrailingZeros64(b) }
