package chess

import (
	"slices"
	"testing"
)

func TestResolve(t *testing.T) {
	const (
		start     = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
		center    = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
		epFEN     = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
		epBlack   = "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2"
		promo     = "1n5k/P7/8/8/8/8/8/K7 w - - 0 1"
		promoB    = "k7/8/8/8/8/8/5p2/K5N1 b - - 0 1"
		castle    = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
		castleB   = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
		thruCheck = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
		inCheck   = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
		byFile    = "7k/8/8/8/8/8/8/R4RK1 w - - 0 1"
		byRank    = "7k/8/8/8/R7/8/8/R5K1 w - - 0 1"
		byBoth    = "8/8/8/7k/8/Q7/8/Q1Q3K1 w - - 0 1"
		pinned    = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1"
		knights   = "k7/8/8/8/8/8/8/1N3NK1 w - - 0 1"
	)
	tests := []struct {
		name  string
		fen   string
		san   string
		want  string    // UCI of the move, if no error
		kind  ErrorKind // expected error kind
		cands []string  // expected candidates for Ambiguous
		check func(Move) bool
	}{
		{name: "pawn single push", fen: start, san: "e3", want: "e2e3"},
		{name: "pawn double push", fen: start, san: "e4", want: "e2e4"},
		{name: "pawn blocked double push", fen: "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", san: "e4", kind: Illegal},
		{name: "pawn too far", fen: start, san: "e5", kind: Illegal},
		{name: "knight", fen: start, san: "Nf3", want: "g1f3"},
		{name: "wrong piece", fen: start, san: "Bf3", kind: Illegal},
		{name: "explicit pawn letter", fen: start, san: "Pd4", want: "d2d4"},
		{name: "long algebraic", fen: start, san: "Ng1-f3", want: "g1f3"},
		{name: "pawn capture", fen: center, san: "exd5", want: "e4d5", check: Move.IsCapture},
		{name: "pawn capture without x", fen: center, san: "ed5", want: "e4d5"},
		{name: "pawn push is not a capture", fen: center, san: "d5", kind: Illegal},
		{name: "queen capture", fen: "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", san: "Qxd5", want: "d1d5", check: Move.IsCapture},
		{name: "false capture claim", fen: start, san: "Nxf3", kind: CaptureClaim},
		{name: "en passant white", fen: epFEN, san: "exf6", want: "e5f6", check: Move.IsEnPassant},
		{name: "en passant with e.p.", fen: epFEN, san: "exf6e.p.", want: "e5f6", check: Move.IsEnPassant},
		{name: "en passant black", fen: epBlack, san: "exd3", want: "e4d3", check: Move.IsEnPassant},
		{name: "en passant too late", fen: "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", san: "exf6", kind: Illegal},
		{name: "promotion queen", fen: promo, san: "a8=Q", want: "a7a8q"},
		{name: "promotion rook", fen: promo, san: "a8=R", want: "a7a8r"},
		{name: "promotion bishop", fen: promo, san: "a8=B", want: "a7a8b"},
		{name: "promotion knight no equal sign", fen: promo, san: "a8N", want: "a7a8n"},
		{name: "promotion capture", fen: promo, san: "axb8=Q", want: "a7b8q", check: Move.IsCapture},
		{name: "black promotion capture", fen: promoB, san: "fxg1=N", want: "f2g1n"},
		{name: "black promotion push", fen: promoB, san: "f1=Q", want: "f2f1q"},
		{name: "promotion piece missing", fen: promo, san: "a8", kind: Ambiguous,
			cands: []string{"a7a8b", "a7a8n", "a7a8q", "a7a8r"}},
		{name: "promotion off last rank", fen: start, san: "e4=Q", kind: Illegal},
		{name: "castle king side", fen: castle, san: "O-O", want: "e1g1", check: Move.IsCastle},
		{name: "castle queen side", fen: castle, san: "O-O-O", want: "e1c1", check: Move.IsCastle},
		{name: "castle zeros", fen: castle, san: "0-0", want: "e1g1"},
		{name: "black castle queen side", fen: castleB, san: "0-0-0", want: "e8c8"},
		{name: "black castle king side", fen: castleB, san: "O-O", want: "e8g8"},
		{name: "castle as king move refused", fen: castle, san: "Kg1", kind: Illegal},
		{name: "castle through check", fen: thruCheck, san: "O-O", kind: Illegal},
		{name: "castle other side not through check", fen: thruCheck, san: "O-O-O", want: "e1c1"},
		{name: "castle out of check", fen: inCheck, san: "O-O", kind: Illegal},
		{name: "castle queen side out of check", fen: inCheck, san: "O-O-O", kind: Illegal},
		{name: "castle without right", fen: "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", san: "O-O", kind: Illegal},
		{name: "disambiguation by file a", fen: byFile, san: "Rac1", want: "a1c1"},
		{name: "disambiguation by file f", fen: byFile, san: "Rfc1", want: "f1c1"},
		{name: "ambiguous rooks", fen: byFile, san: "Rc1", kind: Ambiguous, cands: []string{"a1c1", "f1c1"}},
		{name: "disambiguation by rank 1", fen: byRank, san: "R1a2", want: "a1a2"},
		{name: "disambiguation by rank 4", fen: byRank, san: "R4a2", want: "a4a2"},
		{name: "ambiguous by file only", fen: byRank, san: "Raa2", kind: Ambiguous, cands: []string{"a1a2", "a4a2"}},
		{name: "disambiguation by square", fen: byBoth, san: "Qa1b2", want: "a1b2"},
		{name: "disambiguation by square with capture sign", fen: byBoth, san: "Qc1-b2", want: "c1b2"},
		{name: "file not enough", fen: byBoth, san: "Qab2", kind: Ambiguous, cands: []string{"a1b2", "a3b2"}},
		{name: "rank not enough", fen: byBoth, san: "Q1b2", kind: Ambiguous, cands: []string{"a1b2", "c1b2"}},
		{name: "three queens", fen: byBoth, san: "Qb2", kind: Ambiguous, cands: []string{"a1b2", "a3b2", "c1b2"}},
		{name: "knights", fen: knights, san: "Nbd2", want: "b1d2"},
		{name: "knights ambiguous", fen: knights, san: "Nd2", kind: Ambiguous, cands: []string{"b1d2", "f1d2"}},
		{name: "pinned knight", fen: pinned, san: "Nc3", kind: Illegal},
		{name: "pinned knight other square", fen: pinned, san: "Nd4", kind: Illegal},
		{name: "king into check", fen: pinned, san: "Ke2", kind: Illegal},
		{name: "king beside pin", fen: pinned, san: "Kd2", want: "e1d2"},
		{name: "gives check", fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", san: "Ra8+", want: "a1a8", check: Move.GivesCheck},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			spec, err := ParseSAN(tt.san, nil)
			if err != nil {
				t.Fatalf("ParseSAN(%q): %v", tt.san, err)
			}
			m, err := p.Resolve(spec)
			if tt.kind != 0 {
				if got := errKind(err); got != tt.kind {
					t.Fatalf("Resolve(%q) = %v, %v; want error kind %v", tt.san, m, err, tt.kind)
				}
				if err.Error() == "" {
					t.Error("empty error message")
				}
				me := err.(*MoveError)
				if tt.kind == Ambiguous {
					got := ucis(me.Candidates)
					slices.Sort(got)
					if !slices.Equal(got, tt.cands) {
						t.Errorf("candidates = %v, want %v", got, tt.cands)
					}
				}
				if tt.kind == CaptureClaim && !p.IsLegal(me.Move) {
					t.Errorf("CaptureClaim move %v is not legal", me.Move)
				}
				return
			}
			if err != nil {
				t.Fatalf("Resolve(%q): %v", tt.san, err)
			}
			if m.String() != tt.want {
				t.Errorf("Resolve(%q) = %v, want %v", tt.san, m, tt.want)
			}
			if tt.check != nil && !tt.check(m) {
				t.Errorf("Resolve(%q) = %v: flag check failed", tt.san, m)
			}
			if p.Play(m) == nil {
				t.Errorf("Play(%v) = nil", m)
			}
		})
	}
}

