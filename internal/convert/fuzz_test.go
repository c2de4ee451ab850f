package convert

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// readAllGames drains a reader of games; it returns an error when the
// reader does not end in a bounded number of steps or reports a diagnostic
// without a place.
func readAllGames(next func() (*notation.Game, error)) ([]*notation.Game, error) {
	var games []*notation.Game
	for i := 0; i < 100000; i++ {
		g, err := next()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return games, nil
			}
			return games, nil // an I/O error ends the read, as it may
		}
		for _, d := range g.Diags {
			if d.Line < 1 || d.Col < 1 {
				return nil, fmt.Errorf("diagnostic without a place: %+v", d)
			}
		}
		games = append(games, g)
	}
	return nil, errors.New("the reader does not end")
}

// within runs read on its own goroutine and fails t when it hangs or
// reports an error.
func within(t *testing.T, what string, read func() error) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- read() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the %s reader hangs", what)
	}
}

func addSeeds(f *testing.F, pattern string) {
	files, _ := filepath.Glob(pattern)
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
}

// FuzzPGNReader: any bytes read as PGN give games or an error, never a
// panic or a hang, and the games can be validated and written back.
func FuzzPGNReader(f *testing.F) {
	addSeeds(f, "testdata/export/*.pgn")
	f.Add([]byte("[Event \"x\"]\n\n1. e4 {[%power 1 W]} -- {[%awele Awele%20W3]} 1-0\n"))
	f.Add([]byte("1. e4 e5 2. Nf3 (2. f4 exf4) Nc6 $1 *"))
	f.Add([]byte("[AGNLetters \"fr?\"]\n\n{[%awele Awele%20 1. F a %7Bc%7D\n2. B\tb]} {\n[%power\n1 W ] } 1. e4 {[%awele ;%20%7D%0A]} ({[%awele $300]} 1. d4) *"))
	f.Add([]byte("[AGNLanguage \"de\"]\n\n{[%awele Awele W3 B2 ... Chess]} {[%power 1 W]} 1. Nf3 {[%power 2 W]} -- *"))
	// Merged commands, as SCID writes them, with text around them.
	f.Add([]byte("[Language \"en\"]\n\n{[%clk 0:01:00] a [%awele Awele W3 B2 ... Chess]\n[%power 1 W] b [%eval 0.3]} 1. e4 {[%power 2 W] [%power 3]} -- *"))
	f.Fuzz(func(t *testing.T, src []byte) {
		within(t, "PGN", func() error {
			r := NewPGNReader(bytes.NewReader(src), "f.pgn")
			games, err := readAllGames(r.Next)
			for _, g := range games {
				// Every element at its place in the file.
				for _, els := range [][]notation.Element{g.Body, g.Trailing} {
					if err := checkPlaces(src, els); err != nil {
						return err
					}
				}
				validate.Game(g, validate.Options{})
				_ = WritePGN(io.Discard, g, PGNOptions{})
			}
			return err
		})
	})
}

// FuzzOGNReader: the same for Oware Game Notation.
func FuzzOGNReader(f *testing.F) {
	addSeeds(f, "testdata/export/*.ogn")
	f.Add([]byte("[Variant \"Oware\"]\n[FEN \"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\"]\n\n1. D c 2. E+3 a 25-23\n"))
	f.Add([]byte("[Captures \"W3 B2 BB ...\"]\n[Comment \"a } b\"]\n[AweleKeyword \"Awélé\"]\n\n1. B { x } b junk (var\n[Event \"2\"]\n1. A+1000000 0-0\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		within(t, "OGN", func() error {
			r, err := NewOGNReader(bytes.NewReader(src), "f.ogn")
			if err != nil {
				return nil
			}
			games, err := readAllGames(r.Next)
			for _, g := range games {
				if err := checkPlaces(src, g.Body); err != nil {
					return err
				}
				validate.Game(g, validate.Options{})
			}
			return err
		})
	})
}
