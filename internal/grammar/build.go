package grammar

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// maxDepth bounds the nesting of variations: the reading leaves out what
// is nested deeper (tokIter, quickState.deep).
const maxDepth = 64

// maxNumber bounds every number of the movetext: larger ones are not meant.
const maxNumber = 999999

func pos(p lexer.Position) notation.Pos {
	return notation.Pos{Line: p.Line, Col: p.Column, Offset: p.Offset}
}

// builder gives the tokens of a game their meaning, as the one-pass path
// (quickbuild.go) reads them, and collects diagnostics.
type builder struct {
	file  string
	diags diag.List
	// out is the movetext being built, sec the section it stands in
	// (NoSection before the first keyword) and mode whether an Awélé
	// section records moves or captures.
	out    []notation.Element
	sec    notation.Section
	mode   mode
	pieces []byte // piece and promotion letters of SAN moves
	nW, nN int    // W and N power or capture colours
	// forms lists the forms as typed that were read as canonical ones
	// (typographic quotes, ×, e.p., mat, en dashes, ...), once each;
	// formAt is the first one's token. typedNote says them in one note.
	forms  []i18n.Msg
	formAt lexer.Token
	// words counts the section keywords that tell a language, by language
	// (index in notation.Languages()): French or accented ones, Chess,
	// Schach, Ajedrez, Scacchi, Schaken.
	words [6]int
	// byCode counts the diagnostics kept by keep, by code; dropped those
	// left out.
	byCode  map[string]int
	dropped int
	// tagCompares counts the tag names countTag compares, for the test
	// that keeps reading tags linear (scratch.tagCompares sums them).
	tagCompares int
	// seen counts the tags of each name once they are many (tagCount).
	seen map[string]int
	// chess remembers the last chess section keyword's language
	// (sectionCache.chessWord): the one-pass path keeps it from game to
	// game; nil, none is kept.
	chess *sectionCache
}

// typed records a form as typed that was read as its canonical form.
func (b *builder) typed(t lexer.Token, form i18n.Msg) {
	for _, f := range b.forms {
		if sameForm(f, form) {
			return
		}
	}
	if len(b.forms) == 0 {
		b.formAt = t
	}
	b.forms = append(b.forms, form)
}

// typedNote says, in one note at the first of them, which forms as typed
// were read (fmt writes their canonical forms).
func (b *builder) typedNote() {
	if len(b.forms) == 0 {
		return
	}
	t := b.formAt
	d := diag.Diagnostic{Severity: diag.Note, Code: diag.TypedForm, File: b.file, Line: t.Pos.Line, Col: t.Pos.Column, Len: len(t.Value)}
	// The tokenizer's note of a no-break space between tokens joins this
	// one: one note per game.
	for i, n := range b.diags {
		if n.Code == diag.TypedForm && n.Severity == diag.Note {
			if !slices.ContainsFunc(b.forms, func(f i18n.Msg) bool { return sameForm(f, spaceForm) }) {
				b.forms = append(b.forms, spaceForm)
			}
			if n.Line < d.Line || n.Line == d.Line && n.Col < d.Col {
				d.Line, d.Col, d.Len = n.Line, n.Col, n.Len
			}
			b.diags = append(b.diags[:i], b.diags[i+1:]...)
			break
		}
	}
	d.Msg = i18n.M(i18n.GTypedNote, formList(b.forms))
	b.diags.Add(d)
}

// spaceForm names the no-break spaces read as spaces in a typed-form note.
var spaceForm = i18n.M(i18n.GFormSpace)

// sameForm tells whether two forms of a typed-form note are the same.
func sameForm(a, b i18n.Msg) bool { return a.In(i18n.English) == b.In(i18n.English) }

// formList joins the forms of a typed-form note with commas, as written.
func formList(forms []i18n.Msg) i18n.Msg {
	m := forms[len(forms)-1]
	for i := len(forms) - 2; i >= 0; i-- {
		m = i18n.M(i18n.ListComma, forms[i], m)
	}
	return m
}

func (b *builder) errorf(t lexer.Token, code string, msg i18n.Msg) {
	b.keep(diag.Diagnostic{Severity: diag.Error, Code: code, File: b.file, Line: t.Pos.Line, Col: t.Pos.Column,
		Len: len(t.Value), Msg: msg})
}

