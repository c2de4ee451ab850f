package grammar

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

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
	// modes: the modes of sections are looked for (quickBuild);
	// needModes: a token that needs them was met without.
	modes, needModes bool
	// tell: the visitor to tell the tags at the first token after them
	// (nil: none, or told); fast: quickRun may read the common tokens
	// (no modes, no visitor to tell).
	tell *visitState
	fast bool
	err  *quickErr // a game with a syntax error (quickGame)
	// firstTag is the game's first Tag or BadTag token (Type 0: none
	// yet), for the warning of a tag section alone (builder.end).
	firstTag lexer.Token
}

// quickToken is a token the long way of the one-pass path found.
type quickToken struct {
	typ lexer.TokenType
	n   int
	c   byte      // its first byte
	san *sanParts // a SAN move's parts (the scanner's)
	tag *TagPair  // a Tag token's parts (the scanner's)
}

// quickResult is what quickBuild did.
type quickResult uint8

const (
	quickBuilt  quickResult = iota // the game is built
	quickGaveUp                    // a syntax error: buildGame finds it and builds again
	quickModes                     // build again with modes set: a capture event was met
	quickPassed                    // a visitor passed over the movetext (quickScratch.visit)
	quickAgain                     // build again, the bad bytes of the tags a visitor was told reported
)

// quickBuild is quickGame's loop over the tokens of src. Without modes
// it builds every Awélé section as one that records moves (b.mode stays
// modeMoves) and stops at the first capture event, power list or colour
// group (quickModes); with modes, it looks ahead for the mode of each
// line and section as it begins (modeAhead), and reads every token the
// long way (quickRun builds a lone B as a hole). With e, it reads up to
// the cut and places every token it can, ending the game before one it
// cannot (quickGame then always builds).
func quickBuild(g *notation.Game, src []byte, start lexer.Position, b *builder, sc *quickScratch, bad, modes bool, e *quickErr) quickResult {
	q := quickState{g: g, src: src, off: start.Offset, b: b, sc: sc, first: true, stack: sc.stack[:0], modes: modes, err: e}
	if sc.visit != nil && !sc.visit.told {
		q.tell = sc.visit
	}
	// With a cut, quickRun still reads the common tokens: it stops at the
	// cut, where stands the opener of a variation left out or a token
	// the grammar cannot take, none of which it reads.
	q.fast = !modes && q.tell == nil
	q.begin(start, bad)
	defer q.release()
	if modes {
		b.mode = q.modeAhead(modeUnknown)
	}
	end, i0 := len(src), 0
	if e != nil {
		end = e.end // the cut
	} else if sc.heads != nil && !bad {
		i0 = q.placeHeads(sc.heads)
	}
read:
	for i := i0; i < end; {
		if q.fast && !q.first && q.phase != phaseTrailing {
			// The common tokens, one after the other, in quickRun's
			// tight loop; it stops before any other and leaves it to
			// the long way (token).
			if i = q.run(i); i == len(src) {
				break
			}
		}
		var ok bool
		if i, ok = q.token(i); !ok {
			switch {
			case sc.visit != nil && (sc.visit.passed || sc.visit.again):
				return visitStop(sc.visit)
			case q.needModes:
				return quickModes
			case e != nil:
				// A token placed nowhere before the cut (no known text
				// has one): the game ends before it, as at a cut.
				break read
			}
			return quickGaveUp
		}
	}
	// A text of tags alone (and comments before them): the visitor is
	// told them at its end.
	if q.tell != nil && !q.tellTags(len(src), true) {
		return visitStop(sc.visit)
	}
	if !q.end() {
		return quickGaveUp
	}
	return quickBuilt
}

// placeHeads builds the tags read ahead (readHeads) as the pass builds
// their Tag tokens (quickState.tag), and returns where it goes on: after
// them, the scanner set at their end and its line. (Not for a text with
// bad bytes, whose tags the scanner reads reporting them.)
func (q *quickState) placeHeads(h *heads) int {
	for k := range h.pairs {
		p := &h.pairs[k]
		v := q.text[p.at : p.at+p.tag.Len]
		pos := notation.Pos{Line: p.line, Col: p.at - p.lineBase, Offset: q.off + p.at}
		if q.first {
			q.g.Start = pos
			q.first = false
		}
		q.tag(&quickToken{typ: tTag, n: len(v), c: '[', tag: &p.tag}, v, pos)
	}
	q.s.i, q.s.ql = h.end, h.ql
	return h.end
}

