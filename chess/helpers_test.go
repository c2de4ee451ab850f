package chess

import (
	"errors"
	"strings"
	"testing"
)

// backends lists the backends every adapter test runs under.
var backends = []Backend{Fast, Library}

// eachBackend runs f once per backend, as subtests named after the
// backend, with that backend as the default one: every position the test
// creates by Start or FromFEN (and derives from them) uses it. Tests using
// it must not run in parallel with other tests of the package.
func eachBackend(t *testing.T, f func(t *testing.T)) {
	for _, b := range backends {
		t.Run(b.String(), func(t *testing.T) {
			old := DefaultBackend()
			SetDefaultBackend(b)
			defer SetDefaultBackend(old)
			if got := Start().Backend(); got != b {
				t.Fatalf("Start().Backend() = %v, want %v", got, b)
			}
			f(t)
		})
	}
}

// mustFEN parses a FEN or fails the test. The position has the default
// backend.
func mustFEN(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := FromFEN(fen)
	if err != nil {
		t.Fatalf("FromFEN(%q): %v", fen, err)
	}
	if p.Backend() != DefaultBackend() {
		t.Fatalf("FromFEN(%q).Backend() = %v, want %v", fen, p.Backend(), DefaultBackend())
	}
	return p
}

// playSAN plays space-separated English SAN moves ("--" is a null move)
// from p and returns the final position.
func playSAN(t testing.TB, p *Position, moves string) *Position {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		if s == "--" {
			np, err := p.Null()
			if err != nil {
				t.Fatalf("null move in %s: %v", p.FEN(), err)
			}
			if np.Backend() != p.Backend() {
				t.Fatalf("Null changed the backend from %v to %v", p.Backend(), np.Backend())
			}
			p = np
			continue
		}
		spec, err := ParseSAN(s, nil)
		if err != nil {
			t.Fatalf("ParseSAN(%q): %v", s, err)
		}
		m, err := p.Resolve(spec)
		if err != nil {
			t.Fatalf("Resolve(%q): %v", s, err)
		}
		b := p.Backend()
		p = p.Play(m)
		if p.Backend() != b {
			t.Fatalf("Play changed the backend from %v to %v", b, p.Backend())
		}
	}
	return p
}

// errKind returns the kind of a *MoveError, or 0.
func errKind(err error) ErrorKind {
	var me *MoveError
	if errors.As(err, &me) {
		return me.Kind
	}
	return 0
}

// ucis returns the UCI forms of moves.
func ucis(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}
