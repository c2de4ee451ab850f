// Package notation is the typed model of a game record: tags, then the
// movetext as a sequence of elements (section keywords, Awélé moves, power
// tokens, chess moves in a language, null moves, comments, NAGs, variations)
// and a result, each with its position in the source. The grammar builds it,
// the validator replays it, the printers write it. It knows letters and
// languages, not rules.
package notation

import (
	"strings"

	"github.com/awechec/awechec/internal/diag"
)

// Pos is a place in a source file: 1-based line, 1-based byte column, and
// the byte offset from the start of the file.
type Pos struct {
	Line, Col, Offset int
}

// Game is one record of an archive.
type Game struct {
	// Index is the 1-based number of the game within its file.
	Index int
	// Start is where the game's first token (tag or movetext) begins.
	Start Pos
	// Tags in the order written.
	Tags []Tag
	// Body is the movetext before the result, in the order written.
	Body []Element
	// Result is the game-termination token (Kind ResultToken); its Text is
	// "" when the record has none.
	Result Element
	// Trailing holds comments written after the result token that belong
	// to this game (PGN allows them); kept so nothing is lost.
	Trailing []Element

	// Source is the game's own text, and SourceLine the file line on which
	// Source begins, so that diagnostics can show their line.
	Source     []byte
	SourceLine int
	// SourceCol is the file column (bytes, 1-based) at which Source
	// begins: above 1 when the game starts on the line where the previous
	// one ended. Columns of diagnostics are file columns, so the first
	// line is shown shifted by it.
	SourceCol int

	// Diags holds what the reader found wrong (syntax, encoding, bounds).
	Diags diag.List

	// Lang is the language of the piece letters and power letters: from the
	// Language tag, else worked out from the letters; "" when the letters
	// cannot decide (then LangCandidates lists the languages the replay must
	// try).
	Lang           Language
	LangCandidates []Language
	// LangFromTag is true when Lang comes from a Language tag.
	LangFromTag bool
}

// Tag is one tag pair `[Name "Value"]`.
type Tag struct {
	Name, Value string
	Pos         Pos
}

// Tag returns the value of the first tag called name (case-sensitive, as in
// PGN) and whether it exists.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the value of the first tag called name, or appends the tag.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
}

// SourceLineText returns the text of file line n if it lies inside the
// game's source, else "". It scans the source: to quote several lines,
// take the game's Lines once.
func (g *Game) SourceLineText(n int) string { return g.Lines().Text(n) }

// SourceLines is a game's source with its line starts found once, to
// quote the lines of many diagnostics without scanning the game for each.
type SourceLines struct {
	lines     diag.Lines
	line, col int
}

// Lines finds the lines of the game's source (one pass over it).
func (g *Game) Lines() SourceLines {
	return SourceLines{lines: diag.NewLines(g.Source), line: g.SourceLine, col: g.SourceCol}
}

// Text returns the text of file line n if it lies inside the game's
// source, else "".
func (s SourceLines) Text(n int) string {
	text := s.lines.Line(n - s.line + 1)
	if n == s.line && s.col > 1 && text != "" {
		// The start of the line belongs to the previous game: blank it
		// out, so that a caret at a file column lands under its token.
		text = strings.Repeat(" ", s.col-1) + text
	}
	return text
}

// Kind says what an Element is.
type Kind uint8

// Element kinds.
const (
	// SectionMark opens a section: Section says which, Text holds the
	// keyword as written (Awélé, Awele, Oware, Échecs, Chess, ...).
	SectionMark Kind = iota + 1
	// MoveNumber is `12.` or `12...`: Number, and Black true for the
	// ellipsis form (Black, or North in an Awélé section, to move).
	MoveNumber
	// AweleMove is one sowing: Hole is the letter as written, Count the
	// capture count written after it (`E(3)`), -1 when none is written.
	AweleMove
	// CaptureEvent is one event of a captures-only Awélé section (`B3`,
	// `W3`, or one letter of a colour group `BB NN`): Colour is the colour
	// letter as written, Count the seeds.
	CaptureEvent
	// Unrecorded is a `...` or `…` closing an Awélé section: the rest of
	// that Awélé game was not recorded.
	Unrecorded
	// AweleScore is an `S-N` score token closing an Awélé section: Score
	// holds South's and North's seeds.
	AweleScore
	// Power is a power token `(n=C)`: Number n, Colour the letter as
	// written (0 when the token is the colourless `(n)`).
	Power
	// ChessMove is a SAN move; SAN holds its parts with letters as written.
	ChessMove
	// NullMove is the null move, written `0`, `--` or `Z0` (Text).
	NullMove
	// Comment is `{...}` (Text without braces) or `; ...` (LineComment).
	Comment
	// NAG is `$n` (Number).
	NAG
	// Variation is `( ... )` or `[ ... ]` in movetext; Children holds it.
	Variation
	// Escape is a `%` line (Text without the %).
	Escape
	// ResultToken is 1-0, 0-1, 1/2-1/2 or * (Text).
	ResultToken
)

