// Package validate replays a parsed game record through every rule of
// Awechec (Awélé sections, the power queue, chess under powers, results)
// and reports its defects as diagnostics with stable codes, together with a
// trace of the replay (every Awélé move and every chess half-move with the
// positions after them) that later stages use to export, annotate, draw
// and animate the game.
//
// The game state of each line of play (chess position, Awélé game, power
// queue, move counts) is a package engine Game: the rules are the
// engine's, made through its makers once a move is checked. What this
// package adds is the checker's part: the diagnostics and their wording,
// the recovery after a defect, and the trace.
//
// Variants (the Variant tag): "Awechec" (the default), "Awechec
// Synchronous" (also "Awechec synchrone", RULES.md section 5), "Awele" (a
// standalone Awélé record) and "Standard" (plain chess without powers). A
// game without a Variant tag that holds no Awélé section, Awélé move,
// capture event or power token is read as Standard, so that ordinary PGN
// validates as plain chess.
//
// Decisions the rules leave to the tool:
//   - A dead position (insufficient material), a checkmate and a stalemate
//     end the game: a move after them is move-after-end. Fifty moves
//     (100 half-moves, null moves included) only allow a draw, as in chess:
//     the game may go on.
//   - After an illegal or ambiguous chess move, or a null move in check, the
//     rest of that line is not replayed (its diagnostics would be noise).
//     After an illegal Awélé move the rest of that Awélé game is not
//     replayed and the powers fed by it are not checked.
//   - When the replay stops before the end of the record (such a move, an
//     unreadable FEN, a syntax error that cut the movetext), the
//     termination is TermUnknown unless the game had already ended by the
//     position (mate, stalemate, dead position) or the result is "*".
//   - A power token followed by a syntax error (an unreadable half-move) is
//     taken as that half-move's: no power-unexpected, and the rest of the
//     line is not replayed, as after an illegal move.
//   - In the Awechec variant an Awélé game ends where its section ends: by
//     the rules (famine and the like) when the position says so, else by an
//     agreed stop (the seeds left give no powers), or unrecorded after `...`.
//     In the synchronous variant the Awélé game goes on across sections
//     until it ends by the rules, or a score token or `...` closes it.
//     An Awélé move after a closed game opens the next one, with or without
//     a keyword, once that game's powers are consumed or chess half-moves
//     have come since; before, it is move-after-end.
//   - The first power-mismatch of an Awélé game is reported; the following
//     ones of that game that differ the same way are counted in its
//     message, with their numbers and a hint (numbering from 1 in each
//     Awélé game, a Handicap tag missing or wrong).
//     Likewise the half-moves of a line without a power token are one
//     power-missing warning, and the wrong Awélé move numbers of an Awélé
//     game one move-number warning, which lists the others.
//   - The result of an Awele record is South's (1-0: South won). It is
//     checked against the final score after an ending by the rules. After
//     an agreed stop (the record stops while the position goes on) it is
//     the players' word (a draw agreed, a resignation) and is taken as
//     written; its score token still follows the rule set.
//   - The power colour letters are those notation.PowerTable gives: the
//     PowerLetters tag's (for any language), else the language's own, else
//     English when a W is written, else French.
//   - When the reader finds no language that reads every letter and
//     several with as much evidence, the replay reads the game under those
//     tied languages, and its language-ambiguous error (in place of the
//     reader's) names them and the reading shown.
package validate

