package chess

import (
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"testing"
)

// diffFENs are the starting points of the differential playouts: the
// perft positions (Kiwipete and others), promotion-heavy positions, the
// position of the library's under-promotion check bug, en-passant pins,
// a clock close to the 50-move rule and a near-dead position.
var diffFENs = []string{
	startFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1",
	"r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1",
	"4k3/8/8/8/8/8/p7/4K2R b K - 0 1",
	"8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
	"4k3/8/8/8/8/8/8/R3K2R w KQ - 95 60",
	"8/8/4k3/8/2b5/8/3NK3/8 w - - 0 1",
}

// moveSig is everything a Move tells, for comparisons across backends.
type moveSig struct {
	uci            string
	piece, promo   Piece
	capture, ep    bool
	castle         int8
	check, castle2 bool
}

func sigOf(m Move) moveSig {
	return moveSig{m.String(), m.Piece(), m.Promo(), m.IsCapture(), m.IsEnPassant(), m.Castle(), m.GivesCheck(), m.IsCastle()}
}

// resolveSig is the outcome of Resolve: the move, or the error with its
// kind, move, candidates and message. resolveOf computes it for p, whose
// FEN is fen (passed in: the Library backend's FEN is slow). It has no
// t.Helper, which would cost a stack walk per call.
type resolveSig struct {
	move  moveSig
	kind  ErrorKind
	cands string
	msg   string
}

func resolveOf(t *testing.T, p *Position, fen string, s MoveSpec) resolveSig {
	m, err := p.Resolve(s)
	if err == nil {
		if !p.IsLegal(m) {
			t.Fatalf("%s: Resolve(%+v) = %v, not legal", p.FEN(), s, m)
		}
		return resolveSig{move: sigOf(m)}
	}
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("%s: Resolve(%+v): error %T %v", p.FEN(), s, err, err)
	}
	r := resolveSig{move: sigOf(me.Move), kind: me.Kind, msg: me.Error()}
	for _, c := range me.Candidates {
		r.cands += c.String() + " "
		if !p.IsLegal(c) {
			t.Fatalf("%s: candidate %v of %+v not legal", p.FEN(), c, s)
		}
	}
	if me.Position != fen {
		t.Fatalf("MoveError.Position = %q, want %q", me.Position, fen)
	}
	return r
}

// specsFor returns specs derived from the legal move m (SAN "san"):
// the SAN itself, stripped or wrong disambiguations, a false capture
// claim, a missing promotion piece, a wrong piece, a castling spec.
func specsFor(t *testing.T, m Move, san string) []MoveSpec {
	spec, err := ParseSAN(san, nil)
	if err != nil {
		t.Fatalf("ParseSAN(%q): %v", san, err)
	}
	out := []MoveSpec{spec}
	bare := spec
	bare.FromFile, bare.FromRank = -1, -1
	out = append(out, bare)
	full := spec
	full.FromFile, full.FromRank = int8(m.From().File()), int8(m.From().Rank())
	out = append(out, full)
	rankOnly := spec
	rankOnly.FromFile, rankOnly.FromRank = -1, int8(m.From().Rank())
	out = append(out, rankOnly)
	claim := spec
	claim.Capture = !claim.Capture
	out = append(out, claim)
	if spec.Promo != NoPiece {
		noPromo := spec
		noPromo.Promo = NoPiece
		out = append(out, noPromo)
	}
	wrong := bare
	wrong.Piece = Piece(1 + (int(m.Piece())+2)%6)
	out = append(out, wrong)
	if spec.Castle != 0 {
		other := spec
		other.Castle = 3 - spec.Castle
		out = append(out, other)
	}
	return out
}

// randomSpec returns an arbitrary, mostly illegal spec (out-of-range
// values included).
func randomSpec(rng *rand.Rand) MoveSpec {
	s := MoveSpec{
		Piece:    Piece(rng.IntN(8)),
		FromFile: int8(rng.IntN(10) - 1),
		FromRank: int8(rng.IntN(10) - 1),
		Capture:  rng.IntN(2) == 0,
		To:       Square(rng.IntN(66) - 1),
		Castle:   0,
	}
	if rng.IntN(3) == 0 {
		s.FromFile, s.FromRank = -1, -1
	}
	if rng.IntN(5) == 0 {
		s.Promo = Piece(rng.IntN(8))
	}
	if rng.IntN(10) == 0 {
		s.Castle = int8(rng.IntN(5) - 1)
	}
	return s
}

