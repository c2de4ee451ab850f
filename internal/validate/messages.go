package validate

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// This file words the messages of the error paths: it runs only when a
// defect is found, so it may take its time.

// langName names a language for messages.
func langName(l notation.Language) i18n.Key { return i18n.LanguageName(string(l)) }

// langA names a language as the kind of a letter: "a French" (piece
// letter).
func langA(l notation.Language) i18n.Key { return i18n.LanguageA(string(l)) }

// pieceName names a piece for messages.
func pieceName(p movegen.Piece) i18n.Key {
	switch p {
	case movegen.King:
		return i18n.PieceKing
	case movegen.Queen:
		return i18n.PieceQueen
	case movegen.Rook:
		return i18n.PieceRook
	case movegen.Bishop:
		return i18n.PieceBishop
	case movegen.Knight:
		return i18n.PieceKnight
	}
	return i18n.PiecePawn
}

// badLetter words a piece (or, with promo, promotion) letter unknown in
// the file's language: it names the language in English and, when the
// letter is a piece letter of other known languages that agree on the
// piece, the letter to write instead and the move written with it, which
// it also returns (the fix; "" when it names none). Without such a
// letter, a typo guess (typoGuess: a key next to a piece letter, R for
// the rook) is named when it is the one legal move it finds.
func (r *replayer) badLetter(p *movegen.Position, s notation.SAN, letter byte, promo bool) (i18n.Msg, string) {
	what := i18n.VNotPieceLetter
	if promo {
		what = i18n.VNotPromoLetter
	}
	msg := i18n.M(what, letter, langA(r.letters.Lang))
	var piece movegen.Piece
	for _, l := range notation.Languages() {
		if l == r.letters.Lang {
			continue
		}
		t, _ := notation.Table(l)
		p, ok := t.Piece(letter)
		switch {
		case !ok:
		case piece == movegen.NoPiece:
			piece = p
		case p != piece:
			piece = movegen.Pawn // the languages disagree: no guess
		}
	}
	ok := piece != movegen.NoPiece && piece != movegen.Pawn && !(promo && piece == movegen.King)
	mine := r.letters.Letter(piece)
	if !ok || mine == 0 {
		if guess := r.typoGuess(p, s); guess != "" && !promo {
			return msg.Then(i18n.M(i18n.VHintDidYouMean, guess)), guess
		}
		var ls []string
		for _, p := range r.letters.Pieces {
			if promo && p == r.letters.Pieces[movegen.King-1] {
				continue
			}
			ls = append(ls, string(p))
		}
		return msg.Then(i18n.M(i18n.VLetterList, strings.Join(ls, " "))), ""
	}
	fixed := s
	if promo {
		fixed.Promo = mine
	} else {
		fixed.Piece = mine
	}
	text := r.written(fixed, s.Check)
	return msg.Then(i18n.M(i18n.VLetterIs, pieceName(piece), mine, text)), text
}

// typoGuess returns the one legal move that the written move s may have
// meant with another piece letter: the letter of another piece of the
// file's language (a key next to it on the keyboard, the king's R for
// the rook's T in French), or the letter of a lowercase piece (cf3 for
// Cf3); "" when none or several fit.
func (r *replayer) typoGuess(p *movegen.Position, s notation.SAN) string {
	if p == nil || s.Castle != notation.NoCastle || s.ToFile < 'a' || s.ToFile > 'h' || s.ToRank < '1' || s.ToRank > '8' {
		return ""
	}
	var tries []notation.SAN
	if s.Piece != 0 && r.letters.Lang != notation.English {
		// The piece the letter names in English first: R is the rook
		// there, the king in French.
		en, _ := notation.Table(notation.English)
		if p0, ok := en.Piece(s.Piece); ok {
			if mine := r.letters.Letter(p0); mine != 0 && mine != s.Piece {
				t := s
				t.Piece = mine
				if sp, bad := r.spec(&t); bad == specOK {
					if m, err := p.Resolve(sp); err == nil {
						return r.sanInLetters(p, m)
					}
				}
			}
		}
	}
	if s.Piece != 0 {
		for _, l := range r.letters.Pieces {
			if l != s.Piece {
				t := s
				t.Piece = l
				tries = append(tries, t)
			}
		}
	} else if up := s.FromFile - 'a' + 'A'; s.FromFile != 0 && s.FromRank == 0 {
		if _, ok := r.letters.Piece(up); ok {
			t := s
			t.Piece, t.FromFile = up, 0
			tries = append(tries, t)
		}
	}
	found, n := "", 0
	for i := range tries {
		sp, bad := r.spec(&tries[i])
		if bad != specOK || sp.Piece == movegen.Pawn {
			continue
		}
		m, err := p.Resolve(sp)
		if err != nil {
			continue
		}
		if g := r.sanInLetters(p, m); g != found {
			found = g
			n++
		}
	}
	if n != 1 {
		return ""
	}
	return found
}

