package validate

import (
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

func TestScenarios(t *testing.T) {
	shuffle := strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 6)
	var shuffled strings.Builder
	for i, m := range strings.Fields(shuffle) {
		shuffled.WriteString("(" + itoa(i+1) + "=W) " + m + " ")
	}
	var fifty strings.Builder // 100 null moves: the fifty-move count includes them
	for g := 0; g < 3; g++ {
		fifty.WriteString("Awele W24 B24 ...\nChess")
		for i := 1; i <= 48 && g*48+i <= 100; i++ {
			fifty.WriteString(" (" + itoa(i) + ") 0")
		}
		fifty.WriteString("\n")
	}
	tests := []struct {
		name  string
		src   string
		valid bool
		codes []string // codes expected, in order
		check func(t *testing.T, r *Report)
	}{
		{
			name: "plain PGN is Standard chess", valid: true,
			src: "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n",
			check: func(t *testing.T, r *Report) {
				if r.Variant != notation.Standard || r.Termination != TermCheckmate || len(r.Plies) != 7 || r.Plies[0].Power != 0 {
					t.Errorf("variant %q termination %q plies %d", r.Variant, r.Termination, len(r.Plies))
				}
			},
		},
		{
			name:  "null move in Standard chess",
			src:   "[Variant \"Standard\"]\n[Result \"*\"]\n\n1. e4 -- *\n",
			codes: []string{diag.IllegalMove},
		},
		{
			name:  "resignation",
			src:   "[Result \"0-1\"]\n[Language \"en\"]\n\nAwele W1 ...\nChess 1. (1=W) e4 0-1\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if r.Termination != TermResignation {
					t.Errorf("termination %q", r.Termination)
				}
			},
		},
		{
			name:  "draw by agreement",
			src:   "[Result \"1/2-1/2\"]\n[Language \"en\"]\n\nAwele W1 ...\nChess 1. (1=W) e4 1/2-1/2\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if r.Termination != TermAgreement {
					t.Errorf("termination %q", r.Termination)
				}
			},
		},
		{
			name:  "positions repeated three and five times stay valid",
			src:   "[Result \"*\"]\n[Language \"en\"]\n\nAwele W24 ...\nChess " + shuffled.String() + "*\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if len(r.Plies) != 24 || strings.Fields(r.Plies[23].FEN())[0] != strings.Fields(r.StartFEN())[0] {
					t.Errorf("%d plies, final %s", len(r.Plies), r.FEN())
				}
			},
		},
		{
			name:  "fifty moves counts null moves",
			src:   "[Result \"1/2-1/2\"]\n[Language \"en\"]\n\n" + fifty.String() + "1/2-1/2\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if r.Termination != TermFiftyMoves || len(r.Plies) != 100 {
					t.Errorf("termination %q after %d plies", r.Termination, len(r.Plies))
				}
			},
		},
		{
			name:  "dead position ends the game",
			src:   "[Result \"1-0\"]\n[Language \"en\"]\n[FEN \"7k/8/8/8/8/8/1r6/K7 w - - 0 1\"]\n\nAwele W2 ...\nChess 1. (1=W) Kxb2 (2=W) Kg8 1-0\n",
			codes: []string{diag.ResultMismatch, diag.MoveAfterEnd, diag.ResultMismatch},
			check: func(t *testing.T, r *Report) {
				if r.Termination != TermDeadPosition {
					t.Errorf("termination %q", r.Termination)
				}
			},
		},
		{
			name:  "colourless power token takes its colour from the queue",
			src:   "[Result \"*\"]\n[Language \"en\"]\n\nAwele W1 B1 ...\nChess 1. (1) e4 (2) e5 *\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if p := r.Plies[1]; !p.ColourFilled || p.PowerColour != movegen.Black || p.Decider != Mover {
					t.Errorf("ply 2 %+v", p)
				}
			},
		},
		{
			name:  "handicap 3/2 keeps 2 seeds out of 5",
			src:   "[Result \"*\"]\n[Language \"en\"]\n[Handicap \"White 3/2\"]\n\nAwele W5 ...\nChess 1. (1=W) e4 (2=W) e5 2. (3=W) d4 *\n",
			codes: []string{diag.PowersExhausted},
			check: func(t *testing.T, r *Report) {
				if power.Letters(r.Queues[0]) != "WW" {
					t.Errorf("queue %v", r.Queues[0])
				}
			},
		},
		{
			name: "new Awélé game before the check answer", valid: true,
			src: "[Result \"*\"]\n[Language \"en\"]\n\nAwele W5 ...\nChess 1. (1=W) e4 (2=W) f6 2. (3=W) d4 (4=W) 0 3. (5=W) Qh5+\nAwele B1 ...\nChess 3... g6 4. (1=B) 0 *\n",
			check: func(t *testing.T, r *Report) {
				if len(r.Queues) != 2 || r.Plies[5].Power != 0 || r.Plies[6].AweleGame != 2 || r.Plies[6].Decider != Opponent {
					t.Errorf("queues %v plies %+v", r.Queues, r.Plies[5:])
				}
			},
		},
		{
			name: "new Awélé game after the check answer", valid: true,
			src: "[Result \"*\"]\n[Language \"en\"]\n\nAwele W5 ...\nChess 1. (1=W) e4 (2=W) f6 2. (3=W) d4 (4=W) 0 3. (5=W) Qh5+ g6\nAwele B1 ...\nChess 4. (1=B) 0 *\n",
		},
		{
			name:  "variations replay from their branching point",
			src:   "[Result \"*\"]\n[Language \"en\"]\n\nAwele W2 B1 ...\nChess 1. (1=W) e4 (1. (1=W) d4 (2=W) d5) (1. (1=B) c4) (2=W) e5 (3=B) 0 *\n",
			codes: []string{diag.PowerMismatch},
			check: func(t *testing.T, r *Report) {
				if len(r.Plies) != 3 || r.Diags[0].Ply != 1 || r.Diags[0].Line != 5 || r.Diags[0].Col != 46 {
					t.Errorf("plies %d diags%s", len(r.Plies), dump(r))
				}
			},
		},
		{
			name:  "Awélé moves with numbers and famine-free agreed stop",
			src:   "[Result \"*\"]\n[Language \"en\"]\n\nAwele 1. A a 2. B c 3. B b(2) 0-2\nChess 1. (1=B) 0 (2=B) 0 *\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				a := r.Awele[0]
				if a.Ending != awele.EndAgreement || power.Letters(a.Queue) != "BB" || a.Score != [2]int{0, 2} || a.Removed != 46 || len(a.Moves) != 6 {
					t.Errorf("awele %+v", a)
				}
			},
		},
		{
			name:  "synchronous: chess between Awélé moves",
			src:   "[Variant \"Awechec Synchronous\"]\n[Result \"*\"]\n[Language \"en\"]\n\nAwele 1. A a 2. B c 3. B b(2)\nChess 1. (1=B) 0 (2=B) e5\nAwele 4. C\nChess *\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if len(r.Awele) != 1 || len(r.Awele[0].Moves) != 7 || r.Awele[0].Ending != awele.EndInterrupted {
					t.Errorf("awele %+v", r.Awele)
				}
			},
		},
		{
			name:  "synchronous: Awélé resumes too early",
			src:   "[Variant \"Awechec synchrone\"]\n[Result \"*\"]\n[Language \"en\"]\n\nAwele 1. A a 2. B c 3. B b(2)\nChess 1. (1=B) 0\nAwele 4. C *\n",
			codes: []string{diag.AweleEarly},
		},
		{
			name:  "synchronous: chess goes on past the powers",
			src:   "[Variant \"Awechec Synchronous\"]\n[Result \"*\"]\n[Language \"en\"]\n\nAwele 1. A a 2. B c 3. B b(2)\nChess 1. (1=B) 0 (2=B) e5 2. d4 *\n",
			codes: []string{diag.PowersExhausted},
		},
		{
			name: "synchronous: the next Awélé game needs no keyword", valid: true,
			src: "[Variant \"Awechec Synchronous\"]\n[Result \"*\"]\n[Language \"en\"]\n[AweleFEN \"0-0-0-0-0-1-0-0-0-0-0-0-0-0-S\"]\n\nF (1=B) e4 A a *\n",
			check: func(t *testing.T, r *Report) {
				if len(r.Awele) != 2 || r.Awele[0].Ending != awele.EndFamine || power.Letters(r.Awele[0].Queue) != "B" || len(r.Awele[1].Moves) != 2 {
					t.Errorf("awele %+v", r.Awele)
				}
			},
		},
		{
			name:  "synchronous: an Awélé move right after the end is one too many",
			src:   "[Variant \"Awechec Synchronous\"]\n[Result \"*\"]\n[Language \"en\"]\n[AweleFEN \"0-0-0-0-0-1-0-0-0-0-0-0-0-0-S\"]\n\nF a (1=B) e4 *\n",
			codes: []string{diag.MoveAfterEnd},
		},
		{
			name: "a new Awélé game after chess needs no keyword", valid: true,
			src: "[Result \"*\"]\n[Language \"en\"]\n\nAwele W1 ...\nChess 1. (1=W) e4 A a B c B b(2)\nChess 1... (1=B) 0 2. (2=B) 0 *\n",
			check: func(t *testing.T, r *Report) {
				if len(r.Awele) != 2 || power.Letters(r.Awele[1].Queue) != "BB" || r.Awele[1].Pos.Line != 0 {
					t.Errorf("awele %+v", r.Awele)
				}
			},
		},
		{
			name:  "Awele record with a chess move",
			src:   "[Variant \"Awele\"]\n[Result \"*\"]\n\nAwele 1. A a 2. B c *\n",
			valid: true,
			check: func(t *testing.T, r *Report) {
				if r.Final != nil || r.Awele[0].Rules.String() != "abapa" || r.Awele[0].Ending != awele.EndAgreement {
					t.Errorf("report %+v", r.Awele[0])
				}
			},
		},
		{
			name:  "strict makes warnings count",
			src:   "[Result \"*\"]\n[Language \"en\"]\n\nAwele W2 ...\nChess 1. e4 *\n",
			codes: []string{diag.PowerMissing},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := Options{File: "t.agn", Strict: strings.HasPrefix(tt.name, "strict")}
			r := check(t, tt.src, opt)
			var codes []string
			for _, d := range r.Diags {
				codes = append(codes, d.Code)
			}
			if strings.Join(codes, ",") != strings.Join(tt.codes, ",") {
				t.Errorf("codes %v, want %v%s", codes, tt.codes, dump(r))
			}
			if r.Valid != tt.valid {
				t.Errorf("Valid = %v%s", r.Valid, dump(r))
			}
			if tt.check != nil {
				tt.check(t, r)
			}
		})
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
