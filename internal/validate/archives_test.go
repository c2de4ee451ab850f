package validate

import (
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/notation"
)

// The Termination tag is read before the ending is guessed: a time
// forfeit, an adjudication or an abandoned game no longer comes out as a
// resignation (PGN's values, lichess's spellings); "normal", a value PGN
// does not name and a missing tag leave the guess; the position's own
// ending (mate) wins over the tag.
func TestTerminationTag(t *testing.T) {
	game := func(term, result, moves string) string {
		tag := ""
		if term != "" {
			tag = "[Termination \"" + term + "\"]\n"
		}
		return "[Event \"x\"]\n[Result \"" + result + "\"]\n" + tag + "\n" + moves + " " + result + "\n"
	}
	const opening = "1. e4 e5 2. Nf3 Nc6"
	tests := []struct {
		term, result, moves string
		want                Termination
	}{
		{"time forfeit", "1-0", opening, TermTimeForfeit},
		{"Time forfeit", "0-1", opening, TermTimeForfeit},
		{"time-forfeit", "0-1", opening, TermTimeForfeit},
		{"Abandoned", "1-0", opening, TermAbandoned},
		{"adjudication", "1/2-1/2", opening, TermAdjudication},
		{"Rules infraction", "0-1", opening, TermRulesInfraction},
		{"death", "1-0", opening, TermDeath},
		{"emergency", "1/2-1/2", opening, TermEmergency},
		{"normal", "1-0", opening, TermResignation},
		{"Normal", "1/2-1/2", opening, TermAgreement},
		{"", "0-1", opening, TermResignation},
		{"unterminated", "*", opening, TermUnterminated},
		{"time forfeit", "*", opening, TermUnterminated},
		{"won by a spell", "1-0", opening, TermResignation},
		{"time forfeit", "1-0", "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#", TermCheckmate},
	}
	for _, tt := range tests {
		t.Run(tt.term+" "+tt.result, func(t *testing.T) {
			r := check(t, game(tt.term, tt.result, tt.moves), Options{NoMoves: true})
			if r.Termination != tt.want || !r.Valid {
				t.Errorf("termination %q (valid %v), want %q: %v", r.Termination, r.Valid, tt.want, r.Diags)
			}
		})
	}
}

