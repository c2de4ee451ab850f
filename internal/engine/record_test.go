package engine_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
)

// sowUntilCapture plays the first legal Awélé move until one captures;
// it reports false when the Awélé game ends first.
func sowUntilCapture(t *testing.T, g *engine.Game) bool {
	t.Helper()
	var buf [32]engine.Move
	for i := 0; i < 200; i++ {
		var hole engine.Move
		for _, m := range g.Legal(buf[:0]) {
			if m.Kind() == engine.KindAwele {
				hole = m
				break
			}
		}
		if hole == 0 {
			return false
		}
		before := g.Remaining()
		if err := g.Play(hole); err != nil {
			t.Fatal(err)
		}
		if g.Remaining() > before {
			return true
		}
	}
	return false
}

// In synchronous Awechec the chess game consumes the powers of a capture
// while the Awélé game stays open; the Awélé game resumes once they are
// consumed.
func TestSynchronous(t *testing.T) {
	g := engine.New(engine.Options{Synchronous: true})
	if !sowUntilCapture(t, g) {
		t.Fatal("no capture")
	}
	if !g.AweleOpen() {
		t.Fatal("the Awélé game closed at a capture")
	}
	var buf [300]engine.Move
	legal := g.Legal(buf[:0])
	if slices.ContainsFunc(legal, func(m engine.Move) bool { return m.Kind() == engine.KindAwele }) {
		t.Fatal("an Awélé move is legal while powers are left")
	}
	if !slices.Contains(legal, engine.Null) {
		t.Fatal("the null move is not legal with a power left")
	}
	if err := g.Play(engine.AweleMove(0)); !errors.Is(err, engine.ErrEarly) {
		t.Fatalf("an Awélé move with powers left: %v", err)
	}
	for g.Remaining() > 0 {
		if _, _, ok := g.Power(); !ok {
			t.Fatal("no power for the half-move")
		}
		if err := g.Play(engine.Null); err != nil {
			t.Fatal(err)
		}
	}
	legal = g.Legal(buf[:0])
	if !slices.ContainsFunc(legal, func(m engine.Move) bool { return m.Kind() == engine.KindAwele }) {
		t.Fatal("the Awélé game does not resume once the powers are consumed")
	}
	if slices.Contains(legal, engine.Null) {
		t.Fatal("the null move is legal with no power left")
	}
}

// A standalone Awélé record stopped by agreement shares the seeds left as
// its rule set says; an Awechec game removes them.
func TestCloseAweleAgreement(t *testing.T) {
	abapa, _ := awele.Preset("abapa")
	for _, tc := range []struct {
		standalone bool
		shared     bool
	}{{true, true}, {false, false}} {
		g := engine.New(engine.Options{Rules: abapa, Standalone: tc.standalone})
		if err := g.Play(engine.AweleMove(2)); err != nil {
			t.Fatal(err)
		}
		a := g.Awele()
		onBoard := a.OnBoard()
		cl := g.CloseAwele(true)
		if cl.Ending.Reason != awele.EndAgreement {
			t.Fatalf("standalone %v: ending %v", tc.standalone, cl.Ending)
		}
		got := cl.Ending.Shared[0] + cl.Ending.Shared[1]
		if tc.shared && (got != onBoard || cl.Ending.Removed != 0) || !tc.shared && (got != 0 || cl.Ending.Removed != onBoard) {
			t.Fatalf("standalone %v: %v with %d seeds on the board", tc.standalone, cl.Ending, onBoard)
		}
		if a := g.Awele(); g.AweleOpen() || a.OnBoard() != 0 {
			t.Fatal("the Awélé game is not closed and finished")
		}
	}
}

// A record's game starts before its first Awélé game, which opens from
// the set-up given.
func TestBeforeAwele(t *testing.T) {
	set := awele.Start()
	set.ToMove = awele.North
	g := engine.New(engine.Options{BeforeAwele: true, Awele: &set})
	if g.AweleOpen() || g.AweleGame() != 0 || len(g.Queue()) != 0 {
		t.Fatal("an Awélé game is open before the first")
	}
	var buf [300]engine.Move
	if legal := g.Legal(buf[:0]); !slices.Contains(legal, engine.AweleStart) {
		t.Fatalf("AweleStart is not legal before the first Awélé game: %v", legal)
	}
	g.OpenAwele()
	if !g.AweleOpen() || g.AweleGame() != 1 || g.AweleTurn() != awele.North {
		t.Fatal("the first Awélé game does not open from its set-up")
	}
	g.CloseAwele(false)
	g.OpenAwele()
	if g.AweleTurn() != awele.South || g.AweleGame() != 2 {
		t.Fatal("the second Awélé game does not open from the standard start")
	}
}

