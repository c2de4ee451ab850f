package render

import (
	"bytes"
	"encoding/xml"
	"flag"
	"github.com/awechec/awechec/internal/i18n"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// readReports validates every game of a file.
func readReports(t testing.TB, path string) []*validate.Report {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := grammar.NewReader(f, path)
	var out []*validate.Report
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, validate.Game(g, validate.Options{File: filepath.Base(path)}))
	}
	return out
}

// testFiles are the records the tests replay: the project's corpus and
// this package's own games.
func testFiles(t testing.TB) []string {
	files, err := filepath.Glob("../../corpus/*.agn")
	if err != nil {
		t.Fatal(err)
	}
	return append(files, "testdata/games.agn", "testdata/variations.agn")
}

func TestSVGGolden(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		game  int
		point Point
	}{
		{"seed000-final", "../../corpus/seed000-en.agn", 1, Final()},
		{"seed000-before-chess", "../../corpus/seed000-fr.agn", 1, Point{Ply: 0}},
		{"seed000-null-move", "../../corpus/seed000-en.agn", 1, Point{Ply: 6}},
		{"seed000-check", "../../corpus/seed000-en.agn", 1, Point{Ply: 15}},
		{"awele-capture", "testdata/games.agn", 1, Point{Ply: -1, AweleGame: 1, AwelePly: 21}},
		{"awele-start", "testdata/games.agn", 1, Point{Ply: -1, AweleGame: 2}},
		{"chess-under-powers", "testdata/games.agn", 1, Point{Ply: 30}},
		{"synchronous", "testdata/games.agn", 2, Point{Ply: 9}},
		{"oware-record", "testdata/games.agn", 5, Final()},
		{"standard-chess", "../../corpus/valid/standard-fr.agn", 1, Point{Ply: 23}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := readReports(t, tt.file)[tt.game-1]
			steps := Steps(r)
			i, err := Find(steps, tt.point)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			if err := WriteSVG(&got, &steps[i], SVGOptions{Title: Title(r, tt.game), Caption: steps[i].Label + " — " + steps[i].Note}); err != nil {
				t.Fatal(err)
			}
			checkSVG(t, got.Bytes())
			var again bytes.Buffer
			if err := WriteSVG(&again, &steps[i], SVGOptions{Title: Title(r, tt.game), Caption: steps[i].Label + " — " + steps[i].Note}); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), again.Bytes()) {
				t.Fatal("two renderings of one step differ")
			}
			golden := filepath.Join("testdata", "golden", tt.name+".svg")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s differs from the golden file (run go test -update and review the diff)", golden)
			}
		})
	}
}

// TestSVGDrawsWhatTheGameHas: the picture of a game of standard chess is
// the chessboard alone (no Awélé hole, store or seed count, no power dot or
// cone), that of a standalone Awélé record the Awélé board alone, that of
// an Awechec game both with the powers.
func TestSVGDrawsWhatTheGameHas(t *testing.T) {
	parts := []string{`id="chessboard"`, `id="dot-grid"`, `id="awele-board"`, `data-hole=`, `id="cone-W"`}
	tests := []struct {
		name, file string
		game       int
		has        string // the parts drawn, one letter each: chessboard, dots, Awélé, counts, cones
	}{
		{"standard chess", "../../corpus/valid/standard-fr.agn", 1, "c...."},
		{"Awélé record", "testdata/games.agn", 5, "..ah."},
		{"Awechec", "../../corpus/seed000-fr.agn", 1, "cdahp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := readReports(t, tt.file)[tt.game-1]
			steps := Steps(r)
			var b bytes.Buffer
			if err := WriteSVG(&b, &steps[len(steps)-1], SVGOptions{}); err != nil {
				t.Fatal(err)
			}
			checkSVG(t, b.Bytes())
			for i, p := range parts {
				if want := tt.has[i] != '.'; bytes.Contains(b.Bytes(), []byte(p)) != want {
					t.Errorf("%s drawn: %v, want %v", p, !want, want)
				}
			}
		})
	}
}

