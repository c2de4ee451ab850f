package chess

import (
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"strings"
)

// SyntaxError reports text that could not be parsed (a SAN move, a square
// or a FEN).
type SyntaxError struct {
	Text   string   // the offending text
	Reason string   // what is wrong with it, in English
	Why    i18n.Msg // the same, to be worded in the user's language (zero when only Reason is known)
}

// Message returns the error as a catalogue message, for i18n.ErrorMsg.
func (e *SyntaxError) Message() i18n.Msg {
	why := e.Why
	if why.IsZero() {
		why = i18n.M(i18n.Verbatim, e.Reason)
	}
	return i18n.M(i18n.FENSyntax, e.Text, why)
}

// Error implements the error interface.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("chess: %q: %s", e.Text, e.Reason)
}

// ErrorKind classifies a [MoveError].
type ErrorKind uint8

// The kinds of [MoveError].
const (
	// Illegal: no legal move matches the spec.
	Illegal ErrorKind = iota + 1
	// Ambiguous: several legal moves match the spec; they are listed in
	// MoveError.Candidates. A pawn reaching the last rank without a
	// promotion piece is reported this way (one candidate per piece).
	Ambiguous
	// CaptureClaim: exactly one legal move matches, but the spec claims a
	// capture ("x" or ":") and the move captures nothing. The move is in
	// MoveError.Move, so a lenient reader may accept it.
	CaptureClaim
)

// String returns the name of the kind.
func (k ErrorKind) String() string {
	switch k {
	case Illegal:
		return "illegal"
	case Ambiguous:
		return "ambiguous"
	case CaptureClaim:
		return "false capture claim"
	}
	return "unknown error kind"
}

// MoveError is returned by [Position.Resolve] when a spec does not denote
// exactly one legal move.
type MoveError struct {
	Kind       ErrorKind
	Spec       MoveSpec
	Move       Move   // for CaptureClaim: the one matching move
	Candidates []Move // for Ambiguous: the matching moves
	Position   string // FEN of the position, for messages
}

// Error implements the error interface.
func (e *MoveError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "chess: %s move %s", e.Kind, e.Spec)
	switch e.Kind {
	case Ambiguous:
		b.WriteString(" (candidates")
		for _, m := range e.Candidates {
			b.WriteByte(' ')
			b.WriteString(m.String())
		}
		b.WriteByte(')')
	case CaptureClaim:
		fmt.Fprintf(&b, " (%s captures nothing)", e.Move)
	}
	if e.Position != "" {
		fmt.Fprintf(&b, " in %s", e.Position)
	}
	return b.String()
}