// comparePositions checks that two positions of different backends give
// the same answers to every question, and returns their legal moves.
func comparePositions(t *testing.T, f, l *Position, rng *rand.Rand) ([]Move, []Move) {
	t.Helper()
	fen := l.FEN()
	if f.FEN() != fen {
		t.Fatalf("FEN: fast %q, library %q", f.FEN(), fen)
	}
	if f.Backend() != Fast || l.Backend() != Library {
		t.Fatalf("backends %v, %v", f.Backend(), l.Backend())
	}
	if f.Turn() != l.Turn() || f.InCheck() != l.InCheck() || f.Status() != l.Status() ||
		f.HalfMoveClock() != l.HalfMoveClock() || f.FullMoveNumber() != l.FullMoveNumber() ||
		f.EnPassant() != l.EnPassant() || f.Board() != l.Board() ||
		f.NumLegalMoves() != l.NumLegalMoves() || f.HasLegalMove() != l.HasLegalMove() {
		t.Fatalf("%s: state differs: turn %v/%v check %v/%v status %v/%v clocks %d,%d/%d,%d ep %v/%v moves %d/%d",
			fen, f.Turn(), l.Turn(), f.InCheck(), l.InCheck(), f.Status(), l.Status(),
			f.HalfMoveClock(), f.FullMoveNumber(), l.HalfMoveClock(), l.FullMoveNumber(),
			f.EnPassant(), l.EnPassant(), f.NumLegalMoves(), l.NumLegalMoves())
	}
	for _, c := range []Color{White, Black} {
		for _, ks := range []bool{true, false} {
			if f.CanCastle(c, ks) != l.CanCastle(c, ks) {
				t.Fatalf("%s: CanCastle(%v, %v) differs", fen, c, ks)
			}
		}
	}
	checkNullInto(t, f)
	checkNullInto(t, l)
	fm, lm := f.LegalMoves(), l.LegalMoves()
	if len(fm) != len(lm) {
		t.Fatalf("%s: %d legal moves (fast) vs %d (library)", fen, len(fm), len(lm))
	}
	for i := range fm {
		if sigOf(fm[i]) != sigOf(lm[i]) {
			t.Fatalf("%s: move %d: fast %+v, library %+v", fen, i, sigOf(fm[i]), sigOf(lm[i]))
		}
		san := f.SAN(fm[i])
		if got := l.SAN(lm[i]); got != san {
			t.Fatalf("%s: SAN of %v: fast %q, library %q", fen, fm[i], san, got)
		}
		// Moves of the other backend are accepted too (checked for a
		// quarter of the moves, to keep the test quick).
		if rng.IntN(4) == 0 && (f.SAN(lm[i]) != san || l.SAN(fm[i]) != san || !f.IsLegal(lm[i]) || !l.IsLegal(fm[i])) {
			t.Fatalf("%s: %v not accepted across backends", fen, fm[i])
		}
		specs := specsFor(t, fm[i], san)
		for _, s := range specs {
			checkResolvePlay(t, f, s)
			if rng.IntN(32) == 0 {
				checkResolvePlay(t, l, s)
			}
			if rf, rl := resolveOf(t, f, fen, s), resolveOf(t, l, fen, s); rf != rl {
				t.Fatalf("%s: Resolve(%+v) [%s]:\nfast    %+v\nlibrary %+v", fen, s, s, rf, rl)
			}
		}
		if r := resolveOf(t, f, fen, specs[0]); r.kind != 0 || r.move != sigOf(fm[i]) {
			t.Fatalf("%s: SAN %q resolves to %+v, want %v", fen, san, r, fm[i])
		}
	}
	for range 8 {
		s := randomSpec(rng)
		checkResolvePlay(t, f, s)
		if rng.IntN(8) == 0 {
			checkResolvePlay(t, l, s)
		}
		if rf, rl := resolveOf(t, f, fen, s), resolveOf(t, l, fen, s); rf != rl {
			t.Fatalf("%s: Resolve(%+v):\nfast    %+v\nlibrary %+v", fen, s, rf, rl)
		}
	}
	// Squares pairs that are no legal move are refused by both.
	for range 4 {
		m := Move{from: Square(rng.IntN(64)), to: Square(rng.IntN(64)), promo: Piece(rng.IntN(6))}
		if f.IsLegal(m) != l.IsLegal(m) || f.SAN(m) != l.SAN(m) || (f.Play(m) == nil) != (l.Play(m) == nil) {
			t.Fatalf("%s: constructed move %v judged differently", fen, m)
		}
	}
	return fm, lm
}

// TestBackendsAgree plays random games (fixed seed, with null moves) from
// several positions with both backends side by side and compares them at
// every ply: state, FEN, status, legal moves with their flags and order,
// SAN of every legal move, and Resolve of specs derived from each legal
// move and of random specs (errors, candidates and messages included).
func TestBackendsAgree(t *testing.T) {
	games, maxPlies := 60, 45
	if testing.Short() {
		games, maxPlies = 15, 40
	}
	for k, fen := range diffFENs {
		t.Run(fen, func(t *testing.T) {
			t.Parallel() // no default backend here: both are explicit
			playBoth(t, fen, games, maxPlies, rand.New(rand.NewPCG(2024, uint64(k))))
		})
	}
}