// visitStop is what quickBuild reports when the visitor told the tags
// stopped the pass (quickState.tellTags).
func visitStop(vs *visitState) quickResult {
	if vs.passed {
		return quickPassed
	}
	vs.again = false
	return quickAgain
}

// begin makes the game's text, line position and movetext buffer; bad
// tells that src holds a NUL or invalid UTF-8 byte.
func (q *quickState) begin(start lexer.Position, bad bool) {
	// The text read: all of src, or up to the cut of a syntax error.
	n := len(q.src)
	if q.err != nil {
		n = q.err.end
	}
	// The strings of the game are slices of text: src itself when it is
	// a chunk's own copy, which nothing changes, else a copy of it.
	if q.sc.owned {
		q.text = unsafeview.String(q.src)
	} else {
		q.text = string(q.src[:n])
	}
	q.s.init(q.src, q.text, "", start)
	// Bad bytes are looked for in every tag and line comment only when
	// src has some.
	q.s.collect(q.b.file, bad)
	if q.err != nil {
		q.s.keep = false // syntaxCheck's scanner's diagnostics stand for them
		q.s.over, q.s.overEnd, q.s.end = q.err.over, q.err.overEnd, q.err.end
	}
	q.b.out = q.g.Body[:0]
	if q.tell == nil {
		q.reserve()
	}
}

