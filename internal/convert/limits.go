package convert

import "github.com/awechec/awechec/internal/grammar"

// DefaultMaxFileSize is the most bytes of an OGN file that NewOGNReader
// reads when no MaxFileSize option says otherwise: such a file is read
// whole (a PGN file is read game by game, whatever its size).
const DefaultMaxFileSize = 64 << 20

// ReadOption sets a limit of the PGN and OGN readers (NewPGNReader,
// NewOGNReader). The command line passes them from --max-game-size.
type ReadOption func(*limits)

// limits are the bounds a reader holds to.
type limits struct {
	maxGame, maxFile int
}

// MaxGame bounds one game of the PGN and OGN readers to n bytes (see
// grammar.Reader.MaxGame); n <= 0 keeps grammar.DefaultMaxGame.
func MaxGame(n int) ReadOption {
	return func(l *limits) {
		if n > 0 {
			l.maxGame = n
		}
	}
}

// MaxFileSize bounds an OGN file to n bytes; n <= 0 keeps
// DefaultMaxFileSize.
func MaxFileSize(n int) ReadOption {
	return func(l *limits) {
		if n > 0 {
			l.maxFile = n
		}
	}
}

// readLimits returns the limits opts set, the defaults elsewhere.
func readLimits(opts []ReadOption) limits {
	l := limits{maxGame: grammar.DefaultMaxGame, maxFile: DefaultMaxFileSize}
	for _, o := range opts {
		o(&l)
	}
	return l
}
