package web

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/record"
	"github.com/awechec/awechec/internal/validate"
)

// Checker is Check for an editor: it keeps each game's result from one
// check to the next, so that a check after an edit splits, parses and
// replays again only the games the edit touched (games are independent);
// the others are reused, their lines shifted when lines were added or
// removed above them. The text before the edit and after it are found by
// comparing the text with the last one checked (their common beginning
// and end); the games there are not even split again, when the text is
// read as it is (grammar.Plain). A key typed in a game of a 500-game
// archive so reads that game only. The zero Checker is ready; it is safe
// for concurrent use.
type Checker struct {
	mu         sync.Mutex
	lang, name string
	last       []byte      // the last AGN text checked
	games      []chunkGame // its games, in order
	// split: games was split from last as a Reader of the whole text
	// does, every game whole (grammar.Plain, no game too large, no read
	// error): a check may start from it
	split bool
}

// chunkGame is a game of the last text checked: where its reader stood
// before splitting it (from), how far it looked (scanned), and its result.
type chunkGame struct {
	from    grammar.Pos
	scanned int
	line    int // where the game's own text begins (Chunk.Line, Offset)
	offset  int
	key     string
	cg      *checkedGame
}

// checkedGame is a game's result as checked when it began on line, at
// byte offset.
type checkedGame struct {
	line   int
	offset int
	src    notation.Game // the source only: Source, SourceLine, SourceCol
	diags  diag.List
	game   Game
	errors bool // the summary's counts
	warns  bool
	// linesSaid: a message names a line (i18n.VMaybeConsequence): the
	// game is checked again at another line, not shifted
	linesSaid bool
	// moved is the game as last shown at another place (movedLine,
	// movedOffset): a game below the edit is shown at the same new place
	// key after key
	moved                  *Game
	movedLine, movedOffset int
}

// Check is the package's Check, reusing the games of the last check whose
// text, place in the record and name are unchanged.
func (c *Checker) Check(src []byte, lang, name string) CheckResult {
	c.mu.Lock()
	defer c.mu.Unlock()
	l := Lang(lang)
	if c.lang != string(l) || c.name != name {
		c.games, c.split = nil, false
	}
	c.lang, c.name = string(l), name
	if f := record.Detect(name, src); f != record.AGN {
		c.last, c.games, c.split = nil, nil, false
		return checkRecord(src, f, l, name)
	}
	games, readErr := c.splitAgain(src, l, name)
	var res CheckResult
	var sum validate.Tally
	res.Games = make([]Game, 0, len(games))
	for _, g := range games {
		res.Games = append(res.Games, g.cg.at(g.line, g.offset, l))
		sum.Count(g.cg.game.Valid, g.cg.errors, g.cg.warns)
	}
	if readErr != nil {
		res.ReadError = i18n.ErrorMsg(readErr).In(l)
	}
	res.count(sum, l)
	return res
}

