package convert

import (
	"sort"

	"github.com/awechec/awechec/internal/notation"
)

// MaxFileSize is the most bytes of a PGN or OGN file that NewPGNReader and
// NewOGNReader read: such a file is rewritten as a whole before its games
// are read. The command line sets it from --max-game-size.
var MaxFileSize = 64 << 20

// MaxGame is the most bytes of one game the PGN and OGN readers hold (see
// grammar.Reader.MaxGame).
var MaxGame = 1 << 20

// srcMap maps the offsets of a text rebuilt from a source (PGNToAGN's
// AGN, OGNToAGN's) back to the source, so that the games read from the
// rebuilt text point into the user's file: their elements, tags and
// diagnostics at the line and column of the token as written, their
// Source the lines as written.
type srcMap struct {
	src      []byte
	srcLines []int // offsets at which the source's lines start
	segs     []seg
	out      []byte // the rebuilt text, once done
	outLines []int
}

// seg maps the rebuilt text from out on (up to the next seg) to the source
// from src: byte for byte when exact, else all of it to the token of
// srcLen bytes at src.
type seg struct {
	out, src, srcLen int
	exact            bool
}

func newSrcMap(src []byte) *srcMap {
	return &srcMap{src: src, srcLines: lineStarts(src)}
}



// mark maps the rebuilt text from out on to the source token at src.
func (m *srcMap) mark(out, src, srcLen int, exact bool) {
	if m == nil {
		return
	}
	if n := len(m.segs); n > 0 && m.segs[n-1].out == out {
		m.segs[n-1] = seg{out, src, srcLen, exact}
		return
	}
	m.segs = append(m.segs, seg{out, src, srcLen, exact})
}

// exactAt maps the rebuilt text from out on byte for byte to the source
// from src (nothing to add when the last segment already does).
func (m *srcMap) exactAt(out, src int) {
	if m == nil {
		return
	}
	if n := len(m.segs); n > 0 && m.segs[n-1].exact && m.segs[n-1].src-m.segs[n-1].out == src-out {
		return
	}
	m.mark(out, src, 0, true)
}

// done records the rebuilt text.
func (m *srcMap) done(out []byte) {
	m.out = out
	m.outLines = lineStarts(out)
}

// find returns the segment that holds the rebuilt offset off.
func (m *srcMap) find(off int) (seg, bool) {
	i := sort.Search(len(m.segs), func(i int) bool { return m.segs[i].out > off }) - 1
	if i < 0 {
		return seg{}, false
	}
	return m.segs[i], true
}

// srcOffset maps a rebuilt offset to the source.
func (m *srcMap) srcOffset(off int) int {
	s, ok := m.find(off)
	if !ok {
		return 0
	}
	if s.exact {
		return min(s.src+off-s.out, len(m.src))
	}
	return s.src
}

// srcPos is the source position of a source offset.
func (m *srcMap) srcPos(off int) notation.Pos {
	line := sort.Search(len(m.srcLines), func(i int) bool { return m.srcLines[i] > off }) - 1
	line = max(line, 0)
	return notation.Pos{Line: line + 1, Col: off - m.srcLines[line] + 1, Offset: off}
}

// pos maps a position of the rebuilt text, and the length of the token
// there, to the source.
func (m *srcMap) pos(p notation.Pos, n int) (notation.Pos, int) {
	s, ok := m.find(p.Offset)
	if ok && !s.exact && s.out == p.Offset {
		n = s.srcLen
	}
	return m.srcPos(m.srcOffset(p.Offset)), n
}

// outOffset is the rebuilt offset of a line and column of the rebuilt text.
func (m *srcMap) outOffset(line, col int) int {
	if line < 1 || line > len(m.outLines) {
		return len(m.out)
	}
	return m.outLines[line-1] + max(col, 1) - 1
}

