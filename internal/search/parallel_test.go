package search

import (
	"strconv"
	"testing"
)

// eachParallel runs f(t, i) for i from 0 to n-1, each in a parallel
// subtest of a group named name, and returns once all are done: the long
// tests analyse their games (each with one thread, so each analysis is
// the same as alone) on every core.
func eachParallel(t *testing.T, name string, n int, f func(t *testing.T, i int)) {
	t.Helper()
	t.Run(name, func(t *testing.T) {
		for i := range n {
			t.Run(strconv.Itoa(i+1), func(t *testing.T) {
				t.Parallel()
				f(t, i)
			})
		}
	})
}