// keep keeps a diagnostic of one token: at most maxDiags of each code, the
// others only counted (dropped), so that a game of a million stray
// tokens holds 100 diagnostics, not a million (450 MB for a 1 MB game of
// `!`). Only maxDiags are shown in the end, whatever their codes: those
// kept are the first of each code, which holds the first maxDiags of all.
func (b *builder) keep(d diag.Diagnostic) {
	if b.byCode == nil {
		b.byCode = map[string]int{}
	}
	if b.byCode[d.Code] >= maxDiags {
		b.dropped++
		return
	}
	b.byCode[d.Code]++
	b.diags.Add(d)
}

// number reads a run of digits, reporting numbers past maxNumber.
func (b *builder) number(t lexer.Token, s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
		if n > maxNumber {
			b.errorf(t, diag.NumberRange, i18n.M(i18n.GNumberTooLarge, clip(s), maxNumber))
			return 0
		}
	}
	return n
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// tag builds a Tag or BadTag token, tp its parts (ReadTagPair), into g's
// tags, saying what is wrong with it: a BadTag's line is skipped (the
// tags and movetext after it are read as usual), a tag given twice is
// kept (nothing is lost; the player keeps one), a form as typed is noted.
func (b *builder) tag(g *notation.Game, tok lexer.Token, tp TagPair) {
	if tok.Type == tBadTag {
		b.errorf(tok, diag.Syntax, badTagMessage(tok.Value))
		return
	}
	tg, typographic := tagOf(tok, tp)
	if typographic {
		form := i18n.M(i18n.GFormQuotesCurly)
		if strings.Contains(tok.Value, "«") {
			form = i18n.M(i18n.GFormQuotesAngle)
		}
		b.typed(tok, form)
	}
	if tagSpaced(tok.Value, tp) {
		b.typed(tok, spaceForm)
	}
	if tg.Name == "Result" {
		if r, ok := notation.Result(tg.Value); ok && r != tg.Value {
			b.typed(tok, i18n.M(i18n.GFormAs, clip(tg.Value), r))
		}
	}
	if n := b.tagCount(g.Tags, tg.Name); n > 0 {
		msg := i18n.M(i18n.GTagTwice, clip(tg.Name))
		if n > 1 {
			msg = i18n.M(i18n.GTagTimes, clip(tg.Name), n+1)
		}
		d := diag.Diagnostic{Severity: diag.Error, Code: diag.TagValue, File: b.file, Line: tok.Pos.Line, Col: tok.Pos.Column,
			Len: len(tok.Value), Msg: msg}
		if !readTags[tg.Name] {
			// Tags the tools do not read (Annotator, ...): nothing
			// changes with the one kept.
			d.Severity = diag.Warning
		}
		b.keep(d)
	}
	g.Tags = append(g.Tags, tg)
}

// tagCount returns how many of tags are called name, and counts one more.
// Past 16 tags they are counted in a map (seen), so that a game of 100,000
// tags is read in linear time (countTag on each would be quadratic).
func (b *builder) tagCount(tags []notation.Tag, name string) int {
	if b.seen == nil {
		if len(tags) < 16 {
			return b.countTag(tags, name)
		}
		b.seen = make(map[string]int, 2*len(tags))
		for i := range tags {
			b.seen[tags[i].Name]++
		}
	}
	n := b.seen[name]
	b.seen[name] = n + 1
	return n
}

// result builds the game's result token, spelt as the Result tag spells
// it (a form as typed, `1:0`, is noted).
func (b *builder) result(g *notation.Game, t lexer.Token) {
	g.Result = notation.Element{Kind: notation.ResultToken, Pos: pos(t.Pos), Len: len(t.Value), Text: resultText(t.Value)}
	if g.Result.Text != t.Value {
		b.typed(t, i18n.M(i18n.GFormAs, t.Value, g.Result.Text))
	}
}

// end finishes a game once its text is built: a tag section alone (first,
// its first tag, not nil, and no result) is warned of, the forms as typed
// noted, the language decided.
func (b *builder) end(g *notation.Game, first *lexer.Token, hasResult bool) {
	if first != nil && !hasResult && !hasMoves(g.Body) && b.diags.Errors() == 0 {
		// A tag section alone: its game was never written, or its
		// movetext was lost.
		b.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: diag.Syntax, File: b.file, Line: first.Pos.Line, Col: first.Pos.Column,
			Len: len(first.Value), Msg: i18n.M(i18n.GTagsNoMoves)})
	}
	b.typedNote()
	b.language(g)
}

