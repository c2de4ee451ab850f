package corpus_test

import (
	"os"
	"testing"
)

// TestMain pins the language of the messages to English (LC_ALL=C),
// whatever the tester's LANG: the goldens are English.
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "C")
	os.Exit(m.Run())
}
