package movegen

import (
	"os"
	"testing"

	"github.com/awechec/awechec/internal/testenv"
)

func TestMain(m *testing.M) {
	testenv.FewerCollections()
	os.Exit(m.Run())
}
