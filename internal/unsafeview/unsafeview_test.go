package unsafeview

import (
	"testing"
	"unsafe"

	"github.com/awechec/awechec/internal/engine"
	"github.com/awechec/awechec/internal/movegen"
)

func TestString(t *testing.T) {
	b := []byte("Fxf7#")
	if s := String(b); s != "Fxf7#" || unsafe.StringData(s) != &b[0] {
		t.Errorf("String: %q, shared %v", s, unsafe.StringData(s) == &b[0])
	}
	if s := String(nil); s != "" {
		t.Errorf("String(nil) = %q", s)
	}
}

func TestSkip(t *testing.T) {
	var table [256]uint8
	table['{'], table['\n'] = 1, 2
	for _, c := range []struct {
		text       string
		from, mask int
		want       int
	}{
		{"e4 e5 {x}\n", 0, 1, 6},
		{"e4 e5 {x}\n", 0, 2, 9},
		{"e4 e5 {x}\n", 0, 3, 6},
		{"e4 e5 {x}\n", 7, 3, 9},
		{"\n", 0, 2, 0},
	} {
		if got := Skip([]byte(c.text), c.from, &table, uint8(c.mask)); got != c.want {
			t.Errorf("Skip(%q, %d, mask %d) = %d, want %d", c.text, c.from, c.mask, got, c.want)
		}
	}
}

// TestRetypeLayout: the search retypes [256]engine.Move as
// [256]movegen.Move; the two must have one size and a value must read
// back the same.
func TestRetypeLayout(t *testing.T) {
	var a [256]engine.Move
	if unsafe.Sizeof(a) != unsafe.Sizeof([256]movegen.Move{}) || unsafe.Alignof(a[0]) != unsafe.Alignof(movegen.Move(0)) {
		t.Fatal("engine.Move and movegen.Move differ in layout")
	}
	m := Retype[[256]movegen.Move](&a)
	m[3] = movegen.Move(0x1234)
	if a[3] != engine.Move(0x1234) {
		t.Errorf("a[3] = %#x after writing through Retype", a[3])
	}
}
