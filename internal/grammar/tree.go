package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"
)

// tree is a game as the grammar reads it (grammar.go), whichever parser
// read it: participle's AST turned into nodes (fromAST), or the same
// nodes built by hand (fastTree). build gives it its meaning.
type tree struct {
	lead, tags []lexer.Token
	moves      []node // the Movetext production: elements, then sections
	size       int    // tokens of the movetext outside variations (0: not counted)
	result     *lexer.Token
	trailing   []lexer.Token
}

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
	end     int  // a variation: file offset just after its closing bracket
	toks    []lexer.Token
	kids    []node
}

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
	t.moves = astMovetext(g.Moves)
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

func astMovetext(m *movetext) []node {
	if m == nil {
		return nil
	}
	out := astElements(m.Elements, make([]node, 0, len(m.Elements)+len(m.Sections)))
	for _, s := range m.Sections {
		if s == nil || s.Keyword.Type == 0 {
			continue
		}
		out = append(out, node{prod: pSection, toks: []lexer.Token{s.Keyword}, kids: astElements(s.Elements, nil)})
	}
	return out
}

func astElements(es []*element, out []node) []node {
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
			n = node{prod: pVariation, bracket: v.Square != nil, end: last.Pos.Offset + len(last.Value), toks: v.Tokens[:1]}
			if v.Paren != nil {
				n.kids = astMovetext(v.Paren)
			} else {
				n.kids = astMovetext(v.Square)
			}
		case e.Number != nil:
			n = node{prod: pMoveNumber, toks: []lexer.Token{e.Number.Number}}
			if x := e.Number.Ellipsis; x != nil {
				n.toks = append(n.toks, *x)
			}
		case e.HalfMove != nil:
			n.prod = pHalfMove
			if x := e.HalfMove.Power; x != nil {
				n.toks = append(n.toks, *x)
			}
			if m := e.HalfMove.Move; m != nil {
				n.toks = astAnnotations(append(n.toks, m.Move), m.Annotations)
			}
		case e.AweleMove != nil:
			n = node{prod: pAweleMove, toks: astAnnotations([]lexer.Token{e.AweleMove.Hole}, e.AweleMove.Annotations)}
		case e.Event != nil:
			n = node{prod: pCaptureEvent, toks: astAnnotations([]lexer.Token{e.Event.Event}, e.Event.Annotations)}
		case e.Score != nil:
			n = node{prod: pScore, toks: []lexer.Token{e.Score.Tok}}
		case e.Unrecorded != nil:
			n = node{prod: pUnrecorded, toks: []lexer.Token{e.Unrecorded.Tok}}
		case e.Annotation != nil:
			n = node{prod: pAnnotation, toks: []lexer.Token{e.Annotation.Tok}}
		case e.Text != nil:
			n = node{prod: pText, toks: []lexer.Token{e.Text.Tok}}
		}
		if len(n.toks) == 0 || n.toks[0].Type == 0 {
			continue
		}
		out = append(out, n)
	}
	return out
}

func astAnnotations(toks []lexer.Token, as []*annotation) []lexer.Token {
	for _, a := range as {
		if a != nil && a.Tok.Type != 0 {
			toks = append(toks, a.Tok)
		}
	}
	return toks
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

// fastTree builds the tree of a token stream by hand, as the grammar reads
// it (FuzzFastPath checks that it builds participle's tree). It reports
// false on any syntax error, leaving the words of the diagnostic to
// participle. buf, if not nil, is a buffer to reuse for the game's
// movetext, from game to game.
func fastTree(toks []lexer.Token, buf *[]node) (tree, bool) {
	var items []node
	if buf != nil {
		items = (*buf)[:0]
	}
	t, items, ok := fastTreeInto(toks, items)
	if buf != nil {
		*buf = items
	}
	return t, ok
}

func fastTreeInto(toks []lexer.Token, items []node) (tree, []node, bool) {
	var t tree
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
	type frame struct {
		open  int // index of the opening bracket in toks
		items []node
	}
	var stack []frame
loop:
	for {
		tok := toks[i]
		switch tok.Type {
		case lexer.EOF, tResult:
			break loop
		case tPunct:
			switch tok.Value {
			case "(", "[":
				stack = append(stack, frame{open: i, items: items})
				items = nil
			default:
				n := len(stack)
				if n == 0 || closerOf(toks[stack[n-1].open].Value) != tok.Value {
					return t, items, false
				}
				f := stack[n-1]
				stack = stack[:n-1]
				v := node{prod: pVariation, bracket: toks[f.open].Value == "[", end: tok.Pos.Offset + 1, toks: toks[f.open : f.open+1 : f.open+1]}
				v.kids = sections(items)
				items = append(f.items, v)
				if len(stack) == 0 {
					t.size++
				}
			}
			i++
			continue
		case tSection:
			items = append(items, node{prod: pSection, toks: toks[i : i+1 : i+1]})
			if len(stack) == 0 {
				t.size++
			}
			i++
			continue
		}
		p := startsElement(tok.Type)
		if p == 0 {
			return t, items, false
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
		items = append(items, node{prod: p, toks: toks[i:j:j]})
		if len(stack) == 0 {
			t.size += j - i
		}
		i = j
	}
	if len(stack) > 0 {
		return t, items, false
	}
	t.moves = sections(items)
	top := items
	if toks[i].Type == tResult {
		t.result = &toks[i]
		i++
		j := i
		for isText(toks[i].Type) {
			i++
		}
		t.trailing = toks[j:i]
	}
	return t, top, toks[i].Type == lexer.EOF
}

// sections nests a flat list of elements and section keywords as the
// Movetext production reads it: the elements before the first keyword,
// then each section with its elements. The sections' elements stay in
// flat.
func sections(flat []node) []node {
	k := 0
	for k < len(flat) && flat[k].prod != pSection {
		k++
	}
	if k == len(flat) {
		return flat
	}
	n := 0
	for _, x := range flat[k:] {
		if x.prod == pSection {
			n++
		}
	}
	out := make([]node, k, k+n)
	copy(out, flat[:k])
	for k < len(flat) {
		j := k + 1
		for j < len(flat) && flat[j].prod != pSection {
			j++
		}
		s := flat[k]
		s.kids = flat[k+1 : j : j]
		out = append(out, s)
		k = j
	}
	return out
}
