package validate

import (
	"errors"
	"strings"
	"unsafe"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/chess"
	"github.com/awechec/awechec/internal/diag"
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

// chessMove replays one chess half-move (a SAN move or the null move).
func (r *replayer) chessMove(st *line, e *notation.Element) {
	tok := st.pendingPower
	st.pendingPower = nil
	if st.skipSection {
		return
	}
	if r.set.variant == notation.Awele {
		r.add(diag.Error, diag.SectionUnexpected, e, 0, 0, 0, i18n.M(i18n.VNoChessInAwele))
		st.skipSection = true
		return
	}
	if st.chessLost {
		return
	}
	if r.set.variant == notation.Awechec && st.awOpen {
		r.closeAwele(st, awele.EndAgreement)
	}
	idx := st.ply + 1
	r.checkChessNumber(st, idx)
	if st.over != chess.Ongoing {
		r.add(diag.Error, diag.MoveAfterEnd, e, idx, 0, 0, i18n.M(i18n.VGameOver, statusName(st.over)))
		st.chessLost = true
		return
	}
	inCheck := st.cp.InCheck()
	null := e.Kind == notation.NullMove
	var use powerUse
	switch {
	case r.set.variant == notation.Standard:
		if tok != nil {
			r.add(diag.Error, diag.PowerUnexpected, tok, idx, 0, 0, i18n.M(i18n.VStandardNoPowers))
		}
		if null && !inCheck {
			r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, i18n.M(i18n.VNullNotStandard))
			st.chessLost = true
			return
		}
	case inCheck:
		if tok != nil {
			r.add(diag.Error, diag.PowerUnexpected, tok, idx, 0, 0, i18n.M(i18n.VCheckNoPower, turnName(st.cp.Turn())))
			// The tokens after it may be numbered on from it: their
			// mismatches are one cascade (mmShift).
			st.answered = st.awIdx
		}
	default:
		use = r.consume(st, tok, e, idx)
	}

	var next chess.Position
	var english, uci string
	if null {
		if inCheck {
			r.add(diag.Error, diag.NullInCheck, e, idx, 0, 0, i18n.M(i18n.VNullInCheck, turnName(st.cp.Turn())))
			st.chessLost = true
			return
		}
		if err := st.cp.NullInto(&next); err != nil {
			// NullInto fails only in check, which was tested above.
			r.add(diag.Error, diag.NullInCheck, e, idx, 0, 0, i18n.M(i18n.VNullInCheck, turnName(st.cp.Turn())))
			st.chessLost = true
			return
		}
		uci = "0000"
		if !r.opt.NoBoards {
			english = "--"
		}
	} else {
		spec, bad := r.spec(e.SAN)
		if !bad.IsZero() {
			r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, bad)
			st.chessLost = true
			return
		}
		m, err := st.cp.ResolvePlay(spec, &next)
		if err != nil {
			var me *chess.MoveError
			if !errors.As(err, &me) {
				r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, i18n.M(i18n.VIllegal, r.quote(e), turnName(st.cp.Turn()), i18n.Msg{}))
				st.chessLost = true
				return
			}
			switch me.Kind {
			case chess.CaptureClaim:
				r.add(diag.Warning, diag.CaptureClaim, e, idx, 0, 0, i18n.M(i18n.VCapturesNothing, r.quote(e)))
				m = me.Move
			case chess.Ambiguous:
				r.add(diag.Error, diag.AmbiguousMove, e, idx, 0, 0, i18n.M(i18n.VAmbiguous, r.quote(e), len(me.Candidates), r.candidates(&st.cp, me.Candidates)))
				st.chessLost = true
				return
			default:
				var hint i18n.Msg
				if lateEnPassant(&st.cp, spec) {
					hint = i18n.M(i18n.VHintEnPassant)
				} else if g := r.guess(&st.cp, e.SAN, spec); g != "" {
					hint = i18n.M(i18n.VHintDidYouMean, g)
				}
				r.add(diag.Error, diag.IllegalMove, e, idx, 0, 0, i18n.M(i18n.VIllegal, r.quote(e), turnName(st.cp.Turn()), hint))
				st.chessLost = true
				return
			}
		}
		if e.SAN.EnPassant && !m.IsEnPassant() {
			r.add(diag.Warning, diag.CaptureClaim, e, idx, 0, 0, i18n.M(i18n.VNotEnPassant, r.quote(e)))
		}
		if st.main {
			uci = m.String()
			if !r.opt.NoBoards {
				english = st.cp.SAN(m)
			}
		}
	}

	check := next.InCheck()
	mate := check && !next.HasLegalMove()
	if !null {
		r.checkClaim(e, idx, check, mate)
	}
	mover := st.cp.Turn()
	number := st.cp.FullMoveNumber()
	st.cp, st.ply = next, idx
	switch s := st.cp.Status(); s {
	case chess.Checkmate, chess.Stalemate, chess.InsufficientMaterial:
		st.over = s
	}
	if !st.main || r.opt.NoMoves {
		return
	}
	p := Ply{
		Index: idx, MoveNumber: number, Colour: mover, Null: null, English: english, UCI: uci,
		Check: check, Mate: mate, Pos: e.Pos, Len: e.Len,
	}
	p.After = st.cp.Movegen()
	if null {
		p.SAN = "0"
	} else {
		sign := byte(0)
		switch {
		case mate:
			sign = '#'
		case check:
			sign = '+'
		}
		p.SAN = r.written(e.SAN, sign)
	}
	if use.number > 0 {
		p.Power, p.PowerColour = use.number, use.colour
		p.PowerWritten, p.ColourFilled, p.AweleGame = use.written, use.filled, use.awele
		p.Decider = Opponent
		if use.colour == mover {
			p.Decider = Mover
		}
	}
	r.rep.Plies = append(r.rep.Plies, p)
}

