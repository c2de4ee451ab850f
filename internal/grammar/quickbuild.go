package grammar

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/unsafeview"
)

// quickPhase is where the one-pass path stands in a game.
type quickPhase uint8

const (
	phaseLead     quickPhase = iota // before the first token
	phaseTags                       // in the tag section
	phaseItems                      // in the movetext
	phaseTrailing                   // after the result
)

// quickState is the one-pass path's state over one game (quickBuild).
type quickState struct {
	g    *notation.Game
	src  []byte
	text string // src as a string: the game's strings are slices of it
	off  int    // the file offset of src[0]
	b    *builder
	sc   *quickScratch
	// s reads the tokens of the long way and keeps the line position
	// (quickRun reads ahead of it, then s goes on from there); first: no
	// token read yet.
	s     scanner
	phase quickPhase
	first bool
	stack []qframe // the open variations
	sec   notation.Section
	out   []notation.Element // the movetext of the level being built
}

// quickToken is a token the long way of the one-pass path found.
type quickToken struct {
	typ lexer.TokenType
	n   int
	c   byte      // its first byte
	san *sanParts // a SAN move's parts (the scanner's)
	tag *TagPair  // a Tag token's parts (the scanner's)
}

// quickBuild is quickGame's loop over the tokens of src.
func quickBuild(g *notation.Game, src []byte, start lexer.Position, b *builder, sc *quickScratch) bool {
	q := quickState{g: g, src: src, off: start.Offset, b: b, sc: sc, first: true, stack: sc.stack[:0]}
	q.begin(start)
	defer q.release()
	for i := 0; i < len(src); {
		if !q.first && q.phase != phaseTrailing {
			// The common tokens, one after the other, in quickRun's
			// tight loop; it stops before any other and leaves it to
			// the long way (token).
			if i = q.run(i); i == len(src) {
				break
			}
		}
		var ok bool
		if i, ok = q.token(i); !ok {
			return false
		}
	}
	return q.end()
}

// begin makes the game's text, line position and movetext buffer.
func (q *quickState) begin(start lexer.Position) {
	// The strings of the game are slices of text: src itself when it is
	// a chunk's own copy, which nothing changes, else a copy of it.
	if q.sc.owned {
		q.text = unsafeview.String(q.src)
	} else {
		q.text = string(q.src)
	}
	q.s.init(q.src, q.text, "", start)
	// The movetext is made at about its size at once: elements per
	// kilobyte as the last game had them, an eighth more.
	n, perKB := len(q.src), q.sc.perKB
	q.out = q.g.Body[:0]
	if est := n*perKB/1024 + n*perKB/8192 + 8; cap(q.out) < est {
		if perKB == 0 {
			est = n/5 + 8
		}
		q.out = make([]notation.Element, 0, est)
	}
}

// release keeps the variation stack for the next game, holding nothing.
func (q *quickState) release() {
	// The frames hold the movetext of their levels: keep none alive.
	clear(q.stack[:cap(q.stack)])
	q.sc.stack = q.stack[:0]
}

// run builds the tokens quickRun reads from src[i] on, and returns where
// it stopped.
func (q *quickState) run(i int) int {
	n0 := len(q.out)
	for {
		var full bool
		var line, lineBase int
		i, q.out, line, lineBase, full = quickRun(q.src, i, q.out, q.s.ql.line, q.s.ql.lineBase, q.off, q.sec, q.b)
		if lineBase != q.s.ql.lineBase {
			// quickRun passed a line end (at lineBase): the next
			// line starts after it.
			q.s.ql = qline{line, lineBase, lineBase + 1}
		}
		if !full {
			break
		}
		// No room for one more element or piece letter: quickRun grows
		// nothing itself (see there).
		q.out = append(q.out, notation.Element{})[:len(q.out)]
		q.b.pieces = append(q.b.pieces, 0)[:len(q.b.pieces)]
	}
	if len(q.out) > n0 {
		q.s.note = false
		q.phase = phaseItems
	}
	return i
}

