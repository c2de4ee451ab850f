// Package archive holds what awechec needs to work on collections of games
// as an archivist does: filters that select games by their tags, their
// validity and their play (Filter), a key of the moves played that finds
// the same game entered twice whatever its language, tags, comments or
// layout (Key, Index), an opening tree with scores (Tree), and the order
// of games by their tags (Compare).
//
// Everything here works on one game at a time (a parsed record and its
// validation report); the command line streams the collection through it.
package archive

import (
	"github.com/awechec/awechec/internal/i18n"
	"golang.org/x/text/unicode/norm"
	"regexp"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// Level says how much of a game a test needs.
type Level uint8

// Levels, cheapest first.
const (
	// Tags: the parsed record alone (tags, result token).
	Tags Level = iota
	// Report: a validation report without the moves (validate.Options
	// NoMoves): validity, codes, queues, terminations, variant, language,
	// rule sets, the number of Awélé games.
	Report
	// Moves: a report with the moves traced (validate.Options NoBoards):
	// plies, null moves, the key of the moves.
	Moves
	// Boards: a report with the position after every move (chess FEN and
	// Awélé board), for position and material tests.
	Boards
)

// Kinds of test, one per flag of awechec select. Tests of one kind are
// alternatives (any of them); tests of different kinds must all hold.
const (
	KindTag         = "tag"
	KindPlayer      = "player"
	KindFrom        = "from"
	KindTo          = "to"
	KindResult      = "result"
	KindTermination = "termination"
	KindVariant     = "variant"
	KindHandicap    = "handicap"
	KindLanguage    = "language"
	KindRules       = "rules"
	KindValid       = "valid"
	KindCode        = "code"
	KindFEN         = "fen"
	KindMaterial    = "material"
	KindAweleBoard  = "awele-board"
	KindQueue       = "queue"
	KindAweleGames  = "awele-games"
	KindPlies       = "plies"
	KindNullMoves   = "null-moves"
	KindECO         = "eco"
	KindElo         = "elo"
	KindWhiteElo    = "white-elo"
	KindBlackElo    = "black-elo"
	KindYear        = "year"
)

// test is one parsed condition.
type test struct {
	level Level
	match func(g *notation.Game, r *validate.Report) bool
	// tagsOnly: the test reads g.Tags and nothing else (see RejectTags).
	tagsOnly bool
	// search: the test looks for this position in the main line (--fen).
	search *FENPattern
	// settled, when set, tells during a replay (after each half-move of
	// the main line) whether the test's answer is final: the position
	// found or out of reach, the opening's name settled. A filter whose
	// tests beyond the tags all have it may stop the replay (Filter.Stop).
	settled func(r *validate.Report) (holds, final bool)
}

// Stop returns the validate.Options.Stop of a replay for this filter:
// when each of its tests beyond the tags can tell that its answer is
// final (--fen, --eco), the replay ends as soon as every kind's is; nil
// when some test needs the whole replay (validity, terminations, plies,
// material...).
func (f *Filter) Stop() func(*validate.Report) bool {
	var kinds [][]test
	for _, k := range f.kinds {
		ts := f.tests[k]
		if ts[0].level == Tags {
			continue
		}
		for _, t := range ts {
			if t.settled == nil {
				return nil
			}
		}
		kinds = append(kinds, ts)
	}
	if len(kinds) == 0 {
		return nil
	}
	return func(r *validate.Report) bool {
		for _, ts := range kinds {
			all := true
			for _, t := range ts {
				holds, final := t.settled(r)
				if holds && final {
					all = true // one alternative holds: the kind does
					break
				}
				all = all && final
			}
			if !all {
				return false
			}
		}
		return true
	}
}

// Filter is a conjunction of kinds, each a disjunction of tests. The zero
// Filter matches every game.
type Filter struct {
	kinds []string
	tests map[string][]test
	// aliases, when set before Add, makes --player match every spelling
	// of a player's name (SetAliases).
	aliases *Aliases
}

// SetAliases makes the player tests added afterwards match a name when
// they match any of its spellings (an alias file, ReadAliases).
func (f *Filter) SetAliases(a *Aliases) { f.aliases = a }

// Aliases is the alias file given to SetAliases (nil when none was).
func (f *Filter) Aliases() *Aliases { return f.aliases }

// Empty reports whether the filter has no test.
func (f *Filter) Empty() bool { return len(f.kinds) == 0 }

// Level is what the filter's costliest test needs.
func (f *Filter) Level() Level {
	l := Tags
	for _, ts := range f.tests {
		for _, t := range ts {
			l = max(l, t.level)
		}
	}
	return l
}

// Add parses value as a test of the given kind (one of the Kind
// constants) and adds it. The error says what is wrong with the value.
func (f *Filter) Add(kind, value string) error {
	t, err := parse(kind, value, f.aliases)
	if err != nil {
		return err
	}
	switch kind {
	case KindTag, KindPlayer, KindFrom, KindTo, KindHandicap, KindElo, KindWhiteElo, KindBlackElo, KindYear:
		t.tagsOnly = true
	}
	if f.tests == nil {
		f.tests = map[string][]test{}
	}
	if _, ok := f.tests[kind]; !ok {
		f.kinds = append(f.kinds, kind)
	}
	f.tests[kind] = append(f.tests[kind], t)
	return nil
}

// MatchTags tells whether the tests that need no replay hold for g: when
// it is false the game does not match, whatever its replay.
func (f *Filter) MatchTags(g *notation.Game) bool {
	return f.match(g, nil, Tags)
}

// Match tells whether every kind of test holds for g and its report r. r
// may be nil when the filter's Level is Tags; it must come from a replay
// at the filter's Level at least.
func (f *Filter) Match(g *notation.Game, r *validate.Report) bool {
	return f.match(g, r, Boards)
}

func (f *Filter) match(g *notation.Game, r *validate.Report, upTo Level) bool {
	for _, k := range f.kinds {
		ts := f.tests[k]
		if ts[0].level > upTo {
			continue
		}
		ok := false
		for _, t := range ts {
			if t.match(g, r) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func parse(kind, value string, aliases *Aliases) (test, error) {
	switch kind {
	case KindTag:
		return tagTest(value)
	case KindPlayer:
		return playerTest(value, aliases)
	case KindECO:
		return ecoTest(value)
	case KindElo, KindWhiteElo, KindBlackElo, KindYear:
		return numberTest(kind, value)
	case KindFrom, KindTo:
		d, err := ParseDate(value)
		if err != nil {
			return test{}, err
		}
		from := kind == KindFrom
		// A bound's unknown parts widen it: --from 2024.??.?? is the
		// first of January, --to 2024.??.?? the last of December.
		bound := d.Lo
		if !from {
			bound = d.Hi
		}
		if d.Year == 0 {
			return test{}, i18n.Errorf(i18n.ArcDateYear, value)
		}
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			v, _ := g.Tag("Date")
			gd, err := ParseDate(v)
			if err != nil || gd.Year == 0 {
				return false
			}
			// Unknown parts of the game's date: it matches when some day
			// it stands for lies within the bound.
			if from {
				return gd.Hi >= bound
			}
			return gd.Lo <= bound
		}}, nil
	case KindResult:
		res, ok := notation.Result(value)
		if !ok {
			return test{}, i18n.Errorf(i18n.ArcResult, value)
		}
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			return GameResult(g) == res
		}}, nil
	case KindTermination:
		return terminationTest(value)
	case KindVariant:
		want, ok := notation.ParseVariant(value)
		if !ok || strings.TrimSpace(value) == "" {
			return test{}, i18n.Errorf(i18n.ArcVariant, value)
		}
		return test{level: Report, match: func(_ *notation.Game, r *validate.Report) bool { return r.Variant == want }}, nil
	case KindHandicap:
		return handicapTest(value)
	case KindLanguage:
		l, ok := notation.ParseLanguage(value)
		if !ok {
			return test{}, i18n.Errorf(i18n.ArcLanguage, value)
		}
		return test{level: Report, match: func(_ *notation.Game, r *validate.Report) bool { return r.Lang == l }}, nil
	case KindRules:
		return rulesTest(value)
	case KindValid:
		var want bool
		switch strings.ToLower(value) {
		case "yes", "true", "valid":
			want = true
		case "no", "false", "invalid":
		default:
			return test{}, i18n.Errorf(i18n.ArcYesNo, value)
		}
		return test{level: Report, match: func(_ *notation.Game, r *validate.Report) bool { return r.Valid == want }}, nil
	case KindCode:
		if !knownCode(value) {
			return test{}, i18n.Errorf(i18n.ArcCode, value)
		}
		return test{level: Report, match: func(_ *notation.Game, r *validate.Report) bool {
			for _, d := range r.Diags {
				if d.Code == value {
					return true
				}
			}
			return false
		}}, nil
	case KindFEN:
		return fenTest(value)
	case KindMaterial:
		return materialTest(value)
	case KindAweleBoard:
		return boardTest(value)
	case KindQueue:
		return queueTest(value)
	case KindAweleGames, KindPlies, KindNullMoves:
		rg, err := ParseRange(value)
		if err != nil {
			return test{}, err
		}
		count := map[string]func(*validate.Report) int{
			KindAweleGames: func(r *validate.Report) int { return len(r.Awele) },
			KindPlies:      func(r *validate.Report) int { return len(r.Plies) },
			KindNullMoves: func(r *validate.Report) int {
				n := 0
				for i := range r.Plies {
					if r.Plies[i].Null {
						n++
					}
				}
				return n
			},
		}[kind]
		level := Moves
		if kind == KindAweleGames {
			level = Report
		}
		return test{level: level, match: func(_ *notation.Game, r *validate.Report) bool { return rg.Contains(count(r)) }}, nil
	}
	return test{}, i18n.Errorf(i18n.ArcUnknownFilter, kind)
}

