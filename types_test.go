package awechec_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/awechec/awechec"
)

func TestPosition(t *testing.T) {
	for _, tc := range []struct {
		fen     string
		turn    awechec.Colour
		square  string
		piece   awechec.Piece
		colour  awechec.Colour
		check   bool
		mate    bool
		stale   bool
		wantErr bool
	}{
		{fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", turn: awechec.Black, square: "e4", piece: awechec.Pawn, colour: awechec.White},
		{fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", turn: awechec.Black, square: "d8", piece: awechec.Queen, colour: awechec.Black},
		{fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", turn: awechec.Black, square: "e2", piece: awechec.NoPiece},
		{fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", turn: awechec.Black, square: "z9", piece: awechec.NoPiece},
		{fen: "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", turn: awechec.Black, square: "g7", piece: awechec.Queen, colour: awechec.White, check: true, mate: true},
		{fen: "7k/8/6QK/8/8/8/8/8 b - - 0 1", turn: awechec.Black, square: "h8", piece: awechec.King, colour: awechec.Black, stale: true},
		{fen: "not a fen", wantErr: true},
	} {
		p, err := awechec.NewPosition(tc.fen)
		if (err != nil) != tc.wantErr {
			t.Errorf("NewPosition(%q): %v", tc.fen, err)
			continue
		}
		if tc.wantErr {
			continue
		}
		if p.FEN() != tc.fen || p.String() != tc.fen {
			t.Errorf("FEN %q, String %q; want %q", p.FEN(), p.String(), tc.fen)
		}
		if p.Turn() != tc.turn {
			t.Errorf("%s: turn %v", tc.fen, p.Turn())
		}
		if pc, c := p.At(tc.square); pc != tc.piece || (pc != awechec.NoPiece && c != tc.colour) {
			t.Errorf("%s: At(%s) = %v %v; want %v %v", tc.fen, tc.square, pc, c, tc.piece, tc.colour)
		}
		if p.InCheck() != tc.check || p.IsCheckmate() != tc.mate || p.IsStalemate() != tc.stale {
			t.Errorf("%s: check %v mate %v stalemate %v", tc.fen, p.InCheck(), p.IsCheckmate(), p.IsStalemate())
		}
	}
	if s := awechec.StartPosition(); s.FEN() != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" || s.Turn() != awechec.White {
		t.Errorf("start %v", s)
	}
}

func TestAwelePosition(t *testing.T) {
	const start = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"
	p, err := awechec.ParseAwelePosition(start)
	if err != nil || p != awechec.AweleStart() || p.String() != start {
		t.Fatalf("ParseAwelePosition(%q) = %v, %v", start, p, err)
	}
	for _, bad := range []string{"", "4-4-4", "4-4-4-4-4-4-4-4-4-4-4-5-0-0-S"} {
		if _, err := awechec.ParseAwelePosition(bad); err == nil {
			t.Errorf("ParseAwelePosition(%q): no error", bad)
		}
	}
	rules, err := awechec.ParseAweleRules("abapa")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Legal(rules); !slices.Equal(got, []int{0, 1, 2, 3, 4, 5}) {
		t.Errorf("legal %v", got)
	}
	before := p
	if _, err := p.Play(rules, 7); err == nil || p != before {
		t.Errorf("North's hole played by South: %v, position %v", err, p)
	}
	m, err := p.Play(rules, 5)
	if err != nil || m.Hole != 5 || m.Side != awechec.South || m.After != p || p.ToMove != awechec.North {
		t.Errorf("play: %+v %v, position %v", m, err, p)
	}
	if p.Holes[5] != 0 || p.Holes[6] != 5 {
		t.Errorf("sowing: %v", p)
	}
	// A position where South cannot feed North: famine; abapa gives the
	// rest to the mover.
	f, err := awechec.ParseAwelePosition("1-0-0-0-0-0-0-0-0-0-0-0-23-24-S")
	if err != nil {
		t.Fatal(err)
	}
	if end, over := f.Ended(rules); !over || end != awechec.EndFamine || f.Stores != [2]int{24, 24} {
		t.Errorf("Ended: %v %v, %v", end, over, f)
	}
	if end, over := before.Ended(rules); over || end != awechec.NotEnded {
		t.Errorf("start ended: %v", end)
	}
}

func TestAweleRules(t *testing.T) {
	sets := awechec.AweleRuleSets()
	if len(sets) == 0 || sets[0].Name() != "awechec" {
		t.Fatalf("rule sets %v", sets)
	}
	for _, r := range sets {
		back, err := awechec.ParseAweleRules(r.String())
		if err != nil || back != r || r.Description() == "" {
			t.Errorf("%s: %v %v %q", r, back, err, r.Description())
		}
		for hole := range 12 {
			l := r.Letter(hole)
			h, owner, ok := r.Hole(l)
			if !ok || h != hole || (owner == awechec.South) != (hole < 6) {
				t.Errorf("%s: hole %d letter %c read back %d %v %v", r, hole, l, h, owner, ok)
			}
		}
	}
	if _, _, ok := sets[0].Hole('x'); ok {
		t.Error("x is a hole")
	}
	if r, err := awechec.ParseAweleRules("abapa,grand-slam=forbidden"); err != nil || r.String() != "abapa,grand-slam=forbidden" || r.Name() != "abapa" {
		t.Errorf("override: %v %v", r, err)
	}
	if _, err := awechec.ParseAweleRules("nosuch"); err == nil {
		t.Error("nosuch: no error")
	}
}

// Every typed value the replay of the corpus gives is one of the API's
// constants: the root package and the library agree on the names.
func TestCorpusTypedValues(t *testing.T) {
	terms := []awechec.Termination{awechec.Checkmate, awechec.Stalemate, awechec.DeadPosition,
		awechec.FiftyMoves, awechec.Agreement, awechec.Resignation, awechec.Unterminated, awechec.UnknownTermination}
	endings := []awechec.AweleEnding{awechec.EndFamine, awechec.EndNoMove, awechec.EndMajority, awechec.EndFewSeeds,
		awechec.EndAgreement, awechec.EndUnrecorded, awechec.EndCaptures, awechec.EndInterrupted, awechec.EndIllegal}
	variants := []awechec.Variant{awechec.Awechec, awechec.AwechecSynchronous, awechec.Awele, awechec.Standard}
	files, _ := filepath.Glob("corpus/*/*.agn")
	if len(files) < 40 {
		t.Fatalf("%d corpus files", len(files))
	}
	seen := map[string]bool{}
	for _, file := range files {
		gs, _ := readAll(t, mustRead(t, file), file, awechec.Auto)
		for _, g := range gs {
			rep := g.Replay()
			if !slices.Contains(variants, rep.Variant) {
				t.Errorf("%s: variant %q", file, rep.Variant)
			}
			if rep.Variant == awechec.Awele && slices.Contains(endings, awechec.AweleEnding(rep.Termination)) {
				seen[string(rep.Termination)] = true
			} else if !slices.Contains(terms, rep.Termination) {
				t.Errorf("%s: termination %q", file, rep.Termination)
			}
			seen[string(rep.Termination)] = true
			for _, a := range rep.Awele {
				if !slices.Contains(endings, a.Ending) {
					t.Errorf("%s: Awélé ending %q", file, a.Ending)
				}
				seen[string(a.Ending)] = true
			}
			for _, d := range rep.Diagnostics {
				if d.Code == "" || d.File != file || d.Message(awechec.English) == "" || d.Message(awechec.French) == "" ||
					!strings.Contains(d.String(), d.Code) || d.Severity.String() == "" {
					t.Errorf("%s: diagnostic %+v: %q", file, d, d.String())
				}
			}
		}
	}
	for _, want := range []string{"checkmate", "resignation", "famine", "agreement", "unknown"} {
		if !seen[want] {
			t.Errorf("no game of the corpus ends by %s: %v", want, seen)
		}
	}
}

func TestTags(t *testing.T) {
	gs, _ := readAll(t, "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n", "", awechec.Auto)
	want := []awechec.Tag{{"Event", "Club"}, {"White", "A"}, {"Black", "B"}}
	if got := gs[0].Tags(); !slices.Equal(got, want) {
		t.Errorf("tags %v, want %v", got, want)
	}
}

func TestParseLanguages(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want awechec.Language
		ok   bool
	}{
		{"fr", awechec.FR, true}, {"EN", awechec.EN, true}, {"Deutsch", awechec.DE, true}, {"xx", "", false},
	} {
		if got, ok := awechec.ParseLanguage(tc.in); got != tc.want || ok != tc.ok {
			t.Errorf("ParseLanguage(%q) = %q, %v", tc.in, got, ok)
		}
	}
	for _, tc := range []struct {
		in   string
		want awechec.Lang
		ok   bool
	}{
		{"fr", awechec.French, true}, {"english", awechec.English, true}, {"fr_FR.UTF-8", awechec.French, true}, {"de", 0, false},
	} {
		if got, ok := awechec.ParseLang(tc.in); ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("ParseLang(%q) = %v, %v", tc.in, got, ok)
		}
	}
}