func TestCastlingRightsLost(t *testing.T) {
	tests := []struct {
		name   string
		moves  string
		castle string
		legal  bool
	}{
		{name: "king moved and came back", moves: "Kf1 Kf8 Ke1 Ke8", castle: "O-O", legal: false},
		{name: "king moved, queen side too", moves: "Kf1 Kf8 Ke1 Ke8", castle: "O-O-O", legal: false},
		{name: "h rook moved", moves: "Rh2 Rh7 Rh1 Rh8", castle: "O-O", legal: false},
		{name: "h rook moved, other side kept", moves: "Rh2 Rh7 Rh1 Rh8", castle: "O-O-O", legal: true},
		{name: "rook captured on a1", moves: "Rxa8+ Kd7 Ra1 Ke8", castle: "O-O-O", legal: false},
		{name: "null moves keep rights", moves: "-- -- -- --", castle: "O-O", legal: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := playSAN(t, mustFEN(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), tt.moves)
			spec, err := ParseSAN(tt.castle, nil)
			if err != nil {
				t.Fatal(err)
			}
			_, err = p.Resolve(spec)
			if tt.legal && err != nil {
				t.Errorf("%s after %s: %v", tt.castle, tt.moves, err)
			}
			if !tt.legal && errKind(err) != Illegal {
				t.Errorf("%s after %s: err = %v, want Illegal", tt.castle, tt.moves, err)
			}
		})
	}
}

func TestPlayForeignMove(t *testing.T) {
	start := Start()
	e4, err := start.Resolve(MoveSpec{FromFile: -1, FromRank: -1, To: mustSquare(t, "e4")})
	if err != nil {
		t.Fatal(err)
	}
	after := start.Play(e4)
	if got := after.Play(e4); got != nil {
		t.Errorf("Play of e2e4 after 1.e4 = %v, want nil", got)
	}
	if after.IsLegal(e4) {
		t.Error("e2e4 legal after 1.e4")
	}
	if got := after.SAN(e4); got != "" {
		t.Errorf("SAN of an illegal move = %q, want empty", got)
	}
	if got := start.Play(Move{}); got != nil {
		t.Errorf("Play(zero Move) = %v, want nil", got)
	}
	// A move of another position with the same squares is accepted.
	other := playSAN(t, Start(), "Nf3 Nf6 Ng1 Ng8")
	if got := other.Play(e4); got == nil || got.FEN() != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3" {
		t.Errorf("Play(e4) after knight dance = %v", got)
	}
}

func mustSquare(t testing.TB, s string) Square {
	t.Helper()
	sq, err := ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}
