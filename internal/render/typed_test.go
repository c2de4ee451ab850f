package render

import (
	"bytes"
	"encoding/xml"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/i18n"
)

// svgText is a text element of a picture, with its lines (tspans).
type svgText struct {
	ID         string  `xml:"id,attr"`
	Y          float64 `xml:"y,attr"`
	FontSize   float64 `xml:"font-size,attr"`
	TextLength float64 `xml:"textLength,attr"`
	Chars      string  `xml:",chardata"`
	Spans      []struct {
		Dy    float64 `xml:"dy,attr"`
		Text  string  `xml:",chardata"`
		TLen  float64 `xml:"textLength,attr"`
		FSize float64 `xml:"font-size,attr"`
	} `xml:"tspan"`
}

// TestCaptionFits: a caption wider than the picture is wrapped (and a word
// longer than a line shrunk) so that no line is cut on either side; the
// picture grows to hold the lines (issue 10: it was cut on both sides).
func TestCaptionFits(t *testing.T) {
	r := readReports(t, "../../corpus/seed000-fr.agn")[0]
	s := &Steps(r)[3]
	for _, caption := range []string{
		strings.Repeat("Le pouvoir 4 est aux Noirs, qui décident que les Blancs jouent le coup nul ", 4),
		strings.Repeat("x", 200),
		"court",
	} {
		var b bytes.Buffer
		if err := WriteSVG(&b, s, SVGOptions{Caption: caption}); err != nil {
			t.Fatal(err)
		}
		var svg struct {
			ViewBox string    `xml:"viewBox,attr"`
			Texts   []svgText `xml:"text"`
		}
		if err := xml.Unmarshal(b.Bytes(), &svg); err != nil {
			t.Fatal(err)
		}
		vb := strings.Fields(svg.ViewBox)
		width, _ := strconv.ParseFloat(vb[2], 64)
		height, _ := strconv.ParseFloat(vb[3], 64)
		var cap *svgText
		for i := range svg.Texts {
			if svg.Texts[i].ID == "caption" {
				cap = &svg.Texts[i]
			}
		}
		if cap == nil {
			t.Fatal("no caption")
		}
		var got []string
		y := cap.Y
		lines := []string{cap.Chars}
		lens := []float64{cap.TextLength}
		if len(cap.Spans) > 0 {
			lines, lens = nil, nil
			for _, sp := range cap.Spans {
				lines = append(lines, sp.Text)
				lens = append(lens, sp.TLen)
				y += sp.Dy
			}
		}
		for i, l := range lines {
			got = append(got, l)
			// A glyph of the caption's font is about 0.55 em wide.
			w := float64(utf8.RuneCountInString(l)) * 14 * 0.55
			if lens[i] > 0 {
				w = lens[i]
			}
			if w > width-16 {
				t.Errorf("caption line %q is %.0f wide in a picture %.0f wide", l, w, width)
			}
		}
		if y+4 > height {
			t.Errorf("caption ends at %.0f in a picture %.0f high", y, height)
		}
		if strings.Join(strings.Fields(strings.Join(got, " ")), " ") != strings.Join(strings.Fields(caption), " ") {
			t.Errorf("caption lines %q lose words of %q", got, caption)
		}
	}
}

