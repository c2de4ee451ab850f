package grammar

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
)

// brief writes one element in a short form for table tests.
func brief(e notation.Element) string {
	var s string
	switch e.Kind {
	case notation.SectionMark:
		s = fmt.Sprintf("§%d:%s", e.Section, e.Text)
	case notation.MoveNumber:
		s = fmt.Sprintf("%d.", e.Number)
		if e.Black {
			s += ".."
		}
	case notation.AweleMove:
		s = "aw:" + string(e.Hole)
		if e.Count >= 0 {
			s += fmt.Sprintf("(%d)", e.Count)
		}
	case notation.CaptureEvent:
		s = fmt.Sprintf("ev:%c%d", e.Colour, e.Count)
		if e.Number != 0 {
			s += fmt.Sprintf("#%d", e.Number)
		}
	case notation.Unrecorded:
		s = "unrec"
	case notation.AweleScore:
		s = fmt.Sprintf("score:%d-%d", e.Score[0], e.Score[1])
	case notation.Power:
		s = fmt.Sprintf("pw:%d", e.Number)
		if e.Colour != 0 {
			s += "=" + string(e.Colour)
		}
	case notation.ChessMove:
		s = "san:" + e.SAN.String()
	case notation.NullMove:
		s = "null:" + e.Text
	case notation.Comment:
		if e.LineComment {
			s = ";" + e.Text
		} else {
			s = "{" + e.Text + "}"
		}
	case notation.NAG:
		s = fmt.Sprintf("$%d", e.Number)
	case notation.Escape:
		s = "%" + e.Text
	case notation.ResultToken:
		s = "res:" + e.Text
	case notation.Variation:
		open, end := "(", ")"
		if e.Bracket {
			open, end = "[", "]"
		}
		s = open + briefList(e.Children) + end
	default:
		s = "?"
	}
	return s + e.Suffix
}

func briefList(es []notation.Element) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = brief(e)
	}
	return strings.Join(parts, " ")
}

// dump writes a game in full for golden files: every element with its
// position and length, and the diagnostics rendered with their lines.
func dump(g *notation.Game) string {
	var b bytes.Buffer
	fmt.Fprintf(&b, "game %d at %d:%d (offset %d), source line %d, %d bytes\n", g.Index, g.Start.Line, g.Start.Col, g.Start.Offset, g.SourceLine, len(g.Source))
	fmt.Fprintf(&b, "lang %q candidates %v from-tag %v\n", g.Lang, g.LangCandidates, g.LangFromTag)
	for _, t := range g.Tags {
		fmt.Fprintf(&b, "tag %d:%d %s = %q\n", t.Pos.Line, t.Pos.Col, t.Name, t.Value)
	}
	var walk func(es []notation.Element, indent string)
	walk = func(es []notation.Element, indent string) {
		for _, e := range es {
			text := brief(e)
			if e.Kind == notation.Variation {
				text = "variation"
				if e.Bracket {
					text += " [ ]"
				}
			}
			fmt.Fprintf(&b, "%s%d:%d+%d %s %s\n", indent, e.Pos.Line, e.Pos.Col, e.Len, e.Kind, text)
			if e.Kind == notation.Variation {
				walk(e.Children, indent+"  ")
			}
		}
	}
	walk(g.Body, "  ")
	if g.Result.Text != "" {
		fmt.Fprintf(&b, "result %d:%d %s\n", g.Result.Pos.Line, g.Result.Pos.Col, g.Result.Text)
	} else {
		b.WriteString("no result\n")
	}
	walk(g.Trailing, "  trailing ")
	for _, d := range g.Diags {
		_ = diag.Render(&b, d, g.SourceLineText(d.Line))
	}
	return b.String()
}
