package convert

import (
	"bytes"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// SCID merges the comments that follow a move, {[%awele ...]} {[%power 1
// W]} becoming {[%awele ...] [%power 1 W]}, and other programs put their
// own commands and words beside ours: a comment holding any number of
// [%awele] and [%power] commands, in any order, with text around them, is
// read as the commands and comments it holds (the merged comment was kept
// as a comment: the game came back powers-exhausted).
func TestMergedCommentCommands(t *testing.T) {
	agn, err := os.ReadFile("../../corpus/seed000-en.agn")
	if err != nil {
		t.Fatal(err)
	}
	g := readAGN(t, agn)
	var pgn bytes.Buffer
	if err := WritePGN(&pgn, g, PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	want := formatAGN(t, readPGN(t, pgn.Bytes()))
	merge := regexp.MustCompile(`\]\}\s*\{\[%`)
	tests := []struct {
		name string
		edit func(string) string
		// extra comments the text around the commands leaves
		comments []string
	}{
		{"SCID merged", func(s string) string { return merge.ReplaceAllString(s, "] [%") }, nil},
		{"merged across a line break", func(s string) string { return merge.ReplaceAllString(s, "]\n[%") }, nil},
		{"with other commands and words", func(s string) string {
			s = merge.ReplaceAllString(s, "] [%")
			s = strings.Replace(s, "{[%awele", "{[%clk 0:01:00] first [%awele", 1)
			return strings.Replace(s, "W]}", "W] [%eval 0.31] last}", 1)
		}, []string{"[%clk 0:01:00] first", "[%eval 0.31] last"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := tt.edit(pgn.String())
			if src == pgn.String() {
				t.Fatal("nothing merged")
			}
			back := readPGN(t, []byte(src))
			if err := checkPlaces([]byte(src), back.Body); err != nil {
				t.Error(err)
			}
			r := validate.Game(back, validate.Options{})
			if !r.Valid {
				t.Errorf("not valid: %v", r.Diags)
			}
			// The text around the commands stays, as comments in their
			// place; the rest is the game.
			var comments []string
			back.Body = slices.DeleteFunc(back.Body, func(e notation.Element) bool {
				if e.Kind == notation.Comment {
					comments = append(comments, e.Text)
					return true
				}
				return false
			})
			if !slices.Equal(comments, tt.comments) {
				t.Errorf("comments %q, want %q", comments, tt.comments)
			}
			if got := formatAGN(t, back); got != want {
				t.Errorf("read back:\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// A defect inside a merged command is reported at its place in the file.
func TestMergedCommandDefectAtItsPlace(t *testing.T) {
	src := "[Event \"x\"]\n[Language \"en\"]\n\n{note [%awele Awele W3 B2 ... Chess]\n[%power 1 B]} 1. e4 *\n"
	g := readPGN(t, []byte(src))
	r := validate.Game(g, validate.Options{File: "f.pgn"})
	for _, d := range r.Diags {
		if d.Code == diag.PowerMismatch {
			if d.Line != 5 || d.Col != 1 || d.Len != len("[%power 1 B]") {
				t.Errorf("power-mismatch at %d:%d (%d bytes), want 5:1 (12)", d.Line, d.Col, d.Len)
			}
			return
		}
	}
	t.Errorf("no power-mismatch among %v", r.Diags)
}

func readPGN(t *testing.T, src []byte) *notation.Game {
	t.Helper()
	g, err := NewPGNReader(bytes.NewReader(src), "f.pgn").Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func formatAGN(t *testing.T, g *notation.Game) string {
	t.Helper()
	b, err := FormatAGN(g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func readAGN(t *testing.T, src []byte) *notation.Game {
	t.Helper()
	g := grammar.ParseGame(src, "f.agn", 1)
	if g == nil || g.Diags.Errors() > 0 {
		t.Fatalf("parse: %v", g)
	}
	return g
}
