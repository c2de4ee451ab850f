package convert

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	awengine "github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/lazyre"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
	"github.com/awechec/awechec/internal/validate"
)

// Tags of the OGN export beyond Aualé's own roster (Variant, Event, Site,
// Date, Round, South, North, Result) and FEN.
const (
	// TagCaptures holds a captures-only Awélé section, which has no moves
	// OGN could write: "W3 B2 W2 ...", with a final "..." when the rest was
	// not recorded.
	TagCaptures = "Captures"
	// TagComment holds the comments written before an Awélé game's first
	// move (Aualé attaches a comment to the move before it).
	TagComment = "Comment"
	// TagAweleGame is the 1-based number of the Awélé game in its record.
	TagAweleGame = "AweleGame"
	// TagAGNResult holds a standalone Awélé record's Result when it is not
	// the one its score gives (an agreed draw at 30-18, a resignation): the
	// OGN Result is the score Aualé writes.
	TagAGNResult = "AGNResult"
	// TagAweleKeyword holds a standalone Awélé record's section keyword as
	// written when it is not "Awele" ("Awélé", "Oware"), or "-" when the
	// record has none.
	TagAweleKeyword = "AweleKeyword"
)

// aualeVariant is the Variant value Aualé writes and expects.
const aualeVariant = "Oware Abapa"

// WriteOGN writes every Awélé game of the main line of a validated record
// as one Oware Game Notation record, as Aualé writes it: the tag roster
// Variant, Event, Site, Date, Round, South, North, Result (the score
// "25-23" once the game has ended, else "*"), a FEN tag when the game
// starts from another position than the start, then AweleRules (unless
// the record leaves the rules to the abapa default), AweleCase, AweleGame
// and the record's other tags; a blank line; moves numbered before every
// second move, South's holes A..F and North's a..f whatever the record's
// letter case, a capture written `F+3`; comments `{ ... }` after the move
// they follow; the score at the end. Lines stay under 80 columns. A
// captures-only section has no moves: its events go into a Captures tag,
// W for White and B for Black. Suffixes, NAGs and variations have no
// place in OGN and are left out.
//
// Records are separated by a blank line; Aualé reads one match per file
// (WriteOGNGame writes one record alone).
func WriteOGN(w io.Writer, r *validate.Report) error {
	// The comments are gathered once for every Awélé game: per game,
	// a record of many Awélé games took quadratic time.
	comments := aweleComments(r.Game)
	for i := range r.Awele {
		if i > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		if err := writeOGNGame(w, r, i, comments); err != nil {
			return err
		}
	}
	return nil
}

// OGNGames writes the Awélé games of one record one at a time, as
// WriteOGNGame does, reading the record's comments once: writing every
// game of a record so takes time linear in the record.
type OGNGames struct {
	r        *validate.Report
	comments map[int]sectionComments
}

// NewOGNGames prepares the Awélé games of r for WriteGame.
func NewOGNGames(r *validate.Report) *OGNGames {
	return &OGNGames{r: r, comments: aweleComments(r.Game)}
}

// WriteGame writes the Awélé game r.Awele[i] as WriteOGNGame does.
func (o *OGNGames) WriteGame(w io.Writer, i int) error {
	return writeOGNGame(w, o.r, i, o.comments)
}

// WriteOGNGame writes the Awélé game r.Awele[i] alone as one OGN record,
// as WriteOGN writes it: the form of a file that Aualé opens.
// It reads the whole record: to write every game of a record, use
// OGNGames.
func WriteOGNGame(w io.Writer, r *validate.Report, i int) error {
	return writeOGNGame(w, r, i, aweleComments(r.Game))
}

