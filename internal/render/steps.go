// Package render draws Awechec and Awélé game records: an SVG diagram of the
// Awechec board at any point of a game (the chessboard and its pieces, the
// 7x7 dots between the squares with the powers still queued, the twelve Awélé
// holes around the board and the two stores), and a self-contained HTML page
// that replays whole games move by move in a browser.
//
// Both outputs draw the same picture from the same data: a game is first
// turned into a list of Steps (one per Awélé move, Awélé ending and chess
// half-move, in the order of the record), and a Step is what the SVG writer
// and the page's script draw. The page's script places the same piece and
// cone symbols on the same grid (see Layout) as the Go writer does.
package render

import (
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"sort"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// Dots is the number of dots between the squares of the chessboard (7x7):
// the places a queued power can stand on.
const Dots = 49

// Step kinds, written in Step.Kind.
const (
	KindStart    = "start"     // the position before the first move
	KindAwele    = "awele"     // after an Awélé move or a capture event
	KindAweleEnd = "awele-end" // after an Awélé game's ending (famine, agreed stop...)
	KindChess    = "chess"     // after a chess half-move (or null move)
	// KindFailed is a move the replay refused (illegal, ambiguous): the
	// position before it, labelled with the move as written, holding its
	// error.
	KindFailed    = "failed"
	noHole        = -1
	unknownHoleCh = "-"
)

// Step is one position of a game as the pictures show it, with what led to
// it. The JSON names are short because a page embeds one Step per move.
type Step struct {
	// Kind is one of the Kind constants.
	Kind string `json:"k"`
	// Board is the piece placement field of the chess FEN ("" when the
	// record has no chess position, as an Awélé record), written from
	// Pieces for the page.
	Board string `json:"b"`
	// Pieces is the chessboard (a1 = 0), all empty when the record has no
	// chess position: what the SVG writer draws.
	Pieces [64]movegen.ColoredPiece `json:"-"`
	// Turn is the chess side to move, "w" or "b" ("" without chess).
	Turn string `json:"t"`
	// FENRest is the chess FEN's fields after the placement (Board): side
	// to move, castling, en passant square and clocks ("" without chess).
	FENRest string `json:"fx"`
	// Holes holds the seeds of the 12 Awélé holes, indexed as in package
	// awele (A..F then a..f); nil when the record does not say (a
	// captures-only Awélé section, or no Awélé game at all).
	Holes []int `json:"h"`
	// Stores holds the seeds captured by South (White) and North (Black) in
	// the current Awélé game.
	Stores [2]int `json:"s"`
	// AweleTurn is the Awélé side to move, "S" or "N" ("" when unknown).
	AweleTurn string `json:"at"`
	// Dots holds Dots characters, one per dot in reading order from White's
	// side (top to bottom, left to right): '.' for an empty dot, 'W' or 'B'
	// for a White or Black power queued there.
	Dots string `json:"d"`
	// Next is the index in Dots of the power consumed next, -1 when none
	// is queued.
	Next int `json:"n"`
	// From and To are the squares of the last chess move ("e2", "e4").
	From string `json:"f,omitempty"`
	To   string `json:"to,omitempty"`
	// Null is the square of the king of the side that played the last
	// move when it was the null move.
	Null string `json:"z,omitempty"`
	// Check is the square of the king in check.
	Check string `json:"c,omitempty"`
	// Sown is the hole sown by the last Awélé move, -1 when none.
	Sown int `json:"o"`
	// Label names the move that led here ("12. Nf3", "Awélé 1 · 5. E(3)").
	Label string `json:"l"`
	// Note tells what happened: the power consumed and who decided, the
	// seeds captured, the Awélé ending.
	Note string `json:"x,omitempty"`
	// Status says who is to move and whose power comes next.
	Status string `json:"st"`
	// Comments holds the record's comments that follow the move.
	Comments []string `json:"cm,omitempty"`
	// Mark is the move's judgement as its NAG's symbol ("?!", "??", "!"),
	// "" for none: the evaluation graph shows it.
	Mark string `json:"mk,omitempty"`
	// Diags holds the diagnostics about the move, one line each.
	Diags []string `json:"dg,omitempty"`

	// Ply is the 1-based index of the chess half-move that led here, 0 for
	// none.
	Ply int `json:"p,omitempty"`
	// AweleGame and AwelePly are the Awélé game and move (1-based) that led
	// here; AwelePly is 0 for the ending of that Awélé game, and both are 0
	// when the step does not follow an Awélé move.
	AweleGame int `json:"ag,omitempty"`
	AwelePly  int `json:"am,omitempty"`

	// Parent is the step this one follows: i-1 for step i of a line, the
	// step a variation branches from for its first move, -1 for the start
	// (see TreeSteps).
	Parent int `json:"pa"`
	// Lang is the language of the texts: "fr" for French records, "en"
	// otherwise. The picture's own words (the sides) follow it.
	Lang notation.Language `json:"-"`
	// Awele is true for a standalone Awélé record ([Variant "Awele"]): no
	// chess, no powers; the picture is the Awélé board alone.
	Awele bool `json:"aw,omitempty"`
	// Chess is true for a game of standard chess ([Variant "Standard"]):
	// no Awélé, no powers; the picture is the chessboard alone.
	Chess bool `json:"ch,omitempty"`

	offset    int           // where the move that led here stands in the source
	written   [3]int        // its line, byte column and length (zeros: none)
	diag      int           // a failed step: 1 + the index of its error in the report
	turn      movegen.Color // the chess side to move, when Turn is not ""
	aweleTurn awele.Side    // the Awélé side to move, when AweleTurn is not ""
}

// event is one Awélé move or chess half-move of the main line, for merging
// them in record order.
type event struct {
	offset int
	seq    int // order among events at the same offset
	awele  *validate.AweleMove
	game   int // Awélé game index (0-based) for awele
	last   bool
	ply    *validate.Ply
}

// Steps turns a validation report into the steps of its main line: the start,
// then one step per Awélé move, per Awélé ending that changes the board or the
// queue, and per chess half-move, in the order the record gives them.
// Comments of the main line and diagnostics are attached to the step they
// follow; those before the first move (and those with no place) go to the
// first step.
//
// The texts (labels, notes, status lines) are in English; StepsIn words
// them in another language.
func Steps(r *validate.Report) []Step {
	return StepsIn(r, i18n.English)
}

// StepsIn is Steps with the texts in language l, whatever the process's
// language (the web page's bridge words them in the page's language).
func StepsIn(r *validate.Report, l i18n.Lang) []Step {
	b := &builder{r: r, x: lexiconIn(l)}
	return b.build()
}

// builder carries the replay state while Steps walks the events.
type builder struct {
	r      *validate.Report
	x      *lexicon
	steps  []Step
	chess  *movegen.Position // nil when there is no chess position
	holes  []int
	stores [2]int
	aTurn  awele.Side
	aKnown bool  // the Awélé side to move is known
	added  []int // powers added to each Awélé game's queue so far
	// prevCheck: the last chess half-move gave check, so the next one
	// answers it (and consumes no power).
	prevCheck bool
	consumed  []int // powers consumed from each Awélé game's queue so far
	// elems holds the main line's moves by source offset, for their
	// suffix annotations; numbers the move number of each Awélé move as
	// the record numbers it, by source offset.
	elems   map[int]*notation.Element
	numbers map[int]string
}

func (b *builder) build() []Step {
	r := b.r
	b.added = make([]int, len(r.Awele))
	b.consumed = make([]int, len(r.Awele))
	b.index()
	b.chess = r.Start
	if b.aweleOnly() {
		b.chess = nil // no chess position
	}
	if len(r.Awele) > 0 {
		b.setAwele(r.Awele[0].Start)
	}
	start := b.snapshot(KindStart)
	start.Label = b.x.start
	b.steps = append(b.steps, start)

	var evs []event
	for gi := range r.Awele {
		ms := r.Awele[gi].Moves
		for mi := range ms {
			evs = append(evs, event{offset: ms[mi].Pos.Offset, seq: len(evs), awele: &ms[mi], game: gi, last: mi == len(ms)-1})
		}
	}
	for i := range r.Plies {
		evs = append(evs, event{offset: r.Plies[i].Pos.Offset, seq: len(evs), ply: &r.Plies[i]})
	}
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].offset < evs[j].offset })
	for _, e := range evs {
		if e.ply != nil {
			b.chessStep(e.ply)
			continue
		}
		b.aweleStep(e.game, e.awele)
		if e.last {
			b.aweleEnd(e.game)
		}
	}
	b.failedSteps()
	b.statuses()
	b.attach()
	for i := range b.steps {
		b.steps[i].Parent = i - 1
	}
	return b.steps
}

