package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/unsafeview"
)

// Skip is what a visitor answers at the end of a game's tags and at the
// start of a variation: Pass leaves out what follows, Enter reads it.
type Skip bool

// The answers of TagVisitor.EndTags and Visitor.BeginVariation.
const (
	Enter Skip = false // read what follows
	Pass  Skip = true  // leave it out
)

// A TagVisitor is told of a game's tags as the one pass reads them
// (Chunk.VisitTags): a headers-only read, which stops before the
// movetext when EndTags answers Pass.
type TagVisitor interface {
	// BeginGame starts a game.
	BeginGame()
	// Tag is one tag pair, as the game built has it (a pair given
	// twice is told twice, a BadTag line not at all).
	Tag(t notation.Tag)
	// EndTags ends the tags; Pass leaves the movetext out, unread.
	EndTags() Skip
}

// A Visitor is told of a whole game (Chunk.Visit), in the order of the
// Rust pgn-reader's and python-chess's visitors:
//
//	BeginGame, Tag ..., EndTags   Pass: EndGame(nil) follows
//	Element ...                   each element of the movetext but the variations
//	BeginVariation                Pass: the variation is left out, without EndVariation
//	  Element ...                 its elements, variations nested alike
//	EndVariation
//	Result                        when the game has one
//	Element ...                   the comments after the result
//	EndGame                       the game built
type Visitor interface {
	TagVisitor
	// Element is one element of the movetext other than a variation.
	Element(e *notation.Element)
	// BeginVariation starts the variation e; Pass leaves it out.
	BeginVariation(e *notation.Element) Skip
	// EndVariation ends a variation BeginVariation entered.
	EndVariation()
	// Result is the game's result token.
	Result(e *notation.Element)
	// EndGame ends the game: g is the game built, nil when EndTags
	// passed over its movetext.
	EndGame(g *notation.Game)
}

// visitState is a TagVisitor in the one pass (quickScratch.visit): the
// pass tells it the tags at the first token after them, and stops there
// when it answers Pass.
type visitState struct {
	v TagVisitor
	// told: the tags were told and EndTags answered, or late: the pass
	// left them to be told from the game built; passed: EndTags
	// answered Pass.
	told, late, passed bool
	// bad: the game's text holds a NUL or invalid UTF-8 byte, looked for
	// once the movetext is entered (quickGame); again: some are in the
	// tags, read without reporting them: the game is read again.
	bad, again bool
}

// tell tells the visitor tags and EndTags; true when it passes over the
// movetext.
func (s *visitState) tell(tags []notation.Tag) bool {
	for i := range tags {
		s.v.Tag(tags[i])
	}
	s.told = true
	s.passed = bool(s.v.EndTags())
	return s.passed
}

// endsTags tells whether a token of type typ, met in phase, ends the tag
// section: anything but a tag pair, and a comment before the first one.
func endsTags(typ lexer.TokenType, phase quickPhase) bool {
	switch typ {
	case tTag, tBadTag:
		return false
	case tComment, tLineComment, tEscape:
		return phase != phaseLead
	}
	return true
}

// VisitTags reads the chunk's game as ParseInto does, telling v of its
// tags (BeginGame, Tag ..., EndTags); it returns the game built into
// old, or nil when EndTags answered Pass. A headers-only read: a tag
// section written plainly (readHeads) is told before the pass starts,
// at the first byte after it, and a movetext passed over is not read at
// all, nor is the game set up to be built; the pass then builds the
// tags read so without reading them again. Any other tag section is told
// by the one pass at the first token after it, and a movetext passed
// over is not read beyond that token. When the pass cannot tell them
// there (a game over the size limit; a bracket before any tag, which may
// be a comment in parentheses with tags after it), they are told from
// the game built.
func (c Chunk) VisitTags(old *notation.Game, v TagVisitor) *notation.Game {
	v.BeginGame()
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	// The state lives in the scratch: a game costs no allocation of it.
	sc.quick.visiting = visitState{v: v}
	s := &sc.quick.visiting
	if c.Whole() {
		h := &sc.quick.headsRead
		if readHeads(c.Src, c.start, h) {
			passed := s.tellHeads(h, c.text(h.end), c.start.Offset)
			*s = visitState{}
			if passed {
				return nil
			}
			sc.quick.heads = h
			g := c.parseInto(old, sc)
			sc.quick.heads = nil
			return g
		}
		sc.quick.visit = s
	}
	g := c.parseInto(old, sc)
	sc.quick.visit = nil
	if !s.told || s.late {
		s.tell(g.Tags)
	}
	passed := s.passed
	*s = visitState{}
	if passed {
		return nil
	}
	return g
}

// text is the chunk's text up to n as a string, for the tags told before
// the game is built: its own copy (owned) seen as one, else a copy.
func (c Chunk) text(n int) string {
	if c.owned {
		return unsafeview.String(c.Src)
	}
	return string(c.Src[:n])
}

