package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// tree is a game as the grammar reads it (grammar_test.go), whichever
// parser read it: the nodes built by hand (handTree), or in the tests
// participle's AST turned into the same nodes (fromAST). build gives it
// its meaning. Its nodes hold no pointers (they index toks and nodes), so that a tree costs the
// garbage collector nothing and its buffers are reused from game to game.
type tree struct {
	toks       []lexer.Token // the movetext's tokens, which nodes index
	nodes      []node        // every node of the movetext
	moves      span          // the Movetext production: elements, then sections
	size       int           // tokens of the movetext outside variations (0: not counted)
	lead, tags []lexer.Token
	result     *lexer.Token
	trailing   []lexer.Token
	// kept is the index of the first token the tree leaves out after a
	// syntax error (the opener of the variation still open, else the
	// unexpected token; cut).
	kept int
}

// span is a run of tokens or nodes: n of them from at.
type span struct{ at, n int }

// prod names a production of the grammar.
type prod uint8

const (
	pText prod = iota + 1
	pVariation
	pSection
	pMoveNumber
	pHalfMove
	pAweleMove
	pCaptureEvent
	pScore
	pUnrecorded
	pAnnotation
)

// node is one production of the movetext: its tokens in order (a
// variation's: its opening bracket; a section's: its keyword) and, for a
// variation or a section, the nodes it holds (a variation's: elements, then
// sections; a section's: elements).
type node struct {
	prod    prod
	bracket bool // a variation in [ ]
	toks    span
	kids    span
	end     int // a variation: file offset just after its closing bracket
}

// tokens returns the tokens of a node.
func (t *tree) tokens(n *node) []lexer.Token { return t.toks[n.toks.at : n.toks.at+n.toks.n] }

// kids returns the nodes of a span.
func (t *tree) kids(s span) []node { return t.nodes[s.at : s.at+s.n] }

// startsElement gives the production an element starting with a token of
// type tt stands for, 0 if none.
func startsElement(tt lexer.TokenType) prod {
	switch tt {
	case tComment, tLineComment, tEscape:
		return pText
	case tMoveNumber:
		return pMoveNumber
	case tPower, tSAN, tCastle, tNull:
		return pHalfMove
	case tHole:
		return pAweleMove
	case tCapture, tPowerItem, tColours:
		return pCaptureEvent
	case tScore:
		return pScore
	case tEllipsis:
		return pUnrecorded
	case tSuffix, tNAG, tSign, tMate, tEnPassant:
		return pAnnotation
	}
	return 0
}

func isAnnotation(tt lexer.TokenType) bool {
	return tt == tSuffix || tt == tNAG || tt == tSign || tt == tMate || tt == tEnPassant
}

func isChessMove(tt lexer.TokenType) bool { return tt == tSAN || tt == tCastle || tt == tNull }

// treeBuf holds the buffers fastTree reuses from game to game.
type treeBuf struct {
	nodes, work []node
	opens       []opening
}

// opening is a variation being read: its opening bracket's token, and
// where its nodes begin in the work list.
type opening struct{ tok, work int }

// fastTree builds the tree of a token stream by hand, as the grammar reads
// it (FuzzFastPath checks that it builds participle's tree). It reports
// false on any syntax error (handTree says where). buf, if not nil,
// holds buffers to reuse.
func fastTree(toks []lexer.Token, buf *treeBuf) (tree, bool) {
	t, bad := handTree(toks, buf)
	return t, bad < 0
}

