package awechec

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// NodeKind says what a Node of a game's movetext is. It is the element's
// name in docs/FORMAT.md: "chess-move", "comment", "nag", "variation"...
type NodeKind string

// The kinds of movetext nodes.
const (
	MoveNode      NodeKind = "chess-move"    // a chess move in SAN (Text: Nf3+, Cf3+ in French)
	NullNode      NodeKind = "null-move"     // the null move (Text: 0, -- or Z0 as written)
	PowerNode     NodeKind = "power"         // a power token (Text: (3=B), or (3) without its colour)
	NumberNode    NodeKind = "move-number"   // a move number (Text: 12. or 12...)
	CommentNode   NodeKind = "comment"       // a comment (Text: its text, without the braces)
	NAGNode       NodeKind = "nag"           // a numeric annotation glyph (NAG: its number)
	VariationNode NodeKind = "variation"     // a variation (Variation: its nodes)
	SectionNode   NodeKind = "section"       // an Awélé or chess section keyword (Text: as written)
	AweleNode     NodeKind = "awele-move"    // an Awélé sowing (Text: E, or E(3) with its capture count)
	CaptureNode   NodeKind = "capture-event" // a capture event of a captures-only section (Text: B3)
	EscapeNode    NodeKind = "escape"        // a % line (Text: without the %)
	OtherNode     NodeKind = "other"         // an Awélé score or an unrecorded rest (Text: 8-32, ...)
)

// Node is one element of a game's movetext, as written: a move, a power
// token, a comment, a NAG, a variation... Game.Movetext returns them;
// edited (a comment's text changed, a NAG or a variation added, a move
// replaced), Game.WithMovetext makes a game of them. A node read from a
// record and left unchanged is written back exactly as it was read.
type Node struct {
	// Kind says what the node is.
	Kind NodeKind
	// Text is the node as AGN writes it (see the kinds); for a comment,
	// its text. Changing a move's Text replaces the move (it is read
	// again, as ParseNode reads it).
	Text string
	// Suffix is a move's suffix annotation: !, ?, !!, ??, !? or ?!.
	Suffix string
	// NAG is a NAG node's number ($1 is 1).
	NAG int
	// Variation holds a variation's nodes.
	Variation []Node

	el notation.Element // the element read; Kind 0 for a node made here
}

// Comment returns a comment node of text.
func Comment(text string) Node {
	return Node{Kind: CommentNode, Text: text, el: notation.Element{Kind: notation.Comment, Text: text}}
}

// NAG returns the node of the numeric annotation glyph $n (1 is !, 2 is
// ?...; 0 to 255).
func NAG(n int) Node {
	return Node{Kind: NAGNode, NAG: n, Text: "$" + strconv.Itoa(n), el: notation.Element{Kind: notation.NAG, Number: n}}
}

// Variation returns a variation node holding nodes: an alternative to the
// move before it.
func Variation(nodes ...Node) Node {
	return Node{Kind: VariationNode, Variation: nodes, el: notation.Element{Kind: notation.Variation}}
}

// ParseNode reads one token of AGN movetext as a node: a move in SAN in
// any notation language ("Nf3", "Cf3!"), the null move ("0", "--"), a
// power token ("(3=B)"), a move number ("12."), a comment ("{text}") or a
// NAG ("$1"). An error (a *ParseError) says why text is not one such
// token.
func ParseNode(text string) (Node, error) {
	g := grammar.ParseGame([]byte(text), "", 1)
	if len(g.Diags) > 0 || len(g.Body) != 1 || g.Result.Text != "" {
		return Node{}, &ParseError{Text: text}
	}
	return nodeOf(&g.Body[0]), nil
}

// ParseError is ParseNode's error: Text is not one token of movetext.
type ParseError struct{ Text string }

// Error says which text was not one token, in English.
func (e *ParseError) Error() string { return e.Message(English) }

// Message says which text was not one token, in l.
func (e *ParseError) Message(l Lang) string {
	return i18n.M(i18n.APINotOneNode, e.Text).In(l)
}

// Movetext returns the game's movetext, before the result, as nodes: a
// copy, which the caller may edit (Game.WithMovetext makes a game of it).
func (g *Game) Movetext() []Node { return nodesOf(g.record.Body) }

func nodesOf(els []notation.Element) []Node {
	nodes := make([]Node, len(els))
	for i := range els {
		nodes[i] = nodeOf(&els[i])
	}
	return nodes
}