func writeOGNGame(w io.Writer, r *validate.Report, i int, comments map[int]sectionComments) error {
	g := r.Game
	a := r.Awele[i]
	var b bytes.Buffer
	tag := func(name, value string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, tagEscaper.Replace(value))
	}
	variant := "Awele"
	if a.Rules.String() == "abapa" {
		variant = aualeVariant
	}
	tag("Variant", variant)
	// A missing tag is written as canonical AGN writes it, so that it
	// comes back the same.
	for _, str := range sevenTagRoster[:4] {
		v, ok := g.Tag(str.name)
		if !ok {
			v = str.missing
		}
		tag(str.name, v)
	}
	for _, pair := range [][2]string{{"South", "White"}, {"North", "Black"}} {
		v, ok := g.Tag(pair[1])
		if !ok {
			v = "?"
		}
		tag(pair[0], v)
	}
	// An Awélé record that stops unfinished (result "*") is not
	// scored: the replay reads its end as an agreed stop.
	ended := ognEnded(a.Ending) && !(a.Ending == awengine.EndAgreement && r.Variant == notation.Awele && r.Result == "*")
	result := "*"
	if ended {
		result = fmt.Sprintf("%d-%d", a.Score[0], a.Score[1])
	}
	tag("Result", result)
	if a.Start != nil && *a.Start != awengine.Start() {
		tag("FEN", a.StartOGN())
	}
	// The reader takes abapa when the tag is missing, as Aualé does.
	if v, ok := g.Tag("AweleRules"); ok {
		tag("AweleRules", v)
	} else if spec := a.Rules.String(); spec != "abapa" {
		tag("AweleRules", spec)
	}
	if a.Case != awengine.SouthUpper {
		tag("AweleCase", a.Case.String())
	}
	tag(TagAweleGame, strconv.Itoa(a.Index))
	cm := comments[a.Index]
	if r.Variant == notation.Awele {
		// What the reader cannot get from Aualé's tags, so that the
		// record comes back as fmt writes it.
		if r.Result != ognResult(result) {
			tag(TagAGNResult, r.Result)
		}
		switch {
		case !cm.marked:
			tag(TagAweleKeyword, "-")
		case cm.keyword != "Awele":
			tag(TagAweleKeyword, cm.keyword)
		}
	}
	for _, t := range g.Tags {
		switch t.Name {
		case "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "AweleRules", "AweleCase", "AweleFEN", "FEN", "SetUp":
			continue
		}
		tag(t.Name, t.Value)
	}
	if len(cm.before) > 0 {
		tag(TagComment, strings.Join(cm.before, " "))
	}
	if a.CapturesOnly {
		var ev []string
		for _, m := range a.Moves {
			c := power.Letter(power.SideColour(m.Side))
			ev = append(ev, string(c)+strconv.Itoa(m.Captured))
		}
		if a.Ending == awengine.EndUnrecorded {
			ev = append(ev, "...")
		}
		tag(TagCaptures, strings.Join(ev, " "))
	}
	var toks []string
	for j, m := range a.Moves {
		if a.CapturesOnly {
			break
		}
		if j%2 == 0 {
			toks = append(toks, strconv.Itoa(j/2+1)+".")
		}
		t := string(awengine.HoleLetter(m.Hole, awengine.SouthUpper))
		if m.Captured > 0 {
			t += "+" + strconv.Itoa(m.Captured)
		}
		toks = append(toks, t)
		for _, c := range cm.after[m.Ply] {
			toks = append(toks, "{")
			toks = append(toks, strings.Fields(ognEscapeComment(c))...)
			toks = append(toks, "}")
		}
	}
	if len(toks) > 0 {
		// The final score, when the record writes one (the Result tag
		// holds it all the same).
		if result != "*" && cm.scored {
			toks = append(toks, result)
		}
		b.WriteByte('\n')
		line := toks[0]
		for _, t := range toks[1:] {
			if 1+len(line)+len(t) < 80 {
				line += " " + t
				continue
			}
			b.WriteString(line + "\n")
			line = t
		}
		b.WriteString(line + "\n")
	}
	_, err := w.Write(b.Bytes())
	return err
}

// ognEnded tells whether an Awélé ending is an end Aualé would score.
func ognEnded(ending awengine.EndReason) bool {
	switch ending {
	case awengine.EndUnrecorded, awengine.EndInterrupted, awengine.EndIllegal, awengine.EndCaptures, awengine.NotEnded:
		return false
	}
	return true
}

