//go:build darwin

package syslang

import (
	"context"
	"os/exec"
	"time"
)

func init() { osSystem = macSystem{api: darwinAPI{}} }

// darwinAPI reads the preferences with /usr/bin/defaults, the system's
// own reader (the preference file is a binary property list).
type darwinAPI struct{}

func (darwinAPI) AppleLanguages() ([]byte, error) {
	// A preference daemon that does not answer must not hold up the
	// command: the environment's English is the answer then.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, "/usr/bin/defaults", "read", "-g", "AppleLanguages").Output()
}
