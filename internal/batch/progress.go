package batch

import (
	"fmt"
	"io"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/awechec/awechec/internal/i18n"
)

// Progress draws a one-line progress report on a terminal: games done and
// bytes read of the total. It draws nothing when its writer is not a
// terminal, so redirected output stays clean.
type Progress struct {
	// Lang is the language of the bar's words (English unless set).
	Lang    i18n.Lang
	w       io.Writer
	enabled bool
	total   int64
	mu      sync.Mutex
	games   int
	bytes   int64
	last    time.Time
	start   time.Time
	// drawn is true while the progress line stands on the terminal.
	drawn bool
}

// NewProgress returns a progress report for total bytes written to w; it is
// silent unless w is a terminal.
func NewProgress(w io.Writer, total int64) *Progress {
	return &Progress{w: w, enabled: IsTerminal(w), total: total, start: time.Now()}
}

// IsTerminal tells whether f, a reader or writer, is a terminal: not a
// pipe, a file, nor a device such as /dev/null (a character device too,
// that a script or cron gives). A writer that wraps another (an Unwrap
// method) is the other's.
func IsTerminal(f any) bool {
	for {
		switch v := f.(type) {
		case interface{ Fd() uintptr }:
			return term.IsTerminal(int(v.Fd()))
		case interface{ Unwrap() io.Writer }:
			f = v.Unwrap()
		default:
			return false
		}
	}
}

// Hide keeps the bar from being drawn (when the output it would be drawn
// among goes to the same terminal); what is written through p still goes
// to its writer.
func (p *Progress) Hide() { p.enabled = false }

// Add records one more game of n bytes and redraws at most ten times a
// second.
func (p *Progress) Add(n int64) {
	if p == nil || !p.enabled {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.games++
	p.bytes += n
	if now := time.Now(); now.Sub(p.last) >= 100*time.Millisecond {
		p.last = now
		p.draw()
	}
}

func (p *Progress) draw() {
	const width = 30
	frac := 0.0
	if p.total > 0 {
		frac = float64(p.bytes) / float64(p.total)
		if frac > 1 {
			frac = 1
		}
	}
	filled := int(frac * width)
	bar := make([]byte, width)
	for i := range bar {
		if i < filled {
			bar[i] = '#'
		} else {
			bar[i] = '.'
		}
	}
	fmt.Fprintf(p.w, "\r[%s] %3.0f%% %s", bar, frac*100, i18n.M(i18n.CliProgress, p.games, i18n.Rate(float64(p.games)/time.Since(p.start).Seconds())).In(p.Lang))
	p.drawn = true
}

// Done clears the progress line.
func (p *Progress) Done() {
	if p == nil || !p.enabled {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clear()
}

// clear blanks the progress line and puts the cursor at its start.
func (p *Progress) clear() {
	fmt.Fprintf(p.w, "\r%*s\r", 70, "")
	p.drawn = false
}

// Write writes b to the progress's writer, a message for the same
// terminal: the progress line is cleared first when it is drawn (the next
// Add draws it again under the message), so that the two do not mix. Off a
// terminal b goes out as it is.
func (p *Progress) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		p.clear()
	}
	return p.w.Write(b)
}
