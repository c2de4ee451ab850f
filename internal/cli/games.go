package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/awechec/awechec/convert"
	"github.com/awechec/awechec/diag"
	"github.com/awechec/awechec/grammar"
	"github.com/awechec/awechec/notation"
	"github.com/awechec/awechec/validate"
)

// fileCursor opens the files of a list one at a time, "-" standing for
// standard input; the game sources read through it.
type fileCursor struct {
	files  []string
	stdin  io.Reader
	i      int
	closer io.Closer
}

// open opens the next file and returns its reader and its name ("" for
// standard input, as the readers want it), or ok=false after the last one.
// The file stays open until close.
func (c *fileCursor) open() (r io.Reader, name string, ok bool, err error) {
	if c.i == len(c.files) {
		return nil, "", false, nil
	}
	path := c.files[c.i]
	c.i++
	if path == "-" {
		return c.stdin, "", true, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", false, err
	}
	c.closer = f
	return f, path, true, nil
}

// closeFile closes the file opened last.
func (c *fileCursor) closeFile() {
	if c.closer != nil {
		c.closer.Close()
		c.closer = nil
	}
}

// gameSource yields the games of a list of files one at a time, as
// unparsed chunks, opening each file in turn: the workers parse them, so
// the reading goroutine only splits the text. It is not safe for
// concurrent use.
type gameSource struct {
	fileCursor
	cur  *grammar.Reader
	name string
}

func newGameSource(files []string, stdin io.Reader) *gameSource {
	return &gameSource{fileCursor: fileCursor{files: files, stdin: stdin}}
}

// next returns the next game's chunk and its file, or ok=false after the
// last one.
func (s *gameSource) next() (c grammar.Chunk, file string, ok bool, err error) {
	for {
		if s.cur == nil {
			in, name, ok, err := s.open()
			if !ok || err != nil {
				return grammar.Chunk{}, "", false, err
			}
			s.cur, s.name = grammar.NewReader(in, name), name
		}
		c, err := s.cur.NextChunk()
		if err == io.EOF {
			s.close()
			continue
		}
		if err != nil {
			s.close()
			return grammar.Chunk{}, "", false, fmt.Errorf("%s: %w", displayName(s.name), err)
		}
		return c, s.name, true, nil
	}
}

// close closes the file being read.
func (s *gameSource) close() {
	s.closeFile()
	s.cur = nil
}

// chunkItem is one game's chunk on its way to a worker.
type chunkItem struct {
	c    grammar.Chunk
	file string
}

// item adapts the source to batch.Ordered.
func (s *gameSource) item() (chunkItem, bool, error) {
	c, file, ok, err := s.next()
	return chunkItem{c, file}, ok, err
}

// formatSource yields the games of a list of files in one input format
// (agn, pgn or ogn), parsed.
type formatSource struct {
	fileCursor
	from string
	cur  interface {
		Next() (*notation.Game, error)
	}
	name string
}

func newFormatSource(files []string, stdin io.Reader, from string) *formatSource {
	return &formatSource{fileCursor: fileCursor{files: files, stdin: stdin}, from: from}
}

// next returns the next game and its file, or a nil game after the last
// one.
func (s *formatSource) next() (*notation.Game, string, error) {
	for {
		if s.cur == nil {
			in, name, ok, err := s.open()
			if !ok || err != nil {
				return nil, "", err
			}
			s.name = name
			if name != "" {
				in = bufio.NewReaderSize(in, 1<<16)
			}
			switch s.from {
			case "pgn":
				s.cur, err = convert.NewPGNReader(in, name)
			case "ogn":
				s.cur, err = convert.NewOGNReader(in, name)
			default:
				s.cur = grammar.NewReader(in, name)
			}
			if err != nil {
				s.close()
				return nil, "", err
			}
		}
		g, err := s.cur.Next()
		if err == io.EOF {
			s.close()
			continue
		}
		if err != nil {
			s.close()
			return nil, "", fmt.Errorf("%s: %w", displayName(s.name), err)
		}
		return g, s.name, nil
	}
}

// close closes the file being read.
func (s *formatSource) close() {
	s.closeFile()
	s.cur = nil
}

// printDiags writes the diagnostics of a report on w, compiler style.
func printDiags(w io.Writer, r *validate.Report) error {
	for _, d := range r.Diags {
		if err := diag.Render(w, d, r.Game.SourceLineText(d.Line)); err != nil {
			return err
		}
	}
	return nil
}
