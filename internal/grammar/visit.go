package grammar

import (
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
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
// old, or nil when EndTags answered Pass. The tags are told by the one
// pass at the first token after them, and a movetext passed over is not
// read beyond that token: a headers-only read. When the pass cannot tell
// them there (a game over the size limit; a bracket before any tag, which
// may be a comment in parentheses with tags after it), they are told from
// the game built.
func (c Chunk) VisitTags(old *notation.Game, v TagVisitor) *notation.Game {
	v.BeginGame()
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	// The state lives in the scratch: a game costs no allocation of it.
	sc.quick.visiting = visitState{v: v}
	s := &sc.quick.visiting
	if c.Whole() {
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