// sectionComments are the comments of one Awélé game: before its first
// move, and after each move (by ply); and its section keyword as written
// (marked false when the game has none), and whether it writes a final
// score.
type sectionComments struct {
	before  []string
	after   map[int][]string
	keyword string
	marked  bool
	scored  bool
}

// aweleComments collects the comments of the main line's Awélé games,
// numbered as the replay numbers them (a section keyword starts a game).
// The comments that open a record, before its first Awélé keyword or
// move, are the first game's comments before its first move.
func aweleComments(g *notation.Game) map[int]sectionComments {
	out := map[int]sectionComments{}
	game, ply := 0, 0
	inAwele := false
	// opening holds the comments before anything else in the record.
	var opening []string
	for _, e := range g.Body {
		switch e.Kind {
		case notation.SectionMark:
			inAwele = e.Section == notation.AweleSection
			if inAwele {
				game++
				ply = 0
				// A comment before the first keyword comes back after it.
				out[game] = sectionComments{before: opening, after: map[int][]string{}, keyword: e.Text, marked: true}
			}
			opening = nil
		case notation.AweleMove, notation.CaptureEvent:
			if !inAwele && game == 0 {
				game = 1
				out[game] = sectionComments{before: opening, after: map[int][]string{}}
			}
			inAwele = true
			ply++
		case notation.ChessMove, notation.NullMove, notation.Power:
			// In a synchronous record the Awélé game goes on after the
			// chess moves: its next move counts on.
			inAwele = false
			opening = nil
		case notation.AweleScore:
			if inAwele {
				sc := out[game]
				sc.scored = true
				out[game] = sc
			}
		case notation.Comment:
			if !inAwele {
				if game == 0 {
					opening = append(opening, strings.TrimSpace(e.Text))
				}
				continue
			}
			sc := out[game]
			text := strings.TrimSpace(e.Text)
			if ply == 0 {
				sc.before = append(sc.before, text)
			} else {
				sc.after[ply] = append(sc.after[ply], text)
			}
			out[game] = sc
		}
	}
	return out
}

// ognCommentEscape matches what ognEscapeComment writes for a } (%7D)
// and for a % that would read as one of the two sequences (%25).
var ognCommentEscape = lazyre.New(`%(?:7[Dd]|25)`)

