package convert

// MaxFileSize is the most bytes of an OGN file that NewOGNReader reads:
// such a file is read whole (a PGN file is read game by game, whatever its
// size). The command line sets it from --max-game-size.
var MaxFileSize = 64 << 20

// MaxGame is the most bytes of one game the PGN and OGN readers read (see
// grammar.Reader.MaxGame).
var MaxGame = 1 << 20
