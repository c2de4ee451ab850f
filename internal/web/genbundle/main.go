// Command genbundle builds the web page's WebAssembly module from the
// awechec sources it is run in and writes it, gzipped, with the
// wasm_exec.js of the toolchain that built it, into internal/web/bundle:
// what a program built with -tags webembed carries, so that its
// awechec web needs neither Go nor the sources. go generate ./internal/web
// runs it.
package main

import (
	"context"
	"fmt"
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
	b, err := web.Pack(wasm, exec)
	if err != nil {
		return err
	}
	dir := filepath.Join(tc.Dir, "internal", "web", "bundle")
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
