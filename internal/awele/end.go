package awele

import (
	"fmt"
	"strconv"
)

// EndReason says why a game ended.
type EndReason uint8

// The ways a game ends.
const (
	// NotEnded is the zero value: the game goes on.
	NotEnded EndReason = iota
	// EndFamine: the mover has seeds but no legal move, usually because he
	// cannot feed the opponent.
	EndFamine
	// EndNoMove: the mover's own row is empty.
	EndNoMove
	// EndMajority: a player has reached the rule set's majority.
	EndMajority
	// EndFewSeeds: fewer seeds are on the board than the rule set's few-seeds.
	EndFewSeeds
	// EndAgreement: the players agreed to stop ("indétermination").
	EndAgreement
	// EndRepetition: a position came back (see Game).
	EndRepetition

	// The endings below are those of a record, which the position does
	// not give: the replay of a game file (package validate) sets them.

	// EndUnrecorded: the record stops with `...`: the rest was not
	// recorded.
	EndUnrecorded
	// EndCaptures: a captures-only section without `...`: every capture
	// is recorded.
	EndCaptures
	// EndInterrupted: the record ends while the game goes on (synchronous
	// variant, or a syntax error cut the record).
	EndInterrupted
	// EndIllegal: the replay stopped at an illegal move.
	EndIllegal
)

// endNames are the reasons' names; NotEnded's is empty.
var endNames = []string{"", "famine", "no-move", "majority", "few-seeds", "agreement", "repetition",
	"unrecorded", "captures", "interrupted", "illegal-move"}

// String returns the reason's name, e.g. "famine", "illegal-move"; ""
// for NotEnded.
func (e EndReason) String() string { return name(endNames, int(e)) }

// Ending describes how a game ended and where the seeds left on the board
// went: Collected to Collector, Shared[s] to side s, Removed to nobody.
// Collected + Shared[0] + Shared[1] + Removed is the number of seeds that
// were on the board.
type Ending struct {
	Reason    EndReason
	Collector Side   // who collects the rest, when Collected > 0
	Collected int    // seeds added to Collector's store
	Shared    [2]int // seeds added to South's and North's stores by sharing
	Removed   int    // seeds taken off that count for nobody
}

// String describes the ending, e.g. "famine: S collects 5".
func (e Ending) String() string {
	s := e.Reason.String()
	if e.Reason == NotEnded {
		s = "not ended"
	}
	if e.Collected > 0 {
		s += ": " + e.Collector.String() + " collects " + strconv.Itoa(e.Collected)
	}
	if e.Shared != [2]int{} {
		s += fmt.Sprintf(": shared S %d, N %d", e.Shared[0], e.Shared[1])
	}
	if e.Removed > 0 {
		s += ": " + strconv.Itoa(e.Removed) + " removed"
	}
	return s
}

// Ended reports whether the game is over in p under r, with the side to
// move to play: a majority, too few seeds, or no legal move (famine when the
// mover has seeds, no-move when his row is empty). An agreed stop and a
// repeated position are not seen here: see Agree and Game.
func (p *Position) Ended(r *Rules) (Ending, bool) {
	if p.surelyGoesOn(r) {
		return Ending{}, false
	}
	rest := p.OnBoard()
	switch {
	case r.Majority > 0 && (p.Stores[0] >= r.Majority || p.Stores[1] >= r.Majority):
		return Ending{Reason: EndMajority, Removed: rest}, true
	case r.FewSeeds > 0 && rest < r.FewSeeds:
		return Ending{Reason: EndFewSeeds, Removed: rest}, true
	case p.hasMove(r):
		return Ending{}, false
	}
	mover := p.ToMove & 1
	e := Ending{Reason: EndFamine, Collector: mover}
	if p.RowSeeds(mover) == 0 {
		e.Reason, e.Collector = EndNoMove, mover.Other()
	}
	if r.Famine == FamineStop {
		e.Collector, e.Removed = South, rest
	} else {
		e.Collected = rest
	}
	return e, true
}

