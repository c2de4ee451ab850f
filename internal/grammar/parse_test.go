package grammar

import (
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
)

const seedFrench = `[Event "Exemple de partie"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0
7. (13=B) Dh5 (14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0
`

const seedEnglish = `[Event "Example game"]
[Result "1-0"]

Awele W3 B2 W2 W2 B2 W5 ...
Chess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc4 (4=B) Nc6 3. (5=B) 0 (6=W) 0
4. (7=W) Nf3 (8=W) 0 5. (9=W) Ng5 (10=B) Nh6 6. (11=B) 0 (12=W) 0
7. (13=W) Qh5 (14=W) 0 8. (15=W) Bxf7+ Nxf7 9. (16=W) Qxf7# 1-0
`

func TestSeedExamples(t *testing.T) {
	tests := []struct {
		name, src string
		lang      notation.Language
		fromTag   bool
		body      string
	}{
		{"french", seedFrench, notation.French, true,
			"§1:Awélé ev:B3 ev:N2 ev:B2 ev:B2 ev:N2 ev:B5 unrec §2:Échecs 1. pw:1=B san:e4 pw:2=B null:0 2. pw:3=B san:Fc4 pw:4=N san:Cc6 3. pw:5=N null:0 pw:6=B null:0 4. pw:7=B san:Cf3 pw:8=B null:0 5. pw:9=B san:Cg5 pw:10=N san:Ch6 6. pw:11=N null:0 pw:12=B null:0 7. pw:13=B san:Dh5 pw:14=B null:0 8. pw:15=B san:Fxf7+ san:Cxf7 9. pw:16=B san:Dxf7#"},
		{"english without tag", seedEnglish, notation.English, false,
			"§1:Awele ev:W3 ev:B2 ev:W2 ev:W2 ev:B2 ev:W5 unrec §2:Chess 1. pw:1=W san:e4 pw:2=W null:0 2. pw:3=W san:Bc4 pw:4=B san:Nc6 3. pw:5=B null:0 pw:6=W null:0 4. pw:7=W san:Nf3 pw:8=W null:0 5. pw:9=W san:Ng5 pw:10=B san:Nh6 6. pw:11=B null:0 pw:12=W null:0 7. pw:13=W san:Qh5 pw:14=W null:0 8. pw:15=W san:Bxf7+ san:Nxf7 9. pw:16=W san:Qxf7#"},
		{"french without tag", strings.Replace(seedFrench, "[Language \"fr\"]\n", "", 1), notation.French, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ParseGame([]byte(tt.src), "seed.agn", 1)
			if len(g.Diags) > 0 {
				t.Fatalf("diagnostics: %v", g.Diags)
			}
			if g.Lang != tt.lang || g.LangFromTag != tt.fromTag {
				t.Errorf("lang %q from tag %v, want %q %v", g.Lang, g.LangFromTag, tt.lang, tt.fromTag)
			}
			if g.Result.Text != "1-0" {
				t.Errorf("result %q", g.Result.Text)
			}
			if got := briefList(g.Body); tt.body != "" && got != tt.body {
				t.Errorf("body\n got %s\nwant %s", got, tt.body)
			}
		})
	}
}

