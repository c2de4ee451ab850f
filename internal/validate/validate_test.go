package validate

import (
	"reflect"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/awele"
	"github.com/awechec/awechec/internal/diag"
	"github.com/awechec/awechec/internal/grammar"
	"github.com/awechec/awechec/internal/notation"
	"github.com/awechec/awechec/internal/power"
)

// check parses src and validates it.
func check(t testing.TB, src string, opt Options) *Report {
	t.Helper()
	g := grammar.ParseGame([]byte(src), "t.agn", 1)
	if g == nil {
		t.Fatalf("ParseGame returned nil for %q", src)
	}
	return Game(g, opt)
}

func dump(r *Report) string {
	var b strings.Builder
	for _, d := range r.Diags {
		b.WriteString("\n\t")
		b.WriteString(d.String())
	}
	return b.String()
}

const seed000French = `[Event "Exemple de partie"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "?"]
[Black "?"]
[Result "1-0"]
[Language "fr"]

Awélé B3 N2 B2 B2 N2 B5 ...
Échecs 1. (1=B) e4 (2=B) 0 2. (3=B) Fc4 (4=N) Cc6 3. (5=N) 0 (6=B) 0
4. (7=B) Cf3 (8=B) 0 5. (9=B) Cg5 (10=N) Ch6 6. (11=N) 0 (12=B) 0
7. (13=B) Dh5 (14=B) 0 8. (15=B) Fxf7+ Cxf7 9. (16=B) Dxf7# 1-0
`

const seed000English = `[Event "Example"]
[Result "1-0"]
[Language "en"]

Awele W3 B2 W2 W2 B2 W5 ...
Chess 1. (1=W) e4 (2=W) 0 2. (3=W) Bc4 (4=B) Nc6 3. (5=B) 0 (6=W) 0
4. (7=W) Nf3 (8=W) 0 5. (9=W) Ng5 (10=B) Nh6 6. (11=B) 0 (12=W) 0
7. (13=W) Qh5 (14=W) 0 8. (15=W) Bxf7+ Nxf7 9. (16=W) Qxf7# 1-0
`

func TestSeed000(t *testing.T) {
	tests := []struct {
		name string
		src  string
		lang notation.Language
	}{
		{"French", seed000French, notation.French},
		{"English", seed000English, notation.English},
		{"French without Language tag", strings.Replace(seed000French, `[Language "fr"]`+"\n", "", 1), notation.French},
		{"English without Language tag", strings.Replace(seed000English, `[Language "en"]`+"\n", "", 1), notation.English},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := check(t, tt.src, Options{File: "t.agn"})
			if !r.Valid || len(r.Diags) != 0 {
				t.Fatalf("not clean:%s", dump(r))
			}
			if r.Lang != tt.lang {
				t.Errorf("Lang = %q, want %q", r.Lang, tt.lang)
			}
			if len(r.Queues) != 1 || power.Letters(r.Queues[0]) != "WWWBBWWWWBBWWWWW" {
				t.Errorf("Queues = %v", r.Queues)
			}
			if r.Termination != TermCheckmate || r.Result != "1-0" {
				t.Errorf("Termination %q Result %q", r.Termination, r.Result)
			}
			if len(r.Plies) != 17 {
				t.Fatalf("%d plies, want 17", len(r.Plies))
			}
			want := "WWWBBWWWWBBWWWWW"
			n := 0
			for _, p := range r.Plies {
				if p.Index == 16 {
					if p.Power != 0 || p.Decider != NoDecider || p.English != "Nxf7" {
						t.Errorf("ply 16 (Black in check) = %+v", p)
					}
					continue
				}
				if p.Power != n+1 || p.PowerLetter() != want[n:n+1] || p.AweleGame != 1 {
					t.Errorf("ply %d power %d%s, want %d%c", p.Index, p.Power, p.PowerLetter(), n+1, want[n])
				}
				n++
			}
			if last := r.Plies[16]; !last.Mate || last.English != "Qxf7#" || last.Decider != Mover {
				t.Errorf("last ply %+v", last)
			}
			if r.Plies[1].Decider != Opponent || !r.Plies[1].Null {
				t.Errorf("ply 2 %+v", r.Plies[1])
			}
			if a := r.Awele[0]; a.Ending != awele.EndUnrecorded || !a.CapturesOnly || len(a.Moves) != 6 {
				t.Errorf("Awélé trace %+v", a)
			}
		})
	}
}

