package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// fontFamily is the font list of every text of the picture: common system
// fonts, no web font.
const fontFamily = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"

// SVGOptions tune WriteSVG.
type SVGOptions struct {
	// Title is written as the picture's <title> (its accessible name);
	// none when empty.
	Title string
	// Caption is a line written under the status line (the move that led
	// here, say); none when empty.
	Caption string
}

// WriteSVG writes step s as a standalone SVG picture: the Awechec board with
// its pieces, the powers still queued on the dots, the Awélé holes and
// stores with their seeds, the last move marked and the status line. The
// output depends only on its arguments, byte for byte.
func WriteSVG(w io.Writer, s *Step, opt SVGOptions) error {
	l := DefaultLayout()
	bw := bufio.NewWriter(w)
	writeSVG(bw, &l, s, opt)
	return bw.Flush()
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
func itoa(i int) string     { return strconv.Itoa(i) }

// holeLetters are the hole letters in index order (A..F, a..f).
const holeLetters = "ABCDEFabcdef"

func writeSVG(w io.Writer, l *Layout, s *Step, opt SVGOptions) {
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" id="awechec-board" viewBox="0 0 %s %s" width="%s" height="%s" font-family="%s">`+"\n",
		ftoa(l.Width), ftoa(l.Height), ftoa(l.Width), ftoa(l.Height), fontFamily)
	if opt.Title != "" {
		fmt.Fprintf(w, "<title>%s</title>\n", escape(opt.Title))
	}
	writeDefs(w)
	writeFrame(w, l, lexiconOf(s.Lang))
	uses := l.placements(s)
	for _, layer := range []string{"marks", "dots", "pieces", "cones"} {
		fmt.Fprintf(w, `<g id="%s">`, layer)
		if layer == "dots" {
			// the board's edge goes over the marks of the edge squares
			fmt.Fprintf(w, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="6"/>`,
				ftoa(l.BoardX-3), ftoa(l.BoardY-3), ftoa(8*l.Square+6), ftoa(8*l.Square+6), colBoardEdge)
			fmt.Fprintf(w, `<g fill="%s" stroke="%s" stroke-width="1.5">`, colDot, colDotEdge)
			for i := range Dots {
				x, y := l.dotXY(i)
				fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="5"/>`, ftoa(x), ftoa(y))
			}
			fmt.Fprint(w, "</g>")
		}
		for _, u := range uses {
			if u.layer != layer {
				continue
			}
			fmt.Fprintf(w, `<use href="#%s" x="%s" y="%s" width="%s" height="%s"`, u.symbol, ftoa(u.x), ftoa(u.y), ftoa(u.w), ftoa(u.h))
			for _, a := range u.attr {
				fmt.Fprintf(w, ` %s="%s"`, a[0], escape(a[1]))
			}
			fmt.Fprint(w, "/>")
		}
		fmt.Fprint(w, "</g>\n")
	}
	writeCounts(w, l, s)
	y := l.plateauBottom() + 24
	fmt.Fprintf(w, `<text id="status" x="%s" y="%s" text-anchor="middle" font-size="17" fill="%s">%s</text>`+"\n",
		ftoa(l.Width/2), ftoa(y), colText, escape(s.Status))
	fmt.Fprintf(w, `<text id="caption" x="%s" y="%s" text-anchor="middle" font-size="14" fill="%s">%s</text>`+"\n",
		ftoa(l.Width/2), ftoa(y+20), colText, escape(opt.Caption))
	fmt.Fprint(w, "</svg>\n")
}

