package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/batch"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/record"
)

// defaultMaxGameSize is the --max-game-size flag's default: the most
// bytes of one game a reader holds (grammar.Reader.MaxGame).
const defaultMaxGameSize = byteSize(grammar.DefaultMaxGame)

// maxGameSize is the run's --max-game-size limit.
func (o *IO) maxGameSize() int {
	if o.maxGame <= 0 {
		return int(defaultMaxGameSize)
	}
	return int(o.maxGame)
}

// newReader is grammar.NewReader with the --max-game-size limit.
func (o *IO) newReader(r io.Reader, name string) *grammar.Reader {
	rd := grammar.NewReader(r, name)
	rd.MaxGame = o.maxGameSize()
	return rd
}

// recordOptions are the limits of record.Open: the --max-game-size limit
// for one game in every format, and 64 times it for a whole OGN file.
func (o *IO) recordOptions() record.Options {
	return record.Options{MaxGame: o.maxGameSize(), MaxFileSize: 64 * o.maxGameSize()}
}

// byteSize is a flag value of bytes, written 1048576, 1024K, 1M or 1G
// (powers of 1024; KiB, MiB, GiB, kB, MB, GB are read too).
type byteSize int

func (b *byteSize) String() string {
	n := int(*b)
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%dG", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dM", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%dK", n>>10)
	}
	return strconv.Itoa(n)
}

// Set reads a size.
func (b *byteSize) Set(s string) error {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	mult := 1
	if t != "" {
		switch t[len(t)-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		}
		if mult > 1 {
			t = t[:len(t)-1]
		}
	}
	n, err := strconv.Atoi(t)
	if err != nil || n <= 0 || n > (1<<40)/mult {
		return i18n.Errorf(i18n.CliBadSize, s)
	}
	*b = byteSize(n * mult)
	return nil
}

// Type names the value in the help.
func (b *byteSize) Type() string { return "size" }

// gcBytesPerGameByte is what one byte of the largest game may take live
// while it is read and replayed: a flood of one token costs up to about
// 300 (a third of a million syntax errors read by the grammar: 270).
const gcBytesPerGameByte = 300

// batchHeap is the heap batch.TuneGC collects near: batch.BatchHeap, and
// room for one game of the largest size live. Under BatchHeap alone a game
// whose live data passed it (a megabyte of `.`) made the collector run
// without pause, in time growing with the square of the game (a 1 MB game
// ran over 60 s; 256 KB 1.5 s of CPU, 512 KB 5.6 s).
func (o *IO) batchHeap() int64 {
	return batch.BatchHeap + gcBytesPerGameByte*int64(o.maxGameSize())
}