func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name      string
		tags      string // extra tags
		noLang    bool   // leave out the Language tag
		body      string
		code      string
		sev       diag.Severity
		line, col int // line relative to the first movetext line; tag lines are absolute when tag is set
		tag       bool
		ply       int
		awg, awp  int
	}{
		{name: "tag-value handicap", tags: `[Handicap "Purple 3/2"]`, body: "Awele W1 ...", code: diag.TagValue, tag: true, line: 1, col: 1},
		{name: "tag-value variant", tags: `[Variant "Go"]`, body: "Awele W1 ...", code: diag.TagValue, tag: true, line: 1, col: 1},
		{name: "tag-value FEN", tags: `[FEN "8/8/8 w - - 0 1"]`, body: "Awele W1 ...", code: diag.TagValue, tag: true, line: 1, col: 1},
		{name: "language-ambiguous", noLang: true, body: "Awele B3 ...\nChess 1. (1=B) e4 (2=B) e5 (3=B) d4", code: diag.LanguageAmbiguous, line: 1, col: 7},
		{name: "awele-illegal-move empty hole", body: "Awele A a A", code: diag.AweleIllegalMove, line: 1, col: 11, awg: 1, awp: 3},
		{name: "awele-illegal-move wrong side", body: "Awele a", code: diag.AweleIllegalMove, line: 1, col: 7, awg: 1, awp: 1},
		{name: "awele-capture-count", body: "Awele A a B c B b(1)", code: diag.AweleCaptureCount, line: 1, col: 17, awg: 1, awp: 6},
		{name: "awele-capture-missing", body: "Awele A a B c B b", code: diag.AweleCaptureMiss, sev: diag.Warning, line: 1, col: 17, awg: 1, awp: 6},
		{name: "awele-score", body: "Awele A a B c B b(2) 3-0", code: diag.AweleScore, line: 1, col: 22, awg: 1},
		{name: "power-mismatch colour", body: "Awele W1 B1 ...\nChess 1. (1=W) e4 (2=W) e5", code: diag.PowerMismatch, line: 2, col: 19, ply: 2, awg: 1},
		{name: "power-mismatch number", body: "Awele W2 ...\nChess 1. (2=W) e4", code: diag.PowerMismatch, line: 2, col: 10, ply: 1, awg: 1},
		{name: "power-mismatch power list", body: "Awele 1:W 3:B ...\nChess 1. (1=W) e4 (2=B) e5", code: diag.PowerMismatch, line: 1, col: 11, awg: 1, awp: 2},
		{name: "power-missing", body: "Awele W2 ...\nChess 1. (1=W) e4 e5", code: diag.PowerMissing, sev: diag.Warning, line: 2, col: 19, ply: 2, awg: 1},
		{name: "power-unexpected in check", body: "Awele W5 ...\nChess 1. (1=W) e4 (2=W) f6 (3=W) Qh5+ (4=W) g6", code: diag.PowerUnexpected, line: 2, col: 39, ply: 4},
		{name: "power-unexpected at the end", body: "Awele W5 ...\nChess 1. (1=W) e4 (2=W)", code: diag.PowerUnexpected, line: 2, col: 19, ply: 2},
		{name: "powers-exhausted", body: "Awele W1 ...\nChess 1. (1=W) e4 e5", code: diag.PowersExhausted, line: 2, col: 19, ply: 2, awg: 1},
		{name: "null-in-check", body: "Awele W5 ...\nChess 1. (1=W) e4 (2=W) f6 (3=W) Qh5+ 0", code: diag.NullInCheck, line: 2, col: 39, ply: 4},
		{name: "illegal-move", body: "Awele W1 ...\nChess 1. (1=W) e5", code: diag.IllegalMove, line: 2, col: 16, ply: 1},
		{name: "ambiguous-move", body: "Awele W8 ...\nChess 1. (1=W) Nc3 (2=W) 0 2. (3=W) Nf3 (4=W) 0 3. (5=W) Ng5 (6=W) 0 4. (7=W) Ne4", code: diag.AmbiguousMove, line: 2, col: 79, ply: 7},
		{name: "check-claim wrong", body: "Awele W1 ...\nChess 1. (1=W) e4+", code: diag.CheckClaim, line: 2, col: 16, ply: 1},
		{name: "check-claim mate claimed", body: "Awele W5 ...\nChess 1. (1=W) e4 (2=W) f6 (3=W) Qh5#", code: diag.CheckClaim, line: 2, col: 34, ply: 3},
		{name: "check-claim missing", body: "Awele W5 ...\nChess 1. (1=W) e4 (2=W) f6 (3=W) Qh5", code: diag.CheckClaim, sev: diag.Warning, line: 2, col: 34, ply: 3},
		{name: "capture-claim", body: "Awele W1 ...\nChess 1. (1=W) Nxf3", code: diag.CaptureClaim, sev: diag.Warning, line: 2, col: 16, ply: 1},
		{name: "result-mismatch token and tag", body: "Awele W1 ...\nChess 1. (1=W) e4 1-0", code: diag.ResultMismatch, line: 2, col: 19},
		{name: "result-mismatch mate", body: "Awele W3 B3 ...\nChess 1. (1=W) f3 (2=W) e5 2. (3=W) g4 (4=B) Qh4# 1-0", tags: `[Result "0-1"]`, code: diag.ResultMismatch, line: 2, col: 51, ply: 4},
		// the tag and the token agree on the wrong result: each gets its
		// message and its fix, the tag first
		{name: "result-mismatch mate, tag and token", body: "Awele W3 B3 ...\nChess 1. (1=W) f3 (2=W) e5 2. (3=W) g4 (4=B) Qh4# 1-0", tags: `[Result "1-0"]`, code: diag.ResultMismatch, tag: true, line: 1, col: 1, ply: 4},
		{name: "move-after-end", body: "Awele W3 B3 ...\nChess 1. (1=W) f3 (2=W) e5 2. (3=W) g4 (4=B) Qh4# 3. (5=B) e4", code: diag.MoveAfterEnd, line: 2, col: 60, ply: 5},
		{name: "move-after-end Awélé", body: "Awele W3 B3 ...\nChess 1. (1=W) f3 (2=W) e5 2. (3=W) g4 (4=B) Qh4#\nAwele A", code: diag.MoveAfterEnd, line: 3, col: 1, awg: 2},
		{name: "move-after-end Awélé without keyword", tags: `[FEN "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"]`, body: "A a", code: diag.MoveAfterEnd, line: 1, col: 1, awg: 1, awp: 1},
		{name: "move-number", body: "Awele W2 ...\nChess 1. (1=W) e4 3... (2=W) e5", code: diag.MoveNumber, sev: diag.Warning, line: 2, col: 19, ply: 2},
		{name: "awele-early", body: "Awele W2 ...\nChess 1. (1=W) e4\nAwele W1", code: diag.AweleEarly, line: 3, col: 1, awg: 2},
		{name: "section-unexpected", tags: `[Variant "Awele"]`, body: "Awele F e\nChess e4", code: diag.SectionUnexpected, line: 2, col: 1},
		{name: "section-unexpected Standard", tags: `[Variant "Standard"]`, body: "1. e4 e5 Awele A", code: diag.SectionUnexpected, line: 1, col: 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			if tt.tags != "" {
				b.WriteString(tt.tags + "\n")
			}
			if !strings.Contains(tt.tags, "Result") {
				b.WriteString(`[Result "*"]` + "\n")
			}
			if !tt.noLang {
				b.WriteString(`[Language "en"]` + "\n")
			}
			b.WriteString("\n")
			first := strings.Count(b.String(), "\n") + 1
			b.WriteString(tt.body)
			if !strings.HasSuffix(tt.body, "1-0") {
				b.WriteString(" *")
			}
			b.WriteString("\n")
			g := grammar.ParseGame([]byte(b.String()), "t.agn", 1)
			if tt.noLang {
				// The section keywords tell the reader the language; take
				// that away so that the replay must decide.
				g.Lang, g.LangCandidates = "", []notation.Language{notation.French, notation.English}
			}
			r := Game(g, Options{File: "t.agn"})
			var found *diag.Diagnostic
			for i := range r.Diags {
				if r.Diags[i].Code == tt.code {
					found = &r.Diags[i]
					break
				}
			}
			if found == nil {
				t.Fatalf("no %s in%s", tt.code, dump(r))
			}
			line := tt.line
			if !tt.tag {
				line += first - 1
			}
			if found.Severity != tt.sev || found.Line != line || found.Col != tt.col ||
				found.Ply != tt.ply || found.AweleGame != tt.awg || found.AwelePly != tt.awp {
				t.Errorf("got %v (ply %d awele %d/%d), want %v at %d:%d ply %d awele %d/%d%s", found, found.Ply, found.AweleGame, found.AwelePly,
					tt.sev, line, tt.col, tt.ply, tt.awg, tt.awp, dump(r))
			}
			if found.Game != r.Game.Index || found.File != "t.agn" {
				t.Errorf("Game %d File %q", found.Game, found.File)
			}
			if found.Severity == diag.Error && r.Valid {
				t.Error("Valid with an error")
			}
			if !r.Valid && r.Diags.Errors() == 0 {
				t.Error("not Valid without errors")
			}
		})
	}
}

