package validate

import (
	"fmt"
	"math"
	"strings"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// Game replays g and reports what it finds. It never panics and never
// changes g. A nil g gives an empty, valid report.
//
// When g.Lang is "" the replay is made under each of g.LangCandidates (every
// known language when there are none) and the language under which the
// game has no error is kept. When several languages give no error but read
// the game differently (other moves or other powers), or when none gives no
// error, the report holds a language-ambiguous error, at the first move
// whose letters matter, and the diagnostics of one reading: the first
// passing one, or when none passes the one whose first error comes last.
func Game(g *notation.Game, opt Options) *Report {
	if g == nil {
		return &Report{Valid: true, Result: "*", Termination: TermUnterminated, Variant: notation.Awechec}
	}
	set := readTags(g, opt)
	if set.variant == notation.OtherChess {
		return finish(g, opt, unjudged(g, set), nil)
	}
	if g.Lang != "" {
		return finish(g, opt, replay(g, opt, set, g.Lang), nil)
	}
	// The readings of an undecided language are compared move by move.
	opt.NoMoves = false
	cands := g.LangCandidates
	tie := readerTie(g)
	// A reader's tie (no language reads every letter, several with as much
	// evidence) comes in g.LangCandidates: the replay tries those and says
	// so, in place of the reader.
	if len(cands) == 0 || tie && len(cands) < 2 {
		// No evidence at all: every language is tried.
		cands, tie = notation.Languages(), false
	}
	var first, chosen *Report
	var passing, reports []*Report
	for _, l := range cands {
		rep := replay(g, opt, set, l)
		reports = append(reports, rep)
		if first == nil {
			first = rep
		}
		if rep.Diags.Errors() == 0 {
			passing = append(passing, rep)
		}
	}
	if len(cands) == 1 {
		return finish(g, opt, first, nil)
	}
	at := firstLettered(g.Body)
	if at == nil {
		at = &notation.Element{Pos: g.Start}
	}
	amb := func(msg i18n.Msg) *diag.Diagnostic {
		return &diag.Diagnostic{Line: at.Pos.Line, Col: at.Pos.Col, Len: at.Len, Msg: msg}
	}
	var tied i18n.Msg
	if tie {
		tied = i18n.M(i18n.VLangTied, langList(cands))
	}
	switch {
	case len(passing) == 0:
		if sameReading(reports) {
			// Every language reads the game alike and finds the same
			// defects: the letters do not matter, unless the reader could
			// not tell the language, which is then said once, here.
			if tie {
				return finish(g, opt, first, amb(i18n.M(i18n.VLangTiedSame,
					tied, langName(first.Lang), string(first.Lang))))
			}
			return finish(g, opt, first, nil)
		}
		// Show the reading that goes furthest before its first error.
		chosen = first
		for _, rep := range reports[1:] {
			if later(firstError(rep), firstError(chosen)) {
				chosen = rep
			}
		}
		if tie {
			return finish(g, opt, chosen, amb(i18n.M(i18n.VLangTiedErrors,
				tied, langName(chosen.Lang), string(chosen.Lang))))
		}
		return finish(g, opt, chosen, amb(i18n.M(i18n.VLangAllErrors,
			langList(cands), langName(chosen.Lang), string(chosen.Lang))))
	default:
		chosen = passing[0]
		var others []notation.Language
		for _, p := range passing[1:] {
			if fingerprint(p) != fingerprint(chosen) {
				others = append(others, p.Lang)
			}
		}
		if len(others) > 0 {
			return finish(g, opt, chosen, amb(i18n.M(i18n.VLangDiffer,
				langName(chosen.Lang), langList(others), string(chosen.Lang), string(others[0]))))
		}
		if tie {
			return finish(g, opt, chosen, amb(i18n.M(i18n.VLangTiedLegal,
				tied, langList(langsOf(passing)), string(chosen.Lang))))
		}
		// Say what the replay decided, since the letters did not; when
		// every reading is legal and alike, the letters do not matter.
		if len(passing) < len(cands) {
			chosen.Diags = append(chosen.Diags, diag.Diagnostic{
				Severity: diag.Note, Code: diag.LanguageDecided, File: opt.File, Game: g.Index,
				Line: at.Pos.Line, Col: at.Pos.Col, Len: at.Len,
				Msg: i18n.M(i18n.VLangDecided,
					langName(cands[0]), langList(cands[1:]), langName(chosen.Lang), string(chosen.Lang)),
			})
		}
	}
	return finish(g, opt, chosen, nil)
}

// langList names languages in English, as a sentence lists them: "French,
// Spanish and Italian".
func langList(ls []notation.Language) i18n.Msg {
	items := make([]i18n.Msg, len(ls))
	for i, l := range ls {
		items[i] = i18n.M(langName(l))
	}
	return i18n.List(items)
}

func langsOf(reps []*Report) []notation.Language {
	out := make([]notation.Language, len(reps))
	for i, r := range reps {
		out[i] = r.Lang
	}
	return out
}

// readerTie reports whether the reader said the language cannot be worked
// out (no language reads every letter, and the evidence ties).
func readerTie(g *notation.Game) bool {
	for _, d := range g.Diags {
		if d.Code == diag.LanguageAmbiguous {
			return true
		}
	}
	return false
}

// fingerprint sums up what a replay means: the queues and the moves with
// their powers, whatever the letters.
func fingerprint(r *Report) string {
	var b strings.Builder
	for _, q := range r.Queues {
		b.WriteString(power.Letters(q))
		b.WriteByte('|')
	}
	for _, p := range r.Plies {
		fmt.Fprintf(&b, "%s %d%s;", p.UCI, p.Power, p.PowerLetter())
	}
	return b.String()
}

// sameReading reports whether every report reads the game alike and finds
// the same defects at the same places.
func sameReading(reps []*Report) bool {
	key := func(r *Report) string {
		var b strings.Builder
		b.WriteString(fingerprint(r))
		for _, d := range r.Diags {
			fmt.Fprintf(&b, "%s@%d:%d;", d.Code, d.Line, d.Col)
		}
		return b.String()
	}
	for _, r := range reps[1:] {
		if key(r) != key(reps[0]) {
			return false
		}
	}
	return true
}

// finish merges the reader's diagnostics, adds the language one when
// given, sorts and decides validity.
func finish(g *notation.Game, opt Options, rep *Report, amb *diag.Diagnostic) *Report {
	all := make(diag.List, 0, len(g.Diags)+len(rep.Diags)+1)
	more := 0 // the reader's diagnostics not kept, said in one note at the end
	for _, d := range g.Diags {
		if n, ok := moreNote(d); ok {
			more += n
			continue
		}
		d = rep.hinted(d)
		if d.Code == diag.LanguageAmbiguous && amb != nil {
			// The replay says it with what the readings showed: which
			// languages tied, and which reading the diagnostics follow.
			continue
		}
		all = append(all, d)
	}
	if amb != nil {
		amb.Severity, amb.Code, amb.File, amb.Game = diag.Error, diag.LanguageAmbiguous, opt.File, g.Index
		all = append(all, *amb)
	}
	all = append(all, rep.Diags...)
	all.Sort()
	var body notation.Pos
	if len(g.Body) > 0 {
		body = g.Body[0].Pos
	}
	consequences(all, rep.Variant, body)
	rep.Valid = all.Errors() == 0 && (!opt.Strict || all.Warnings() == 0)
	// The reader kept 100 of its own; the replay's are bounded here, so
	// that a game of 160,000 power tokens out of place shows 100 and a
	// note (check printed each, placed by rescanning a 1 MB line).
	rep.Diags = all.Capped(len(all) + more)
	return rep
}

// unjudged is the report of a game of a chess variant the toolkit does
// not replay: its tags' diagnostics (the variant-unjudged note), its
// result as written and the termination its Termination tag says
// (unknown without one); no move, no position.
func unjudged(g *notation.Game, set *setup) *Report {
	rep := &Report{Game: g, Lang: g.Lang, Variant: set.variant, Diags: set.diags, Termination: TermUnknown}
	rep.Result = g.Result.Text
	if v, ok := resultTag(g); rep.Result == "" && ok {
		rep.Result = v
	}
	if rep.Result == "" || rep.Result == "*" {
		rep.Result, rep.Termination = "*", TermUnterminated
	} else if t := tagTermination(g); t != "" {
		rep.Termination = t
	}
	return rep
}

// moreNote reads the reader's note of the diagnostics it did not keep
// (diag.List.Capped): how many.
func moreNote(d diag.Diagnostic) (int, bool) {
	if d.Severity != diag.Note || d.Msg.Key() != i18n.GMoreDiags || len(d.Msg.Args()) != 1 {
		return 0, false
	}
	n, ok := d.Msg.Args()[0].(int)
	return n, ok
}

// maxPliesAtOnce bounds the room the trace of a replay is given before
// it starts: more than real games have, a few hundred kilobytes.
const maxPliesAtOnce = 1 << 11

// replay validates g under one language.
func replay(g *notation.Game, opt Options, set *setup, lang notation.Language) *Report {
	letters, ok := notation.Table(lang)
	if !ok {
		letters, _ = notation.Table(notation.English)
	}
	rep := &Report{Game: g, Lang: lang, Variant: set.variant}
	plies, aweleMoves := 0, 0
	if opt.NoMoves {
		opt.NoBoards = true
	} else {
		plies, aweleMoves = countMoves(g.Body)
	}
	if plies > 0 && opt.Stop == nil {
		// A replay that may stop early grows its trace as it goes. The
		// room made at once is bounded: a refused move ends the line,
		// and a game of 519,000 null moves in standard chess, refused
		// at the first, held room for all (150 MB).
		rep.Plies = make([]Ply, 0, min(plies, maxPliesAtOnce))
	}
	r := &replayer{g: g, opt: opt, set: set, lang: lang, letters: letters, powers: notation.PowerTable(g, lang), rep: rep, cut: readerCut(g)}
	if aweleMoves > 0 {
		r.awMoves = make([]AweleMove, 0, aweleMoves)
	}
	r.diags = append(r.diags, set.diags...)
	st := r.newLine()
	ends := new([2]movegen.Position) // the start and final positions, one allocation
	ends[0] = *st.g.Chess()
	rep.Start = &ends[0]
	r.run(g.Body, st)
	r.unreadableMove(st)
	r.finishLine(st)
	if r.uciNoted {
		rep.SANs = r.uciSANs
	}
	r.flushBadLetters()
	if set.variant != notation.Awele {
		ends[1] = *st.g.Chess()
		rep.Final = &ends[1]
	}
	if len(rep.Awele) > 0 {
		rep.Queues = make([][]movegen.Color, len(rep.Awele))
		for i, t := range rep.Awele {
			rep.Queues[i] = t.Queue
		}
	}
	r.result(st)
	if !opt.inner && opt.Stop == nil {
		// (A replay stopped early is read for its moves, not its hints.)
		r.lookBack()
	}
	rep.Diags = r.diags
	return rep
}

// result checks the result token against the Result tag and the replay,
// and works out the termination.
func (r *replayer) result(st *line) {
	g := r.g
	tok := g.Result.Text
	res := tok
	if tagVal, ok := resultTag(g); res == "" && ok {
		res = tagVal
	}
	if res == "" {
		res = "*"
	}
	r.rep.Result = res

	if r.set.variant == notation.Awele {
		r.aweleResult(st, res)
		return
	}
	want := ""
	var term Termination
	var why i18n.Msg
	pos := st.g.Chess()
	if over := st.g.Status(); !st.chessLost || over != engine.Ongoing {
		switch over {
		case engine.Checkmate:
			term, want, why = TermCheckmate, "0-1", i18n.M(i18n.VMates, i18n.ColourBlack)
			if pos.Turn() == movegen.Black {
				want, why = "1-0", i18n.M(i18n.VMates, i18n.ColourWhite)
			}
		case engine.Stalemate:
			term, want, why = TermStalemate, "1/2-1/2", i18n.M(i18n.VStalemate)
		case engine.Dead:
			term, want, why = TermDeadPosition, "1/2-1/2", i18n.M(i18n.VDeadPosition)
		}
	}
	if term == "" && res != "*" && (st.chessLost || r.cut) {
		// The replay stopped before the end of the record: nothing says
		// how the game ended.
		term = TermUnknown
	}
	if term == "" && res != "*" {
		// The players' word, when the record says it: a time forfeit,
		// an adjudication... rather than a resignation guessed.
		term = tagTermination(g)
	}
	if term == "" {
		switch res {
		case "1-0", "0-1":
			term = TermResignation
		case "1/2-1/2":
			term = TermAgreement
			if pos.HalfMoveClock() >= 100 {
				term = TermFiftyMoves
			}
		default:
			term = TermUnterminated
		}
	}
	r.rep.Termination = term
	r.checkResult(st.g.Plies(), 0, want, i18n.M(i18n.VEndsBy, plain(term)), why)
}

// tagTerminations reads the values of a Termination tag, in any case and
// with spaces or hyphens between words (lichess writes "Time forfeit",
// "Rules infraction"): PGN's own and their spellings. "normal" and
// "unterminated" are not in it: the replay says how a normal game ended.
var tagTerminations = map[string]Termination{
	"time forfeit":     TermTimeForfeit,
	"time":             TermTimeForfeit,
	"abandoned":        TermAbandoned,
	"adjudication":     TermAdjudication,
	"rules infraction": TermRulesInfraction,
	"death":            TermDeath,
	"emergency":        TermEmergency,
}

// tagTermination returns the termination the game's Termination tag says,
// or "" when it has none or it says "normal" (or a value PGN does not
// name: a guess is then better than a word not understood).
func tagTermination(g *notation.Game) Termination {
	v, ok := g.Tag("Termination")
	if !ok {
		return ""
	}
	v = strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(v, "-", " "))), " ")
	return tagTerminations[v]
}

