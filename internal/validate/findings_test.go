package validate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/i18n"
	"github.com/awechec/awechec/internal/notation"
)

// Findings of a player's report: each case failed before its fix.

// The termination is not invented when the replay could not finish.
func TestTerminationUnknownWhenReplayStops(t *testing.T) {
	tests := []struct {
		name, src string
		want      Termination
	}{
		{"illegal move, result 1-0", "[Result \"1-0\"]\n[Language \"en\"]\n\nAwele W3 B2 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc5 (4=B) Nc6 1-0\n", TermUnknown},
		{"illegal move, result *", "[Language \"en\"]\n\nAwele W3 B2 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc5 *\n", TermUnterminated},
		{"ambiguous move, draw", "[Language \"en\"]\n\nAwele W8 ...\nChess 1. (1=W) Nc3 (2=W) 0 2. (3=W) Nf3 (4=W) 0 3. (5=W) Ng5 (6=W) 0 4. (7=W) Ne4 1/2-1/2\n", TermUnknown},
		{"syntax error in the Awélé section", "[Result \"1-0\"]\n[Language \"en\"]\n\nAwele 1. A a 2. B % b\n", TermUnknown},
		{"syntax error in the chess section", "[Result \"0-1\"]\n[Language \"en\"]\n\nAwele W3 ...\nChess 1. (1=W) e4 (2=W) e5 (3=W) pass\n", TermUnknown},
		{"syntax error after mate", "[Result \"0-1\"]\n[Language \"en\"]\n\nAwele W3 B3 ...\nChess 1. (1=W) f3 (2=W) e5 2. (3=W) g4 (4=B) Qh4# pass\n", TermCheckmate},
		{"a dropped stray token does not stop the replay", "[Language \"en\"]\n\nAwele W3 ...\nChess 1. (1=W) e4 ?? (2=W) e5 1-0\n", TermResignation},
		{"Awele record, illegal move", "[Variant \"Awele\"]\n\nAwele 1. A a 2. A b 1-0\n", TermUnknown},
		{"Awele record, syntax error", "[Variant \"Awele\"]\n[Result \"1-0\"]\n\nAwele 1. A d 2. A % e\n", TermUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, opt := range []Options{{}, {NoMoves: true}} {
				r := check(t, tt.src, opt)
				if r.Termination != tt.want {
					t.Errorf("termination %q, want %q%s", r.Termination, tt.want, dump(r))
				}
			}
		})
	}
}

// A syntax error between a power token and what follows it says all: no
// power-unexpected after it, and no cascade after it.
func TestNoPowerUnexpectedAfterSyntaxError(t *testing.T) {
	head := "[Result \"1-0\"]\n[Language \"en\"]\n\nAwele W3 B2 W2 W2 B2 W5 ...\nChess 1. (1=W) e4 (2=W) "
	tail := " 2. (3=W) Bc4 (4=B) Nc6 1-0\n"
	for _, null := range []string{"-", "pass", "00", "O"} {
		t.Run(null, func(t *testing.T) {
			r := check(t, head+null+tail, Options{})
			if codes := codesOf(r); codes != "syntax" {
				t.Errorf("codes %q, want the reader's syntax error alone%s", codes, dump(r))
			}
		})
	}
	// A dash alone is the null move as a word processor writes --.
	for _, null := range []string{"—", "–"} {
		t.Run(null, func(t *testing.T) {
			r := check(t, head+null+tail, Options{})
			if codes := codesOf(r); codes != "typed-form" {
				t.Errorf("codes %q, want the typed-form note alone%s", codes, dump(r))
			}
		})
	}
	t.Run("Fxf7ch", func(t *testing.T) {
		src := strings.Replace(seed000French, "Fxf7+", "Fxf7ch", 1)
		r := check(t, src, Options{})
		if codes := codesOf(r); codes != "syntax" {
			t.Errorf("codes %q, want the reader's syntax error alone%s", codes, dump(r))
		}
	})
	// A reader that reads on after the bad token (here simulated: the null
	// move taken out, a syntax error in its place): the powers that follow
	// are not derailed, the line is not replayed further.
	t.Run("reader reads on", func(t *testing.T) {
		g := grammar.ParseGame([]byte(seed000English), "t.agn", 1)
		for i, e := range g.Body {
			if e.Kind == notation.NullMove && e.Pos.Line == 6 {
				g.Diags.Add(diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, Line: e.Pos.Line, Col: e.Pos.Col, Msg: i18n.M(i18n.GNotAMove, "—")})
				g.Body = append(g.Body[:i:i], g.Body[i+1:]...)
				break
			}
		}
		r := Game(g, Options{})
		if codes := codesOf(r); codes != "syntax" {
			t.Errorf("codes %q, want the syntax error alone%s", codes, dump(r))
		}
		if r.Termination != TermUnknown {
			t.Errorf("termination %q", r.Termination)
		}
	})
}