// failedSteps adds a step for each move the replay refused (an error on a
// chess half-move or an Awélé move that has no step): the position before
// it, labelled with the move as written, so that its error stands on it
// and not on the start.
func (b *builder) failedSteps() {
	g := b.r.Game
	if g == nil {
		return
	}
	var lines *notation.SourceLines
	for di, d := range b.r.Diags {
		if d.Severity != diag.Error || d.Ply == 0 && (d.AweleGame == 0 || d.AwelePly == 0) || b.hasStep(d) {
			continue
		}
		e := elementAt(g.Body, d.Line, d.Col)
		if e == nil {
			continue
		}
		written := e.SAN.String()
		if lines == nil {
			l := g.Lines()
			lines = &l
		}
		if line := lines.Text(d.Line); d.Col >= 1 && d.Col-1+e.Len <= len(line) {
			written = line[d.Col-1 : d.Col-1+e.Len]
		}
		at := b.stepBefore(e.Pos.Offset)
		s := b.steps[at]
		s.Kind, s.Label, s.Note, s.offset, s.diag = KindFailed, "✗ "+written, "", e.Pos.Offset, di+1
		s.written = [3]int{}
		// The marks of the move before stay: the board is the position
		// it reached.
		s.Ply, s.AwelePly = 0, 0
		s.Comments, s.Diags = nil, nil
		if d.AweleGame > 0 {
			s.AweleGame = d.AweleGame
			s.Label = fmt.Sprintf("Awélé %d · ✗ %s", d.AweleGame, written)
		}
		b.steps = append(b.steps[:at+1], append([]Step{s}, b.steps[at+1:]...)...)
	}
}