// tagNFC is the value of the tag in Unicode's composed form (NFC): a name
// typed on a Mac (Zoe and a combining accent, NFD) is the name typed
// elsewhere (Zoé). The filters' values are composed as well.
func tagNFC(g *notation.Game, name string) (string, bool) {
	v, ok := g.Tag(name)
	return norm.NFC.String(v), ok
}

// compile compiles a regular expression, with an error that says where
// the syntax goes wrong.
func compile(s string) (*regexp.Regexp, error) {
	re, err := regexp.Compile(norm.NFC.String(s))
	if err != nil {
		return nil, i18n.Errorf(i18n.ArcRegexp, s, strings.TrimPrefix(err.Error(), "error parsing regexp: "))
	}
	return re, nil
}

// tagTest reads Name=value (exact), Name=~regexp, or Name alone (the tag
// is present).
func tagTest(value string) (test, error) {
	name, v, hasValue := strings.Cut(value, "=")
	name = strings.TrimSpace(name)
	if name == "" || strings.ContainsAny(name, " \t\"[]") {
		return test{}, i18n.Errorf(i18n.ArcTag, value)
	}
	if !hasValue {
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			_, ok := g.Tag(name)
			return ok
		}}, nil
	}
	if re, ok := strings.CutPrefix(v, "~"); ok {
		rx, err := compile(re)
		if err != nil {
			return test{}, err
		}
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			t, ok := tagNFC(g, name)
			return ok && rx.MatchString(t)
		}}, nil
	}
	v = norm.NFC.String(v)
	return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
		t, ok := tagNFC(g, name)
		return ok && t == v
	}}, nil
}

