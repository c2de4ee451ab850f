// Package search is an alpha-beta search over the rules of Awechec with the
// power queue known in advance: mate search (solve) and evaluation
// (analyse) of chess positions under powers, and a search of Awélé games.
//
// The tree. At a half-move where the side to move is in check, that side
// answers with a normal move and no power is consumed. Otherwise the next
// power is consumed and its owner decides: when the owner is the side to
// move, the null move is one more move among the normal ones; when the
// owner is the opponent, the node is the owner's choice between the null
// move and "play", after which the side to move picks the move. The
// search is a negamax in which that choice is the minimum, for the side to
// move, of the value of the null move and of the best normal move.
//
// The horizon is the end of the known queue: when the side to move is not
// in check and no power is left, a new Awélé game would decide what
// follows, so the position is evaluated there (a mate search counts it as
// "no mate"), never searched past. Checkmate, stalemate and a dead position
// end a line; the fifty-move rule lets the side to move claim a draw once
// the half-move clock is 100 (null moves counted). There is no repetition
// rule.
//
// Mates are proved: a mate score comes only from a position where the
// side to move is mated, through a full-width alpha-beta (no pruning that
// could invent a mate), so a mate the search reports is forced within the
// queue. An evaluation is an estimate of the built-in evaluation (or of a
// UCI engine) at the leaves.
//
// The search uses iterative deepening, a shared lockless transposition
// table keyed on the chess position, the index of the next power and the
// half-move clock once it nears the fifty-move rule, move ordering (the
// table's move, captures by MVV-LVA, two killers per ply, history), and
// Lazy SMP: every thread searches the same root with the shared table.
package search

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/unsafeview"
)

// Scores.
const (
	// Mate is the score of mating now; a mate in n half-moves scores
	// Mate-n for the side that mates.
	Mate int32 = 30000
	// inf bounds every score.
	inf    int32 = 31000
	maxPly       = 120
	// mateBound: a score beyond it is a mate.
	mateBound = Mate - maxPly
)

// EngineMate is the score of a mate a UCI engine announces: ordinary chess
// beyond the position, the powers unknown, so an estimate and not a
// proved mate; a mate in m engine moves scores EngineMate-m. It stands far
// above any evaluation (the built-in one stays under 100 pawns, an
// engine's centipawns under 160 pawns) and far below proved mates.
const EngineMate int32 = 20000

// IsEngineMate reports whether a score (not a proved mate) is a mate
// announced by the engine, and for whom: positive for the side the score
// is for. The powers term of a leaf may move it by a few pawns.
func IsEngineMate(score int32) (sign int, ok bool) {
	switch {
	case score >= mateBound || score <= -mateBound:
		return 0, false
	case score >= EngineMate-2000:
		return 1, true
	case score <= -(EngineMate - 2000):
		return -1, true
	}
	return 0, false
}

// IsMate reports whether a score is a mate score, and in how many
// half-moves (positive: the side to move mates; negative: it is mated).
func IsMate(score int32) (plies int, ok bool) {
	switch {
	case score >= mateBound:
		return int(Mate - score), true
	case score <= -mateBound:
		return -int(Mate + score), true
	}
	return 0, false
}

// Limits bound a search. The zero Limits searches until the tree is
// searched to its end (the end of the queue everywhere) or maxPly.
type Limits struct {
	// Depth is the most half-moves searched (0: no limit).
	Depth int
	// Time stops the search (0: no limit); the last completed depth is
	// kept.
	Time time.Duration
	// Nodes stops the search after about this many nodes (0: no limit).
	Nodes uint64
	// Threads is the number of threads (0: every core).
	Threads int
	// TableMB is the size of the transposition table (0: 16 MB, 4 MB
	// for a mate search).
	TableMB int
}

// Root says what is searched at the root.
type Root uint8

// Roots.
const (
	// RootFull is the half-move as it stands: the power's owner decides,
	// then the side to move moves.
	RootFull Root = iota
	// RootPlay is the half-move after the owner decided "play": the
	// power is consumed and the side to move must make a normal move.
	RootPlay
)

// Result is what a search found.
type Result struct {
	// Score is for the side to move at the root, in centipawns or a mate
	// score (see IsMate).
	Score int32
	// Move is the best choice at the root: a chess move, or engine.Null.
	Move engine.Move
	// Depth is the last depth (half-moves) searched in full.
	Depth int
	// Complete is true when that depth reached the end of every line (a
	// mate, a stalemate, a dead position or the end of the queue): the
	// score is then exact within the queue (for a mate search: the mate,
	// or the proof that there is none).
	Complete bool
	// Horizon is true when a line reached the end of the queue.
	Horizon bool
	// Stopped is true when a limit stopped the search.
	Stopped bool
	// Nodes counts the nodes of every thread; Time is the time taken.
	Nodes uint64
	Time  time.Duration
}

