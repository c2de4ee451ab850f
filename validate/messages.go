package validate

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/awechec/awechec/awele"
	"github.com/awechec/awechec/chess"
	"github.com/awechec/awechec/notation"
)

// This file words the messages of the error paths: it runs only when a
// defect is found, so it may take its time.

// langName names a language in English, for messages.
func langName(l notation.Language) string { return notation.EnglishName(l) }

// article returns "an" before a word that begins with a vowel sound.
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}

// badLetter words a piece (or, with promo, promotion) letter unknown in
// the file's language: it names the language in English and, when the
// letter is a piece letter of other known languages that agree on the
// piece, the letter to write instead and the move written with it.
func (r *replayer) badLetter(s notation.SAN, letter byte, promo bool) string {
	name := langName(r.letters.Lang)
	what := "piece letter"
	if promo {
		what = "promotion letter"
	}
	msg := fmt.Sprintf("%c is not %s %s %s", letter, article(name), name, what)
	var piece notation.Piece
	for _, l := range notation.Languages() {
		if l == r.letters.Lang {
			continue
		}
		t, _ := notation.Table(l)
		p, ok := t.Piece(letter)
		switch {
		case !ok:
		case piece == notation.NoPiece:
			piece = p
		case p != piece:
			piece = notation.Pawn // the languages disagree: no guess
		}
	}
	ok := piece != notation.NoPiece && piece != notation.Pawn && !(promo && piece == notation.King)
	mine := r.letters.Letter(piece)
	if !ok || mine == 0 {
		var ls []string
		for _, p := range r.letters.Pieces {
			if promo && p == r.letters.Pieces[notation.King-1] {
				continue
			}
			ls = append(ls, string(p))
		}
		return msg + " (" + strings.Join(ls, " ") + ")"
	}
	fixed := s
	if promo {
		fixed.Promo = mine
	} else {
		fixed.Piece = mine
	}
	return fmt.Sprintf("%s; the %s is %c: write %s", msg, piece, mine, r.written(fixed, s.Check))
}

