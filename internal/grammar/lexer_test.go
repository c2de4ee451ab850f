package grammar

import (
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/notation"
)

// tokens lexes src into "Type:value" strings, EOF left out.
func tokens(src string) string {
	toks, _ := tokenize([]byte(src), "", lexer.Position{Line: 1, Column: 1}, nil)
	var out []string
	for _, t := range toks {
		if t.Type != lexer.EOF {
			out = append(out, typeNames[t.Type]+":"+t.Value)
		}
	}
	return strings.Join(out, " ")
}

func TestTokenStream(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"tag", `[Event "A \"b\" c"]`, `Tag:[Event "A \"b\" c"]`},
		{"broken tag", `[Event "abc`, `BadTag:[Event "abc`},
		{"power before parenthesis", "(4=N) (7) (e4)", "Power:(4=N) Power:(7) Punct:( SAN:e4 Punct:)"},
		{"power glued to move", "(7)Cf6 (7=B)Cf6", "Power:(7) SAN:Cf6 Power:(7=B) SAN:Cf6"},
		{"castling longest first", "0-0-0 0-0 O-O-O+ O-O#", "Castle:0-0-0 Castle:0-0 Castle:O-O-O+ Castle:O-O#"},
		{"results before scores", "1-0 0-1 1/2-1/2 * 25-23 ½-½", "Result:1-0 Result:0-1 Result:1/2-1/2 Result:* Score:25-23 Result:½-½"},
		{"move numbers", "1. 12... 3… 6.C(5)d", "MoveNumber:1. MoveNumber:12... MoveNumber:3… MoveNumber:6. Hole:C(5)d"},
		{"null moves", "0 -- Z0 0+", "Null:0 Null:-- Null:Z0 Null:0+"},
		{"san forms", "e4 exd5 Nbd7 R1e2 Qh4xe1 F:f7 e8=D e8D h1:Q a8:D e8=(Q) Qxf7#", "SAN:e4 SAN:exd5 SAN:Nbd7 SAN:R1e2 SAN:Qh4xe1 SAN:F:f7 SAN:e8=D SAN:e8D SAN:h1:Q SAN:a8:D SAN:e8=(Q) SAN:Qxf7#"},
		{"long algebraic", "e2-e4 Cg1-f3 e7xd8=D Qh4-e1# e4- e-e4 e2--e4 0-0", "SAN:e2-e4 SAN:Cg1-f3 SAN:e7xd8=D SAN:Qh4-e1# Invalid:e4- Invalid:e-e4 Invalid:e2--e4 Castle:0-0"},
		{"check signs", "Qxf7++ O-O++ Qxf7 # Bxf7 + e4 ++ +e4 +++ #+", "SAN:Qxf7++ Castle:O-O++ SAN:Qxf7 Sign:# SAN:Bxf7 Sign:+ SAN:e4 Sign:++ Invalid:+e4 Invalid:+++ Invalid:#+"},
		{"results with a colon", "1:0 0:1 ½:½ 1/2:1/2 1:01 1:W 10:1", "Result:1:0 Result:0:1 Result:½:½ Result:1/2:1/2 Invalid:1:01 PowerItem:1:W Invalid:10:1"},
		{"scores with spaces", "3 - 4 25 -23 0 - 0 1 - 0 0 - 1 1 - 2", "Score:3 - 4 Score:25 -23 Score:0 - 0 Invalid:1 Invalid:- Null:0 Null:0 Invalid:- Invalid:1 Score:1 - 2"},
		{"keywords with a colon", "Awélé : Échecs: Chess :e4 Oware\u00a0: Awele 1:W", "Section:Awélé : Section:Échecs: Section:Chess : SAN:e4 Section:Oware\u00a0: Section:Awele PowerItem:1:W"},
		{"null 0.0", "0.0 0.0+ 10.0 0.0. 0.00", "Null:0.0 Null:0.0+ MoveNumber:10. Null:0 MoveNumber:0. MoveNumber:0. MoveNumber:0. Invalid:00"},
		{"capture events and groups", "B3 N12 W5 BB NN WWW BN", "Capture:B3 Capture:N12 Capture:W5 Colours:BB Colours:NN Colours:WWW Colours:BN"},
		{"power list", "1:W 2:B 13:N", "PowerItem:1:W PowerItem:2:B PowerItem:13:N"},
		{"holes", "a F E(3) Df(3) B b", "Hole:a Hole:F Hole:E(3) Hole:Df(3) Hole:B Hole:b"},
		{"glued hole runs", "DfE C(5)d a(2)Bc(1)", "Hole:DfE Hole:C(5)d Hole:a(2)Bc(1)"},
		{"words that start with hole letters", "Echec Deux Bec Ecart Accueil DE Df3x Ee3", "Invalid:Echec Invalid:Deux Invalid:Bec Invalid:Ecart Invalid:Accueil Invalid:DE Invalid:Df3x Invalid:Ee3"},
		{"sections any case", "Awélé AWELE awalé Awale Oware ÉCHECS échecs Echecs chess", "Section:Awélé Section:AWELE Section:awalé Section:Awale Section:Oware Section:ÉCHECS Section:échecs Section:Echecs Section:chess"},
		{"other chess keywords", "Schach AJEDREZ Scacchi schaken", "Section:Schach Section:AJEDREZ Section:Scacchi Section:schaken"},
		{"ellipses", "... … 1. ...", "Ellipsis:... Ellipsis:… MoveNumber:1. Ellipsis:..."},
		{"glued ellipses", "B5... B5… BB… E(3)… e4…", "Capture:B5 Ellipsis:... Capture:B5 Ellipsis:… Colours:BB Ellipsis:… Hole:E(3) Ellipsis:… SAN:e4 Ellipsis:…"},
		{"annotations", "e4!? $14 Nf3?? E!", "SAN:e4 Suffix:!? NAG:$14 SAN:Nf3 Suffix:?? Hole:E Suffix:!"},
		{"comments", "{a\nb} ; rest\n%esc", "Comment:{a\nb} LineComment:; rest Escape:%esc"},
		{"escape only at line start", "e4 %x", "SAN:e4 Invalid:%x"},
		{"escape only in column 1", "e4\n %x\n%y", "SAN:e4 Invalid:%x Escape:%y"},
		{"unclosed comment", "e4 {abc", "SAN:e4 BadComment:{abc"},
		{"brackets", "[ e4 ] ( e5 )", "Punct:[ SAN:e4 Punct:] Punct:( SAN:e5 Punct:)"},
		{"invalid words", "Xyz e9 DEF }", "Invalid:Xyz Hole:e9 Invalid:DEF Invalid:}"},
		{"holes with a bare count", "D3 b12 E10) a3! D3x D3= e8=D", "Hole:D3 Hole:b12 Hole:E10 Punct:) SAN:a3 Suffix:! Invalid:D3x Invalid:D3= SAN:e8=D"},
		{"stray words with a glued group", "d(2)x E(3)x x(2) e8=(D)x Xy(1=B)z Xy(1)Cf6 Xy(e5 z) Xy() w(1", "Invalid:d(2)x Invalid:E(3)x Invalid:x(2) Invalid:e8=(D)x Invalid:Xy(1=B)z Invalid:Xy(1)Cf6 Invalid:Xy Punct:( SAN:e5 Invalid:z Punct:) Invalid:Xy Punct:( Punct:) Invalid:w Punct:( Invalid:1"},
		{"big number kept whole", "E(99999999999999999999)", "Hole:E(99999999999999999999)"},
		{"bad bytes skipped", "e4 \xff\x00 e5", "SAN:e4 SAN:e5"},
		{"bad bytes end a token", "e4\xffe5\x00Cf3\xff", "SAN:e4 SAN:e5 SAN:Cf3"},
		{"unicode spaces end a token", "Awélé\u00a0E(3)\u202fa\u2002Chess\ufeffe4\u2003O-O 1-0\u00a0", "Section:Awélé Hole:E(3) Hole:a Section:Chess SAN:e4 Castle:O-O Result:1-0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tokens(tt.src); got != tt.want {
				t.Errorf("tokens(%q)\n got %s\nwant %s", tt.src, got, tt.want)
			}
		})
	}
}

