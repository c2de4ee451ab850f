package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// TestAgainstValidate replays random legal games (package generate)
// through the engine and compares every step with validate's report: the
// queue of each Awélé game, the power each half-move consumes (number and
// colour), the legality of the move and of the null move, the position
// after it, and how the game ended. Then it undoes every move and must
// find the start again.
func TestAgainstValidate(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 30
	}
	for _, opt := range []generate.Options{
		{Seed: 1},
		{Seed: 2, Handicap: true},
		{Seed: 3, Lang: notation.English, Handicap: true},
	} {
		for i := 1; i <= n; i++ {
			g := generate.Game(opt, i)
			rep := validate.Game(g, validate.Options{})
			if !rep.Valid {
				t.Fatalf("seed %d game %d: generated game is not valid: %v", opt.Seed, i, rep.Diags)
			}
			if err := replay(rep); err != nil {
				t.Fatalf("seed %d game %d: %v", opt.Seed, i, err)
			}
		}
	}
}

func replay(rep *validate.Report) error {
	var h power.Handicap
	if v, ok := rep.Game.Tag("Handicap"); ok {
		var err error
		if h, err = power.ParseHandicap(v); err != nil {
			return err
		}
	}
	e := engine.New(engine.Options{Handicap: h})
	startHash, startFEN := e.Hash(), e.Chess().FEN()
	ai := 0
	var buf [300]engine.Move
	playAwele := func() error {
		tr := rep.Awele[ai]
		if ai > 0 {
			if !e.NeedsAwele() && !e.InCheck() {
				return fmt.Errorf("awele game %d: the engine does not want a new Awélé game (%d powers left)", tr.Index, e.Remaining())
			}
			if err := e.Play(engine.AweleStart); err != nil {
				return fmt.Errorf("awele game %d: start: %v", tr.Index, err)
			}
		}
		ai++
		for _, m := range tr.Moves {
			var mv engine.Move
			if m.Hole >= 0 {
				mv = engine.AweleMove(m.Hole)
				if !slices.Contains(e.Legal(buf[:0]), mv) {
					return fmt.Errorf("awele game %d move %d: %s not in Legal", tr.Index, m.Ply, m.Letter)
				}
			} else {
				mv = engine.CaptureEvent(power.SideColour(m.Side), m.Captured)
			}
			before := e.Remaining()
			if err := e.Play(mv); err != nil {
				return fmt.Errorf("awele game %d move %d: %v", tr.Index, m.Ply, err)
			}
			if got := e.Remaining() - before; got != m.Powers {
				return fmt.Errorf("awele game %d move %d: %d powers added, validate says %d", tr.Index, m.Ply, got, m.Powers)
			}
		}
		if err := e.Play(engine.AweleStop); err != nil {
			return fmt.Errorf("awele game %d: stop: %v", tr.Index, err)
		}
		if !tr.CapturesOnly {
			end := e.AweleEnding()
			if end.Reason != tr.Ending || end.Collected != tr.Collected {
				return fmt.Errorf("awele game %d: engine ends %v, validate %s (collected %d)", tr.Index, end, tr.Ending, tr.Collected)
			}
		}
		if got := queueString(e.Queue()); got != power.Letters(tr.Queue) {
			return fmt.Errorf("awele game %d: queue %s, validate says %s", tr.Index, got, power.Letters(tr.Queue))
		}
		return nil
	}
	if err := playAwele(); err != nil {
		return err
	}
	for _, p := range rep.Plies {
		for p.Power > 0 && p.AweleGame > e.AweleGame() {
			if err := playAwele(); err != nil {
				return err
			}
		}
		n, c, ok := e.Power()
		if ok != (p.Power > 0) || ok && (n != p.Power || c != p.PowerColour) {
			return fmt.Errorf("ply %d: engine power %d %c %v, validate %d %s", p.Index, n, power.Letter(c), ok, p.Power, p.PowerColour)
		}
		legal := e.Legal(buf[:0])
		if slices.Contains(legal, engine.Null) != (p.Power > 0) {
			return fmt.Errorf("ply %d: null move legal is %v with power %d", p.Index, !ok, p.Power)
		}
		var mv engine.Move
		if p.Null {
			mv = engine.Null
		} else {
			m, err := e.Chess().ParseUCI(p.UCI)
			if err != nil {
				return fmt.Errorf("ply %d: %v", p.Index, err)
			}
			mv = engine.ChessMove(m)
		}
		if !slices.Contains(legal, mv) {
			return fmt.Errorf("ply %d: %s not in Legal", p.Index, p.UCI)
		}
		if err := e.Play(mv); err != nil {
			return fmt.Errorf("ply %d: %v", p.Index, err)
		}
		if got := e.Chess().FEN(); got != p.FEN() {
			return fmt.Errorf("ply %d: FEN %s, validate %s", p.Index, got, p.FEN())
		}
		q := *e.Chess()
		if e.Hash() != engine.Hash(&q) {
			return fmt.Errorf("ply %d: incremental hash differs from the full one", p.Index)
		}
	}
	for ai < len(rep.Awele) {
		if err := playAwele(); err != nil {
			return err
		}
	}
	switch st := e.Status(); {
	case st != engine.Ongoing && string(rep.Termination) != st.String():
		return fmt.Errorf("engine ends %s, validate %s", st, rep.Termination)
	case st == engine.Ongoing && (rep.Termination == validate.TermCheckmate || rep.Termination == validate.TermStalemate || rep.Termination == validate.TermDeadPosition):
		return fmt.Errorf("engine goes on, validate ends %s", rep.Termination)
	case rep.Termination == validate.TermFiftyMoves && !e.FiftyMoves():
		return fmt.Errorf("validate ends by fifty moves, the engine's clock is %d", e.Chess().HalfMoveClock())
	}
	for e.History() > 0 {
		if err := e.Undo(); err != nil {
			return err
		}
	}
	if e.Hash() != startHash || e.Chess().FEN() != startFEN || e.AweleGame() != 1 || !e.AweleOpen() || len(e.Queue()) != 0 {
		return fmt.Errorf("undoing every move does not give the start back")
	}
	return nil
}

