package chess

import (
	"fmt"
	"os"
	"strings"
	"sync/atomic"
)

// Backend names the rules engine behind a [Position]. Both backends give
// the same answers everywhere (this is tested move by move); they differ in
// speed only. A position keeps the backend it was created with: positions
// derived from it by [Position.Play] and [Position.Null] use the same one.
type Backend uint8

// The backends.
const (
	// Fast is the project's own allocation-free bitboard generator,
	// package github.com/awechec/awechec/movegen. It is the default.
	Fast Backend = iota
	// Library is github.com/corentings/chess/v2, about two orders of
	// magnitude slower. It is kept as an independent reference, to
	// cross-check Fast and to rule the generator out when a game record
	// is judged surprisingly.
	Library
)

// EnvBackend is the environment variable that selects the default backend
// when the program starts: "fast" or "library" (see [ParseBackend]). An
// unknown value is ignored; a program may check it with
// ParseBackend(os.Getenv(EnvBackend)) to report it.
const EnvBackend = "AWECHEC_CHESS_BACKEND"

// defaultBackend holds the Backend used by Start and FromFEN.
var defaultBackend atomic.Uint32

func init() {
	if v := os.Getenv(EnvBackend); v != "" {
		if b, err := ParseBackend(v); err == nil {
			defaultBackend.Store(uint32(b))
		}
	}
}

// String returns "fast" or "library", the names ParseBackend accepts.
func (b Backend) String() string {
	switch b {
	case Fast:
		return "fast"
	case Library:
		return "library"
	}
	return fmt.Sprintf("Backend(%d)", uint8(b))
}

// valid reports whether b is one of the backends.
func (b Backend) valid() bool { return b == Fast || b == Library }

// mustValid panics on a value that is not a Backend constant: passing one
// is a programming error.
func (b Backend) mustValid() {
	if !b.valid() {
		panic("chess: unknown " + b.String())
	}
}

// ParseBackend returns the backend named s: "fast" (or "movegen") for
// [Fast], "library" (or "corentings") for [Library]. Case and surrounding
// spaces are ignored.
func ParseBackend(s string) (Backend, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "fast", "movegen":
		return Fast, nil
	case "library", "corentings":
		return Library, nil
	}
	return Fast, fmt.Errorf("chess: unknown backend %q (want fast or library)", s)
}

// DefaultBackend returns the backend that [Start] and [FromFEN] use: Fast,
// unless changed by [SetDefaultBackend] or the [EnvBackend] variable.
func DefaultBackend() Backend { return Backend(defaultBackend.Load()) }

// SetDefaultBackend changes the backend that [Start] and [FromFEN] use for
// the positions they create from now on; existing positions keep theirs.
// It is meant for program start-up (a command-line switch) and is safe
// for concurrent use. It panics if b is not a Backend constant.
func SetDefaultBackend(b Backend) {
	b.mustValid()
	defaultBackend.Store(uint32(b))
}

// Backend returns the backend of the position.
func (p *Position) Backend() Backend {
	if p.lib != nil {
		return Library
	}
	return Fast
}
