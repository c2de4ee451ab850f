package validate

import (
	"errors"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// setup is what the tags say, whatever the language.
type setup struct {
	variant    notation.Variant
	rules      awele.Rules
	acase      awele.Case
	handicap   power.Handicap
	aweleStart awele.Position
	aweleBad   bool // AweleFEN unreadable: the first Awélé game is not replayed
	chessStart movegen.Position
	chessBad   bool // FEN unreadable: the chess game is not replayed
	diags      diag.List
}

// The tags that steer the replay, by their index in steering.
const (
	tVariant = iota
	tRules
	tCase
	tHandicap
	tAweleFEN
	tFEN
	tResult
)

var steering = [...]string{"Variant", "AweleRules", "AweleCase", "Handicap", "AweleFEN", "FEN", "Result"}

// steeringTags finds the first tag of each steering name in one pass (nil:
// none).
func steeringTags(g *notation.Game) (at [len(steering)]*notation.Tag) {
	for i := range g.Tags {
		for k, name := range steering {
			if at[k] == nil && g.Tags[i].Name == name {
				at[k] = &g.Tags[i]
			}
		}
	}
	return at
}

// readTags reads the tags that steer the replay and reports the ones it
// cannot use.
func readTags(g *notation.Game, opt Options) *setup {
	s := &setup{aweleStart: awele.Start(), chessStart: movegen.Start()}
	bad := func(t notation.Tag, msg i18n.Msg) {
		s.diags.Add(diag.Diagnostic{
			Severity: diag.Error, Code: diag.TagValue, File: opt.File,
			Line: t.Pos.Line, Col: t.Pos.Col, Len: len(t.Name) + len(t.Value) + 5,
			Msg: msg, Game: g.Index,
		})
	}
	at := steeringTags(g)
	tag := func(k int) (notation.Tag, bool) {
		if at[k] == nil {
			return notation.Tag{}, false
		}
		return *at[k], true
	}

	if t, ok := tag(tVariant); ok {
		v, ok := notation.ParseVariant(t.Value)
		switch {
		case !ok && plainChess(g.Body):
			// A name not known, on a chess game: its moves are not
			// judged by the rules of another game (a spurious
			// powers-exhausted, false checkmates).
			bad(t, i18n.M(i18n.VTagVariant, t.Value))
			v = notation.OtherChess
		case !ok:
			bad(t, i18n.M(i18n.VTagVariant, t.Value))
		case v == notation.OtherChess:
			s.diags.Add(diag.Diagnostic{
				Severity: diag.Note, Code: diag.VariantUnjudged, File: opt.File,
				Line: t.Pos.Line, Col: t.Pos.Col, Len: len(t.Name) + len(t.Value) + 5,
				Msg: i18n.M(i18n.VVariantUnjudged, t.Value), Game: g.Index,
			})
		}
		s.variant = v
	} else if plainChess(g.Body) {
		s.variant = notation.Standard
	}

	preset := "awechec"
	if s.variant == notation.Awele {
		preset = "abapa"
	}
	s.rules, _ = awele.Preset(preset)
	if t, ok := tag(tRules); ok {
		r, err := awele.ParseRules(t.Value)
		if err != nil {
			bad(t, i18n.M(i18n.VTagRules, i18n.ErrorMsg(err)))
		} else {
			s.rules = r
		}
	}
	s.acase = s.rules.Case
	if t, ok := tag(tCase); ok {
		c, err := awele.ParseCase(strings.TrimSpace(t.Value))
		if err != nil {
			bad(t, i18n.M(i18n.VTagCase, i18n.ErrorMsg(err)))
		} else {
			s.acase = c
		}
	}
	if t, ok := tag(tHandicap); ok {
		switch strings.ToLower(strings.TrimSpace(t.Value)) {
		case "", "-", "none", "aucun", "0":
		default:
			h, err := power.ParseHandicap(t.Value)
			if err != nil {
				bad(t, i18n.M(i18n.VTagHandi, i18n.ErrorMsg(err)))
			} else {
				s.handicap = h
			}
		}
	}
	if t, ok := tag(tAweleFEN); ok {
		p, err := awele.ParseSetUp(strings.TrimSpace(t.Value))
		if err != nil {
			bad(t, i18n.M(i18n.VTagAweleFE, i18n.ErrorMsg(err)))
			s.aweleBad = true
		} else {
			s.aweleStart = p
		}
	}
	if s.variant == notation.Chess960 {
		s.chessStart = movegen.Start960()
	}
	if t, ok := tag(tFEN); ok && s.variant != notation.OtherChess {
		// (A variant not replayed has set-ups of its own: Crazyhouse's
		// pockets.)
		fromFEN := movegen.FromFEN
		if s.variant == notation.Chess960 {
			fromFEN = movegen.FromFEN960
		}
		p, err := fromFEN(strings.TrimSpace(t.Value))
		if err != nil {
			bad(t, i18n.M(i18n.VTagFEN, i18n.ErrorMsg(err)).Then(fenHint(err)))
			s.chessBad = true
		} else {
			s.chessStart = p
			if msg, ok := impossibleMaterial(&s.chessStart); ok {
				s.diags = append(s.diags, diag.Diagnostic{
					Severity: diag.Warning, Code: diag.ImpossibleMaterial, File: opt.File,
					Line: t.Pos.Line, Col: t.Pos.Col, Len: len(t.Name) + len(t.Value) + 5,
					Msg: msg, Game: g.Index,
				})
			}
		}
	}
	if t, ok := tag(tResult); ok && !validResult(t.Value) {
		bad(t, i18n.M(i18n.VTagResult, t.Value))
	}
	return s
}

// validResult tells whether s is a result as players write it
// (notation.Result: 1-0, 1–0, 1:0, ½-½, ...).
func validResult(s string) bool {
	_, ok := notation.Result(s)
	return ok
}

// resultTag returns the Result tag's value in canonical form, and whether
// the game has a readable one.
func resultTag(g *notation.Game) (string, bool) {
	v, ok := g.Tag("Result")
	if !ok {
		return "", false
	}
	return notation.Result(v)
}

// plainChess reports whether a movetext holds nothing of Awechec: no Awélé
// section, Awélé move, capture event, score, `...` or power token.
func plainChess(elems []notation.Element) bool {
	for i := range elems {
		e := &elems[i]
		switch e.Kind {
		case notation.AweleMove, notation.CaptureEvent, notation.Power, notation.Unrecorded, notation.AweleScore:
			return false
		case notation.SectionMark:
			if e.Section == notation.AweleSection {
				return false
			}
		case notation.Variation:
			if !plainChess(e.Children) {
				return false
			}
		}
	}
	return true
}

// variationFollows reports whether a variation follows the move at i,
// comments, NAGs and escapes between them left aside.
func variationFollows(elems []notation.Element, i int) bool {
	for j := i + 1; j < len(elems); j++ {
		switch k := elems[j].Kind; {
		case k == notation.Variation:
			return true
		case !mayLeadToVariation(k):
			return false
		}
	}
	return false
}

// mayLeadToVariation reports whether an element of kind k may stand
// between a move and its variation, or is one: what variationFollows
// looks past. The replay asks it of the element after a move before
// looking further (most moves are followed by a move or a number).
func mayLeadToVariation(k notation.Kind) bool {
	return k == notation.Variation || k == notation.Comment || k == notation.NAG || k == notation.Escape
}

// fenHint says which English letter a FEN's unknown piece letter stands
// for, when the error is that one ("T": in FEN the rook is R).
func fenHint(err error) i18n.Msg {
	var fe *movegen.FENError
	if !errors.As(err, &fe) || fe.Msg.Key() != i18n.FENPieceLetter {
		return i18n.Msg{}
	}
	letter, _ := fe.Msg.Args()[0].(rune)
	return notation.FENLetterHint(letter)
}
