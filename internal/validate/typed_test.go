package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/i18n"
)

// Records as people type them, and the bugs found in that trial (issue
// 10): each case failed before its fix.

// A result written after a mate in words (`Dxf7 mat 1-0`), or after a
// syntax error the reader reported, is read: no "no result written".
func TestResultAfterTypedMate(t *testing.T) {
	for _, mate := range []string{"Dxf7 mat", "Dxf7 ≠", "Dxf7 mat!", "Dxf7 Mat!!"} {
		for _, tag := range []string{"[Result \"1-0\"]\n", ""} {
			t.Run(mate+" "+tag, func(t *testing.T) {
				src := strings.Replace(strings.Replace(seed000French, "Dxf7#", mate, 1), "[Result \"1-0\"]\n", tag, 1)
				r := check(t, src, Options{})
				for _, d := range r.Diags {
					if d.Code == diag.ResultMismatch {
						t.Errorf("result-mismatch although 1-0 is written: %v%s", d, dump(r))
					}
				}
				if r.Result != "1-0" {
					t.Errorf("result %q, want 1-0%s", r.Result, dump(r))
				}
				if !strings.Contains(mate, "!") && !r.Valid {
					t.Errorf("not valid%s", dump(r))
				}
			})
		}
	}
}

// ½-½, ½:½ and ½–½ in the movetext agree with any Result tag that says a
// draw (issue 11: the token kept ½-½ while the tag was read 1/2-1/2).
func TestHalfResultAgainstTag(t *testing.T) {
	for _, tok := range []string{"½-½", "½:½", "½–½", "1/2-1/2"} {
		for _, tag := range []string{"½-½", "1/2-1/2", "½–½"} {
			src := "[Result \"" + tag + "\"]\n[Variant \"Standard\"]\n\n1. e4 e5 " + tok + "\n"
			r := check(t, src, Options{})
			if !r.Valid || r.Result != "1/2-1/2" {
				t.Errorf("%s against [Result %q]: valid %v result %q%s", tok, tag, r.Valid, r.Result, dump(r))
			}
		}
	}
}

// A power token written on a check answer shifts the numbering of the
// tokens after it: the follow-on power-mismatch errors are one, as in the
// other cascades (issue 10).
func TestCheckAnswerTokenCascadeFolded(t *testing.T) {
	src := "[Result \"*\"]\n[Language \"fr\"]\n\nAwélé B3 N2 B2 B2 N2 B5 ...\n" +
		"Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0\n" +
		"4. (7=B) Fxf7+ (8=B) Rxf7 5. (9=B) Cf3 (10=N) 0 6. (11=N) 0 (12=B) 0\n" +
		"7. (13=B) 0 (14=B) 0 8. (15=B) 0 (16=B) 0 *\n"
	r := check(t, src, Options{})
	if codes := codesOf(r); codes != "power-unexpected power-mismatch" {
		t.Errorf("codes %q, want one power-unexpected and one power-mismatch%s", codes, dump(r))
	}
	for _, d := range r.Diags {
		if d.Code == diag.PowerMismatch && !strings.Contains(d.Message(), "check answer") {
			t.Errorf("the folded message does not say why: %q", d.Message())
		}
	}
}

// Lower-case colour letters `(1=b)` are one error, not one per token.
func TestLowerCaseColourLettersFolded(t *testing.T) {
	lower := strings.NewReplacer("=B)", "=b)", "=N)", "=n)").Replace(seed000French)
	r := check(t, lower, Options{})
	if codes := codesOf(r); codes != "power-mismatch" {
		t.Errorf("codes %q, want one power-mismatch%s", codes, dump(r))
	}
	if len(r.Diags) == 1 && !strings.Contains(r.Diags[0].Message(), "15 more") {
		t.Errorf("message %q does not count the other tokens", r.Diags[0].Message())
	}
	if len(r.Diags) == 1 && !strings.Contains(r.Diags[0].MessageIn(i18n.French), "et 15 autres jetons de pouvoir écrivent une telle lettre") {
		t.Errorf("French message %q does not count the other tokens", r.Diags[0].MessageIn(i18n.French))
	}
}

