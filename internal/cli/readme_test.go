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

// TestReadmeFrenchExample keeps the README's French example honest.
func TestReadmeFrenchExample(t *testing.T) {
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
