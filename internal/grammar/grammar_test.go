package grammar

import (
	"fmt"
	"math"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar below is the definition of AGN: how the lexer's
// tokens (lexer.go, docs/FORMAT.md's token table) combine into tag pairs,
// sections, moves with their counts, powers and annotations, variations
// and a result. The builder (build.go) gives each production its meaning
// from the section it stands in (an Awélé section's `B3` is a capture
// event or the hole B with a count, a chess section's is an error).
//
// The grammar accepts every sequence of movetext tokens, in any order:
// what is out of place (an annotation with no move, a count in a chess
// section) is the builder's to report in a player's words, at its token.
// A syntax error is a token that can stand nowhere in movetext (a stray
// word, a tag pair after the moves), a variation never closed or closed by
// the other bracket, or anything but comments after the result. So every
// production, once its first token is read, reads the rest as optional.
//
// The doc comment of each type below, up to its blank comment line, is
// written for players: docs/FORMAT.md shows it next to the production
// (a test generates that section and checks that each example reads as
// its production).

// game is a whole game: comments and escape lines before it, its tag
// pairs, its movetext, then its result with the comments on the result's
// line. The result may be left out; comments after it on later lines go
// to the next game.
// Examples: `[Event "Paris"] Awélé D c Échecs 1. (1=B) e4 1-0 {abandon}`
//
// A game is read from the text the reader split off for it (reader.go).
type game struct {
	Lead     []*text    `parser:"@@*"`
	Tags     []*tagPair `parser:"@@*"`
	Moves    *movetext  `parser:"@@"`
	Result   *result    `parser:"( @@"`
	Trailing []*text    `parser:"  @@* )?"`
}

// text is a comment: in braces (it may span lines, braces do not nest),
// after a semicolon to the end of the line, or an escape line starting
// with % at the start of a line. After the result, on its line, a text in
// parentheses is a comment too: `1-0 (abandon)` reads as `1-0 {abandon}`.
// Examples: `{a comment}`, `; to the end of the line`
type text struct {
	Tok lexer.Token `parser:"@(Comment | LineComment | Escape)"`
}

// tagPair is a tag pair `[Name "value"]`, as in PGN; typographic quotes
// “value” and « value » are read too. A tag pair never closed on its line
// is reported and its line skipped: the tags and movetext after it are
// read as usual.
// Examples: `[Event "Paris"]`, `[Site « Lyon »]`
type tagPair struct {
	Tok lexer.Token `parser:"@(Tag | BadTag)"`
}

// movetext is what a game or a variation holds: the elements written
// before any section keyword (a synchronous record, or a variation that
// goes on in the section of its line), then the sections.
// Examples: `1. E(2) (1=B) e4 a`, `Awélé B3 N2 ... Échecs 1. (1=B) e4`
type movetext struct {
	Elements []*element `parser:"@@*"`
	Sections []*section `parser:"@@*"`
}

// section is a section keyword and the elements up to the next one.
// Awélé sections open with Awélé, Awele, Awalé, Awale or Oware, chess
// sections with Échecs, Echecs, Chess, Schach, Ajedrez, Scacchi or
// Schaken, in any case, with or without a colon. An Awélé section records
// moves, or captures only: its first element that tells decides.
// Examples: `Awélé D c 2. E(3) a`, `Échecs : 1. (1=B) e4`
type section struct {
	Keyword  lexer.Token `parser:"@Section"`
	Elements []*element  `parser:"@@*"`
}

// element is one thing of movetext, in any order: what is out of place
// (an annotation with no move, an event in a chess section) is reported
// at its token, in words, rather than as a syntax error.
// Examples: `12.`, `(1=B) e4`, `E(3)`, `B3`, `$1`, `{a comment}`
type element struct {
	Var        *variation    `parser:"  @@"`
	Number     *moveNumber   `parser:"| @@"`
	HalfMove   *halfMove     `parser:"| @@"`
	AweleMove  *aweleMove    `parser:"| @@"`
	Event      *captureEvent `parser:"| @@"`
	Score      *score        `parser:"| @@"`
	Unrecorded *unrecorded   `parser:"| @@"`
	Annotation *annotation   `parser:"| @@"`
	Text       *text         `parser:"| @@"`
}

// variation is a variation in parentheses, or in brackets inside
// movetext; it goes on in the section of its line and nests up to 64
// deep. A power token is no variation: `(3=B)` has no spaces.
// Examples: `(Cc3 d5)`, `[2... a]`
type variation struct {
	Tokens []lexer.Token
	Paren  *movetext `parser:"  \"(\" @@ \")\""`
	Square *movetext `parser:"| \"[\" @@ \"]\""`
}

// moveNumber is a move number: `12.` before South's or White's move,
// `12...` or `12…` before North's or Black's. `12. ...` is read as
// `12...`, and a number may be glued to its move (`1.f(3)`, `12.e4`).
// Chess move numbers go on across sections.
// Examples: `12.`, `12...`, `12. ...`
type moveNumber struct {
	Number   lexer.Token  `parser:"@MoveNumber"`
	Ellipsis *lexer.Token `parser:"@Ellipsis?"`
}

// halfMove is a chess half-move, preceded by its power token (n=C) when
// it consumes a power: n is the power's number in the current Awélé
// game's queue, C its colour letter (B/N in French, W/B in English). The
// colour may be left out, `(7)`, and the token glued to its move,
// `(7)Cf6`. A power token apart from its move (`(3=B) {a comment} Fc4`)
// is read alone. In an Awélé section, `(3)` right after a hole letter with no
// count is that move's count written apart: `E (3)` reads as `E(3)`.
// Examples: `(3=B) Fc4`, `(7)Cf6`, `(2=N) 0`, `Cxf7`
type halfMove struct {
	Power *lexer.Token `parser:"  ( @Power"`
	Move  *chessMove   `parser:"    @@? ) | @@"`
}

// chessMove is a SAN move in the file's language, castling, or the null
// move 0, with its annotations. Read as typed too: F:f7 and F×f7 (Fxf7),
// e2-e4 (long algebraic), e8D and e8(D) (e8=D), Dxf7++ and Dxf7≠
// (Dxf7#), -- Z0 0.0 and a dash alone (the null move). In an Awélé
// section, 0-0 is the score 0-0, and `b2` answering an upper-case hole
// letter is b(2).
// Examples: `Fxf7+!`, `O-O-O`, `0`, `exd6 e.p.`, `Dxf7 mat`
type chessMove struct {
	Move        lexer.Token   `parser:"@(SAN | Castle | Null)"`
	Annotations []*annotation `parser:"@@*"`
}

// annotation is an annotation of the move before it: a suffix ! ? !! ??
// !? ?!, a NAG $n, or, written apart from a chess move, its check sign
// (`Fxf7 +`), its mate (`Dxf7 mat`, `Dxf7 ≠`: Dxf7#) or an en-passant
// remark (`exd6 e.p.`, left out: the replay knows). A NAG stands
// anywhere; the others after a move only (a suffix after an Awélé move or
// an event too), else they are reported.
// Examples: `!?`, `$14`, `+`, `mat`, `e.p.`
type annotation struct {
	Tok lexer.Token `parser:"@(Suffix | NAG | Sign | Mate | EnPassant)"`
}

// aweleMove is an Awélé move, a hole letter (South A–F, North a–f, or the
// other way round under AweleCase "north-upper") with the count it
// captures glued in parentheses, with its annotations. Moves may be glued
// together, each letter of the other case (`Df(3)`, `C(5)dE`). In an Awélé
// section that records moves, a count without parentheses is read too
// (`D3` is D(3)); in a captures-only section a lone B is an event of one
// seed.
// Examples: `E`, `E(3)`, `Df(3)`, `b(2)?`
type aweleMove struct {
	Hole        lexer.Token   `parser:"@Hole"`
	Annotations []*annotation `parser:"@@*"`
}

// captureEvent is an event of a captures-only Awélé record: a colour
// letter and the seeds captured (`B3`), an item of a power list (`3:W`,
// one seed), or a colour group (`BBNN`: B2 then N2), with its
// annotations. A chess section holds none. In an Awélé section that
// records moves, `B3` is the hole B with its count, B(3).
// Examples: `B3`, `N2`, `3:W`, `BBNN`
type captureEvent struct {
	Event       lexer.Token   `parser:"@(Capture | PowerItem | Colours)"`
	Annotations []*annotation `parser:"@@*"`
}

// score is the score that may close an Awélé section: seeds captured by
// South, then North.
// Examples: `25-23`, `3 - 4`
type score struct {
	Tok lexer.Token `parser:"@Score"`
}

// unrecorded is an ellipsis that says the rest of a captures-only Awélé record was not
// written: the chess replay may only spend the powers recorded.
// Examples: `...`, `…`
type unrecorded struct {
	Tok lexer.Token `parser:"@Ellipsis"`
}

// result is the game's result, outside variations: 1-0, 0-1, 1/2-1/2 or
// *; read as typed too: ½-½, 1:0, 1–0, 0—1.
// Examples: `1-0`, `½-½`, `*`
type result struct {
	Tok lexer.Token `parser:"@Result"`
}

// agnParser is built once: a participle parser is safe for concurrent use.
var agnParser = buildParser()

func buildParser() *participle.Parser[game] {
	// The lexer's tables must exist before the parser asks for them; naming
	// them here makes Go initialise them first.
	def := definition{}
	if len(symbols) == 0 || len(typeNames) == 0 {
		panic("grammar: lexer tables not initialised")
	}
	// participle stops a repetition after a million matches, with an error
	// in its own words; the hand-built path has no such bound, and the two
	// must read the same games (a game of a million moves and one slip
	// would otherwise be reported as "too many iterations of Element*").
	participle.MaxIterations = math.MaxInt
	return participle.MustBuild[game](participle.Lexer(def), participle.UseLookahead(1))
}

// EBNF returns the grammar of AGN in EBNF, as participle prints it. Token
// names (Comment, Hole, SAN, ...) are the lexer's rules; TokenTable lists
// them.
func EBNF() string { return agnParser.String() }

// TokenTable returns the lexer's rules, in the order they are tried, as the
// rows of a Markdown table: the token name and what it looks like.
func TokenTable() string {
	var b strings.Builder
	for _, r := range rules {
		fmt.Fprintf(&b, "| `%s` | %s |\n", r.name, r.shape)
	}
	return b.String()
}
