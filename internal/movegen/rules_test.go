package movegen

import (
	"errors"
	"strings"
	"testing"
)

// These tests came from the former internal/chess adapter: the rules they
// pin (castling rights lost, no repetition rule, under-promotion check,
// status names) are named here, not only met by the differential playouts.

// playSANs plays space-separated SAN moves ("--" is a null move) from p.
func playSANs(t testing.TB, p Position, moves string) Position {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		if s == "--" {
			if err := p.Null(); err != nil {
				t.Fatalf("%s: null move: %v", p.FEN(), err)
			}
			continue
		}
		spec, err := ParseSAN(s)
		if err != nil {
			t.Fatalf("ParseSAN(%q): %v", s, err)
		}
		m, err := p.Resolve(spec)
		if err != nil {
			t.Fatalf("%s: %s: %v", p.FEN(), s, err)
		}
		p.Play(m)
	}
	return p
}

func TestCastlingRightsLost(t *testing.T) {
	tests := []struct {
		name   string
		moves  string
		castle int8
		legal  bool
	}{
		{name: "king moved and came back", moves: "Kf1 Kf8 Ke1 Ke8", castle: 1, legal: false},
		{name: "king moved, queen side too", moves: "Kf1 Kf8 Ke1 Ke8", castle: 2, legal: false},
		{name: "h rook moved", moves: "Rh2 Rh7 Rh1 Rh8", castle: 1, legal: false},
		{name: "h rook moved, other side kept", moves: "Rh2 Rh7 Rh1 Rh8", castle: 2, legal: true},
		{name: "rook captured on a1", moves: "Rxa8+ Kd7 Ra1 Ke8", castle: 2, legal: false},
		{name: "null moves keep rights", moves: "-- -- -- --", castle: 1, legal: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := playSANs(t, mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), tt.moves)
			_, err := p.Resolve(Spec{Castle: tt.castle})
			var me *MoveError
			if tt.legal && err != nil {
				t.Errorf("castle %d after %s: %v", tt.castle, tt.moves, err)
			}
			if !tt.legal && (!errors.As(err, &me) || me.Kind != Illegal) {
				t.Errorf("castle %d after %s: err = %v, want Illegal", tt.castle, tt.moves, err)
			}
		})
	}
}

func TestNoRepetitionRule(t *testing.T) {
	p := Start()
	for i := range 5 {
		for _, s := range []string{"Nf3", "Nf6", "Ng1", "Ng8"} {
			p = playSANs(t, p, s)
			if st := p.Status(); st != Ongoing {
				t.Fatalf("round %d after %s: Status = %v, want Ongoing", i+1, s, st)
			}
		}
	}
	if want := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 20 11"; p.FEN() != want {
		t.Errorf("FEN = %q, want %q", p.FEN(), want)
	}
	// Passing back and forth repeats the position too; still no end.
	p = playSANs(t, p, strings.Repeat("-- ", 20))
	if st := p.Status(); st != Ongoing {
		t.Errorf("after 20 passes: Status = %v, want Ongoing", st)
	}
}

func TestStatusString(t *testing.T) {
	tests := []struct {
		s    Status
		want string
	}{
		{Ongoing, "ongoing"},
		{Checkmate, "checkmate"},
		{Stalemate, "stalemate"},
		{InsufficientMaterial, "insufficient material"},
		{FiftyMoves, "fifty moves"},
		{Status(99), "unknown status"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("Status(%d).String() = %q, want %q", tt.s, got, tt.want)
		}
	}
}

// TestUnderPromotionCheck pins a promotion whose new piece gives check
// through the square the pawn left (the bug of the differential tests'
// oracle, corentings/chess, which withPromoCheckLeak works around).
func TestUnderPromotionCheck(t *testing.T) {
	const fen = "4k3/8/8/8/8/8/p7/4K2R b K - 0 1"
	tests := []struct {
		promo, san         string
		inCheck, canCastle bool
	}{
		{promo: "a1=Q", san: "a1=Q+", inCheck: true},
		{promo: "a1=R", san: "a1=R+", inCheck: true},
		{promo: "a1=B", san: "a1=B", canCastle: true},
		{promo: "a1=N", san: "a1=N", canCastle: true},
	}
	for _, tt := range tests {
		t.Run(tt.promo, func(t *testing.T) {
			p := mustFEN(t, fen)
			spec, err := ParseSAN(tt.promo)
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.Resolve(spec)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.SAN(m); got != tt.san {
				t.Errorf("SAN = %q, want %q", got, tt.san)
			}
			p.Play(m)
			if p.InCheck() != tt.inCheck {
				t.Errorf("InCheck = %v, want %v", p.InCheck(), tt.inCheck)
			}
			if _, err := p.Resolve(Spec{Castle: 1}); (err == nil) != tt.canCastle {
				t.Errorf("O-O after %s: err = %v, want castling legal = %v", tt.promo, err, tt.canCastle)
			}
		})
	}
}

func TestSortedLegalMoves(t *testing.T) {
	p := mustFEN(t, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	var got []string
	for _, m := range p.SortedLegalMoves() {
		got = append(got, m.UCI())
	}
	want := "e1d1 e1f1 e1d2 e1e2 e1f2 b7b8q b7b8r b7b8b b7b8n"
	if strings.Join(got, " ") != want {
		t.Errorf("SortedLegalMoves = %v, want %s", got, want)
	}
}

func TestFENErrorMessage(t *testing.T) {
	_, err := FromFEN("8/8/8/8/8/8/8/8 w - - 0 1")
	var fe *FENError
	if !errors.As(err, &fe) {
		t.Fatalf("FromFEN = %v, want *FENError", err)
	}
	m := fe.Message()
	if m.IsZero() || !strings.Contains(m.String(), "8/8/8/8/8/8/8/8 w - - 0 1") {
		t.Errorf("Message() = %q, want the FEN named", m.String())
	}
}

func TestParseSquare(t *testing.T) {
	tests := []struct {
		in      string
		want    Square
		wantErr bool
	}{
		{in: "a1", want: 0},
		{in: "h8", want: 63},
		{in: "e4", want: 28},
		{in: "i1", wantErr: true},
		{in: "a0", wantErr: true},
		{in: "A1", wantErr: true},
		{in: "a", wantErr: true},
		{in: "a12", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseSquare(tt.in)
		if (err != nil) != tt.wantErr || (!tt.wantErr && got != tt.want) {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v, err %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

// FuzzParseSAN: any text the SAN parser accepts and the start position
// resolves is a legal move there, whose SAN reads back to the same move.
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "exd5", "e8=Q+", "Nbd7", "R1a3", "Qh4xe1#", "O-O-O", "0-0", "exd6e.p.", "Nf3!?", "e2-e4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := ParseSAN(s)
		if err != nil {
			return
		}
		_ = spec.String()
		p := Start()
		m, err := p.Resolve(spec)
		if err != nil {
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("resolved move %v of %q is not legal", m, s)
		}
		back, err := ParseSAN(p.SAN(m))
		if err != nil {
			t.Fatalf("SAN %q of %q does not parse: %v", p.SAN(m), s, err)
		}
		if r, err := p.Resolve(back); err != nil || r != m {
			t.Fatalf("SAN %q of %q resolves to %v, %v", p.SAN(m), s, r, err)
		}
	})
}