// checkResult compares the result token and the Result tag with want, the
// result the replay gives ("" when it gives none), and reports what is
// wrong where it is written: a wrong token at the token, a wrong tag at
// the tag, and a result written nowhere (no token or a "*" one, no tag or
// a "*" one) as a warning, at the "*" token or the end of the movetext. ends ("the game ends by
// checkmate") and why ("White mates") say why want is the result.
func (r *replayer) checkResult(ply, awg int, want string, ends, why i18n.Msg) {
	g := r.g
	tok := g.Result.Text
	tagVal, tagOK := resultTag(g)
	var tagAt *notation.Element
	if tagOK {
		for _, t := range g.Tags {
			if t.Name == "Result" {
				tagAt = &notation.Element{Pos: t.Pos, Len: len(t.Name) + len(t.Value) + 5}
				break
			}
		}
	}
	switch {
	case want == "":
		if tok != "" && tagOK && tagVal != tok {
			r.add(diag.Error, diag.ResultMismatch, &g.Result, 0, 0, 0, i18n.M(i18n.VResultTokenTag, tok, tagVal))
		}
	case tok == "*" && (!tagOK || tagVal == "*"):
		// "*" says the result is unknown (PGN's "game in progress, result
		// unknown"): an ended game with no result given is a warning, as
		// when no token is written (lichess's studies and puzzles end
		// their mates so: 17,838 games of the real collections); the fix
		// writes the token when no tag has to follow it.
		var also i18n.Msg
		if tagOK {
			also = i18n.M(i18n.VResultAndTag, want)
		}
		r.add(diag.Warning, diag.ResultMismatch, &g.Result, ply, awg, 0, i18n.M(i18n.VResultNone, why, want, also))
		if !tagOK {
			r.setFix(r.fixToken(&g.Result, want))
		}
	case tok != "":
		// The tag and the token each get their message and their fix,
		// even when they agree on the same wrong result: one fix cannot
		// write both, and a message naming both would be only half
		// applied by awechec fix.
		if tagOK && tagVal != want {
			r.add(diag.Error, diag.ResultMismatch, tagAt, ply, awg, 0, i18n.M(i18n.VResultTag, tagVal, why, want))
			r.setFix(r.fixTag(tagAt, want))
		}
		if tok != want {
			r.add(diag.Error, diag.ResultMismatch, &g.Result, ply, awg, 0, i18n.M(i18n.VResultToken, ends, want, tok, i18n.Msg{}))
			r.setFix(r.fixToken(&g.Result, want))
		}
	case tagOK && tagVal == want:
	case tagOK && tagVal != "*":
		r.add(diag.Error, diag.ResultMismatch, tagAt, ply, awg, 0, i18n.M(i18n.VResultTag, tagVal, why, want))
		r.setFix(r.fixTag(tagAt, want))
	default:
		var also i18n.Msg
		if tagOK {
			also = i18n.M(i18n.VResultAndTag, want)
		}
		at := lastMove(g.Body)
		if at == nil {
			at = &notation.Element{Pos: g.Start}
		}
		r.add(diag.Warning, diag.ResultMismatch, at, ply, awg, 0, i18n.M(i18n.VResultNone, why, want, also))
		if !tagOK && tok == "" {
			r.setFix(r.fixAfter(g.Body, " "+want))
		}
	}
}

