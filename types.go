package awechec

import (
	"errors"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/validate"
)

// The enumerations below are aliases of the one type the library uses
// inside, so that values pass between its layers unconverted; their
// constants are declared here too, and each doc comment says what the
// value's methods return (go doc does not follow an alias).

// Colour is a side of the chess game and the colour of a power: White or
// Black. String returns "White" or "Black", Other the other colour.
type Colour = movegen.Color

// The two colours.
const (
	White Colour = movegen.White
	Black Colour = movegen.Black
)

// Piece is a chess piece without its colour: King, Queen, Rook, Bishop,
// Knight or Pawn, and NoPiece for an empty square. String returns the
// piece's English letter ("K", "Q", "R", "B", "N", "P"; "" for NoPiece).
type Piece = movegen.Piece

// The chess pieces.
const (
	NoPiece Piece = movegen.NoPiece
	King    Piece = movegen.King
	Queen   Piece = movegen.Queen
	Rook    Piece = movegen.Rook
	Bishop  Piece = movegen.Bishop
	Knight  Piece = movegen.Knight
	Pawn    Piece = movegen.Pawn
)

// Side is a player of an Awélé game: South, who moves first, or North.
// String returns "S" or "N", Other the other side.
type Side = awele.Side

// The two Awélé sides.
const (
	South Side = awele.South
	North Side = awele.North
)

// Severity says how bad a Diagnostic is: Error (the record breaks a
// rule; Report.Valid is false), Warning (suspect, counted as an error
// with the Strict option) or Note (what the replay decided, e.g. the
// language of ambiguous letters). String returns "error", "warning" or
// "note"; Word the word in a Lang ("erreur" in French).
type Severity = diag.Severity

// The severities, worst first.
const (
	Error   Severity = diag.Error
	Warning Severity = diag.Warning
	Note    Severity = diag.Note
)

// Variant is the variant a record is played in, as its Variant tag (or
// the lack of one) says.
type Variant string

// The variants.
const (
	Awechec            Variant = "Awechec"             // Awélé games whose captures give the powers of the chess game
	AwechecSynchronous Variant = "Awechec Synchronous" // Awechec with the Awélé game played alongside the chess game
	Awele              Variant = "Awele"               // Awélé (Oware) alone
	Standard           Variant = "Standard"            // plain chess
	// OtherChess is a chess variant awechec does not replay (Antichess,
	// Crazyhouse, Chess960, ...): its moves are kept, not judged, and
	// the Variant tag keeps the record's own name.
	OtherChess Variant = "Other chess variant"
	// Chess960 is chess from one of the 960 starting arrays, castling by
	// its rules (the king to the g or c file, the rook to the f or d).
	Chess960 Variant = "Chess960"
)

// Termination says how a game ended, as the replay found it. An Awélé
// record's termination is its Awélé game's ending (an AweleEnding's
// value, e.g. "famine"), or Unterminated or UnknownTermination.
type Termination string

// How a game ends.
const (
	Checkmate          Termination = Termination(validate.TermCheckmate)    // the side to move is mated
	Stalemate          Termination = Termination(validate.TermStalemate)    // the side to move has no move and is not in check
	DeadPosition       Termination = Termination(validate.TermDeadPosition) // too little material to mate
	FiftyMoves         Termination = Termination(validate.TermFiftyMoves)   // 100 half-moves without a capture or a pawn move
	Agreement          Termination = Termination(validate.TermAgreement)    // a draw the position does not force
	Resignation        Termination = Termination(validate.TermResignation)  // a win without mate
	Unterminated       Termination = Termination(validate.TermUnterminated) // the result is "*" or missing
	UnknownTermination Termination = Termination(validate.TermUnknown)      // the replay stopped before the end (an illegal move...) and the result is not "*"
	// The endings a Termination tag says (PGN's values, lichess's
	// spellings), for a result the position does not force.
	TimeForfeit     Termination = Termination(validate.TermTimeForfeit)     // a player lost on time
	Abandoned       Termination = Termination(validate.TermAbandoned)       // a player left the game
	Adjudication    Termination = Termination(validate.TermAdjudication)    // a third party decided the result
	RulesInfraction Termination = Termination(validate.TermRulesInfraction) // a player was forfeited for breaking a rule
	Death           Termination = Termination(validate.TermDeath)           // a player died
	Emergency       Termination = Termination(validate.TermEmergency)       // the game ended by an emergency
)

