package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestArchiveReadsPGNFiles: a .pgn export among the AGN files is read as
// PGN by select, tree and stats --players as it is by check: its games are
// found by the filters, are duplicates of the AGN records they were
// exported from, and are written whole.
func TestArchiveReadsPGNFiles(t *testing.T) {
	t.Parallel()
	dir := collection(t)
	fr := filepath.Join(dir, "fr.agn")
	code, pgn, errs := run(t, "", "export", "--to", "pgn", fr)
	if code != 0 {
		t.Fatalf("export: %d %s", code, errs)
	}
	pgnPath := filepath.Join(dir, "export.pgn")
	if err := os.WriteFile(pgnPath, []byte(pgn), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "select", "--count", "--player", ".", pgnPath)
	if code != 0 || strings.TrimSpace(out) != "30" {
		t.Errorf("select --count --player . export.pgn: exit %d, %q %s; want 30", code, out, errs)
	}
	code, out, errs = run(t, "", "select", "--count", "--plies", "1..", pgnPath)
	if code != 0 || strings.TrimSpace(out) != "30" {
		t.Errorf("select --count --plies 1.. export.pgn: exit %d, %q %s; want 30", code, out, errs)
	}
	code, out, errs = run(t, "", "select", "--duplicates", "--format", "json", fr, pgnPath)
	if code != 0 || strings.Count(out, "\n") != 30 || strings.Count(out, "export.pgn") != 30 {
		t.Errorf("select --duplicates fr.agn export.pgn: exit %d %s\n%s; want 30 pairs", code, errs, out)
	}
	// Written as AGN, the PGN games are whole games that select reads back.
	code, out, errs = run(t, "", "select", pgnPath)
	if code != 0 || strings.Count(out, "[Event ") != 30 || !strings.Contains(out, "Chess") && !strings.Contains(out, "Échecs") {
		t.Fatalf("select export.pgn: exit %d %s\n%.400s", code, errs, out)
	}
	back := filepath.Join(dir, "back.agn")
	if err := os.WriteFile(back, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = run(t, "", "select", "--duplicates", "--format", "json", fr, back)
	if code != 0 || strings.Count(out, "\n") != 30 {
		t.Errorf("select --duplicates fr.agn back.agn: exit %d %s\n%s; want 30 pairs", code, errs, out)
	}
	_, want, _ := run(t, "", "tree", "--format", "json", fr)
	code, out, errs = run(t, "", "tree", "--format", "json", pgnPath)
	if code != 0 || out != want {
		t.Errorf("tree export.pgn: exit %d %s\n%s\nwant %s", code, errs, out, want)
	}
	_, want, _ = run(t, "", "stats", "--players", "--format", "json", fr)
	code, out, errs = run(t, "", "stats", "--players", "--format", "json", pgnPath)
	if code != 0 || out != want {
		t.Errorf("stats --players export.pgn: exit %d %s\n%s\nwant %s", code, errs, out, want)
	}
}

// TestPGNOverFileLimit: a PGN file over the size an OGN file is read in
// (64 times --max-game-size) is read game by game like AGN: every command
// reads all its games (it was refused, "more than 1 MiB: too large to be
// converted as a whole").
func TestPGNOverFileLimit(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "big.pgn")
	game := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
	n := (1<<20)/len(game) + 1
	if err := os.WriteFile(p, []byte(strings.Repeat(game, n)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--max-game-size", "16K", "check", "-q", p}, fmt.Sprintf("%d games: %d valid", n, n)},
		{[]string{"--max-game-size", "16K", "select", "--count", p}, fmt.Sprint(n)},
		{[]string{"--max-game-size", "16K", "--lang", "fr", "select", "--count", p}, fmt.Sprint(n)},
	} {
		code, out, errs := run(t, "", c.args...)
		if code != ExitOK || errs != "" || !strings.Contains(out, c.want) {
			t.Errorf("%q: exit %d, %q %q; want %q", c.args, code, out, errs, c.want)
		}
	}
}

// TestOGNTooLargeNamedOnce: an OGN file over the size an OGN file is read
// in is named once in the message, not twice ("x.ogn: x.ogn: more than
// ...").
func TestOGNTooLargeNamedOnce(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "big.ogn")
	game := "[South \"x\"]\n[Result \"*\"]\n\n1. A a *\n\n"
	if err := os.WriteFile(p, []byte(strings.Repeat(game, (1<<20)/len(game)+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--max-game-size", "16K", "check", "-q", p},
		{"--max-game-size", "16K", "select", "--count", p},
		{"--max-game-size", "16K", "--lang", "fr", "select", "--count", p},
	} {
		code, _, errs := run(t, "", args...)
		if code != ExitUsage || strings.Count(errs, "big.ogn") != 1 || !strings.Contains(errs, "1 Mi") {
			t.Errorf("%q: exit %d, %q; want the file named once, exit 2", args, code, errs)
		}
	}
}

// TestSelectCannotWriteInFrench: the reason a file cannot be written is in
// the user's language (it was the system's English "no such file or
// directory").
func TestSelectCannotWriteInFrench(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "g.agn")
	_, g, _ := run(t, "", "generate", "-n", "2", "--seed", "2")
	if err := os.WriteFile(in, []byte(g), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "missing", "x.agn")
	code, _, errs := run(t, "", "--lang", "fr", "select", "-o", out, in)
	// Every command words an output it cannot create alike (createOutput).
	if want := out + "\u00a0: fichier ou dossier introuvable"; code != ExitUsage || !strings.Contains(errs, want) {
		t.Errorf("exit %d, %q; want %q", code, errs, want)
	}
	code, _, errs = run(t, "", "--lang", "en", "select", "-o", out, in)
	if want := out + ": no such file or directory"; code != ExitUsage || !strings.Contains(errs, want) {
		t.Errorf("exit %d, %q; want %q", code, errs, want)
	}
}

// TestSelectDayFirstDates: dates written day first (15/06/2024), as
// French archives write them, are selected by --from/--to and sorted by
// --sort Date as the same days in PGN order.
func TestSelectDayFirstDates(t *testing.T) {
	t.Parallel()
	game := func(date, round string) string {
		return "[Event \"e\"]\n[Date \"" + date + "\"]\n[Round \"" + round + "\"]\n[Variant \"Standard\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
	}
	p := filepath.Join(t.TempDir(), "d.agn")
	text := game("15/06/2024", "1") + game("2024.01.10", "2") + game("01.03.2024", "3") + game("????.??.??", "4") + game("2023.12.31", "5")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "select", "--count", "--from", "2024.01.01", "--to", "2024.06.30", p)
	if code != 0 || strings.TrimSpace(out) != "3" {
		t.Errorf("--from 2024.01.01 --to 2024.06.30: exit %d, %q %s; want 3", code, out, errs)
	}
	code, out, errs = run(t, "", "select", "--sort", "Date", p)
	var rounds []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "[Round ") {
			rounds = append(rounds, strings.Trim(strings.TrimPrefix(l, "[Round "), "\"]"))
		}
	}
	if got := strings.Join(rounds, " "); code != 0 || got != "5 2 3 1 4" {
		t.Errorf("--sort Date: exit %d %s, rounds %q; want \"5 2 3 1 4\"", code, errs, got)
	}
	// The games are written as they stand: the tag is not rewritten.
	if !strings.Contains(out, `[Date "15/06/2024"]`) {
		t.Errorf("--sort Date rewrote a date:\n%s", out)
	}
}

