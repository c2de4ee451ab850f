package validate

import (
	"errors"
	"slices"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// powerUse is the power a half-move consumed.
type powerUse struct {
	number  int
	colour  movegen.Color
	awele   int
	written bool
	filled  bool
}

// halfMove is a chess half-move being replayed: what the record wrote and
// what the replay found of it.
type halfMove struct {
	e, tok *notation.Element // the move and its power token (nil: none)
	idx    int               // its 1-based index among the half-moves
	null   bool
	mover  movegen.Color
	number int          // the full-move number
	spec   movegen.Spec // the SAN read
	bad    specFault    // why the SAN cannot be read (specOK: it can)
	m      movegen.Move // the move found
	err    error        // why no move was found
	use    powerUse     // the power it consumes
	uci    bool         // the move is written in UCI form (g1f3)
}

// uciForm tells whether a SAN move is written as UCI writes moves: a
// whole origin square and a target square, no piece letter, no capture
// sign, maybe a lower-case promotion letter (g1f3, e7e8q).
func uciForm(s *notation.SAN) bool {
	return s.Piece == 0 && s.FromFile != 0 && s.FromRank != 0 && !s.Capture && s.Castle == notation.NoCastle &&
		(s.Promo == 0 || s.Promo >= 'a' && s.Promo <= 'z')
}

// uciMove reads the half-move h, which SAN could not play, as a move in
// UCI form (g1f3: the piece on g1 to f3; e1g1: castling), as python-chess,
// pgn-extract and SCID read such records. Found, it is played; the first
// of the game is noted once (uci-moves), and the report keeps its SAN for
// the conversions to write (Report.SANs).
func (r *replayer) uciMove(st *line, h *halfMove) {
	s := &h.e.SAN
	text := []byte{s.FromFile, s.FromRank, s.ToFile, s.ToRank}
	if s.Promo != 0 {
		text = append(text, s.Promo)
	}
	pos := st.g.Chess()
	m, err := pos.ParseUCI(string(text))
	if err != nil {
		return
	}
	h.m, h.err, h.bad, h.uci = m, nil, specOK, true
	if !r.uciNoted {
		r.uciNoted = true
		r.add(diag.Note, diag.UCIMoves, h.e, h.idx, 0, 0, i18n.M(i18n.VUCIMoves, string(text), pos.SAN(m)))
	}
}

// uciSAN keeps the SAN of a move played that is written in UCI form
// (pawn moves, e2e4, read as SAN too): once the game is known to be
// written so (uciNoted), the conversions write them all in SAN.
func (r *replayer) uciSAN(e *notation.Element, pos *movegen.Position, m movegen.Move) {
	if sp, ok := pos.SANSpec(m); ok {
		if r.uciSANs == nil {
			r.uciSANs = map[int]movegen.Spec{}
		}
		r.uciSANs[e.Pos.Offset] = sp
	}
}

// chessMove replays one chess half-move (a SAN move or the null move).
// The engine says which turn rules it breaks (engine.Turn, Faults); the
// replay words each.
func (r *replayer) chessMove(st *line, e *notation.Element) {
	h := halfMove{e: e, tok: st.pendingPower, idx: st.g.Plies() + 1, null: e.Kind == notation.NullMove}
	st.pendingPower = nil
	// In the common case (no section skipped, the chess replay going on,
	// no Awélé game open, not an Awele record) chessReady would say yes:
	// it is not called.
	if (st.skipSection || st.chessLost || st.g.AweleOpen() || r.set.variant == notation.Awele) && !r.chessReady(st, e) {
		return
	}
	g := st.g
	if st.pendingNumber != nil {
		r.checkChessNumber(st, h.idx)
	}
	// The move is looked for first: found, it tells the engine the game
	// goes on, which spares it the search for a legal move.
	if !h.null {
		if h.spec, h.bad = r.spec(&e.SAN); h.bad == specOK {
			h.m, h.err = g.Resolve(h.spec)
		}
		if (h.bad != specOK || h.err != nil) && uciForm(&e.SAN) {
			r.uciMove(st, &h)
		}
	}
	t := g.TurnOf(g.Status(), g.InCheck())
	faults := t.Faults(h.null)
	if faults&engine.FaultOver != 0 && (t.Over() != engine.Dead || st.main) {
		// (A variation goes on after a dead position: lichess's engine
		// lines play the king moves to their depth, as python-chess and
		// pgn-extract read them; 6 of 1,000 lichess games were
		// move-after-end.)
		r.add(diag.Error, diag.MoveAfterEnd, e, h.idx, 0, 0, i18n.M(i18n.VGameOver, statusName(t.Over())))
		st.chessLost = true
		return
	}
	pos := g.Chess()
	h.mover, h.number = pos.Turn(), pos.FullMoveNumber()
	if !t.InCheck() && !r.set.variant.PlainChess() {
		r.consume(st, &h, t) // power's common case, without its call
	} else if !r.power(st, &h, t, faults) {
		st.chessLost = true
		return
	}
	var english, uci string
	ok := true
	if h.null {
		ok = r.null(&h, faults)
		uci = "0000"
		if !r.opt.NoBoards {
			english = "--"
		}
	} else if ok = h.bad == specOK && h.err == nil && !e.SAN.EnPassant || r.found(st, &h); ok && uciForm(&e.SAN) {
		r.uciSAN(e, pos, h.m)
	}
	if ok && !h.null && st.main && !r.opt.NoMoves {
		uci = h.m.UCI()
		if !r.opt.NoBoards {
			english = pos.SAN(h.m)
		}
	}
	if !ok {
		// The line stops at a half-move that cannot be played: the power
		// it took is consumed all the same.
		st.chessLost = true
		if h.use.number > 0 {
			g.ConsumePower()
		}
		return
	}
	if h.null {
		g.MakeNull()
	} else {
		g.MakeChess(h.m)
	}
	check := g.InCheck()
	mate := check && g.Status() == engine.Checkmate
	if !h.null && !h.uci && e.SAN.Check != checkSign(check, mate) {
		r.checkClaim(e, h.idx, check, mate)
	}
	if st.main && !r.opt.NoMoves {
		r.tracePly(&h, pos, english, uci, check, mate)
	}
}

// null words the null move the rules refuse (in check) and then reports
// false.
func (r *replayer) null(h *halfMove, faults engine.Fault) bool {
	if faults&engine.FaultNullInCheck != 0 {
		r.add(diag.Error, diag.NullInCheck, h.e, h.idx, 0, 0, i18n.M(i18n.VNullInCheck, turnName(h.mover)))
		return false
	}
	return true
}

// chessReady reports whether a chess half-move is to be replayed: not in
// a skipped section, nor in an Awele record, nor after the chess replay
// stopped. In Awechec it closes the Awélé game being played.
func (r *replayer) chessReady(st *line, e *notation.Element) bool {
	switch {
	case st.skipSection:
		return false
	case r.set.variant == notation.Awele:
		r.add(diag.Error, diag.SectionUnexpected, e, 0, 0, 0, i18n.M(i18n.VNoChessInAwele))
		st.skipSection = true
		return false
	case st.chessLost:
		return false
	}
	if r.set.variant == notation.Awechec && st.g.AweleOpen() {
		r.closeAwele(st, awele.EndAgreement)
	}
	return true
}

// power works out the power a half-move consumes and checks its token
// when the side is in check or the game has no powers; it reports false
// when the half-move cannot be played (a null move in a standard game).
func (r *replayer) power(st *line, h *halfMove, t engine.Turn, faults engine.Fault) bool {
	tok := h.tok
	switch {
	case r.set.variant.PlainChess():
		if tok != nil {
			r.add(diag.Error, diag.PowerUnexpected, tok, h.idx, 0, 0, i18n.M(i18n.VStandardNoPowers))
		}
		if faults&engine.FaultNullStandard != 0 && faults&engine.FaultNullInCheck == 0 && st.main {
			// In a variation the null move is the analysts' "what
			// does the other side threaten" (SCID, ChessBase, pgn-extract
			// and python-chess read it): it is played there.
			r.add(diag.Error, diag.IllegalMove, h.e, h.idx, 0, 0, i18n.M(i18n.VNullNotStandard))
			return false
		}
	case t.InCheck():
		if tok != nil {
			r.add(diag.Error, diag.PowerUnexpected, tok, h.idx, 0, 0, i18n.M(i18n.VCheckNoPower, turnName(h.mover)))
			// The tokens after it may be numbered on from it: their
			// mismatches are one cascade (mmShift).
			st.answered = st.g.AweleGame()
		}
	default:
		r.consume(st, h, t)
	}
	return true
}

// found reports the SAN move the replay could not find (unreadable,
// illegal, ambiguous) and returns false then; a capture sign on a move
// that captures nothing, or an en-passant mark on one that is not, is a
// warning and the move is played.
func (r *replayer) found(st *line, h *halfMove) bool {
	e, idx, pos := h.e, h.idx, st.g.Chess()
	if h.bad != specOK {
		msg, fix := r.specMsg(pos, &e.SAN, h.bad)
		r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, msg)
		if fix != "" {
			r.setFix(r.fixToken(e, fix))
		}
		return false
	}
	if h.err != nil {
		var me *movegen.MoveError
		if !errors.As(h.err, &me) {
			var hint i18n.Msg
			guess := r.typoGuess(pos, e.SAN)
			if guess != "" {
				hint = i18n.M(i18n.VHintDidYouMean, guess)
			}
			r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, i18n.M(i18n.VIllegal, r.quote(e), turnName(h.mover), hint))
			if guess != "" {
				r.setFix(r.fixToken(e, guess))
			}
			return false
		}
		switch me.Kind {
		case movegen.CaptureClaim:
			r.add(diag.Warning, diag.CaptureClaim, e, idx, 0, 0, i18n.M(i18n.VCapturesNothing, r.quote(e)))
			h.m = me.Move
		case movegen.Ambiguous:
			r.add(diag.Error, diag.AmbiguousMove, e, idx, 0, 0, i18n.M(i18n.VAmbiguous, r.quote(e), len(me.Candidates), r.candidates(pos, me.Candidates)))
			return false
		default:
			var hint i18n.Msg
			guess := ""
			if lateEnPassant(pos, h.spec) {
				hint = i18n.M(i18n.VHintEnPassant)
			} else if guess = r.guess(pos, e.SAN, h.spec); guess == "" {
				guess = r.typoGuess(pos, e.SAN)
			}
			if guess != "" {
				hint = i18n.M(i18n.VHintDidYouMean, guess)
			}
			r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, i18n.M(i18n.VIllegal, r.quote(e), turnName(h.mover), hint))
			if guess != "" {
				r.setFix(r.fixToken(e, guess))
			}
			return false
		}
	}
	if e.SAN.EnPassant && !h.m.IsEnPassant() {
		r.add(diag.Warning, diag.CaptureClaim, e, idx, 0, 0, i18n.M(i18n.VNotEnPassant, r.quote(e)))
	}
	return true
}