// lastMove returns the last move (chess or Awélé), capture event, score or
// `...` of the main line: where the result is missing.
func lastMove(body []notation.Element) *notation.Element {
	for i := len(body) - 1; i >= 0; i-- {
		switch body[i].Kind {
		case notation.ChessMove, notation.NullMove, notation.AweleMove, notation.CaptureEvent, notation.AweleScore, notation.Unrecorded:
			return &body[i]
		}
	}
	return nil
}

// aweleResult checks the result of a standalone Awélé record: South is the
// first player (White's result).
func (r *replayer) aweleResult(st *line, res string) {
	var last *AweleGameTrace
	if n := len(r.rep.Awele); n > 0 {
		last = &r.rep.Awele[n-1]
	}
	if last == nil {
		r.rep.Termination = TermUnterminated
		return
	}
	r.rep.Termination = EndingTermination(last.Ending)
	switch {
	case res == "*" && (last.Ending == awele.EndAgreement || last.Ending == awele.EndIllegal || last.Ending == awele.EndInterrupted):
		r.rep.Termination = TermUnterminated
	case last.Ending == awele.EndIllegal || last.Ending == awele.EndInterrupted:
		// The replay stopped early, or the record was cut short.
		r.rep.Termination = TermUnknown
	}
	switch last.Ending {
	case awele.EndFamine, awele.EndNoMove, awele.EndMajority, awele.EndFewSeeds:
	case awele.EndAgreement:
		// The record ends, or its score token closes it, while the
		// position goes on: the players stopped. Whether they agreed a
		// draw, agreed to share the rest or one of them resigned, the
		// position does not say; the result they wrote does, and it is
		// taken as written (only a token and a tag that disagree are
		// reported).
		r.checkResult(0, st.g.AweleGame(), "", i18n.Msg{}, i18n.Msg{})
		r.agreedScore(res)
		return
	default:
		return
	}
	want := "1/2-1/2"
	switch s := last.Score; {
	case s[0] > s[1]:
		want = "1-0"
	case s[1] > s[0]:
		want = "0-1"
	}
	ends := i18n.M(i18n.VAweleEndsBy, plainEnding(last.Ending), last.Score[0], last.Score[1])
	if last.Shared != [2]int{} {
		ends = ends.Then(i18n.M(i18n.VEachTookRest))
	}
	r.checkResult(0, st.g.AweleGame(), want, ends, ends)
}