func queueString(q []movegen.Color) string {
	b := make([]byte, len(q))
	for i, c := range q {
		b[i] = power.Letter(c)
	}
	return string(b)
}

// TestPerft counts the half-move sequences of the Awechec tree under a
// fixed queue (every normal move, the null move where a power is
// consumed, check answers without power, the horizon where the queue ends)
// and compares them with a brute force written here on movegen and
// power.Queue directly.
func TestPerft(t *testing.T) {
	W, B := movegen.White, movegen.Black
	for _, tc := range []struct {
		fen   string
		queue []movegen.Color
		depth int
	}{
		{movegen.StartFEN, []movegen.Color{W, W, B, B}, 4},
		{movegen.StartFEN, []movegen.Color{B, W, B, W, W}, 4},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []movegen.Color{W, B, W}, 3},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []movegen.Color{B, B, W, W, B}, 5},
		{"7k/Q7/8/4K3/1q6/8/8/8 w - - 0 1", []movegen.Color{W, W, W}, 6},
		{"8/6k1/1R6/2R5/8/8/7K/q7 w - - 0 1", []movegen.Color{W, W}, 6},
		{"4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", []movegen.Color{B}, 4}, // in check at the start
	} {
		pos, err := movegen.FromFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		g := engine.NewChess(pos, tc.queue)
		got := perft(g, tc.depth)
		want := brute(pos, power.FromColours(tc.queue), tc.depth)
		if got != want {
			t.Errorf("%s %v depth %d: engine %d, brute force %d", tc.fen, tc.queue, tc.depth, got, want)
		}
		if got == 0 {
			t.Errorf("%s: no node at all", tc.fen)
		}
	}
}

// perft counts the sequences of depth half-moves through the engine; a
// line that ends earlier (mate, stalemate, dead position, the queue
// exhausted) counts one.
func perft(g *engine.Game, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var buf [300]engine.Move
	moves := g.Legal(buf[:0])
	var n uint64
	for _, m := range moves {
		if m.Kind() == engine.KindAweleStart {
			continue
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
		n += perft(g, depth-1)
		if err := g.Undo(); err != nil {
			panic(err)
		}
	}
	if n == 0 {
		return 1
	}
	return n
}

// brute is perft written from the rules with movegen and power.Queue.
func brute(p movegen.Position, q *power.Queue, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if !p.HasLegalMove() || p.InsufficientMaterial() {
		return 1
	}
	inCheck := p.InCheck()
	if !inCheck {
		if q.Remaining() == 0 {
			return 1
		}
		q = q.Clone()
		q.Pop()
	}
	var n uint64
	var buf [256]movegen.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		c := p
		c.Play(m)
		n += brute(c, q, depth-1)
	}
	if !inCheck {
		c := p
		if err := c.Null(); err != nil {
			panic(err)
		}
		n += brute(c, q, depth-1)
	}
	return n
}