// TestForms has one case for every canonical and tolerant form: the body
// each gives, and the language worked out.
func TestForms(t *testing.T) {
	tests := []struct{ name, src, body string }{
		// canonical
		{"awele full form", "Awélé 1. D c 2. E(3) a 3. F b(2) 4. A e ...", "§1:Awélé 1. aw:D aw:c 2. aw:E(3) aw:a 3. aw:F aw:b(2) 4. aw:A aw:e unrec"},
		{"awele black number", "Awele 1... f(3) 2. A", "§1:Awele 1... aw:f(3) 2. aw:A"},
		{"awele score", "Oware 1. D c 25-23 Chess 1. e4", "§1:Oware 1. aw:D aw:c score:25-23 §2:Chess 1. san:e4"},
		{"awele score 0-0", "Awale A 0-0", "§1:Awale aw:A score:0-0"},
		{"captures only with ellipsis char", "Awélé B3 N2 …", "§1:Awélé ev:B3 ev:N2 unrec"},
		{"annotations on awele", "Awélé D! c?? E(3)!? $4", "§1:Awélé aw:D! aw:c?? aw:E(3)!? $4"},
		{"chess canonical", "Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4", "§2:Échecs 1. pw:1=B san:e4 pw:2=B null:0 2. pw:3=B san:Fc4"},
		{"castling", "Chess O-O 0-0-0+ O-O-O", "§2:Chess san:O-O san:O-O-O+ san:O-O-O"},
		{"comments nags escapes", "Chess e4 {good} $1 ; line\n%escape\ne5", "§2:Chess san:e4 {good} $1 ; line %escape san:e5"},
		{"variation", "Chess 1. e4 (1. d4 d5 (1... Nf6)) e5", "§2:Chess 1. san:e4 (1. san:d4 san:d5 (1... san:Nf6)) san:e5"},
		{"move number then ellipsis", "Chess 1. ... e5", "§2:Chess 1... san:e5"},
		// tolerant
		{"colourless power", "Chess (7) Cf6", "§2:Chess pw:7 san:Cf6"},
		{"power glued to move", "Chess (7)Cf6 (7=B)Cf6", "§2:Chess pw:7 san:Cf6 pw:7=B san:Cf6"},
		{"power list", "Awele 1:W 2:W 3:B ...", "§1:Awele ev:W1#1 ev:W1#2 ev:B1#3 unrec"},
		{"power list without keyword", "1:W 2:W 3:B Chess (1=W) e4", "ev:W1#1 ev:W1#2 ev:B1#3 §2:Chess pw:1=W san:e4"},
		{"colour groups", "Awélé BB NN BBB N ...", "§1:Awélé ev:B2 ev:N2 ev:B3 ev:N1 unrec"},
		{"colour groups with lone B", "Awélé B NN B", "§1:Awélé ev:B1 ev:N2 ev:B1"},
		{"glued colour runs", "Awélé BBNN", "§1:Awélé ev:B2 ev:N2"},
		{"promotion forms", "Chess e8=D e8D h1:D a8:D e8=(D)+", "§2:Chess san:e8=D san:e8=D san:h1=D san:a8=D san:e8=D+"},
		{"promotion with colon in English", "Chess h1:Q", "§2:Chess san:h1=Q"},
		{"long algebraic", "Échecs 1. e2-e4 e7-e5 2. Cg1-f3 Cb8xc6 3. e7xd8=D Dh4-e1+ a7-a8D", "§2:Échecs 1. san:e2e4 san:e7e5 2. san:Cg1f3 san:Cb8xc6 3. san:e7xd8=D san:Dh4e1+ san:a7a8=D"},
		{"half long algebraic is an error", "Chess e-e4", "§2:Chess"},
		{"check signs", "Échecs Dxf7++ O-O++ Dxf7 # Fxf7 + e8=D ++ e4! + e5 $1", "§2:Échecs san:Dxf7# san:O-O# san:Dxf7# san:Fxf7+ san:e8=D# san:e4+! san:e5 $1"},
		{"sign twice is an error", "Chess Qxf7+ +", "§2:Chess san:Qxf7+"},
		{"sign after no move is an error", "Chess + e4", "§2:Chess san:e4"},
		{"section keywords with a colon", "Awélé : 1. A c Échecs: 1. e4 Awele\u202f: B Chess\t:e5", "§1:Awélé 1. aw:A aw:c §2:Échecs 1. san:e4 §1:Awele aw:B §2:Chess san:e5"},
		{"score with spaces", "Awélé A c 3 - 4 Chess e4", "§1:Awélé aw:A aw:c score:3-4 §2:Chess san:e4"},
		{"score with spaces, not 1 - 0, is an error", "Awélé A c 1 - 0", "§1:Awélé aw:A aw:c"},
		{"null move 0.0", "Chess 1. e4 0.0 2. 0.0 e5 10.0", "§2:Chess 1. san:e4 null:0.0 2. null:0.0 san:e5 10. null:0"},
		{"promotion in parentheses", "Échecs e8(D) exd1(C)+ e8(D)!", "§2:Échecs san:e8=D san:exd1=C+ san:e8=D!"},
		{"parentheses after a move not on the last rank open a variation", "Chess e4(e5) e8 (D)", "§2:Chess san:e4 (san:e5) san:e8 (aw:D)"},
		{"french capture", "Échecs F:f7 exd5 e:d5", "§2:Échecs san:Fxf7 san:exd5 san:exd5"},
		{"null move spellings", "Chess 0 -- Z0", "§2:Chess null:0 null:-- null:Z0"},
		{"bracket variation", "Chess e4 [e3 (d3)] e5", "§2:Chess san:e4 [san:e3 (san:d3)] san:e5"},
		{"awele pairs", "Awélé 6.C(5)d 10.Df(3)", "§1:Awélé 6. aw:C(5) aw:d 10. aw:D aw:f(3)"},
		{"awele runs alternating in case", "Awélé DfE a(2)Bc", "§1:Awélé aw:D aw:f aw:E aw:a(2) aw:B aw:c"},
		{"awele run of one case is an error", "Awélé DE", "§1:Awélé"},
		{"north starts", "Awélé 1.f(3) 1...f(3) E", "§1:Awélé 1. aw:f(3) 1... aw:f(3) aw:E"},
		{"count apart from move", "Awélé E (3) a", "§1:Awélé aw:E(3) aw:a"},
		{"counts without parentheses", "Awélé 1. A c 2. E b2 3. D3 d2 4. B12 f 5. B3 b12", "§1:Awélé 1. aw:A aw:c 2. aw:E aw:b(2) 3. aw:D(3) aw:d(2) 4. aw:B(12) aw:f 5. aw:B(3) aw:b(12)"},
		{"bare count starts a section", "Awélé 1. B3 c 2. D3 {x} e2", "§1:Awélé 1. aw:B(3) aw:c 2. aw:D(3) {x} aw:e(2)"},
		{"pawn moves after awele moves stay chess", "Awélé 1. A c 2. E b 3. D d e4 e5", "§1:Awélé 1. aw:A aw:c 2. aw:E aw:b 3. aw:D aw:d san:e4 san:e5"},
		{"pawn moves after captures stay chess", "Oware B3 ... 1. (1=B) e4 (2=B) e5", "§1:Oware ev:B3 unrec 1. pw:1=B san:e4 pw:2=B san:e5"},
		{"bare count in a chess section is an error", "Chess e4 D3 e5", "§2:Chess san:e4 san:e5"},
		{"bare count without keyword is an error", "1. E b2 D3", "1. aw:E san:b2"},
		{"synchronous without keywords", "1. E(2) (1=B) e4 (2=B) Cf3 a F(1) (3=N) e5", "1. aw:E(2) pw:1=B san:e4 pw:2=B san:Cf3 aw:a aw:F(1) pw:3=N san:e5"},
		{"lone B is a hole among moves", "Awele B c B(2)", "§1:Awele aw:B aw:c aw:B(2)"},
		{"capture events in chess section are errors", "Chess B3 e4", "§2:Chess san:e4"},
		{"ellipsis unicode", "Awélé B3 … Échecs 2… e5", "§1:Awélé ev:B3 unrec §2:Échecs 2... san:e5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ParseGame([]byte(tt.src), "", 1)
			if got := briefList(g.Body); got != tt.body {
				t.Errorf("body of %q\n got %s\nwant %s", tt.src, got, tt.body)
			}
			wantDiag := strings.Contains(tt.name, "error")
			if (len(g.Diags) > 0) != wantDiag {
				t.Errorf("diagnostics %v", g.Diags)
			}
		})
	}
}

