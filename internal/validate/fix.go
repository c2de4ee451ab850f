package validate

import (
	"fmt"
	"strings"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// This file gives the diagnostics whose hint names exactly one
// replacement their structured fix (diag.Fix), which awechec fix and the
// web page apply, and takes it away again from a diagnostic that may be
// the consequence of an earlier error of its game.

// fixToken returns the fix that writes text in place of the token e, as
// the source writes it; nil when e is not found whole on one line of the
// source or text is what is already written.
func (r *replayer) fixToken(e *notation.Element, text string) *diag.Fix {
	if e == nil {
		return nil
	}
	q, ok := source(r.g, e)
	if !ok || q == text {
		return nil
	}
	return &diag.Fix{Offset: e.Pos.Offset, End: e.Pos.Offset + e.Len, Text: text}
}

// fixBefore returns the fix that writes text (and a space) before the
// token e.
func (r *replayer) fixBefore(e *notation.Element, text string) *diag.Fix {
	if e == nil {
		return nil
	}
	if _, ok := source(r.g, e); !ok {
		return nil
	}
	return &diag.Fix{Offset: e.Pos.Offset, End: e.Pos.Offset, Text: text + " "}
}

// powerText writes power n of colour letter c as a token: (4=N).
func powerText(n int, c byte) string { return fmt.Sprintf("(%d=%c)", n, c) }

// withSign returns the move token q (as the source writes it) with its
// check sign replaced by sign (0: none), the annotation after it kept:
// Dxf7+! becomes Dxf7#!. ok is false when q's sign is a typed form (mat,
// ≠) or q has none of the form the fix can rewrite.
func withSign(q string, sign byte) (string, bool) {
	core := strings.TrimRight(q, "!?")
	notes := q[len(core):]
	if strings.HasSuffix(core, "≠") {
		return "", false
	}
	core = strings.TrimRight(core, "+#")
	if core == "" {
		return "", false
	}
	if sign != 0 {
		core += string(sign)
	}
	return core + notes, true
}

// fixSign returns the fix that writes the move e with the check sign
// sign (0: none).
func (r *replayer) fixSign(e *notation.Element, sign byte) *diag.Fix {
	q, ok := source(r.g, e)
	if !ok {
		return nil
	}
	text, ok := withSign(q, sign)
	if !ok {
		return nil
	}
	return r.fixToken(e, text)
}

// fixCount returns the fix that writes the Awélé move e with the capture
// count n (-1: none), as F(2) or F.
func (r *replayer) fixCount(e *notation.Element, n int) *diag.Fix {
	q, ok := source(r.g, e)
	if !ok || q == "" || q[0] != e.Hole {
		return nil
	}
	text := string(e.Hole)
	if n > 0 {
		text += fmt.Sprintf("(%d)", n)
	}
	return r.fixToken(e, text)
}

// setFix gives the last diagnostic added the fix f.
func (r *replayer) setFix(f *diag.Fix) {
	if n := len(r.diags); n > 0 && f != nil {
		r.diags[n-1].Fix = f
	}
}

// The kinds of errors for consequences: what an error changes of what
// the replay knows, and what a later diagnostic depends on.
const (
	kindNone  = iota
	kindText  // the text read (syntax): everything after depends on it
	kindAwele // the Awélé games and the queue: counts, scores, powers
	kindChess // the chess replay stops: only the result is left
)

// causeKind says what an error may make wrong after it; kindNone for a
// diagnostic that changes nothing the replay knows (a wrong check sign or
// result, a capture sign, a move number, a note, a warning).
func causeKind(d *diag.Diagnostic) int {
	if d.Severity != diag.Error {
		return kindNone
	}
	switch d.Code {
	case diag.Syntax:
		if d.Msg.Key() == i18n.GParenComment {
			// the reader reads it as the comment it is meant to be
			return kindNone
		}
		return kindText
	case diag.Encoding, diag.TooDeep, diag.NumberRange, diag.LanguageAmbiguous:
		return kindText
	case diag.AweleIllegalMove, diag.AweleCaptureCount, diag.AweleScore, diag.PowerMismatch,
		diag.PowersExhausted, diag.PowerUnexpected, diag.AweleEarly, diag.MoveAfterEnd, diag.SectionUnexpected:
		return kindAwele
	case diag.IllegalMove, diag.AmbiguousMove, diag.NullInCheck:
		return kindChess
	}
	return kindNone
}

// dependsOn tells whether d, after an error of kind k, may be its
// consequence: a hint to write something that was written right.
func dependsOn(d *diag.Diagnostic, k int, variant notation.Variant) bool {
	if d.Severity == diag.Note || !diag.Fixable(d.Code) {
		return false
	}
	switch k {
	case kindText:
		// The reader reads on after a syntax error as if the stray text
		// were not there (grammar's syntaxCheck): the syntax errors
		// after it are its own.
		return d.Code != diag.Syntax
	case kindAwele:
		switch d.Code {
		case diag.AweleCaptureCount, diag.AweleCaptureMiss, diag.PowerMismatch, diag.PowerMissing:
			return true
		case diag.ResultMismatch:
			return variant == notation.Awele
		}
	case kindChess:
		return d.Code == diag.ResultMismatch
	}
	return false
}

// consequences takes the fix away from every diagnostic of a sorted list
// that stands after an error that may cause it (dependsOn), and says so
// in its message: following its hint could make a right record wrong.
// A syntax error before the movetext (a tag line) changes nothing the
// replay reads: body is where the movetext begins.
func consequences(all diag.List, variant notation.Variant, body notation.Pos) {
	var causes [kindChess + 1]*diag.Diagnostic
	for i := range all {
		d := &all[i]
		for k := kindText; k <= kindChess; k++ {
			c := causes[k]
			if c == nil || !(d.Line > c.Line || d.Line == c.Line && d.Col > c.Col) || !dependsOn(d, k, variant) {
				continue
			}
			d.Fix = nil
			d.Msg = d.Msg.Then(i18n.M(i18n.VMaybeConsequence, c.Line, c.Col))
			break
		}
		if k := causeKind(d); k != kindNone && causes[k] == nil && !(k == kindText && before(d.Line, d.Col, body)) {
			causes[k] = d
		}
	}
}

// fixTag returns the fix that writes the Result tag at with the value
// want, when the source writes it plainly: [Result "1-0"].
func (r *replayer) fixTag(at *notation.Element, want string) *diag.Fix {
	q, ok := source(r.g, at)
	if !ok || !strings.HasPrefix(q, "[Result \"") || !strings.HasSuffix(q, "\"]") {
		return nil
	}
	return r.fixToken(at, fmt.Sprintf("[Result %q]", want))
}

// fixAfter returns the fix that writes text after the last element of
// body (the end of the movetext, where a result goes).
func (r *replayer) fixAfter(body []notation.Element, text string) *diag.Fix {
	if len(body) == 0 {
		return nil
	}
	e := &body[len(body)-1]
	if _, ok := source(r.g, e); !ok {
		return nil
	}
	end := e.Pos.Offset + e.Len
	return &diag.Fix{Offset: end, End: end, Text: text}
}
