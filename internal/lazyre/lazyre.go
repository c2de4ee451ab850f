// Package lazyre holds regular expressions compiled the first time they
// are used, not when the program starts (as Go's own internal/lazyregexp
// does for the go command): a package-level regexp.MustCompile runs in
// every program that links the package, which in the web page's
// WebAssembly module is every worker's start, even where the expression
// is never used (an OGN score, an annotate comment, an unknown command).
package lazyre

import (
	"regexp"
	"sync"
)

// New returns expr, compiled (regexp.MustCompile) on the first call and
// kept. A bad expression panics then, as MustCompile at start did; each
// package's tests use its expressions.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
