package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
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
// stores with their seeds, the last move marked and the status line (the
// Awélé board alone for a standalone Awélé record, the chessboard alone
// for a game of standard chess). The output depends only on its arguments,
// byte for byte.
func WriteSVG(w io.Writer, s *Step, opt SVGOptions) error {
	l := DefaultLayout()
	switch {
	case s.Awele:
		l = AweleLayout()
	case s.Chess:
		l = ChessLayout()
	}
	bw := bufio.NewWriter(w)
	writeSVG(bw, &l, s, opt)
	return bw.Flush()
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
func itoa(i int) string     { return strconv.Itoa(i) }

// holeLetters are the hole letters in index order (A..F, a..f).
const holeLetters = "ABCDEFabcdef"

func writeSVG(w io.Writer, l *Layout, s *Step, opt SVGOptions) {
	caption := wrapCaption(opt.Caption, l.Width-32)
	height := l.Height
	if n := len(caption); n > 1 {
		height += float64(n-1) * captionLine
	}
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" id="awechec-board" viewBox="0 0 %s %s" width="%s" height="%s" font-family="%s">`+"\n",
		ftoa(l.Width), ftoa(height), ftoa(l.Width), ftoa(height), fontFamily)
	if opt.Title != "" {
		fmt.Fprintf(w, "<title>%s</title>\n", escape(opt.Title))
	}
	writeDefs(w, l)
	writeFrame(w, l, lexiconNamed(s.Lang))
	uses := l.placements(s)
	layers := []string{"marks", "dots", "pieces", "cones"}
	switch {
	case l.AweleOnly:
		layers = layers[:1]
	case l.ChessOnly:
		layers = layers[:3] // no powers: no cones
	}
	for _, layer := range layers {
		fmt.Fprintf(w, `<g id="%s">`, layer)
		if layer == "dots" {
			// the board's edge goes over the marks of the edge squares
			fmt.Fprintf(w, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="6"/>`,
				ftoa(l.BoardX-3), ftoa(l.BoardY-3), ftoa(8*l.Square+6), ftoa(8*l.Square+6), colBoardEdge)
			if !l.ChessOnly {
				// A group of its own: the page hides it for a game of
				// standard chess, which has no powers.
				fmt.Fprintf(w, `<g id="dot-grid" fill="%s" stroke="%s" stroke-width="1.5">`, colDot, colDotEdge)
				for i := range Dots {
					x, y := l.dotXY(i)
					fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="5"/>`, ftoa(x), ftoa(y))
				}
				fmt.Fprint(w, "</g>")
			}
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
	writeCaption(w, l, y+20, caption)
	fmt.Fprint(w, "</svg>\n")
}

// Caption geometry: its font size, the height of a line, and the mean
// width of a glyph of the picture's fonts in ems (DejaVu Sans, Verdana:
// about 0.55 for French or English text).
const (
	captionSize  = 14.0
	captionLine  = 18.0
	captionGlyph = 0.55
)

// captionLineText is one line of a wrapped caption: its text, and the
// width it must be squeezed into (0: it fits as it is).
type captionLineText struct {
	text    string
	squeeze float64
}

// wrapCaption cuts a caption into lines no wider than width, at spaces; a
// word wider than a line alone is squeezed into the width (textLength).
// "" gives one empty line.
func wrapCaption(caption string, width float64) []captionLineText {
	maxRunes := int(width / (captionSize * captionGlyph))
	words := strings.Fields(caption)
	if len(words) == 0 {
		return []captionLineText{{text: caption}}
	}
	var lines []captionLineText
	cur, n := "", 0
	for _, wd := range words {
		k := utf8.RuneCountInString(wd)
		if cur != "" && n+1+k > maxRunes {
			lines = append(lines, captionLineText{text: cur})
			cur, n = "", 0
		}
		if cur != "" {
			cur += " "
			n++
		}
		cur += wd
		n += k
	}
	lines = append(lines, captionLineText{text: cur})
	for i := range lines {
		if utf8.RuneCountInString(lines[i].text) > maxRunes {
			lines[i].squeeze = width
		}
	}
	return lines
}

