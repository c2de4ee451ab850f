package grammar

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// The one-pass path: quickGame builds the typed game of a well-formed text
// straight from its bytes, with no token slice and no tree, for speed
// only. It understands the common case — tag pairs in straight quotes,
// comments, section keywords, move numbers, Awélé moves with their counts,
// scores, power tokens, SAN moves, castling, null moves, NAGs, suffixes,
// variations, a result and the comments after it — and gives up on
// anything else (a syntax error, a form as typed that earns a note, a tag
// given twice, captures-only sections, bad bytes, ...): the
// tokenizer, the tree and the builder then read the text from the start.
// FuzzQuick proves that whatever it builds is what that path builds.

// maxQuickTags is the most tag pairs the one-pass path reads: it looks
// for a tag given twice by comparing names, which is linear only while
// the tags are few.
const maxQuickTags = 32

// qframe is an open variation of the one-pass path: what the level around
// it had built, its section, and its opening bracket.
type qframe struct {
	out     []notation.Element
	sec     notation.Section
	open    notation.Pos
	bracket byte
}

// quickGame builds into g (reset by parseGameInto, Source set) the game of
// src, whose first byte stands at start, and reports true; or it reports
// false, having left g's tags and movetext for the builder to reuse (every
// element it wrote cleared).
func quickGame(g *notation.Game, src []byte, file string, start lexer.Position, sc *scratch) bool {
	if bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src) {
		return false
	}
	q := &sc.quick
	b := builder{file: file, pieces: q.pieces[:0]}
	body := g.Body[:0]
	ok := quickBuild(g, src, start, &b, q)
	q.pieces = b.pieces[:0]
	if !ok {
		// What this path wrote is cleared (it keeps nothing alive); the
		// builder appends to the tags and trailing comments, and sets the
		// result only when there is one.
		clear(body[:cap(body)])
		for _, l := range q.levels {
			clear(l[:cap(l)])
		}
		g.Body = body[:0]
		g.Tags = g.Tags[:0]
		g.Trailing = nil
		g.Result = notation.Element{}
		g.Start = notation.Pos{}
		return false
	}
	b.language(g)
	b.diags.Sort()
	g.Diags = b.diags
	if len(g.Tags) == 0 {
		g.Tags = nil
	}
	if len(g.Body) == 0 {
		g.Body = nil
	}
	return true
}

// quickScratch holds the one-pass path's buffers, reused from game to
// game: piece letters, open variations, the movetext of each depth.
type quickScratch struct {
	// off turns the one-pass path off (for the differential tests).
	off    bool
	pieces []byte
	stack  []qframe
	levels [][]notation.Element
	// perKB is the number of top-level elements per 1024 bytes of the
	// last game built.
	perKB int
	// owned: the text being built is a chunk's own copy (Chunk.owned).
	owned bool
}

