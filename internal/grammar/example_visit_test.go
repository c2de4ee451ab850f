package grammar_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
)

// white keeps a game's White tag and passes over the movetext of the
// games White did not play.
type white struct{ name, want string }

func (w *white) BeginGame() { w.name = "" }
func (w *white) Tag(t notation.Tag) {
	if t.Name == "White" {
		w.name = t.Value
	}
}
func (w *white) EndTags() grammar.Skip { return grammar.Skip(w.name != w.want) }

// Read only the games of one player: the reader tells the tags and reads
// the movetext of the others no further.
func ExampleChunk_VisitTags() {
	const record = `[White "Léa"]
1. e4 e5 *

[White "Kofi"]
1. d4 d5 2. c4 *
`
	rd := grammar.NewReader(strings.NewReader(record), "club.agn")
	w := &white{want: "Kofi"}
	for {
		c, err := rd.NextChunk()
		if err == io.EOF {
			break
		}
		if g := c.VisitTags(nil, w); g != nil {
			fmt.Printf("game %d: %d elements\n", g.Index, len(g.Body))
		} else {
			fmt.Printf("game %d: %s, passed over\n", c.Index, w.name)
		}
	}
	// Output:
	// game 1: Léa, passed over
	// game 2: 5 elements
}