// externalRef finds a reference to anything outside the picture or page.
var externalRef = regexp.MustCompile(`(?i)(https?:|//[a-z]|src=|url\(|@import|@font-face)`)

// checkSVG checks that a picture is well-formed XML and refers to nothing
// outside itself.
func checkSVG(t *testing.T, svg []byte) {
	t.Helper()
	// A format verb left unfilled, or an argument left over, shows as %!.
	if i := bytes.Index(svg, []byte("%!")); i >= 0 {
		t.Fatalf("a broken format in the picture: %.60s", svg[i:])
	}
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		_, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
	}
	rest := strings.Replace(string(svg), `xmlns="http://www.w3.org/2000/svg"`, "", 1)
	if m := externalRef.FindString(rest); m != "" {
		t.Errorf("external reference %q in the picture", m)
	}
}

// Property: the steps visit every Awélé move and chess half-move of the
// main line once, in record order, and each shows the position the replay
// reached; 48 seeds are accounted for on every Awechec board.
func TestStepsFollowTheReplay(t *testing.T) {
	for _, file := range testFiles(t) {
		for gi, r := range readReports(t, file) {
			steps := Steps(r)
			if steps[0].Kind != KindStart {
				t.Fatalf("%s game %d: first step is %q", file, gi+1, steps[0].Kind)
			}
			ply := 0
			type mv struct{ g, m int }
			var moves []mv
			for i, s := range steps {
				if len(s.Dots) != Dots {
					t.Fatalf("%s game %d step %d: %d dots", file, gi+1, i, len(s.Dots))
				}
				switch s.Kind {
				case KindChess:
					ply++
					if s.Ply != ply {
						t.Fatalf("%s game %d step %d: ply %d, want %d", file, gi+1, i, s.Ply, ply)
					}
					if want := fenBoard(r.Plies[ply-1].FEN()); s.Board != want {
						t.Errorf("%s game %d ply %d: board %s, want %s", file, gi+1, ply, s.Board, want)
					}
				case KindAwele:
					moves = append(moves, mv{s.AweleGame, s.AwelePly})
					m := r.Awele[s.AweleGame-1].Moves[s.AwelePly-1]
					if m.Hole >= 0 {
						p := m.After
						if got := holesOf(p); !equalInts(s.Holes, got) || s.Stores != p.Stores {
							t.Errorf("%s game %d Awélé %d.%d: holes %v %v, want %v %v", file, gi+1, s.AweleGame, s.AwelePly, s.Holes, s.Stores, got, p.Stores)
						}
					}
				}
				if r.Variant != notation.Standard && len(s.Holes) == 12 && r.Awele[0].Start != nil && *r.Awele[0].Start == awele.Start() {
					sum := s.Stores[0] + s.Stores[1]
					for _, n := range s.Holes {
						sum += n
					}
					if s.Kind == KindAwele && sum != awele.Seeds {
						t.Errorf("%s game %d step %d: %d seeds", file, gi+1, i, sum)
					}
				}
			}
			if ply != len(r.Plies) {
				t.Errorf("%s game %d: %d plies in the steps, %d in the replay", file, gi+1, ply, len(r.Plies))
			}
			k := 0
			for g, tr := range r.Awele {
				for m := range tr.Moves {
					if k >= len(moves) || moves[k] != (mv{g + 1, m + 1}) {
						t.Fatalf("%s game %d: Awélé move %d.%d missing or out of order", file, gi+1, g+1, m+1)
					}
					k++
				}
			}
		}
	}
}

