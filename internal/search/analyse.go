package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// AnalyseOptions tune AnalyseGame.
type AnalyseOptions struct {
	// Limits bound each search (depth and time per search; when neither
	// is given, depth 4, or ChessDepth for plain chess with the built-in
	// evaluation).
	Limits Limits
	// MateDepth is the longest mate (half-moves) looked for at every
	// half-move to find missed mates (default 8; negative: none).
	MateDepth int
	// AweleDepth is the depth of the Awélé search in Awélé moves (default
	// 8), AweleThreshold the loss in seeds from which an Awélé move is
	// commented (default 2), AwelePowers values captures as the powers
	// they become (handicap applied) rather than seeds.
	AweleDepth     int
	AweleThreshold int
	AwelePowers    bool
	// GameTime bounds the analysis of a game: the half-moves after it
	// are not judged (Analysis.StoppedAt says from which one). 0: no
	// limit.
	GameTime time.Duration
	// Eval is the leaf evaluation (nil: built-in), EvalName what produced
	// it ("" for the built-in one).
	Eval      LeafEval
	EvalName  string
	EvalDepth int
	// Best, when set with Eval and a depth of 1, gives the engine's best
	// move and its score in a position: one call replaces evaluating
	// every move.
	Best func(g *engine.Game) (movegen.Move, int32, error)
}

// ChessDepth is the built-in judge's default depth on plain chess, where
// its search extends checks and prunes (see Searcher.prunes) and so goes
// deeper than in an Awechec game for the same time: at depth 4 it missed
// tactics Stockfish sees at its depth 8, and called a move a blunder that
// Stockfish left unmarked, or the other way round (docs/ANALYSIS.md, "The
// two judges compared").
const ChessDepth = 8

// defaults fills the options left at zero; standard is true for plain
// chess.
func (o *AnalyseOptions) defaults(standard bool) {
	if o.Limits.Depth == 0 && o.Limits.Time == 0 {
		o.Limits.Depth = 4
		if standard && o.Eval == nil {
			o.Limits.Depth = ChessDepth
		}
	}
	if o.MateDepth == 0 {
		o.MateDepth = 8
	}
	if o.AweleDepth <= 0 {
		o.AweleDepth = 8
	}
	if o.AweleThreshold <= 0 {
		o.AweleThreshold = 2
	}
}

// PlyAnalysis is the analysis of one chess half-move. Scores are for
// White, in centipawns or mate scores (IsMate).
type PlyAnalysis struct {
	// Ply is the report's half-move.
	Ply validate.Ply
	// Powered is true when a power was consumed: Owner decided Chose
	// ("null" or "play"); NullScore and PlayScore are the values of the
	// two choices, PlayBest the best move on play.
	Powered   bool
	Owner     movegen.Color
	Chose     string
	NullScore int32
	PlayScore int32
	PlayBest  string
	// Score is the value of what was played; Best the best move of the
	// side to move (when it played) and BestScore its value.
	Score     int32
	Best      string
	BestScore int32
	// Power is the power owner's decision when the owner is not the
	// mover (nil otherwise); Move the mover's decision (the null move
	// included when the power is the mover's own; nil when the owner
	// made the mover pass). Mark is Move's NAG.
	Power, Move *Decision
	Mark        int
	// BestPlayed is true when the move played is the best move found.
	BestPlayed bool
	// Depth is the depth searched, Horizon whether a line reached the end
	// of the queue.
	Depth   int
	Horizon bool
	// MissedMate is set when the side to choose had a forced mate within
	// the queue and the choice lost it; MissedLine is its line.
	MissedMate *MateResult
	MissedLine string
}

// AweleAnalysis is the analysis of one Awélé move.
type AweleAnalysis struct {
	Game  int // 1-based Awélé game
	Move  validate.AweleMove
	Best  int // best hole
	Value int // value of the move played, AweleUnit per seed
	// BestValue is the value of the best move; Loss the difference.
	BestValue int
	Loss      int
	Mark      int
	Depth     int
	BestText  string // the best hole's letter
}