// hasStep tells whether the move a diagnostic is about has a step.
func (b *builder) hasStep(d diag.Diagnostic) bool {
	for i := range b.steps {
		s := &b.steps[i]
		if d.Ply > 0 && s.Ply == d.Ply || d.AweleGame > 0 && d.AwelePly > 0 && s.AweleGame == d.AweleGame && s.AwelePly == d.AwelePly {
			return true
		}
	}
	return false
}

// elementAt returns the move of the main line written at line:col, nil if
// none.
func elementAt(body []notation.Element, line, col int) *notation.Element {
	for i := range body {
		e := &body[i]
		switch e.Kind {
		case notation.ChessMove, notation.NullMove, notation.AweleMove, notation.CaptureEvent:
			if e.Pos.Line == line && e.Pos.Col == col {
				return e
			}
		}
	}
	return nil
}

// index records the main line's move elements by offset and numbers the
// Awélé moves as the record does: by pairs, South's move "n." and North's
// "n...", n counting from the number written before the Awélé game's first
// move (1 when none is written) and growing at each South move but the
// first.
func (b *builder) index() {
	b.elems, b.numbers = map[int]*notation.Element{}, map[int]string{}
	var first map[int]int // first move offset of an Awélé game -> its number
	if g := b.r.Game; g != nil {
		first = map[int]int{}
		num := 0 // the number just written, 0 when none
		for i := range g.Body {
			e := &g.Body[i]
			switch e.Kind {
			case notation.MoveNumber:
				num = e.Number
				continue
			case notation.Comment, notation.NAG, notation.Escape, notation.Power:
				continue
			case notation.AweleMove, notation.CaptureEvent, notation.ChessMove, notation.NullMove:
				b.elems[e.Pos.Offset] = e
				if num > 0 {
					first[e.Pos.Offset] = num
				}
			}
			num = 0
		}
	}
	for gi := range b.r.Awele {
		ms := b.r.Awele[gi].Moves
		if len(ms) == 0 {
			continue
		}
		n := 1
		if v, ok := first[ms[0].Pos.Offset]; ok {
			n = v
		}
		for mi := range ms {
			m := &ms[mi]
			if m.Side != awele.North && mi > 0 {
				n++
			}
			if m.Side == awele.North {
				b.numbers[m.Pos.Offset] = fmt.Sprintf("%d...", n)
			} else {
				b.numbers[m.Pos.Offset] = fmt.Sprintf("%d.", n)
			}
		}
	}
}

