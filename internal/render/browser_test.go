package render

import (
	"bytes"
	"context"
	"fmt"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/testenv"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// chromium returns the path of a Chromium binary, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	testenv.Long(t, "a browser test (Chromium)")
	return testenv.Tool(t, "Debian: apt-get install chromium", "/usr/bin/chromium", "chromium", "chromium-browser")
}

// runChromium runs headless Chromium with args and returns its standard
// output.
func runChromium(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir()}
	cmd := exec.CommandContext(ctx, bin, append(base, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	return stdout.Bytes()
}

// selftestLine is one line of the page's self-test: a step as the page
// reached it and the position read back from the board it drew.
type selftestLine struct {
	game, step             int
	how, kind              string
	ply, aweleGame, aweleM int
	board, holes, stores   string
	dots, label            string
}

var selftestRE = regexp.MustCompile(`^game=(\d+) step=(\d+) how=(\S+) kind=(\S+) ply=(\d+) ag=(\d+) am=(\d+) board=(\S*) holes=(\S+) stores=(\S+) dots=(\S+) label=(.*)$`)

func parseSelftest(t *testing.T, dom []byte) (steps []selftestLine, extra []string) {
	t.Helper()
	m := regexp.MustCompile(`(?s)<pre id="selftest">(.*?)</pre>`).FindSubmatch(dom)
	if m == nil {
		t.Fatalf("no self-test output in the page:\n%.2000s", dom)
	}
	text := html.UnescapeString(string(m[1]))
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if lines[len(lines)-1] != "done" {
		t.Fatalf("self-test did not finish: %q", lines[len(lines)-1])
	}
	var out []selftestLine
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	for _, l := range lines[:len(lines)-1] {
		if strings.HasPrefix(l, "var ") || strings.HasPrefix(l, "ui ") {
			extra = append(extra, l)
			continue
		}
		f := selftestRE.FindStringSubmatch(l)
		if f == nil {
			t.Fatalf("bad self-test line %q", l)
		}
		out = append(out, selftestLine{atoi(f[1]), atoi(f[2]), f[3], f[4], atoi(f[5]), atoi(f[6]), atoi(f[7]), f[8], f[9], f[10], f[11], f[12]})
	}
	return out, extra
}

// expectedHoles is the holes= and stores= text of an OGN position ("" for
// unknown holes).
func expectedHoles(t *testing.T, ogn string) (holes, stores string, ok bool) {
	if ogn == "" {
		return strings.TrimSuffix(strings.Repeat("-,", 12), ","), "", false
	}
	p, err := awele.ParseSetUp(ogn)
	if err != nil {
		t.Fatal(err)
	}
	h := make([]string, 12)
	for i, n := range p.Holes {
		h[i] = strconv.Itoa(int(n))
	}
	return strings.Join(h, ","), fmt.Sprintf("%d,%d", p.Stores[0], p.Stores[1]), true
}

// The replayer page, driven in headless Chromium: every step of every game
// is reached with the buttons and real keyboard events, and the position
// read back from the board the script drew equals the replay's.
func TestBrowserReplay(t *testing.T) {
	bin := chromium(t)
	// The page in French (the user's language decides the labels): the
	// English words are checked by the other tests.
	var reports []*validate.Report
	for _, file := range append(testFiles(t), "../../corpus/valid/standard-fr.agn") {
		reports = append(reports, readReports(t, file)...)
	}
	games := make([]PageGame, len(reports))
	for i, r := range reports {
		games[i] = NewPageGameIn(r, i18n.French)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "page.html")
	var b bytes.Buffer
	if err := WriteHTML(&b, games, HTMLOptions{Title: "Browser test"}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := runChromium(t, bin, "--virtual-time-budget=20000", "--dump-dom", "file://"+page+"#selftest")
	lines, extra := parseSelftest(t, dom)
	checkWords(t, games, extra)

	byGame := map[int][]selftestLine{}
	for _, l := range lines {
		byGame[l.game] = append(byGame[l.game], l)
	}
	if len(byGame) != len(games) {
		t.Fatalf("self-test covered %d games of %d", len(byGame), len(games))
	}
	for gi, r := range reports {
		steps := games[gi].Steps
		n := mainLine(steps)
		ls := byGame[gi]
		if len(ls) < n+5 {
			t.Fatalf("game %d: %d self-test lines for %d steps", gi+1, len(ls), n)
		}
		checkTreeWalk(t, gi, steps, n, ls[n+5:])
		// the walk forward: step i is reached at line i
		ply := 0
		var prev selftestLine
		for i, l := range ls[:n] {
			where := fmt.Sprintf("game %d step %d (%s)", gi+1, i, l.label)
			if l.step != i || l.label != steps[i].Label {
				t.Fatalf("%s: the page shows step %d %q", where, l.step, l.label)
			}
			if l.dots != steps[i].Dots {
				t.Errorf("%s: dots drawn %s, want %s", where, l.dots, steps[i].Dots)
			}
			switch l.kind {
			case KindStart:
				board := fenBoard(r.StartFEN())
				if r.Variant == notation.Awele {
					board = "8/8/8/8/8/8/8/8" // no chess position: no piece drawn
				}
				start := ""
				if len(r.Awele) > 0 {
					start = r.Awele[0].StartOGN()
				}
				wantHoles, _, _ := expectedHoles(t, start)
				if l.board != board || l.holes != wantHoles {
					t.Errorf("%s: start shows %s %s, want %s %s", where, l.board, l.holes, board, wantHoles)
				}
			case KindChess:
				ply++
				if l.ply != ply {
					t.Fatalf("%s: ply %d, want %d", where, l.ply, ply)
				}
				board := fenBoard(r.Plies[ply-1].FEN())
				if l.board != board {
					t.Errorf("%s: board %s, want %s", where, l.board, board)
				}
				if l.holes != prev.holes || l.stores != prev.stores {
					t.Errorf("%s: a chess move changed the Awélé board", where)
				}
			case KindAwele, KindAweleEnd:
				tr := r.Awele[l.aweleGame-1]
				ogn := tr.FinalOGN()
				if l.kind == KindAwele {
					ogn = tr.Moves[l.aweleM-1].AfterOGN()
				}
				holes, stores, known := expectedHoles(t, ogn)
				if l.holes != holes || (known && l.stores != stores) {
					t.Errorf("%s: Awélé %s %s, want %s %s", where, l.holes, l.stores, holes, stores)
				}
				if l.board != prev.board {
					t.Errorf("%s: an Awélé move changed the chessboard", where)
				}
			default:
				t.Fatalf("%s: unknown kind %q", where, l.kind)
			}
			prev = l
		}
		if ply != len(r.Plies) {
			t.Errorf("game %d: the page showed %d half-moves of %d", gi+1, ply, len(r.Plies))
		}
		// the navigation keys at the end of the walk
		wantNav := []struct {
			how  string
			step int
		}{{"ArrowRight-at-end", n - 1}, {"Home", 0}, {"End", n - 1}, {"ArrowLeft", max(n-2, 0)}, {"step-back", max(n-3, 0)}}
		for k, w := range wantNav {
			l := ls[n+k]
			if l.how != w.how || l.step != w.step || l.label != steps[w.step].Label || l.board != ls[w.step].board || l.holes != ls[w.step].holes {
				t.Errorf("game %d: after %s the page shows step %d (%s), want %d", gi+1, w.how, l.step, l.how, w.step)
			}
		}
	}

	// Screenshots of the page and of a rendered picture, kept when
	// AWECHEC_SCREENSHOTS names a directory (to look at them).
	if out := os.Getenv("AWECHEC_SCREENSHOTS"); out != "" {
		runChromium(t, bin, "--virtual-time-budget=5000", "--window-size=1200,900", "--screenshot="+filepath.Join(out, "page.png"), "file://"+page)
		svg := filepath.Join(dir, "board.svg")
		var sb bytes.Buffer
		last := &games[0].Steps[len(games[0].Steps)-1]
		if err := WriteSVG(&sb, last, SVGOptions{Caption: last.Label}); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(svg, sb.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		runChromium(t, bin, "--window-size=700,780", "--screenshot="+filepath.Join(out, "board.png"), "file://"+svg)
	}
}

// mainLine is the number of steps of the main line: those before the
// first variation's (TreeSteps).
func mainLine(steps []Step) int {
	for i := 1; i < len(steps); i++ {
		if steps[i].Parent != i-1 {
			return i
		}
	}
	return len(steps)
}

// checkTreeWalk checks the self-test's walk through the variations of a
// game: each variation reached from its fork with the down arrow and the
// right arrow, then walked to its end, each of its steps showing the
// board and seeds of the step Go replayed; Shift+right from the move a
// first variation is an alternative to enters it, Shift+left leaves it.
func checkTreeWalk(t *testing.T, gi int, steps []Step, n int, ls []selftestLine) {
	t.Helper()
	seen := map[int]int{}
	for k, l := range ls {
		where := fmt.Sprintf("game %d, %s to step %d (%s)", gi+1, l.how, l.step, l.label)
		if l.step < 0 || l.step >= len(steps) {
			t.Fatalf("%s: no such step", where)
		}
		s := &steps[l.step]
		switch l.how {
		case "fork":
			if l.step < n || s.Parent == l.step-1 {
				t.Errorf("%s: not the first move of a variation", where)
			}
		case "line":
			if k == 0 || s.Parent != ls[k-1].step {
				t.Errorf("%s: not the move after the one before", where)
			}
		case "enter":
			if l.step < n || s.Parent != steps[ls[k-1].step].Parent {
				t.Errorf("%s: Shift+right did not enter the variation", where)
			}
		case "leave":
			if k == 0 || ls[k-1].how != "enter" || s.Parent != steps[ls[k-1].step].Parent || l.step >= ls[k-1].step {
				t.Errorf("%s: Shift+left did not leave the variation", where)
			}
		default:
			t.Fatalf("%s: unexpected line", where)
		}
		if l.label != s.Label {
			t.Errorf("%s: the page shows %q, want %q", where, l.label, s.Label)
		}
		board := s.Board
		if board == "" {
			board = "8/8/8/8/8/8/8/8"
		}
		if l.kind != "awele" && l.board != board {
			t.Errorf("%s: board %s, want %s", where, l.board, board)
		}
		if l.how == "fork" || l.how == "line" {
			seen[l.step]++
		}
	}
	for i := n; i < len(steps); i++ {
		if seen[i] != 1 {
			t.Errorf("game %d: variation step %d (%s) reached %d times by the keys", gi+1, i, steps[i].Label, seen[i])
		}
	}
}

// checkWords checks the page's words as the self-test read them: each
// game's interface in the user's language (French here).
func checkWords(t *testing.T, games []PageGame, extra []string) {
	t.Helper()
	french := 0
	for _, l := range extra {
		var gi int
		if _, err := fmt.Sscanf(l, "ui game=%d", &gi); err != nil || gi >= len(games) {
			t.Fatalf("bad line %q", l)
		}
		g := &games[gi]
		wantLang := "en"
		if g.Lang == "fr" {
			wantLang = "fr"
			french++
		}
		if !strings.Contains(l, " lang="+wantLang+" ") {
			t.Errorf("game %d (%s): %q", gi+1, g.Lang, l)
		}
		// What the game has is drawn, and only that.
		shown := "chessboard,dot-grid,awele-board,counts"
		switch g.Variant {
		case notation.Awele.String():
			shown = "awele-board,counts"
		case notation.Standard.String():
			shown = "chessboard"
		}
		if !strings.Contains(l, " shown="+shown+" ") {
			t.Errorf("game %d (%s): the board shows other parts than %s: %q", gi+1, g.Variant, shown, l)
		}
		if !strings.Contains(l, " status="+g.Steps[0].Status+" ") {
			t.Errorf("game %d: status not %q: %q", gi+1, g.Steps[0].Status, l)
		}
		sections := l[strings.Index(l, " sections=")+len(" sections="):]
		for _, sec := range strings.Split(sections, "|") {
			fr := strings.HasPrefix(sec, "Partie d’Awélé") || sec == "Échecs"
			en := strings.HasPrefix(sec, "Awélé game") || sec == "Chess"
			if sec != "" && (wantLang == "fr" && !fr || wantLang == "en" && !en) {
				t.Errorf("game %d (%s): move list section %q", gi+1, wantLang, sec)
			}
		}
	}
	if french == 0 {
		t.Error("no French game in the browser test")
	}
}

// TestBrowserEvalGraph: a game with [%eval] in its comments (as analyse
// and lichess write them) gets the evaluation graph under the board, one
// point per evaluated half-move and its marks on it; a game without has
// none.
func TestBrowserEvalGraph(t *testing.T) {
	bin := chromium(t)
	games := []PageGame{NewPageGame(readReports(t, "testdata/evalgraph-en.pgn")[0])}
	page := filepath.Join(t.TempDir(), "page.html")
	var b bytes.Buffer
	if err := WriteHTML(&b, games, HTMLOptions{Title: "Evaluation graph"}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	dom := string(runChromium(t, bin, "--virtual-time-budget=5000", "--dump-dom", "file://"+page))
	graph := regexp.MustCompile(`(?s)<svg id="evalgraph"[^>]*>(.*?)</svg>`).FindStringSubmatch(dom)
	if graph == nil {
		t.Fatalf("no evaluation graph:\n%s", dom)
	}
	points := regexp.MustCompile(`<polyline points="([^"]*)"`).FindStringSubmatch(graph[1])
	if points == nil || len(strings.Fields(points[1])) != 6 {
		t.Errorf("the line: %q, want 6 points (the mating move has no value)", points)
	}
	if n := strings.Count(graph[1], `class="eg-mark eg-blunder"`); n != 1 {
		t.Errorf("%d blunder marks, want 1 (3... Nf6??):\n%s", n, graph[1])
	}
	if strings.Contains(graph[0], `style="display: none`) {
		t.Errorf("the graph is hidden")
	}
}