// Analysis is AnalyseGame's result.
type Analysis struct {
	// Evaluator names what produced the evaluations, in the record's
	// language; EvaluatorID is "built-in" or the UCI engine's name.
	Evaluator   string
	EvaluatorID string
	Plies       []PlyAnalysis
	Awele       []AweleAnalysis
	Words       *Words
	// Skipped says why the chess part was not analysed ("" when it was).
	Skipped string
	// SkippedMsg is Skipped as a message, worded in the reader's language.
	SkippedMsg i18n.Msg
	// EngineErr is the first error of the UCI engine during the analysis
	// (the built-in evaluation then stood in).
	EngineErr error
	// StoppedAt is the index (1-based) of the first half-move left
	// unjudged when GameTime ran out, 0 when none was.
	StoppedAt int
	// Summary counts and measures the decisions of each side.
	Summary Summary
	// White and Black are the players' names (the tags).
	White, Black string
	opt          AnalyseOptions
	standard     bool
	letters      notation.Letters
	powers       notation.Letters
}

// AnalyseGame analyses the main line of a validated game (validate.Game
// with boards: Options.NoBoards false).
func AnalyseGame(rep *validate.Report, opt AnalyseOptions) *Analysis {
	opt.defaults(rep.Variant == notation.Standard)
	a := &Analysis{Words: WordsFor(rep.Lang), opt: opt}
	a.letters, _ = notation.Table(rep.Lang)
	if a.letters.Lang == "" {
		a.letters, _ = notation.Table(notation.French)
	}
	a.powers = notation.PowerTable(rep.Game, rep.Lang)
	a.Evaluator, a.EvaluatorID = a.Words.BuiltIn, "built-in"
	if opt.EvalName != "" {
		a.Evaluator, a.EvaluatorID = fmt.Sprintf(a.Words.Engine, opt.EvalName, opt.EvalDepth), opt.EvalName
	}
	a.awele(rep)
	if rep.Diags.Errors() > 0 {
		a.SkippedMsg = i18n.M(i18n.SearchGameErrors)
		a.Skipped = a.SkippedMsg.In(i18n.English)
		return a
	}
	if rep.Variant == notation.Awele {
		return a
	}
	a.White, _ = rep.Game.Tag("White")
	a.Black, _ = rep.Game.Tag("Black")
	a.standard = rep.Variant == notation.Standard
	if opt.Eval != nil {
		// An external evaluation (one UCI engine) serves one thread.
		opt.Limits.Threads = 1
		a.opt.Limits.Threads = 1
	}
	s := NewSearcher(opt.Eval, opt.Limits)
	if opt.Eval != nil {
		s.noQuiesce = true
	}
	ms := NewMateSearcher(Limits{Threads: 1})
	s.standard, ms.standard = a.standard, a.standard
	start := time.Now()
	_, err := ReplayWith(rep, func(i int, g *engine.Game) {
		if a.StoppedAt == 0 && opt.GameTime > 0 && time.Since(start) > opt.GameTime {
			a.StoppedAt = rep.Plies[i].Index
		}
		if a.StoppedAt > 0 {
			a.Plies = append(a.Plies, PlyAnalysis{Ply: rep.Plies[i]})
			return
		}
		a.Plies = append(a.Plies, a.ply(s, ms, g, rep.Plies[i]))
	})
	if err != nil {
		a.SkippedMsg = i18n.ErrorMsg(err)
		a.Skipped = a.SkippedMsg.In(i18n.English)
	}
	a.Summary = summarise(a.Plies)
	return a
}

// forWhite turns a score for the side c into one for White.
func forWhite(sc int32, c movegen.Color) int32 {
	if c == movegen.Black {
		return -sc
	}
	return sc
}

// childScore is the value for the side to move in g of the move m.
func childScore(s *Searcher, g *engine.Game, m engine.Move, l Limits) Result {
	play(g, m)
	l.Depth = max(l.Depth-1, 0)
	if l.Depth == 0 && l.Time == 0 {
		l.Depth = 1
	}
	r := s.Search(g, RootFull, l)
	g.UndoChess()
	r.Score = -r.Score
	if _, ok := IsMate(r.Score); ok {
		// One half-move further from the mate.
		if r.Score > 0 {
			r.Score--
		} else {
			r.Score++
		}
	}
	return r
}

