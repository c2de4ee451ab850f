package archive

import (
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// numberTest is a test of a number read from the tags: the Elo of either
// player (--elo), of White or of Black (--white-elo, --black-elo), or the
// year of the Date tag (--year). A game whose tag is missing or not a
// number (an unknown year, "?", "-") never matches.
func numberTest(kind, value string) (test, error) {
	rg, err := ParseRange(value)
	if err != nil {
		return test{}, err
	}
	in := func(g *notation.Game, tag string) bool {
		n, ok := TagNumber(g, tag)
		return ok && rg.Contains(n)
	}
	var match func(g *notation.Game, _ *validate.Report) bool
	switch kind {
	case KindElo:
		match = func(g *notation.Game, _ *validate.Report) bool { return in(g, "WhiteElo") || in(g, "BlackElo") }
	case KindWhiteElo:
		match = func(g *notation.Game, _ *validate.Report) bool { return in(g, "WhiteElo") }
	case KindBlackElo:
		match = func(g *notation.Game, _ *validate.Report) bool { return in(g, "BlackElo") }
	default:
		match = func(g *notation.Game, _ *validate.Report) bool {
			y, ok := GameYear(g)
			return ok && rg.Contains(y)
		}
	}
	return test{level: Tags, match: match}, nil
}

// TagNumber reads a tag whose value is a whole number (an Elo, a round):
// ok is false when it is missing or not a number ("?", "-", "").
func TagNumber(g *notation.Game, tag string) (int, bool) {
	v, _ := g.Tag(tag)
	n, err := strconv.Atoi(strings.TrimSpace(v))
	return n, err == nil && n >= 0
}

// GameYear is the year of the game's Date tag; ok is false when the date
// is missing or its year unknown.
func GameYear(g *notation.Game) (int, bool) {
	v, _ := g.Tag("Date")
	d, err := ParseDate(v)
	return d.Year, err == nil && d.Year != 0
}

// ecoTest matches a chess game whose opening, named by position from
// lichess's table (eco.Table.Classify), lies in the ECO range. The game's
// own ECO tag is not read (--tag 'ECO=~^B' reads it).
func ecoTest(value string) (test, error) {
	rg, err := eco.ParseRange(value)
	if err != nil {
		return test{}, err
	}
	// The name is settled once no position of the table can follow.
	settled := func(r *validate.Report) (bool, bool) { return false, eco.Lichess().Stop(r) }
	return test{level: Boards, settled: settled, match: func(_ *notation.Game, r *validate.Report) bool {
		o, ok := eco.Lichess().Classify(r)
		return ok && rg.Contains(o.ECO)
	}}, nil
}
