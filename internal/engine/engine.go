// Package engine is the game state of Awechec: the Awélé game that feeds
// the power queue (handicap pool included), the queue and the index of its
// next power, the chess position, the phase and the move counts, with
// typed moves and make/unmake.
//
// The turn rules are those of docs/RULES.md and of the validate replay:
//
//   - An Awélé game is open at the start (White South moves first). Its
//     captures give powers, one per seed, to the captor (fewer under a
//     handicap borne by him, through a pool). [AweleStop] closes it: by the
//     rules when the position has ended (a famine collection is the
//     collector's capture, after every earlier one), else by agreement
//     (the seeds left give no powers). A captures-only record plays
//     [CaptureEvent] moves instead of holes.
//   - In the chess phase, a side in check answers with a normal move and
//     consumes no power. Otherwise the next power of the queue is consumed
//     and its owner decides between a normal move and the null move: both
//     are legal moves here, the decision being the choice of one of them.
//   - When the queue is exhausted and the side to move is not in check, a
//     new Awélé game must come first ([AweleStart]); a side in check may
//     answer before or after it.
//   - Checkmate, stalemate and a dead position (insufficient material) end
//     the game. Fifty moves (100 half-moves without capture or pawn move,
//     null moves counted) only allow a draw: play may go on. There is no
//     repetition rule.
//
// [Game.Play] checks a move and [Game.Undo] takes it back. The search's hot
// path uses [Game.MakeChess], [Game.MakeNull] and [Game.Undo], which trust
// their move and never allocate: the undo records live in a stack that
// grows only when a line is deeper than any before.
//
// Synchronous Awechec ([Options].Synchronous): the Awélé game stays open
// while the chess game consumes the powers of each capture; an Awélé move
// may come once they are consumed, and AweleStop closes the Awélé game.
//
// The same state serves the validate replay, which checks a record and
// then makes its moves with the makers that trust their move:
// [Game.OpenAwele], [Game.Sow], [Game.CaptureSeeds], [Game.CloseAwele],
// [Game.MakeChess], [Game.MakeNull] and [Game.ConsumePower]. [Game.Play]
// is those makers behind the checks of the rules above.
package engine

import (
	"errors"
	"fmt"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/power"
)

// Kind is the kind of a [Move].
type Kind uint8

// The kinds of moves.
const (
	KindChess      Kind = iota // a normal chess move
	KindNull                   // the null move 0 (a pass)
	KindAwele                  // an Awélé move: the hole sown from
	KindCapture                // a capture event of a captures-only record
	KindAweleStop              // the end of the open Awélé game
	KindAweleStart             // the start of a new Awélé game
	kindCount
)

// Move is a typed move of an Awechec game, packed in 32 bits: the kind in
// the top bits, then a movegen.Move, a hole (0..11), or a capture event's
// colour and seeds.
type Move uint32

const kindShift = 28

// ChessMove wraps a chess move.
func ChessMove(m movegen.Move) Move { return Move(m) }

// Null is the null move.
const Null = Move(uint32(KindNull) << kindShift)

// AweleStop closes the open Awélé game.
const AweleStop = Move(uint32(KindAweleStop) << kindShift)

// AweleStart opens a new Awélé game.
const AweleStart = Move(uint32(KindAweleStart) << kindShift)

// AweleMove is the Awélé move sowing from hole (0..11, see package awele).
func AweleMove(hole int) Move { return Move(uint32(KindAwele)<<kindShift | uint32(hole&15)) }

// CaptureEvent is a capture event of a captures-only record: side c
// captured seeds seeds (1..48).
func CaptureEvent(c movegen.Color, seeds int) Move {
	return Move(uint32(KindCapture)<<kindShift | uint32(c&1)<<8 | uint32(seeds&255))
}

// Kind returns the kind of the move.
func (m Move) Kind() Kind { return Kind(m >> kindShift) }

// Chess returns the chess move of a KindChess move.
func (m Move) Chess() movegen.Move { return movegen.Move(m & (1<<kindShift - 1)) }

// Hole returns the hole of a KindAwele move.
func (m Move) Hole() int { return int(m & 15) }