// TestNamesWhateverTheirUnicodeForm: a name typed on a Mac (decomposed,
// NFD: e and a combining accent) is the same name as the one typed
// elsewhere (NFC): --player, --tag, stats --players and --crosstable
// treat them as one (they were two players, and a filter found half).
func TestNamesWhateverTheirUnicodeForm(t *testing.T) {
	t.Parallel()
	game := func(white, black, res string) string {
		return "[Event \"Championnat d\u00e9partemental\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Variant \"Standard\"]\n[Result \"" + res + "\"]\n\n1. e4 e5 " + res + "\n\n"
	}
	nfc, nfd := "Zo\u00e9 Lef\u00e8vre", "Zoe\u0301 Lefe\u0300vre"
	p := filepath.Join(t.TempDir(), "n.agn")
	text := game(nfc, "Martin", "1-0") + game("Martin", nfd, "0-1") +
		"[Event \"Championnat de\u0301partemental\"]\n[White \"" + nfd + "\"]\n[Black \"Martin\"]\n[Variant \"Standard\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n"
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--player", nfc}, {"--player", nfd}, {"--player", "^Zo\u00e9"},
		{"--tag", "White=~Zo\u00e9"}, {"--tag", "Event=Championnat d\u00e9partemental"},
	} {
		want := "3"
		if args[0] == "--tag" && strings.HasPrefix(args[1], "White") {
			want = "2"
		}
		code, out, errs := run(t, "", append(append([]string{"select", "--count"}, args...), p)...)
		if code != 0 || strings.TrimSpace(out) != want {
			t.Errorf("select --count %q: exit %d, %q %s; want %s", args, code, out, errs, want)
		}
	}
	code, out, errs := run(t, "", "stats", "--players", "--format", "json", p)
	if code != 0 || strings.Count(out, `"name"`) != 2 {
		t.Errorf("stats --players: exit %d %s\n%s; want 2 players", code, errs, out)
	}
	code, out, errs = run(t, "", "stats", "--crosstable", "Championnat de\u0301partemental", "--format", "json", p)
	if code != 0 || !strings.Contains(out, `"games": 3`) && !strings.Contains(out, `"games":3`) {
		t.Errorf("stats --crosstable: exit %d %s\n%s; want 3 games", code, errs, out)
	}
}

