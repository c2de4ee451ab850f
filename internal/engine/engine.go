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
// Synchronous Awechec (captures consumed at once) is not modelled yet: the
// validate replay still holds it.
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
}

// Errors of Play.
var (
	ErrIllegal  = errors.New("illegal move")
	ErrGameOver = errors.New("the game is over")
	ErrPhase    = errors.New("not a move of this phase")
	ErrNoPower  = errors.New("every power is consumed: a new Awélé game must come first")
	ErrEarly    = errors.New("powers are left: the Awélé game cannot start yet")
	ErrInCheck  = errors.New("the side to move is in check: the null move is not allowed")
	ErrNoUndo   = errors.New("nothing to undo")
)

// Game is the state of an Awechec game. The zero Game is not usable: use
// [New] or [NewChess]. A Game is not safe for concurrent use; [Game.Clone]
// gives an independent copy.
type Game struct {
	pos   movegen.Position
	hash  uint64
	check int8 // 1 in check, 0 not, -1 not known yet

	rules    awele.Rules
	handicap power.Handicap
	aw       awele.Position
	awOpen   bool
	awBoard  bool // the open Awélé game is played on a board (not capture events)
	q        *power.Queue
	queue    []movegen.Color // the powers of the current Awélé game
	next     int             // index in queue of the next power to consume
	aweleNo  int             // 1-based number of the current Awélé game
	ending   awele.Ending    // how the last Awélé game closed
	plies    int             // chess half-moves played
	undo     []undoRec
	awUndo   []aweleRec
	scratch  [256]movegen.Move
}

// undoRec restores the state before a move.
type undoRec struct {
	pos   movegen.Position
	hash  uint64
	next  int32
	plies int32
	check int8
	awele bool // an aweleRec was pushed too
}

// aweleRec restores the Awélé side of the state.
type aweleRec struct {
	aw      awele.Position
	awOpen  bool
	awBoard bool
	q       *power.Queue
	queue   []movegen.Color
	aweleNo int
	ending  awele.Ending
}

func rulesOrDefault(r awele.Rules) awele.Rules {
	if r.Name == "" {
		r, _ = awele.Preset("awechec")
	}
	return r
}

// New starts an Awechec game: the first Awélé game is open.
func New(opt Options) *Game {
	g := &Game{rules: rulesOrDefault(opt.Rules), handicap: opt.Handicap, check: -1}
	g.pos = movegen.Start()
	if opt.Chess != nil {
		g.pos = *opt.Chess
	}
	g.hash = Hash(&g.pos)
	g.aw = awele.Start()
	if opt.Awele != nil {
		g.aw = *opt.Awele
	}
	g.awOpen, g.awBoard, g.aweleNo = true, true, 1
	g.q = power.NewQueue(opt.Handicap)
	g.undo = make([]undoRec, 0, 64)
	return g
}

// NewChess returns a game in the chess phase from pos, with the queue of
// powers given (none consumed yet): a study.
func NewChess(pos movegen.Position, queue []movegen.Color) *Game {
	g := &Game{rules: rulesOrDefault(awele.Rules{}), check: -1, pos: pos}
	g.hash = Hash(&g.pos)
	g.q = power.FromColours(queue)
	g.q.Close()
	g.queue = g.q.Colours()
	g.aweleNo = 1
	g.undo = make([]undoRec, 0, 64)
	return g
}

// Clone returns an independent copy of g (its undo history included).
func (g *Game) Clone() *Game {
	c := *g
	c.q = g.q.Clone()
	c.queue = append([]movegen.Color(nil), g.queue...)
	c.undo = append(make([]undoRec, 0, cap(g.undo)), g.undo...)
	c.awUndo = append([]aweleRec(nil), g.awUndo...)
	return &c
}

// Chess returns the chess position.
func (g *Game) Chess() *movegen.Position { return &g.pos }

// Awele returns the position of the current Awélé game.
func (g *Game) Awele() awele.Position { return g.aw }

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
// slice is the game's own: do not modify it.
func (g *Game) Queue() []movegen.Color { return g.queue }

// Next returns the index in Queue of the next power to consume: the number
// of powers consumed.
func (g *Game) Next() int { return g.next }

// Remaining returns the number of powers not yet consumed.
func (g *Game) Remaining() int { return len(g.queue) - g.next }

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
// side to move is in check, an Awélé game is open, or the queue is
// exhausted.
func (g *Game) Power() (n int, c movegen.Color, ok bool) {
	if g.awOpen || g.next >= len(g.queue) || g.InCheck() {
		return 0, movegen.White, false
	}
	return g.next + 1, g.queue[g.next], true
}

// NeedsAwele reports whether a new Awélé game must come before the next
// chess half-move: the chess game goes on, the queue is exhausted and the
// side to move is not in check.
func (g *Game) NeedsAwele() bool {
	return !g.awOpen && g.next >= len(g.queue) && !g.InCheck() && g.Status() == Ongoing
}