// codesOf lists the codes of a report's diagnostics.
func codesOf(r *Report) string {
	var cs []string
	for _, d := range r.Diags {
		cs = append(cs, d.Code)
	}
	return strings.Join(cs, " ")
}

// The result diagnostics point at what is wrong and say what to write.
func TestResultDiagnostics(t *testing.T) {
	mate := "Awele W3 B2 W2 W2 B2 W5 ...\nChess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc4 (4=B) Nc6 3. (5=B) 0 (6=W) 0\n" +
		"4. (7=W) Nf3 (8=W) 0 5. (9=W) Ng5 (10=B) Nh6 6. (11=B) 0 (12=W) 0 7. (13=W) Qh5\n" +
		"(14=W) 0 8. (15=W) Bxf7+ Nxf7 9. (16=W) Qxf7#"
	type want struct {
		sev       diag.Severity
		line, col int
		msg       string
	}
	tests := []struct {
		name, tags, result string
		want               []want // the result-mismatch diagnostics
	}{
		{"no tag, no token", "", "", []want{{diag.Warning, 6, 41, "no result written: White mates, write 1-0"}}},
		{"tag *, no token", `[Result "*"]`, "", []want{{diag.Warning, 7, 41, `no result written: White mates, write 1-0 and [Result "1-0"]`}}},
		{"tag right, no token", `[Result "1-0"]`, "", nil},
		// "*" gives no result: a warning at the token, as no token (an
		// error before: 17,838 lichess studies and puzzles of the real
		// collections end their mates with "*")
		{"no tag, token *", "", "*", []want{{diag.Warning, 6, 47, "no result written: White mates, write 1-0"}}},
		{"tag *, token *", `[Result "*"]`, "*", []want{{diag.Warning, 7, 47, `no result written: White mates, write 1-0 and [Result "1-0"]`}}},
		{"tag wrong, no token", `[Result "0-1"]`, "", []want{{diag.Error, 1, 1, `[Result "0-1"] but White mates: write [Result "1-0"]`}}},
		{"tag wrong, token right", `[Result "0-1"]`, "1-0", []want{{diag.Error, 1, 1, `[Result "0-1"] but White mates: write [Result "1-0"]`}}},
		{"tag *, token right", `[Result "*"]`, "1-0", []want{{diag.Error, 1, 1, `[Result "*"] but White mates: write [Result "1-0"]`}}},
		{"tag right, token wrong", `[Result "1-0"]`, "0-1", []want{{diag.Error, 7, 47, "the game ends by checkmate: the result is 1-0, not 0-1"}}},
		// each gets its message and its fix (one message naming both was
		// only half applied by awechec fix, and refused)
		{"tag and token wrong alike", `[Result "0-1"]`, "0-1", []want{
			{diag.Error, 1, 1, `[Result "0-1"] but White mates: write [Result "1-0"]`},
			{diag.Error, 7, 47, "the game ends by checkmate: the result is 1-0, not 0-1"}}},
		{"token wrong, tag wrong otherwise", `[Result "*"]`, "0-1", []want{
			{diag.Error, 1, 1, `[Result "*"] but White mates: write [Result "1-0"]`},
			{diag.Error, 7, 47, "the game ends by checkmate: the result is 1-0, not 0-1"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "[Language \"en\"]\n\n" + mate + " " + tt.result + "\n"
			if tt.tags != "" {
				src = tt.tags + "\n" + src
			}
			r := check(t, src, Options{})
			var got []want
			for _, d := range r.Diags {
				if d.Code == diag.ResultMismatch {
					got = append(got, want{d.Severity, d.Line, d.Col, d.Message()})
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v%s", got, tt.want, dump(r))
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("got %v, want %v", got[i], tt.want[i])
				}
			}
			if r.Termination != TermCheckmate {
				t.Errorf("termination %q", r.Termination)
			}
		})
	}
}

// A standalone Awélé record stopped by agreement: the score counts the
// seeds each player took from his row; the result is the players' word (a
// draw agreed, a resignation) and is taken as written, with a warning when
// the written score says another winner.
func TestAweleAgreedStop(t *testing.T) {
	moves := "[Variant \"Awele\"]\n\nAwele 1. A d 2. A e 3. A b 4. D(2) e 5. B c(2) 6. C(6) a(4) 7. D b 8. E e(4) "
	tests := []struct{ tail, want string }{
		{"2-2 0-1", "the score is 16-32, not 2-2: 8-10 captured, and at the agreed stop each player took the seeds left in his row (8 and 22)"},
		{"16-32 0-1", ""},
		{"0-1", ""},
		{"*", ""},
		// The result at an agreed stop is the players' word (second trial,
		// g33: a draw agreed at 2-2 captured): taken as written, but a
		// written score that says otherwise is warned about (seed 001:
		// the one with more seeds wins).
		{"16-32 1-0", "the result is 1-0 but the score written is 16-32: North has more seeds"},
		{"1/2-1/2", ""},
		{"16-32 1/2-1/2", "write 0-1, or say in a comment why not"},
	}
	for _, tt := range tests {
		r := check(t, moves+tt.tail+"\n", Options{})
		got := ""
		for _, d := range r.Diags {
			got += d.Message()
		}
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("%s: messages %q, want %q", tt.tail, got, tt.want)
		}
	}
}