// Event returns the colour and seeds of a KindCapture move.
func (m Move) Event() (movegen.Color, int) { return movegen.Color(m >> 8 & 1), int(m & 255) }

// String describes the move: UCI for chess, "0", "awele:E", "capture:W3",
// "awele-stop", "awele-start".
func (m Move) String() string {
	switch m.Kind() {
	case KindChess:
		return m.Chess().UCI()
	case KindNull:
		return "0"
	case KindAwele:
		return "awele:" + string(awele.HoleLetter(m.Hole(), awele.SouthUpper))
	case KindCapture:
		c, n := m.Event()
		return fmt.Sprintf("capture:%c%d", power.Letter(c), n)
	case KindAweleStop:
		return "awele-stop"
	case KindAweleStart:
		return "awele-start"
	}
	return "?"
}

// Status says whether the game is over.
type Status uint8

// The statuses.
const (
	Ongoing   Status = iota
	Checkmate        // the side to move is mated
	Stalemate        // the side to move has no move and is not in check: a draw
	Dead             // insufficient material: a draw
)

// String names the status as validate's terminations do.
func (s Status) String() string {
	return [...]string{"ongoing", "checkmate", "stalemate", "dead-position"}[s&3]
}

// Options set up a game.
type Options struct {
	// Rules is the Awélé rule set; the zero value means the awechec preset.
	Rules awele.Rules
	// Handicap is the handicap of the game, if any.
	Handicap power.Handicap
	// Chess is the chess start position (a FEN set-up); nil means the
	// standard start.
	Chess *movegen.Position
	// Awele is the start position of the first Awélé game (an AweleFEN
	// set-up); nil means the standard start.
	Awele *awele.Position
	// Synchronous plays synchronous Awechec: the chess game consumes the
	// powers of each capture while the Awélé game stays open.
	Synchronous bool
	// Standalone is a standalone Awélé record: no chess game takes its
	// powers; an agreed stop shares the seeds left as the rule set says.
	// A collection at the end gives powers, as in an Awechec record.
	Standalone bool
	// BeforeAwele starts the game before its first Awélé game: none is
	// open and the queue is empty, as a record stands before its first
	// Awélé section. OpenAwele (or AweleStart) opens it from Awele.
	BeforeAwele bool
	// Replay is for a forward replay that never undoes: no undo records
	// are kept and the hash is not maintained (Undo fails, Hash and Key
	// are meaningless).
	Replay bool
	// Standard plays chess without powers (a Standard or Chess960
	// record): a chess move needs no power and the null move is refused
	// (ErrNullStandard). Use it with BeforeAwele: no Awélé game opens.
	Standard bool
}

// Errors of Play.
var (
	ErrIllegal  = errors.New("illegal move")
	ErrGameOver = errors.New("the game is over")
	ErrPhase    = errors.New("not a move of this phase")
	ErrNoPower  = errors.New("every power is consumed: a new Awélé game must come first")
	ErrEarly    = errors.New("powers are left: the Awélé game cannot start yet")
	ErrInCheck  = errors.New("the side to move is in check: the null move is not allowed")
	// ErrNullStandard refuses the null move of a game without powers.
	ErrNullStandard = errors.New("the null move is not a move of chess without powers")
	ErrNoUndo       = errors.New("nothing to undo")
)

// Game is the state of an Awechec game. The zero Game is not usable: use
// [New] or [NewChess]. A Game is not safe for concurrent use; [Game.Clone]
// gives an independent copy.
type Game struct {
	pos    movegen.Position
	hash   uint64
	check  int8 // 1 in check, 0 not, -1 not known yet
	status int8 // the Status, -1 not known yet

	rules      awele.Rules
	handicap   power.Handicap
	sync       bool // synchronous Awechec
	standalone bool // a standalone Awélé record
	std        Turn // turnStandard in chess without powers, else 0
	replay     bool // no undo records, no hash
	first      awele.Position
	aw         awele.Position
	awOpen     bool
	awBoard    bool // the open Awélé game is played on a board (not capture events)
	// q is the queue of the current Awélé game. Its powers are only
	// appended to, so an undo record holds a copy of the value, whose
	// length is the one to go back to.
	q       power.Queue
	next    int          // index in the queue of the next power to consume
	aweleNo int          // 1-based number of the current Awélé game
	ending  awele.Ending // how the last Awélé game closed
	plies   int          // chess half-moves played
	undo    []undoRec
	awUndo  []aweleRec
}

