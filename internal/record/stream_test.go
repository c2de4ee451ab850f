package record

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/generate"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"

	"github.com/awechec/awechec/internal/testenv"
)

// pgnTexts are PGN files to read: the export golden, every corpus file as
// it stands (AGN, read as PGN: the grammar reads both, defects included),
// the corpus and generated games exported to PGN, and the same files with
// CRLF or CR line ends, a byte-order mark, Windows-1252 text.
func pgnTexts(t *testing.T) map[string][]byte {
	t.Helper()
	pgnTextsMade.Lock()
	defer pgnTextsMade.Unlock()
	if pgnTextsMade.texts == nil {
		pgnTextsMade.texts = makePGNTexts(t)
	}
	return pgnTextsMade.texts
}

// pgnTextsMade holds pgnTexts, made once per run for the tests that read
// them (read only).
var pgnTextsMade struct {
	sync.Mutex
	texts map[string][]byte
}

func makePGNTexts(t *testing.T) map[string][]byte {
	t.Helper()
	texts := map[string][]byte{}
	golden, err := os.ReadFile("../convert/testdata/export/seed000.pgn")
	if err != nil {
		t.Fatal(err)
	}
	texts["seed000.pgn"] = golden
	files, _ := filepath.Glob("../../corpus/*/*.agn")
	more, _ := filepath.Glob("../../corpus/*.agn")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no corpus")
	}
	var export bytes.Buffer
	exportGame := func(g *notation.Game) {
		r := validate.Game(g, validate.Options{})
		if g.Diags.Errors() == 0 {
			if err := convert.WritePGN(&export, convert.FillColours(r), convert.PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		texts[filepath.Base(filepath.Dir(file))+"/"+filepath.Base(file)] = src
		games, err := readGames(src, file)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			exportGame(g)
		}
	}
	texts["corpus export"] = export.Bytes()
	export = bytes.Buffer{}
	for i, v := range []notation.Variant{notation.Awechec, notation.Synchronous, notation.Awele} {
		for _, l := range []notation.Language{notation.French, notation.English} {
			for k := 1; k <= 20; k++ {
				exportGame(generate.Game(generate.Options{Seed: uint64(i + 1), Lang: l, Variant: v, Handicap: k%3 == 0}, k))
			}
		}
	}
	texts["generated export"] = export.Bytes()
	for _, name := range []string{"seed000.pgn", "corpus export", "generated export"} {
		src := texts[name]
		texts[name+", CRLF"] = bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n"))
		texts[name+", CR"] = bytes.ReplaceAll(src, []byte("\n"), []byte("\r"))
		texts[name+", BOM"] = append([]byte("\ufeff"), src...)
	}
	texts["Windows-1252"] = []byte("[Event \"Tournoi d'\xe9t\xe9\"]\n[White \"L\xe9a\"]\n\n1. e4 {d\xe9but} e5 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n")
	return texts
}

// chunky hands out its text in pieces of random sizes, 1 to 300 bytes.
type chunky struct {
	src []byte
	rng *rand.Rand
}

func (c *chunky) Read(p []byte) (int, error) {
	if len(c.src) == 0 {
		return 0, io.EOF
	}
	n := min(len(p), len(c.src), 1+c.rng.Intn(300))
	copy(p, c.src[:n])
	c.src = c.src[n:]
	return n, nil
}

// readPGN reads every game of a PGN file through Next. Each game is the
// same once the next ones are read as when it came back: the games share
// no memory with the reader's (which parses into a recycled game).
func readPGN(t *testing.T, in io.Reader, name string) []*notation.Game {
	t.Helper()
	r, err := Open(in, name, PGN, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var out []*notation.Game
	var seen []string
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
		seen = append(seen, snapshot(g))
	}
	for i, g := range out {
		if snapshot(g) != seen[i] {
			t.Fatalf("%s: game %d changed as the next ones were read:\n%+v", name, i+1, *g)
		}
	}
	return out
}

// snapshot writes out everything of v that a later read could change:
// every field, exported or not, every element of its slices, and each
// pointer's address and what it points to (fmt's %+v, which this test
// used, shows a nested pointer's address only, and took 11 of the
// package's 18 s of processor time).
func snapshot(v any) string {
	var b []byte
	snap(&b, reflect.ValueOf(v), map[uintptr]bool{})
	return string(b)
}