// A forward replay keeps no undo records, and a record's half-moves that
// find the queue exhausted consume nothing.
func TestReplayMode(t *testing.T) {
	g := engine.New(engine.Options{Replay: true, BeforeAwele: true})
	g.OpenAwele()
	g.CaptureSeeds(movegen.Black, 2)
	g.CloseAwele(true)
	if g.Remaining() != 2 {
		t.Fatalf("%d powers, want 2", g.Remaining())
	}
	pos := g.Chess()
	for _, san := range []string{"e4", "e5", "Nf3"} {
		s, err := movegen.ParseSAN(san)
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.Resolve(s)
		if err != nil {
			t.Fatal(err)
		}
		g.MakeChess(m)
	}
	g.MakeNull()
	if g.Next() != 2 || g.Remaining() != 0 || g.Plies() != 4 {
		t.Fatalf("next %d, remaining %d, plies %d", g.Next(), g.Remaining(), g.Plies())
	}
	if g.History() != 0 || g.Undo() != engine.ErrNoUndo {
		t.Fatal("a replay keeps undo records")
	}
	if got := pos.FEN(); got != "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" {
		t.Fatalf("position %s", got)
	}
}

// Property: the status Resolve tells (a move found) is the status worked
// out from the position, along random games.
func TestResolveStatus(t *testing.T) {
	for seed := 0; seed < 40; seed++ {
		pos := movegen.Start()
		for ply := 0; ply < 200; ply++ {
			var buf [256]movegen.Move
			moves := pos.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[(seed*7919+ply*104729)%len(moves)]
			spec, _ := pos.SANSpec(m)
			g := engine.NewChess(pos, nil)
			if _, err := g.Resolve(spec); err != nil {
				t.Fatalf("seed %d ply %d: %v", seed, ply, err)
			}
			if got, want := g.Status(), engine.NewChess(pos, nil).Status(); got != want {
				t.Fatalf("seed %d ply %d in %s: Resolve tells %v, the position %v", seed, ply, pos.FEN(), got, want)
			}
			pos.Play(m)
		}
	}
}

// fullState is what a test compares of two games: position, queue,
// Awélé game, history.
func fullState(g *engine.Game) string {
	return fmt.Sprint(g.Chess().FEN(), g.Queue(), g.Next(), g.Awele(), g.AweleOpen(), g.AweleGame(), g.Plies(), g.History(), g.Hash())
}

// CopyTo into a scratch game that held another game gives the copy Clone
// gives, independent of the original both ways: its queue, its undo
// history and the queues its Awélé undo records hold. The validate
// replay copies every variation's state into one scratch game per depth.
func TestCopyTo(t *testing.T) {
	for _, replay := range []bool{false, true} {
		opt := engine.Options{Replay: replay, BeforeAwele: true}
		g := engine.New(opt)
		g.OpenAwele()
		g.CaptureSeeds(movegen.White, 4)
		scratch := engine.New(opt)
		scratch.OpenAwele()
		scratch.CaptureSeeds(movegen.Black, 20)
		want := fullState(g)
		g.CopyTo(scratch)
		if got, clone := fullState(scratch), fullState(g.Clone()); got != want || clone != want {
			t.Fatalf("replay %v: CopyTo gave\n%s\nClone\n%s\nwant\n%s", replay, got, clone, want)
		}
		// Each gets powers of its own colour: neither sees the other's.
		scratch.CaptureSeeds(movegen.Black, 4)
		if got := fullState(g); got != want {
			t.Fatalf("replay %v: the copy's capture changed the original:\n%s\nwant\n%s", replay, got, want)
		}
		copied := fullState(scratch)
		g.CaptureSeeds(movegen.White, 4)
		if got := fullState(scratch); got != copied {
			t.Fatalf("replay %v: the original's capture changed the copy:\n%s\nwant\n%s", replay, got, copied)
		}
		if replay {
			continue
		}
		// Undone to its first capture, the copy captures again: the
		// original's queue stays as it was.
		g.CopyTo(scratch)
		want = fullState(g)
		if err := scratch.Undo(); err != nil {
			t.Fatal(err)
		}
		scratch.CaptureSeeds(movegen.Black, 4)
		if got := fullState(g); got != want {
			t.Fatalf("a copy undone and played on changed the original:\n%s\nwant\n%s", got, want)
		}
	}
}
