package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const seed000fr = `[Event "Exemple"]
[Result "1-0"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0
7. (13=B) Dh5 (14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0
`

// seed000bad has power 4 written White where the queue gives Black.
var seed000bad = strings.Replace(seed000fr, "(4=N) Cc6", "(4=B) Cc6", 1)

// TestCheckSummaryAddsUp: the summary's counts add up to the games; the
// games with warnings only are said within the valid ones (or, under
// --strict, within the invalid ones). "3 games, 2 valid, 1 with errors, 1
// with warnings only" before.
func TestCheckSummaryAddsUp(t *testing.T) {
	t.Parallel()
	warned := strings.Replace(seed000fr, "Dxf7#", "Dxf7", 1)
	three := seed000fr + "\n" + warned + "\n" + seed000bad
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "en"}, "3 games: 2 valid (1 of them with warnings), 1 with errors\n"},
		{[]string{"--lang", "fr"}, "3 parties\u00a0: 2 valides (dont 1 avec avertissements), 1 avec erreurs\n"},
		{[]string{"--lang", "en", "--strict"}, "3 games: 1 valid, 2 invalid (1 with errors, 1 with warnings only)\n"},
		{[]string{"--lang", "fr", "--strict"}, "3 parties\u00a0: 1 valide, 2 non valides (1 avec erreurs, 1 avec avertissements seulement)\n"},
	} {
		_, out, _ := run(t, three, append([]string{"check", "-q"}, c.args...)...)
		if !strings.HasSuffix(out, c.want) {
			t.Errorf("check %v: %q, want it to end with %q", c.args, out, c.want)
		}
	}
	_, out, _ := run(t, seed000fr+"\n"+seed000bad, "check", "-q", "--lang", "fr")
	if want := "2 parties\u00a0: 1 valide, 1 avec erreurs\n"; !strings.HasSuffix(out, want) {
		t.Errorf("no warning: %q, want %q", out, want)
	}
}

// TestCheckEmpty: an empty text (or one of spaces only) is said to be
// empty, in the user's language, after "0 games" (which alone did not
// tell a player why).
func TestCheckEmpty(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, in, want string }{
		{"fr", "", "0 partie\u00a0: 0 valide, 0 avec erreurs\naucune partie lue\u00a0: ce qui a été donné est vide (ou ne contient que des espaces)\n"},
		{"en", "\n  \n", "0 games: 0 valid, 0 with errors\nno game read: what was given is empty (or holds only spaces)\n"},
	} {
		if code, out, errs := run(t, c.in, "check", "--lang", c.lang); code != 0 || out != c.want {
			t.Errorf("%s: exit %d, %q %s; want %q", c.lang, code, out, errs, c.want)
		}
	}
}

func TestCheckText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  []string
	}{
		{"valid game", seed000fr, []string{"check"}, 0, []string{"1 game: 1 valid, 0 with errors"}},
		{"power mismatch", seed000bad, []string{"check", "-"}, 1, []string{
			"<stdin>:6:42: error[power-mismatch]:",
			" 6 | Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=B) Cc6",
			"^^^^^",
			"1 game: 0 valid, 1 with errors",
		}},
		{"broken game then a good one", "1. e4 ) e5 *\n\n" + seed000fr, []string{"check"}, 1, []string{
			"error[syntax]", "2 games: 1 valid, 1 with errors",
		}},
		{"quiet", seed000bad, []string{"check", "-q"}, 1, []string{"1 game: 0 valid"}},
		{"bad format", "", []string{"check", "--format", "xml"}, 2, nil},
		{"missing file", "", []string{"check", "no/such/file.agn"}, 2, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := run(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out, errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("stdout lacks %q:\n%s", w, out)
				}
			}
			if tt.name == "quiet" && strings.Contains(out, "power-mismatch") {
				t.Errorf("quiet output has diagnostics:\n%s", out)
			}
		})
	}
}

