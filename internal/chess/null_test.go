package chess

import (
	"errors"
	"github.com/awechec/awechec/internal/movegen"
	"testing"
)

func TestNull(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves string // played before the null move
		want  string // FEN after the null move
	}{
		{name: "start", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			want: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"},
		{name: "black passes, move number grows", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1",
			want: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2"},
		{name: "en passant square cleared", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", moves: "e4",
			want: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"},
		{name: "partial castling rights kept", fen: "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 5 10",
			want: "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 6 10"},
		{name: "no castling rights", fen: "4k3/8/8/8/8/8/8/4K3 b - - 37 61",
			want: "4k3/8/8/8/8/8/8/4K3 w - - 38 62"},
		{name: "clock reaches 100", fen: "4k3/8/8/8/8/8/8/R3K3 w - - 99 70",
			want: "4k3/8/8/8/8/8/8/R3K3 b - - 100 70"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := playSAN(t, mustFEN(t, tt.fen), tt.moves)
			n, err := p.Null()
			if err != nil {
				t.Fatalf("Null: %v", err)
			}
			if got := n.FEN(); got != tt.want {
				t.Errorf("FEN after null = %q, want %q", got, tt.want)
			}
			if n.Turn() != p.Turn().Other() {
				t.Errorf("turn = %v, want %v", n.Turn(), p.Turn().Other())
			}
			if n.EnPassant() != NoSquare {
				t.Errorf("en passant = %v, want none", n.EnPassant())
			}
			for _, c := range []movegen.Color{movegen.White, movegen.Black} {
				for _, ks := range []bool{true, false} {
					if n.CanCastle(c, ks) != p.CanCastle(c, ks) {
						t.Errorf("castling right %v kingSide=%v changed", c, ks)
					}
				}
			}
			if n.HalfMoveClock() != p.HalfMoveClock()+1 {
				t.Errorf("half-move clock = %d, want %d", n.HalfMoveClock(), p.HalfMoveClock()+1)
			}
			wantFull := p.FullMoveNumber()
			if p.Turn() == movegen.Black {
				wantFull++
			}
			if n.FullMoveNumber() != wantFull {
				t.Errorf("full-move number = %d, want %d", n.FullMoveNumber(), wantFull)
			}
			if n.Board() != p.Board() {
				t.Error("board changed")
			}
			if n.InCheck() {
				t.Error("in check after a null move")
			}
			// FEN round trip.
			r := mustFEN(t, n.FEN())
			if r.FEN() != n.FEN() {
				t.Errorf("round trip: %q != %q", r.FEN(), n.FEN())
			}
			if !sameMoves(r, n) {
				t.Errorf("round trip changed the legal moves: %v vs %v", ucis(r.LegalMoves()), ucis(n.LegalMoves()))
			}
			// The original position is unchanged.
			if p2 := playSAN(t, mustFEN(t, tt.fen), tt.moves); p2.FEN() != p.FEN() {
				t.Errorf("original changed: %q", p.FEN())
			}
		})
	}
}

func TestNullInCheck(t *testing.T) {
	tests := []struct {
		name string
		fen  string
	}{
		{name: "rook check", fen: "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"},
		{name: "knight check on black", fen: "4k3/8/3N4/8/8/8/8/4K3 b - - 0 1"},
		{name: "pawn check", fen: "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			if !p.InCheck() {
				t.Fatal("InCheck = false")
			}
			n, err := p.Null()
			if !errors.Is(err, ErrNullInCheck) || n != nil {
				t.Errorf("Null() = %v, %v; want nil, ErrNullInCheck", n, err)
			}
		})
	}
	// After a checking move, the null move is refused as well.
	p := playSAN(t, Start(), "e4 e5 Qh5 Nc6 Qxf7+")
	if _, err := p.Null(); !errors.Is(err, ErrNullInCheck) {
		t.Errorf("Null after Qxf7+: %v", err)
	}
}

func TestNullThenPlay(t *testing.T) {
	// White passes twice in a row around Black's moves; castling still works.
	p := playSAN(t, Start(), "e4 -- Nf3 -- Bc4 -- O-O")
	want := "rnbqkbnr/pppppppp/8/8/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 6 4"
	if p.FEN() != want {
		t.Errorf("FEN = %q, want %q", p.FEN(), want)
	}
	// A pass cancels the en-passant capture.
	p = playSAN(t, mustFEN(t, "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"), "d4 -- --")
	if _, err := p.Resolve(MoveSpec{FromFile: 4, FromRank: -1, To: mustSquare(t, "d3"), Capture: true}); errKind(err) != Illegal {
		t.Errorf("exd3 after passes: %v, want Illegal", err)
	}
}

// sameMoves reports whether a and b have the same legal moves.
func sameMoves(a, b *Position) bool {
	am, bm := a.LegalMoves(), b.LegalMoves()
	if len(am) != len(bm) {
		return false
	}
	for _, m := range am {
		if !b.IsLegal(m) {
			return false
		}
	}
	return true
}