// tracePly adds a half-move made to the trace, pos being the position
// after it, and asks Options.Stop whether to go on.
func (r *replayer) tracePly(h *halfMove, pos *movegen.Position, english, uci string, check, mate bool) {
	p := Ply{
		Index: h.idx, MoveNumber: h.number, Colour: h.mover, Null: h.null, English: english, UCI: uci,
		Check: check, Mate: mate, Pos: h.e.Pos, Len: h.e.Len,
	}
	p.After = *pos
	if h.null {
		p.SAN = "0"
	} else {
		sign := byte(0)
		switch {
		case mate:
			sign = '#'
		case check:
			sign = '+'
		}
		p.SAN = r.written(h.e.SAN, sign)
	}
	if use := h.use; use.number > 0 {
		p.Power, p.PowerColour = use.number, use.colour
		p.PowerWritten, p.ColourFilled, p.AweleGame = use.written, use.filled, use.awele
		p.Decider = Opponent
		if use.colour == h.mover {
			p.Decider = Mover
		}
	}
	r.rep.Plies = append(r.rep.Plies, p)
	if r.opt.Stop != nil && r.opt.Stop(r.rep) {
		r.rep.Stopped = true
	}
}

// consume takes the power of turn t (the engine's: the front of the
// queue) for the half-move h (h.use) and checks its token. The power is
// consumed when the half-move is made (or found unplayable): consume only
// reads it.
func (r *replayer) consume(st *line, h *halfMove, t engine.Turn) {
	tok, move, idx := h.tok, h.e, h.idx
	if st.qLost {
		return
	}
	awg := st.g.AweleGame()
	if !st.started() || t.Power() == 0 {
		if !st.exhausted {
			st.exhausted = true
			why := r.exhaustedWhy(st)
			at := move
			if tok != nil {
				at = tok
			}
			r.add(diag.Error, diag.PowersExhausted, at, idx, awg, 0, why)
		}
		return
	}
	n := t.Power()
	c, _ := st.powerAt(n)
	use := &h.use
	*use = powerUse{number: n, colour: c, awele: awg, written: tok != nil}
	if tok == nil {
		r.missingPower(st, move, idx, n, c)
		return
	}
	colourOK := true
	written := c
	if tok.Colour == 0 {
		use.filled = true
		if r.rep.FilledColours == nil {
			r.rep.FilledColours = map[int]movegen.Color{}
		}
		r.rep.FilledColours[tok.Pos.Offset] = c
	} else if tc, ok := r.powerColour(tok.Colour); !ok {
		// One error for the game: a player who writes (1=b) writes every
		// token so; the others are counted in its message.
		if r.badLetters.numbers == nil {
			r.badLetters.diag, r.badLetters.awele = len(r.diags), awg
			r.badLetters.numbers = []int{}
			r.add(diag.Error, diag.PowerMismatch, tok, idx, st.g.AweleGame(), 0, r.badColour(tok.Colour, n, c))
			if tok.Number > 0 {
				r.setFix(r.fixToken(tok, powerText(n, r.colourLetter(c))))
			}
		} else {
			r.badLetters.numbers = append(r.badLetters.numbers, tok.Number)
			r.badLetters.games = r.badLetters.games || awg != r.badLetters.awele
		}
		return
	} else {
		colourOK, written = tc == c, tc
	}
	if tok.Number <= 0 {
		// The reader has already reported a number it could not read
		// (number-range); comparing it would only repeat that.
		return
	}
	switch {
	case tok.Number != n && !colourOK:
		r.mismatch(st, tok, idx, n, c, written, colourOK, i18n.M(i18n.VMismatchBoth, n, colourOwner(c), n, r.colourLetter(c)))
	case tok.Number != n:
		r.mismatch(st, tok, idx, n, c, written, colourOK, i18n.M(i18n.VMismatchNumber, n, tok.Number, n, r.colourLetter(c)))
	case !colourOK:
		r.mismatch(st, tok, idx, n, c, written, colourOK, i18n.M(i18n.VMismatchColour, n, colourOwner(c), colourOwner(c.Other()), n, r.colourLetter(c)))
	case st.fold != nil && tok.Colour != 0:
		st.seeToken(tok.Number, written)
	}
}