// undoRec restores the state before a move.
type undoRec struct {
	pos    movegen.Position
	hash   uint64
	next   int32
	plies  int32
	check  int8
	status int8
	awele  bool // an aweleRec was pushed too
}

// aweleRec restores the Awélé side of the state.
type aweleRec struct {
	aw      awele.Position
	awOpen  bool
	awBoard bool
	q       power.Queue
	aweleNo int
	ending  awele.Ending
}

func rulesOrDefault(r awele.Rules) awele.Rules {
	if r.Name == "" {
		r, _ = awele.Preset("awechec")
	}
	return r
}

// New starts an Awechec game: the first Awélé game is open, unless
// opt.BeforeAwele.
func New(opt Options) *Game {
	g := &Game{rules: rulesOrDefault(opt.Rules), handicap: opt.Handicap, check: -1, status: -1,
		sync: opt.Synchronous, standalone: opt.Standalone, replay: opt.Replay}
	if opt.Standard {
		g.std = turnStandard
	}
	g.pos = movegen.Start()
	if opt.Chess != nil {
		g.pos = *opt.Chess
	}
	if !g.replay {
		g.hash = Hash(&g.pos)
		g.undo = make([]undoRec, 0, 64)
	}
	g.first = awele.Start()
	if opt.Awele != nil {
		g.first = *opt.Awele
	}
	g.q = *power.NewQueue(opt.Handicap)
	if opt.BeforeAwele {
		g.aw = g.first
		return g
	}
	g.aw = g.first
	g.awOpen, g.awBoard, g.aweleNo = true, true, 1
	return g
}

// NewChess returns a game in the chess phase from pos, with the queue of
// powers given (none consumed yet): a study.
func NewChess(pos movegen.Position, queue []movegen.Color) *Game {
	g := &Game{rules: rulesOrDefault(awele.Rules{}), check: -1, status: -1, pos: pos}
	g.hash = Hash(&g.pos)
	g.q = *power.FromColours(queue)
	g.q.Close()
	g.aweleNo = 1
	g.undo = make([]undoRec, 0, 64)
	return g
}

// Clone returns an independent copy of g (its undo history included).
func (g *Game) Clone() *Game {
	c := *g
	c.q = *g.q.Clone()
	if g.undo != nil {
		c.undo = append(make([]undoRec, 0, cap(g.undo)), g.undo...)
	}
	if g.awUndo != nil {
		c.awUndo = make([]aweleRec, len(g.awUndo))
		for i, a := range g.awUndo {
			a.q = *a.q.Clone()
			c.awUndo[i] = a
		}
	}
	return &c
}

// CopyTo makes dst an independent copy of g, as Clone does, in dst's
// memory: its queue and undo history are overwritten, so dst must be a
// game no one else reads (a scratch state kept for the next copy). A
// replay copied again and again (a record's variations, one after the
// other) so allocates nothing once dst has grown to size.
func (g *Game) CopyTo(dst *Game) {
	q, undo := dst.q, dst.undo
	*dst = *g
	g.q.CopyTo(&q)
	dst.q = q
	dst.undo = nil
	if g.undo != nil {
		dst.undo = append(undo[:0], g.undo...)
	}
	dst.awUndo = nil
	if g.awUndo != nil {
		// The undo records' queues share memory with the game's queue
		// (power.Queue's values): each gets its own, as in Clone.
		dst.awUndo = make([]aweleRec, len(g.awUndo))
		for i, a := range g.awUndo {
			a.q = *a.q.Clone()
			dst.awUndo[i] = a
		}
	}
}

// Chess returns the chess position: the game's own, to be read, not
// changed.
func (g *Game) Chess() *movegen.Position { return &g.pos }