// token reads the blanks and the token from src[i] on, with the
// scanner, and builds what it says; it returns where it ends, or false
// for a text the builder reads (a Unicode space other than the byte-order
// mark: a note the builder words).
func (q *quickState) token(i int) (int, bool) {
	s := &q.s
	s.i = i
	i, typ, at := s.next()
	if s.spaces > 0 {
		return s.i, false
	}
	if typ == lexer.EOF {
		return s.i, true
	}
	v := q.text[i:s.i]
	p := notation.Pos{Line: at.line, Col: i - at.lineBase, Offset: q.off + i}
	if q.first {
		q.g.Start = p
		q.first = false
	}
	t := quickToken{typ: typ, n: len(v), c: v[0], san: &s.san, tag: &s.tag}
	if typ == tSAN && !s.isSAN {
		_, s.san = parseSAN(q.src[s.i-t.n : s.i])
	}
	return s.i, q.place(&t, v, p)
}

// place builds the token t, v its text at p: a comment, a tag pair, the
// result, or an element of the movetext (element); false when the
// builder must read the game.
func (q *quickState) place(t *quickToken, v string, p notation.Pos) bool {
	switch t.typ {
	case tComment, tLineComment, tEscape:
		if q.phase == phaseTrailing {
			q.g.Trailing = append(q.g.Trailing, quickText(t.typ, v, p))
			return true
		}
		if q.phase == phaseTags {
			q.phase = phaseItems
		}
		q.out = append(q.out, quickText(t.typ, v, p))
		return true
	}
	switch {
	case q.phase == phaseTrailing:
		return false
	case t.typ == tTag:
		if q.phase == phaseItems || len(q.g.Tags) >= maxQuickTags || !quickTag(q.g, v, t.tag, p) {
			return false
		}
		q.phase = phaseTags
		return true
	case t.typ == tResult:
		if len(q.stack) > 0 || v != "1-0" && v != "0-1" && v != "1/2-1/2" && v != "*" {
			return false
		}
		q.g.Result = notation.Element{Kind: notation.ResultToken, Pos: p, Len: t.n, Text: v}
		q.phase = phaseTrailing
		return true
	}
	q.phase = phaseItems
	return q.element(t, v, p)
}

// element builds an element of the movetext, or changes the one before
// it (a suffix, `...` after a move number, a count written apart), or
// opens or closes a variation.
func (q *quickState) element(t *quickToken, v string, p notation.Pos) bool {
	switch t.typ {
	case tHole:
		return q.holes(v, p)
	case tSuffix:
		k := len(q.out) - 1
		if k < 0 || !annotatable(q.out[k].Kind) || q.out[k].Suffix != "" || !validSuffix(v) {
			return false
		}
		q.out[k].Suffix = v
		return true
	case tPunct:
		if t.c == '(' || t.c == '[' {
			return q.open(t.c, p)
		}
		return q.close(v, p)
	case tEllipsis:
		if k := len(q.out) - 1; k >= 0 && q.out[k].Kind == notation.MoveNumber && !q.out[k].Black {
			q.out[k].Black = true
			q.out[k].Len = p.Offset + t.n - q.out[k].Pos.Offset
			return true
		}
	}
	// The element is built in place, in a slot grow1 cleared; a token
	// that gives no element drops it.
	slot := len(q.out)
	q.out = grow1(q.out)
	e := &q.out[slot]
	e.Pos, e.Len = p, t.n
	keep, ok := q.fill(e, t, v)
	if !keep {
		q.out = drop(q.out, slot)
	}
	return ok
}

