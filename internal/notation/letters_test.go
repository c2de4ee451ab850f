package notation

import (
	"reflect"
	"testing"

	"github.com/awechec/awechec/internal/movegen"
)

func TestLetters(t *testing.T) {
	tests := []struct {
		lang   Language
		letter byte
		want   movegen.Piece
	}{
		{French, 'R', movegen.King}, {French, 'D', movegen.Queen}, {French, 'T', movegen.Rook}, {French, 'F', movegen.Bishop}, {French, 'C', movegen.Knight},
		{English, 'K', movegen.King}, {English, 'Q', movegen.Queen}, {English, 'R', movegen.Rook}, {English, 'B', movegen.Bishop}, {English, 'N', movegen.Knight},
		{German, 'L', movegen.Bishop}, {German, 'S', movegen.Knight}, {Spanish, 'A', movegen.Bishop}, {Italian, 'A', movegen.Bishop}, {Dutch, 'P', movegen.Knight},
	}
	for _, tt := range tests {
		tab, ok := Table(tt.lang)
		if !ok {
			t.Fatalf("no table for %s", tt.lang)
		}
		got, ok := tab.Piece(tt.letter)
		if !ok || got != tt.want {
			t.Errorf("%s %c = %v, want %v", tt.lang, tt.letter, got, tt.want)
		}
		if back := tab.Letter(got); back != tt.letter {
			t.Errorf("%s Letter(%v) = %c, want %c", tt.lang, got, back, tt.letter)
		}
	}
}

func TestPowerColour(t *testing.T) {
	fr, _ := Table(French)
	en, _ := Table(English)
	for _, tt := range []struct {
		tab    Letters
		letter byte
		want   movegen.Color
		ok     bool
	}{
		{fr, 'B', movegen.White, true}, {fr, 'N', movegen.Black, true}, {fr, 'W', movegen.White, false},
		{en, 'W', movegen.White, true}, {en, 'B', movegen.Black, true}, {en, 'N', movegen.White, false},
	} {
		w, ok := tt.tab.PowerColour(tt.letter)
		if w != tt.want || ok != tt.ok {
			t.Errorf("%s %c: got %v %v", tt.tab.Lang, tt.letter, w, ok)
		}
	}
}

func TestCandidates(t *testing.T) {
	tests := []struct {
		name    string
		letters string
		want    []Language
	}{
		{"french only", "DFC", []Language{French}},
		{"english only", "QN", []Language{English}},
		{"R and B: only English has both", "RB", []Language{English}},
		{"R alone is open", "R", []Language{French, English, Spanish, Italian}},
		{"german", "LS", []Language{German}},
		{"nothing", "", []Language{French, English, German, Spanish, Italian, Dutch}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Candidates([]byte(tt.letters)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestParseLanguage(t *testing.T) {
	for in, want := range map[string]Language{"fr": French, "EN": English, "Français": French, "english": English, "Deutsch": German, "nl": Dutch,
		"Franc\u0327ais": French, "ne\u0301erlandais": Dutch} { // NFD, as typed on macOS
		if got, ok := ParseLanguage(in); !ok || got != want {
			t.Errorf("ParseLanguage(%q) = %q %v", in, got, ok)
		}
	}
	if _, ok := ParseLanguage("klingon"); ok {
		t.Error("klingon accepted")
	}
}

func TestPowerTable(t *testing.T) {
	power := func(c byte) Element { return Element{Kind: Power, Number: 1, Colour: c} }
	tests := []struct {
		name string
		lang Language
		tags []Tag
		body []Element
		want Language
	}{
		{"french has its own", French, nil, []Element{power('W')}, French},
		{"english has its own", English, nil, []Element{power('N')}, English},
		{"tag says english", German, []Tag{{Name: TagPowerLetters, Value: "en"}}, []Element{power('B')}, English},
		{"tag says french", German, []Tag{{Name: TagPowerLetters, Value: "fr"}}, []Element{power('W')}, French},
		{"tag wins over french", French, []Tag{{Name: TagPowerLetters, Value: "en"}}, []Element{power('W')}, English},
		{"tag wins over english", English, []Tag{{Name: TagPowerLetters, Value: "fr"}}, []Element{power('N')}, French},
		{"unknown tag value: the language's own", French, []Tag{{Name: TagPowerLetters, Value: "xx"}}, []Element{power('W')}, French},
		{"a W means english", Spanish, nil, []Element{power('B'), {Kind: Variation, Children: []Element{power('W')}}}, English},
		{"no W means french", Dutch, nil, []Element{power('B'), power('N')}, French},
		{"undecided language", "", nil, []Element{{Kind: CaptureEvent, Colour: 'W', Count: 3}}, English},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := &Game{Tags: tt.tags, Body: tt.body}
			if got := PowerTable(g, tt.lang).Lang; got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestNames checks that every Kind has its own name.
func TestNames(t *testing.T) {
	seen := map[string]bool{}
	for k := SectionMark; k <= ResultToken; k++ {
		if n := k.String(); n == "unknown" || n == "" || seen[n] {
			t.Errorf("Kind %d is named %q", k, n)
		}
		seen[k.String()] = true
	}
	if Kind(0).String() != "unknown" || (ResultToken+1).String() != "unknown" {
		t.Error("out-of-range Kind has a name")
	}
}

func TestResult(t *testing.T) {
	for in, want := range map[string]string{
		"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "1/2-1/2", "*": "*", " 1-0 ": "1-0",
		"½-½": "1/2-1/2", "1–0": "1-0", "0—1": "0-1", "1:0": "1-0", "½:½": "1/2-1/2", "1/2–1/2": "1/2-1/2",
	} {
		if got, ok := Result(in); !ok || got != want {
			t.Errorf("Result(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "1-1", "2-0", "1/2-1", "win", "1-0-1", "?"} {
		if got, ok := Result(in); ok {
			t.Errorf("Result(%q) = %q, want none", in, got)
		}
	}
}

func TestSANText(t *testing.T) {
	tests := []struct {
		san  SAN
		want string
	}{
		{SAN{ToFile: 'e', ToRank: '4'}, "e4"},
		{SAN{Piece: 'C', FromFile: 'b', Capture: true, ToFile: 'd', ToRank: '7', Check: '+'}, "Cbxd7+"},
		{SAN{Piece: 'R', FromRank: '1', ToFile: 'a', ToRank: '3'}, "R1a3"},
		{SAN{FromFile: 'e', Capture: true, ToFile: 'f', ToRank: '8', Promo: 'D', Check: '#'}, "exf8=D#"},
		{SAN{Castle: KingSide}, "O-O"},
		{SAN{Castle: QueenSide, Check: '+'}, "O-O-O+"},
	}
	for _, tt := range tests {
		if got := tt.san.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.san, got, tt.want)
		}
	}
}
