package cli

import (
	"os"
	"testing"
)

// TestMain pins the language of the messages to English, whatever the
// tester's LANG or system: the goldens are English. Tests of the French output say
// --lang fr or set the environment themselves.
func TestMain(m *testing.M) {
	getenv = func(string) string { return "" }
	system = nil
	os.Exit(m.Run())
}
