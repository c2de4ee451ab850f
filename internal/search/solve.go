package search

import (
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// Verdicts of SolveGame.
const (
	VerdictMate    = "mate"     // a side forces mate within the queue
	VerdictNoMate  = "no-mate"  // proved: no forced mate within the queue
	VerdictUnknown = "unknown"  // a limit stopped the search first
	VerdictOver    = "over"     // the game is already over
	VerdictNoPower = "no-power" // no power left and no check to answer: a new Awélé game decides
	VerdictSkipped = "skipped"  // not searched (errors, variant)
)

// Solution is SolveGame's answer for one game.
type Solution struct {
	Verdict string
	// Mate is the search's result (when searched).
	Mate MateResult
	// Line is the principal line in the game's letters.
	Line string
	// Status is the game's end when Verdict is VerdictOver; Reason says
	// why a game was skipped.
	Status engine.Status
	Reason string
	// Why is Reason as a message, worded in the reader's language.
	Why i18n.Msg
	// ToMove is the side to move in the position searched; FEN that
	// position.
	ToMove movegen.Color
	FEN    string
}

// SolveGame solves the position after the recorded main line of a
// validated game (see Solve).
func SolveGame(rep *validate.Report, l Limits) Solution {
	if rep.Diags.Errors() > 0 {
		why := i18n.M(i18n.SearchGameErrors).Then(i18n.M(i18n.SearchSeeCheck))
		return Solution{Verdict: VerdictSkipped, Reason: why.In(i18n.English), Why: why}
	}
	rp, err := Replay(rep)
	if err != nil {
		why := i18n.ErrorMsg(err)
		return Solution{Verdict: VerdictSkipped, Reason: why.In(i18n.English), Why: why}
	}
	g := rp.Game
	sol := Solution{ToMove: g.Chess().Turn(), FEN: g.Chess().FEN()}
	if st := g.Status(); st != engine.Ongoing {
		sol.Verdict, sol.Status = VerdictOver, st
		return sol
	}
	if g.AweleOpen() || g.NeedsAwele() {
		sol.Verdict = VerdictNoPower
		return sol
	}
	sol.Mate = Solve(g, l)
	switch {
	case sol.Mate.Found:
		sol.Verdict = VerdictMate
		pieces, _ := notation.Table(rep.Lang)
		if pieces.Lang == "" {
			pieces, _ = notation.Table(notation.French)
		}
		sol.Line = LineText(sol.Mate.Line, pieces, notation.PowerTable(rep.Game, rep.Lang))
	case sol.Mate.Proved:
		sol.Verdict = VerdictNoMate
	default:
		sol.Verdict = VerdictUnknown
	}
	return sol
}