// quickBuild is quickGame's loop over the tokens of src.
func quickBuild(g *notation.Game, src []byte, start lexer.Position, b *builder, sc *quickScratch) bool {
	// The strings of the game are slices of text: src itself when it is
	// a chunk's own copy, which nothing changes, else a copy of it.
	var text string
	if sc.owned {
		// unsafe: a string sharing the bytes of src, which stay as they
		// are (see Chunk.owned); measured: one copy and allocation of
		// each game's text fewer, 2,000 games 462 -> 450 M instructions.
		text = unsafe.String(unsafe.SliceData(src), len(src))
	} else {
		text = string(src)
	}
	// The column of src[i] is i - lineBase; lineAt is where a line
	// starts that counts as one for `%` escapes (-1: none yet, when src
	// begins in the middle of a line), as in tokenize.
	line, lineBase, lineAt := start.Line, -start.Column, 0
	if start.Column > 1 {
		lineAt = -1
	}
	const (
		phaseLead = iota
		phaseTags
		phaseItems
		phaseTrailing
	)
	phase := phaseLead
	note := false // after the result, on its line (see tokenize)
	stack := sc.stack[:0]
	defer func() {
		// The frames hold the movetext of their levels: keep none alive.
		clear(stack[:cap(stack)])
		sc.stack = stack[:0]
	}()
	sec := notation.NoSection
	out := g.Body[:0]
	// The movetext is made at about its size at once: elements per
	// kilobyte as the last game had them, an eighth more.
	if est := len(src)*sc.perKB/1024 + len(src)*sc.perKB/8192 + 8; cap(out) < est {
		if sc.perKB == 0 {
			est = len(src)/5 + 8
		}
		out = make([]notation.Element, 0, est)
	}
	first := true
	for i := 0; i < len(src); {
		if !first && phase != phaseTrailing {
			// The common tokens, one after the other, in quickRun's
			// tight loop; it stops before any other and leaves it to
			// the long way below.
			n0 := len(out)
			for {
				var full bool
				i, out, line, lineBase, lineAt, full = quickRun(src, text, i, out, qline{line, lineBase, lineAt}, start.Offset, sec, b)
				if !full {
					break
				}
				// No room for one more element or piece letter: quickRun
				// grows nothing itself (see there).
				out = append(out, notation.Element{})[:len(out)]
				b.pieces = append(b.pieces, 0)[:len(b.pieces)]
			}
			if len(out) > n0 {
				note = false
				phase = phaseItems
			}
			if i == len(src) {
				break
			}
		}
		c := src[i]
		if c == ' ' {
			// The one space between two tokens is skipped here, not by
			// a turn of the loop.
			if i++; i == len(src) {
				break
			}
			c = src[i]
		}
		switch c {
		case '\n':
			i++
			line, lineBase, lineAt = line+1, i-1, i
			note = false
			continue
		case ' ', '\t', '\r', '\f', '\v':
			i++
			continue
		}
		if c >= 0x80 {
			r, n := utf8.DecodeRune(src[i:])
			if r == '\ufeff' {
				i += n
				continue
			}
			if isUnicodeSpace(r) {
				return false // a note the builder words
			}
		}
		atLineStart := i == lineAt
		var typ lexer.TokenType
		var q sanParts
		n, isSAN := 0, false
		if note && c == '(' {
			if n = resultNote(src[i:]); n > 0 {
				typ = tComment
			}
		}
		if n == 0 && c == '[' {
			n, _, _, _, _ = plainTag(src[i:])
			typ = tTag
		}
		if n == 0 {
			typ, n, q, isSAN = quickMatch(src[i:], atLineStart)
		}
		p := notation.Pos{Line: line, Col: i - lineBase, Offset: start.Offset + i}
		if first {
			g.Start = p
			first = false
		}
		v := text[i : i+n]
		note = typ == tResult && len(stack) == 0 || typ == tComment && note
		if typ == tComment && strings.IndexByte(v, '\n') >= 0 {
			// Its line breaks move the lines of the tokens after it.
			for j := 0; j < n; j++ {
				if src[i+j] == '\n' {
					line, lineBase, lineAt = line+1, i+j, i+j+1
				}
			}
		}
		i += n
		if phase == phaseTrailing {
			switch typ {
			case tComment, tLineComment, tEscape:
				g.Trailing = append(g.Trailing, quickText(typ, v, p))
				continue
			}
			return false
		}
		switch typ {
		case tComment, tLineComment, tEscape:
			if phase == phaseTags {
				phase = phaseItems
			}
			out = append(out, quickText(typ, v, p))
			continue
		case tTag:
			if phase == phaseItems || len(g.Tags) >= maxQuickTags || !quickTag(g, v, p) {
				return false
			}
			phase = phaseTags
			continue
		case tResult:
			if len(stack) > 0 || v != "1-0" && v != "0-1" && v != "1/2-1/2" && v != "*" {
				return false
			}
			g.Result = notation.Element{Kind: notation.ResultToken, Pos: p, Len: n, Text: v}
			phase = phaseTrailing
			continue
		}
		phase = phaseItems
		// The element is built in place, in a slot grow1 cleared; a
		// token that gives no element drops it.
		slot := len(out)
		out = grow1(out)
		e := &out[slot]
		e.Pos, e.Len = p, n
		switch typ {
		case tSection:
			e.Kind, e.Text = notation.SectionMark, sectionWord(v)
			w := e.Text
			if len(w) >= 2 && (w[0]|0x20 == 'a' || w[0]|0x20 == 'o') && w[1]|0x20 == 'w' {
				e.Section = notation.AweleSection
				if strings.Contains(w, "é") || strings.Contains(w, "É") {
					b.words[langIndex(notation.French)]++
				}
			} else {
				e.Section = notation.ChessSection
				var buf [8]byte
				if l, ok := notation.ChessWord(string(foldSection(&buf, w))); ok {
					b.words[langIndex(l)]++
				}
			}
			sec = e.Section
		case tMoveNumber:
			e.Kind = notation.MoveNumber
			d := 0
			for d < len(v) && v[d] >= '0' && v[d] <= '9' {
				d++
			}
			num, ok := quickNumber(v[:d])
			if !ok {
				return false
			}
			e.Number = num
			e.Black = v[d:] != "."
		case tEllipsis:
			if k := slot - 1; k >= 0 && out[k].Kind == notation.MoveNumber && !out[k].Black {
				out = drop(out, slot)
				out[k].Black = true
				out[k].Len = p.Offset + n - out[k].Pos.Offset
				continue
			}
			if sec == notation.ChessSection {
				return false
			}
			e.Kind = notation.Unrecorded
		case tHole:
			if len(v) > 1 && isDigit(v[1]) {
				// `D3`: a capture count written without parentheses.
				num, ok := quickNumber(v[1:])
				if sec != notation.AweleSection || !ok {
					return false
				}
				e.Kind, e.Hole, e.Count = notation.AweleMove, v[0], num
				break
			}
			out = drop(out, slot)
			for j := 0; j < len(v); {
				hs := len(out)
				out = grow1(out)
				h := &out[hs]
				h.Kind, h.Hole, h.Count = notation.AweleMove, v[j], -1
				k := j + 1
				if k < len(v) && v[k] == '(' {
					c := strings.IndexByte(v[k:], ')') + k
					num, ok := quickNumber(v[k+1 : c])
					if !ok {
						return false
					}
					h.Count = num
					k = c + 1
				}
				h.Pos = notation.Pos{Line: p.Line, Col: p.Col + j, Offset: p.Offset + j}
				h.Len = k - j
				j = k
			}
			continue
		case tScore:
			if sec == notation.ChessSection {
				return false
			}
			k := strings.IndexByte(v, '-')
			s, ok1 := quickNumber(strings.TrimRight(v[:k], " \t"))
			t, ok2 := quickNumber(strings.TrimLeft(v[k+1:], " \t"))
			if !ok1 || !ok2 {
				return false
			}
			e.Kind = notation.AweleScore
			e.Score = [2]int{s, t}
		case tPower:
			e.Kind = notation.Power
			k := strings.IndexByte(v, '=')
			if k < 0 {
				k = len(v) - 1
			} else {
				e.Colour = v[k+1]
				b.colour(e.Colour)
			}
			num, ok := quickNumber(v[1:k])
			if !ok {
				return false
			}
			e.Number = num
			if sec == notation.AweleSection && e.Colour == 0 && slot > 0 && out[slot-1].Kind == notation.AweleMove && out[slot-1].Count < 0 {
				// `E (3)`: a capture count written apart from its move.
				out = drop(out, slot)
				prev := &out[slot-1]
				prev.Count = num
				prev.Len = p.Offset + n - prev.Pos.Offset
				continue
			}
		case tCastle:
			if sec == notation.AweleSection && v == "0-0" {
				e.Kind = notation.AweleScore
				break
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
			e.SAN.Check, _ = signAt([]byte(v), len(w))
		case tNull:
			if v == "–" || v == "—" {
				return false
			}
			e.Kind, e.Text = notation.NullMove, v
		case tSAN:
			if !isSAN {
				_, q = parseSAN(src[i-n : i])
			}
			if !ascii(v) && (strings.Contains(v, "×") || strings.Contains(v, "≠")) {
				return false
			}
			if sec == notation.AweleSection && isCountedHole(q) && answersUpper(out[:slot]) {
				// `E b2`: the count of b written without parentheses
				// (the section records moves: this SAN move says so).
				e.Kind, e.Hole, e.Count = notation.AweleMove, q.toFile, int(q.toRank-'0')
				break
			}
			b.sanMove(e, &q)
		case tNAG:
			num, ok := quickNumber(v[1:])
			if !ok {
				return false
			}
			e.Kind, e.Number = notation.NAG, num
		case tSuffix:
			out = drop(out, slot)
			k := slot - 1
			if k < 0 || !annotatable(out[k].Kind) || out[k].Suffix != "" || !validSuffix(v) {
				return false
			}
			out[k].Suffix = v
			continue
		case tPunct:
			out = drop(out, slot)
			if c == '(' || c == '[' {
				if len(stack) >= maxDepth {
					return false
				}
				f := qframe{out: out, sec: sec, open: p, bracket: c}
				// The level inside reuses the scratch of its depth.
				var inner []notation.Element
				if d := len(stack); d < len(sc.levels) {
					inner = sc.levels[d][:0]
				}
				stack = append(stack, f)
				out = inner
				continue
			}
			d := len(stack) - 1
			if d < 0 || closerOf(string(stack[d].bracket)) != v {
				return false
			}
			f := stack[d]
			stack = stack[:d]
			kids := closeLevel(&out)
			if d < len(sc.levels) {
				sc.levels[d] = out[:0]
			} else {
				sc.levels = append(sc.levels, out[:0])
			}
			sec = f.sec
			out = append(f.out, notation.Element{Kind: notation.Variation, Pos: f.open, Len: p.Offset + 1 - f.open.Offset,
				Bracket: f.bracket == '[', Children: kids})
			continue
		default:
			// Captures-only sections, forms as typed, stray words,
			// broken comments and tags: the builder's.
			return false
		}
	}
	if len(stack) > 0 {
		return false
	}
	if first {
		g.Start = notation.Pos{Line: line, Col: len(src) - lineBase, Offset: start.Offset + len(src)}
	}
	if phase != phaseTrailing && len(g.Tags) > 0 && !hasMoves(out) {
		return false // a tag section alone: the builder warns
	}
	if cap(out) > keptLevel && cap(out) > 2*len(out) {
		// The estimate overshot by far (a game that is one long
		// variation): the game keeps its own size, not the estimate's.
		out = slices.Clone(out)
	}
	g.Body = out
	if len(src) > 0 {
		sc.perKB = len(out) * 1024 / len(src)
	}
	return true
}

// keptLevel is the most elements a level's scratch keeps from one
// variation to the next (about 600 KB).
const keptLevel = 1 << 12

// closeLevel returns the elements of a variation being closed, built in
// *level, as the variation's own slice, and leaves in *level the scratch
// for the next variation at its depth (cleared). A short variation is
// copied and its scratch kept; a long one keeps its buffer, and the
// scratch is dropped: a variation of 519,000 null moves was held twice,
// the copy and the scratch (71 + 85 MB).
func closeLevel(level *[]notation.Element) []notation.Element {
	out := *level
	if cap(out) > keptLevel {
		*level = nil
		return slices.Clip(out)
	}
	kids := make([]notation.Element, len(out))
	copy(kids, out)
	clear(out)
	return kids
}

// qline is where the one-pass path stands in its lines: the line number,
// lineBase (the column of src[i] is i - lineBase) and lineAt, where a
// line starts that counts as one for `%` escapes (see quickBuild).
type qline struct{ line, lineBase, lineAt int }

// quickRun builds the commonest tokens of movetext from src[i] on, one
// after the other, in a loop kept small: power tokens `(12=W)`, the null
// move `0`, move numbers `12.` and `12...`, a lone hole letter `C` or a
// hole with its count `E(2)`, and out of an Awélé section (sec) the
// commonest SAN moves, with the blanks and line ends between them. Each
// is found and built as quickMatch and quickBuild's switch find and build
// it (no rule before its own matches such text). It stops before any other
// byte or form, returning where, the movetext and the line position: the
// long way reads that token. quickBuild calls it only where such tokens
// may stand (after the first token, before the result). text is src as a
// string, off the file offset of src[0].
//
// The loop calls none of ours and grows neither the movetext nor b.pieces
// (append is a call, and calls in the loop made it keep its values on the
// stack at every turn):
// when either is full it stops with full=true, and the caller makes room
// and calls it again. Blanks and line ends are passed before anything
// else is looked at.
func quickRun(src []byte, text string, i int, out []notation.Element, l qline, off int, sec notation.Section, b *builder) (int, []notation.Element, int, int, int, bool) {
	line, lineBase, lineAt := l.line, l.lineBase, l.lineAt
	for i < len(src) {
		c := src[i]
		class := runClass[c]
		if class <= runLine {
			switch class {
			case runOther:
				return i, out, line, lineBase, lineAt, false
			case runLine:
				line, lineBase, lineAt = line+1, i, i+1
			}
			i++
			continue
		}
		if len(out) == cap(out) {
			return i, out, line, lineBase, lineAt, true
		}
		switch class {
		case runParen:
			// (12=W) and (1=W) read from one six-byte subslice, one
			// bounds check; other numbers by quickDigits.
			var d, num int
			if i+5 < len(src) {
				q := src[i : i+6 : i+6]
				if q[1]-'0' < 10 && q[2]-'0' < 10 && q[3] == '=' && (q[4]|0x20)-'a' < 26 && q[5] == ')' {
					d, num = i+3, int(q[1]-'0')*10+int(q[2]-'0')
				} else if q[1]-'0' < 10 && q[2] == '=' && (q[3]|0x20)-'a' < 26 && q[4] == ')' {
					d, num = i+2, int(q[1]-'0')
				}
			}
			if d == 0 {
				var ok bool
				d, num, ok = quickDigits(src, i+1)
				if !ok || d == i+1 || d+2 >= len(src) || src[d] != '=' || !isLetter(src[d+1]) || src[d+2] != ')' {
					return i, out, line, lineBase, lineAt, false
				}
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.Power, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, d+3-i
			e.Number, e.Colour = num, src[d+1]
			b.colour(e.Colour)
			i = d + 3
		case runZero:
			if !quickNull(src, i) {
				return i, out, line, lineBase, lineAt, false
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.NullMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, 1
			e.Text = text[i : i+1]
			i++
		case runDigit:
			// 7. and 13. (or 7... and 13...) read from one five-byte
			// subslice, one bounds check; other numbers by quickDigits.
			var d, num, end int
			if i+4 < len(src) {
				q := src[i : i+5 : i+5]
				if q[1] == '.' {
					d, num, end = i+1, int(c-'0'), i+2
					if q[2] == '.' && q[3] == '.' {
						end = i + 4
					}
				} else if q[1]-'0' < 10 && q[2] == '.' {
					d, num, end = i+2, int(c-'0')*10+int(q[1]-'0'), i+3
					if q[3] == '.' && q[4] == '.' {
						end = i + 5
					}
				}
			}
			if d == 0 {
				var ok bool
				d, num, ok = quickDigits(src, i)
				if !ok || d >= len(src) || src[d] != '.' {
					return i, out, line, lineBase, lineAt, false
				}
				end = d + 1
				if d+3 <= len(src) && src[d+1] == '.' && src[d+2] == '.' {
					end = d + 3
				}
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.MoveNumber, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, end-i
			e.Number, e.Black = num, end-d == 3
			i = end
		case runHole:
			if i+1 == len(src) || byteIs[src[i+1]]&isTokenEnd != 0 {
				out = out[:len(out)+1]
				e := &out[len(out)-1]
				*e = notation.Element{}
				e.Kind, e.Pos, e.Len = notation.AweleMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, 1
				e.Hole, e.Count = c, -1
				i++
				break
			}
			if src[i+1] == '(' {
				// `E(2)`: a hole and its capture count, alone.
				d, num, ok := quickDigits(src, i+2)
				if ok && d > i+2 && d < len(src) && src[d] == ')' && (d+1 == len(src) || byteIs[src[d+1]]&isTokenEnd != 0) {
					out = out[:len(out)+1]
					e := &out[len(out)-1]
					*e = notation.Element{}
					e.Kind, e.Pos, e.Len = notation.AweleMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, d+1-i
					e.Hole, e.Count = c, num
					i = d + 1
					break
				}
			}
			fallthrough
		default: // runLetter
			if sec == notation.AweleSection {
				return i, out, line, lineBase, lineAt, false
			}
			// The SAN moves of most records, read here as quickSAN reads
			// them: a pawn's move `e4` or capture `exd5`, a piece's move
			// `Nf3` or capture `Nxe5`, then + or #, then a blank, a line
			// end or ')'. Other SAN moves (with a disambiguation or a
			// promotion) go the long way, through quickMatch.
			var q sanParts
			j := i
			switch {
			case byteIs[c]&isPieceLetter != 0:
				q.piece = c
				j++
				if j < len(src) && src[j] == 'x' {
					q.capture = true
					j++
				}
			case !isFile(c):
				return i, out, line, lineBase, lineAt, false
			case i+1 < len(src) && src[i+1] == 'x':
				q.fromFile, q.capture = c, true
				j += 2
			}
			if j+1 >= len(src) || !isFile(src[j]) || !isRank(src[j+1]) {
				return i, out, line, lineBase, lineAt, false
			}
			q.toFile, q.toRank = src[j], src[j+1]
			j += 2
			if j < len(src) && (src[j] == '+' || src[j] == '#') {
				q.check = src[j]
				j++
			}
			if j < len(src) && byteIs[src[j]]&isTokenEnd == 0 && src[j] != ')' {
				return i, out, line, lineBase, lineAt, false
			}
			if q.piece != 0 {
				k := len(b.pieces)
				if k == cap(b.pieces) {
					return i, out, line, lineBase, lineAt, true
				}
				b.pieces = b.pieces[:k+1]
				b.pieces[k] = q.piece
			}
			out = out[:len(out)+1]
			e := &out[len(out)-1]
			*e = notation.Element{}
			e.Kind, e.Pos, e.Len = notation.ChessMove, notation.Pos{Line: line, Col: i - lineBase, Offset: off + i}, j-i
			e.SAN = notation.SAN{Piece: q.piece, FromFile: q.fromFile, Capture: q.capture,
				ToFile: q.toFile, ToRank: q.toRank, Check: q.check}
			i = j
		}
		// The one space after a token is skipped without a turn of the
		// loop.
		if i < len(src) && src[i] == ' ' {
			i++
		}
	}
	return i, out, line, lineBase, lineAt, false
}

// Byte classes of quickRun.
const (
	runOther  = iota // a byte no token of quickRun begins with
	runSpace         // a blank other than a line end
	runLine          // '\n'; the three classes above must stay first
	runParen         // '(': a power token
	runZero          // '0': the null move
	runDigit         // 1 to 9: a move number
	runHole          // a to f, A to F: a hole, else as runLetter
	runLetter        // another ASCII letter: a SAN move
)

var runClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch b := byte(c); {
		case b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == '\v':
			t[c] = runSpace
		case b == '\n':
			t[c] = runLine
		case b == '(':
			t[c] = runParen
		case b == '0':
			t[c] = runZero
		case b >= '1' && b <= '9':
			t[c] = runDigit
		case isHole(b):
			t[c] = runHole
		case isLetter(b):
			t[c] = runLetter
		}
	}
	return t
}()

// quickText is the element of a comment or escape token, as builder.text
// makes it (the carriage returns of CRLF line ends taken out).
func quickText(typ lexer.TokenType, v string, p notation.Pos) notation.Element {
	e := notation.Element{Kind: notation.Comment, Pos: p, Len: len(v)}
	switch typ {
	case tComment:
		e.Text = v[1 : len(v)-1]
		if strings.IndexByte(e.Text, '\r') >= 0 {
			e.Text = strings.ReplaceAll(e.Text, "\r\n", "\n")
		}
	case tLineComment:
		e.Text = strings.TrimRight(v[1:], "\r")
		e.LineComment = true
	case tEscape:
		e.Kind = notation.Escape
		e.Text = strings.TrimRight(v[1:], "\r")
	}
	return e
}

// quickTag appends the tag pair of a Tag token v written plainly (see
// plainTag) when its name is new and its value needs no note; false
// otherwise.
func quickTag(g *notation.Game, v string, p notation.Pos) bool {
	n, n0, n1, v0, v1 := plainTag(v)
	if n != len(v) {
		return false
	}
	name, value := v[n0:n1], v[v0:v1]
	for t := range g.Tags {
		if g.Tags[t].Name == name {
			return false
		}
	}
	if name == "Result" {
		if r, ok := notation.Result(value); ok && r != value {
			return false
		}
	}
	g.Tags = append(g.Tags, notation.Tag{Name: name, Value: value, Pos: p})
	return true
}

// plainTag reads the tag pair s begins with when it is written plainly:
// `[`, spaces or tabs, a name of letters, digits and `_`, spaces or tabs,
// a value in straight quotes with no `\` and no line end, spaces or tabs,
// `]`. It returns the pair's length (0 for any other text) and where its
// name and value lie in s. matchTag reads such a pair to the same length
// (the blanks and quotes it reads besides are other forms), so a plain
// pair is a Tag token without it.
func plainTag[T ~string | ~[]byte](s T) (n, name0, name1, value0, value1 int) {
	if len(s) == 0 || s[0] != '[' {
		return 0, 0, 0, 0, 0
	}
	i := 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	j := i
	for j < len(s) && (isLetter(s[j]) || isDigit(s[j]) || s[j] == '_') {
		j++
	}
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if j == i || k == j || k >= len(s) || s[k] != '"' {
		return 0, 0, 0, 0, 0
	}
	e := k + 1
	for e < len(s) && s[e] != '"' {
		if s[e] == '\\' || s[e] == '\n' {
			return 0, 0, 0, 0, 0
		}
		e++
	}
	r := e + 1
	for r < len(s) && (s[r] == ' ' || s[r] == '\t') {
		r++
	}
	if r >= len(s) || s[r] != ']' {
		return 0, 0, 0, 0, 0
	}
	return r + 1, i, j, k + 1, e
}

// quickNumber reads a run of digits no larger than maxNumber.
func quickNumber(s string) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
		if n > maxNumber {
			return 0, false
		}
	}
	return n, true
}

