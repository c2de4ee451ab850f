// Command genbundle builds the web page's WebAssembly module from the
// awechec sources it is run in and writes it, gzipped, with the
// wasm_exec.js of the toolchain that built it, into internal/web/bundle:
// what a program built with -tags webembed carries, so that its
// awechec web needs neither Go nor the sources. go generate ./internal/web
// runs it.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/awechec/awechec/internal/web"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genbundle:", err)
		os.Exit(1)
	}
}

func run() error {
	tc, err := web.FindToolchain(".")
	if err != nil {
		return err
	}
	ctx := context.Background()
	wasm, err := tc.BuildWasm(ctx)
	if err != nil {
		return err
	}
	exec, err := tc.WasmExec(ctx)
	if err != nil {
		return err
	}
	dir := filepath.Join(tc.Dir, "internal", "web", "bundle")
	if upToDate(dir, wasm, exec) {
		fmt.Fprintf(os.Stderr, "genbundle: %s: up to date (module %d bytes)\n", dir, len(wasm))
		return nil
	}
	b, err := web.Pack(wasm, exec)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, data := range map[string][]byte{"awechec.wasm.gz": b.WasmGz, "wasm_exec.js": b.WasmExec} {
		if err := writeFile(filepath.Join(dir, name), data); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "genbundle: %s: module %d bytes, gzipped %d\n", dir, len(wasm), len(b.WasmGz))
	return nil
}

// upToDate reports whether dir already holds this module, gzipped, and
// this wasm_exec.js: the bundle is then left as it is, and the module is
// not compressed again (gzip's best level is most of go generate's time:
// 2.7 CPU s, 1.2 s when nothing changed).
func upToDate(dir string, wasm, exec []byte) bool {
	old, err := os.ReadFile(filepath.Join(dir, "wasm_exec.js"))
	if err != nil || !bytes.Equal(old, exec) {
		return false
	}
	f, err := os.Open(filepath.Join(dir, "awechec.wasm.gz"))
	if err != nil {
		return false
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return false
	}
	var got bytes.Buffer
	got.Grow(len(wasm))
	// One byte more than the module: a longer one is not the same.
	if _, err := io.Copy(&got, io.LimitReader(zr, int64(len(wasm))+1)); err != nil {
		return false
	}
	return bytes.Equal(got.Bytes(), wasm)
}

// writeFile writes data to a temporary file next to name, then renames
// it: a build never sees half a module.
func writeFile(name string, data []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, name)
}
