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

// gameSource yields the games of a list of files one at a time, as
// unparsed chunks, opening each file in turn: the workers parse them, so
// the reading goroutine only splits the text. It is not safe for
// concurrent use.
type gameSource struct {
	files  []string
	stdin  io.Reader
	cur    *grammar.Reader
	closer io.Closer
	name   string
	i      int
}

// next returns the next game's chunk and its file, or ok=false after the
// last one.
func (s *gameSource) next() (c grammar.Chunk, file string, ok bool, err error) {
	for {
		if s.cur == nil {
			if s.i == len(s.files) {
				return grammar.Chunk{}, "", false, nil
			}
			path := s.files[s.i]
			s.i++
			if path == "-" {
				s.cur, s.name, s.closer = grammar.NewReader(s.stdin, ""), "", nil
			} else {
				f, err := os.Open(path)
				if err != nil {
					return grammar.Chunk{}, "", false, err
				}
				s.cur, s.name, s.closer = grammar.NewReader(f, path), path, f
			}
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

func (s *gameSource) close() {
	if s.closer != nil {
		s.closer.Close()
	}
	s.cur, s.closer = nil, nil
}

// chunkItem is one game's chunk on its way to a worker.
type chunkItem struct {
	c    grammar.Chunk
	file string
}

// next adapts the source to batch.Ordered.
func (s *gameSource) item() (chunkItem, bool, error) {
	c, file, ok, err := s.next()
	return chunkItem{c, file}, ok, err
}

// formatSource yields the games of a list of files in one input format.
type formatSource struct {
	files []string
	stdin io.Reader
	from  string
	cur   interface {
		Next() (*notation.Game, error)
	}
	closer io.Closer
	name   string
	i      int
}

func (s *formatSource) next() (*notation.Game, string, error) {
	for {
		if s.cur == nil {
			if s.i == len(s.files) {
				return nil, "", nil
			}
			path := s.files[s.i]
			s.i++
			var in io.Reader = s.stdin
			s.name, s.closer = "", nil
			if path != "-" {
				f, err := os.Open(path)
				if err != nil {
					return nil, "", err
				}
				in, s.name, s.closer = bufio.NewReaderSize(f, 1<<16), path, f
			}
			switch s.from {
			case "pgn":
				r, err := convert.NewPGNReader(in, s.name)
				if err != nil {
					s.close()
					return nil, "", err
				}
				s.cur = r
			case "ogn":
				r, err := convert.NewOGNReader(in, s.name)
				if err != nil {
					s.close()
					return nil, "", err
				}
				s.cur = r
			default:
				s.cur = grammar.NewReader(in, s.name)
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

func (s *formatSource) close() {
	if s.closer != nil {
		s.closer.Close()
	}
	s.cur, s.closer = nil, nil
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