// ognEscapeComment writes a comment's text so that it holds no }, which
// would end an OGN comment (Aualé's reader, like ours, ends it at the first
// }): } is written %7D, and a % is written %25 where it starts %7D, %7d or
// %25, so that ognUnescapeComment gives the text back; any other % stays.
func ognEscapeComment(text string) string {
	if !strings.ContainsAny(text, "}%") {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '}':
			b.WriteString("%7D")
		case c == '%' && ognCommentEscape().MatchString(text[i:min(i+3, len(text))]):
			b.WriteString("%25")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// ognUnescapeComment reads back what ognEscapeComment wrote.
func ognUnescapeComment(text string) string {
	return ognCommentEscape().ReplaceAllStringFunc(text, func(m string) string {
		if m == "%25" {
			return "%"
		}
		return "}"
	})
}

var (
	ognMove  = lazyre.New(`^([A-Fa-f])(?:\+(\d+))?`)
	ognScore = lazyre.New(`^(\d+)-(\d+)`)
)

// ognRecord is one OGN record as read.
type ognRecord struct {
	tags  []ognTagPair
	moves []ognMoveTok
	score string
	// start is the offset of the record in the source, scoreAt its final
	// score's; diags are what is no move.
	start, scoreAt int
	diags          []diag.Diagnostic
	// more counts the diagnostics past maxOGNDiags, not kept.
	more int
}

// maxOGNDiags bounds the diagnostics kept for one record, as the AGN
// reader bounds those of a game: a record of a million words that are no
// move held a million diagnostics (1.3 GB for 3 MB of text).
const maxOGNDiags = 100

// addDiag keeps d, or counts it past maxOGNDiags.
func (r *ognRecord) addDiag(d diag.Diagnostic) {
	if len(r.diags) >= maxOGNDiags {
		r.more++
		return
	}
	r.diags = append(r.diags, d)
}

// endDiags closes the diagnostics of a record with a note of how many
// were left out.
func (r *ognRecord) endDiags() {
	if r.more == 0 {
		return
	}
	last := r.diags[len(r.diags)-1]
	r.diags = append(r.diags, diag.Diagnostic{Severity: diag.Note, Code: last.Code, Line: last.Line, Col: last.Col,
		Msg: i18n.M(i18n.GMoreDiags, r.more)})
}

// ognTagPair is a tag, with the offset of its name in the source.
type ognTagPair struct {
	name, value string
	at          int
}

// ognMoveTok is a move (hole letter, capture) or, with letter 0, a comment,
// with its place in the source.
type ognMoveTok struct {
	letter  byte
	capture int
	comment string
	at, n   int
}

func (r *ognRecord) tag(name string) (string, bool) {
	for _, t := range r.tags {
		if t.name == name {
			return t.value, true
		}
	}
	return "", false
}

// tagAt is the source offset of the tag called name, else the record's.
func (r *ognRecord) tagAt(name string) int {
	for _, t := range r.tags {
		if t.name == name {
			return t.at
		}
	}
	return r.start
}

// ognNumber matches a move number, with a move glued to it maybe.
var ognNumber = lazyre.New(`^\d+\.+`)

// ognTagAt reads, with the reader's own (grammar.ReadTagPair), the tag
// pair in straight quotes that follows the blanks and line ends at s[i]:
// where it starts, and its parts (Len 0: none).
func ognTagAt(s string, i int) (int, grammar.TagPair) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f') {
		i++
	}
	if i == len(s) || s[i] != '[' {
		return i, grammar.TagPair{}
	}
	line := s[i:]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k] // a pair stands on its line
	}
	t := grammar.ReadTagPair([]byte(line))
	if t.Open != '"' {
		return i, grammar.TagPair{}
	}
	return i, t
}

// readOGN reads one record from offset i of s and returns the offset of the
// rest. Like Aualé, it reads a move from every hole letter outside comments
// and variations; a word that is no move, move number, score or result is
// reported at its place (Aualé skips it: "hello" gave the move e). The
// next record starts at the next tag that begins a line.
func readOGN(s string, i int, m sourceLines, maxGame int) (ognRecord, int) {
	r := ognRecord{start: i}
	for {
		at, t := ognTagAt(s, i)
		if t.Len == 0 {
			break
		}
		r.tags = append(r.tags, ognTagPair{s[at+t.Name0 : at+t.Name1], grammar.UnescapeTagValue(s[at+t.Head : at+t.Value1]), at + t.Name0 - 1})
		i = at + t.Len
	}
	from := i
	for i < len(s) {
		if len(r.moves) > 0 && i-r.start > maxGame {
			// Too large to be read: the record is only gone through
			// to its end (its moves were held whole, a 60 MB record
			// too, before the game limit applied).
			r.moves = r.moves[:0]
		}
		c := s[i]
		switch {
		case c == '[' && (i == 0 || s[i-1] == '\n' || s[i-1] == '\r'):
			if i > from || len(r.tags) > 0 {
				return r, i
			}
			// A line that opens a record but is no tag pair: reported,
			// and the reading goes on after it.
			j := i
			for j < len(s) && s[j] != '\n' && s[j] != '\r' {
				j++
			}
			p := m.pos(i)
			r.addDiag(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, Line: p.Line, Col: p.Col, Len: j - i,
				Msg: i18n.M(i18n.ConvOGNNotTag)})
			i = j
			from = j
			continue
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
			continue
		case c == '{':
			j := strings.IndexByte(s[i:], '}')
			n := j + 1
			if j < 0 {
				// A comment never closed takes the rest of the text:
				// said, not taken silently (and not read past the end).
				j, n = len(s)-i, len(s)-i
				p := m.pos(i)
				r.addDiag(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, Line: p.Line, Col: p.Col, Len: 1,
					Msg: i18n.M(i18n.GNeverClosedCmt)})
			}
			r.moves = append(r.moves, ognMoveTok{comment: ognUnescapeComment(strings.Join(strings.Fields(s[i+1:i+j]), " ")), at: i, n: n})
			i += n
			continue
		case c == '(':
			// A variation, nested ones within: Aualé skips it. One never
			// closed takes the rest of the text: said.
			depth, open := 0, i
			for i < len(s) {
				switch s[i] {
				case '(':
					depth++
				case ')':
					depth--
				}
				i++
				if depth == 0 {
					break
				}
			}
			if depth > 0 {
				p := m.pos(open)
				r.addDiag(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, Line: p.Line, Col: p.Col, Len: 1,
					Msg: i18n.M(i18n.GNeverClosedVar, ")")})
			}
			continue
		}
		j := i
		for j < len(s) && !strings.ContainsRune(" \t\n\r\f\v{(", rune(s[j])) {
			j++
		}
		r.word(s[i:j], i, m)
		i = j
	}
	return r, i
}