func TestLanguage(t *testing.T) {
	fe := []notation.Language{notation.French, notation.English}
	tests := []struct {
		name, src string
		lang      notation.Language
		cands     []notation.Language
		code      string
	}{
		{"tag", `[Language "en"] Chess e4`, notation.English, nil, ""},
		{"tag by name", `[Language "Deutsch"] Chess e4`, notation.German, nil, ""},
		{"unknown tag", `[Language "klingon"] Chess Nf3`, notation.English, nil, diag.TagValue},
		{"french pieces", "Chess Cf3 Fc4", notation.French, nil, ""},
		{"english pieces", "Chess Nf3", notation.English, nil, ""},
		{"french promotion", "Chess e8=D", notation.French, nil, ""},
		{"W powers", "Chess (1=W) e4", notation.English, nil, ""},
		{"N powers", "Chess (1=N) e4", notation.French, nil, ""},
		{"N capture events", "Awele B3 N2", notation.French, nil, ""},
		{"accented keyword", "Awélé B3 B2 Échecs (1=B) e4", notation.French, nil, ""},
		{"English keyword", "Awele B3 Chess (1=B) e4", notation.English, nil, ""},
		{"German keyword says nothing", "Schach e4", "", fe, ""},
		{"undecided rook and pawns", "Awele B3 Rb1 e4", "", fe, ""},
		{"only pawns", "e4 e5", "", fe, ""},
		{"german letters", "Chess Lb5 Sf3", notation.German, nil, ""},
		{"spanish or italian", "Chess Ab5", "", []notation.Language{notation.Spanish, notation.Italian}, ""},
		{"W powers leave Spanish and Italian", "Chess (1=W) Cf3", "", []notation.Language{notation.Spanish, notation.Italian}, ""},
		{"letters of no language, evenly", "Nf3 Cc6", "", []notation.Language{"fr", "en"}, diag.LanguageAmbiguous},
		{"French pieces with English powers", "Échecs 1. (1=B) e4 (2=B) e5 2. (3=W) Fc4 (4=W) Cc6", notation.French, nil, ""},
		{"letters of no language, the keyword tells", "Chess Nf3 Cc6", notation.English, nil, ""},
		{"English with one French letter", "Awele W3 B2 Chess 1. (1=W) e4 (2=B) e5 2. (3=W) Nf3 (4=B) Cc6 3. (5=W) Qh5", notation.English, nil, ""},
		{"French with one English letter", "Échecs 1. (1=B) e4 (2=N) e5 2. (3=B) Cf3 (4=N) Nc6 3. (5=B) Dh5", notation.French, nil, ""},
		{"German with one French letter", "Schach 1. Sf3 Sc6 2. Lb5 Fc5", notation.German, nil, ""},
		{"a tie with English goes to English", "Chess Ab5 Cc3 Nf3", "en", nil, ""},
		{"evidence tied, Spanish and Italian", "Ajedrez Ab5 Fc3", notation.Spanish, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ParseGame([]byte(tt.src), "", 1)
			if g.Lang != tt.lang || !reflect.DeepEqual(g.LangCandidates, tt.cands) {
				t.Errorf("lang %q %v, want %q %v", g.Lang, g.LangCandidates, tt.lang, tt.cands)
			}
			code := ""
			if len(g.Diags) > 0 {
				code = g.Diags[0].Code
			}
			if code != tt.code {
				t.Errorf("diagnostics %v, want code %q", g.Diags, tt.code)
			}
		})
	}
}

