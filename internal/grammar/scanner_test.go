package grammar

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestScanner: the scanner's tokens, with their lines and columns, where
// its state matters: the note after a result (kept across a comment that
// spans lines, dropped at a line end and inside a variation), a game that
// begins mid-line (no escape there), and the blanks it skips.
func TestScanner(t *testing.T) {
	tests := []struct {
		src   string
		start lexer.Position
		want  string
	}{
		{"1-0 {a\nb} (abandon)\n(x)", lexer.Position{Line: 1, Column: 1},
			`Result 1:1 "1-0"|Comment 1:5 "{a\nb}"|Comment 2:4 "(abandon)"|Punct 3:1 "("|Invalid 3:2 "x"|Punct 3:3 ")"|EOF 3:4`},
		{"(e4 1-0 (x))", lexer.Position{Line: 1, Column: 1},
			`Punct 1:1 "("|SAN 1:2 "e4"|Result 1:5 "1-0"|Punct 1:9 "("|Invalid 1:10 "x"|Punct 1:11 ")"|Punct 1:12 ")"|EOF 1:13`},
		{"% x\n%y", lexer.Position{Line: 4, Column: 7, Offset: 30},
			`Invalid 4:7 "%"|Invalid 4:9 "x"|Escape 5:1 "%y"|EOF 5:3`},
		{"\ufeff\u00a0(12=W)\t12... Nf3\r\n", lexer.Position{Line: 1, Column: 1},
			`Power 1:6 "(12=W)"|MoveNumber 1:13 "12..."|SAN 1:19 "Nf3"|EOF 2:1`},
	}
	for _, tt := range tests {
		var s scanner
		s.init([]byte(tt.src), tt.src, "f", tt.start)
		var got []string
		for {
			pos, tok, lit := s.Scan()
			if tok == lexer.EOF {
				got = append(got, fmt.Sprintf("EOF %d:%d", pos.Line, pos.Column))
				break
			}
			got = append(got, fmt.Sprintf("%s %d:%d %q", typeNames[tok], pos.Line, pos.Column, lit))
		}
		if g := strings.Join(got, "|"); g != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, g, tt.want)
		}
	}
}

// TestRecognisers: the one reader of each numbered token, on the forms
// the one-pass loop reads inline and on those it hands to them.
func TestRecognisers(t *testing.T) {
	powers := []struct {
		s        string
		end, num int
		colour   byte
	}{
		{"(12=W) ", 6, 12, 'W'}, {"(1=B)", 5, 1, 'B'}, {"(123=N)", 7, 123, 'N'}, {"(3)", 3, 3, 0}, {"(12)", 4, 12, 0},
		{"(12=)", 0, 0, 0}, {"(=B)", 0, 0, 0}, {"(1=1)", 0, 0, 0}, {"(9999999=W)", 11, maxNumber + 1, 'W'},
	}
	for _, p := range powers {
		if end, num, colour := powerAt([]byte(p.s), 0); end != p.end || num != p.num || colour != p.colour {
			t.Errorf("powerAt(%q) = %d %d %q, want %d %d %q", p.s, end, num, colour, p.end, p.num, p.colour)
		}
	}
	numbers := []struct {
		s        string
		end, num int
		black    bool
	}{
		{"7. e4", 2, 7, false}, {"13... Nf3", 5, 13, true}, {"104.", 4, 104, false}, {"1..x", 2, 1, false}, {"12-", 0, 0, false}, {"5", 0, 0, false},
	}
	for _, n := range numbers {
		if end, num, black := moveNumberAt([]byte(n.s), 0); end != n.end || num != n.num || black != n.black {
			t.Errorf("moveNumberAt(%q) = %d %d %v, want %d %d %v", n.s, end, num, black, n.end, n.num, n.black)
		}
	}
	nulls := map[string]bool{"0": true, "0\n": true, "0\r\n": true, "0 e4": true, "0 - 3": false, "0-1": false, "0.": false}
	for s, want := range nulls {
		if got := nullAt([]byte(s), 0); got != want {
			t.Errorf("nullAt(%q) = %v, want %v", s, got, want)
		}
	}
}
