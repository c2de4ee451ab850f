package movegen

import (
	"math/rand/v2"
	"sync"
	"testing"

	lib "github.com/corentings/chess/v2"
)

// randomGames returns n random games from the initial position as English
// SAN strings (with check signs), each of at most maxPlies plies, made
// from a fixed seed.
func randomGames(n, maxPlies int) [][]string {
	rng := rand.New(rand.NewPCG(7, 11))
	games := make([][]string, 0, n)
	for len(games) < n {
		p := Start()
		var g []string
		for len(g) < maxPlies {
			var buf [256]Move
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 || p.InsufficientMaterial() {
				break
			}
			m := moves[rng.IntN(len(moves))]
			g = append(g, p.SAN(m))
			p.Play(m)
		}
		games = append(games, g)
	}
	return games
}

var (
	benchOnce  sync.Once
	benchGames [][]string
)

func loadBenchGames() {
	benchOnce.Do(func() { benchGames = randomGames(200, 150) })
}

func countPlies(games [][]string) int {
	n := 0
	for _, g := range games {
		n += len(g)
	}
	return n
}

// BenchmarkReplaySAN replays 200 random games from SAN strings:
// ParseSAN + Resolve + Play. One op is the whole set of games.
func BenchmarkReplaySAN(b *testing.B) {
	loadBenchGames()
	plies := countPlies(benchGames)
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range benchGames {
			p := Start()
			for _, s := range g {
				spec, err := ParseSAN(s)
				if err != nil {
					b.Fatal(err)
				}
				m, err := p.Resolve(spec)
				if err != nil {
					b.Fatal(err)
				}
				p.Play(m)
			}
		}
	}
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkReplaySANCorentings replays the same games through
// corentings/chess v2 (AlgebraicNotation.Decode + Position.Update), for
// the speed ratio.
func BenchmarkReplaySANCorentings(b *testing.B) {
	loadBenchGames()
	plies := countPlies(benchGames)
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range benchGames {
			pos := lib.StartingPosition()
			for _, s := range g {
				m, err := lib.AlgebraicNotation{}.Decode(pos, s)
				if err != nil {
					b.Fatal(err)
				}
				pos = pos.Update(m)
			}
		}
	}
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkPerft runs perft 4 of the initial position and perft 3 of
// Kiwipete (leaves counted in bulk at the last ply).
func BenchmarkPerft(b *testing.B) {
	start := Start()
	kiwi, err := FromFEN(perftCases[1].fen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		nodes += start.Perft(4) + kiwi.Perft(3)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkLegalMoves generates the moves of the Kiwipete position.
func BenchmarkLegalMoves(b *testing.B) {
	p, err := FromFEN(perftCases[1].fen)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var buf [256]Move
	for b.Loop() {
		_ = p.LegalMoves(buf[:0])
	}
}

// BenchmarkSAN writes the SAN of every move of the Kiwipete position.
func BenchmarkSAN(b *testing.B) {
	p, err := FromFEN(perftCases[1].fen)
	if err != nil {
		b.Fatal(err)
	}
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	var out [16]byte
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			_ = p.AppendSAN(out[:0], m)
		}
	}
}