// Messages a player can act on: languages named in English, the letter to
// write instead, no raw positions, a case convention suggested.
func TestActionableMessages(t *testing.T) {
	tests := []struct{ name, lang, body, want, not string }{
		{"English file, French knight", "en", "Awele W3 ...\nChess 1. (1=W) e4 (2=W) Cc6 *", "C is not an English piece letter; the knight is N: write Nc6", ""},
		{"French file, English knight", "fr", "Awélé B3 ...\nÉchecs 1. (1=B) e4 (2=B) Nc6 *", "N is not a French piece letter; the knight is C: write Cc6", "français"},
		{"French file, English bishop", "fr", "Awélé B3 ...\nÉchecs 1. (1=B) e4 (2=B) e5 (3=B) Bc4 *", "B is not a French piece letter; the bishop is F: write Fc4", ""},
		{"German file, English knight", "de", "Awele W3 ...\nSchach 1. (1=W) e4 (2=W) Nc6 *", "N is not a German piece letter; the knight is S: write Sc6", "Deutsch"},
		{"letter of several pieces", "de", "Awele W3 ...\nSchach 1. (1=W) e4 (2=W) e5 (3=W) Re2 *", "R is not a German piece letter (K D T L S)", "write"},
		{"promotion letter", "en", "[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\nAwele W3 ...\nChess 1. (1=W) a8=D *", "D is not an English promotion letter; the queen is Q: write a8=Q", ""},
		{"power colour letter", "fr", "Awélé B3 ...\nÉchecs 1. (1=W) e4 *", "in French", "français"},
		{"lowercase South", "en", "Awele 1. a C 2. b D *", `a is a hole of North's row and South is to move; the section reads as a legal game with South's holes in lowercase: add [AweleCase "north-upper"]`, "4-4-4"},
		{"wrong side, no case hint", "en", "Awele 1. A b 2. a *", "a is a hole of North's row and South is to move", "AweleCase"},
		{"empty hole", "en", "Awele A a A *", "A (South to move): the hole is empty", "4-"},
		{"did you mean", "en", "Awele W3 ...\nChess 1. (1=W) e4 (2=W) e5 (3=W) Nf4 *", "Nf4 is not a legal move for White: did you mean Nf3?", ""},
		{"did you mean, French", "fr", "Awélé B3 ...\nÉchecs 1. (1=B) e4 (2=B) e5 (3=B) Cf4 *", "Cf4 is not a legal move for White: did you mean Cf3?", ""},
		{"pawn", "en", "Awele W3 ...\nChess 1. (1=W) e5 *", "e5 is not a legal move for White: did you mean e4?", ""},
		{"no guess when two fit (Bc4, Bb5)", "en", "Awele W3 ...\nChess 1. (1=W) e4 (2=W) e5 (3=W) Bc5 *", "Bc5 is not a legal move for White", "did you mean"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "[Language \"" + tt.lang + "\"]\n"
			body := tt.body
			if strings.HasPrefix(body, "[") {
				k := strings.IndexByte(body, '\n')
				src += body[:k+1]
				body = body[k+1:]
			}
			r := check(t, src+"\n"+body+"\n", Options{})
			got := ""
			for _, d := range r.Diags {
				got += d.Message() + "\n"
			}
			if !strings.Contains(got, tt.want) || tt.not != "" && strings.Contains(got, tt.not) {
				t.Errorf("messages %q, want %q, not %q", got, tt.want, tt.not)
			}
		})
	}
}

