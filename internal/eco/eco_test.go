package eco_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/eco"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/validate"
)

// report replays one AGN game with its boards.
func report(t *testing.T, src string) *validate.Report {
	t.Helper()
	g, err := grammar.NewReader(strings.NewReader(src), "test.agn").Next()
	if err != nil {
		t.Fatal(err)
	}
	return validate.Game(g, validate.Options{})
}

const chess = "[Variant \"Standard\"]\n\n"

// awechec is an Awechec game's head: its powers come from an abridged
// Awélé game.
const awechec = "[Result \"*\"]\n\nAwele W3 B2 W2 W2 B2 W5 ...\nChess "

func TestClassify(t *testing.T) {
	tests := []struct {
		name, src    string
		eco, opening string
		variation    string
		plies        int
		ok           bool
	}{
		{"Najdorf, then 6... e5 off the table", chess + "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 *",
			"B90", "Sicilian Defense", "Najdorf Variation, English Attack", 11, true},
		{"deepest match, then moves off the table", chess + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 h6 10. a3 a5 *",
			"C93", "Ruy Lopez", "Closed, Smyslov Defense", 18, true},
		// 1. Nf3 d5 2. d4 reaches the position of 1. d4 d5 2. Nf3.
		{"transposition", chess + "1. Nf3 d5 2. d4 *", "D02", "Queen's Pawn Game", "Zukertort Variation", 3, true},
		{"the start only", chess + "*", "", "", "", 0, false},
		{"a set-up position", "[Variant \"Standard\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *", "", "", "", 0, false},
		// Black passes after 1. e4: White is to move with e4 played, a
		// position of no line; the game keeps the name of 1. e4.
		{"a null move", awechec + "1. (1=W) e4 (2=W) 0 2. (3=W) e5 *", "B00", "King's Pawn", "", 1, true},
		{"powers aside", awechec + "1. (1=W) e4 (2=B) e5 *", "C20", "King's Pawn Game", "", 2, true},
	}
	table := eco.Lichess()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := report(t, tc.src)
			o, ok := table.Classify(r)
			if ok != tc.ok || o.ECO != tc.eco || o.Family() != tc.opening || o.Variation() != tc.variation || o.Plies != tc.plies {
				t.Errorf("got %v %q %q / %q (%d plies), want %v %q %q / %q (%d)", ok, o.ECO, o.Family(), o.Variation(), o.Plies,
					tc.ok, tc.eco, tc.opening, tc.variation, tc.plies)
			}
		})
	}
}

// TestTableWhole checks that every line of the table was replayed and
// reaches a position of its own.
func TestTableWhole(t *testing.T) {
	table := eco.Lichess()
	if table.Lines() < 3390 || table.Positions() != table.Lines() {
		t.Errorf("%d lines replayed, %d positions; want every line of lichess's table (3,397), each its own position", table.Lines(), table.Positions())
	}
}

func TestParseRange(t *testing.T) {
	tests := []struct {
		in       string
		in1, out []string
		bad      bool
	}{
		{in: "B90", in1: []string{"B90"}, out: []string{"B91", "B89", "C90"}},
		{in: "b9", in1: []string{"B90", "B99"}, out: []string{"B89", "C90"}},
		{in: "B", in1: []string{"B00", "B99"}, out: []string{"A99", "C00"}},
		{in: "B20-B99", in1: []string{"B20", "B55", "B99"}, out: []string{"B19", "C00"}},
		{in: "A-C", in1: []string{"A00", "B50", "C99"}, out: []string{"D00", "E99"}},
		{in: "C6-C9", in1: []string{"C60", "C99"}, out: []string{"C59", ""}},
		{in: " e9 ", in1: []string{"E90"}, out: []string{"E100", "Z00", "?"}},
		{in: "B99-B20", bad: true},
		{in: "F00", bad: true},
		{in: "B9x", bad: true},
		{in: "", bad: true},
		{in: "B200", bad: true},
	}
	for _, tc := range tests {
		r, err := eco.ParseRange(tc.in)
		if (err != nil) != tc.bad {
			t.Errorf("%q: error %v", tc.in, err)
			continue
		}
		for _, c := range tc.in1 {
			if !r.Contains(c) {
				t.Errorf("%q does not contain %q", tc.in, c)
			}
		}
		for _, c := range tc.out {
			if r.Contains(c) {
				t.Errorf("%q contains %q", tc.in, c)
			}
		}
	}
}

// TestStopSettlesTheName: a replay stopped once the table is out of reach
// names every game as the whole replay does, on real games.
func TestStopSettlesTheName(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "cli", "testdata", "archtools", "lichess-100.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	table := eco.Lichess()
	rd := convert.NewPGNReader(bytes.NewReader(data), "t.pgn")
	stopped, plies, all := 0, 0, 0
	for {
		c, err := rd.NextChunk()
		if err != nil {
			break
		}
		g := convert.ReadPGNGameInto(c, nil)
		whole := validate.Game(g, validate.Options{})
		part := validate.Game(g, validate.Options{Stop: table.Stop})
		a, aok := table.Classify(whole)
		b, bok := table.Classify(part)
		if a != b || aok != bok {
			t.Errorf("game %d: %v %v whole, %v %v stopped", g.Index, a, aok, b, bok)
		}
		if part.Stopped {
			stopped++
		}
		plies += len(part.Plies)
		all += len(whole.Plies)
	}
	if stopped < 50 {
		t.Errorf("only %d of 100 replays stopped", stopped)
	}
	t.Logf("%d replays stopped; %d of %d half-moves replayed", stopped, plies, all)
}
