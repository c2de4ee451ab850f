package diag

// Stable diagnostic codes. Scripts match them; the docs list them in one
// table (docs/DIAGNOSTICS.md), generated from Codes so the two never drift.
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
	TypedForm         = "typed-form"            // a form as people type it (×, mat, “…”, 1–0) read as the canonical one
	Charset           = "charset"               // a file in Windows-1252 (ISO-8859-1) read as such
)

// CodeInfo documents one code.
type CodeInfo struct {
	Code     string
	Severity Severity
	Meaning  string
}

// Codes lists every code with its usual severity and meaning, in the order
// the documentation shows them.
var Codes = []CodeInfo{
	{Syntax, Error, "The text does not follow the AGN grammar; the message says what was expected. A warning for a game with tags but no moves and no result, or one cut off by the next game's tags without a result."},
	{Encoding, Error, "The bytes are not valid UTF-8, or hold a NUL byte; a UTF-16 file gets one such error (AGN is UTF-8) and its games are not read."},
	{TooDeep, Error, "Variations or comments are nested deeper than the reader allows."},
	{NumberRange, Error, "A number (move number, capture count, power number, NAG) is too large to be meant."},
	{TagValue, Error, "A tag's value cannot be used (unknown rule set, handicap, language, position), or a tag is given twice (an error for the tags the tools read, a warning for the others)."},
	{LanguageAmbiguous, Error, "The language of the letters cannot be worked out: no language reads every letter and the evidence ties, or several readings are legal and differ, or none is legal."},
	{LanguageDecided, Note, "The letters left the language open (R and B mean other pieces in French and English); the game is legal in only one reading, which the replay kept."},
	{AweleIllegalMove, Error, "An Awélé move that the game's rule set forbids (empty hole, not the mover's hole, feeding, grand slam, game over)."},
	{AweleCaptureCount, Error, "A written Awélé capture count differs from the seeds the move captures."},
	{AweleCaptureMiss, Warning, "An Awélé move captures seeds but the text writes no count."},
	{AweleScore, Error, "A written Awélé score differs from the replay's score."},
	{PowerMismatch, Error, "A power token's number or colour differs from the power the queue gives; the following tokens of the same Awélé game that differ the same way (or are numbered on from a token written on a check answer) are counted in the first one's message, and so are the tokens whose colour letter the game does not read, (1=b)."},
	{PowerMissing, Warning, "A half-move that consumes a power has no power token written; the following ones of the same line are counted in the first one's message."},
	{PowerUnexpected, Error, "A power token stands where no power is consumed (the side is in check)."},
	{PowersExhausted, Error, "The chess game goes on after every recorded power was consumed."},
	{NullInCheck, Error, "The null move was played by a side in check."},
	{IllegalMove, Error, "A chess move that is not legal in the position."},
	{AmbiguousMove, Error, "A chess move that fits several legal moves."},
	{CheckClaim, Error, "A + or # that the position does not bear out (a missing one is a warning)."},
	{ResultMismatch, Error, "The result token, the Result tag and the replay disagree; the diagnostic stands on the one that is wrong (a result the replay knows but the record writes nowhere is a warning at the last move; so is, in a standalone Awélé record stopped by agreement, a result the written score contradicts)."},
	{MoveAfterEnd, Error, "A move written after the game ended (mate, stalemate, or an Awélé game's end)."},
	{MoveNumber, Warning, "A move number that does not fit the replay's count; the following wrong Awélé move numbers of the same Awélé game are counted in the first one's message."},
	{AweleEarly, Error, "A new Awélé game (or, in the synchronous variant, an Awélé move) while powers of the queue are still to be consumed."},
	{SectionUnexpected, Error, "A section the game's variant does not have: chess in an Awele record, Awélé in a Standard game."},
	{CaptureClaim, Warning, "A chess move written with x (or :) that captures nothing, or with e.p. that is no en-passant capture."},
	{TypedForm, Note, "A form as word processors and players type it was read as its canonical form: typographic quotes around a tag value (“…”, « … »), × for x, e.p. or ep after an en-passant capture, mat or ≠ for #, ½-½ or an en dash in a result (1–0), no-break spaces. One note per game lists them; fmt writes the canonical form."},
	{Charset, Note, "The file is not UTF-8 but Windows-1252 (ISO-8859-1, as French Windows tools save): it was decoded, once said per file; columns count in the decoded text; fmt writes UTF-8."},
}
