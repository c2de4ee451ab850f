package cli

import (
	"github.com/spf13/cobra"

	"github.com/awechec/awechec/internal/batch"
)

// eachChunk is the skeleton of the collection commands (select, tree,
// stats): it expands the paths (standard input for none), reads the games
// of the files as unparsed chunks, calls work on each on every core
// (workers, 0 for all) and emit with the results in input order, drawing a
// progress bar of size(result) bytes. Paths that cannot be read are
// reported and counted in the returned pathErrors, whose result gives the
// command's final error; a reading or emitting error is returned as a
// usage error (exit 2).
func eachChunk[T any](cmd *cobra.Command, args []string, workers int, work func(chunkItem) T, size func(T) int, emit func(T) error) (*pathErrors, error) {
	args = stdinArgs(cmd, args)
	files, bad, err := expandPaths(cmd, args, batch.Extensions)
	if err != nil {
		return bad, err
	}
	progress := batch.NewProgress(cmd.ErrOrStderr(), totalSize(files))
	src := newGameSource(files, cmd.InOrStdin())
	src.skip = bad.report
	defer batch.TuneGC(batch.BatchHeap)()
	err = batch.Ordered(workers, src.item, work, func(t T) error {
		progress.Add(int64(size(t)))
		return emit(t)
	})
	progress.Done()
	if err != nil {
		return bad, &ExitError{Code: ExitUsage, Err: err}
	}
	return bad, nil
}
