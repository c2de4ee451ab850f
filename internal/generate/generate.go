// Package generate plays random but plausible Awechec and Awélé games and
// writes them as canonical AGN, for tests, benchmarks and demonstrations.
//
// Every game follows every rule: the Awélé games are played by the awele
// engine (captures preferred some of the time, games ending by famine or by
// agreement), the captured seeds become the power queue (handicaps
// included), and the chess game is played under those powers: the owner of each power decides between a normal move and the null
// move, nulls being more frequent when the power belongs to the opponent of
// the side to move; captures, checks and mates in one are preferred some of
// the time. Every move is made through package engine, the one game state
// of the rules, and written with movegen's SAN (in the record's letters).
// A game stops at checkmate, stalemate, a dead position, a claimed
// fifty-move draw, or, once it has reached its drawn target length, by a
// resignation of the side behind in material or an agreed draw.
//
// Generation is deterministic: game i of a seed depends on the seed, i and
// the options only, so the games can be generated on every core and still
// come out byte for byte the same.
package generate

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// ParseVariant reads a variant name, in any case: awechec, synchronous (or
// sync, awechec-synchronous, and the tag value "Awechec Synchronous") and
// awele (or awélé).
func ParseVariant(s string) (notation.Variant, error) {
	switch strings.ToLower(s) {
	case "", "awechec":
		return notation.Awechec, nil
	case "synchronous", "sync", "awechec-synchronous", "awechec synchronous":
		return notation.Synchronous, nil
	case "awele", "awélé":
		return notation.Awele, nil
	}
	return notation.Awechec, i18n.Errorf(i18n.GenVariant, s)
}

// Options say what games to generate.
type Options struct {
	// Seed selects the stream of games: the same seed and options give
	// the same games.
	Seed uint64
	// Lang is the language of the records (French or English); "" means
	// French.
	Lang notation.Language
	// Handicap gives every Awechec game a handicap (3/2, 2/1 or 3/1) borne
	// by a side drawn at random.
	Handicap bool
	// Variant is the kind of game: Awechec, Synchronous or Awele (a
	// standalone record under a rule set drawn among the presets).
	Variant notation.Variant
}

// Write writes games 1..n of the stream opt selects to w, in canonical AGN,
// generating them on workers goroutines (0: every core) and writing them in
// order as they come, so memory stays flat whatever n.
func Write(w io.Writer, opt Options, n, workers int) error {
	if _, err := letters(opt.Lang); err != nil {
		return err
	}
	i := 0
	next := func() (int, bool, error) {
		if i >= n {
			return 0, false, nil
		}
		i++
		return i, true, nil
	}
	type out struct {
		text []byte
		err  error
	}
	work := func(idx int) out {
		var b bytes.Buffer
		err := convert.WriteAGN(&b, Game(opt, idx), convert.Options{})
		return out{b.Bytes(), err}
	}
	emit := func(o out) error {
		if o.err != nil {
			return o.err
		}
		_, err := w.Write(o.text)
		return err
	}
	return batch.Ordered(workers, next, work, emit)
}

func letters(l notation.Language) (notation.Letters, error) {
	if l == "" {
		l = notation.French
	}
	if l != notation.French && l != notation.English {
		return notation.Letters{}, i18n.Errorf(i18n.GenLang, string(l))
	}
	t, _ := notation.Table(l)
	return t, nil
}

// Game returns game number index (1-based) of the stream opt selects. An
// unsupported language falls back to French.
func Game(opt Options, index int) *notation.Game {
	t, err := letters(opt.Lang)
	if err != nil {
		t, _ = letters(notation.French)
	}
	g := &gen{
		rng:     newRand(opt.Seed, index),
		opt:     opt,
		letters: t,
	}
	return g.game(index)
}

// newRand returns the random source of game index of a seed.
func newRand(seed uint64, index int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(index)*0x9E3779B97F4A7C15+0x5851F42D4C957F2D))
}

// gen is the state of one game being generated.
type gen struct {
	rng     *rand.Rand
	opt     Options
	letters notation.Letters
	body    []notation.Element

	// e is the game state: the chess position, the Awélé game and its
	// queue of powers.
	e *engine.Game
	// moves holds the legal chess moves of the position, in the order of
	// moveOrder.
	moves [256]movegen.Move

	// chess
	plies  int
	target int    // half-moves after which the game is wound up
	result string // "" while the game goes on
	// shuffle is set when the players of a level game play on towards a
	// fifty-move draw: quiet moves, no capture and no pawn move.
	shuffle bool

	// Awélé
	rules    awele.Rules
	handicap power.Handicap
	section  notation.Section
}