// snap appends v's snapshot to b; seen holds the pointers followed.
func snap(b *[]byte, v reflect.Value, seen map[uintptr]bool) {
	*b = append(*b, byte(v.Kind()))
	switch v.Kind() {
	case reflect.Invalid:
	case reflect.Bool:
		*b = strconv.AppendBool(*b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		*b = strconv.AppendInt(*b, v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		*b = strconv.AppendUint(*b, v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		*b = strconv.AppendFloat(*b, v.Float(), 'g', -1, 64)
	case reflect.String:
		*b = strconv.AppendInt(*b, int64(v.Len()), 10)
		*b = append(*b, ':')
		*b = append(*b, v.String()...)
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			*b = append(*b, 'n')
			break
		}
		*b = strconv.AppendInt(*b, int64(v.Len()), 10)
		for i := 0; i < v.Len(); i++ {
			snap(b, v.Index(i), seen)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			snap(b, v.Field(i), seen)
		}
	case reflect.Interface:
		if !v.IsNil() {
			*b = append(*b, v.Elem().Type().String()...)
		}
		snap(b, v.Elem(), seen)
	case reflect.Pointer:
		p := v.Pointer()
		*b = strconv.AppendUint(*b, uint64(p), 16)
		if p != 0 && !seen[p] {
			seen[p] = true
			snap(b, v.Elem(), seen)
		}
	default: // maps, functions, channels: as fmt shows them
		*b = fmt.Appendf(*b, "%+v", v)
	}
	*b = append(*b, ';')
}

// readPGNWorkers reads every game of a PGN file as check does: split on
// one goroutine (NextUnread), read on several (Unread.Parse), the last
// chunk first.
func readPGNWorkers(t *testing.T, in io.Reader, name string) []*notation.Game {
	t.Helper()
	r, err := Open(in, name, PGN, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var us []Unread
	for {
		u, err := r.NextUnread()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if u.Text() {
			t.Fatalf("%s: a PGN game is AGN text to write as it stands", name)
		}
		us = append(us, u)
	}
	out := make([]*notation.Game, len(us))
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := len(us) - 1 - w; i >= 0; i -= 4 {
				out[i] = us[i].Parse(&notation.Game{Index: -1})
			}
		}()
	}
	wg.Wait()
	return out
}

// A PGN file read game by game, its bytes coming one at a time or in
// pieces of any size, gives the games the file read whole gives (the PGN
// reader read it so up to 64 MiB), and so does the split on one goroutine
// with the games read on others: the same elements, tags, diagnostics at
// the same lines and columns, the same sources.
func TestPGNStreamedSameAsWhole(t *testing.T) {
	t.Parallel()
	texts := pgnTexts(t)
	for name, src := range texts {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			whole := readPGN(t, bytes.NewReader(src), name)
			if len(whole) == 0 && len(bytes.TrimSpace(src)) > 0 {
				t.Errorf("%s: no game", name)
			}
			for how, in := range map[string]func() io.Reader{
				"one byte": func() io.Reader { return iotest.OneByteReader(bytes.NewReader(src)) },
				"pieces":   func() io.Reader { return &chunky{src: src, rng: rand.New(rand.NewSource(int64(len(src))))} },
			} {
				if got := readPGN(t, in(), name); !reflect.DeepEqual(got, whole) {
					t.Errorf("%s, %s: streamed games differ from the whole file's\n%s", name, how, firstDiff(got, whole))
				}
			}
			if got := readPGNWorkers(t, bytes.NewReader(src), name); !reflect.DeepEqual(got, whole) {
				t.Errorf("%s, on workers: games differ from the whole file's\n%s", name, firstDiff(got, whole))
			}
		})
	}
}

// firstDiff says which game of two lists differs first, and how.
func firstDiff(got, want []*notation.Game) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d games, want %d", len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			return fmt.Sprintf("game %d:\n%+v\nwant\n%+v", i+1, *got[i], *want[i])
		}
	}
	return ""
}

// repeated is an endless-looking input made of head, then body n times,
// then tail, generated as it is read (nothing of it is held).
type repeated struct {
	head, body, tail []byte
	n                int
	part             []byte // what is left of the piece being read
	read             int64  // bytes handed out
}

func (r *repeated) Read(p []byte) (int, error) {
	for len(r.part) == 0 {
		switch {
		case r.head != nil:
			r.part, r.head = r.head, nil
		case r.n > 0:
			r.part = r.body
			r.n--
		case r.tail != nil:
			r.part, r.tail = r.tail, nil
		default:
			return 0, io.EOF
		}
	}
	n := copy(p, r.part)
	r.part = r.part[n:]
	r.read += int64(n)
	return n, nil
}

