package archive

import (
	"encoding/json"
	"io"
	"runtime"
	"strings"
	"testing"
)

// tree --format json is written as it is walked: the memory it takes
// grows with the depth of the tree, not with its text, which grows with
// the square of the depth (indented one level per half-move): a line of
// 4,000 half-moves took 4 times the bytes of 2,000 (the whole text was
// built in memory); and the text is what encoding/json writes.
func TestTreeJSONStreamed(t *testing.T) {
	line := func(n int) *Tree {
		var tr Tree
		steps := make([]Step, n)
		for i := range steps {
			steps[i] = Step{Move: "0", Power: "W"}
		}
		tr.Add(steps, "1-0", GameInfo{})
		tr.Add(steps[:n/2], "0-1", GameInfo{})
		return &tr
	}
	alloc := func(tr *Tree) uint64 {
		var a, b runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&a)
		if err := tr.WriteJSON(io.Discard, "start"); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&b)
		return b.TotalAlloc - a.TotalAlloc
	}
	small, big := alloc(line(2000)), alloc(line(4000))
	t.Logf("2,000 half-moves: %d bytes allocated, 4,000: %d", small, big)
	if big > 5*small/2 {
		t.Errorf("2,000 half-moves: %d bytes allocated, 4,000: %d", small, big)
	}
	var out strings.Builder
	tr := line(3)
	tr.WriteJSON(&out, "start")
	var v struct {
		From  string
		Games int
		Moves []struct {
			Move, Power string
			Games       int
			Moves       []json.RawMessage
		}
	}
	if err := json.Unmarshal([]byte(out.String()), &v); err != nil || v.Games != 2 || len(v.Moves) != 1 || v.Moves[0].Power != "W" || len(v.Moves[0].Moves) != 1 {
		t.Errorf("%v %+v:\n%s", err, v, out.String())
	}
}