// guess returns the one legal move that differs from the written one by
// its destination only, on a neighbouring square, written in the file's
// letters; "" when there is none or more than one.
func (r *replayer) guess(p *movegen.Position, s notation.SAN, spec movegen.Spec) string {
	if spec.Castle != 0 || spec.To == movegen.NoSquare {
		return ""
	}
	piece := spec.Piece
	if piece == movegen.NoPiece {
		piece = movegen.Pawn
	}
	var found movegen.Move
	n := 0
	var buf [256]movegen.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.Piece() != piece || m.Castle() != 0 || m.Promo() != spec.Promo ||
			piece == movegen.Pawn && m.IsCapture() != (spec.Capture || spec.FromFile >= 0 && int(spec.FromFile) != spec.To.File()) ||
			spec.FromFile >= 0 && m.From().File() != int(spec.FromFile) ||
			spec.FromRank >= 0 && m.From().Rank() != int(spec.FromRank) {
			continue
		}
		df, dr := m.To().File()-spec.To.File(), m.To().Rank()-spec.To.Rank()
		if df*df+dr*dr != 1 {
			continue
		}
		found = m
		n++
	}
	if n != 1 {
		return ""
	}
	sp := spec
	sp.To, sp.Capture = found.To(), found.IsCapture()
	if m, err := p.Resolve(sp); err != nil || m.From() != found.From() || m.To() != found.To() || m.Promo() != found.Promo() {
		return "" // it would need more than one character changed
	}
	return r.sanInLetters(p, found)
}

// sanInLetters writes a legal move m of p as the chess adapter's SAN
// (minimal disambiguation, check sign) in the file's piece letters.
func (r *replayer) sanInLetters(p *movegen.Position, m movegen.Move) string {
	b := []byte(p.SAN(m))
	english, _ := notation.Table(notation.English)
	for i, c := range b {
		if pc, ok := english.Piece(c); ok && c != 'O' {
			if l := r.letters.Letter(pc); l != 0 {
				b[i] = l
			}
		}
	}
	return string(b)
}

// lateEnPassant reports whether spec is a pawn capture that would take en
// passant, onto the empty square behind an enemy pawn that stands beside
// the capturing pawn on its fifth rank, but the en-passant square of p is
// not that one: the double step was not the last move.
func lateEnPassant(p *movegen.Position, spec movegen.Spec) bool {
	if spec.Piece != movegen.NoPiece && spec.Piece != movegen.Pawn || spec.To == movegen.NoSquare || spec.FromFile < 0 || spec.Promo != movegen.NoPiece {
		return false
	}
	from, to := int(spec.FromFile), spec.To
	if d := from - to.File(); d != 1 && d != -1 || p.EnPassant() == to || p.At(to).Piece != movegen.NoPiece {
		return false
	}
	us := p.Turn()
	rank, step := 5, -1 // White takes on the sixth rank, from the fifth
	if us == movegen.Black {
		rank, step = 2, 1
	}
	if to.Rank() != rank || spec.FromRank >= 0 && int(spec.FromRank) != rank+step {
		return false
	}
	them, mine := p.At(movegen.NewSquare(to.File(), rank+step)), p.At(movegen.NewSquare(from, rank+step))
	return them.Piece == movegen.Pawn && them.Color != us && mine.Piece == movegen.Pawn && mine.Color == us
}

