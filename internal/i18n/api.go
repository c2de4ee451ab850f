package i18n

// The messages of the public Go API's move errors (issue 26):
// Position.ParseSAN and Play in package awechec.
const (
	APIIllegalMove   Key = "api.illegal-move"
	APIAmbiguousMove Key = "api.ambiguous-move"
	APIInvalidMove   Key = "api.invalid-move"
)

var (
	_ = extend(English, part{
		{APIIllegalMove, "%s is not a legal move in %s"},
		{APIAmbiguousMove, "%s is ambiguous in %s: %s"},
		{APIInvalidMove, "%s is not a chess move: %s"},
	})
	_ = extend(French, part{
		{APIIllegalMove, "%s n’est pas un coup légal dans %s"},
		{APIAmbiguousMove, "%s est ambigu dans %s : %s"},
		{APIInvalidMove, "%s n’est pas un coup d’échecs : %s"},
	})
)