// LeafEval evaluates a chess position for the side to move, in
// centipawns. The built-in one is Evaluate; a UCI engine is another.
type LeafEval func(g *engine.Game) int32

// Searcher runs searches; it keeps its transposition table between them
// (for the analysis of one game, position after position). It is not safe
// for concurrent use: one search at a time.
type Searcher struct {
	mate    bool
	tt      *table
	eval    LeafEval
	stop    atomic.Bool
	nodes   atomic.Uint64
	limit   uint64
	threads int
	// noQuiesce evaluates the leaves as they stand (an external engine
	// resolves captures itself); builtIn is true for the built-in
	// evaluation.
	noQuiesce bool
	builtIn   bool
	// standard searches plain chess: no power, no queue, no horizon.
	standard bool
	// allLeaves makes a mate search try every move of the last
	// half-move, not the checks alone (lastHalfMove): the reference its
	// test compares with. lastRef, set by a test, searches the nodes of
	// the last half-move in place of lastHalfMove: the straightforward
	// version it is compared with.
	allLeaves bool
	lastRef   func(w *worker, n node) int32
	// workers are the threads' workers, kept from one search to the next
	// (each is about 280 kB: made anew, a search of a few nodes cost more
	// in memory than in the search).
	workers []*worker
}

// prunes reports whether the search may extend checks and prune (null
// move, late-move reductions): an evaluation search of plain chess with
// the built-in evaluation. A mate search stays full width (its mates and
// its proofs that there is none are exact), and a power-queue search
// keeps every line, since a pass is a move there and the queue ends the
// lines.
func (s *Searcher) prunes() bool { return s.standard && s.builtIn && !s.mate }

// NewMateSearcher returns a searcher for forced mates: every non-mate
// leaf scores 0.
func NewMateSearcher(l Limits) *Searcher { return newSearcher(true, nil, l) }

// NewSearcher returns a searcher that evaluates with eval (nil: the
// built-in Evaluate).
func NewSearcher(eval LeafEval, l Limits) *Searcher { return newSearcher(false, eval, l) }

func newSearcher(mate bool, eval LeafEval, l Limits) *Searcher {
	mb := l.TableMB
	if mb <= 0 {
		mb = 16
		if mate {
			mb = 4
		}
	}
	builtIn := eval == nil
	if eval == nil {
		eval = Evaluate
	}
	return &Searcher{mate: mate, tt: newTable(mb), eval: eval, threads: l.Threads, builtIn: builtIn}
}

// worker is one thread of a search.
type worker struct {
	s        *Searcher
	g        *engine.Game
	id       int
	rootPlay bool
	aborted  bool
	nodes    uint64
	cuts     uint64 // lines cut by the depth limit
	horizon  uint64 // leaves at the end of the queue
	rootMove engine.Move
	killers  [maxPly + 1][2]engine.Move
	history  [2][64][64]int32
	moves    [maxPly + 1][256]engine.Move
	scores   [maxPly + 1][256]int32
	mob      [maxPly + 1]int32 // legal moves generated at each ply
	// pesto holds PeSTO's sums of the position at each ply of the line
	// searched, where material reads them (plain chess with the built-in
	// evaluation).
	pesto [maxPly + 2]pestoSums
}

// Search searches g (which it leaves as it found it) within l.
func (s *Searcher) Search(g *engine.Game, root Root, l Limits) Result {
	start := time.Now()
	s.stop.Store(false)
	s.nodes.Store(0)
	s.limit = l.Nodes
	threads := l.Threads
	if threads <= 0 {
		threads = s.threads
	}
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	maxDepth := l.Depth
	if maxDepth <= 0 || maxDepth > maxPly-1 {
		maxDepth = maxPly - 1
	}
	var timer *time.Timer
	if l.Time > 0 {
		timer = time.AfterFunc(l.Time, func() { s.stop.Store(true) })
		defer timer.Stop()
	}
	var res Result
	var wg sync.WaitGroup
	for id := 1; id < threads; id++ {
		w := s.worker(id, g.Clone(), root)
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.iterate(maxDepth, nil)
		}()
	}
	main := s.worker(0, g, root)
	main.iterate(maxDepth, &res)
	s.stop.Store(true)
	wg.Wait()
	res.Nodes = s.nodes.Load() + main.nodes
	res.Time = time.Since(start)
	return res
}

// worker returns the worker of thread id, made ready to search g from
// root: nothing of the search before is kept (the killers and the history
// start empty, as in a new worker), so that a search's result does not
// depend on the one before.
func (s *Searcher) worker(id int, g *engine.Game, root Root) *worker {
	for len(s.workers) <= id {
		s.workers = append(s.workers, &worker{s: s, id: len(s.workers)})
	}
	w := s.workers[id]
	w.g, w.rootPlay = g, root == RootPlay
	w.aborted, w.nodes, w.cuts, w.horizon, w.rootMove = false, 0, 0, 0, 0
	clear(w.killers[:])
	clear(w.history[:])
	clear(w.mob[:])
	clear(w.pesto[:])
	return w
}