// TestErrors checks the words and places of syntax and bound errors.
func TestErrors(t *testing.T) {
	tests := []struct {
		name, src  string
		code       string
		line, col  int
		msgContain string
	}{
		{"stray closer", "Chess e4 ) e5", diag.Syntax, 1, 10, "expected a move, a comment or a result, found ')'"},
		{"unclosed variation", "Chess e4 (e5\nNf3", diag.Syntax, 1, 10, "never closed: ')' missing"},
		{"mismatched closer", "Chess e4 (e5]", diag.Syntax, 1, 13, "must close with ')'"},
		{"unknown word", "Chess e4 hello", diag.Syntax, 1, 10, "'hello' is not a move"},
		{"unclosed comment", "Chess e4 {abc\n", diag.Syntax, 1, 10, "comment is never closed"},
		{"broken tag", "[Event \"abc\nChess e4", diag.Syntax, 1, 1, `this tag's value is never closed: '"' missing`},
		{"broken tag after moves", "Chess e4 [Event \"abc\"", diag.Syntax, 1, 10, `this tag pair is never closed: ']' missing`},
		{"tag after moves", "Chess e4 [Event \"x\"]", diag.Syntax, 1, 10, "before the moves"},
		{"move after result", "Chess e4 1-0 e5", diag.Syntax, 1, 14, "after its result"},
		{"result in variation", "Chess e4 (e5 1-0)", diag.Syntax, 1, 14, "inside a variation"},
		{"result in unclosed variation", "Chess e4 (e5 1-0", diag.Syntax, 1, 10, "this variation is never closed: ')' missing"},
		{"result in unclosed inner variation", "Chess e4 (e5 [d5 1-0)", diag.Syntax, 1, 14, "this variation is never closed: ']' missing"},
		{"result in closed variation with an unclosed one after", "Chess e4 (e5 1-0) (d4", diag.Syntax, 1, 14, "the result 1-0 cannot stand inside a variation"},
		{"huge count", "Awélé E(99999999999999999999)", diag.NumberRange, 1, 9, "too large"},
		{"huge move number", "Chess 123456789012. e4", diag.NumberRange, 1, 7, "too large"},
		{"huge power", "Chess (99999999999=B) e4", diag.NumberRange, 1, 7, "too large"},
		{"lone suffix", "Chess ! e4", diag.Syntax, 1, 7, "must follow a move"},
		{"nul byte", "Chess e4\x00 e5", diag.Encoding, 1, 9, "NUL"},
		{"bad utf8 in comment", "Chess e4 {\xff}", diag.Encoding, 1, 11, "UTF-8"},
		{"too deep", "Chess e4 " + strings.Repeat("(e4 ", 70) + strings.Repeat(")", 70), diag.TooDeep, 1, 10 + 64*4, "nested more than 64"},
		{"escape not at line start", "Chess e4 %x", diag.Syntax, 1, 10, "'%x' is not a move"},
		{"word after a move", "Échecs 1. e4 Cf6 Echec 2. d4", diag.Syntax, 1, 19, "'Echec' is not a move, a move number, a comment or a result; a comment goes in braces: {Echec}"},
		{"word starting with a pair of holes", "Awélé 1. Deux c", diag.Syntax, 1, 12, "'Deux' is not a move"},
		{"word starting with a hole", "Awélé 1. D c Bec", diag.Syntax, 1, 16, "'Bec' is not a move, a move number, a comment or a result; a comment goes in braces: {Bec}"},
		{"accented word", "Awélé 1. D c Écart", diag.Syntax, 1, 16, "{Écart}"},
		{"stray token with a count", "Awélé 1. A c 2. E b(2) 3. D(3) d(2)x", diag.Syntax, 1, 34, "'d(2)x' is not a move"},
		{"bare count in a chess section", "Chess e4 D3 e5", diag.Syntax, 1, 10, "'D3' is not a move; a capture count is written in parentheses after its hole, in an Awélé section: D(3)"},
		{"bad square", "Chess e4 e9", diag.Syntax, 1, 10, "'e9' is not a move, a move number, a comment or a result"},
		{"holes of one case", "Awélé DE", diag.Syntax, 1, 9, "'DE' is not a move, a move number, a comment or a result"},
		// hints for common slips
		{"letter O for the null move", "Échecs 1. (1=B) e4 (2=B) O", diag.Syntax, 1, 27, "'O' is not a move, a move number, a comment or a result; the null move is 0 (zero)"},
		{"letter o for the null move", "Échecs 1. (1=B) o (2=B) e5", diag.Syntax, 1, 18, "; the null move is 0 (zero)"},
		{"ch for check", "Échecs 1. e4 e5 2. Fc4 Cc6 3. Dh5 Cf6 4. Fxf7ch", diag.Syntax, 1, 43, "'Fxf7ch' is not a move, a move number, a comment or a result; write Fxf7+"},
		{"ch apart", "Chess 1. e4 e5 2. Qh5 Nc6 3. Qxf7 ch", diag.Syntax, 1, 35, "; a check is written + after its move: Qxf7+"},
		{"pawn letter with a dash", "Chess 1. P-e4 e5", diag.Syntax, 1, 10, "'P-e4' is not a move, a move number, a comment or a result; pawn moves have no letter: write e4"},
		{"pawn letter in lower case", "Chess 1. pe4 e5", diag.Syntax, 1, 10, "pawn moves have no letter: write e4"},
		{"hole g with a count", "Awélé 1. A g(2)", diag.Syntax, 1, 14, "'g(2)' is not a move, a move number, a comment or a result; Awélé holes are A–F (South) and a–f (North)"},
		{"hole h", "Awélé 1. A h", diag.Syntax, 1, 14, "; Awélé holes are A–F (South) and a–f (North)"},
		{"hole G", "Awélé 1. G c", diag.Syntax, 1, 12, "; Awélé holes are A–F (South) and a–f (North)"},
		{"hole G with a bare count", "Awélé 1. G3 c", diag.Syntax, 1, 12, "; Awélé holes are A–F (South) and a–f (North)"},
		{"no hint for a word", "Chess e4 Oui", diag.Syntax, 1, 10, "'Oui' is not a move, a move number, a comment or a result; a comment goes in braces: {Oui}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ParseGame([]byte(tt.src), "f.agn", 1)
			if len(g.Diags) == 0 {
				t.Fatalf("no diagnostic")
			}
			d := g.Diags[0]
			if d.Code != tt.code || d.Line != tt.line || d.Col != tt.col || !strings.Contains(d.Message(), tt.msgContain) {
				t.Errorf("got %v (col %d), want %s at %d:%d containing %q", d, d.Col, tt.code, tt.line, tt.col, tt.msgContain)
			}
		})
	}
}

