package generate

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/movegen"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/validate"
)

// allOptions lists every combination of the generator's options.
func allOptions(seed uint64) []Options {
	var out []Options
	for _, v := range []notation.Variant{notation.Awechec, notation.Synchronous, notation.Awele} {
		for _, l := range []notation.Language{notation.French, notation.English} {
			for _, h := range []bool{false, true} {
				out = append(out, Options{Seed: seed, Lang: l, Handicap: h, Variant: v})
			}
		}
	}
	return out
}

func name(o Options) string {
	return fmt.Sprintf("%s/%s/handicap=%v/seed=%d", strings.ReplaceAll(o.Variant.String(), " ", "-"), o.Lang, o.Handicap, o.Seed)
}

// Property: every generated game, under every option, reads back and
// validates without a single diagnostic (warnings included).
func TestPropertyGamesValidate(t *testing.T) {
	seeds, perOpt := []uint64{0, 1, 2, 12345}, 12
	if testing.Short() {
		seeds, perOpt = []uint64{1}, 4
	}
	for _, seed := range seeds {
		for _, o := range allOptions(seed) {
			t.Run(name(o), func(t *testing.T) {
				t.Parallel()
				var buf bytes.Buffer
				if err := Write(&buf, o, perOpt, 1); err != nil {
					t.Fatal(err)
				}
				games, err := grammar.ReadAll(bytes.NewReader(buf.Bytes()), "gen.agn")
				if err != nil {
					t.Fatal(err)
				}
				if len(games) != perOpt {
					t.Fatalf("%d games read back, want %d", len(games), perOpt)
				}
				for _, g := range games {
					r := validate.Game(g, validate.Options{File: "gen.agn", Strict: true})
					if !r.Valid || len(r.Diags) != 0 {
						var msgs []string
						for _, d := range r.Diags {
							msgs = append(msgs, d.String())
						}
						t.Fatalf("game %d not clean:\n%s\n%s", g.Index, strings.Join(msgs, "\n"), g.Source)
					}
					if want := o.Variant; r.Variant != want {
						t.Errorf("game %d replayed as %s, want %s", g.Index, r.Variant, want)
					}
				}
			})
		}
	}
}

// Property: the same seed and options give the same bytes, whatever the
// number of workers; another seed gives other games.
func TestPropertyDeterministic(t *testing.T) {
	for _, o := range allOptions(42) {
		t.Run(name(o), func(t *testing.T) {
			var a, b, c bytes.Buffer
			if err := Write(&a, o, 6, 1); err != nil {
				t.Fatal(err)
			}
			if err := Write(&b, o, 6, 4); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatal("same seed, different bytes")
			}
			o.Seed++
			if err := Write(&c, o, 6, 2); err != nil {
				t.Fatal(err)
			}
			if bytes.Equal(a.Bytes(), c.Bytes()) {
				t.Fatal("another seed, same bytes")
			}
		})
	}
}

// Property: a prefix of the stream is the stream of fewer games.
func TestPropertyPrefix(t *testing.T) {
	o := Options{Seed: 9, Lang: notation.English}
	var a, b bytes.Buffer
	if err := Write(&a, o, 3, 0); err != nil {
		t.Fatal(err)
	}
	if err := Write(&b, o, 5, 0); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b.Bytes(), a.Bytes()) {
		t.Fatal("3 games are not a prefix of 5 games")
	}
}

// Property: the SAN the generator writes (movegen's SANSpec in the
// record's letters) is, in English, the text of movegen's SAN writer,
// along random games.
func TestPropertySANMatchesMovegen(t *testing.T) {
	en, _ := notation.Table(notation.English)
	for seed := uint64(0); seed < 30; seed++ {
		g := &gen{rng: newRand(seed, 1), letters: en}
		pos := movegen.Start()
		for ply := 0; ply < 300; ply++ {
			moves := legalMoves(&pos, g.moves[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[g.pick(&pos, moves)]
			spec, ok := pos.SANSpec(m)
			if !ok {
				t.Fatalf("seed %d ply %d: legal move %v has no SAN", seed, ply, m)
			}
			if got, want := notation.SpecSAN(spec, &en).String(), pos.SAN(m); got != want {
				t.Fatalf("seed %d ply %d in %s: written %q, movegen %q", seed, ply, pos.FEN(), got, want)
			}
			pos.Play(m)
		}
	}
}

func TestParseVariant(t *testing.T) {
	tests := []struct {
		in   string
		want notation.Variant
		err  bool
	}{
		{"", notation.Awechec, false},
		{"awechec", notation.Awechec, false},
		{"synchronous", notation.Synchronous, false},
		{"sync", notation.Synchronous, false},
		{"awele", notation.Awele, false},
		{"Awélé", notation.Awele, false},
		{"AWECHEC", notation.Awechec, false},
		{"Sync", notation.Synchronous, false},
		{"Awechec Synchronous", notation.Synchronous, false},
		{"AWELE", notation.Awele, false},
		{"chess", notation.Awechec, true},
	}
	for _, tt := range tests {
		got, err := ParseVariant(tt.in)
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("ParseVariant(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

// stop, which ends a game that reached forty Awélé games, always gives it
// a result (windUp alone may choose to play on).
func TestStopEndsTheGame(t *testing.T) {
	for i := 1; i <= 200; i++ {
		g := &gen{rng: newRand(7, i), e: engine.New(engine.Options{})}
		g.stop()
		if g.result == "" {
			t.Fatalf("game %d: no result after stop", i)
		}
	}
}

func TestWriteRefusesLanguage(t *testing.T) {
	if err := Write(io.Discard, Options{Lang: notation.German}, 1, 1); err == nil {
		t.Fatal("German accepted")
	}
}

func BenchmarkGame(b *testing.B) {
	plies := 0
	i := 0
	for b.Loop() {
		i++
		g := Game(Options{Seed: 1}, i)
		for _, e := range g.Body {
			if e.Kind == notation.ChessMove || e.Kind == notation.NullMove {
				plies++
			}
		}
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
}
