package search

import (
	"math/bits"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/power"
)

// The Awélé search: a negamax with alpha-beta over the awele engine that
// maximises, for the side to move, the difference between what it
// captures from here on and what the opponent captures, within a depth in
// Awélé moves (an ending by the rules counts the seeds it gives). The
// value of a seed is one by default; valued as powers, a seed captured by
// the side that bears a handicap p/q is worth q/p (what it becomes in the
// queue). Values are in sixths of a seed, so that 2/1, 3/2 and 3/1
// handicaps stay whole.

// AweleUnit is the number of value units in one seed.
const AweleUnit = 6

// AweleValuer weighs captured seeds.
type AweleValuer struct {
	weight [2]int
}

// SeedValuer counts seeds.
func SeedValuer() AweleValuer { return AweleValuer{[2]int{AweleUnit, AweleUnit}} }

// PowerValuer counts the powers the seeds become under h.
func PowerValuer(h power.Handicap) AweleValuer {
	v := SeedValuer()
	if !h.None() {
		v.weight[h.Side&1] = AweleUnit * h.Q / h.P
	}
	return v
}

// AweleMoveValues returns, for each legal move of p, its value for the
// side to move searched depth Awélé moves deep (index: hole), the mask of
// legal moves, and the best hole.
func AweleMoveValues(p awele.Position, r *awele.Rules, depth int, val AweleValuer) (values [12]int, mask uint16, best int) {
	mask = p.LegalMask(r)
	best = -1
	bestV := -1 << 30
	for m := mask; m != 0; m &= m - 1 {
		h := bits.TrailingZeros16(m)
		q := p
		res, err := q.Play(r, h)
		if err != nil {
			continue
		}
		v := res.Captured*val.weight[p.ToMove&1] - aweleNegamax(q, r, depth-1, -1<<30, 1<<30, val)
		values[h] = v
		if v > bestV {
			best, bestV = h, v
		}
	}
	return values, mask, best
}

// aweleNegamax is the value of p for the side to move.
func aweleNegamax(p awele.Position, r *awele.Rules, depth, alpha, beta int, val AweleValuer) int {
	if e, ended := p.Ended(r); ended {
		v := 0
		if e.Collected > 0 {
			if e.Collector == p.ToMove {
				v += e.Collected * val.weight[p.ToMove&1]
			} else {
				v -= e.Collected * val.weight[p.ToMove.Other()&1]
			}
		}
		v += e.Shared[p.ToMove&1]*val.weight[p.ToMove&1] - e.Shared[p.ToMove.Other()&1]*val.weight[p.ToMove.Other()&1]
		return v
	}
	if depth <= 0 {
		return 0
	}
	best := -1 << 30
	for m := p.LegalMask(r); m != 0; m &= m - 1 {
		q := p
		res, err := q.Play(r, bits.TrailingZeros16(m))
		if err != nil {
			continue
		}
		// v = c - child: the child's window is shifted by the capture.
		c := res.Captured * val.weight[p.ToMove&1]
		v := c - aweleNegamax(q, r, depth-1, c-beta, c-alpha, val)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	return best
}
