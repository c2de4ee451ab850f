package archive

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/table"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/stats"
	"github.com/awechec/awechec/internal/validate"
)

// Step is one move of a line of play in a tree: Move is its text (English
// SAN, "0" for the null move, or an Awélé hole letter, South's A..F and
// North's a..f), Power the colour of the power it consumed, "W", "B" or
// "" (none, or an Awélé move).
type Step struct {
	Move  string `json:"move"`
	Power string `json:"power,omitempty"`
	// side is the mover: 0 White (South), 1 Black (North); the Elo and
	// performance columns are the mover's.
	side int8
	// eco is the ECO code of the position the move reaches when
	// lichess's table has it.
	eco string
}

// String writes the step as the tree shows it: "(W) e4", "(B) 0", "D".
func (s Step) String() string {
	if s.Power == "" {
		return s.Move
	}
	return "(" + s.Power + ") " + s.Move
}

// ChessLine returns the chess half-moves of the main line from the first
// position that from matches (the start when from is nil), at most depth
// of them (all when depth <= 0); ok is false when the game never reaches
// from, or has no chess game (a standalone Awélé record). The report must
// trace boards (Level Boards).
func ChessLine(r *validate.Report, from *FENPattern, depth int) (steps []Step, ok bool) {
	if !HasChess(r) {
		return nil, false
	}
	start := 0
	if from == nil && !FromStart(r) {
		// A game played from a set-up (odds, a study) never reaches
		// the start.
		return nil, false
	}
	if from != nil {
		start = -1
		if r.Start != nil && from.Matches(r.Start) {
			start = 0
		}
		for i := 0; start < 0 && i < len(r.Plies); i++ {
			if from.Matches(&r.Plies[i].After) {
				start = i + 1
			}
		}
		if start < 0 {
			return nil, false
		}
	}
	for i := start; i < len(r.Plies) && (depth <= 0 || len(steps) < depth); i++ {
		p := &r.Plies[i]
		m := p.English
		if p.Null {
			m = "0"
		}
		st := Step{Move: m, Power: p.PowerLetter(), side: int8(p.Colour & 1)}
		if o, ok := eco.Lichess().Lookup(&p.After); ok {
			st.eco = o.ECO
		}
		steps = append(steps, st)
	}
	return steps, true
}

// LineStop is the validate.Options.Stop of a replay for ChessLine: it
// ends the replay once depth half-moves follow the first position from
// matches (the start when from is nil), or once from is out of reach
// (FENPattern.Unreachable); nil when depth <= 0 (the whole line).
func LineStop(from *FENPattern, depth int) func(*validate.Report) bool {
	if depth <= 0 {
		return nil
	}
	if from == nil {
		return func(r *validate.Report) bool { return len(r.Plies) >= depth }
	}
	found := -1 // plies before the position matched
	return func(r *validate.Report) bool {
		n := len(r.Plies)
		if found < 0 && n == 1 && r.Start != nil && from.Matches(r.Start) {
			found = 0
		}
		if found < 0 {
			pos := &r.Plies[n-1].After
			switch {
			case from.Matches(pos):
				found = n
			case from.Unreachable(pos):
				return true
			}
		}
		return found >= 0 && n >= found+depth
	}
}

// startKey is the key of chess's start position, worked out when first
// asked (not at start: making a position fills movegen's tables).
var startKey = sync.OnceValue(func() uint64 { p := movegen.Start(); return engine.PositionKey(&p) })

// FromStart tells whether the chess game starts from chess's start
// position (a FEN tag may set it up: an odds game does not).
func FromStart(r *validate.Report) bool {
	return r.Start == nil || engine.PositionKey(r.Start) == startKey()
}

// AweleLine returns the moves of the first Awélé game, at most depth of
// them (all when depth <= 0), as hole letters with South's holes A..F and
// North's a..f whatever the record's letter case; ok is false when the game
// has no Awélé game or its first one records captures only.
func AweleLine(r *validate.Report, depth int) (steps []Step, ok bool) {
	if len(r.Awele) == 0 || r.Awele[0].CapturesOnly {
		return nil, false
	}
	for _, m := range r.Awele[0].Moves {
		if depth > 0 && len(steps) == depth {
			break
		}
		steps = append(steps, Step{Move: string(awele.HoleLetter(m.Hole, awele.SouthUpper)), side: int8(m.Side & 1)})
	}
	return steps, true
}

// Score counts games by result: White (South) won, drawn, Black (North)
// won, and unfinished or unknown.
type Score struct {
	Games int `json:"games"`
	White int `json:"white"`
	Draws int `json:"draws"`
	Black int `json:"black"`
	Other int `json:"other"`
}

