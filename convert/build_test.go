package convert

import (
	"strings"

	"github.com/awechec/awechec/notation"
)

// Builders of hand-made games for the writer's unit tests.

func num(n int) notation.Element { return notation.Element{Kind: notation.MoveNumber, Number: n} }

func blk(n int) notation.Element {
	return notation.Element{Kind: notation.MoveNumber, Number: n, Black: true}
}

func awele() notation.Element {
	return notation.Element{Kind: notation.SectionMark, Section: notation.AweleSection, Text: "Awele"}
}

func chess() notation.Element {
	return notation.Element{Kind: notation.SectionMark, Section: notation.ChessSection, Text: "Chess"}
}

// aw is an Awélé move; count -1 writes none.
func aw(hole byte, count int) notation.Element {
	return notation.Element{Kind: notation.AweleMove, Hole: hole, Count: count}
}

func capt(colour byte, n int) notation.Element {
	return notation.Element{Kind: notation.CaptureEvent, Colour: colour, Count: n}
}

func unrecorded() notation.Element { return notation.Element{Kind: notation.Unrecorded, Text: "..."} }

func score(s, n int) notation.Element {
	return notation.Element{Kind: notation.AweleScore, Score: [2]int{s, n}}
}

func pw(n int, colour byte) notation.Element {
	return notation.Element{Kind: notation.Power, Number: n, Colour: colour}
}

func null(text string) notation.Element { return notation.Element{Kind: notation.NullMove, Text: text} }

func comment(text string) notation.Element { return notation.Element{Kind: notation.Comment, Text: text} }

func lineComment(text string) notation.Element {
	return notation.Element{Kind: notation.Comment, Text: text, LineComment: true}
}

func nag(n int) notation.Element { return notation.Element{Kind: notation.NAG, Number: n} }

func variation(els ...notation.Element) notation.Element {
	return notation.Element{Kind: notation.Variation, Children: els}
}

func escape(text string) notation.Element { return notation.Element{Kind: notation.Escape, Text: text} }

func suffix(e notation.Element, s string) notation.Element {
	e.Suffix = s
	return e
}

// mv is a chess move from its SAN text; it reads the tolerant spellings
// (`:` captures, promotions without `=`, 0-0 castling).
func mv(s string) notation.Element {
	var san notation.SAN
	for len(s) > 0 && (s[len(s)-1] == '+' || s[len(s)-1] == '#') {
		san.Check = s[len(s)-1]
		s = s[:len(s)-1]
	}
	switch s {
	case "O-O", "0-0":
		san.Castle = notation.KingSide
	case "O-O-O", "0-0-0":
		san.Castle = notation.QueenSide
	default:
		if s[0] >= 'A' && s[0] <= 'Z' {
			san.Piece, s = s[0], s[1:]
		}
		if c := s[len(s)-1]; c >= 'A' && c <= 'Z' {
			san.Promo, s = c, strings.TrimRight(s[:len(s)-1], "=:")
		}
		san.ToFile, san.ToRank, s = s[len(s)-2], s[len(s)-1], s[:len(s)-2]
		if strings.HasSuffix(s, "x") || strings.HasSuffix(s, ":") {
			san.Capture, s = true, s[:len(s)-1]
		}
		for _, c := range []byte(s) {
			if c >= 'a' && c <= 'h' {
				san.FromFile = c
			} else {
				san.FromRank = c
			}
		}
	}
	return notation.Element{Kind: notation.ChessMove, SAN: san}
}

// game builds a game; tags alternate names and values.
func game(lang notation.Language, result string, tags []string, body ...notation.Element) *notation.Game {
	g := &notation.Game{Lang: lang, Body: body, Result: notation.Element{Kind: notation.ResultToken, Text: result}}
	for i := 0; i+1 < len(tags); i += 2 {
		g.Tags = append(g.Tags, notation.Tag{Name: tags[i], Value: tags[i+1]})
	}
	return g
}

// seed000 is the seed 000 example (FORMAT.md) in French or English letters.
func seed000(lang notation.Language) *notation.Game {
	W, B := byte('B'), byte('N')
	m := func(fr, en string) notation.Element { return mv(fr) }
	aweleKw, chessKw := "Awélé", "Échecs"
	if lang == notation.English {
		W, B = 'W', 'B'
		m = func(fr, en string) notation.Element { return mv(en) }
		aweleKw, chessKw = "Awele", "Chess"
	}
	body := []notation.Element{
		{Kind: notation.SectionMark, Section: notation.AweleSection, Text: aweleKw},
		capt(W, 3), capt(B, 2), capt(W, 2), capt(W, 2), capt(B, 2), capt(W, 5), unrecorded(),
		{Kind: notation.SectionMark, Section: notation.ChessSection, Text: chessKw},
		num(1), pw(1, W), mv("e4"), pw(2, W), null("0"),
		num(2), pw(3, W), m("Fc4", "Bc4"), pw(4, B), m("Cc6", "Nc6"),
		num(3), pw(5, B), null("0"), pw(6, W), null("0"),
		num(4), pw(7, W), m("Cf3", "Nf3"), pw(8, W), null("0"),
		num(5), pw(9, W), m("Cg5", "Ng5"), pw(10, B), m("Ch6", "Nh6"),
		num(6), pw(11, B), null("0"), pw(12, W), null("0"),
		num(7), pw(13, W), m("Dh5", "Qh5"), pw(14, W), null("0"),
		num(8), pw(15, W), m("Fxf7+", "Bxf7+"), m("Cxf7", "Nxf7"),
		num(9), pw(16, W), m("Dxf7#", "Qxf7#"),
	}
	return game(lang, "1-0", []string{
		"Event", "Exemple de partie", "Site", "?", "Date", "????.??.??", "Round", "-",
		"White", "?", "Black", "?", "Result", "1-0", "Language", string(lang),
	}, body...)
}