// fill makes e the element of the token t, v its text; keep=false when
// the token changed the element before it instead.
func (q *quickState) fill(e *notation.Element, t *quickToken, v string) (keep, ok bool) {
	switch t.typ {
	case tSection:
		q.section(e, v)
		return true, true
	case tMoveNumber:
		d := 0
		for d < len(v) && isDigit(v[d]) {
			d++
		}
		num, ok := quickNumber(v[:d])
		e.Kind, e.Number, e.Black = notation.MoveNumber, num, v[d:] != "."
		return true, ok
	case tEllipsis:
		e.Kind = notation.Unrecorded
		return true, q.sec != notation.ChessSection
	case tScore:
		k := strings.IndexByte(v, '-')
		s, ok1 := quickNumber(strings.TrimRight(v[:k], " \t"))
		t, ok2 := quickNumber(strings.TrimLeft(v[k+1:], " \t"))
		e.Kind, e.Score = notation.AweleScore, [2]int{s, t}
		return true, ok1 && ok2 && q.sec != notation.ChessSection
	case tPower:
		return q.power(e, v)
	case tCastle:
		return true, q.castle(e, v)
	case tNull:
		e.Kind, e.Text = notation.NullMove, v
		return true, v != "–" && v != "—"
	case tSAN:
		return true, q.san(e, t, v)
	case tNAG:
		num, ok := quickNumber(v[1:])
		e.Kind, e.Number = notation.NAG, num
		return true, ok
	}
	// Captures-only sections, forms as typed, stray words, broken
	// comments and tags: the builder's.
	return true, false
}

// section makes e the section keyword v, and counts the language it
// tells.
func (q *quickState) section(e *notation.Element, v string) {
	e.Kind, e.Text = notation.SectionMark, sectionWord(v)
	w := e.Text
	if len(w) >= 2 && (w[0]|0x20 == 'a' || w[0]|0x20 == 'o') && w[1]|0x20 == 'w' {
		e.Section = notation.AweleSection
		// é and É, composed, are the keyword's only bytes beyond ASCII;
		// both begin with 0xc3.
		if strings.IndexByte(w, 0xc3) >= 0 {
			q.b.words[langIndex(notation.French)]++
		}
	} else {
		e.Section = notation.ChessSection
		if l, ok := q.sc.chessWord(w); ok {
			q.b.words[langIndex(l)]++
		}
	}
	q.sec = e.Section
}

// holes builds the Awélé moves of a Hole token v at p: `D3`, a hole with
// its count written without parentheses, or hole letters, each with its
// count in parentheses or none (`E(2)`, `Ab`).
func (q *quickState) holes(v string, p notation.Pos) bool {
	if len(v) > 1 && isDigit(v[1]) {
		num, ok := quickNumber(v[1:])
		q.out = append(q.out, notation.Element{Kind: notation.AweleMove, Pos: p, Len: len(v), Hole: v[0], Count: num})
		return ok && q.sec == notation.AweleSection
	}
	var ok bool
	q.out, ok = appendHoles(q.out, v, p, quickNumber)
	return ok
}

// power makes e the power token v, or, after a hole letter without its
// count in an Awélé section, makes v that count (`E (3)`): keep=false.
func (q *quickState) power(e *notation.Element, v string) (keep, ok bool) {
	e.Kind = notation.Power
	k := strings.IndexByte(v, '=')
	if k < 0 {
		k = len(v) - 1
	} else {
		e.Colour = v[k+1]
		q.b.colour(e.Colour)
	}
	num, ok := quickNumber(v[1:k])
	if !ok {
		return true, false
	}
	e.Number = num
	slot := len(q.out) - 1
	if q.sec == notation.AweleSection && e.Colour == 0 && slot > 0 && q.out[slot-1].Kind == notation.AweleMove && q.out[slot-1].Count < 0 {
		// `E (3)`: a capture count written apart from its move.
		prev := &q.out[slot-1]
		prev.Count = num
		prev.Len = e.Pos.Offset + e.Len - prev.Pos.Offset
		return false, true
	}
	return true, true
}