// hasMoves tells whether a movetext holds anything but comments and
// escapes.
func hasMoves(body []notation.Element) bool {
	for _, e := range body {
		if e.Kind != notation.Comment && e.Kind != notation.Escape {
			return true
		}
	}
	return false
}

// lastToken returns the last token of a movetext that is not empty, inside
// its last variation if it ends with one.
func lastToken(body []notation.Element) notation.Element {
	e := body[len(body)-1]
	if e.Kind == notation.Variation {
		if len(e.Children) > 0 {
			return lastToken(e.Children)
		}
		e.Len = 1
	}
	return e
}

// resultText spells a result as the Result tag does (notation.Result):
// `1:0` and `1–0` are `1-0`, `½-½` and `½:½` are `1/2-1/2`.
func resultText(v string) string {
	if r, ok := notation.Result(v); ok {
		return r
	}
	return v
}

// badTagMessage says what is wrong with a BadTag token, the head of a tag
// pair `[Name "` and the rest of its line.
func badTagMessage(v string) i18n.Msg {
	t := ReadTagPair([]byte(v))
	if t.Value1 < 0 {
		closer := `"`
		switch t.Open {
		case quoteOpenCurly[0]:
			closer = "”"
		case quoteOpenAngle[0]:
			closer = "»"
		}
		return i18n.M(i18n.GTagValueOpen, closer)
	}
	if strings.TrimRight(v[t.Value1+t.CloseLen:], " \t") == "" {
		return i18n.M(i18n.GTagOpen)
	}
	return i18n.M(i18n.GTagForm)
}

// readTags are the tags whose value the tools read: given twice, the game
// means two things, an error; another tag given twice is a warning.
var readTags = map[string]bool{"Result": true, "Language": true, "Variant": true, "AweleRules": true, "AweleCase": true,
	"AweleFEN": true, "Handicap": true, "FEN": true, "SetUp": true}

// countTag counts the tags called name.
func (b *builder) countTag(tags []notation.Tag, name string) int {
	n := 0
	b.tagCompares += len(tags)
	for i := range tags {
		if tags[i].Name == name {
			n++
		}
	}
	return n
}

// tagSpaced tells whether a Tag token, t its parts, has a no-break space outside its
// value (the name and the quotes are ASCII or typographic quotes).
func tagSpaced(v string, t TagPair) bool {
	isSpace := func(r rune) bool { return r != '\ufeff' && isUnicodeSpace(r) }
	return strings.ContainsFunc(v[:t.Head], isSpace) || t.Value1 >= 0 && strings.ContainsFunc(v[t.Value1+t.CloseLen:], isSpace)
}

// tagOf reads a Tag token, t its parts. A value in typographic quotes (“value”,
// « value ») is read as written, without escapes, the spaces inside « »
// left out; typographic tells that it was so quoted.
func tagOf(tok lexer.Token, t TagPair) (tg notation.Tag, typographic bool) {
	name := tok.Value[t.Name0:t.Name1]
	s := tok.Value[t.Head:t.Value1]
	if t.Open != '"' {
		if t.Open == quoteOpenAngle[0] {
			s = strings.TrimFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || isUnicodeSpace(r) })
		}
		return notation.Tag{Name: name, Value: s, Pos: pos(tok.Pos)}, true
	}
	return notation.Tag{Name: name, Value: UnescapeTagValue(s), Pos: pos(tok.Pos)}, false
}

func (b *builder) text(t lexer.Token) notation.Element {
	return quickText(t.Type, t.Value, pos(t.Pos))
}

// mode says whether an Awélé section records moves or only captures.
type mode uint8

const (
	modeUnknown mode = iota
	modeMoves
	modeCaptures
)