// A power-mismatch cascade of one Awélé game is one error: the first
// mismatch, which counts the others that differ the same way, lists their
// numbers and says what the pattern suggests.
func TestPowerMismatchCascadeFolded(t *testing.T) {
	nulls := func(from, to int, c string) string {
		var b strings.Builder
		for n := from; n <= to; n++ {
			fmt.Fprintf(&b, " (%d=%s) 0", n, string(c[n-from]))
		}
		return b.String()
	}
	// Under [Handicap "White 3/2"], W3 B3 W3 B3 give WWBBBWWBBB; without
	// it, WWWBBBWWWBBB.
	handicapped := "Awele W3 B3 W3 B3 ...\nChess" + nulls(1, 10, "WWBBBWWBBB") + " *"
	tests := []struct {
		name, tags, body string
		want             []string // the power-mismatch messages
	}{
		{"missing Handicap tag", "", handicapped, []string{
			`power 3 is White's, not Black's: write (3=W); and 3 more power tokens of this Awélé game differ the same way (numbers 6, 8, 9): is a [Handicap "White 3/2"] tag missing?`}},
		{"unusable Handicap tag", `[Handicap "White 3:2"]`, handicapped, []string{
			`power 3 is White's, not Black's: write (3=W); and 3 more power tokens of this Awélé game differ the same way (numbers 6, 8, 9): they fit [Handicap "White 3/2"]`}},
		{"French handicap", "", strings.NewReplacer("W", "B", "B", "N").Replace(handicapped), []string{
			`is a [Handicap "Blancs 3/2"] tag missing?`}},
		{"numbered on from the last Awélé game", "", "Awele W2 ...\nChess" + nulls(1, 2, "WW") + "\nAwele W3 ...\nChess" + nulls(3, 5, "WWW") + " *", []string{
			"the power consumed here is power 1, not 3: write (1=W); and 2 more power tokens of this Awélé game differ the same way (numbers 4, 5): powers are numbered from 1 in each Awélé game"}},
		{"one mismatch alone", "", "Awele W2 ...\nChess" + nulls(1, 2, "WB") + " *", []string{
			"power 2 is White's, not Black's: write (2=W)"}},
		{"another pattern is reported apart", "", "Awele W2 B1 ...\nChess (2=W) 0 (3=W) 0 (3=W) 0 *", []string{
			"the power consumed here is power 1, not 2: write (1=W); and 1 more power token of this Awélé game differs the same way (number 3)",
			"power 3 is Black's, not White's: write (3=B)"}},
		{"each Awélé game its own", "", "Awele W2 ...\nChess" + nulls(2, 3, "WW") + "\nAwele W2 ...\nChess" + nulls(2, 3, "WW") + " *", []string{
			"the power consumed here is power 1, not 2: write (1=W); and 1 more power token of this Awélé game differs the same way (number 3)",
			"the power consumed here is power 1, not 2: write (1=W); and 1 more power token of this Awélé game differs the same way (number 3): powers are numbered from 1 in each Awélé game"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "[Language \"en\"]\n"
			if strings.HasPrefix(tt.name, "French") {
				src = "[Language \"fr\"]\n"
			}
			if tt.tags != "" {
				src += tt.tags + "\n"
			}
			r := check(t, src+"\n"+tt.body+"\n", Options{})
			var got []string
			for _, d := range r.Diags {
				if d.Code == diag.PowerMismatch {
					got = append(got, d.Message())
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %q, want %q%s", got, tt.want, dump(r))
			}
			for i := range got {
				if !strings.Contains(got[i], tt.want[i]) {
					t.Errorf("got %q, want %q", got[i], tt.want[i])
				}
			}
		})
	}
}

// Findings of the second user trial.

// g21: French pieces with English power letters and no Language tag. The
// reader's evidence ties between French, Spanish and Italian: the replay
// reads the game under those (not under English, which it did not list),
// and says so once, naming the languages in English.
const trialEnglishColours = "[Result \"1-0\"]\n\nAwélé 1. A c 2. E b(2) 3. D(3) d(2)\n" +
	"Échecs 1. (1=B) e4 (2=B) e5 2. (3=W) Fc4 (4=W) Cc6 3. (5=W) Dh5 (6=B) Cf6\n4. (7=B) Dxf7# 1-0\n"

func TestTiedLanguagesReplayed(t *testing.T) {
	// French pieces with English power letters: French, Spanish and
	// Italian read as many letters, and French and English come first, so
	// the game is French and its W tokens are told what to write.
	r := check(t, trialEnglishColours, Options{NoMoves: true})
	if r.Lang != notation.French {
		t.Errorf("replayed as %q, want French%s", r.Lang, dump(r))
	}
	msgs := ""
	for _, d := range r.Diags {
		if d.Code == diag.LanguageAmbiguous {
			t.Errorf("language-ambiguous %q on a game the letters give to French", d.Message())
		}
		msgs += d.Message() + "\n"
	}
	if !strings.Contains(msgs, `add [PowerLetters "en"]`) {
		t.Errorf("no PowerLetters hint in %q", msgs)
	}

	// A true tie between French and English: both readings are replayed
	// and the one ambiguity names them in English.
	r = check(t, "Oware B3 ...\n1. (1=B) Nf3 (2=B) Cc6 *\n", Options{NoMoves: true})
	var amb []string
	for _, d := range r.Diags {
		if d.Code == diag.LanguageAmbiguous {
			amb = append(amb, d.Message())
		}
	}
	if len(amb) != 1 || !strings.Contains(amb[0], "French and English") ||
		!strings.Contains(amb[0], "read it as "+i18n.T(i18n.English, langName(r.Lang))) || strings.Contains(amb[0], "français") {
		t.Errorf("language-ambiguous %q, want one naming French and English and the reading shown%s", amb, dump(r))
	}
}

// With [Language "fr"], an English colour letter is told what to write in
// French; a PowerLetters tag makes the English letters the game's, in a
// French game as in a German one.
func TestPowerLettersAcrossLanguages(t *testing.T) {
	r := check(t, "[Language \"fr\"]\n"+trialEnglishColours, Options{})
	got := ""
	for _, d := range r.Diags {
		got += d.Message() + "\n"
	}
	for _, want := range []string{
		"'W' is not a power colour letter in French (W is English for White, which French writes B): write (3=B)",
		`add [PowerLetters "en"]`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("messages %q, want %q", got, want)
		}
	}
	for _, tags := range []string{"[Language \"fr\"]\n[PowerLetters \"en\"]\n", "[Language \"it\"]\n[PowerLetters \"en\"]\n"} {
		src := tags + trialEnglishColours
		if strings.Contains(tags, "it") {
			src = strings.NewReplacer("Fc4", "Ac4").Replace(src)
		}
		if r := check(t, src, Options{}); !r.Valid || len(r.Diags) != 0 {
			t.Errorf("%q: want a valid game%s", tags, dump(r))
		}
	}
	// English game writing French letters.
	src := "[Language \"en\"]\n[PowerLetters \"fr\"]\n\nAwele B3 ...\nChess 1. (1=B) e4 (2=B) e5 (3=B) Nf3 *\n"
	if r := check(t, src, Options{}); !r.Valid || len(r.Diags) != 0 {
		t.Errorf("English game with French power letters%s", dump(r))
	}
	src = "[Language \"en\"]\n[PowerLetters \"fr\"]\n\nAwele B3 ...\nChess 1. (1=B) e4 (2=B) e5 (3=W) Nf3 *\n"
	if r := check(t, src, Options{}); !strings.Contains(dump(r), "'W' is not a power colour letter in the French power letters this game writes (B White, N Black)") {
		t.Errorf("W under French power letters%s", dump(r))
	}
}

