package stats

import (
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/table"
	"golang.org/x/text/unicode/norm"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/search"
	"github.com/awechec/awechec/internal/validate"
)

// PlayerGame is what one game tells about its two players; index 0 is
// White (Awélé South), 1 Black (North).
type PlayerGame struct {
	Event  string
	Names  [2]string
	Elo    [2]int // 0 when the tag is missing or not a number
	Result string // "1-0", "0-1", "1/2-1/2" or "*"
	// Handicap is the colour that bears the handicap (it gets fewer
	// powers: the stronger player gives it), -1 for none.
	Handicap int
	// AweleGames is the number of Awélé games; Powers the powers each
	// colour got from them.
	AweleGames int
	Powers     [2]int
	// NullOwn counts the null moves each colour played with its own power
	// (its own choice); NullImposed those it made the other colour play
	// with its power.
	NullOwn     [2]int
	NullImposed [2]int
	// Analysis is the judgement of both sides' decisions that awechec
	// analyse wrote in the game (its summary comment), nil without one.
	Analysis *search.Summary
}

// PlayerGameOf reads a validated game's players (the report needs the
// moves traced: validate.Options NoBoards at most).
func PlayerGameOf(r *validate.Report) PlayerGame {
	pg := PlayerGame{Result: r.Result, Handicap: -1, AweleGames: len(r.Awele)}
	g := r.Game
	if g != nil {
		// Names and events in Unicode's composed form (NFC): a name
		// typed on a Mac (NFD) is the same player.
		pg.Event, _ = g.Tag("Event")
		pg.Event = norm.NFC.String(pg.Event)
		for i, t := range [2]string{"White", "Black"} {
			pg.Names[i], _ = g.Tag(t)
			pg.Names[i] = norm.NFC.String(strings.TrimSpace(pg.Names[i]))
			if e, ok := g.Tag(t + "Elo"); ok {
				pg.Elo[i], _ = strconv.Atoi(strings.TrimSpace(e))
			}
		}
		if t, ok := g.Tag("Handicap"); ok {
			if h, err := power.ParseHandicap(t); err == nil && !h.None() {
				pg.Handicap = int(h.Side)
			}
		}
	}
	if g != nil {
		pg.Analysis = analysisOf(g)
	}
	for _, q := range r.Queues {
		for _, c := range q {
			pg.Powers[c&1]++
		}
	}
	for i := range r.Plies {
		p := &r.Plies[i]
		if !p.Null {
			continue
		}
		mover := 0
		if p.Colour == movegen.Black {
			mover = 1
		}
		switch p.Decider {
		case validate.Mover:
			pg.NullOwn[mover]++
		case validate.Opponent:
			pg.NullImposed[1-mover]++
		}
	}
	return pg
}

// analysisOf reads the summary comment awechec analyse writes before the
// moves (nil when the game has none).
func analysisOf(g *notation.Game) *search.Summary {
	for i := range g.Body {
		switch e := &g.Body[i]; e.Kind {
		case notation.Comment:
			if s, _, ok := search.ParseSummary(e.Text); ok {
				return &s
			}
		case notation.ChessMove, notation.NullMove, notation.AweleMove:
			return nil
		}
	}
	return nil
}

// points returns White's and Black's points, and whether the game is
// finished.
func (pg *PlayerGame) points() ([2]float64, bool) {
	switch pg.Result {
	case "1-0":
		return [2]float64{1, 0}, true
	case "0-1":
		return [2]float64{0, 1}, true
	case "1/2-1/2":
		return [2]float64{0.5, 0.5}, true
	}
	return [2]float64{}, false
}

// Tally is a player's results over some games.
type Tally struct {
	Games  int     `json:"games"`
	Wins   int     `json:"wins"`
	Draws  int     `json:"draws"`
	Losses int     `json:"losses"`
	Points float64 `json:"points"`
	// Score is Points over the finished games, in percent.
	Score float64 `json:"score"`
	// Performance is the performance rating over the finished games whose
	// opponent has an Elo tag: their average Elo + 400 (wins - losses) /
	// games; 0 when no such game.
	Performance int `json:"performance,omitempty"`

	oppElo, rated, ratedDiff int
}

func (t *Tally) add(pts float64, finished bool, oppElo int) {
	t.Games++
	if !finished {
		return
	}
	t.Points += pts
	diff := 0
	switch pts {
	case 1:
		t.Wins++
		diff = 1
	case 0:
		t.Losses++
		diff = -1
	default:
		t.Draws++
	}
	if oppElo > 0 {
		t.oppElo += oppElo
		t.rated++
		t.ratedDiff += diff
	}
}

func (t *Tally) finish() {
	if n := t.Wins + t.Draws + t.Losses; n > 0 {
		t.Score = math.Round(1000*t.Points/float64(n)) / 10
	}
	t.Performance = Performance(t.oppElo, t.rated, t.ratedDiff)
}

