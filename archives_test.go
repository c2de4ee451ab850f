package awechec_test

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
		key := strings.NewReplacer(`\\`, `\`, `\"`, `"`).Replace(parts[1])
		out[parts[0]] = append(out[parts[0]], &figure{key: asciiKey(key), fen: parts[2]})
	}
	return out
}

// readPythonChess reads python-chess.tsv (written with python-chess,
// testdata/archives/README.md): the games python-chess replays to their
// end, by file. A game with python-chess errors, a game without moves
// (python-chess cuts some of pgn-extract's test games at a blank line
// after a comment: the tags then stand alone) and the games after
// python-chess stopped reading a file ("crash") are left out, as
// oracle.sh leaves out the games pgn-extract refuses.
func readPythonChess(t *testing.T) map[string][]*figure {
	b, err := os.ReadFile("testdata/archives/python-chess.tsv")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*figure{}
	for _, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 5 {
			t.Fatalf("python-chess.tsv: %q", line)
		}
		if p[2] == "0" && p[3] != "0" {
			out[p[0]] = append(out[p[0]], &figure{key: asciiKey(p[1]), fen: p[4]})
		}
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
	return asciiKey(strings.Join(k, "|"))
}

// asciiKey replaces each run of bytes outside ASCII by "?": pgn-extract copies a
// tag's bytes as they are (Latin-1 in scid's res_gameLatin1.pgn, code
// page 437 in the GNU Chess book), where awechec reads Latin-1 as UTF-8.
func asciiKey(k string) string {
	var b strings.Builder
	for i := 0; i < len(k); i++ {
		switch {
		case k[i] < 0x80:
			b.WriteByte(k[i])
		case i == 0 || k[i-1] < 0x80:
			b.WriteByte('?')
		}
	}
	return b.String()
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

// read is what awechec finds of one game of a real file.
type read struct {
	key, final string // gameKey; the final position without its ep square
	replayErr  *awechec.Diagnostic
	valid      bool
	index      int
}

// readArchive reads every game of the file at path with awechec.
func readArchive(t *testing.T, path string) []read {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []read
	r := awechec.NewReader(f, path, awechec.Auto)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		rep := g.Check()
		rd := read{key: gameKey(g), valid: rep.Valid, index: g.Index()}
		if d, ok := replayError(rep); ok {
			rd.replayErr = &d
		}
		if rep.Final != nil {
			rd.final = position(rep.Final.FEN())
		}
		out = append(out, rd)
	}
}

// knownRefusals are the games pgn-extract replays and awechec refuses on
// purpose, by file.
var knownRefusals = map[string]string{
	"pgn-extract/nested-comment.pgn":      "a comment inside a comment: not PGN, awechec reports the syntax error (pgn-extract refuses the game, python-chess reads it)",
	"pgn-extract/test-allownullmoves.pgn": "null moves in the main line of a standard game: awechec reports them, as pgn-extract does without --allownullmoves (python-chess plays them)",
	"pychess/lichess_study_2nd-part-game-puzzles-with-interactive-lessons_by_Francesco_Super_2018.01.03.pgn": "game 15's FEN gives White the right to castle king side (K) with White's king on c1: awechec refuses the FEN, pgn-extract and python-chess drop the right",
}

// knownMisreads are the files an oracle reads otherwise than the other
// oracle and awechec, which agree.
var knownMisreads = map[string]string{
	"python-chess scid/res_gameLatin1.pgn": "python-chess ends the game after 1. d4, its first comment holding every Latin-1 letter; it reads the same game in UTF-8 (res_gameUTF8.pgn) to pgn-extract's and awechec's final position",
}

// matchOracle checks the games of one file against the figures of an
// oracle (pgn-extract or python-chess): each figure is the game of the same tags, or else (when a
// malformed tag pair is recovered otherwise by the two programs, as
// `[White ""Socrates Expert""]` in pychess's mate_in_3.pgn) a game with
// the same final position left unmatched. It returns the number of
// final positions agreed.
func matchOracle(t *testing.T, oracle, name string, games []read, figs []*figure) int {
	if why := knownMisreads[oracle+" "+name]; why != "" {
		t.Logf("%s: %s's figures left out: %s", name, oracle, why)
		return 0
	}
	byKey := map[string][]*figure{}
	for _, fg := range figs {
		byKey[fg.key] = append(byKey[fg.key], fg)
	}
	agreed, refused := 0, 0
	var left []read
	for _, g := range games {
		cands := byKey[g.key]
		if len(cands) == 0 {
			left = append(left, g)
			continue // the oracle refused it, or read its tags otherwise
		}
		fg := cands[0]
		byKey[g.key] = cands[1:]
		fg.used = true
		switch {
		case g.replayErr != nil && knownRefusals[name] != "":
			refused++
		case g.replayErr != nil:
			t.Errorf("%s game %d: %s replays it, awechec finds %v", name, g.index, oracle, *g.replayErr)
		case g.final != position(fg.fen):
			t.Errorf("%s game %d: final position %s, %s's %s", name, g.index, g.final, oracle, fg.fen)
		default:
			agreed++
		}
	}
	if knownRefusals[name] != "" && refused+len(left) == 0 {
		t.Errorf("%s: no game refused, want one (%s)", name, knownRefusals[name])
	}
	for _, fg := range figs {
		if fg.used {
			continue
		}
		// A syntax error (a malformed tag pair, reported) may leave the
		// replay whole: the final position tells.
		i := slices.IndexFunc(left, func(g read) bool {
			return (g.replayErr == nil || g.replayErr.Code == "syntax") && g.final == position(fg.fen)
		})
		if i < 0 {
			t.Errorf("%s: %s's game %s was not read", name, oracle, fg.key)
			continue
		}
		left = slices.Delete(left, i, i+1)
		agreed++
	}
	return agreed
}

// Real collections nobody here wrote (testdata/archives/README.md:
// pgn-extract's own test files, 1,000 lichess games of corentings/chess's
// fixtures read from their .pgn.gz, games of the GNU Chess book, pychess's
// puzzles and lessons, scid's test games): every game pgn-extract
// replays to its end is replayed by awechec to its end, to the same final
// position (its result may still be found wrong: pgn-extract does not
// judge results), and so is every game python-chess replays without an
// error (pychess.tsv); the number of games, valid games and games with
// errors of each file are counts.golden's (go test -run TestRealArchives
// -update rewrites it; its changes are reviewed with the figures).
func TestRealArchives(t *testing.T) {
	figures := readFigures(t)
	pyFigures := readPythonChess(t)
	files, _ := filepath.Glob("testdata/archives/*/*.pgn*")
	if len(files) < 90 {
		t.Fatalf("%d files in testdata/archives", len(files))
	}
	sort.Strings(files)
	var counts strings.Builder
	agreed, pyAgreed, games := 0, 0, 0
	for _, path := range files {
		name := strings.TrimPrefix(filepath.ToSlash(path), "testdata/archives/")
		read := readArchive(t, path)
		valid := 0
		for _, g := range read {
			if g.valid {
				valid++
			}
		}
		agreed += matchOracle(t, "pgn-extract", name, read, figures[name])
		pyAgreed += matchOracle(t, "python-chess", name, read, pyFigures[name])
		games += len(read)
		fmt.Fprintf(&counts, "%s\t%d games\t%d valid\t%d with errors\t%d replayed by pgn-extract\n", name, len(read), valid, len(read)-valid, len(figures[name]))
	}
	t.Logf("%d files, %d games, %d final positions agreed with pgn-extract, %d with python-chess", len(files), games, agreed, pyAgreed)
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
// test-fixresulttags-in.pgn are made of them), nor is a byte that is not
// UTF-8 in a tag (encoding: the GNU Chess book's "Z\x81rich", code page
// 437), which pgn-extract copies as it is.
func replayError(rep *awechec.Report) (awechec.Diagnostic, bool) {
	for _, d := range rep.Diagnostics {
		if d.Severity == awechec.Error && d.Code != "result-mismatch" && d.Code != "encoding" {
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