// GameResult is a game's result as the reader has it: the result token,
// else the Result tag, canonical ("1-0", "0-1", "1/2-1/2", "*"); "*"
// when neither says.
func GameResult(g *notation.Game) string {
	if r, ok := notation.Result(g.Result.Text); ok {
		return r
	}
	if t, ok := g.Tag("Result"); ok {
		if r, ok := notation.Result(t); ok {
			return r
		}
	}
	return "*"
}

// termWord is what a termination word selects: a termination of the
// report (term) and, for an Awélé ending, the Awélé games that ended so
// (end).
type termWord struct {
	term validate.Termination
	end  awele.EndReason
}

// terminations maps the words a user may write to what they select.
var terminations = map[string]termWord{
	"mate":             {term: validate.TermCheckmate},
	"checkmate":        {term: validate.TermCheckmate},
	"mat":              {term: validate.TermCheckmate},
	"stalemate":        {term: validate.TermStalemate},
	"pat":              {term: validate.TermStalemate},
	"dead-position":    {term: validate.TermDeadPosition},
	"fifty-moves":      {term: validate.TermFiftyMoves},
	"agreement":        {term: validate.TermAgreement},
	"resignation":      {term: validate.TermResignation},
	"abandon":          {term: validate.TermResignation},
	"unterminated":     {term: validate.TermUnterminated},
	"time-forfeit":     {term: validate.TermTimeForfeit},
	"abandoned":        {term: validate.TermAbandoned},
	"adjudication":     {term: validate.TermAdjudication},
	"rules-infraction": {term: validate.TermRulesInfraction},
	"death":            {term: validate.TermDeath},
	"emergency":        {term: validate.TermEmergency},
	"unknown":          {term: validate.TermUnknown},
	"famine":           aweleEnding(awele.EndFamine),
	"no-move":          aweleEnding(awele.EndNoMove),
	"majority":         aweleEnding(awele.EndMajority),
	"few-seeds":        aweleEnding(awele.EndFewSeeds),
	"unrecorded":       aweleEnding(awele.EndUnrecorded),
	"captures":         aweleEnding(awele.EndCaptures),
	"interrupted":      aweleEnding(awele.EndInterrupted),
	"illegal-move":     aweleEnding(awele.EndIllegal),
}