func (s *Score) add(result string) {
	s.Games++
	switch result {
	case "1-0":
		s.White++
	case "0-1":
		s.Black++
	case "1/2-1/2":
		s.Draws++
	default:
		s.Other++
	}
}

// Percent is White's score in percent over the finished games (a draw is
// half a point); 0 when none is finished.
func (s Score) Percent() float64 {
	n := s.White + s.Draws + s.Black
	if n == 0 {
		return 0
	}
	return 100 * (float64(s.White) + float64(s.Draws)/2) / float64(n)
}

// Node is a position of the tree: the move that leads to it, the games
// that went through it, and the moves played from it.
type Node struct {
	Step
	Score
	Movers
	Children []*Node `json:"children,omitempty"`
	index    map[Step]*Node
}

// GameInfo is what a game tells the tree's player columns: each side's
// Elo (0 when unknown: the WhiteElo and BlackElo tags) and the year of
// its Date (0 when unknown).
type GameInfo struct {
	Elo  [2]int
	Year int
}

// InfoOf reads a game's GameInfo from its tags.
func InfoOf(g *notation.Game) GameInfo {
	var i GameInfo
	i.Elo[0], _ = TagNumber(g, "WhiteElo")
	i.Elo[1], _ = TagNumber(g, "BlackElo")
	i.Year, _ = GameYear(g)
	return i
}

// Movers sums what SCID's tree shows of the games through a move, as
// seen by the side that played it: its players' average Elo, their
// performance (the opponents' average Elo + 400 × (wins − losses) /
// games, over the finished games whose opponent has an Elo) and the
// years the move was played in.
type Movers struct {
	eloSum, eloN        int
	oppSum, perfN, net  int
	yearSum, yearN      int
	FirstYear, LastYear int `json:"-"`
}

// add counts one game whose mover is side.
func (p *Movers) count(side int8, result string, info GameInfo) {
	me, opp := info.Elo[side&1], info.Elo[1-side&1]
	if me > 0 {
		p.eloSum += me
		p.eloN++
	}
	if opp > 0 {
		if pts, ok := moverPoints(side, result); ok {
			p.oppSum += opp
			p.perfN++
			p.net += pts
		}
	}
	if y := info.Year; y > 0 {
		p.yearSum += y
		p.yearN++
		if p.FirstYear == 0 || y < p.FirstYear {
			p.FirstYear = y
		}
		p.LastYear = max(p.LastYear, y)
	}
}

// moverPoints is +1 for a win of the side, -1 for a loss, 0 for a draw;
// ok is false for an unfinished game.
func moverPoints(side int8, result string) (int, bool) {
	w := 0
	switch result {
	case "1-0":
		w = 1
	case "0-1":
		w = -1
	case "1/2-1/2":
	default:
		return 0, false
	}
	if side&1 == 1 {
		w = -w
	}
	return w, true
}

// AvgElo is the average Elo of the movers that have one (0: none has).
func (p Movers) AvgElo() int { return avg(p.eloSum, p.eloN) }

// Performance is the movers' performance rating (0: no finished game
// against an opponent with an Elo).
func (p Movers) Performance() int {
	return stats.Performance(p.oppSum, p.perfN, p.net)
}

// AvgYear is the average year of the games with a known date (0: none).
func (p Movers) AvgYear() int { return avg(p.yearSum, p.yearN) }

// avg is sum/n rounded to the nearest, 0 when n is 0.
func avg(sum, n int) int {
	if n == 0 {
		return 0
	}
	if sum < 0 {
		return -avg(-sum, n)
	}
	return (2*sum + n) / (2 * n)
}

// Tree is an opening tree: the moves played from a position across a
// collection, each with the games that played it and their results.
type Tree struct {
	Root Node
}

// Add adds a game's line from the tree's position, its result and its
// players' Elo and year.
func (t *Tree) Add(steps []Step, result string, info GameInfo) {
	n := &t.Root
	n.add(result)
	for _, s := range steps {
		k := s
		k.eco = "" // the same move from the same position reaches the same one
		c := n.index[k]
		if c == nil {
			if n.index == nil {
				n.index = map[Step]*Node{}
			}
			c = &Node{Step: s}
			n.index[k] = c
			n.Children = append(n.Children, c)
		}
		c.add(result)
		c.Movers.count(s.side, result, info)
		n = c
	}
}