// aweleMoveError words an illegal Awélé move without the raw position.
func (r *replayer) aweleMoveError(st *line, e *notation.Element, mover awele.Side, err error) i18n.Msg {
	if !errors.Is(err, awele.ErrNotYourHole) {
		return i18n.M(i18n.VAweleMoveErr, e.Hole, sideName(mover), aweleErr(err))
	}
	owner := awele.South
	if mover == awele.South {
		owner = awele.North
	}
	msg := i18n.M(i18n.VNotYourHole, e.Hole, sideOwner(owner), sideName(mover))
	other := awele.NorthUpper
	lower := i18n.SideSouths
	if r.set.acase == awele.NorthUpper {
		other, lower = awele.SouthUpper, i18n.SideNorths
	}
	if st.awPly == 0 && owner == awele.North && r.set.variant == notation.Awele {
		// The first move is North's: North began, or the holes are
		// lettered the other way round.
		msg = msg.Then(i18n.M(i18n.VNorthBegan, e.Hole))
		if r.readsUnder(st, other) {
			msg = msg.Then(i18n.M(i18n.VIfLowercase, lower, other.String()))
		}
		return msg
	}
	if r.readsUnder(st, other) {
		msg = msg.Then(i18n.M(i18n.VReadsLowercase, lower, other.String()))
	}
	return msg
}

// aweleErr words an error of awele.Position.Play.
func aweleErr(err error) i18n.Key {
	for _, e := range []struct {
		err error
		key i18n.Key
	}{
		{awele.ErrNoSuchHole, i18n.AweleNoSuchHole}, {awele.ErrBadSide, i18n.AweleBadSide},
		{awele.ErrNotYourHole, i18n.AweleNotYourHole}, {awele.ErrEmptyHole, i18n.AweleEmptyHole},
		{awele.ErrGameOver, i18n.AweleGameOver}, {awele.ErrMustFeed, i18n.AweleMustFeed},
		{awele.ErrMustReach, i18n.AweleMustReach}, {awele.ErrMustLeaveSeed, i18n.AweleMustLeaveSeed},
		{awele.ErrGrandSlam, i18n.AweleGrandSlam},
	} {
		if errors.Is(err, e.err) {
			return e.key
		}
	}
	return i18n.AweleIllegal
}

// readsUnder reports whether the moves of the current Awélé game, the one
// being refused included, make a legal game when their letters are read
// under case c. It needs the elements around the refused move (r.elems,
// r.at).
func (r *replayer) readsUnder(st *line, c awele.Case) bool {
	elems, at := r.elems, r.at
	if at < 0 || at >= len(elems) {
		return false
	}
	var moves []*notation.Element
	// Back to the start of the game: st.awPly moves were played.
	for i := at - 1; i >= 0 && len(moves) < st.awPly; i-- {
		if elems[i].Kind == notation.AweleMove {
			moves = append(moves, &elems[i])
		}
	}
	if len(moves) < st.awPly {
		return false
	}
	for i, j := 0, len(moves)-1; i < j; i, j = i+1, j-1 {
		moves[i], moves[j] = moves[j], moves[i]
	}
	// On to the end of its section.
scan:
	for i := at; i < len(elems); i++ {
		switch e := &elems[i]; e.Kind {
		case notation.AweleMove:
			moves = append(moves, e)
		case notation.AweleScore, notation.Unrecorded, notation.CaptureEvent:
			break scan
		case notation.SectionMark:
			if r.set.variant != notation.Synchronous {
				break scan
			}
		}
	}
	p := awele.Start()
	if st.g.AweleGame() == 1 {
		p = r.set.aweleStart
	}
	for _, e := range moves {
		hole, _, ok := awele.ParseHole(e.Hole, c)
		if !ok {
			return false
		}
		if _, err := p.Play(&r.set.rules, hole); err != nil {
			return false
		}
	}
	return true
}