import (
	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// Options tune a validation.
type Options struct {
	// File is the file name written into the diagnostics ("" for standard
	// input).
	File string
	// Strict makes warnings count against Report.Valid as errors do.
	Strict bool
	// NoBoards leaves out of the trace the English SAN of every half-move
	// (Ply.English), which batch summaries such as check and stats never
	// read and which costs a string and a move generation per move.
	// Everything else, the positions (Ply.After, AweleMove.After, which
	// are values copied, not strings), Ply.UCI, Report.Final and the Awélé
	// games' Start and Final included, is still filled in.
	NoBoards bool
	// NoMoves leaves the per-move trace out altogether: Plies and the
	// Moves of every Awélé game stay empty (it implies NoBoards). The
	// diagnostics, queues, result, termination, FEN and each Awélé game's
	// ending are all still there: it is what check needs, and nothing
	// more. A game whose language the letters leave open is traced
	// anyway, since the replay compares its readings move by move.
	NoMoves bool
	// Stop, when set, is called after each half-move of the main line is
	// traced, with the report so far (its Start and Plies); when it returns true the
	// replay ends there (Report.Stopped). A search that has its answer
	// (the position looked for is reached, or can no longer be: select
	// --fen) or has what it wants (tree's first moves) is spared the rest
	// of the game. A replay with Stop leaves the variations out, and its
	// report's diagnostics, validity and termination are those of the part
	// replayed: only the moves and positions up to the stop are to be read
	// (the result is the one written, as always).
	Stop func(r *Report) bool

	// inner marks the replays of a game changed by one letter that the
	// replay of a capture count makes (lookBack): they do not look back
	// themselves.
	inner bool
}

// Termination says how a game ended: one of the Term constants, or for an
// Awele record the ending of its Awélé game (EndingTermination). Its text
// is its value ("checkmate", "famine", ...).
type Termination string

// The terminations of a chess game, and those of every record.
const (
	TermCheckmate    Termination = "checkmate"     // the side to move is mated
	TermStalemate    Termination = "stalemate"     // the side to move has no move and is not in check
	TermDeadPosition Termination = "dead-position" // insufficient material
	TermFiftyMoves   Termination = "fifty-moves"   // a draw after 100 half-moves without capture or pawn move
	TermAgreement    Termination = "agreement"     // a draw the position does not force
	TermResignation  Termination = "resignation"   // a win without mate
	TermUnterminated Termination = "unterminated"  // result "*" or none
	// The endings a Termination tag gives (PGN standard 9.8.1, lichess's
	// spellings too) for a decisive or drawn result that the position
	// does not force; "normal" and a missing tag leave the guess
	// (resignation, agreement, fifty-moves).
	TermTimeForfeit     Termination = "time-forfeit"     // a player lost on time
	TermAbandoned       Termination = "abandoned"        // a player left the game
	TermAdjudication    Termination = "adjudication"     // a third party decided the result
	TermRulesInfraction Termination = "rules-infraction" // a player was forfeited for breaking a rule
	TermDeath           Termination = "death"            // a player died
	TermEmergency       Termination = "emergency"        // the game ended by an emergency
	// TermUnknown: the replay stopped before the end of the record (an
	// illegal or ambiguous move, a null move in check, an unreadable FEN, a
	// syntax error that cut the movetext, an illegal Awélé move of an Awele
	// record) and the result is not "*": how the game ended is not known.
	TermUnknown Termination = "unknown"
	// For Awele records the termination is the Awélé game's ending (see
	// EndingTermination), TermUnterminated or TermUnknown.
)

// EndingTermination is the termination of an Awele record whose Awélé
// game ended by e: the ending's name.
func EndingTermination(e awele.EndReason) Termination { return Termination(e.String()) }

// Report is what Game finds in one game record.
type Report struct {
	// Game is the record validated.
	Game *notation.Game
	// Diags holds the reader's diagnostics and the replay's, sorted by
	// place (the reader's first at equal places).
	Diags diag.List
	// SANs are the SAN (as movegen.Position.SANSpec gives it) of the
	// moves of a record written in UCI form (g1f3), by the offset of
	// their element in the file (main line and variations); nil when it
	// writes none. The conversions write these moves in SAN
	// (convert.WithSAN).
	SANs map[int]movegen.Spec
	// Valid is true when no diagnostic is an error (nor a warning, under
	// Options.Strict).
	Valid bool
	// Variant is the variant replayed.
	Variant notation.Variant
	// Lang is the language the replay used: the game's, or the one the
	// replay chose among its candidates.
	Lang notation.Language
	// Queues holds the queue of powers of every Awélé game (its
	// AweleGameTrace.Queue); power.Letters writes one as W and B letters,
	// whatever the file's language.
	Queues [][]movegen.Color
	// Result is the game's result: "1-0", "0-1", "1/2-1/2" or "*".
	Result string
	// Termination says how the game ended: one of the Term constants, or
	// for an Awele record an Awélé ending; TermUnknown when the replay
	// stopped early.
	Termination Termination
	// Final is the final chess position (the last one replayed when the
	// replay stopped early); nil for an Awele record. Its FEN is what the
	// outputs print.
	Final *movegen.Position
	// Stopped is true when Options.Stop ended the replay before the end of
	// the record.
	Stopped bool
	// Start is the chess position the replay started from (nil only for
	// the report of no game).
	Start *movegen.Position
	// Awele traces the Awélé games of the main line, in order.
	Awele []AweleGameTrace
	// Plies traces the chess half-moves of the main line, in order.
	Plies []Ply
	// FilledColours gives, for every power token written without its
	// colour (`(7)`) that the replay reached, in the main line or in a
	// variation, the colour of the power it stands for, keyed by the
	// token's offset in the file: fmt, convert and annotate fill it in.
	// Nil when there is none.
	FilledColours map[int]movegen.Color

	// readerHints are what the replay adds to the reader's diagnostics
	// (finish puts them in): the move a stray token meant, and its fix.
	readerHints []readerHint
}

// AweleGameTrace is the replay of one Awélé game of the main line.
type AweleGameTrace struct {
	// Index is the 1-based number of the Awélé game in the record.
	Index int
	// Pos is where its section keyword stands (zero when implicit).
	Pos notation.Pos
	// Rules is the rule set (its String is the canonical spec), Case the
	// letter convention.
	Rules awele.Rules
	Case  awele.Case
	// Start is the start position (nil for a captures-only section); its
	// OGN form is what the outputs print.
	Start *awele.Position
	// CapturesOnly is true for a section that records capture events only.
	CapturesOnly bool
	// Moves lists the moves (or capture events) in order.
	Moves []AweleMove
	// Ending is how it ended: by the rules (famine, majority, ...), by
	// agreement, or as the record says (unrecorded, captures,
	// interrupted, illegal-move).
	Ending awele.EndReason
	// Collector took Collected seeds at the end (when Collected > 0);
	// Shared went to South and North by sharing; Removed counted for
	// nobody.
	Collector awele.Side
	Collected int
	Shared    [2]int
	Removed   int
	// Score is the seeds captured by South and North at the end (famine
	// collection and sharing included).
	Score [2]int
	// Final is the position after the ending (nil for a captures-only
	// section).
	Final *awele.Position
	// Queue is the queue of powers the game gave, in order.
	Queue []movegen.Color
}

// AweleMove is one Awélé move (or one capture event) of the trace.
type AweleMove struct {
	// Ply is the 1-based number of the move in its Awélé game.
	Ply int
	// Hole is the hole index 0..11 (see package awele), -1 for a capture
	// event of a captures-only section.
	Hole int
	// Letter is the hole letter (or the event's colour letter) as written.
	Letter string
	// Side is the mover, or the captor of a capture event.
	Side awele.Side
	// Captured is the number of seeds captured.
	Captured int
	// Powers is the number of powers the capture added to the queue
	// (fewer than Captured under a handicap).
	Powers int
	// After is the position after the move (the zero Position for a
	// capture event, whose Hole is -1).
	After awele.Position
	// Pos and Len locate the token in the source.
	Pos notation.Pos
	Len int
}

// Ply is one chess half-move of the main line.
type Ply struct {
	// Index is the 1-based number of the half-move, null moves included.
	Index int
	// MoveNumber is the chess move number and Colour the side that moved.
	MoveNumber int
	Colour     movegen.Color
	// SAN is the move in the file's letters (normalised: x for captures,
	// O-O for castling, the check sign the position gives); "0" for a null
	// move.
	SAN string
	// English is the move in English SAN with its check sign; "--" for a
	// null move; "" under Options.NoBoards.
	English string
	// UCI is the move in UCI form ("e2e4"); "0000" for a null move.
	UCI string
	// Null is true for the null move.
	Null bool
	// After is the position after the half-move.
	After movegen.Position
	// Power is the number of the power consumed, 0 when none (in check, or
	// no power known); PowerColour is its colour (when Power > 0).
	Power       int
	PowerColour movegen.Color
	// PowerWritten is true when the record has a power token; ColourFilled
	// is true when the token was written without a colour and the queue
	// supplied it.
	PowerWritten bool
	ColourFilled bool
	// Decider says who chose between a normal move and the null move
	// (NoDecider when no power was consumed).
	Decider Decider
	// Check and Mate describe the position after the half-move.
	Check, Mate bool
	// AweleGame is the 1-based index of the Awélé game whose queue gave the
	// power (0 when no power was consumed).
	AweleGame int
	// Pos and Len locate the move in the source.
	Pos notation.Pos
	Len int
}

// The outputs that write positions as text (JSON, check's summary,
// selections) print them from the typed values with these methods.

// StartFEN returns the FEN of the chess position the replay started from,
// "" when there is none.
func (r *Report) StartFEN() string {
	if r.Start == nil {
		return ""
	}
	return r.Start.FEN()
}

// FEN returns the FEN of the final chess position, "" for an Awele record.
func (r *Report) FEN() string {
	if r.Final == nil {
		return ""
	}
	return r.Final.FEN()
}

// FEN returns the FEN of the position after the half-move.
func (p *Ply) FEN() string { return p.After.FEN() }

// StartOGN returns the start position in OGN form, "" for a captures-only
// section.
func (t *AweleGameTrace) StartOGN() string {
	if t.Start == nil {
		return ""
	}
	return t.Start.String()
}

// FinalOGN returns the position after the ending in OGN form, "" for a
// captures-only section.
func (t *AweleGameTrace) FinalOGN() string {
	if t.Final == nil {
		return ""
	}
	return t.Final.String()
}

// AfterOGN returns the position after the move in OGN form, "" for a
// capture event.
func (m *AweleMove) AfterOGN() string {
	if m.Hole < 0 {
		return ""
	}
	return m.After.String()
}

// PowerLetter returns the colour letter of the power consumed, "W" or
// "B", "" when none was.
func (p *Ply) PowerLetter() string {
	if p.Power == 0 {
		return ""
	}
	return string(power.Letter(p.PowerColour))
}

// CollectorLetter returns the side that collected the seeds left, "S" or
// "N", "" when none did.
func (t *AweleGameTrace) CollectorLetter() string {
	if t.Collected == 0 {
		return ""
	}
	return t.Collector.String()
}

// Decider says who chose between a normal move and the null move on a
// half-move that consumed a power (RULES.md: the power's colour decides).
type Decider uint8

// Deciders.
const (
	NoDecider Decider = iota // no power was consumed (in check, or none known)
	Mover                    // the power is the mover's colour: the mover chose
	Opponent                 // the power is the opponent's: the opponent chose
)

// String returns "mover", "opponent" or "".
func (d Decider) String() string {
	switch d {
	case Mover:
		return "mover"
	case Opponent:
		return "opponent"
	}
	return ""
}
