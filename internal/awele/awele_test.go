package awele

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
)

func mustRules(t testing.TB, spec string) Rules {
	t.Helper()
	r, err := ParseRules(spec)
	if err != nil {
		t.Fatalf("ParseRules(%q): %v", spec, err)
	}
	return r
}

func mustSetUp(t testing.TB, s string) Position {
	t.Helper()
	p, err := ParseSetUp(s)
	if err != nil {
		t.Fatalf("ParseSetUp(%q): %v", s, err)
	}
	return p
}

func hole(t testing.TB, letter byte, c Case) int {
	t.Helper()
	h, _, ok := ParseHole(letter, c)
	if !ok {
		t.Fatalf("bad hole letter %q", letter)
	}
	return h
}

func TestParsePosition(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		wantErr bool
	}{
		{"start", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", false},
		{"north to move", "0-0-0-0-0-0-0-0-0-0-0-1-23-24-N", false},
		{"too few fields", "4-4-4-4-4-4-4-4-4-4-4-0-0-S", true},
		{"too many fields", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-0-S", true},
		{"negative hole", "-4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", true},
		{"not a number", "x-4-4-4-4-4-4-4-4-4-4-4-0-0-S", true},
		{"plus sign", "+4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", true},
		{"bad side", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-W", true},
		{"total 47", "4-4-4-4-4-4-4-4-4-4-4-3-0-0-S", true},
		{"total 49", "4-4-4-4-4-4-4-4-4-4-4-5-0-0-S", true},
		{"huge hole", "400-4-4-4-4-4-4-4-4-4-4-4-0-0-S", true},
		{"empty", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePosition(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if err != nil {
				if !errors.Is(err, ErrBadPosition) {
					t.Errorf("error %v does not wrap ErrBadPosition", err)
				}
				return
			}
			if got := p.String(); got != tt.in {
				t.Errorf("round trip: got %q", got)
			}
		})
	}
	if Start().String() != "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S" {
		t.Errorf("Start() = %v", Start())
	}
	if _, err := ParseSetUp("1-1-1-1-1-1-2-8-0-0-0-0-0-0-N"); err != nil {
		t.Errorf("ParseSetUp of a 14-seed study: %v", err)
	}
	if _, err := ParseSetUp("40-4-4-4-4-4-4-4-4-4-4-4-0-0-S"); err == nil {
		t.Errorf("ParseSetUp accepted 84 seeds")
	}
}

func TestHoleLetters(t *testing.T) {
	tests := []struct {
		name   string
		letter byte
		c      Case
		hole   int
		side   Side
		ok     bool
	}{
		{"south A south-upper", 'A', SouthUpper, 0, South, true},
		{"south F south-upper", 'F', SouthUpper, 5, South, true},
		{"north a south-upper", 'a', SouthUpper, 6, North, true},
		{"north f south-upper", 'f', SouthUpper, 11, North, true},
		{"north A north-upper", 'A', NorthUpper, 6, North, true},
		{"south d north-upper", 'd', NorthUpper, 3, South, true},
		{"not a hole", 'g', SouthUpper, 0, South, false},
		{"digit", '1', NorthUpper, 0, South, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, s, ok := ParseHole(tt.letter, tt.c)
			if ok != tt.ok || (ok && (h != tt.hole || s != tt.side)) {
				t.Fatalf("ParseHole = %d %v %v, want %d %v %v", h, s, ok, tt.hole, tt.side, tt.ok)
			}
			if ok && HoleLetter(h, tt.c) != tt.letter {
				t.Errorf("HoleLetter(%d) = %q", h, HoleLetter(h, tt.c))
			}
		})
	}
	if HoleLetter(12, SouthUpper) != '?' || HoleLetter(-1, NorthUpper) != '?' {
		t.Errorf("HoleLetter out of range is not '?'")
	}
	for _, s := range []string{"south-upper", "north-upper"} {
		c, err := ParseCase(s)
		if err != nil || c.String() != s {
			t.Errorf("ParseCase(%q) = %v, %v", s, c, err)
		}
	}
	if _, err := ParseCase("upper"); err == nil {
		t.Errorf("ParseCase accepted %q", "upper")
	}
	if South.Other() != North || North.String() != "N" || South.String() != "S" {
		t.Errorf("Side methods")
	}
}

func TestParseRules(t *testing.T) {
	tests := []struct {
		name    string
		spec    string
		canon   string
		errHas  string
		checkFn func(r Rules) bool
	}{
		{"awechec", "awechec", "awechec", "", func(r Rules) bool {
			return r.GrandSlam == GrandSlamForbidden && r.Feeding == FeedWhenEmpty && r.Majority == 0 && r.AgreedRest == RestRemoved
		}},
		{"abapa", "abapa", "abapa", "", func(r Rules) bool { return r.Majority == 25 && r.GrandSlam == GrandSlamNoCapture }},
		{"override", "abapa,grand-slam=forbidden", "abapa,grand-slam=forbidden", "", func(r Rules) bool { return r.GrandSlam == GrandSlamForbidden }},
		{"spaces", " awechec , feeding = none ", "awechec,feeding=none", "", func(r Rules) bool { return r.Feeding == FeedNone }},
		{"override back to preset value", "abapa,majority=25", "abapa", "", nil},
		{"numbers", "cote-divoire,max-capture-holes=0,few-seeds=7", "cote-divoire,max-capture-holes=0,few-seeds=7", "", func(r Rules) bool { return r.MaxCaptureHoles == 0 && r.FewSeeds == 7 }},
		{"case", "awechec,case=north-upper", "awechec,case=north-upper", "", func(r Rules) bool { return r.Case == NorthUpper }},
		{"unknown preset", "oware", "", "valid: awechec, abapa, awele-001, cote-divoire, mbekh", nil},
		{"empty", "", "", "unknown preset", nil},
		{"unknown parameter", "abapa,speed=fast", "", "valid: grand-slam, feeding", nil},
		{"bad value", "abapa,grand-slam=maybe", "", "valid: forbidden, no-capture, allowed, strict", nil},
		{"bad number", "abapa,majority=99", "", "0..48", nil},
		{"not name=value", "abapa,grand-slam", "", "not name=value", nil},
		{"twice", "abapa,feeding=none,feeding=leave-one", "", "set twice", nil},
		// Names and values are read in any case: tag values are written by
		// hand (`[AweleRules "Abapa"]`); the canonical spec is lower-case.
		{"preset in any case", "Abapa", "abapa", "", func(r Rules) bool { return r.Majority == 25 }},
		{"everything in any case", " COTE-DIVOIRE , Grand-Slam = No-Capture,CASE=North-Upper ", "cote-divoire,grand-slam=no-capture,case=north-upper", "",
			func(r Rules) bool { return r.GrandSlam == GrandSlamNoCapture && r.Case == NorthUpper }},
		{"twice in two cases", "abapa,feeding=none,Feeding=leave-one", "", "set twice", nil},
		{"unknown preset keeps its spelling", "Oware", "", `unknown preset "Oware"`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ParseRules(tt.spec)
			if tt.errHas != "" {
				if err == nil || !strings.Contains(err.Error(), tt.errHas) || !errors.Is(err, ErrBadRules) {
					t.Fatalf("err = %v, want one containing %q", err, tt.errHas)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := r.String(); got != tt.canon {
				t.Errorf("String() = %q, want %q", got, tt.canon)
			}
			back, err := ParseRules(r.String())
			if err != nil || !back.Same(r) {
				t.Errorf("String() does not read back: %v", err)
			}
			if tt.checkFn != nil && !tt.checkFn(r) {
				t.Errorf("parameters wrong: %+v", r)
			}
		})
	}
}

func TestPresets(t *testing.T) {
	ps := Presets()
	want := []string{"awechec", "abapa", "awele-001", "cote-divoire", "mbekh"}
	if len(ps) != len(want) {
		t.Fatalf("%d presets", len(ps))
	}
	for i, p := range ps {
		t.Run(want[i], func(t *testing.T) {
			if p.Name != want[i] || p.Description == "" || !strings.Contains(p.Source, "seed") {
				t.Errorf("preset %d = %q %q %q", i, p.Name, p.Description, p.Source)
			}
			q, ok := Preset(p.Name)
			if !ok || !q.Same(p) {
				t.Errorf("Preset(%q) differs", p.Name)
			}
			params := p.Params()
			if len(params) != 8 {
				t.Errorf("%d params", len(params))
			}
			for _, pa := range params {
				if pa.Value == "" || pa.Meaning == "" || len(pa.Values) == 0 {
					t.Errorf("param %+v incomplete", pa)
				}
			}
		})
	}
	ps[0].Name = "changed"
	if Presets()[0].Name != "awechec" {
		t.Errorf("Presets returns shared storage")
	}
	if _, ok := Preset("nope"); ok {
		t.Errorf("Preset(nope) found")
	}
}

// TestSeed001Examples replays the examples of seed 001, whose notation is
// north-upper (South's holes a..f). Boards are reconstructed from the words.
func TestSeed001Examples(t *testing.T) {
	r := mustRules(t, "awele-001")
	tests := []struct {
		name     string
		pos      string
		move     byte // seed 001 letter
		want     string
		captured int
		err      error
	}{
		// Ex. 1: "Sud joue d": 4 seeds to e, f, A, B, which now hold 5.
		{"ex1 sowing", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'd', "4-4-4-0-5-5-5-5-4-4-4-4-0-0-N", 0, nil},
		// Ex. 2: e holds 15 seeds, the sowing goes round and skips e.
		{"ex2 lap skips origin", "1-1-1-1-15-1-4-4-4-4-4-4-2-2-S", 'e', "2-2-2-2-0-3-6-6-6-5-5-5-2-2-N", 0, nil},
		// Ex. 3: d holds 5, the last seed falls in C which held 2: 3 taken.
		{"ex3 capture", "4-4-4-5-4-4-4-4-2-4-4-4-1-0-S", 'd', "4-4-4-0-5-5-5-5-0-4-4-4-4-0-N", 3, nil},
		// Ex. 4: d takes D (2) and C (3), 5 in all; B holds 1 and stops it.
		{"ex4 multiple capture", "4-4-4-6-4-4-3-0-2-1-5-6-3-2-S", 'd', "4-4-4-0-5-5-4-1-0-0-5-6-8-2-N", 5, nil},
		// Ex. 5: f's first lap gives each North hole a seed, the second
		// lap takes 10.
		{"ex5 granary", "2-2-2-2-2-16-0-0-0-0-0-0-12-10-S", 'f', "3-3-3-3-3-0-0-0-0-0-0-1-22-10-N", 10, nil},
		// Ex. 6: d would take every North seed: forbidden; f is played.
		{"ex6 d forbidden", "0-0-0-4-0-1-1-1-0-0-0-0-20-21-S", 'd', "", 0, ErrGrandSlam},
		{"ex6 f played", "0-0-0-4-0-1-1-1-0-0-0-0-20-21-S", 'f', "0-0-0-4-0-0-0-1-0-0-0-0-22-21-N", 2, nil},
		// Ex. 7: the only move f would take all: forbidden, game over.
		{"ex7 only move forbidden", "0-0-0-0-0-1-1-0-0-0-0-0-20-26-S", 'f', "", 0, ErrGrandSlam},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePosition(tt.pos)
			if err != nil {
				t.Fatal(err)
			}
			h := hole(t, tt.move, r.Case)
			res, err := p.Play(&r, h)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("Play(%c) err = %v, want %v", tt.move, err, tt.err)
				}
				if p.String() != tt.pos {
					t.Errorf("failed Play changed the position to %v", p)
				}
				return
			}
			if err != nil {
				t.Fatalf("Play(%c): %v", tt.move, err)
			}
			if p.String() != tt.want || res.Captured != tt.captured {
				t.Errorf("got %v captured %d, want %v captured %d", p, res.Captured, tt.want, tt.captured)
			}
		})
	}
	// Ex. 6 in words: f is the only legal move. Ex. 7: the game is over and
	// the rest is not collected.
	p6, _ := ParsePosition("0-0-0-4-0-1-1-1-0-0-0-0-20-21-S")
	if got := p6.LegalMoves(&r); len(got) != 1 || got[0] != hole(t, 'f', NorthUpper) {
		t.Errorf("ex6 legal moves %v, want [f]", got)
	}
	p7, _ := ParsePosition("0-0-0-0-0-1-1-0-0-0-0-0-20-26-S")
	e, ok := p7.Ended(&r)
	if !ok || e.Reason != EndFamine || e.Collected != 0 || e.Removed != 2 {
		t.Errorf("ex7 Ended = %v %v, want famine with 2 removed", e, ok)
	}
	// Under leave-one the move that takes everything is refused even when
	// grand slams are otherwise allowed.
	ra := mustRules(t, "awele-001,grand-slam=allowed")
	if err := p6.Legal(&ra, 3); !errors.Is(err, ErrMustLeaveSeed) {
		t.Errorf("ex6 under grand-slam=allowed: %v, want ErrMustLeaveSeed", err)
	}
}

