// Package fix applies the fixes the diagnostics carry (diag.Fix): the
// replacements a hint names when it names exactly one and it cannot be a
// consequence of an earlier error. It is what awechec fix and the web
// page's "Correct" buttons run.
//
// A fix is applied only when it makes its game no worse: the game is
// replayed with the fix, and every diagnostic (error or warning) the
// fixed game has must be one the game had before, on the same line, the
// one fixed gone. A guess that would make later moves wrong, or a valid
// game invalid, is left out. Past a syntax error or a piece letter of
// another language (certain fixes where the replay stopped), what the
// replay then finds is not the fix's doing and is not held against it. Fixing runs in rounds: one fix per game per
// round, then the file is read again, so that a fix that was held back
// as the possible consequence of an earlier error is offered once that
// error is fixed. It stops when a round applies nothing.
package fix

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// MaxRounds bounds the rounds of File: a game's fixes are applied one per
// round.
const MaxRounds = 200

// Applied is one fix applied: the diagnostic that named it, as it was
// found (its place in the text of its round).
type Applied struct {
	diag.Diagnostic
}

// Options tune File.
type Options struct {
	// File names the file in the diagnostics ("" for standard input).
	File string
	// Only keeps the fixes of these codes; all when empty.
	Only []string
}

// File returns the text src with every fix applied that makes its game no
// worse, and the fixes applied, in the order applied.
func File(src []byte, opt Options) ([]byte, []Applied) {
	var applied []Applied
	text := src
	refused := map[string]bool{}
	settled := map[string]bool{}
	for round := 0; round < MaxRounds; round++ {
		edits, ds := roundFixes(text, opt, refused, settled)
		if len(edits) == 0 {
			break
		}
		var done []diag.Fix
		text, done = diag.Apply(text, edits)
		for _, f := range done {
			for _, d := range ds {
				if *d.Fix == f {
					applied = append(applied, Applied{d})
					break
				}
			}
		}
	}
	return text, applied
}

// Left counts the errors and warnings of the games of text (notes aside):
// after File, what is left for a person to correct by hand, which
// awechec fix says rather than finishing silently.
func Left(text []byte, opt Options) int {
	games, _ := grammar.ReadAll(bytes.NewReader(text), opt.File)
	n := 0
	for _, g := range games {
		for _, d := range validate.Game(g, validate.Options{File: opt.File, NoMoves: true}).Diags {
			if d.Severity != diag.Note {
				n++
			}
		}
	}
	return n
}

// roundFixes reads text and returns, for each game, the first fix that
// makes it no worse, with the diagnostics that named them. A game for
// which a round found no such fix is settled (keyed by its text): the
// rounds after it do not replay it again.
func roundFixes(text []byte, opt Options, refused, settled map[string]bool) ([]diag.Fix, []diag.Diagnostic) {
	games, _ := grammar.ReadAll(bytes.NewReader(text), opt.File)
	starts := lineStarts(text)
	var edits []diag.Fix
	var ds []diag.Diagnostic
	for _, g := range games {
		if settled[string(g.Source)] {
			continue
		}
		base := sourceOffset(starts, g)
		if !sourceAt(text, g, base) {
			continue // a decoded text (Windows-1252): its offsets are not the file's
		}
		found := len(edits)
		var b before
		rep := validate.Game(g, validate.Options{File: opt.File, NoMoves: true})
		for _, d := range rep.Diags {
			if d.Fix == nil || len(opt.Only) > 0 && !slices.Contains(opt.Only, d.Code) {
				continue
			}
			key := string(g.Source) + "\x00" + fixKey(*d.Fix, base)
			if refused[key] {
				continue
			}
			if !improves(g, b.of(g), d.Code, *d.Fix, base, reveals(d)) {
				refused[key] = true
				continue
			}
			edits = append(edits, *d.Fix)
			ds = append(ds, d)
			break
		}
		if len(edits) == found {
			settled[string(g.Source)] = true
		}
	}
	return edits, ds
}

// fixKey identifies a fix relative to its game's text.
func fixKey(f diag.Fix, base int) string {
	return fmt.Sprintf("%d %d %s", f.Offset-base, f.End-base, f.Text)
}

// Improves reports whether the fix f of a diagnostic of code code, whose
// offsets are file offsets, makes the game g no worse: g's source (which
// begins at file offset base) replayed with it has only diagnostics the
// game had, on the same lines, and fewer of them. A syntax error cuts the
// replay where it stands: the text after it was never replayed, and what
// the replay finds there once it is fixed is not the fix's doing (it is
// reported, and fixed in a later round when it can be).
func Improves(g *notation.Game, code string, f diag.Fix, base int) bool {
	return improves(g, replayText(g.Source, g), code, f, base, false)
}

// reveals tells whether the fix of d is certain and stands where the
// chess replay stopped: a piece letter of another language written in
// the record's (B for the bishop in a French record: write F). The
// replay never went past it, so what it finds after the fix (the next
// English letter) is not the fix's doing, as after a syntax error.
func reveals(d diag.Diagnostic) bool {
	return d.Code == diag.IllegalMove && slices.Contains(d.Msg.Keys(), i18n.VLetterIs)
}