// GoesOn reports whether the game goes on in p under r: Ended's ok is
// false.
func (p *Position) GoesOn(r *Rules) bool {
	if p.surelyGoesOn(r) {
		return true
	}
	_, ended := p.Ended(r)
	return !ended
}

// surelyGoesOn is Ended's quick answer for most positions: no store has
// the majority, no few-seeds rule, and both rows hold seeds under rules
// where any hole with seeds is then a move (the feeding rule binds only an
// empty opponent, and a grand slam is either a move or not a capture).
// False means Ended must look closer.
func (p *Position) surelyGoesOn(r *Rules) bool {
	if p.ToMove > North || r.FewSeeds > 0 || r.Feeding == FeedAlwaysReach ||
		r.GrandSlam != GrandSlamForbidden && r.GrandSlam != GrandSlamNoCapture ||
		r.Majority > 0 && (p.Stores[0] >= r.Majority || p.Stores[1] >= r.Majority) {
		return false
	}
	return !p.rowEmpty(South) && !p.rowEmpty(North)
}

// Agree returns the ending of an agreed stop in p: the seeds left are shared,
// halved or removed as r's agreed-rest says.
func (p *Position) Agree(r *Rules) Ending {
	e := Ending{Reason: EndAgreement}
	switch r.AgreedRest {
	case RestShared:
		e.Shared = [2]int{p.RowSeeds(South), p.RowSeeds(North)}
	case RestHalved:
		rest := p.OnBoard()
		e.Shared = [2]int{rest / 2, rest / 2}
		e.Removed = rest % 2
	default:
		e.Removed = p.OnBoard()
	}
	return e
}

// Finish applies an ending to p: the collected and shared seeds go into the
// stores and the board is emptied. An ending with Reason NotEnded changes
// nothing. The ending is taken as given (it already says where every seed
// goes), so r is not used.
func (p *Position) Finish(_ *Rules, e Ending) {
	if e.Reason == NotEnded {
		return
	}
	p.Stores[e.Collector&1] += e.Collected
	p.Stores[0] += e.Shared[0]
	p.Stores[1] += e.Shared[1]
	p.Holes = [12]uint8{}
}

// Game is a position with its history of moves; it detects a position that
// comes back, which ends the game like an agreed stop (RULES.md: "les mêmes
// positions se succédant indéfiniment"). Position stays history-free.
type Game struct {
	Rules    Rules
	Start    Position
	Pos      Position
	Moves    []int // holes played, in order
	seen     map[Position]struct{}
	repeated bool
}

// NewGame starts a game under r from start.
func NewGame(r Rules, start Position) *Game {
	return &Game{Rules: r, Start: start, Pos: start, seen: map[Position]struct{}{start: {}}}
}

// Play makes a move; it fails with ErrGameOver once a position has come back.
func (g *Game) Play(hole int) (MoveResult, error) {
	if g.seen == nil {
		g.seen = map[Position]struct{}{g.Pos: {}}
	}
	if g.repeated {
		return MoveResult{}, ErrGameOver
	}
	res, err := g.Pos.Play(&g.Rules, hole)
	if err != nil {
		return res, err
	}
	g.Moves = append(g.Moves, hole)
	if res.Captured > 0 {
		// Stores only grow, so no earlier position can come back.
		clear(g.seen)
	}
	if _, ok := g.seen[g.Pos]; ok {
		g.repeated = true
	}
	g.seen[g.Pos] = struct{}{}
	return res, nil
}

// Repeated reports whether the current position occurred before in the game.
func (g *Game) Repeated() bool { return g.repeated }

// Ended reports whether the game is over: an end of the position (see
// Position.Ended) or a repeated position, whose rest goes as after an agreed
// stop.
func (g *Game) Ended() (Ending, bool) {
	if e, ok := g.Pos.Ended(&g.Rules); ok {
		return e, true
	}
	if g.repeated {
		e := g.Pos.Agree(&g.Rules)
		e.Reason = EndRepetition
		return e, true
	}
	return Ending{}, false
}
