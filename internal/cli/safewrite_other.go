//go:build !unix

package cli

import (
	"io/fs"
	"os"
	"syscall"
)

func links(fs.FileInfo) uint64 { return 1 }

func keepOwner(*os.File, fs.FileInfo) error { return nil }

func umask() fs.FileMode { return 0o022 }

// cleanupSignals are the signals that remove the temporary files and end
// the process (no SIGHUP here).
var cleanupSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM}
