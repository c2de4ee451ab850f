package cli

import (
	"bytes"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// TestPlaceDiagsBounded checks that quoting the N diagnostics of a game
// of L bytes costs O(L + N): the game's lines are found once, and no
// diagnostic copies or rescans the game. Each quoted its line by scanning
// the game and copying the line: a game of one long line of (e4) tokens
// allocated N × L bytes (25 MB for 100 diagnostics on 256 KB).
func TestPlaceDiagsBounded(t *testing.T) {
	// Not parallel: it counts the process's allocations.
	const n = diag.MaxPerGame
	for _, tt := range []struct {
		name string
		game func(size int) []byte
	}{
		{"one line", func(size int) []byte {
			return []byte("1. " + strings.Repeat("(e4) ", size/5))
		}},
		{"many lines", func(size int) []byte {
			return []byte(strings.Repeat("1. (e4) (e4) (e4)\n", size/18))
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var allocated [2]uint64
			for i, size := range []int{128 << 10, 256 << 10} {
				src := tt.game(size)
				lines := bytes.Count(src, []byte{'\n'}) + 1
				g := &notation.Game{Source: src, SourceLine: 1, SourceCol: 1}
				r := &validate.Report{Game: g}
				for k := range n {
					// The diagnostics stand at the end of the game, where a
					// rescan costs most.
					line := lines - k*(lines-1)/n
					r.Diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "X", Line: line, Col: 4, Len: 4})
				}
				allocated[i] = allocatedBy(func() {
					if err := printDiags(io.Discard, r, i18n.English); err != nil {
						t.Fatal(err)
					}
				})
				// One copy of the game, and a few hundred bytes per
				// diagnostic for its message and its shortened line.
				if limit := uint64(len(src)) + 4<<10*n; allocated[i] > limit {
					t.Errorf("%d bytes: %d diagnostics allocated %d bytes, want at most %d", len(src), n, allocated[i], limit)
				}
			}
			if allocated[1] > 2*allocated[0]+64<<10 {
				t.Errorf("twice the game allocated %d bytes against %d: more than twice", allocated[1], allocated[0])
			}
		})
	}
}

// allocatedBy returns the bytes f allocates on the heap.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
