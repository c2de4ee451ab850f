// Package unpack reads compressed archives as streams: a file compressed
// with gzip, zstd or bzip2 (lichess publishes its monthly archives as
// .pgn.zst, many collections travel as .pgn.gz or .pgn.bz2) is known by
// its first bytes, whatever its name, and decompressed on a goroutine of
// its own into a bounded queue of buffers, so that the reader of the
// games runs beside the decompression and memory stays flat.
package unpack

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"errors"
	"io"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"

	"github.com/awechec/awechec/internal/i18n"
)

// Codec is a compression format.
type Codec uint8

// The codecs Open reads.
const (
	None  Codec = iota // not compressed
	Gzip               // gzip (RFC 1952), one member or several (pigz, bgzip)
	Zstd               // Zstandard (RFC 8878), one frame or several
	Bzip2              // bzip2, one stream or several (pbzip2)
)

var codecNames = [...]string{"", "gzip", "zstd", "bzip2"}

// String returns the codec's usual name ("gzip", "zstd", "bzip2"; "" for
// None).
func (c Codec) String() string {
	if int(c) < len(codecNames) {
		return codecNames[c]
	}
	return "unknown"
}

// extensions are the endings of compressed files: a directory walk
// collects "x.pgn.gz" as it collects "x.pgn" (Strip).
var extensions = []string{".gz", ".zst", ".bz2"}

// Extensions returns the endings of compressed files (a new slice on each
// call).
func Extensions() []string { return slices.Clone(extensions) }

// Strip returns name without the ending of a compressed file ("x.pgn.gz":
// "x.pgn", in any case); other names come back as they are.
func Strip(name string) string {
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range extensions {
		if ext == e {
			return name[:len(name)-len(ext)]
		}
	}
	return name
}

// magic is how far Sniff looks.
const magic = 10

// Sniff returns the codec whose signature head begins with: gzip's 1f 8b
// 08, zstd's frame number 28 b5 2f fd, bzip2's "BZh" and a block size
// followed by the signature of a block or of the end of the stream.
func Sniff(head []byte) Codec {
	switch {
	case len(head) >= 3 && head[0] == 0x1f && head[1] == 0x8b && head[2] == 8:
		return Gzip
	case bytes.HasPrefix(head, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		return Zstd
	case len(head) >= 10 && bytes.HasPrefix(head, []byte("BZh")) && head[3] >= '1' && head[3] <= '9' &&
		(bytes.Equal(head[4:10], []byte{0x31, 0x41, 0x59, 0x26, 0x53, 0x59}) ||
			bytes.Equal(head[4:10], []byte{0x17, 0x72, 0x45, 0x38, 0x50, 0x90})):
		return Bzip2
	}
	return None
}

// MaxWindow is the largest zstd window accepted (128 MiB): a frame asking
// for more is refused rather than allocated. zstd's levels 1 to 19 use 8
// MiB at most; only --long and --ultra go beyond.
const MaxWindow = 128 << 20

// Queue sizes: the decompressing goroutine fills at most queued buffers
// of bufSize bytes ahead of the reader (2 MiB in all).
const (
	bufSize = 256 << 10
	queued  = 6
)

// Open returns a reader of in's content, decompressed when its first
// bytes are those of a compressed stream (Sniff), and the codec found.
// The decompression runs on its own goroutine, which ends at the end of
// the stream, at its first error, when Close is called or once the reader
// returned is no longer reachable. A stream that cannot be decompressed
// (corrupt, cut short) ends with an *Error.
//
// in is read through a buffer when it is not a *bufio.Reader already: the
// reader returned when nothing is compressed holds the bytes looked at.
func Open(in io.Reader) (io.ReadCloser, Codec) {
	b, ok := in.(*bufio.Reader)
	if !ok {
		b = bufio.NewReaderSize(in, 64<<10)
	}
	head, _ := b.Peek(magic)
	c := Sniff(head)
	if c == None {
		return io.NopCloser(b), None
	}
	p := &pipe{
		full: make(chan chunk, queued),
		free: make(chan []byte, queued+1),
		done: make(chan struct{}),
	}
	go p.run(b, c)
	r := &Reader{p: p, codec: c}
	runtime.AddCleanup(r, func(p *pipe) { p.stop() }, p)
	return r, c
}

// Error is a compressed stream that cannot be read: cut short, or
// corrupt.
type Error struct {
	Codec Codec
	Err   error // the decoder's reason
}

func (e *Error) Error() string { return e.Message().String() }

// Message returns the error's message, to be worded in a language
// (i18n.ErrorMsg finds it).
func (e *Error) Message() i18n.Msg {
	if errors.Is(e.Err, io.ErrUnexpectedEOF) {
		return i18n.M(i18n.UnpackTruncated, e.Codec.String())
	}
	return i18n.M(i18n.UnpackCorrupt, e.Codec.String(), i18n.ErrorMsg(e.Err))
}

// Unwrap returns the decoder's reason.
func (e *Error) Unwrap() error { return e.Err }

// chunk is a buffer of decompressed bytes, or the error that ends the
// stream (io.EOF at its end).
type chunk struct {
	b   []byte
	err error
}

// pipe hands the buffers the decompressing goroutine fills to the reader.
type pipe struct {
	full chan chunk
	free chan []byte
	done chan struct{}
	once sync.Once
}

// stop ends the decompressing goroutine (called once: by Close or by the
// reader's cleanup).
func (p *pipe) stop() { p.once.Do(func() { close(p.done) }) }

// decoder returns the decompressing reader of codec c.
func decoder(in io.Reader, c Codec) (io.Reader, func(), error) {
	switch c {
	case Gzip:
		z, err := gzip.NewReader(in)
		if err != nil {
			return nil, nil, err
		}
		return z, func() { z.Close() }, nil
	case Zstd:
		z, err := zstd.NewReader(in, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true),
			zstd.WithDecoderMaxWindow(MaxWindow))
		if err != nil {
			return nil, nil, err
		}
		return z, z.Close, nil
	}
	return bzip2.NewReader(in), func() {}, nil
}