// Resolve finds the legal chess move s denotes, as movegen's Resolve does
// (its errors included). A move found tells that the position is not
// checkmate nor stalemate, which Status then need not work out.
func (g *Game) Resolve(s movegen.Spec) (movegen.Move, error) {
	var m movegen.Move
	var err error
	if g.check == 0 {
		m, err = g.pos.ResolveNotInCheck(s)
	} else {
		m, err = g.pos.Resolve(s)
	}
	if g.status < 0 && err == nil {
		g.status = int8(Ongoing)
		if g.pos.InsufficientMaterial() {
			g.status = int8(Dead)
		}
	}
	return m, err
}

// Awele returns the position of the current Awélé game.
func (g *Game) Awele() awele.Position { return g.aw }

// AweleTurn returns the side to move in the current Awélé game.
func (g *Game) AweleTurn() awele.Side { return g.aw.ToMove }

// AweleEnding returns how the last Awélé game closed by AweleStop ended:
// by the rules (famine and the like, the collected seeds become the
// collector's powers) or by agreement (the seeds left are removed); the
// zero Ending for a captures-only game or while none has closed.
func (g *Game) AweleEnding() awele.Ending { return g.ending }

// Handicap returns the game's handicap.
func (g *Game) Handicap() power.Handicap { return g.handicap }

// Rules returns the Awélé rule set.
func (g *Game) Rules() awele.Rules { return g.rules }

// AweleOpen reports whether an Awélé game is being played.
func (g *Game) AweleOpen() bool { return g.awOpen }

// AweleGame returns the 1-based number of the current (or last) Awélé game.
func (g *Game) AweleGame() int { return g.aweleNo }

// Queue returns the powers of the current Awélé game, consumed or not. The
// slice is the game's own: do not modify it, nor keep it across moves.
func (g *Game) Queue() []movegen.Color { return g.q.Powers() }

// Next returns the index in Queue of the next power to consume: the number
// of powers consumed.
func (g *Game) Next() int { return g.next }

// Remaining returns the number of powers not yet consumed.
func (g *Game) Remaining() int { return g.q.Len() - g.next }

// Pool returns the seeds waiting in side c's handicap pool.
func (g *Game) Pool(c movegen.Color) int { return g.q.Pool(c) }

// Plies returns the number of chess half-moves played.
func (g *Game) Plies() int { return g.plies }

// Hash returns the Zobrist hash of the chess position.
func (g *Game) Hash() uint64 { return g.hash }

// Key returns the key of the search state: the chess position, the index of
// the next power, and the half-move clock once it nears the fifty-move
// rule (from 50 on), where it changes what may happen.
func (g *Game) Key() uint64 {
	k := g.hash ^ zNext[g.next&255]
	if c := g.pos.HalfMoveClock(); c >= 50 {
		k ^= zClock[min(c, 255)]
	}
	return k
}

// Synchronous reports whether the game is synchronous Awechec.
func (g *Game) Synchronous() bool { return g.sync }

// InCheck reports whether the side to move is in check.
func (g *Game) InCheck() bool {
	if g.check < 0 {
		g.check = 0
		if g.pos.InCheck() {
			g.check = 1
		}
	}
	return g.check == 1
}

// Power returns the number (1-based), colour and owner of the power the
// next chess half-move consumes; ok is false when it consumes none: the
// side to move is in check, an Awélé game is open (but in synchronous
// Awechec), or the queue is exhausted.
func (g *Game) Power() (n int, c movegen.Color, ok bool) {
	if g.awOpen && !g.sync || g.next >= g.q.Len() || g.InCheck() {
		return 0, movegen.White, false
	}
	return g.next + 1, g.q.Powers()[g.next], true
}

// NeedsAwele reports whether a new Awélé game must come before the next
// chess half-move: the chess game goes on, the queue is exhausted and the
// side to move is not in check.
func (g *Game) NeedsAwele() bool {
	return !g.awOpen && g.next >= g.q.Len() && !g.InCheck() && g.Status() == Ongoing
}

// Status tells whether the chess game is over.
func (g *Game) Status() Status {
	if g.status < 0 {
		g.status = int8(g.status1())
	}
	return Status(g.status)
}