// improves is Improves, given old, the diagnostics of g's text replayed
// alone (replayText; nil when it does not read as one game); with reveal,
// every diagnostic after the fix is one the replay had not reached, and
// is left out of the comparison.
func improves(g *notation.Game, old diag.List, code string, f diag.Fix, base int, reveal bool) bool {
	start, end := f.Offset-base, f.End-base
	if start < 0 || end < start || end > len(g.Source) || old == nil {
		return false
	}
	fixed, _ := diag.Apply(g.Source, []diag.Fix{{Offset: start, End: end, Text: f.Text}})
	now := replayText(fixed, g)
	if now == nil {
		return false
	}
	line := 1 + bytes.Count(g.Source[:start], []byte("\n"))
	col := start - bytes.LastIndexByte(g.Source[:start], '\n')
	left := map[string]int{}
	for _, d := range old {
		left[weight(d)]++
	}
	revealed := 0
	for _, d := range now {
		after := d.Line > line || d.Line == line && d.Col > col
		if reveal && after {
			revealed++
			continue
		}
		k := weight(d)
		if left[k] == 0 {
			if code == diag.Syntax && after {
				revealed++
				continue
			}
			return false
		}
		left[k]--
	}
	return len(now)-revealed < len(old)
}

// weight is what Improves compares of a diagnostic: its severity, code
// and line (a fix changes no line, but columns after it move).
func weight(d diag.Diagnostic) string {
	return fmt.Sprintf("%s %s %d", d.Severity, d.Code, d.Line)
}

// replayText reads src as one game (the text of g, as the file has it)
// and returns its errors and warnings; nil when src no longer reads as
// one game.
func replayText(src []byte, g *notation.Game) diag.List {
	games, err := grammar.ReadAll(bytes.NewReader(src), "")
	if err != nil || len(games) != 1 {
		return nil
	}
	rep := validate.Game(games[0], validate.Options{NoMoves: true})
	out := diag.List{}
	for _, d := range rep.Diags {
		if d.Severity != diag.Note {
			out = append(out, d)
		}
	}
	return out
}

// lineStarts returns the offset of every line of text.
func lineStarts(text []byte) []int {
	starts := []int{0}
	for i, c := range text {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// sourceOffset returns the file offset at which g.Source begins (its line,
// its column); -1 when the text there is not g's source.
func sourceOffset(starts []int, g *notation.Game) int {
	if g.SourceLine < 1 || g.SourceLine > len(starts) {
		return -1
	}
	return starts[g.SourceLine-1] + max(g.SourceCol, 1) - 1
}

// sourceAt reports whether text holds g's source at offset base.
func sourceAt(text []byte, g *notation.Game, base int) bool {
	return base >= 0 && base+len(g.Source) <= len(text) && bytes.Equal(text[base:base+len(g.Source)], g.Source)
}

// Keep reports whether awechec fix would apply the fix of d, a diagnostic
// of the AGN game g, taken alone: check --format json gives only those,
// so that after fix -w no diagnostic left has a fix.
func Keep(g *notation.Game, d diag.Diagnostic) bool {
	ds := []diag.Diagnostic{d}
	Prune(g, ds)
	return ds[0].Fix != nil
}

// Prune clears the fix of every diagnostic of ds (diagnostics of the AGN
// game g) that Keep would not keep. The game's text is replayed once for
// all of them, and once more for each fix, where Keep called on each
// would replay it twice for each.
func Prune(g *notation.Game, ds []diag.Diagnostic) {
	base, ok := gameBase(g)
	var b before
	for i := range ds {
		d := &ds[i]
		if d.Fix != nil && (!ok || !improves(g, b.of(g), d.Code, *d.Fix, base, false)) {
			d.Fix = nil
		}
	}
}

// before is the replay of a game's text as it stands, made the first
// time a fix of the game is judged (nil when the text does not read as
// one game: no fix is then kept).
type before struct {
	done  bool
	diags diag.List
}

// of returns the diagnostics of g's text replayed alone (replayText).
func (b *before) of(g *notation.Game) diag.List {
	if !b.done {
		b.diags, b.done = replayText(g.Source, g), true
	}
	return b.diags
}

// gameBase returns the file offset at which g.Source begins, worked out
// from where its first token stands (g.Start) in it.
func gameBase(g *notation.Game) (int, bool) {
	i := 0
	for n := g.Start.Line - g.SourceLine; n > 0; n-- {
		k := bytes.IndexByte(g.Source[i:], '\n')
		if k < 0 {
			return 0, false
		}
		i += k + 1
	}
	col := g.Start.Col - 1
	if g.Start.Line == g.SourceLine && g.SourceCol > 1 {
		col -= g.SourceCol - 1
	}
	if col < 0 || i+col > len(g.Source) {
		return 0, false
	}
	return g.Start.Offset - i - col, true
}
