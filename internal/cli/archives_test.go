package cli

import (
	"strings"
	"testing"
)

// Records as other programs write them: a game in UCI form is written
// back in SAN by convert and export (it was an illegal move); a time
// forfeit is a time-forfeit in check --format json and stats (it was a
// resignation); an antichess game is noted and kept whole through a
// conversion (it was replayed as Awechec).
func TestRecordsOfOtherPrograms(t *testing.T) {
	t.Parallel()
	uci := "[Event \"u\"]\n[Result \"*\"]\n\n1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 (3... f8c5 4. e1g1) 4. e1g1 *\n"
	code, out, errs := run(t, uci, "convert", "--to", "fr")
	if code != ExitOK || !strings.Contains(out, "1. e4 e5 2. Cf3 Cc6 3. Fc4 Cf6 (3... Fc5 4. O-O) 4. O-O *") || !strings.Contains(errs, "note[uci-moves]") {
		t.Errorf("convert of a UCI game: exit %d:\n%s%s", code, out, errs)
	}
	code, out, _ = run(t, uci, "export", "--to", "pgn")
	if code != ExitOK || !strings.Contains(out, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 (3... Bc5 4. O-O) 4. O-O *") {
		t.Errorf("export of a UCI game: exit %d:\n%s", code, out)
	}

	forfeit := "[Event \"f\"]\n[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n\n1. e4 e5 0-1\n"
	if _, out, _ := run(t, forfeit, "check", "--format", "json"); !strings.Contains(out, `"termination":"time-forfeit"`) {
		t.Errorf("check --format json: %s", out)
	}
	if _, out, _ := run(t, forfeit, "stats", "--format", "json"); !strings.Contains(strings.Join(strings.Fields(out), ""), `"terminations":{"time-forfeit":1}`) {
		t.Errorf("stats --format json: %s", out)
	}

	anti := "[Event \"a\"]\n[Variant \"Antichess\"]\n[Result \"1-0\"]\n\n1. e3 b5 2. Bxb5 Nc6 3. Bxc6 dxc6 4. Qh5 Bg4 5. Qxf7+ Kxf7 1-0\n"
	code, out, errs = run(t, anti, "check")
	if code != ExitOK || !strings.Contains(out, "note[variant-unjudged]") || strings.Contains(out, "error[") {
		t.Errorf("check of an antichess game: exit %d:\n%s%s", code, out, errs)
	}
	zh := "[Event \"z\"]\n[Variant \"Crazyhouse\"]\n[Result \"0-1\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. N@e5 @h5 5. P@f7+ Kxf7 0-1\n"
	code, out, errs = run(t, zh, "convert", "--to", "fr")
	if code != ExitOK || !strings.Contains(out, "4. C@e5 @h5 5. P@f7+ Rxf7 0-1") {
		t.Errorf("convert of a crazyhouse game: exit %d:\n%s%s", code, out, errs)
	}
	code, out, _ = run(t, anti, "convert", "--to", "en")
	if code != ExitOK || !strings.Contains(out, "[Variant \"Antichess\"]") || !strings.Contains(out, "5. Qxf7+ Kxf7 1-0") {
		t.Errorf("convert of an antichess game: exit %d:\n%s", code, out)
	}
}

// A null move in a variation of a standard game (an analyst's threat
// line), in each spelling python-chess, pgn-extract and SCID write, does
// not fail the export: the game is written whole, its variation and its
// null move with it (0000 and @@@@ were syntax errors that lost the game).
func TestNullMoveInVariationExported(t *testing.T) {
	t.Parallel()
	for _, null := range []string{"--", "Z0", "0000", "@@@@"} {
		game := "[Event \"n\"]\n[Result \"*\"]\n\n1. e4 e5 (1... " + null + " 2. d4 Nf6) 2. Nf3 Nc6 *\n"
		code, out, errs := run(t, game, "export", "--to", "pgn")
		if code != ExitOK || !strings.Contains(out, "[Event \"n\"]") || !strings.Contains(out, "1. e4 e5 (1... -- 2. d4 Nf6) 2. Nf3 Nc6 *") {
			t.Errorf("%s: exit %d:\n%s%s", null, code, out, errs)
		}
	}
}
