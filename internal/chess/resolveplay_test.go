package chess

import (
	"errors"
	"testing"
)

// checkResolvePlay checks that ResolvePlay(s) gives what Resolve(s) then
// Play give: the same move or error, and a next position with the same
// FEN, check, status and legal-move answer. (No t.Helper: it runs for
// every spec of every ply of the differential test, where Helper's stack
// walk was a sixth of the time.)
func checkResolvePlay(t *testing.T, p *Position, s MoveSpec) {
	want, werr := p.Resolve(s)
	var next Position
	next.status = 9 // garbage that ResolvePlay must overwrite
	got, gerr := p.ResolvePlay(s, &next)
	if (werr == nil) != (gerr == nil) || sigOf(got) != sigOf(want) {
		t.Fatalf("%s: ResolvePlay(%+v) = %v, %v; Resolve = %v, %v", p.FEN(), s, got, gerr, want, werr)
	}
	played := want
	if werr != nil {
		var wm, gm *MoveError
		if !errors.As(werr, &wm) || !errors.As(gerr, &gm) || wm.Error() != gm.Error() || wm.Kind != gm.Kind ||
			sigOf(wm.Move) != sigOf(gm.Move) || len(wm.Candidates) != len(gm.Candidates) || wm.Position != gm.Position {
			t.Fatalf("%s: ResolvePlay(%+v) error %v, Resolve error %v", p.FEN(), s, gerr, werr)
		}
		if wm.Kind != CaptureClaim {
			return
		}
		played = wm.Move
	}
	samePosition(t, p.Play(played), &next)
}

// checkNullInto checks that NullInto agrees with Null.
func checkNullInto(t *testing.T, p *Position) {
	t.Helper()
	if p.InCheck() {
		var nn Position
		if err := p.NullInto(&nn); !errors.Is(err, ErrNullInCheck) {
			t.Fatalf("%s: NullInto in check: %v", p.FEN(), err)
		}
		return
	}
	n, err := p.Null()
	if err != nil {
		t.Fatal(err)
	}
	var nn Position
	if err := p.NullInto(&nn); err != nil {
		t.Fatal(err)
	}
	samePosition(t, n, &nn)
}

func samePosition(t *testing.T, want, got *Position) {
	if want.FEN() != got.FEN() || want.InCheck() != got.InCheck() || want.Status() != got.Status() ||
		want.HasLegalMove() != got.HasLegalMove() || want.NumLegalMoves() != got.NumLegalMoves() {
		t.Fatalf("position after the move: %s check %v status %v, want %s check %v status %v",
			got.FEN(), got.InCheck(), got.Status(), want.FEN(), want.InCheck(), want.Status())
	}
}

func TestResolvePlayNullInCheck(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1")
	var n Position
	if err := p.NullInto(&n); !errors.Is(err, ErrNullInCheck) {
		t.Fatalf("NullInto in check: %v", err)
	}
}
