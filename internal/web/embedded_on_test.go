//go:build webembed

package web

import "testing"

// TestEmbedded checks that a build with the webembed tag carries the
// bundle go generate wrote, a whole gzipped module and its loader.
func TestEmbedded(t *testing.T) {
	b, ok := Embedded()
	if !ok {
		t.Fatal("a build with -tags webembed carries no bundle")
	}
	if err := b.check(); err != nil || b.WasmSize() < 1<<20 || len(b.WasmExec) == 0 {
		t.Errorf("bundle: %v, module %d bytes, loader %d bytes", err, b.WasmSize(), len(b.WasmExec))
	}
}