// suffix returns the suffix annotation written after the move at offset
// ("!", "??"...), "" when none.
func (b *builder) suffix(offset int) string {
	if e := b.elems[offset]; e != nil {
		return e.Suffix
	}
	return ""
}

// placement writes the piece placement field of a FEN for a board.
func placement(board *[64]movegen.ColoredPiece) string {
	out := make([]byte, 0, 71)
	for rank := 7; rank >= 0; rank-- {
		empty := byte(0)
		for file := range 8 {
			cp := board[rank*8+file]
			if cp.Piece == movegen.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				out = append(out, '0'+empty)
				empty = 0
			}
			out = append(out, cp.FENChar())
		}
		if empty > 0 {
			out = append(out, '0'+empty)
		}
		if rank > 0 {
			out = append(out, '/')
		}
	}
	return string(out)
}

// setAwele loads an Awélé position into the Awélé state; nil (not known)
// leaves the holes unknown and the stores as they are.
func (b *builder) setAwele(p *awele.Position) {
	if p == nil {
		b.holes = nil
		b.aKnown = false
		return
	}
	b.holes = make([]int, 12)
	for i, n := range p.Holes {
		b.holes[i] = int(n)
	}
	b.stores = p.Stores
	b.aTurn, b.aKnown = p.ToMove, true
}

// snapshot copies the current state into a new step.
func (b *builder) snapshot(kind string) Step {
	s := Step{Kind: kind, Stores: b.stores, Sown: noHole, Lang: b.x.lang, Awele: b.aweleOnly(), Chess: b.r.Variant.PlainChess()}
	if b.aKnown {
		s.aweleTurn, s.AweleTurn = b.aTurn, b.aTurn.String()
	}
	if b.chess != nil {
		s.Pieces = b.chess.Board()
		s.Board = placement(&s.Pieces)
		fen := b.chess.FEN()
		s.FENRest = fen[strings.IndexByte(fen, ' ')+1:]
		s.turn, s.Turn = b.chess.Turn(), "w"
		if s.turn == movegen.Black {
			s.Turn = "b"
		}
	}
	if b.holes != nil {
		s.Holes = append([]int(nil), b.holes...)
	}
	s.Dots, s.Next = b.dots()
	return s
}

// aweleOnly tells whether the record is a standalone Awélé record: its
// captures give no powers, its seeds are only seeds.
func (b *builder) aweleOnly() bool { return b.r.Variant == notation.Awele }

// dots places the powers still queued on the 49 dots. Cones stay where they
// were put, so while one Awélé game's queue is being consumed power n stands
// on dot n; when powers of several Awélé games are queued at once (a check
// answered before a new Awélé game), they are laid out from the first dot.
func (b *builder) dots() (string, int) {
	d := []byte(strings.Repeat(".", Dots))
	if b.aweleOnly() {
		return string(d), -1
	}
	var games []int
	for gi := range b.added {
		if b.added[gi] > b.consumed[gi] {
			games = append(games, gi)
		}
	}
	if len(games) == 0 {
		return string(d), -1
	}
	at := 0
	if len(games) == 1 {
		at = b.consumed[games[0]]
	}
	next := -1
	for _, gi := range games {
		q := b.r.Awele[gi].Queue
		for n := b.consumed[gi]; n < b.added[gi] && n < len(q); n++ {
			if at >= Dots {
				break
			}
			if next < 0 {
				next = at
			}
			d[at] = power.Letter(q[n])
			at++
		}
	}
	return string(d), next
}

func (x *lexicon) sideName(s awele.Side) string {
	if s == awele.North {
		return x.north
	}
	return x.south
}

func (x *lexicon) colourName(c movegen.Color) string {
	if c == movegen.Black {
		return x.black
	}
	return x.white
}