// quickNull tells whether the '0' at src[i] is the null move as quickMatch
// reads it: before a line end, or before blanks no '-' follows (`0 - 3`
// is a score).
func quickNull(src []byte, i int) bool {
	b := i + 1
	for b < len(src) && (src[b] == ' ' || src[b] == '\t') {
		b++
	}
	switch {
	case b == len(src):
		return true
	case b == i+1:
		return src[b] == '\n' || src[b] == '\r'
	}
	return src[b] != '-'
}

// quickDigits reads the digits of src from i: where they end, and their
// value when ok (ok=false: above maxNumber, as quickNumber says; num is
// then maxNumber). Small enough to be inlined in the one-pass loop: a byte
// minus '0' above 9 is no digit, and the value stops growing past
// maxNumber.
func quickDigits(src []byte, i int) (end, num int, ok bool) {
	for ; i < len(src); i++ {
		d := src[i] - '0'
		if d > 9 {
			break
		}
		num = min(num*10+int(d), maxNumber+1)
	}
	if num > maxNumber {
		return i, maxNumber, false
	}
	return i, num, true
}

// quickMatch is match (the lexer's rule table) with the common tokens of
// a record found directly: a power token, a move number, the null move
// `0`, a SAN move, an Awélé hole, a capture event. For each, every rule
// before it in the table is known not to match; anything else goes
// through match. A SAN move comes with its parts (q).
func quickMatch(s []byte, atLineStart bool) (typ lexer.TokenType, n int, q sanParts, isSAN bool) {
	c := s[0]
	switch {
	case c == '(':
		// Rules for '(': Power, Punct.
		d := 1
		for d < len(s) && isDigit(s[d]) {
			d++
		}
		switch {
		case d == 1:
		case d < len(s) && s[d] == ')':
			return tPower, d + 1, q, false
		case d+2 < len(s) && s[d] == '=' && isLetter(s[d+1]) && s[d+2] == ')':
			return tPower, d + 3, q, false
		}
		return tPunct, 1, q, false
	case c >= '1' && c <= '9':
		// `12.`, `12...`: Result needs '/' or a dash after the 1, Score
		// a dash or a blank after the digits, Castle and Null a 0.
		d := digits(s, 0)
		if d < len(s) && s[d] == '.' {
			if d+3 <= len(s) && s[d+1] == '.' && s[d+2] == '.' {
				return tMoveNumber, d + 3, q, false
			}
			return tMoveNumber, d + 1, q, false
		}
	case c == '[':
		// Rules for '[': Tag, BadTag, Punct.
		if n := matchTag(s, atLineStart); n > 0 {
			return tTag, n, q, false
		}
	case c == '0':
		// The null move `0` before a space or a line end: Castle,
		// Result, PowerItem, MoveNumber need a byte other than a
		// blank after it; Score a dash after the blanks.
		if len(s) == 1 || s[1] == '\n' || s[1] == '\r' {
			return tNull, 1, q, false
		}
		if s[1] == ' ' || s[1] == '\t' {
			if b := 1 + blanks(s[1:]); b == len(s) || s[b] != '-' {
				return tNull, 1, q, false
			}
		}
	case isLetter(c):
		// Section needs five letters or é, É; Castle an O; Null a Z;
		// EnPassant an e; then SAN, Capture and Hole in this order.
		if c == 'O' || c == 'Z' {
			break
		}
		if byteIs[c]&isSectionFirst != 0 {
			k := 1
			for k < len(s) && k < 5 && isLetter(s[k]) {
				k++
			}
			if k == 5 || k < len(s) && s[k] == 0xc3 {
				// Section is the first rule for a letter.
				if n := matchSection(s, atLineStart); n > 0 {
					return tSection, n, q, false
				}
				break
			}
		}
		if c == 'e' && matchEnPassant(s, false) > 0 {
			break
		}
		if byteIs[c]&(isPieceLetter|isFileLetter) != 0 {
			// parseSAN needs two files, ranks, x, ':', '-' or × after
			// the piece letter, or a drop's @: the second of them, or
			// the first after a piece letter, must stand at k.
			k := 1
			if k < len(s) && (isFile(s[k]) || isRank(s[k]) || s[k] == 'x' || s[k] == ':' || s[k] == '-' || s[k] == 0xc3 || s[k] == '@') {
				if n, q, ok := quickSAN(s); ok {
					return tSAN, n, q, true
				}
				if n, q := parseSAN(s); n > 0 {
					return tSAN, n, q, true
				}
			}
		}
		if isColour(c) {
			if n := matchCapture(s, false); n > 0 {
				return tCapture, n, q, false
			}
		}
		if isHole(c) {
			if len(s) == 1 || s[1] == ' ' || s[1] == '\n' || s[1] == '\t' || s[1] == '\r' {
				return tHole, 1, q, false
			}
			if n := matchHole(s, false); n > 0 {
				return tHole, n, q, false
			}
		}
	}
	typ, n = match(s, atLineStart)
	return typ, n, q, false
}

