package web

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/testenv"
)

func readCorpus(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../../corpus/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestLinkRoundTrip(t *testing.T) {
	for _, s := range []string{"", "é", string(readCorpus(t, "seed000-fr.agn")), strings.Repeat("Échecs 1. e4 ", 10000)} {
		link := EncodeLink([]byte(s))
		if !strings.HasPrefix(link, LinkPrefix) || strings.ContainsAny(link[len(LinkPrefix):], "+/=#&?") {
			t.Fatalf("link %.60q is not URL-safe", link)
		}
		for _, l := range []string{link, "https://example.org/awechec/" + link, link + "&lang=fr"} {
			back, err := DecodeLink(l)
			if err != nil || string(back) != s {
				t.Errorf("%.40q: decoded %.40q, %v", s, back, err)
			}
		}
	}
}

func TestDecodeLinkErrors(t *testing.T) {
	// a small link that unpacks past the bound
	var z bytes.Buffer
	w, _ := flate.NewWriter(&z, flate.BestCompression)
	w.Write(make([]byte, MaxLinkText+10))
	w.Close()
	bomb := LinkPrefix + base64.RawURLEncoding.EncodeToString(z.Bytes())
	for _, tt := range []struct{ link, want string }{
		{"https://example.org/", "no #agn="},
		{"#agn=***", "cut or altered"},
		{"#agn=AAAA", "cut or altered"},
		{EncodeLink([]byte("some game"))[:12], "cut or altered"},
		{bomb, "more than"},
	} {
		_, err := DecodeLink(tt.link)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%.40q: error %v, want %q", tt.link, err, tt.want)
		}
	}
}

func FuzzDecodeLink(f *testing.F) {
	f.Add(EncodeLink([]byte("[Event \"x\"]\n\n1. e4 *\n")))
	f.Add("#agn=")
	f.Add("#agn=_-_-")
	f.Fuzz(func(t *testing.T, link string) {
		text, err := DecodeLink(link)
		if err == nil && len(text) > MaxLinkText {
			t.Fatalf("%d bytes", len(text))
		}
		if back, err := DecodeLink(EncodeLink([]byte(link))); err != nil || string(back) != link {
			t.Fatalf("round trip of %q: %q, %v", link, back, err)
		}
	})
}

// Check finds what check finds: the same codes at the same places, and
// the summary's counts; its words are in the language asked for, and the
// text is called by the name given.
func TestCheck(t *testing.T) {
	src := readCorpus(t, "invalid/power-mismatch.agn")
	r := Check(src, "fr", "partie.agn")
	if len(r.Games) != 2 || r.Valid != 1 || r.Errors != 1 || r.Warnings != 0 {
		t.Fatalf("%+v", r)
	}
	g := r.Games[0]
	if g.Start != 1 || g.End != 13 || r.Games[1].Start != 15 || g.Valid {
		t.Errorf("game 1: %+v; game 2 starts at %d", g, r.Games[1].Start)
	}
	if len(g.Diagnostics) != 1 {
		t.Fatalf("diagnostics %+v", g.Diagnostics)
	}
	d := g.Diagnostics[0]
	if d.Code != "power-mismatch" || d.Line != 11 || d.Col != 40 || d.Len != 5 || d.Ply != 4 || !strings.Contains(d.Text, "\n    |                                        ^^^^^") {
		t.Errorf("%+v", d)
	}
	const fr = "le pouvoir 4 est aux Noirs, pas aux Blancs\u00a0: écrivez (4=B)"
	if d.Message != fr || !strings.HasPrefix(d.Text, "partie.agn:11:40: erreur[power-mismatch]: "+fr+"\n") {
		t.Errorf("in French: %q\n%s", d.Message, d.Text)
	}
	if want := "2 parties\u00a0: 1 valide, 1 avec erreurs"; r.Summary != want {
		t.Errorf("summary %q, want %q", r.Summary, want)
	}
	en := Check(src, "en", "")
	d = en.Games[0].Diagnostics[0]
	const english = "power 4 is Black's, not White's: write (4=B)"
	if d.Message != english || !strings.HasPrefix(d.Text, "<stdin>:11:40: error[power-mismatch]: "+english+"\n") {
		t.Errorf("in English: %q\n%s", d.Message, d.Text)
	}
	if want := "2 games: 1 valid, 1 with errors"; en.Summary != want {
		t.Errorf("summary %q, want %q", en.Summary, want)
	}
	if b := CheckJSON([]byte(""), "en", ""); string(b) != `{"games":[],"valid":0,"errors":0,"warnings":0}` {
		t.Errorf("empty text: %s", b)
	}
}