// AweleEnding says how an Awélé game ended: by a rule of the position
// (the first four, which AwelePosition.Ended finds), by the players, or
// as the record leaves it.
type AweleEnding string

// The endings of an Awélé game.
const (
	NotEnded       AweleEnding = ""             // the game goes on
	EndFamine      AweleEnding = "famine"       // the mover has seeds but cannot feed the opponent: the rest goes as the rule set says
	EndNoMove      AweleEnding = "no-move"      // the mover's row is empty
	EndMajority    AweleEnding = "majority"     // a store reached the rule set's majority (25 in most)
	EndFewSeeds    AweleEnding = "few-seeds"    // fewer seeds left on the board than the rule set plays with
	EndAgreement   AweleEnding = "agreement"    // the players agreed to stop
	EndUnrecorded  AweleEnding = "unrecorded"   // the record stops with "...": the rest was not recorded
	EndCaptures    AweleEnding = "captures"     // a captures-only section: every capture is recorded, the board is not
	EndInterrupted AweleEnding = "interrupted"  // the record ends while the Awélé game goes on
	EndIllegal     AweleEnding = "illegal-move" // the replay stopped at an illegal Awélé move
)

// Diagnostic is one defect of a record: where it is, how bad, its stable
// code (docs/DIAGNOSTICS.md lists them, e.g. "illegal-move") and its
// message, which Message words in a Lang.
type Diagnostic struct {
	Severity Severity
	// Code is the stable code, for scripts to match.
	Code string
	// File is the file name given to NewReader ("" for standard input);
	// Line and Col (1-based, Col in bytes) place the defect, Len is the
	// length in bytes of what is wrong (0 when it has no place).
	File           string
	Line, Col, Len int
	// Game is the 1-based number of the game in its file; Ply the
	// chess half-move the defect is about (0: none), AweleGame and
	// AwelePly the Awélé game and move (0: none).
	Game, Ply, AweleGame, AwelePly int
	// Fix is the one replacement the message names, when it names
	// exactly one and it cannot be the consequence of an earlier error
	// of the game (what awechec fix applies); nil otherwise.
	Fix *Fix

	msg i18n.Msg // the message, which only Message words
}

// Fix is a replacement a Diagnostic names: the bytes [Offset, End) of
// the file (from 0) become Text.
type Fix struct {
	Offset, End int
	Text        string
}

// Message returns the diagnostic's message worded in l, without its
// place: "e5 is not a legal move for White: did you mean e4?".
func (d Diagnostic) Message(l Lang) string { return d.diag().MessageIn(l) }

// String returns the diagnostic in English on one line, as a compiler
// writes it: "file:line:col: error[code]: message". It is made from the
// fields as they are: a field changed shows.
func (d Diagnostic) String() string { return d.diag().StringIn(i18n.English) }

// diag returns the diagnostic as the library's, from its fields.
func (d Diagnostic) diag() diag.Diagnostic {
	out := diag.Diagnostic{
		Severity: d.Severity, Code: d.Code, File: d.File,
		Line: d.Line, Col: d.Col, Len: d.Len, Msg: d.msg,
		Game: d.Game, Ply: d.Ply, AweleGame: d.AweleGame, AwelePly: d.AwelePly,
	}
	if f := d.Fix; f != nil {
		out.Fix = &diag.Fix{Offset: f.Offset, End: f.End, Text: f.Text}
	}
	return out
}

