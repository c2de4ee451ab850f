package render

import (
	"fmt"
	"io"
	"strings"
)

// Colours of the picture. Every colour of the dynamic layer lives in a
// symbol of the picture's defs, so the page's script only places symbols.
const (
	colWood      = "#d7ae76"
	colWoodEdge  = "#8a5a2b"
	colHole      = "#6b3f1d"
	colHoleEdge  = "#4a2a12"
	colLight     = "#f0d9b5"
	colBoardEdge = "#5a3a1a"
	colDark      = "#b58863"
	colDot       = "#2f9e44"
	colDotEdge   = "#1b6e2d"
	colText      = "#2b1a0c"
	colHoleText  = "#fff8e8"
	colLastMove  = "#f7d84a"
	colCheck     = "#e03131"
	colNull      = "#1971c2"
	colSown      = "#ffd43b"
	colNextPower = "#e8590c"
)

// pieceShapes draws each piece in a 100x100 box. %[1]s is the body fill,
// %[2]s the outline and %[3]s the colour of inner details.
var pieceShapes = map[byte]string{
	'P': `<circle cx="50" cy="30" r="12"/><path d="M39 47Q50 38 61 47L66 76H34Z"/><rect x="25" y="76" width="50" height="11" rx="3"/>`,
	'R': `<rect x="24" y="76" width="52" height="11" rx="3"/><path d="M32 76L35 44H65L68 76Z"/>` +
		`<path d="M27 44V20H37V28H45V20H55V28H63V20H73V44Z"/><path d="M35 52H65" fill="none" stroke="%[3]s" stroke-width="2.5"/>`,
	'B': `<rect x="25" y="76" width="50" height="11" rx="3"/><path d="M37 76L42 63H58L63 76Z"/>` +
		`<path d="M50 20C33 33 33 52 41 63H59C67 52 67 33 50 20Z"/><circle cx="50" cy="16" r="5.5"/>` +
		`<path d="M50 33V51M43 42H57" fill="none" stroke="%[3]s" stroke-width="3" stroke-linecap="round"/>`,
	'N': `<rect x="25" y="76" width="52" height="11" rx="3"/>` +
		`<path d="M33 76C33 62 41 53 49 47C42 49 35 53 29 57C22 60 17 53 21 47C29 36 35 27 43 21L46 11L53 19C67 21 78 36 76 56C75 66 72 72 72 76Z"/>` +
		`<circle cx="43" cy="31" r="3" fill="%[3]s" stroke="none"/><path d="M27 51L24 53" fill="none" stroke="%[3]s" stroke-width="2.5" stroke-linecap="round"/>`,
	'Q': `<rect x="24" y="76" width="52" height="11" rx="3"/>` +
		`<path d="M30 76L20 39L35 58L36 28L45 55L50 22L55 55L64 28L65 58L80 39L70 76Z"/>` +
		`<circle cx="20" cy="36" r="5"/><circle cx="36" cy="25" r="5"/><circle cx="50" cy="18" r="5"/><circle cx="64" cy="25" r="5"/><circle cx="80" cy="36" r="5"/>` +
		`<path d="M32 68H68" fill="none" stroke="%[3]s" stroke-width="2.5"/>`,
	'K': `<rect x="24" y="76" width="52" height="11" rx="3"/>` +
		`<path d="M30 76C20 62 21 45 35 42C42 41 47 46 50 53C53 46 58 41 65 42C79 45 80 62 70 76Z"/>` +
		`<path d="M46.5 11H53.5V19H61V26H53.5V44H46.5V26H39V19H46.5Z"/>` +
		`<path d="M32 68H68" fill="none" stroke="%[3]s" stroke-width="2.5"/>`,
}

