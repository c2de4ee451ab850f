package engine_test

import (
	"errors"
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
)

// chessGame returns a study (NewChess) from fen with the queue given.
func chessGame(t *testing.T, fen string, queue ...movegen.Color) *engine.Game {
	t.Helper()
	p, err := movegen.FromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return engine.NewChess(p, queue)
}

// uciMove returns the chess move uci in g's position.
func uciMove(t *testing.T, g *engine.Game, uci string) engine.Move {
	t.Helper()
	m, err := g.Chess().ParseUCI(uci)
	if err != nil {
		t.Fatal(err)
	}
	return engine.ChessMove(m)
}

// startMove returns the move uci of the start position, to be played
// where it is not legal.
func startMove(t *testing.T, uci string) engine.Move {
	t.Helper()
	s := movegen.Start()
	s.Play(uciMove(t, engine.NewChess(s, nil), "e2e4").Chess())
	s.Play(uciMove(t, engine.NewChess(s, nil), "e7e5").Chess())
	m, err := s.ParseUCI(uci)
	if err != nil {
		t.Fatal(err)
	}
	return engine.ChessMove(m)
}

// standardGame returns a game of chess without powers (Options.Standard)
// at the start position.
func standardGame(*testing.T) *engine.Game {
	return engine.New(engine.Options{Standard: true, BeforeAwele: true})
}

// TestStandardPlaysWithoutPowers: in chess without powers a chess move
// needs no power, and the legal moves hold neither the null move nor the
// start of an Awélé game.
func TestStandardPlaysWithoutPowers(t *testing.T) {
	g := standardGame(t)
	legal := g.Legal(nil)
	if len(legal) != 20 {
		t.Errorf("Legal at the start = %d moves, want the 20 chess moves: %v", len(legal), legal)
	}
	for _, m := range legal {
		if m.Kind() != engine.KindChess {
			t.Errorf("Legal holds %v, not a chess move", m)
		}
	}
	if err := g.Play(uciMove(t, g, "e2e4")); err != nil {
		t.Fatalf("Play(e2e4) = %v", err)
	}
	if g.Plies() != 1 || g.Next() != 0 {
		t.Errorf("after e2e4: plies %d, next %d; want 1, 0", g.Plies(), g.Next())
	}
}

// TestTurnFaults checks every rule Turn.Faults finds, together (a replay
// words each) and in the order Err refuses them.
func TestTurnFaults(t *testing.T) {
	W := movegen.White
	tests := []struct {
		name string
		game func(t *testing.T) *engine.Game
		null bool
		want engine.Fault
		err  error
	}{
		{"a chess move with a power", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) }, false, 0, nil},
		{"the null move with a power", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) }, true, 0, nil},
		{"Awélé game open", func(t *testing.T) *engine.Game { return engine.New(engine.Options{}) }, true, engine.FaultPhase, engine.ErrPhase},
		{"mated, no power", func(t *testing.T) *engine.Game { return chessGame(t, mateFEN) }, true,
			engine.FaultOver | engine.FaultNullInCheck, engine.ErrGameOver},
		{"no power", func(t *testing.T) *engine.Game { return chessGame(t, startFEN) }, true, engine.FaultNoPower, engine.ErrNoPower},
		{"in check, no power", func(t *testing.T) *engine.Game { return chessGame(t, checkFEN) }, false, 0, nil},
		{"null in check", func(t *testing.T) *engine.Game { return chessGame(t, checkFEN) }, true, engine.FaultNullInCheck, engine.ErrInCheck},
		{"standard chess move", standardGame, false, 0, nil},
		{"standard null move", standardGame, true, engine.FaultNullStandard, engine.ErrNullStandard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.game(t).Turn().Faults(tt.null)
			if f != tt.want {
				t.Errorf("Faults = %b, want %b", f, tt.want)
			}
			if err := f.Err(); err != tt.err {
				t.Errorf("Err = %v, want %v", err, tt.err)
			}
		})
	}
}

// snapshot is what a refused Play must leave unchanged.
type snapshot struct {
	fen                string
	next, plies        int
	open               bool
	remaining, history int
	hash               uint64
}

