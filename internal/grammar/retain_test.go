package grammar

import (
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/awechec/awechec/internal/notation"
)

// TestParseRetains checks what a parsed game and the parse buffers kept
// for the next game hold once the game is read: its elements, and not the
// scratch they were built in. A game of one variation of null moves kept
// its elements three times: the variation's copy, the scratch it was
// built in, and the main line's estimate frozen in the scratch's frame
// (1 MiB: 71 + 85 + 29 MB).
func TestParseRetains(t *testing.T) {
	const n = 60000
	for _, tt := range []struct{ name, text string }{
		{"variation", "1. e4 (" + strings.Repeat("0 ", n) + ") *\n"},
		{"nested", "1. e4 (1... e5 (" + strings.Repeat("0 ", n) + ")) *\n"},
		{"main line", "Échecs " + strings.Repeat("0 ", n) + "*\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := []byte(tt.text)
			sc := new(scratch)
			base := liveHeap()
			g := parseGame(src, "f", lexer.Position{Line: 1, Column: 1}, sc)
			held := liveHeap() - base
			if g.Diags.Errors() > 0 {
				t.Fatalf("diagnostics: %v", g.Diags)
			}
			// The elements, with the room append leaves (a quarter), and
			// the text.
			limit := uint64(n)*uint64(unsafe.Sizeof(notation.Element{}))*3/2 + 256<<10
			if held > limit {
				t.Errorf("%d null moves: the game and the scratch hold %d bytes, want at most %d", n, held, limit)
			}
			runtime.KeepAlive(g)
			runtime.KeepAlive(sc)
		})
	}
}

// liveHeap returns the bytes of live heap after a collection.
func liveHeap() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestCheckRetains: the parse buffers kept once a game with a syntax
// error is read (syntaxCheck's) hold nothing of its text, which the
// scanner read a copy of.
func TestCheckRetains(t *testing.T) {
	src := []byte("1. e4 zzz " + strings.Repeat("0 ", 60000) + "*\n")
	parseGame(src, "f", lexer.Position{Line: 1, Column: 1}, nil) // what a first read sets up once
	sc := new(scratch)
	base := liveHeap()
	if g := parseGame(src, "f", lexer.Position{Line: 1, Column: 1}, sc); len(g.Body) != 2 {
		t.Fatalf("%d elements, want 2 (the game cut at zzz)", len(g.Body))
	}
	if held := int64(liveHeap()) - int64(base); held > 32<<10 {
		t.Errorf("the scratch holds %d bytes, want at most 32 KiB", held)
	}
	runtime.KeepAlive(sc)
}