// iterate deepens from depth 1 (helpers start deeper by turns); the main
// worker writes its results into res and stops the helpers when done.
func (w *worker) iterate(maxDepth int, res *Result) {
	defer func() {
		if res == nil {
			w.s.nodes.Add(w.nodes)
		}
	}()
	w.pesto[0] = pestoOf(w.g.Chess())
	for d := 1 + w.id%2; d <= maxDepth; d++ {
		cuts := w.cuts
		w.horizon = 0
		sc := w.search(d, -inf, inf, 0)
		if w.aborted {
			if res != nil {
				res.Stopped = true
			}
			return
		}
		if res == nil {
			if w.s.stop.Load() {
				return
			}
			continue
		}
		res.Score, res.Move, res.Depth = sc, w.rootMove, d
		res.Complete = w.cuts == cuts
		res.Horizon = res.Horizon || w.horizon > 0
		if res.Complete {
			return
		}
		if _, ok := IsMate(sc); ok && w.s.mate {
			return
		}
	}
}

// shouldStop reads the stop flag and the node limit.
func (w *worker) shouldStop() bool {
	if w.s.stop.Load() {
		return true
	}
	if l := w.s.limit; l > 0 && w.nodes+w.s.nodes.Load() >= l {
		w.s.stop.Store(true)
		return true
	}
	return false
}

func toTT(sc int32, ply int) int32 {
	switch {
	case sc >= mateBound:
		return sc + int32(ply)
	case sc <= -mateBound:
		return sc - int32(ply)
	}
	return sc
}

func fromTT(sc int32, ply int) int32 {
	switch {
	case sc >= mateBound:
		return sc - int32(ply)
	case sc <= -mateBound:
		return sc + int32(ply)
	}
	return sc
}

// rootPlayKey tells the table apart the root searched after "play".
const rootPlayKey = 0x5DEECE66D1234567

// node is the state of one node of search, shared by the steps it is
// split into.
type node struct {
	depth, ply          int
	alpha, beta         int32
	origAlpha, origBeta int32
	key                 uint64
	ttMove              engine.Move
	cuts                uint64
	nullScore           int32
	inCheck             bool
	playRoot            bool
	powered             bool
	claim               bool
	oppOwned            bool
}

// search is the negamax; it returns the score for the side to move.
func (w *worker) search(depth int, alpha, beta int32, ply int) int32 {
	w.nodes++
	if w.aborted || w.nodes&1023 == 0 && w.shouldStop() {
		w.aborted = true
		return 0
	}
	if ply > 0 {
		alpha = max(alpha, -Mate+int32(ply))
		beta = min(beta, Mate-int32(ply)-1)
		if alpha >= beta {
			return alpha
		}
	}
	inCheck := w.g.InCheck()
	if inCheck && w.s.prunes() {
		depth++ // a check is answered one half-move deeper
	}
	playRoot := ply == 0 && w.rootPlay
	powered := !inCheck && !w.s.standard
	queueEnd := powered && !playRoot && w.g.Remaining() == 0
	if depth <= 0 && w.s.mate && !queueEnd {
		// The mate search's leaf, the most frequent node.
		if inCheck && !w.g.Chess().HasLegalMove() {
			return -Mate + int32(ply)
		}
		w.cuts++
		return 0
	}
	if depth <= 0 || ply >= maxPly || queueEnd {
		return w.frontier(alpha, beta, ply, inCheck, queueEnd)
	}
	n := node{depth: depth, ply: ply, alpha: alpha, beta: beta, inCheck: inCheck, playRoot: playRoot, powered: powered}
	n.key = w.g.Key()
	if n.playRoot {
		n.key ^= rootPlayKey
	}
	if d, ok := w.s.tt.probe(n.key); ok {
		if sc, ok := w.ttHit(&n, d); ok {
			return sc
		}
	}
	if depth == 1 && ply > 0 && w.s.mate && !w.s.allLeaves {
		if w.s.lastRef != nil {
			return w.s.lastRef(w, n) // a copy: a pointer would move every node to the heap
		}
		return w.lastHalfMove(&n)
	}
	moves := w.gen(ply)
	if sc, ok := w.terminal(&n, len(moves) > 0); ok {
		return sc
	}
	if w.s.prunes() {
		if sc, ok := w.nullPrune(&n); ok {
			return sc
		}
	}
	if n.powered && !n.playRoot {
		if w.g.Queue()[w.g.Next()] != w.g.Chess().Turn() {
			if sc, ok := w.ownerNull(&n); ok {
				return sc
			}
		} else {
			moves = append(moves, engine.Null)
		}
	}
	best, bestMove := w.searchMoves(&n, moves)
	if w.aborted {
		return 0
	}
	return w.finish(&n, best, bestMove)
}