// word reads one word of movetext found at offset at.
func (r *ognRecord) word(w string, at int, m sourceLines) {
	if n := ognNumber().FindString(w); n != "" {
		if w = w[len(n):]; w == "" {
			return
		}
		at += len(n)
	}
	if mv := ognMove().FindStringSubmatch(w); mv != nil && len(mv[0]) == len(w) {
		t := ognMoveTok{letter: mv[1][0], at: at, n: len(w)}
		if mv[2] != "" {
			t.capture, _ = strconv.Atoi(mv[2])
		}
		r.moves = append(r.moves, t)
		return
	}
	if sc := ognScore().FindString(w); len(sc) == len(w) && sc != "" {
		r.score, r.scoreAt = w, at
		return
	}
	if w == "*" {
		return
	}
	shown := w
	if len(shown) > 24 {
		k := 24
		for k > 0 && !utf8.RuneStart(shown[k]) {
			k--
		}
		shown = shown[:k] + "…"
	}
	p := m.pos(at)
	r.addDiag(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, Line: p.Line, Col: p.Col, Len: len(w),
		Msg: i18n.M(i18n.ConvOGNWord, shown)})
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isAweleKeyword tells whether v is an Awélé section keyword as the
// grammar reads it: Awélé, Awele, Awalé, Awale or Oware in any case, maybe
// with a colon after it.
func isAweleKeyword(v string) bool {
	w, _ := strings.CutSuffix(v, ":")
	w = strings.TrimRight(w, " \t")
	for _, k := range []string{"Awélé", "Awele", "Awalé", "Awale", "Oware"} {
		if strings.EqualFold(w, k) {
			return true
		}
	}
	return false
}

// ognResult is the result an OGN Result tag or final score gives: 1-0,
// 0-1 or 1/2-1/2 from a score "25-23", else *.
func ognResult(score string) string {
	m := ognScore().FindStringSubmatch(score)
	if m == nil {
		return "*"
	}
	s, _ := strconv.Atoi(m[1])
	n, _ := strconv.Atoi(m[2])
	switch {
	case s > n:
		return "1-0"
	case s < n:
		return "0-1"
	}
	return "1/2-1/2"
}

// captureLetters writes the events of a Captures tag, W for South and B
// for North, in the power letters of the record's Language and
// PowerLetters tags.
func (r *ognRecord) captureLetters(events string) string {
	lang, _ := r.tag("Language")
	l, _ := notation.ParseLanguage(lang)
	t, ok := notation.Table(l)
	if !ok || t.White == 0 {
		v, _ := r.tag(TagPowerLetters)
		pl, _ := notation.ParseLanguage(v)
		t, _ = notation.Table(pl)
	}
	if t.White == 0 || t.White == 'W' {
		return events
	}
	f := strings.Fields(events)
	for i, e := range f {
		switch e[0] {
		case 'W':
			f[i] = string(t.White) + e[1:]
		case 'B':
			f[i] = string(t.Black) + e[1:]
		}
	}
	return strings.Join(f, " ")
}
