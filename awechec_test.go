package awechec_test

import (
	"bytes"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/awechec/awechec"
	"github.com/awechec/awechec/internal/cli"
)

func TestFormatOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		want awechec.Format
		ok   bool
	}{
		{"partie.agn", awechec.AGN, true},
		{"PARTIE.AGN", awechec.AGN, true},
		{"dir.pgn/partie.pgn", awechec.PGN, true},
		{"x.Pgn", awechec.PGN, true},
		{"match.ogn", awechec.OGN, true},
		{"partie.txt", awechec.Auto, false},
		{"", awechec.Auto, false},
		{"pgn", awechec.Auto, false},
		{"archive.pgn.gz", awechec.PGN, true},
		{"archive.agn.zst", awechec.AGN, true},
		{"archive.tar.gz", awechec.Auto, false},
	} {
		got, ok := awechec.FormatOf(tc.name)
		if got != tc.want || ok != tc.ok {
			t.Errorf("FormatOf(%q) = %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

func TestDetectFormat(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		want       awechec.Format
	}{
		{"a.pgn", "[South \"x\"]\n", awechec.PGN}, // the name wins
		{"a.ogn", "", awechec.OGN},
		{"", "[Event \"x\"]\n\n{[%power 1 W]} 1. e4 *\n", awechec.PGN},
		{"", "[Event \"x\"]\n{[%awele Awele W3 ... Chess]} 1. e4 *\n", awechec.PGN},
		{"", "[AGNLanguage \"fr\"]\n\n1. e4 *\n", awechec.PGN},
		{"", "[Variant \"Awele\"]\n[South \"?\"]\n[North \"?\"]\n\n1. A b *\n", awechec.OGN},
		{"-", "\ufeff[North \"?\"]\n", awechec.OGN},
		{"", "[White \"?\"]\n[South \"?\"]\n", awechec.AGN}, // a chess record's tag
		{"", "[Event \"x\"]\n[Language \"fr\"]\n\nAwélé B3 ...\nÉchecs 1. (1=B) e4 *\n", awechec.AGN},
		{"", "1. e4 e5 *", awechec.AGN},
		{"", "", awechec.AGN},
		{"notes.txt", "[Southern \"x\"]\n", awechec.AGN},
	} {
		if got := awechec.DetectFormat(tc.name, []byte(tc.head)); got != tc.want {
			t.Errorf("DetectFormat(%q, %q) = %v; want %v", tc.name, tc.head, got, tc.want)
		}
	}
}

// readAll reads every game of src with a Reader.
func readAll(t *testing.T, src, name string, f awechec.Format) ([]*awechec.Game, awechec.Format) {
	t.Helper()
	r := awechec.NewReader(strings.NewReader(src), name, f)
	var gs []*awechec.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return gs, r.Format()
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		gs = append(gs, g)
	}
}

// A broken game does not stop the reading: the games after it come back.
func TestReaderResumes(t *testing.T) {
	src := "[Event \"1\"]\n\n1. e4 e5 *\n\n[Event \"2\"]\n\n1. e4 {never closed 2. Nf3 *\n\n" +
		"[Event \"3\"]\n\n1. e4 Ke7 2. Ke3 *\n\n[Event \"4\"]\n\n1. d4 d5 *\n"
	gs, f := readAll(t, src, "", awechec.Auto)
	if f != awechec.AGN {
		t.Errorf("format %v, want agn", f)
	}
	var valid []bool
	for _, g := range gs {
		valid = append(valid, g.Check().Valid)
	}
	if len(gs) < 3 || !valid[0] || valid[len(valid)-1] != true {
		t.Fatalf("games read %d, valid %v: want the first and the last valid", len(gs), valid)
	}
	if ev, _ := gs[len(gs)-1].Tag("Event"); ev != "4" {
		t.Errorf("last game's Event %q, want 4", ev)
	}
	bad := 0
	for _, v := range valid {
		if !v {
			bad++
		}
	}
	if bad == 0 {
		t.Errorf("no game reported broken: %v", valid)
	}
}

// A reading error ends the reading and is returned again.
func TestReaderError(t *testing.T) {
	boom := errors.New("boom")
	r := awechec.NewReader(iotest.ErrReader(boom), "x.agn", awechec.Auto)
	if _, err := r.Next(); !errors.Is(err, boom) {
		t.Fatalf("Next: %v, want boom", err)
	}
	if _, err := r.Next(); !errors.Is(err, boom) {
		t.Fatalf("second Next: %v, want boom", err)
	}
}

// The report's values are typed: positions are positions, colours colours.
func TestReplaySeed000(t *testing.T) {
	src := mustRead(t, "corpus/seed000-fr.agn")
	gs, _ := readAll(t, src, "seed000-fr.agn", awechec.Auto)
	if len(gs) != 1 {
		t.Fatalf("%d games", len(gs))
	}
	g := gs[0]
	if g.Language() != awechec.FR {
		t.Errorf("language %q", g.Language())
	}
	rep := g.Replay()
	if !rep.Valid || rep.Result != "1-0" || rep.Termination != "checkmate" || rep.Variant != "Awechec" {
		t.Fatalf("report %+v", rep)
	}
	if len(rep.Plies) != 17 {
		t.Fatalf("%d plies, want 17", len(rep.Plies))
	}
	last := rep.Plies[len(rep.Plies)-1]
	if !last.Mate || !last.Position.IsCheckmate() || rep.Final == nil || rep.Final.FEN() != last.Position.FEN() {
		t.Errorf("last ply %+v, final %v", last, rep.Final)
	}
	if rep.Start == nil || rep.Start.FEN() != awechec.StartPosition().FEN() {
		t.Errorf("start %v", rep.Start)
	}
	p := rep.Plies[1] // (2=B) 0: Black's null move on White's power
	if !p.Null || p.Colour != awechec.Black || p.PowerColour != awechec.White || p.Decider != awechec.Opponent || p.Power != 2 {
		t.Errorf("ply 2 %+v", p)
	}
	if len(rep.Awele) != 1 {
		t.Fatalf("%d Awélé games", len(rep.Awele))
	}
	a := rep.Awele[0]
	if !a.CapturesOnly || len(a.Queue) != 16 || a.Queue[3] != awechec.Black {
		t.Errorf("Awélé game %+v", a)
	}
	// Check gives the same verdict without the trace.
	c := gs[0].Check()
	if !c.Valid || c.Result != rep.Result || c.Termination != rep.Termination {
		t.Errorf("check %+v", c)
	}
}

// The boards of an Awélé record are awele positions, equal to the engine's.
func TestReplayAweleBoards(t *testing.T) {
	gs, _ := readAll(t, mustRead(t, "corpus/awele/awele-001.agn"), "awele-001.agn", awechec.Auto)
	rep := gs[0].Replay()
	if !rep.Valid || len(rep.Awele) != 1 {
		t.Fatalf("valid %v, %d Awélé games", rep.Valid, len(rep.Awele))
	}
	a := rep.Awele[0]
	if a.Start != awechec.AweleStart() || rep.Start != nil {
		t.Errorf("start %v, chess start %v", a.Start, rep.Start)
	}
	pos := a.Start
	for i, m := range a.Moves {
		res, err := pos.Play(a.Rules, m.Hole)
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		if res.Captured != m.Captured || pos != m.After || pos.ToMove == m.Side {
			t.Fatalf("move %d: engine %v captured %d, report %+v", i+1, pos, res.Captured, m)
		}
	}
	if a.Score != [2]int{19, 25} {
		t.Errorf("score %v", a.Score)
	}
}

// The toolkit's own `export --to pgn` of the valid corpus, read back
// through the API as PGN (by name and by content), checks valid.
func TestExportedPGNChecksValid(t *testing.T) {
	files, err := filepath.Glob("corpus/valid/*.agn")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, file := range files {
		var out, errOut bytes.Buffer
		if code := cli.Execute([]string{"export", "--to", "pgn", file}, nil, &out, &errOut); code != 0 {
			t.Errorf("%s: export exit %d: %s", file, code, errOut.String())
			continue
		}
		for _, name := range []string{"export.pgn", ""} {
			gs, f := readAll(t, out.String(), name, awechec.Auto)
			if f != awechec.PGN {
				t.Errorf("%s: format %v read %q, want pgn", file, f, name)
			}
			if len(gs) == 0 {
				t.Errorf("%s: no game", file)
			}
			for _, g := range gs {
				if rep := g.Check(); !rep.Valid {
					var b bytes.Buffer
					rep.WriteDiagnostics(&b, awechec.English)
					t.Errorf("%s (as %q): game %d not valid:\n%s", file, name, g.Index(), b.String())
				}
			}
		}
		// And the API's own WritePGN writes the same bytes.
		gs, _ := readAll(t, mustRead(t, file), file, awechec.Auto)
		var api bytes.Buffer
		for _, g := range gs {
			// A record cut by a syntax error: export leaves it out and
			// WritePGN refuses it, writing nothing (a wrong refusal
			// shows in the comparison below).
			_ = awechec.WritePGN(&api, g)
		}
		if api.String() != out.String() {
			t.Errorf("%s: WritePGN differs from export --to pgn:\n%s\n---\n%s", file, api.String(), out.String())
		}
	}
}

// OGN written by WriteOGN reads back as OGN with the same boards.
func TestOGNRoundTrip(t *testing.T) {
	gs, _ := readAll(t, mustRead(t, "corpus/awele/awele-001.agn"), "awele-001.agn", awechec.Auto)
	var b bytes.Buffer
	if err := awechec.WriteOGN(&b, gs[0]); err != nil {
		t.Fatal(err)
	}
	back, f := readAll(t, b.String(), "", awechec.Auto)
	if f != awechec.OGN || len(back) != 1 {
		t.Fatalf("format %v, %d games:\n%s", f, len(back), b.String())
	}
	r1, r2 := gs[0].Replay(), back[0].Replay()
	if !r2.Valid || len(r2.Awele) != 1 || r2.Awele[0].Final != r1.Awele[0].Final {
		t.Errorf("read back: valid %v, %+v", r2.Valid, r2.Awele)
	}
	// A chess game has no Awélé game to write.
	chess, _ := readAll(t, "1. e4 e5 *\n", "", awechec.AGN)
	if err := awechec.WriteOGN(io.Discard, chess[0]); err == nil {
		t.Error("WriteOGN of a chess game: no error")
	}
}

// WriteJSON writes one line; WriteAGN translates both ways and refuses a
// game whose language is open.
func TestWriters(t *testing.T) {
	gs, _ := readAll(t, mustRead(t, "corpus/seed000-fr.agn"), "", awechec.AGN)
	var j bytes.Buffer
	if err := awechec.WriteJSON(&j, gs[0]); err != nil || bytes.Count(j.Bytes(), []byte("\n")) != 1 {
		t.Errorf("WriteJSON: %v, %q", err, j.String())
	}
	var en, fr bytes.Buffer
	if err := awechec.WriteAGN(&en, gs[0], awechec.EN); err != nil {
		t.Fatal(err)
	}
	back, _ := readAll(t, en.String(), "", awechec.AGN)
	if err := awechec.WriteAGN(&fr, back[0], awechec.FR); err != nil {
		t.Fatal(err)
	}
	var canon bytes.Buffer
	if err := awechec.WriteAGN(&canon, gs[0], ""); err != nil {
		t.Fatal(err)
	}
	if fr.String() != canon.String() {
		t.Errorf("fr → en → fr:\n%s\nwant\n%s", fr.String(), canon.String())
	}
	broken, _ := readAll(t, "[Event \"x\"]\n\n1. e4 {never closed *\n", "", awechec.AGN)
	for name, write := range map[string]func(io.Writer, *awechec.Game) error{
		"agn": func(w io.Writer, g *awechec.Game) error { return awechec.WriteAGN(w, g, awechec.EN) },
		"pgn": awechec.WritePGN, "json": awechec.WriteJSON, "ogn": awechec.WriteOGN,
	} {
		var b bytes.Buffer
		if err := write(&b, broken[0]); err == nil || b.Len() > 0 {
			t.Errorf("%s of a game cut by a syntax error: %v, wrote %q", name, err, b.String())
		}
	}
	open, _ := readAll(t, mustRead(t, "corpus/valid/language-open.agn"), "", awechec.AGN)
	for _, g := range open {
		if g.Language() != "" {
			continue
		}
		rep := g.Replay()
		err := awechec.WriteAGN(io.Discard, g, awechec.DE)
		if rep.Language == "" && err == nil {
			t.Errorf("game %d: language open, translation did not fail", g.Index())
		}
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := readFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func FuzzReader(f *testing.F) {
	f.Add("seed.agn", mustReadF("corpus/seed000-fr.agn"))
	f.Add("", "[South \"?\"]\n\n1. A b *\n")
	f.Add("", "{[%power 1 W]} 1. e4 *\n")
	f.Add("x.ogn", "[Variant \"Awele\"]\n\n1. A+3 *")
	f.Fuzz(func(t *testing.T, name, src string) {
		if len(src) > 1<<16 {
			return
		}
		r := awechec.NewReader(strings.NewReader(src), name, awechec.Auto)
		for i := 0; i < 1000; i++ {
			g, err := r.Next()
			if err != nil {
				return
			}
			rep := g.Replay()
			rep.WriteDiagnostics(io.Discard, awechec.French)
			_ = awechec.WriteAGN(io.Discard, g, awechec.EN)
			_ = awechec.WritePGN(io.Discard, g)
		}
	})
}

// An illegal move in a PGN file is reported at its line and column in
// that file, quoted as written.
func TestPGNIllegalMovePlace(t *testing.T) {
	src := "[Event \"x\"]\n[White \"?\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 Ke3 *\n"
	gs, f := readAll(t, src, "partie.pgn", awechec.Auto)
	if f != awechec.PGN || len(gs) != 1 {
		t.Fatalf("format %v, %d games", f, len(gs))
	}
	rep := gs[0].Check()
	if rep.Valid || len(rep.Diagnostics) == 0 {
		t.Fatalf("valid %v, %v", rep.Valid, rep.Diagnostics)
	}
	d := rep.Diagnostics[0]
	if d.Code != "illegal-move" || d.File != "partie.pgn" || d.Line != 5 || d.Col != 8 {
		t.Errorf("diagnostic %s at %s:%d:%d, want illegal-move at partie.pgn:5:8", d.Code, d.File, d.Line, d.Col)
	}
	var b bytes.Buffer
	if err := rep.WriteDiagnostics(&b, awechec.French); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "3. Bb5 Ke3 *") || !strings.Contains(b.String(), "Ke3") {
		t.Errorf("diagnostics do not quote the line as written:\n%s", b.String())
	}
}

func BenchmarkReadCheck(b *testing.B) {
	src := mustReadF("corpus/seed000-fr.agn")
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		r := awechec.NewReader(strings.NewReader(src), "", awechec.AGN)
		for {
			g, err := r.Next()
			if err != nil {
				break
			}
			g.Check()
		}
	}
}

// The limits of a Reader are its own options: a game over MaxGameSize
// comes back with a game-too-large diagnostic in every format, and an OGN
// file over MaxFileSize is an error of Next. Without them the same game is
// read whole.
func TestReaderLimits(t *testing.T) {
	moves := strings.Repeat("{ a comment long enough to pass the limit } ", 40)
	for _, tt := range []struct {
		name, src string
		opts      []awechec.Option
		tooLarge  bool
		fileErr   bool
	}{
		{"a.agn", "[Event \"x\"]\n\n1. e4 " + moves + "e5 *\n", nil, false, false},
		{"a.agn", "[Event \"x\"]\n\n1. e4 " + moves + "e5 *\n", []awechec.Option{awechec.MaxGameSize(1024)}, true, false},
		{"a.pgn", "[Event \"x\"]\n\n1. e4 " + moves + "e5 *\n", []awechec.Option{awechec.MaxGameSize(1024)}, true, false},
		{"a.ogn", "[South \"x\"]\n\n1. A a " + moves + "*\n", nil, false, false},
		{"a.ogn", "[South \"x\"]\n\n1. A a " + moves + "*\n", []awechec.Option{awechec.MaxGameSize(1024)}, true, false},
		{"a.ogn", "[South \"x\"]\n\n1. A a " + moves + "*\n", []awechec.Option{awechec.MaxFileSize(100)}, false, true},
		{"a.ogn", "[South \"x\"]\n\n1. A a " + moves + "*\n", []awechec.Option{awechec.MaxGameSize(10)}, false, true},
	} {
		g, err := awechec.NewReader(strings.NewReader(tt.src), tt.name, awechec.Auto, tt.opts...).Next()
		if tt.fileErr {
			if err == nil {
				t.Errorf("%s %d options: no error for a file over its limit", tt.name, len(tt.opts))
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		found := false
		for _, d := range g.Check().Diagnostics {
			found = found || d.Code == "game-too-large"
		}
		if found != tt.tooLarge {
			t.Errorf("%s %d options: game-too-large %v, want %v", tt.name, len(tt.opts), found, tt.tooLarge)
		}
	}
}