// reserve makes the movetext buffer about the size of the movetext at
// once: elements per kilobyte as the last game had them, an eighth more
// (a game whose tags a visitor is told is made so once it enters the
// movetext).
func (q *quickState) reserve() {
	n := len(q.src)
	if q.err != nil {
		n = q.err.end
	}
	perKB := q.sc.perKB
	if est := n*perKB/1024 + n*perKB/8192 + 8; cap(q.b.out) < est {
		if perKB == 0 {
			est = n/5 + 8
		}
		q.b.out = append(make([]notation.Element, 0, est), q.b.out...)
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
	b := q.b
	n0 := len(b.out)
	for {
		var full bool
		var line, lineBase int
		i, b.out, line, lineBase, full = quickRun(q.src, i, b.out, q.s.ql.line, q.s.ql.lineBase, q.off, b.sec, b)
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
		b.out = append(b.out, notation.Element{})[:len(b.out)]
		b.pieces = append(b.pieces, 0)[:len(b.pieces)]
	}
	if len(b.out) > n0 {
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
	if typ == tPunct && s.depth > maxDepth && (q.src[i] == '(' || q.src[i] == '[') {
		q.deep(i, at)
		return s.i, true
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

// deep leaves out the variation opened at src[i], on the line at, nested
// deeper than maxDepth, as the tokenizer does, and reports it.
func (q *quickState) deep(i int, at qline) {
	s := &q.s
	s.diags.deep(lexer.Position{Offset: q.off + i, Line: at.line, Column: i - at.lineBase})
	for skip := s.depth; ; {
		_, typ, _ := s.next()
		if typ == lexer.EOF || typ == tPunct && s.depth < skip {
			return
		}
	}
}

// place builds the token t, v its text at p: a comment, a tag pair, the
// result, or an element of the movetext (element); false for a token
// placed nowhere: a syntax error.
func (q *quickState) place(t *quickToken, v string, p notation.Pos) bool {
	if q.tell != nil && endsTags(t.typ, q.phase) {
		// A bracket before any tag may open a comment in parentheses,
		// read as one on a syntax error further on (buildGame), and tags
		// may follow it: the visitor is told the tags of the game built.
		lead := q.phase == phaseLead && t.typ == tPunct
		if !q.tellTags(p.Offset-q.off, !lead) {
			return false
		}
	}
	switch t.typ {
	case tComment, tLineComment, tEscape:
		if q.phase == phaseTrailing {
			q.g.Trailing = append(q.g.Trailing, quickText(t.typ, v, p))
			return true
		}
		if q.phase == phaseTags {
			q.phase = phaseItems
		}
		q.b.out = append(q.b.out, quickText(t.typ, v, p))
		return true
	}
	switch {
	case q.phase == phaseTrailing:
		return false
	case t.typ == tTag || t.typ == tBadTag:
		return q.tag(t, v, p)
	case t.typ == tResult:
		if len(q.stack) > 0 {
			return false
		}
		q.b.result(q.g, tokenAt(t.typ, v, p))
		q.phase = phaseTrailing
		return true
	}
	q.phase = phaseItems
	return q.element(t, tokenAt(t.typ, v, p))
}

// tellTags tells the visitor the tags at the first token after them, at
// src[i] (or at the end of the text), or with now false leaves them to be
// told from the game built; false when the pass stops there: the visitor
// passes over the movetext, which is read no further, or the tags held
// bad bytes, not reported as they were read (quickGame), and the game is
// read again.
func (q *quickState) tellTags(i int, now bool) bool {
	vs := q.tell
	q.tell = nil
	if !now {
		vs.told, vs.late = true, true
	} else if vs.tell(q.g.Tags) {
		return false
	}
	// The text is looked at for bad bytes now: those of the tags, and of
	// the token read after them (q.s.i is its end), read without
	// reporting them too, make the pass read the game again.
	if vs.bad = hasBadBytes(q.src); vs.bad && hasBadBytes(q.src[:max(i, q.s.i)]) {
		vs.again = true
		return false
	}
	q.s.report = vs.bad
	q.fast = !q.modes
	q.reserve()
	return true
}

// tokenAt is the lexer.Token of type typ, text v at p, as the builder's
// methods take it.
func tokenAt(typ lexer.TokenType, v string, p notation.Pos) lexer.Token {
	return lexer.Token{Type: typ, Value: v, Pos: lexer.Position{Offset: p.Offset, Line: p.Line, Column: p.Col}}
}

// tag builds a tag pair of the tag section (false after the movetext has
// begun): a plain one with a new name directly (quickTag), any other by
// the builder.
func (q *quickState) tag(t *quickToken, v string, p notation.Pos) bool {
	if q.phase == phaseItems {
		return false
	}
	if q.firstTag.Type == 0 {
		q.firstTag = tokenAt(t.typ, v, p)
	}
	q.phase = phaseTags
	if t.typ == tTag && q.b.seen == nil && len(q.g.Tags) < maxQuickTags && quickTag(q.g, v, t.tag, p) {
		return true
	}
	tok := tokenAt(t.typ, v, p)
	var tp TagPair
	if t.typ == tTag {
		tp = *t.tag
	}
	q.b.tag(q.g, tok, tp)
	return true
}

// element builds an element of the movetext with the builder, or changes
// the one before it (a suffix, `...` after a move number, a count written
// apart), or opens or closes a variation; false for a capture event met
// without modes (whether an Awélé section records moves or captures is
// told by what follows it: needModes), or a syntax error: a stray word, a
// broken comment, a tag pair, a closer that closes nothing.
func (q *quickState) element(t *quickToken, tok lexer.Token) bool {
	b := q.b
	switch t.typ {
	case tPunct:
		if t.c == '(' || t.c == '[' {
			return q.open(t.c, pos(tok.Pos))
		}
		return q.close(tok.Value, pos(tok.Pos))
	case tSection:
		b.section(tok)
		if q.modes {
			b.mode = q.modeAhead(modeUnknown)
		}
	case tMoveNumber:
		b.moveNumber(tok)
	case tEllipsis:
		b.ellipsis(tok)
	case tScore:
		b.score(tok)
	case tPower:
		b.power(tok)
	case tSAN:
		b.chessMove(tok, t.san)
	case tCastle, tNull:
		b.chessMove(tok, nil)
	case tHole:
		b.aweleMove(tok)
	case tNAG, tSuffix, tSign, tMate, tEnPassant:
		b.annotation(tok)
	case tCapture, tPowerItem, tColours:
		if !q.modes {
			q.needModes = true
			return false
		}
		b.captureEvent(tok)
	default:
		return false
	}
	return true
}

// modeAhead returns the mode of the line or section that begins at the
// scanner's position: the first token
// that tells moves from captures, up to the next section keyword, the
// end of the line's variation or the result, nested variations left
// aside; inherited if none does.
func (q *quickState) modeAhead(inherited mode) mode {
	c := q.s
	c.keep, c.report = false, false
	d0 := c.depth
	b3 := false
	for {
		i, typ, _ := c.next()
		switch typ {
		case tPunct:
			if c.depth < d0 {
				return inherited // the line's variation closes
			}
			for c.depth > d0 { // a nested variation, left aside
				if _, typ, _ := c.next(); typ == lexer.EOF {
					return inherited
				}
			}
		case tTag, tBadTag:
			// before the movetext (after it, a syntax error: the game
			// is given up)
		default:
			if !startsElement(typ) {
				return inherited // a section keyword, the result, the end
			}
			if m := modeTold(typ, q.text[i:c.i], &b3); m != modeUnknown {
				return m
			}
		}
	}
}

// open opens a variation at p with bracket c: the level inside reuses
// the scratch of its depth.
func (q *quickState) open(c byte, p notation.Pos) bool {
	if len(q.stack) >= maxDepth {
		return false
	}
	f := qframe{out: q.b.out, sec: q.b.sec, mode: q.b.mode, open: p, bracket: c}
	var inner []notation.Element
	if d := len(q.stack); d < len(q.sc.levels) {
		inner = q.sc.levels[d][:0]
	}
	q.stack = append(q.stack, f)
	q.b.out = inner
	if q.modes {
		if !q.loneColour() {
			q.b.mode = q.modeAhead(q.b.mode)
		}
	}
	return true
}

// loneColour builds, in a variation just opened in a chess section, the
// one colour letter it holds, (N): a power token written without its
// number, which the replay names with the number the queue gives
// (builder.loneColour); false when the variation holds something else.
func (q *quickState) loneColour() bool {
	if q.b.sec != notation.ChessSection {
		return false
	}
	c := q.s
	c.keep, c.report = false, false
	i, typ, at := c.next()
	if typ != tColours || c.i-i != 1 {
		return false
	}
	if _, typ, _ := c.next(); typ != tPunct || c.depth >= q.s.depth {
		return false
	}
	q.s.next()
	q.b.out = append(q.b.out, notation.Element{Kind: notation.AweleMove, Pos: notation.Pos{Line: at.line, Col: i - at.lineBase, Offset: q.off + i},
		Len: 1, Hole: q.src[i], Count: -1})
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
	b := q.b
	kids := closeLevel(&b.out)
	if d < len(q.sc.levels) {
		q.sc.levels[d] = b.out[:0]
	} else {
		q.sc.levels = append(q.sc.levels, b.out[:0])
	}
	b.sec, b.mode = f.sec, f.mode
	b.out = append(f.out, notation.Element{Kind: notation.Variation, Pos: f.open, Len: p.Offset + 1 - f.open.Offset,
		Bracket: f.bracket == '[', Children: kids})
	return true
}

// end finishes the game once its text is read (builder.end); false for
// a variation left open, a syntax error (quickGame reads the game again
// with its cut), but with a quickErr, where the variations still open
// are left out, as at a cut.
func (q *quickState) end() bool {
	if len(q.stack) > 0 {
		if q.err == nil {
			return false
		}
		f := q.stack[0]
		q.b.out, q.b.sec, q.b.mode = f.out, f.sec, f.mode
		q.stack = q.stack[:0]
	}
	g, n := q.g, len(q.src)
	if q.first {
		g.Start = notation.Pos{Line: q.s.ql.line, Col: n - q.s.ql.lineBase, Offset: q.off + n}
	}
	out := q.b.out
	if cap(out) > keptLevel && cap(out) > 2*len(out) {
		// The estimate overshot by far (a game that is one long
		// variation): the game keeps its own size, not the estimate's.
		out = slices.Clone(out)
	}
	g.Body = out
	if n > 0 && q.err == nil {
		q.sc.perKB = len(out) * 1024 / n
	}
	var first *lexer.Token
	if q.firstTag.Type != 0 {
		first = &q.firstTag
	}
	if e := q.err; e != nil {
		q.errorEnd(e)
	} else if sd := q.s.diags.list(); len(sd) > 0 {
		// The scanner's diagnostics come first, as the tokenizer's do.
		q.b.diags = append(sd, q.b.diags...)
	}
	q.b.end(g, first, q.phase == phaseTrailing)
	return true
}

// errorEnd ends a game with a syntax error: its start, the result
// that ends the text, outside variations, when the text read stops before
// it (syntaxCheck found it), and the diagnostics of the scanner and of
// the syntax before the builder's.
func (q *quickState) errorEnd(e *quickErr) {
	// The game starts at its first token, though the text read stops
	// before it (the language's diagnostic stands there).
	q.g.Start = pos(e.start)
	if q.g.Result.Kind == 0 && e.result != nil {
		q.b.result(q.g, *e.result)
		for _, tok := range e.trailing {
			q.g.Trailing = append(q.g.Trailing, q.b.text(tok))
		}
	}
	q.b.diags = append(e.pre, q.b.diags...)
}