// diagnostics turns the library's diagnostics into the API's.
func diagnostics(ds diag.List) []Diagnostic {
	if len(ds) == 0 {
		return nil
	}
	out := make([]Diagnostic, len(ds))
	for i, d := range ds {
		out[i] = Diagnostic{
			Severity: d.Severity, Code: d.Code, File: d.File,
			Line: d.Line, Col: d.Col, Len: d.Len,
			Game: d.Game, Ply: d.Ply, AweleGame: d.AweleGame, AwelePly: d.AwelePly,
			msg: d.Msg,
		}
		if f := d.Fix; f != nil {
			out[i].Fix = &Fix{Offset: f.Offset, End: f.End, Text: f.Text}
		}
	}
	return out
}

// Position is a chess position: the pieces on the board, the side to
// move, castling rights, the en-passant square and the clocks, all that
// FEN says. Get one from a Report, StartPosition or NewPosition (the zero
// Position is not a position to use).
type Position struct {
	p movegen.Position
}

// StartPosition returns the chess start position.
func StartPosition() Position { return Position{movegen.Start()} }

// NewPosition returns the position a FEN describes, e.g.
// "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".
// A FEN it cannot accept is a *FENError.
func NewPosition(fen string) (Position, error) {
	p, err := movegen.FromFEN(fen)
	var fe *movegen.FENError
	if errors.As(err, &fe) {
		return Position{}, &FENError{FEN: fen, Reason: fe.Reason, err: fe}
	}
	return Position{p}, err
}

// FEN returns the position in Forsyth-Edwards Notation, as chess programs
// read it.
func (p Position) FEN() string { return p.p.FEN() }

// String returns the FEN.
func (p Position) String() string { return p.p.FEN() }

// Turn returns the side to move.
func (p Position) Turn() Colour { return p.p.Turn() }

// At returns the piece on a square named as in SAN ("e4") and its colour;
// NoPiece when the square is empty or no square has that name.
func (p Position) At(square string) (Piece, Colour) {
	sq, err := movegen.ParseSquare(square)
	if err != nil {
		return NoPiece, White
	}
	cp := p.p.At(sq)
	if cp.Piece == NoPiece {
		return NoPiece, White
	}
	return cp.Piece, cp.Color
}

// InCheck tells whether the side to move is in check.
func (p Position) InCheck() bool { return p.p.InCheck() }

// IsCheckmate tells whether the side to move is mated.
func (p Position) IsCheckmate() bool { return p.p.IsCheckmate() }

// IsStalemate tells whether the side to move has no legal move and is not
// in check.
func (p Position) IsStalemate() bool { return p.p.IsStalemate() }

// AwelePosition is an Awélé position: the seeds in each hole, the seeds
// each side has captured and the side to move. It is a small value,
// comparable with ==: a map of the positions seen finds a repetition.
//
// The 12 holes are numbered in sowing (counter-clockwise) order: 0..5 are
// South's holes from his left to his right, 6..11 North's from his left
// to his right. AweleRules.Hole and AweleRules.Letter turn them into the
// letters of a record (A..F and a..f; which side writes capitals is the
// rule set's).
type AwelePosition struct {
	Holes  [12]int // seeds in each hole
	Stores [2]int  // seeds captured by South (0) and North (1): the score
	ToMove Side    // the side to move
}

// AweleStart returns the start position: 4 seeds in each hole, South to
// move.
func AweleStart() AwelePosition { return aweleOf(awele.Start()) }

// ParseAwelePosition reads a position as OGN writes it (Aualé's form):
// the 12 holes, the two stores and S or N, joined by '-', e.g.
// "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S". The seeds must number 48.
func ParseAwelePosition(s string) (AwelePosition, error) {
	p, err := awele.ParsePosition(s)
	return aweleOf(p), err
}

// String returns the position in OGN form.
func (p AwelePosition) String() string { return p.engine().String() }