// naiveSow sows seed by seed, skipping the origin, and counts the skips.
func naiveSow(holes [12]uint8, h int) ([12]uint8, int, int) {
	n := int(holes[h])
	holes[h] = 0
	j, skips := h, 0
	for n > 0 {
		j = (j + 1) % 12
		if j == h {
			skips++
			continue
		}
		holes[j]++
		n--
	}
	return holes, j, skips
}

// TestSeed002Laps checks lap handling against a seed-by-seed sowing for
// every count from every hole. Seed 002 says the origin is skipped once for
// 12..23 seeds and twice for 24..35; counting exactly, with 11 holes a lap,
// the origin is skipped (n-1)/11 times, which agrees except at 23, 34 and 35.
func TestSeed002Laps(t *testing.T) {
	r := mustRules(t, "mbekh")
	tests := []struct {
		name  string
		n     int
		skips int
	}{
		{"11 seeds no skip", 11, 0},
		{"12 seeds skip once", 12, 1},
		{"17 seeds skip once", 17, 1},
		{"22 seeds skip once", 22, 1},
		{"23 seeds skip twice (seed 002 says once)", 23, 2},
		{"24 seeds skip twice", 24, 2},
		{"33 seeds skip twice", 33, 2},
		{"35 seeds skip three times (seed 002 says twice)", 35, 3},
		{"48 seeds skip four times", 48, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for h := 0; h < 12; h++ {
				var p Position
				for j := range p.Holes {
					p.Holes[j] = 10 // no hole can reach 2 or 3: no capture
				}
				p.Holes[h] = uint8(tt.n)
				p.ToMove = Side(h / 6)
				want, last, skips := naiveSow(p.Holes, h)
				if skips != tt.skips {
					t.Fatalf("naive sowing skipped %d times", skips)
				}
				res, err := p.Play(&r, h)
				if err != nil {
					t.Fatal(err)
				}
				if p.Holes != want || res.Last != last || p.Holes[h] != 0 {
					t.Errorf("hole %d: got %v last %d, want %v last %d", h, p.Holes, res.Last, want, last)
				}
			}
		})
	}
}

