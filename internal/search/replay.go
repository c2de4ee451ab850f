package search

import (
	"errors"
	"fmt"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// ErrVariant is returned by Replay for the variants it does not play.
var ErrVariant = errors.New("variant not searched")

// Replayed is a game replayed through the engine.
type Replayed struct {
	// Game is the state after the whole main line.
	Game *engine.Game
	// Before holds, for each chess half-move of the report (rep.Plies[i]),
	// the number of moves made on Game before it: Game.Undo back to that
	// count gives the state before the half-move.
	Before []int
}

// Replay plays the main line of a validated game through the engine: its
// Awélé games (queues and handicap pools) and its chess half-moves. It
// plays standard Awechec records; synchronous and standard-chess games
// give ErrVariant. rep must come from validate.Game without NoMoves.
func Replay(rep *validate.Report) (*Replayed, error) { return ReplayWith(rep, nil) }

// ReplayWith is Replay calling before(i, g) with the state before each
// chess half-move rep.Plies[i] (g must be left as it was given).
func ReplayWith(rep *validate.Report, before func(i int, g *engine.Game)) (*Replayed, error) {
	if rep.Variant == notation.Standard {
		return replayStandard(rep, before)
	}
	if rep.Variant != notation.Awechec {
		return nil, i18n.Errorf(i18n.SearchVariant, rep.Variant).Wrap(ErrVariant)
	}
	if len(rep.Awele) == 0 {
		return nil, i18n.Errorf(i18n.SearchNoAwele).Wrap(ErrVariant)
	}
	var opt engine.Options
	if v, ok := rep.Game.Tag("Handicap"); ok {
		h, err := power.ParseHandicap(v)
		if err != nil {
			return nil, err
		}
		opt.Handicap = h
	}
	opt.Rules = rep.Awele[0].Rules
	if rep.Start != nil {
		p := *rep.Start
		opt.Chess = &p
	}
	if s := rep.Awele[0].Start; s != nil {
		a := *s
		opt.Awele = &a
	}
	e := engine.New(opt)
	out := &Replayed{Game: e}
	ai := 0
	playAwele := func() error {
		tr := rep.Awele[ai]
		if ai > 0 {
			if err := e.Play(engine.AweleStart); err != nil {
				return fmt.Errorf("Awélé game %d: %v", tr.Index, err)
			}
		}
		ai++
		for _, m := range tr.Moves {
			mv := engine.AweleMove(m.Hole)
			if m.Hole < 0 {
				mv = engine.CaptureEvent(power.SideColour(m.Side), m.Captured)
			}
			if err := e.Play(mv); err != nil {
				return fmt.Errorf("Awélé game %d move %d: %v", tr.Index, m.Ply, err)
			}
		}
		return e.Play(engine.AweleStop)
	}
	if err := playAwele(); err != nil {
		return nil, err
	}
	for i, p := range rep.Plies {
		for p.Power > 0 && p.AweleGame > e.AweleGame() && ai < len(rep.Awele) {
			if err := playAwele(); err != nil {
				return nil, err
			}
		}
		out.Before = append(out.Before, e.History())
		if before != nil {
			before(i, e)
		}
		mv := engine.Null
		if !p.Null {
			m, err := e.Chess().ParseUCI(p.UCI)
			if err != nil {
				return nil, fmt.Errorf("half-move %d: %v", p.Index, err)
			}
			mv = engine.ChessMove(m)
		}
		if err := e.Play(mv); err != nil {
			return nil, fmt.Errorf("half-move %d: %v", p.Index, err)
		}
	}
	for ai < len(rep.Awele) {
		if err := playAwele(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// replayStandard replays a plain chess game: no Awélé game, no power, every
// half-move a chess move (the searcher must be told: Searcher.standard).
func replayStandard(rep *validate.Report, before func(i int, g *engine.Game)) (*Replayed, error) {
	var opt engine.Options
	if rep.Start != nil {
		p := *rep.Start
		opt.Chess = &p
	}
	e := engine.New(opt)
	out := &Replayed{Game: e}
	for i, p := range rep.Plies {
		out.Before = append(out.Before, e.History())
		if before != nil {
			before(i, e)
		}
		if p.Null {
			return nil, fmt.Errorf("half-move %d: a null move in a chess game", p.Index)
		}
		m, err := e.Chess().ParseUCI(p.UCI)
		if err != nil {
			return nil, fmt.Errorf("half-move %d: %v", p.Index, err)
		}
		e.MakeChess(m)
	}
	return out, nil
}