// Status tells whether the chess game is over.
func (g *Game) Status() Status {
	if !g.pos.HasLegalMove() {
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
// chess moves). Nothing once the game is over.
func (g *Game) Legal(buf []Move) []Move {
	if g.awOpen {
		if g.awBoard {
			for mask := g.aw.LegalMask(&g.rules); mask != 0; mask &= mask - 1 {
				buf = append(buf, AweleMove(lsb(uint64(mask))))
			}
		}
		return append(buf, AweleStop)
	}
	if g.Status() != Ongoing {
		return buf
	}
	inCheck := g.InCheck()
	exhausted := g.next >= len(g.queue)
	if inCheck || !exhausted {
		for _, m := range g.pos.LegalMoves(g.scratch[:0]) {
			buf = append(buf, ChessMove(m))
		}
		if !inCheck {
			buf = append(buf, Null)
		}
	}
	if exhausted {
		buf = append(buf, AweleStart)
	}
	return buf
}

// Play checks m and makes it; on error nothing changes.
func (g *Game) Play(m Move) error {
	switch m.Kind() {
	case KindChess, KindNull:
		if g.awOpen {
			return ErrPhase
		}
		if g.Status() != Ongoing {
			return ErrGameOver
		}
		inCheck := g.InCheck()
		if !inCheck && g.next >= len(g.queue) {
			return ErrNoPower
		}
		if m.Kind() == KindNull {
			if inCheck {
				return ErrInCheck
			}
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
		a := g.aw
		res, err := a.Play(&g.rules, m.Hole())
		if err != nil {
			return fmt.Errorf("%w: %v", ErrIllegal, err)
		}
		g.pushAwele()
		g.aw = a
		if res.Captured > 0 {
			g.capture(power.SideColour(a.ToMove.Other()), res.Captured)
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
		g.pushAwele()
		g.awBoard = false
		g.capture(c, n)
		return nil
	case KindAweleStop:
		if !g.awOpen {
			return ErrPhase
		}
		g.pushAwele()
		g.ending = awele.Ending{}
		if g.awBoard {
			e, ok := g.aw.Ended(&g.rules)
			if !ok {
				// An agreed stop: in Awechec the seeds left give no powers.
				e = awele.Ending{Reason: awele.EndAgreement, Removed: g.aw.OnBoard()}
			}
			g.aw.Finish(&g.rules, e)
			if e.Collected > 0 {
				g.capture(power.SideColour(e.Collector), e.Collected)
			}
			g.ending = e
		}
		g.q.Close()
		g.awOpen = false
		return nil
	case KindAweleStart:
		if g.awOpen {
			return ErrPhase
		}
		if g.next < len(g.queue) {
			return ErrEarly
		}
		if g.Status() != Ongoing {
			return ErrGameOver
		}
		g.pushAwele()
		g.q = power.NewQueue(g.handicap)
		g.queue, g.next = nil, 0
		g.aw = awele.Start()
		g.awOpen, g.awBoard = true, true
		g.aweleNo++
		return nil
	}
	return ErrIllegal
}

// capture adds the powers of seeds captured by c.
func (g *Game) capture(c movegen.Color, seeds int) {
	if g.q.Capture(c, seeds) > 0 {
		g.queue = g.q.Colours()
	}
}

// pushAwele saves the whole state before an Awélé-side change.
func (g *Game) pushAwele() {
	g.push(true)
	g.awUndo = append(g.awUndo, aweleRec{aw: g.aw, awOpen: g.awOpen, awBoard: g.awBoard, q: g.q.Clone(), queue: g.queue, aweleNo: g.aweleNo, ending: g.ending})
}

func (g *Game) push(aw bool) {
	g.undo = append(g.undo, undoRec{pos: g.pos, hash: g.hash, next: int32(g.next), plies: int32(g.plies), check: g.check, awele: aw})
}

// MakeChess makes the chess move m, which must be legal in the chess
// phase (a power left or the side in check); it consumes the next power
// unless the side to move is in check.
func (g *Game) MakeChess(m movegen.Move) {
	g.push(false)
	if !g.InCheck() {
		g.next++
	}
	g.hash = hashAfter(&g.pos, g.hash, m)
	g.pos.Play(m)
	g.plies++
	g.check = -1
}

// MakeChessNoHash is MakeChess without the update of the hash: Hash and
// Key are meaningless until the move is undone. The search uses it for
// the moves into its leaves, which never read the table.
func (g *Game) MakeChessNoHash(m movegen.Move) {
	g.push(false)
	if !g.InCheck() {
		g.next++
	}
	g.pos.Play(m)
	g.plies++
	g.check = -1
}

// MakeNull makes the null move, which must be legal: a power left and the
// side to move not in check. It consumes the next power.
func (g *Game) MakeNull() {
	g.push(false)
	g.next++
	g.hash = hashAfterNull(&g.pos, g.hash)
	_ = g.pos.Null()
	g.plies++
	g.check = 0 // a pass never leaves the other side in check: it was not before
}

// Undo takes back the last move made.
func (g *Game) Undo() error {
	n := len(g.undo)
	if n == 0 {
		return ErrNoUndo
	}
	u := &g.undo[n-1]
	g.pos, g.hash, g.next, g.plies, g.check = u.pos, u.hash, int(u.next), int(u.plies), u.check
	if u.awele {
		a := g.awUndo[len(g.awUndo)-1]
		g.awUndo = g.awUndo[:len(g.awUndo)-1]
		g.aw, g.awOpen, g.awBoard, g.q, g.queue, g.aweleNo, g.ending = a.aw, a.awOpen, a.awBoard, a.q, a.queue, a.aweleNo, a.ending
	}
	g.undo = g.undo[:n-1]
	return nil
}

// UndoChess takes back the last chess or null move made with MakeChess or
// MakeNull: Undo without the Awélé case, for the search.
func (g *Game) UndoChess() {
	u := &g.undo[len(g.undo)-1]
	g.pos, g.hash, g.next, g.plies, g.check = u.pos, u.hash, int(u.next), int(u.plies), u.check
	g.undo = g.undo[:len(g.undo)-1]
}

// History returns the number of moves that Undo can take back.
func (g *Game) History() int { return len(g.undo) }