// frontier ends a line at the end of the queue (a new Awélé game would
// decide: queueEnd) or at the depth limit.
func (w *worker) frontier(alpha, beta int32, ply int, inCheck, queueEnd bool) int32 {
	g := w.g
	pos := g.Chess()
	if queueEnd {
		if !pos.HasLegalMove() || pos.InsufficientMaterial() {
			return 0
		}
		w.horizon++
		if w.s.mate {
			return 0
		}
		return w.static(ply)
	}
	if w.s.mate {
		if inCheck && !pos.HasLegalMove() {
			return -Mate + int32(ply)
		}
		w.cuts++
		return 0
	}
	w.cuts++
	if w.s.noQuiesce {
		return w.leaf()
	}
	return w.quiesce(alpha, beta, ply, 0)
}

// ttHit reads the table's entry d for the node: the table's move, and
// the stored score when it settles the node.
func (w *worker) ttHit(n *node, d uint64) (int32, bool) {
	m, sc, dep, b := unpack(d)
	n.ttMove = engine.Move(m)
	if n.ply == 0 || dep < n.depth {
		return 0, false
	}
	sc = fromTT(sc, n.ply)
	if b == boundExact || b == boundLower && sc >= n.beta || b == boundUpper && sc <= n.alpha {
		if dep != depthComplete {
			w.cuts++
		}
		return sc, true
	}
	return 0, false
}

// terminal ends a node with no legal move (legal is false) or a dead
// position, and applies the fifty-move claim to the window.
func (w *worker) terminal(n *node, legal bool) (int32, bool) {
	if !legal {
		if n.inCheck {
			return -Mate + int32(n.ply), true
		}
		return 0, true
	}
	pos := w.g.Chess()
	if pos.InsufficientMaterial() {
		return 0, true
	}
	n.cuts = w.cuts
	n.origAlpha, n.origBeta = n.alpha, n.beta
	n.nullScore = inf
	n.claim = pos.HalfMoveClock() >= 100
	if n.claim {
		if n.beta <= 0 {
			return 0, true
		}
		n.alpha = max(n.alpha, 0)
	}
	return 0, false
}

// nullPrune is the null-move pruning of plain chess: when the side to
// move, not in check, with a piece besides its pawns and no enemy pawn
// about to promote (queens), could pass and
// still reach beta in a search R half-moves shallower, its real moves
// would too (zugzwang aside): the node fails high, at beta and never at a
// mate score.
func (w *worker) nullPrune(n *node) (int32, bool) {
	pos := w.g.Chess()
	if n.inCheck || n.ply == 0 || n.depth < 3 || n.beta >= mateBound || n.beta <= -mateBound || !hasPieces(pos) ||
		queens(pos) || w.material(pos, n.ply) < n.beta {
		return 0, false
	}
	r := 2
	if n.depth >= 7 {
		r = 3
	}
	w.pesto[n.ply+1] = w.pesto[n.ply]
	w.g.MakeNull()
	sc := -w.search(n.depth-1-r, -n.beta, -n.beta+1, n.ply+1)
	w.g.UndoChess()
	if w.aborted || sc < n.beta {
		return 0, false
	}
	return n.beta, true
}

// seventh[c] is the rank from which a pawn of colour c promotes.
var seventh = [2]uint64{movegen.White: 0xff << 48, movegen.Black: 0xff << 8}

// queens reports whether the opponent of the side to move has a pawn on
// its seventh rank: a pawn that may promote on its next move, which a
// pass (the null move) or a quiet move searched a half-move shallower
// (a late-move reduction) may leave it to do, below the search's depth.
func queens(p *movegen.Position) bool {
	them := p.Turn().Other()
	return p.Pieces(movegen.Pawn, them)&seventh[them] != 0
}

// hasPieces reports whether the side to move has a piece besides its
// king and pawns.
func hasPieces(p *movegen.Position) bool {
	c := p.Turn()
	return p.Pieces(movegen.Queen, c)|p.Pieces(movegen.Rook, c)|p.Pieces(movegen.Bishop, c)|p.Pieces(movegen.Knight, c) != 0
}

// ownerNull searches the null move the power's owner (the opponent) may
// impose: when it is at most alpha the node ends, else it bounds beta.
func (w *worker) ownerNull(n *node) (int32, bool) {
	n.oppOwned = true
	w.g.MakeNull()
	sc := -w.search(n.depth-1, -n.beta, -n.alpha, n.ply+1)
	w.g.UndoChess()
	if w.aborted {
		return 0, true
	}
	n.nullScore = sc
	if sc <= n.alpha {
		w.store(n.key, engine.Null, sc, n.depth, n.ply, boundUpper, n.cuts)
		if n.ply == 0 {
			w.rootMove = engine.Null
		}
		return sc, true
	}
	n.beta = min(n.beta, sc)
	return 0, false
}

