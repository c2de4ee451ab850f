package chess

import (
	"github.com/awechec/awechec/internal/movegen"
	"strings"
	"testing"
)

func TestFromFEN(t *testing.T) {
	tests := []struct {
		name    string
		fen     string
		want    string // FEN() after parsing; "" means same as input
		inCheck bool
		wantErr string // substring of the error
	}{
		{name: "start", fen: startFEN},
		{name: "kiwipete", fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{name: "en passant", fen: "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
		{name: "black en passant", fen: "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2"},
		{name: "in check", fen: "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", inCheck: true},
		{name: "four fields", fen: "4k3/8/8/8/8/8/8/4K3 w - -", want: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{name: "extra spaces", fen: "  4k3/8/8/8/8/8/8/4K3   b - - 3  7 ", want: "4k3/8/8/8/8/8/8/4K3 b - - 3 7"},
		{name: "split empty run", fen: "4k3/8/44/8/1115/8/8/4K3 w - - 0 1", want: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{name: "castling reordered", fen: "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1", want: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
		{name: "empty", fen: "", wantErr: "6 fields"},
		{name: "five fields", fen: "4k3/8/8/8/8/8/8/4K3 w - - 0", wantErr: "6 fields"},
		{name: "seven ranks", fen: "4k3/8/8/8/8/8/4K3 w - - 0 1", wantErr: "8 ranks"},
		{name: "nine ranks", fen: "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", wantErr: "8 ranks"},
		{name: "long rank", fen: "4k3/8/8/8/8/8/8/4K4 w - - 0 1", wantErr: "too long"},
		{name: "long rank by digits", fen: "4k3/8/8/8/8/8/8/4K27 w - - 0 1", wantErr: "too long"},
		{name: "short rank", fen: "4k3/8/8/8/8/8/7/4K3 w - - 0 1", wantErr: "8 squares"},
		{name: "digit 9", fen: "4k3/9/8/8/8/8/8/4K3 w - - 0 1", wantErr: "piece letter"},
		{name: "digit 0", fen: "4k3/08/8/8/8/8/8/4K3 w - - 0 1", wantErr: "piece letter"},
		{name: "bad letter", fen: "4k3/8/8/8/8/8/8/4K2X w - - 0 1", wantErr: "piece letter"},
		{name: "non ascii", fen: "4k3/8/8/8/8/8/8/4K2\xe9 w - - 0 1", wantErr: "piece letter"},
		{name: "no white king", fen: "4k3/8/8/8/8/8/8/8 w - - 0 1", wantErr: "one king"},
		{name: "two black kings", fen: "4k2k/8/8/8/8/8/8/4K3 w - - 0 1", wantErr: "one king"},
		{name: "pawn on rank 8", fen: "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", wantErr: "pawn on a8"},
		{name: "pawn on rank 1", fen: "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", wantErr: "pawn on a1"},
		{name: "bad turn", fen: "4k3/8/8/8/8/8/8/4K3 x - - 0 1", wantErr: "side to move"},
		{name: "opponent in check", fen: "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1", wantErr: "not to move is in check"},
		{name: "castling without rook", fen: "4k3/8/8/8/8/8/8/4K3 w K - 0 1", wantErr: "castling"},
		{name: "castling king moved", fen: "r3k2r/8/8/8/8/8/8/R4K1R w Q - 0 1", wantErr: "castling"},
		{name: "castling duplicate", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", wantErr: "castling"},
		{name: "castling garbage", fen: "r3k2r/8/8/8/8/8/8/R3K2R w K- - 0 1", wantErr: "castling"},
		{name: "en passant wrong rank", fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1", wantErr: "en-passant"},
		{name: "en passant rank 1", fen: "4k3/8/8/3pP3/8/8/8/4K3 w - a1 0 1", wantErr: "en-passant"},
		{name: "en passant rank 8", fen: "4k3/8/8/3pP3/8/8/8/4K3 b - a8 0 1", wantErr: "en-passant"},
		{name: "en passant without pawn", fen: "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1", wantErr: "en-passant"},
		{name: "en passant own pawn", fen: "4k3/8/8/3PP3/8/8/8/4K3 w - d6 0 1", wantErr: "en-passant"},
		{name: "en passant bad square", fen: "4k3/8/8/3pP3/8/8/8/4K3 w - z9 0 1", wantErr: "en-passant"},
		{name: "negative clock", fen: "4k3/8/8/8/8/8/8/4K3 w - - -1 1", wantErr: "half-move"},
		{name: "huge clock", fen: "4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999 1", wantErr: "half-move"},
		{name: "move number 0", fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 0", wantErr: "full-move"},
		{name: "move number text", fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 x", wantErr: "full-move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromFEN(tt.fen)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("FromFEN(%q) error = %v, want one containing %q", tt.fen, err, tt.wantErr)
				}
				if p != nil {
					t.Errorf("FromFEN returned a position with an error")
				}
				return
			}
			if err != nil {
				t.Fatalf("FromFEN(%q): %v", tt.fen, err)
			}
			want := tt.want
			if want == "" {
				want = tt.fen
			}
			if p.FEN() != want {
				t.Errorf("FEN() = %q, want %q", p.FEN(), want)
			}
			if p.InCheck() != tt.inCheck {
				t.Errorf("InCheck() = %v, want %v", p.InCheck(), tt.inCheck)
			}
		})
	}
}

func TestAccessors(t *testing.T) {
	p := playSAN(t, Start(), "e4 c5 Nf3")
	tests := []struct {
		name string
		got  any
		want any
	}{
		{name: "turn", got: p.Turn(), want: movegen.Black},
		{name: "full move", got: p.FullMoveNumber(), want: 2},
		{name: "clock", got: p.HalfMoveClock(), want: 1},
		{name: "en passant", got: p.EnPassant(), want: NoSquare},
		{name: "e4", got: p.At(28), want: movegen.ColoredPiece{Piece: movegen.Pawn, Color: movegen.White}},
		{name: "c5", got: p.At(34), want: movegen.ColoredPiece{Piece: movegen.Pawn, Color: movegen.Black}},
		{name: "f3", got: p.At(21), want: movegen.ColoredPiece{Piece: movegen.Knight, Color: movegen.White}},
		{name: "g1 empty", got: p.At(6), want: movegen.ColoredPiece{}},
		{name: "e8", got: p.At(60), want: movegen.ColoredPiece{Piece: movegen.King, Color: movegen.Black}},
		{name: "invalid square", got: p.At(64), want: movegen.ColoredPiece{}},
		{name: "board d8", got: p.Board()[59], want: movegen.ColoredPiece{Piece: movegen.Queen, Color: movegen.Black}},
		{name: "castle", got: p.CanCastle(movegen.White, true), want: true},
		{name: "string", got: p.String(), want: "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
		{name: "ep after c5", got: playSAN(t, Start(), "e4 c5").EnPassant(), want: Square(42)},
		{name: "color string", got: movegen.Black.String(), want: "Black"},
		{name: "color other", got: movegen.White.Other(), want: movegen.Black},
		{name: "piece string", got: movegen.Knight.String(), want: "N"},
		{name: "bad piece string", got: movegen.Piece(9).String(), want: "?"},
		{name: "fen char", got: movegen.ColoredPiece{Piece: movegen.Rook, Color: movegen.Black}.FENChar(), want: byte('r')},
		{name: "empty fen char", got: movegen.ColoredPiece{}.FENChar(), want: byte('.')},
		{name: "square string", got: Square(63).String(), want: "h8"},
		{name: "no square string", got: NoSquare.String(), want: "-"},
		{name: "new square", got: NewSquare(4, 3), want: Square(28)},
		{name: "new square off board", got: NewSquare(8, 0), want: NoSquare},
		{name: "file", got: Square(28).File(), want: 4},
		{name: "rank", got: Square(28).Rank(), want: 3},
		{name: "bad file", got: NoSquare.File(), want: -1},
		{name: "spec string", got: MoveSpec{Piece: movegen.Queen, FromFile: 7, FromRank: 3, Capture: true, To: 4, Promo: movegen.NoPiece}.String(), want: "Qh4xe1"},
		{name: "promo spec string", got: MoveSpec{FromFile: 3, FromRank: -1, Capture: true, To: 4, Promo: movegen.Knight}.String(), want: "dxe1=N"},
		{name: "castle spec string", got: MoveSpec{Castle: 2}.String(), want: "O-O-O"},
		{name: "zero move string", got: Move{}.String(), want: "a1a1"},
		{name: "error kind string", got: CaptureClaim.String(), want: "false capture claim"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
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
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseSquare(tt.in)
			if (err != nil) != tt.wantErr || (!tt.wantErr && got != tt.want) {
				t.Errorf("ParseSquare(%q) = %v, %v; want %v, err %v", tt.in, got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func FuzzFromFEN(f *testing.F) {
	for _, s := range []string{startFEN, "4k3/8/8/8/8/8/8/4K3 w - -", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "8/8/8/8/8/8/8/8 w - - 0 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := FromFEN(s)
		if err != nil {
			return
		}
		p.Status()
		for _, m := range p.LegalMoves() {
			p.SAN(m)
		}
		if _, err := FromFEN(p.FEN()); err != nil {
			t.Errorf("FEN %q of parsed %q does not parse: %v", p.FEN(), s, err)
		}
	})
}

func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "exd5", "e8=Q+", "Nbd7", "R1a3", "Qh4xe1#", "O-O-O", "0-0", "exd6e.p.", "Nf3!?", "e2-e4"} {
		f.Add(s)
	}
	start := Start()
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := ParseSAN(s, nil)
		if err != nil {
			return
		}
		if m, err := start.Resolve(spec); err == nil && start.Play(m) == nil {
			t.Errorf("resolved move %v of %q cannot be played", m, s)
		}
		_ = spec.String()
	})
}