// consume takes the front power for the half-move idx and checks its token.
func (r *replayer) consume(st *line, tok, move *notation.Element, idx int) powerUse {
	if st.qLost {
		return powerUse{}
	}
	if st.q == nil || st.q.Remaining() == 0 {
		if !st.exhausted {
			st.exhausted = true
			why := i18n.M(i18n.VExhNone)
			switch none := st.q != nil && st.q.Len() == 0; {
			case st.q == nil:
			case r.set.variant == notation.Synchronous && st.awOpen && st.lastSeeds > 0 && st.lastPowers == 0:
				h := r.set.handicap
				why = i18n.M(i18n.VExhPool, st.lastSeeds, colourWord(h.Side), st.q.Pool(h.Side), h.P, h.Q)
			case r.set.variant == notation.Synchronous && st.awOpen && none:
				why = i18n.M(i18n.VExhNoneYet, st.awIdx)
			case r.set.variant == notation.Synchronous && st.awOpen && st.lastSeeds == 0:
				why = i18n.M(i18n.VExhNothing)
			case r.set.variant == notation.Synchronous && st.awOpen:
				why = i18n.M(i18n.VExhLastCapture)
			case st.lastUnrecorded && none:
				why = i18n.M(i18n.VExhUnrecNone, st.awIdx)
			case st.lastUnrecorded:
				why = i18n.M(i18n.VExhUnrec)
			case none:
				why = i18n.M(i18n.VExhGaveNone, st.awIdx)
			default:
				why = i18n.M(i18n.VExhAll)
			}
			at := move
			if tok != nil {
				at = tok
			}
			r.add(diag.Error, diag.PowersExhausted, at, idx, st.awIdx, 0, why)
		}
		return powerUse{}
	}
	n, c, _ := st.q.Pop()
	use := powerUse{number: n, colour: c, awele: st.awIdx, written: tok != nil}
	if tok == nil {
		r.missingPower(st, move, idx, n, c)
		return use
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
			r.badLetters.diag, r.badLetters.awele = len(r.diags), st.awIdx
			r.badLetters.numbers = []int{}
			r.add(diag.Error, diag.PowerMismatch, tok, idx, st.awIdx, 0, r.badColour(tok.Colour, n, c))
		} else {
			r.badLetters.numbers = append(r.badLetters.numbers, tok.Number)
			r.badLetters.games = r.badLetters.games || st.awIdx != r.badLetters.awele
		}
		return use
	} else {
		colourOK, written = tc == c, tc
	}
	if tok.Number <= 0 {
		// The reader has already reported a number it could not read
		// (number-range); comparing it would only repeat that.
		return use
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
	return use
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

// checkClaim checks a written + or # against the position after the move.
func (r *replayer) checkClaim(e *notation.Element, idx int, check, mate bool) {
	switch claim := e.SAN.Check; {
	case claim == '#' && !mate:
		if check {
			r.add(diag.Error, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckMateNotCheck, r.mateSign(e)))
		} else {
			r.add(diag.Error, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckMateNot, r.mateSign(e)))
		}
	case claim == '+' && !check:
		r.add(diag.Error, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckNot))
	case claim == '+' && mate:
		r.add(diag.Warning, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckWriteMate))
	case claim == 0 && mate:
		r.add(diag.Warning, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckWriteMate))
	case claim == 0 && check:
		r.add(diag.Warning, diag.CheckClaim, e, idx, 0, 0, i18n.M(i18n.VCheckWrite))
	}
}

