package convert

// MaxFileSize is the most bytes of a PGN or OGN file that NewPGNReader and
// NewOGNReader read: such a file is read whole. The command line sets it
// from --max-game-size.
var MaxFileSize = 64 << 20

// MaxGame is the most bytes of one game the PGN and OGN readers read (see
// grammar.Reader.MaxGame).
var MaxGame = 1 << 20