var (
	whiteNames = []string{"Abena", "Kofi", "Aïcha", "Yao", "Marie", "Jean", "Fatou", "Moussa", "Claire", "Ibrahim", "Awa", "Pierre"}
	blackNames = []string{"Kwame", "Amina", "Louis", "Mariam", "Koffi", "Sophie", "Oumar", "Léa", "Adjoa", "Paul", "Nadia", "Seydou"}
)

func (g *gen) game(index int) *notation.Game {
	fr := g.letters.Lang == notation.French
	event := "Random games"
	if fr {
		event = "Parties aléatoires"
	}
	date := fmt.Sprintf("%d.%02d.%02d", 2009+g.rng.IntN(18), 1+g.rng.IntN(12), 1+g.rng.IntN(28))
	white := whiteNames[g.rng.IntN(len(whiteNames))]
	black := blackNames[g.rng.IntN(len(blackNames))]

	switch g.opt.Variant {
	case notation.Awele:
		presets := awele.Presets()
		g.rules = presets[g.rng.IntN(len(presets))]
		g.start()
		g.aweleRecord()
	default:
		g.rules, _ = awele.Preset("awechec")
		if g.opt.Handicap {
			pq := [][2]int{{3, 2}, {2, 1}, {3, 1}}[g.rng.IntN(3)]
			g.handicap = power.Handicap{Side: movegen.Color(g.rng.IntN(2)), P: pq[0], Q: pq[1]}
		}
		g.target = 140 + g.rng.IntN(61) + g.rng.IntN(61)
		g.start()
		g.awechec()
	}

	game := &notation.Game{Index: index, Lang: g.letters.Lang, LangFromTag: true, Body: g.body}
	game.Tags = []notation.Tag{
		{Name: "Event", Value: event},
		{Name: "Site", Value: "awechec generate"},
		{Name: "Date", Value: date},
		{Name: "Round", Value: fmt.Sprint(index)},
		{Name: "White", Value: white},
		{Name: "Black", Value: black},
		{Name: "Result", Value: g.result},
		{Name: "Language", Value: string(g.letters.Lang)},
	}
	if g.opt.Variant != notation.Awechec {
		game.Tags = append(game.Tags, notation.Tag{Name: "Variant", Value: g.opt.Variant.String()})
	}
	if g.opt.Variant == notation.Awele {
		game.Tags = append(game.Tags, notation.Tag{Name: "AweleRules", Value: g.rules.Name})
	}
	if !g.handicap.None() {
		side := g.handicap.Side.String()
		if fr {
			side = map[movegen.Color]string{movegen.White: "Blancs", movegen.Black: "Noirs"}[g.handicap.Side]
		}
		game.Tags = append(game.Tags, notation.Tag{Name: "Handicap", Value: fmt.Sprintf("%s %d/%d", side, g.handicap.P, g.handicap.Q)})
	}
	game.Result = notation.Element{Kind: notation.ResultToken, Text: g.result}
	return game
}

// start sets up the game state before the first Awélé game.
func (g *gen) start() {
	g.e = engine.New(engine.Options{
		Rules: g.rules, Handicap: g.handicap, Synchronous: g.opt.Variant == notation.Synchronous,
		Standalone: g.opt.Variant == notation.Awele, BeforeAwele: true, Replay: true,
	})
}

// open starts a section unless it is the current one.
func (g *gen) open(s notation.Section) {
	if g.section == s {
		return
	}
	g.section = s
	g.body = append(g.body, notation.Element{Kind: notation.SectionMark, Section: s})
}

// colourLetter is a power colour in the game's language.
func (g *gen) colourLetter(c movegen.Color) byte {
	if c == movegen.White {
		return g.letters.White
	}
	return g.letters.Black
}

// awechec plays Awélé games and the chess game they feed until the chess
// game ends.
func (g *gen) awechec() {
	sync := g.opt.Variant == notation.Synchronous
	for n := 0; g.result == ""; n++ {
		if n == 40 {
			g.stop()
			break
		}
		ag := g.newAwele(120 + g.rng.IntN(80))
		for g.result == "" {
			ended := ag.step()
			if sync && !ended {
				g.chess()
				continue
			}
			if ended {
				break
			}
		}
		g.chess()
		g.section = notation.NoSection // a new Awélé game opens a new section
	}
}

// aweleGame is one Awélé game being played.
type aweleGame struct {
	g     *gen
	ply   int
	quiet int // moves since the last capture
	limit int // moves after which the players agree to stop
}

// newAwele opens a new Awélé game, which the players agree to stop after
// limit moves.
func (g *gen) newAwele(limit int) *aweleGame {
	g.e.OpenAwele()
	return &aweleGame{g: g, limit: limit}
}