// modeTold returns the mode a token of type typ, text v, tells, the first
// of its line or section to tell one (modeUnknown: it tells none); b3
// remembers a `B3` met before it, an event or the hole B with its count,
// which the next move tells.
func modeTold(typ lexer.TokenType, v string, b3 *bool) mode {
	switch typ {
	case tCapture:
		if v[0] != 'B' {
			return modeCaptures
		}
		*b3 = true
	case tPowerItem, tColours:
		return modeCaptures
	case tHole:
		if v != "B" {
			return modeMoves
		}
	case tSAN, tNull, tCastle, tPower:
		if *b3 {
			return modeCaptures
		}
		return modeMoves
	}
	return modeUnknown
}

// add appends an element for token t to b.out and returns it: it is
// built in place, in a slot of b.out that grow1 cleared.
func (b *builder) add(t *lexer.Token) *notation.Element {
	slot := len(b.out)
	b.out = grow1(b.out)
	e := &b.out[slot]
	e.Pos, e.Len = pos(t.Pos), len(t.Value)
	return e
}

// last returns the element built last, or nil.
func (b *builder) last() *notation.Element {
	if len(b.out) == 0 {
		return nil
	}
	return &b.out[len(b.out)-1]
}

// section builds the SectionMark of a section keyword, which opens its
// section, and counts the language the keyword tells.
func (b *builder) section(t lexer.Token) {
	e := b.add(&t)
	e.Kind, e.Text = notation.SectionMark, sectionWord(t.Value)
	w := e.Text
	if len(w) >= 2 && (w[0]|0x20 == 'a' || w[0]|0x20 == 'o') && w[1]|0x20 == 'w' {
		e.Section = notation.AweleSection
		// é and É, composed, are the keyword's only bytes beyond ASCII;
		// both begin with 0xc3.
		if strings.IndexByte(w, 0xc3) >= 0 {
			b.words[langIndex(notation.French)]++
		}
	} else {
		e.Section = notation.ChessSection
		var l notation.Language
		var ok bool
		if b.chess != nil {
			l, ok = b.chess.chessWord(w)
		} else {
			l, ok = (&sectionCache{}).chessWord(w)
		}
		if ok {
			b.words[langIndex(l)]++
		}
	}
	b.sec = e.Section
}

// sectionCache remembers the last chess section keyword's sectionKey and
// language (chessWord).
type sectionCache struct {
	key  uint64
	lang notation.Language
	ok   bool
}

// chessWord is notation.ChessWord of the chess section keyword w (folded
// by foldSection), remembered for the last keyword met: a record repeats
// its keyword at every section.
func (sc *sectionCache) chessWord(w string) (notation.Language, bool) {
	if k := sectionKey(w); k == 0 || k != sc.key {
		var buf [8]byte
		sc.lang, sc.ok = notation.ChessWord(string(foldSection(&buf, w)))
		sc.key = k
	}
	return sc.lang, sc.ok
}

// moveNumber builds a MoveNumber token: `12.` or `12...`.
func (b *builder) moveNumber(t lexer.Token) {
	v := t.Value
	e := b.add(&t)
	e.Kind = notation.MoveNumber
	d := 0
	for d < len(v) && v[d] >= '0' && v[d] <= '9' {
		d++
	}
	e.Number = b.number(t, v[:d])
	e.Black = v[d:] != "."
}

// ellipsis builds an Ellipsis token: after a move number `1.` it makes it
// North's or Black's (`1. ...`); else it says that the rest of a
// captures-only record was not written, which a chess section cannot say.
func (b *builder) ellipsis(t lexer.Token) {
	if p := b.last(); p != nil && p.Kind == notation.MoveNumber && !p.Black {
		p.Black = true
		p.Len = t.Pos.Offset + len(t.Value) - p.Pos.Offset
		return
	}
	if b.sec == notation.ChessSection {
		b.errorf(t, diag.Syntax, i18n.M(i18n.GEllipsis))
		return
	}
	b.add(&t).Kind = notation.Unrecorded
}

// aweleMove builds a Hole token: one or more Awélé moves, or, in a
// captures-only section, a lone B (an event of one seed).
func (b *builder) aweleMove(t lexer.Token) {
	v := t.Value
	if v == "B" && b.mode == modeCaptures {
		e := b.add(&t)
		e.Kind, e.Colour, e.Count = notation.CaptureEvent, 'B', 1
		b.colour('B')
		return
	}
	if len(v) > 1 && isDigit(v[1]) {
		// `D3`: a capture count written without parentheses.
		if b.sec == notation.AweleSection && b.mode != modeCaptures {
			e := b.add(&t)
			e.Kind, e.Hole, e.Count = notation.AweleMove, v[0], b.number(t, v[1:])
			return
		}
		if v[0] >= 'a' {
			// e9: a chess square slip as likely as a count
			b.errorf(t, diag.Syntax, i18n.M(i18n.GNotAMove, clip(v)))
			return
		}
		b.errorf(t, diag.Syntax, i18n.M(i18n.GCountParens, clip(v), v[0], clip(v[1:])))
		return
	}
	b.holes(t)
}

