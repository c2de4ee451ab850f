package grammar

import (
	"fmt"
	"math"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar is the definition of AGN's structure: comments and
// escapes, tag pairs, movetext items and variations, a result and the
// comments that trail it. The lexer (lexer.go) decides the shape of every
// token; the builder (build.go) gives each token its meaning from the
// section it stands in.

type game struct {
	Lead     []*text    `parser:"@@*"`
	Tags     []*tagPair `parser:"@@*"`
	Items    []*item    `parser:"@@*"`
	Result   *result    `parser:"( @@"`
	Trailing []*text    `parser:"  @@* )?"`
}

type text struct {
	Tok lexer.Token `parser:"@(Comment | LineComment | Escape)"`
}

// A broken tag pair (BadTag) stands where tag pairs stand: the builder
// reports it and skips its line, and the tags and movetext after it are
// read as usual.
type tagPair struct {
	Tok lexer.Token `parser:"@(Tag | BadTag)"`
}

type result struct {
	Tok lexer.Token `parser:"@Result"`
}

type item struct {
	Var *variation  `parser:"  @@"`
	Tok lexer.Token `parser:"| @(Section | MoveNumber | Ellipsis | Hole | Capture | PowerItem | Colours | Score | Power | SAN | Castle | Null | Suffix | EnPassant | Mate | Sign | NAG | Comment | LineComment | Escape)"`
}

type variation struct {
	Tokens []lexer.Token
	Paren  *body `parser:"  \"(\" @@ \")\""`
	Square *body `parser:"| \"[\" @@ \"]\""`
}

type body struct {
	Items []*item `parser:"@@*"`
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