// writeCaption writes the caption's lines from y down, centred.
func writeCaption(w io.Writer, l *Layout, y float64, lines []captionLineText) {
	squeeze := func(c captionLineText) string {
		if c.squeeze == 0 {
			return ""
		}
		return fmt.Sprintf(` textLength="%s" lengthAdjust="spacingAndGlyphs"`, ftoa(c.squeeze))
	}
	if len(lines) == 1 {
		fmt.Fprintf(w, `<text id="caption" x="%s" y="%s" text-anchor="middle" font-size="%s" fill="%s"%s>%s</text>`+"\n",
			ftoa(l.Width/2), ftoa(y), ftoa(captionSize), colText, squeeze(lines[0]), escape(lines[0].text))
		return
	}
	fmt.Fprintf(w, `<text id="caption" x="%s" y="%s" text-anchor="middle" font-size="%s" fill="%s">`,
		ftoa(l.Width/2), ftoa(y), ftoa(captionSize), colText)
	for i, c := range lines {
		dy := captionLine
		if i == 0 {
			dy = 0
		}
		fmt.Fprintf(w, `<tspan x="%s" dy="%s"%s>%s</tspan>`, ftoa(l.Width/2), ftoa(dy), squeeze(c), escape(c.text))
	}
	fmt.Fprint(w, "</text>\n")
}

// writeFrame writes what never changes: the wooden board, the squares with
// their coordinates, the holes with their letters, the stores and the
// players' names.
func writeFrame(w io.Writer, l *Layout, x *lexicon) {
	fmt.Fprint(w, `<g id="frame">`)
	fmt.Fprintf(w, `<rect x="4" y="4" width="%s" height="%s" rx="26" fill="%s" stroke="%s" stroke-width="3"/>`,
		ftoa(l.Width-8), ftoa(l.plateauBottom()-4), colWood, colWoodEdge)
	if !l.AweleOnly {
		writeChessboard(w, l)
	}
	if l.ChessOnly {
		writeSides(w, l, x)
	} else {
		writeHoles(w, l, x)
	}
	fmt.Fprint(w, "</g>\n")
}

// writeSides writes the sides' names above and below the chessboard of a
// game of standard chess.
func writeSides(w io.Writer, l *Layout, x *lexicon) {
	for _, side := range []struct {
		y    float64
		name string
	}{{l.BoardY - 24, x.black}, {l.BoardY + 8*l.Square + 36, x.white}} {
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="15" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`,
			ftoa(l.Width/2), ftoa(side.y), colText, side.name)
	}
}

// writeChessboard writes the squares and their coordinates.
func writeChessboard(w io.Writer, l *Layout) {
	sq := l.Square
	// A group of its own: the page hides it for a standalone Awélé record.
	fmt.Fprint(w, `<g id="chessboard">`)
	defer fmt.Fprint(w, `</g>`)
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
}

// writeHoles writes the Awélé holes with their letters, the stores and the
// players' names, in a group of their own: the page hides it for a game of
// standard chess.
func writeHoles(w io.Writer, l *Layout, x *lexicon) {
	fmt.Fprint(w, `<g id="awele-board">`)
	defer fmt.Fprint(w, `</g>`)
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
	north, south := x.northBlack, x.southWhite
	if l.AweleOnly {
		north, south = x.north, x.south
	}
	fmt.Fprintf(w, `<text x="%s" y="%s" font-size="15" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`,
		ftoa(l.Width/2), ftoa(top[1]-l.HoleR-24), colText, north)
	fmt.Fprintf(w, `<text x="%s" y="%s" font-size="15" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`,
		ftoa(l.Width/2), ftoa(bottom[1]+l.HoleR+36), colText, south)
}

// writeCounts writes the seed counts of the holes and stores, and the marks
// of the side to move. A hole whose count is unknown shows nothing.
func writeCounts(w io.Writer, l *Layout, s *Step) {
	if l.ChessOnly {
		return
	}
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
