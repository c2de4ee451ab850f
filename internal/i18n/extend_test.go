package i18n

import "testing"

// A key of the tests' own, in a part given with extend as a feature's
// file gives its messages.
const testExtended Key = "test.extended"

var (
	_ = extend(English, part{{testExtended, "extended game"}})
	_ = extend(French, part{{testExtended, "partie étendue"}})
)

// TestExtendAddsToTheCatalogue checks that a catalogue part given with
// extend is worded like the main catalogues, and that a key given twice is
// refused.
func TestExtendAddsToTheCatalogue(t *testing.T) {
	if got := M(testExtended).In(French); got != "partie étendue" {
		t.Errorf("French: %q", got)
	}
	if got := M(testExtended).In(English); got != "extended game" {
		t.Errorf("English: %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("a key given twice was accepted")
		}
	}()
	extend(English, part{{testExtended, "again"}})
}
