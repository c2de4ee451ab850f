package corpus_test

// The corpus is the project's showcase and its regression suite. Every
// .agn file under this directory (corpus/pending excepted: games whose
// expected diagnostics the tools do not produce yet) is checked in process
// with `awechec check --format json`, and the output is compared with the
// file's golden F.golden (one JSON object per game). Run
//
//	go test ./corpus -update
//
// to rewrite the goldens, then read every changed line before committing:
// a golden is the tool's output reviewed against the rules, never the
// other way round.

import (
	"bytes"
	"encoding/json"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/cli"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// notCanonical lists the files whose defect cannot be written in canonical
// form (the reader cannot parse them, or the defect is in the bytes), with
// the reason. Every other file must pass `awechec fmt --check`.
var notCanonical = map[string]string{
	"invalid/syntax.agn":       "a syntax error cannot be formatted",
	"invalid/encoding.agn":     "the bytes are not UTF-8",
	"invalid/too-deep.agn":     "the nesting is refused by the reader",
	"valid/loose-forms-fr.agn": "it is written in the looser forms the reader accepts (glued, --, Z0, :, colour groups, …)",
	"invalid/number-range.agn": "fmt refuses a number out of range, as a syntax error",
	"valid/typed-forms-fr.agn": "it is written as a word processor gives it (« », “ ”, ×, e.p., mat, ≠, ½-½, 1–0, no-break spaces)",
}

// gameReport is the part of a JSON line the structural tests look at.
type gameReport struct {
	File        string `json:"file"`
	Game        int    `json:"game"`
	Valid       bool   `json:"valid"`
	Diagnostics []struct {
		Code     string `json:"code"`
		Severity string `json:"severity"`
	} `json:"diagnostics"`
}

// corpusFiles lists the .agn files of the corpus, slash-separated and
// relative to this directory, pending/ left out.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path == "pending" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".agn") {
			files = append(files, filepath.ToSlash(path))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .agn file in the corpus")
	}
	return files
}

// check runs `awechec check --format json file` in process.
func check(t *testing.T, file string) (int, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := cli.Execute([]string{"check", "--format", "json", "-j", "1", file}, strings.NewReader(""), &out, &errs)
	if code == cli.ExitUsage {
		t.Fatalf("check %s: exit %d: %s", file, code, errs.String())
	}
	return code, out.String()
}

func parseReports(t *testing.T, out string) []gameReport {
	t.Helper()
	var rs []gameReport
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var r gameReport
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("bad JSON line %q: %v", line, err)
		}
		rs = append(rs, r)
	}
	return rs
}

func TestGolden(t *testing.T) {
	for _, file := range corpusFiles(t) {
		t.Run(file, func(t *testing.T) {
			_, got := check(t, file)
			golden := strings.TrimSuffix(file, ".agn") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./corpus -update, then review the golden)", err)
			}
			if got != string(want) {
				t.Errorf("check %s differs from %s\n got:\n%s\nwant:\n%s", file, golden, got, want)
			}
		})
	}
}

// TestValid: every game under valid/ and awele/ (and the seed examples) is
// valid, without even a warning; notes (what the replay decided, such as
// the language of open letters) may stand.
func TestValid(t *testing.T) {
	for _, file := range corpusFiles(t) {
		if strings.HasPrefix(file, "invalid/") {
			continue
		}
		t.Run(file, func(t *testing.T) {
			code, out := check(t, file)
			if code != cli.ExitOK {
				t.Errorf("check exit %d, want 0:\n%s", code, out)
			}
			for _, r := range parseReports(t, out) {
				notNotes := 0
				for _, d := range r.Diagnostics {
					if d.Severity != "note" {
						notNotes++
					}
				}
				if !r.Valid || notNotes > 0 {
					t.Errorf("game %d: valid %v, %d errors or warnings", r.Game, r.Valid, notNotes)
				}
			}
		})
	}
}

// TestInvalid: every file under invalid/ is named after the code it
// exercises (invalid/CODE.agn or invalid/CODE--detail.agn) and reports it.
func TestInvalid(t *testing.T) {
	n := 0
	for _, file := range corpusFiles(t) {
		if !strings.HasPrefix(file, "invalid/") {
			continue
		}
		n++
		t.Run(file, func(t *testing.T) {
			code := strings.TrimSuffix(strings.TrimPrefix(file, "invalid/"), ".agn")
			code, _, _ = strings.Cut(code, "--")
			_, out := check(t, file)
			found := false
			for _, r := range parseReports(t, out) {
				for _, d := range r.Diagnostics {
					found = found || d.Code == code
				}
			}
			if !found {
				t.Errorf("no diagnostic %q:\n%s", code, out)
			}
		})
	}
	if n == 0 {
		t.Error("no file under invalid/")
	}
}

// TestCanonical: the corpus is written in canonical form.
func TestCanonical(t *testing.T) {
	for _, file := range corpusFiles(t) {
		if _, ok := notCanonical[file]; ok {
			continue
		}
		t.Run(file, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := cli.Execute([]string{"fmt", "--check", file}, strings.NewReader(""), &out, &errs); code != cli.ExitOK {
				var canon bytes.Buffer
				cli.Execute([]string{"fmt", file}, strings.NewReader(""), &canon, &bytes.Buffer{})
				t.Errorf("fmt --check exit %d: %s\ncanonical form:\n%s", code, errs.String(), canon.String())
			}
		})
	}
	for file := range notCanonical {
		if _, err := os.Stat(file); err != nil {
			t.Errorf("notCanonical names %s: %v", file, err)
		}
	}
}
