package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/web"
)

// A Checker that keeps games from one check to the next says, after each
// edit, exactly what a fresh check of the edited text says: lines shifted
// above a game, games added, removed, broken and mended, a game run into
// the next one, the language or the name changed.
func TestCheckerEdits(t *testing.T) {
	var out, errs bytes.Buffer
	if code := cli.Execute([]string{"generate", "-n", "6", "--seed", "5"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("generate: %s", errs.String())
	}
	base := out.String()
	games := strings.SplitAfter(base, "\n\n[Event")
	flip := func(s string) string { return strings.Replace(s, "(1=B)", "(1=N)", 1) }
	steps := []struct {
		name, text, lang, file string
	}{
		{"start", base, "fr", "a.agn"},
		{"game 4 broken", strings.Join(games[:3], "") + flip(games[3]) + strings.Join(games[4:], ""), "fr", "a.agn"},
		{"a line above", "\n\n" + strings.Join(games[:3], "") + flip(games[3]) + strings.Join(games[4:], ""), "fr", "a.agn"},
		{"lines in game 2", "\n\n" + games[0] + strings.Replace(games[1], "\n", "\n\n", 3) + games[2] + flip(games[3]) + strings.Join(games[4:], ""), "fr", "a.agn"},
		{"in English", "\n\n" + games[0] + strings.Replace(games[1], "\n", "\n\n", 3) + games[2] + flip(games[3]) + strings.Join(games[4:], ""), "en", "a.agn"},
		{"renamed", "\n\n" + games[0] + strings.Replace(games[1], "\n", "\n\n", 3) + games[2] + flip(games[3]) + strings.Join(games[4:], ""), "en", "b.agn"},
		{"game 1 removed", "\n\n" + strings.TrimPrefix(strings.Join(games[1:3], "")+flip(games[3])+strings.Join(games[4:], ""), "[Event"), "en", "b.agn"},
		{"mended", base, "fr", "a.agn"},
		{"results cut", strings.ReplaceAll(base, "1-0\n", "\n"), "fr", "a.agn"},
		{"syntax broken", strings.Replace(base, "Échecs 1.", "Échecs 1. ))", 3), "fr", "a.agn"},
		{"empty", "", "fr", "a.agn"},
		{"again", base, "fr", "a.agn"},
	}
	var c web.Checker
	for _, s := range steps {
		got, _ := json.Marshal(c.Check([]byte(s.text), s.lang, s.file))
		want, _ := json.Marshal(web.Check([]byte(s.text), s.lang, s.file))
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the checker kept says\n%s\na fresh check\n%s", s.name, got, want)
		}
	}
	// the games were kept: a defect is said with its line moved when
	// lines are added above
	fresh := web.Check([]byte(flip(base)), "fr", "a.agn")
	r := c.Check([]byte("\n\n\n"+flip(base)), "fr", "a.agn")
	if fresh.Errors != 1 || r.Errors != 1 {
		t.Fatalf("errors: %d, %d, want 1", fresh.Errors, r.Errors)
	}
	for i, g := range fresh.Games {
		for j, d := range g.Diagnostics {
			if got := r.Games[i].Diagnostics[j]; got.Line != d.Line+3 || got.Text != strings.ReplaceAll(d.Text, strconv.Itoa(d.Line), strconv.Itoa(d.Line+3)) {
				t.Errorf("shifted: %+v, fresh %+v", got, d)
			}
		}
	}
}

