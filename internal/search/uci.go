package search

import (
	"bufio"
	"errors"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

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
// are not known. A mate the engine announces is therefore not an Awechec
// mate: analyse proves it with its own mate search under the queue, or
// counts it as 10 pawns.
//
// The protocol is spoken here rather than through corentings/chess/v2's
// uci package, which this file used before: that package cannot start the
// engine in a process group of its own (a wrapper script's children
// outlived analyse), never sees the engine die (its reader waits on a pipe
// nobody closes: a dead engine was noticed only by the 60 s timer), and
// fails on "bestmove (none)", the answer for a mated or stalemated
// position. What is needed is small: uci/uciok, isready/readyok,
// ucinewgame, position fen, go depth, and the info and bestmove lines.

// UCIEval is one running UCI engine. It is not safe for concurrent use:
// one search thread per engine (UCIPool hands one to each goroutine).
type UCIEval struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // closed when the engine's output ends
	done  chan struct{}
	exit  error // the engine's exit status, once done is closed
	depth int
	name  string
	cache map[uint64]int32
	// Err is the first error the engine gave (a wrong answer, no answer,
	// its death); from then on the built-in evaluation stands in.
	Err  error
	dead bool
}

// Time limits on the engine: a program that does not speak UCI, or an
// engine that stops answering, must not hang the analysis. The engine is
// killed (its whole process group) when it does not answer in time.
var (
	handshakeTimeout = 10 * time.Second
	evalTimeout      = 60 * time.Second
)

// errDead is wrapped in the error of an engine that was stopped or died.
var errDead = errors.New("the engine is not running")

// DefaultEngineDepth is the depth a UCI engine searches each position
// to, unless told (analyse --engine-depth).
const DefaultEngineDepth = 10

// NewUCIEval starts the engine at path and speaks the handshake.
func NewUCIEval(path string, depth int) (*UCIEval, string, error) {
	if _, err := exec.LookPath(path); err != nil {
		return nil, "", err
	}
	cmd := exec.Command(path)
	ownProcessGroup(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, "", err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		return nil, "", err
	}
	if depth <= 0 {
		depth = DefaultEngineDepth
	}
	u := &UCIEval{cmd: cmd, in: in, lines: make(chan string, 64), done: make(chan struct{}), depth: depth, cache: map[uint64]int32{}}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			u.lines <- sc.Text()
		}
		close(u.lines)
	}()
	go func() {
		u.exit = cmd.Wait()
		close(u.done)
	}()
	if err := u.handshake(); err != nil {
		u.kill()
		return nil, "", i18n.Errorf(i18n.UCINotUCI, path, i18n.ErrorMsg(err)).Wrap(err)
	}
	if u.name == "" {
		u.name = path
	}
	return u, u.name, nil
}

func (u *UCIEval) handshake() error {
	if err := u.send("uci"); err != nil {
		return err
	}
	err := u.await("uciok", handshakeTimeout, func(line string) {
		if rest, ok := strings.CutPrefix(line, "id name "); ok {
			u.name = strings.TrimSpace(rest)
		}
	})
	if err != nil {
		return err
	}
	return u.ready(handshakeTimeout)
}

func (u *UCIEval) ready(d time.Duration) error {
	if err := u.send("isready"); err != nil {
		return err
	}
	return u.await("readyok", d, nil)
}

func (u *UCIEval) send(s string) error {
	if u.dead {
		return errDead
	}
	if _, err := io.WriteString(u.in, s+"\n"); err != nil {
		return u.died()
	}
	return nil
}

// await reads lines until one starts with word, giving the others to
// each; it kills the engine when none comes within d, and says at once
// when the engine's output ends.
func (u *UCIEval) await(word string, d time.Duration, each func(string)) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-u.lines:
			if !ok {
				return u.died()
			}
			if f := strings.Fields(line); len(f) > 0 && f[0] == word {
				if each != nil && len(f) > 1 {
					each(line)
				}
				return nil
			}
			if each != nil {
				each(line)
			}
		case <-timer.C:
			u.kill()
			return i18n.Errorf(i18n.UCINoAnswer, d, i18n.M(i18n.UCIStopped)).Wrap(errDead)
		}
	}
}

// died is the error of an engine whose output ended: its exit status.
func (u *UCIEval) died() error {
	u.dead = true
	select {
	case <-u.done:
	case <-time.After(time.Second):
	}
	u.kill()
	status := "EOF"
	if u.exit != nil {
		status = u.exit.Error()
	}
	return i18n.Errorf(i18n.UCIDied, status).Wrap(errDead)
}

// kill ends the engine and every process of its group.
func (u *UCIEval) kill() {
	u.dead = true
	killProcessGroup(u.cmd)
}

// Close stops the engine: quit, then its process group is killed.
func (u *UCIEval) Close() error {
	if !u.dead {
		u.send("quit")
		select {
		case <-u.done:
		case <-time.After(time.Second):
		}
	}
	u.kill()
	return nil
}

// NewGame tells the engine a new game starts (ucinewgame): the same game
// gets the same figures whatever came before it in the file.
func (u *UCIEval) NewGame() {
	clear(u.cache)
	if u.Err != nil || u.dead {
		return
	}
	if err := u.send("ucinewgame"); err == nil {
		err = u.ready(evalTimeout)
		if err != nil {
			u.fail(err)
		}
	} else {
		u.fail(err)
	}
}

