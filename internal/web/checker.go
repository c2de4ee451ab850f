package web

import (
	"bytes"
	"encoding/json"
	"io"
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
// check to the next, so that a check after an edit parses and replays
// only the games whose text changed (games are independent); the others
// are reused, their lines shifted when lines were added or removed above
// them. A key typed in a game of a 500-game archive replays that game
// only. The zero Checker is ready; it is safe for concurrent use.
type Checker struct {
	mu         sync.Mutex
	lang, name string
	games      map[string]*checkedGame // by grammar.Chunk.Key
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
}

// Check is the package's Check, reusing the games of the last check whose
// text, place in the record and name are unchanged.
func (c *Checker) Check(src []byte, lang, name string) CheckResult {
	c.mu.Lock()
	defer c.mu.Unlock()
	l := Lang(lang)
	if c.lang != string(l) || c.name != name {
		c.games = nil
	}
	c.lang, c.name = string(l), name
	if f := record.Detect(name, src); f != record.AGN {
		c.games = nil
		return checkRecord(src, f, l, name)
	}
	seen := make(map[string]*checkedGame, len(c.games))
	var res CheckResult
	var sum validate.Tally
	rd := grammar.NewReader(bytes.NewReader(src), name)
	for {
		ch, err := rd.NextChunk()
		if err == io.EOF {
			break
		}
		if err != nil {
			res.ReadError = i18n.ErrorMsg(err).In(l)
			break
		}
		key := ch.Key()
		cg := c.games[key]
		if cg == nil {
			cg = checkGame(ch, l, name)
		}
		seen[key] = cg
		res.Games = append(res.Games, cg.at(ch.Line(), ch.Offset(), l))
		sum.Count(cg.game.Valid, cg.errors, cg.warns)
	}
	c.games = seen
	res.count(sum, l)
	return res
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
	}
}

// at returns the game's result for the game beginning on line, at byte
// offset: as checked, or its lines and its fixes' offsets shifted and its
// diagnostics' excerpts written again.
func (cg *checkedGame) at(line, offset int, l i18n.Lang) Game {
	delta, shift := line-cg.line, offset-cg.offset
	if delta == 0 && shift == 0 {
		return cg.game
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
	return g
}

// diagnosticOf is d as the page shows it, the excerpt showing src, the
// text of d's line.
func diagnosticOf(d diag.Diagnostic, src string, l i18n.Lang) Diagnostic {
	var t strings.Builder
	diag.RenderIn(&t, d, src, l)
	return Diagnostic{JSON: d.JSONIn(l), Len: d.Len, Text: strings.TrimRight(t.String(), "\n")}
}
