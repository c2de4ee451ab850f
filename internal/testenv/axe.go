package testenv

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// AxeScript returns axe-core's script (axe.min.js), which the browser
// tests inject into a page to check its accessibility (WCAG 2.1 AA), as
// npm installs it in internal/testenv/axe (the version pinned in its
// package.json and package-lock.json; .ci/run runs npm ci there). When it
// is not installed the test is skipped (failed in CI), saying how.
func AxeScript(t testing.TB) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(here), "axe")
	b, err := os.ReadFile(filepath.Join(dir, "node_modules", "axe-core", "axe.min.js"))
	Need(t, "axe-core is not installed (cd "+dir+" && npm ci)", err)
	return string(b)
}
