package diag

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/DIAGNOSTICS.md from Codes")

// docPath is the table of codes, generated from Codes so that the two never
// drift: `go test ./diag -update` rewrites it.
const docPath = "../docs/DIAGNOSTICS.md"

func codesTable() string {
	var b strings.Builder
	b.WriteString("# Diagnostic codes\n\n")
	b.WriteString("Every diagnostic awechec reports carries one of these stable codes, which\n")
	b.WriteString("scripts can match. Text output shows them as `file:line:col: error[code]:\n")
	b.WriteString("message` followed by the source line and a caret; JSON output has them in\n")
	b.WriteString("the `code` field. This file is generated from `diag/codes.go` by\n")
	b.WriteString("`go test ./diag -update`.\n\n")
	b.WriteString("| code | severity | meaning |\n|---|---|---|\n")
	for _, c := range Codes {
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", c.Code, c.Severity, c.Meaning)
	}
	return b.String()
}

func TestDiagnosticsDoc(t *testing.T) {
	want := codesTable()
	if *update {
		if err := os.WriteFile(docPath, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatalf("%v (run go test ./diag -update)", err)
	}
	if string(got) != want {
		t.Errorf("%s is out of date: run go test ./diag -update", docPath)
	}
}
