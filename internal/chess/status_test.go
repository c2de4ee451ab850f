package chess

import "testing"

func TestStatus(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves string
		want  Status
	}{
		{name: "start", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", want: Ongoing},
		{name: "fool's mate", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", moves: "f3 e5 g4 Qh4#", want: Checkmate},
		{name: "scholar's mate", fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", moves: "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", want: Checkmate},
		{name: "smothered mate", fen: "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", moves: "Nf7#", want: Checkmate},
		{name: "smothered mate from FEN", fen: "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1", want: Checkmate},
		{name: "back rank mate", fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", moves: "Ra8#", want: Checkmate},
		{name: "check is not mate", fen: "6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1", moves: "Ra8+", want: Ongoing},
		{name: "stalemate", fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", want: Stalemate},
		{name: "stalemate after a move", fen: "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", moves: "Qf7", want: Stalemate},
		{name: "K v K", fen: "8/8/4k3/8/8/3K4/8/8 w - - 0 1", want: InsufficientMaterial},
		{name: "K v K after capture", fen: "8/8/8/4q3/3K4/8/8/7k w - - 0 1", moves: "Kxe5", want: InsufficientMaterial},
		{name: "K+B v K", fen: "8/8/4k3/8/8/3KB3/8/8 w - - 0 1", want: InsufficientMaterial},
		{name: "K v K+N", fen: "8/8/4k1n1/8/8/3K4/8/8 w - - 0 1", want: InsufficientMaterial},
		{name: "K+B v K+B same colour", fen: "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1", want: InsufficientMaterial},
		{name: "K+BB v K all on one colour", fen: "8/8/4k3/8/8/3K4/8/B1B5 w - - 0 1", want: InsufficientMaterial},
		{name: "K+B v K+B opposite colours", fen: "2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1", want: Ongoing},
		{name: "K+B v K+N", fen: "8/8/4k1n1/8/8/3K4/8/2B5 w - - 0 1", want: Ongoing},
		{name: "K+N v K+N", fen: "8/8/4k1n1/8/8/3K4/8/2N5 w - - 0 1", want: Ongoing},
		{name: "K+NN v K", fen: "8/8/4k3/8/8/3K4/8/1NN5 w - - 0 1", want: Ongoing},
		{name: "K+P v K", fen: "8/8/4k3/8/8/3KP3/8/8 w - - 0 1", want: Ongoing},
		{name: "K+R v K", fen: "8/8/4k3/8/8/3K3R/8/8 w - - 0 1", want: Ongoing},
		{name: "clock 99", fen: "8/8/4k3/8/8/3K3R/8/8 w - - 99 80", want: Ongoing},
		{name: "clock 100", fen: "8/8/4k3/8/8/3K3R/8/8 w - - 100 80", want: FiftyMoves},
		{name: "clock 100 by a quiet move", fen: "8/8/4k3/8/8/3K3R/8/8 w - - 99 80", moves: "Rh1", want: FiftyMoves},
		{name: "clock 100 by a null move", fen: "8/8/4k3/8/8/3K3R/8/8 w - - 99 80", moves: "--", want: FiftyMoves},
		{name: "capture resets clock", fen: "8/8/4k3/8/7r/3K3R/8/8 w - - 99 80", moves: "Rxh4", want: Ongoing},
		{name: "pawn move resets clock", fen: "8/8/4k3/8/8/3K1P1R/8/8 w - - 99 80", moves: "f4", want: Ongoing},
		{name: "mate beats fifty moves", fen: "6rk/5Npp/8/8/8/8/8/6K1 b - - 100 80", want: Checkmate},
		{name: "stalemate beats fifty moves", fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 120 80", want: Stalemate},
		{name: "dead position beats fifty moves", fen: "8/8/4k3/8/8/3K4/8/8 w - - 100 80", want: InsufficientMaterial},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := playSAN(t, mustFEN(t, tt.fen), tt.moves)
			if got := p.Status(); got != tt.want {
				t.Errorf("Status() = %v, want %v (FEN %s)", got, tt.want, p.FEN())
			}
			if got := p.Status().IsOver(); got != (tt.want != Ongoing) {
				t.Errorf("IsOver() = %v", got)
			}
			o, err := oracleFromFEN(p.FEN())
			if err != nil {
				t.Fatal(err)
			}
			if got := o.Status(); got != tt.want {
				t.Errorf("oracle: Status() = %v, want %v (FEN %s)", got, tt.want, p.FEN())
			}
		})
	}
}

func TestNoRepetitionRule(t *testing.T) {
	p := Start()
	for i := range 5 {
		for _, s := range []string{"Nf3", "Nf6", "Ng1", "Ng8"} {
			p = playSAN(t, p, s)
			if st := p.Status(); st != Ongoing {
				t.Fatalf("round %d after %s: Status = %v, want Ongoing", i+1, s, st)
			}
		}
	}
	if want := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 20 11"; p.FEN() != want {
		t.Errorf("FEN = %q, want %q", p.FEN(), want)
	}
	// Passing back and forth repeats the position too; still no end.
	for range 20 {
		n, err := p.Null()
		if err != nil {
			t.Fatal(err)
		}
		p = n
	}
	if st := p.Status(); st != Ongoing {
		t.Errorf("after 20 passes: Status = %v, want Ongoing", st)
	}
}

func TestStatusString(t *testing.T) {
	tests := []struct {
		name string
		s    Status
		want string
	}{
		{name: "ongoing", s: Ongoing, want: "ongoing"},
		{name: "checkmate", s: Checkmate, want: "checkmate"},
		{name: "stalemate", s: Stalemate, want: "stalemate"},
		{name: "insufficient", s: InsufficientMaterial, want: "insufficient material"},
		{name: "fifty", s: FiftyMoves, want: "fifty moves"},
		{name: "unknown", s: Status(99), want: "unknown status"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}
