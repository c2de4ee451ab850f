package cli

import (
	"bufio"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
)

// output is where a command with -o writes: standard output, or a file
// written under a temporary name next to it and renamed over it by commit,
// so that a failed run leaves no half-written file behind.
type output struct {
	io.Writer
	tmp  *os.File // nil for standard output, or once committed or discarded
	name string
}

// createOutput opens the output named by -o: standard output for "" or "-".
// The caller defers discard and calls commit once everything is written.
func createOutput(cmd *cobra.Command, name string) (*output, error) {
	if name == "" || name == "-" {
		return &output{Writer: cmd.OutOrStdout()}, nil
	}
	// A new file is readable by all, as the shell's > makes it; a file
	// replaced keeps its permissions. (CreateTemp makes it private.)
	perm := os.FileMode(0o644)
	if info, err := os.Stat(name); err == nil {
		perm = info.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp-*")
	if err != nil {
		return nil, err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, err
	}
	return &output{Writer: tmp, tmp: tmp, name: name}, nil
}

// commit gives the finished file its name.
func (o *output) commit() error {
	if o.tmp == nil {
		return nil
	}
	tmp := o.tmp
	o.tmp = nil
	err := tmp.Close()
	if err == nil {
		err = os.Rename(tmp.Name(), o.name)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// discard removes the file of an output that was not committed.
func (o *output) discard() {
	if o.tmp != nil {
		o.tmp.Close()
		os.Remove(o.tmp.Name())
		o.tmp = nil
	}
}

// writeOutput writes with write, buffered, to the output named by -o and
// commits it.
func writeOutput(cmd *cobra.Command, name string, write func(io.Writer) error) error {
	out, err := createOutput(cmd, name)
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	defer out.discard()
	bw := bufio.NewWriterSize(out, 1<<16)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = out.commit()
	}
	if err != nil {
		return &ExitError{Code: ExitUsage, Err: err}
	}
	return nil
}