// sortTree orders every node's moves by games played, most first, then by
// their text.
func sortTree(n *Node) {
	sort.SliceStable(n.Children, func(i, j int) bool {
		a, b := n.Children[i], n.Children[j]
		if a.Games != b.Games {
			return a.Games > b.Games
		}
		return a.Step.String() < b.Step.String()
	})
	for _, c := range n.Children {
		sortTree(c)
	}
}

// prune drops the moves played in fewer than min games.
func prune(n *Node, min int) {
	kept := n.Children[:0]
	for _, c := range n.Children {
		if c.Games >= min {
			prune(c, min)
			kept = append(kept, c)
		}
	}
	n.Children = kept
}

// Finish sorts the tree and drops the moves played in fewer than min games;
// call it once every game is added.
func (t *Tree) Finish(min int) {
	sortTree(&t.Root)
	if min > 1 {
		prune(&t.Root, min)
	}
}

// WriteText writes the tree as a table for a person, the moves of each
// level indented under the move they follow; from names the position.
func (t *Tree) WriteText(w io.Writer, from string) error {
	return t.WriteTextIn(w, from, i18n.English)
}

// WriteTextIn is WriteText in language l.
func (t *Tree) WriteTextIn(w io.Writer, from string, l i18n.Lang) error {
	r := t.Root.Score
	if _, err := fmt.Fprintln(w, i18n.T(l, i18n.ArcTreeHeader, from, r.Games, r.White, r.Draws, r.Black, r.Percent())); err != nil {
		return err
	}
	if len(t.Root.Children) == 0 {
		return nil
	}
	t2 := func(k i18n.Key, args ...any) string { return i18n.T(l, k, args...) }
	more := strings.Fields(t2(i18n.ArcTreeMoreColumns)) // ECO elo perf year
	tb := table.New(table.Column{Head: t2(i18n.ArcTreeMove), Align: table.Left}, table.Column{Head: t2(i18n.ArcTreeGames)},
		table.Column{Head: "1-0"}, table.Column{Head: "½-½"}, table.Column{Head: "0-1"},
		table.Column{Head: t2(i18n.ArcTreeScore), Legend: t2(i18n.ArcTreeLegend)},
		table.Column{Head: more[0]}, table.Column{Head: more[1]}, table.Column{Head: more[2]}, table.Column{Head: more[3]})
	var add func(n *Node, depth int, code string)
	add = func(n *Node, depth int, code string) {
		for _, c := range n.Children {
			score := "-" // no game finished
			if c.White+c.Draws+c.Black > 0 {
				score = i18n.Percent(c.Percent()).In(l)
			}
			// The ECO code of the position reached (or of the last one
			// before it the table names), the movers' average Elo and
			// performance, the average year: "-" when unknown.
			code := cmpOr(c.eco, code)
			tb.Add(strings.Repeat("  ", depth)+c.Step.String(), t2(i18n.SCount, c.Games), t2(i18n.SCount, c.White),
				t2(i18n.SCount, c.Draws), t2(i18n.SCount, c.Black), score,
				cmpOr(code, "-"), number(c.AvgElo()), number(c.Performance()), number(c.AvgYear()))
			add(c, depth+1, code)
		}
	}
	add(&t.Root, 0, "")
	return tb.Write(w)
}

// cmpOr is the first of a and b that is not empty.
func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// number writes a figure of the tree's player columns (an Elo, a year:
// no thousands separator), "-" for none.
func number(n int) string {
	if n == 0 {
		return "-"
	}
	return strconv.Itoa(n)
}

// jsonTree is the JSON form of a tree (docs/SELECT.md).
func round1(f float64) float64 { return float64(int(f*10+0.5)) / 10 }

// WriteJSON writes the tree as one JSON object, indented by two spaces,
// each move with its "moves" after it: {"from", "games", "white",
// "draws", "black", "other", "score", "moves": [{"move", "power" (when
// one was consumed), "games", ..., "score", "moves" (when it has some)}]}.
// It is written as it is walked, with no allocation per line: nothing but
// the path being written is held (tree --depth 1000 --format json built
// the whole text in memory, nested one level per half-move, so that it
// grew with the square of the depth).
func (t *Tree) WriteJSON(w io.Writer, from string) error {
	j := jsonWriter{w: bufio.NewWriterSize(w, 1<<16)}
	j.object(&t.Root, "", from, "", true)
	j.w.WriteByte('\n')
	return j.w.Flush()
}

