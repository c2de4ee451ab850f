package fix

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// A plant is one defect planted in a valid game: the bytes [at, end) of
// its text replaced by text.
type plant struct {
	at, end int
	text    string
}

// planter plants a defect of one kind in a valid game (its source text,
// its report), or returns ok false when the game has no place for it.
type planter func(src []byte, g *notation.Game, rep *validate.Report) (plant, bool)

// The kinds of defect the done-when test of issue 23 plants.
var planters = []struct {
	kind  string
	plant planter
}{
	{"wrong power colour", plantPowerColour},
	{"wrong power number", plantPowerNumber},
	{"missing power token", plantMissingPower},
	{"wrong hole letter", plantHole},
	{"wrong capture count", plantCount},
	{"wrong piece letter", plantPiece},
	{"missing mate sign", plantMate},
	{"wrong result", plantResult},
}

// local returns where the element e stands in the game's source.
func local(g *notation.Game, base int, e *notation.Element) (int, int) {
	return e.Pos.Offset - base, e.Pos.Offset - base + e.Len
}

// middle returns the element of kind k of the main line that keep accepts,
// the one nearest the middle of them.
func middle(g *notation.Game, k notation.Kind, keep func(e *notation.Element, text string) bool, src []byte, base int) *notation.Element {
	var es []*notation.Element
	for i := range g.Body {
		e := &g.Body[i]
		if e.Kind != k {
			continue
		}
		a, b := local(g, base, e)
		if a < 0 || b > len(src) || b <= a {
			continue
		}
		if keep(e, string(src[a:b])) {
			es = append(es, e)
		}
	}
	if len(es) == 0 {
		return nil
	}
	return es[len(es)/2]
}

// the game's text starts at base in the file: its elements' offsets are
// file offsets. plantBase is set by the test for the game being planted.
var plantBase int