// TestNoIterationBound: participle's bound on repetitions is lifted, as
// the fast path has none (a game past a million items with one syntax error
// was reported as "too many iterations of Item* (> 1000000)", at the
// millionth item; checking it on such a game takes too long for a test).
func TestNoIterationBound(t *testing.T) {
	if participle.MaxIterations < 1<<40 {
		t.Errorf("participle.MaxIterations is %d", participle.MaxIterations)
	}
}

// TestManyBadBytes: past maxEncoding bad bytes, a note counts the rest.
func TestManyBadBytes(t *testing.T) {
	g := ParseGame([]byte("Chess e4 "+strings.Repeat("\xff", 25)), "f", 1)
	if n := len(g.Diags); n != maxEncoding+1 {
		t.Fatalf("%d diagnostics: %v", n, g.Diags)
	}
	if d := g.Diags[maxEncoding]; d.Severity != diag.Note || d.Message() != "5 more bad bytes in this game are not shown" || d.Col != 10+maxEncoding-1 {
		t.Errorf("last diagnostic %v", d)
	}
}

// TestFastMatchesParticiple checks that the reader reads as participle
// parses every valid example of the other tests, and games whose sections
// and variations have each their mode.
func TestFastMatchesParticiple(t *testing.T) {
	srcs := []string{seedFrench, seedEnglish, "Awélé 6.C(5)d 10.Df(3) [x (y)]", "{a} [A \"b\"] {c} Chess e4 (e5 [d5]) 1-0 {t} ;u",
		// The mode of each line and section (B: a hole, or an event of
		// one seed where captures are recorded; B3: the hole B with its
		// count where moves are).
		"Awélé B3 N2 Awélé B *", "Awélé B (N2) E *", "Awélé B3 N2 (B) *", "Awélé E B3 (B N2) Échecs (B3) *"}
	for _, src := range srcs {
		checkSame(t, []byte(src))
	}
}