// directChild evaluates the position after m with the engine alone, for
// the mover of g: a mate on the board is a mate in 1, a stalemate or a
// dead position 0.
func (a *Analysis) directChild(g *engine.Game, m engine.Move) Result {
	play(g, m)
	defer g.UndoChess()
	r := Result{Depth: 1, Horizon: !a.standard && g.Remaining() == 0}
	switch g.Status() {
	case engine.Checkmate:
		r.Score = Mate - 1
		return r
	case engine.Stalemate, engine.Dead:
		return r
	}
	r.Score = -a.opt.Eval(g)
	return r
}

// proveMate replaces an engine's figure by a mate the mate search proves
// within the queue (up to MateDepth half-moves): in g at root when m is 0,
// else in the position after m, for the mover of g. The engine plays
// ordinary chess and does not see the mates the powers allow.
func (a *Analysis) proveMate(ms *Searcher, g *engine.Game, root Root, m engine.Move, r *Result) {
	if a.opt.MateDepth <= 0 || a.searchedMates(r, m) {
		return
	}
	depth := a.opt.MateDepth
	if m != 0 {
		play(g, m)
		defer g.UndoChess()
		depth--
		if depth <= 0 || g.Status() != engine.Ongoing {
			return
		}
	}
	mr := ms.Search(g, root, Limits{Depth: depth, Threads: 1, Nodes: mateNodes})
	if _, ok := IsMate(mr.Score); !ok || mr.Stopped {
		return
	}
	if m == 0 {
		r.Score = mr.Score
		if mr.Score > 0 && mr.Move != 0 {
			r.Move = mr.Move
		}
		return
	}
	sc := -mr.Score
	if sc > 0 {
		sc--
	} else {
		sc++
	}
	r.Score = sc
}

// searchedMates reports whether the built-in search of plain chess that
// gave r already looked as deep as the mate search would (r.Depth
// half-moves from g, or from the position after m) and found no mate.
// Its pruning may hide a mate but never invents one, and a mate within its
// depth is seldom hidden; the mate search, full width, costs about as much
// as that search again on every choice. A mate it found is still proved by
// the mate search, which gives its shortest length.
func (a *Analysis) searchedMates(r *Result, m engine.Move) bool {
	if !a.standard || a.opt.Eval != nil {
		return false
	}
	if _, ok := IsMate(r.Score); ok {
		return false
	}
	need := a.opt.MateDepth
	if m != 0 {
		need--
	}
	return r.Depth >= need && !r.Stopped
}

// directBest is the engine's best move in g and its score for the mover.
func (a *Analysis) directBest(g *engine.Game) Result {
	m, sc, err := a.opt.Best(g)
	if err != nil {
		return Result{Depth: 1, Score: a.opt.Eval(g)}
	}
	r := Result{Depth: 1, Move: engine.ChessMove(m), Score: sc}
	// A mate in 1 on the board is a proved mate.
	if c := a.directChild(g, r.Move); c.Score == Mate-1 {
		r.Score = c.Score
	}
	return r
}

