package search

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/awechec/awechec/internal/movegen"
)

// Tally counts and measures one kind of decision of one side.
type Tally struct {
	// Decisions is how many were judged; Accuracy lichess's game
	// accuracy over them (meaningful when Decisions > 0).
	Decisions int     `json:"decisions"`
	Accuracy  float64 `json:"accuracy"`
	// Inaccuracies, Mistakes and Blunders count the marks.
	Inaccuracies int `json:"inaccuracies"`
	Mistakes     int `json:"mistakes"`
	Blunders     int `json:"blunders"`
	ws           []weighted
}

// Add counts a decision of weight w; a withheld one (no verdict) is not
// judged, and counts neither in the marks nor in the accuracy.
func (t *Tally) add(d *Decision, w float64) {
	if d.Withheld {
		return
	}
	t.Decisions++
	switch d.Mark {
	case NAGInaccuracy:
		t.Inaccuracies++
	case NAGMistake:
		t.Mistakes++
	case NAGBlunder:
		t.Blunders++
	}
	t.ws = append(t.ws, weighted{d.Accuracy, w})
}

// Merge adds the counts of o (the accuracy becomes the mean weighted by
// the decisions), for sums over a collection.
func (t *Tally) Merge(o Tally) {
	if n := t.Decisions + o.Decisions; n > 0 {
		t.Accuracy = (t.Accuracy*float64(t.Decisions) + o.Accuracy*float64(o.Decisions)) / float64(n)
	}
	t.Decisions += o.Decisions
	t.Inaccuracies += o.Inaccuracies
	t.Mistakes += o.Mistakes
	t.Blunders += o.Blunders
}

// SideSummary is one side's summary: its moves and its power decisions
// (when the power's owner decided for the other side), apart.
type SideSummary struct {
	Moves  Tally `json:"moves"`
	Powers Tally `json:"powers"`
}

// Summary is the summary of a game's decisions, per side (0 White, 1
// Black).
type Summary struct {
	Side [2]SideSummary
}

// summarise counts and measures the decisions of the plies: lichess's
// accuracy with its volatility weights over the Win% (for White) after
// each half-move.
func summarise(plies []PlyAnalysis) Summary {
	wins := []float64{50}
	var judged []*PlyAnalysis
	for i := range plies {
		if plies[i].Depth == 0 {
			continue
		}
		judged = append(judged, &plies[i])
		wins = append(wins, WinPercent(plies[i].Score))
	}
	if len(judged) > 0 {
		// The position before the first half-move, as its best choice
		// values it.
		wins[0] = winBefore(judged[0])
	}
	weights := volatilityWeights(wins)
	var s Summary
	for i, pa := range judged {
		if d := pa.Move; d != nil {
			s.Side[d.By].Moves.add(d, weights[i])
		}
		if d := pa.Power; d != nil {
			s.Side[d.By].Powers.add(d, weights[i])
		}
	}
	for c := range s.Side {
		for _, t := range []*Tally{&s.Side[c].Moves, &s.Side[c].Powers} {
			t.Accuracy, _ = gameAccuracy(t.ws)
		}
	}
	return s
}

// winBefore is the Win% for White before a half-move: its best choice's
// value.
func winBefore(pa *PlyAnalysis) float64 {
	for _, d := range []*Decision{pa.Power, pa.Move} {
		if d != nil {
			return WinPercent(d.Best)
		}
	}
	return WinPercent(pa.Score)
}

// SummaryComment is the comment before the moves: each side's (and
// player's) accuracy and marks, moves and power decisions apart ("" when
// no chess half-move was judged).
func (a *Analysis) SummaryComment() string {
	w := a.Words
	var parts []string
	names := [2]string{a.White, a.Black}
	for c := movegen.White; c <= movegen.Black; c++ {
		ss := a.Summary.Side[c]
		var kinds []string
		for _, k := range []struct {
			t      Tally
			format string
		}{{ss.Moves, w.SummaryMoves}, {ss.Powers, w.SummaryPowers}} {
			if k.t.Decisions == 0 {
				continue
			}
			kinds = append(kinds, fmt.Sprintf(k.format, k.t.Decisions, w.Percent(k.t.Accuracy))+", "+
				fmt.Sprintf(w.SummaryCounts, k.t.Inaccuracies, k.t.Mistakes, k.t.Blunders))
		}
		if len(kinds) == 0 {
			continue
		}
		name := names[c]
		if name == "" {
			name = "?"
		}
		parts = append(parts, fmt.Sprintf(w.SummarySide, w.Side[c], name, strings.Join(kinds, w.Sep)))
	}
	if len(parts) == 0 {
		return ""
	}
	return w.Marker + " " + w.Summary + w.Sep + strings.Join(parts, w.Sep)
}