// captureEvent builds an event of a captures-only record: `B3`, `1:W`,
// `BBNN`. In an Awélé section that records moves `B3` is the hole B with
// its count written without parentheses.
func (b *builder) captureEvent(t lexer.Token) {
	v := t.Value
	if b.sec == notation.ChessSection {
		msg := i18n.M(i18n.GCaptureEventChss, v)
		switch t.Type {
		case tPowerItem:
			msg = i18n.M(i18n.GPowerListChess, v)
		case tColours:
			msg = i18n.M(i18n.GColourGroupChess, v)
		}
		b.errorf(t, diag.Syntax, msg)
		return
	}
	switch t.Type {
	case tColours:
		for j := 0; j < len(v); {
			k := j
			for k < len(v) && v[k] == v[j] {
				k++
			}
			p := t.Pos
			p.Column += j
			p.Offset += j
			b.out = append(b.out, notation.Element{Kind: notation.CaptureEvent, Pos: pos(p), Len: k - j, Colour: v[j], Count: k - j})
			b.colour(v[j])
			j = k
		}
		return
	case tPowerItem:
		e := b.add(&t)
		k := strings.IndexByte(v, ':')
		e.Kind, e.Colour, e.Count = notation.CaptureEvent, v[k+1], 1
		e.Number = b.number(t, v[:k])
		b.colour(v[k+1])
		return
	}
	e := b.add(&t)
	if v[0] == 'B' && b.sec == notation.AweleSection && b.mode == modeMoves {
		// The hole B with a count written without parentheses.
		e.Kind, e.Hole, e.Count = notation.AweleMove, 'B', b.number(t, v[1:])
		return
	}
	e.Kind, e.Colour = notation.CaptureEvent, v[0]
	e.Count = b.number(t, v[1:])
	b.colour(v[0])
}

// score builds the score that closes an Awélé section, `25-23`.
func (b *builder) score(t lexer.Token) {
	v := t.Value
	if b.sec == notation.ChessSection {
		b.errorf(t, diag.Syntax, i18n.M(i18n.GScorePlace, v))
		return
	}
	e := b.add(&t)
	k := strings.IndexByte(v, '-')
	e.Kind = notation.AweleScore
	e.Score = [2]int{b.number(t, strings.TrimRight(v[:k], " \t")), b.number(t, strings.TrimLeft(v[k+1:], " \t"))}
}

// power builds a power token `(n=C)` or `(n)`; in an Awélé section,
// `(n)` right after a move with no count is that move's count, written
// apart (`E (3)`).
func (b *builder) power(t lexer.Token) {
	v := t.Value
	colour := byte(0)
	k := strings.IndexByte(v, '=')
	if k < 0 {
		k = len(v) - 1
	} else {
		colour = v[k+1]
		b.colour(colour)
	}
	number := b.number(t, v[1:k])
	if p := b.last(); b.sec == notation.AweleSection && colour == 0 && p != nil && p.Kind == notation.AweleMove && p.Count < 0 {
		p.Count = number
		p.Len = t.Pos.Offset + len(v) - p.Pos.Offset
		return
	}
	e := b.add(&t)
	e.Kind, e.Colour, e.Number = notation.Power, colour, number
}