// checkChessNumber checks a move number written before a chess half-move.
func (r *replayer) checkChessNumber(st *line, idx int) {
	e := st.pendingNumber
	if e == nil {
		return
	}
	want, black := st.cp.FullMoveNumber(), st.cp.Turn() == movegen.Black
	if e.Number != want || e.Black != black {
		r.add(diag.Warning, diag.MoveNumber, e, idx, 0, 0, i18n.M(i18n.VMoveNumber, numberText(want, black)))
	}
}

func statusName(s chess.Status) i18n.Key {
	switch s {
	case chess.Checkmate:
		return plain(TermCheckmate)
	case chess.Stalemate:
		return plain(TermStalemate)
	case chess.InsufficientMaterial:
		return plain(TermDeadPosition)
	case chess.FiftyMoves:
		return plain(TermFiftyMoves)
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

// spec turns a SAN as written into a move spec; bad says what is wrong.
func (r *replayer) spec(s notation.SAN) (chess.MoveSpec, i18n.Msg) {
	sp := chess.MoveSpec{FromFile: -1, FromRank: -1, Capture: s.Capture, To: chess.NoSquare, Castle: int8(s.Castle)}
	if s.Castle != notation.NoCastle {
		return sp, i18n.Msg{}
	}
	if s.Piece != 0 {
		p, ok := r.piece(s.Piece)
		if !ok {
			return sp, r.badLetter(s, s.Piece, false)
		}
		sp.Piece = p
	}
	if s.FromFile != 0 {
		if s.FromFile < 'a' || s.FromFile > 'h' {
			return sp, i18n.M(i18n.VBadFile, string(s.FromFile))
		}
		sp.FromFile = int8(s.FromFile - 'a')
	}
	if s.FromRank != 0 {
		if s.FromRank < '1' || s.FromRank > '8' {
			return sp, i18n.M(i18n.VBadRank, string(s.FromRank))
		}
		sp.FromRank = int8(s.FromRank - '1')
	}
	if s.ToFile < 'a' || s.ToFile > 'h' || s.ToRank < '1' || s.ToRank > '8' {
		return sp, i18n.M(i18n.VNoDestination)
	}
	sp.To = chess.NewSquare(int(s.ToFile-'a'), int(s.ToRank-'1'))
	if s.Promo != 0 {
		p, ok := r.piece(s.Promo)
		if !ok || p == movegen.King || p == movegen.Pawn {
			return sp, r.badLetter(s, s.Promo, true)
		}
		sp.Promo = p
	}
	return sp, i18n.Msg{}
}

// written writes a SAN in the file's letters, normalised, with sign (0,
// '+' or '#') as its check sign.
func (r *replayer) written(s notation.SAN, sign byte) string {
	var arr [16]byte
	s.Check = sign
	return r.strs.add(s.AppendText(arr[:0]))
}

// arena hands out short strings carved from shared blocks, one allocation
// per block instead of one per string. A block is only appended to, so the
// bytes under a string it returned never change.
type arena struct{ block []byte }

func (a *arena) add(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if cap(a.block)-len(a.block) < len(b) {
		a.block = make([]byte, 0, max(2048, len(b)))
	}
	start := len(a.block)
	a.block = append(a.block, b...)
	return unsafe.String(&a.block[start], len(b))
}

// candidates lists ambiguous moves in English SAN.
func (r *replayer) candidates(p *chess.Position, ms []chess.Move) string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, p.SAN(m))
	}
	return strings.Join(out, ", ")
}