func (g *Game) status1() Status {
	legal := false
	if g.check == 0 {
		legal = g.pos.HasLegalMoveNotInCheck()
	} else {
		legal = g.pos.HasLegalMove()
	}
	if !legal {
		if g.InCheck() {
			return Checkmate
		}
		return Stalemate
	}
	if g.pos.InsufficientMaterial() {
		return Dead
	}
	return Ongoing
}

// FiftyMoves reports whether a draw may be claimed by the fifty-move rule
// (half-move clock of 100 or more, null moves counted).
func (g *Game) FiftyMoves() bool { return g.pos.HalfMoveClock() >= 100 }

// Legal appends the legal moves of the state to buf and returns it: Awélé
// holes and AweleStop while an Awélé game is open (capture events, which
// are always accepted there, are not listed); in the chess phase the
// normal moves, plus the null move when a power is consumed, plus
// AweleStart when the queue is exhausted (then only check answers are
// chess moves). Nothing once the game is over. In synchronous Awechec the
// chess moves come while powers are left (or to answer a check), the Awélé
// moves once they are consumed.
func (g *Game) Legal(buf []Move) []Move {
	exhausted := g.next >= g.q.Len()
	if g.awOpen && (!g.sync || exhausted) {
		if g.awBoard {
			for mask := g.aw.LegalMask(&g.rules); mask != 0; mask &= mask - 1 {
				buf = append(buf, AweleMove(lsb(uint64(mask))))
			}
		}
		buf = append(buf, AweleStop)
		if !g.sync {
			return buf
		}
	}
	if g.Status() != Ongoing {
		return buf
	}
	t := g.Turn()
	if t.Faults(false) == 0 {
		var scratch [256]movegen.Move
		for _, m := range g.pos.LegalMoves(scratch[:0]) {
			buf = append(buf, ChessMove(m))
		}
		if t.Faults(true) == 0 {
			buf = append(buf, Null)
		}
	}
	if exhausted && !g.awOpen && g.std == 0 {
		buf = append(buf, AweleStart)
	}
	return buf
}

// Turn is what the rules say of the next chess half-move, worked out once
// for Play and for the replay of a record (internal/validate), which
// words each rule broken: whether a chess move is due, whether the game
// is over, the check, and the power the half-move consumes. It is packed
// in one word so that Game.Turn is inlined in the replay's loop.
type Turn uint32

const (
	turnOver     Turn = 7 // the Status
	turnCheck    Turn = 1 << 3
	turnPhase    Turn = 1 << 4
	turnStandard Turn = 1 << 5
	turnPower         = 8 // the power's number is from this bit up
)

// Phase is true while an Awélé game is open in asynchronous Awechec: no
// chess move is due, and nothing else is worked out.
func (t Turn) Phase() bool { return t&turnPhase != 0 }

// Over is Ongoing, or how the chess game ended.
func (t Turn) Over() Status { return Status(t & turnOver) }

// InCheck tells that the side to move is in check: the half-move
// consumes no power and cannot be the null move.
func (t Turn) InCheck() bool { return t&turnCheck != 0 }

// Power is the 1-based number of the power the half-move consumes
// (Game.Queue()[Power-1] is its colour); 0 when it consumes none (in
// check, or the queue exhausted).
func (t Turn) Power() int { return int(t >> turnPower) }

// Fault is a set of the rules a chess half-move breaks (Turn.Faults).
type Fault uint8

// The rules a chess half-move may break, in the order Play refuses them.
const (
	FaultPhase        Fault = 1 << iota // an Awélé game is open (ErrPhase)
	FaultOver                           // the game is over (ErrGameOver)
	FaultNoPower                        // no power is left and the side is not in check (ErrNoPower)
	FaultNullInCheck                    // the null move in check (ErrInCheck)
	FaultNullStandard                   // the null move in chess without powers (ErrNullStandard)
)

// Turn returns what the rules say of the next chess half-move.
func (g *Game) Turn() Turn { return g.TurnOf(g.Status(), g.InCheck()) }

