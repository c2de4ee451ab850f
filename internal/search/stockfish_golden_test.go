package search

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"sync"
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/testenv"
)

var update = flag.Bool("update", false, "rewrite "+stockfishGolden+" ("+regenerate+"), "+heldOutGolden+" ("+regenerateHeldOut+"), "+blindGolden+" ("+regenerateBlind+") and "+unseenGolden+" ("+regenerateUnseen+")")

// regenerate is the command that writes stockfishGolden again,
// regenerateHeldOut the one that writes heldOutGolden, regenerateBlind
// blindGolden, regenerateUnseen unseenGolden.
const (
	regenerate        = "go test ./internal/search -run 'TestBuiltInCalibration$|TestLichessAgreement' -update"
	regenerateHeldOut = "AWECHEC_MEASURE=1 go test ./internal/search -run HeldOut -update"
	regenerateBlind   = "AWECHEC_MEASURE=1 go test ./internal/search -run Blind -update"
	regenerateUnseen  = "AWECHEC_MEASURE=1 go test ./internal/search -run Unseen -update"
)

// stockfishGolden holds Stockfish's answers (refDepth, a cleared hash for
// every position: a function of the position alone) for every position
// TestBuiltInCalibration and TestLichessAgreement ask, so that they
// compare the built-in judge and analyse with Stockfish's values without
// running it (about 10 minutes of processor time at refDepth; 25 s at
// the depth 8 it had before). TestStockfishGoldenCurrent
// asks the installed Stockfish again for a sample and fails when an
// answer differs.
const stockfishGolden = "testdata/stockfish.json"

// heldOutGolden holds Stockfish's answers for the held-out games of
// TestBuiltInCalibrationHeldOut, so that its measurement compares with
// one fixed reference (and needs no Stockfish: about 20 minutes of it at refDepth).
const heldOutGolden = "testdata/stockfish-heldout.json"

// blindGolden holds Stockfish's answers for the blind games of
// TestBuiltInCalibrationBlind (903 positions, repeated ones once: about
// 15 minutes of Stockfish).
const blindGolden = "testdata/stockfish-blind.json"

// unseenGolden holds Stockfish's answers for the unseen games of
// TestBuiltInCalibrationUnseen (553 positions: about 10 minutes of
// Stockfish).
const unseenGolden = "testdata/stockfish-unseen.json"

// sfAnswer is Stockfish's answer for a position: its score for the side
// to move (as UCIEval.search gives it) and its best move (UCI, "" when
// there is no legal move).
type sfAnswer struct {
	Score int32  `json:"score"`
	Best  string `json:"best,omitempty"`
}

// sfGoldenFile is stockfishGolden's content.
type sfGoldenFile struct {
	Engine  string              `json:"engine"`
	Depth   int                 `json:"depth"`
	Answers map[string]sfAnswer `json:"answers"`
}

// positionSearcher answers a position as UCIEval.search does: the live
// engine or its stored answers.
type positionSearcher interface {
	search(p *movegen.Position) (int32, movegen.Move, error)
}

// storedStockfish answers from stockfishGolden; under -update it asks
// the live engine and keeps its answers, written by TestMain after the
// run.
type storedStockfish struct {
	// path is the golden file, again the command that writes it.
	path, again string
	mu          sync.Mutex
	loaded      bool
	err         error
	file        sfGoldenFile
	live        *UCIEval
	missing     int
}

// stored is stockfishGolden, storedHeldOut heldOutGolden, storedBlind
// blindGolden, storedUnseen unseenGolden.
var (
	stored        = storedStockfish{path: stockfishGolden, again: regenerate}
	storedHeldOut = storedStockfish{path: heldOutGolden, again: regenerateHeldOut}
	storedBlind   = storedStockfish{path: blindGolden, again: regenerateBlind}
	storedUnseen  = storedStockfish{path: unseenGolden, again: regenerateUnseen}
)

// load reads the golden, or starts Stockfish under -update.
func (s *storedStockfish) load(t *testing.T) {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.loaded {
		s.loaded = true
		s.err = s.open()
	}
	if s.err != nil {
		t.Fatal(s.err)
	}
}

func (s *storedStockfish) open() error {
	if *update {
		sf := "stockfish"
		if _, err := exec.LookPath(sf); err != nil {
			sf = "/usr/games/stockfish"
		}
		live, name, err := NewUCIEval(sf, refDepth)
		if err != nil {
			return fmt.Errorf("-update needs Stockfish on PATH: %v", err)
		}
		s.live, s.file = live, sfGoldenFile{Engine: name, Depth: refDepth, Answers: map[string]sfAnswer{}}
		// The answers of the same engine at the same depth are kept (a
		// function of the position): only the positions missing are
		// asked. Another engine or depth starts the file again.
		var old sfGoldenFile
		if b, err := os.ReadFile(s.path); err == nil && json.Unmarshal(b, &old) == nil &&
			old.Engine == name && old.Depth == refDepth {
			s.file.Answers = old.Answers
		}
		return nil
	}
	b, err := os.ReadFile(s.path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, &s.file); err != nil {
		return fmt.Errorf("%s: %v", s.path, err)
	}
	if s.file.Depth != refDepth {
		return fmt.Errorf("%s holds depth %d, the tests ask %d: %s", s.path, s.file.Depth, refDepth, s.again)
	}
	return nil
}