// jsonWriter writes a tree's JSON: the text encoding/json writes with
// SetIndent("", "  ") and SetEscapeHTML(false).
type jsonWriter struct {
	w   *bufio.Writer
	num []byte
	str bytes.Buffer  // a string as JSON, by enc
	enc *json.Encoder // HTML characters left as they are
	// spaces holds the indentation of the deepest level so far.
	spaces string
}

// indent is n spaces, sliced from one string grown as needed: a string
// made for each level would cost the square of the depth.
func (j *jsonWriter) indent(n int) string {
	if len(j.spaces) < n {
		j.spaces = strings.Repeat(" ", 2*n)
	}
	return j.spaces[:n]
}

// object writes n's object, its lines indented by ind: the tree's (root,
// with from and its "moves" even when empty) or a move's.
func (j *jsonWriter) object(n *Node, ind, from, code string, root bool) {
	j.w.WriteByte('{')
	first := true
	field := func(name string) {
		if !first {
			j.w.WriteByte(',')
		}
		first = false
		j.w.WriteByte('\n')
		j.w.WriteString(ind)
		j.w.WriteString("  \"")
		j.w.WriteString(name)
		j.w.WriteString("\": ")
	}
	text := func(name, v string) {
		field(name)
		if j.enc == nil {
			j.enc = json.NewEncoder(&j.str)
			j.enc.SetEscapeHTML(false)
		}
		j.str.Reset()
		j.enc.Encode(v)
		j.w.Write(bytes.TrimSuffix(j.str.Bytes(), []byte("\n")))
	}
	num := func(name string, v int) {
		field(name)
		j.num = strconv.AppendInt(j.num[:0], int64(v), 10)
		j.w.Write(j.num)
	}
	if root {
		text("from", from)
	} else {
		text("move", n.Move)
		if n.Power != "" {
			text("power", n.Power)
		}
	}
	num("games", n.Games)
	num("white", n.White)
	num("draws", n.Draws)
	num("black", n.Black)
	num("other", n.Other)
	field("score")
	j.num = strconv.AppendFloat(j.num[:0], round1(n.Percent()), 'f', -1, 64)
	j.w.Write(j.num)
	if !root {
		// The ECO code of the position reached, or of the last one
		// before it that lichess's table names; the movers' average Elo
		// and performance, the games' average, first and last years:
		// absent when unknown.
		if code = cmpOr(n.eco, code); code != "" {
			text("eco", code)
		}
		for _, f := range []struct {
			name string
			v    int
		}{{"elo", n.AvgElo()}, {"performance", n.Performance()}, {"year", n.AvgYear()}, {"first_year", n.FirstYear}, {"last_year", n.LastYear}} {
			if f.v != 0 {
				num(f.name, f.v)
			}
		}
	}
	if len(n.Children) > 0 || root {
		field("moves")
		j.w.WriteByte('[')
		in := j.indent(len(ind) + 4)
		for i, c := range n.Children {
			if i > 0 {
				j.w.WriteByte(',')
			}
			j.w.WriteByte('\n')
			j.w.WriteString(in)
			j.object(c, in, "", code, false)
		}
		if len(n.Children) > 0 {
			j.w.WriteByte('\n')
			j.w.WriteString(ind)
			j.w.WriteString("  ")
		}
		j.w.WriteByte(']')
	}
	j.w.WriteByte('\n')
	j.w.WriteString(ind)
	j.w.WriteByte('}')
}

// Translate writes every chess move of the tree in the letters of lang:
// piece and promotion letters, and the power colour letters when the
// language has its own (French B and N); English when lang is unknown.
// Awélé holes stay as they are.
func (t *Tree) Translate(lang notation.Language) {
	to, ok := notation.Table(lang)
	en, _ := notation.Table(notation.English)
	if !ok || lang == notation.English {
		return
	}
	piece := func(c byte) byte {
		for i, l := range en.Pieces {
			if l == c {
				return to.Pieces[i]
			}
		}
		return c
	}
	var walk func(n *Node)
	walk = func(n *Node) {
		for _, c := range n.Children {
			if c.Power != "" {
				m := []byte(c.Move)
				if len(m) > 0 && m[0] >= 'A' && m[0] <= 'Z' && m[0] != 'O' {
					m[0] = piece(m[0])
				}
				for i := 1; i < len(m); i++ {
					if m[i-1] == '=' {
						m[i] = piece(m[i])
					}
				}
				c.Move = string(m)
				if to.White != 0 {
					if c.Power == "W" {
						c.Power = string(to.White)
					} else if c.Power == "B" {
						c.Power = string(to.Black)
					}
				}
			}
			walk(c)
		}
	}
	walk(&t.Root)
}
