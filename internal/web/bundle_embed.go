//go:build webembed

package web

import _ "embed"

// The bundle written by go generate ./internal/web (genbundle). A build
// with -tags webembed that fails here with "no matching files found" has
// not run go generate ./internal/web first.
var (
	//go:embed bundle/awechec.wasm.gz
	embeddedWasmGz []byte
	//go:embed bundle/wasm_exec.js
	embeddedWasmExec []byte
)