var kindNames = [...]string{"", "section", "move-number", "awele-move", "capture-event", "unrecorded", "awele-score", "power", "chess-move", "null-move", "comment", "nag", "variation", "escape", "result"}

// String returns the kind's name, e.g. "awele-move", or "unknown".
func (k Kind) String() string {
	if int(k) < len(kindNames) && k > 0 {
		return kindNames[k]
	}
	return "unknown"
}

// Section is the kind of a movetext section.
type Section uint8

// Sections.
const (
	NoSection Section = iota
	AweleSection
	ChessSection
)

// Element is one item of movetext. Which fields mean something depends on
// Kind (see the Kind constants); the others stay zero. One flat struct
// rather than an interface keeps a game's movetext in one allocation.
type Element struct {
	// The fields are ordered by size, the eight-byte ones first, so that
	// the struct has no padding between them (144 bytes, not 176): the
	// reader writes one per token.

	Pos Pos
	// Len is the length in bytes of the token as written, for carets.
	Len int

	Text   string // keyword, comment text, null-move spelling, result, escape
	Number int    // move number, power number, NAG
	Count  int    // AweleMove capture count (-1: none written), CaptureEvent seeds
	Score  [2]int // AweleScore: South, North
	// Suffix is a move's suffix annotation as written: ! ? !! ?? !? ?!
	Suffix string
	// Children is the content of a Variation.
	Children []Element

	SAN     SAN // ChessMove
	Kind    Kind
	Section Section // SectionMark
	Black   bool    // MoveNumber written with an ellipsis
	Hole    byte    // AweleMove letter as written
	Colour  byte    // Power and CaptureEvent colour letter as written; 0: none
	// LineComment marks a `;` comment (to the end of the line).
	LineComment bool
	// Bracket marks a variation written with [ ] instead of ( ).
	Bracket bool
}

// SAN is a chess move in standard algebraic notation, its letters as
// written in the file's language. Resolve the piece letters with a
// Letters table.
type SAN struct {
	Piece    byte // piece letter as written; 0 for a pawn move
	FromFile byte // 'a'..'h' disambiguation, 0 if none
	FromRank byte // '1'..'8' disambiguation, 0 if none
	Capture  bool // x or : written
	ToFile   byte // 'a'..'h'
	ToRank   byte // '1'..'8'
	Promo    byte // promotion letter as written, 0 if none
	Castle   uint8
	// Check is '+' or '#' when written, else 0.
	Check byte
	// EnPassant is true when `e.p.` or `ep` follows the move; the replay
	// checks it, the canonical form leaves it out.
	EnPassant bool
	// Drop is a Crazyhouse drop, N@f3 (Piece, then the target square) or
	// @e5 (a pawn's): kept as written, not a move of chess.
	Drop bool
}

// Castling sides for SAN.Castle.
const (
	NoCastle  uint8 = 0
	KingSide  uint8 = 1
	QueenSide uint8 = 2
)

// Result reads a game result as players write it, in a tag value or a
// token: 1-0, 0-1, 1/2-1/2 or *, also with ½ for 1/2, an en or em dash or
// a colon for the hyphen (1–0, 1:0, ½-½). It returns the canonical form
// and whether s is a result at all.
func Result(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "*" {
		return s, true
	}
	for _, sep := range []string{"-", "–", "—", ":"} {
		a, b, ok := strings.Cut(s, sep)
		if !ok {
			continue
		}
		switch {
		case a == "1" && b == "0":
			return "1-0", true
		case a == "0" && b == "1":
			return "0-1", true
		case (a == "1/2" || a == "½") && (b == "1/2" || b == "½"):
			return "1/2-1/2", true
		}
	}
	return "", false
}

// AppendText appends the move to dst in canonical SAN, its letters as
// written: piece, disambiguation, x for a capture, the square, = before a
// promotion letter, O-O and O-O-O for castling, then the check sign. It is
// the one writer of SAN that the printers and the replay share.
func (s SAN) AppendText(dst []byte) []byte {
	switch s.Castle {
	case KingSide:
		dst = append(dst, "O-O"...)
	case QueenSide:
		dst = append(dst, "O-O-O"...)
	case NoCastle:
		if s.Drop {
			if s.Piece != 0 {
				dst = append(dst, s.Piece)
			}
			dst = append(dst, '@', s.ToFile, s.ToRank)
			break
		}
		fallthrough
	default:
		for _, c := range [3]byte{s.Piece, s.FromFile, s.FromRank} {
			if c != 0 {
				dst = append(dst, c)
			}
		}
		if s.Capture {
			dst = append(dst, 'x')
		}
		for _, c := range [2]byte{s.ToFile, s.ToRank} {
			if c != 0 {
				dst = append(dst, c)
			}
		}
		if s.Promo != 0 {
			dst = append(dst, '=', s.Promo)
		}
	}
	if s.Check != 0 {
		dst = append(dst, s.Check)
	}
	return dst
}

// String writes the move in canonical SAN (AppendText).
func (s SAN) String() string {
	var arr [16]byte
	return string(s.AppendText(arr[:0]))
}
