package awechec

import (
	"io"

	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
)

// Reader reads the games of one file one at a time. It is not safe for
// concurrent use; the games it returns are independent of it and of each
// other.
type Reader struct {
	in     io.Reader
	name   string
	format Format
	strict bool
	limits record.Options
	next   *record.Reader
	err    error // a reading error, returned by every later Next
	index  int
}

// Option tunes a Reader.
type Option func(*Reader)

// Strict makes the games of a Reader count warnings against
// Report.Valid as errors do.
func Strict() Option { return func(r *Reader) { r.strict = true } }

// MaxGameSize bounds one game of a Reader to n bytes, in every format
// (1 MiB when not given): a longer game comes back with a game-too-large
// diagnostic. An OGN file, read whole, is then bounded to 64 times n
// unless MaxFileSize says otherwise.
func MaxGameSize(n int) Option { return func(r *Reader) { r.limits.MaxGame = n } }

// MaxFileSize bounds an OGN file, which a Reader reads whole, to n bytes
// (64 MiB when neither it nor MaxGameSize is given): a larger file is an
// error of Next.
func MaxFileSize(n int) Option { return func(r *Reader) { r.limits.MaxFileSize = n } }

// NewReader returns a Reader of the records r holds in format f. name is
// the file name written into the diagnostics ("" for standard input); when
// f is Auto the format comes from name and, failing that, from the first
// 64 KiB of r (see DetectFormat).
//
// An AGN or PGN file is read one game at a time, holding no more than one
// game (up to 1 MiB, or MaxGameSize) in memory, whatever its size; an OGN
// file is read whole before its first game comes back (up to 64 MiB, or
// MaxFileSize). A game over the limit comes back with a game-too-large
// diagnostic; an OGN file over its limit is an error of Next.
//
// A file compressed with gzip, zstd or bzip2 (x.pgn.gz, lichess's
// x.pgn.zst) is known by its first bytes and read decompressed, as a
// stream, on a goroutine of its own that ends with the file or once the
// Reader is no longer reachable; a compressed file cut short or damaged
// ends with an error of Next after its whole games.
func NewReader(r io.Reader, name string, f Format, opts ...Option) *Reader {
	rd := &Reader{in: r, name: name, format: f}
	for _, o := range opts {
		o(rd)
	}
	return rd
}

// Format returns the format of the file being read: the one given to
// NewReader, or the one found once the first game has been read.
func (r *Reader) Format() Format { return r.format }

// start opens the reader of the file's format.
func (r *Reader) start() error {
	next, err := record.Open(r.in, r.name, record.Format(r.format), r.limits)
	if err != nil {
		return err
	}
	r.next, r.format = next, Format(next.Format())
	return nil
}

// Next returns the next game, or io.EOF after the last one. A game with
// defects (a syntax error, an illegal move) is no error: Check reports
// them, and the following call reads the next game. An error other than
// io.EOF means the file itself could not be read (an I/O error, a file
// over the size limit); it ends the reading.
func (r *Reader) Next() (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if r.next == nil {
		if err := r.start(); err != nil {
			r.err = err
			return nil, err
		}
	}
	g, err := r.next.Next()
	if err != nil {
		r.err = err
		return nil, err
	}
	r.index++
	return r.game(g), nil
}

// game is the Game of a record the reader read.
func (r *Reader) game(g *notation.Game) *Game {
	return &Game{File: r.name, Format: r.format, record: g, strict: r.strict}
}
