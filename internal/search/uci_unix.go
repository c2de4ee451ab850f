//go:build unix

package search

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup starts the engine in a process group of its own, so
// that killProcessGroup ends it with every process it started (the
// children of a wrapper script).
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProcessGroup kills the engine's process group.
func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
