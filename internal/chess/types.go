// Package chess is the project's chess rules: positions, legal moves, SAN
// and FEN, for the rest of awechec.
//
// Every other package of awechec talks to the chess rules through this
// package. The rules engine behind it is the project's own bitboard move
// generator, package github.com/awechec/awechec/movegen. The library
// github.com/corentings/chess/v2 is not used here: it is the independent
// oracle of the differential tests (oracle_test.go), which replay random
// games in both and compare every answer.
//
// Awechec specifics honoured here:
//   - a half-move may be a null move ("pass"), see [Position.Null];
//   - there is no repetition rule: nothing here counts or reports
//     repetitions;
//   - [Position.Status] reports checkmate, stalemate, dead positions by
//     insufficient material and the 50-move rule (half-move clock >= 100,
//     null moves included).
//
// Positions are immutable values: [Position.Play] and [Position.Null]
// return new positions, and a *Position may be shared between goroutines.
package chess

import "github.com/awechec/awechec/internal/movegen"

// The board vocabulary is movegen's own types, used here as they are: a
// piece is a movegen.Piece, a colour a movegen.Color, the content of a
// square a movegen.ColoredPiece. Square and Status are aliases of
// movegen's.

// Square is a board square: a1 = 0, b1 = 1, ..., h8 = 63; NoSquare = -1.
type Square = movegen.Square

// NoSquare is the absence of a square.
const NoSquare = movegen.NoSquare

// NewSquare returns the square on file (0 = a .. 7 = h) and rank
// (0 = first rank .. 7 = eighth); NoSquare if either is out of range.
func NewSquare(file, rank int) Square { return movegen.NewSquare(file, rank) }

// ParseSquare parses a square in algebraic form ("a1" .. "h8", lower-case
// file). Errors are *SyntaxError values.
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, &SyntaxError{Text: s, Reason: "not a square"}
	}
	return Square((s[1]-'1')*8 + (s[0] - 'a')), nil
}

// Status is the state of a position with respect to the end of the game;
// see [Position.Status].
type Status = movegen.Status

// The statuses reported by [Position.Status].
const (
	Ongoing              = movegen.Ongoing
	Checkmate            = movegen.Checkmate
	Stalemate            = movegen.Stalemate
	InsufficientMaterial = movegen.InsufficientMaterial
	FiftyMoves           = movegen.FiftyMoves
)
