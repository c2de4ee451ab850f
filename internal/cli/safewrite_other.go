//go:build !unix

package cli

import (
	"io/fs"
	"os"
)

func links(fs.FileInfo) uint64 { return 1 }

func keepOwner(*os.File, fs.FileInfo) error { return nil }

func umask() fs.FileMode { return 0o022 }
