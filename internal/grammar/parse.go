package grammar

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
	"golang.org/x/text/unicode/norm"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// ParseGame parses the text of one game. file names the source for
// diagnostics ("" for standard input) and firstLine is the file line on
// which src begins. A broken game comes back with its diagnostics in Diags;
// ParseGame never fails otherwise.
func ParseGame(src []byte, file string, firstLine int) *notation.Game {
	if firstLine < 1 {
		firstLine = 1
	}
	return parseGame(crToLF(src), file, lexer.Position{Line: firstLine, Column: 1}, nil)
}

// ParseGameInto is ParseGame building into old, a game no longer in use
// whose tag and movetext arrays it reuses (nil: a new game), with the
// parse buffers of a pool: for a caller that parses many small texts one
// after another (the PGN reader's [%awele] commands). The game returned
// shares nothing else with old; its strings are its own.
func ParseGameInto(old *notation.Game, src []byte, file string, firstLine int) *notation.Game {
	if firstLine < 1 {
		firstLine = 1
	}
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	return parseGameInto(old, crToLF(src), file, lexer.Position{Line: firstLine, Column: 1}, sc)
}

// parseGame parses one game whose first byte stands at start.
func parseGame(src []byte, file string, start lexer.Position, sc *scratch) *notation.Game {
	return parseGameInto(nil, src, file, start, sc)
}

// parseGameInto is parseGame building into old, a game no longer in use
// whose tag and movetext slices are reused (nil: a new game).
func parseGameInto(old *notation.Game, src []byte, file string, start lexer.Position, sc *scratch) *notation.Game {
	if old == nil {
		return buildGame(&notation.Game{}, src, file, start, sc)
	}
	stale := old.Body
	*old = notation.Game{Tags: old.Tags[:0], Body: stale[:0]}
	g := buildGame(old, src, file, start, sc)
	// The builder clears each slot it fills (grow1); the old game's
	// elements past the new one's, if they are still in g's array, are
	// cleared so that they keep nothing of it alive.
	n := 0
	if len(g.Body) > 0 && len(stale) > 0 && &g.Body[0] == &stale[0] {
		n = len(g.Body)
	} else if cap(g.Body) > 0 && cap(stale) > 0 && &g.Body[:1][0] != &stale[:1][0] {
		n = len(stale) // a new array: the old one is garbage
	}
	if n < len(stale) {
		clear(stale[n:])
	}
	return g
}

// buildGame builds the game src into g, whose slices are empty, in one
// pass (quickGame). On a syntax error, where that pass stops, the game is
// read once more to find and word its syntax errors (syntaxCheck), and
// the one pass builds the game up to the cut, or the whole game with a
// comment in parentheses read as a comment.
func buildGame(g *notation.Game, src []byte, file string, start lexer.Position, sc *scratch) *notation.Game {
	g.Source, g.SourceLine, g.SourceCol = src, start.Line, start.Column
	if sc == nil {
		sc = &scratch{}
	}
	if quickGame(g, src, file, start, sc, nil) {
		return g
	}
	e, _ := syntaxCheck(src, file, start, &sc.check)
	// With e the one pass places what it reads, or stops there.
	quickGame(g, src, file, start, sc, e)
	return g
}

// done gives g the diagnostics b found, in order and capped, once g is
// built.
func (b *builder) done(g *notation.Game, sc *scratch) {
	sc.tagCompares += b.tagCompares
	b.diags.Sort()
	b.diags = b.diags.Capped(len(b.diags) + b.dropped)
	g.Diags = b.diags
	nilEmpty(g)
}

// nilEmpty sets g's empty tags and movetext to nil: a recycled game keeps
// empty slices where a new one has none, so that a recycled game is the
// very same value as a new one.
func nilEmpty(g *notation.Game) {
	if len(g.Tags) == 0 {
		g.Tags = nil
	}
	if len(g.Body) == 0 {
		g.Body = nil
	}
}

// maxDiags bounds the diagnostics kept for one game.
const maxDiags = diag.MaxPerGame

// scratch holds buffers that a Reader reuses from game to game: nothing
// the built game keeps points into them.
type scratch struct {
	check checker      // syntaxCheck's
	quick quickScratch // the one-pass path's (quick.go)
	// tagCompares sums the builders' (builder.tagCompares): a test hook.
	tagCompares int
}