func nodeOf(e *notation.Element) Node {
	n := Node{Kind: kindOf(e.Kind), Text: textOf(e), Suffix: e.Suffix, el: *e}
	switch e.Kind {
	case notation.NAG:
		n.NAG = e.Number
	case notation.Variation:
		n.Variation = nodesOf(e.Children)
		n.el.Children = nil
	}
	return n
}

func kindOf(k notation.Kind) NodeKind {
	switch k {
	case notation.SectionMark:
		return SectionNode
	case notation.MoveNumber:
		return NumberNode
	case notation.AweleMove:
		return AweleNode
	case notation.CaptureEvent:
		return CaptureNode
	case notation.Power:
		return PowerNode
	case notation.ChessMove:
		return MoveNode
	case notation.NullMove:
		return NullNode
	case notation.Comment:
		return CommentNode
	case notation.NAG:
		return NAGNode
	case notation.Variation:
		return VariationNode
	case notation.Escape:
		return EscapeNode
	}
	return OtherNode
}

// textOf is a node's Text: the element as AGN writes it (a comment's and
// an escape's text only).
func textOf(e *notation.Element) string {
	switch e.Kind {
	case notation.ChessMove:
		return e.SAN.String()
	case notation.NullMove:
		if e.Text == "" {
			return "0"
		}
	case notation.MoveNumber:
		if e.Black {
			return strconv.Itoa(e.Number) + "..."
		}
		return strconv.Itoa(e.Number) + "."
	case notation.Power:
		if e.Colour == 0 {
			return fmt.Sprintf("(%d)", e.Number)
		}
		return fmt.Sprintf("(%d=%c)", e.Number, e.Colour)
	case notation.AweleMove:
		if e.Count >= 0 {
			return fmt.Sprintf("%c(%d)", e.Hole, e.Count)
		}
		return string(e.Hole)
	case notation.CaptureEvent:
		return fmt.Sprintf("%c%d", e.Colour, e.Count)
	case notation.NAG:
		return "$" + strconv.Itoa(e.Number)
	case notation.AweleScore:
		return fmt.Sprintf("%d-%d", e.Score[0], e.Score[1])
	case notation.Unrecorded:
		return "..."
	}
	return e.Text
}

// element is the node as an element of a record: the element read when
// the node is unchanged, else the node's new text, NAG, suffix or
// variation.
func (n *Node) element() (notation.Element, error) {
	e := n.el
	switch {
	case n.Kind == VariationNode:
		e.Kind = notation.Variation
		var err error
		if e.Children, err = elementsOf(n.Variation); err != nil {
			return e, err
		}
	case n.Kind == CommentNode:
		e.Kind, e.Text = notation.Comment, n.Text
		e.LineComment = e.LineComment && n.Text == n.el.Text
	case n.Kind == NAGNode:
		e.Kind, e.Number = notation.NAG, n.NAG
	case e.Kind == 0 || n.Kind != kindOf(e.Kind) || n.Text != textOf(&e):
		m, err := ParseNode(n.Text)
		if err != nil {
			return e, err
		}
		e = m.el
	}
	if e.Kind == notation.ChessMove || e.Kind == notation.NullMove || e.Kind == notation.AweleMove || e.Kind == notation.CaptureEvent {
		e.Suffix = n.Suffix
	}
	return e, nil
}

func elementsOf(nodes []Node) ([]notation.Element, error) {
	els := make([]notation.Element, len(nodes))
	for i := range nodes {
		var err error
		if els[i], err = nodes[i].element(); err != nil {
			return nil, err
		}
	}
	return els, nil
}

// WithMovetext returns a game with the tags and result of g and nodes as
// its movetext (g is unchanged): the record is written in AGN and read
// again, so that the new game's diagnostics place each node in that
// text (Game.Source). Its Check and Replay judge the edited moves. A
// node whose Text is not one token (see ParseNode) is an error.
func (g *Game) WithMovetext(nodes []Node) (*Game, error) {
	body, err := elementsOf(nodes)
	if err != nil {
		return nil, err
	}
	rec := *g.record
	rec.Body = body
	var b bytes.Buffer
	if err := convert.WriteAGN(&b, &rec, convert.Options{}); err != nil {
		return nil, err
	}
	read := grammar.ParseGame(b.Bytes(), g.File, 1)
	read.Index = g.record.Index
	for _, d := range read.Diags {
		if d.Severity == diag.Error {
			return nil, &ParseError{Text: b.String()}
		}
	}
	return &Game{File: g.File, Format: AGN, record: read, strict: g.strict}, nil
}

// Source returns the game's text as read (AGN; the PGN or OGN text for a
// game read in those formats is the record as the reader rebuilt it).
func (g *Game) Source() string { return string(g.record.Source) }