// A Variant tag names what the game is: lichess's "From Position" is
// standard chess from its set-up; Chess960 (fischerandom, chess 960) is
// replayed by its castling rules from its Shredder-FEN or X-FEN set-up;
// another chess variant (Antichess, Crazyhouse, ...) is said once, with a note of its own, and
// its moves are not judged (they were replayed as Awechec: a spurious
// powers-exhausted, false checkmates); a name not known at all on a chess
// game is an error, its moves unjudged too.
func TestVariantsOfOtherPrograms(t *testing.T) {
	// Antichess: taking is compulsory, the king is an ordinary piece
	// (Kxf7 after Qxf7+ is no check evasion to judge).
	anti := "1. e3 b5 2. Bxb5 Nc6 3. Bxc6 dxc6 4. Qh5 Bg4 5. Qxf7+ Kxf7"
	tests := []struct {
		name, variant, extra, moves, result string
		want                                notation.Variant
		codes                               []string
		term                                Termination
	}{
		{"from position", "From Position", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n", "1. e4 Kd7 2. Kd2", "*", notation.Standard, nil, TermUnterminated},
		{"from position mates", "From Position", "[FEN \"6k1/5ppp/8/8/8/8/8/Q5K1 w - - 0 1\"]\n[SetUp \"1\"]\n", "1. Qa8#", "1-0", notation.Standard, nil, TermCheckmate},
		{"antichess", "Antichess", "", anti, "1-0", notation.OtherChess, []string{diag.VariantUnjudged}, TermUnknown},
		{"atomic, its tag's ending", "Atomic", "[Termination \"Time forfeit\"]\n", "1. e4 d5 2. exd5", "0-1", notation.OtherChess, []string{diag.VariantUnjudged}, TermTimeForfeit},
		{"king of the hill", "King of the Hill", "", "1. e4 e5 2. Ke2 Ke7 3. Ke3 Ke6 4. Ke4", "1-0", notation.OtherChess, []string{diag.VariantUnjudged}, TermUnknown},
		{"crazyhouse, its drops", "Crazyhouse", "", "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. N@e5 @h5 5. P@f7+ Kxf7", "0-1", notation.OtherChess, []string{diag.VariantUnjudged}, TermUnknown},
		{"a drop in chess", "Standard", "", "1. e4 N@e5", "*", notation.Standard, []string{diag.IllegalMove}, TermUnterminated},
		{"three-check", "Three-check", "", "1. e4 e5 2. Bc4 Nf6 3. Bxf7+", "*", notation.OtherChess, []string{diag.VariantUnjudged}, TermUnterminated},
		{"fischerandom", "fischerandom", "[Language \"en\"]\n[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w AHah - 0 1\"]\n", "1. O-O O-O-O 2. Rfe1 Rhe8", "*", notation.Chess960, nil, TermUnterminated},
		// X-FEN: KQkq names the outermost rooks (h and a here), a file
		// letter an inner one: E is the e-rook (its castling leaves it on
		// f1, freeing e1 for Rfe1; the h-rook's would not), q the a-rook.
		{"chess 960 in X-FEN", "Chess960", "[Language \"en\"]\n[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1\"]\n", "1. O-O O-O-O 2. Rfe1 Rhe8", "*", notation.Chess960, nil, TermUnterminated},
		{"chess 960, X-FEN's inner rook", "Chess960", "[Language \"en\"]\n[FEN \"r1k1r2r/ppp1pppp/8/8/8/8/PPP1PPPP/R1K1R2R w Eq - 0 1\"]\n", "1. O-O O-O-O 2. Rfe1 Rd7", "*", notation.Chess960, nil, TermUnterminated},
		{"chess 960, an illegal castling", "Chess960", "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n", "1. O-O", "*", notation.Chess960, []string{diag.IllegalMove}, TermUnterminated},
		{"unknown name on chess", "Awechek", "", "1. e4 e5", "*", notation.OtherChess, []string{diag.TagValue}, TermUnterminated},
		{"standard", "Standard", "", "1. e4 e5", "*", notation.Standard, nil, TermUnterminated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "[Event \"x\"]\n[Variant \"" + tt.variant + "\"]\n[Result \"" + tt.result + "\"]\n" + tt.extra + "\n" + tt.moves + " " + tt.result + "\n"
			r := check(t, src, Options{})
			var codes []string
			for _, d := range r.Diags {
				codes = append(codes, d.Code)
			}
			if r.Variant != tt.want || !slices.Equal(codes, tt.codes) || r.Termination != tt.term {
				t.Errorf("variant %v, codes %v, termination %q; want %v, %v, %q:\n%v", r.Variant, codes, r.Termination, tt.want, tt.codes, tt.term, r.Diags)
			}
			if r.Result != tt.result {
				t.Errorf("result %q, want %q", r.Result, tt.result)
			}
		})
	}
}

// A null move inside a variation of a standard game, in every spelling
// python-chess reads (--, Z0, 0000, @@@@), is the analysts' threat line:
// it is played there (0000 and @@@@ were syntax errors that lost the
// whole game in an export, -- and Z0 illegal moves); in the main line it
// stays an error, and in check it is null-in-check.
func TestNullMoveInStandardVariation(t *testing.T) {
	for _, null := range []string{"--", "Z0", "0000", "@@@@"} {
		tests := []struct {
			moves string
			codes []string
		}{
			{"1. e4 e5 (1... " + null + " 2. d4 Nf6 (2... " + null + " 3. d5)) 2. Nf3", nil},
			{"1. e4 " + null, []string{diag.IllegalMove}},
			{"1. e4 f5 2. Qh5+ g6 (2... " + null + ")", []string{diag.NullInCheck}},
		}
		for _, tt := range tests {
			t.Run(tt.moves, func(t *testing.T) {
				r := check(t, "[Event \"x\"]\n[Result \"*\"]\n\n"+tt.moves+" *\n", Options{})
				var codes []string
				for _, d := range r.Diags {
					codes = append(codes, d.Code)
				}
				if !slices.Equal(codes, tt.codes) || r.Variant != notation.Standard {
					t.Errorf("codes %v, want %v (variant %v): %v", codes, tt.codes, r.Variant, r.Diags)
				}
			})
		}
	}
}