// aweleEnding is the entry of terminations for an Awélé ending: the
// ending of an Awélé game, or the termination of an Awele record.
func aweleEnding(e awele.EndReason) termWord {
	return termWord{validate.EndingTermination(e), e}
}

func terminationTest(value string) (test, error) {
	t, ok := terminations[strings.ToLower(strings.TrimSpace(value))]
	if !ok {
		names := make([]string, 0, len(terminations))
		for k := range terminations {
			names = append(names, k)
		}
		slices.Sort(names)
		return test{}, i18n.Errorf(i18n.ArcTermination, value, strings.Join(names, ", "))
	}
	return test{level: Report, match: func(_ *notation.Game, r *validate.Report) bool {
		if r.Termination == t.term {
			return true
		}
		if t.end != awele.NotEnded {
			for i := range r.Awele {
				if r.Awele[i].Ending == t.end {
					return true
				}
			}
		}
		return false
	}}, nil
}

// handicapTest reads none, any, a side (the side that bears the handicap:
// white, black, blancs, noirs) or a whole handicap ("Blancs 3/2").
func handicapTest(value string) (test, error) {
	of := func(g *notation.Game) (power.Handicap, bool) {
		t, ok := g.Tag("Handicap")
		if !ok || strings.TrimSpace(t) == "" {
			return power.Handicap{}, true
		}
		h, err := power.ParseHandicap(t)
		return h, err == nil
	}
	v := strings.ToLower(strings.TrimSpace(value))
	switch v {
	case "none", "aucun":
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			h, ok := of(g)
			return ok && h.None()
		}}, nil
	case "any":
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			h, ok := of(g)
			return ok && !h.None()
		}}, nil
	}
	side := -1
	switch v {
	case "white", "w", "blancs", "blanc":
		side = int(movegen.White)
	case "black", "noirs", "noir", "n":
		side = int(movegen.Black)
	}
	if side >= 0 {
		return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
			h, ok := of(g)
			return ok && !h.None() && int(h.Side) == side
		}}, nil
	}
	want, err := power.ParseHandicap(value)
	if err != nil {
		return test{}, i18n.Errorf(i18n.ArcHandicap, value)
	}
	return test{level: Tags, match: func(g *notation.Game, _ *validate.Report) bool {
		h, ok := of(g)
		return ok && h == want
	}}, nil
}

// rulesTest matches the rule set of any Awélé game: a preset name matches
// the sets built on it ("abapa" matches "abapa,grand-slam=forbidden"), a
// whole spec only itself.
func rulesTest(value string) (test, error) {
	if _, err := awele.ParseRules(value); err != nil {
		return test{}, i18n.Errorf(i18n.ArcValue, value, i18n.ErrorMsg(err))
	}
	v := strings.ToLower(strings.TrimSpace(value))
	return test{level: Report, match: func(_ *notation.Game, r *validate.Report) bool {
		for i := range r.Awele {
			spec := strings.ToLower(r.Awele[i].Rules.String())
			if spec == v || !strings.Contains(v, ",") && strings.HasPrefix(spec, v+",") {
				return true
			}
		}
		return false
	}}, nil
}

func knownCode(c string) bool {
	for _, ci := range diag.Codes() {
		if ci.Code == c {
			return true
		}
	}
	return false
}