// agreedScore warns when the result of a standalone Awélé record stopped
// by agreement contradicts the score written at its end: the player with
// more seeds is the winner (seed 001, "celui en ayant le plus est le
// gagnant"). With no score written, no result (*), or a comment after
// the last move (the players saying why), the players' word stands.
func (r *replayer) agreedScore(res string) {
	if res == "*" {
		return
	}
	var score *notation.Element
	explained := len(r.g.Trailing) > 0
	for i := range r.g.Body {
		switch e := &r.g.Body[i]; e.Kind {
		case notation.AweleScore:
			score = e
		case notation.AweleMove, notation.CaptureEvent:
			explained = false
		case notation.Comment:
			explained = true
		}
	}
	if score == nil || explained {
		// A comment after the last move says why (`{Nulle par
		// accord.}`): the players' word stands.
		return
	}
	s := score.Score
	want, who := "1/2-1/2", i18n.VSeedsEven
	switch {
	case s[0] > s[1]:
		want, who = "1-0", i18n.VSouthMore
	case s[1] > s[0]:
		want, who = "0-1", i18n.VNorthMore
	}
	if want == res {
		return
	}
	at := &r.g.Result
	if r.g.Result.Text == "" {
		at = score
	}
	r.add(diag.Warning, diag.ResultMismatch, at, 0, 0, 0, i18n.M(i18n.VAgreedScore, res, s[0], s[1], who, want))
}