// exhaustedWhy says why no power is left for a half-move.
func (r *replayer) exhaustedWhy(st *line) i18n.Msg {
	awg := st.g.AweleGame()
	sync := r.set.variant == notation.Synchronous && st.g.AweleOpen()
	switch none := st.started() && len(st.g.Queue()) == 0; {
	case !st.started():
	case sync && st.lastSeeds > 0 && st.lastPowers == 0:
		h := r.set.handicap
		return i18n.M(i18n.VExhPool, st.lastSeeds, colourWord(h.Side), st.g.Pool(h.Side), h.P, h.Q)
	case sync && none:
		return i18n.M(i18n.VExhNoneYet, awg)
	case sync && st.lastSeeds == 0:
		return i18n.M(i18n.VExhNothing)
	case sync:
		return i18n.M(i18n.VExhLastCapture)
	case st.last.unrecorded && none:
		return i18n.M(i18n.VExhUnrecNone, awg)
	case st.last.unrecorded:
		return i18n.M(i18n.VExhUnrec)
	case none:
		return i18n.M(i18n.VExhGaveNone, awg)
	default:
		return i18n.M(i18n.VExhAll)
	}
	return i18n.M(i18n.VExhNone)
}

// colourOwner names the owner of a power colour for messages.
func colourOwner(c movegen.Color) i18n.Key {
	if c == movegen.White {
		return i18n.ColourWhites
	}
	return i18n.ColourBlacks
}

