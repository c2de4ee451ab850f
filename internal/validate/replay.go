package validate

import (
	"errors"
	"fmt"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// replayer replays one game under one language.
type replayer struct {
	// uciNoted: a move was read in UCI form (uci-moves said); uciSANs
	// are the SANs of the moves written so (Report.SANs).
	uciNoted bool
	uciSANs  map[int]movegen.Spec
	g        *notation.Game
	opt      Options
	set      *setup
	lang     notation.Language
	letters  notation.Letters
	// powers is the table of the power colour letters the game writes
	// (notation.PowerTable): its PowerLetters tag's, else its language's.
	powers notation.Letters
	diags  diag.List
	rep    *Report
	// awMoves is one block for the Moves of every Awélé game of the
	// trace, carved in order: awUsed moves of it belong to closed games.
	awMoves []AweleMove
	awUsed  int
	// awPos and colours are blocks the Awélé positions and the queues of
	// the trace are carved from (aweleCopy, queueCopy): a few allocations
	// per report instead of some per Awélé game.
	awPos   []awele.Position
	colours []movegen.Color
	// cut is true when a syntax error stopped the reader before the end
	// of the movetext (readerCut).
	cut bool
	// badLetters folds the power tokens whose colour letter the game's
	// letters do not read: the first is reported (diag, its index in
	// diags), the numbers of the others are counted in its message.
	badLetters struct {
		diag    int
		numbers []int
		awele   int  // the Awélé game of the first
		games   bool // the others are not all of that Awélé game
	}
	// elems and at locate the element being replayed, for messages that
	// look around it.
	elems []notation.Element
	at    int
	// depth is the depth of variation being replayed (0: the main
	// line); scratches hold the lines of each depth (scratch).
	depth     int
	scratches []*lineScratch
}

// addMove appends m to the moves of t, the trace of the Awélé game being
// played in the main line.
func (r *replayer) addMove(t *AweleGameTrace, m AweleMove) {
	if r.opt.NoMoves {
		return
	}
	if t.Moves == nil && r.awUsed < cap(r.awMoves) {
		t.Moves = r.awMoves[r.awUsed:r.awUsed]
	}
	t.Moves = append(t.Moves, m)
}

// oneByte holds the one-byte strings, so that a letter becomes a string
// without allocating.
var oneByte = func() (t [256]string) {
	for i := range t {
		t[i] = string([]byte{byte(i)})
	}
	return t
}()

// line is one line of play (the main line or a variation): its game state,
// which the engine holds, and what the checker keeps beside it to word its
// diagnostics and to recover from a defect.
type line struct {
	g    *engine.Game // the game state: chess, Awélé game, queue
	main bool

	chessLost bool // the chess replay stopped: the rest of the line is not replayed

	// Awélé: what the record wrote of the open game
	awBoard  bool // it has board moves
	awEvents bool // it has capture events
	awLost   bool // an illegal move stopped its replay
	awStart  awele.Side
	awPly    int
	evSeeds  [2]int // seeds of capture events, South/White and North/Black

	last closedAwele // the last closed Awélé game

	// powers
	caps  [maxCaptures]capture // the captures of the open Awélé game
	nCaps int
	fold  *mismatchFold // the power-mismatch cascade being folded
	// answered is the Awélé game in which a power token was written on a
	// check answer (0: none): the tokens after it may be numbered on.
	answered  int
	missing   *missingFold // the half-moves without a power token
	numbers   *numberFold  // the wrong Awélé move numbers of the open game
	awHoles   [3]byte      // the first holes played in the open Awélé game
	awHoleN   int
	qLost     bool // the queue of the open Awélé game is not known
	exhausted bool
	// the handicap pool dropped at the end of the last closed Awélé game,
	// and the one dropped before the open game began (for the hint that
	// pools are not carried over)
	dropped, carried int
	// the last capture fed to the queue: its seeds and the powers it gave
	lastSeeds, lastPowers int

	section       notation.Section
	skipSection   bool
	pendingPower  *notation.Element
	pendingNumber *notation.Element
}

// closedAwele is what the replay keeps of the last closed Awélé game, for
// a score token or a move written after it.
type closedAwele struct {
	closed     bool
	score      [2]int
	end        awele.Ending    // how its seeds left were disposed of
	agreed     bool            // it ended by an agreed stop
	unrecorded bool            // unrecorded, illegal or interrupted: its score is not known
	ending     awele.EndReason // its ending
	mover      awele.Side      // the side to move when it ended
	ply        int             // chess half-moves played when it closed
}

// cloneInto makes c a copy of st for a variation, in c's memory (its
// game state's queue and undo history are reused): c is a scratch line of
// the replayer's (replayer.scratch), which no one else holds.
func (st *line) cloneInto(c *line) {
	g := c.g
	*c = *st
	if g == nil {
		g = new(engine.Game)
	}
	st.g.CopyTo(g)
	c.g = g
	c.main = false
	c.pendingPower, c.pendingNumber = nil, nil
	c.fold = nil // a variation's mismatches are its own
	c.missing, c.numbers = nil, nil
}

// lineScratch is the memory of the lines of one depth of variations: the
// state before the last move a variation follows (before), and the
// variation being replayed (branch). Each variation is replayed in the
// same memory as the one before it at its depth: a flood of 100,000
// empty variations took a game state each (108 MB for 192 KB of "()").
type lineScratch struct {
	before, branch line
}

// scratch returns the scratch lines of variations at depth d (0: the
// variations of the main line), made on first use.
func (r *replayer) scratch(d int) *lineScratch {
	for len(r.scratches) <= d {
		r.scratches = append(r.scratches, new(lineScratch))
	}
	return r.scratches[d]
}

// started reports whether an Awélé game was opened: the line has a queue.
func (st *line) started() bool { return st.g.AweleGame() > 0 }

// front returns the number of the next power to consume.
func (st *line) front() int { return st.g.Next() + 1 }

// powerAt returns the colour of power n (1-based) of the queue.
func (st *line) powerAt(n int) (movegen.Color, bool) {
	q := st.g.Queue()
	if n < 1 || n > len(q) {
		return movegen.White, false
	}
	return q[n-1], true
}

// add records a diagnostic of this game.
func (r *replayer) add(sev diag.Severity, code string, e *notation.Element, ply, awg, awp int, msg i18n.Msg) {
	d := diag.Diagnostic{
		Severity: sev, Code: code, File: r.opt.File, Msg: msg,
		Game: r.g.Index, Ply: ply, AweleGame: awg, AwelePly: awp,
	}
	if e != nil {
		d.Line, d.Col, d.Len = e.Pos.Line, e.Pos.Col, e.Len
	}
	r.diags.Add(d)
}

// flushBadLetters counts the other tokens with a colour letter the game
// does not read in the first one's message.
func (r *replayer) flushBadLetters() {
	b := &r.badLetters
	if len(b.numbers) == 0 || b.diag >= len(r.diags) {
		return
	}
	d := &r.diags[b.diag]
	if len(b.numbers) > 0 {
		d.Fix = nil // every token is written so: the fix is more than one
	}
	if b.games {
		// numbers of several Awélé games: a list of them would mislead
		d.Msg = d.Msg.Then(i18n.M(i18n.VBadLettersGames, len(b.numbers)))
	} else {
		d.Msg = d.Msg.Then(i18n.M(i18n.VBadLettersMore, len(b.numbers), numberRanges(b.numbers)))
	}
	b.numbers = nil
}

// powerColour reads a power or capture-event colour letter.
func (r *replayer) powerColour(letter byte) (movegen.Color, bool) {
	return r.powers.PowerColour(letter)
}

// colourWord names a power colour for messages.
func colourWord(c movegen.Color) i18n.Key {
	if c == movegen.White {
		return i18n.ColourWhite
	}
	return i18n.ColourBlack
}

// colourLetter writes a colour in the game's power letters.
func (r *replayer) colourLetter(c movegen.Color) byte {
	if c == movegen.White {
		return r.powers.White
	}
	return r.powers.Black
}

// badColour words a colour letter the game's power letters do not read,
// for the power n of colour c (n is 0 for a capture event): what the
// letter means in the other power letters, what to write, and the
// PowerLetters tag that would read it as written.
func (r *replayer) badColour(letter byte, n int, c movegen.Color) i18n.Msg {
	where := i18n.M(i18n.VColourIn, langName(r.powers.Lang))
	if r.powers.Lang != r.letters.Lang {
		where = i18n.M(i18n.VColourInLetters, langName(r.powers.Lang), r.powers.White, r.powers.Black)
	}
	msg := i18n.M(i18n.VNotColourLetter, letter, where)
	otherLang := notation.English
	if r.powers.Lang == notation.English {
		otherLang = notation.French
	}
	other, _ := notation.Table(otherLang)
	meant, ok := other.PowerColour(letter)
	if !ok {
		if n > 0 {
			msg = msg.Then(i18n.M(i18n.VWritePower, n, r.colourLetter(c)))
		}
		return msg
	}
	msg = msg.Then(i18n.M(i18n.VColourMeans, letter, langName(otherLang), colourWord(meant), langName(r.powers.Lang), r.colourLetter(meant)))
	if n > 0 {
		msg = msg.Then(i18n.M(i18n.VWritePower, n, r.colourLetter(c)))
	} else {
		msg = msg.Then(i18n.M(i18n.VWriteLetter, r.colourLetter(meant)))
	}
	if _, tagged := r.g.Tag(notation.TagPowerLetters); !tagged {
		msg = msg.Then(i18n.M(i18n.VOrAddTag, notation.TagPowerLetters, string(otherLang), langName(otherLang)))
	}
	return msg
}

func (r *replayer) trace(st *line) *AweleGameTrace {
	if awg := st.g.AweleGame(); st.main && awg >= 1 && awg <= len(r.rep.Awele) {
		return &r.rep.Awele[awg-1]
	}
	return nil
}

// newLine returns the main line at the start of the game: the chess start
// position, before the first Awélé game.
func (r *replayer) newLine() *line {
	s := r.set
	g := engine.New(engine.Options{
		Rules: s.rules, Handicap: s.handicap, Chess: &s.chessStart, Awele: &s.aweleStart,
		Synchronous: s.variant == notation.Synchronous, Standalone: s.variant == notation.Awele, BeforeAwele: true, Replay: true,
		Standard: s.variant.PlainChess(),
	})
	return &line{g: g, main: true, chessLost: s.chessBad}
}

// run replays elems on st.
func (r *replayer) run(elems []notation.Element, st *line) {
	// before is the state before the last move when a variation follows
	// it: that variation is an alternative to it. A variation with no
	// such move before it (at the start of the line, after a section
	// keyword, a move number or a power token) is an alternative to the
	// move that follows, and branches from the current state.
	var before *line
	r.elems = elems
	for i := range elems {
		if r.rep.Stopped {
			return
		}
		e := &elems[i]
		switch e.Kind {
		case notation.SectionMark:
			before = nil
			r.section(st, e)
		case notation.MoveNumber:
			before = nil
			st.pendingNumber = e
		case notation.AweleMove, notation.CaptureEvent, notation.ChessMove, notation.NullMove:
			before = nil
			if i+1 < len(elems) && mayLeadToVariation(elems[i+1].Kind) && variationFollows(elems, i) {
				before = &r.scratch(r.depth).before
				st.cloneInto(before)
			}
			r.at = i
			switch e.Kind {
			case notation.AweleMove:
				r.aweleMove(st, e)
			case notation.CaptureEvent:
				r.captureEvent(st, e)
			default:
				r.chessMove(st, e)
			}
			if st.pendingNumber != nil {
				st.pendingNumber = nil
			}
		case notation.Unrecorded:
			if st.g.AweleOpen() && !st.skipSection {
				r.closeAwele(st, awele.EndUnrecorded)
			}
		case notation.AweleScore:
			r.score(st, e)
		case notation.Power:
			if st.pendingPower != nil {
				r.unexpectedPower(st, st.pendingPower, e, i18n.M(i18n.VTwoTokens))
			}
			st.pendingPower = e
		case notation.Variation:
			if r.opt.Stop != nil {
				continue
			}
			if r.powerNoNumber(st, e) {
				before = nil
				continue
			}
			base := before
			if base == nil || st.pendingPower != nil {
				// Between a power token and its move the variation
				// branches from before that move, with the queue before
				// that token: the token is not consumed yet.
				base = st
			}
			v := &r.scratch(r.depth).branch
			base.cloneInto(v)
			r.depth++
			r.run(e.Children, v)
			r.depth--
			r.elems = elems
			r.finishLine(v)
		}
	}
}

// unexpectedPower reports a power token e that no half-move took; next is
// the element that came instead (nil: the end of the line). When the
// reader found a syntax error between them, the unreadable text was that
// half-move: its error says it all, and as after an illegal move the rest
// of the line is not replayed (the side to move is no longer known). Once
// a line is not replayed, nothing is said of its tokens.
func (r *replayer) unexpectedPower(st *line, e, next *notation.Element, why i18n.Msg) {
	if st.chessLost {
		return
	}
	if unreadableAfter(r.g, e, next) {
		st.chessLost = true
		return
	}
	r.add(diag.Error, diag.PowerUnexpected, e, st.g.Plies()+1, 0, 0, i18n.M(i18n.VPowerToken, quotePower(r.g, e), why))
}

// unreadableAfter reports whether the reader found a syntax or encoding
// error after e and before next (nil: anywhere after e).
func unreadableAfter(g *notation.Game, e, next *notation.Element) bool {
	end := notation.Pos{Line: e.Pos.Line, Col: e.Pos.Col + e.Len}
	for _, d := range g.Diags {
		if d.Severity != diag.Error || d.Code != diag.Syntax && d.Code != diag.Encoding || before(d.Line, d.Col, end) {
			continue
		}
		if next == nil || before(d.Line, d.Col, next.Pos) {
			return true
		}
	}
	return false
}

// finishLine closes what is still open at the end of a line.
func (r *replayer) finishLine(st *line) {
	if st.pendingPower != nil {
		r.unexpectedPower(st, st.pendingPower, nil, i18n.M(i18n.VNoHalfMove))
		st.pendingPower = nil
	}
	r.flushFold(st)
	r.flushMissing(st)
	if st.g.AweleOpen() {
		if r.set.variant == notation.Synchronous || st.main && r.cut {
			// The record ends (or was cut short) while the game goes on.
			r.closeAwele(st, awele.EndInterrupted)
		} else {
			r.closeAwele(st, awele.EndAgreement)
		}
	}
}

// section handles a section keyword.
func (r *replayer) section(st *line, e *notation.Element) {
	if st.pendingPower != nil {
		r.unexpectedPower(st, st.pendingPower, e, i18n.M(i18n.VSectionFirst))
		st.pendingPower = nil
	}
	st.section = e.Section
	st.skipSection = false
	switch e.Section {
	case notation.AweleSection:
		switch r.set.variant {
		case notation.Standard, notation.Chess960:
			r.add(diag.Error, diag.SectionUnexpected, e, 0, 0, 0, i18n.M(i18n.VStandardNoAwele))
			st.skipSection = true
		case notation.Awele:
			if !st.started() {
				r.newAwele(st, e)
			}
		case notation.Synchronous:
			if !st.g.AweleOpen() {
				r.newAwele(st, e)
			}
		default:
			if st.g.AweleOpen() {
				r.closeAwele(st, awele.EndAgreement)
			}
			r.newAwele(st, e)
		}
	case notation.ChessSection:
		switch r.set.variant {
		case notation.Awele:
			r.add(diag.Error, diag.SectionUnexpected, e, 0, 0, 0, i18n.M(i18n.VNoChessSection))
			st.skipSection = true
		case notation.Awechec:
			if st.g.AweleOpen() {
				r.closeAwele(st, awele.EndAgreement)
			}
		}
	}
}

// newAwele starts an Awélé game; e is what opens it: its section keyword,
// or its first move or capture event when no keyword opens it.
func (r *replayer) newAwele(st *line, e *notation.Element) {
	awp := 0
	if e.Kind != notation.SectionMark {
		awp = 1
	}
	if over := st.g.Status(); over != engine.Ongoing && r.set.variant != notation.Awele {
		r.add(diag.Error, diag.MoveAfterEnd, e, 0, st.g.AweleGame()+1, awp, i18n.M(i18n.VChessOverAwele, statusName(over)))
		st.skipSection = true
		return
	}
	if st.started() && !st.qLost && st.g.Remaining() > 0 {
		r.add(diag.Error, diag.AweleEarly, e, 0, st.g.AweleGame()+1, awp,
			i18n.M(i18n.VNewAweleEarly, powerRange(st.front(), len(st.g.Queue())), st.g.AweleGame()))
	}
	r.flushFold(st)
	st.carried, st.dropped = st.dropped, 0
	st.lastSeeds, st.lastPowers = 0, 0
	st.nCaps = 0
	st.g.OpenAwele()
	st.awBoard, st.awEvents, st.awLost = false, false, false
	st.awPly = 0
	st.awHoleN = 0
	st.evSeeds = [2]int{}
	if st.g.AweleGame() == 1 {
		st.awLost = r.set.aweleBad
	}
	ap := st.g.Awele()
	st.awStart = ap.ToMove
	st.qLost = st.awLost
	st.exhausted = false
	st.last.closed = false
	if st.main {
		if n := len(r.rep.Awele); n > 0 {
			prev := &r.rep.Awele[n-1]
			r.awUsed += len(prev.Moves)
			prev.Moves = prev.Moves[:len(prev.Moves):len(prev.Moves)]
		}
		t := AweleGameTrace{Index: st.g.AweleGame(), Rules: r.set.rules, Case: r.set.acase, Start: r.aweleCopy(ap)}
		if awp == 0 {
			t.Pos = e.Pos
		}
		if r.rep.Awele == nil {
			r.rep.Awele = make([]AweleGameTrace, 0, 8) // an Awechec game has a few
		}
		r.rep.Awele = append(r.rep.Awele, t)
	}
}

// closeAwele ends the open Awélé game: by the rules when its position says
// so, else as how says (agreement, unrecorded, interrupted, illegal).
func (r *replayer) closeAwele(st *line, how awele.EndReason) {
	if !st.g.AweleOpen() {
		return
	}
	r.flushNumbers(st)
	t := r.trace(st)
	ending := how
	mover := st.g.AweleTurn()
	finish := false
	switch {
	case st.awLost:
		ending = awele.EndIllegal
	case st.awEvents:
		if how != awele.EndUnrecorded {
			ending = awele.EndCaptures
		}
	case how == awele.EndUnrecorded || how == awele.EndInterrupted:
	default:
		// The position ends the game: by the rules, else by an agreed stop.
		finish = true
	}
	cl := st.g.CloseAwele(finish)
	end := cl.Ending
	if finish {
		ending = end.Reason
		if end.Collected > 0 && r.set.variant != notation.Awele {
			r.noteCapture(st, power.SideColour(end.Collector), end.Collected, cl.Powers)
		}
	}
	ap := st.g.Awele()
	st.dropped = cl.Pools[r.set.handicap.Side&1]
	st.last = closedAwele{
		closed: true, score: ap.Stores, end: end, agreed: ending == awele.EndAgreement,
		unrecorded: ending == awele.EndUnrecorded || ending == awele.EndIllegal || ending == awele.EndInterrupted,
		ending:     ending, mover: mover, ply: st.g.Plies(),
	}
	if st.awEvents {
		st.last.score = st.evSeeds
	}
	if t != nil {
		t.Ending = ending
		t.CapturesOnly = st.awEvents
		if end.Collected > 0 {
			t.Collector = end.Collector
			t.Collected = end.Collected
		}
		t.Shared, t.Removed = end.Shared, end.Removed
		t.Score = st.last.score
		if st.awEvents {
			t.Start = nil
		} else {
			t.Final = r.aweleCopy(ap)
		}
		q := st.g.Queue()
		t.Queue = r.queueCopy(q)
	}
}

// aweleReady checks that an Awélé move or event may be played now and
// opens an Awélé game when none was opened by a keyword. It reports false
// when the element is to be skipped.
func (r *replayer) aweleReady(st *line, e *notation.Element) bool {
	if st.skipSection {
		return false
	}
	if r.set.variant.PlainChess() {
		r.add(diag.Error, diag.SectionUnexpected, e, 0, 0, 0, i18n.M(i18n.VStandardNoAweleMv))
		st.skipSection = true
		return false
	}
	if !st.g.AweleOpen() {
		// When the last game's powers are consumed, or chess half-moves
		// came since it closed, this move opens the next game, keyword or
		// not (FORMAT.md: keywords may be left out); else it is one move
		// too many for the game that ended.
		if st.started() && (r.set.variant == notation.Awele || st.g.Plies() == st.last.ply && (st.qLost || st.g.Remaining() > 0)) {
			r.add(diag.Error, diag.MoveAfterEnd, e, 0, st.g.AweleGame(), st.awPly+1, i18n.M(i18n.VAweleOver, st.g.AweleGame(),
				r.overWhy(st.last.ending, st.last.mover, st.last.score)))
			st.skipSection = true
			return false
		}
		r.newAwele(st, e)
		if !st.g.AweleOpen() {
			return false
		}
	}
	if r.set.variant == notation.Synchronous && !st.qLost && st.g.Remaining() > 0 {
		r.add(diag.Error, diag.AweleEarly, e, 0, st.g.AweleGame(), st.awPly+1,
			i18n.M(i18n.VResumeEarly, powerRange(st.front(), len(st.g.Queue()))))
	}
	return true
}

// aweleMove replays one sowing.
func (r *replayer) aweleMove(st *line, e *notation.Element) {
	// In the common case (a game open, no section skipped, neither
	// Standard nor Synchronous) aweleReady would say yes: it is not called.
	if (st.skipSection || !st.g.AweleOpen() || r.set.variant.PlainChess() || r.set.variant == notation.Synchronous) && !r.aweleReady(st, e) {
		return
	}
	ply := st.awPly + 1
	awg := st.g.AweleGame()
	if st.awEvents {
		r.add(diag.Error, diag.AweleIllegalMove, e, 0, awg, ply, i18n.M(i18n.VCapturesOnly))
		return
	}
	st.awBoard = true
	if st.awLost {
		return
	}
	if ply == 1 && r.northBegins(st, ply) {
		st.g.SetAweleTurn(awele.North)
		st.awStart = awele.North
		if st.main && len(r.rep.Awele) > 0 {
			r.rep.Awele[len(r.rep.Awele)-1].Start = r.aweleCopy(st.g.Awele())
		}
	}
	if st.pendingNumber != nil {
		r.checkAweleNumber(st, ply)
	}
	if st.awHoleN < len(st.awHoles) {
		st.awHoles[st.awHoleN] = e.Hole
		st.awHoleN++
	}
	hole, _, ok := awele.ParseHole(e.Hole, r.set.acase)
	if !ok {
		upper, lower := i18n.SideSouth, i18n.SideNorth
		if r.set.acase == awele.NorthUpper {
			upper, lower = lower, upper
		}
		r.add(diag.Error, diag.AweleIllegalMove, e, 0, awg, ply, i18n.M(i18n.VNotHoleLetter, e.Hole, upper, lower))
		st.awLost, st.qLost = true, true
		return
	}
	mover := st.g.AweleTurn()
	captured, n, err := st.g.Sow(hole)
	if err != nil {
		r.refusedSowing(st, e, ply, mover, err)
		return
	}
	st.awPly = ply
	switch {
	case e.Count >= 0 && e.Count != captured && captured == 0:
		r.add(diag.Error, diag.AweleCaptureCount, e, 0, awg, ply, i18n.M(i18n.VCaptureNone, e.Hole, e.Count, e.Hole))
		r.setFix(r.fixCount(e, 0))
	case e.Count >= 0 && e.Count != captured:
		r.add(diag.Error, diag.AweleCaptureCount, e, 0, awg, ply, i18n.M(i18n.VCaptureWrong, e.Hole, captured, e.Count, e.Hole, captured))
		r.setFix(r.fixCount(e, captured))
	case e.Count < 0 && captured > 0:
		r.add(diag.Warning, diag.AweleCaptureMiss, e, 0, awg, ply, i18n.M(i18n.VCaptureMissing, e.Hole, captured, e.Hole, captured))
		r.setFix(r.fixCount(e, captured))
	}
	r.noteCapture(st, power.SideColour(mover), captured, n)
	if t := r.trace(st); !r.opt.NoMoves && t != nil {
		m := AweleMove{
			Ply: ply, Hole: hole, Letter: oneByte[e.Hole], Side: mover, Captured: captured,
			Powers: n, After: st.g.Awele(), Pos: e.Pos, Len: e.Len,
		}
		r.addMove(t, m)
	}
	if st.g.AweleEnded() {
		r.closeAwele(st, awele.EndAgreement)
	}
}

// refusedSowing reports an Awélé move the engine refuses (err): the rest
// of that Awélé game is not replayed, and its queue is not known.
func (r *replayer) refusedSowing(st *line, e *notation.Element, ply int, mover awele.Side, err error) {
	awg := st.g.AweleGame()
	if errors.Is(err, awele.ErrGameOver) {
		ap := st.g.Awele()
		end, _ := ap.Ended(&r.set.rules)
		r.add(diag.Error, diag.MoveAfterEnd, e, 0, awg, ply, i18n.M(i18n.VAweleOver, awg,
			r.overWhy(end.Reason, ap.ToMove, ap.Stores)))
	} else {
		r.add(diag.Error, diag.AweleIllegalMove, e, 0, awg, ply, r.aweleMoveError(st, e, mover, err))
	}
	st.awLost, st.qLost = true, true
}

// powerRange names the powers from..to.
func powerRange(from, to int) i18n.Msg {
	if from == to {
		return i18n.M(i18n.VPowerOne, from)
	}
	return i18n.M(i18n.VPowerRange, from, to)
}

// sideName names an Awélé side for messages.
func sideName(s awele.Side) i18n.Key {
	if s == awele.North {
		return i18n.SideNorth
	}
	return i18n.SideSouth
}

// sideOwner names an Awélé side as an owner ("South's" row).
func sideOwner(s awele.Side) i18n.Key {
	if s == awele.North {
		return i18n.SideNorths
	}
	return i18n.SideSouths
}

// captureEvent replays one event of a captures-only section.
func (r *replayer) captureEvent(st *line, e *notation.Element) {
	if !r.aweleReady(st, e) {
		return
	}
	ply := st.awPly + 1
	awg := st.g.AweleGame()
	if st.awBoard {
		r.add(diag.Error, diag.AweleIllegalMove, e, 0, awg, ply, i18n.M(i18n.VEventsAfter))
		return
	}
	st.awEvents = true
	if st.awLost {
		return
	}
	c, ok := r.powerColour(e.Colour)
	if !ok {
		r.add(diag.Error, diag.AweleIllegalMove, e, 0, awg, ply, r.badColour(e.Colour, 0, movegen.White))
		st.awLost, st.qLost = true, true
		return
	}
	total := st.evSeeds[0] + st.evSeeds[1] + e.Count
	if e.Count < 1 || total > awele.Seeds {
		r.add(diag.Error, diag.AweleIllegalMove, e, 0, awg, ply, i18n.M(i18n.VEventSeeds, e.Count, awele.Seeds, total-e.Count))
		st.awLost, st.qLost = true, true
		return
	}
	st.awPly = ply
	st.evSeeds[c] += e.Count
	if want := len(st.g.Queue()) + 1; e.Number > 0 && e.Number != want {
		// An item of a power list (`1:W 2:B`) numbers its power.
		r.add(diag.Error, diag.PowerMismatch, e, 0, awg, ply, i18n.M(i18n.VListNumber, want, e.Number, want, e.Colour))
	}
	var n int
	if e.Number > 0 {
		// A power list counts powers, after the handicap: each item is
		// one power (under "White 2/1", `1:W 2:W` are two powers, not
		// two seeds giving one).
		n = st.g.GivePower(c)
	} else {
		n = st.g.CaptureSeeds(c, e.Count)
	}
	r.noteCapture(st, c, e.Count, n)
	if t := r.trace(st); t != nil {
		side := awele.South
		if c == movegen.Black {
			side = awele.North
		}
		r.addMove(t, AweleMove{
			Ply: ply, Hole: -1, Letter: oneByte[e.Colour], Side: side, Captured: e.Count,
			Powers: n, Pos: e.Pos, Len: e.Len,
		})
	}
}

// score checks a score token against the Awélé game it closes.
func (r *replayer) score(st *line, e *notation.Element) {
	if st.skipSection {
		return
	}
	if st.g.AweleOpen() {
		r.closeAwele(st, awele.EndAgreement)
	}
	if !st.last.closed || st.last.unrecorded {
		return
	}
	if e.Score != st.last.score {
		r.add(diag.Error, diag.AweleScore, e, 0, st.g.AweleGame(), 0, i18n.M(i18n.VScore,
			st.last.score[0], st.last.score[1], e.Score[0], e.Score[1], restNote(st)))
	}
}

// restNote explains a score that counts the seeds left at the end of the
// last closed Awélé game: shared at an agreed stop, or collected.
func restNote(st *line) i18n.Msg {
	end := st.last.end
	switch {
	case end.Shared != [2]int{}:
		stop := i18n.VAtAgreedStop
		if !st.last.agreed {
			stop = i18n.VAtEnd
		}
		return i18n.M(i18n.VRestShared,
			st.last.score[0]-end.Shared[0], st.last.score[1]-end.Shared[1], stop, end.Shared[0], end.Shared[1])
	case end.Collected > 0:
		s := st.last.score
		s[end.Collector&1] -= end.Collected
		return i18n.M(i18n.VRestCollected, s[0], s[1], sideName(end.Collector), end.Collected)
	}
	return i18n.Msg{}
}

// northBegins tells whether the first move of a standalone Awélé record
// that starts from the standard position (no AweleFEN) is North's: its
// move number is North's `1...`. That is how a record says North began;
// AweleFEN is for other positions.
func (r *replayer) northBegins(st *line, ply int) bool {
	if ply != 1 || st.g.AweleGame() != 1 || r.set.variant != notation.Awele || st.g.AweleTurn() != awele.South {
		return false
	}
	if _, ok := r.g.Tag("AweleFEN"); ok {
		return false
	}
	e := st.pendingNumber
	return e != nil && e.Black && e.Number == 1
}

// checkAweleNumber checks a move number written before an Awélé move.
func (r *replayer) checkAweleNumber(st *line, ply int) {
	e := st.pendingNumber
	if e == nil {
		return
	}
	idx := ply - 1
	if st.awStart == awele.North {
		idx++
	}
	want, black := idx/2+1, idx%2 == 1
	if e.Number != want || e.Black != black {
		r.wrongAweleNumber(st, e, ply, want, black)
	}
}

func numberText(n int, black bool) string {
	if black {
		return fmt.Sprintf("%d...", n)
	}
	return fmt.Sprintf("%d.", n)
}

// aweleCopy returns a copy of an Awélé position for the trace, carved
// from awPos: appending within its capacity never moves the positions
// already handed out.
func (r *replayer) aweleCopy(p awele.Position) *awele.Position {
	if len(r.awPos) == cap(r.awPos) {
		r.awPos = make([]awele.Position, 0, 16)
	}
	r.awPos = append(r.awPos, p)
	return &r.awPos[len(r.awPos)-1]
}

// queueCopy returns a copy of a queue of powers for the trace, carved
// from colours, its capacity its length (an append to it cannot reach
// the next one).
func (r *replayer) queueCopy(q []movegen.Color) []movegen.Color {
	if len(q) == 0 {
		return []movegen.Color{}
	}
	if cap(r.colours)-len(r.colours) < len(q) {
		r.colours = make([]movegen.Color, 0, max(256, len(q)))
	}
	start := len(r.colours)
	r.colours = append(r.colours, q...)
	return r.colours[start:len(r.colours):len(r.colours)]
}