// chessMove builds a SAN move, castling or the null move. In an Awélé
// section `0-0` is the score 0-0, and `b2` that answers an upper-case hole
// letter is the hole b with its count written without parentheses.
func (b *builder) chessMove(t lexer.Token, sp *sanParts) {
	v := t.Value
	switch t.Type {
	case tCastle:
		e := b.add(&t)
		if b.sec == notation.AweleSection && v == "0-0" {
			e.Kind = notation.AweleScore
			return
		}
		e.Kind = notation.ChessMove
		e.SAN.Castle = notation.KingSide
		if strings.HasSuffix(v, "≠") {
			b.typed(t, i18n.M(i18n.GFormAs, "≠", "#"))
		}
		w := strings.TrimRight(strings.TrimSuffix(v, "≠"), "+#")
		if len(w) == 5 {
			e.SAN.Castle = notation.QueenSide
		}
		e.SAN.Check, _ = movegen.SANSign([]byte(v), len(w))
		return
	case tNull:
		e := b.add(&t)
		e.Kind, e.Text = notation.NullMove, v
		if v == "–" || v == "—" {
			b.typed(t, i18n.M(i18n.GFormAs, v, "0")) // the null move
			e.Text = "--"
		}
		return
	}
	var p sanParts
	if sp != nil {
		p = *sp
	} else {
		_, p = parseSAN([]byte(v))
	}
	if !ascii(v) {
		if strings.Contains(v, "×") {
			b.typed(t, i18n.M(i18n.GFormAs, "×", "x"))
		}
		if strings.Contains(v, "≠") {
			b.typed(t, i18n.M(i18n.GFormAs, "≠", "#"))
		}
	}
	if b.sec == notation.AweleSection && b.mode == modeMoves && isCountedHole(p) && answersUpper(b.out) {
		// `E b2`: the count of b written without parentheses.
		e := b.add(&t)
		e.Kind, e.Hole, e.Count = notation.AweleMove, p.ToFile, int(p.ToRank-'0')
		return
	}
	b.sanMove(b.add(&t), &p)
}

// sanMove makes e the chess move p read, and keeps its piece and
// promotion letters for the language decision; the grammar's builder and
// the one-pass path's long way both call it.
func (b *builder) sanMove(e *notation.Element, p *sanParts) {
	e.Kind = notation.ChessMove
	e.SAN = notation.SAN{Piece: p.Piece, FromFile: p.FromFile, FromRank: p.FromRank, Capture: p.Capture,
		ToFile: p.ToFile, ToRank: p.ToRank, Promo: p.Promo, Check: p.Check, Drop: p.Drop}
	if p.Piece != 0 {
		b.pieces = append(b.pieces, p.Piece)
	}
	if notation.LetterEvidence(p.Promo) {
		b.pieces = append(b.pieces, p.Promo)
	}
}

// annotation builds one annotation of the move before it: a NAG is an
// element of its own, a suffix, a sign, a mate or an en-passant remark
// belongs to the move and is an error elsewhere.
func (b *builder) annotation(t lexer.Token) {
	v := t.Value
	p := b.last()
	switch t.Type {
	case tNAG:
		e := b.add(&t)
		e.Kind = notation.NAG
		e.Number = b.number(t, v[1:])
	case tMate:
		// `Dxf7 mat`, `Dxf7 ≠`: the mate sign of the move before, in
		// words or as French books print it.
		if p == nil || p.Kind != notation.ChessMove {
			b.errorf(t, diag.Syntax, i18n.M(i18n.GMateAlone, v))
			return
		}
		p.SAN.Check = '#'
		b.typed(t, i18n.M(i18n.GFormAs, v, "#"))
	case tEnPassant:
		// `exd6 e.p.`: a remark on the capture before, left out (the
		// replay knows an en-passant capture without it).
		if p == nil || p.Kind != notation.ChessMove || !p.SAN.Capture || p.SAN.Piece != 0 {
			b.errorf(t, diag.Syntax, i18n.M(i18n.GEPAlone, v))
			return
		}
		p.SAN.EnPassant = true
		b.typed(t, i18n.M(i18n.GFormEP, v))
	case tSign:
		// `Fxf7 +`: the sign of the move before, written apart.
		if p == nil || p.Kind != notation.ChessMove || p.SAN.Check != 0 {
			b.errorf(t, diag.Syntax, i18n.M(i18n.GCheckSign, v))
			return
		}
		p.SAN.Check, _ = movegen.SANSign([]byte(v), 0)
	default: // a suffix
		if p == nil || !annotatable(p.Kind) || p.Suffix != "" || !validSuffix(v) {
			b.errorf(t, diag.Syntax, i18n.M(i18n.GAnnotation, v))
			return
		}
		p.Suffix = v
	}
}