// TestTokenPositions checks lines and byte columns, CRLF included.
func TestTokenPositions(t *testing.T) {
	toks, _ := tokenize([]byte("[A \"é\"]\r\n  e4 {x\r\ny} é\r\nNf3"), "f", lexer.Position{Line: 5, Column: 1, Offset: 100}, nil)
	want := []struct{ line, col, off int }{{5, 1, 100}, {6, 3, 112}, {6, 6, 115}, {7, 4, 122}, {8, 1, 126}}
	var got []lexer.Token
	for _, tk := range toks {
		if tk.Type != lexer.EOF {
			got = append(got, tk)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("got %d tokens: %v", len(got), got)
	}
	for i, w := range want {
		p := got[i].Pos
		if p.Line != w.line || p.Column != w.col || p.Offset != w.off {
			t.Errorf("token %q at %d:%d@%d, want %d:%d@%d", got[i].Value, p.Line, p.Column, p.Offset, w.line, w.col, w.off)
		}
	}
}

// TestRuleTable checks that the table's rules are named once each.
func TestRuleTable(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range rules {
		if r.name == "" || r.shape == "" || seen[r.name] {
			t.Errorf("bad rule %q", r.name)
		}
		seen[r.name] = true
	}
	if rules[len(rules)-1].typ != tInvalid {
		t.Error("Invalid must be the last rule: it matches anything")
	}
}

// TestSectionKeyFolds checks that sectionKey tells two keyword-shaped
// words alike exactly when foldSection does (matchSection looks keywords
// up by it), and that matchSection finds every keyword in any case.
func TestSectionKeyFolds(t *testing.T) {
	words := []string{"Chess", "chess", "CHESS", "cHeSs", "chest", "Chesss", "Awele", "awele", "AWELE",
		"Awélé", "AWÉLÉ", "awÉlé", "Awale", "awalé", "Oware", "OWARE", "Échecs", "échecs", "ÉCHECS",
		"Echecs", "Schach", "Ajedrez", "Scacchi", "Schaken", "Schakem", "Awela", "Ajedrezz"}
	for _, a := range words {
		for _, b := range words {
			var fa, fb [8]byte
			same := string(foldSection(&fa, a)) == string(foldSection(&fb, b))
			if got := sectionKey(a) == sectionKey(b); got != same {
				t.Errorf("sectionKey(%q) == sectionKey(%q) is %v, foldSection says %v", a, b, got, same)
			}
		}
	}
	if sectionKey("Ajedrezzz") != 0 {
		t.Errorf("sectionKey of a 9-byte word is not 0")
	}
	for _, w := range sectionWords {
		r := []rune(w)
		for _, v := range []string{w, strings.ToUpper(w), strings.ToUpper(string(r[:1])) + string(r[1:])} {
			if n := matchSection([]byte(v+" 1. e4"), false); n != len(v) {
				t.Errorf("matchSection(%q) = %d, want %d", v, n, len(v))
			}
		}
	}
	for _, c := range []struct {
		s    string
		want int
	}{
		{"Chess: 1.", 6}, {"Chess : 1.", 7}, {"Chess \t: 1.", 8}, {"Chess\u00a0: 1.", 8},
		{"Chess \n: 1.", 5}, {"Chess 1.", 5}, {"Chessx 1.", 0},
	} {
		if n := matchSection([]byte(c.s), false); n != c.want {
			t.Errorf("matchSection(%q) = %d, want %d", c.s, n, c.want)
		}
	}
}

// TestChessWordRemembers checks that the one-pass path's remembered
// chess keyword gives notation.ChessWord's language whatever came before.
func TestChessWordRemembers(t *testing.T) {
	var sc sectionCache
	for _, w := range []string{"Chess", "Schach", "Schach", "chess", "Échecs", "échecs", "Chess", "Scacchi", "Chesz", "Chess"} {
		var buf [8]byte
		wl, wok := notation.ChessWord(string(foldSection(&buf, w)))
		if l, ok := sc.chessWord(w); l != wl || ok != wok {
			t.Errorf("chessWord(%q) = %v, %v; want %v, %v", w, l, ok, wl, wok)
		}
	}
}