func holesOf(p awele.Position) []int {
	out := make([]int, 12)
	for i, n := range p.Holes {
		out[i] = int(n)
	}
	return out
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestStepsPowersAndNotes(t *testing.T) {
	r := readReports(t, "../../corpus/seed000-en.agn")[0]
	steps := Steps(r)
	tests := []struct {
		name   string
		point  Point
		dots   string
		next   int
		note   string
		status string
		label  string
	}{
		{"queue complete", Point{Ply: 0}, "WWWBBWWWWBBWWWWW", 0, "South (White) capture event, captures 5 (5 powers)", "White to move · next power: White", "Awélé 1 · W5"},
		{"cones stay on their dots", Point{Ply: 4}, "....BWWWWBBWWWWW", 4, "Power 4 (Black): Black chose to play a normal move", "White to move · next power: Black", "2... Nc6"},
		{"opponent decides the null move", Point{Ply: 5}, ".....WWWWBBWWWWW", 5, "Power 5 (Black): Black made White play the null move", "Black to move · next power: White", "3. 0"},
		{"check answered without power", Point{Ply: 16}, "...............W", 15, "Black answers the check: no power consumed", "White to move · next power: White", "8... Nxf7"},
		{"mate", Final(), "", -1, "Power 16 (White): White chose to play a normal move; checkmate", "1-0 (checkmate)", "9. Qxf7#"},
	}
	one := Steps(readReports(t, "testdata/games.agn")[0])
	for i := range one {
		if one[i].Ply > 1 {
			one = one[:i]
			break
		}
	}
	if _, err := Find(one, Point{Ply: 2}); err == nil || !strings.Contains(err.Error(), "has 1 chess half-move, not 2") {
		t.Errorf("one half-move: error %v", err)
	}
	if _, err := Find(one, Point{Ply: -1, AweleGame: 9}); err == nil || !strings.Contains(err.Error(), "(the record has 1 Awélé game)") {
		t.Errorf("one Awélé game: error %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			i, err := Find(steps, tt.point)
			if err != nil {
				t.Fatal(err)
			}
			s := steps[i]
			if got := strings.TrimRight(s.Dots, "."); got != tt.dots || s.Next != tt.next {
				t.Errorf("dots %q next %d, want %q %d", got, s.Next, tt.dots, tt.next)
			}
			if s.Note != tt.note || s.Status != tt.status || s.Label != tt.label {
				t.Errorf("got %q / %q / %q, want %q / %q / %q", s.Label, s.Note, s.Status, tt.label, tt.note, tt.status)
			}
		})
	}
}

func TestFind(t *testing.T) {
	r := readReports(t, "testdata/games.agn")[0]
	steps := Steps(r)
	tests := []struct {
		name    string
		point   Point
		wantErr string
		check   func(s Step) bool
	}{
		{"final", Final(), "", func(s Step) bool { return s.Ply == len(r.Plies) }},
		{"ply", Point{Ply: 3}, "", func(s Step) bool { return s.Ply == 3 }},
		{"before chess", Point{Ply: 0}, "", func(s Step) bool { return s.Kind == KindAweleEnd && s.AweleGame == 1 }},
		{"awele move", Point{Ply: -1, AweleGame: 1, AwelePly: 5}, "", func(s Step) bool { return s.AweleGame == 1 && s.AwelePly == 5 }},
		{"awele start", Point{Ply: -1, AweleGame: 2}, "", func(s Step) bool { return s.Kind == KindChess }},
		{"ply too far", Point{Ply: 1000}, "not 1000", nil},
		{"awele move too far", Point{Ply: -1, AweleGame: 1, AwelePly: 1000}, "not 1000", nil},
		{"no such awele game", Point{Ply: -1, AweleGame: 9}, "no Awélé game 9", nil},
	}
	one := Steps(readReports(t, "testdata/games.agn")[0])
	for i := range one {
		if one[i].Ply > 1 {
			one = one[:i]
			break
		}
	}
	if _, err := Find(one, Point{Ply: 2}); err == nil || !strings.Contains(err.Error(), "has 1 chess half-move, not 2") {
		t.Errorf("one half-move: error %v", err)
	}
	if _, err := Find(one, Point{Ply: -1, AweleGame: 9}); err == nil || !strings.Contains(err.Error(), "(the record has 1 Awélé game)") {
		t.Errorf("one Awélé game: error %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			i, err := Find(steps, tt.point)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(steps[i]) {
				t.Errorf("step %d (%+v) is not the one asked for", i, steps[i])
			}
		})
	}
}

