package archive

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// Step is one move of a line of play in a tree: Move is its text (English
// SAN, "0" for the null move, or an Awélé hole letter, South's A..F and
// North's a..f), Power the colour of the power it consumed, "W", "B" or
// "" (none, or an Awélé move).
type Step struct {
	Move  string `json:"move"`
	Power string `json:"power,omitempty"`
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
		steps = append(steps, Step{Move: m, Power: p.PowerLetter()})
	}
	return steps, true
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
		steps = append(steps, Step{Move: string(awele.HoleLetter(m.Hole, awele.SouthUpper))})
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
	Children []*Node `json:"children,omitempty"`
	index    map[Step]*Node
}

// Tree is an opening tree: the moves played from a position across a
// collection, each with the games that played it and their results.
type Tree struct {
	Root Node
}

// Add adds a game's line from the tree's position and its result.
func (t *Tree) Add(steps []Step, result string) {
	n := &t.Root
	n.add(result)
	for _, s := range steps {
		c := n.index[s]
		if c == nil {
			if n.index == nil {
				n.index = map[Step]*Node{}
			}
			c = &Node{Step: s}
			n.index[s] = c
			n.Children = append(n.Children, c)
		}
		c.add(result)
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
	r := t.Root.Score
	l := i18n.Default()
	if _, err := fmt.Fprintln(w, i18n.T(l, i18n.ArcTreeHeader, from, r.Games, r.White, r.Draws, r.Black, r.Percent())); err != nil {
		return err
	}
	if len(t.Root.Children) == 0 {
		return nil
	}
	cols := strings.Fields(i18n.T(l, i18n.ArcTreeColumns)) // move games white draws black score
	width := len([]rune(cols[0]))
	var measure func(n *Node, depth int)
	measure = func(n *Node, depth int) {
		for _, c := range n.Children {
			width = max(width, 2*depth+len([]rune(c.Step.String())))
			measure(c, depth+1)
		}
	}
	measure(&t.Root, 0)
	if _, err := fmt.Fprintf(w, "%-*s %6s %6s %6s %6s %7s\n", width, cols[0], cols[1], cols[2], cols[3], cols[4], cols[5]); err != nil {
		return err
	}
	var write func(n *Node, depth int) error
	write = func(n *Node, depth int) error {
		for _, c := range n.Children {
			label := strings.Repeat("  ", depth) + c.Step.String()
			pad := width - len([]rune(label))
			if _, err := fmt.Fprintf(w, "%s%s %6d %6d %6d %6d %6.1f%%\n", label, strings.Repeat(" ", pad),
				c.Games, c.White, c.Draws, c.Black, c.Percent()); err != nil {
				return err
			}
			if err := write(c, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return write(&t.Root, 0)
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
	j.object(&t.Root, "", from, true)
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
func (j *jsonWriter) object(n *Node, ind, from string, root bool) {
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
			j.object(c, in, "", false)
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
