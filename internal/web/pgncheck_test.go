package web_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/cli"
	"github.com/awechec/awechec/internal/web"
)

// A PGN export pasted in the page is checked as awechec check reads it
// (its [%power] and [%awele] commands are the game's powers and Awélé
// games), with check's counts and diagnostics: a power colour changed in
// the export is the same power-mismatch in both.
func TestCheckPGNAsCLI(t *testing.T) {
	var agn, pgn, errs bytes.Buffer
	if code := cli.Execute([]string{"generate", "-n", "4", "--seed", "5"}, strings.NewReader(""), &agn, &errs); code != 0 {
		t.Fatalf("generate: %d %s", code, errs.String())
	}
	if code := cli.Execute([]string{"export", "--to", "pgn", "-"}, &agn, &pgn, &errs); code != 0 {
		t.Fatalf("export: %d %s", code, errs.String())
	}
	src := strings.Replace(pgn.String(), "{[%power 2 B]}", "{[%power 2 W]}", 1)
	if src == pgn.String() {
		t.Fatalf("no %q in the export to change", "{[%power 2 B]}")
	}
	var out bytes.Buffer
	errs.Reset()
	cli.Execute([]string{"--lang", "en", "check", "--format", "json", "-"}, strings.NewReader(src), &out, &errs)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	r := web.Check([]byte(src), "en", "")
	if len(r.Games) != len(lines) || len(lines) != 4 {
		t.Fatalf("the page finds %d games, check %d: %s", len(r.Games), len(lines), errs.String())
	}
	if r.Valid != 3 || r.Errors != 1 || r.Summary != "4 games: 3 valid, 1 with errors" {
		t.Errorf("counts %d valid, %d with errors, summary %q", r.Valid, r.Errors, r.Summary)
	}
	for i, l := range lines {
		var w struct {
			Valid       bool
			Diagnostics []struct {
				Code, Message string
				Line, Col     int
			}
		}
		if err := json.Unmarshal([]byte(l), &w); err != nil {
			t.Fatal(err)
		}
		g := r.Games[i]
		if g.Valid != w.Valid || len(g.Diagnostics) != len(w.Diagnostics) {
			t.Errorf("game %d: the page %+v, check %s", i+1, g, l)
			continue
		}
		for k, d := range g.Diagnostics {
			c := w.Diagnostics[k]
			if d.Code != c.Code || d.Message != c.Message || d.Line != c.Line || d.Col != c.Col || d.Fix != nil {
				t.Errorf("game %d: the page %+v, check %+v", i+1, d, c)
			}
		}
	}
	if d := r.Games[0].Diagnostics; len(d) == 0 || d[0].Code != "power-mismatch" {
		t.Errorf("game 1's diagnostics: %+v", d)
	}
}

// A PGN export pasted in the page is replayed as it is checked (the same
// reader): its powers and Awélé games, from its [%power] and [%awele]
// commands, are the game's, and the replay the AGN record's, step for
// step. Read as AGN, the commands were comments and the replay lost them.
func TestReplayPGNAsChecked(t *testing.T) {
	agn, err := os.ReadFile(filepath.Join("..", "..", "corpus", "seed000-en.agn"))
	if err != nil {
		t.Fatal(err)
	}
	var pgn, errs bytes.Buffer
	if code := cli.Execute([]string{"export", "--to", "pgn", "-"}, bytes.NewReader(agn), &pgn, &errs); code != 0 {
		t.Fatalf("export: %d %s", code, errs.String())
	}
	steps := func(src []byte, name string) []map[string]json.RawMessage {
		t.Helper()
		b, err := web.Replay(src, 1, "en", name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var r struct {
			Data struct {
				Games []struct{ Steps []map[string]json.RawMessage }
			}
		}
		if err := json.Unmarshal(b, &r); err != nil || len(r.Data.Games) != 1 {
			t.Fatalf("%s: %v %.200s", name, err, b)
		}
		return r.Data.Games[0].Steps
	}
	want := steps(agn, "seed000-en.agn")
	for _, name := range []string{"", "seed000.pgn"} {
		got := steps(pgn.Bytes(), name)
		if len(got) != len(want) {
			t.Fatalf("%q: %d steps, the AGN record %d", name, len(got), len(want))
		}
		for i := range want {
			// the position of each step: the board, the side to move, the
			// powers waiting, the move from and to (its text and its place in
			// the source differ between the two records)
			for _, k := range []string{"b", "t", "fx", "d", "n", "f", "to"} {
				if string(got[i][k]) != string(want[i][k]) {
					t.Errorf("%q: step %d: %s %s, the AGN record's %s", name, i, k, got[i][k], want[i][k])
				}
			}
		}
	}
}