func TestCheckJSON(t *testing.T) {
	t.Parallel()
	code, out, errs := run(t, seed000fr+"\n"+seed000bad, "check", "--format", "json")
	if code != 1 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines of JSON, want 2:\n%s", len(lines), out)
	}
	var games []map[string]any
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("bad JSON %q: %v", l, err)
		}
		games = append(games, m)
	}
	for _, key := range []string{"file", "game", "line", "valid", "diagnostics", "queues", "result", "termination", "fen"} {
		if _, ok := games[0][key]; !ok {
			t.Errorf("key %q missing", key)
		}
	}
	if games[0]["valid"] != true || games[1]["valid"] != false {
		t.Errorf("valid flags: %v %v", games[0]["valid"], games[1]["valid"])
	}
	if q := games[0]["queues"].([]any); len(q) != 1 || q[0] != "WWWBBWWWWBBWWWWW" {
		t.Errorf("queues %v", q)
	}
	if games[0]["termination"] != "checkmate" || games[0]["result"] != "1-0" {
		t.Errorf("result %v termination %v", games[0]["result"], games[0]["termination"])
	}
	if games[0]["file"] != "<stdin>" {
		t.Errorf("standard input named %q, want <stdin> (docs/EXPORT.md)", games[0]["file"])
	}
	if games[1]["game"].(float64) != 2 {
		t.Errorf("second game numbered %v", games[1]["game"])
	}
	d := games[1]["diagnostics"].([]any)[0].(map[string]any)
	if d["code"] != "power-mismatch" || d["severity"] != "error" || d["ply"].(float64) != 4 {
		t.Errorf("diagnostic %v", d)
	}
}

func TestCheckOrderAcrossFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var args []string
	for i, name := range []string{"a.agn", "b.agn", "c.agn"} {
		text := strings.Repeat(seed000fr+"\n", i+1)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args = append(args, "check", "--format", "json", "-j", "3", dir)
	code, out, errs := run(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m struct {
			File string
			Game int
		}
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		got = append(got, filepath.Base(m.File)+":"+string(rune('0'+m.Game)))
	}
	want := "a.agn:1 b.agn:1 b.agn:2 c.agn:1 c.agn:2 c.agn:3"
	if strings.Join(got, " ") != want {
		t.Errorf("order %v, want %s", got, want)
	}
}

// A control character typed in a record (an ESC that clears the screen)
// reaches no terminal raw: every message quoting it, and the source line,
// shows it as its control picture (␛) in both languages (the message
// quoted « <ESC> » raw; the line showed U+FFFD); so do the file names and
// flag values that messages quote.
func TestControlCharactersShownVisibly(t *testing.T) {
	t.Parallel()
	dir := writeFiles(t, map[string]string{"esc.agn": "1. e4 \x1b[2Jabc\n", "e\x1b[2Jx.agn": "1. e4 xyzzy\n"})
	f := filepath.Join(dir, "esc.agn")
	named := filepath.Join(dir, "e\x1b[2Jx.agn")
	for _, lang := range []string{"C", "fr_FR.UTF-8"} {
		for _, c := range []struct {
			args []string
			n    int // ␛ shown: in the message, the line, the skipped game's reason (-1: any)
		}{
			{[]string{"check", f}, 2},
			{[]string{"convert", "--to", "en", f}, 3},
			{[]string{"export", "--to", "pgn", f}, 3},
			// User text in the other messages: a file name in a
			// diagnostic, a path that cannot be read, a flag's value.
			{[]string{"check", named}, 1},
			{[]string{"check", filepath.Join(dir, "no\x1bfile.agn")}, 1},
			{[]string{"check", "--max-game-size", "\x1b[2J", f}, -1}, // pflag's part quotes it "\x1b[2J", ours ␛
			{[]string{"convert", named}, 2},                          // the diagnostic, the game skipped
			{[]string{"fmt", named}, 2},                              // the diagnostic, the file skipped
		} {
			args := c.args
			withEnv(t, map[string]string{"LANG": lang}, func() {
				_, out, errs := run(t, "", args...)
				all := out + errs
				if n := strings.Count(all, "\u241b"); c.n >= 0 && n != c.n {
					t.Errorf("%s %q: the ESC is shown as ␛ %d times, want %d:\n%s", lang, args, n, c.n, all)
				}
				for _, c := range all {
					if c < 0x20 && c != '\n' && c != '\t' {
						t.Errorf("%s %v: control character %U in:\n%q", lang, args, c, all)
						break
					}
				}
			})
		}
	}
}