// Missing power tokens and Awélé move numbers are folded like power
// mismatches: one warning, which lists the others.
func TestWarningCascadesFolded(t *testing.T) {
	tests := []struct {
		name, src string
		code      string
		want      []string
	}{
		{"no power token at all", "[Language \"fr\"]\n\nAwélé 1. A c 2. E b(2) 3. D(3) d(2)\nÉchecs 1. e4 e5 2. Fc4 Cc6 3. Dh5 Cf6 4. Dxf7# 1-0\n",
			diag.PowerMissing, []string{"power 1 (Black's) is consumed here but not written: write (1=N) before the move; and 6 more half-moves have no power token (plies 2-7)"}},
		{"one missing token", "[Language \"en\"]\n\nAwele W3 ...\nChess 1. (1=W) e4 (2=W) e5 Nf3 *\n",
			diag.PowerMissing, []string{"power 3 (White's) is consumed here but not written: write (3=W) before the move"}},
		{"Awélé moves numbered one by one", "[Language \"en\"]\n\nAwele 1. A 2. c 3. E 4. b(2) 5. D(3) 6. d(2) ...\nChess 1. (1=B) e4 *\n",
			diag.MoveNumber, []string{"this is Awélé move 1...; and 4 more Awélé move numbers of this Awélé game do not fit (3., 4., 5., 6.): Awélé moves are numbered in pairs, South's and North's, as chess moves are: 1. A c 2. E …"}},
		{"Awélé moves numbered on (g40)", "[Language \"fr\"]\n\nAwélé 4. A c 5. E b(2) 6. D(3) d(2)\nÉchecs 1. (1=N) e4 (2=N) e5 2. (3=B) Fc4 (4=B) Cc6 3. (5=B) Dh5 (6=N) Cf6\n4. (7=N) 0\nAwélé 4. A c 5. E b(2) 6. D(3) d(2)\nÉchecs 4... (1=N) Cxh5 *\n",
			diag.MoveNumber, []string{
				"this is Awélé move 1.; and 2 more Awélé move numbers of this Awélé game do not fit (5., 6.): Awélé moves are numbered from 1 in each Awélé game",
				"this is Awélé move 1.; and 2 more Awélé move numbers of this Awélé game do not fit (5., 6.): Awélé moves are numbered from 1 in each Awélé game"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, opt := range []Options{{}, {NoMoves: true}} {
				r := check(t, tt.src, opt)
				var got []string
				for _, d := range r.Diags {
					if d.Code == tt.code {
						got = append(got, d.Message())
					}
				}
				if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
					t.Errorf("got %q, want %q%s", got, tt.want, dump(r))
				}
			}
		})
	}
}