func snap(g *engine.Game) snapshot {
	return snapshot{g.Chess().FEN(), g.Next(), g.Plies(), g.AweleOpen(), g.Remaining(), g.History(), g.Hash()}
}

const (
	startFEN = movegen.StartFEN
	// checkFEN: White to move, in check by the rook on e8, with a move.
	checkFEN = "4r2k/8/8/8/8/8/8/R3K3 w - - 0 1"
	// mateFEN: White is mated (back rank).
	mateFEN = "6k1/8/8/8/8/8/5PPP/4r1K1 w - - 0 1"
)

// TestPlayRefusals plays, for each refusal of Play, a move it must refuse,
// and checks the error and that nothing changed.
func TestPlayRefusals(t *testing.T) {
	W, B := movegen.White, movegen.Black
	syncWithPowers := func(t *testing.T) *engine.Game {
		g := engine.New(engine.Options{Synchronous: true})
		if !sowUntilCapture(t, g) {
			t.Fatal("no capture in the Awélé game")
		}
		return g
	}
	tests := []struct {
		name string
		game func(t *testing.T) *engine.Game
		move func(t *testing.T, g *engine.Game) engine.Move
		want error
	}{
		{"chess move while the Awélé game is open", func(t *testing.T) *engine.Game { return engine.New(engine.Options{}) },
			func(t *testing.T, g *engine.Game) engine.Move { return uciMove(t, g, "e2e4") }, engine.ErrPhase},
		{"null move while the Awélé game is open", func(t *testing.T) *engine.Game { return engine.New(engine.Options{}) },
			func(*testing.T, *engine.Game) engine.Move { return engine.Null }, engine.ErrPhase},
		{"chess move after mate", func(t *testing.T) *engine.Game { return chessGame(t, mateFEN, W, B) },
			func(t *testing.T, g *engine.Game) engine.Move { return startMove(t, "g2g3") }, engine.ErrGameOver},
		{"null move after mate", func(t *testing.T) *engine.Game { return chessGame(t, mateFEN, W, B) },
			func(*testing.T, *engine.Game) engine.Move { return engine.Null }, engine.ErrGameOver},
		{"chess move with every power consumed", func(t *testing.T) *engine.Game { return chessGame(t, startFEN) },
			func(t *testing.T, g *engine.Game) engine.Move { return uciMove(t, g, "e2e4") }, engine.ErrNoPower},
		{"null move with every power consumed", func(t *testing.T) *engine.Game { return chessGame(t, startFEN) },
			func(*testing.T, *engine.Game) engine.Move { return engine.Null }, engine.ErrNoPower},
		{"null move in check, powers left", func(t *testing.T) *engine.Game { return chessGame(t, checkFEN, W, B) },
			func(*testing.T, *engine.Game) engine.Move { return engine.Null }, engine.ErrInCheck},
		{"null move in check, no power left", func(t *testing.T) *engine.Game { return chessGame(t, checkFEN) },
			func(*testing.T, *engine.Game) engine.Move { return engine.Null }, engine.ErrInCheck},
		{"illegal chess move", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) },
			func(t *testing.T, g *engine.Game) engine.Move {
				return engine.ChessMove(movegen.Move(0)) // a1a1 by no piece
			}, engine.ErrIllegal},
		{"move leaving the king in check", func(t *testing.T) *engine.Game { return chessGame(t, checkFEN, W) },
			func(t *testing.T, g *engine.Game) engine.Move { return startMove(t, "e1e2") }, engine.ErrIllegal},
		{"Awélé move in the chess phase", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) },
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleMove(0) }, engine.ErrPhase},
		{"Awélé move while powers are left (synchronous)", syncWithPowers,
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleMove(0) }, engine.ErrEarly},
		{"Awélé move from an empty hole", func(t *testing.T) *engine.Game {
			g := engine.New(engine.Options{})
			if err := g.Play(engine.AweleMove(0)); err != nil {
				t.Fatal(err)
			}
			if err := g.Play(engine.AweleMove(6)); err != nil {
				t.Fatal(err)
			}
			return g
		}, func(*testing.T, *engine.Game) engine.Move { return engine.AweleMove(0) }, engine.ErrIllegal},
		{"capture event in the chess phase", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) },
			func(*testing.T, *engine.Game) engine.Move { return engine.CaptureEvent(W, 2) }, engine.ErrPhase},
		{"capture event of no seed", func(t *testing.T) *engine.Game { return engine.New(engine.Options{}) },
			func(*testing.T, *engine.Game) engine.Move { return engine.CaptureEvent(B, 0) }, engine.ErrIllegal},
		{"end of an Awélé game in the chess phase", func(t *testing.T) *engine.Game { return chessGame(t, startFEN) },
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleStop }, engine.ErrPhase},
		{"start of an Awélé game while one is open", func(t *testing.T) *engine.Game { return engine.New(engine.Options{}) },
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleStart }, engine.ErrPhase},
		{"start of an Awélé game while powers are left", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) },
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleStart }, engine.ErrEarly},
		{"start of an Awélé game after mate", func(t *testing.T) *engine.Game { return chessGame(t, mateFEN) },
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleStart }, engine.ErrGameOver},
		{"null move in chess without powers", standardGame,
			func(*testing.T, *engine.Game) engine.Move { return engine.Null }, engine.ErrNullStandard},
		{"start of an Awélé game in chess without powers", standardGame,
			func(*testing.T, *engine.Game) engine.Move { return engine.AweleStart }, engine.ErrPhase},
		{"a move of no kind", func(t *testing.T) *engine.Game { return chessGame(t, startFEN, W) },
			func(*testing.T, *engine.Game) engine.Move { return engine.Move(0xF << 28) }, engine.ErrIllegal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.game(t)
			m := tt.move(t, g)
			before := snap(g)
			err := g.Play(m)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Play(%v) = %v, want %v", m, err, tt.want)
			}
			if after := snap(g); after != before {
				t.Errorf("Play(%v) refused but changed the game: %+v, was %+v", m, after, before)
			}
		})
	}
}