// isCountedHole tells whether a SAN move is a bare pawn square on files a
// to f (`b2`): it may be a lower-case hole letter with its count written
// without parentheses.
func isCountedHole(p sanParts) bool {
	return p.Piece == 0 && p.FromFile == 0 && p.FromRank == 0 && !p.Capture && p.Promo == 0 && p.Check == 0 && p.ToFile <= 'f'
}

// answersUpper tells whether the last move of out (move numbers, comments
// and NAGs aside) is an upper-case hole letter: a lower-case one answers
// it, as in `2. E b(2)`.
func answersUpper(out []notation.Element) bool {
	for k := len(out) - 1; k >= 0; k-- {
		switch out[k].Kind {
		case notation.MoveNumber, notation.Comment, notation.NAG:
			continue
		case notation.AweleMove:
			return out[k].Hole >= 'A' && out[k].Hole <= 'F'
		}
		return false
	}
	return false
}

// grow1 extends out by one element, which is zero: the builder builds it
// in place. The slot is cleared here, as it is filled, rather than all
// the recycled movetext ahead (one pass over the memory, not two).
func grow1(out []notation.Element) []notation.Element {
	if len(out) == cap(out) {
		return append(out, notation.Element{})
	}
	out = out[:len(out)+1]
	out[len(out)-1] = notation.Element{}
	return out
}

func annotatable(k notation.Kind) bool {
	return k == notation.AweleMove || k == notation.ChessMove || k == notation.NullMove || k == notation.CaptureEvent
}

func validSuffix(s string) bool {
	switch s {
	case "!", "?", "!!", "??", "!?", "?!":
		return true
	}
	return false
}

// holes builds the Awélé moves of a Hole token: `E`, `E(3)`, or a pair of
// holes glued together `Df(3)`, `C(5)d`.
func (b *builder) holes(t lexer.Token) {
	// Built in place, like the other elements (see add); a count too
	// large is an error of b.number, read as 0.
	b.out, _ = appendHoles(b.out, t.Value, pos(t.Pos), func(s string) (int, bool) { return b.number(t, s), true })
}

// appendHoles appends to out the Awélé moves of v, hole letters each
// with its count in parentheses or none (`Ab`, `Df(3)`, `C(5)d`), v
// standing at p; count reads a count (false: it cannot be read, and
// appendHoles stops there). The builder and the one-pass path build
// holes with it.
func appendHoles(out []notation.Element, v string, p notation.Pos, count func(string) (int, bool)) ([]notation.Element, bool) {
	for j := 0; j < len(v); {
		slot := len(out)
		out = grow1(out)
		e := &out[slot]
		e.Kind, e.Hole, e.Count = notation.AweleMove, v[j], -1
		k := j + 1
		if k < len(v) && v[k] == '(' {
			c := strings.IndexByte(v[k:], ')') + k
			num, ok := count(v[k+1 : c])
			if !ok {
				return out, false
			}
			e.Count = num
			k = c + 1
		}
		e.Pos, e.Len = notation.Pos{Line: p.Line, Col: p.Col + j, Offset: p.Offset + j}, k-j
		j = k
	}
	return out, true
}

func (b *builder) colour(c byte) {
	switch c {
	case 'W':
		b.nW++
	case 'N':
		b.nN++
	}
}

// language sets Lang, LangCandidates and LangFromTag.
func (b *builder) language(g *notation.Game) {
	if l, ok, d := g.TagLanguage(); ok {
		g.Lang, g.LangFromTag = l, true
		return
	} else if d != nil {
		d.File = b.file
		b.diags.Add(*d)
	}
	lang, cands, d := notation.DecideLanguage(b.pieces, b.nW, b.nN, func(l notation.Language) int { return b.words[langIndex(l)] })
	g.Lang = lang
	if len(cands) > 0 {
		g.LangCandidates = append([]notation.Language(nil), cands...)
	}
	if d != nil {
		d.File, d.Line, d.Col = b.file, g.Start.Line, g.Start.Col
		b.diags.Add(*d)
	}
}

// langIndex is the index of a language in notation.Languages().
func langIndex(l notation.Language) int {
	switch l {
	case notation.French:
		return 0
	case notation.English:
		return 1
	case notation.German:
		return 2
	case notation.Spanish:
		return 3
	case notation.Italian:
		return 4
	}
	return 5
}

// ascii tells whether s holds no byte beyond ASCII.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