// Standalone Awélé records: an agreed stop whose written result
// contradicts the written score is warned about (seed 001: "celui en ayant
// le plus est le gagnant"); one that agrees, or has no score, is not.
func TestAweleAgreedStopResultAgainstScore(t *testing.T) {
	moves := "Awele 1. A d 2. A e 3. A b 4. D(2) e 5. B c(2) 6. C(6) a(4) 7. D b 8. E e(4)\n"
	tests := []struct {
		score, result string
		warn          bool
	}{
		{"16-32", "0-1", false},
		{"16-32", "1-0", true},
		{"16-32", "1/2-1/2", true},
		{"", "1-0", false},
		{"16-32", "*", false},
	}
	for _, tt := range tests {
		src := "[Variant \"Awele\"]\n[Result \"" + tt.result + "\"]\n\n" + moves + tt.score + " " + tt.result + "\n"
		r := check(t, src, Options{})
		var warns []string
		for _, d := range r.Diags {
			if d.Severity != diag.Note {
				warns = append(warns, d.Code+": "+d.Message())
			}
		}
		got := len(warns) == 1 && r.Diags.Warnings() == 1 && strings.Contains(warns[0], "result-mismatch") && strings.Contains(warns[0], tt.score)
		if got != tt.warn || !tt.warn && len(warns) > 0 {
			t.Errorf("score %q result %s: %q, want a warning: %v", tt.score, tt.result, warns, tt.warn)
		}
	}
}

// A comment after the last move says why the result differs from the
// score: no warning (second trial, g33: {Nulle par accord.}).
func TestAweleAgreedStopExplained(t *testing.T) {
	src := "[Variant \"Awele\"]\n\nAwele 1. A d 2. A e 3. A b 4. D(2) e 5. B c(2) 6. C(6) a(4) 7. D b 8. E e(4) {Abandon de Nord.} 16-32 1-0\n"
	if r := check(t, src, Options{}); len(r.Diags) != 0 {
		t.Errorf("%s", dump(r))
	}
}

// North began: a standalone Awélé record from the standard start whose
// first move is numbered `1...` (North's number) starts with North, no
// set-up tag needed; a North hole played first without it is told how to
// say that North began (issue 10: the error suggested an AweleCase tag).
func TestAweleNorthBegins(t *testing.T) {
	r := check(t, "[Variant \"Awele\"]\n\nAwele 1... f 2. A e 3. B d *\n", Options{})
	if !r.Valid || len(r.Diags) != 0 {
		t.Errorf("1... f: %s", dump(r))
	}
	if len(r.Awele) != 1 || r.Awele[0].Start == nil || r.Awele[0].Start.ToMove != awele.North {
		t.Errorf("start %+v, want North to move", r.Awele)
	}
	r = check(t, "[Variant \"Awele\"]\n\nAwele 1. f A 2. e B *\n", Options{})
	if r.Valid || len(r.Diags) == 0 || !strings.Contains(r.Diags[0].Message(), "if North began, number its move 1...: 1... f") {
		t.Errorf("1. f A: %s", dump(r))
	}
	if len(r.Diags) > 0 && !strings.Contains(r.Diags[0].MessageIn(i18n.French), "si Nord a commencé, numérotez son coup 1...\u00a0: 1... f") {
		t.Errorf("1. f A in French: %q", r.Diags[0].MessageIn(i18n.French))
	}
}

// `e.p.` on a pawn capture that is not en passant is warned about.
func TestEnPassantClaim(t *testing.T) {
	for _, tt := range []struct {
		src  string
		warn bool
	}{
		{"[Variant \"Standard\"]\n\n1. e4 d5 2. e5 f5 3. exf6 e.p. *\n", false},
		{"[Variant \"Standard\"]\n\n1. e4 d5 2. exd5 e.p. *\n", true},
	} {
		r := check(t, tt.src, Options{})
		if got := strings.Contains(codesOf(r), "capture-claim"); got != tt.warn {
			t.Errorf("%q: %s", tt.src, dump(r))
		}
	}
}