func plantPowerColour(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	letters := notation.PowerTable(g, rep.Lang)
	e := middle(g, notation.Power, func(e *notation.Element, t string) bool {
		return e.Colour != 0 && strings.Count(t, string(e.Colour)) == 1
	}, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	a, _ := local(g, plantBase, e)
	i := a + strings.IndexByte(string(src[a:a+e.Len]), e.Colour)
	other := letters.White
	if e.Colour == letters.White {
		other = letters.Black
	}
	return plant{i, i + 1, string(other)}, true
}

func plantPowerNumber(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	e := middle(g, notation.Power, func(e *notation.Element, t string) bool {
		return e.Number > 0 && strings.HasPrefix(t, fmt.Sprintf("(%d=", e.Number))
	}, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	a, _ := local(g, plantBase, e)
	n := fmt.Sprint(e.Number)
	return plant{a + 1, a + 1 + len(n), fmt.Sprint(e.Number + 1)}, true
}

func plantMissingPower(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	e := middle(g, notation.Power, func(e *notation.Element, t string) bool { return true }, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	a, b := local(g, plantBase, e)
	if b < len(src) && src[b] == ' ' {
		b++
	}
	return plant{a, b, ""}, true
}

func plantHole(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	e := middle(g, notation.AweleMove, func(e *notation.Element, t string) bool { return true }, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	a, _ := local(g, plantBase, e)
	// The first other letter of its row with which the move is still
	// legal: the defect then shows only later, as the issue tells.
	for _, c := range []byte("abcdefABCDEF") {
		if c == e.Hole || (c >= 'a') != (e.Hole >= 'a') {
			continue
		}
		p := plant{a, a + 1, string(c)}
		if !hasCode(replay(apply(src, p)), diag.AweleIllegalMove) {
			return p, true
		}
	}
	return plant{}, false
}

func plantCount(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	e := middle(g, notation.AweleMove, func(e *notation.Element, t string) bool {
		return e.Count > 0 && strings.HasSuffix(t, fmt.Sprintf("(%d)", e.Count))
	}, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	_, b := local(g, plantBase, e)
	n := fmt.Sprint(e.Count)
	return plant{b - 1 - len(n), b - 1, fmt.Sprint(e.Count + 1)}, true
}

func plantPiece(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	letters, _ := notation.Table(rep.Lang)
	e := middle(g, notation.ChessMove, func(e *notation.Element, t string) bool {
		return e.SAN.Piece != 0 && t != "" && t[0] == e.SAN.Piece
	}, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	a, _ := local(g, plantBase, e)
	// The letter of the next piece in the language's order (king, queen,
	// rook, bishop, knight).
	for i, c := range letters.Pieces {
		if c == e.SAN.Piece {
			return plant{a, a + 1, string(letters.Pieces[(i+1)%5])}, true
		}
	}
	return plant{}, false
}

func plantMate(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	e := middle(g, notation.ChessMove, func(e *notation.Element, t string) bool {
		return strings.HasSuffix(t, "#")
	}, src, plantBase)
	if e == nil {
		return plant{}, false
	}
	_, b := local(g, plantBase, e)
	return plant{b - 1, b, ""}, true
}

func plantResult(src []byte, g *notation.Game, rep *validate.Report) (plant, bool) {
	e := &g.Result
	if e.Text == "" {
		return plant{}, false
	}
	a, b := local(g, plantBase, e)
	if a < 0 || b > len(src) {
		return plant{}, false
	}
	other := map[string]string{"1-0": "0-1", "0-1": "1-0", "1/2-1/2": "1-0", "*": "1-0"}[string(src[a:b])]
	if other == "" {
		return plant{}, false
	}
	return plant{a, b, other}, true
}

func apply(src []byte, p plant) []byte {
	out, _ := diag.Apply(src, []diag.Fix{{Offset: p.at, End: p.end, Text: p.text}})
	return out
}

// replay returns the errors and warnings of the one game of src.
func replay(src []byte) diag.List { return replayText(src, nil) }

func hasCode(l diag.List, code string) bool {
	for _, d := range l {
		if d.Code == code {
			return true
		}
	}
	return false
}

// outcome sorts what fix made of a planted game.
type outcome struct {
	planted, restored, other, undetected, left int
}

// TestPlantedDefects is the done-when test of issue 23: every valid corpus
// game (corpus/valid, corpus/awele) gets one defect of each kind, and fix
// gives the original back, or a game that checks valid and differs from
// the original only at the planted place, or leaves it with a diagnostic
// (never a game worse than the planted one, never a change elsewhere). A
// valid game is never changed by fix.
func TestPlantedDefects(t *testing.T) {
	files, _ := filepath.Glob("../../corpus/valid/*.agn")
	aw, _ := filepath.Glob("../../corpus/awele/*.agn")
	files = append(files, aw...)
	counts := map[string]*outcome{}
	games := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		gs, _ := grammar.ReadAll(bytes.NewReader(data), f)
		starts := lineStarts(data)
		for _, g := range gs {
			base := sourceOffset(starts, g)
			if !sourceAt(data, g, base) {
				t.Fatalf("%s game %d: source not found at its offset", f, g.Index)
			}
			src := g.Source
			rep := validate.Game(g, validate.Options{})
			if len(replay(src)) > 0 {
				continue // a valid game with warnings: not a base for the test
			}
			games++
			name := fmt.Sprintf("%s#%d", filepath.Base(f), g.Index)
			if out, applied := File(src, Options{}); !bytes.Equal(out, src) {
				t.Errorf("%s: fix changed a valid game: %v", name, applied)
			}
			plantBase = base
			for _, k := range planters {
				p, ok := k.plant(src, g, rep)
				if !ok {
					continue
				}
				c := counts[k.kind]
				if c == nil {
					c = &outcome{}
					counts[k.kind] = c
				}
				c.planted++
				bad := apply(src, p)
				found := replay(bad)
				out, _ := File(bad, Options{})
				left := replay(out)
				switch {
				case bytes.Equal(out, src):
					c.restored++
				case len(found) == 0:
					c.undetected++
					if !bytes.Equal(out, bad) {
						t.Errorf("%s, %s: fix changed a game it found valid", name, k.kind)
					}
				case len(left) == 0:
					c.other++
					if a, b := changed(src, out); a < p.at-1 || b > p.end+1 {
						t.Errorf("%s, %s: fixed elsewhere than the planted place [%d,%d): [%d,%d)\n%s", name, k.kind, p.at, p.end, a, b, out)
					}
				default:
					c.left++
					if os.Getenv("PLANT_DEBUG") != "" {
						for _, d := range left {
							t.Logf("%s, %s: left %s", name, k.kind, d.String())
						}
					}
					if !bytes.Equal(out, bad) && !fewer(left, found) {
						t.Errorf("%s, %s: fix made the game worse:\nbefore %v\nafter %v", name, k.kind, found, left)
					}
				}
			}
		}
	}
	kinds := make([]string, 0, len(counts))
	for k := range counts {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var b strings.Builder
	fmt.Fprintf(&b, "%d valid games\n%-22s %7s %8s %13s %10s %5s\n", games, "kind", "planted", "restored", "valid-at-plant", "undetected", "left")
	for _, k := range kinds {
		c := counts[k]
		fmt.Fprintf(&b, "%-22s %7d %8d %13d %10d %5d\n", k, c.planted, c.restored, c.other, c.undetected, c.left)
	}
	t.Log("\n" + b.String())
	// Each of these defects names its one fix: none is left once found.
	// A wrong piece letter may fit several pieces, and a wrong result
	// token may disagree with a Result tag the replay cannot judge (a
	// resignation): those may be left with their diagnostic.
	for _, k := range []string{"wrong power colour", "wrong power number", "missing power token", "wrong hole letter", "wrong capture count", "missing mate sign"} {
		if c := counts[k]; c == nil || c.planted == 0 || c.left > 0 || c.restored == 0 {
			t.Errorf("%s: %+v, want every one found fixed", k, c)
		}
	}
	if os.Getenv("PLANT_REPORT") != "" {
		os.WriteFile(os.Getenv("PLANT_REPORT"), []byte(b.String()), 0o644)
	}
}

// changed returns the range of a that differs from b: their common
// prefix's end and a's end before their common suffix.
func changed(a, b []byte) (int, int) {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	j := 0
	for j < len(a)-i && j < len(b)-i && a[len(a)-1-j] == b[len(b)-1-j] {
		j++
	}
	return i, len(a) - j
}

// fewer reports whether now holds fewer diagnostics than before, each of
// them one before had on its line.
func fewer(now, before diag.List) bool {
	left := map[string]int{}
	for _, d := range before {
		left[weight(d)]++
	}
	for _, d := range now {
		if left[weight(d)] == 0 {
			return false
		}
		left[weight(d)]--
	}
	return len(now) < len(before)
}
