//go:build !race

// This test tells what the reader sets aside by the bytes allocated, which
// the race detector makes unrepeatable (it allocates for itself), so it is
// built without it.

package grammar_test

import (
	"bytes"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/awechec/awechec/internal/grammar"
)

// A text in memory shorter than the reader's 64 KB block is read with a
// buffer of its own size: the web page reads the game edited at each key
// (web's checkAt), and two blocks of 64 KB were most of what a check of a
// few-kilobyte game allocated. Read from a file, the reader keeps its
// 64 KB block. The figures are the least of five reads.
func TestReaderSizedToText(t *testing.T) {
	src, err := os.ReadFile("../../corpus/valid/fifty-moves-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	read := func(open func() *grammar.Reader) int64 {
		least := int64(-1)
		for range 5 {
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			if _, err := open().NextChunk(); err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&m1)
			if n := int64(m1.TotalAlloc - m0.TotalAlloc); least < 0 || n < least {
				least = n
			}
		}
		return least
	}
	for _, c := range []struct {
		name string
		open func() *grammar.Reader
	}{
		{"bytes.Reader", func() *grammar.Reader { return grammar.NewReader(bytes.NewReader(src), "") }},
		{"strings.Reader", func() *grammar.Reader { return grammar.NewReader(strings.NewReader(string(src)), "") }},
	} {
		// the text twice (the buffer and the game's text), and the
		// reader's own: far under one 64 KB block
		n := read(c.open)
		t.Logf("%s: %d bytes allocated", c.name, n)
		if n > 2*int64(len(src))+16<<10 {
			t.Errorf("%s: a %d-byte text allocates %d bytes", c.name, len(src), n)
		}
	}
	f, err := os.Open("../../corpus/valid/fifty-moves-fr.agn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// a file, whose length the reader does not ask: its whole block
	if n := read(func() *grammar.Reader { f.Seek(0, 0); return grammar.NewReader(f, "") }); n < 64<<10 {
		t.Errorf("a file: %d bytes allocated, less than the 64 KB block", n)
	}
}