// TestSeed003FourHoles: at most four holes are captured, the last four.
func TestSeed003FourHoles(t *testing.T) {
	pos := "0-0-0-0-0-5-1-2-1-2-1-4-15-17-S" // F reaches a..e, making 2 3 2 3 2
	tests := []struct {
		name     string
		rules    string
		want     string
		captured int
	}{
		{"cote-divoire takes e d c b", "cote-divoire", "0-0-0-0-0-0-2-0-0-0-0-4-25-17-N", 10},
		{"abapa takes all five", "abapa", "0-0-0-0-0-0-0-0-0-0-0-4-27-17-N", 12},
		{"limit of two", "abapa,max-capture-holes=2", "0-0-0-0-0-0-2-3-2-0-0-4-20-17-N", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustRules(t, tt.rules)
			p, err := ParsePosition(pos)
			if err != nil {
				t.Fatal(err)
			}
			res, err := p.Play(&r, 5)
			if err != nil {
				t.Fatal(err)
			}
			if p.String() != tt.want || res.Captured != tt.captured {
				t.Errorf("got %v (%d), want %v (%d)", p, res.Captured, tt.want, tt.captured)
			}
		})
	}
}

// TestSeed000 covers the annex rules used inside Awechec.
func TestSeed000(t *testing.T) {
	tests := []struct {
		name      string
		rules     string
		pos       string
		hole      int
		err       error
		want      string
		captured  int
		cancelled bool
	}{
		{"grand slam forbidden when another move exists", "awechec", "1-1-1-1-1-0-0-0-8-0-0-1-14-20-N", 8, ErrGrandSlam, "", 0, false},
		{"the other move is legal", "awechec", "1-1-1-1-1-0-0-0-8-0-0-1-14-20-N", 11, nil, "0-1-1-1-1-0-0-0-8-0-0-0-14-22-S", 2, false},
		{"forced grand slam played without capture", "awechec", "1-0-0-0-0-0-0-0-0-0-0-1-20-26-N", 11, nil, "2-0-0-0-0-0-0-0-0-0-0-0-20-26-S", 0, true},
		{"abapa grand slam played without capture", "abapa", "1-1-1-1-1-0-0-0-8-0-0-1-14-20-N", 8, nil, "2-2-2-2-2-0-0-0-0-1-1-2-14-20-S", 0, true},
		{"allowed grand slam captures", "abapa,grand-slam=allowed", "1-1-1-1-1-0-0-0-8-0-0-1-14-20-N", 8, nil, "0-0-0-0-0-0-0-0-0-1-1-2-14-30-S", 10, false},
		{"must feed an empty opponent", "awechec", "1-0-0-0-0-1-0-0-0-0-0-0-20-26-S", 0, ErrMustFeed, "", 0, false},
		{"feeding move", "awechec", "1-0-0-0-0-1-0-0-0-0-0-0-20-26-S", 5, nil, "1-0-0-0-0-0-1-0-0-0-0-0-20-26-N", 0, false},
		{"no feeding rule", "mbekh", "1-0-0-0-0-1-0-0-0-0-0-0-24-22-S", 0, nil, "0-1-0-0-0-1-0-0-0-0-0-0-24-22-N", 0, false},
		{"must reach", "cote-divoire", "1-0-0-0-0-1-0-0-4-0-0-0-20-22-S", 0, ErrMustReach, "", 0, false},
		{"not your hole", "awechec", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 6, ErrNotYourHole, "", 0, false},
		{"empty hole", "awechec", "0-4-4-4-4-4-4-4-4-4-4-8-0-0-S", 0, ErrEmptyHole, "", 0, false},
		{"no such hole", "awechec", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 12, ErrNoSuchHole, "", 0, false},
		{"negative hole", "awechec", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", -1, ErrNoSuchHole, "", 0, false},
		{"game over at 25", "abapa", "4-4-4-4-0-0-0-0-0-0-0-0-25-7-S", 0, ErrGameOver, "", 0, false},
		{"no 25 stop in awechec", "awechec", "4-4-4-4-0-0-0-0-0-0-0-0-25-7-S", 3, nil, "4-4-4-0-1-1-1-1-0-0-0-0-25-7-N", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustRules(t, tt.rules)
			p, err := ParsePosition(tt.pos)
			if err != nil {
				t.Fatal(err)
			}
			mask := p.LegalMask(&r)
			res, err := p.Play(&r, tt.hole)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				if tt.hole >= 0 && tt.hole < 12 && mask&(1<<tt.hole) != 0 {
					t.Errorf("illegal move listed in mask %b", mask)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.String() != tt.want || res.Captured != tt.captured || res.GrandSlamCancelled != tt.cancelled {
				t.Errorf("got %v (%d, cancelled %v), want %v (%d, %v)", p, res.Captured, res.GrandSlamCancelled, tt.want, tt.captured, tt.cancelled)
			}
		})
	}
}

func TestEndings(t *testing.T) {
	tests := []struct {
		name   string
		rules  string
		pos    string
		agree  bool
		ended  bool
		want   Ending
		stores [2]int
	}{
		{"awechec famine: mover collects", "awechec", "1-1-0-0-0-0-0-0-0-0-0-0-20-26-S", false, true,
			Ending{Reason: EndFamine, Collector: South, Collected: 2}, [2]int{22, 26}},
		{"awele-001 famine: stop", "awele-001", "1-1-0-0-0-0-0-0-0-0-0-0-20-26-S", false, true,
			Ending{Reason: EndFamine, Removed: 2}, [2]int{20, 26}},
		{"mbekh majority comes first", "mbekh", "0-0-0-0-0-0-0-3-0-0-0-0-20-25-S", false, true,
			Ending{Reason: EndMajority, Removed: 3}, [2]int{20, 25}},
		{"mbekh no move: opponent collects", "mbekh", "0-0-0-0-0-0-0-3-0-0-0-0-21-24-S", false, true,
			Ending{Reason: EndNoMove, Collector: North, Collected: 3}, [2]int{21, 27}},
		{"cote-divoire few seeds", "cote-divoire", "1-0-0-0-0-0-0-1-0-0-0-0-22-24-S", false, true,
			Ending{Reason: EndFewSeeds, Removed: 2}, [2]int{22, 24}},
		{"cote-divoire no move reaching", "cote-divoire", "1-0-0-0-0-0-0-1-0-0-0-1-21-24-S", false, true,
			Ending{Reason: EndFamine, Removed: 3}, [2]int{21, 24}},
		{"game goes on", "awechec", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", false, false, Ending{}, [2]int{0, 0}},
		{"agreed: awechec removes", "awechec", "1-0-0-0-0-0-0-0-1-0-0-1-20-25-S", true, true,
			Ending{Reason: EndAgreement, Removed: 3}, [2]int{20, 25}},
		{"agreed: abapa shares by rows", "abapa", "1-0-0-0-0-0-0-0-1-0-0-1-21-24-S", true, true,
			Ending{Reason: EndAgreement, Shared: [2]int{1, 2}}, [2]int{22, 26}},
		{"agreed: halved", "abapa,agreed-rest=halved", "1-0-0-0-0-0-0-0-1-0-0-1-21-24-S", true, true,
			Ending{Reason: EndAgreement, Shared: [2]int{1, 1}, Removed: 1}, [2]int{22, 25}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustRules(t, tt.rules)
			p, err := ParsePosition(tt.pos)
			if err != nil {
				t.Fatal(err)
			}
			var e Ending
			ok := true
			if tt.agree {
				e = p.Agree(&r)
			} else {
				e, ok = p.Ended(&r)
			}
			if ok != tt.ended || e != tt.want {
				t.Fatalf("ending %+v %v, want %+v %v", e, ok, tt.want, tt.ended)
			}
			if ok && p.LegalMask(&r) != 0 && !tt.agree {
				t.Errorf("ended but moves listed")
			}
			before := p.OnBoard()
			p.Finish(&r, e)
			if s, n := Score(p); [2]int{s, n} != tt.stores {
				t.Errorf("stores %d %d, want %v", s, n, tt.stores)
			}
			if ok && (p.OnBoard() != 0 || e.Collected+e.Shared[0]+e.Shared[1]+e.Removed != before) {
				t.Errorf("seeds unaccounted: %v after %v", p, e)
			}
			if e.String() == "" {
				t.Errorf("empty String")
			}
		})
	}
}

// TestOpenSpiel turns the positions of OpenSpiel's oware_test.cc into our
// form (its board indexes are ours; its actions for player 1 are ours - 6).
func TestOpenSpiel(t *testing.T) {
	tests := []struct {
		name     string
		rules    string
		pos      string
		legal    []int
		hole     int
		want     string
		captured int
	}{
		{"LegalActionsNoConstraints", "abapa", "1-0-9-0-0-1-1-0-0-0-0-0-0-0-S", []int{0, 2, 5}, -1, "", 0},
		{"LegalActionsLeaveTheOpponentSeeds", "abapa", "1-0-0-0-0-1-0-0-0-0-0-0-0-0-S", []int{5}, -1, "", 0},
		{"CaptureOpponentHousesTillBegin", "abapa", "0-0-8-0-0-1-1-1-1-1-2-3-0-0-S", nil, 2, "0-0-0-1-1-2-0-0-0-0-0-3-11-0-N", 11},
		{"CaptureMostOpponentHouses", "abapa", "0-0-8-0-0-1-3-1-1-1-2-0-0-0-S", nil, 2, "0-0-0-1-1-2-4-0-0-0-0-0-9-0-N", 9},
		{"NoCaptureBecauseTooFewSeeds", "abapa", "3-1-1-1-0-0-0-0-8-0-0-1-0-0-N", nil, 8, "4-2-2-2-1-0-0-0-0-1-1-2-0-0-S", 0},
		{"NoCaptureBecauseTooManySeeds", "abapa", "0-0-8-0-0-1-3-1-1-1-3-0-0-0-S", nil, 2, "0-0-0-1-1-2-4-2-2-2-4-0-0-0-N", 0},
		{"NoCaptureBecauseGrandSlam", "abapa", "1-1-1-1-1-0-0-0-8-0-0-1-0-0-N", nil, 8, "2-2-2-2-2-0-0-0-0-1-1-2-0-0-S", 0},
		{"GrandSlam under awechec is refused", "awechec", "1-1-1-1-1-0-0-0-8-0-0-1-0-0-N", []int{11}, -1, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustRules(t, tt.rules)
			p := mustSetUp(t, tt.pos)
			if tt.legal != nil {
				got := p.LegalMoves(&r)
				if len(got) != len(tt.legal) {
					t.Fatalf("legal %v, want %v", got, tt.legal)
				}
				for i := range got {
					if got[i] != tt.legal[i] {
						t.Fatalf("legal %v, want %v", got, tt.legal)
					}
				}
			}
			if tt.hole < 0 {
				return
			}
			res, err := p.Play(&r, tt.hole)
			if err != nil {
				t.Fatal(err)
			}
			if p.String() != tt.want || res.Captured != tt.captured {
				t.Errorf("got %v (%d), want %v (%d)", p, res.Captured, tt.want, tt.captured)
			}
		})
	}
	// OpenSpiel's GameEndsByRepetitionTest: the start comes back after 12
	// moves; each player then takes the seeds of his row (24-24).
	r := mustRules(t, "abapa")
	start, _ := ParsePosition("1-0-0-0-0-0-1-0-0-0-0-0-23-23-S")
	g := NewGame(r, start)
	for i, h := range []int{0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11} {
		if _, ok := g.Ended(); ok {
			t.Fatalf("ended before move %d", i)
		}
		if _, err := g.Play(h); err != nil {
			t.Fatalf("move %d (%d): %v", i, h, err)
		}
	}
	e, ok := g.Ended()
	if !ok || e.Reason != EndRepetition || e.Shared != [2]int{1, 1} {
		t.Fatalf("ending %v %v, want repetition shared 1-1", e, ok)
	}
	g.Pos.Finish(&g.Rules, e)
	if s, n := Score(g.Pos); s != 24 || n != 24 {
		t.Errorf("score %d-%d, want 24-24", s, n)
	}
	if _, err := g.Play(0); !errors.Is(err, ErrGameOver) {
		t.Errorf("play after repetition: %v", err)
	}
	if !g.Repeated() || len(g.Moves) != 12 {
		t.Errorf("Repeated %v, %d moves", g.Repeated(), len(g.Moves))
	}
}

