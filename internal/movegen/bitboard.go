package movegen

import "math/bits"

// Precomputed attack and geometry tables. Sliding attacks use the
// Hyperbola Quintessence technique (byte swap for files and diagonals, a
// 4 KiB first-rank table for ranks), so there are no large magic tables
// and the package initialisation is cheap and deterministic.

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
	var err error
	if startPos, err = FromFEN(StartFEN); err != nil {
		panic(err) // unreachable: StartFEN is a valid constant
	}
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

func rookAttacks(sq int, occ uint64) uint64 {
	return hq(occ, fileMaskEx[sq], sq) | rankAtt(occ, sq)
}

func bishopAttacks(sq int, occ uint64) uint64 {
	return hq(occ, diagMaskEx[sq], sq) | hq(occ, antiMaskEx[sq], sq)
}

func lsb(b uint64) int { return bits.TrailingZeros64(b) }