// heapAfterGC is the live heap, after two collections (the second one
// empties the parse buffers pools keep, sized by the largest game: they
// are bounded by the game limit, not by the file's size).
func heapAfterGC() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// A PGN stream many times larger than the limit an OGN file is read in
// (64 times the game limit) is read game by game in bounded memory: each
// game comes back with no more of the input read than that game, the
// reader's buffer and one game limit ahead, and the live heap stays flat.
// Before, such a file was refused (more than 64 MiB: too large to be
// converted as a whole).
func TestPGNLargerThanFileLimit(t *testing.T) {
	const maxGame, maxFile = 16 << 10, 64 * (16 << 10)
	var one bytes.Buffer
	g := generate.Game(generate.Options{Seed: 3, Lang: notation.English}, 1)
	r := validate.Game(g, validate.Options{})
	if err := convert.WritePGN(&one, convert.FillColours(r), convert.PGNOptions{Lang: r.Lang, Variant: &r.Variant}); err != nil {
		t.Fatal(err)
	}
	n := 20*maxFile/one.Len() + 1
	in := &repeated{body: one.Bytes(), n: n}
	rd, err := Open(in, "big.pgn", Auto, Options{MaxGame: maxGame, MaxFileSize: maxFile})
	if err != nil {
		t.Fatal(err)
	}
	base := heapAfterGC()
	var peak uint64
	count := 0
	for {
		u, err := rd.NextUnread()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		count++
		g := u.Parse(nil)
		if len(g.Diags) != 0 || g.Index != count {
			t.Fatalf("game %d: index %d, %v", count, g.Index, g.Diags)
		}
		if ahead := in.read - int64(count*one.Len()); ahead > 64<<10+int64(maxGame)+int64(one.Len()) {
			t.Fatalf("game %d came back with %d bytes of input read ahead", count, ahead)
		}
		if count%(n/8) == 0 {
			peak = max(peak, heapAfterGC())
		}
	}
	if count != n {
		t.Errorf("%d games, want %d", count, n)
	}
	if grown := int64(peak) - int64(base); grown > 4<<20 {
		t.Errorf("the live heap grew by %d bytes reading %d bytes", grown, in.read)
	}
}

// Hostile PGN is read in bounded memory and time: a comment never closed
// of 100 MB, on lines or on one line, a million tags and a million
// brackets are each cut into games too large (game-too-large errors) and
// games of at most the game limit, and the game after them is read; the
// live heap between two games stays flat.
func TestPGNHostileBounded(t *testing.T) {
	for _, c := range []struct {
		name string
		in   *repeated
	}{
		{"comment on lines", &repeated{head: []byte("[Event \"x\"]\n\n1. e4 {"), body: []byte(strings.Repeat("x", 99) + "\n"), n: 1 << 20}},
		{"comment on one line", &repeated{head: []byte("[Event \"x\"]\n\n1. e4 {"), body: bytes.Repeat([]byte("x [ ( "), 1<<14), n: 1 << 10}},
		{"a million tags", &repeated{body: []byte("[Event \"v\"]\n"), n: 1 << 20}},
		{"a million brackets", &repeated{body: []byte("["), n: 1 << 20}},
	} {
		c.in.tail = []byte("\n\n[Event \"next\"]\n\n1. e4 e5 *\n")
		rd, err := Open(c.in, "hostile.pgn", PGN, Options{})
		if err != nil {
			t.Fatal(err)
		}
		base := heapAfterGC()
		var grown int64
		games, tooLarge, longest := 0, 0, 0
		var last string
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			games++
			longest = max(longest, len(g.Source))
			for _, d := range g.Diags {
				if d.Code == diag.GameTooLarge {
					tooLarge++
				}
			}
			last = ""
			if v, _ := g.Tag("Event"); v == "next" && len(g.Diags) == 0 {
				last = v
			}
			g = nil
			grown = max(grown, int64(heapAfterGC())-int64(base))
		}
		if grown > 8<<20 {
			t.Errorf("%s: the live heap grew by %d bytes between two games", c.name, grown)
		}
		if tooLarge == 0 || longest > grammar.DefaultMaxGame || last != "next" || c.in.read < 1<<20 {
			t.Errorf("%s: %d games, %d too large, the longest of %d bytes, the last one read %v (%d bytes read)", c.name, games, tooLarge, longest, last == "next", c.in.read)
		}
	}
}

