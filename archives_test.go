package awechec_test

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/awechec/awechec"
	"github.com/awechec/awechec/internal/testenv"
)

var updateArchives = flag.Bool("update", false, "rewrite testdata/archives/counts.golden")

// figure is what pgn-extract found of one game (testdata/archives/
// figures.tsv, written by oracle.sh): its tags and final position.
type figure struct {
	key, fen string
	used     bool
}

// readFigures reads figures.tsv: the figures of each file, in file order.
func readFigures(t *testing.T) map[string][]*figure {
	f, err := os.Open("testdata/archives/figures.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]*figure{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		if len(parts) != 3 {
			t.Fatalf("figures.tsv: %q", line)
		}
		out[parts[0]] = append(out[parts[0]], &figure{key: parts[1], fen: parts[2]})
	}
	return out
}

// gameKey is the tags of g as pgn-extract writes them (oracle.sh).
func gameKey(g *awechec.Game) string {
	var k []string
	for _, name := range []string{"Event", "Site", "Date", "Round", "White", "Black"} {
		v, ok := g.Tag(name)
		switch {
		case ok:
		case name == "Date":
			v = "????.??.??"
		default:
			v = "?"
		}
		k = append(k, v)
	}
	return strings.Join(k, "|")
}

// position is a FEN without its en-passant square, which pgn-extract
// writes after every double step and awechec only when a capture is
// possible.
func position(fen string) string {
	f := strings.Fields(fen)
	if len(f) != 6 {
		return fen
	}
	return strings.Join(append(f[:3:3], f[4:]...), " ")
}

// Real collections nobody here wrote (testdata/archives/README.md:
// pgn-extract's own test files, 1,000 lichess games of corentings/chess's
// fixtures, read from their .pgn.gz): every game pgn-extract replays to
// its end is replayed by awechec to its end, to the same final position
// (its result may still be found wrong: pgn-extract does not judge
// results); the
// number of games, valid games and games with errors of each file are
// counts.golden's (go test -run TestRealArchives -update rewrites it;
// its changes are reviewed with the figures).
func TestRealArchives(t *testing.T) {
	figures := readFigures(t)
	files, _ := filepath.Glob("testdata/archives/*/*.pgn*")
	if len(files) < 50 {
		t.Fatalf("%d files in testdata/archives", len(files))
	}
	sort.Strings(files)
	var counts strings.Builder
	agreed, games := 0, 0
	for _, path := range files {
		name := strings.TrimPrefix(filepath.ToSlash(path), "testdata/archives/")
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		byKey := map[string][]*figure{}
		for _, fg := range figures[name] {
			byKey[fg.key] = append(byKey[fg.key], fg)
		}
		r := awechec.NewReader(f, path, awechec.Auto)
		n, valid, errs := 0, 0, 0
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			n++
			rep := g.Check()
			switch {
			case rep.Valid:
				valid++
			default:
				errs++
			}
			cands := byKey[gameKey(g)]
			if len(cands) == 0 {
				continue // pgn-extract refused it
			}
			fg := cands[0]
			byKey[gameKey(g)] = cands[1:]
			fg.used = true
			if d, ok := replayError(rep); ok {
				t.Errorf("%s game %d: pgn-extract replays it, awechec finds %v", name, g.Index(), d)
				continue
			}
			if rep.Final == nil || position(rep.Final.FEN()) != position(fg.fen) {
				t.Errorf("%s game %d: final position %v, pgn-extract's %s", name, g.Index(), rep.Final, fg.fen)
				continue
			}
			agreed++
		}
		f.Close()
		games += n
		for _, fg := range figures[name] {
			if !fg.used {
				t.Errorf("%s: pgn-extract's game %s was not read", name, fg.key)
			}
		}
		fmt.Fprintf(&counts, "%s\t%d games\t%d valid\t%d with errors\t%d replayed by pgn-extract\n", name, n, valid, errs, len(figures[name]))
	}
	t.Logf("%d files, %d games, %d final positions agreed with pgn-extract", len(files), games, agreed)
	const golden = "testdata/archives/counts.golden"
	if *updateArchives {
		if err := os.WriteFile(golden, []byte(counts.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != counts.String() {
		t.Errorf("counts differ from %s (go test -run TestRealArchives -update):\n%s", golden, counts.String())
	}
}

// replayError returns the first error of rep that stops or contradicts
// the replay of the moves: a result that disagrees with the position
// (result-mismatch) is no such error, since pgn-extract does not judge
// results (its test files test-nobadresults.pgn and
// test-fixresulttags-in.pgn are made of them).
func replayError(rep *awechec.Report) (awechec.Diagnostic, bool) {
	for _, d := range rep.Diagnostics {
		if d.Severity == awechec.Error && d.Code != "result-mismatch" {
			return d, true
		}
	}
	return awechec.Diagnostic{}, false
}

// figures.tsv is what oracle.sh writes with the pgn-extract installed:
// no figure was written by hand.
func TestArchiveFiguresFromPgnExtract(t *testing.T) {
	testenv.Tool(t, "apt-get install pgn-extract", "pgn-extract", "/usr/games/pgn-extract")
	out := filepath.Join(t.TempDir(), "figures.tsv")
	cmd := exec.Command("testdata/archives/oracle.sh", out)
	cmd.Env = append(os.Environ(), "PATH="+os.Getenv("PATH")+":/usr/games")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("oracle.sh: %v\n%s", err, b)
	}
	got, _ := os.ReadFile(out)
	want, _ := os.ReadFile("testdata/archives/figures.tsv")
	if string(got) != string(want) {
		t.Errorf("oracle.sh writes other figures than testdata/archives/figures.tsv (%d and %d bytes)", len(got), len(want))
	}
}