// powers-exhausted says when the Awélé game gave no power at all, rather
// than that every power is consumed.
func TestPowersExhaustedNoPower(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"no capture", "[Language \"fr\"]\n\nAwélé 1. A a 2. E b\nÉchecs 1. (1) e4 *\n", "Awélé game 1 gave no power: a new Awélé game must come first"},
		{"every power consumed", "[Language \"en\"]\n\nAwele W1 ...\nChess 1. (1=W) e4 e5 *\n", "every recorded power is consumed and the rest of the Awélé game was not recorded"},
		{"nothing recorded", "[Language \"en\"]\n\nAwele 1. A a ...\nChess 1. e4 *\n", "Awélé game 1 recorded no power and the rest of it was not recorded"},
		{"second game gave none", "[Language \"en\"]\n\nAwele W1\nChess 1. (1=W) e4\nAwele 1. A a\nChess 1... e5 *\n", "Awélé game 2 gave no power"},
		{"synchronous, nothing captured yet", "[Variant \"Awechec Synchronous\"]\n[Language \"en\"]\n\n1. A a 1. e4 *\n", "Awélé game 1 has given no power yet: it must resume"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src, Options{})
			got := ""
			for _, d := range r.Diags {
				if d.Code == diag.PowersExhausted {
					got += d.Message()
				}
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("powers-exhausted %q, want %q%s", got, tt.want, dump(r))
			}
		})
	}
}

