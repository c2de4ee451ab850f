package awechec_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec"
)

// recorder is a Visitor writing down each event; it passes over the
// movetext of the games whose Event tag is skipGame and over the
// variations whose number (1-based, in the order begun) skipVar holds.
type recorder struct {
	events   []string
	event    string
	skipGame string
	skipVar  map[int]bool
	vars     int
}

func (r *recorder) add(f string, a ...any) { r.events = append(r.events, fmt.Sprintf(f, a...)) }
func (r *recorder) BeginGame()             { r.add("begin") }
func (r *recorder) Tag(name, value string) {
	if name == "Event" {
		r.event = value
	}
	r.add("tag %s=%s", name, value)
}

func (r *recorder) EndTags() awechec.Skip {
	skip := r.event == r.skipGame
	r.event = ""
	r.add("endtags %t", skip)
	return awechec.Skip(skip)
}

func (r *recorder) Element(n awechec.Node) {
	switch n.Kind {
	case awechec.NAGNode:
		r.add("nag %d", n.NAG)
	default:
		r.add("%s %s%s", n.Kind, n.Text, n.Suffix)
	}
}

func (r *recorder) BeginVariation() awechec.Skip {
	r.vars++
	skip := r.skipVar[r.vars]
	r.add("(%d %t", r.vars, skip)
	return awechec.Skip(skip)
}

func (r *recorder) EndVariation()     { r.add(")") }
func (r *recorder) Result(res string) { r.add("result %s", res) }
func (r *recorder) EndGame(g *awechec.Game) {
	if g == nil {
		r.add("end unread")
		return
	}
	r.add("end %d", g.Index())
}

const visitRecord = `[Event "A"]
[Variant "Standard"]
1. e4 {king's pawn} e5 $1 2. Nf3 (2. f4 exf4 (2... d5!?) 3. Nf3) 2... Nc6 1-0

[Event "B"]
[Variant "Standard"]
1. d4 d5 *
`