// remap moves a game read from the rebuilt text into the source: its
// positions, its diagnostics, its Source (the source lines it spans).
func (m *srcMap) remap(g *notation.Game) {
	if m == nil || g == nil {
		return
	}
	start := m.outOffset(g.SourceLine, g.SourceCol)
	end := start + len(g.Source)
	for i := range g.Diags {
		d := &g.Diags[i]
		p, n := m.pos(notation.Pos{Offset: m.outOffset(d.Line, d.Col)}, d.Len)
		d.Line, d.Col, d.Len = p.Line, p.Col, n
	}
	g.Start, _ = m.pos(g.Start, 0)
	for i := range g.Tags {
		g.Tags[i].Pos, _ = m.pos(g.Tags[i].Pos, 0)
	}
	m.remapElements(g.Body)
	m.remapElements(g.Trailing)
	if g.Result.Text != "" {
		g.Result.Pos, g.Result.Len = m.pos(g.Result.Pos, g.Result.Len)
	}
	// The source lines the game spans, whole.
	s := m.srcPos(m.srcOffset(start))
	from := m.srcLines[s.Line-1]
	to := m.srcOffset(max(end-1, start))
	for to < len(m.src) && m.src[to] != '\n' {
		to++
	}
	if to < len(m.src) {
		to++
	}
	to = max(to, from)
	g.Source, g.SourceLine, g.SourceCol = m.src[from:to], s.Line, 1
}

func (m *srcMap) remapElements(els []notation.Element) {
	for i := range els {
		e := &els[i]
		e.Pos, e.Len = m.pos(e.Pos, e.Len)
		m.remapElements(e.Children)
	}
}

// copyPositions gives the elements of to, a game rebuilt from from (the
// same elements in another spelling), the positions, lengths and source
// of from's, so that its diagnostics point where from's would.
func copyPositions(to, from *notation.Game) {
	to.Start, to.Source, to.SourceLine, to.SourceCol = from.Start, from.Source, from.SourceLine, from.SourceCol
	for i := range to.Tags {
		for j := range from.Tags {
			if from.Tags[j].Name == to.Tags[i].Name {
				to.Tags[i].Pos = from.Tags[j].Pos
				break
			}
		}
	}
	// The diagnostics of to stand on its elements: they move with them.
	var before []*notation.Element
	order(to.Body, &before)
	keys := make([][2]int, len(before))
	for i, e := range before {
		keys[i] = [2]int{e.Pos.Line, e.Pos.Col}
	}
	copyElements(to.Body, from.Body)
	copyElements(to.Trailing, from.Trailing)
	to.Result.Pos, to.Result.Len = from.Result.Pos, from.Result.Len
	moved := map[[2]int]notation.Pos{}
	for i, e := range before {
		if _, ok := moved[keys[i]]; !ok {
			moved[keys[i]] = e.Pos
		}
	}
	for i := range to.Diags {
		d := &to.Diags[i]
		if p, ok := moved[[2]int{d.Line, d.Col}]; ok {
			d.Line, d.Col = p.Line, p.Col
		} else {
			d.Line, d.Col = from.Start.Line, from.Start.Col
		}
	}
}

// order lists the elements of els, variations included, in order.
func order(els []notation.Element, out *[]*notation.Element) {
	for i := range els {
		*out = append(*out, &els[i])
		order(els[i].Children, out)
	}
}

func copyElements(to, from []notation.Element) {
	if len(to) != len(from) {
		// Not the same sequence: the positions are matched as far as
		// the kinds agree.
		n := min(len(to), len(from))
		for i := 0; i < n && to[i].Kind == from[i].Kind; i++ {
			to[i].Pos, to[i].Len = from[i].Pos, from[i].Len
			copyElements(to[i].Children, from[i].Children)
		}
		return
	}
	for i := range to {
		if to[i].Kind != from[i].Kind {
			continue
		}
		to[i].Pos, to[i].Len = from[i].Pos, from[i].Len
		copyElements(to[i].Children, from[i].Children)
	}
}