// syntaxError words for a player the syntax error at token bad, the
// first token the grammar cannot take, and returns the tokens that
// recovery leaves out to read on (recover.go): the stray token, or the
// bracket group it stands in when the group is a comment or a power token
// miswritten; an empty span when the error leaves nothing to read on from.
// toks holds bad and the tokens around it that the wording looks at: the
// innermost variation open before it (or the result before it), and
// those after it (checker.context); prev is the token before bad, and
// nested tells that a bracket stands between that opener and bad.
func syntaxError(bad lexer.Token, toks []lexer.Token, prev lexer.Token, nested bool, file string, sx gameText) (*diag.Diagnostic, span) {
	d := &diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, File: file}
	drop := span{}
	d.Line, d.Col, d.Len = bad.Pos.Line, bad.Pos.Column, len(bad.Value)
	open, resultAt := openAt(toks, bad.Pos.Offset)
	after := resultAt >= 0 && bad.Pos.Offset > resultAt
	switch {
	case bad.Type == lexer.EOF && open != nil, bad.Type == tResult && open != nil && neverClosed(toks, open):
		d.Line, d.Col, d.Len = open.Pos.Line, open.Pos.Column, 1
		d.Msg = i18n.M(i18n.GNeverClosedVar, closerOf(open.Value))
	case bad.Type == tBadComment:
		d.Len = 1
		d.Msg = i18n.M(i18n.GNeverClosedCmt)
	case bad.Type == tBadTag:
		d.Msg = badTagMessage(bad.Value)
	case after:
		d.Msg = i18n.M(i18n.GAfterResult, clip(bad.Value))
	case bad.Type == tTag:
		d.Msg = i18n.M(i18n.GTagAfterMoves)
	case bad.Type == tResult:
		d.Msg = i18n.M(i18n.GResultInVar, bad.Value)
	case bad.Type == tInvalid && open != nil && sx.misbracketed(toks, open, nested, d):
		drop = sx.group(toks, open)
	case bad.Type == tInvalid:
		drop = tokenSpan(toks, bad.Pos.Offset)
		d.Msg = i18n.M(i18n.GNotAMove, clip(bad.Value))
		if h := typoHint(bad.Value, prev); !h.IsZero() {
			d.Msg = d.Msg.Then(i18n.M(i18n.GSemiHint, h))
		} else if isProse(bad.Value) {
			drop = sx.prose(toks, drop, d)
		}
	case bad.Type == tPunct && open != nil && closerOf(open.Value) != bad.Value:
		d.Msg = i18n.M(i18n.GVarClose, open.Value, closerOf(open.Value), bad.Value)
	default:
		found := i18n.M(i18n.GFoundEnd)
		if bad.Type != lexer.EOF {
			found = i18n.M(i18n.GFoundTok, clip(bad.Value))
		}
		d.Msg = i18n.M(i18n.GExpected, found)
	}
	if d.Line < 1 {
		d.Line = 1
	}
	if d.Col < 1 {
		d.Col = 1
	}
	return d, drop
}

// typoHint says how to write a stray token that is a common slip, or "":
// the letter O for the null move, `Fxf7ch` for `Fxf7+`, a pawn letter
// (`P-e4`), an Awélé hole past F (`g(2)`, `h`, `G`). prev is the token
// before it (a zero token if none).
func typoHint(v string, prev lexer.Token) i18n.Msg {
	lv := strings.ToLower(norm.NFC.String(v)) // passé typed in NFD too
	switch {
	case v == "O" || v == "o":
		return i18n.M(i18n.GHintNull)
	case lv == "passe" || lv == "passé" || lv == "pass":
		return i18n.M(i18n.GHintNull)
	case v == "00" || v == "000":
		return i18n.M(i18n.GHintCastleOrNull)
	case castleForm(v) != "":
		return i18n.M(i18n.GHintCastle, castleForm(v))
	case gluedWord(v, "e.p.") != "" || gluedWord(v, "ep") != "":
		return i18n.M(i18n.GHintEPApart, clip(gluedWord(v, "e.p.")+gluedWord(v, "ep")))
	case gluedWord(v, "mat") != "":
		return i18n.M(i18n.GHintMateGlued, clip(gluedWord(v, "mat")))
	case len(lv) > 3 && strings.HasPrefix(lv, "mat") && strings.IndexByte("!?+#.", lv[3]) >= 0:
		// `Dxf7 mat!`: the annotation would have no move.
		if prev.Type == tSAN || prev.Type == tCastle {
			return i18n.M(i18n.GHintMateThen, clip(strings.TrimRight(prev.Value, "+#"))+"#"+strings.Trim(v[3:], "+#."))
		}
		return i18n.M(i18n.GHintMateThenEx)
	case v == "ch":
		if prev.Type == tSAN || prev.Type == tCastle {
			if prev.Value[len(prev.Value)-1] != '+' && prev.Value[len(prev.Value)-1] != '#' {
				return i18n.M(i18n.GHintCheckAfter, clip(prev.Value))
			}
		}
		return i18n.M(i18n.GHintCheck)
	case len(v) > 2 && strings.HasSuffix(v, "ch") && isWholeSAN(v[:len(v)-2]):
		return i18n.M(i18n.GHintWrite, clip(v[:len(v)-2]))
	case len(v) > 1 && (v[0] == 'P' || v[0] == 'p'):
		w := strings.TrimPrefix(v[1:], "-")
		if isWholeSAN(w) && !isPiece(w[0]) {
			return i18n.M(i18n.GHintPawn, clip(w))
		}
	case isAfterF(v[0]):
		// a letter alone or with a count: h, G3, g(2)
		count := v[1:]
		if len(count) > 2 && count[0] == '(' && count[len(count)-1] == ')' {
			count = count[1 : len(count)-1]
		}
		if digits([]byte(count), 0) == len(count) {
			return i18n.M(i18n.GHintHoles)
		}
	}
	return i18n.Msg{}
}