// A game written in UCI form (g1f3, e1g1, e7e8q), as engines and
// python-chess write it, is read as the moves it names, with one note
// (uci-moves) at its first move SAN could not read; no check-claim for
// the check signs UCI never writes; the report keeps the SAN of each
// such move, variations included, for the conversions (it was an
// illegal-move at g1f3).
func TestUCIMoves(t *testing.T) {
	src := "[Event \"x\"]\n[Result \"*\"]\n\n1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 (3... f8c5 4. e1g1) 4. e1g1 f8c5 5. f3e5 c6e5 " +
		"6. d2d4 c5d4 7. d1d4 e5c4 8. d4c4 d7d6 9. c4f7 e8f7 *\n"
	r := check(t, src, Options{NoMoves: true})
	if !r.Valid || len(r.Diags) != 1 || r.Diags[0].Code != diag.UCIMoves || r.Diags[0].Col != 17 {
		t.Fatalf("valid %v: %v", r.Valid, r.Diags)
	}
	var sans []string
	for _, e := range r.Game.Body {
		if sp, ok := r.SANs[e.Pos.Offset]; ok {
			sans = append(sans, sp.String())
		}
	}
	want := "e4 e5 Nf3 Nc6 Bc4 Nf6 O-O Bc5 Nxe5 Nxe5 d4 Bxd4 Qxd4 Nxc4 Qxc4 d6 Qxf7 Kxf7"
	if got := strings.Join(sans, " "); got != want {
		t.Errorf("SANs %s\nwant %s", got, want)
	}
	if len(r.SANs) != 20 {
		t.Errorf("%d SANs, want 20 (two in the variation)", len(r.SANs))
	}
	// A promotion in UCI form; a SAN game with one long-algebraic pawn
	// move is no UCI game.
	r = check(t, "[Event \"x\"]\n[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n1. a7a8q *\n", Options{})
	if !r.Valid || len(r.SANs) != 1 {
		t.Errorf("a7a8q: valid %v, SANs %v: %v", r.Valid, r.SANs, r.Diags)
	}
	r = check(t, "[Event \"x\"]\n[Result \"*\"]\n\n1. e2e4 e5 2. Nf3 *\n", Options{})
	if !r.Valid || len(r.Diags) != 0 || r.SANs != nil {
		t.Errorf("e2e4 in a SAN game: %v, SANs %v", r.Diags, r.SANs)
	}
}

// A variation goes on after a dead position (lichess's engine lines play
// the kings on: 6 of 1,000 lichess games were move-after-end); in the
// main line the game is over there.
func TestVariationAfterDeadPosition(t *testing.T) {
	const head = "[Event \"x\"]\n[FEN \"8/8/8/4k3/8/8/3q4/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n"
	r := check(t, head+"1. Kxd2 (1. Kf1 Qd1+ 2. Kf2) 1... Ke4 *\n", Options{})
	if !slices.ContainsFunc(r.Diags, func(d diag.Diagnostic) bool { return d.Code == diag.MoveAfterEnd }) {
		t.Errorf("main line: %v", r.Diags)
	}
	r = check(t, head+"1. Kf1 (1. Kxd2 Ke4 2. Ke2 Kd4) 1... Qd3+ *\n", Options{})
	if !r.Valid {
		t.Errorf("variation: %v", r.Diags)
	}
}