// aweleStep adds the step after one Awélé move or capture event.
func (b *builder) aweleStep(gi int, m *validate.AweleMove) {
	g := &b.r.Awele[gi]
	b.added[gi] = min(b.added[gi]+m.Powers, len(g.Queue))
	if m.Hole >= 0 {
		b.setAwele(&m.After)
	} else {
		b.holes = nil
		b.aKnown = false
		if m.Side == awele.North {
			b.stores[1] += m.Captured
		} else {
			b.stores[0] += m.Captured
		}
	}
	if m.Ply == 1 && m.Hole < 0 {
		// a captures-only game starts from empty stores
		b.stores = [2]int{}
		if m.Side == awele.North {
			b.stores[1] = m.Captured
		} else {
			b.stores[0] = m.Captured
		}
	}
	s := b.snapshot(KindAwele)
	s.AweleGame, s.AwelePly, s.offset = gi+1, m.Ply, m.Pos.Offset
	s.written = [3]int{m.Pos.Line, m.Pos.Col, m.Len}
	x := b.x
	who := fmt.Sprintf(x.sideColour, x.sideName(m.Side), x.colourName(power.SideColour(m.Side)))
	if b.aweleOnly() {
		who = x.sideName(m.Side)
	}
	if m.Hole >= 0 {
		s.Sown = m.Hole
		tok := m.Letter
		if m.Captured > 0 {
			tok += fmt.Sprintf("(%d)", m.Captured)
		}
		s.Label = fmt.Sprintf("Awélé %d · %s %s%s", gi+1, b.numbers[m.Pos.Offset], tok, b.suffix(m.Pos.Offset))
		s.Note = fmt.Sprintf(x.sows, who, m.Letter)
	} else {
		s.Label = fmt.Sprintf("Awélé %d · %s%d%s", gi+1, m.Letter, m.Captured, b.suffix(m.Pos.Offset))
		s.Note = fmt.Sprintf(x.captureEvent, who)
	}
	switch {
	case m.Captured > 0 && b.aweleOnly():
		s.Note += fmt.Sprintf(x.captures, m.Captured, x.count(m.Captured, x.seed, x.seeds))
	case m.Captured > 0:
		s.Note += fmt.Sprintf(x.captures, m.Captured, x.count(m.Powers, x.power, x.powers))
	}
	b.steps = append(b.steps, s)
}

// aweleEnd adds the step of an Awélé game's ending when it changes the
// board or the queue (famine collection, seeds removed by an agreed stop).
func (b *builder) aweleEnd(gi int) {
	g := &b.r.Awele[gi]
	before := b.added[gi]
	b.added[gi] = len(g.Queue)
	changed := before != b.added[gi]
	if g.Final != nil {
		last := &g.Moves[len(g.Moves)-1]
		changed = changed || last.Hole < 0 || *g.Final != last.After
		b.setAwele(g.Final)
	}
	b.stores = g.Score
	if !changed {
		return
	}
	s := b.snapshot(KindAweleEnd)
	s.AweleGame, s.offset = gi+1, g.Moves[len(g.Moves)-1].Pos.Offset
	s.Label = fmt.Sprintf("Awélé %d · %s", gi+1, b.x.end)
	s.Note = b.x.aweleEnding(g, b.aweleOnly())
	b.steps = append(b.steps, s)
}

// aweleEnding describes how an Awélé game ended; alone tells that it is a
// standalone Awélé record, whose seeds give no powers.
func (x *lexicon) aweleEnding(g *validate.AweleGameTrace, alone bool) string {
	parts := []string{x.ending(g.Ending)}
	if g.Collected > 0 {
		parts = append(parts, i18n.T(x.ui, i18n.RCollects, x.sideName(g.Collector), g.Collected)) // Nord ramasse 4 graines
	}
	if g.Shared != [2]int{} {
		parts = append(parts, fmt.Sprintf(x.shared, g.Shared[0], g.Shared[1]))
	}
	if g.Removed > 0 {
		parts = append(parts, i18n.T(x.ui, i18n.RRemoved, g.Removed)) // 11 graines retirées
	}
	if alone {
		return fmt.Sprintf(x.aweleEnds, strings.Join(parts, ", "), g.Score[0], g.Score[1])
	}
	return fmt.Sprintf(x.gameEnds, g.Index, strings.Join(parts, ", "), g.Score[0], g.Score[1], x.count(len(g.Queue), x.power, x.powers))
}