// TestPlayNullInCheck: a null move is refused while in check, whatever
// the game went through before (a chess move giving check, an undo).
func TestPlayNullInCheck(t *testing.T) {
	W, B := movegen.White, movegen.Black
	g := chessGame(t, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", W, B, W, B)
	if err := g.Play(uciMove(t, g, "a1a8")); err != nil { // check
		t.Fatal(err)
	}
	if !g.InCheck() {
		t.Fatal("Ra8+ gives no check")
	}
	before := snap(g)
	if err := g.Play(engine.Null); !errors.Is(err, engine.ErrInCheck) {
		t.Fatalf("Play(Null) in check = %v, want ErrInCheck", err)
	}
	if snap(g) != before {
		t.Errorf("refused null move changed the game")
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(engine.Null); err != nil { // not in check now
		t.Fatalf("Play(Null) out of check = %v", err)
	}
}

// TestMakeNullInCheckKeepsCheck: a record's null move replayed while in
// check (MakeNull, which validate calls to go on after reporting it)
// leaves the same side to move, still in check, so that a second null
// move is refused too and Status still sees the check.
func TestMakeNullInCheckKeepsCheck(t *testing.T) {
	W, B := movegen.White, movegen.Black
	for _, replay := range []bool{false, true} {
		p, err := movegen.FromFEN(checkFEN)
		if err != nil {
			t.Fatal(err)
		}
		var g *engine.Game
		if replay {
			g = engine.New(engine.Options{Replay: true, Chess: &p, BeforeAwele: true})
		} else {
			g = engine.NewChess(p, []movegen.Color{W, B})
		}
		if !g.InCheck() {
			t.Fatal("not in check")
		}
		g.MakeNull()
		if g.Chess().Turn() != W || !g.InCheck() {
			t.Errorf("replay %v: after a null move in check: %s to move, InCheck %v; want White, still in check", replay, g.Chess().Turn(), g.InCheck())
		}
		if err := g.Play(engine.Null); !errors.Is(err, engine.ErrInCheck) {
			t.Errorf("replay %v: second Play(Null) in check = %v, want ErrInCheck", replay, err)
		}
	}
}