// run decompresses in into the queue until its end, its first error or
// stop.
func (p *pipe) run(in io.Reader, c Codec) {
	fail := func(err error) {
		if err != io.EOF {
			err = &Error{Codec: c, Err: err}
		}
		select {
		case p.full <- chunk{err: err}:
		case <-p.done:
		}
	}
	z, closeDecoder, err := decoder(in, c)
	if err != nil {
		fail(err)
		return
	}
	defer closeDecoder()
	for {
		var buf []byte
		select {
		case buf = <-p.free:
		case <-p.done:
			return
		default:
			buf = make([]byte, bufSize)
		}
		n, err := fill(z, buf[:cap(buf)])
		if n > 0 {
			select {
			case p.full <- chunk{b: buf[:n]}:
			case <-p.done:
				return
			}
		}
		if err != nil {
			fail(err)
			return
		}
	}
}

// fill reads into buf until it is full or the stream ends (io.EOF) or
// fails: unlike io.ReadFull, the decoder's own io.ErrUnexpectedEOF (a
// stream cut short) stays an error and a short last read is no error.
func fill(z io.Reader, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		k, err := z.Read(buf[n:])
		n += k
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// Reader is a decompressed stream, Open's result for a compressed input.
type Reader struct {
	p     *pipe
	codec Codec
	cur   []byte // the rest of the buffer being read
	buf   []byte // that buffer, to be given back
	err   error
}

// Codec returns the codec of the stream.
func (r *Reader) Codec() Codec { return r.codec }

// Read reads decompressed bytes; the stream's error (an *Error) comes
// after its last whole buffer.
func (r *Reader) Read(p []byte) (int, error) {
	for len(r.cur) == 0 {
		if r.err != nil {
			return 0, r.err
		}
		if r.buf != nil {
			select {
			case r.p.free <- r.buf:
			default:
			}
			r.buf = nil
		}
		c := <-r.p.full
		r.cur, r.buf, r.err = c.b, c.b, c.err
	}
	n := copy(p, r.cur)
	r.cur = r.cur[n:]
	return n, nil
}

// Close ends the decompression; the reader must not be read afterwards.
func (r *Reader) Close() error {
	r.p.stop()
	if r.err == nil {
		r.err = errors.New("unpack: read after Close")
	}
	return nil
}