func TestNoBoards(t *testing.T) {
	g := grammar.ParseGame([]byte(seed000French), "t.agn", 1)
	full := Game(g, Options{})
	light := Game(g, Options{NoBoards: true})
	if len(full.Plies) != len(light.Plies) || len(full.Plies) == 0 {
		t.Fatalf("%d plies vs %d", len(full.Plies), len(light.Plies))
	}
	for i := range light.Plies {
		if light.Plies[i].English != "" {
			t.Errorf("ply %d has an English SAN under NoBoards", i+1)
		}
		f := full.Plies[i]
		f.English = ""
		if f != light.Plies[i] {
			t.Errorf("ply %d differs beyond its English SAN", i+1)
		}
	}
	if light.FEN() != full.FEN() || light.FEN() == "" || light.Valid != full.Valid {
		t.Errorf("final FEN %q vs %q", light.FEN(), full.FEN())
	}
}

func TestNoMoves(t *testing.T) {
	for _, src := range []string{seed000French, seed000English, strings.Replace(seed000French, "(4=N) Cc6", "(4=B) Cc6", 1)} {
		g := grammar.ParseGame([]byte(src), "t.agn", 1)
		full := Game(g, Options{})
		light := Game(g, Options{NoMoves: true})
		if len(light.Plies) != 0 {
			t.Errorf("%d plies traced under NoMoves", len(light.Plies))
		}
		for _, a := range light.Awele {
			if len(a.Moves) != 0 {
				t.Errorf("Awélé game %d traces %d moves under NoMoves", a.Index, len(a.Moves))
			}
		}
		if !reflect.DeepEqual(light.Diags, full.Diags) || !reflect.DeepEqual(light.Queues, full.Queues) ||
			light.Result != full.Result || light.Termination != full.Termination || light.FEN() != full.FEN() || light.Valid != full.Valid {
			t.Errorf("NoMoves changes the summary:\n%+v\n%+v", light, full)
		}
	}
	// An undecided language is traced anyway: the readings are compared.
	g := grammar.ParseGame([]byte(seed000French), "t.agn", 1)
	g.Lang, g.LangCandidates = "", []notation.Language{notation.French, notation.English}
	if rep := Game(g, Options{NoMoves: true}); len(rep.Plies) == 0 || rep.Lang != notation.French {
		t.Errorf("undecided language: %d plies, language %q", len(rep.Plies), rep.Lang)
	}
}