// castle makes e the castling v (in an Awélé section, `0-0` is the score
// 0-0); false for ≠, a form as typed.
func (q *quickState) castle(e *notation.Element, v string) bool {
	if q.sec == notation.AweleSection && v == "0-0" {
		e.Kind = notation.AweleScore
		return true
	}
	if strings.HasSuffix(v, "≠") {
		return false
	}
	e.Kind = notation.ChessMove
	e.SAN.Castle = notation.KingSide
	w := strings.TrimRight(v, "+#")
	if len(w) == 5 {
		e.SAN.Castle = notation.QueenSide
	}
	e.SAN.Check, _ = movegen.SANSign(v, len(w))
	return true
}

// san makes e the SAN move t (its parts read by match), v its text; false for × and ≠, forms as
// typed.
func (q *quickState) san(e *notation.Element, t *quickToken, v string) bool {
	sp := *t.san
	if !ascii(v) && (strings.Contains(v, "×") || strings.Contains(v, "≠")) {
		return false
	}
	if q.sec == notation.AweleSection && isCountedHole(sp) && answersUpper(q.out[:len(q.out)-1]) {
		// `E b2`: the count of b written without parentheses (the
		// section records moves: this SAN move says so).
		e.Kind, e.Hole, e.Count = notation.AweleMove, sp.ToFile, int(sp.ToRank-'0')
		return true
	}
	q.b.sanMove(e, &sp)
	return true
}

// open opens a variation at p with bracket c: the level inside reuses
// the scratch of its depth.
func (q *quickState) open(c byte, p notation.Pos) bool {
	if len(q.stack) >= maxDepth {
		return false
	}
	f := qframe{out: q.out, sec: q.sec, open: p, bracket: c}
	var inner []notation.Element
	if d := len(q.stack); d < len(q.sc.levels) {
		inner = q.sc.levels[d][:0]
	}
	q.stack = append(q.stack, f)
	q.out = inner
	return true
}

// close closes the variation open, with v, its closer, at p.
func (q *quickState) close(v string, p notation.Pos) bool {
	d := len(q.stack) - 1
	if d < 0 || closerOf(string(q.stack[d].bracket)) != v {
		return false
	}
	f := q.stack[d]
	q.stack = q.stack[:d]
	kids := closeLevel(&q.out)
	if d < len(q.sc.levels) {
		q.sc.levels[d] = q.out[:0]
	} else {
		q.sc.levels = append(q.sc.levels, q.out[:0])
	}
	q.sec = f.sec
	q.out = append(f.out, notation.Element{Kind: notation.Variation, Pos: f.open, Len: p.Offset + 1 - f.open.Offset,
		Bracket: f.bracket == '[', Children: kids})
	return true
}

// end finishes the game once its text is read; false when the builder
// must read it.
func (q *quickState) end() bool {
	if len(q.stack) > 0 {
		return false
	}
	g, n := q.g, len(q.src)
	if q.first {
		g.Start = notation.Pos{Line: q.s.ql.line, Col: n - q.s.ql.lineBase, Offset: q.off + n}
	}
	if q.phase != phaseTrailing && len(g.Tags) > 0 && !hasMoves(q.out) {
		return false // a tag section alone: the builder warns
	}
	out := q.out
	if cap(out) > keptLevel && cap(out) > 2*len(out) {
		// The estimate overshot by far (a game that is one long
		// variation): the game keeps its own size, not the estimate's.
		out = slices.Clone(out)
	}
	g.Body = out
	if n > 0 {
		q.sc.perKB = len(out) * 1024 / n
	}
	return true
}

// chessWord is notation.ChessWord of the chess section keyword w (folded
// by foldSection), remembered for the last keyword met: a record repeats
// its keyword at every section.
func (sc *quickScratch) chessWord(w string) (notation.Language, bool) {
	if k := sectionKey(w); k == 0 || k != sc.chessKey {
		var buf [8]byte
		sc.chessLang, sc.chessOK = notation.ChessWord(string(foldSection(&buf, w)))
		sc.chessKey = k
	}
	return sc.chessLang, sc.chessOK
}
