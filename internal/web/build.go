package web

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/awechec/awechec/internal/i18n"
)

// Module is the path of the module whose cmd/awechec-wasm BuildWasm builds.
const Module = "github.com/awechec/awechec"

// WasmPackage is the main package compiled to WebAssembly.
const WasmPackage = "./cmd/awechec-wasm"

// Toolchain is the Go toolchain that builds the WebAssembly module.
type Toolchain struct {
	// Go is the go command's path.
	Go string
	// Dir is the module's root directory (where go.mod is).
	Dir string
}

// FindToolchain finds the go command on PATH and the awechec sources at
// or above dir. The errors say what to do.
func FindToolchain(dir string) (*Toolchain, error) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		if goroot := os.Getenv("GOROOT"); goroot != "" {
			goBin, err = exec.LookPath(filepath.Join(goroot, "bin", "go"))
		}
	}
	if err != nil {
		return nil, i18n.Errorf(i18n.WebNoGo)
	}
	root, err := moduleRoot(dir)
	if err != nil {
		return nil, err
	}
	return &Toolchain{Go: goBin, Dir: root}, nil
}

// moduleRoot returns the directory at or above dir whose go.mod declares
// Module.
func moduleRoot(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && modulePath(b) == Module {
			return d, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", i18n.Errorf(i18n.WebNoSources, abs)
		}
		d = parent
	}
}

// modulePath reads the module line of a go.mod file.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// BuildWasm compiles WasmPackage with GOOS=js GOARCH=wasm, stripped
// (-ldflags=-s -w, -trimpath), and returns the module's bytes.
func (t *Toolchain) BuildWasm(ctx context.Context) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "awechec-wasm-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "awechec.wasm")
	cmd := exec.CommandContext(ctx, t.Go, "build", "-trimpath", "-ldflags=-s -w", "-o", out, WasmPackage)
	cmd.Dir = t.Dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, i18n.Errorf(i18n.WebBuildFailed, i18n.ErrorMsg(err), strings.TrimSpace(stderr.String())).Wrap(err)
	}
	return os.ReadFile(out)
}

// WasmExec returns the toolchain's wasm_exec.js, the loader that goes
// with the modules it builds: $GOROOT/lib/wasm (Go 1.24 and later) or
// $GOROOT/misc/wasm.
func (t *Toolchain) WasmExec(ctx context.Context) ([]byte, error) {
	cmd := exec.CommandContext(ctx, t.Go, "env", "GOROOT")
	cmd.Dir = t.Dir
	out, err := cmd.Output()
	if err != nil {
		return nil, i18n.Errorf(i18n.WebGoEnv, i18n.ErrorMsg(err)).Wrap(err)
	}
	goroot := strings.TrimSpace(string(out))
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if b, err := os.ReadFile(filepath.Join(goroot, p)); err == nil {
			return b, nil
		}
	}
	return nil, i18n.Errorf(i18n.WebNoWasmExec, goroot)
}