// readerCut reports whether the reader stopped reading the movetext before
// its end: a syntax error at or after the last element it read (before
// the result token, which the reader keeps after such an error). A stray
// token the reader drops and reads on after is no cut.
func readerCut(g *notation.Game) bool {
	if len(g.Diags) == 0 {
		return false
	}
	var last notation.Pos
	if n := len(g.Body); n > 0 {
		last = g.Body[n-1].Pos
	}
	for _, d := range g.Diags {
		if d.Severity == diag.Error && d.Code == diag.Syntax && !before(d.Line, d.Col, last) {
			return true
		}
	}
	return false
}

// before reports whether line:col stands before p.
func before(line, col int, p notation.Pos) bool {
	return line < p.Line || line == p.Line && col < p.Col
}

// countMoves counts the chess half-moves and the Awélé moves and capture
// events written in the main line, so that the trace is allocated once.
func countMoves(body []notation.Element) (plies, awele int) {
	for i := range body {
		switch body[i].Kind {
		case notation.ChessMove, notation.NullMove:
			plies++
		case notation.AweleMove, notation.CaptureEvent:
			awele++
		}
	}
	return plies, awele
}

// firstError returns the line and column of the first error of a replay
// (its diagnostics are not sorted yet).
func firstError(r *Report) [2]int {
	first := [2]int{math.MaxInt, 0}
	for _, d := range r.Diags {
		if d.Severity == diag.Error && (d.Line < first[0] || d.Line == first[0] && d.Col < first[1]) {
			first = [2]int{d.Line, d.Col}
		}
	}
	return first
}

// later reports whether a stands after b.
func later(a, b [2]int) bool { return a[0] > b[0] || a[0] == b[0] && a[1] > b[1] }

// firstLettered returns the first chess move of the main line written with
// a piece or promotion letter: where the letters start to matter; without
// any, the first colour letter of a capture event or power token.
func firstLettered(body []notation.Element) *notation.Element {
	var coloured *notation.Element
	for i := range body {
		switch e := &body[i]; {
		case e.Kind == notation.ChessMove && (e.SAN.Piece != 0 || e.SAN.Promo != 0):
			return e
		case coloured == nil && e.Colour != 0 && (e.Kind == notation.CaptureEvent || e.Kind == notation.Power):
			coloured = e
		}
	}
	return coloured
}
