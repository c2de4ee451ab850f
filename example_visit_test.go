package awechec_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/awechec/awechec"
)

// moves is a Visitor that prints the main line of the games White won,
// with their comments, and passes over the other games unread and over
// every variation (python-chess: a BaseVisitor whose end_headers and
// begin_variation return SKIP).
type moves struct {
	result string
	line   []string
}

func (m *moves) BeginGame() { m.result, m.line = "", nil }

func (m *moves) Tag(name, value string) {
	if name == "Result" {
		m.result = value
	}
}

func (m *moves) EndTags() awechec.Skip { return awechec.Skip(m.result != "1-0") }

func (m *moves) Element(n awechec.Node) {
	switch n.Kind {
	case awechec.MoveNode:
		m.line = append(m.line, n.Text+n.Suffix)
	case awechec.CommentNode:
		m.line = append(m.line, "{"+n.Text+"}")
	}
}

func (m *moves) BeginVariation() awechec.Skip { return awechec.Pass }
func (m *moves) EndVariation()                {}
func (m *moves) Result(string)                {}

func (m *moves) EndGame(g *awechec.Game) {
	if g == nil {
		fmt.Println("passed over")
		return
	}
	fmt.Printf("game %d: %s, valid %t\n", g.Index(), strings.Join(m.line, " "), g.Check().Valid)
}

// Visit the games of a file, reading only those whose tags say White won
// (python-chess: chess.pgn.read_game(f, Visitor=...)).
func ExampleReader_Visit() {
	const record = `[Result "0-1"]
[Variant "Standard"]
1. f3 e5 2. g4 Qh4# 0-1

[Result "1-0"]
[Variant "Standard"]
1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 (3... g6) 4. Qxf7# {the scholar's mate} 1-0
`
	rd := awechec.NewReader(strings.NewReader(record), "", awechec.PGN)
	if err := rd.Visit(&moves{}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// passed over
	// game 2: e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7# {the scholar's mate}, valid true
}

// Index a file by its tags without reading the moves (python-chess:
// chess.pgn.read_headers).
func ExampleReader_NextHeaders() {
	const record = `[Event "Club"]
[White "Dupont"]
[Black "Martin"]
[Variant "Standard"]
1. e4 e5 2. Nf3 Nc6 *

[Event "Club"]
[White "Martin"]
[Black "Durand"]
[Variant "Standard"]
1. d4 d5 *
`
	rd := awechec.NewReader(strings.NewReader(record), "", awechec.AGN)
	for {
		tags, err := rd.NextHeaders()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		var players []string
		for _, t := range tags {
			if t.Name == "White" || t.Name == "Black" {
				players = append(players, t.Name+": "+t.Value)
			}
		}
		fmt.Println(strings.Join(players, ", "))
	}
	// Output:
	// White: Dupont, Black: Martin
	// White: Martin, Black: Durand
}
