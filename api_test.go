package awechec_test

import (
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/awechec/awechec"
)

// kiwipete is the perft suite's position with every kind of move.
const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func mustPosition(t *testing.T, fen string) awechec.Position {
	t.Helper()
	p, err := awechec.NewPosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLegal: the counts are perft(1) of well-known positions; every move
// listed plays, and its SAN and UCI find it again.
func TestLegal(t *testing.T) {
	tests := []struct {
		name, fen string
		want      int
	}{
		{"start", awechec.StartPosition().FEN(), 20},
		{"kiwipete", kiwipete, 48},
		{"promotions", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 24},
		{"mate", "6k1/8/8/8/8/8/5PPP/4r1K1 w - - 0 1", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPosition(t, tt.fen)
			ms := p.Legal()
			if len(ms) != tt.want {
				t.Fatalf("%d legal moves, want %d", len(ms), tt.want)
			}
			for i, m := range ms {
				if i > 0 && m == ms[i-1] {
					t.Errorf("%v listed twice", m)
				}
				for _, l := range []awechec.Language{awechec.EN, awechec.FR, awechec.DE} {
					got, err := p.ParseSANIn(m.SAN(l), l)
					if err != nil || got != m {
						t.Errorf("ParseSANIn(%q, %s) = %v, %v; want %v", m.SAN(l), l, got, err, m)
					}
				}
				if got, err := p.ParseUCI(m.UCI()); err != nil || got != m {
					t.Errorf("ParseUCI(%q) = %v, %v", m.UCI(), got, err)
				}
				if _, err := p.PlayMove(m); err != nil {
					t.Errorf("PlayMove(%v): %v", m, err)
				}
			}
		})
	}
}