// An illegal move is quoted as the source writes it, in every game of a
// file, a game that begins on the line where the last one ended included;
// a move after the end of an Awélé game says why the game is over.
func TestMovesQuotedAndEndsExplained(t *testing.T) {
	src := "[Language \"fr\"]\n\nAwélé B5 ...\nÉchecs 1. (1=B) e4 (2=B) Cg8-f5 *\n\n" +
		"[Language \"fr\"]\n\nAwélé B5 ...\nÉchecs 1. (1=B) e4 * [Language \"fr\"] Awélé B5 ... Échecs 1. (1=B) e4 (2=B) e5 (3=B) Ff1:b6 *\n"
	games, err := grammar.ReadAll(strings.NewReader(src), "t.agn")
	if err != nil || len(games) != 3 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	for i, want := range []string{"Cg8-f5 is not a legal move for Black", "", "Ff1:b6 is not a legal move for White"} {
		r := Game(games[i], Options{})
		got := ""
		for _, d := range r.Diags {
			if d.Code == diag.IllegalMove {
				got = d.Message()
			}
		}
		if !strings.HasPrefix(got, want) || want == "" && got != "" {
			t.Errorf("game %d: illegal-move %q, want %q%s", i+1, got, want, dump(r))
		}
	}

	tests := []struct{ name, src, want string }{
		{"majority (abapa)", "[Variant \"Awele\"]\n\nAwélé 1. C e 2. A b 3. E(2) c(3) 4. D c 5. E d 6. F a(6) 7. E b 8. A e(4) 9. F f(3) 10. F(3) c 11. E f(2) 12. F(2) d(2) 13. B e(3) 14. E(2) d 15. B f(2) 16. A 0-1\n",
			"Awélé game 1 is over: North has 25 seeds"},
		{"famine", "[Variant \"Awele\"]\n[AweleFEN \"1-0-0-0-0-0-0-0-0-0-0-1-23-23-N\"]\n\nAwélé 1... f 2. A *\n",
			"Awélé game 1 is over: famine: South cannot feed North"},
		{"over from the start", "[Variant \"Awele\"]\n[AweleFEN \"4-4-4-4-0-0-0-0-0-0-0-0-25-7-S\"]\n\nAwélé 1. A *\n",
			"Awélé game 1 is over: South has 25 seeds"},
		{"score token", "[Variant \"Awele\"]\n\nAwélé 1. A a 0-0 2. B *\n", "Awélé game 1 is over: it stopped by agreement (a score token closed it)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src, Options{})
			got := ""
			for _, d := range r.Diags {
				if d.Code == diag.MoveAfterEnd {
					got = d.Message()
				}
			}
			if got != tt.want {
				t.Errorf("move-after-end %q, want %q%s", got, tt.want, dump(r))
			}
		})
	}
}

// g33: an abapa record stopped by an agreed draw keeps its result.
func TestAweleAgreedDraw(t *testing.T) {
	src := "[Variant \"Awele\"]\n[Result \"1/2-1/2\"]\n\nAwélé 1. E c 2. C f(2) 3. A e 4. B a 5. B b 6. C d 7. B e 8. E a 9. F b\n10. A(2) d {Nulle par accord.} 27-21 1/2-1/2\n"
	r := check(t, src, Options{})
	if !r.Valid || len(r.Diags) != 0 || r.Result != "1/2-1/2" || r.Termination != EndingTermination(awele.EndAgreement) {
		t.Errorf("valid %v, result %s, termination %s%s", r.Valid, r.Result, r.Termination, dump(r))
	}
	// A token and a tag that disagree are still reported.
	r = check(t, strings.Replace(src, "[Result \"1/2-1/2\"]", "[Result \"1-0\"]", 1), Options{})
	if got := codesOf(r); got != diag.ResultMismatch {
		t.Errorf("codes %q, want result-mismatch%s", got, dump(r))
	}
}

