package grammar

import (
	"fmt"
	"math"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar below is the definition of AGN: how the lexer's
// tokens (lexer.go) combine into tag pairs, sections, moves with their
// counts, powers and annotations, variations and a result. The builder
// (build.go) gives each production its meaning from the section it stands
// in (an Awélé section's `B3` is a capture event or the hole B with a
// count, a chess section's is an error).
//
// The grammar accepts every sequence of movetext tokens, in any order:
// what is out of place (an annotation with no move, a count in a chess
// section) is the builder's to report in a player's words, at its token.
// A syntax error is a token that can stand nowhere in movetext (a stray
// word, a tag pair after the moves), a variation never closed or closed by
// the other bracket, or anything but comments after the result. So every
// production, once its first token is read, reads the rest as optional.
//
// Each type's doc comment is shown next to its production in
// docs/FORMAT.md (productions, below).

// game is a whole game: comments and escape lines before it, tag pairs,
// movetext, the result and the comments on the result's line.
type game struct {
	Lead     []*text    `parser:"@@*"`
	Tags     []*tagPair `parser:"@@*"`
	Moves    *movetext  `parser:"@@"`
	Result   *result    `parser:"( @@"`
	Trailing []*text    `parser:"  @@* )?"`
}

// text is a comment in braces, a comment to the end of the line, or an
// escape line.
type text struct {
	Tok lexer.Token `parser:"@(Comment | LineComment | Escape)"`
}

// tagPair is a tag pair. A broken one (BadTag) stands where tag pairs
// stand: the builder reports it and skips its line, and the tags and
// movetext after it are read as usual.
type tagPair struct {
	Tok lexer.Token `parser:"@(Tag | BadTag)"`
}

// movetext is what a game or a variation holds: the elements before any
// section keyword (a synchronous record, or a variation going on in the
// section of its line), then sections.
type movetext struct {
	Elements []*element `parser:"@@*"`
	Sections []*section `parser:"@@*"`
}

// section is a section keyword and the elements up to the next one.
type section struct {
	Keyword  lexer.Token `parser:"@Section"`
	Elements []*element  `parser:"@@*"`
}

// element is one thing of movetext.
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

// variation is a variation in parentheses or in brackets.
type variation struct {
	Tokens []lexer.Token
	Paren  *movetext `parser:"  \"(\" @@ \")\""`
	Square *movetext `parser:"| \"[\" @@ \"]\""`
}

// moveNumber is a move number, South's or White's `1.`, North's or
// Black's `1...`; `1. ...` is North's too.
type moveNumber struct {
	Number   lexer.Token  `parser:"@MoveNumber"`
	Ellipsis *lexer.Token `parser:"@Ellipsis?"`
}

// halfMove is a chess half-move with the power it consumes, or a power
// token alone.
type halfMove struct {
	Power *lexer.Token `parser:"  ( @Power"`
	Move  *chessMove   `parser:"    @@? ) | @@"`
}

// chessMove is a SAN move, castling or the null move, with its
// annotations.
type chessMove struct {
	Move        lexer.Token   `parser:"@(SAN | Castle | Null)"`
	Annotations []*annotation `parser:"@@*"`
}

// aweleMove is an Awélé move: a hole letter with its capture count, or
// two or more moves glued together, with their annotations.
type aweleMove struct {
	Hole        lexer.Token   `parser:"@Hole"`
	Annotations []*annotation `parser:"@@*"`
}

// captureEvent is an event of a captures-only Awélé record, with its
// annotations.
type captureEvent struct {
	Event       lexer.Token   `parser:"@(Capture | PowerItem | Colours)"`
	Annotations []*annotation `parser:"@@*"`
}

// score is the score that may close an Awélé section.
type score struct {
	Tok lexer.Token `parser:"@Score"`
}

// unrecorded says the rest of a captures-only record was not written.
type unrecorded struct {
	Tok lexer.Token `parser:"@Ellipsis"`
}

// annotation is a move's annotation: a suffix, a NAG, or a check sign,
// a mate or an en-passant remark written apart from the move.
type annotation struct {
	Tok lexer.Token `parser:"@(Suffix | NAG | Sign | Mate | EnPassant)"`
}

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
	// would otherwise be reported as "too many iterations of Item*").
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