// Performance is the performance rating over n finished games against
// opponents whose Elo add up to oppElo, net being wins minus losses: the
// opponents' average + 400 × net / n, rounded; 0 when n is 0.
func Performance(oppElo, n, net int) int {
	if n == 0 {
		return 0
	}
	return int(math.Round(float64(oppElo)/float64(n) + 400*float64(net)/float64(n)))
}

// Player is one player's line of stats --players (docs/STATS.md).
type Player struct {
	Name string `json:"name"`
	Tally
	// White and Black are the results by colour; HandicapGiven those of the
	// games in which the player bore the handicap, HandicapReceived those
	// in which the opponent did, NoHandicap the others.
	White            Tally `json:"white"`
	Black            Tally `json:"black"`
	HandicapGiven    Tally `json:"handicap_given"`
	HandicapReceived Tally `json:"handicap_received"`
	NoHandicap       Tally `json:"no_handicap"`
	// AweleGames is the number of Awélé games of the player's games,
	// Powers the powers the player got from them, PowersPerAwele their
	// ratio.
	AweleGames     int     `json:"awele_games"`
	Powers         int     `json:"powers"`
	PowersPerAwele float64 `json:"powers_per_awele"`
	// NullOwn counts the null moves the player chose to play with a power
	// of his own; NullImposed those he made the opponent play with his.
	NullOwn     int `json:"null_own"`
	NullImposed int `json:"null_imposed"`
	// Analysis sums the judgements of the player's decisions in his
	// analysed games (nil when none was analysed).
	Analysis *PlayerAnalysis `json:"analysis,omitempty"`
}

// PlayerAnalysis sums what awechec analyse judged of one player's
// decisions over his analysed games: his moves and his power decisions
// apart, each the counts of decisions, inaccuracies, mistakes and
// blunders, and the accuracy (each game's, weighted by its decisions).
type PlayerAnalysis struct {
	Games  int          `json:"games"`
	Moves  search.Tally `json:"moves"`
	Powers search.Tally `json:"powers"`
}

// Players sums up the games by player.
type Players struct {
	byName map[string]*Player
}

// NewPlayers returns an empty table.
func NewPlayers() *Players { return &Players{byName: map[string]*Player{}} }

// Add counts one game for both its players. A missing or "?" name counts
// as "?".
func (ps *Players) Add(pg PlayerGame) {
	pts, finished := pg.points()
	for c := 0; c < 2; c++ {
		name := pg.Names[c]
		if name == "" {
			name = "?"
		}
		p := ps.byName[name]
		if p == nil {
			p = &Player{Name: name}
			ps.byName[name] = p
		}
		opp := pg.Elo[1-c]
		p.Tally.add(pts[c], finished, opp)
		[2]*Tally{&p.White, &p.Black}[c].add(pts[c], finished, opp)
		switch pg.Handicap {
		case -1:
			p.NoHandicap.add(pts[c], finished, opp)
		case c:
			p.HandicapGiven.add(pts[c], finished, opp)
		default:
			p.HandicapReceived.add(pts[c], finished, opp)
		}
		p.AweleGames += pg.AweleGames
		p.Powers += pg.Powers[c]
		p.NullOwn += pg.NullOwn[c]
		p.NullImposed += pg.NullImposed[c]
		if pg.Analysis != nil {
			if p.Analysis == nil {
				p.Analysis = &PlayerAnalysis{}
			}
			p.Analysis.Games++
			p.Analysis.Moves.Merge(pg.Analysis.Side[c].Moves)
			p.Analysis.Powers.Merge(pg.Analysis.Side[c].Powers)
		}
	}
}