// unreadAll splits a file into its unread games.
func unreadAll(t *testing.T, src []byte, name string, f Format) []Unread {
	t.Helper()
	r, err := Open(bytes.NewReader(src), name, f, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var us []Unread
	for {
		u, err := r.NextUnread()
		if err == io.EOF {
			return us
		}
		if err != nil {
			t.Fatal(err)
		}
		us = append(us, u)
	}
}

// A PGN game read into a recycled game, one a PGN or an AGN game was
// read into before, as check recycles them, is the game read into new
// memory; the slots of its movetext array past its length are zero, as
// the AGN reader leaves them, and an AGN game read into it afterwards is
// its own too.
func TestPGNRecycled(t *testing.T) {
	t.Parallel()
	texts := pgnTexts(t)
	var agn []Unread
	for _, name := range []string{"seed000.pgn", "fr/seed000.agn"} {
		if src, ok := texts[name]; ok {
			agn = append(agn, unreadAll(t, src, name, AGN)...)
		}
	}
	if len(agn) == 0 {
		t.Fatal("no AGN game")
	}
	var pool []*notation.Game
	take := func(k int) *notation.Game {
		if len(pool) == 0 {
			return nil
		}
		g := pool[k%len(pool)]
		pool = append(pool[:k%len(pool)], pool[k%len(pool)+1:]...)
		return g
	}
	zeroTail := func(what string, g *notation.Game) {
		for i, e := range g.Body[len(g.Body):cap(g.Body)] {
			if !reflect.DeepEqual(e, notation.Element{}) {
				t.Fatalf("%s: movetext slot %d past the length %d in use: %+v", what, len(g.Body)+i, len(g.Body), e)
			}
		}
	}
	k := 0
	for name, src := range texts {
		for i, u := range unreadAll(t, src, name, PGN) {
			k++
			want := u.Parse(nil)
			got := u.Parse(take(k))
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, game %d read into a recycled game:\n%+v\nwant\n%+v", name, i+1, *got, *want)
			}
			zeroTail(fmt.Sprintf("%s, game %d", name, i+1), got)
			pool = append(pool, got)
			if k%3 == 0 {
				a := agn[k%len(agn)]
				got, want := a.Parse(take(k)), a.Parse(nil)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("AGN game %d read into a recycled game:\n%+v\nwant\n%+v", a.Chunk.Index, *got, *want)
				}
				pool = append(pool, got)
			}
		}
	}
	if k < 50 {
		t.Fatalf("%d PGN games read, want many", k)
	}
}

// snapshot sees a change made through any slice of a game read: its
// text, a tag, a nested element, a diagnostic's message arguments.
func TestSnapshotSeesChanges(t *testing.T) {
	src := []byte("[Event \"e\"]\n[Result \"*\"]\n\n1. e4 (1. d4 d5) e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# *\n")
	for _, tt := range []struct {
		what   string
		change func(g *notation.Game) bool
	}{
		{"a byte of its text", func(g *notation.Game) bool { g.Source[0]++; return true }},
		{"a tag's value", func(g *notation.Game) bool { g.Tags[0].Value += "x"; return true }},
		{"a nested element", func(g *notation.Game) bool {
			for i := range g.Body {
				if len(g.Body[i].Children) > 0 {
					g.Body[i].Children[0].Text += "x"
					return true
				}
			}
			return false
		}},
		{"a diagnostic's message", func(g *notation.Game) bool {
			if len(g.Diags) == 0 {
				return false
			}
			g.Diags[0].Msg = i18n.M(i18n.GMoreDiags, 7)
			return true
		}},
	} {
		games := readPGN(t, bytes.NewReader(append(src, "\n1. e4 ) e5 *\n"...)), "x.pgn")
		if tt.what == "a diagnostic's message" {
			games = games[1:] // the game with a syntax error
		}
		g := games[0]
		before := snapshot(g)
		if !tt.change(g) {
			t.Fatalf("%s: the game has none", tt.what)
		}
		if snapshot(g) == before {
			t.Errorf("%s changed: the snapshot is the same", tt.what)
		}
	}
}

// TestMain runs the package's tests with testenv.Main: the collector at
// 400% (testenv.FewerCollections).
func TestMain(m *testing.M) { testenv.Main(m) }