// playBoth plays games random games of at most maxPlies plies from fen
// with both backends, comparing them at every ply.
func playBoth(t *testing.T, fen string, games, maxPlies int, rng *rand.Rand) {
	plies, nulls, cross := 0, 0, 0
	for range games {
		f, err := FromFENWith(fen, Fast)
		if err != nil {
			t.Fatal(err)
		}
		l, err := FromFENWith(fen, Library)
		if err != nil {
			t.Fatal(err)
		}
		for range maxPlies {
			fm, lm := comparePositions(t, f, l, rng)
			if len(fm) == 0 || f.Status() != Ongoing && rng.IntN(4) != 0 {
				break
			}
			if rng.IntN(8) == 0 {
				fn, ferr := f.Null()
				ln, lerr := l.Null()
				if (ferr == nil) != (lerr == nil) {
					t.Fatalf("%s: Null: fast %v, library %v", f.FEN(), ferr, lerr)
				}
				if ferr == nil {
					f, l = fn, ln
					nulls++
					plies++
					continue
				}
				if !errors.Is(ferr, ErrNullInCheck) || !errors.Is(lerr, ErrNullInCheck) {
					t.Fatalf("Null errors: %v, %v", ferr, lerr)
				}
			}
			i := rng.IntN(len(fm))
			if rng.IntN(5) == 0 {
				// Play each backend's move in the other one.
				f, l = f.Play(lm[i]), l.Play(fm[i])
				cross++
			} else {
				f, l = f.Play(fm[i]), l.Play(lm[i])
			}
			if f == nil || l == nil {
				t.Fatalf("Play of legal move %v gave nil", fm[i])
			}
			plies++
		}
	}
	t.Logf("%d games, %d plies (%d null moves, %d moves played across backends)", games, plies, nulls, cross)
}

// TestBackendsFEN checks that both backends accept and reject the same
// FENs with the same errors.
func TestBackendsFEN(t *testing.T) {
	for _, fen := range append(slices.Clone(diffFENs),
		"", "8/8/8/8/8/8/8/8 w - - 0 1", "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1",
		"r3k2r/8/8/8/8/8/8/R4K1R w Q - 0 1", "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "4k3/8/8/8/8/8/8/4K3 w - -") {
		checkBackendsFEN(t, fen)
	}
}

func checkBackendsFEN(t *testing.T, fen string) {
	t.Helper()
	f, ferr := FromFENWith(fen, Fast)
	l, lerr := FromFENWith(fen, Library)
	switch {
	case ferr != nil || lerr != nil:
		if ferr == nil || lerr == nil || ferr.Error() != lerr.Error() {
			t.Fatalf("FromFENWith(%q): fast %v, library %v", fen, ferr, lerr)
		}
		var se *SyntaxError
		if !errors.As(ferr, &se) || f != nil || l != nil {
			t.Fatalf("FromFENWith(%q): %T, want *SyntaxError and no position", fen, ferr)
		}
	default:
		comparePositions(t, f, l, rand.New(rand.NewPCG(1, uint64(len(fen)))))
	}
}

func TestBackendAPI(t *testing.T) {
	tests := []struct {
		in      string
		want    Backend
		wantErr bool
	}{
		{in: "fast", want: Fast},
		{in: "movegen", want: Fast},
		{in: " Library ", want: Library},
		{in: "corentings", want: Library},
		{in: "", wantErr: true},
		{in: "slow", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseBackend(tt.in)
		if (err != nil) != tt.wantErr || (!tt.wantErr && got != tt.want) {
			t.Errorf("ParseBackend(%q) = %v, %v", tt.in, got, err)
		}
	}
	if Fast.String() != "fast" || Library.String() != "library" || Backend(7).String() != "Backend(7)" {
		t.Error("Backend.String")
	}
	if DefaultBackend() != Fast && os.Getenv(EnvBackend) == "" {
		t.Errorf("DefaultBackend() = %v, want fast", DefaultBackend())
	}
	for _, b := range backends {
		p := StartWith(b)
		n, err := p.Null()
		if err != nil {
			t.Fatal(err)
		}
		if p.Backend() != b || n.Backend() != b || n.Play(n.LegalMoves()[0]).Backend() != b {
			t.Errorf("backend %v not kept", b)
		}
	}
	mustPanic := func(name string, f func()) {
		defer func() {
			if recover() == nil {
				t.Errorf("%s did not panic", name)
			}
		}()
		f()
	}
	mustPanic("SetDefaultBackend(7)", func() { SetDefaultBackend(Backend(7)) })
	mustPanic("StartWith(7)", func() { StartWith(Backend(7)) })
	mustPanic("FromFENWith(7)", func() { _, _ = FromFENWith(startFEN, Backend(7)) })
}

// TestEnvBackend runs this test binary again with AWECHEC_CHESS_BACKEND
// set and checks the default backend it reports.
func TestEnvBackend(t *testing.T) {
	if v := os.Getenv("CHESS_TEST_ENV_CHILD"); v != "" {
		if got := DefaultBackend().String(); got != v {
			t.Fatalf("DefaultBackend() = %v, want %v", got, v)
		}
		return
	}
	for _, tt := range []struct{ env, want string }{{"library", "library"}, {"LIBRARY", "library"}, {"fast", "fast"}, {"bogus", "fast"}} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEnvBackend$")
		cmd.Env = append(os.Environ(), EnvBackend+"="+tt.env, "CHESS_TEST_ENV_CHILD="+tt.want)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s=%s: %v\n%s", EnvBackend, tt.env, err, out)
		}
	}
}