func TestCapturedHoles(t *testing.T) {
	m := MoveResult{CapturedMask: 1<<7 | 1<<8 | 1<<10}
	got := m.CapturedHoles()
	if len(got) != 3 || got[0] != 7 || got[1] != 8 || got[2] != 10 {
		t.Errorf("CapturedHoles = %v", got)
	}
	if EndReason(99).String() == "" || GrandSlam(9).String() == "" || Side(5).String() == "" || Case(7).String() == "" {
		t.Errorf("String of an invalid value is empty")
	}
}

func TestInvalidSideNeverPanics(t *testing.T) {
	r := mustRules(t, "awechec")
	p := Start()
	p.ToMove = 7
	if p.LegalMask(&r) != 0 {
		t.Errorf("moves for an invalid side")
	}
	if _, err := p.Play(&r, 0); !errors.Is(err, ErrBadSide) {
		t.Errorf("Play with invalid side: %v", err)
	}
	if _, ok := p.Ended(&r); !ok {
		t.Errorf("no ending for a position with no moves")
	}
}

// refMove is an independent, seed-by-seed version of sowing and capture
// (without the grand-slam and feeding policies).
func refMove(p Position, h, maxHoles int) (Position, int) {
	holes, last, _ := naiveSow(p.Holes, h)
	p.Holes = holes
	opp := 1 - int(p.ToMove)
	captured, k := 0, 0
	for j := last; j/6 == opp && j >= 0; j-- {
		if maxHoles > 0 && k == maxHoles {
			break
		}
		if c := p.Holes[j]; c == 2 || c == 3 {
			captured += int(c)
			p.Holes[j] = 0
			k++
			continue
		}
		break
	}
	p.Stores[p.ToMove] += captured
	p.ToMove ^= 1
	return p, captured
}