// TestPieceArticleAgrees: a piece named alone takes the article of its
// gender in French, la dame and la tour but le fou ("le dame" before).
func TestPieceArticleAgrees(t *testing.T) {
	for _, c := range []struct {
		lang, body string
		want       map[i18n.Lang]string
	}{
		{"fr", "Awélé B3 ...\nÉchecs 1. (1=B) e4 (2=B) e5 (3=B) Qh5 *", map[i18n.Lang]string{
			i18n.French: "la dame s’écrit D : écrivez Dh5", i18n.English: "the queen is D: write Dh5"}},
		{"fr", "Awélé B3 ...\nÉchecs 1. (1=B) e4 (2=B) e5 (3=B) Bc4 *", map[i18n.Lang]string{
			i18n.French: "le fou s’écrit F : écrivez Fc4", i18n.English: "the bishop is F: write Fc4"}},
		{"en", "Awele W3 ...\nChess 1. (1=W) a4 (2=W) a5 (3=W) Ta3 *", map[i18n.Lang]string{
			i18n.French: "la tour s’écrit R : écrivez Ra3", i18n.English: "the rook is R: write Ra3"}},
	} {
		r := check(t, "[Language \""+c.lang+"\"]\n\n"+c.body+"\n", Options{})
		for l, want := range c.want {
			got := ""
			for _, d := range r.Diags {
				got += d.MessageIn(l) + "\n"
			}
			if !strings.Contains(got, strings.ReplaceAll(want, " :", "\u00a0:")) {
				t.Errorf("%s, in %v: %q, want %q", c.body, l, got, want)
			}
		}
	}
}

// TestFENLetterSaysEnglish: a FEN written with French letters is told
// that FEN writes English letters, and which one to write ("lettre de
// pièce « T » inconnue" alone before).
func TestFENLetterSaysEnglish(t *testing.T) {
	for _, c := range []struct {
		placement string
		want      map[i18n.Lang]string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/TCFDRFCT", map[i18n.Lang]string{
			i18n.French:  "« T » inconnue : le FEN s’écrit en lettres anglaises, KQRBNP pour les Blancs et kqrbnp pour les Noirs, quelle que soit la langue de la partie ; en FEN, la tour s’écrit R (r pour les Noirs)",
			i18n.English: "unknown piece letter 'T': FEN writes English letters, KQRBNP for White and kqrbnp for Black, whatever the record's language; in FEN the rook is R (r for Black)"}},
		{"rnbdkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", map[i18n.Lang]string{
			i18n.French:  "en FEN, la dame s’écrit Q (q pour les Noirs)",
			i18n.English: "in FEN the queen is Q (q for Black)"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX", map[i18n.Lang]string{
			i18n.French:  "« X » inconnue : le FEN s’écrit en lettres anglaises",
			i18n.English: "unknown piece letter 'X': FEN writes English letters"}},
	} {
		r := check(t, "[FEN \""+c.placement+" w - - 0 1\"]\n[Language \"fr\"]\n\nAwélé B3 ...\nÉchecs 1. (1=B) e4 *\n", Options{})
		for l, want := range c.want {
			got := ""
			for _, d := range r.Diags {
				got += d.MessageIn(l) + "\n"
			}
			if !strings.Contains(got, strings.NewReplacer(" :", "\u00a0:", " ;", "\u00a0;", "« ", "«\u00a0", " »", "\u00a0»").Replace(want)) {
				t.Errorf("%s, in %v: %q, want %q", c.placement, l, got, want)
			}
		}
		if strings.Contains(c.placement, "X") && strings.Contains(r.Diags[0].MessageIn(i18n.English), "in FEN the") {
			t.Errorf("%s: a hint for a letter no language has", c.placement)
		}
	}
}