// overWhy says why an Awélé game is over, for a move written after it:
// its ending, the side that was to move, and the stores.
func (r *replayer) overWhy(ending awele.EndReason, mover awele.Side, stores [2]int) i18n.Msg {
	other := awele.North
	if mover == awele.North {
		other = awele.South
	}
	switch ending {
	case awele.EndMajority:
		side := awele.South
		if stores[1] > stores[0] {
			side = awele.North
		}
		return i18n.M(i18n.VOverMajority, sideName(side), stores[side&1])
	case awele.EndFamine:
		return i18n.M(i18n.VOverFamine, sideName(mover), sideName(other))
	case awele.EndNoMove:
		return i18n.M(i18n.VOverNoMove, sideOwner(mover), sideName(mover))
	case awele.EndFewSeeds:
		return i18n.M(i18n.VOverFewSeeds, r.set.rules.FewSeeds)
	case awele.EndAgreement:
		if r.set.variant == notation.Awele {
			return i18n.M(i18n.VOverScore)
		}
		return i18n.M(i18n.VOverSection)
	case awele.EndUnrecorded:
		return i18n.M(i18n.VOverUnrecorded)
	case awele.EndCaptures:
		return i18n.M(i18n.VOverCaptures)
	case awele.EndIllegal:
		return i18n.M(i18n.VOverIllegal)
	}
	return i18n.M(i18n.VOverEnded)
}

// quote returns a move as the source writes it (Cg8-f5, not Cg8f5), so
// that a message names what the reader will find; the move normalised in
// the file's letters when its text cannot be found.
func (r *replayer) quote(e *notation.Element) string {
	if s, ok := source(r.g, e); ok {
		return s
	}
	return r.written(e.SAN, 0)
}

// quotePower returns a power token as the source writes it, `(1=B)`; in
// the canonical form when its text cannot be found.
func quotePower(g *notation.Game, e *notation.Element) string {
	if s, ok := source(g, e); ok {
		return s
	}
	if e.Colour == 0 {
		return fmt.Sprintf("(%d)", e.Number)
	}
	return fmt.Sprintf("(%d=%c)", e.Number, e.Colour)
}

// mateSign returns the mate sign of a move as the source writes it: #, or
// the typed forms the reader takes for it, mat (any case) or ≠, on the
// move or after it on its line.
func mateSign(g *notation.Game, e *notation.Element) string {
	q, ok := source(g, e)
	if !ok {
		return "#"
	}
	if strings.HasSuffix(q, "≠") {
		return "≠"
	}
	if strings.HasSuffix(q, "#") {
		return "#"
	}
	// The typed form stands after the move: Dh5 mat, Dh5 ≠.
	if rest, ok := after(g, e); ok {
		rest = strings.TrimLeft(rest, " \t\u00a0\u202f")
		switch {
		case strings.HasPrefix(rest, "≠"):
			return "≠"
		case len(rest) >= 3 && strings.EqualFold(rest[:3], "mat"):
			return rest[:3]
		}
	}
	return "#"
}

// after returns the rest of the line of the game's source after e.
func after(g *notation.Game, e *notation.Element) (string, bool) {
	_, end, ok := span(g, e)
	if !ok {
		return "", false
	}
	rest := g.Source[end:]
	if k := bytes.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[:k]
	}
	return string(rest), true
}

// source returns the text of e in the game's source, when it is there on
// one line.
func source(g *notation.Game, e *notation.Element) (string, bool) {
	start, end, ok := span(g, e)
	if !ok {
		return "", false
	}
	return string(g.Source[start:end]), true
}

// span returns where e stands in the game's source, when it is there on
// one line.
func span(g *notation.Game, e *notation.Element) (start, end int, ok bool) {
	src := g.Source
	i := 0
	for n := e.Pos.Line - g.SourceLine; n > 0; n-- {
		k := bytes.IndexByte(src[i:], '\n')
		if k < 0 {
			return 0, 0, false
		}
		i += k + 1
	}
	col := e.Pos.Col - 1
	if e.Pos.Line == g.SourceLine && g.SourceCol > 1 {
		col -= g.SourceCol - 1 // Source begins inside that line
	}
	start, end = i+col, i+col+e.Len
	if col < 0 || e.Len <= 0 || end > len(src) || bytes.IndexByte(src[start:end], '\n') >= 0 {
		return 0, 0, false
	}
	return start, end, true
}