// splitAgain returns the games of src, each checked: those of the last
// text before the first byte changed and after the last are kept, with
// their places moved; the others are split, and checked unless a game
// of the last text had the same key. It keeps src and its games for the
// next check.
func (c *Checker) splitAgain(src []byte, l i18n.Lang, name string) ([]chunkGame, error) {
	plain := grammar.Plain(src)
	old := c.games
	kept, rd := 0, (*grammar.Reader)(nil)
	var after []chunkGame // the last text's games from its end, by from.Offset
	delta := len(src) - len(c.last)
	if c.split && plain && len(old) > 0 {
		p := commonPrefix(c.last, src)
		s := commonSuffix(c.last[p:], src[p:])
		// the games split from the unchanged beginning alone are
		// unchanged; the first other one is split again
		for kept < len(old) && old[kept].scanned <= p {
			kept++
		}
		if kept == len(old) {
			kept-- // the last game looked up to the text's end
		}
		rd = grammar.NewReaderAt(bytes.NewReader(src[old[kept].from.Offset:]), name, old[kept].from, kept)
		// a game of the unchanged end, split from where the last text's
		// was, and with the same number, is split as it was
		end := len(c.last) - s
		at := sort.Search(len(old), func(i int) bool { return old[i].from.Offset >= end })
		after = old[max(at, kept+1):]
	} else {
		rd = grammar.NewReader(bytes.NewReader(src), name)
	}
	games := append(make([]chunkGame, 0, len(old)+1), old[:kept]...)
	replaced := old[kept:]
	split := plain
	var readErr error
	var byKey map[string]*checkedGame
	for {
		from := rd.Pos()
		if len(after) > 0 {
			i := sort.Search(len(after), func(i int) bool { return after[i].from.Offset+delta >= from.Offset })
			after = after[i:]
			if len(after) > 0 && after[0].from.Offset+delta == from.Offset && after[0].from.Col == from.Col && len(games) == len(old)-len(after) {
				for _, g := range moved(after, from.Line-after[0].from.Line, delta) {
					if g.cg.linesSaid && g.cg.line != g.line {
						if g.cg = checkAt(src, g.from, len(games), l, name); g.cg == nil {
							// not split as before (it cannot be): the
							// whole text is read again
							c.split = false
							return c.splitAgain(src, l, name)
						}
					}
					games = append(games, g)
				}
				break
			}
		}
		ch, err := rd.NextChunk()
		if err == io.EOF {
			break
		}
		if err != nil {
			readErr, split = err, false
			break
		}
		split = split && ch.Whole()
		key := ch.Key()
		g := chunkGame{from: from, scanned: rd.Scanned(), line: ch.Line(), offset: ch.Offset(), key: key}
		if g.cg = keyed(replaced, &byKey)[key]; g.cg == nil || g.cg.linesSaid && g.cg.line != g.line {
			g.cg = checkGame(ch, l, name)
		}
		games = append(games, g)
	}
	// a copy: the caller may change src once Check returns
	c.last, c.games, c.split = append(c.last[:0], src...), games, split
	return games, readErr
}

// keyed returns the results of games by their keys, made once into *m.
func keyed(games []chunkGame, m *map[string]*checkedGame) map[string]*checkedGame {
	if *m == nil {
		*m = make(map[string]*checkedGame, len(games))
		for _, g := range games {
			(*m)[g.key] = g.cg
		}
	}
	return *m
}

// moved returns games moved by lines and bytes.
func moved(games []chunkGame, lines, bytes int) []chunkGame {
	out := make([]chunkGame, len(games))
	for i, g := range games {
		g.from.Line += lines
		g.from.Offset += bytes
		g.scanned += bytes
		g.line += lines
		g.offset += bytes
		out[i] = g
	}
	return out
}

