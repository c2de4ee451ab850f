package diag

import (
	"slices"

	"github.com/awechec/awechec/internal/i18n"
)

// Stable diagnostic codes. Scripts match them; the docs list them in one
// table (docs/DIAGNOSTICS.md), generated from Codes() so the two never drift.
const (
	Syntax            = "syntax"                // the text does not follow the grammar
	Encoding          = "encoding"              // invalid UTF-8, NUL bytes
	TooDeep           = "too-deep"              // variations or comments nested past the bound
	NumberRange       = "number-range"          // a number too large to be meant (move, count, power, NAG)
	TagValue          = "tag-value"             // a tag whose value the tool cannot use
	LanguageAmbiguous = "language-ambiguous"    // letters fit several languages, or none
	LanguageDecided   = "language-decided"      // the letters left the language open; the replay chose it
	AweleIllegalMove  = "awele-illegal-move"    // an Awélé move the rule set forbids
	AweleCaptureCount = "awele-capture-count"   // a written capture count differs from the replay's
	AweleCaptureMiss  = "awele-capture-missing" // an Awélé move captures but no count is written
	AweleScore        = "awele-score"           // a written Awélé score differs from the replay's
	PowerMismatch     = "power-mismatch"        // a power token's number or colour differs from the queue
	PowerMissing      = "power-missing"         // a half-move that consumes a power has no token
	PowerUnexpected   = "power-unexpected"      // a power token where none is consumed (e.g. in check)
	PowersExhausted   = "powers-exhausted"      // chess goes on but the recorded powers ran out
	NullInCheck       = "null-in-check"         // the null move played while in check
	IllegalMove       = "illegal-move"          // a chess move that is not legal
	AmbiguousMove     = "ambiguous-move"        // a SAN move that fits several legal moves
	CheckClaim        = "check-claim"           // + or # written wrongly, or missing
	ResultMismatch    = "result-mismatch"       // result token, Result tag and replay disagree
	MoveAfterEnd      = "move-after-end"        // a move after mate, stalemate or the end of the game
	MoveNumber        = "move-number"           // a move number that does not fit the replay
	AweleEarly        = "awele-early"           // an Awélé game or move while powers are still to be consumed
	SectionUnexpected = "section-unexpected"    // a section the variant does not have
	CaptureClaim      = "capture-claim"         // x written on a move that captures nothing
	GameTooLarge      = "game-too-large"        // a game longer than the reader holds (--max-game-size)
	TypedForm         = "typed-form"            // a form as people type it (×, mat, “…”, 1–0) read as the canonical one
	Charset           = "charset"               // a file in Windows-1252 (ISO-8859-1) read as such
	VariantUnjudged   = "variant-unjudged"      // a chess variant the toolkit does not replay: its moves are kept, not judged
	UCIMoves          = "uci-moves"             // moves written in UCI form (g1f3) read as SAN

	ImpossibleMaterial = "impossible-material" // a FEN set-up whose material no game reaches
)

// CodeInfo documents one code.
type CodeInfo struct {
	Code     string
	Severity Severity
	Meaning  i18n.Key // what the code means, in each language's catalogue
}

// Codes returns every code with its usual severity and meaning, in the
// order the documentation shows them (a new slice on each call).
func Codes() []CodeInfo { return slices.Clone(codes) }

// codes lists every code with its usual severity and meaning, in the order
// the documentation shows them.
var codes = []CodeInfo{
	{Syntax, Error, i18n.CodeSyntax},
	{Encoding, Error, i18n.CodeEncoding},
	{TooDeep, Error, i18n.CodeTooDeep},
	{NumberRange, Error, i18n.CodeNumberRange},
	{TagValue, Error, i18n.CodeTagValue},
	{LanguageAmbiguous, Error, i18n.CodeLanguageAmbiguous},
	{LanguageDecided, Note, i18n.CodeLanguageDecided},
	{AweleIllegalMove, Error, i18n.CodeAweleIllegalMove},
	{AweleCaptureCount, Error, i18n.CodeAweleCaptureCount},
	{AweleCaptureMiss, Warning, i18n.CodeAweleCaptureMiss},
	{AweleScore, Error, i18n.CodeAweleScore},
	{PowerMismatch, Error, i18n.CodePowerMismatch},
	{PowerMissing, Warning, i18n.CodePowerMissing},
	{PowerUnexpected, Error, i18n.CodePowerUnexpected},
	{PowersExhausted, Error, i18n.CodePowersExhausted},
	{NullInCheck, Error, i18n.CodeNullInCheck},
	{IllegalMove, Error, i18n.CodeIllegalMove},
	{AmbiguousMove, Error, i18n.CodeAmbiguousMove},
	{CheckClaim, Error, i18n.CodeCheckClaim},
	{ResultMismatch, Error, i18n.CodeResultMismatch},
	{MoveAfterEnd, Error, i18n.CodeMoveAfterEnd},
	{MoveNumber, Warning, i18n.CodeMoveNumber},
	{AweleEarly, Error, i18n.CodeAweleEarly},
	{SectionUnexpected, Error, i18n.CodeSectionUnexpected},
	{CaptureClaim, Warning, i18n.CodeCaptureClaim},
	{GameTooLarge, Error, i18n.CodeGameTooLarge},
	{TypedForm, Note, i18n.CodeTypedForm},
	{Charset, Note, i18n.CodeCharset},
	{VariantUnjudged, Note, i18n.CodeVariantUnjudged},
	{UCIMoves, Note, i18n.CodeUCIMoves},
	{ImpossibleMaterial, Warning, i18n.CodeImpossibleMaterial},
}
