package lazyre

import "testing"

// The expression is compiled once, on first use, and matches as
// regexp.MustCompile's; a bad one panics when first used, not before.
func TestNew(t *testing.T) {
	re := New(`^(\d+)-(\d+)`)
	if a, b := re(), re(); a != b {
		t.Errorf("compiled twice: %p, %p", a, b)
	}
	if m := re().FindStringSubmatch("25-23 x"); len(m) != 3 || m[1] != "25" || m[2] != "23" {
		t.Errorf("matched %q", m)
	}
	bad := New(`(`)
	defer func() {
		if recover() == nil {
			t.Error("a bad expression did not panic when used")
		}
	}()
	bad()
}
