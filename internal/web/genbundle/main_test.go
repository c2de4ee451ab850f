package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/awechec/awechec/internal/web"
)

// TestUpToDate: the bundle is left as it is only when it holds exactly
// the module and the wasm_exec.js go generate has just built.
func TestUpToDate(t *testing.T) {
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("awechec"), 1000)...)
	exec := []byte("// wasm_exec.js\n")
	b, err := web.Pack(wasm, exec)
	if err != nil {
		t.Fatal(err)
	}
	changed := bytes.Clone(wasm)
	changed[len(changed)-1] ^= 1
	for _, c := range []struct {
		name     string
		gz, exec []byte
		wasm     []byte
		same     bool
	}{
		{"the same module and loader", b.WasmGz, exec, wasm, true},
		{"one byte of the module changed", b.WasmGz, exec, changed, false},
		{"the module built is longer", b.WasmGz, exec, append(bytes.Clone(wasm), 0), false},
		{"the module built is shorter", b.WasmGz, exec, wasm[:len(wasm)-1], false},
		{"another wasm_exec.js", b.WasmGz, []byte("// another\n"), wasm, false},
		{"a broken gzip", b.WasmGz[:len(b.WasmGz)/2], exec, wasm, false},
		{"no bundle yet", nil, nil, wasm, false},
	} {
		dir := t.TempDir()
		if c.gz != nil {
			if err := os.WriteFile(filepath.Join(dir, "awechec.wasm.gz"), c.gz, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), c.exec, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if got := upToDate(dir, c.wasm, exec); got != c.same {
			t.Errorf("%s: up to date %v, want %v", c.name, got, c.same)
		}
	}
}