// commonPrefix returns the length of the longest common beginning of a
// and b, comparing eight bytes at a time.
func commonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for ; i+8 <= n; i += 8 {
		if binary.LittleEndian.Uint64(a[i:]) != binary.LittleEndian.Uint64(b[i:]) {
			break
		}
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// commonSuffix returns the length of the longest common end of a and b,
// comparing eight bytes at a time.
func commonSuffix(a, b []byte) int {
	n := min(len(a), len(b))
	a, b = a[len(a)-n:], b[len(b)-n:]
	i := n
	for ; i >= 8; i -= 8 {
		if binary.LittleEndian.Uint64(a[i-8:]) != binary.LittleEndian.Uint64(b[i-8:]) {
			break
		}
	}
	for i > 0 && a[i-1] == b[i-1] {
		i--
	}
	return n - i
}

// checkRecord checks a PGN or OGN text (format f) as awechec check reads
// it (record.Open): every game, not kept from one check to the next. Its
// diagnostics carry no fix: as in check's JSON, fixes are offered on AGN
// text only, where their offsets are the text's.
func checkRecord(src []byte, f record.Format, l i18n.Lang, name string) CheckResult {
	var res CheckResult
	var sum validate.Tally
	rd, err := record.Open(bytes.NewReader(src), name, f, record.Options{})
	for err == nil {
		var g *notation.Game
		if g, err = rd.Next(); err != nil {
			break
		}
		r := validate.Game(g, validate.Options{NoMoves: true, File: name})
		for i := range r.Diags {
			r.Diags[i].Fix = nil
		}
		res.Games = append(res.Games, gameOf(r, l))
		sum.Add(r)
	}
	if err != io.EOF {
		res.ReadError = i18n.ErrorMsg(err).In(l)
	}
	res.count(sum, l)
	return res
}

// count sets the result's counts and summary line from sum, check's
// counting (validate.Tally).
func (res *CheckResult) count(sum validate.Tally, l i18n.Lang) {
	if res.Games == nil {
		res.Games = []Game{}
	}
	res.Valid, res.Errors, res.Warnings = sum.Valid, sum.WithErrors, sum.WarningsOnly
	if sum.Games > 0 {
		res.Summary = sum.Summary().In(l)
	}
}

// CheckJSON is Check as JSON, for the page.
func (c *Checker) CheckJSON(src []byte, lang, name string) []byte {
	b, err := json.Marshal(c.Check(src, lang, name))
	if err != nil {
		// Check's result holds only strings and numbers.
		panic(err)
	}
	return b
}

// checkGame parses and checks one game.
func checkGame(ch grammar.Chunk, l i18n.Lang, name string) *checkedGame {
	r := validate.Game(ch.Parse(), validate.Options{NoMoves: true, File: name})
	g := r.Game
	game := gameOf(r, l) // first: it drops the fixes fix would not apply
	return &checkedGame{
		line:   ch.Line(),
		offset: ch.Offset(),
		src:    notation.Game{Source: g.Source, SourceLine: g.SourceLine, SourceCol: g.SourceCol},
		diags:  append(diag.List(nil), r.Diags...),
		game:   game,
		errors: r.Diags.Errors() > 0,
		warns:  r.Diags.Warnings() > 0,
		linesSaid: slices.ContainsFunc(r.Diags, func(d diag.Diagnostic) bool {
			return slices.Contains(d.Msg.Keys(), i18n.VMaybeConsequence)
		}),
	}
}

// checkAt checks the game of src a Reader splits from at, after index
// games (a game split so before, whose text is unchanged); nil if there
// is none.
func checkAt(src []byte, at grammar.Pos, index int, l i18n.Lang, name string) *checkedGame {
	ch, err := grammar.NewReaderAt(bytes.NewReader(src[at.Offset:]), name, at, index).NextChunk()
	if err != nil {
		return nil
	}
	return checkGame(ch, l, name)
}

// at returns the game's result for the game beginning on line, at byte
// offset: as checked, or its lines and its fixes' offsets shifted and its
// diagnostics' excerpts written again (once for each new place).
func (cg *checkedGame) at(line, offset int, l i18n.Lang) Game {
	delta, shift := line-cg.line, offset-cg.offset
	if delta == 0 && shift == 0 {
		return cg.game
	}
	if cg.moved != nil && cg.movedLine == line && cg.movedOffset == offset {
		return *cg.moved
	}
	g := cg.game
	g.Start += delta
	g.End += delta
	g.Diagnostics = make([]Diagnostic, len(cg.diags))
	for i, d := range cg.diags {
		src := cg.src.SourceLineText(d.Line)
		if d.Line > 0 {
			d.Line += delta
		}
		if d.Fix != nil {
			f := *d.Fix
			f.Offset += shift
			f.End += shift
			d.Fix = &f
		}
		g.Diagnostics[i] = diagnosticOf(d, src, l)
	}
	cg.moved, cg.movedLine, cg.movedOffset = &g, line, offset
	return g
}

// diagnosticOf is d as the page shows it, the excerpt showing src, the
// text of d's line.
func diagnosticOf(d diag.Diagnostic, src string, l i18n.Lang) Diagnostic {
	var t strings.Builder
	diag.RenderIn(&t, d, src, l)
	return Diagnostic{JSON: d.JSONIn(l), Len: d.Len, Text: strings.TrimRight(t.String(), "\n")}
}
