package web_test

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/awechec/awechec/internal/web"
)

// TestPublishedURLInDocs: the docs name the page's published address as
// web.PublishedURL says it, so a reader and a link made by the program go
// to the same page.
func TestPublishedURLInDocs(t *testing.T) {
	files, _ := filepath.Glob("../../docs/*.md")
	more, _ := filepath.Glob("../../docs/*/*.md")
	files = append(append(files, more...), "../../README.md")
	pages := regexp.MustCompile(`https?://[a-z0-9.-]*github\.io[^\s)>\]*` + "`" + `]*`)
	found := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range pages.FindAllString(string(b), -1) {
			found++
			if len(u) < len(web.PublishedURL) || u[:len(web.PublishedURL)] != web.PublishedURL {
				t.Errorf("%s names %s, not the published page %s", f, u, web.PublishedURL)
			}
		}
	}
	if found == 0 {
		t.Error("no doc names the published page")
	}
}