func TestStepsCommentsAndDiagnostics(t *testing.T) {
	reports := readReports(t, "testdata/games.agn")
	find := func(steps []Step, comment string) *Step {
		for i := range steps {
			for _, c := range steps[i].Comments {
				if c == comment {
					return &steps[i]
				}
			}
		}
		return nil
	}
	steps := Steps(reports[0])
	if s := find(steps, "Both sides open slowly."); s == nil || s.Kind != KindStart {
		t.Errorf("comment before the first move: %+v", s)
	}
	if s := find(steps, "South takes the first seeds: three White powers."); s == nil || s.Label != "Awélé 1 · 11. D(3)" {
		t.Errorf("comment after D(3): %+v", s)
	}
	if s := find(steps, "Check: Black answers without consuming a power."); s == nil || s.Label != "15. Qh5+" {
		t.Errorf("comment after Qh5+: %+v", s)
	}
	bad := Steps(reports[3])
	i, _ := Find(bad, Point{Ply: 4})
	if len(bad[i].Diags) != 1 || !strings.Contains(bad[i].Diags[0], "power-mismatch") {
		t.Errorf("diagnostic of ply 4: %q", bad[i].Diags)
	}
}

func TestWriteHTML(t *testing.T) {
	var games []PageGame
	for _, r := range readReports(t, "testdata/games.agn") {
		games = append(games, NewPageGame(r))
	}
	tests := []struct {
		name  string
		games []PageGame
		want  []string
		not   []string
	}{
		{"one game", games[:1], []string{`<title>Alice – Bob, Random test game, 2024.05.01</title>`, `id="awechec-board"`, `const AWECHEC = {"layout":`}, []string{`id="games"`}},
		{"collection", games, []string{`<nav id="games"`, `data-game="4"`, `Defective record`, `power-mismatch`}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteHTML(&b, tt.games, HTMLOptions{}); err != nil {
				t.Fatal(err)
			}
			page := b.String()
			for _, w := range tt.want {
				if !strings.Contains(page, w) {
					t.Errorf("page lacks %q", w)
				}
			}
			for _, w := range tt.not {
				if strings.Contains(page, w) {
					t.Errorf("page has %q", w)
				}
			}
			rest := strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, "")
			rest = strings.ReplaceAll(rest, `'http://www.w3.org/2000/svg'`, "")
			if m := externalRef.FindString(rest); m != "" {
				t.Errorf("external reference %q in the page", m)
			}
			// one script element per game, one for the layout, one for
			// the replayer: the data closes none of them early
			if n, want := strings.Count(page, "</script>"), len(tt.games)+2; n != want || strings.Count(page, "<script>") != want {
				t.Errorf("%d script elements closed, want %d", n, want)
			}
		})
	}
	if err := WriteHTML(io.Discard, nil, HTMLOptions{}); err == nil {
		t.Error("a page without games was written")
	}
}

// TestStepLabelsAsWritten checks that the labels number Awélé moves by
// pairs as the record does and keep the suffix annotations.
func TestStepLabelsAsWritten(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"awele", "[Variant \"Awele\"]\n[Language \"en\"]\n\nAwele 1. F a 2. E!? b?? 3. D *\n",
			[]string{"Start", "Awélé 1 · 1. F", "Awélé 1 · 1... a", "Awélé 1 · 2. E!?", "Awélé 1 · 2... b??", "Awélé 1 · 3. D"}},
		{"awele without numbers", "[Variant \"Awele\"]\n[Language \"en\"]\n\nAwele F a E b *\n",
			[]string{"Start", "Awélé 1 · 1. F", "Awélé 1 · 1... a", "Awélé 1 · 2. E", "Awélé 1 · 2... b"}},
		{"chess", "[Language \"en\"]\n\nAwele W3 B2 ...\nChess 1. (1=W) e4! (2=W) e5 2. (3=W) Nf3 (4=B) Nf6?? *\n",
			[]string{"Start", "Awélé 1 · W3", "Awélé 1 · B2", "1. e4!", "1... e5", "2. Nf3", "2... Nf6??"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := grammar.NewReader(strings.NewReader(tt.src), "t.agn").Next()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range Steps(validate.Game(g, validate.Options{})) {
				got = append(got, s.Label)
			}
			if len(got) < len(tt.want) || !slices.Equal(got[:len(tt.want)], tt.want) {
				t.Errorf("labels %q\nwant %q", got, tt.want)
			}
		})
	}
}

