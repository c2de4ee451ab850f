//go:build !unix

package search

import "os/exec"

// ownProcessGroup does nothing where process groups are not Unix's.
func ownProcessGroup(cmd *exec.Cmd) {}

// killProcessGroup kills the engine.
func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
