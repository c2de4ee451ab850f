package chess

import (
	"errors"
	"github.com/awechec/awechec/i18n"

	"github.com/awechec/awechec/movegen"
)

// FromFEN parses a position in Forsyth-Edwards Notation, with the default
// backend (see [DefaultBackend]). The four-field form (without clocks) is
// accepted, with clocks "0 1".
//
// The position must be sound enough for the rules to work: one king per
// side, no pawn on the first or eighth rank, the side not to move not in
// check, each castling right backed by the king and rook on their initial
// squares, an en-passant square only behind a pawn that may just have
// made a double step, a half-move clock in 0..1048576 and a full-move
// number in 1..1048576. Anything else is a *SyntaxError.
func FromFEN(fen string) (*Position, error) { return FromFENWith(fen, DefaultBackend()) }

// FromFENWith is [FromFEN] with backend b. Both backends accept and reject
// the same FENs, with the same errors: the FEN is read and checked by
// movegen's parser whatever the backend, and the Library backend is given
// the FEN movegen writes back. It panics if b is not a Backend constant.
func FromFENWith(fen string, b Backend) (*Position, error) {
	b.mustValid()
	mg, err := movegen.FromFEN(fen)
	if err != nil {
		reason := err.Error()
		var why i18n.Msg
		var fe *movegen.FENError
		if errors.As(err, &fe) {
			reason, why = fe.Reason, fe.Msg
		}
		return nil, &SyntaxError{Text: fen, Reason: reason, Why: why}
	}
	if b == Library {
		p, err := libFromFEN(mg.FEN(), mg.InCheck())
		if err != nil {
			return nil, &SyntaxError{Text: fen, Reason: err.Error()}
		}
		return p, nil
	}
	return &Position{mg: mg, inCheck: mg.InCheck()}, nil
}