// List returns the players, most points first, then by name.
func (ps *Players) List() []Player {
	out := make([]Player, 0, len(ps.byName))
	for _, p := range ps.byName {
		q := *p
		for _, t := range []*Tally{&q.Tally, &q.White, &q.Black, &q.HandicapGiven, &q.HandicapReceived, &q.NoHandicap} {
			t.finish()
		}
		if q.Analysis != nil {
			an := *q.Analysis
			for _, t := range []*search.Tally{&an.Moves, &an.Powers} {
				t.Accuracy = math.Round(10*t.Accuracy) / 10
			}
			q.Analysis = &an
		}
		if q.AweleGames > 0 {
			q.PowersPerAwele = math.Round(100*float64(q.Powers)/float64(q.AweleGames)) / 100
		}
		out = append(out, q)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Points != out[j].Points {
			return out[i].Points > out[j].Points
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// WriteJSON writes the players as a JSON array.
func (ps *Players) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(ps.List())
}

// WriteText writes the players as a table: games, points and score, then
// the score by colour and by handicap (score (games)), powers per Awélé
// game, null moves chosen and imposed, and the performance when Elo tags
// allow it; heads and numbers in English (WriteTextIn writes them in the
// user's language), and a legend under the table.
func (ps *Players) WriteText(w io.Writer) error { return ps.WriteTextIn(w, i18n.English) }

// WriteTextIn is WriteText in language l.
func (ps *Players) WriteTextIn(w io.Writer, l i18n.Lang) error {
	t := func(k i18n.Key, args ...any) string { return i18n.T(l, k, args...) }
	col := func(k i18n.Key, legend ...i18n.Key) table.Column {
		c := table.Column{Head: t(k)}
		if len(legend) > 0 {
			c.Legend = t(legend[0])
		}
		return c
	}
	name := col(i18n.SPlayerName)
	name.Align = table.Left
	list := ps.List()
	cols := []table.Column{name, col(i18n.SPlayerGames), col(i18n.SPlayerPoints), col(i18n.SPlayerScore, i18n.SPlayerLegScore),
		col(i18n.SPlayerWhite), col(i18n.SPlayerBlack), col(i18n.SPlayerHcpGiven, i18n.SPlayerLegHcp), col(i18n.SPlayerHcpRecv),
		col(i18n.SPlayerNoHcp), col(i18n.SPlayerPowers, i18n.SPlayerLegNulls), col(i18n.SPlayerNullOwn), col(i18n.SPlayerNullImp),
		col(i18n.SPlayerPerf, i18n.SPlayerLegPerf)}
	analysed := false
	for _, p := range list {
		analysed = analysed || p.Analysis != nil
	}
	if analysed {
		// The analysis columns, when a game was analysed.
		cols = append(cols, col(i18n.SPlayerAnalysed, i18n.SPlayerLegAnalysis), col(i18n.SPlayerAccMoves), col(i18n.SPlayerMarksMoves),
			col(i18n.SPlayerAccPowers), col(i18n.SPlayerMarksPowers))
	}
	tb := table.New(cols...)
	// A score over no finished game is no score: "-".
	score := func(tl Tally, k i18n.Key) string {
		if tl.Wins+tl.Draws+tl.Losses == 0 {
			return "-"
		}
		return t(k, tl.Score)
	}
	cell := func(tl Tally) string {
		if tl.Games == 0 {
			return "-"
		}
		return t(i18n.TallyCell, score(tl, i18n.PercentWhole), tl.Games)
	}
	for _, p := range list {
		perf := "-"
		if p.Performance > 0 {
			perf = strconv.Itoa(p.Performance)
		}
		// A name is a tag value: its control characters (an ESC that
		// would drive the terminal) are shown as ␛, as check shows them.
		cells := []string{diag.Visible(p.Name), t(i18n.SCount, p.Games), points(l, p.Points), score(p.Tally, i18n.SPercent),
			cell(p.White), cell(p.Black), cell(p.HandicapGiven), cell(p.HandicapReceived), cell(p.NoHandicap),
			t(i18n.NumTwoDecimals, p.PowersPerAwele), t(i18n.SCount, p.NullOwn), t(i18n.SCount, p.NullImposed), perf}
		if analysed {
			cells = append(cells, analysisCells(p.Analysis, t)...)
		}
		tb.Add(cells...)
	}
	return tb.Write(w)
}

// analysisCells are a player's analysis columns: his analysed games, then
// for his moves and for his power decisions the accuracy and the counts
// "?! ? ??" (decisions in brackets); "-" where there is nothing judged.
func analysisCells(an *PlayerAnalysis, t func(i18n.Key, ...any) string) []string {
	if an == nil {
		return []string{"-", "-", "-", "-", "-"}
	}
	out := []string{t(i18n.SCount, an.Games)}
	for _, tl := range []search.Tally{an.Moves, an.Powers} {
		if tl.Decisions == 0 {
			out = append(out, "-", "-")
			continue
		}
		out = append(out, t(i18n.SPercent, tl.Accuracy), t(i18n.SPlayerMarks, tl.Inaccuracies, tl.Mistakes, tl.Blunders, tl.Decisions))
	}
	return out
}

// points writes a score with ½ for a half point: 3½, ½, 4, its whole
// points grouped as language l writes counts (12 051 in French, as the
// games column beside it).
func points(l i18n.Lang, f float64) string {
	whole := int(f)
	half := f-float64(whole) >= 0.5
	n := i18n.T(l, i18n.SCount, whole)
	switch {
	case half && whole == 0:
		return "½"
	case half:
		return n + "½"
	}
	return n
}

// Crosstable is the table of an event: each player's results against
// each other.
type Crosstable struct {
	Event string
	games map[string]map[string][]string // player -> opponent -> results from player's side
	pts   map[string]float64
	count map[string]int
	n     int
}

// NewCrosstable returns an empty crosstable of event.
func NewCrosstable(event string) *Crosstable {
	return &Crosstable{Event: norm.NFC.String(event), games: map[string]map[string][]string{}, pts: map[string]float64{}, count: map[string]int{}}
}

// Add counts a game if it belongs to the event (its Event tag is the
// event's name, spaces around it ignored).
func (ct *Crosstable) Add(pg PlayerGame) {
	if strings.TrimSpace(pg.Event) != strings.TrimSpace(ct.Event) {
		return
	}
	ct.n++
	pts, finished := pg.points()
	for c := 0; c < 2; c++ {
		me, opp := pg.Names[c], pg.Names[1-c]
		if me == "" {
			me = "?"
		}
		if opp == "" {
			opp = "?"
		}
		if ct.games[me] == nil {
			ct.games[me] = map[string][]string{}
		}
		res := "*"
		if finished {
			res = points(i18n.English, pts[c]) // 0, ½ or 1: the same in every language
			if pts[c] == 0 {
				res = "0"
			}
			ct.pts[me] += pts[c]
		}
		ct.count[me]++
		ct.games[me][opp] = append(ct.games[me][opp], res)
	}
}

// CrossPlayer is one row of a crosstable.
type CrossPlayer struct {
	Rank   int     `json:"rank"`
	Name   string  `json:"name"`
	Games  int     `json:"games"`
	Points float64 `json:"points"`
	// Results maps each opponent to the results against him, from this
	// player's side, in the order played: "1", "½", "0", "*".
	Results map[string][]string `json:"results"`
}

// Rows returns the players, most points first (then by name), ranked.
// Equal points share a rank.
func (ct *Crosstable) Rows() []CrossPlayer {
	var rows []CrossPlayer
	for name, res := range ct.games {
		rows = append(rows, CrossPlayer{Name: name, Games: ct.count[name], Points: ct.pts[name], Results: res})
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].Points != rows[j].Points {
			return rows[i].Points > rows[j].Points
		}
		return rows[i].Name < rows[j].Name
	})
	for i := range rows {
		rows[i].Rank = i + 1
		if i > 0 && rows[i].Points == rows[i-1].Points {
			rows[i].Rank = rows[i-1].Rank
		}
	}
	return rows
}