// searchMoves searches the moves of a node, the table's move first, by a
// principal variation search (a null window after the first move,
// searched again when it lands inside the window); it returns the best
// score and move.
func (w *worker) searchMoves(n *node, moves []engine.Move) (int32, engine.Move) {
	depth, ply := n.depth, n.ply
	// The table's move first, before the others are scored: it often
	// cuts at once.
	ordered := 0
	if n.ttMove != 0 {
		for i, m := range moves {
			if m == n.ttMove {
				moves[0], moves[i] = moves[i], moves[0]
				ordered = 1
				break
			}
		}
	}
	if ordered == 0 {
		w.order(moves, ply, 0, w.s.prunes())
	}
	// The children of a node of depth 1 are leaves: they never read the
	// table (an external evaluation keys its cache on the hash), unless
	// a check extends them.
	prunes := w.s.prunes()
	leaves := depth == 1 && w.s.builtIn && !prunes
	reduce := depth >= 3 && prunes && !queens(w.g.Chess())
	best, bestMove := -inf, engine.Move(0)
	a, beta := n.alpha, n.beta
	for i := range moves {
		var m engine.Move
		switch {
		case ordered == 2:
			m = w.pickFrom(moves, ply, i, 1)
		case ordered == 1 && i == 1:
			w.order(moves[1:], ply, 0, w.s.prunes())
			ordered = 2
			m = w.pickFrom(moves, ply, i, 1)
		case ordered == 1:
			m = moves[0]
		default:
			m = w.pick(moves, ply, i)
		}
		w.make(m, ply, leaves)
		var sc int32
		if i == 0 {
			sc = -w.search(depth-1, -beta, -a, ply+1)
		} else {
			sc = a + 1
			if reduce && w.late(m, i, ply, n.inCheck) {
				sc = -w.search(depth-2, -a-1, -a, ply+1)
			}
			if sc > a && !w.aborted {
				sc = -w.search(depth-1, -a-1, -a, ply+1)
			}
			if sc > a && sc < beta && !w.aborted {
				sc = -w.search(depth-1, -beta, -a, ply+1)
			}
		}
		w.g.UndoChess()
		if w.aborted {
			return 0, 0
		}
		if sc > best {
			best, bestMove = sc, m
			if sc > a {
				a = sc
				if a >= beta {
					if m.Kind() == engine.KindChess && !m.Chess().IsCapture() {
						w.goodQuiet(m, ply, depth)
					}
					break
				}
			}
		}
	}
	return best, bestMove
}

// lastHalfMove searches a node of depth 1 of a mate search (not the
// root): only a check can mate on the last half-move, and every other move
// (the null move included) leads to a leaf that scores alike (0, a line
// cut by the depth or ended by the queue). So the checks are searched, and
// the first other move (in the order of LegalMoves, the null move last)
// stands for all of them: first when its 0 already reaches beta (the node
// fails high at once, as it would on the first of them), else after the
// checks when none mates; the leaves of the others then count as
// searched, as when each was made, so that the node limits keep the reach
// they had. Only what it needs is generated: the first move that gives no
// check when it may end the node at once (FirstQuiet), else the checks and
// the number of legal moves (CheckMoves).
func (w *worker) lastHalfMove(n *node) int32 {
	g := w.g
	pos := g.Chess()
	c := pos.Checks()
	// quiet counts the chess moves that give no check (-1: not counted,
	// one at least), the mover's null move added; standIn is the first of
	// them (the null move last).
	var checks []engine.Move
	var standIn engine.Move
	quiet := -1
	if n.beta <= 0 {
		if m, ok := pos.FirstQuiet(&c); ok {
			standIn = engine.ChessMove(m)
		}
	}
	if standIn == 0 {
		checks, quiet = w.genChecks(n.ply, &c)
	}
	if sc, ok := w.terminal(n, standIn != 0 || len(checks) > 0 || quiet > 0); ok {
		return sc
	}
	others := quiet != 0 // a move that gives no check
	if n.powered {
		if g.Queue()[g.Next()] == pos.Turn() {
			others = true
			if quiet >= 0 {
				quiet++ // the null move
			}
			if standIn == 0 {
				standIn = engine.Null
			}
		} else if sc, ok := w.ownerNull(n); ok {
			return sc
		}
	}
	best, bestMove := -inf, engine.Move(0)
	a := n.alpha
	try := func(sc int32, m engine.Move) bool {
		if sc > best {
			best, bestMove = sc, m
			a = max(a, sc)
		}
		return a >= n.beta || w.aborted
	}
	done := false
	if others && n.beta <= 0 {
		// The stand-in is not known only when the owner's null move
		// brought beta down to its score: the node fails high on it, and
		// takes that null move (finish).
		done = try(w.quietLeaf(a, n.beta, n.ply, n.inCheck), standIn)
	}
	for _, m := range checks {
		if done {
			break
		}
		done = try(w.leafMove(m, a, n.beta, n.ply), m)
	}
	if !done && others && !try(w.quietLeaf(a, n.beta, n.ply, n.inCheck), standIn) {
		w.skipped(quiet - 1)
	}
	if w.aborted {
		return 0
	}
	if _, mate := IsMate(best); !mate && !done {
		// No move stands out: the table keeps the move it had.
		bestMove = n.ttMove
	}
	return w.finish(n, best, bestMove)
}

