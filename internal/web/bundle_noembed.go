//go:build !webembed

package web

// A program built without the webembed tag carries no bundle: Embedded
// says so.
var embeddedWasmGz, embeddedWasmExec []byte
