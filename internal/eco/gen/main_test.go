package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestEmbeddedUpToDate: the table package eco embeds is the one gen
// writes now (run `go generate ./internal/eco` when it is not).
func TestEmbeddedUpToDate(t *testing.T) {
	have, err := os.ReadFile(filepath.Join("..", "lichess.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if want := table(); !bytes.Equal(have, want) {
		t.Errorf("internal/eco/lichess.bin (%d bytes) differs from what gen writes (%d bytes): run go generate ./internal/eco", len(have), len(want))
	}
}