// Legal returns the holes the side to move may sow under r, in increasing
// order; none when the mover has no legal move (a famine or an empty
// row: Ended then ends the game). Legal does not look at the other ends:
// call Ended first.
func (p AwelePosition) Legal(r AweleRules) []int {
	q := p.engine()
	return q.LegalMoves(&r.r)
}

// Play sows the hole under r and makes the captures: p becomes the
// position after the move, and the move says what was captured. An
// illegal move is an error and leaves p as it was.
func (p *AwelePosition) Play(r AweleRules, hole int) (AweleMove, error) {
	q := p.engine()
	res, err := q.Play(&r.r, hole)
	if err != nil {
		return AweleMove{}, err
	}
	m := AweleMove{Hole: hole, Side: p.ToMove, Captured: res.Captured}
	*p = aweleOf(q)
	m.After = *p
	return m, nil
}

// Ended tells whether the game is over in p under r (a majority, too few
// seeds left, or no legal move for the side to move) and, when it is,
// moves the seeds left on the board into the stores as r says, so that
// Stores is the final score. A repetition and an agreed stop are the
// players' (or the caller's) to see: Ended knows only p.
func (p *AwelePosition) Ended(r AweleRules) (AweleEnding, bool) {
	q := p.engine()
	e, over := q.Ended(&r.r)
	if !over {
		return NotEnded, false
	}
	q.Finish(&r.r, e)
	*p = aweleOf(q)
	return AweleEnding(e.Reason.String()), true
}

// engine returns the rules engine's position.
func (p AwelePosition) engine() awele.Position {
	q := awele.Position{Stores: p.Stores, ToMove: p.ToMove}
	for i, n := range p.Holes {
		q.Holes[i] = uint8(min(max(n, 0), awele.Seeds))
	}
	return q
}

// aweleOf turns the rules engine's position into an AwelePosition.
func aweleOf(p awele.Position) AwelePosition {
	q := AwelePosition{Stores: p.Stores, ToMove: p.ToMove}
	for i, n := range p.Holes {
		q.Holes[i] = int(n)
	}
	return q
}

// AweleRules is a set of Awélé rules: one of the presets (AweleRuleSets;
// "awechec" is the one Awechec plays), possibly with some parameters
// changed, as a record's Rules tag names it.
type AweleRules struct {
	r awele.Rules
}

// ParseAweleRules reads a rule set as a Rules tag writes it: a preset's
// name, optionally followed by name=value pairs that change parameters,
// e.g. "abapa" or "abapa,grand-slam=forbidden" (awechec rules lists the
// parameters).
func ParseAweleRules(spec string) (AweleRules, error) {
	r, err := awele.ParseRules(spec)
	return AweleRules{r}, err
}

// AweleRuleSets returns the preset rule sets, "awechec" first.
func AweleRuleSets() []AweleRules {
	ps := awele.Presets()
	out := make([]AweleRules, len(ps))
	for i, p := range ps {
		out[i] = AweleRules{p}
	}
	return out
}

// String returns the rule set as a Rules tag writes it: the preset's name
// and the parameters changed, e.g. "abapa,grand-slam=forbidden".
func (r AweleRules) String() string { return r.r.String() }

// Name returns the name of the preset the rule set starts from.
func (r AweleRules) Name() string { return r.r.Name }

// Description returns one line on the preset (in English).
func (r AweleRules) Description() string { return r.r.Description }

// Hole reads a hole letter of a record (A..F, a..f; the rule set says
// which side writes capitals) and returns the hole's number and its
// owner; ok is false for any other byte.
func (r AweleRules) Hole(letter byte) (hole int, owner Side, ok bool) {
	return awele.ParseHole(letter, r.r.Case)
}

// Letter returns the letter a record writes for a hole (0..11), '?' for
// no hole.
func (r AweleRules) Letter(hole int) byte { return awele.HoleLetter(hole, r.r.Case) }
