package validate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/awechec/awechec/awele"
	"github.com/awechec/awechec/chess"
	"github.com/awechec/awechec/notation"
)

// This file words the messages of the error paths: it runs only when a
// defect is found, so it may take its time.

// langName names a language in English, for messages ("French", not the
// table's "français").
func langName(l notation.Language) string {
	switch l {
	case notation.French:
		return "French"
	case notation.English:
		return "English"
	case notation.German:
		return "German"
	case notation.Spanish:
		return "Spanish"
	case notation.Italian:
		return "Italian"
	case notation.Dutch:
		return "Dutch"
	}
	return string(l)
}

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
	fixed := s
	fixed.ToFile, fixed.ToRank = byte('a'+found.To().File()), byte('1'+found.To().Rank())
	fixed.Capture = found.IsCapture()
	sp := spec
	sp.To, sp.Capture = found.To(), fixed.Capture
	if m, err := p.Resolve(sp); err != nil || !m.Equal(found) {
		return "" // it would need more than one character changed
	}
	return r.written(fixed, 0)
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
