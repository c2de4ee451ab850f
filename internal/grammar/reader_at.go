package grammar

import (
	"bytes"
	"io"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// Pos is a place in a file: its line and column (from 1) and its byte
// offset (from 0).
type Pos struct{ Line, Col, Offset int }

// NewReaderAt is NewReader for the rest of a file, from at on, after its
// first index games: the chunks it returns are those a Reader of the
// whole file returns after its index-th, when at is where that Reader
// stood before splitting the next one (Reader.Pos) and the file is Plain
// (the input is read as it is: no byte-order mark, no UTF-16 sniffed, no
// line decoded). A check made again after an edit so splits again only
// the games around it (package web's Checker).
func NewReaderAt(r io.Reader, file string, at Pos, index int) *Reader {
	rd := NewReader(r, file)
	rd.start = lexer.Position{Filename: file, Line: at.Line, Column: at.Col, Offset: at.Offset}
	rd.index = index
	// what the file's start alone decides has been decided
	rd.bom, rd.sniffed, rd.sniff.sniffed = true, true, true
	return rd
}

// Pos is where the reader stands: where the text of the next chunk begins,
// with the blank lines before it.
func (r *Reader) Pos() Pos {
	return Pos{Line: r.start.Line, Col: r.start.Column, Offset: r.start.Offset}
}

// Scanned is the byte offset up to which the reader looked to find where
// the last chunk NextChunk returned ends: that chunk, and where the next
// one begins, depend on the file's bytes before it only (one past the
// file's end when they depend on where it ends).
func (r *Reader) Scanned() int { return r.scanned }

// Plain tells whether a Reader reads src as it is: UTF-8 with no
// byte-order mark, no '\r' (crReader's line ends), not taken for UTF-16
// or a zip archive, so that its chunks hold src's own bytes, at their own
// offsets, and a Reader started in its middle (NewReaderAt) reads as one
// that started at its beginning.
func Plain(src []byte) bool {
	if bytes.HasPrefix(src, []byte("\ufeff")) || bytes.HasPrefix(src, []byte("PK\x03\x04")) || bytes.IndexByte(src, '\r') >= 0 {
		return false
	}
	if is16, _ := utf16Order(src[:min(len(src), sniffSize)]); is16 {
		return false
	}
	return utf8.Valid(src)
}