// writeDefs writes the symbols the picture places: the twelve pieces, the
// two cones and the marks; for the Awélé board alone, the mark of the hole
// sown alone; for the chessboard alone, no cones nor Awélé and power marks.
func writeDefs(w io.Writer, l *Layout) {
	fmt.Fprint(w, "<defs>\n")
	if l.AweleOnly {
		fmt.Fprintf(w, `<symbol id="mark-hole" viewBox="0 0 64 64"><circle cx="32" cy="32" r="29.5" fill="none" stroke="%s" stroke-width="4"/></symbol>`+"\n", colSown)
		fmt.Fprint(w, "</defs>\n")
		return
	}
	for _, colour := range []string{"w", "b"} {
		fill, stroke, detail := "#fbfaf5", "#1e1a16", "#1e1a16"
		if colour == "b" {
			fill, stroke, detail = "#2a2622", "#0d0b09", "#e9e4d8"
		}
		for _, p := range []byte("KQRBNP") {
			fmt.Fprintf(w, `<symbol id="p-%s%c" viewBox="0 0 100 100"><g fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round">`,
				colour, p, fill, stroke)
			// Not a format: the pawn has no inner detail, and Fprintf
			// would report the unused colours in the picture.
			io.WriteString(w, strings.NewReplacer("%[1]s", fill, "%[2]s", stroke, "%[3]s", detail).Replace(pieceShapes[p]))
			fmt.Fprint(w, "</g></symbol>\n")
		}
	}
	if l.ChessOnly {
		fmt.Fprintf(w, `<symbol id="mark-move" viewBox="0 0 60 60"><rect width="60" height="60" fill="%s" opacity="0.55"/></symbol>`+"\n", colLastMove)
		fmt.Fprintf(w, `<symbol id="mark-check" viewBox="0 0 60 60"><circle cx="30" cy="30" r="28" fill="%s" opacity="0.55"/></symbol>`+"\n", colCheck)
		fmt.Fprint(w, "</defs>\n")
		return
	}
	for _, c := range []struct{ id, fill, stroke, shine string }{
		{"W", "#fbf3df", "#6b5a3a", "#ffffff"},
		{"B", "#3b2414", "#140a04", "#7a5a44"},
	} {
		fmt.Fprintf(w, `<symbol id="cone-%s" viewBox="0 0 20 24"><path d="M10 1.5L18.5 19.5Q10 24 1.5 19.5Z" fill="%s" stroke="%s" stroke-width="1.4" stroke-linejoin="round"/>`+
			`<path d="M9 5L5 17" stroke="%s" stroke-width="1.6" stroke-linecap="round" opacity="0.8"/></symbol>`+"\n", c.id, c.fill, c.stroke, c.shine)
	}
	fmt.Fprintf(w, `<symbol id="mark-move" viewBox="0 0 60 60"><rect width="60" height="60" fill="%s" opacity="0.55"/></symbol>`+"\n", colLastMove)
	fmt.Fprintf(w, `<symbol id="mark-check" viewBox="0 0 60 60"><circle cx="30" cy="30" r="28" fill="%s" opacity="0.55"/></symbol>`+"\n", colCheck)
	fmt.Fprintf(w, `<symbol id="mark-null" viewBox="0 0 60 60"><circle cx="30" cy="30" r="27" fill="none" stroke="%s" stroke-width="3.5" stroke-dasharray="7 5"/></symbol>`+"\n", colNull)
	fmt.Fprintf(w, `<symbol id="mark-hole" viewBox="0 0 64 64"><circle cx="32" cy="32" r="29.5" fill="none" stroke="%s" stroke-width="4"/></symbol>`+"\n", colSown)
	fmt.Fprintf(w, `<symbol id="mark-next" viewBox="0 0 34 34"><circle cx="17" cy="17" r="15" fill="none" stroke="%s" stroke-width="2.6"/></symbol>`+"\n", colNextPower)
	fmt.Fprint(w, "</defs>\n")
}

// escape makes text safe inside SVG (XML) text and attributes.
func escape(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
	return r.Replace(s)
}
