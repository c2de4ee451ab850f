package archive

import (
	"bytes"

	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
)

// Searches are the positions the filter looks for when they are all its
// tests beyond the tags: nil otherwise.
func (f *Filter) Searches() []*FENPattern {
	var ps []*FENPattern
	for _, k := range f.kinds {
		for _, t := range f.tests[k] {
			switch {
			case t.search != nil:
				ps = append(ps, t.search)
			case t.level > Tags:
				return nil
			}
		}
	}
	return ps
}

// QuickMiss tells, without the reader, that a plain chess game of a PGN
// file never reaches any of the positions: its tags (ScanPGNGame) say
// standard chess from the start, and its main line, read token by token
// (comments, variations, NAGs and move numbers skipped) and played with
// movegen, reaches none of them before they are out of reach
// (FENPattern.Unreachable) or the game ends. Anything else (a set-up, a
// variant, a comment command of the toolkit's export, a null move, a token
// that is no English SAN move, an illegal move, a position found) is
// left to the reader and the replay: false. A game is never left out that
// the replay would find, since both play the same moves.
func QuickMiss(tags []notation.Tag, movetext []byte, ps []*FENPattern) bool {
	if len(ps) == 0 || !plainStandard(tags) || toolkitCommand(movetext) {
		return false
	}
	pos := movegen.Start()
	for _, p := range ps {
		if p.Matches(&pos) {
			return false
		}
	}
	t := movetext
	for {
		tok, rest, ok := nextSAN(t)
		if !ok {
			return false
		}
		if tok == nil {
			return true // the end of the game: never reached
		}
		t = rest
		spec, err := movegen.ParseSAN(string(tok))
		if err != nil {
			return false
		}
		m, err := pos.Resolve(spec)
		if err != nil {
			return false
		}
		pos.Play(m)
		out := true
		for _, p := range ps {
			if p.Matches(&pos) {
				return false
			}
			out = out && p.Unreachable(&pos)
		}
		if out {
			return true
		}
	}
}

// toolkitCommand tells whether a movetext holds a comment command of the
// toolkit's PGN export, [%awele or [%power: one pass over its '%' signs
// (lichess writes two a move, [%clk and [%eval), where two searches for
// the whole words cost twice as many reads.
func toolkitCommand(t []byte) bool {
	for {
		i := bytes.IndexByte(t, '%')
		if i < 0 {
			return false
		}
		if i > 0 && t[i-1] == '[' && (bytes.HasPrefix(t[i+1:], []byte("awele")) || bytes.HasPrefix(t[i+1:], []byte("power"))) {
			return true
		}
		t = t[i+1:]
	}
}

// plainStandard tells whether tags make a game standard chess from the
// start: a Variant tag saying so (or none), no FEN or SetUp tag.
func plainStandard(tags []notation.Tag) bool {
	for _, t := range tags {
		switch t.Name {
		case "FEN", "SetUp":
			return false
		case "Variant":
			if v, ok := notation.ParseVariant(t.Value); !ok || v != notation.Standard {
				return false
			}
		}
	}
	return true
}

// nextSAN returns the next move token of a PGN movetext and the text after
// it; tok is nil at the end of the game (a result or the end of the
// text); ok is false on what it does not read plainly (an unclosed
// comment or variation, an escape line).
func nextSAN(t []byte) (tok, rest []byte, ok bool) {
	for {
		for len(t) > 0 && (t[0] == ' ' || t[0] == '\t' || t[0] == '\n' || t[0] == '\r') {
			t = t[1:]
		}
		if len(t) == 0 {
			return nil, nil, true
		}
		switch c := t[0]; {
		case c == '{':
			i := bytes.IndexByte(t, '}')
			if i < 0 {
				return nil, nil, false
			}
			t = t[i+1:]
		case c == ';':
			i := bytes.IndexByte(t, '\n')
			if i < 0 {
				return nil, nil, true
			}
			t = t[i+1:]
		case c == '(':
			var good bool
			if t, good = skipVariation(t); !good {
				return nil, nil, false
			}
		case c == '$':
			t = t[1:]
			for len(t) > 0 && t[0] >= '0' && t[0] <= '9' {
				t = t[1:]
			}
		case c == '*':
			return nil, nil, true
		case c == '%' || c == ')' || c == '[':
			return nil, nil, false
		default:
			i := 0
			for i < len(t) && !bytes.ContainsRune([]byte(" \t\r\n{}();$"), rune(t[i])) {
				i++
			}
			if i == 0 {
				return nil, nil, false // a stray '}'
			}
			w := t[:i]
			t = t[i:]
			switch {
			case isResult(w):
				return nil, nil, true
			case w[0] >= '0' && w[0] <= '9' && bytes.IndexByte(w, '.') >= 0:
				// A move number, 12. or 12... (a move glued to it,
				// 12.e4, follows the dots).
				j := bytes.LastIndexByte(w, '.')
				if j+1 < len(w) {
					return w[j+1:], t, true
				}
			case bytes.Equal(w, []byte("--")) || bytes.Equal(w, []byte("Z0")) || bytes.Equal(w, []byte("0000")) || bytes.Equal(w, []byte("@@@@")):
				return nil, nil, false // a null move: the replay's to judge
			default:
				return w, t, true
			}
		}
	}
}

