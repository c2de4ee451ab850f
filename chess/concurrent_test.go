package chess

import (
	"strings"
	"sync"
	"testing"
)

// TestConcurrentUse shares positions of both backends between goroutines
// (run it with -race): Position claims to be safe for concurrent use,
// although the Library backend computes its moves lazily and the
// library's FEN reader writes a package-level buffer.
func TestConcurrentUse(t *testing.T) {
	const fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	for _, b := range backends {
		t.Run(b.String(), func(t *testing.T) {
			p, err := FromFENWith(fen, b)
			if err != nil {
				t.Fatal(err)
			}
			// The answers a fresh position of the same backend gives alone.
			q, _ := FromFENWith(fen, b)
			want := summary(q)
			var wg sync.WaitGroup
			got := make([]string, 4)
			for i := range got {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := FromFENWith(fen, b); err != nil {
						t.Error(err)
					}
					_ = StartWith(b)
					got[i] = summary(p)
				}()
			}
			wg.Wait()
			for i, g := range got {
				if g != want {
					t.Errorf("goroutine %d: %q, want %q", i, g, want)
				}
			}
		})
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