// Games is the number of games of the event.
func (ct *Crosstable) Games() int { return ct.n }

// WriteJSON writes the crosstable as one JSON object: event, games,
// players.
func (ct *Crosstable) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	rows := ct.Rows()
	if rows == nil {
		rows = []CrossPlayer{}
	}
	return enc.Encode(struct {
		Event   string        `json:"event"`
		Games   int           `json:"games"`
		Players []CrossPlayer `json:"players"`
	}{ct.Event, ct.n, rows})
}

// WriteText writes the crosstable for a person: rank, name, a column per
// opponent (by rank) with the results against him, then the points, in
// English (WriteTextIn writes it in the user's language).
func (ct *Crosstable) WriteText(w io.Writer) error { return ct.WriteTextIn(w, i18n.English) }

// WriteTextIn is WriteText in language l.
func (ct *Crosstable) WriteTextIn(w io.Writer, l i18n.Lang) error {
	rows := ct.Rows()
	fmt.Fprintln(w, i18n.T(l, i18n.SCrossHeader, diag.Visible(ct.Event), ct.n, len(rows)))
	h := strings.Fields(i18n.T(l, i18n.SCrossColumns)) // # player points
	width := len([]rune(h[1]))
	for _, r := range rows {
		width = max(width, len([]rune(diag.Visible(r.Name))))
	}
	cells := make([][]string, len(rows))
	colw := 2
	for i, r := range rows {
		cells[i] = make([]string, len(rows))
		for j, o := range rows {
			c := strings.Join(r.Results[o.Name], "")
			if i == j {
				c = "x"
			} else if c == "" {
				c = "."
			}
			cells[i][j] = c
			colw = max(colw, len([]rune(c)), len(strconv.Itoa(j+1)))
		}
	}
	col := func(s string) string { return strings.Repeat(" ", colw-len([]rune(s))) + s }
	var b strings.Builder
	fmt.Fprintf(&b, "%3s  %-*s", h[0], width, h[1])
	for j := range rows {
		b.WriteString(" " + col(strconv.Itoa(j+1)))
	}
	b.WriteString("  " + h[2] + "\n")
	for i, r := range rows {
		name := diag.Visible(r.Name)
		pad := width - len([]rune(name))
		fmt.Fprintf(&b, "%3d  %s%s", r.Rank, name, strings.Repeat(" ", pad))
		for j := range rows {
			b.WriteString(" " + col(cells[i][j]))
		}
		fmt.Fprintf(&b, "  %6s\n", points(l, r.Points)+"/"+i18n.T(l, i18n.SCount, r.Games))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
