package awechec

import (
	"io"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
)

// Skip is what a Visitor answers at the end of a game's tags and at the
// start of a variation: Pass leaves out what follows (the game's
// movetext, the variation), Enter walks it.
type Skip bool

// The answers of Visitor.EndTags and Visitor.BeginVariation.
const (
	Enter Skip = false // walk what follows
	Pass  Skip = true  // leave it out
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
	for {
		u, err := r.nextUnread()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		v.BeginGame()
		tags, rec := tagsOf(u)
		for _, t := range tags {
			v.Tag(t.Name, t.Value)
		}
		if v.EndTags() {
			v.EndGame(nil)
			continue
		}
		if rec == nil {
			rec = u.Parse(nil)
		}
		g := r.game(rec)
		walk(v, g.Movetext())
		if rec.Result.Text != "" {
			v.Result(rec.Result.Text)
		}
		walk(v, nodesOf(rec.Trailing))
		v.EndGame(g)
	}
}

// walk tells v of nodes, entering the variations v does not pass over.
func walk(v Visitor, nodes []Node) {
	for _, n := range nodes {
		if n.Kind != VariationNode {
			v.Element(n)
			continue
		}
		if v.BeginVariation() {
			continue
		}
		walk(v, n.Variation)
		v.EndVariation()
	}
}

// NextHeaders returns the tags of the next game without reading its
// moves (python-chess's chess.pgn.read_headers), or io.EOF after the last
// game; errors are as for Next. It indexes a large file quickly: the tag
// section of a game written plainly, one [Name "Value"] pair after
// another, is read alone and its movetext only split from the file, not
// parsed. A game whose tags are written otherwise (a comment before
// them, a backslash or a typographic quote in a value...) is parsed whole,
// so that the tags are always those Next's game has. An OGN file is read
// whole, as by Next.
func (r *Reader) NextHeaders() ([]Tag, error) {
	u, err := r.nextUnread()
	if err != nil {
		return nil, err
	}
	tags, _ := tagsOf(u)
	ts := make([]Tag, len(tags))
	for i, t := range tags {
		ts[i] = Tag{t.Name, t.Value}
	}
	return ts, nil
}

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

// tagsOf returns the tags of an unread game: scanned from its text
// without parsing it when they are written plainly (archive.ScanUnread),
// else from the game parsed, returned too.
func tagsOf(u record.Unread) ([]notation.Tag, *notation.Game) {
	if tags, _, ok := archive.ScanUnread(u); ok {
		return tags, nil
	}
	g := u.Parse(nil)
	return g.Tags, g
}