// step plays one Awélé move, or ends the game; it reports whether the game
// is over.
func (a *aweleGame) step() bool {
	g := a.g
	r := &g.rules
	pos := g.e.Awele()
	if _, ok := pos.Ended(r); ok {
		a.finish()
		return true
	}
	if a.agree(&pos) {
		// The position has not ended: an agreed stop, whose seeds left
		// give no powers in Awechec.
		g.e.CloseAwele(true)
		// A synchronous game goes on across sections: only a score token
		// closes it by agreement.
		if g.opt.Variant == notation.Synchronous || g.rng.IntN(5) < 2 {
			a.score()
		}
		return true
	}
	mask := pos.LegalMask(r)
	var holes [12]int
	n := 0
	for h := 0; h < 12; h++ {
		if mask&(1<<h) != 0 {
			holes[n] = h
			n++
		}
	}
	hole := holes[g.rng.IntN(n)]
	if g.rng.IntN(100) < 55 {
		best, ties := 0, 0
		for _, h := range holes[:n] {
			p := pos
			res, err := p.Play(r, h)
			if err != nil || res.Captured < best || res.Captured == 0 {
				continue
			}
			if res.Captured > best {
				best, ties = res.Captured, 0
			}
			ties++
			if g.rng.IntN(ties) == 0 {
				hole = h
			}
		}
	}
	g.open(notation.AweleSection)
	if g.body[len(g.body)-1].Kind == notation.SectionMark {
		g.body = append(g.body, notation.Element{Kind: notation.MoveNumber, Number: a.ply/2 + 1, Black: a.ply%2 == 1})
	}
	captured, _, err := g.e.Sow(hole)
	if err != nil {
		panic(fmt.Sprintf("generate: legal Awélé move refused: %v", err))
	}
	a.ply++
	el := notation.Element{Kind: notation.AweleMove, Hole: awele.HoleLetter(hole, r.Case), Count: -1}
	if captured > 0 {
		el.Count = captured
		a.quiet = 0
	} else {
		a.quiet++
	}
	g.body = append(g.body, el)
	after := g.e.Awele()
	if _, ok := after.Ended(r); ok && (g.opt.Variant == notation.Synchronous || g.opt.Variant == notation.Awele) {
		a.finish()
		return true
	}
	return false
}

// agree decides whether the players stop by agreement now: a long game,
// or few seeds left and no capture for a while.
func (a *aweleGame) agree(pos *awele.Position) bool {
	if a.ply >= a.limit {
		return true
	}
	return pos.OnBoard() <= 12 && a.quiet >= 10 && a.g.rng.IntN(4) == 0
}

// finish closes an Awélé game whose position has ended by the rules: the
// collected seeds give powers.
func (a *aweleGame) finish() {
	a.g.e.CloseAwele(true)
	if a.g.rng.IntN(5) < 2 {
		a.score()
	}
}

// score writes the score token closing the Awélé game.
func (a *aweleGame) score() {
	a.g.open(notation.AweleSection)
	a.g.body = append(a.g.body, notation.Element{Kind: notation.AweleScore, Score: a.g.e.Awele().Stores})
}

// aweleRecord plays a standalone Awélé game.
func (g *gen) aweleRecord() {
	a := g.newAwele(150 + g.rng.IntN(150))
	for !a.step() {
	}
	switch s := g.e.Awele().Stores; {
	case s[0] > s[1]:
		g.result = "1-0"
	case s[1] > s[0]:
		g.result = "0-1"
	default:
		g.result = "1/2-1/2"
	}
}

// material values: pawn 1, knight and bishop 3, rook 5, queen 9.
var value = [...]int{movegen.Pawn: 1, movegen.Knight: 3, movegen.Bishop: 3, movegen.Rook: 5, movegen.Queen: 9, movegen.King: 0}

// windUp ends a game that reached its target length: the side behind in
// material resigns, else a draw is agreed (now and then the record just
// stops unfinished).
func (g *gen) windUp() {
	var m [2]int
	b := g.e.Chess().Board()
	for _, sq := range b {
		if sq.Piece != movegen.NoPiece {
			m[sq.Color] += value[sq.Piece]
		}
	}
	switch d := m[0] - m[1]; {
	case g.rng.IntN(50) == 0:
		g.result = "*"
	case d >= 3:
		g.result = "1-0"
	case d <= -3:
		g.result = "0-1"
	case !g.shuffle && g.rng.IntN(3) == 0:
		// Play on without captures nor pawn moves towards the fifty-move
		// rule; agree to a draw if it does not come.
		g.shuffle = true
		g.target = g.plies + 120
	default:
		g.result = "1/2-1/2"
	}
}