// guess returns the one legal move that differs from the written one by
// its destination only, on a neighbouring square, written in the file's
// letters; "" when there is none or more than one.
func (r *replayer) guess(p *chess.Position, s notation.SAN, spec chess.MoveSpec) string {
	if spec.Castle != 0 || spec.To == chess.NoSquare {
		return ""
	}
	piece := spec.Piece
	if piece == chess.NoPiece {
		piece = chess.Pawn
	}
	var found chess.Move
	n := 0
	for _, m := range p.LegalMoves() {
		if m.Piece() != piece || m.IsCastle() || m.Promo() != spec.Promo ||
			piece == chess.Pawn && m.IsCapture() != (spec.Capture || spec.FromFile >= 0 && int(spec.FromFile) != spec.To.File()) ||
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
	if m, err := p.Resolve(sp); err != nil || !m.Equal(found) {
		return "" // it would need more than one character changed
	}
	return r.sanInLetters(p, found)
}

// sanInLetters writes a legal move m of p as the chess adapter's SAN
// (minimal disambiguation, check sign) in the file's piece letters.
func (r *replayer) sanInLetters(p *chess.Position, m chess.Move) string {
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
func lateEnPassant(p *chess.Position, spec chess.MoveSpec) bool {
	if spec.Piece != chess.NoPiece && spec.Piece != chess.Pawn || spec.To == chess.NoSquare || spec.FromFile < 0 || spec.Promo != chess.NoPiece {
		return false
	}
	from, to := int(spec.FromFile), spec.To
	if d := from - to.File(); d != 1 && d != -1 || p.EnPassant() == to || p.At(to).Piece != chess.NoPiece {
		return false
	}
	us := p.Turn()
	rank, step := 5, -1 // White takes on the sixth rank, from the fifth
	if us == chess.Black {
		rank, step = 2, 1
	}
	if to.Rank() != rank || spec.FromRank >= 0 && int(spec.FromRank) != rank+step {
		return false
	}
	them, mine := p.At(chess.NewSquare(to.File(), rank+step)), p.At(chess.NewSquare(from, rank+step))
	return them.Piece == chess.Pawn && them.Color != us && mine.Piece == chess.Pawn && mine.Color == us
}

// aweleMoveError words an illegal Awélé move without the raw position.
func (r *replayer) aweleMoveError(st *line, e *notation.Element, mover awele.Side, err error) string {
	if !errors.Is(err, awele.ErrNotYourHole) {
		return fmt.Sprintf("%c (%s to move): %v", e.Hole, sideName(mover), err)
	}
	owner := awele.South
	if mover == awele.South {
		owner = awele.North
	}
	msg := fmt.Sprintf("%c is a hole of %s's row and %s is to move", e.Hole, sideName(owner), sideName(mover))
	other := awele.NorthUpper
	lower := "South's"
	if r.set.acase == awele.NorthUpper {
		other, lower = awele.SouthUpper, "North's"
	}
	if st.awPly == 0 && owner == awele.North && r.set.variant == vAwele {
		// The first move is North's: North began, or the holes are
		// lettered the other way round.
		msg += fmt.Sprintf("; if North began, number its move 1...: 1... %c", e.Hole)
		if r.readsUnder(st, other) {
			msg += fmt.Sprintf("; if %s holes are in lowercase, add [AweleCase %q]", lower, other.String())
		}
		return msg
	}
	if r.readsUnder(st, other) {
		msg += fmt.Sprintf("; the section reads as a legal game with %s holes in lowercase: add [AweleCase %q]", lower, other.String())
	}
	return msg
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
			if r.set.variant != vSync {
				break scan
			}
		}
	}
	p := awele.Start()
	if st.awIdx == 1 {
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
func (r *replayer) overWhy(ending string, mover awele.Side, stores [2]int) string {
	other := awele.North
	if mover == awele.North {
		other = awele.South
	}
	switch ending {
	case EndMajority:
		side := awele.South
		if stores[1] > stores[0] {
			side = awele.North
		}
		return fmt.Sprintf("%s has %d seeds", sideName(side), stores[side&1])
	case EndFamine:
		return fmt.Sprintf("famine: %s cannot feed %s", sideName(mover), sideName(other))
	case EndNoMove:
		return fmt.Sprintf("%s's row is empty: %s has no move", sideName(mover), sideName(mover))
	case EndFewSeeds:
		return fmt.Sprintf("fewer than %d seeds are left on the board", r.set.rules.FewSeeds)
	case EndAgreement:
		if r.set.variant == vAwele {
			return "it stopped by agreement (a score token closed it)"
		}
		return "its section ended, an agreed stop"
	case EndUnrecorded:
		return "`...` closed it"
	case EndCaptures:
		return "its captures-only section ended"
	case EndIllegal:
		return "its replay stopped at an illegal move"
	}
	return "it has ended"
}

// quote returns a move as the source writes it (Cg8-f5, not Cg8f5), so
// that a message names what the reader will find; the move normalised in
// the file's letters when its text cannot be found.
func (r *replayer) quote(e *notation.Element) string {
	if s, ok := r.source(e); ok {
		return s
	}
	return r.written(e.SAN, 0)
}

// quotePower returns a power token as the source writes it, `(1=B)`; in
// the canonical form when its text cannot be found.
func (r *replayer) quotePower(e *notation.Element) string {
	if s, ok := r.source(e); ok {
		return s
	}
	if e.Colour == 0 {
		return fmt.Sprintf("(%d)", e.Number)
	}
	return fmt.Sprintf("(%d=%c)", e.Number, e.Colour)
}

// source returns the text of e in the game's source, when it is there on
// one line.
func (r *replayer) source(e *notation.Element) (string, bool) {
	src, g := r.g.Source, r.g
	i := 0
	for n := e.Pos.Line - g.SourceLine; n > 0; n-- {
		k := bytes.IndexByte(src[i:], '\n')
		if k < 0 {
			return "", false
		}
		i += k + 1
	}
	col := e.Pos.Col - 1
	if e.Pos.Line == g.SourceLine && g.SourceCol > 1 {
		col -= g.SourceCol - 1 // Source begins inside that line
	}
	start, end := i+col, i+col+e.Len
	if col < 0 || e.Len <= 0 || end > len(src) || bytes.IndexByte(src[start:end], '\n') >= 0 {
		return "", false
	}
	return string(src[start:end]), true
}
