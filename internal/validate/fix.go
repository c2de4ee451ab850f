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

// causes tells whether an error of this code may make later diagnostics
// of its game wrong: it changes what the replay knows (the Awélé games,
// the queue, the text read). A wrong check sign or result does not.
func causes(d *diag.Diagnostic) bool {
	if d.Severity != diag.Error {
		return false
	}
	switch d.Code {
	case diag.CheckClaim, diag.ResultMismatch, diag.CaptureClaim, diag.MoveNumber, diag.LanguageDecided, diag.TypedForm, diag.Charset:
		return false
	}
	return true
}

// consequences takes the fix away from every diagnostic of a sorted list
// that stands after an error that may cause it (causes), and says so in
// its message: following it could make a right move wrong.
func consequences(all diag.List) {
	var cause *diag.Diagnostic
	for i := range all {
		d := &all[i]
		if cause != nil && d.Fix != nil && (d.Line > cause.Line || d.Line == cause.Line && d.Col > cause.Col) {
			d.Fix = nil
			d.Msg = d.Msg.Then(i18n.M(i18n.VMaybeConsequence, cause.Line))
		}
		if cause == nil && causes(d) {
			cause = d
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