// writeFrame writes what never changes: the wooden board, the squares with
// their coordinates, the holes with their letters, the stores and the
// players' names.
func writeFrame(w io.Writer, l *Layout, x *lexicon) {
	sq := l.Square
	fmt.Fprint(w, `<g id="frame">`)
	fmt.Fprintf(w, `<rect x="4" y="4" width="%s" height="%s" rx="26" fill="%s" stroke="%s" stroke-width="3"/>`,
		ftoa(l.Width-8), ftoa(l.plateauBottom()-4), colWood, colWoodEdge)
	fmt.Fprintf(w, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`,
		ftoa(l.BoardX), ftoa(l.BoardY), ftoa(8*sq), ftoa(8*sq), colLight)
	for i := range 64 {
		if (i/8+i%8)%2 == 1 {
			continue // light squares are the background
		}
		x, y := l.squareXY(i)
		fmt.Fprintf(w, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`, ftoa(x), ftoa(y), ftoa(sq), ftoa(sq), colDark)
	}
	// coordinates inside the edge squares, where no dot stands
	for i := range 8 {
		x, y := l.squareXY(i) // rank 1: file letters, bottom right
		fill := colLight      // a1 is dark: light text on dark squares
		if i%2 == 1 {
			fill = colDark
		}
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="11" font-weight="bold" text-anchor="end" fill="%s">%c</text>`,
			ftoa(x+sq-3), ftoa(y+sq-4), fill, 'a'+i)
		x, y = l.squareXY(i * 8) // file a: rank numbers, top left
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="11" font-weight="bold" fill="%s">%d</text>`,
			ftoa(x+3), ftoa(y+12), fill, i+1)
	}
	for i, c := range l.Holes {
		fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="2"/>`,
			ftoa(c[0]), ftoa(c[1]), ftoa(l.HoleR), colHole, colHoleEdge)
		ly := c[1] + l.HoleR + 14
		if i >= 6 {
			ly = c[1] - l.HoleR - 5
		}
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="13" font-weight="bold" text-anchor="middle" fill="%s">%c</text>`,
			ftoa(c[0]), ftoa(ly), colText, holeLetters[i])
	}
	for i, r := range l.Stores {
		fmt.Fprintf(w, `<rect x="%s" y="%s" width="%s" height="%s" rx="30" fill="%s" stroke="%s" stroke-width="2"/>`,
			ftoa(r[0]), ftoa(r[1]), ftoa(r[2]), ftoa(r[3]), colHole, colHoleEdge)
		name := []string{x.south, x.north}[i]
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="13" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`,
			ftoa(r[0]+r[2]/2), ftoa(r[1]-8), colText, name)
	}
	top, bottom := l.Holes[11], l.Holes[0]
	fmt.Fprintf(w, `<text x="%s" y="%s" font-size="15" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`,
		ftoa(l.Width/2), ftoa(top[1]-l.HoleR-24), colText, x.northBlack)
	fmt.Fprintf(w, `<text x="%s" y="%s" font-size="15" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`,
		ftoa(l.Width/2), ftoa(bottom[1]+l.HoleR+36), colText, x.southWhite)
	fmt.Fprint(w, "</g>\n")
}

// writeCounts writes the seed counts of the holes and stores, and the marks
// of the side to move. A hole whose count is unknown shows nothing.
func writeCounts(w io.Writer, l *Layout, s *Step) {
	fmt.Fprint(w, `<g id="counts" font-weight="bold" text-anchor="middle" fill="`+colHoleText+`">`)
	for i, c := range l.Holes {
		fmt.Fprintf(w, `<text data-hole="%d" x="%s" y="%s" font-size="22">%s</text>`, i, ftoa(c[0]), ftoa(c[1]+8), holeText(s, i))
	}
	for i, r := range l.Stores {
		fmt.Fprintf(w, `<text data-store="%d" x="%s" y="%s" font-size="26">%d</text>`, i, ftoa(r[0]+r[2]/2), ftoa(r[1]+r[3]/2+9), s.Stores[i])
	}
	fmt.Fprint(w, "</g>\n")
}

// holeText is the count shown in hole i: "" when the record does not say.
func holeText(s *Step, i int) string {
	if len(s.Holes) != 12 {
		return ""
	}
	return itoa(s.Holes[i])
}