// TestAweleRecordDrawnAlone: a standalone Awélé record is drawn as an
// Awélé board alone, without chessboard, cones or next power, and its
// notes count seeds, not powers (issue 10).
func TestAweleRecordDrawnAlone(t *testing.T) {
	r := readReports(t, "../../corpus/awele/abapa.agn")[0]
	steps := Steps(r)
	for _, s := range steps {
		if s.Board != "" || s.Turn != "" {
			t.Errorf("step %q has a chess position %q", s.Label, s.Board)
		}
		if strings.ContainsAny(s.Dots, "WB") || s.Next >= 0 {
			t.Errorf("step %q has cones %q", s.Label, s.Dots)
		}
		for _, text := range []string{s.Status, s.Note} {
			if strings.Contains(text, "pouvoir") || strings.Contains(text, "power") {
				t.Errorf("step %q speaks of powers: %q", s.Label, text)
			}
		}
	}
	var b bytes.Buffer
	if err := WriteSVG(&b, &steps[5], SVGOptions{Caption: steps[5].Label}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if n := len(regexp.MustCompile(`<circle cx="[0-9.]+" cy="[0-9.]+" r="26"`).FindAllString(svg, -1)); n != 12 {
		t.Errorf("%d holes drawn, want 12", n)
	}
	for _, chess := range []string{`id="dots"`, "cone-", "p-w", "p-b", ">8</text>", `fill="` + colLight + `"`} {
		if strings.Contains(svg, chess) {
			t.Errorf("the Awélé picture holds %q (a chess part)", chess)
		}
	}
	if !strings.Contains(notesOf(steps), "seeds") {
		t.Errorf("no note counts seeds:\n%s", notesOf(steps))
	}
	if notes := notesOf(StepsIn(r, i18n.French)); !strings.Contains(notes, "graines") || !strings.Contains(notes, "Fin de la partie d’Awélé") {
		t.Errorf("no French note counts seeds:\n%s", notes)
	}
}

func notesOf(steps []Step) string {
	var b strings.Builder
	for _, s := range steps {
		b.WriteString(s.Note + "\n")
	}
	return b.String()
}

// TestFailingMoveUnderlined: the error of an illegal chess move hangs on a
// step of its own, labelled with the move as written, after the last legal
// position, not on the start (issue 10: the underline sat on "Départ").
func TestFailingMoveUnderlined(t *testing.T) {
	r := readReports(t, "../../corpus/invalid/illegal-move.agn")[0]
	steps := Steps(r)
	if len(steps[0].Diags) > 0 {
		t.Errorf("the start holds the move's error: %q", steps[0].Diags)
	}
	var failed *Step
	for i := range steps {
		if strings.Contains(strings.Join(steps[i].Diags, "\n"), "illegal-move") {
			failed = &steps[i]
		}
	}
	if failed == nil {
		t.Fatal("no step holds the illegal-move error")
	}
	var bad string
	for _, d := range r.Diags {
		if d.Code == "illegal-move" {
			line := r.Game.SourceLineText(d.Line)
			bad = line[d.Col-1 : d.Col-1+d.Len]
		}
	}
	if failed.Kind != KindFailed || !strings.Contains(failed.Label, bad) {
		t.Errorf("the error hangs on %q (%s), want a failed step for %q", failed.Label, failed.Kind, bad)
	}
	prev := steps[len(steps)-2]
	if failed != &steps[len(steps)-1] || failed.Board != prev.Board {
		t.Errorf("the failed step is not the last one, on the last legal position")
	}
	if _, err := Find(steps, Point{Ply: failed.Ply + 100}); err == nil {
		t.Errorf("Find reaches past the replay")
	}
}

// TestInvalidGamesMarked: in the page's game list an invalid game is
// marked, visibly and for screen readers (issue 10: they looked alike).
func TestInvalidGamesMarked(t *testing.T) {
	var games []PageGame
	for _, f := range []string{"../../corpus/invalid/illegal-move.agn", "../../corpus/seed000-fr.agn"} {
		for _, r := range readReports(t, f) {
			games = append(games, NewPageGame(r))
		}
	}
	var page bytes.Buffer
	if err := WriteHTML(&page, games, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	html := page.String()
	nav := html[strings.Index(html, `<nav id="games"`):]
	nav = nav[:strings.Index(nav, "</nav>")]
	items := strings.Split(nav, "<li>")[1:]
	if len(items) != 3 {
		t.Fatalf("%d games in the list", len(items))
	}
	if !strings.Contains(items[0], `class="invalid"`) || !strings.Contains(items[0], "invalid-mark") || !strings.Contains(items[0], "(invalid") {
		t.Errorf("the invalid game is not marked: %s", items[0])
	}
	for _, it := range items[1:] {
		if strings.Contains(it, "invalid") {
			t.Errorf("a valid game is marked: %s", it)
		}
	}
}