// isResult tells whether a token is a game result.
func isResult(w []byte) bool {
	switch string(w) {
	case "1-0", "0-1", "1/2-1/2", "½-½", "*":
		return true
	}
	return false
}

// skipVariation skips a variation, comments and nested variations
// included; ok is false when it is not closed.
func skipVariation(t []byte) (rest []byte, ok bool) {
	depth := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return t[i+1:], true
			}
		case '{':
			j := bytes.IndexByte(t[i:], '}')
			if j < 0 {
				return nil, false
			}
			i += j
		case ';':
			j := bytes.IndexByte(t[i:], '\n')
			if j < 0 {
				return nil, false
			}
			i += j
		}
	}
	return nil, false
}

// QuickLine is ChessLine for a plain chess game of a PGN file, told by its
// tags and moves alone (ScanPGNGame), without the reader: the half-moves
// of its main line from the first position from matches (the start when
// from is nil), at most depth of them (all when depth <= 0), and its
// result as the replay gives it (the result token, else the Result tag,
// else "*"). found is false when the game never reaches from. ok is false
// when the game is not that plain (QuickMiss's cases: a set-up, a
// variant, a toolkit comment command, a null move, a token that is no
// English SAN move, an illegal move), or its movetext does not end with a
// result: the caller then reads and replays it. tree spends most of its
// time in the reader otherwise, for the first moves of each game.
func QuickLine(tags []notation.Tag, movetext []byte, from *FENPattern, depth int) (steps []Step, result string, found, ok bool) {
	if !plainStandard(tags) || toolkitCommand(movetext) {
		return nil, "", false, false
	}
	result, ok = resultToken(movetext)
	if !ok {
		return nil, "", false, false
	}
	pos := movegen.Start()
	found = from == nil || from.Matches(&pos)
	for t := movetext; ; {
		tok, rest, ok := nextSAN(t)
		switch {
		case !ok:
			return nil, "", false, false
		case tok == nil, found && depth > 0 && len(steps) == depth:
			return steps, result, found, true
		case !found && from.Unreachable(&pos):
			return nil, result, false, true
		}
		t = rest
		spec, err := movegen.ParseSAN(string(tok))
		if err != nil {
			return nil, "", false, false
		}
		m, err := pos.Resolve(spec)
		if err != nil {
			return nil, "", false, false
		}
		if found {
			st := Step{Move: pos.SAN(m), side: int8(pos.Turn() & 1)}
			pos.Play(m)
			if o, ok := eco.Lichess().Lookup(&pos); ok {
				st.eco = o.ECO
			}
			steps = append(steps, st)
			continue
		}
		pos.Play(m)
		found = from.Matches(&pos)
	}
}

// resultToken is the result a game's movetext ends with, as the replay
// takes it: the last token when it is a result; ok is false otherwise.
func resultToken(movetext []byte) (string, bool) {
	t := bytes.TrimRight(movetext, " \t\r\n")
	i := bytes.LastIndexAny(t, " \t\r\n}")
	w := t[i+1:]
	if !isResult(w) {
		return "", false
	}
	return string(w), true
}
