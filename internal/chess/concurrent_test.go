package chess

import (
	"strings"
	"sync"
	"testing"
)

// TestConcurrentUse shares a position between goroutines (run it with
// -race): Position claims to be safe for concurrent use.
func TestConcurrentUse(t *testing.T) {
	const fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	p := mustFEN(t, fen)
	// The answers a fresh position gives alone.
	want := summary(mustFEN(t, fen))
	var wg sync.WaitGroup
	got := make([]string, 4)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := FromFEN(fen); err != nil {
				t.Error(err)
			}
			_ = Start()
			got[i] = summary(p)
		}()
	}
	wg.Wait()
	for i, g := range got {
		if g != want {
			t.Errorf("goroutine %d: %q, want %q", i, g, want)
		}
	}
}

// summary asks p everything, playing and passing from it.
func summary(p *Position) string {
	var b strings.Builder
	b.WriteString(p.FEN())
	b.WriteString(p.Status().String())
	for _, m := range p.LegalMoves() {
		b.WriteString(" " + p.SAN(m))
		spec, err := ParseSAN(p.SAN(m), nil)
		if err != nil {
			return err.Error()
		}
		r, err := p.Resolve(spec)
		if err != nil || !r.Equal(m) {
			return "resolve " + spec.String()
		}
		b.WriteString(p.Play(m).FEN())
	}
	if n, err := p.Null(); err == nil {
		b.WriteString(n.FEN())
	}
	return b.String()
}
