//go:build !(js && wasm)

package web

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
)

// TestBundle checks that a packed module keeps its size, gzipped at the
// best compression, and is written into the page as WritePage writes
// it, and that a bundle that is not gzipped WebAssembly, or whose loader
// would end its script, is refused.
func TestBundle(t *testing.T) {
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{7}, 5000)...)
	exec := []byte("// loader\n")
	b, err := Pack(wasm, exec)
	if err != nil {
		t.Fatal(err)
	}
	if b.WasmSize() != len(wasm) || len(b.WasmGz) >= len(wasm) {
		t.Errorf("WasmSize %d, gzipped %d, want %d and smaller", b.WasmSize(), len(b.WasmGz), len(wasm))
	}
	// the page carries the module at gzip's best compression (the gzip
	// header's XFL byte says it: 2); the browser tests build their page at
	// a faster level (builtPage)
	if b.WasmGz[8] != 2 {
		t.Errorf("gzip header's XFL %d: not packed at the best compression", b.WasmGz[8])
	}
	var viaBundle, viaPage bytes.Buffer
	if err := b.WritePage(&viaBundle, PageOptions{Version: "v1"}); err != nil {
		t.Fatal(err)
	}
	if err := WritePage(&viaPage, wasm, exec, PageOptions{Version: "v1"}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(viaBundle.Bytes(), viaPage.Bytes()) {
		t.Error("the bundle's page differs from WritePage's")
	}
	for name, bad := range map[string]Bundle{
		"not gzip":           {WasmGz: wasm, WasmExec: exec},
		"gzip of not wasm":   gzipped(t, []byte("<html>")),
		"loader ends script": {WasmGz: b.WasmGz, WasmExec: []byte("x</SCRIPT>")},
	} {
		if err := bad.WritePage(&bytes.Buffer{}, PageOptions{}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := Pack([]byte("MZ"), exec); err == nil || !strings.Contains(err.Error(), "WebAssembly") {
		t.Errorf("Pack of a non-module: %v", err)
	}
}

// gzipped is data gzipped, as a Bundle holds its module.
func gzipped(t *testing.T, data []byte) Bundle {
	t.Helper()
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return Bundle{WasmGz: z.Bytes(), WasmExec: []byte("// loader\n")}
}
