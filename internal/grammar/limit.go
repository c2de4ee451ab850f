package grammar

import (
	"bytes"
	"io"
)

// DefaultMaxGame is the most bytes of one game a Reader holds: a game (or
// a line) longer than that is not read but reported with one
// game-too-large error, and the reading goes on with the next game, so
// that memory stays bounded whatever the input (a file of NUL bytes, an
// endless stream). Real games are a few kilobytes; the longest generated
// ones a few tens.
const DefaultMaxGame = 1 << 20

// crReader turns every lone carriage return (the line end of old Mac
// files and some web forms) into a line feed, so that CR, LF and CRLF all
// end lines for the reader, the tokenizer, `;` comments and `%` escapes.
// The text keeps its length: offsets and columns do not move.
type crReader struct {
	r       io.Reader
	pending bool // a '\r' was the last byte read and is not yet given out
	// A read of one byte goes through small: held is what is left of it
	// to give, err the error to give after it.
	small [2]byte
	held  []byte
	err   error
}

func (c *crReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if len(c.held) > 0 {
		n := copy(p, c.held)
		c.held = c.held[n:]
		if len(c.held) == 0 && c.err != nil {
			return n, c.err
		}
		return n, nil
	}
	if len(p) < 2 {
		// A '\r' must be read with the byte after it.
		n, err := c.Read(c.small[:])
		k := copy(p, c.small[:n])
		if c.held = c.small[k:n]; len(c.held) > 0 {
			c.err = err
			return k, nil
		}
		return k, err
	}
	for {
		// A read that gives only a '\r' held back gives nothing: read
		// again rather than return 0 bytes and no error.
		n, err := c.read(p)
		if n > 0 || err != nil {
			return n, err
		}
	}
}

func (c *crReader) read(p []byte) (int, error) {
	off := 0
	if c.pending {
		// The '\r' held back is given now, as what the byte after it
		// makes it: a line feed unless that byte is one.
		p[0] = '\r'
		off = 1
	}
	n, err := c.r.Read(p[off:])
	n += off
	if c.pending {
		c.pending = false
		if n == 1 && err == nil {
			// Nothing after it yet: hold it back again.
			c.pending = true
			return 0, nil
		}
		if n == 1 || p[1] != '\n' {
			p[0] = '\n'
		}
	}
	for i := off; i < n; i++ {
		if p[i] != '\r' {
			// Most text has no '\r': jump to the next one.
			k := bytes.IndexByte(p[i:n], '\r')
			if k < 0 {
				break
			}
			i += k
		}
		if i+1 < n {
			if p[i+1] != '\n' {
				p[i] = '\n'
			}
			continue
		}
		if err != nil {
			p[i] = '\n' // the last byte of the input
			continue
		}
		c.pending = true
		n--
	}
	return n, err
}

// crToLF returns src with every lone carriage return turned into a line
// feed, src itself when it has none.
func crToLF(src []byte) []byte {
	var out []byte
	for i, c := range src {
		if c != '\r' || i+1 < len(src) && src[i+1] == '\n' {
			continue
		}
		if out == nil {
			out = append([]byte(nil), src...)
		}
		out[i] = '\n'
	}
	if out == nil {
		return src
	}
	return out
}
