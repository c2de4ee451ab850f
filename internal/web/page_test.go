//go:build !(js && wasm)

// The page is written by page.go, which is not built for js/wasm (in the
// browser there is no page to write): its tests neither.

package web

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// The page holds everything it needs: no address it could load from, a
// policy that forbids the network, the module and its loader inline.
func TestWritePage(t *testing.T) {
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("module"), 1000)...)
	var b bytes.Buffer
	if err := WritePage(&b, wasm, []byte("class Go {}"), PageOptions{Version: "1.2.3"}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{`content="` + CSP + `"`, "'wasm-unsafe-eval'", "class Go {}", "AwechecReplayer", `id="awechec-board"`, "1.2.3", `<div id="editor">`, "AwechecEditor"} {
		if !strings.Contains(page, strings.ReplaceAll(want, "'", "&#39;")) && !strings.Contains(page, want) {
			t.Errorf("the page has no %q", want)
		}
	}
	if strings.Contains(CSP, "connect-src") || !strings.Contains(CSP, "default-src 'none'") {
		t.Errorf("CSP %q", CSP)
	}
	if m := regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?(https?:)?//`).FindString(page); m != "" {
		t.Errorf("the page loads from elsewhere: %q", m)
	}
	// the replayer's words, as JSON the page parses
	m := regexp.MustCompile(`<script type="application/json" id="replayer-words">(.*?)</script>`).FindStringSubmatch(page)
	var words map[string]map[string]string
	if m == nil || json.Unmarshal([]byte(m[1]), &words) != nil || words["fr"]["PageMoves"] != "Coups" || words["en"]["PageStartKey"] != "Start (Home)" {
		t.Errorf("replayer words: %q", m)
	}
	if err := WritePage(&b, []byte("not wasm"), nil, PageOptions{}); err == nil {
		t.Error("a module that is not WebAssembly was written")
	}
	if err := WritePage(&b, wasm, []byte("x = '</script>'"), PageOptions{}); err == nil {
		t.Error("a loader with </script> was written inline")
	}
}
