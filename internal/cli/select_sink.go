package cli

import (
	"bufio"
	"errors"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/archive"
	"github.com/awechec/awechec/internal/batch"
)

// selectSink writes the games select picks: straight to the output (and
// from file to file with --split N) when their order and files are known
// as they come, or, for --sort and --split-by, to a spool file first, of
// which only the place of each game and its tag values stay in memory, so
// that memory grows with the number of games and not with their text.
type selectSink struct {
	cmd     *cobra.Command
	name    string   // -o
	inputs  []string // the paths read, never written over
	perFile int      // --split N, 0 for none
	byValue bool     // --split-by
	sorted  bool     // --sort

	// The output being written and how many games it holds.
	cur   *output
	w     *bufio.Writer
	n     int
	parts int
	// names maps each file name given out by --split-by to its value, so
	// that two values never share a file.
	names map[string]string

	spool   *os.File
	spoolW  *bufio.Writer
	offset  int64
	entries []spooled
}

// spooled is one game in the spool.
type spooled struct {
	off         int64
	n           int
	sortKeys    []string
	splitValues []string
}

func newSelectSink(cmd *cobra.Command, name string, inputs []string, perFile int, byValue, sorted bool) (*selectSink, error) {
	s := &selectSink{cmd: cmd, name: name, inputs: inputs, perFile: perFile, byValue: byValue, sorted: sorted, names: map[string]string{}}
	if byValue || sorted {
		dir := os.TempDir()
		if name != "" && name != "-" {
			dir = filepath.Dir(name)
		}
		f, err := os.CreateTemp(dir, ".awechec-select-*")
		if err != nil {
			return nil, cannotWrite(dir, err)
		}
		// The spool is anonymous: removed now, read back through f.
		os.Remove(f.Name())
		s.spool, s.spoolW = f, bufio.NewWriterSize(f, 1<<16)
	}
	return s, nil
}

// add writes one game, or spools it.
func (s *selectSink) add(p picked) error {
	if s.spool != nil {
		if _, err := s.spoolW.Write(p.text); err != nil {
			return s.spoolError(err)
		}
		s.entries = append(s.entries, spooled{off: s.offset, n: len(p.text), sortKeys: p.sortKeys, splitValues: p.splitValues})
		s.offset += int64(len(p.text))
		return nil
	}
	return s.write(p.text)
}

// write writes a game's text to the current output, opening the next part
// of a --split first when the current one is full.
func (s *selectSink) write(text []byte) error {
	if s.cur == nil || s.perFile > 0 && s.n == s.perFile {
		if err := s.commit(); err != nil {
			return err
		}
		name := s.name
		if s.perFile > 0 {
			s.parts++
			name = s.partName(fmt.Sprintf("%03d", s.parts))
		}
		if err := s.open(name); err != nil {
			return err
		}
	}
	s.n++
	_, err := s.w.Write(text)
	return err
}

func (s *selectSink) open(name string) error {
	out, err := createOutput(s.cmd, name, s.inputs)
	if err != nil {
		return cannotWrite(name, err)
	}
	s.cur, s.w, s.n = out, bufio.NewWriterSize(out, 1<<16), 0
	return nil
}

// partName names a file of a split: club.agn gives club-001.agn or
// club-Open_de_Paris.agn.
func (s *selectSink) partName(part string) string {
	ext := filepath.Ext(s.name)
	return strings.TrimSuffix(s.name, ext) + "-" + part + ext
}

// commit finishes the current output.
func (s *selectSink) commit() error {
	if s.cur == nil {
		return nil
	}
	err := s.w.Flush()
	if err == nil {
		err = s.cur.commit()
	} else {
		// A full disk: the part is not finished, its temporary file
		// goes (it was left behind).
		s.cur.discard()
	}
	s.cur = nil
	return err
}

// finish writes the spooled games, sorted and split as asked, and commits
// the last output. Standard output, or -o, is written even when no game
// was selected (an empty file).
func (s *selectSink) finish() error {
	if s.spool != nil {
		if err := s.spoolW.Flush(); err != nil {
			return s.spoolError(err)
		}
		if s.sorted {
			slices.SortStableFunc(s.entries, func(a, b spooled) int { return archive.CompareKeys(a.sortKeys, b.sortKeys) })
		}
		if s.byValue {
			if err := s.writeByValue(); err != nil {
				return err
			}
		} else {
			for i := range s.entries {
				if err := s.copy(s.entries[i]); err != nil {
					return err
				}
			}
		}
	}
	if s.cur == nil && s.perFile == 0 && !s.byValue {
		if err := s.open(s.name); err != nil {
			return err
		}
	}
	return s.commit()
}

// writeByValue writes one file per value, the files in the order their
// value first came, each file's games in the entries' order.
func (s *selectSink) writeByValue() error {
	var values []string
	games := map[string][]int{}
	for i, e := range s.entries {
		for _, v := range e.splitValues {
			if _, ok := games[v]; !ok {
				values = append(values, v)
			}
			games[v] = append(games[v], i)
		}
	}
	for _, v := range values {
		if err := s.open(s.valueName(v)); err != nil {
			return err
		}
		for _, i := range games[v] {
			if err := s.copy(s.entries[i]); err != nil {
				return err
			}
		}
		if err := s.commit(); err != nil {
			return err
		}
	}
	return nil
}

// valueName names the file of a --split-by value; two values that would
// share a name get -2, -3 ...
func (s *selectSink) valueName(v string) string {
	base := archive.FileName(v)
	name := base
	for k := 2; ; k++ {
		if owner, ok := s.names[name]; !ok || owner == v {
			break
		}
		name = fmt.Sprintf("%s-%d", base, k)
	}
	s.names[name] = v
	return s.partName(name)
}

// copy writes a spooled game to the output, through write (so --split N
// still counts).
func (s *selectSink) copy(e spooled) error {
	buf := make([]byte, e.n)
	if _, err := s.spool.ReadAt(buf, e.off); err != nil && err != io.EOF {
		return s.spoolError(err)
	}
	if s.byValue {
		s.n++
		_, err := s.w.Write(buf)
		return err
	}
	return s.write(buf)
}

// spoolError words a failure of the spool (a full disk) with the output
// asked for, or the folder of the spool when that is standard output,
// never the hidden spool file that --sort and --split-by write first
// ("write club/.awechec-select-2193: no space left on device").
func (s *selectSink) spoolError(err error) error {
	name := s.name
	if name == "" || name == "-" {
		name = filepath.Dir(s.spool.Name())
	}
	return &batch.PathError{Path: name, Err: sysReason(err)}
}

// cannotWrite words an error creating name (or a temporary file next to
// it) with the name the user gave, not the temporary one.
func cannotWrite(name string, err error) error {
	if strings.HasPrefix(err.Error(), name) {
		// The reason names the file already (the output is an input).
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	// The system's reasons are English: the common ones are worded here.
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return i18n.Errorf(i18n.CliSelNoFolder, name).Wrap(err)
	case errors.Is(err, fs.ErrPermission):
		return i18n.Errorf(i18n.CliSelDenied, name).Wrap(err)
	}
	return i18n.Errorf(i18n.CliSelCannotWrite, name, i18n.ErrorMsg(err)).Wrap(err)
}

// discard removes what was not committed and closes the spool.
func (s *selectSink) discard() {
	if s.cur != nil {
		s.cur.discard()
		s.cur = nil
	}
	if s.spool != nil {
		s.spool.Close()
		s.spool = nil
	}
}