// maxHeads is the most tag pairs readHeads reads; the one pass reads a
// longer tag section.
const maxHeads = 64

// heads is a tag section written plainly, read ahead of the one pass
// (readHeads): its pairs, where it ends (the first byte after the blanks
// that follow it) and the line of that byte.
type heads struct {
	pairs []headPair
	end   int
	ql    qline
}

// headPair is a pair of a tag section read ahead: where it stands in the
// text, its parts, and its line (qline's line and lineBase).
type headPair struct {
	at             int
	tag            TagPair
	line, lineBase int
}

// readHeads reads into h the tag section src begins with, whose first
// byte stands at start, when it is written plainly: one pair at least,
// each read by ReadTagPair and written plainly (TagPair.Plain), with
// ASCII blanks between them, up to the first ASCII byte other than a
// blank and '[', or the end. The one pass would read those bytes as so
// many Tag tokens and tell the visitor of them there (endsTags). false
// for any other text: a comment or a bracket before the tags, a pair not
// written plainly, a BadTag line, a NUL, a byte beyond ASCII or a control
// byte between the pairs (the scanner's to read), over maxHeads pairs.
func readHeads(src []byte, start lexer.Position, h *heads) bool {
	h.pairs = h.pairs[:0]
	ql := qline{start.Line, -start.Column, 0}
	if start.Column > 1 {
		ql.lineAt = -1
	}
	for i := 0; ; {
		for i < len(src) && byteIs[src[i]]&isTokenStart == 0 {
			switch src[i] {
			case '\n':
				ql = qline{ql.line + 1, i, i + 1}
			case ' ', '\t', '\r', '\f', '\v':
			default:
				return false
			}
			i++
		}
		if i == len(src) || src[i] != '[' {
			h.end, h.ql = i, ql
			return len(h.pairs) > 0
		}
		t := ReadTagPair(src[i:])
		if t.Len == 0 || !t.Plain || len(h.pairs) == maxHeads {
			return false
		}
		h.pairs = append(h.pairs, headPair{at: i, tag: t, line: ql.line, lineBase: ql.lineBase})
		i += t.Len
	}
}

// tellHeads tells the visitor the tags read ahead (readHeads), whose
// strings are slices of text (the game's text from its first byte, at
// file offset off), as the one pass builds them (quickTag, builder.tag:
// a pair written plainly is the tag as written), then EndTags; true when
// it passes over the movetext.
func (s *visitState) tellHeads(h *heads, text string, off int) bool {
	for k := range h.pairs {
		p := &h.pairs[k]
		t := &p.tag
		s.v.Tag(notation.Tag{Name: text[p.at+t.Name0 : p.at+t.Name1], Value: text[p.at+t.Head : p.at+t.Value1],
			Pos: notation.Pos{Line: p.line, Col: p.at - p.lineBase, Offset: off + p.at}})
	}
	s.told = true
	s.passed = bool(s.v.EndTags())
	return s.passed
}

// Visit reads the chunk's game as ParseInto does, telling v of it (see
// Visitor): the tags as VisitTags tells them, then, unless EndTags
// passes over them, the movetext, result and comments of the game
// built. It returns the game told to EndGame.
func (c Chunk) Visit(old *notation.Game, v Visitor) *notation.Game {
	g := c.VisitTags(old, v)
	if g != nil {
		visitMovetext(g, v)
	} else {
		v.EndGame(nil)
	}
	return g
}

// VisitRead tells v of a game whose tags are known before it is read (a
// PGN game whose tags were scanned, an OGN game read already): the tags,
// then, unless EndTags passes over them, the game read returns, as
// Visit tells it. It returns the game told to EndGame.
func VisitRead(tags []notation.Tag, read func() *notation.Game, v Visitor) *notation.Game {
	v.BeginGame()
	s := visitState{v: v}
	if s.tell(tags) {
		v.EndGame(nil)
		return nil
	}
	g := read()
	visitMovetext(g, v)
	return g
}

// visitMovetext tells v of g's movetext, result and trailing comments,
// then ends the game.
func visitMovetext(g *notation.Game, v Visitor) {
	visitElements(g.Body, v)
	if g.Result.Text != "" {
		v.Result(&g.Result)
	}
	for i := range g.Trailing {
		v.Element(&g.Trailing[i])
	}
	v.EndGame(g)
}

// visitElements tells v of els, entering the variations v does not pass
// over.
func visitElements(els []notation.Element, v Visitor) {
	for i := range els {
		e := &els[i]
		if e.Kind != notation.Variation {
			v.Element(e)
			continue
		}
		if v.BeginVariation(e) {
			continue
		}
		visitElements(e.Children, v)
		v.EndVariation()
	}
}