// refLegal is an independent statement of the legal moves: it plays each
// hole with refMove and naiveSow, then applies the feeding and grand-slam
// policies to what the move did.
func refLegal(p Position, r *Rules) uint16 {
	if r.Majority > 0 && (p.Stores[0] >= r.Majority || p.Stores[1] >= r.Majority) ||
		r.FewSeeds > 0 && p.OnBoard() < r.FewSeeds {
		return 0
	}
	opp := p.ToMove.Other()
	before := p.RowSeeds(opp)
	var normal, slams uint16
	for h := 6 * int(p.ToMove); h < 6*int(p.ToMove)+6; h++ {
		if p.Holes[h] == 0 {
			continue
		}
		sown := Position{}
		sown.Holes, _, _ = naiveSow(p.Holes, h)
		afterSow := sown.RowSeeds(opp)
		q, captured := refMove(p, h, r.MaxCaptureHoles)
		slam := captured > 0 && captured == afterSow
		left := q.RowSeeds(opp)
		if slam && r.GrandSlam != GrandSlamAllowed {
			left = afterSow // the grand slam captures nothing, if played
		}
		switch {
		case r.Feeding == FeedWhenEmpty && before == 0 && afterSow == 0,
			r.Feeding == FeedAlwaysReach && afterSow == before,
			r.Feeding == FeedLeaveOne && left == 0:
			continue
		case slam && r.GrandSlam == GrandSlamStrict:
			continue
		case slam && r.GrandSlam == GrandSlamForbidden:
			slams |= 1 << h
			continue
		}
		normal |= 1 << h
	}
	if normal != 0 {
		return normal
	}
	return slams
}

