package movegen

import (
	"errors"
	"github.com/awechec/awechec/internal/i18n"
	"strings"
)

// FENError reports a FEN (or square name) that could not be accepted.
type FENError struct {
	Text   string   // the rejected input
	Reason string   // what is wrong with it, in English
	Msg    i18n.Msg // the same, to be worded in the user's language
}

// Error implements the error interface.
func (e *FENError) Error() string {
	return "movegen: invalid FEN " + quote(e.Text) + ": " + e.Reason
}

// Message returns the error as a catalogue message, for i18n.ErrorMsg:
// the rejected text and why, in the reader's language when the reason is
// known to the catalogue.
func (e *FENError) Message() i18n.Msg {
	why := e.Msg
	if why.IsZero() {
		why = i18n.M(i18n.Verbatim, e.Reason)
	}
	return i18n.M(i18n.FENSyntax, e.Text, why)
}

// SANError reports a SAN string that ParseSAN could not read.
type SANError struct {
	Text   string // the rejected input
	Reason string // what is wrong with it
}

// Error implements the error interface.
func (e *SANError) Error() string {
	return "movegen: invalid SAN " + quote(e.Text) + ": " + e.Reason
}

// ErrorKind classifies a [MoveError].
type ErrorKind uint8

// The kinds of move errors.
const (
	// Illegal: no legal move matches the spec.
	Illegal ErrorKind = iota + 1
	// Ambiguous: several legal moves match; see MoveError.Candidates.
	Ambiguous
	// CaptureClaim: the spec has a capture sign but the only matching
	// move captures nothing; see MoveError.Move.
	CaptureClaim
)

// String returns a lower-case name of the kind.
func (k ErrorKind) String() string {
	switch k {
	case Illegal:
		return "illegal"
	case Ambiguous:
		return "ambiguous"
	case CaptureClaim:
		return "capture claim"
	}
	return "unknown error kind"
}

// MoveError reports a spec that [Position.Resolve] cannot turn into a
// single legal move.
type MoveError struct {
	Kind       ErrorKind
	Spec       Spec
	Move       Move   // for CaptureClaim: the move that matched
	Candidates []Move // for Ambiguous: all matching legal moves
}

// Error implements the error interface.
func (e *MoveError) Error() string {
	var b strings.Builder
	b.WriteString("movegen: ")
	b.WriteString(e.Kind.String())
	b.WriteString(" move ")
	b.WriteString(e.Spec.String())
	switch e.Kind {
	case Ambiguous:
		b.WriteString(" (candidates")
		for _, m := range e.Candidates {
			b.WriteByte(' ')
			b.WriteString(m.UCI())
		}
		b.WriteByte(')')
	case CaptureClaim:
		b.WriteString(" (" + e.Move.UCI() + " captures nothing)")
	}
	return b.String()
}

// ErrNullInCheck is returned by [Position.Null] when the side to move is
// in check: a null move is then not allowed.
var ErrNullInCheck = errors.New("movegen: null move while in check")

func quote(s string) string {
	if len(s) > 100 {
		s = s[:100] + "..."
	}
	return "\"" + strings.ToValidUTF8(s, "?") + "\""
}
