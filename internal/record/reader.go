package record

import (
	"bufio"
	"io"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/unpack"
)

// sniffSize is how much of a file Open looks at (Detect) when neither the
// format given nor the name says it.
const sniffSize = 64 << 10

// Options tunes a Reader.
type Options struct {
	// MaxGame is the most bytes of one game the reader holds, in every
	// format (grammar.Reader.MaxGame; 0: grammar.DefaultMaxGame).
	MaxGame int
	// MaxFileSize is the most bytes of an OGN file, which is read whole
	// (0: 64 times MaxGame when MaxGame is set, else
	// convert.DefaultMaxFileSize).
	MaxFileSize int
}

// convertLimits returns the options of the PGN and OGN readers.
func (o Options) convertLimits() []convert.ReadOption {
	file := o.MaxFileSize
	if file <= 0 && o.MaxGame > 0 {
		file = 64 * o.MaxGame
	}
	return []convert.ReadOption{convert.MaxGame(o.MaxGame), convert.MaxFileSize(file)}
}

// Reader reads the games of one file, in its format. It is not safe for
// concurrent use; the games it returns are independent of it and of each
// other.
type Reader struct {
	format Format
	agn    *grammar.Reader
	pgn    *convert.PGNReader
	ogn    *convert.OGNReader
	codec  unpack.Codec
	closer io.Closer
}

// Compression returns the codec the file was compressed with
// (unpack.None when it was not).
func (r *Reader) Compression() unpack.Codec { return r.codec }

// Close ends the decompression of a compressed file not read to its end
// (a goroutine); it does not close the file. The Reader must not be read
// afterwards.
func (r *Reader) Close() error { return r.closer.Close() }

// Open returns a Reader of the records in holds in format f. name is the
// file name written into the diagnostics ("" for standard input); when f
// is Auto the format comes from name and, failing that, from the first 64
// KiB of in (Detect).
//
// An AGN or PGN file is read one game at a time, holding no more than one
// game in memory, whatever its size. An OGN file is read whole before its
// first game comes back (up to o.MaxFileSize bytes): the error of an OGN
// file that cannot be read, or is too large, comes back from Open.
//
// A file compressed with gzip, zstd or bzip2 is known by its first bytes,
// whatever its name, and read decompressed (unpack.Open), as a stream: a
// ".pgn.gz" file's format is PGN, standard input's is found in its
// decompressed text. A compressed file cut short or damaged ends with an
// *unpack.Error from Next, after its games read whole. Close ends the
// decompression of a file not read to its end.
func Open(in io.Reader, name string, f Format, o Options) (*Reader, error) {
	un, codec := unpack.Open(in)
	in = un
	if f == Auto {
		if g, ok := FormatOf(name); ok {
			f = g
		} else {
			b := bufio.NewReaderSize(in, sniffSize)
			head, _ := b.Peek(sniffSize)
			f = Detect(name, head)
			in = b
		}
	}
	r := &Reader{format: f, codec: codec, closer: un}
	var err error
	switch f {
	case PGN:
		r.pgn = convert.NewPGNReader(in, name, o.convertLimits()...)
	case OGN:
		r.ogn, err = convert.NewOGNReader(in, name, o.convertLimits()...)
	default:
		r.format = AGN
		r.agn = grammar.NewReader(in, name)
		r.agn.MaxGame = o.MaxGame
	}
	if err != nil {
		un.Close()
		return nil, err
	}
	return r, nil
}

// Format returns the format the file is read in.
func (r *Reader) Format() Format { return r.format }

// Next returns the next game, or io.EOF after the last one. A game with
// defects (a syntax error) is no error: it comes back with its diagnostics
// in Diags. An error other than io.EOF means the file itself could not be
// read (an I/O error).
func (r *Reader) Next() (*notation.Game, error) {
	switch {
	case r.agn != nil:
		return r.agn.Next()
	case r.pgn != nil:
		return r.pgn.Next()
	}
	return r.ogn.Next()
}

// Unread is one game as NextUnread returns it: the text of an AGN or PGN
// game, split from its file but not parsed yet (parsing is the costly
// part, and may run on any goroutine), or a game of an OGN file, read
// already.
type Unread struct {
	// Chunk is the text of an AGN or PGN game; its Src is nil for a game
	// read already.
	Chunk grammar.Chunk
	// Game is the game of an OGN file; nil for an AGN or PGN game.
	Game *notation.Game
	// pgn: Chunk is PGN text, read by convert.ReadPGNGameInto.
	pgn bool
}

// AGN reports whether the game is AGN text: the offsets of its
// diagnostics' fixes are those of the text as written (awechec fix
// corrects AGN records only).
func (u Unread) AGN() bool { return u.Game == nil && !u.pgn }

// NextUnread returns the next game unparsed when the file is AGN or PGN
// (see Unread), or io.EOF after the last one; errors are as for Next.
func (r *Reader) NextUnread() (Unread, error) {
	switch {
	case r.agn != nil:
		c, err := r.agn.NextChunk()
		return Unread{Chunk: c}, err
	case r.pgn != nil:
		c, err := r.pgn.NextChunk()
		return Unread{Chunk: c, pgn: true}, err
	}
	g, err := r.ogn.Next()
	return Unread{Game: g}, err
}

// Text reports whether the game is AGN text not parsed yet, whose Chunk
// can be scanned and written as it stands (PGN text cannot: its comment
// commands and letters are read into the game).
func (u Unread) Text() bool { return u.Game == nil && !u.pgn }

// PGNText reports whether the game is PGN text not parsed yet: its tags
// may be scanned (archive.ScanPGNGame), its text not written as AGN.
func (u Unread) PGNText() bool { return u.Game == nil && u.pgn }

// Recyclable reports whether Parse reads the game into old's memory (an
// AGN or PGN game): once done with, the game may be given to Parse again.
func (u Unread) Recyclable() bool { return u.Game == nil }

// Parse returns the game, parsing an AGN game's text into old's memory
// when old is not nil (grammar.Chunk.ParseInto), or reading a PGN game's
// into it (convert.ReadPGNGameInto): old must not be used afterwards. An
// OGN game, read already, is returned, and old left as it was.
func (u Unread) Parse(old *notation.Game) *notation.Game {
	switch {
	case u.Game != nil:
		return u.Game
	case u.pgn:
		return convert.ReadPGNGameInto(u.Chunk, old)
	}
	return u.Chunk.ParseInto(old)
}