func TestPlay(t *testing.T) {
	start := awechec.StartPosition()
	tests := []struct {
		name, fen, san string
		want           error  // nil: the move plays
		after          string // the FEN after it
		candidates     int
	}{
		{name: "pawn", san: "e4", after: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		{name: "knight", san: "Nf3", after: "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"},
		{name: "capture sign forgiven", san: "Nxf3", after: "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"},
		{name: "castling", fen: kiwipete, san: "O-O", after: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"},
		{name: "illegal", san: "e5", want: awechec.ErrIllegalMove},
		{name: "French letters read as English", san: "Cf3", want: awechec.ErrInvalidMove},
		{name: "not a move", san: "hello", want: awechec.ErrInvalidMove},
		{name: "ambiguous", fen: "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", san: "Nd2", want: awechec.ErrAmbiguousMove, candidates: 2},
		{name: "promotion without piece", fen: "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", san: "a8", want: awechec.ErrAmbiguousMove, candidates: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := start
			if tt.fen != "" {
				p = mustPosition(t, tt.fen)
			}
			q, err := p.Play(tt.san)
			if tt.want == nil {
				if err != nil || q.FEN() != tt.after {
					t.Fatalf("Play(%q) = %s, %v; want %s", tt.san, q.FEN(), err, tt.after)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("Play(%q) = %v, want %v", tt.san, err, tt.want)
			}
			var me *awechec.MoveError
			if !errors.As(err, &me) || me.Move != tt.san || me.FEN != p.FEN() || len(me.Candidates) != tt.candidates {
				t.Fatalf("Play(%q): error %#v, want a *MoveError with %d candidates", tt.san, err, tt.candidates)
			}
			fr, en := me.Message(awechec.French), me.Message(awechec.English)
			if fr == en || !strings.Contains(fr, tt.san) || !strings.Contains(en, tt.san) {
				t.Errorf("messages %q and %q: want both, naming %s", fr, en, tt.san)
			}
			if q != p {
				t.Errorf("a refused move changed the position: %s", q.FEN())
			}
		})
	}
}

func TestPlayNullAndForeignMove(t *testing.T) {
	p, err := awechec.StartPosition().PlayNull()
	if err != nil || p.FEN() != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1" {
		t.Fatalf("PlayNull = %s, %v", p.FEN(), err)
	}
	check := mustPosition(t, "4r2k/8/8/8/8/8/8/R3K3 w - - 0 1")
	if _, err := check.PlayNull(); !errors.Is(err, awechec.ErrIllegalMove) {
		t.Errorf("PlayNull in check = %v, want ErrIllegalMove", err)
	}
	// e2e4 of the start position plays after 1.Nf3 Nf6 too, not after 1.e4 e5.
	e4, err := awechec.StartPosition().ParseSAN("e4")
	if err != nil {
		t.Fatal(err)
	}
	q, _ := awechec.StartPosition().Play("Nf3")
	q, _ = q.Play("Nf6")
	if _, err := q.PlayMove(e4); err != nil {
		t.Errorf("PlayMove(e2e4) after 1.Nf3 Nf6: %v", err)
	}
	q, _ = awechec.StartPosition().Play("e4")
	q, _ = q.Play("e5")
	if _, err := q.PlayMove(e4); !errors.Is(err, awechec.ErrIllegalMove) {
		t.Errorf("PlayMove(e2e4) after 1.e4 e5 = %v, want ErrIllegalMove", err)
	}
}

func TestMoveSAN(t *testing.T) {
	p := mustPosition(t, "4k3/1P6/8/8/8/8/8/4K1N1 w - - 0 1")
	tests := []struct {
		uci       string
		lang      awechec.Language
		want      string
		promotion awechec.Piece
	}{
		{"g1f3", awechec.EN, "Nf3", awechec.NoPiece},
		{"g1f3", awechec.FR, "Cf3", awechec.NoPiece},
		{"b7b8q", awechec.EN, "b8=Q+", awechec.Queen},
		{"b7b8q", awechec.FR, "b8=D+", awechec.Queen},
		{"b7b8n", awechec.DE, "b8=S", awechec.Knight},
	}
	for _, tt := range tests {
		m, err := p.ParseUCI(tt.uci)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.SAN(tt.lang); got != tt.want || m.Promotion != tt.promotion || m.From != tt.uci[:2] || m.To != tt.uci[2:4] {
			t.Errorf("%s in %s: SAN %q promotion %v from %s to %s; want %q, %v", tt.uci, tt.lang, got, m.Promotion, m.From, m.To, tt.want, tt.promotion)
		}
	}
}

func TestFENError(t *testing.T) {
	_, err := awechec.NewPosition("8/8/8/8/8/8/8/8 w - - 0 1")
	var fe *awechec.FENError
	if !errors.As(err, &fe) {
		t.Fatalf("NewPosition = %#v, want a *FENError", err)
	}
	if fe.FEN != "8/8/8/8/8/8/8/8 w - - 0 1" || fe.Reason == "" {
		t.Errorf("FENError %+v", fe)
	}
	if fr, en := fe.Message(awechec.French), fe.Message(awechec.English); fr == en || !strings.Contains(fr, fe.FEN) {
		t.Errorf("messages %q, %q", fr, en)
	}
}

func TestFormatDefined(t *testing.T) {
	for _, tt := range []struct {
		f    awechec.Format
		want string
	}{{awechec.Auto, "auto"}, {awechec.AGN, "agn"}, {awechec.PGN, "pgn"}, {awechec.OGN, "ogn"}} {
		if tt.f.String() != tt.want {
			t.Errorf("%d.String() = %q, want %q", tt.f, tt.f.String(), tt.want)
		}
		if tt.f != awechec.Auto {
			if f, ok := awechec.FormatOf("x." + tt.want); !ok || f != tt.f {
				t.Errorf("FormatOf(x.%s) = %v, %v", tt.want, f, ok)
			}
		}
	}
}

// firstGame reads the first game of a corpus file.
func firstGame(t *testing.T, path string) *awechec.Game {
	t.Helper()
	r := awechec.NewReader(strings.NewReader(mustReadF(path)), path, awechec.Auto)
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDiagnosticPlainValue: a Diagnostic is its fields: editing one
// changes what String, Message's place and JSON give.
func TestDiagnosticPlainValue(t *testing.T) {
	rep := firstGame(t, "corpus/invalid/ambiguous-move.agn").Check()
	if len(rep.Diagnostics) == 0 {
		t.Fatal("no diagnostic")
	}
	d := rep.Diagnostics[0]
	before := d.String()
	if !strings.Contains(before, ":12:10:") || !strings.Contains(before, "ambiguous-move") {
		t.Fatalf("String() = %q", before)
	}
	d.Line, d.Col, d.Code, d.Severity, d.File = 40, 3, "my-code", awechec.Warning, "other.agn"
	s := d.String()
	for _, want := range []string{"other.agn:40:3:", "my-code", "warning"} {
		if !strings.Contains(s, want) {
			t.Errorf("after editing: String() = %q, want %q in it", s, want)
		}
	}
	if d.Message(awechec.English) != rep.Diagnostics[0].Message(awechec.English) {
		t.Errorf("the message changed with the place")
	}
	j, err := json.Marshal(d)
	if err != nil || !strings.Contains(string(j), `"Line":40`) || !strings.Contains(string(j), `"my-code"`) {
		t.Errorf("JSON %s, %v", j, err)
	}
	var out strings.Builder
	rep.Diagnostics[0].Line = 13 // WriteDiagnostics prints the report's diagnostics as they are now
	if err := rep.WriteDiagnostics(&out, awechec.English); err != nil || !strings.Contains(out.String(), ":13:10:") {
		t.Errorf("WriteDiagnostics after editing Line: %q, %v", out.String(), err)
	}
}

// TestHandicapAweleMoves: under a handicap (White 3/2) a capture gives
// fewer powers than seeds, so Captured and Powers differ: the powers of a
// game's moves make its queue, the seeds captured its score.
func TestHandicapAweleMoves(t *testing.T) {
	rep := firstGame(t, "corpus/valid/handicap-white-3-2-en.agn").Replay()
	if !rep.Valid || len(rep.Awele) != 2 {
		t.Fatalf("valid %v, %d Awélé games", rep.Valid, len(rep.Awele))
	}
	differ := 0
	for _, a := range rep.Awele {
		powers, seeds := 0, [2]int{}
		for _, m := range a.Moves {
			powers += m.Powers
			seeds[m.Side] += m.Captured
			if m.Captured != m.Powers {
				differ++
			}
		}
		if powers != len(a.Queue) {
			t.Errorf("game %d: moves give %d powers, queue holds %d", a.Index, powers, len(a.Queue))
		}
		if seeds != a.Score {
			t.Errorf("game %d: moves capture %v seeds, score %v", a.Index, seeds, a.Score)
		}
	}
	if differ == 0 {
		t.Error("no capture gave fewer powers than seeds: the handicap is not seen")
	}
}

// TestGameConcurrentCheck: Check and Replay of one Game from several
// goroutines (run with -race).
func TestGameConcurrentCheck(t *testing.T) {
	g := firstGame(t, "corpus/seed000-fr.agn")
	want := firstGame(t, "corpus/seed000-fr.agn").Replay()
	var wg sync.WaitGroup
	reports := make([]*awechec.Report, 8)
	for i := range reports {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%2 == 0 {
				reports[i] = g.Check()
			} else {
				reports[i] = g.Replay()
			}
		}()
	}
	wg.Wait()
	for i, r := range reports {
		if r.Valid != want.Valid || r.Result != want.Result || r.Final.FEN() != want.Final.FEN() || len(r.Diagnostics) != len(want.Diagnostics) {
			t.Errorf("goroutine %d: report differs", i)
		}
		if i%2 == 1 && len(r.Plies) != len(want.Plies) {
			t.Errorf("goroutine %d: %d plies, want %d", i, len(r.Plies), len(want.Plies))
		}
	}
}