// Percent writes a percentage with one decimal in the record's way
// ("87,3 %", "87.3%").
func (w *Words) Percent(v float64) string {
	s := strconv.FormatFloat(v, 'f', 1, 64)
	if w.DecimalComma {
		return strings.Replace(s, ".", ",", 1) + " %"
	}
	return s + "%"
}

// summaryREs read the summary comment of each language, compiled when
// first used, not at start (the web page's workers seldom read one).
var summaryREs = sync.OnceValue(func() map[*Words]*summaryRE {
	return map[*Words]*summaryRE{&wordsFR: newSummaryRE(&wordsFR), &wordsEN: newSummaryRE(&wordsEN)}
})

// summaryRE reads a summary comment: a side's opening words (its name,
// the player), and each kind of tally (moves, power decisions).
type summaryRE struct {
	side          *regexp.Regexp
	moves, powers *regexp.Regexp
}

// formatRE is a regular expression that matches what fmt.Sprintf writes
// with format, each verb (%d, %s) matched by the next of args.
func formatRE(format string, args ...string) string {
	var b strings.Builder
	for len(args) > 0 {
		i := strings.IndexByte(format, '%')
		if i < 0 || i+1 >= len(format) {
			break
		}
		b.WriteString(regexp.QuoteMeta(format[:i]))
		b.WriteString(args[0])
		args, format = args[1:], format[i+2:]
	}
	b.WriteString(regexp.QuoteMeta(format))
	return b.String()
}

func newSummaryRE(w *Words) *summaryRE {
	const count, percent = `(\d+)`, `([0-9]+(?:[.,][0-9]+)?) ?%`
	kind := func(format string) *regexp.Regexp {
		return regexp.MustCompile(formatRE(format, count, percent) + regexp.QuoteMeta(", ") + formatRE(w.SummaryCounts, count, count, count))
	}
	opening := func(format string) string {
		head, _, _ := strings.Cut(format, "%")
		return regexp.QuoteMeta(head)
	}
	sides := regexp.QuoteMeta(w.Side[0]) + "|" + regexp.QuoteMeta(w.Side[1])
	return &summaryRE{
		side:   regexp.MustCompile(formatRE(w.SummarySide, "("+sides+")", "(.*?)", "(?:"+opening(w.SummaryMoves)+"|"+opening(w.SummaryPowers)+")")),
		moves:  kind(w.SummaryMoves),
		powers: kind(w.SummaryPowers),
	}
}

// ParseSummary reads the summary comment analyse writes before the moves
// (SummaryComment), in either language: each side's tallies of moves and
// of power decisions, and the names the comment gives the players. ok is
// false when text is not such a comment. Accuracies are read as written
// (one decimal).
func ParseSummary(text string) (s Summary, names [2]string, ok bool) {
	t := strings.TrimSpace(text)
	for w, re := range summaryREs() {
		rest, found := strings.CutPrefix(t, w.Marker+" "+w.Summary+w.Sep)
		if !found {
			continue
		}
		sides := re.side.FindAllStringSubmatchIndex(rest, -1)
		for i, m := range sides {
			c := movegen.White
			if rest[m[2]:m[3]] == w.Side[1] {
				c = movegen.Black
			}
			names[c] = rest[m[4]:m[5]]
			end := len(rest)
			if i+1 < len(sides) {
				end = sides[i+1][0]
			}
			part := rest[m[0]:end]
			for _, k := range []struct {
				re *regexp.Regexp
				t  *Tally
			}{{re.moves, &s.Side[c].Moves}, {re.powers, &s.Side[c].Powers}} {
				if f := k.re.FindStringSubmatch(part); f != nil {
					k.t.fill(f[1:])
					ok = true
				}
			}
		}
		return s, names, ok
	}
	return s, names, false
}

// fill sets a tally from the decisions, the accuracy and the three counts
// as a summary comment writes them.
func (t *Tally) fill(f []string) {
	t.Decisions, _ = strconv.Atoi(f[0])
	t.Accuracy, _ = strconv.ParseFloat(strings.Replace(f[1], ",", ".", 1), 64)
	t.Inaccuracies, _ = strconv.Atoi(f[2])
	t.Mistakes, _ = strconv.Atoi(f[3])
	t.Blunders, _ = strconv.Atoi(f[4])
}