// chessStep adds the step after one chess half-move.
func (b *builder) chessStep(p *validate.Ply) {
	if p.Power > 0 && p.AweleGame > 0 && p.AweleGame <= len(b.consumed) {
		gi := p.AweleGame - 1
		b.consumed[gi] = max(b.consumed[gi], min(p.Power, len(b.r.Awele[gi].Queue)))
		b.added[gi] = max(b.added[gi], b.consumed[gi])
	}
	b.chess = &p.After
	s := b.snapshot(KindChess)
	s.Ply, s.offset = p.Index, p.Pos.Offset
	s.written = [3]int{p.Pos.Line, p.Pos.Col, p.Len}
	num := fmt.Sprintf("%d.", p.MoveNumber)
	if p.Colour == movegen.Black {
		num = fmt.Sprintf("%d...", p.MoveNumber)
	}
	s.Label = num + " " + p.SAN + b.suffix(p.Pos.Offset)
	x := b.x
	mover := x.colourName(p.Colour)
	if p.Null {
		s.Null = kingSquare(&s.Pieces, p.Colour)
	} else if len(p.UCI) >= 4 {
		s.From, s.To = p.UCI[0:2], p.UCI[2:4]
	}
	if p.Check {
		s.Check = kingSquare(&s.Pieces, p.Colour.Other())
	}
	move := x.normalMove
	if p.Null {
		move = x.nullMove
	}
	switch {
	case p.Power > 0:
		owner := x.colourName(p.PowerColour)
		if p.PowerColour == p.Colour {
			s.Note = fmt.Sprintf(x.powerChose, p.Power, owner, owner, move)
		} else {
			s.Note = fmt.Sprintf(x.powerDecided, p.Power, owner, owner, mover, move)
		}
	case b.prevCheck && !b.r.Variant.PlainChess():
		// A plain chess game has no powers to leave unconsumed.
		s.Note = fmt.Sprintf(x.answersCheck, mover)
	}
	b.prevCheck = p.Check
	if p.Mate {
		if s.Note == "" {
			s.Note = strings.TrimLeft(x.checkmate, "; \u00a0") // checkmate alone
		} else {
			s.Note += x.checkmate
		}
	}
	b.steps = append(b.steps, s)
}

// Written returns where the move that led to s is written in the source:
// its line, byte column, length in bytes and byte offset in the file;
// zeros for a step with no move of its own (the start, an Awélé game's
// end, a move the replay refused).
func (s *Step) Written() (line, col, length, offset int) {
	if s.written[0] == 0 {
		return 0, 0, 0, 0
	}
	return s.written[0], s.written[1], s.written[2], s.offset
}

// kingSquare returns the square of the king of colour c on a board.
func kingSquare(board *[64]movegen.ColoredPiece, c movegen.Color) string {
	want := movegen.ColoredPiece{Piece: movegen.King, Color: c}
	for i, cp := range board {
		if cp == want {
			return squareName(i)
		}
	}
	return ""
}

// squareName names square index i (a1 = 0).
func squareName(i int) string { return string([]byte{byte('a' + i%8), byte('1' + i/8)}) }

// statuses writes each step's status line: who moves next, in which game,
// and whose power comes next.
func (b *builder) statuses() {
	for i := range b.steps {
		s := &b.steps[i]
		var next *Step
		if i+1 < len(b.steps) {
			next = &b.steps[i+1]
		}
		x := b.x
		var parts []string
		switch {
		case next == nil:
			parts = append(parts, b.final(s)...)
		case next.Kind == KindAwele || next.Kind == KindAweleEnd:
			g := next.AweleGame
			if s.AweleTurn != "" && next.Kind == KindAwele {
				parts = append(parts, fmt.Sprintf(x.aweleToMove, g, x.sideName(s.aweleTurn)))
			} else {
				parts = append(parts, fmt.Sprintf(x.aweleGame, g))
			}
		default:
			if s.Turn != "" {
				parts = append(parts, fmt.Sprintf(x.toMove, x.colourName(s.turn)))
			}
		}
		if s.Next >= 0 {
			next := movegen.White // the queue's letters are W and B
			if s.Dots[s.Next] == 'B' {
				next = movegen.Black
			}
			parts = append(parts, fmt.Sprintf(x.nextPower, x.colourName(next)))
		}
		s.Status = strings.Join(parts, " · ")
	}
}

// final describes the end of the record: its result and how it ended;
// when it has not ended (a study, a game left unfinished), who is to move,
// which says more than "*".
func (b *builder) final(s *Step) []string {
	r := b.r
	res := r.Result
	if res == "" {
		res = "*"
	}
	if r.Termination != "" && r.Termination != validate.TermUnterminated && r.Termination != validate.TermUnknown {
		return []string{res + " (" + b.x.termination(r.Termination) + ")"}
	}
	var parts []string
	if res != "*" {
		parts = append(parts, res)
	}
	if s.Turn != "" {
		parts = append(parts, fmt.Sprintf(b.x.toMove, b.x.colourName(s.turn)))
	}
	if len(parts) == 0 {
		parts = append(parts, res)
	}
	return parts
}

