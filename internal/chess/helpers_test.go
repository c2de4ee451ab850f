package chess

import (
	"errors"
	"strings"
	"testing"
)

// mustFEN parses a FEN or fails the test.
func mustFEN(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := FromFEN(fen)
	if err != nil {
		t.Fatalf("FromFEN(%q): %v", fen, err)
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
		p = p.Play(m)
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