// genChecks writes the legal chess moves that give check (c) into the
// ply's buffer, as gen does all of them, and returns them with the number
// of the others.
func (w *worker) genChecks(ply int, c *movegen.Checks) ([]engine.Move, int) {
	buf := unsafeview.Retype[[256]movegen.Move](&w.moves[ply])
	checks, n := w.g.Chess().CheckMoves(buf[:0], c)
	return w.moves[ply][:len(checks)], n - len(checks)
}

// quietLeaf is the leaf after a move that gives no check from a node of
// depth 1 of a mate search (inCheck: the node's side to move is in
// check), scored as search scores it, without making the move: a node
// counted, the window at ply+1, then 0 for a line cut by the depth, or
// ended by the queue when no power is left after the move (a check answer
// consumes none).
func (w *worker) quietLeaf(alpha, beta int32, ply int, inCheck bool) int32 {
	w.nodes++
	if w.aborted || w.nodes&1023 == 0 && w.shouldStop() {
		w.aborted = true
		return 0
	}
	// search's bounds at ply+1, from the side of the node at ply.
	if lo := max(-beta, -Mate+int32(ply+1)); lo >= min(-alpha, Mate-int32(ply+1)-1) {
		return -lo
	}
	left := w.g.Remaining()
	if !inCheck {
		left--
	}
	if !w.s.standard && left <= 0 {
		w.horizon++
	} else {
		w.cuts++
	}
	return 0
}

// skipped counts k leaves scored without being made as nodes, and reads
// the limits when the count passes a multiple of 1024 (as search does).
func (w *worker) skipped(k int) {
	before := w.nodes
	w.nodes += uint64(k)
	if before>>10 != w.nodes>>10 && w.shouldStop() {
		w.aborted = true
	}
}

// leafMove makes m, searches the leaf after it within (alpha, beta) and
// takes it back.
func (w *worker) leafMove(m engine.Move, alpha, beta int32, ply int) int32 {
	w.make(m, ply, true)
	sc := -w.search(0, -beta, -alpha, ply+1)
	w.g.UndoChess()
	return sc
}

// late reports whether the i-th move m of a node, just made, is reduced
// by a half-move: a quiet move that gives no check, after the first
// three, neither a killer nor played out of check (and no move is reduced
// in a node where an enemy pawn is about to promote: searchMoves).
func (w *worker) late(m engine.Move, i, ply int, inCheck bool) bool {
	if i < 3 || inCheck || m == engine.Null {
		return false
	}
	c := m.Chess()
	if c.IsCapture() || c.Promo() != movegen.NoPiece || m == w.killers[ply][0] || m == w.killers[ply][1] {
		return false
	}
	return !w.g.InCheck()
}

// finish takes the owner's null move when it is the better choice,
// applies the fifty-move claim and stores the node.
func (w *worker) finish(n *node, best int32, bestMove engine.Move) int32 {
	if n.oppOwned && n.nullScore <= best {
		best, bestMove = n.nullScore, engine.Null
	}
	if n.claim && best < 0 {
		best = 0
	}
	b := boundExact
	switch {
	case best <= n.origAlpha:
		b = boundUpper
	case best >= n.origBeta:
		b = boundLower
	}
	w.store(n.key, bestMove, best, n.depth, n.ply, b, n.cuts)
	if n.ply == 0 {
		w.rootMove = bestMove
	}
	return best
}

// store writes a node into the table, as complete when no line under it
// was cut by the depth limit since cuts.
func (w *worker) store(key uint64, m engine.Move, sc int32, depth, ply int, b bound, cuts uint64) {
	if w.aborted {
		return
	}
	if w.cuts == cuts {
		depth = depthComplete
	} else if depth >= depthComplete {
		depth = depthComplete - 1
	}
	w.s.tt.store(key, uint32(m), toTT(sc, ply), depth, b)
}