// handTree is fastTree returning, on a syntax error, the index of the
// token the grammar cannot take (participle's unexpected token) and the
// tree participle reads up to it (TestHandErrorIsParticiples and
// FuzzFastPath compare both); -1 when the text has none.
func handTree(toks []lexer.Token, buf *treeBuf) (tree, int) {
	if buf == nil {
		buf = &treeBuf{}
	}
	t := tree{toks: toks}
	i := 0
	for isText(toks[i].Type) {
		i++
	}
	t.lead = toks[:i]
	j := i
	for toks[i].Type == tTag || toks[i].Type == tBadTag {
		i++
	}
	t.tags = toks[j:i]
	// work holds the nodes of the variations being read, each after the
	// one it stands in: a closed variation's nodes go to nodes.
	nodes, work, opens := buf.nodes[:0], buf.work[:0], buf.opens[:0]
	defer func() { buf.nodes, buf.work, buf.opens = nodes, work, opens }()
loop:
	for {
		tok := &toks[i]
		switch tok.Type {
		case lexer.EOF, tResult:
			break loop
		case tPunct:
			switch tok.Value {
			case "(", "[":
				opens = append(opens, opening{tok: i, work: len(work)})
			default:
				n := len(opens)
				if n == 0 || closerOf(toks[opens[n-1].tok].Value) != tok.Value {
					nodes = t.cut(nodes, work, opens, i)
					return t, stuckAt(opens, i)
				}
				o := opens[n-1]
				opens = opens[:n-1]
				v := node{prod: pVariation, bracket: toks[o.tok].Value == "[", toks: span{o.tok, 1}, end: tok.Pos.Offset + 1}
				nodes, v.kids = movetextOf(nodes, work[o.work:])
				work = append(work[:o.work], v)
				if len(opens) == 0 {
					t.size++
				}
			}
			i++
			continue
		case tSection:
			work = append(work, node{prod: pSection, toks: span{i, 1}})
			if len(opens) == 0 {
				t.size++
			}
			i++
			continue
		}
		p := startsElement(tok.Type)
		if p == 0 {
			nodes = t.cut(nodes, work, opens, i)
			return t, stuckAt(opens, i)
		}
		j := i + 1
		switch p {
		case pMoveNumber:
			if toks[j].Type == tEllipsis {
				j++
			}
		case pHalfMove:
			if tok.Type == tPower {
				if !isChessMove(toks[j].Type) {
					break
				}
				j++
			}
			for isAnnotation(toks[j].Type) {
				j++
			}
		case pAweleMove, pCaptureEvent:
			for isAnnotation(toks[j].Type) {
				j++
			}
		}
		work = append(work, node{prod: p, toks: span{i, j - i}})
		if len(opens) == 0 {
			t.size += j - i
		}
		i = j
	}
	if len(opens) > 0 {
		nodes = t.cut(nodes, work, opens, i)
		return t, stuckAt(opens, i)
	}
	nodes, t.moves = movetextOf(nodes, work)
	t.nodes = nodes
	if toks[i].Type == tResult {
		t.result = &toks[i]
		i++
		j := i
		for isText(toks[i].Type) {
			i++
		}
		t.trailing = toks[j:i]
	}
	if toks[i].Type != lexer.EOF {
		t.kept = i
		return t, i
	}
	return t, -1
}

// stuckAt returns the token participle reports when the grammar cannot
// take token i inside a variation: i, but for variations opened just
// before it, empty, inside a variation that holds something before them:
// participle backs out of those (each read one token, its lookahead) and
// reports the first of their openers as the token its outer variation
// cannot take (FuzzFastPath found `(0(` and `(0(1`).
func stuckAt(opens []opening, i int) int {
	j, n := i, len(opens)
	for n > 0 && opens[n-1].tok == j-1 {
		j--
		n--
	}
	if j < i && n > 0 {
		return j
	}
	return i
}

// cut sets t's movetext to what participle keeps of it at a syntax
// error at token i: the elements read outside variations, but for the
// variation still open, if any, and what stands after it (t.kept). It
// returns nodes grown.
func (t *tree) cut(nodes, work []node, opens []opening, i int) []node {
	top := len(work)
	t.kept = i
	if len(opens) > 0 {
		top = opens[0].work
		t.kept = opens[0].tok
	}
	nodes, t.moves = movetextOf(nodes, work[:top])
	t.nodes = nodes
	return nodes
}

// movetextOf adds to nodes the Movetext production whose elements and
// section keywords flat lists in order: each section's elements, then the
// elements before the first keyword and the sections. It returns the
// span of the latter. flat's sections are changed.
func movetextOf(nodes, flat []node) ([]node, span) {
	k := 0
	for k < len(flat) && flat[k].prod != pSection {
		k++
	}
	for s := k; s < len(flat); {
		e := s + 1
		for e < len(flat) && flat[e].prod != pSection {
			e++
		}
		flat[s].kids = span{len(nodes), e - s - 1}
		nodes = append(nodes, flat[s+1:e]...)
		s = e
	}
	at := len(nodes)
	nodes = append(nodes, flat[:k]...)
	for s := k; s < len(flat); s++ {
		if flat[s].prod == pSection {
			nodes = append(nodes, flat[s])
		}
	}
	return nodes, span{at, len(nodes) - at}
}
