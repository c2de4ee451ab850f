package search

import (
	"github.com/awechec/awechec/internal/testenv"
	"testing"
	"time"
)

// TestUCINotAnEngine: a program that does not speak UCI is refused after
// the handshake timeout instead of hanging the analysis.
func TestUCINotAnEngine(t *testing.T) {
	path := testenv.Tool(t, "coreutils", "true")
	old := handshakeTimeout
	handshakeTimeout = 300 * time.Millisecond
	defer func() { handshakeTimeout = old }()
	start := time.Now()
	if _, _, err := NewUCIEval(path, 1); err == nil {
		t.Fatal("true accepted as a UCI engine")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("refused after %v", d)
	}
}

// TestUCIStockfish evaluates through Stockfish (installed by .ci/run): the
// side to move matters, after a null move too.
func TestUCIStockfish(t *testing.T) {
	path := testenv.Tool(t, "apt-get install stockfish", "stockfish", "/usr/games/stockfish")
	u, name, err := NewUCIEval(path, 6)
	if err != nil {
		t.Fatal(err)
	}
	defer u.Close()
	if name == "" {
		t.Error("no engine name")
	}
	// White to move wins the queen; after a null move Black to move
	// saves it and stands better.
	g := study(t, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "WW")
	white := u.Eval(g)
	g.MakeNull()
	black := u.Eval(g)
	g.UndoChess()
	if white < 300 || black < 100 || u.Err != nil {
		t.Errorf("white to move %d, black to move %d (for the side to move), err %v", white, black, u.Err)
	}
	m, sc, err := u.Best(g)
	if err != nil || m.UCI() != "d2d5" || sc < 300 {
		t.Errorf("best %v %d %v, want d2d5", m, sc, err)
	}
}
