package awele

import (
	"errors"
	"math/bits"
)

// Reasons a move is illegal, returned by Legal and Play. Compare with
// errors.Is.
var (
	ErrNoSuchHole    = errors.New("no such hole")
	ErrBadSide       = errors.New("the side to move is neither South nor North")
	ErrNotYourHole   = errors.New("the hole belongs to the other side")
	ErrEmptyHole     = errors.New("the hole is empty")
	ErrGameOver      = errors.New("the game is over")
	ErrMustFeed      = errors.New("the opponent's row is empty and the move does not feed it")
	ErrMustReach     = errors.New("the move does not reach the opponent's row")
	ErrMustLeaveSeed = errors.New("the move leaves the opponent without seeds")
	ErrGrandSlam     = errors.New("grand slam: the move would capture the whole opposing row")
)

// MoveResult describes a move Play has made.
type MoveResult struct {
	Hole     int // the hole sown from
	Last     int // the hole the last seed fell into
	Captured int // seeds captured (0 when a grand slam is cancelled)
	// CapturedMask has bit i set when hole i was captured.
	CapturedMask uint16
	// GrandSlam is true when the move would capture the whole opposing row.
	GrandSlam bool
	// GrandSlamCancelled is true when it was a grand slam played without
	// capture (policies forbidden, when forced, and no-capture).
	GrandSlamCancelled bool
}

// CapturedHoles returns the captured holes in increasing index order.
func (m MoveResult) CapturedHoles() []int {
	var out []int
	for mask := m.CapturedMask; mask != 0; mask &= mask - 1 {
		out = append(out, bits.TrailingZeros16(mask))
	}
	return out
}

// final returns the seeds hole j (not h) holds after sowing n seeds from
// h: q = n/11 full laps of the 11 other holes, plus one for each of the
// r = n%11 holes that follow h.
func (p *Position) final(j, h, q, r int) int {
	c := int(p.Holes[j]) + q
	d := j - h - 1
	if d < 0 {
		d += 12
	}
	if d < r {
		c++
	}
	return c
}

// slam reports whether sowing n > 0 seeds from h would capture every seed of
// the opposing row, which starts at pb, without sowing.
func (p *Position) slam(h, n, pb, maxHoles int) bool {
	q, r := n/11, n%11
	last := h + 1 + (n-1)%11
	if last >= 12 {
		last -= 12
	}
	if last < pb || last >= pb+6 {
		return false
	}
	if c := p.final(last, h, q, r); c != 2 && c != 3 {
		return false
	}
	for j := last + 1; j < pb+6; j++ {
		if p.final(j, h, q, r) != 0 {
			return false
		}
	}
	k, capturing := 0, true
	for j := last; j >= pb; j-- {
		c := p.final(j, h, q, r)
		if capturing && (c == 2 || c == 3) && (maxHoles == 0 || k < maxHoles) {
			k++
			continue
		}
		capturing = false
		if c != 0 {
			return false
		}
	}
	return true
}

// over reports the ends that do not depend on the moves: a majority or too
// few seeds on the board.
func (p *Position) over(r *Rules) bool {
	if r.Majority > 0 && (p.Stores[0] >= r.Majority || p.Stores[1] >= r.Majority) {
		return true
	}
	return r.FewSeeds > 0 && p.OnBoard() < r.FewSeeds
}

// feedErr applies the feeding rule to a move that reaches (or not) the
// opponent's row, empty when oppEmpty. A grand slam under leave-one is
// judged with the grand-slam policy.
func feedErr(f Feeding, reaches bool, oppEmpty bool) error {
	switch f {
	case FeedWhenEmpty:
		if oppEmpty && !reaches {
			return ErrMustFeed
		}
	case FeedAlwaysReach:
		if !reaches {
			return ErrMustReach
		}
	case FeedLeaveOne:
		if oppEmpty && !reaches {
			return ErrMustLeaveSeed
		}
	}
	return nil
}

// moveMasks returns the legal moves that are not grand slams under
// GrandSlamForbidden, and those that are. With first set it stops at the
// first legal move it finds (hasMove's question).
func (p *Position) moveMasks(r *Rules, first bool) (normal, slams uint16) {
	if p.ToMove > North || p.over(r) {
		return 0, 0
	}
	ob := 6 * int(p.ToMove)
	pb := 6 - ob
	oppEmpty := p.rowEmpty(p.ToMove.Other())
	gsMatters := r.GrandSlam != GrandSlamNoCapture &&
		(r.GrandSlam != GrandSlamAllowed || r.Feeding == FeedLeaveOne) &&
		// hasMove's question: under GrandSlamForbidden a grand slam is a
		// move too (the only one left, it is played)
		!(first && r.GrandSlam == GrandSlamForbidden)
	for h := ob; h < ob+6; h++ {
		n := int(p.Holes[h])
		if n == 0 || feedErr(r.Feeding, n >= ob+6-h, oppEmpty) != nil {
			continue
		}
		if gsMatters && p.slam(h, n, pb, r.MaxCaptureHoles) {
			if r.GrandSlam == GrandSlamForbidden {
				slams |= 1 << uint(h)
				if first {
					break
				}
			}
			continue
		}
		normal |= 1 << uint(h)
		if first {
			break
		}
	}
	return normal, slams
}