// turnName names the chess side to move for messages.
func turnName(c movegen.Color) i18n.Key {
	if c == movegen.Black {
		return i18n.ColourBlack
	}
	return i18n.ColourWhite
}

// checkSign is the check sign a move that gives check (check) or mate
// (mate) is written with: '+', '#' or 0. checkClaim has nothing to say of
// a move written with it.
func checkSign(check, mate bool) byte {
	switch {
	case mate:
		return '#'
	case check:
		return '+'
	}
	return 0
}

// checkClaim checks a written + or # against the position after the move.
func (r *replayer) checkClaim(e *notation.Element, idx int, check, mate bool) {
	switch claim := e.SAN.Check; {
	case claim == '#' && !mate:
		if check {
			r.add(diag.Error, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckMateNotCheck, mateSign(r.g, e)))
		} else {
			r.add(diag.Error, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckMateNot, mateSign(r.g, e)))
		}
		if mateSign(r.g, e) == "#" {
			r.setFix(r.fixSign(e, checkSign(check, false)))
		}
	case claim == '+' && !check:
		r.add(diag.Error, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckNot))
		r.setFix(r.fixSign(e, 0))
	case claim == '+' && mate, claim == 0 && mate:
		r.add(diag.Warning, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckWriteMate))
		r.setFix(r.fixSign(e, '#'))
	case claim == 0 && check:
		r.add(diag.Warning, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckWrite))
		r.setFix(r.fixSign(e, '+'))
	}
}