// TestLegalAgainstReference compares LegalMask, Ended and Play with
// refLegal and refMove on random positions, reachable or not, under every
// grand-slam and feeding policy and several capture-hole limits.
func TestLegalAgainstReference(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, gs := range grandSlamNames {
		for _, feed := range feedingNames {
			for _, limit := range []string{"0", "1", "2", "4"} {
				spec := "awechec,grand-slam=" + gs + ",feeding=" + feed + ",max-capture-holes=" + limit
				r := mustRules(t, spec)
				for i := 0; i < n; i++ {
					var p Position
					left := Seeds
					for j := range p.Holes {
						k := rng.IntN(5)
						switch rng.IntN(30) {
						case 0, 1, 2, 3, 4, 5, 6:
							k = 0
						case 7:
							k = rng.IntN(30)
						}
						k = min(k, left)
						p.Holes[j] = uint8(k)
						left -= k
					}
					p.ToMove = Side(rng.IntN(2))
					want := refLegal(p, &r)
					if got := p.LegalMask(&r); got != want {
						t.Fatalf("%s, %v: LegalMask %012b, reference %012b", spec, p, got, want)
					}
					if _, ended := p.Ended(&r); ended != (want == 0) {
						t.Fatalf("%s, %v: Ended %v with legal moves %012b", spec, p, ended, want)
					}
					for h := 6 * int(p.ToMove); h < 6*int(p.ToMove)+6; h++ {
						q := p
						res, err := q.Play(&r, h)
						if (err == nil) != (want&(1<<h) != 0) {
							t.Fatalf("%s, %v: Play(%d) = %v, reference legal %012b", spec, p, h, err, want)
						}
						if err != nil {
							continue
						}
						ref, captured := refMove(p, h, r.MaxCaptureHoles)
						if res.GrandSlamCancelled {
							ref.Holes, _, _ = naiveSow(p.Holes, h)
							ref.Stores, captured = p.Stores, 0
						}
						if q != ref || res.Captured != captured {
							t.Fatalf("%s, %v: Play(%d) gives %v (%d), reference %v (%d)", spec, p, h, q, res.Captured, ref, captured)
						}
					}
				}
			}
		}
	}
}