// nagSymbols are the symbols of the move NAGs $1 to $6.
var nagSymbols = [7]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

// attach hangs the main line's comments and the diagnostics on their steps.
func (b *builder) attach() {
	g := b.r.Game
	if g != nil {
		var comments []notation.Element
		for _, e := range g.Body {
			if e.Kind == notation.Comment {
				comments = append(comments, e)
			}
		}
		for _, c := range comments {
			i := b.stepBefore(c.Pos.Offset)
			b.steps[i].Comments = append(b.steps[i].Comments, strings.TrimSpace(c.Text))
		}
		for _, e := range g.Body {
			if e.Kind == notation.NAG && e.Number >= 1 && e.Number <= 6 {
				i := b.stepBefore(e.Pos.Offset)
				b.steps[i].Mark = nagSymbols[e.Number]
			}
		}
		last := len(b.steps) - 1
		for _, c := range g.Trailing {
			if c.Kind == notation.Comment {
				b.steps[last].Comments = append(b.steps[last].Comments, strings.TrimSpace(c.Text))
			}
		}
	}
	for di, d := range b.r.Diags {
		i := 0
		for j := range b.steps {
			s := &b.steps[j]
			if s.diag == di+1 || s.diag == 0 && ((d.Ply > 0 && s.Ply == d.Ply) || (d.AweleGame > 0 && d.AwelePly > 0 && s.AweleGame == d.AweleGame && s.AwelePly == d.AwelePly)) {
				i = j
				break
			}
		}
		b.steps[i].Diags = append(b.steps[i].Diags, d.StringIn(b.x.ui))
	}
}

// stepBefore returns the last step whose move stands before offset.
func (b *builder) stepBefore(offset int) int {
	at := 0
	for i := 1; i < len(b.steps); i++ {
		if b.steps[i].offset < offset {
			at = i
		}
	}
	return at
}

// Point names a point of a game to draw. The zero Point is not the final
// position: use Final.
type Point struct {
	// Ply is the chess half-move after which to draw (1-based); 0 means
	// just before the first half-move, after the Awélé game that feeds
	// it; negative means unset.
	Ply int
	// AweleGame (1-based, 0 for unset) and AwelePly name a point inside an
	// Awélé game: after its move AwelePly, or at its start when AwelePly
	// is 0.
	AweleGame, AwelePly int
}

// Final returns the Point of a game's last position.
func Final() Point { return Point{Ply: -1} }

// Find returns the index in steps of the step at point p.
func Find(steps []Step, p Point) (int, error) {
	if len(steps) == 0 {
		return 0, i18n.Errorf(i18n.RNoPosition)
	}
	switch {
	case p.AweleGame > 0:
		games, moves := 0, 0
		for i, s := range steps {
			if s.AweleGame != p.AweleGame || s.Kind != KindAwele {
				games = max(games, s.AweleGame)
				continue
			}
			moves = max(moves, s.AwelePly)
			if p.AwelePly == 0 {
				return max(i-1, 0), nil
			}
			if s.AwelePly == p.AwelePly {
				return i, nil
			}
		}
		if moves == 0 {
			return 0, i18n.Errorf(i18n.RNoAweleGame, p.AweleGame, games)
		}
		return 0, i18n.Errorf(i18n.RAweleMoves, p.AweleGame, moves, p.AwelePly)
	case p.Ply > 0:
		plies := 0
		for i, s := range steps {
			if s.Ply == p.Ply {
				return i, nil
			}
			plies = max(plies, s.Ply)
		}
		return 0, i18n.Errorf(i18n.RChessPlies, plies, p.Ply)
	case p.Ply == 0:
		for i, s := range steps {
			if s.Kind == KindChess {
				return max(i-1, 0), nil
			}
		}
	}
	// The final position: the last one reached (a refused move changes
	// nothing, and its error is told apart).
	last := len(steps) - 1
	for last > 0 && steps[last].Kind == KindFailed {
		last--
	}
	return last, nil
}
