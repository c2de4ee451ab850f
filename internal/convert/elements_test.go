package convert_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
)

// elementSeq lists the elements of the games of src, one line each: depth
// in the variation tree, kind, text, NAG, suffix. It leaves out what the
// printer writes in its own canonical way on purpose: move numbers (it
// renumbers), the spelling of keywords and of the null move, a power's
// missing colour (it fills it in), a comment's spacing.
func elementSeq(t *testing.T, src []byte) []string {
	t.Helper()
	games, err := grammar.ReadAll(bytes.NewReader(src), "e.agn")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, g := range games {
		out = append(out, fmt.Sprintf("game %d", i+1))
		out = appendElements(out, g.Body, 0)
	}
	return out
}

func appendElements(out []string, els []notation.Element, depth int) []string {
	for i := range els {
		e := &els[i]
		var text string
		switch e.Kind {
		case notation.MoveNumber:
			continue
		case notation.SectionMark:
			text = fmt.Sprint(e.Section)
		case notation.ChessMove:
			text = e.SAN.String()
		case notation.AweleMove:
			text = fmt.Sprintf("%c(%d)", e.Hole, e.Count)
		case notation.CaptureEvent:
			text = fmt.Sprintf("%c%d", e.Colour, e.Count)
		case notation.AweleScore:
			text = fmt.Sprint(e.Score)
		case notation.Power:
			text = fmt.Sprint(e.Number)
		case notation.Comment:
			text = strings.Join(strings.Fields(e.Text), " ")
		case notation.Escape, notation.ResultToken:
			text = e.Text
		}
		nag := 0
		if e.Kind == notation.NAG {
			nag = e.Number
		}
		out = append(out, fmt.Sprintf("%d kind %d %q nag %d suffix %q", depth, e.Kind, text, nag, e.Suffix))
		if e.Kind == notation.Variation {
			out = appendElements(out, e.Children, depth+1)
		}
	}
	return out
}

// annotated holds NAGs, suffixes and comments at every depth of nested
// variations, in both sections.
const annotated = `[Event "Annotated"]
[Language "en"]
[Result "*"]

Awele W3 {three} B2 $2 W2 W2 B2 W5 ...
Chess {start} 1. (1=W) e4! $1 (1. (1=W) d4?! $6 {queen's pawn} (1. (1=W) c4 $5
{English} (1. (1=W) Nf3 $10)) 1... (2=W) 0) (2=W) 0 $14 2. (3=W) Bc4 $16
(2. (3=W) Nf3!! $3 {knight} (2. (3=W) d4 $13)) (4=B) Nc6?? $4 *
`

// TestFormatKeepsElements: a record and the same record printed by fmt
// and read again have the same elements in the same order, at the same
// depth, with the same NAGs and suffixes (TestFormatMutationsIdempotent
// compares what the replay finds, which a printer dropping a NAG inside a
// variation does not change).
func TestFormatKeepsElements(t *testing.T) {
	records := append(corpusRecords(t), record{"annotated", []byte(annotated)})
	formatted := 0
	for _, r := range records {
		name, src := r.name, r.src
		once, ok := format(t, src)
		if !ok {
			if name == "annotated" {
				t.Fatal("the annotated record cannot be formatted")
			}
			continue // a reader error: fmt does not format it
		}
		formatted++
		a, b := elementSeq(t, src), elementSeq(t, once)
		if strings.Join(a, "\n") != strings.Join(b, "\n") {
			for i := 0; i < max(len(a), len(b)); i++ {
				var x, y string
				if i < len(a) {
					x = a[i]
				}
				if i < len(b) {
					y = b[i]
				}
				if x != y {
					t.Errorf("%s: element %d: read %s, printed and read again %s\n--- printed\n%s", name, i, x, y, once)
					break
				}
			}
		}
	}
	if formatted < 20 {
		t.Errorf("only %d records formatted", formatted)
	}
}
