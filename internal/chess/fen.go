package chess

import (
	"errors"
	"github.com/awechec/awechec/internal/i18n"

	"github.com/awechec/awechec/internal/movegen"
)

// FromFEN parses a position in Forsyth-Edwards Notation. The four-field
// form (without clocks) is accepted, with clocks "0 1".
//
// The position must be sound enough for the rules to work: one king per
// side, no pawn on the first or eighth rank, the side not to move not in
// check, each castling right backed by the king and rook on their initial
// squares, an en-passant square only behind a pawn that may just have
// made a double step, a half-move clock in 0..1048576 and a full-move
// number in 1..1048576. Anything else is a *SyntaxError.
func FromFEN(fen string) (*Position, error) { return fromFEN(fen, movegen.FromFEN) }

// FromFEN960 is FromFEN for a Chess960 position (movegen.FromFEN960): its
// castling rights may name their rooks' files (Shredder-FEN and X-FEN),
// and castling follows the rules of Chess960.
func FromFEN960(fen string) (*Position, error) { return fromFEN(fen, movegen.FromFEN960) }

func fromFEN(fen string, parse func(string) (movegen.Position, error)) (*Position, error) {
	mg, err := parse(fen)
	if err != nil {
		reason := err.Error()
		var why i18n.Msg
		var fe *movegen.FENError
		if errors.As(err, &fe) {
			reason, why = fe.Reason, fe.Msg
		}
		return nil, &SyntaxError{Text: fen, Reason: reason, Why: why}
	}
	return &Position{mg: mg, inCheck: mg.InCheck()}, nil
}