// quiesce resolves captures at the leaves of an evaluation search: check
// answers all, captures when the power is the mover's own (when it is the
// opponent's, he would usually make the mover pass: the static value
// stands).
func (w *worker) quiesce(alpha, beta int32, ply, qd int) int32 {
	w.nodes++
	if w.aborted || w.nodes&1023 == 0 && w.shouldStop() {
		w.aborted = true
		return 0
	}
	g := w.g
	pos := g.Chess()
	if ply >= maxPly {
		return w.static(ply) + powersTerm(g)
	}
	if g.InCheck() {
		moves := w.gen(ply)
		if len(moves) == 0 {
			return -Mate + int32(ply)
		}
		if qd >= 6 {
			return w.static(ply) + powersTerm(g)
		}
		return w.quiesceMoves(moves, -inf, alpha, beta, ply, qd, w.s.prunes())
	}
	if !w.s.standard && g.Remaining() == 0 {
		w.horizon++
		return w.static(ply)
	}
	// At the first level the moves are counted for the mobility (and
	// generated only when a capture is tried); below it the captures are
	// judged on material and placement alone.
	var stand int32
	if qd > 0 && w.s.builtIn {
		stand = w.material(pos, ply) + powersTerm(g)
	} else {
		stand = w.static(ply) + powersTerm(g)
	}
	if stand >= beta || qd >= 6 || !w.s.standard && g.Queue()[g.Next()] != pos.Turn() {
		return stand
	}
	alpha = max(alpha, stand)
	all := w.genCaptures(ply)
	// Delta pruning (plain chess): a capture that cannot bring the score
	// near alpha even unanswered is not tried.
	hopeless := int32(-inf)
	if w.s.prunes() {
		hopeless = alpha - stand - deltaMargin
	}
	moves := all[:0]
	for _, m := range all {
		c := m.Chess()
		if c.Promo() == movegen.Queen || c.IsCapture() && pieceValue[victim(pos, c)] >= hopeless {
			moves = append(moves, m)
		}
	}
	if w.s.prunes() {
		moves = notLosing(pos, moves)
	}
	// (the moves kept lose nothing by the static exchange: their order
	// needs no second one)
	return w.quiesceMoves(moves, stand, alpha, beta, ply, qd, false)
}

// seeValue is the value of each piece in a static exchange: pieceValue,
// the king above everything.
var seeValue = func() [8]int32 {
	v := pieceValue
	v[movegen.King] = 20000
	return v
}()

// seeLoses reports whether the capture or promotion c loses material by
// the static exchange evaluation (pos.SEE < 0). The exchange is worked out
// only when its first capture may lose: SEE is never below what the move
// takes (a promotion's gain included) less the value of the piece it puts
// on the square, since the opponent's recapture is his choice and each
// later one is too, so a move that takes at least as much as it puts at
// stake never loses (a pawn taking a pawn or better, a minor piece taking
// a minor piece or better: most captures of the quiescence search).
func seeLoses(pos *movegen.Position, c movegen.Move) bool {
	gain, onSquare := seeValue[victim(pos, c)], seeValue[c.Piece()]
	if pr := c.Promo(); pr != movegen.NoPiece {
		gain += seeValue[pr] - seeValue[movegen.Pawn]
		onSquare = seeValue[pr]
	}
	return gain < onSquare && pos.SEE(c, &seeValue) < 0
}

// notLosing keeps the moves (captures and promotions) of the quiescence
// search of plain chess that do not lose material by the static exchange
// evaluation: a capture of a defended pawn by the queen is not tried.
func notLosing(pos *movegen.Position, moves []engine.Move) []engine.Move {
	kept := moves[:0]
	for _, m := range moves {
		if !seeLoses(pos, m.Chess()) {
			kept = append(kept, m)
		}
	}
	return kept
}

// quiesceMoves searches moves, ordered (see: as order), from a score of
// best (the static value, or -inf for a check answer that must move)
// within alpha and beta.
func (w *worker) quiesceMoves(moves []engine.Move, best, alpha, beta int32, ply, qd int, see bool) int32 {
	w.order(moves, ply, 0, see)
	for i := range moves {
		m := w.pick(moves, ply, i)
		w.make(m, ply, true)
		sc := -w.quiesce(-beta, -alpha, ply+1, qd+1)
		w.g.UndoChess()
		if sc > best {
			best = sc
			if sc > alpha {
				alpha = sc
				if alpha >= beta {
					break
				}
			}
		}
	}
	return best
}

// leaf is the static value of a leaf that is not the end of the queue:
// the evaluation plus the powers still queued.
func (w *worker) leaf() int32 { return w.s.eval(w.g) + powersTerm(w.g) }

// static is the evaluation of the position at ply for the side to move.
// The built-in one is Evaluate's, with two savings: the moves of the side
// to move are counted, not generated (LegalCount: most leaves end on
// their static value, with no move searched), and the opponent's are
// those of the parent node, one half-move earlier (the same board after a
// null move). It sets the ply's count of moves (mob) for the nodes below.
func (w *worker) static(ply int) int32 {
	if !w.s.builtIn {
		return w.s.eval(w.g)
	}
	g := w.g
	p := g.Chess()
	v := w.material(p, ply)
	if g.InCheck() {
		return v
	}
	mine := int32(p.LegalCount())
	w.mob[ply] = mine
	var theirs int32
	if ply > 0 {
		theirs = w.mob[ply-1]
	} else {
		q := *p
		if q.Null() != nil {
			return v
		}
		theirs = int32(q.LegalCount())
	}
	return v + mobilityValue*(mine-theirs)
}

