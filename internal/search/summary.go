package search

import (
	"fmt"
	"strconv"
	"strings"

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

// Add counts a decision of weight w.
func (t *Tally) add(d *Decision, w float64) {
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
			kinds = append(kinds, fmt.Sprintf(k.format, w.Percent(k.t.Accuracy))+", "+
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