// checkChessNumber checks a move number written before a chess half-move.
func (r *replayer) checkChessNumber(st *line, idx int) {
	e := st.pendingNumber
	if e == nil {
		return
	}
	pos := st.g.Chess()
	want, black := pos.FullMoveNumber(), pos.Turn() == movegen.Black
	if e.Number != want || e.Black != black {
		r.add(diag.Warning, diag.MoveNumber, e, idx, 0, 0, i18n.M(i18n.VMoveNumber, numberText(want, black)))
	}
}

// statusName names how the chess game ended for messages.
func statusName(s engine.Status) i18n.Key {
	switch s {
	case engine.Checkmate:
		return plain(TermCheckmate)
	case engine.Stalemate:
		return plain(TermStalemate)
	case engine.Dead:
		return plain(TermDeadPosition)
	}
	return i18n.TermOngoing
}

// plain names a termination (dead-position) in plain words for a message
// (dead position).
func plain(t Termination) i18n.Key {
	switch t {
	case TermCheckmate:
		return i18n.TermCheckmate
	case TermStalemate:
		return i18n.TermStalemate
	case TermDeadPosition:
		return i18n.TermDeadPosition
	case TermFiftyMoves:
		return i18n.TermFiftyMoves
	case TermAgreement:
		return i18n.TermAgreement
	case TermResignation:
		return i18n.TermResignation
	case TermUnterminated:
		return i18n.TermUnterminated
	case TermTimeForfeit:
		return i18n.TermTimeForfeit
	case TermAbandoned:
		return i18n.TermAbandoned
	case TermAdjudication:
		return i18n.TermAdjudication
	case TermRulesInfraction:
		return i18n.TermRulesInfraction
	case TermDeath:
		return i18n.TermDeath
	case TermEmergency:
		return i18n.TermEmergency
	}
	return i18n.TermUnknown
}

// plainEnding names an Awélé ending (no-move) in plain words for a
// message (no move).
func plainEnding(e awele.EndReason) i18n.Key {
	switch e {
	case awele.EndFamine:
		return i18n.TermFamine
	case awele.EndNoMove:
		return i18n.TermNoMove
	case awele.EndMajority:
		return i18n.TermMajority
	case awele.EndFewSeeds:
		return i18n.TermFewSeeds
	case awele.EndAgreement:
		return i18n.TermAgreement
	case awele.EndUnrecorded:
		return i18n.TermUnrecorded
	case awele.EndCaptures:
		return i18n.TermCaptures
	case awele.EndIllegal:
		return i18n.TermIllegal
	case awele.EndInterrupted:
		return i18n.TermInterrupted
	}
	return i18n.TermUnknown
}

