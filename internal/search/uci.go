package search

import (
	"errors"
	"os"
	"strings"
	"sync"
	"time"

	corentings "github.com/corentings/chess/v2"
	"github.com/corentings/chess/v2/uci"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
)

// A UCI engine evaluates the leaves of a search in place of the built-in
// evaluation. It is given the chess position as it stands, with the side
// to move the position says (after a null move: the same board, the other
// side to move), and searched to a fixed depth; its score, from the side
// to move's view, is the leaf's value. The engine plays ordinary chess
// beyond that position: its score is an estimate for a game whose powers
// are not known, which is what a leaf at the end of the queue is. A mate
// the engine announces is therefore not an Awechec mate: it is counted as
// a large advantage (EngineMate less one per move) that analyse writes as
// the engine's mate, an estimate, never as a proved mate.
// The protocol is spoken through corentings/chess/v2's uci package.

// UCIEval is one running UCI engine. It is not safe for concurrent use:
// one search thread per engine (UCIPool hands one to each goroutine).
type UCIEval struct {
	eng   *uci.Engine
	depth int
	cache map[uint64]int32
	// Err is the first error the engine gave (the built-in evaluation
	// stands in for the positions it failed on).
	Err  error
	dead bool
}

// Time limits on the engine: a program that does not speak UCI, or an
// engine that stops answering, must not hang the analysis. The uci
// package blocks on a silent engine, so each exchange runs under a timer
// that kills the process.
var (
	handshakeTimeout = 10 * time.Second
	evalTimeout      = 60 * time.Second
)

// errDead is returned once the engine was killed.
var errDead = errors.New("the engine was stopped after it did not answer")

// run runs cmds on the engine, killing it when it does not answer within
// d.
func (u *UCIEval) run(d time.Duration, cmds ...uci.Cmd) error {
	if u.dead {
		return errDead
	}
	done := make(chan error, 1)
	go func() { done <- u.eng.Run(cmds...) }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		u.dead = true
		if p, err := os.FindProcess(u.eng.Getpid()); err == nil {
			p.Kill()
		}
		return i18n.Errorf(i18n.UCINoAnswer, d, i18n.M(i18n.UCIStopped)).Wrap(errDead)
	}
}

// NewUCIEval starts the engine at path.
func NewUCIEval(path string, depth int) (*UCIEval, string, error) {
	eng, err := uci.New(path)
	if err != nil {
		return nil, "", err
	}
	u := &UCIEval{eng: eng}
	if err := u.run(handshakeTimeout, uci.CmdUCI, uci.CmdIsReady, uci.CmdUCINewGame); err != nil {
		if !u.dead {
			u.run(time.Second, uci.CmdQuit)
		}
		return nil, "", i18n.Errorf(i18n.UCINotUCI, path, i18n.ErrorMsg(err)).Wrap(err)
	}
	name := eng.ID()["name"]
	if name == "" {
		name = path
	}
	if depth <= 0 {
		depth = 10
	}
	u.depth, u.cache = depth, map[uint64]int32{}
	return u, name, nil
}

// Close stops the engine.
func (u *UCIEval) Close() error {
	if u.dead {
		return nil
	}
	err := u.run(5*time.Second, uci.CmdQuit)
	if p, e := os.FindProcess(u.eng.Getpid()); e == nil {
		p.Kill()
	}
	return err
}

// Eval is a LeafEval.
func (u *UCIEval) Eval(g *engine.Game) int32 {
	p := g.Chess()
	key := g.Hash() ^ uint64(p.HalfMoveClock())*0x9E3779B97F4A7C15
	if v, ok := u.cache[key]; ok {
		return v
	}
	v, err := u.score(p.FEN())
	if err != nil {
		if u.Err == nil {
			u.Err = err
		}
		return Evaluate(g)
	}
	if len(u.cache) > 1<<18 {
		clear(u.cache)
	}
	u.cache[key] = v
	return v
}

// Best asks the engine for its best move in g and its score for the side
// to move: the value of "play" at a powered half-move when analyse
// searches one half-move deep.
func (u *UCIEval) Best(g *engine.Game) (movegen.Move, int32, error) {
	p := g.Chess()
	sc, err := u.score(p.FEN())
	if err != nil {
		return 0, 0, err
	}
	best := u.eng.SearchResults().BestMove
	if best == nil {
		return 0, 0, i18n.Errorf(i18n.UCINoBestMove, p.FEN())
	}
	m, err := p.ParseUCI(corentings.UCINotation{}.Encode(nil, best))
	if err != nil {
		return 0, 0, err
	}
	return m, sc, nil
}

func (u *UCIEval) score(fen string) (int32, error) {
	pos := &corentings.Position{}
	if err := pos.UnmarshalText([]byte(fen)); err != nil {
		return 0, err
	}
	if err := u.run(evalTimeout, uci.CmdPosition{Position: pos}, uci.CmdGo{Depth: u.depth}); err != nil {
		return 0, err
	}
	sc := u.eng.SearchResults().Info.Score
	if sc.Mate != 0 {
		m := int32(sc.Mate)
		if m > 0 {
			return EngineMate - m, nil
		}
		return -EngineMate - m, nil
	}
	return int32(sc.CP), nil
}

// UCIPool hands out UCI engines, one per goroutine at a time, starting
// them as needed.
type UCIPool struct {
	path  string
	depth int
	mu    sync.Mutex
	free  []*UCIEval
	all   []*UCIEval
	name  string
}

// NewUCIPool checks that the engine at path starts and speaks UCI.
func NewUCIPool(path string, depth int) (*UCIPool, error) {
	p := &UCIPool{path: path, depth: depth}
	u, name, err := NewUCIEval(path, depth)
	if err != nil {
		return nil, i18n.Errorf(i18n.UCIEngine, path, i18n.ErrorMsg(err)).Wrap(err)
	}
	p.name = strings.TrimSpace(name)
	p.free, p.all = []*UCIEval{u}, []*UCIEval{u}
	return p, nil
}

// Name is the engine's name as it gives it.
func (p *UCIPool) Name() string { return p.name }

// Get returns a free engine and its name.
func (p *UCIPool) Get() (*UCIEval, string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.free); n > 0 {
		u := p.free[n-1]
		p.free = p.free[:n-1]
		return u, p.name, nil
	}
	u, _, err := NewUCIEval(p.path, p.depth)
	if err != nil {
		return nil, "", err
	}
	p.all = append(p.all, u)
	return u, p.name, nil
}

// Put gives an engine back.
func (p *UCIPool) Put(u *UCIEval) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.free = append(p.free, u)
}

// Close stops every engine.
func (p *UCIPool) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, u := range p.all {
		u.Close()
	}
	p.all, p.free = nil, nil
}
