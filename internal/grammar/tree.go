package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// tree is a game as the grammar reads it (grammar.go), whichever parser
// read it: participle's AST turned into nodes (fromAST), or the same
// nodes built by hand (fastTree). build gives it its meaning. Its nodes
// hold no pointers (they index toks and nodes), so that a tree costs the
// garbage collector nothing and its buffers are reused from game to game.
type tree struct {
	toks       []lexer.Token // the movetext's tokens, which nodes index
	nodes      []node        // every node of the movetext
	moves      span          // the Movetext production: elements, then sections
	size       int           // tokens of the movetext outside variations (0: not counted)
	lead, tags []lexer.Token
	result     *lexer.Token
	trailing   []lexer.Token
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

// fromAST turns participle's AST into a tree.
func fromAST(g *game) tree {
	var t tree
	if g == nil {
		return t
	}
	// After a syntax error participle leaves a partial AST: nodes it
	// allocated but did not fill have a zero token and are left out.
	for _, x := range g.Lead {
		if x != nil && x.Tok.Type != 0 {
			t.lead = append(t.lead, x.Tok)
		}
	}
	for _, x := range g.Tags {
		if x != nil && x.Tok.Type != 0 {
			t.tags = append(t.tags, x.Tok)
		}
	}
	t.moves = t.astMovetext(g.Moves)
	if g.Result != nil && g.Result.Tok.Type != 0 {
		r := g.Result.Tok
		t.result = &r
	}
	for _, x := range g.Trailing {
		if x != nil && x.Tok.Type != 0 {
			t.trailing = append(t.trailing, x.Tok)
		}
	}
	return t
}

// astMovetext adds the nodes of a Movetext to t and returns their span.
func (t *tree) astMovetext(m *movetext) span {
	if m == nil {
		return span{}
	}
	level := t.astElements(m.Elements, nil)
	for _, s := range m.Sections {
		if s == nil || s.Keyword.Type == 0 {
			continue
		}
		n := node{prod: pSection, toks: t.astTokens(s.Keyword)}
		n.kids = t.add(t.astElements(s.Elements, nil))
		level = append(level, n)
	}
	return t.add(level)
}

// add adds a run of nodes to t and returns its span.
func (t *tree) add(level []node) span {
	at := len(t.nodes)
	t.nodes = append(t.nodes, level...)
	return span{at, len(level)}
}

// astTokens adds tokens to t, leaving out the ones participle left zero,
// and returns their span.
func (t *tree) astTokens(toks ...lexer.Token) span {
	at := len(t.toks)
	for _, x := range toks {
		if x.Type != 0 {
			t.toks = append(t.toks, x)
		}
	}
	return span{at, len(t.toks) - at}
}

func (t *tree) astAnnotations(s span, as []*annotation) span {
	for _, a := range as {
		if a != nil && a.Tok.Type != 0 {
			t.toks = append(t.toks, a.Tok)
			s.n++
		}
	}
	return s
}

func (t *tree) astElements(es []*element, out []node) []node {
	for _, e := range es {
		if e == nil {
			continue
		}
		n := node{}
		switch {
		case e.Var != nil:
			v := e.Var
			if len(v.Tokens) == 0 {
				continue
			}
			last := v.Tokens[len(v.Tokens)-1]
			n = node{prod: pVariation, bracket: v.Square != nil, end: last.Pos.Offset + len(last.Value)}
			if v.Paren != nil {
				n.kids = t.astMovetext(v.Paren)
			} else {
				n.kids = t.astMovetext(v.Square)
			}
			n.toks = t.astTokens(v.Tokens[0])
		case e.Number != nil:
			n = node{prod: pMoveNumber, toks: t.astTokens(e.Number.Number)}
			if x := e.Number.Ellipsis; x != nil {
				n.toks.n += t.astTokens(*x).n
			}
		case e.HalfMove != nil:
			n = node{prod: pHalfMove, toks: t.astTokens()}
			if x := e.HalfMove.Power; x != nil {
				n.toks.n += t.astTokens(*x).n
			}
			if m := e.HalfMove.Move; m != nil {
				n.toks.n += t.astTokens(m.Move).n
				n.toks = t.astAnnotations(n.toks, m.Annotations)
			}
		case e.AweleMove != nil:
			n = node{prod: pAweleMove, toks: t.astAnnotations(t.astTokens(e.AweleMove.Hole), e.AweleMove.Annotations)}
		case e.Event != nil:
			n = node{prod: pCaptureEvent, toks: t.astAnnotations(t.astTokens(e.Event.Event), e.Event.Annotations)}
		case e.Score != nil:
			n = node{prod: pScore, toks: t.astTokens(e.Score.Tok)}
		case e.Unrecorded != nil:
			n = node{prod: pUnrecorded, toks: t.astTokens(e.Unrecorded.Tok)}
		case e.Annotation != nil:
			n = node{prod: pAnnotation, toks: t.astTokens(e.Annotation.Tok)}
		case e.Text != nil:
			n = node{prod: pText, toks: t.astTokens(e.Text.Tok)}
		}
		if n.toks.n == 0 {
			continue
		}
		out = append(out, n)
	}
	return out
}

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
// false on any syntax error, leaving the words of the diagnostic to
// participle. buf, if not nil, holds buffers to reuse.
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
					nodes = t.cut(nodes, work, opens)
					return t, i
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
			nodes = t.cut(nodes, work, opens)
			return t, i
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
		nodes = t.cut(nodes, work, opens)
		return t, i
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
		return t, i
	}
	return t, -1
}

// cut sets t's movetext to what participle keeps of it at a syntax
// error: the elements read outside variations, but for the variation
// still open, if any, and what stands after it. It returns nodes grown.
func (t *tree) cut(nodes, work []node, opens []opening) []node {
	top := len(work)
	if len(opens) > 0 {
		top = opens[0].work
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