// checkerTexts are the texts the checker's property test edits: the
// corpus's records and the archives of testdata/archives (read as AGN:
// PGN files make odd AGN, comments, variations and tags of every kind),
// and a generated archive.
func checkerTexts(t *testing.T) map[string]string {
	t.Helper()
	texts := map[string]string{}
	for _, root := range []string{"../../corpus", "../../testdata/archives"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || (!strings.HasSuffix(p, ".agn") && !strings.HasSuffix(p, ".pgn")) {
				return err
			}
			b, err := os.ReadFile(p)
			if len(b) > 12<<10 {
				// the first games (12 KB) of a long archive: their edits
				// are the same, and a fresh check of it is long; their
				// diagnostics have every code the first 24 KB gave (28)
				b = b[:bytes.LastIndex(b[:12<<10], []byte("\n["))+1]
			}
			texts[p] = string(b)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var out, errs bytes.Buffer
	if code := cli.Execute([]string{"generate", "-n", "12", "--seed", "7"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("generate: %s", errs.String())
	}
	texts["generated"] = out.String()
	return texts
}

// checkerEdits are edits of text (whose games' lines a check gave) in
// its first, middle and last games: a letter typed and a byte removed in
// their moves and in their tags, a line added, a game split in two by a
// tag section or a result, two games run together (the text between
// their middles removed, the result's line removed), a game removed.
func checkerEdits(text string, r web.CheckResult) map[string]string {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	lineAt := func(n int) int { return starts[max(0, min(n-1, len(starts)-1))] }
	edits := map[string]string{}
	ins := func(name string, at int, s string) { edits[name] = text[:at] + s + text[at:] }
	del := func(name string, a, b int) {
		if a < b {
			edits[name] = text[:a] + text[b:]
		}
	}
	n := len(r.Games)
	if n == 0 {
		return edits
	}
	mid := func(g web.Game) int { return lineAt((g.Start + g.End + 1) / 2) }
	for name, i := range map[string]int{"first": 0, "middle": n / 2, "last": n - 1} {
		g := r.Games[i]
		m := mid(g)
		ins(name+": a letter", m+1, "x")
		del(name+": a byte removed", m+1, min(len(text), m+2))
		ins(name+": a line", m, "\n")
		ins(name+": split by tags", m, "\n\n[Event \"x\"]\n\n1. e4 ")
		ins(name+": split by a result", m, " 1-0 ")
		ins(name+": a tag's letter", lineAt(g.Start)+1, "z")
		del(name+": a tag's letter removed", lineAt(g.Start)+1, lineAt(g.Start)+2)
		del(name+": the result's line removed", lineAt(g.End), lineAt(g.End+1))
		del(name+": removed", lineAt(g.Start), lineAt(g.End+1))
		if i+1 < n {
			del(name+": run into the next", m, mid(r.Games[i+1]))
		}
	}
	ins("appended", len(text), "\n[Event \"y\"]\n\n1. e4 *\n")
	return edits
}

// A check after an edit, reading again only what the edit touched, says
// exactly what a fresh check of the edited text says: for each text of
// checkerTexts, each edit of checkerEdits made to it (and undone), then
// a walk of random edits (letters, line ends, results, tags, braces and
// parentheses typed; spans removed).
func TestCheckerIncremental(t *testing.T) {
	texts := checkerTexts(t)
	names := make([]string, 0, len(texts))
	for name := range texts {
		names = append(names, name)
	}
	sort.Strings(names)
	typed := []string{"x", "é", "\n", "\n\n", " 1-0 ", "\n[Event \"z\"]\n", "{", "}", "(", ")", "[", "*", " e4 "}
	for _, name := range names {
		text := texts[name]
		t.Run(strings.TrimPrefix(name, "../../"), func(t *testing.T) {
			t.Parallel()
			checkerWalk(t, text, typed, rand.New(rand.NewPCG(24, uint64(len(text)))))
		})
	}
}

// checkerWalk checks text, each edit of checkerEdits and its undoing,
// then random edits of typed, with a Checker and afresh.
func checkerWalk(t *testing.T, text string, typed []string, rng *rand.Rand) {
	var c web.Checker
	// a fresh check of text, made once: the walk comes back to text
	// after every edit, and a fresh check of the same text says the same
	fresh := web.Check([]byte(text), "fr", "archive.agn")
	freshText, _ := json.Marshal(fresh)
	same := func(what, s string) {
		t.Helper()
		got, _ := json.Marshal(c.Check([]byte(s), "fr", "archive.agn"))
		want := freshText
		if s != text {
			want, _ = json.Marshal(web.Check([]byte(s), "fr", "archive.agn"))
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the checker kept says\n%s\na fresh check\n%s", what, got, want)
		}
	}
	same("as it is", text)
	edits := checkerEdits(text, fresh)
	keys := make([]string, 0, len(edits))
	for k := range edits {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	checked := map[string]bool{}
	for _, k := range keys {
		// a record of one or two games: its first, middle and last games
		// are not three, and their edits are made once
		if checked[edits[k]] {
			continue
		}
		checked[edits[k]] = true
		same(k, edits[k])
		same(k+", undone", text)
	}
	s := text
	for i := 0; i < 12; i++ {
		// edits at characters' starts, as an editor makes them
		start := func(i int) int {
			for i < len(s) && !utf8.RuneStart(s[i]) {
				i++
			}
			return i
		}
		at := start(rng.IntN(len(s) + 1))
		if rng.IntN(3) == 0 && len(s) > 0 {
			s = s[:at] + s[start(min(len(s), at+1+rng.IntN(80))):]
		} else {
			s = s[:at] + typed[rng.IntN(len(typed))] + s[at:]
		}
		same(fmt.Sprintf("random edit %d", i), s)
	}
}

// A Checker keeps its own copy of the text: a caller that checks a
// buffer, changes it in place and checks it again gets the new text's
// result.
func TestCheckerBufferReused(t *testing.T) {
	game := readCorpusText(t, "seed000-fr.agn")
	text := []byte(game + "\n" + game)
	var c web.Checker
	c.Check(text, "fr", "a.agn")
	i := bytes.Index(text, []byte("(1="))
	text[i+3] ^= 'B' ^ 'N' // the first game's power flipped: a defect
	got, _ := json.Marshal(c.Check(text, "fr", "a.agn"))
	want, _ := json.Marshal(web.Check(text, "fr", "a.agn"))
	if !bytes.Equal(got, want) {
		t.Errorf("the buffer changed in place: the checker says\n%s\na fresh check\n%s", got, want)
	}
}

func readCorpusText(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "corpus", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