// gen writes the legal chess moves into the ply's buffer. A chess
// engine.Move has the bits of its movegen.Move (engine.ChessMove is a
// conversion), so movegen writes straight into the buffer.
func (w *worker) gen(ply int) []engine.Move {
	buf := unsafeview.Retype[[256]movegen.Move](&w.moves[ply])
	n := len(w.g.Chess().LegalMoves(buf[:0]))
	w.mob[ply] = int32(n)
	return w.moves[ply][:n]
}

// genCaptures writes the legal captures and promotions into the ply's
// buffer, in the order gen gives them, and sets the ply's count of all
// the legal moves as gen does: the quiescence search tries no other move.
func (w *worker) genCaptures(ply int) []engine.Move {
	buf := unsafeview.Retype[[256]movegen.Move](&w.moves[ply])
	caps, n := w.g.Chess().Captures(buf[:0])
	w.mob[ply] = int32(n)
	return w.moves[ply][:len(caps)]
}

// make plays the move m at ply. A move into a leaf (a node of depth 0 or
// of the quiescence search), which does not read the table, leaves the
// hash as it was. Where material reads PeSTO's sums, it sets those of
// ply+1.
func (w *worker) make(m engine.Move, ply int, leaf bool) {
	if m == engine.Null {
		w.pesto[ply+1] = w.pesto[ply]
		w.g.MakeNull()
		return
	}
	c := m.Chess()
	ok := true
	if w.s.prunes() {
		w.pesto[ply+1], ok = w.pesto[ply].after(w.g.Chess(), c)
	}
	if leaf {
		w.g.MakeChessNoHash(c)
	} else {
		w.g.MakeChess(c)
	}
	if !ok {
		w.pesto[ply+1] = pestoOf(w.g.Chess())
	}
}

// order scores the moves: the table's move, captures by MVV-LVA, killers,
// the null move, then quiet moves by history. With see (the search of
// plain chess) a capture that loses material by the static exchange
// evaluation comes after the killers.
func (w *worker) order(moves []engine.Move, ply int, tt engine.Move, see bool) {
	pos := w.g.Chess()
	sc := w.scores[ply][:len(moves)]
	// The killers and the side's history are read once for the list.
	k0, k1 := w.killers[ply][0], w.killers[ply][1]
	hist := &w.history[pos.Turn()&1]
	for i, m := range moves {
		switch {
		case tt != 0 && m == tt:
			sc[i] = 1 << 30
		case m == engine.Null:
			sc[i] = 1 << 17
		case m.Chess().IsCapture() || m.Chess().Promo() != movegen.NoPiece:
			c := m.Chess()
			sc[i] = 1<<20 + pieceValue[victim(pos, c)]*16 - pieceValue[c.Piece()]/16 + pieceValue[c.Promo()]
			if see && seeLoses(pos, c) {
				sc[i] -= 1<<20 - 1<<17 // a losing capture: after the killers
			}
		case m == k0:
			sc[i] = 1 << 19
		case m == k1:
			sc[i] = 1 << 18
		default:
			c := m.Chess()
			sc[i] = min(hist[c.From()&63][c.To()&63], 1<<16)
		}
	}
}

// victim is the piece a move captures (NoPiece, worth 0, for none).
func victim(pos *movegen.Position, c movegen.Move) movegen.Piece {
	if c.IsEnPassant() {
		return movegen.Pawn
	}
	return pos.At(c.To()).Piece
}

// deltaMargin is what a position may gain besides the piece a capture
// wins (placement, mobility) in the delta pruning of the quiescence
// search.
const deltaMargin = 200

// pick moves the best-scored move from i on to i and returns it.
func (w *worker) pick(moves []engine.Move, ply, i int) engine.Move {
	return w.pickFrom(moves, ply, i, 0)
}

// pickFrom is pick when the scores of moves[off:] start at scores[0]:
// the first of the best-scored moves from i on.
func (w *worker) pickFrom(moves []engine.Move, ply, i, off int) engine.Move {
	moves = moves[off:]
	sc := w.scores[ply][:len(moves)]
	i -= off
	// The best score first (max compiles without a branch), then the
	// first move that has it: the move a scan keeping the first of the
	// best would pick.
	top := sc[i]
	for _, v := range sc[i+1:] {
		top = max(top, v)
	}
	best := i
	for sc[best] != top {
		best++
	}
	moves[i], moves[best] = moves[best], moves[i]
	sc[i], sc[best] = top, sc[i]
	return moves[i]
}

// goodQuiet records a quiet move that caused a cut.
func (w *worker) goodQuiet(m engine.Move, ply, depth int) {
	if w.killers[ply][0] != m {
		w.killers[ply][1] = w.killers[ply][0]
		w.killers[ply][0] = m
	}
	c := m.Chess()
	h := &w.history[w.g.Chess().Turn()][c.From()][c.To()]
	*h += int32(depth * depth)
	if *h > 1<<16 {
		for t := range w.history {
			for f := range w.history[t] {
				for s := range w.history[t][f] {
					w.history[t][f][s] /= 2
				}
			}
		}
	}
}