// quickSAN reads the SAN moves most records hold — a piece letter or
// none, a file or a rank or both, x, the target square, + or #, then a
// space, a line end (LF or CR) or ')' — as parseSAN reads them; ok=false for any
// other text (parseSAN then decides).
func quickSAN(s []byte) (n int, p sanParts, ok bool) {
	i := 0
	if byteIs[s[0]]&isPieceLetter != 0 {
		p.piece = s[0]
		i = 1
	}
	j := i
	for j < len(s) && j-i < 5 && byteIs[s[j]]&isSANSquare != 0 {
		j++
	}
	if j-i < 2 || !isFile(s[j-2]) || !isRank(s[j-1]) {
		return 0, sanParts{}, false
	}
	p.toFile, p.toRank = s[j-2], s[j-1]
	rest := s[i : j-2]
	if k := len(rest); k > 0 && rest[k-1] == 'x' {
		p.capture = true
		rest = rest[:k-1]
	}
	switch len(rest) {
	case 0:
	case 1:
		switch {
		case isFile(rest[0]):
			p.fromFile = rest[0]
		case isRank(rest[0]):
			p.fromRank = rest[0]
		default:
			return 0, sanParts{}, false
		}
	case 2:
		if !isFile(rest[0]) || !isRank(rest[1]) {
			return 0, sanParts{}, false
		}
		p.fromFile, p.fromRank = rest[0], rest[1]
	default:
		return 0, sanParts{}, false
	}
	if j < len(s) && (s[j] == '+' || s[j] == '#') {
		p.check = s[j]
		j++
	}
	if j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\t' && s[j] != '\r' && s[j] != ')' {
		return 0, sanParts{}, false
	}
	return j, p, true
}

// Byte classes of quickMatch, as bits of byteIs.
const (
	isPieceLetter  = 1 << iota // pieceLetters (isPiece); must be 1
	isFileLetter               // a to h (isFile)
	isSectionFirst             // sectionFirst
	isSANSquare                // a file, a rank or x: what quickSAN reads before the target square
	isTokenEnd                 // ' ', '\n', '\t' or '\r': a blank that ends a token of quickRun
)

var byteIs = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if isPiece(byte(c)) {
			t[c] |= isPieceLetter
		}
		if isFile(byte(c)) {
			t[c] |= isFileLetter
		}
		if strings.IndexByte(sectionFirst, byte(c)) >= 0 {
			t[c] |= isSectionFirst
		}
		if isFile(byte(c)) || isRank(byte(c)) || c == 'x' {
			t[c] |= isSANSquare
		}
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			t[c] |= isTokenEnd
		}
	}
	return t
}()

// ascii tells whether s holds no byte beyond ASCII.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// drop removes the element at k, the last of out, leaving its slot zero
// (it keeps nothing alive).
func drop(out []notation.Element, k int) []notation.Element {
	out[k] = notation.Element{}
	return out[:k]
}