func checkSame(t *testing.T, src []byte) {
	t.Helper()
	start := lexer.Position{Line: 1, Column: 1}
	if err := oracleDiff(src, start, parseGame(src, "f", start, nil)); err != nil {
		t.Errorf("%q: %v", src, err)
	}
}

// TestDuplicateTags: a tag given twice is reported at the second one, and
// both are kept.
func TestDuplicateTags(t *testing.T) {
	g := ParseGame([]byte("[Result \"1-0\"]\n[Language \"en\"]\n[Result \"0-1\"]\n[Language \"fr\"]\n[Result \"*\"]\n[Annotator \"a\"]\n[Annotator \"b\"]\n1. e4 *\n"), "", 1)
	if len(g.Tags) != 7 {
		t.Fatalf("tags %v", g.Tags)
	}
	want := []struct {
		line int
		msg  string
	}{{3, "the Result tag is given twice; PGN allows one: keep one"}, {4, "the Language tag is given twice"}, {5, "the Result tag is given 3 times"}, {7, "the Annotator tag is given twice"}}
	if len(g.Diags) != len(want) {
		t.Fatalf("diagnostics %v", g.Diags)
	}
	for i, w := range want {
		d := g.Diags[i]
		sev := diag.Error
		if w.line == 7 {
			sev = diag.Warning // a tag no tool reads
		}
		if d.Code != diag.TagValue || d.Severity != sev || d.Line != w.line || d.Col != 1 || !strings.Contains(d.Message(), w.msg) {
			t.Errorf("diagnostic %v, want line %d %q", d, w.line, w.msg)
		}
	}
	if g.Lang != notation.English {
		t.Errorf("language %q: the first tag counts", g.Lang)
	}
}
