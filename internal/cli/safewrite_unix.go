//go:build unix

package cli

import (
	"io/fs"
	"os"
	"syscall"
)

// links is the number of hard links of a file.
func links(info fs.FileInfo) uint64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}

// keepOwner gives f the owner and group of info, when they differ.
func keepOwner(f *os.File, info fs.FileInfo) error {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	mine, err := f.Stat()
	if err != nil {
		return err
	}
	if m, ok := mine.Sys().(*syscall.Stat_t); ok && m.Uid == st.Uid && m.Gid == st.Gid {
		return nil
	}
	return f.Chown(int(st.Uid), int(st.Gid))
}

// umask returns the process's umask.
func umask() fs.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return fs.FileMode(m)
}

// cleanupSignals are the signals that remove the temporary files and end
// the process: SIGHUP too (a closed terminal), as INT and TERM.
var cleanupSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}