func TestLanguageDecidedNote(t *testing.T) {
	// R is a king in French and a rook in English: only the French reading
	// of Re2 is legal here, and the replay says it chose it.
	src := "Oware B3 ... 1. (1=B) e4 (2=B) e5 2. (3=B) Re2 *\n"
	g := grammar.ParseGame([]byte(src), "t.agn", 1)
	if g.Lang != "" {
		t.Fatalf("the reader decided %q", g.Lang)
	}
	rep := Game(g, Options{})
	if !rep.Valid || rep.Lang != notation.French {
		t.Fatalf("valid %v, language %q: %v", rep.Valid, rep.Lang, rep.Diags)
	}
	if len(rep.Diags) != 1 || rep.Diags[0].Code != diag.LanguageDecided || rep.Diags[0].Severity != diag.Note ||
		rep.Diags[0].Line != 1 || rep.Diags[0].Col != 44 {
		t.Errorf("diagnostics %v, want one language-decided note at 1:44", rep.Diags)
	}
}

func TestLanguageAmbiguousShowsFurthestReading(t *testing.T) {
	// Ra3 is illegal as a king move (French) and legal as a rook move
	// (English), whose reading fails later at a5: the English diagnostics
	// are the ones worth reading, and the error stands at the first move
	// whose letters matter.
	src := "Oware B5 ... 1. (1=B) a4 (2=B) a5 2. (3=B) Ra3 (4=B) h6 3. (5=B) a5 *\n"
	g := grammar.ParseGame([]byte(src), "t.agn", 1)
	g.Lang, g.LangCandidates = "", []notation.Language{notation.French, notation.English}
	rep := Game(g, Options{})
	if rep.Lang != notation.English || len(rep.Diags) != 2 {
		t.Fatalf("language %q:%s", rep.Lang, dump(rep))
	}
	amb, ill := rep.Diags[0], rep.Diags[1]
	if amb.Code != diag.LanguageAmbiguous || amb.Line != 1 || amb.Col != 44 || amb.Len != 3 ||
		!strings.Contains(amb.Message(), `[Language "en"]`) {
		t.Errorf("language-ambiguous %+v", amb)
	}
	if ill.Code != diag.IllegalMove || ill.Col != 66 {
		t.Errorf("shown diagnostic %v, want the English reading's illegal a5", ill)
	}
}