// A French user sees French labels, and the comments and notes of the
// moves (the variations are steps of their own: TreeSteps).
func TestStepsFrench(t *testing.T) {
	r := readReports(t, "testdata/variations.agn")[0]
	steps := StepsIn(r, i18n.French)
	if steps[0].Label != "Départ" || steps[0].Lang != "fr" {
		t.Errorf("first step %q (%s)", steps[0].Label, steps[0].Lang)
	}
	i, _ := Find(steps, Point{Ply: 1})
	if !slices.Equal(steps[i].Comments, []string{"Le pion du roi."}) {
		t.Errorf("comments after 1. e4: %q", steps[i].Comments)
	}
	if want := "Pouvoir 1 (Blancs)\u00a0: les Blancs ont choisi de jouer un coup normal"; steps[i].Note != want {
		t.Errorf("note %q, want %q", steps[i].Note, want)
	}
	if k, _ := Find(steps, Point{Ply: 2}); steps[k].Note != "Pouvoir 2 (Blancs)\u00a0: les Blancs ont imposé aux Noirs le coup nul" {
		t.Errorf("note after the null move %q", steps[k].Note)
	}
	if !strings.Contains(steps[0].Status, "Partie d’Awélé 1") || !strings.Contains(steps[len(steps)-1].Status, "1-0 (échec et mat)") {
		t.Errorf("statuses %q … %q", steps[0].Status, steps[len(steps)-1].Status)
	}
	var svg bytes.Buffer
	if err := WriteSVG(&svg, &steps[0], SVGOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg.String(), "Nord · Noirs") || strings.Contains(svg.String(), "North") {
		t.Errorf("the picture of a French record is not in French")
	}
	var page bytes.Buffer
	if err := WriteHTML(&page, []PageGame{NewPageGameIn(r, i18n.French)}, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`<html lang="fr">`, `aria-label="Suivant"`, `<h3>Coups</h3>`, `"cm":["Plus calme."]`} {
		if !strings.Contains(page.String(), w) {
			t.Errorf("page lacks %q", w)
		}
	}
	// the variations are the move tree's: no list of them under the move
	for _, w := range []string{`"v":`, `id="variations"`, `"variations":`} {
		if strings.Contains(page.String(), w) {
			t.Errorf("page has %q", w)
		}
	}
	// an English record is shown in French too (its moves keep their
	// letters), and a French record in English to an English user
	en := readReports(t, "testdata/games.agn")[0]
	if s := StepsIn(en, i18n.French); s[0].Label != "Départ" {
		t.Errorf("English record, French user: first step %q", s[0].Label)
	}
	if s := StepsIn(r, i18n.English); s[0].Label != "Start" || s[0].Lang != "en" {
		t.Errorf("French record, English user: first step %q (%s)", s[0].Label, s[0].Lang)
	}
}

