package awechec

import (
	"io"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
)

// Skip is what a Visitor answers at the end of a game's tags and at the
// start of a variation: Pass leaves out what follows (the game's
// movetext, the variation), Enter walks it. It is the reader's own
// answer (a bool), which its visitor passes on as it is.
type Skip = grammar.Skip

// The answers of Visitor.EndTags and Visitor.BeginVariation.
const (
	Enter Skip = grammar.Enter // walk what follows
	Pass  Skip = grammar.Pass  // leave it out
)

// A Visitor is told of each game of a file in order, as Reader.Visit
// reads it (python-chess's BaseVisitor, the Rust pgn-reader's Visitor):
//
//	BeginGame
//	Tag ... (each tag pair, in the order written)
//	EndTags        Pass: the movetext is not read; EndGame(nil) follows
//	Element ...    each node of the movetext but the variations, in order
//	BeginVariation Pass: the variation is left out, without EndVariation
//	  Element ...  the variation's nodes, variations nested alike
//	EndVariation
//	Result         the result token, when the record has one
//	Element ...    comments written after the result
//	EndGame
type Visitor interface {
	// BeginGame starts a game.
	BeginGame()
	// Tag is one tag pair, [Event "Club"] as Tag("Event", "Club").
	Tag(name, value string)
	// EndTags ends the tags; Pass leaves the game's movetext out, unread
	// (its tags alone are read, as Reader.NextHeaders does).
	EndTags() Skip
	// Element is one node of the movetext other than a variation: a
	// move, a power token, a move number, a comment, a NAG... (Node.Kind
	// says which).
	Element(n Node)
	// BeginVariation starts a variation, an alternative to the move
	// before it; Pass leaves it out (EndVariation is then not called).
	BeginVariation() Skip
	// EndVariation ends a variation BeginVariation entered.
	EndVariation()
	// Result is the game's result token as written ("1-0", "*", an
	// Awélé "25-23"...); not called for a record without one.
	Result(result string)
	// EndGame ends the game. g is the game read, to Check or Replay;
	// nil when EndTags passed over its movetext.
	EndGame(g *Game)
}

// Visit reads the games left in the file, in order, telling v of each
// (see Visitor). A game whose tags v passes over at EndTags is not parsed
// beyond its tags. Visit returns nil at the end of the file, or the error
// that ended the reading (as Next returns it); a game with defects is no
// error. Next and NextHeaders may be called before or after Visit, each
// reading the games the others left.
func (r *Reader) Visit(v Visitor) error {
	gv := &visiting{v: v, r: r}
	for {
		u, err := r.nextUnread()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		visitUnread(u, gv)
	}
}

// visitUnread tells v of the unread game u: an AGN game's tags are read
// by the reader's one pass, which reads a movetext passed over no
// further (grammar.Chunk.Visit); a PGN game's tags written plainly are
// scanned (archive.ScanPGNGame), the game read only when v enters it;
// any other game is read, an OGN game's already.
func visitUnread(u record.Unread, v grammar.Visitor) {
	if u.Text() {
		u.Chunk.Visit(nil, v)
		return
	}
	if u.PGNText() && u.Chunk.Whole() {
		if tags, _, ok := archive.ScanPGNGame(u.Chunk.Src); ok {
			grammar.VisitRead(tags, func() *notation.Game { return u.Parse(nil) }, v)
			return
		}
	}
	g := u.Parse(nil)
	grammar.VisitRead(g.Tags, func() *notation.Game { return g }, v)
}

// visiting is the reader's visitor (grammar.Visitor) for a Visitor: it
// tells v of the movetext as nodes, and ends the game with its Game.
type visiting struct {
	v Visitor
	r *Reader
}

func (a *visiting) BeginGame()                            { a.v.BeginGame() }
func (a *visiting) Tag(t notation.Tag)                    { a.v.Tag(t.Name, t.Value) }
func (a *visiting) EndTags() Skip                         { return a.v.EndTags() }
func (a *visiting) Element(e *notation.Element)           { a.v.Element(nodeOf(e)) }
func (a *visiting) BeginVariation(*notation.Element) Skip { return a.v.BeginVariation() }
func (a *visiting) EndVariation()                         { a.v.EndVariation() }
func (a *visiting) Result(e *notation.Element)            { a.v.Result(e.Text) }
func (a *visiting) EndGame(g *notation.Game) {
	if g == nil {
		a.v.EndGame(nil)
		return
	}
	a.v.EndGame(a.r.game(g))
}

// NextHeaders returns the tags of the next game without reading its
// moves (python-chess's chess.pgn.read_headers), or io.EOF after the last
// game; errors are as for Next. It indexes a large file quickly: an AGN
// game's tags are read by the reader, which stops before the movetext
// (and, for a tag section written plainly, one [Name "Value"] pair after
// another, sets up no game); a PGN game's tags written plainly are
// scanned alone, its other tags parsed whole. The movetext is only split
// from the file. The tags are always those Next's game has. An OGN file
// is read whole, as by Next.
func (r *Reader) NextHeaders() ([]Tag, error) {
	u, err := r.nextUnread()
	if err != nil {
		return nil, err
	}
	h := headers{tags: []Tag{}}
	visitUnread(u, &h)
	return h.tags, nil
}

// headers is NextHeaders's visitor: it keeps the tags and passes over
// the movetext.
type headers struct{ tags []Tag }

func (h *headers) BeginGame()                                    {}
func (h *headers) Tag(t notation.Tag)                            { h.tags = append(h.tags, Tag{t.Name, t.Value}) }
func (h *headers) EndTags() grammar.Skip                         { return grammar.Pass }
func (h *headers) Element(*notation.Element)                     {}
func (h *headers) BeginVariation(*notation.Element) grammar.Skip { return grammar.Pass }
func (h *headers) EndVariation()                                 {}
func (h *headers) Result(*notation.Element)                      {}
func (h *headers) EndGame(*notation.Game)                        {}

// nextUnread is Next's game split from the file but not parsed.
func (r *Reader) nextUnread() (record.Unread, error) {
	if r.err != nil {
		return record.Unread{}, r.err
	}
	if r.next == nil {
		if err := r.start(); err != nil {
			r.err = err
			return record.Unread{}, err
		}
	}
	u, err := r.next.NextUnread()
	if err != nil {
		r.err = err
		return record.Unread{}, err
	}
	r.index++
	return u, nil
}
