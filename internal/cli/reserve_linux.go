package cli

import (
	"errors"
	"os"
	"syscall"
)

// fallocKeepSize is FALLOC_FL_KEEP_SIZE: blocks are allocated past the end
// of the file without changing its size.
const fallocKeepSize = 1

// reserve allocates the disk blocks for the first size bytes of f, its
// text and size unchanged, so that writing them cannot fail for want of
// space (a full disk, a quota): a hard-linked target is then written in
// place only when its new text fits. A file system that cannot reserve
// (EOPNOTSUPP) is written as before.
func reserve(f *os.File, size int64) error {
	if size <= 0 {
		return nil
	}
	err := syscall.Fallocate(int(f.Fd()), fallocKeepSize, 0, size)
	if errors.Is(err, syscall.EOPNOTSUPP) || errors.Is(err, syscall.ENOSYS) {
		return nil
	}
	return err
}
