package cli

import (
	"bufio"
	"io"

	"github.com/spf13/cobra"
)

// output is where a command with -o writes: standard output, or a safe
// file (safeFile: a temporary file renamed over the target by commit), so
// that a failed run leaves no half-written file behind.
type output struct {
	io.Writer
	file *safeFile // nil for standard output
}

// createOutput opens the output named by -o: standard output for "" or "-".
// inputs are the command's input files: the output may be none of them.
// The caller defers discard and calls commit once everything is written.
func createOutput(cmd *cobra.Command, name string, inputs []string) (*output, error) {
	if name == "" || name == "-" {
		return &output{Writer: cmd.OutOrStdout()}, nil
	}
	f, err := createSafe(name, safeOptions{inputs: inputs})
	if err != nil {
		return nil, err
	}
	return &output{Writer: f, file: f}, nil
}

// commit gives the finished file its name.
func (o *output) commit() error {
	if o.file == nil {
		return nil
	}
	return o.file.commit()
}

// discard removes the file of an output that was not committed.
func (o *output) discard() {
	if o.file != nil {
		o.file.discard()
	}
}

// writeOutput writes with write, buffered, to the output named by -o and
// commits it; inputs are as for createOutput.
func writeOutput(cmd *cobra.Command, name string, inputs []string, write func(io.Writer) error) error {
	out, err := createOutput(cmd, name, inputs)
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