// Range is an inclusive range of counts; Max < 0 has no upper end.
type Range struct{ Min, Max int }

// Contains tells whether n lies in the range.
func (r Range) Contains(n int) bool { return n >= r.Min && (r.Max < 0 || n <= r.Max) }

// ParseRange reads N, N.., ..M or N..M, or with a dash as archivists
// write them: N- and N-M (--elo 2700-, --year 1900-1920); "-M" stays an
// error, a negative number to the eye.
func ParseRange(s string) (Range, error) {
	bad := i18n.Errorf(i18n.ArcRange, s)
	s = strings.TrimSpace(s)
	num := func(t string, def int) (int, bool) {
		if t == "" {
			return def, true
		}
		n, err := strconv.Atoi(t)
		return n, err == nil && n >= 0
	}
	lo, hi, isRange := strings.Cut(s, "..")
	if !isRange && !strings.HasPrefix(s, "-") {
		lo, hi, isRange = strings.Cut(s, "-")
	}
	if !isRange {
		n, ok := num(s, -1)
		if !ok || s == "" {
			return Range{}, bad
		}
		return Range{n, n}, nil
	}
	if lo == "" && hi == "" {
		return Range{}, bad
	}
	a, ok1 := num(lo, 0)
	b, ok2 := num(hi, -1)
	if !ok1 || !ok2 || b >= 0 && b < a {
		return Range{}, bad
	}
	return Range{a, b}, nil
}

// Date is a PGN date, "2024.03.??": Year 0 when unknown, Month and Day 0
// when unknown; Lo and Hi are the first and last days it may stand for, as
// yyyymmdd numbers.
type Date struct {
	Year, Month, Day int
	Lo, Hi           int
}

// String writes the date in PGN form, YYYY.MM.DD with ?? (????) for the
// unknown parts: dates written day first sort as the others.
func (d Date) String() string {
	part := func(n, w int) string {
		if n == 0 {
			return strings.Repeat("?", w)
		}
		s := strconv.Itoa(n)
		return strings.Repeat("0", max(0, w-len(s))) + s
	}
	return part(d.Year, 4) + "." + part(d.Month, 2) + "." + part(d.Day, 2)
}

// ParseDate reads a PGN date YYYY.MM.DD whose parts may be ?? (any of
// them; a missing month or day counts as ??). "-" and "/" are read as ".".
// A date written day first, as French archives write it (15/06/2024,
// 15.06.2024: a four-digit last part after one of one or two), is read
// as the same day.
func ParseDate(s string) (Date, error) {
	if d, ok := quickDate(s); ok {
		return d, nil
	}
	return parseDate(s)
}

// quickDate reads the date of most games, YYYY.MM.DD with each part
// digits or question marks, without allocating (select --from reads the
// Date tag of every game); ok is false on any other form, which
// parseDate reads or refuses. Both read such a date alike
// (TestQuickDateAgrees).
func quickDate(s string) (d Date, ok bool) {
	if len(s) != 10 || s[4] != '.' || s[7] != '.' {
		return d, false
	}
	limits := [3]int{9999, 12, 31}
	var v [3]int
	for i, part := range [3]string{s[:4], s[5:7], s[8:]} {
		n, unknown := 0, part[0] == '?'
		for j := 0; j < len(part); j++ {
			switch c := part[j]; {
			case unknown && c == '?':
			case !unknown && c >= '0' && c <= '9':
				n = n*10 + int(c-'0')
			default:
				return d, false
			}
		}
		if !unknown && (n < 1 || n > limits[i]) {
			return d, false
		}
		v[i] = n
	}
	return dateOf(v), true
}

// dateOf is the date of year, month and day, 0 where unknown, with its
// bounds.
func dateOf(v [3]int) Date {
	d := Date{Year: v[0], Month: v[1], Day: v[2]}
	lo, hi := [3]int{v[0], v[1], v[2]}, [3]int{v[0], v[1], v[2]}
	if d.Year == 0 {
		lo[0], hi[0] = 0, 9999
	}
	if d.Month == 0 {
		lo[1], hi[1] = 1, 12
	}
	if d.Day == 0 {
		lo[2], hi[2] = 1, 31
	}
	d.Lo = lo[0]*10000 + lo[1]*100 + lo[2]
	d.Hi = hi[0]*10000 + hi[1]*100 + hi[2]
	return d
}

