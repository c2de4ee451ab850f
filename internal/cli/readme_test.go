package cli

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeCheckExample keeps the README's example of check honest: the
// command it shows must print what it shows.
func TestReadmeCheckExample(t *testing.T) {
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

// TestReadmeAnalyseExample keeps the README's analysed extract honest:
// every line it shows is a line analyse prints.
func TestReadmeAnalyseExample(t *testing.T) {
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
