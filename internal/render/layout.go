package render

import "github.com/awechec/awechec/internal/movegen"

// Layout is the geometry of the board picture, in SVG user units. The Go
// writer and the page's script both place pieces, cones and marks from it,
// so a page embeds it as JSON.
type Layout struct {
	// Width and Height are the picture's size.
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	// BoardX and BoardY are the top-left corner of the chessboard (a8 side
	// up, White at the bottom) and Square the side of a square.
	BoardX float64 `json:"boardX"`
	BoardY float64 `json:"boardY"`
	Square float64 `json:"square"`
	// Holes holds the centre of each Awélé hole, indexed as in package
	// awele: South's A..F left to right along the bottom, North's a..f
	// right to left along the top (sowing runs counter-clockwise).
	Holes [12][2]float64 `json:"holes"`
	// HoleR is a hole's radius.
	HoleR float64 `json:"holeR"`
	// Stores holds the rectangle (x, y, width, height) of South's store
	// (right) and North's store (left).
	Stores [2][4]float64 `json:"stores"`
	// PieceSize is the side of a drawn piece; ConeW and ConeH a cone's box.
	PieceSize float64 `json:"pieceSize"`
	ConeW     float64 `json:"coneW"`
	ConeH     float64 `json:"coneH"`
	// AweleOnly draws the Awélé board alone (AweleLayout): a standalone
	// Awélé record has no chessboard and no powers.
	AweleOnly bool `json:"aweleOnly,omitempty"`
	// ChessOnly draws the chessboard alone (ChessLayout): a game of
	// standard chess has no Awélé board and no powers.
	ChessOnly bool `json:"chessOnly,omitempty"`
}

// DefaultLayout returns the layout the toolkit draws with.
func DefaultLayout() Layout {
	const (
		sq     = 60.0
		boardX = 108.0
		boardY = 116.0
		width  = 696.0
		height = 772.0
		holeR  = 26.0
	)
	l := Layout{
		Width: width, Height: height,
		BoardX: boardX, BoardY: boardY, Square: sq,
		HoleR:     holeR,
		PieceSize: sq * 0.86,
		ConeW:     18, ConeH: 22,
	}
	for i := range 6 {
		x := boardX + 40 + 80*float64(i)
		l.Holes[i] = [2]float64{x, boardY + 8*sq + 42}
		l.Holes[11-i] = [2]float64{x, boardY - 42}
	}
	storeH := 4 * sq
	storeY := boardY + 2*sq
	l.Stores[0] = [4]float64{boardX + 8*sq + 28, storeY, 64, storeH}
	l.Stores[1] = [4]float64{boardX - 28 - 64, storeY, 64, storeH}
	return l
}

// AweleLayout returns the layout of a standalone Awélé record: the twelve
// holes in two rows and the two stores at their ends, no chessboard.
func AweleLayout() Layout {
	const (
		width = 696.0
		holeR = 26.0
		north = 96.0
		south = 176.0
	)
	l := Layout{Width: width, HoleR: holeR, AweleOnly: true}
	for i := range 6 {
		x := 148 + 80*float64(i)
		l.Holes[i] = [2]float64{x, south}
		l.Holes[11-i] = [2]float64{x, north}
	}
	storeY, storeH := north-holeR, south-north+2*holeR
	l.Stores[0] = [4]float64{148 + 80*5 + 48, storeY, 64, storeH}
	l.Stores[1] = [4]float64{148 - 48 - 64, storeY, 64, storeH}
	l.Height = l.plateauBottom() + 48
	return l
}

// ChessLayout returns the layout of a game of standard chess: the
// chessboard alone, the sides' names above and below it.
func ChessLayout() Layout {
	l := DefaultLayout()
	l.ChessOnly = true
	l.BoardX, l.BoardY = 48, 64
	l.Width = 2*l.BoardX + 8*l.Square
	l.Holes, l.HoleR, l.Stores = [12][2]float64{}, 0, [2][4]float64{}
	l.Height = l.plateauBottom() + 48
	return l
}

// plateauBottom is where the wooden board ends; the status lines follow.
func (l *Layout) plateauBottom() float64 {
	if l.ChessOnly {
		return l.BoardY + 8*l.Square + 56
	}
	return l.Holes[0][1] + l.HoleR + 48
}

// squareXY returns the top-left corner of square i (a1 = 0).
func (l *Layout) squareXY(i int) (x, y float64) {
	file, rank := i%8, i/8
	return l.BoardX + float64(file)*l.Square, l.BoardY + float64(7-rank)*l.Square
}

// dotXY returns the centre of dot i (0..48, reading order from White's
// side: top to bottom, left to right).
func (l *Layout) dotXY(i int) (x, y float64) {
	r, c := i/7, i%7
	return l.BoardX + float64(c+1)*l.Square, l.BoardY + float64(r+1)*l.Square
}

// use is one placed symbol of the dynamic layer: a piece, a cone or a mark.
type use struct {
	layer      string // "marks", "pieces" or "cones"
	symbol     string // id of the symbol in the picture's defs
	x, y, w, h float64
	attr       [][2]string // data attributes, in order
}

// placements computes the dynamic layer of a step. The page's script
// (assets/replay.js, function placements) computes the same list.
func (l *Layout) placements(s *Step) []use {
	var out []use
	sq := l.Square
	squareUse := func(name, symbol, layer string) {
		i, ok := parseSquare(name)
		if !ok {
			return
		}
		x, y := l.squareXY(i)
		out = append(out, use{layer: layer, symbol: symbol, x: x, y: y, w: sq, h: sq})
	}
	if s.From != "" {
		squareUse(s.From, "mark-move", "marks")
		squareUse(s.To, "mark-move", "marks")
	}
	if s.Check != "" {
		squareUse(s.Check, "mark-check", "marks")
	}
	if s.Null != "" {
		squareUse(s.Null, "mark-null", "marks")
	}
	if s.Sown >= 0 && s.Sown < 12 {
		c := l.Holes[s.Sown]
		r := l.HoleR + 6
		out = append(out, use{layer: "marks", symbol: "mark-hole", x: c[0] - r, y: c[1] - r, w: 2 * r, h: 2 * r})
	}
	for i, p := range s.Pieces {
		if p.Piece == movegen.NoPiece {
			continue
		}
		cp := p.FENChar()
		x, y := l.squareXY(i)
		off := (sq - l.PieceSize) / 2
		colour := "w"
		if cp >= 'a' {
			colour = "b"
		}
		out = append(out, use{layer: "pieces", symbol: "p-" + colour + string(upper(cp)), x: x + off, y: y + off, w: l.PieceSize, h: l.PieceSize,
			attr: [][2]string{{"data-sq", squareName(i)}, {"data-p", string(cp)}}})
	}
	for i := 0; i < len(s.Dots) && i < Dots; i++ {
		c := s.Dots[i]
		if c != 'W' && c != 'B' {
			continue
		}
		x, y := l.dotXY(i)
		if i == s.Next {
			r := l.ConeH * 0.75
			out = append(out, use{layer: "cones", symbol: "mark-next", x: x - r, y: y - r, w: 2 * r, h: 2 * r})
		}
		out = append(out, use{layer: "cones", symbol: "cone-" + string(c), x: x - l.ConeW/2, y: y - l.ConeH*0.62, w: l.ConeW, h: l.ConeH,
			attr: [][2]string{{"data-dot", itoa(i)}, {"data-c", string(c)}}})
	}
	return out
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// parseSquare reads "e4" into a square index (a1 = 0).
func parseSquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return 0, false
	}
	return int(s[1]-'1')*8 + int(s[0]-'a'), true
}
