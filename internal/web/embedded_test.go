//go:build !webembed

package web

import "testing"

// TestEmbedded checks that a build without the webembed tag (go install,
// a plain go build) carries no bundle, so that awechec web builds the
// module from the sources.
func TestEmbedded(t *testing.T) {
	if _, ok := Embedded(); ok {
		t.Error("a build without -tags webembed carries a bundle")
	}
}
