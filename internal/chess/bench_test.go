package chess

import (
	"math/rand/v2"
	"strings"
	"testing"

	lib "github.com/corentings/chess/v2"
)

// benchGames returns n random games of up to maxPlies plies, as SAN
// strings, from a fixed seed.
func benchGames(b *testing.B, n, maxPlies int) ([][]string, int) {
	b.Helper()
	rng := rand.New(rand.NewPCG(42, 7))
	games := make([][]string, n)
	total := 0
	for g := range games {
		p := Start()
		for len(games[g]) < maxPlies && p.Status() == Ongoing {
			moves := p.LegalMoves()
			m := moves[rng.IntN(len(moves))]
			games[g] = append(games[g], p.SAN(m))
			p = p.Play(m)
		}
		total += len(games[g])
	}
	return games, total
}

// BenchmarkReplaySAN replays random games through ParseSAN, Resolve and
// Play: "fast" with Position (movegen), "library" with the tests' oracle
// (corentings/chess), for comparison.
func BenchmarkReplaySAN(b *testing.B) {
	games, plies := benchGames(b, 100, 150)
	b.Run("fast", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, g := range games {
				p := Start()
				for _, s := range g {
					spec, err := ParseSAN(s, nil)
					if err != nil {
						b.Fatal(err)
					}
					m, err := p.Resolve(spec)
					if err != nil {
						b.Fatal(err)
					}
					p = p.Play(m)
				}
			}
		}
		b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
	})
	b.Run("library", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, g := range games {
				p := oracleStart()
				for _, s := range g {
					spec, err := ParseSAN(s, nil)
					if err != nil {
						b.Fatal(err)
					}
					m, err := p.Resolve(spec)
					if err != nil {
						b.Fatal(err)
					}
					p = p.Play(m)
				}
			}
		}
		b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
	})
}

// BenchmarkLibDecode replays the same games through the library's own SAN
// decoder and Position.Update, for comparison.
func BenchmarkLibDecode(b *testing.B) {
	games, plies := benchGames(b, 100, 150)
	b.ResetTimer()
	for b.Loop() {
		for _, g := range games {
			oracleFENMu.Lock()
			p := lib.StartingPosition()
			oracleFENMu.Unlock()
			for _, s := range g {
				m, err := (lib.AlgebraicNotation{}).Decode(p, s)
				if err != nil {
					b.Fatalf("%s: %v", s, err)
				}
				p = p.Update(m)
			}
		}
	}
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkLibMoveGen measures the library's move generation alone (one
// ValidMoves and one Update per ply), the floor of any replay through it.
func BenchmarkLibMoveGen(b *testing.B) {
	games, plies := benchGames(b, 100, 150)
	// Replay once to record the moves as indices.
	idx := make([][]int, len(games))
	for g, game := range games {
		p := oracleStart()
		for _, s := range game {
			spec, _ := ParseSAN(s, nil)
			m, _ := p.Resolve(spec)
			idx[g] = append(idx[g], p.find(m))
			p = p.Play(m)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, g := range idx {
			oracleFENMu.Lock()
			p := lib.StartingPosition()
			oracleFENMu.Unlock()
			for _, i := range g {
				moves := p.ValidMoves()
				p = p.Update(&moves[i])
			}
		}
	}
	b.ReportMetric(float64(plies)*float64(b.N)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkParseSAN measures the parser alone.
func BenchmarkParseSAN(b *testing.B) {
	games, _ := benchGames(b, 10, 150)
	all := strings.Fields(strings.Join(func() []string {
		var s []string
		for _, g := range games {
			s = append(s, strings.Join(g, " "))
		}
		return s
	}(), " "))
	b.ResetTimer()
	for b.Loop() {
		for _, s := range all {
			if _, err := ParseSAN(s, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(all))*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}