func (u *UCIEval) fail(err error) {
	if u.Err == nil {
		u.Err = err
	}
}

// Failed reports whether the engine gave a wrong answer or none.
func (u *UCIEval) Failed() bool { return u.Err != nil }

// Eval is a LeafEval.
func (u *UCIEval) Eval(g *engine.Game) int32 {
	p := g.Chess()
	key := g.Hash() ^ uint64(p.HalfMoveClock())*0x9E3779B97F4A7C15
	if v, ok := u.cache[key]; ok {
		return v
	}
	v, _, err := u.search(p)
	if err != nil {
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
	sc, m, err := u.search(g.Chess())
	if err != nil {
		return 0, 0, err
	}
	if m == 0 {
		return 0, 0, i18n.Errorf(i18n.UCINoBestMove, g.Chess().FEN())
	}
	return m, sc, nil
}

// search asks for the position p: its score for the side to move and the
// best move (0 when the engine answers "(none)": no legal move). Every
// answer is checked: a score given, a best move legal in p.
func (u *UCIEval) search(p *movegen.Position) (int32, movegen.Move, error) {
	if u.Err != nil {
		return 0, 0, u.Err
	}
	fen := p.FEN()
	// A cleared hash for every position: the engine's answer at a fixed
	// depth is then a function of the position alone, the same whatever
	// was asked before (the file's other games, the order of the calls).
	if err := u.send("ucinewgame"); err != nil {
		u.fail(err)
		return 0, 0, err
	}
	if err := u.send("position fen " + fen); err != nil {
		u.fail(err)
		return 0, 0, err
	}
	if err := u.send("go depth " + strconv.Itoa(u.depth)); err != nil {
		u.fail(err)
		return 0, 0, err
	}
	var sc int32
	scored := false
	var best string
	err := u.await("bestmove", evalTimeout, func(line string) {
		f := strings.Fields(line)
		if len(f) > 0 && f[0] == "bestmove" {
			if len(f) > 1 {
				best = f[1]
			}
			return
		}
		if v, ok := infoScore(f); ok {
			sc, scored = v, true
		}
	})
	if err != nil {
		u.fail(err)
		return 0, 0, err
	}
	if best == "(none)" || best == "0000" {
		// No legal move: mated or stalemated.
		if p.HasLegalMove() {
			err = i18n.Errorf(i18n.UCIIllegalMove, best, fen)
			u.fail(err)
			return 0, 0, err
		}
		if p.InCheck() {
			return -Mate, 0, nil
		}
		return 0, 0, nil
	}
	m, err := p.ParseUCI(best)
	if err != nil || !legal(p, m) {
		err = i18n.Errorf(i18n.UCIIllegalMove, best, fen)
		u.fail(err)
		return 0, 0, err
	}
	if !scored {
		err = i18n.Errorf(i18n.UCINoScore, fen)
		u.fail(err)
		return 0, 0, err
	}
	return sc, m, nil
}

// legal reports whether m is a legal move of p.
func legal(p *movegen.Position, m movegen.Move) bool {
	var buf [256]movegen.Move
	for _, l := range p.LegalMoves(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}

// infoScore reads the score of an info line ("info depth 10 ... score cp
// 31 ..." or "score mate -3"), of the first principal variation; a mate
// in m engine moves is EngineMate-m.
func infoScore(f []string) (int32, bool) {
	if len(f) == 0 || f[0] != "info" {
		return 0, false
	}
	for i := 1; i+2 < len(f); i++ {
		switch f[i] {
		case "multipv":
			if f[i+1] != "1" {
				return 0, false
			}
		case "score":
			v, err := strconv.Atoi(f[i+2])
			if err != nil {
				return 0, false
			}
			switch f[i+1] {
			case "cp":
				return int32(max(-15000, min(15000, v))), true
			case "mate":
				if v > 0 {
					return EngineMate - int32(min(v, 1000)), true
				}
				return -EngineMate + int32(min(-v, 1000)), true
			}
			return 0, false
		}
	}
	return 0, false
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
	// failed is the first engine error: from then on every game is
	// analysed with the built-in evaluation.
	failed error
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

// Get returns a free engine, told that a new game starts.
func (p *UCIPool) Get() (*UCIEval, string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed != nil {
		return nil, "", p.failed
	}
	if n := len(p.free); n > 0 {
		u := p.free[n-1]
		p.free = p.free[:n-1]
		u.NewGame()
		return u, p.name, nil
	}
	u, _, err := NewUCIEval(p.path, p.depth)
	if err != nil {
		return nil, "", err
	}
	p.all = append(p.all, u)
	return u, p.name, nil
}

// Put gives an engine back; one that failed makes the pool fail: it
// reports whether this was the first failure (to be said once).
func (p *UCIPool) Put(u *UCIEval) (first bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if u.Err != nil {
		first = p.failed == nil
		if first {
			p.failed = u.Err
		}
		return first
	}
	p.free = append(p.free, u)
	return false
}

// Failed is the engine's first error (nil while it answers right).
func (p *UCIPool) Failed() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.failed
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

// FallbackName is the evaluator field of a game the built-in evaluation
// analysed because the engine failed.
func FallbackName(engineName string) string {
	return i18n.M(i18n.UCIFallback, engineName).In(i18n.English)
}