// awele analyses every Awélé move played on a board.
func (a *Analysis) awele(rep *validate.Report) {
	var h power.Handicap
	if v, ok := rep.Game.Tag("Handicap"); ok {
		h, _ = power.ParseHandicap(v)
	}
	val := SeedValuer()
	if a.opt.AwelePowers {
		val = PowerValuer(h)
	}
	for _, tr := range rep.Awele {
		if tr.CapturesOnly || tr.Start == nil {
			continue
		}
		r, cs := tr.Rules, tr.Case
		pos := *tr.Start
		for _, m := range tr.Moves {
			if m.Hole < 0 {
				break
			}
			values, mask, best := AweleMoveValues(pos, &r, a.opt.AweleDepth, val)
			if mask&(1<<m.Hole) == 0 || best < 0 {
				break
			}
			aa := AweleAnalysis{Game: tr.Index, Move: m, Best: best, Value: values[m.Hole], BestValue: values[best], Depth: a.opt.AweleDepth,
				BestText: string(awele.HoleLetter(best, cs))}
			aa.Loss = aa.BestValue - aa.Value
			th := a.opt.AweleThreshold * AweleUnit
			switch {
			case aa.Loss >= 4*th:
				aa.Mark = 4
			case aa.Loss >= 2*th:
				aa.Mark = 2
			case aa.Loss >= th:
				aa.Mark = 6
			}
			a.Awele = append(a.Awele, aa)
			if _, err := pos.Play(&r, m.Hole); err != nil {
				break
			}
		}
	}
}

// Header is the comment that says what produced the figures.
func (a *Analysis) Header() string {
	w := a.Words
	l := a.opt.Limits
	var parts []string
	if len(a.Plies) > 0 {
		var depth string
		switch {
		case l.Depth > 0 && l.Time > 0:
			depth = fmt.Sprintf(w.Depth, l.Depth) + ", " + w.Time(l.Time)
		case l.Depth > 0:
			depth = fmt.Sprintf(w.Depth, l.Depth)
		default:
			depth = w.Time(l.Time)
		}
		header := w.Header
		if a.standard {
			header = w.HeaderChess
		}
		parts = append(parts, fmt.Sprintf(header, a.Evaluator, depth))
	}
	if len(a.Awele) > 0 {
		unit := w.SeedUnit
		if a.opt.AwelePowers {
			unit = w.PowerUnit
		}
		parts = append(parts, fmt.Sprintf(w.AweleHeader, unit, a.opt.AweleDepth))
	}
	return w.Marker + " " + strings.Join(parts, w.Sep)
}

// PlyComment is the comment of a half-move ("" when there is nothing to
// say): the power's decision and its judgement when the owner is not the
// mover, the best move when the move played was judged, the mate a
// decision gave up or walked into, and the judge (depth, evaluator).
func (a *Analysis) PlyComment(pa *PlyAnalysis) string {
	w := a.Words
	turn := pa.Ply.Colour
	var parts []string
	if pa.Powered {
		owner := w.WhiteOwner
		if pa.Owner == movegen.Black {
			owner = w.BlackOwner
		}
		play, playWith := w.Play, w.PlayWith
		if pa.Ply.Decider == validate.Opponent {
			// The owner decides for the side to move: he lets it play.
			mover := 0
			if pa.Ply.Colour == movegen.Black {
				mover = 1
			}
			play, playWith = w.Let[mover], w.LetWith[mover]
		}
		chosen, other := w.Null, fmt.Sprintf(playWith, pa.PlayBest)
		cs, os := pa.NullScore, pa.PlayScore
		if pa.Chose == "play" {
			chosen, other = play, w.Null
			cs, os = pa.PlayScore, pa.NullScore
		}
		parts = append(parts, fmt.Sprintf(w.Power, pa.Ply.Power, owner)+", "+
			fmt.Sprintf(w.Chose, chosen, w.Score(cs, turn))+w.Sep+fmt.Sprintf(w.Other, other, w.Score(os, turn)))
		if d := pa.Power; d != nil {
			parts = append(parts, a.judgement(d, true)...)
		}
	}
	if d := pa.Move; d != nil {
		if pa.Best != "" && !pa.BestPlayed && d.Mark != 0 && d.Mark != NAGOnly {
			parts = append(parts, fmt.Sprintf(w.Best, pa.Best, w.Score(pa.BestScore, turn))+", "+fmt.Sprintf(w.Played, w.Score(pa.Score, turn)))
		}
		parts = append(parts, a.judgement(d, false)...)
	}
	if pa.MissedMate != nil {
		parts = append(parts, fmt.Sprintf(w.MissedLine, w.MateLength(pa.MissedMate.Plies, pa.MissedMate.Winner == turn), pa.MissedLine))
	}
	if pa.Depth == 0 {
		return ""
	}
	if ev := EvalCommand(pa.Score, turn); ev != "" {
		parts = append([]string{"[%eval " + ev + "]"}, parts...)
	}
	if len(parts) == 0 {
		return ""
	}
	head, rest := parts[0], parts[1:]
	if strings.HasPrefix(head, "[%eval") && len(rest) > 0 {
		head += " " + strings.Join(rest, w.Sep)
	} else if len(rest) > 0 {
		head = strings.Join(parts, w.Sep)
	}
	return w.Marker + " " + head + " [" + a.tail(pa) + "]"
}

