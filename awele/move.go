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

// probe is what a move from one hole would do, computed without sowing.
type probe struct {
	last      int
	captured  int // seeds the capture takes, hole limit applied, grand slam not cancelled
	mask      uint16
	reaches   bool // sows at least one seed into the opponent's row
	grandSlam bool // captured > 0 and it is every seed of the opposing row after sowing
}

// probe works out the move from h, which holds n > 0 seeds, for the mover
// whose opponent's row starts at pb. A move of n seeds makes q = n/11 full
// laps of the 11 other holes and r = n%11 more steps.
func (p *Position) probe(h, n, pb, maxHoles int) (pr probe) {
	q, r := n/11, n%11
	last := h + 1 + (n-1)%11
	if last >= 12 {
		last -= 12
	}
	pr.last = last
	ob := 6 - pb
	pr.reaches = n >= 6-(h-ob)
	if last < pb || last >= pb+6 {
		return pr
	}
	k := 0
	for j := last; j >= pb; j-- {
		if maxHoles > 0 && k == maxHoles {
			break
		}
		c := int(p.Holes[j]) + q
		if d := (j - h + 11) % 12; d < r {
			c++
		}
		if c != 2 && c != 3 {
			break
		}
		pr.captured += c
		pr.mask |= 1 << uint(j)
		k++
	}
	if pr.captured == 0 {
		return pr
	}
	after := 0
	for j := pb; j < pb+6; j++ {
		c := int(p.Holes[j]) + q
		if d := (j - h + 11) % 12; d < r {
			c++
		}
		after += c
	}
	pr.grandSlam = after == pr.captured
	return pr
}

// over reports the ends that do not depend on the moves: a majority or too
// few seeds on the board.
func (p *Position) over(r *Rules) bool {
	if r.Majority > 0 && (p.Stores[0] >= r.Majority || p.Stores[1] >= r.Majority) {
		return true
	}
	return r.FewSeeds > 0 && p.OnBoard() < r.FewSeeds
}

// check applies the rules that concern the move from h alone; a grand slam
// under GrandSlamForbidden passes here and is judged by the caller.
func (p *Position) check(r *Rules, h, pb, oppSum int) (probe, error) {
	n := int(p.Holes[h])
	if n == 0 {
		return probe{}, ErrEmptyHole
	}
	pr := p.probe(h, n, pb, r.MaxCaptureHoles)
	if pr.grandSlam && r.GrandSlam == GrandSlamStrict {
		return pr, ErrGrandSlam
	}
	switch r.Feeding {
	case FeedWhenEmpty:
		if oppSum == 0 && !pr.reaches {
			return pr, ErrMustFeed
		}
	case FeedAlwaysReach:
		if !pr.reaches {
			return pr, ErrMustReach
		}
	case FeedLeaveOne:
		if (oppSum == 0 && !pr.reaches) || (pr.grandSlam && r.GrandSlam == GrandSlamAllowed) {
			return pr, ErrMustLeaveSeed
		}
	}
	return pr, nil
}

// moveMasks returns the legal moves that are not grand slams under
// GrandSlamForbidden, and those that are.
func (p *Position) moveMasks(r *Rules) (normal, slams uint16) {
	if p.ToMove > North || p.over(r) {
		return 0, 0
	}
	ob := 6 * int(p.ToMove)
	pb := 6 - ob
	oppSum := p.RowSeeds(p.ToMove.Other())
	for h := ob; h < ob+6; h++ {
		if p.Holes[h] == 0 {
			continue
		}
		pr, err := p.check(r, h, pb, oppSum)
		if err != nil {
			continue
		}
		if pr.grandSlam && r.GrandSlam == GrandSlamForbidden {
			slams |= 1 << uint(h)
		} else {
			normal |= 1 << uint(h)
		}
	}
	return normal, slams
}

// LegalMask returns the legal moves as a bit set (bit i = hole i) without
// allocating. It is 0 when the game is over.
func (p *Position) LegalMask(r *Rules) uint16 {
	normal, slams := p.moveMasks(r)
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
	_, err := p.legal(r, hole)
	return err
}

func (p *Position) legal(r *Rules, hole int) (probe, error) {
	if hole < 0 || hole > 11 {
		return probe{}, ErrNoSuchHole
	}
	if p.ToMove > North {
		return probe{}, ErrBadSide
	}
	ob := 6 * int(p.ToMove)
	if hole < ob || hole >= ob+6 {
		return probe{}, ErrNotYourHole
	}
	if p.over(r) {
		return probe{}, ErrGameOver
	}
	pb := 6 - ob
	pr, err := p.check(r, hole, pb, p.RowSeeds(p.ToMove.Other()))
	if err != nil {
		return pr, err
	}
	if pr.grandSlam && r.GrandSlam == GrandSlamForbidden {
		if normal, _ := p.moveMasks(r); normal != 0 {
			return pr, ErrGrandSlam
		}
	}
	return pr, nil
}

// Play checks that sowing from hole is legal, then sows, captures, updates
// the stores and passes the move to the other side. On error p is unchanged.
func (p *Position) Play(r *Rules, hole int) (MoveResult, error) {
	pr, err := p.legal(r, hole)
	if err != nil {
		return MoveResult{}, err
	}
	n := p.Holes[hole]
	p.Holes[hole] = 0
	if q := n / 11; q > 0 {
		for j := range p.Holes {
			p.Holes[j] += q
		}
		p.Holes[hole] = 0
	}
	j := hole
	for k := n % 11; k > 0; k-- {
		j++
		if j == 12 {
			j = 0
		}
		p.Holes[j]++
	}
	res := MoveResult{Hole: hole, Last: pr.last, GrandSlam: pr.grandSlam}
	if pr.grandSlam && r.GrandSlam != GrandSlamAllowed {
		res.GrandSlamCancelled = true
	} else if pr.captured > 0 {
		for m := pr.mask; m != 0; m &= m - 1 {
			p.Holes[bits.TrailingZeros16(m)] = 0
		}
		p.Stores[p.ToMove] += pr.captured
		res.Captured, res.CapturedMask = pr.captured, pr.mask
	}
	p.ToMove ^= 1
	return res, nil
}
