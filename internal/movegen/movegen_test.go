package movegen

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, err := FromFEN(fen)
	if err != nil {
		t.Fatalf("FromFEN(%q): %v", fen, err)
	}
	return p
}

func TestFromFEN(t *testing.T) {
	tests := []struct {
		name, fen string
		want      string // normalised FEN; "" means an error is expected
	}{
		{"start", StartFEN, StartFEN},
		{"move number 0 read as 1 (puzzle collections)", "3rk2r/p1qn1pp1/1p2pb1p/7P/2Pp4/B1P1QP2/P1B1KP2/3R3R w k - 1 0", "3rk2r/p1qn1pp1/1p2pb1p/7P/2Pp4/B1P1QP2/P1B1KP2/3R3R w k - 1 1"},
		{"four fields", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", StartFEN},
		{"castling order normalised", "r3k2r/8/8/8/8/8/8/R3K2R b qkQK - 3 7", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 7"},
		{"extra spaces", "  4k3/8/8/8/8/8/8/4K3   w  -  - 0 1 ", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{"ep kept", "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1", "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1"},
		{"ep without capturer kept", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"},
		{"empty", "", ""},
		{"five fields", "4k3/8/8/8/8/8/8/4K3 w - - 0", ""},
		{"seven ranks", "4k3/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"nine ranks", "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"long rank", "4k4/8/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"long rank by piece", "4k2rr/8/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"short rank", "4k2/8/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"short last rank", "4k3/8/8/8/8/8/8/4K2 w - - 0 1", ""},
		{"digit 9", "4k3/9/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"digit 0", "4k3/08/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"bad letter", "4k3/8/8/8/8/8/8/4K2X w - - 0 1", ""},
		{"no white king", "4k3/8/8/8/8/8/8/8 w - - 0 1", ""},
		{"two black kings", "4k2k/8/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"pawn on rank 8", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", ""},
		{"pawn on rank 1", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", ""},
		{"bad turn", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", ""},
		{"opponent in check", "4k3/8/3N4/8/8/8/8/4K3 w - - 0 1", ""},
		{"opponent in check by rook", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", ""},
		{"castling without rook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", ""},
		{"castling king moved", "4k3/8/8/8/8/8/8/3K3R w K - 0 1", ""},
		{"castling duplicate", "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", ""},
		{"castling letter", "r3k2r/8/8/8/8/8/8/R3K2R w X - 0 1", ""},
		{"castling dash mixed", "r3k2r/8/8/8/8/8/8/R3K2R w K- - 0 1", ""},
		{"ep wrong rank", "4k3/8/8/8/4Pp2/8/8/4K3 b - e4 0 1", ""},
		{"ep no pawn", "4k3/8/8/8/5p2/8/8/4K3 b - e3 0 1", ""},
		{"ep own pawn", "4k3/8/8/8/4p3/8/8/4K3 b - e3 0 1", ""},
		{"ep square occupied", "4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", ""},
		{"ep bad square", "4k3/8/8/8/8/8/8/4K3 w - z9 0 1", ""},
		{"negative clock", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", ""},
		{"huge clock", "4k3/8/8/8/8/8/8/4K3 w - - 99999999 1", ""},
		{"negative move number", "4k3/8/8/8/8/8/8/4K3 w - - 0 -1", ""},
		{"text move number", "4k3/8/8/8/8/8/8/4K3 w - - 0 x", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			if tt.want == "" {
				var fe *FENError
				if !errors.As(err, &fe) {
					t.Fatalf("FromFEN(%q) error = %v, want *FENError", tt.fen, err)
				}
				if fe.Error() == "" {
					t.Fatal("empty error message")
				}
				return
			}
			if err != nil {
				t.Fatalf("FromFEN(%q): %v", tt.fen, err)
			}
			if got := p.FEN(); got != tt.want {
				t.Fatalf("FEN() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPlayState(t *testing.T) {
	tests := []struct {
		name, fen, uci, want string
	}{
		{"double push sets ep", StartFEN, "e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		{"black move advances number", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "g8f6", "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"},
		{"castle king side", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 9", "e1g1", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 6 9"},
		{"castle queen side", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 9", "e8c8", "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 6 10"},
		{"rook capture drops right", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 9", "a1a8", "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 9"},
		{"rook move drops right", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 9", "h1h5", "r3k2r/8/8/7R/8/8/8/R3K3 b Qkq - 6 9"},
		{"en passant", "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6", "4k3/8/4P3/8/8/8/8/4K3 b - - 0 1"},
		{"promotion capture", "1r2k3/P7/8/8/8/8/8/4K3 w - - 3 40", "a7b8n", "1N2k3/8/8/8/8/8/8/4K3 b - - 0 40"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			m, err := p.ParseUCI(tt.uci)
			if err != nil {
				t.Fatal(err)
			}
			p.Play(m)
			if got := p.FEN(); got != tt.want {
				t.Fatalf("after %s: %q, want %q", tt.uci, got, tt.want)
			}
		})
	}
}

func TestNull(t *testing.T) {
	tests := []struct {
		name, fen, want string
		err             error
	}{
		{"white passes", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2", nil},
		{"black passes", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 7 30", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 8 31", nil},
		{"in check", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", ErrNullInCheck},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			if err := p.Null(); !errors.Is(err, tt.err) {
				t.Fatalf("Null() = %v, want %v", err, tt.err)
			}
			if got := p.FEN(); got != tt.want {
				t.Fatalf("FEN %q, want %q", got, tt.want)
			}
		})
	}
}

func TestStatus(t *testing.T) {
	tests := []struct {
		name, fen string
		want      Status
	}{
		{"start", StartFEN, Ongoing},
		{"fool's mate", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Checkmate},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Stalemate},
		{"K v K", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", InsufficientMaterial},
		{"K+N v K", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", InsufficientMaterial},
		{"K+B v K", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", InsufficientMaterial},
		{"same-colour bishops", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", InsufficientMaterial},
		{"opposite-colour bishops", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", Ongoing},
		{"two knights", "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", Ongoing},
		{"knight and bishop", "4k3/8/8/8/8/8/8/3NKB2 w - - 0 1", Ongoing},
		{"pawn", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Ongoing},
		{"fifty moves", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80", FiftyMoves},
		{"ninety-nine", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", Ongoing},
		{"mate beats fifty", "R3k3/8/4K3/8/8/8/8/8 b - - 120 80", Checkmate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			if got := p.Status(); got != tt.want {
				t.Fatalf("Status() = %v, want %v", got, tt.want)
			}
			if p.IsCheckmate() != (tt.want == Checkmate) || p.IsStalemate() != (tt.want == Stalemate) {
				t.Fatal("IsCheckmate/IsStalemate disagree with Status")
			}
		})
	}
}

func TestResolve(t *testing.T) {
	const (
		knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
		rooks   = "4k3/8/8/8/R6R/8/8/R3K3 w Q - 0 1"
		inCheck = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
		through = "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
		promo   = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
		epPin   = "8/8/8/K2pP2q/8/8/8/4k3 w - d6 0 1"
		ep      = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
	)
	tests := []struct {
		name, fen, san string
		want           string // UCI, or "" when an error is expected
		kind           ErrorKind
		cands          int
	}{
		{"pawn push", StartFEN, "e4", "e2e4", 0, 0},
		{"pawn single", StartFEN, "e3", "e2e3", 0, 0},
		{"pawn blocked double", "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e4", "", Illegal, 0},
		{"knight", StartFEN, "Nf3", "g1f3", 0, 0},
		{"knight with check sign", StartFEN, "Nf3+", "g1f3", 0, 0},
		{"ambiguous knights", knights, "Nd2", "", Ambiguous, 2},
		{"file disambiguation", knights, "Nbd2", "b1d2", 0, 0},
		{"wrong disambiguation", knights, "Ncd2", "", Illegal, 0},
		{"rank disambiguation", rooks, "R4a2", "a4a2", 0, 0},
		{"full disambiguation", rooks, "Ra4b4", "a4b4", 0, 0},
		{"rooks ambiguous", rooks, "Rb4", "", Ambiguous, 2},
		{"castle", rooks, "O-O-O", "e1c1", 0, 0},
		{"castle without right", rooks, "O-O", "", Illegal, 0},
		{"castle out of check", inCheck, "O-O", "", Illegal, 0},
		{"castle through check", through, "O-O", "", Illegal, 0},
		{"castle queen side ok", through, "O-O-O", "e1c1", 0, 0},
		{"king move is not castling", rooks, "Kc1", "", Illegal, 0},
		{"capture claim", StartFEN, "Nxf3", "", CaptureClaim, 0},
		{"missing x accepted", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5", "e4d5", 0, 0},
		{"pawn stays on file", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "d5", "", Illegal, 0},
		{"promotion", promo, "a8=Q", "a7a8q", 0, 0},
		{"promotion capture", promo, "axb8=N", "a7b8n", 0, 0},
		{"promotion needs piece", promo, "a8", "", Ambiguous, 4},
		{"promo off last rank", StartFEN, "e4=Q", "", Illegal, 0},
		{"en passant", ep, "exd6", "e5d6", 0, 0},
		{"en passant e.p.", ep, "exd6e.p.", "e5d6", 0, 0},
		{"en passant pinned", epPin, "exd6", "", Illegal, 0},
		{"pinned piece", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3", "", Illegal, 0},
		{"king into check", "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1", "Kd1", "", Illegal, 0},
		{"nothing there", StartFEN, "Qh5", "", Illegal, 0},
		{"own piece on target", StartFEN, "Nd2", "", Illegal, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			spec, err := ParseSAN(tt.san)
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.Resolve(spec)
			if tt.want != "" {
				if err != nil || m.UCI() != tt.want {
					t.Fatalf("Resolve(%s) = %v, %v; want %s", tt.san, m, err, tt.want)
				}
				return
			}
			var me *MoveError
			if !errors.As(err, &me) || me.Kind != tt.kind || len(me.Candidates) != tt.cands {
				t.Fatalf("Resolve(%s) = %v, %v; want %v with %d candidates", tt.san, m, err, tt.kind, tt.cands)
			}
			if me.Error() == "" {
				t.Fatal("empty error message")
			}
		})
	}
}

// TestResolveSpecs covers specs that ParseSAN never produces.
func TestResolveSpecs(t *testing.T) {
	p := Start()
	tests := []struct {
		name string
		spec Spec
		want string // UCI, or "" for an Illegal error
	}{
		{"promotion of a piece", Spec{Piece: Knight, FromFile: -1, FromRank: -1, To: 21, Promo: Queen}, ""},
		{"king promotion", Spec{FromFile: -1, FromRank: -1, To: 28, Promo: King}, ""},
		{"bad piece", Spec{Piece: 7, FromFile: -1, FromRank: -1, To: 21}, ""},
		{"bad square", Spec{Piece: Knight, FromFile: -1, FromRank: -1, To: 64}, ""},
		{"no square", Spec{Piece: Knight, FromFile: -1, FromRank: -1, To: NoSquare}, ""},
		{"bad castle", Spec{FromFile: -1, FromRank: -1, To: NoSquare, Castle: 3}, ""},
		{"file out of range", Spec{Piece: Knight, FromFile: 9, FromRank: -1, To: 21}, ""},
		{"rank out of range", Spec{Piece: Knight, FromFile: -1, FromRank: 8, To: 21}, ""},
		{"explicit pawn", Spec{Piece: Pawn, FromFile: -1, FromRank: -1, To: 28}, "e2e4"},
		{"full origin", Spec{Piece: Knight, FromFile: 6, FromRank: 0, To: 21}, "g1f3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := p.Resolve(tt.spec)
			if tt.want != "" {
				if err != nil || m.UCI() != tt.want {
					t.Fatalf("Resolve = %v, %v; want %s", m, err, tt.want)
				}
				return
			}
			var me *MoveError
			if !errors.As(err, &me) || me.Kind != Illegal {
				t.Fatalf("Resolve = %v, %v; want Illegal", m, err)
			}
		})
	}
}

func TestParseSAN(t *testing.T) {
	tests := []struct {
		in   string
		want Spec
		ok   bool
	}{
		{"e4", Spec{Piece: NoPiece, FromFile: -1, FromRank: -1, To: 28}, true},
		{"Nbd7", Spec{Piece: Knight, FromFile: 1, FromRank: -1, To: 51}, true},
		{"R1a3", Spec{Piece: Rook, FromFile: -1, FromRank: 0, To: 16}, true},
		{"Qh4xe1#", Spec{Piece: Queen, FromFile: 7, FromRank: 3, Capture: true, To: 4, Mate: true}, true},
		{"Qh4-e1", Spec{Piece: Queen, FromFile: 7, FromRank: 3, To: 4}, true},
		{"exf8=N+", Spec{FromFile: 4, FromRank: -1, Capture: true, To: 61, Promo: Knight, Check: true}, true},
		{"e8Q", Spec{FromFile: -1, FromRank: -1, To: 60, Promo: Queen}, true},
		{"e:d5!?", Spec{FromFile: 4, FromRank: -1, Capture: true, To: 35}, true},
		{"O-O-O++", Spec{FromFile: -1, FromRank: -1, To: NoSquare, Castle: 2, Mate: true}, true},
		{"0-0", Spec{FromFile: -1, FromRank: -1, To: NoSquare, Castle: 1}, true},
		{"", Spec{}, false},
		{"+", Spec{}, false},
		{"O-O-O-O", Spec{}, false},
		{"Xe4", Spec{}, false},
		{"e9", Spec{}, false},
		{"e8=K", Spec{}, false},
		{"Ne8=Q", Spec{}, false},
		{"N-e4", Spec{}, false},
		{"Nf3g", Spec{}, false},
		{"Nfxxe4", Spec{}, false},
		{"4", Spec{}, false},
		// The reader's forms, read by the one SAN reader (ScanSAN).
		{"e8(Q)", Spec{FromFile: -1, FromRank: -1, To: 60, Promo: Queen}, true},
		{"e8=(Q)", Spec{FromFile: -1, FromRank: -1, To: 60, Promo: Queen}, true},
		{"e×d5", Spec{FromFile: 4, FromRank: -1, Capture: true, To: 35}, true},
		{"e5Q", Spec{}, false}, // a promotion letter off the last rank
		{"e7e8q", Spec{}, false},
		{"@e5", Spec{}, false},
		{"N@f3", Spec{}, false},
		{"e4≠", Spec{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseSAN(tt.in)
			if !tt.ok {
				var se *SANError
				if !errors.As(err, &se) || se.Error() == "" {
					t.Fatalf("ParseSAN(%q) = %+v, %v; want *SANError", tt.in, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseSAN(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestSAN(t *testing.T) {
	tests := []struct {
		name, fen, uci, want string
	}{
		{"file", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2"},
		{"rank", "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1", "a4a2", "R4a2"},
		{"both", "6k1/8/8/8/Q2Q4/8/8/Q3K3 w - - 0 1", "a4d1", "Qa4d1"},
		{"mate", "4k3/R7/8/8/8/8/8/1R2K3 w - - 0 1", "b1b8", "Rb8#"},
		{"castle check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+"},
		{"en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"},
		{"promotion", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", "axb8=Q+"},
		{"under-promotion", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8r", "axb8=R+"},
		{"no false check", "1r1k4/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8n", "axb8=N"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			m, err := p.ParseUCI(tt.uci)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.SAN(m); got != tt.want {
				t.Fatalf("SAN(%s) = %q, want %q", tt.uci, got, tt.want)
			}
		})
	}
	p := Start()
	if got := p.SAN(newMove(12, 36, Pawn, NoPiece, 0)); got != "" {
		t.Fatalf("SAN of an illegal move = %q, want empty", got)
	}
}

func TestParseUCIErrors(t *testing.T) {
	p := Start()
	for _, s := range []string{"", "e2", "e2e5", "e7e5", "e2e4q", "e1g1", "z2e4", "e2e4x", "e2e4qq", "a1a1"} {
		if m, err := p.ParseUCI(s); err == nil {
			t.Errorf("ParseUCI(%q) = %v, want error", s, m)
		}
	}
}

func TestBoard(t *testing.T) {
	p := Start()
	b := p.Board()
	if b[4] != (ColoredPiece{King, White}) || b[59] != (ColoredPiece{Queen, Black}) || b[27].Piece != NoPiece {
		t.Fatalf("bad board: %v", b)
	}
	if p.At(NoSquare).Piece != NoPiece || p.At(60).FENChar() != 'k' {
		t.Fatal("bad At")
	}
	if p.Pieces(Pawn, White) != 0xFF00 {
		t.Fatalf("Pieces(Pawn, White) = %x", p.Pieces(Pawn, White))
	}
}

// TestNoAllocs checks that replaying moves does not allocate.
func TestNoAllocs(t *testing.T) {
	games := randomGames(5, 120)
	allocs := testing.AllocsPerRun(10, func() {
		for _, g := range games {
			p := Start()
			for _, s := range g {
				spec, err := ParseSAN(s)
				if err != nil {
					t.Fatal(err)
				}
				m, err := p.Resolve(spec)
				if err != nil {
					t.Fatal(err)
				}
				var buf [256]Move
				_ = p.LegalMoves(buf[:0])
				var sb [16]byte
				_ = p.AppendSAN(sb[:0], m)
				p.Play(m)
			}
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per replay, want 0", allocs)
	}
}

func FuzzFromFEN(f *testing.F) {
	for _, tc := range perftCases {
		f.Add(tc.fen)
	}
	f.Add("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1")
	for _, tc := range checkCases {
		f.Add(tc.fen)
	}
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := FromFEN(fen)
		if err != nil {
			return
		}
		// An accepted FEN round-trips and supports every operation.
		q, err := FromFEN(p.FEN())
		if err != nil || q != p {
			t.Fatalf("round trip of %q: %q, %v", fen, q.FEN(), err)
		}
		var buf [256]Move
		moves := p.LegalMoves(buf[:0])
		if p.HasLegalMove() != (len(moves) > 0) {
			t.Fatalf("%s: HasLegalMove disagrees", p.FEN())
		}
		_ = p.Status()
		for _, m := range moves {
			spec, err := ParseSAN(p.SAN(m))
			if err != nil {
				t.Fatal(err)
			}
			if r, err := p.Resolve(spec); err != nil || r != m {
				t.Fatalf("%s: SAN round trip of %s: %v, %v", p.FEN(), m, r, err)
			}
			c := p
			c.Play(m)
			_ = c.FEN()
			if p.GivesCheck(m) != c.InCheck() {
				t.Fatalf("%s: GivesCheck(%s) = %v, InCheck after it %v", p.FEN(), p.SAN(m), !c.InCheck(), c.InCheck())
			}
		}
		checkCheckMoves(t, &p)
		_ = p.Null()
	})
}

func FuzzResolve(f *testing.F) {
	f.Add(uint8(0), uint8(5), int8(-1), int8(-1), false, uint8(21), uint8(0), int8(0))
	f.Add(uint8(2), uint8(6), int8(0), int8(6), true, uint8(57), uint8(2), int8(0))
	f.Add(uint8(1), uint8(1), int8(-1), int8(-1), false, uint8(0), uint8(0), int8(2))
	f.Fuzz(func(t *testing.T, pos, piece uint8, ff, fr int8, capture bool, to, promo uint8, castle int8) {
		p := mustFEN(t, diffStarts[int(pos)%len(diffStarts)])
		spec := Spec{Piece: Piece(piece), FromFile: ff, FromRank: fr, Capture: capture,
			To: Square(int8(to)), Promo: Piece(promo), Castle: castle}
		m, err := p.Resolve(spec)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Error() == "" {
				t.Fatalf("Resolve(%+v): non-MoveError %v", spec, err)
			}
			return
		}
		var buf [256]Move
		if !slices.Contains(p.LegalMoves(buf[:0]), m) {
			t.Fatalf("%s: Resolve(%+v) = %v, not a legal move", p.FEN(), spec, m)
		}
	})
}

// TestResolveRandomSpecs runs random specs (the fuzz body) on random
// positions of random games, checking against a brute-force matcher.
func TestResolveRandomSpecs(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 100; game++ {
		p := Start()
		for ply := 0; ply < 120; ply++ {
			var buf [256]Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			for k := 0; k < 20; k++ {
				spec := Spec{Piece: Piece(rng.IntN(8)), FromFile: int8(rng.IntN(10) - 1), FromRank: int8(rng.IntN(10) - 1),
					Capture: rng.IntN(2) == 0, To: Square(rng.IntN(66) - 1), Promo: Piece(rng.IntN(8))}
				if rng.IntN(10) == 0 {
					spec.Castle = int8(rng.IntN(4))
				}
				m, err := p.Resolve(spec)
				want := bruteResolve(moves, spec)
				switch {
				case len(want) == 0:
					if err == nil {
						t.Fatalf("%s: Resolve(%+v) = %v, want error", p.FEN(), spec, m)
					}
				case len(want) > 1:
					var me *MoveError
					if !errors.As(err, &me) || me.Kind != Ambiguous || len(me.Candidates) != len(want) {
						t.Fatalf("%s: Resolve(%+v) = %v, %v; want ambiguous %v", p.FEN(), spec, m, err, want)
					}
				case spec.Capture && !want[0].IsCapture() && spec.Castle == 0:
					var me *MoveError
					if !errors.As(err, &me) || me.Kind != CaptureClaim || me.Move != want[0] {
						t.Fatalf("%s: Resolve(%+v) = %v, %v; want capture claim", p.FEN(), spec, m, err)
					}
				default:
					if err != nil || m != want[0] {
						t.Fatalf("%s: Resolve(%+v) = %v, %v; want %v", p.FEN(), spec, m, err, want[0])
					}
				}
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// bruteResolve is the adapter's matching rule applied to all legal moves.
func bruteResolve(moves []Move, s Spec) []Move {
	var out []Move
	if s.Castle != 0 {
		for _, m := range moves {
			if m.Castle() == int(s.Castle) {
				out = append(out, m)
			}
		}
		return out
	}
	piece := s.Piece
	if piece == NoPiece {
		piece = Pawn
	}
	ff, fr := int(s.FromFile), int(s.FromRank)
	if piece == Pawn && ff < 0 {
		ff = s.To.File()
	}
	for _, m := range moves {
		if m.To() == s.To && m.Piece() == piece && m.Castle() == 0 &&
			(ff < 0 || m.From().File() == ff) && (fr < 0 || m.From().Rank() == fr) &&
			(s.Promo == NoPiece || m.Promo() == s.Promo) {
			out = append(out, m)
		}
	}
	return out
}

// TestPlayGarbage checks the promise of Play: a value that is no legal
// move gives a meaningless position, never a panic (castling flags on
// edge squares included).
func TestPlayGarbage(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	moves := []Move{0, ^Move(0), mvCastle | 63, mvCastle | 2<<6, mvCastle | 1 | 63<<6, mvCastle | mvCapture | 60 | 58<<6}
	for range 2000 {
		moves = append(moves, Move(rng.Uint32()))
	}
	for _, fen := range diffStarts {
		for _, m := range moves {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s: Play(%#x) panics: %v", fen, uint32(m), r)
					}
				}()
				p := mustFEN(t, fen)
				p.Play(m)
				_ = p.FEN()
			}()
		}
	}
}