// EvalCommand is the value of the position after a half-move as lichess
// writes it in a PGN comment's [%eval]: pawns for White with a point
// ("0.31", "-1.20"), or "#3" / "#-2" for a mate in moves of the mating
// side; white is the value for White counted from before the half-move
// of mover.
func EvalCommand(white int32, mover movegen.Color) string {
	if n, ok := IsMate(white); ok {
		winner, plies := movegen.White, n
		if n < 0 {
			winner, plies = movegen.Black, -n
		}
		plies-- // from the position after the half-move
		if plies == 0 {
			return "" // mated: no value
		}
		moves := plies / 2
		if winner != mover {
			moves = (plies + 1) / 2
		}
		if winner == movegen.Black {
			return "#-" + strconv.Itoa(moves)
		}
		return "#" + strconv.Itoa(moves)
	}
	if sign, ok := IsEngineMate(white); ok {
		m := EngineMate - white
		if sign < 0 {
			m = EngineMate + white
			return "#-" + strconv.Itoa(int(m))
		}
		return "#" + strconv.Itoa(int(m))
	}
	return strconv.FormatFloat(float64(white)/100, 'f', 2, 64)
}

// judgement is what a comment says of a decision: for a power decision
// its mark and its name ("décision des Noirs ?? (gaffe)"), then for any
// decision the mate it gave up, walked into or delayed.
func (a *Analysis) judgement(d *Decision, power bool) []string {
	w := a.Words
	var parts []string
	switch {
	case power && d.Mark != 0:
		parts = append(parts, fmt.Sprintf(w.Decision[d.By], NAGText(d.Mark), w.Judgement[d.Mark]))
	case d.Mark == NAGOnly:
		parts = append(parts, w.OnlyMove)
	case d.Withheld:
		parts = append(parts, w.Withheld)
	case d.Decided:
		parts = append(parts, w.Decided)
	}
	switch d.Mate {
	case MateLost:
		if d.Proof > 0 {
			parts = append(parts, fmt.Sprintf(w.MateLost, d.Proof))
		} else {
			parts = append(parts, w.MateLostAll)
		}
	case MateCreated:
		parts = append(parts, w.MateCreated)
	case MateDelayed:
		parts = append(parts, w.MateDelayed)
	}
	return parts
}

// tail is what ends a half-move's comment: the depth, the horizon, and
// the judge (the built-in evaluation or the engine).
func (a *Analysis) tail(pa *PlyAnalysis) string {
	w := a.Words
	tail := fmt.Sprintf(w.Depth, pa.Depth)
	if pa.Horizon {
		tail += ", " + w.Horizon
	}
	judge := w.JudgeBuiltIn
	if a.opt.EvalName != "" {
		judge = a.opt.EvalName
	}
	return tail + ", " + judge
}

// AweleComment is the comment of an Awélé move ("" when it lost less than
// the threshold).
func (a *Analysis) AweleComment(aa *AweleAnalysis) string {
	if aa.Loss < a.opt.AweleThreshold*AweleUnit {
		return ""
	}
	w := a.Words
	return w.Marker + " " + fmt.Sprintf(w.AweleBest, aa.BestText, w.Seeds(aa.BestValue, a.opt.AwelePowers),
		aa.Move.Letter, w.Seeds(aa.Value, a.opt.AwelePowers)) + " [" + fmt.Sprintf(w.Depth, aa.Depth) + "]"
}