// stop ends the game now, as windUp does but without playing on towards
// the fifty-move rule: a draw when windUp chose to play on.
func (g *gen) stop() {
	g.windUp()
	if g.result == "" {
		g.result = "1/2-1/2"
	}
}

// chess plays half-moves while the queue has powers (and checks to
// answer) and the game goes on.
func (g *gen) chess() {
	e := g.e
	for g.result == "" {
		switch e.Status() {
		case engine.Checkmate:
			g.result = "1-0"
			if e.Chess().Turn() == movegen.White {
				g.result = "0-1"
			}
			return
		case engine.Stalemate, engine.Dead:
			g.result = "1/2-1/2"
			return
		default:
			if e.FiftyMoves() && (g.shuffle || g.rng.IntN(3) == 0) {
				g.result = "1/2-1/2"
				return
			}
		}
		if g.plies >= g.target {
			if g.windUp(); g.result != "" {
				return
			}
		}
		inCheck := e.InCheck()
		if !inCheck && e.Remaining() == 0 {
			return
		}
		g.open(notation.ChessSection)
		pos := e.Chess()
		moves := legalMoves(pos, g.moves[:0])
		mate := -1
		if !g.shuffle && g.rng.IntN(10) < 9 {
			mate = mateInOne(pos, moves)
		}
		if !inCheck {
			n, c, _ := e.Power()
			g.body = append(g.body, notation.Element{Kind: notation.Power, Number: n, Colour: g.colourLetter(c)})
			mover := pos.Turn()
			var null bool
			switch {
			case c == mover:
				// The mover's own choice: a pass now and then (zugzwang),
				// never with a mate on the board.
				null = mate < 0 && g.rng.IntN(100) < 12
			case mate >= 0:
				null = g.rng.IntN(20) != 0
			default:
				// The opponent decides: usually he takes the move away.
				null = g.rng.IntN(100) < 60
			}
			if null {
				e.MakeNull()
				g.plies++
				g.body = append(g.body, notation.Element{Kind: notation.NullMove, Text: "0"})
				continue
			}
		}
		i := mate
		if i < 0 {
			i = g.pick(pos, moves)
		}
		m := moves[i]
		spec, _ := pos.SANSpec(m)
		g.body = append(g.body, notation.Element{Kind: notation.ChessMove, SAN: notation.SpecSAN(spec, &g.letters)})
		e.MakeChess(m)
		g.plies++
	}
}

// legalMoves appends the legal moves of p to buf, by origin square,
// destination and promotion piece (queen first): the generator draws
// among them in that order.
func legalMoves(p *movegen.Position, buf []movegen.Move) []movegen.Move {
	moves := p.LegalMoves(buf)
	slices.SortFunc(moves, func(a, b movegen.Move) int {
		if c := int(a.From()) - int(b.From()); c != 0 {
			return c
		}
		if c := int(a.To()) - int(b.To()); c != 0 {
			return c
		}
		return int(a.Promo()) - int(b.Promo())
	})
	return moves
}

// givesCheck reports whether the legal move m of p gives check.
func givesCheck(p *movegen.Position, m movegen.Move) bool {
	q := *p
	q.Play(m)
	return q.InCheck()
}

// mateInOne returns the index of a mating move, or -1.
func mateInOne(p *movegen.Position, moves []movegen.Move) int {
	for i, m := range moves {
		q := *p
		q.Play(m)
		if q.InCheck() && !q.HasLegalMove() {
			return i
		}
	}
	return -1
}

// pick chooses a move: a capture (of the most valuable piece) some of the
// time, a check some of the time, else any move.
func (g *gen) pick(p *movegen.Position, moves []movegen.Move) int {
	if g.shuffle {
		var quiet [256]int
		n := 0
		for i, m := range moves {
			if !m.IsCapture() && m.Piece() != movegen.Pawn && n < len(quiet) {
				quiet[n] = i
				n++
			}
		}
		if n > 0 {
			return quiet[g.rng.IntN(n)]
		}
	}
	r := g.rng.IntN(100)
	best, bestVal, ties := -1, -1, 0
	switch {
	case r < 40:
		for i, m := range moves {
			if !m.IsCapture() {
				continue
			}
			v := 1
			if !m.IsEnPassant() {
				v = value[p.At(m.To()).Piece]
			}
			if v > bestVal {
				best, bestVal, ties = i, v, 1
			} else if v == bestVal {
				ties++
				if g.rng.IntN(ties) == 0 {
					best = i
				}
			}
		}
	case r < 50:
		for i, m := range moves {
			if givesCheck(p, m) {
				ties++
				if g.rng.IntN(ties) == 0 {
					best = i
				}
			}
		}
	}
	if best >= 0 {
		return best
	}
	return g.rng.IntN(len(moves))
}