// search is the stored answer for p (the live one under -update). A
// position the golden does not hold is counted (checkComplete fails the
// test) and answered 0, no move.
func (s *storedStockfish) search(p *movegen.Position) (int32, movegen.Move, error) {
	fen := p.FEN()
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, asked := s.file.Answers[fen]; s.live != nil && !asked {
		// (an answer is a function of the position: one asked already
		// is read back below)
		sc, m, err := s.live.search(p)
		if err != nil {
			return 0, 0, err
		}
		a := sfAnswer{Score: sc}
		if m != 0 {
			a.Best = m.UCI()
		}
		s.file.Answers[fen] = a
		return sc, m, nil
	}
	a, ok := s.file.Answers[fen]
	if !ok {
		s.missing++
		return 0, 0, nil
	}
	if a.Best == "" {
		return a.Score, 0, nil
	}
	m, err := p.ParseUCI(a.Best)
	return a.Score, m, err
}

// checkComplete fails t when a position was not in the golden.
func (s *storedStockfish) checkComplete(t *testing.T) {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.missing > 0 {
		t.Fatalf("%d positions not in %s: the golden is not current: %s", s.missing, s.path, s.again)
	}
}

// Eval is UCIEval.Eval on the stored answers.
func (s *storedStockfish) Eval(g *engine.Game) int32 {
	sc, _, err := s.search(g.Chess())
	if err != nil {
		return Evaluate(g)
	}
	return sc
}

// Best is UCIEval.Best on the stored answers.
func (s *storedStockfish) Best(g *engine.Game) (movegen.Move, int32, error) {
	sc, m, err := s.search(g.Chess())
	if err != nil {
		return 0, 0, err
	}
	if m == 0 {
		return 0, 0, fmt.Errorf("no best move stored for %s", g.Chess().FEN())
	}
	return m, sc, nil
}

// write saves the answers asked under -update (TestMain, after the run):
// those of the tests run, so run the ones that ask (a position left out
// fails them, checkComplete). A file no test of the run loaded is left
// as it is.
func (s *storedStockfish) write() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.live == nil {
		return nil
	}
	s.live.Close()
	if testing.Short() {
		return fmt.Errorf("%s not written: -short leaves out the tests that ask", s.path)
	}
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(s.file, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(s.path, append(b, '\n'), 0o644)
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	for _, s := range []*storedStockfish{&stored, &storedHeldOut, &storedBlind, &storedUnseen} {
		if err := s.write(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = 1
		}
	}
	os.Exit(code)
}

// goldenSample is how many positions of each golden file
// TestStockfishGoldenCurrent asks again, spread over the file's sorted
// positions: at refDepth each takes Stockfish one to two seconds, and an
// upgrade that changes its answers changes nearly all of them, so three
// of each file tell it as well as more would.
const goldenSample = 3

// TestStockfishGoldenCurrent asks the installed Stockfish again for a
// sample of each golden file's positions (goldenSample, spread over the
// file): each answer must be the stored one, and the engine the same, so
// that the long tests compare with what Stockfish says today.
func TestStockfishGoldenCurrent(t *testing.T) {
	testenv.Long(t, "Stockfish at depth 18 on 12 stored positions")
	t.Parallel()
	if *update {
		t.Skip("the golden is being written")
	}
	sf := testenv.Tool(t, "apt-get install stockfish", "stockfish", "/usr/games/stockfish")
	for _, g := range []struct {
		path, again string
		least       int
	}{
		{stockfishGolden, regenerate, 500},
		{heldOutGolden, regenerateHeldOut, 900},
		{blindGolden, regenerateBlind, 900},
		{unseenGolden, regenerateUnseen, 550},
	} {
		var file sfGoldenFile
		b, err := os.ReadFile(g.path)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &file); err != nil {
			t.Fatal(err)
		}
		if file.Depth != refDepth {
			t.Fatalf("%s holds depth %d, the tests ask %d: %s", g.path, file.Depth, refDepth, g.again)
		}
		fens := make([]string, 0, len(file.Answers))
		for fen := range file.Answers {
			fens = append(fens, fen)
		}
		slices.Sort(fens)
		if len(fens) < g.least {
			t.Fatalf("%d positions in %s, want the tests' %d and more", len(fens), g.path, g.least)
		}
		u, name, err := NewUCIEval(sf, file.Depth)
		if err != nil {
			t.Fatal(err)
		}
		if name != file.Engine {
			u.Close()
			t.Fatalf("%s was written by %q, the engine here is %q: %s", g.path, file.Engine, name, g.again)
		}
		asked := 0
		for i := 0; i < goldenSample; i++ {
			fen := fens[i*len(fens)/goldenSample]
			p, err := movegen.FromFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			sc, m, err := u.search(&p)
			if err != nil {
				t.Fatal(err)
			}
			got, want := sfAnswer{Score: sc}, file.Answers[fen]
			if m != 0 {
				got.Best = m.UCI()
			}
			if got != want {
				t.Errorf("%s: Stockfish answers %+v, %s holds %+v: %s", fen, got, g.path, want, g.again)
			}
			asked++
		}
		u.Close()
		t.Logf("%s: %d of %d stored answers asked again", g.path, asked, len(fens))
	}
}