// castleForm returns the castling a stray token v means, O-O or O-O-O
// with its check sign, when v is castling as people type it: lowercase
// (o-o), without hyphens (OO, but not 00: castling or the null move?), or
// with a dash for the hyphen (O–O, 0–0, as a word processor makes it);
// else "".
func castleForm(v string) string {
	body := strings.TrimRight(v, "+#")
	sign := v[len(body):]
	switch n := castleDashes.Replace(body); {
	case n == "O-O" || n == "OO" && body != "00":
		return "O-O" + sign
	case n == "O-O-O" || n == "OOO" && body != "000":
		return "O-O-O" + sign
	}
	return ""
}

// castleDashes writes the dashes and the letters of castling as typed
// the one way (castleForm): made once, not for each stray word (making
// it was half the instructions of the wording of a syntax error).
var castleDashes = strings.NewReplacer("–", "-", "—", "-", "‑", "-", "0", "O", "o", "O")

// gluedWord returns the move v begins with when v is a whole SAN move with
// word glued after it (`exd6e.p.`, `Dxf7mat`), else "".
func gluedWord(v, word string) string {
	m, ok := strings.CutSuffix(v, word)
	if !ok || !isWholeSAN(strings.TrimRight(m, "+#")) {
		return ""
	}
	return m
}

// isAfterF tells whether c is a letter g to l in either case: an Awélé
// hole written past F (some records letter the twelve holes A to L).
func isAfterF(c byte) bool { return c >= 'g' && c <= 'l' || c >= 'G' && c <= 'L' }

// isWholeSAN tells whether s is one SAN move, whole, with no check sign.
func isWholeSAN(s string) bool {
	if s == "" {
		return false
	}
	n, p := parseSAN([]byte(s))
	return n == len(s) && p.Check == 0
}

// isProse tells whether a stray token reads as a word of prose: letters
// only, two at least, and three or more when they are all hole letters
// (`DE` is a slip in an Awélé record, not a comment; `Bec` is a word).
func isProse(v string) bool {
	letters, holes := 0, 0
	for _, r := range v {
		switch {
		case r < utf8.RuneSelf && isHole(byte(r)):
			holes++
		case unicode.IsLetter(r):
		default:
			return false
		}
		letters++
	}
	return letters >= 3 || letters == 2 && holes < 2
}

func closerOf(open string) string {
	if open == "[" {
		return "]"
	}
	return ")"
}

// neverClosed tells whether the variation opened at open has no closer in
// the rest of toks: none comes, or the first one at its level is of the
// other kind (`(e5 [d5 1-0)`: the ']' is missing).
func neverClosed(toks []lexer.Token, open *lexer.Token) bool {
	depth := 0
	for i := range toks {
		t := &toks[i]
		if t.Pos.Offset < open.Pos.Offset || t.Type != tPunct {
			continue
		}
		switch {
		case t.Value == "(" || t.Value == "[":
			depth++
		case depth == 1:
			return t.Value != closerOf(open.Value)
		default:
			depth--
		}
	}
	return true
}

// openAt returns the innermost variation opener still open at offset, and
// the offset of the game's result (-1 if none comes before offset).
func openAt(toks []lexer.Token, offset int) (*lexer.Token, int) {
	var stack []*lexer.Token
	result := -1
	for i := range toks {
		t := &toks[i]
		if t.Pos.Offset >= offset && t.Type != lexer.EOF {
			break
		}
		switch {
		case t.Type == tPunct && (t.Value == "(" || t.Value == "["):
			stack = append(stack, t)
		case t.Type == tPunct && len(stack) > 0:
			stack = stack[:len(stack)-1]
		case t.Type == tResult && len(stack) == 0 && result < 0:
			result = t.Pos.Offset
		}
		if t.Type == lexer.EOF {
			break
		}
	}
	if len(stack) == 0 {
		return nil, result
	}
	return stack[len(stack)-1], result
}

func isText(tt lexer.TokenType) bool {
	return tt == tComment || tt == tLineComment || tt == tEscape
}