// hasMove reports whether the side to move has a legal move.
func (p *Position) hasMove(r *Rules) bool {
	normal, slams := p.moveMasks(r, true)
	return normal|slams != 0
}

// LegalMask returns the legal moves as a bit set (bit i = hole i) without
// allocating. It is 0 when the game is over.
func (p *Position) LegalMask(r *Rules) uint16 {
	normal, slams := p.moveMasks(r, false)
	if normal != 0 {
		return normal
	}
	return slams
}

// LegalMoves returns the legal moves as hole indexes in increasing order.
func (p *Position) LegalMoves(r *Rules) []int {
	mask := p.LegalMask(r)
	out := make([]int, 0, bits.OnesCount16(mask))
	for ; mask != 0; mask &= mask - 1 {
		out = append(out, bits.TrailingZeros16(mask))
	}
	return out
}

// Legal returns nil when the side to move may sow from hole, or the reason
// it may not (one of the Err values of this package).
func (p *Position) Legal(r *Rules, hole int) error {
	q := *p
	_, err := q.Play(r, hole)
	return err
}

// Play checks that sowing from hole is legal, then sows, captures, updates
// the stores and passes the move to the other side. On error p is unchanged.
func (p *Position) Play(r *Rules, hole int) (MoveResult, error) {
	if hole < 0 || hole > 11 {
		return MoveResult{}, ErrNoSuchHole
	}
	if p.ToMove > North {
		return MoveResult{}, ErrBadSide
	}
	ob := 6 * int(p.ToMove)
	if hole < ob || hole >= ob+6 {
		return MoveResult{}, ErrNotYourHole
	}
	if p.over(r) {
		return MoveResult{}, ErrGameOver
	}
	n := int(p.Holes[hole])
	if n == 0 {
		return MoveResult{}, ErrEmptyHole
	}
	pb := 6 - ob
	if n < ob+6-hole { // the move does not reach the opposing row
		if err := feedErr(r.Feeding, false, p.rowEmpty(p.ToMove.Other())); err != nil {
			return MoveResult{}, err
		}
	}
	// The holes are sown in a copy: p is unchanged when the move is
	// refused (a grand slam).
	q := p.Holes
	q[hole] = 0
	if laps := uint8(n / 11); laps > 0 {
		for j := range q {
			q[j] += laps
		}
		q[hole] = 0
	}
	j := hole
	for k := n % 11; k > 0; k-- {
		j++
		if j == 12 {
			j = 0
		}
		q[j]++
	}
	if n%11 == 0 {
		j = hole - 1
		if j < 0 {
			j = 11
		}
	}
	last := j
	captured, mask := 0, uint16(0)
	for k := 0; j >= pb && j < pb+6; j-- {
		c := q[j]
		if (c != 2 && c != 3) || (r.MaxCaptureHoles > 0 && k == r.MaxCaptureHoles) {
			break
		}
		captured += int(c)
		mask |= 1 << uint(j)
		k++
	}
	slam, cancelled := false, false
	if captured > 0 && captured == rowSeeds(&q, p.ToMove.Other()) {
		slam = true
		switch r.GrandSlam {
		case GrandSlamStrict:
			return MoveResult{}, ErrGrandSlam
		case GrandSlamForbidden:
			if normal, _ := p.moveMasks(r, false); normal != 0 {
				return MoveResult{}, ErrGrandSlam
			}
		case GrandSlamAllowed:
			if r.Feeding == FeedLeaveOne {
				return MoveResult{}, ErrMustLeaveSeed
			}
		}
		if r.GrandSlam != GrandSlamAllowed {
			cancelled = true
			captured, mask = 0, 0
		}
	}
	for m := mask; m != 0; m &= m - 1 {
		q[bits.TrailingZeros16(m)] = 0
	}
	p.Holes = q
	p.Stores[p.ToMove] += captured
	p.ToMove ^= 1
	return MoveResult{Hole: hole, Last: last, Captured: captured, CapturedMask: mask, GrandSlam: slam, GrandSlamCancelled: cancelled}, nil
}
