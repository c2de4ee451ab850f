package web

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"io"

	"github.com/awechec/awechec/internal/i18n"
)

// EmbedTag is the build tag of a program that carries the page's module
// (Embedded): the releases and the published page are built with it,
// after go generate ./internal/web has written the module (docs/INSTALL.md).
const EmbedTag = "webembed"

// ReleasesURL is where the programs that carry the page are downloaded.
const ReleasesURL = "https://github.com/awechec/awechec/releases/latest"

// Bundle is the page's WebAssembly module, gzipped as the page carries
// it, with the wasm_exec.js of the toolchain that built it: what Pack
// makes, go generate writes into internal/web/bundle and a program built
// with EmbedTag carries.
type Bundle struct {
	WasmGz   []byte
	WasmExec []byte
}

// Pack gzips a module built from cmd/awechec-wasm into a Bundle with its
// wasm_exec.js, checking both.
func Pack(wasm, wasmExec []byte) (Bundle, error) {
	if !bytes.HasPrefix(wasm, wasmMagic) {
		return Bundle{}, i18n.Errorf(i18n.WebNotWasm)
	}
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression) // the level is valid
	if _, err := zw.Write(wasm); err != nil {
		return Bundle{}, err
	}
	if err := zw.Close(); err != nil {
		return Bundle{}, err
	}
	b := Bundle{WasmGz: z.Bytes(), WasmExec: wasmExec}
	return b, b.check()
}

// wasmMagic begins every WebAssembly module.
var wasmMagic = []byte("\x00asm")

// check refuses a bundle whose module is not gzipped WebAssembly or whose
// wasm_exec.js would end the page's script element.
func (b Bundle) check() error {
	zr, err := gzip.NewReader(bytes.NewReader(b.WasmGz))
	if err != nil {
		return i18n.Errorf(i18n.WebNotWasm)
	}
	head := make([]byte, len(wasmMagic))
	if _, err := io.ReadFull(zr, head); err != nil || !bytes.Equal(head, wasmMagic) {
		return i18n.Errorf(i18n.WebNotWasm)
	}
	if bytes.Contains(bytes.ToLower(b.WasmExec), []byte("</script")) {
		return i18n.Errorf(i18n.WebExecScript)
	}
	return nil
}

// WasmSize returns the size of the module unpacked, from the gzip
// trailer (the module is far below 4 GiB, where that field wraps).
func (b Bundle) WasmSize() int {
	if len(b.WasmGz) < 4 {
		return 0
	}
	return int(binary.LittleEndian.Uint32(b.WasmGz[len(b.WasmGz)-4:]))
}

// Embedded returns the bundle this program carries; ok is false for a
// program built without EmbedTag (go install, a plain go build), which
// builds the module from the sources instead (FindToolchain).
func Embedded() (b Bundle, ok bool) {
	if len(embeddedWasmGz) == 0 {
		return Bundle{}, false
	}
	return Bundle{WasmGz: embeddedWasmGz, WasmExec: embeddedWasmExec}, true
}