// piece reads a piece letter of the file's language.
func (r *replayer) piece(letter byte) (movegen.Piece, bool) {
	p, ok := r.letters.Piece(letter)
	if !ok && letter == 'P' {
		return movegen.Pawn, true
	}
	return p, ok
}

// specFault says what spec finds wrong in a SAN as written; specMsg
// words it. The replay words it only for a move it reports.
type specFault uint8

// The faults of a SAN.
const (
	specOK    specFault = iota
	specPiece           // a piece letter the language does not read
	specFile            // an origin file out of a..h
	specRank            // an origin rank out of 1..8
	specDest            // no destination square
	specPromo           // a promotion letter that names no promotion piece
	specDrop            // a Crazyhouse drop (N@f3)
)

// spec turns a SAN as written into a move spec; bad says what is wrong.
func (r *replayer) spec(s *notation.SAN) (sp movegen.Spec, bad specFault) {
	sp = movegen.Spec{FromFile: -1, FromRank: -1, Capture: s.Capture, To: movegen.NoSquare, Castle: int8(s.Castle)}
	if s.Drop {
		return sp, specDrop
	}
	if s.Castle != notation.NoCastle {
		return sp, specOK
	}
	if s.Piece != 0 {
		p, ok := r.piece(s.Piece)
		if !ok {
			return sp, specPiece
		}
		sp.Piece = p
	}
	if s.FromFile != 0 {
		if s.FromFile < 'a' || s.FromFile > 'h' {
			return sp, specFile
		}
		sp.FromFile = int8(s.FromFile - 'a')
	}
	if s.FromRank != 0 {
		if s.FromRank < '1' || s.FromRank > '8' {
			return sp, specRank
		}
		sp.FromRank = int8(s.FromRank - '1')
	}
	if s.ToFile < 'a' || s.ToFile > 'h' || s.ToRank < '1' || s.ToRank > '8' {
		return sp, specDest
	}
	sp.To = movegen.NewSquare(int(s.ToFile-'a'), int(s.ToRank-'1'))
	if s.Promo != 0 {
		p, ok := r.piece(s.Promo)
		if !ok || p == movegen.King || p == movegen.Pawn {
			return sp, specPromo
		}
		sp.Promo = p
	}
	return sp, specOK
}

// specMsg words the fault spec found in s (p the position it is played
// in), and returns the move its hint names ("" when none).
func (r *replayer) specMsg(p *movegen.Position, s *notation.SAN, f specFault) (i18n.Msg, string) {
	switch f {
	case specPiece:
		return r.badLetter(p, *s, s.Piece, false)
	case specFile:
		return i18n.M(i18n.VBadFile, string(s.FromFile)), ""
	case specRank:
		return i18n.M(i18n.VBadRank, string(s.FromRank)), ""
	case specDest:
		return i18n.M(i18n.VNoDestination), ""
	case specPromo:
		return r.badLetter(p, *s, s.Promo, true)
	case specDrop:
		return i18n.M(i18n.VDropNotChess, s.String()), ""
	}
	return i18n.Msg{}, ""
}

// written writes a SAN in the file's letters, normalised, with sign (0,
// '+' or '#') as its check sign.
func (r *replayer) written(s notation.SAN, sign byte) string {
	var arr [16]byte
	s.Check = sign
	return string(s.AppendText(arr[:0]))
}

// candidates lists ambiguous moves in SAN in the file's letters (Cfg5,
// Ceg5 in a French record), by origin square, destination and promotion
// piece.
func (r *replayer) candidates(p *movegen.Position, ms []movegen.Move) string {
	ms = slices.Clone(ms)
	slices.SortFunc(ms, compareMoves)
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, r.sanInLetters(p, m))
	}
	return strings.Join(out, ", ")
}

// compareMoves orders moves by origin square, destination, then promotion
// piece (queen first).
func compareMoves(a, b movegen.Move) int {
	if c := int(a.From()) - int(b.From()); c != 0 {
		return c
	}
	if c := int(a.To()) - int(b.To()); c != 0 {
		return c
	}
	return int(a.Promo()) - int(b.Promo())
}