// TurnOf is Turn for a caller that has already asked the game's Status
// and InCheck (over and inCheck): the replay's loop, where it is inlined.
func (g *Game) TurnOf(over Status, inCheck bool) Turn {
	if g.awOpen && !g.sync {
		return turnPhase
	}
	t := Turn(over) | g.std
	if inCheck {
		return t | turnCheck
	}
	if g.next < g.q.Len() {
		t |= Turn(g.next+1) << turnPower
	}
	return t
}

// Faults returns every rule a chess half-move breaks in t, the null move
// when null (the legality of a chess move is the position's: Play asks
// it after). Play refuses the first; a replay words each.
func (t Turn) Faults(null bool) Fault {
	if t < 1<<turnPower && t.Phase() {
		return FaultPhase
	}
	if t >= 1<<turnPower && t&(1<<turnPower-1) == 0 {
		return 0 // the common case: a power, the game going on, no check
	}
	var f Fault
	if t.Over() != Ongoing {
		f |= FaultOver
	}
	if t&(turnCheck|turnStandard) == 0 && t.Power() == 0 {
		f |= FaultNoPower
	}
	if null && t.InCheck() {
		f |= FaultNullInCheck
	}
	if null && t&turnStandard != 0 {
		f |= FaultNullStandard
	}
	return f
}

// Err returns the error of the first rule in f, in the order Play refuses
// them; nil when f is empty.
func (f Fault) Err() error {
	switch {
	case f == 0:
		return nil
	case f&FaultPhase != 0:
		return ErrPhase
	case f&FaultOver != 0:
		return ErrGameOver
	case f&FaultNoPower != 0:
		return ErrNoPower
	case f&FaultNullInCheck != 0:
		return ErrInCheck
	}
	return ErrNullStandard
}

// Play checks m and makes it; on error nothing changes.
func (g *Game) Play(m Move) error {
	switch m.Kind() {
	case KindChess, KindNull:
		null := m.Kind() == KindNull
		if err := g.Turn().Faults(null).Err(); err != nil {
			return err
		}
		if null {
			g.MakeNull()
			return nil
		}
		if !g.pos.IsLegal(m.Chess()) {
			return ErrIllegal
		}
		g.MakeChess(m.Chess())
		return nil
	case KindAwele:
		if !g.awOpen || !g.awBoard {
			return ErrPhase
		}
		if g.sync && g.next < g.q.Len() {
			return ErrEarly
		}
		if _, _, err := g.Sow(m.Hole()); err != nil {
			return fmt.Errorf("%w: %v", ErrIllegal, err)
		}
		return nil
	case KindCapture:
		c, n := m.Event()
		if !g.awOpen {
			return ErrPhase
		}
		if n < 1 || n > power.MaxSeeds {
			return ErrIllegal
		}
		g.CaptureSeeds(c, n)
		return nil
	case KindAweleStop:
		if !g.awOpen {
			return ErrPhase
		}
		g.CloseAwele(true)
		return nil
	case KindAweleStart:
		if g.awOpen || g.std != 0 {
			return ErrPhase
		}
		if g.next < g.q.Len() {
			return ErrEarly
		}
		if g.Status() != Ongoing {
			return ErrGameOver
		}
		g.OpenAwele()
		return nil
	}
	return ErrIllegal
}

// OpenAwele opens the next Awélé game, with a new queue: the first from
// its start position (Options.Awele), the others from the standard start.
// It trusts the caller: Play checks that the queue is exhausted and the
// chess game goes on.
func (g *Game) OpenAwele() {
	g.pushAwele()
	if g.replay {
		// No undo record holds the old queue: its memory serves again.
		g.q.Reset()
	} else {
		g.q = *power.NewQueue(g.handicap)
	}
	g.next = 0
	g.aw = awele.Start()
	if g.aweleNo == 0 {
		g.aw = g.first
	}
	g.awOpen, g.awBoard = true, true
	g.aweleNo++
}

// SetAweleTurn gives the move to side s in the open Awélé game before its
// first move: a record that says North began.
func (g *Game) SetAweleTurn(s awele.Side) { g.aw.ToMove = s }