// The messages say what the replay expected and what to write.
func TestMessagesSayWhatToWrite(t *testing.T) {
	tests := []struct{ body, want string }{
		{"Awele A(2) *", "A captures nothing, not 2: write A"},
		{"Awele A a B c B b(1) *", "b captures 2 seeds, not 1: write b(2)"},
		{"Awele W1 ...\nChess 1. (1=W) e4\nAwele W1 *", ""},
		{"Awele W2 ...\nChess 1. (1=W) e4\nAwele W1 *", "while power 2 of Awélé game 1 must still be consumed"},
		{"Awele W5 ...\nChess 1. (1=W) e4 (2=W) f6 (3=W) Qh5+ (4=W) g6 *", "write the move without a power token"},
	}
	for _, tt := range tests {
		r := check(t, "[Language \"en\"]\n\n"+tt.body+"\n", Options{})
		var msgs []string
		for _, d := range r.Diags {
			msgs = append(msgs, d.Message())
		}
		got := strings.Join(msgs, "\n")
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("%q: messages %q, want %q", tt.body, got, tt.want)
		}
	}
}

func TestResultTagAsWritten(t *testing.T) {
	// A Result tag written with a dash of a word processor, or a colon,
	// is read as the result it means.
	for _, tag := range []string{"1–0", "1:0", "1-0"} {
		src := strings.Replace(seed000French, `[Result "1-0"]`, `[Result "`+tag+`"]`, 1)
		if r := check(t, src, Options{}); !r.Valid || r.Result != "1-0" || r.Diags.Errors()+r.Diags.Warnings() != 0 {
			t.Errorf("[Result %q]: valid %v, result %q, %v", tag, r.Valid, r.Result, r.Diags)
		}
	}
	src := strings.Replace(seed000French, `[Result "1-0"]`, `[Result "0–1"]`, 1)
	if r := check(t, src, Options{}); r.Valid {
		t.Error("[Result \"0–1\"] on a game White mates is valid")
	}
}