func TestVisit(t *testing.T) {
	gameB := []string{"begin", "tag Event=B", "tag Variant=Standard", "endtags false",
		"move-number 1.", "chess-move d4", "chess-move d5", "result *", "end 2"}
	tests := []struct {
		name     string
		skipGame string
		skipVar  []int
		want     []string
	}{
		{"every event", "", nil, append([]string{"begin", "tag Event=A", "tag Variant=Standard", "endtags false",
			"move-number 1.", "chess-move e4", "comment king's pawn", "chess-move e5", "nag 1",
			"move-number 2.", "chess-move Nf3",
			"(1 false", "move-number 2.", "chess-move f4", "chess-move exf4",
			"(2 false", "move-number 2...", "chess-move d5!?", ")",
			"move-number 3.", "chess-move Nf3", ")",
			"move-number 2...", "chess-move Nc6", "result 1-0", "end 1"}, gameB...)},
		{"inner variation passed", "", []int{2}, append([]string{"begin", "tag Event=A", "tag Variant=Standard", "endtags false",
			"move-number 1.", "chess-move e4", "comment king's pawn", "chess-move e5", "nag 1",
			"move-number 2.", "chess-move Nf3",
			"(1 false", "move-number 2.", "chess-move f4", "chess-move exf4",
			"(2 true",
			"move-number 3.", "chess-move Nf3", ")",
			"move-number 2...", "chess-move Nc6", "result 1-0", "end 1"}, gameB...)},
		{"outer variation passed: the inner one is not begun", "", []int{1}, append([]string{"begin", "tag Event=A", "tag Variant=Standard", "endtags false",
			"move-number 1.", "chess-move e4", "comment king's pawn", "chess-move e5", "nag 1",
			"move-number 2.", "chess-move Nf3",
			"(1 true",
			"move-number 2...", "chess-move Nc6", "result 1-0", "end 1"}, gameB...)},
		{"first game passed", "A", nil, append([]string{"begin", "tag Event=A", "tag Variant=Standard", "endtags true",
			"end unread"}, gameB...)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &recorder{skipGame: tc.skipGame, skipVar: map[int]bool{}}
			for _, n := range tc.skipVar {
				v.skipVar[n] = true
			}
			rd := awechec.NewReader(strings.NewReader(visitRecord), "", awechec.AGN)
			if err := rd.Visit(v); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(v.events, tc.want) {
				t.Errorf("events\n%s\nwant\n%s", strings.Join(v.events, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// A game passed over at EndTags is not parsed, nor by NextHeaders:
// reading a long game so allocates a small part of what Next's parse does
// (the split text and its tags), whether its tags are written plainly or
// not (a comment before them, an escaped quote: the reader reads them and
// stops before the movetext).
func TestVisitPassedGameUnparsed(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, "%d. Nf3 {a comment} Nf6 $1 %d. Ng1 (%d. Nd4) Ng8 ", 2*i-1, 2*i, 2*i)
	}
	b.WriteString("*\n")
	for _, head := range []string{
		"[Event \"A\"]\n[Variant \"Standard\"]\n",
		"{note}\n[Event \"A\"]\n[Variant \"Standard\"]\n",
		"[Event \"a \\\"b\\\"\"]\n[Variant \"Standard\"]\n",
	} {
		src := head + b.String()
		passed := testing.AllocsPerRun(5, func() {
			if err := awechec.NewReader(strings.NewReader(src), "", awechec.AGN).Visit(quiet{pass: true}); err != nil {
				t.Fatal(err)
			}
		})
		headers := testing.AllocsPerRun(5, func() {
			if _, err := awechec.NewReader(strings.NewReader(src), "", awechec.AGN).NextHeaders(); err != nil {
				t.Fatal(err)
			}
		})
		parsed := testing.AllocsPerRun(5, func() {
			if _, err := awechec.NewReader(strings.NewReader(src), "", awechec.AGN).Next(); err != nil {
				t.Fatal(err)
			}
		})
		t.Logf("%q: allocations: %.0f passed over by Visit, %.0f by NextHeaders, %.0f read by Next", head, passed, headers, parsed)
		if passed*2 > parsed || headers*2 > parsed {
			t.Errorf("%q: a game passed over allocates %.0f times (NextHeaders %.0f), parsed %.0f: its movetext was parsed", head, passed, headers, parsed)
		}
	}
}

// quiet is a Visitor that records nothing, passing over every game's
// movetext when pass is set.
type quiet struct{ pass bool }

func (quiet) BeginGame()                   {}
func (quiet) Tag(string, string)           {}
func (q quiet) EndTags() awechec.Skip      { return awechec.Skip(q.pass) }
func (quiet) Element(awechec.Node)         {}
func (quiet) BeginVariation() awechec.Skip { return awechec.Enter }
func (quiet) EndVariation()                {}
func (quiet) Result(string)                {}
func (quiet) EndGame(*awechec.Game)        {}

// Visit, Next and NextHeaders read the same file in turn, each the games
// the others left; an unreadable file is Visit's error.
func TestVisitNextInTurn(t *testing.T) {
	rd := awechec.NewReader(strings.NewReader(visitRecord+visitRecord), "", awechec.AGN)
	if g, err := rd.Next(); err != nil || g.Index() != 1 {
		t.Fatalf("Next: %v", err)
	}
	if tags, err := rd.NextHeaders(); err != nil || tags[0] != (awechec.Tag{Name: "Event", Value: "B"}) {
		t.Fatalf("NextHeaders: %v %v", tags, err)
	}
	v := &recorder{}
	if err := rd.Visit(v); err != nil {
		t.Fatal(err)
	}
	if got := v.events[len(v.events)-1]; got != "end 4" {
		t.Errorf("last event %q, want end 4", got)
	}
	if _, err := rd.NextHeaders(); err != io.EOF {
		t.Errorf("after Visit: %v, want io.EOF", err)
	}
	if err := awechec.NewReader(errReader{}, "", awechec.AGN).Visit(&recorder{}); err == nil || err == io.EOF {
		t.Errorf("unreadable file: %v", err)
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("disk failed") }

// NextHeaders gives the tags Next's games have, game for game, on every
// collection of testdata/archives, every corpus file and an OGN file,
// whether the tags are scanned alone or the game parsed.
func TestNextHeadersAgreesWithNext(t *testing.T) {
	var files []string
	for _, glob := range []string{"testdata/archives/*/*", "corpus/*.agn", "corpus/*/*.agn", "corpus/*/*.pgn",
		"internal/convert/testdata/export/*.ogn"} {
		m, _ := filepath.Glob(glob)
		for _, f := range m {
			if _, ok := awechec.FormatOf(f); ok {
				files = append(files, f)
			}
		}
	}
	if len(files) < 100 {
		t.Fatalf("%d files", len(files))
	}
	games := 0
	for _, f := range files {
		full, heads := openBoth(t, f)
		for {
			g, err := full.Next()
			tags, herr := heads.NextHeaders()
			if err != herr {
				t.Fatalf("%s: Next %v, NextHeaders %v", f, err, herr)
			}
			if err != nil {
				break
			}
			games++
			if want := g.Tags(); !reflect.DeepEqual(tags, want) {
				t.Fatalf("%s game %d: NextHeaders %v\nNext's tags %v", f, g.Index(), tags, want)
			}
		}
	}
	if games < 1000 {
		t.Errorf("%d games", games)
	}
	t.Logf("%d files, %d games", len(files), games)
}

func openBoth(t *testing.T, f string) (*awechec.Reader, *awechec.Reader) {
	a, err := os.Open(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.Open(f)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close(); b.Close() })
	return awechec.NewReader(a, f, awechec.Auto), awechec.NewReader(b, f, awechec.Auto)
}

// NextHeaders gives Next's tags on the games whose tags cannot be scanned
// alone (parsed whole) and on a game over the size limit (no tags).
func TestNextHeadersFallback(t *testing.T) {
	long := "[Event \"Long\"]\n[Variant \"Standard\"]\n" + strings.Repeat("1. Nf3 Nf6 2. Ng1 Ng8 ", 20) + "*\n"
	tests := []struct {
		name, src string
		format    awechec.Format
		opts      []awechec.Option
		want      []awechec.Tag
	}{
		{"plain", "[Event \"E\"]\n[Variant \"Standard\"]\n1. e4 *\n", awechec.AGN, nil,
			[]awechec.Tag{{Name: "Event", Value: "E"}, {Name: "Variant", Value: "Standard"}}},
		{"comment before the tags", "{note}\n[Event \"E\"]\n1. e4 *\n", awechec.AGN, nil,
			[]awechec.Tag{{Name: "Event", Value: "E"}}},
		{"escaped quote", "[Event \"a \\\"b\\\"\"]\n1. e4 *\n", awechec.AGN, nil,
			[]awechec.Tag{{Name: "Event", Value: "a \"b\""}}},
		{"over the size limit", long, awechec.AGN, []awechec.Option{awechec.MaxGameSize(100)}, []awechec.Tag{}},
		{"PGN comment command", "[Event \"E\"]\n\n1. e4 {[%clk 0:03:00]} *\n", awechec.PGN, nil,
			[]awechec.Tag{{Name: "Event", Value: "E"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := awechec.NewReader(strings.NewReader(tc.src), "", tc.format, tc.opts...).Next()
			if err != nil {
				t.Fatal(err)
			}
			tags, err := awechec.NewReader(strings.NewReader(tc.src), "", tc.format, tc.opts...).NextHeaders()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(tags, g.Tags()) || !reflect.DeepEqual(tags, tc.want) {
				t.Errorf("NextHeaders %q, Next's tags %q, want %q", tags, g.Tags(), tc.want)
			}
		})
	}
}