// Sow plays the Awélé move from hole (0..11) in the open Awélé game and
// returns the seeds it captured and the powers they gave; on error (an
// illegal move, wrapping the awele package's error) nothing changes.
func (g *Game) Sow(hole int) (captured, powers int, err error) {
	if !g.replay {
		return g.sowUndoable(hole)
	}
	mover := g.aw.ToMove
	res, err := g.aw.Play(&g.rules, hole) // leaves g.aw as it was on error
	if err != nil || res.Captured == 0 {
		return 0, 0, err
	}
	return res.Captured, g.q.Capture(power.SideColour(mover), res.Captured), nil
}

// sowUndoable is Sow with its undo record.
func (g *Game) sowUndoable(hole int) (captured, powers int, err error) {
	mover, before := g.aw.ToMove, g.aw
	res, err := g.aw.Play(&g.rules, hole)
	if err != nil {
		return 0, 0, err
	}
	g.pushAweleAs(&before)
	return res.Captured, g.q.Capture(power.SideColour(mover), res.Captured), nil
}

// AweleEnded reports whether the position of the open Awélé game has
// ended by the rules (famine and the like).
func (g *Game) AweleEnded() bool { return !g.aw.GoesOn(&g.rules) }

// CaptureSeeds records a capture event of a captures-only record in the
// open Awélé game: side c captured seeds seeds. It returns the powers
// they gave.
func (g *Game) CaptureSeeds(c movegen.Color, seeds int) int {
	g.pushAwele()
	g.awBoard = false
	return g.q.Capture(c, seeds)
}

// GivePower records an item of a power list (`1:W`) of a captures-only
// record in the open Awélé game: one power of colour c, already counted
// after the handicap. It returns the powers it gave (1, or 0 when the
// queue is closed).
func (g *Game) GivePower(c movegen.Color) int {
	g.pushAwele()
	g.awBoard = false
	return g.q.Give(c)
}

// Closing is what closing an Awélé game did.
type Closing struct {
	// Ending is how its position ended (the zero Ending when the game
	// was left as it stood).
	Ending awele.Ending
	// Powers is the number of powers the collection gave.
	Powers int
	// Pools holds the seeds left in the handicap pools, which are
	// dropped.
	Pools [2]int
}

// CloseAwele closes the open Awélé game. With finish, its position ends
// it: by the rules when it has ended (a collection is the collector's
// capture, after every earlier one), else by an agreed stop, whose seeds
// left give no powers (a standalone record shares them as its rule set
// says); a game of capture events is not finished. Without, the game
// stays as it stands: the record stops (`...`, an interruption, an
// illegal move). The queue then takes no more powers.
func (g *Game) CloseAwele(finish bool) Closing {
	g.pushAwele()
	var cl Closing
	g.ending = awele.Ending{}
	if finish && g.awBoard {
		e, ok := g.aw.Ended(&g.rules)
		if !ok {
			e = g.aw.Agree(&g.rules)
			if !g.standalone {
				// Awechec: the seeds left give no powers; they are removed.
				e.Removed += e.Shared[0] + e.Shared[1]
				e.Shared = [2]int{}
			}
		}
		g.aw.Finish(&g.rules, e)
		if e.Collected > 0 {
			// A collection is the collector's capture, in a standalone
			// record too (seed 000's annex: the seeds left "donne des
			// pouvoirs"): its queue is the one the same moves give
			// when they open an Awechec record.
			cl.Powers = g.q.Capture(power.SideColour(e.Collector), e.Collected)
		}
		g.ending, cl.Ending = e, e
	}
	cl.Pools = [2]int{g.q.Pool(movegen.White), g.q.Pool(movegen.Black)}
	g.q.Close()
	g.awOpen = false
	return cl
}

// ConsumePower consumes the next power, if any, without a move: the
// half-move of a record that took it could not be played.
func (g *Game) ConsumePower() {
	if g.next < g.q.Len() {
		g.next++
	}
}

// pushAwele saves the whole state before an Awélé-side change.
func (g *Game) pushAwele() {
	if !g.replay {
		g.pushAweleAs(&g.aw)
	}
}