// Check agrees with the corpus's golden files, which are check --format
// json's output: every game, its validity and each diagnostic.
func TestCheckCorpus(t *testing.T) {
	goldens, _ := filepath.Glob("../../corpus/*/*.golden")
	more, _ := filepath.Glob("../../corpus/*.golden")
	goldens = append(goldens, more...)
	if len(goldens) < 20 {
		t.Fatalf("%d golden files", len(goldens))
	}
	type diagJSON struct {
		Code, Message       string
		Line, Col, Ply      int
		AweleGame, AwelePly int `json:"-"`
	}
	for _, golden := range goldens {
		src, err := os.ReadFile(strings.TrimSuffix(golden, ".golden") + ".agn")
		if err != nil {
			continue // a golden file of another kind
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		r := Check(src, "en", "")
		lines := strings.Split(strings.TrimSpace(string(want)), "\n")
		if len(lines) != len(r.Games) {
			t.Errorf("%s: %d games, check finds %d", golden, len(r.Games), len(lines))
			continue
		}
		for i, l := range lines {
			var w struct {
				Game, Line  int
				Valid       bool
				Diagnostics []diagJSON
			}
			if err := json.Unmarshal([]byte(l), &w); err != nil {
				t.Fatalf("%s: %v", golden, err)
			}
			g := r.Games[i]
			var got []diagJSON
			for _, d := range g.Diagnostics {
				got = append(got, diagJSON{Code: d.Code, Message: d.Message, Line: d.Line, Col: d.Col, Ply: d.Ply})
			}
			if g.Index != w.Game || g.Valid != w.Valid || len(got) != len(w.Diagnostics) {
				t.Errorf("%s game %d: %+v, check: %s", golden, i+1, g, l)
				continue
			}
			for k := range got {
				if got[k] != w.Diagnostics[k] {
					t.Errorf("%s game %d: %+v, check: %+v", golden, i+1, got[k], w.Diagnostics[k])
				}
			}
		}
	}
}

func TestReplay(t *testing.T) {
	src := readCorpus(t, "seed000-fr.agn")
	for _, tt := range []struct{ lang, start string }{{"fr", `"Départ"`}, {"en", `"Start"`}, {"", `"Start"`}} {
		// "" is the process's language, English in the tests
		b, err := Replay(src, 1, tt.lang, "seed000-fr.agn")
		if err != nil {
			t.Fatal(err)
		}
		var r struct {
			Board string
			Data  struct {
				Games []struct {
					Lang  string
					Strs  []string
					Steps []json.RawMessage
				}
			}
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(r.Board, "<svg") || len(r.Data.Games) != 1 || len(r.Data.Games[0].Steps) < 20 {
			t.Fatalf("%s: %.200s", tt.lang, b)
		}
		if !strings.Contains(string(b), tt.start) {
			t.Errorf("%s: no %s in %.300s", tt.lang, tt.start, b)
		}
	}
	_, err := Replay(src, 9, "fr", "")
	if err == nil || !strings.Contains(err.Error(), "no game 9") || !strings.Contains(i18n.ErrorMsg(err).In(i18n.French), "pas de partie 9") {
		t.Errorf("game 9: %v", err)
	}
}

// TestReplayBoardFitsTheData: the board Replay gives for any game is drawn
// in the layout of its data, with every part the replayer's script shows,
// hides or redraws: a standalone Awélé record's and a game of standard
// chess's too (drawn alone, their board had other coordinates and lacked
// the parts the script looks up).
func TestReplayBoardFitsTheData(t *testing.T) {
	for _, file := range []string{"seed000-fr.agn", "valid/standard-fr.agn", "awele/abapa.agn"} {
		b, err := Replay(readCorpus(t, file), 1, "fr", file)
		if err != nil {
			t.Fatal(err)
		}
		var r struct {
			Board string
			Data  struct {
				Layout struct{ Width, Height float64 }
			}
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		head := fmt.Sprintf(`viewBox="0 0 %g `, r.Data.Layout.Width)
		if !strings.Contains(r.Board, head) {
			t.Errorf("%s: the board is not drawn in the data's layout (%s): %.200s", file, head, r.Board)
		}
		for _, id := range []string{"chessboard", "dots", "dot-grid", "awele-board", "counts", "marks", "pieces", "cones", "status", "caption"} {
			if !strings.Contains(r.Board, `id="`+id+`"`) {
				t.Errorf("%s: no %s in the board", file, id)
			}
		}
	}
}

// The page's command lines speak its language and call the text by its
// name.
func TestLangArgs(t *testing.T) {
	for _, tt := range []struct {
		args []string
		lang string
		want string
	}{
		{[]string{"fmt", "-"}, "fr", "fmt --lang=fr -"},
		{[]string{"convert", "--to", "en", "-"}, "en", "convert --lang=en --to en -"},
		{[]string{"fmt", "-"}, "", "fmt -"},
		{[]string{"fmt", "-"}, "de", "fmt -"},
		{nil, "fr", "--lang=fr"},
	} {
		if got := strings.Join(LangArgs(tt.args, tt.lang), " "); got != tt.want {
			t.Errorf("%q %s: %q, want %q", tt.args, tt.lang, got, tt.want)
		}
	}
	if got := NameStdin("<stdin>:3:5 : erreur[syntax] : x\n", "partie.agn"); got != "partie.agn:3:5 : erreur[syntax] : x\n" {
		t.Errorf("%q", got)
	}
	if got := NameStdin("<stdin>:3", ""); got != "<stdin>:3" {
		t.Errorf("%q", got)
	}
}

// awechec web says what to do when it cannot build the module: no go on
// PATH, or no sources around.
func TestFindToolchain(t *testing.T) {
	if _, err := FindToolchain(t.TempDir()); err == nil || !strings.Contains(err.Error(), "the awechec sources are not at or above") {
		t.Errorf("outside the sources: %v", err)
	}
	tc, err := FindToolchain(".")
	testenv.Need(t, "the Go toolchain and the sources", err)
	if b, err := os.ReadFile(filepath.Join(tc.Dir, "go.mod")); err != nil || modulePath(b) != Module {
		t.Errorf("module root %s: %v", tc.Dir, err)
	}
	t.Setenv("PATH", t.TempDir())
	t.Setenv("GOROOT", "")
	if _, err := FindToolchain("."); err == nil || !strings.Contains(err.Error(), "no Go toolchain found") {
		t.Errorf("no go on PATH: %v", err)
	}
}
