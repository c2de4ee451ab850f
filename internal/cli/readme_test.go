package cli

import (
	"os"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/web"
)

// TestReadmeCheckExample keeps the README's example of check honest: the
// command it shows must print what it shows.
func TestReadmeCheckExample(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "$ awechec check "
	text := string(readme)
	i := strings.Index(text, prompt)
	if i < 0 {
		t.Fatal("the README shows no check example")
	}
	block := text[i:]
	block = block[:strings.Index(block, "```")]
	lines := strings.SplitN(block, "\n", 2)
	file := strings.TrimPrefix(lines[0], prompt)
	want := lines[1]

	_, out, _ := run(t, "", "check", "../../"+file)
	if got := strings.ReplaceAll(out, "../../", ""); got != want {
		t.Errorf("the README shows\n%s\nbut check prints\n%s", want, got)
	}
}

// TestReadmeFirstRun: the README opens with two commands, the main job on
// the bundled corpus then go test ./...; the first one shows the toolkit
// working: every game valid, exit status 0 (issue 10: it ended in 82
// lines of errors and exit status 1, and a newcomer thought it broken).
// The planted defects are shown next, with what they are.
func TestReadmeFirstRun(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	i := strings.Index(text, "```\n")
	if i < 0 {
		t.Fatal("the README opens with no command block")
	}
	block := text[i+4:]
	block = block[:strings.Index(block, "```")]
	lines := strings.Split(strings.TrimSpace(block), "\n")
	if len(lines) != 2 || lines[1] != "go test ./..." || !strings.HasPrefix(lines[0], "go run ./cmd/awechec check ") {
		t.Fatalf("the README's first block is %q, want the check of the corpus then go test ./...", lines)
	}
	var args []string
	for _, a := range strings.Fields(strings.TrimPrefix(lines[0], "go run ./cmd/awechec check ")) {
		if !strings.HasPrefix(a, "corpus") {
			t.Fatalf("the first command checks %q, not the bundled corpus", a)
		}
		args = append(args, "../../"+a)
	}
	code, out, errs := run(t, "", append([]string{"check"}, args...)...)
	if code != ExitOK || strings.Contains(out, "error[") || strings.Contains(out, "warning[") {
		t.Errorf("the README's first command exits %d:\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, " valid, 0 with errors\n") {
		t.Errorf("no summary of valid games:\n%s", out)
	}
	// The notes the first run prints are explained next to it, by code,
	// so that a newcomer does not take them for defects.
	intro := text[:strings.Index(text, "\n## ")]
	for _, l := range strings.Split(out, "\n") {
		_, rest, ok := strings.Cut(l, ": note[")
		if code, _, _ := strings.Cut(rest, "]"); ok && !strings.Contains(intro, "`"+code+"`") {
			t.Errorf("the first run prints a note[%s] the README's opening does not explain:\n%s", code, l)
		}
	}
	if !strings.Contains(text, "check corpus/invalid") || !strings.Contains(text, "planted") {
		t.Errorf("the README does not show the planted defects of corpus/invalid")
	}
}

// TestReadmeOpensForPlayers: the README's first screen is for French
// players (issue 22): what the toolkit does, the page's address, where to
// download the programs and how to install them, the first command, the
// guide; then, still on the first screen, the developers' two commands
// (TestReadmeFirstRun checks what they do).
func TestReadmeOpensForPlayers(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	dev := strings.Index(text, "```\ngo run ./cmd/awechec check ")
	if dev < 0 || strings.Index(text, "```") < dev {
		t.Fatal("the README's first command block is not the developers' check of the corpus")
	}
	if line := strings.Count(text[:dev], "\n") + 1; line > 22 {
		t.Errorf("the developers' commands begin on line %d: past the first screen (22 lines before them at most)", line)
	}
	players := text[:dev]
	if !strings.HasPrefix(players, "# awechec\n\n**Pour les joueurs.**") {
		t.Errorf("the README does not open with its section for players:\n%.80s", players)
	}
	for _, want := range []string{
		web.PublishedURL, // the page, nothing to install
		"https://github.com/awechec/awechec/releases", // the programs
		"docs/INSTALL.md", "docs/fr/GUIDE.md", "docs/en/GUIDE.md",
		"`awechec check ",     // the first command
		" vous ", " la page ", // in French
	} {
		if !strings.Contains(players, want) {
			t.Errorf("the players' section does not say %q", want)
		}
	}
	// English words would tell a section left in English
	french, _, ok := strings.Cut(players, "**For developers**")
	if !ok {
		t.Error("the developers' part has no heading of its own (**For developers**)")
	}
	for _, english := range []string{" the ", " your ", " and "} {
		if strings.Contains(french, english) {
			t.Errorf("the players' section has English in it (%q)", english)
		}
	}
}

// TestReadmeFrenchExample keeps the README's French example honest.
func TestReadmeFrenchExample(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "$ LANG=fr_FR.UTF-8 awechec check "
	text := string(readme)
	i := strings.Index(text, prompt)
	if i < 0 {
		t.Fatal("the README shows no French example")
	}
	block := text[i:]
	block = block[:strings.Index(block, "```")]
	lines := strings.SplitN(block, "\n", 2)
	file := strings.TrimPrefix(lines[0], prompt)
	withEnv(t, map[string]string{"LANG": "fr_FR.UTF-8"}, func() {
		_, out, _ := run(t, "", "check", "../../"+file)
		if got := strings.ReplaceAll(out, "../../", ""); got != lines[1] {
			t.Errorf("the README shows\n%s\nbut check prints\n%s", lines[1], got)
		}
	})
}

// TestReadmeAnalyseExample keeps the README's analysed extract honest:
// every line it shows is a line analyse prints.
func TestReadmeAnalyseExample(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "$ awechec analyse --no-engine "
	text := string(readme)
	i := strings.Index(text, prompt)
	if i < 0 {
		t.Fatal("the README shows no analyse example")
	}
	block := text[i:]
	block = block[:strings.Index(block, "```")]
	lines := strings.Split(strings.TrimSpace(block), "\n")
	file := strings.TrimPrefix(lines[0], prompt)
	_, out, _ := run(t, "", "analyse", "--no-engine", "../../"+file)
	for _, l := range lines[1:] {
		if !strings.Contains(out, l+"\n") {
			t.Errorf("the README shows %q, which analyse does not print:\n%s", l, out)
		}
	}
	if len(lines) < 5 {
		t.Errorf("the README's extract is too short: %q", lines)
	}
}
