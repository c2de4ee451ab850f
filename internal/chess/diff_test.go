package chess

import (
	"errors"
	"github.com/awechec/awechec/internal/movegen"
	"math/rand/v2"
	"slices"
	"testing"
)

// The differential tests check Position (movegen) against the oracle
// (github.com/corentings/chess/v2, see oracle_test.go), an independent
// implementation of the rules, question by question.

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

// moveSig is everything a Move tells, for comparisons with the oracle.
type moveSig struct {
	uci            string
	piece, promo   movegen.Piece
	capture, ep    bool
	castle         int8
	check, castle2 bool
}

func sigOf(m Move) moveSig {
	return moveSig{m.String(), m.Piece(), m.Promo(), m.IsCapture(), m.IsEnPassant(), m.Castle(), m.GivesCheck(), m.IsCastle()}
}

// resolveSig is the outcome of Resolve: the move, or the error with its
// kind, move, candidates and message. resolveOf computes it for p (a
// Position or an oracle), whose FEN is fen (passed in: the oracle's FEN is
// slow). It has no t.Helper, which would cost a stack walk per call.
type resolveSig struct {
	move  moveSig
	kind  ErrorKind
	cands string
	msg   string
}

// resolver is what resolveOf asks of a position.
type resolver interface {
	Resolve(MoveSpec) (Move, error)
	IsLegal(Move) bool
	FEN() string
}

func resolveOf(t *testing.T, p resolver, fen string, s MoveSpec) resolveSig {
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
	if spec.Promo != movegen.NoPiece {
		noPromo := spec
		noPromo.Promo = movegen.NoPiece
		out = append(out, noPromo)
	}
	wrong := bare
	wrong.Piece = movegen.Piece(1 + (int(m.Piece())+2)%6)
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
		Piece:    movegen.Piece(rng.IntN(8)),
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
		s.Promo = movegen.Piece(rng.IntN(8))
	}
	if rng.IntN(10) == 0 {
		s.Castle = int8(rng.IntN(5) - 1)
	}
	return s
}

// comparePositions checks that the position f and the oracle l of the
// same position give the same answers to every question, and returns
// their legal moves.
func comparePositions(t *testing.T, f *Position, l *oracle, rng *rand.Rand) ([]Move, []Move) {
	t.Helper()
	fen := l.FEN()
	if f.FEN() != fen {
		t.Fatalf("FEN: fast %q, library %q", f.FEN(), fen)
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
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		for _, ks := range []bool{true, false} {
			if f.CanCastle(c, ks) != l.CanCastle(c, ks) {
				t.Fatalf("%s: CanCastle(%v, %v) differs", fen, c, ks)
			}
		}
	}
	checkNullInto(t, f)
	checkNullOracle(t, f, l)
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
		// The oracle's moves are accepted by Position and the other way
		// round (checked for a quarter of the moves, to keep the test
		// quick).
		if rng.IntN(4) == 0 && (f.SAN(lm[i]) != san || l.SAN(fm[i]) != san || !f.IsLegal(lm[i]) || !l.IsLegal(fm[i])) {
			t.Fatalf("%s: %v not accepted across Position and oracle", fen, fm[i])
		}
		specs := specsFor(t, fm[i], san)
		for _, s := range specs {
			checkResolvePlay(t, f, s)
			if rng.IntN(32) == 0 {
				checkResolvePlayOracle(t, f, l, s)
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
			checkResolvePlayOracle(t, f, l, s)
		}
		if rf, rl := resolveOf(t, f, fen, s), resolveOf(t, l, fen, s); rf != rl {
			t.Fatalf("%s: Resolve(%+v):\nfast    %+v\nlibrary %+v", fen, s, rf, rl)
		}
	}
	// Square pairs that are no legal move are refused by both.
	for range 4 {
		m := Move{from: Square(rng.IntN(64)), to: Square(rng.IntN(64)), promo: movegen.Piece(rng.IntN(6))}
		if f.IsLegal(m) != l.IsLegal(m) || f.SAN(m) != l.SAN(m) || (f.Play(m) == nil) != (l.Play(m) == nil) {
			t.Fatalf("%s: constructed move %v judged differently", fen, m)
		}
	}
	return fm, lm
}