// parseDate is ParseDate for every form.
func parseDate(s string) (Date, error) {
	bad := i18n.Errorf(i18n.ArcDate, s)
	s = strings.NewReplacer("-", ".", "/", ".").Replace(strings.TrimSpace(s))
	parts := strings.Split(s, ".")
	if len(parts) == 0 || len(parts) > 3 || s == "" {
		return Date{}, bad
	}
	if len(parts) == 3 && len(parts[0]) <= 2 && len(parts[2]) == 4 {
		parts[0], parts[2] = parts[2], parts[0]
	}
	for len(parts) < 3 {
		parts = append(parts, "??")
	}
	var v [3]int
	limits := [3]int{9999, 12, 31}
	for i, p := range parts {
		if strings.Trim(p, "?") == "" {
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > limits[i] {
			return Date{}, bad
		}
		v[i] = n
	}
	return dateOf(v), nil
}

// Options are the validation options that give a report fit for level:
// the cheapest replay that holds what the tests of that level read.
func (l Level) Options(file string) validate.Options {
	switch l {
	case Boards:
		return validate.Options{File: file}
	case Moves:
		return validate.Options{File: file, NoBoards: true}
	}
	return validate.Options{File: file, NoMoves: true}
}

// queueTest reads a --queue pattern in power letters: W and N say which
// letters it is written in (English W/B, French B/N); a pattern with B
// alone is read in each game's own power letters (notation.PowerTable),
// so that a French player's ^BBB asks for three White powers of a French
// record, as the record writes them. Any other letter, or W and N
// together, is refused: it would match nothing, silently.
func queueTest(value string) (test, error) {
	re, err := compile(value)
	if err != nil {
		return test{}, err
	}
	letters, bad := queueLetters(value)
	switch {
	case bad != 0:
		return test{}, i18n.Errorf(i18n.ArcQueueLetter, value, string(bad))
	case letters.Has('W') && letters.Has('N'):
		return test{}, i18n.Errorf(i18n.ArcQueueMixed, value)
	}
	table := func(g *notation.Game, r *validate.Report) notation.Letters {
		switch {
		case letters.Has('W'):
			t, _ := notation.Table(notation.English)
			return t
		case letters.Has('N'):
			t, _ := notation.Table(notation.French)
			return t
		}
		return notation.PowerTable(g, r.Lang)
	}
	return test{level: Report, match: func(g *notation.Game, r *validate.Report) bool {
		t := table(g, r)
		return slices.ContainsFunc(r.Queues, func(q []movegen.Color) bool {
			return re.MatchString(power.LettersAs(q, t.White, t.Black))
		})
	}}, nil
}

// queueLetterSet holds the power letters a --queue pattern names, upper
// case.
type queueLetterSet map[rune]bool

// Has reports whether the pattern names letter c.
func (s queueLetterSet) Has(c rune) bool { return s[c] }

// queueLetters returns the power letters (W, B, N, either case) the
// pattern asks for, as literals or in a class of a few letters, and the
// first other letter it asks for (0 when none): no queue of powers holds
// one.
func queueLetters(pattern string) (queueLetterSet, rune) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil, 0 // compile has answered it
	}
	seen := queueLetterSet{}
	var bad rune
	note := func(c rune) {
		if !unicode.IsLetter(c) || bad != 0 {
			return
		}
		switch u := unicode.ToUpper(c); u {
		case 'W', 'B', 'N':
			seen[u] = true
		default:
			bad = c
		}
	}
	var walk func(*syntax.Regexp)
	walk = func(r *syntax.Regexp) {
		switch r.Op {
		case syntax.OpLiteral:
			for _, c := range r.Rune {
				note(c)
			}
		case syntax.OpCharClass:
			for i := 0; i+1 < len(r.Rune); i += 2 {
				lo, hi := r.Rune[i], r.Rune[i+1]
				// A negated class ([^W]) is fine; a class of a few
				// letters names them.
				if hi-lo > 64 {
					continue
				}
				for c := lo; c <= hi; c++ {
					note(c)
				}
			}
		}
		for _, sub := range r.Sub {
			walk(sub)
		}
	}
	walk(re)
	return seen, bad
}
