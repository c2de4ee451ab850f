package web

import (
	"bytes"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/convert"
	"github.com/awechec/awechec/internal/grammar"
)

// TestEdit applies the move tree's menu to a move named by the text
// around it (its offset in the record) and reads the game written back.
func TestEdit(t *testing.T) {
	const head = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Standard\"]\n\n"
	tests := []struct {
		name string
		text string
		at   string // the move: the first text after "|"
		op   string
		want string // the movetext after the edit
	}{
		{"promote a variation", "1. e4 e5 (1... |c5 2. Nf3) 2. Nf3 *", "", EditPromote, "1. e4 c5 (1... e5 2. Nf3) 2. Nf3 *"},
		{"promote from its second move", "1. e4 e5 (1... c5 2. |Nf3 d6) 2. Nf3 *", "", EditPromote, "1. e4 c5 (1... e5 2. Nf3) 2. Nf3 d6 *"},
		{"promote keeps the other variations", "1. e4 {roi} (1. d4) (1. |c4 {anglaise} e5) 1... e5 *", "", EditPromote, "1. c4 {anglaise} (1. e4 {roi} 1... e5) (1. d4) 1... e5 *"},
		{"promote one level up", "1. e4 (1. d4 d5 (1... |Nf6 2. c4)) 1... e5 *", "", EditPromote, "1. e4 (1. d4 Nf6 (1... d5) 2. c4) 1... e5 *"},
		{"delete the rest of the main line", "1. e4 e5 2. |Nf3 Nc6 3. Bb5 *", "", EditDelete, "1. e4 e5 *"},
		{"delete a whole variation", "1. e4 e5 (1... |c5 2. Nf3) 2. Nf3 *", "", EditDelete, "1. e4 e5 2. Nf3 *"},
		{"delete the end of a variation", "1. e4 e5 (1... c5 2. |Nf3 d6) 2. Nf3 *", "", EditDelete, "1. e4 e5 (1... c5) 2. Nf3 *"},
	}
	for _, tt := range tests {
		src := head + tt.text + "\n"
		at := strings.Index(src, "|")
		src = src[:at] + src[at+1:]
		// a game before and after it stay as they are
		before := head + "1. d4 *\n\n"
		after := "\n" + head + "1. c4 *\n"
		all := before + src + after
		out, err := Edit([]byte(all), 2, len(before)+at, tt.op)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		s := string(out)
		if !strings.HasPrefix(s, before) || !strings.HasSuffix(s, after) {
			t.Errorf("%s: the other games changed:\n%s", tt.name, s)
			continue
		}
		game := strings.TrimSuffix(strings.TrimPrefix(s, before), after)
		if got := strings.TrimSpace(game[strings.Index(game, "\n\n")+2:]); got != tt.want {
			t.Errorf("%s: %s\n got %s\nwant %s", tt.name, tt.text, got, tt.want)
		}
		// written as fmt writes it
		g, err := grammar.NewReader(strings.NewReader(game), "").Next()
		if err != nil {
			t.Fatal(err)
		}
		canon, _ := convert.FormatAGN(g, convert.Options{})
		if !bytes.Equal(bytes.TrimSpace(canon), []byte(strings.TrimSpace(game))) {
			t.Errorf("%s: not canonical:\n%s", tt.name, game)
		}
	}
}

// TestEditRefuses: a move that is not there, a main-line move promoted,
// an unknown operation.
func TestEditRefuses(t *testing.T) {
	src := []byte("[Variant \"Standard\"]\n\n1. e4 e5 *\n")
	e4 := bytes.Index(src, []byte("e4"))
	for _, c := range []struct {
		off int
		op  string
	}{{e4 + 1, EditDelete}, {e4, EditPromote}, {e4, "swap"}} {
		if out, err := Edit(src, 1, c.off, c.op); err == nil {
			t.Errorf("%s at %d: no error, wrote %q", c.op, c.off, out)
		}
	}
	if _, err := Edit(src, 2, e4, EditDelete); err == nil {
		t.Errorf("game 2 of 1: no error")
	}
}

// Deleting from a move of the main line leaves a game going on: its
// result token and its Result tag become * (a mate or a resignation
// written for the end deleted is no longer the game's); deleting in a
// variation leaves them as they were.
func TestEditDeleteResult(t *testing.T) {
	const game = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Variant \"Standard\"]\n\n" +
		"1. e4 e5 (1... c5 2. Nf3) 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"
	for _, tt := range []struct {
		move, tag, token string
	}{
		{"Nf6", `[Result "*"]`, "3. Qh5 *"},
		{"Nf3", `[Result "1-0"]`, "4. Qxf7# 1-0"},
	} {
		at := strings.Index(game, tt.move)
		out, err := Edit([]byte(game), 1, at, EditDelete)
		if err != nil {
			t.Fatalf("%s: %v", tt.move, err)
		}
		s := string(out)
		if strings.Contains(s, tt.move) || !strings.Contains(s, tt.tag) || !strings.Contains(s, tt.token) {
			t.Errorf("delete from %s:\n%s\nwant %s and %s", tt.move, s, tt.tag, tt.token)
		}
	}
}