// TestSelectOutputIsInput: -o naming an input is refused, the file named
// in the message no more than the reason needs (it came three times:
// "cannot write x: x: the output is the input file x").
func TestSelectOutputIsInput(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "g.agn")
	_, g, _ := run(t, "", "generate", "-n", "2", "--seed", "2")
	if err := os.WriteFile(p, []byte(g), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run(t, "", "select", "--sort", "Round", "-o", p, p)
	if code != ExitUsage || strings.Count(errs, p) > 2 || !strings.Contains(errs, "the output is the input") {
		t.Errorf("exit %d, %q; want the refusal, the file named at most twice", code, errs)
	}
	if b, _ := os.ReadFile(p); string(b) != g {
		t.Errorf("the input was changed")
	}
}

// TestSelectPGNAsWritten: a PGN game selected into PGN is written as it
// stands in its file, byte for byte (its layout, comments, escape lines
// and NAGs kept), whether its tags decided or its moves were replayed;
// --canonical writes it through export's printer instead.
func TestSelectPGNAsWritten(t *testing.T) {
	t.Parallel()
	first := "[Event \"Club\"]\n[Site \"Lyon\"]\n[Date \"1991.05.04\"]\n[Round \"1\"]\n[White \"Alpha\"]\n[Black \"Beta\"]\n[Result \"1-0\"]\n[Annotator \"moi\"]\n\n" +
		"1.e4 {un   commentaire} e5 $1\n% une ligne d'échappement\n2.Bc4   Nc6 3.Qh5 Nf6?? 4.Qxf7# 1-0"
	second := "[Event \"Club\"]\n[Site \"Lyon\"]\n[Date \"1985.01.02\"]\n[Round \"2\"]\n[White \"Gamma\"]\n[Black \"Alpha\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1"
	f := filepath.Join(t.TempDir(), "club.pgn")
	if err := os.WriteFile(f, []byte(first+"\n\n"+second+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--tag", "White=Alpha"},
		{"--from", "1990"},
		{"--player", "Alpha", "--plies", "7..", "-j", "1"},
		{"--fen", "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"},
	} {
		code, out, errs := run(t, "", append([]string{"select", "--format", "pgn"}, append(args, f)...)...)
		if code != 0 || out != first+"\n\n" {
			t.Errorf("select --format pgn %q: exit %d %s\n%q\nwant\n%q", args, code, errs, out, first+"\n\n")
		}
	}
	code, out, errs := run(t, "", "select", "--format", "pgn", "--canonical", "--tag", "White=Alpha", f)
	if code != 0 || !strings.Contains(out, "1. e4 { un   commentaire } 1... e5 $1") || strings.Contains(out, "1.e4") {
		t.Errorf("select --format pgn --canonical: exit %d %s\n%s", code, errs, out)
	}
}