// pushAweleAs saves the state with aw as the Awélé position.
func (g *Game) pushAweleAs(aw *awele.Position) {
	g.push(true)
	g.awUndo = append(g.awUndo, aweleRec{aw: *aw, awOpen: g.awOpen, awBoard: g.awBoard, q: g.q, aweleNo: g.aweleNo, ending: g.ending})
}

// push saves the state before a move. The record is written in its slot
// field by field: an append of a composite literal built it on the stack
// and copied it (callgrind: 115 instructions a move against 47).
func (g *Game) push(aw bool) {
	n := len(g.undo)
	if n == cap(g.undo) {
		g.undo = append(g.undo, undoRec{})
	} else {
		g.undo = g.undo[:n+1]
	}
	u := &g.undo[n]
	u.pos = g.pos
	u.hash, u.next, u.plies, u.check, u.status, u.awele = g.hash, int32(g.next), int32(g.plies), g.check, g.status, aw
}

// MakeChess makes the chess move m, which must be legal in the chess
// phase (a power left or the side in check); it consumes the next power
// unless the side to move is in check.
func (g *Game) MakeChess(m movegen.Move) { g.makeChess(m, true) }

// MakeChessNoHash is MakeChess without the update of the hash: Hash and
// Key are meaningless until the move is undone. The search uses it for
// the moves into its leaves, which never read the table.
func (g *Game) MakeChessNoHash(m movegen.Move) { g.makeChess(m, false) }

// makeChess is the one way a chess move is made. Out of check it consumes
// the next power; in a forward replay (no undo record, no hash) a record's
// half-move may find the queue exhausted. hash says whether the hash
// follows the move.
func (g *Game) makeChess(m movegen.Move, hash bool) {
	if !g.replay {
		g.push(false)
		if hash {
			g.hash = hashAfter(&g.pos, g.hash, m)
		}
	}
	if !g.InCheck() && g.next < g.q.Len() {
		g.next++
	}
	g.pos.Play(m)
	g.plies++
	g.check, g.status = -1, -1
}

// MakeNull makes the null move, which must be legal: a power left and the
// side to move not in check. It consumes the next power (in a forward
// replay, a record's null move may find the queue exhausted).
func (g *Game) MakeNull() {
	if g.replay {
		g.ConsumePower()
	} else {
		g.push(false)
		g.hash = hashAfterNull(&g.pos, g.hash)
		g.next++
	}
	if !g.InCheck() { // known: the caller asked before (Power, Status)
		g.pos.Pass()
		g.check = 0 // a pass never leaves the other side in check: it was not before
	}
	// In check, the null move is not legal (Play refuses it): a caller
	// that makes it all the same leaves the same side to move, still in
	// check, which the cache must keep saying.
	g.plies++
	g.status = -1
}

// Undo takes back the last move made.
func (g *Game) Undo() error {
	n := len(g.undo)
	if n == 0 {
		return ErrNoUndo
	}
	u := &g.undo[n-1]
	g.pos, g.hash, g.next, g.plies, g.check, g.status = u.pos, u.hash, int(u.next), int(u.plies), u.check, u.status
	if u.awele {
		a := &g.awUndo[len(g.awUndo)-1]
		g.aw, g.awOpen, g.awBoard, g.q, g.aweleNo, g.ending = a.aw, a.awOpen, a.awBoard, a.q, a.aweleNo, a.ending
		g.awUndo = g.awUndo[:len(g.awUndo)-1]
	}
	g.undo = g.undo[:n-1]
	return nil
}

// UndoChess takes back the last chess or null move made with MakeChess or
// MakeNull: Undo without the Awélé case, for the search.
func (g *Game) UndoChess() {
	u := &g.undo[len(g.undo)-1]
	g.pos, g.hash, g.next, g.plies, g.check, g.status = u.pos, u.hash, int(u.next), int(u.plies), u.check, u.status
	g.undo = g.undo[:len(g.undo)-1]
}

// History returns the number of moves that Undo can take back.
func (g *Game) History() int { return len(g.undo) }
