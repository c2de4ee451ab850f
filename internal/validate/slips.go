package validate

import (
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// This file names what a slip the reader could not read was meant to be,
// from what the replay knows there: the power token written without its
// number, and the move written with a piece letter of no language.

// powerNoNumber reports a power token written without its number, (B),
// which the reader reads as a variation of one Awélé move: in a chess
// section, where a power is to be consumed, it names the token the queue
// gives, with its fix, and stands for that token (the half-move after it
// takes it). It reports whether e was one.
func (r *replayer) powerNoNumber(st *line, e *notation.Element) bool {
	if st.section != notation.ChessSection || st.pendingPower != nil || st.chessLost || len(e.Children) != 1 || e.Bracket {
		return false
	}
	c := &e.Children[0]
	if c.Kind != notation.AweleMove || c.Count >= 0 {
		return false
	}
	if _, ok := r.powerColour(c.Hole); !ok || !st.started() || st.g.Remaining() == 0 {
		return false
	}
	n := st.front()
	token := powerText(n, c.Hole)
	q, ok := source(r.g, e)
	if !ok {
		q = "(" + string(c.Hole) + ")"
	}
	r.add(diag.Error, diag.Syntax, e, st.g.Plies()+1, st.g.AweleGame(), 0, i18n.M(i18n.VPowerNoNumber, q, token))
	r.setFix(r.fixToken(e, token))
	st.pendingPower = &notation.Element{Kind: notation.Power, Number: n, Colour: c.Hole, Pos: e.Pos, Len: e.Len}
	return true
}

// readerHint is a hint the replay adds to a syntax error of the reader:
// at line:col, the move the stray token meant, and the fix that writes it.
type readerHint struct {
	line, col int
	guess     string
	fix       *diag.Fix
}

// hinted returns the reader's diagnostic d with the replay's hint for it,
// when there is one.
func (rep *Report) hinted(d diag.Diagnostic) diag.Diagnostic {
	for _, h := range rep.readerHints {
		if d.Code == diag.Syntax && d.Line == h.line && d.Col == h.col {
			d.Msg = d.Msg.Then(i18n.M(i18n.VHintDidYouMean, h.guess))
			d.Fix = h.fix
		}
	}
	return d
}

// unreadableMove looks at the text where the reader stopped, a stray
// token that would be a move but for its piece letter (Gc4, Vh5: a key
// next to F or C on an AZERTY keyboard), in the position the line
// reached, and when one letter of the record's makes it the one legal
// move it can be, names that move (readerHints).
func (r *replayer) unreadableMove(st *line) {
	g := r.g
	if !st.main || st.g.Status() != engine.Ongoing {
		return
	}
	var last notation.Pos
	if n := len(g.Body); n > 0 {
		last = g.Body[n-1].Pos
	}
	for _, d := range g.Diags {
		if d.Severity != diag.Error || d.Code != diag.Syntax || before(d.Line, d.Col, last) {
			continue
		}
		tok := &notation.Element{Pos: notation.Pos{Line: d.Line, Col: d.Col}, Len: d.Len}
		start, end, ok := span(g, tok)
		if !ok {
			return
		}
		q := string(g.Source[start:end])
		if len(q) < 3 || q[0] < 'A' || q[0] > 'Z' {
			return
		}
		if _, known := r.letters.Piece(q[0]); known {
			return
		}
		pos := st.g.Chess()
		found, n := "", 0
		for _, l := range r.letters.Pieces {
			cand := string(l) + q[1:]
			spec, err := movegen.ParseSANLetters(cand, r.letters.Piece)
			if err != nil {
				continue
			}
			if _, err := pos.Resolve(spec); err == nil && cand != found {
				found = cand
				n++
			}
		}
		if n != 1 {
			return
		}
		s0, _, ok := span(g, &notation.Element{Pos: g.Start, Len: 1})
		if !ok {
			return
		}
		off := g.Start.Offset - s0 + start
		r.rep.readerHints = append(r.rep.readerHints, readerHint{d.Line, d.Col, found,
			&diag.Fix{Offset: off, End: off + len(q), Text: found}})
		return
	}
}