// TestRandomGames plays thousands of random games under every preset and
// checks the invariants of RULES.md.
func TestRandomGames(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 60
	}
	for _, preset := range Presets() {
		t.Run(preset.Name, func(t *testing.T) {
			r := preset
			rng := rand.New(rand.NewPCG(1, uint64(len(r.Name))))
			totalMoves := 0
			reasons := map[EndReason]int{}
			slams := 0
			for gi := 0; gi < games; gi++ {
				g := NewGame(r, Start())
				for {
					p := g.Pos
					if p.OnBoard()+p.Stores[0]+p.Stores[1] != Seeds {
						t.Fatalf("game %d: %v does not hold 48 seeds", gi, p)
					}
					if e, ok := g.Ended(); ok {
						reasons[e.Reason]++
						before := p.OnBoard()
						g.Pos.Finish(&g.Rules, e)
						if g.Pos.Stores[0]+g.Pos.Stores[1]+e.Removed != Seeds || e.Collected+e.Shared[0]+e.Shared[1]+e.Removed != before {
							t.Fatalf("game %d: ending %v leaves seeds unaccounted in %v", gi, e, g.Pos)
						}
						break
					}
					if len(g.Moves) > 5000 {
						t.Fatalf("game %d: no end after 5000 moves", gi)
					}
					mask := p.LegalMask(&r)
					if mask == 0 {
						t.Fatalf("game %d: not ended but no legal move in %v", gi, p)
					}
					for h := 0; h < 12; h++ {
						listed := mask&(1<<h) != 0
						err := p.Legal(&r, h)
						if listed != (err == nil) {
							t.Fatalf("game %d, %v: hole %d listed %v, Legal %v", gi, p, h, listed, err)
						}
						q := p
						_, perr := q.Play(&r, h)
						if listed != (perr == nil) {
							t.Fatalf("game %d, %v: hole %d listed %v, Play %v", gi, p, h, listed, perr)
						}
						if perr != nil && q != p {
							t.Fatalf("failed Play changed the position")
						}
					}
					moves := p.LegalMoves(&r)
					h := moves[rng.IntN(len(moves))]
					oppBefore := p.RowSeeds(p.ToMove.Other())
					res, err := g.Play(h)
					if err != nil {
						t.Fatal(err)
					}
					totalMoves++
					q := g.Pos
					oppAfter := q.RowSeeds(p.ToMove.Other())
					if res.GrandSlam {
						slams++
					}
					if res.GrandSlam && (r.GrandSlam == GrandSlamForbidden || r.GrandSlam == GrandSlamNoCapture) && res.Captured != 0 {
						t.Fatalf("grand slam captured under %s", r.Name)
					}
					if res.Captured > 0 && oppAfter == 0 && r.GrandSlam != GrandSlamAllowed {
						t.Fatalf("%s: a capture emptied the opposing row: %v -> %v", r.Name, p, q)
					}
					switch r.Feeding {
					case FeedWhenEmpty:
						if oppBefore == 0 && oppAfter == 0 {
							t.Fatalf("empty opponent not fed: %v -> %v", p, q)
						}
					case FeedAlwaysReach:
						if oppAfter+res.Captured <= oppBefore {
							t.Fatalf("move did not reach the opponent: %v -> %v", p, q)
						}
					case FeedLeaveOne:
						if oppAfter == 0 {
							t.Fatalf("opponent left without seeds: %v -> %v", p, q)
						}
					}
					if !res.GrandSlamCancelled {
						want, wc := refMove(p, h, r.MaxCaptureHoles)
						if want != q || wc != res.Captured {
							t.Fatalf("%v hole %d: got %v (%d), reference %v (%d)", p, h, q, res.Captured, want, wc)
						}
					}
				}
			}
			t.Logf("%d games, %d moves, %d grand slams, endings %v", games, totalMoves, slams, reasons)
			if (r.GrandSlam == GrandSlamForbidden || r.GrandSlam == GrandSlamNoCapture) && slams == 0 && !testing.Short() {
				t.Errorf("no grand slam was played: the grand-slam check saw nothing")
			}
			if totalMoves < games*10 {
				t.Errorf("only %d moves in %d games", totalMoves, games)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "abapa,grand-slam=forbidden")
	f.Add("0-0-0-0-0-0-0-0-0-0-0-1-23-24-N", "cote-divoire,few-seeds=7")
	f.Add("--", ",,=")
	f.Fuzz(func(t *testing.T, pos, spec string) {
		p, err := ParseSetUp(pos)
		if err == nil {
			if q, err := ParseSetUp(p.String()); err != nil || q != p {
				t.Fatalf("round trip of %q: %v", pos, err)
			}
		}
		r, err := ParseRules(spec)
		if err != nil {
			return
		}
		if back, err := ParseRules(r.String()); err != nil || !back.Same(r) {
			t.Fatalf("rules round trip of %q: %v", spec, err)
		}
		for h := -1; h < 13; h++ {
			q := p
			_, _ = q.Play(&r, h)
		}
		_, _ = p.Ended(&r)
	})
}

// BenchmarkRandomPlayout plays random games under awechec with the
// allocation-free move mask and an inline xorshift generator.
func BenchmarkRandomPlayout(b *testing.B) {
	r, _ := Preset("awechec")
	rng := uint64(0x9E3779B97F4A7C15)
	p := Start()
	n, moves := 0, 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		mask := p.LegalMask(&r)
		if mask == 0 || n >= 300 {
			p, n = Start(), 0
			mask = p.LegalMask(&r)
		}
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		k := int(rng % uint64(bits.OnesCount16(mask)))
		for ; k > 0; k-- {
			mask &= mask - 1
		}
		h := bits.TrailingZeros16(mask)
		if _, err := p.Play(&r, h); err != nil {
			b.Fatal(err)
		}
		n++
		moves++
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// Property: Ended's quick answer (surelyGoesOn) is only given where the
// side to move has a legal move and no rule has ended the game, along
// random games under every preset.
func TestPropertySurelyGoesOn(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	quick := 0
	for _, r := range Presets() {
		for game := 0; game < 200; game++ {
			p := Start()
			for ply := 0; ply < 300; ply++ {
				if p.surelyGoesOn(&r) {
					quick++
					if p.over(&r) || p.LegalMask(&r) == 0 {
						t.Fatalf("%s: %v said to go on, but it has ended", r.Name, p)
					}
				}
				mask := p.LegalMask(&r)
				if mask == 0 {
					break
				}
				var holes []int
				for h := 0; h < 12; h++ {
					if mask&(1<<h) != 0 {
						holes = append(holes, h)
					}
				}
				if _, err := p.Play(&r, holes[rng.IntN(len(holes))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if quick == 0 {
		t.Fatal("the quick answer was never given")
	}
}