// checkNullOracle checks that Null gives the same answer in f and in its
// oracle l.
func checkNullOracle(t *testing.T, f *Position, l *oracle) {
	fn, ferr := f.Null()
	ln, lerr := l.Null()
	if (ferr == nil) != (lerr == nil) || ferr != nil && (!errors.Is(ferr, ErrNullInCheck) || !errors.Is(lerr, ErrNullInCheck)) ||
		ferr == nil && fn.FEN() != ln.FEN() {
		t.Fatalf("%s: Null: %v %v, oracle %v %v", f.FEN(), fn, ferr, ln, lerr)
	}
}

// checkResolvePlayOracle checks that ResolvePlay(s) in f gives what the
// oracle's Resolve then Play give: the same move or error, the same
// position after the move (FEN, check, status).
func checkResolvePlayOracle(t *testing.T, f *Position, l *oracle, s MoveSpec) {
	var next Position
	got, gerr := f.ResolvePlay(s, &next)
	want, werr := l.Resolve(s)
	if (werr == nil) != (gerr == nil) || sigOf(got) != sigOf(want) ||
		werr != nil && werr.Error() != gerr.Error() {
		t.Fatalf("%s: ResolvePlay(%+v) = %v, %v; oracle Resolve = %v, %v", f.FEN(), s, got, gerr, want, werr)
	}
	played := want
	if werr != nil {
		var me *MoveError
		if !errors.As(werr, &me) || me.Kind != CaptureClaim {
			return
		}
		played = me.Move
	}
	n := l.Play(played)
	if n == nil || n.FEN() != next.FEN() || n.InCheck() != next.InCheck() || n.Status() != next.Status() {
		t.Fatalf("%s: after %v: %s check %v status %v; oracle %v", f.FEN(), played, next.FEN(), next.InCheck(), next.Status(), n)
	}
}

// TestAgainstOracle plays random games (fixed seed, with null moves) from
// several positions in Position and in the oracle side by side and
// compares them at every ply: state, FEN, status, legal moves with their
// flags and order, SAN of every legal move, and Resolve of specs derived
// from each legal move and of random specs (errors, candidates and
// messages included).
func TestAgainstOracle(t *testing.T) {
	games, maxPlies := 60, 45
	if testing.Short() {
		games, maxPlies = 15, 40
	}
	for k, fen := range diffFENs {
		t.Run(fen, func(t *testing.T) {
			t.Parallel()
			playBoth(t, fen, games, maxPlies, rand.New(rand.NewPCG(2024, uint64(k))))
		})
	}
}

// playBoth plays games random games of at most maxPlies plies from fen
// in Position and in the oracle, comparing them at every ply.
func playBoth(t *testing.T, fen string, games, maxPlies int, rng *rand.Rand) {
	plies, nulls, cross := 0, 0, 0
	for range games {
		f, err := FromFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		l, err := oracleFromFEN(fen)
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
				// Play each side's move in the other one.
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
	t.Logf("%d games, %d plies (%d null moves, %d moves played across Position and oracle)", games, plies, nulls, cross)
}

// TestOracleFEN checks that Position and the oracle accept and reject the
// same FENs, with the same errors, and agree on the positions read.
func TestOracleFEN(t *testing.T) {
	for _, fen := range append(slices.Clone(diffFENs),
		"", "8/8/8/8/8/8/8/8 w - - 0 1", "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1",
		"r3k2r/8/8/8/8/8/8/R4K1R w Q - 0 1", "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "4k3/8/8/8/8/8/8/4K3 w - -") {
		checkOracleFEN(t, fen)
	}
}

func checkOracleFEN(t *testing.T, fen string) {
	t.Helper()
	f, ferr := FromFEN(fen)
	l, lerr := oracleFromFEN(fen)
	switch {
	case ferr != nil || lerr != nil:
		if ferr == nil || lerr == nil || ferr.Error() != lerr.Error() {
			t.Fatalf("FromFEN(%q): %v, oracle %v", fen, ferr, lerr)
		}
		var se *SyntaxError
		if !errors.As(ferr, &se) || f != nil || l != nil {
			t.Fatalf("FromFEN(%q): %T, want *SyntaxError and no position", fen, ferr)
		}
	default:
		comparePositions(t, f, l, rand.New(rand.NewPCG(1, uint64(len(fen)))))
	}
}
