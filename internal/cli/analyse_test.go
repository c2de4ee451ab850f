package cli

import (
	"encoding/json"
	"fmt"
	"github.com/awechec/awechec/internal/testenv"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// analyseFiles are the corpus records analyse is tried on: every valid
// one, the Awélé records and the studies.
func analyseFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../../corpus/*.agn", "../../corpus/valid/*.agn", "../../corpus/awele/*.agn", "../../corpus/studies/*.agn"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("only %d corpus files", len(files))
	}
	return files
}

// checkAnalysed runs analyse with args on file and checks that the output
// is valid for check, unchanged by fmt, and unchanged by a second analyse
// (its own comments replaced, not added to). A test with the default
// environment shares the work with the others that analyse the same file
// with the same arguments (the same output): it is done once per run.
func checkAnalysed(t *testing.T, file string, args ...string) string {
	t.Helper()
	return sharedAnalysed(t, true, file, args...)
}

// corpusAnalysed is checkAnalysed without the second analyse, for a
// corpus file analysed without an engine: TestAnalyseCorpus analyses
// each such file twice (with shallower searches: what a second analyse
// does to the comments does not depend on the depths), and the second
// analyse at the default depths took half the package's CPU (10 s for
// TestAnalyseJudgesTheRightPlayer's three games).
func corpusAnalysed(t *testing.T, file string, args ...string) string {
	t.Helper()
	return sharedAnalysed(t, false, file, args...)
}

// sharedAnalysed is checkAnalysed's work, the second analyse when again,
// done once per file, arguments and again.
func sharedAnalysed(t *testing.T, again bool, file string, args ...string) string {
	t.Helper()
	if _, own := testEnvs.Load(t); own {
		return analyseChecked(t, again, file, args...)
	}
	key := fmt.Sprint(again, "\x00", file, "\x00", strings.Join(args, "\x00"))
	v, _ := analysedRuns.LoadOrStore(key, &analysedRun{})
	r := v.(*analysedRun)
	r.once.Do(func() {
		r.out = analyseChecked(t, again, file, args...)
		r.ok = true
	})
	if !r.ok {
		t.Fatalf("%s: analyse %s failed in another test", file, strings.Join(args, " "))
	}
	return r.out
}

// analysedRuns holds checkAnalysed's outputs by file and arguments.
var analysedRuns sync.Map

// analysedRun is one output of checkAnalysed, made once.
type analysedRun struct {
	once sync.Once
	out  string
	ok   bool
}

// analyseChecked is checkAnalysed's work (the second analyse when again).
func analyseChecked(t *testing.T, again bool, file string, args ...string) string {
	t.Helper()
	code, out, errs := run(t, "", append(append([]string{"analyse"}, args...), file)...)
	if code != 0 {
		t.Fatalf("%s: analyse exit %d: %s", file, code, errs)
	}
	if code, cout, cerr := run(t, out, "check"); code != 0 {
		t.Fatalf("%s: the analysed record is not valid:\n%s%s\n%s", file, cout, cerr, out)
	}
	if code, fout, ferr := run(t, out, "fmt"); code != 0 || fout != out {
		t.Fatalf("%s: fmt changes the analysed record (exit %d, %s):\n%s\n---\n%s", file, code, ferr, out, fout)
	}
	if !again || testing.Short() {
		return out // the second analyse doubles the time: CI runs it
	}
	code, second, errs := run(t, out, append([]string{"analyse"}, args...)...)
	if code != 0 || second != out {
		t.Fatalf("%s: analysing the analysed record changes it (exit %d, %s):\n%s\n---\n%s", file, code, errs, out, second)
	}
	return out
}

func TestAnalyseCorpus(t *testing.T) {
	t.Parallel()
	for _, f := range analyseFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			checkAnalysed(t, f, corpusArgs()...)
		})
	}
}

// corpusArgs returns TestAnalyseCorpus's arguments: shallow searches,
// every corpus file analysed twice.
func corpusArgs() []string {
	return []string{"--no-engine", "--depth", "2", "--mate-depth", "3", "--awele-depth", "4"}
}

// noEval takes the [%eval] commands out of analyse's comments, for tests
// about the rest of them.
func noEval(s string) string { return evalCommand.ReplaceAllString(s, "") }

var evalCommand = regexp.MustCompile(`\[%eval [^\]]*\] ?`)

func TestAnalyseFindsTheMissedMate(t *testing.T) {
	t.Parallel()
	out := noEval(corpusAnalysed(t, "../../corpus/seed000-fr.agn", "--no-engine", "--depth", "3"))
	for _, want := range []string{
		"{analyse : évaluations (en pions, pour les Blancs) de l'évaluation intégrée",
		"4. (7=B) Cf3 $4\n{analyse : pouvoir 7 des Blancs, choisi : jouer",
		"mat en 2 coups (3 demi-coups) avec les pouvoirs restants : 4. (7=B) Df3 (8=B) 0 5. (9=B) Fxf7#",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	en := corpusAnalysed(t, "../../corpus/seed000-en.agn", "--no-engine", "--depth", "3")
	if !strings.Contains(en, "mate in 2 moves (3 half-moves) with the powers left: 4. (7=W) Qf3 (8=W) 0 5. (9=W) Bxf7#") {
		t.Errorf("English record:\n%s", en)
	}
}

func TestAnalyseJSON(t *testing.T) {
	t.Parallel()
	code, out, errs := run(t, "", "analyse", "--no-engine", "--depth", "2", "--format", "json", "../../corpus/seed000-fr.agn")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 18 || !strings.Contains(lines[0], `"kind":"summary"`) {
		t.Fatalf("%d lines, want the summary then one per half-move (17):\n%s", len(lines), out)
	}
	lines = lines[1:]
	var first struct {
		Kind, Move, Owner, Chose, Evaluator string
		Ply, Power, Depth                   int
	}
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	if first.Kind != "chess" || first.Ply != 1 || first.Move != "e4" || first.Power != 1 || first.Owner != "white" ||
		first.Chose != "play" || first.Evaluator != "built-in" || first.Depth < 1 {
		t.Errorf("first line: %s", lines[0])
	}
	// The mating move is worth a mate in 1 for White, and so is playing.
	for _, want := range []string{`"move":"Dxf7#"`, `"eval":"White mates in 1 move (1 half-move)"`, `"play_eval":"White mates in 1 move (1 half-move)"`, `"loss":0`} {
		if !strings.Contains(lines[16], want) {
			t.Errorf("last line lacks %s: %s", want, lines[16])
		}
	}
}

// stockfish returns the path of stockfish; .ci/run installs it, so the
// tests that need it run in CI.
func stockfish(t *testing.T) string {
	testenv.Long(t, "an analysis with Stockfish")
	return testenv.Tool(t, "apt-get install stockfish", "stockfish", "/usr/games/stockfish")
}

func TestAnalyseStockfish(t *testing.T) {
	t.Parallel()
	sf := stockfish(t)
	for _, f := range []string{"../../corpus/seed000-fr.agn", "../../corpus/valid/check-answer-order-fr.agn"} {
		out := checkAnalysed(t, f, "--engine", sf, "--engine-depth", "4", "--mate-depth", "3")
		if !strings.Contains(out, "(moteur UCI, profondeur 4 à chaque feuille)") {
			t.Errorf("%s: the engine is not named:\n%s", f, out)
		}
	}
}

// TestAnalyseMovetimeHeader: with --movetime the header says the time per
// search as a reader of the record writes it ("0,02 s par recherche" in a
// French record), not in Go's notation ("20ms"). The records are seed
// 000's first three half-moves: each search takes its 20 ms whatever the
// position, and the whole seed took 4 s a language for the same header.
func TestAnalyseMovetimeHeader(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ file, want string }{
		{"testdata/analyse-movetime-fr.agn", "mobilité), 0,02 s par recherche ;"},
		{"testdata/analyse-movetime-en.agn", "mobility), 0.02 s per search;"},
	} {
		code, out, errs := run(t, "", "analyse", "--no-engine", "--movetime", "20ms", "--mate-depth", "3", c.file)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		if !strings.Contains(out, c.want) {
			t.Errorf("%s: want %q in the header:\n%s", c.file, c.want, out[:600])
		}
	}
}

// TestAnalyseEnglishPowerOwner: an English comment names the power as an
// English reader says it ("White's power 1"), not word for word from the
// French ("power 1 White's").
func TestAnalyseEnglishPowerOwner(t *testing.T) {
	t.Parallel()
	code, out, errs := run(t, "", "analyse", "--no-engine", "--depth", "2", "--mate-depth", "3", "../../corpus/seed000-en.agn")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	out = noEval(out)
	if !strings.Contains(out, "{analysis: White's power 1, chosen: play") || strings.Contains(out, "White's, chosen") {
		t.Errorf("English power owner:\n%s", out[:900])
	}
}

// TestAnalyseEngineMateSaysSo: a mate the UCI engine announces (ordinary
// chess, powers unknown) that the mate search under the queue does not
// prove is counted as 10 pawns, never written as a mate (issue 27: the
// queue-blind engine mate); the mate the queue allows is proved.
func TestAnalyseEngineMateSaysSo(t *testing.T) {
	t.Parallel()
	sf := stockfish(t)
	out := checkAnalysed(t, "testdata/analyse-engine-mate-fr.agn", "--engine", sf, "--engine-depth", "8", "--mate-depth", "3")
	if strings.Contains(out, "+49,") || strings.Contains(out, "+50,") || strings.Contains(out, "selon le moteur") {
		t.Errorf("engine mates:\n%s", out)
	}
	if !strings.Contains(out, "mat en 2 coups (3 demi-coups) avec les pouvoirs restants : 1. (1=B) Re6 (2=B) 0 2. (3=B) Da8#") {
		t.Errorf("the proved mate is missing:\n%s", out)
	}
}

// TestAnalyseEngineMateLoss: a move that gives up a proved mate for a
// position still won by 10 pawns or more is an inaccuracy (lichess grades
// a lost mate by what is left); the best move is named.
func TestAnalyseEngineMateLoss(t *testing.T) {
	t.Parallel()
	sf := stockfish(t)
	out := checkAnalysed(t, "testdata/analyse-engine-mate-fr.agn", "--engine", sf, "--mate-depth", "3")
	if !strings.Contains(out, "1. (1=B) Rd6 $6") || !strings.Contains(out, "meilleur : Re6 (mat en 2 coups (3 demi-coups) pour les Blancs), joué : ") ||
		!strings.Contains(out, "abandonne le mat forcé") {
		t.Errorf("the lost mate:\n%s", out)
	}
}

// TestAnalyseAweleHeaderDepthOne: the Awélé header reads right at depth 1
// (no "1 coups", "1 moves").
func TestAnalyseAweleHeaderDepthOne(t *testing.T) {
	t.Parallel()
	for _, f := range []string{"../../corpus/awele/awele-001.agn"} {
		code, out, errs := run(t, "", "analyse", "--awele-depth", "1", f)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		if strings.Contains(out, " 1 coups") || strings.Contains(out, " 1 moves") || !strings.Contains(out, "{analys") {
			t.Errorf("%s:\n%s", f, out)
		}
	}
}

// TestAnalyseOpponentsPowerWords: when the power's owner decides for the
// other side, the comment says the owner lets it play ("laisser jouer
// d5"), not "jouer d5" as if the owner played the other side's move.
func TestAnalyseOpponentsPowerWords(t *testing.T) {
	t.Parallel()
	code, out, errs := run(t, "", "analyse", "--no-engine", "--depth", "2", "--mate-depth", "3", "../../corpus/seed000-fr.agn")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	out = noEval(out)
	// 1... (2=B) 0: White's power, Black to move.
	if !strings.Contains(out, "{analyse : pouvoir 2 des Blancs, choisi : coup nul (") || !strings.Contains(out, "autre choix : laisser jouer ") {
		t.Errorf("French:\n%s", out[:1200])
	}
	// 1. (1=B) e4: White's own power.
	if !strings.Contains(out, "{analyse : pouvoir 1 des Blancs, choisi : jouer (") {
		t.Errorf("the owner's own move:\n%s", out[:900])
	}
	code, out, errs = run(t, "", "analyse", "--no-engine", "--depth", "2", "--mate-depth", "3", "../../corpus/seed000-en.agn")
	if code != 0 || !strings.Contains(out, "other choice: let Black play ") {
		t.Errorf("English (exit %d, %s):\n%s", code, errs, out[:1200])
	}
}

// TestAnalyseKeepsPlayersComment: a player's comment that starts with
// "analyse :" is the player's: analyse keeps it, twice over.
func TestAnalyseKeepsPlayersComment(t *testing.T) {
	t.Parallel()
	out := checkAnalysed(t, "testdata/analyse-player-comment-fr.agn", "--no-engine", "--depth", "2", "--mate-depth", "3")
	if strings.Count(out, "{analyse : ici Re6 gagnait, voir l'étude}") != 1 {
		t.Errorf("the player's comment:\n%s", out)
	}
}

// TestAnalyseFakeEngineFallsBack: an engine that answers the handshake
// but gives an illegal best move is caught (issue 28): standard error says
// so once for a file of two games, both are analysed by the built-in
// evaluation, and the evaluator field says that the engine failed.
func TestAnalyseFakeEngineFallsBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fake := filepath.Join(dir, "fake-uci")
	script := "#!/bin/sh\nwhile read line; do\ncase \"$line\" in\nuci) echo 'id name Fake'; echo uciok;;\nisready) echo readyok;;\n" +
		"go*) echo 'info depth 1 score cp 12'; echo 'bestmove a1a8';;\nquit) exit 0;;\nesac\ndone\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../../corpus/seed000-en.agn")
	if err != nil {
		t.Fatal(err)
	}
	two := filepath.Join(dir, "two.agn")
	if err := os.WriteFile(two, append(append(append([]byte{}, src...), '\n'), src...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fr"} {
		code, out, errs := run(t, "", "--lang", lang, "analyse", "--engine", fake, "--workers", "1", "--mate-depth", "3", "--depth", "2", "--format", "json", two)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		want := map[string]string{"en": "the engine's best move a1a8 is not legal", "fr": "le meilleur coup du moteur, a1a8, n'est pas légal"}[lang]
		if n := strings.Count(errs, want); n != 1 {
			t.Errorf("%s: the failure said %d times, want once:\n%s", lang, n, errs)
		}
		if n := strings.Count(out, `"evaluator":"built-in (the engine Fake failed)"`); n < 30 {
			t.Errorf("%s: %d lines name the fallback:\n%s", lang, n, out)
		}
		if strings.Contains(out, `"evaluator":"Fake"`) {
			t.Errorf("%s: a line still names the failed engine", lang)
		}
	}
}

// TestSearchFlagsBounded: a negative or absurd value of a search flag is
// refused with a clear message and exit status 2, in French and English
// (negative values meant "no limit" before; 100000 threads took hundreds
// of MB).
func TestSearchFlagsBounded(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args   []string
		en, fr string
	}{
		{[]string{"analyse", "--depth", "-1"}, "--depth -1: must be between 0 and 60", "--depth -1 : doit être compris entre 0 et 60"},
		{[]string{"analyse", "--movetime", "-1s"}, "--movetime -1s: must be between 0s and 1h", "--movetime -1s : doit être compris entre 0s et 1h"},
		{[]string{"analyse", "--mate-depth", "1000"}, "--mate-depth 1000: must be between 0 and 20", "--mate-depth 1000 : doit être compris entre 0 et 20"},
		{[]string{"solve", "--time", "-1s"}, "--time -1s: must be between 1ms and 24h", "--time -1s : doit être compris entre 1ms et 24h"},
		{[]string{"solve", "--threads", "100000"}, "--threads 100000: must be between 0 and", "--threads 100000 : doit être compris entre 0 et"},
	} {
		for lang, want := range map[string]string{"en": c.en, "fr": c.fr} {
			args := append(append([]string{"--lang", lang}, c.args...), "../../corpus/seed000-fr.agn")
			code, _, errs := run(t, "", args...)
			if code != 2 || !strings.Contains(strings.ReplaceAll(errs, "\u00a0", " "), want) {
				t.Errorf("%v: exit %d, %q; want 2 and %q", args, code, errs, want)
			}
		}
	}
}

// TestAnalyseJudgesTheRightPlayer: the cases of issue 27, by name. The
// power owner's decision is judged apart from the mover's move. The three
// games are analysed in parallel subtests, each as shallow as its
// assertions allow: handicap-white-3-2-en with TestAnalyseCorpus's
// arguments (its run is shared), seed000-fr at the default depths (shared
// with TestAnalyseOnlyChoice), multi-awele-resign-fr at the default depth
// with the mate and Awélé searches no deeper than its mate in 5
// half-moves needs (the default depths took 3 s).
func TestAnalyseJudgesTheRightPlayer(t *testing.T) {
	t.Parallel()
	testenv.Long(t, "three games analysed, seconds each")
	t.Run("handicap-white-3-2-en", func(t *testing.T) {
		t.Parallel()
		hw := noEval(checkAnalysed(t, "../../corpus/valid/handicap-white-3-2-en.agn", corpusArgs()...))
		// 9.(8=B) Qxf7#: Black let White play; White's mating move gets no
		// error mark (only its !, the only move that mates), Black's
		// decision is marked.
		if !strings.Contains(hw, "9. (8=B) Qxf7# $1\n{analysis: Black's power 8, chosen: let White play") || errorMark.MatchString(hw) ||
			!strings.Contains(hw, "Black's decision ?? (blunder); allows a forced mate") {
			t.Errorf("9.(8=B) Qxf7#:\n%s", hw)
		}
	})
	t.Run("seed000-fr", func(t *testing.T) {
		t.Parallel()
		seed := corpusAnalysed(t, "../../corpus/seed000-fr.agn", "--no-engine")
		// 2…(4=N) Cc6 walks into a forced mate: marked on Black's move.
		if !strings.Contains(seed, "2... (4=N) Cc6 $4") || !strings.Contains(seed, "permet un mat forcé") {
			t.Errorf("2…(4=N) Cc6:\n%s", seed)
		}
		// 5…(10=N) Ch6 walks into the mate too.
		if !strings.Contains(seed, "5... (10=N) Ch6 $4") {
			t.Errorf("5…(10=N) Ch6:\n%s", seed)
		}
		// Every move is judged in the summary, Black's power decisions apart.
		if !strings.Contains(seed, "{analyse : bilan (précision et seuils de lichess") {
			t.Errorf("no summary:\n%s", seed)
		}
	})
	t.Run("multi-awele-resign-fr", func(t *testing.T) {
		t.Parallel()
		// multi-awele-resign-fr 5…(10=B) exd4: White's decision to let Black
		// play is judged in the comment; exd4, Black's best, has no mark.
		multi := noEval(corpusAnalysed(t, "../../corpus/valid/multi-awele-resign-fr.agn", "--no-engine", "--mate-depth", "5", "--awele-depth", "4"))
		if !strings.Contains(multi, "5... (10=B) exd4\n{analyse : pouvoir 10 des Blancs, choisi : laisser jouer") ||
			!strings.Contains(multi, "décision des Blancs ?? (gaffe)") {
			t.Errorf("5…(10=B) exd4:\n%s", multi)
		}
		// The best move named is the first move of the mate line beside it.
		if !strings.Contains(multi, "meilleur : Cg1 (mat en 3 coups (5 demi-coups) pour les Blancs), joué : +4,51") {
			t.Errorf("4. (7=B) c3: the best move and the mate line disagree:\n%s", multi)
		}
	})
}

// errorMark is an error NAG ($2, $4, $6) on White's mating move.
var errorMark = regexp.MustCompile(`Qxf7# \$[246]`)

// TestAnalyseQueueBlindEngineMate: issue 27's case: Stockfish sees a back
// rank mate after 1.(1=B) h3 (2=B) h6, but powers 3 and 4 are Black's:
// no mate under the queue. The engine's mate is not written, h6 is not
// marked; the mate in 1 that h3 missed (Ta8#) is proved and said.
func TestAnalyseQueueBlindEngineMate(t *testing.T) {
	t.Parallel()
	sf := stockfish(t)
	out := checkAnalysed(t, "testdata/analyse-queue-blind-fr.agn", "--engine", sf, "--engine-depth", "8")
	if strings.Contains(out, "selon le moteur") || strings.Contains(out, "h6 $") {
		t.Errorf("the engine's mate is used without the queue:\n%s", out)
	}
	if !strings.Contains(out, "mat en 1 coup (1 demi-coup) avec les pouvoirs restants : 1. (1=B) Ta8#") {
		t.Errorf("the mate in 1 missed by h3:\n%s", out)
	}
}

// TestAnalyseSameGameSameAnswer: with an engine, a game gets the same
// analysis alone and after other games in the file (ucinewgame and a
// cleared cache between games; issue 27 found 460 of 482 evaluations
// differing).
func TestAnalyseSameGameSameAnswer(t *testing.T) {
	t.Parallel()
	sf := stockfish(t)
	dir := t.TempDir()
	other, err := os.ReadFile("../../corpus/valid/check-answer-order-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	game, err := os.ReadFile("../../corpus/seed000-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	both := filepath.Join(dir, "both.agn")
	if err := os.WriteFile(both, append(append(other, '\n'), game...), 0o644); err != nil {
		t.Fatal(err)
	}
	// Depth 4 is enough: with the hash left from one search to the next
	// (no ucinewgame before each position, planted) the outputs differ
	// at depth 4 as at 8, for 0.3 s of CPU instead of 2.1.
	args := []string{"analyse", "--engine", sf, "--engine-depth", "4", "--workers", "1", "--mate-depth", "2"}
	_, alone, _ := run(t, "", append(args, "../../corpus/seed000-fr.agn")...)
	_, two, errs := run(t, "", append(args, both)...)
	if alone == "" || !strings.HasSuffix(two, alone) {
		t.Errorf("the game analysed alone and after another differ (%s):\n%s\n---\n%s", errs, alone, two)
	}
}

// scholarsMate is a game of plain chess, the scholar's mate.
const scholarsMate = "[Event \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"

// scholarsRun is analyse --no-engine's run on scholarsMate, made once
// for the tests that read it (1 s of CPU at the default depths).
var scholarsRun struct {
	once      sync.Once
	code      int
	out, errs string
}

// analysedScholars returns analyse --no-engine's run on scholarsMate.
func analysedScholars(t *testing.T) (code int, out, errs string) {
	t.Helper()
	r := &scholarsRun
	r.once.Do(func() { r.code, r.out, r.errs = run(t, scholarsMate, "analyse", "--no-engine") })
	return r.code, r.out, r.errs
}

// TestAnalyseEvalCommand: every judged half-move carries lichess's
// [%eval] (pawns for White with a point, #N for a mate in N moves), in
// the record and in the PGN export; plain chess is analysed as chess.
func TestAnalyseEvalCommand(t *testing.T) {
	t.Parallel()
	code, out, errs := analysedScholars(t)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"1. e4 {analysis: [%eval ", "3... Nf6 $4\n{analysis: [%eval #1] best: ", "allows a forced mate", "White (A): moves (4): accuracy"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Awélé") {
		t.Errorf("a chess game's header speaks of Awélé:\n%s", out)
	}
	code, pgn, errs := run(t, out, "export", "--to", "pgn")
	if code != 0 || !strings.Contains(pgn, "{ analysis: [%eval #1]") {
		t.Errorf("PGN export (exit %d, %s):\n%s", code, errs, pgn)
	}
}

// TestAnalyseDelayedMate: a move that keeps a forced mate, a longer one,
// is no error (issue 27: delayed mates were marked ?? "gave up a forced
// mate"); the comment says so, in the record's language.
func TestAnalyseDelayedMate(t *testing.T) {
	t.Parallel()
	out := noEval(checkAnalysed(t, "testdata/analyse-delayed-mate-fr.agn", "--no-engine"))
	if strings.Contains(out, "Dc2 $") || !strings.Contains(out, "mat plus long, pas une faute") || strings.Contains(out, "abandonne le mat") {
		t.Errorf("the delayed mate:\n%s", out)
	}
	en := strings.NewReplacer(`[Language "fr"]`, `[Language "en"]`, "Awélé", "Awele", "Échecs", "Chess", "Dc2", "Qc2", "B3", "W3", "(1=B)", "(1=W)").Replace(readFile(t, "testdata/analyse-delayed-mate-fr.agn"))
	code, out, errs := run(t, en, "analyse", "--no-engine")
	if code != 0 || strings.Contains(out, "Qc2 $") || !strings.Contains(out, "a longer mate, no error") {
		t.Errorf("English (exit %d, %s):\n%s", code, errs, out)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestAnalyseOnlyChoice: `!` marks the only choice that keeps a win or a
// mate, proved by the search, on its author: a pass the owner imposes (the
// null move as the only choice), a mating move, and not a losing side's
// choice between two mates against it.
func TestAnalyseOnlyChoice(t *testing.T) {
	seed := noEval(corpusAnalysed(t, "../../corpus/seed000-fr.agn", "--no-engine"))
	for _, c := range []struct{ name, want string }{
		// White makes Black pass with power 6: letting Black play (e6)
		// gives up the mate in 2. The null move is the only choice.
		{"3... (6=B) 0", "3... (6=B) 0\n{analyse : pouvoir 6 des Blancs, choisi : coup nul (mat en 2 coups (4 demi-coups) pour les Blancs) ; autre choix : laisser jouer e6 (+1,53) ; décision des Blancs ! (le seul choix qui garde le gain)"},
		// The mate on the board: the only move that mates.
		{"9. (16=B) Dxf7#", "9. (16=B) Dxf7# $1\n{analyse : pouvoir 16 des Blancs, choisi : jouer (mat en 1 coup (1 demi-coup) pour les Blancs) ; autre choix : coup nul (-1,31) ; le seul choix qui garde le gain"},
	} {
		if !strings.Contains(seed, c.want) {
			t.Errorf("%s: missing %q in\n%s", c.name, c.want, seed)
		}
	}
	// Black's null move 3. (5=N) 0 chooses between two mates against
	// Black: no `!`.
	if strings.Contains(seed, "3. (5=N) 0 $1") || strings.Contains(seed, "décision des Noirs !") {
		t.Errorf("a losing side's choice marked !:\n%s", seed)
	}
	code, out, errs := analysedScholars(t)
	if code != 0 || !strings.Contains(out, "4. Qxf7# $1\n{analysis: the only choice that keeps the win") || strings.Contains(out, "1. e4 $1") {
		t.Errorf("plain chess (exit %d, %s):\n%s", code, errs, out)
	}
}

// TestAnalyseEnglishLettersInExport: the moves analyse's comments name
// speak the letters of the moves beside them: English in the PGN export
// and in convert --to en of a French record (the best move, the move on
// play, the mate line and its power tokens); the PGN read back gives the
// French record again.
func TestAnalyseEnglishLettersInExport(t *testing.T) {
	fr := corpusAnalysed(t, "../../corpus/seed000-fr.agn", "--no-engine", "--depth", "3")
	for _, want := range []string{"meilleur : Df3", "4. (7=B) Df3 (8=B) 0 5. (9=B) Fxf7#"} {
		if !strings.Contains(fr, want) {
			t.Fatalf("the French analysis lacks %q:\n%s", want, fr)
		}
	}
	code, pgn, errs := run(t, fr, "export", "--to", "pgn")
	if code != 0 {
		t.Fatalf("export: exit %d: %s", code, errs)
	}
	code, en, errs := run(t, fr, "convert", "--to", "en")
	if code != 0 {
		t.Fatalf("convert: exit %d: %s", code, errs)
	}
	for name, out := range map[string]string{"export --to pgn": strings.Join(strings.Fields(pgn), " "), "convert --to en": en} {
		for _, want := range []string{"meilleur : Qf3", "4. (7=W) Qf3 (8=W) 0 5. (9=W) Bxf7#", "laisser jouer Qf3"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s lacks %q:\n%s", name, want, out)
			}
		}
		if strings.Contains(out, "Df3") || strings.Contains(out, "(7=B)") {
			t.Errorf("%s keeps French letters:\n%s", name, out)
		}
	}
	code, back, errs := run(t, pgn, "convert", "--from", "pgn")
	if code != 0 || back != fr {
		t.Errorf("PGN read back (exit %d, %s):\n%s\n---\n%s", code, errs, back, fr)
	}
}

// TestAnalyseJSONDecided: a blunder's drop in a position the built-in
// judge finds decided (56. Kg3 of a rook ending where White stays
// ahead) is a mistake, and the JSON line says why ("decided").
func TestAnalyseJSONDecided(t *testing.T) {
	t.Parallel()
	const pgn = "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"r7/P7/8/2k5/5P2/8/6K1/R7 w - - 1 56\"]\n\n56. Kg3 *\n"
	code, out, errs := run(t, pgn, "analyse", "--no-engine", "--workers", "1", "--threads", "1", "--format", "json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var move struct {
		Move, Mark string
		Decided    bool
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &move); err != nil {
		t.Fatal(err)
	}
	if move.Move != "Kg3" || move.Mark != "?" || !move.Decided {
		t.Errorf("want Kg3, a mistake, decided: %s", lines[len(lines)-1])
	}
}

// TestMain runs the package's tests with testenv.Main: the collector at
// 400% (testenv.FewerCollections).
func TestMain(m *testing.M) { testenv.Main(m) }