// The page writer writes each game as it is added, not at the end, and
// names repeated texts by number.
func TestPageWriterStreams(t *testing.T) {
	reports := readReports(t, "testdata/games.agn")
	var b bytes.Buffer
	p := NewPageWriter(&b, HTMLOptions{})
	sizes := []int{}
	for _, r := range reports {
		g := NewPageGame(r)
		if err := p.Add(&g); err != nil {
			t.Fatal(err)
		}
		p.w.Flush()
		sizes = append(sizes, b.Len())
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(sizes); i++ {
		if sizes[i] <= sizes[i-1] {
			t.Errorf("game %d added nothing to the page: %v", i+1, sizes)
		}
	}
	if strings.Count(b.String(), `"Power 1 (White): White chose to play a normal move"`) > 1 {
		t.Errorf("a text is written twice")
	}
}

// The seeds a side collects at the end of an Awélé game are seeds too.
func TestAweleEndingCollectedSeeds(t *testing.T) {
	r := readReports(t, "../../corpus/awele/awechec-rules.agn")[0]
	for _, c := range []struct {
		l    i18n.Lang
		want string
	}{{i18n.French, "famine, Nord ramasse 4 graines\u00a0; score 35-13"}, {i18n.English, "North collects 4 seeds"}} {
		var notes []string
		for _, s := range StepsIn(r, c.l) {
			if s.Kind == KindAweleEnd {
				notes = append(notes, s.Note)
			}
		}
		if len(notes) != 1 || !strings.Contains(notes[0], c.want) {
			t.Errorf("%v: ending notes %q, want %q", c.l, notes, c.want)
		}
	}
}

// The seeds removed at the end of an Awélé game are counted as seeds, with
// their plural: "11 graines retirées", "11 seeds removed" (it said
// "11 retirées").
func TestAweleEndingRemovedSeeds(t *testing.T) {
	src := "[Variant \"Awele\"]\n[Result \"1-0\"]\n\nAwélé 1. D a 2. A f 3. A c 4. E(2) a 5. C(2) a 6. B e 7. D(2) d 8. A f 9. C(3)\nb 10. E(10) a 11. B c 12. A a 13. C b 14. E e 15. D(5) a 16. B b 17. C c 18. F\nf(7) 19. D c 20. E(6) d 30-7 1-0\n"
	r := validate.Game(grammar.ParseGame([]byte(src), "t.agn", 1), validate.Options{})
	for _, c := range []struct {
		l    i18n.Lang
		want string
	}{{i18n.French, "11 graines retirées"}, {i18n.English, "11 seeds removed"}} {
		var notes []string
		for _, s := range StepsIn(r, c.l) {
			if s.Kind == KindAweleEnd {
				notes = append(notes, s.Note)
			}
		}
		if len(notes) != 1 || !strings.Contains(notes[0], c.want) {
			t.Errorf("%v: ending notes %q, want %q (%v)", c.l, notes, c.want, r.Diags)
		}
	}
}

// A plain chess game (Variant Standard) has no powers: its moves get no
// power note; in particular no "answers the check: no power consumed" on
// a move that answers no check (every move of a Standard game said so).
func TestStandardGameNoPowerNotes(t *testing.T) {
	src := "[Variant \"Standard\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	r := validate.Game(grammar.ParseGame([]byte(src), "t.agn", 1), validate.Options{})
	var notes []string
	for _, s := range Steps(r) {
		if s.Ply > 0 {
			notes = append(notes, s.Note)
		}
	}
	if want := []string{"", "", "", "", "", "", "checkmate"}; !slices.Equal(notes, want) {
		t.Errorf("notes %q, want %q", notes, want)
	}
}

// fenBoard returns the placement field of a FEN, as the trace's positions
// print it: what the steps' boards must show.
func fenBoard(fen string) string {
	board, _, _ := strings.Cut(fen, " ")
	return board
}

// TestUnfinishedFinalSaysWhoMoves: the last position of a study (result
// *, no chess move yet) or of a game left unfinished says who is to move,
// not only "*" and the next power ("* · pouvoir suivant : Blancs" before).
func TestUnfinishedFinalSaysWhoMoves(t *testing.T) {
	rs := readReports(t, "../../corpus/studies/etudes-fr.agn")
	for _, c := range []struct {
		l    i18n.Lang
		want string
	}{
		{i18n.English, "White to move · next power: White"},
		{i18n.French, "Trait aux Blancs · pouvoir suivant\u00a0: Blancs"},
	} {
		steps := StepsIn(rs[0], c.l)
		if got := steps[len(steps)-1].Status; got != c.want {
			t.Errorf("%v: the study's last status is %q, want %q", c.l, got, c.want)
		}
	}
	// A finished game keeps its result and how it ended.
	done := StepsIn(readReports(t, "../../corpus/seed000-fr.agn")[0], i18n.French)
	if got := done[len(done)-1].Status; got != "1-0 (échec et mat)" {
		t.Errorf("a mated game's last status is %q", got)
	}
}
