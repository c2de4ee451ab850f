package awechec_test

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/awechec/awechec"
)

// List the legal moves of a position, in English and French SAN and in
// UCI (python-chess: board.legal_moves, board.san(move), move.uci()).
func ExamplePosition_Legal() {
	p, _ := awechec.NewPosition("4k3/1P6/8/8/8/8/8/4K1N1 w - - 0 1")
	for _, m := range p.Legal() {
		if m.Promotion != awechec.NoPiece || m.From == "g1" {
			fmt.Println(m.UCI(), m.SAN(awechec.EN), m.SAN(awechec.FR))
		}
	}
	// Output:
	// g1e2 Ne2 Ce2
	// g1f3 Nf3 Cf3
	// g1h3 Nh3 Ch3
	// b7b8q b8=Q+ b8=D+
	// b7b8r b8=R+ b8=T+
	// b7b8b b8=B b8=F
	// b7b8n b8=N b8=C
}

// Play moves given in SAN; a move that cannot be played is an error to
// match with errors.Is (python-chess: board.push_san, IllegalMoveError,
// AmbiguousMoveError).
func ExamplePosition_Play() {
	p := awechec.StartPosition()
	for _, san := range []string{"e4", "e5", "Nf3"} {
		p, _ = p.Play(san)
	}
	fmt.Println(p.FEN())
	_, err := p.Play("Ke3")
	fmt.Println(errors.Is(err, awechec.ErrIllegalMove))
	var me *awechec.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Message(awechec.French))
	}
	// Output:
	// rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
	// true
	// Ke3 n’est pas un coup légal dans rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
}

// A SAN in French letters, and an ambiguous one with its candidates.
func ExamplePosition_ParseSANIn() {
	p, _ := awechec.NewPosition("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
	m, _ := p.ParseSANIn("Cbd2", awechec.FR)
	fmt.Println(m.From, m.To, m.SAN(awechec.EN))
	_, err := p.ParseSANIn("Cd2", awechec.FR)
	var me *awechec.MoveError
	if errors.Is(err, awechec.ErrAmbiguousMove) && errors.As(err, &me) {
		fmt.Println(me.Candidates)
	}
	// Output:
	// b1 d2 Nbd2
	// [b1d2 f1d2]
}

// The null move of Awechec: the side to move passes, unless in check.
func ExamplePosition_PlayNull() {
	p, _ := awechec.StartPosition().PlayNull()
	fmt.Println(p.Turn(), p.FEN())
	check, _ := awechec.NewPosition("4r2k/8/8/8/8/8/8/R3K3 w - - 0 1")
	_, err := check.PlayNull()
	fmt.Println(errors.Is(err, awechec.ErrIllegalMove))
	// Output:
	// Black rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1
	// true
}

// A FEN the toolkit refuses is a *FENError (python-chess: ValueError from
// chess.Board(fen)).
func ExampleFENError() {
	_, err := awechec.NewPosition("8/8/8/8/8/8/8/8 w - - 0 1")
	var fe *awechec.FENError
	if errors.As(err, &fe) {
		fmt.Println(fe.Reason)
		fmt.Println(fe.Message(awechec.French))
	}
	// Output:
	// each side needs exactly one king
	// « 8/8/8/8/8/8/8/8 w - - 0 1 » illisible : chaque camp doit avoir un roi et un seul
}

// A Diagnostic is a plain value: a program may move it (here into
// another file's numbering) and print it.
func ExampleDiagnostic() {
	const file = `[Event "Cassée"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e5 (2=B) 0 *
`
	g, _ := awechec.NewReader(strings.NewReader(file), "partie.agn", awechec.Auto).Next()
	d := g.Check().Diagnostics[0]
	fmt.Println(d)
	d.File, d.Line = "recueil.agn", d.Line+120
	fmt.Println(d)
	// Output:
	// partie.agn:5:18: error[illegal-move]: e5 is not a legal move for White: did you mean e4?
	// recueil.agn:125:18: error[illegal-move]: e5 is not a legal move for White: did you mean e4?
}

// One Game checked from several goroutines: the replay is computed once.
func ExampleGame_Check() {
	const file = `[Event "Bonne"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 *
`
	g, _ := awechec.NewReader(strings.NewReader(file), "partie.agn", awechec.Auto).Next()
	var wg sync.WaitGroup
	valid := make([]bool, 4)
	for i := range valid {
		wg.Add(1)
		go func() {
			defer wg.Done()
			valid[i] = g.Check().Valid
		}()
	}
	wg.Wait()
	fmt.Println(valid)
	// Output:
	// [true true true true]
}

// The format of a file, from its name.
func ExampleFormatOf() {
	f, ok := awechec.FormatOf("partie.PGN")
	fmt.Println(f, ok, f == awechec.PGN)
	// Output:
	// pgn true true
}
